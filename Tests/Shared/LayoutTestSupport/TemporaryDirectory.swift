import Foundation

/// A fresh directory under the system's temporary directory, for tests that write files.
public struct TemporaryDirectory: Sendable {
    /// The directory's path, without a trailing slash.
    public let path: String

    /// Creates a new, empty directory.
    public init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `text` (UTF-8) to `name` in the directory and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `name` in the directory and returns the file's path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let path = file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The names of everything in the directory, hidden files included, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// The text of `name`, or `nil` if it cannot be read.
    public func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Deletes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
