import Foundation
import LayoutTestSupport
import Testing

/// `-o` / `--output`, run through the built tool: a file written whole or not at all.
@Suite("complayout -o")
struct OutputOptionTests {
    @Test("-o writes exactly what standard output would show, and prints nothing")
    func writesFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let printed = try ToolRunner.run(["attributes", "--example", "item-badges"])
        let written = try ToolRunner.run(["attributes", "--example", "item-badges", "-o", directory.file("badges.json")])
        #expect(printed.status == 0 && printed.stderr == "")
        #expect(written == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        #expect(directory.text("badges.json") == printed.stdout)
        // Nothing else is left in the directory: the temporary file was renamed.
        #expect(try directory.contents() == ["badges.json"])
    }

    @Test("--output replaces an existing file, keeping its permissions")
    func replacesFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("out.json")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let result = try ToolRunner.run(["attributes", "--example", "list", "--output", path])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        #expect(directory.text("out.json")?.hasPrefix("{\n  \"contentSize\" : {\n    \"height\" : 880,") == true)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try directory.contents() == ["out.json"])
    }

    @Test("-o - is standard output")
    func dashIsStandardOutput() throws {
        let printed = try ToolRunner.run(["attributes", "--example", "list"])
        let dashed = try ToolRunner.run(["attributes", "--example", "list", "-o", "-"])
        #expect(dashed == printed)
    }

    @Test("-o into a directory that does not exist: the message names the path and the directory, exit 1, no file")
    func missingDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.file("missing")
        let result = try ToolRunner.run(["attributes", "--example", "list", "-o", missing + "/out.json"])
        #expect(
            result
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: cannot write '\(missing)/out.json': directory '\(missing)' does not exist\n"))
        #expect(try directory.contents() == [])
    }

    @Test("-o naming a directory, or a path under a file: exit 1, the path named, nothing written")
    func notAFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let isDirectory = try ToolRunner.run(["attributes", "--example", "list", "-o", directory.path])
        #expect(
            isDirectory
                == ToolRunner.Result(status: 1, stdout: "", stderr: "Error: cannot write '\(directory.path)': it is a directory\n"))
        try "x".write(toFile: directory.file("plain"), atomically: false, encoding: .utf8)
        let underFile = try ToolRunner.run(["attributes", "--example", "list", "-o", directory.file("plain") + "/out.json"])
        #expect(
            underFile
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: cannot write '\(directory.file("plain"))/out.json': '\(directory.file("plain"))' is not a directory\n"))
        #expect(try directory.contents() == ["plain"])
        #expect(directory.text("plain") == "x")
    }

    @Test("A failing run leaves an existing output file untouched and no temporary file behind")
    func failureKeepsOldFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("out.json")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        let result = try ToolRunner.run(["attributes", "--example", "nope", "-o", path])
        #expect(result.status == 1 && result.stdout == "")
        #expect(directory.text("out.json") == "old")
        #expect(try directory.contents() == ["out.json"])
    }

    @Test(
        "-o /dev/full: the write fails with the system's reason, exit 1",
        .enabled(if: hasFullDevice || runsUnderCI, "this system has no /dev/full (CI=true needs one)"))
    func fullDevice() throws {
        try #require(hasFullDevice, "CI=true runs this test, and this system has no /dev/full")
        // A device is written directly (renaming over it would replace the device node).
        let result = try ToolRunner.run(["attributes", "--example", "list", "-o", "/dev/full"])
        #expect(
            result
                == ToolRunner.Result(
                    status: 1, stdout: "", stderr: "Error: cannot write '/dev/full': no space left on device\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/full")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
    }
}

/// Whether this system has the always-full device `/dev/full` (Linux, FreeBSD).
private let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")
