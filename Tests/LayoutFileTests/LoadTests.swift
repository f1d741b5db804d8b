import Foundation
import LayoutFile
import Testing

/// Reading files from disk: each problem with the file as a whole is one diagnostic.
@Suite("Loading files")
struct LoadTests {
    /// A fresh directory for one test, removed afterwards.
    final class Scratch {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutfile-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func write(_ name: String, _ data: Data) throws -> URL {
            let file = url.appendingPathComponent(name)
            try data.write(to: file)
            return file
        }
    }

    @Test("a file on disk is read, with the format from its extension")
    func readsFile() throws {
        let scratch = try Scratch()
        let url = try scratch.write("list.yml", Data("version: 1\nsections: [{numberOfItems: 2, mediaItems: true}]\n".utf8))
        let document = try LayoutFileDocument.load(contentsOf: url)
        #expect(document.sections.map(\.numberOfItems) == [2])
        #expect(document.source?.fileName == url.relativePath)
        #expect(document.source?.locations["sections[0].numberOfItems"] == SourceLocation(line: 2, column: 28))
    }

    @Test("a missing file, a directory, a file over the limit")
    func fileProblems() throws {
        let scratch = try Scratch()
        let missing = scratch.url.appendingPathComponent("nope.yaml")
        let missingError = #expect(throws: LayoutFileError.self) { try LayoutFileDocument.load(contentsOf: missing) }
        #expect(missingError?.diagnostics.map(\.description) == ["\(missing.relativePath): error: no such file"])

        let directoryError = #expect(throws: LayoutFileError.self) { try LayoutFileDocument.load(contentsOf: scratch.url) }
        #expect(
            directoryError?.diagnostics.map(\.description) == [
                "\(scratch.url.relativePath): error: is a directory, not a layout file"
            ])

        let big = try scratch.write("big.json", Data(repeating: UInt8(ascii: " "), count: 10 * 1024 * 1024 + 5))
        let bigError = #expect(throws: LayoutFileError.self) { try LayoutFileDocument.load(contentsOf: big) }
        #expect(
            bigError?.diagnostics.map(\.description) == [
                "\(big.relativePath): error: the file is 10485765 bytes; layout files are limited to 10485760 bytes (10 MiB)"
            ])
    }

    @Test("the name in diagnostics is the path as the caller wrote it")
    func relativeName() {
        let url = URL(fileURLWithPath: "no/such/layout.yaml")
        let error = #expect(throws: LayoutFileError.self) { try LayoutFileDocument.load(contentsOf: url) }
        #expect(error?.diagnostics.map(\.description) == ["no/such/layout.yaml: error: no such file"])
    }
}
