import Foundation
import LayoutTestSupport
import Testing

@testable import complayout

/// `OutputFile` called directly: the temporary file, commit, discard and their failures.
@Suite("OutputFile")
struct OutputFileTests {
    @Test("Until commit the path does not exist; a hidden temporary file sits beside it")
    func temporaryUntilCommit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = try OutputFile(path: directory.file("a.json"))
        try output.write("{}")
        try output.write([0x0A])
        let during = try directory.contents()
        #expect(during.count == 1 && during[0].hasPrefix(".a.json.") && during[0].hasSuffix(".tmp"))
        try output.commit()
        #expect(try directory.contents() == ["a.json"])
        #expect(directory.text("a.json") == "{}\n")
    }

    @Test("Discarding (or dropping the object) removes the temporary file and keeps the old file")
    func discardKeepsOldFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try "old".write(toFile: directory.file("a.json"), atomically: false, encoding: .utf8)
        do {
            let output = try OutputFile(path: directory.file("a.json"))
            try output.write("partial")
            // No commit: the object goes away here, as when a command throws.
        }
        #expect(try directory.contents() == ["a.json"])
        #expect(directory.text("a.json") == "old")
        let output = try OutputFile(path: directory.file("a.json"))
        try output.write("partial")
        output.discard()
        #expect(try directory.contents() == ["a.json"])
        #expect(directory.text("a.json") == "old")
    }

    @Test("A symbolic link stays a link; the file it points to is replaced")
    func symbolicLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try "old".write(toFile: directory.file("target.json"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory.file("link.json"), withDestinationPath: "target.json")
        let output = try OutputFile(path: directory.file("link.json"))
        try output.write("new")
        try output.commit()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("link.json")) == "target.json")
        #expect(directory.text("target.json") == "new")
        #expect(try directory.contents() == ["link.json", "target.json"])
    }

    @Test("Failures name the path: missing directory, a directory, an empty path")
    func failures() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        func message(_ path: String) -> String? {
            do {
                _ = try OutputFile(path: path)
                return nil
            } catch {
                return (error as? ToolError)?.description
            }
        }
        #expect(
            message(directory.file("no/such/x.json"))
                == "cannot write '\(directory.file("no/such/x.json"))': directory '\(directory.file("no/such"))' does not exist")
        #expect(message(directory.path) == "cannot write '\(directory.path)': it is a directory")
        #expect(message("") == "cannot write to an empty path")
        #expect(try directory.contents() == [])
    }

    @Test("nil and - mean standard output; commit has nothing to do")
    func standardOutput() throws {
        #expect(try OutputFile(path: nil).path == nil)
        let dash = try OutputFile(path: "-")
        #expect(dash.path == nil)
        try dash.commit()
    }
}
