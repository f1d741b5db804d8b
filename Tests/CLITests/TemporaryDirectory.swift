import Foundation

/// A fresh directory under the system's temporary directory, for tests that write files.
struct TemporaryDirectory {
    /// The directory's path, without a trailing slash.
    let path: String

    /// Creates a new, empty directory.
    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// `name` inside the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The names of everything in the directory, hidden files included, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// The text of `name`, or `nil` if it cannot be read.
    func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Deletes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
