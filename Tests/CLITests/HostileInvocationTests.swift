import Foundation
import LayoutTestSupport
import Testing

/// The tool run the way a hostile tester ran it (issue 20): standard error closed or full,
/// output paths that are the input, dangling links, files that cannot be replaced, names
/// that are not UTF-8, files with thousands of problems. Every case ends with the documented
/// status (0, 1 or 64), never a trap, and never loses the output file to a lost message.
@Suite("complayout with hostile streams and paths")
struct HostileInvocationTests {
    /// A layout long enough (2,000 waterfall-like rows of 100 points in an 812-point view:
    /// 200,000 points, more than 50 viewports) that `render` prints a note on standard error.
    static let longLayout = """
        version: 1
        sections:
          - numberOfItems: 2000
            group:
              vertical:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
                subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]

        """

    @Test("closed standard error: validate of a missing file ends with status 1 instead of trapping")
    func closedStandardErrorValidate() throws {
        let result = try ToolRunner.run(["validate", "nope.yaml"], standardError: .closed)
        #expect(result.status == 1)
        #expect(result.stdout == "")
    }

    @Test("full standard error: a render that prints a note still writes its picture and ends with status 0")
    func fullStandardErrorRender() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let layout = directory.file("long.yaml")
        try Self.longLayout.write(toFile: layout, atomically: false, encoding: .utf8)
        // The note is printed when standard error can take it.
        let noted = try ToolRunner.run(["render", layout, "-o", directory.file("noted.svg")])
        #expect(noted.status == 0)
        #expect(noted.stderr == "note: the content is long; drawing around the viewport (use --region all for everything)\n")
        for stream in [ToolRunner.ErrorStream.path("/dev/full"), .closed] {
            let result = try ToolRunner.run(["render", layout, "-o", directory.file("long.svg")], standardError: stream)
            #expect(result.status == 0)
            #expect(directory.text("long.svg") == directory.text("noted.svg"))
            try FileManager.default.removeItem(atPath: directory.file("long.svg"))
        }
    }

    @Test("full standard error: a file's problems that cannot be printed still end with status 1")
    func fullStandardErrorProblems() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bad = directory.file("bad.yaml")
        try "version: 1\nsections: 3\n".write(toFile: bad, atomically: false, encoding: .utf8)
        for command in [["validate", bad], ["attributes", bad], ["render", bad]] {
            let result = try ToolRunner.run(command, standardError: .path("/dev/full"))
            #expect(result == ToolRunner.Result(status: 1, stdout: "", stderr: ""), "\(command[0])")
        }
    }

    @Test("output path is the input: attributes same.yaml -o same.yaml is refused, also through a link or a second name")
    func outputIsInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let layout = directory.file("same.yaml")
        try LayoutFileFixtures.tiny.write(toFile: layout, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory.file("link.yaml"), withDestinationPath: "same.yaml")
        try FileManager.default.linkItem(atPath: layout, toPath: directory.file("hard.yaml"))
        for (input, output) in [("same.yaml", "same.yaml"), ("same.yaml", "link.yaml"), ("link.yaml", "hard.yaml")] {
            for command in ["attributes", "render"] {
                let result = try ToolRunner.run([command, directory.file(input), "-o", directory.file(output)])
                #expect(
                    result
                        == ToolRunner.Result(
                            status: 1, stdout: "",
                            stderr: "Error: cannot write '\(directory.file(output))': it is the layout file being read; "
                                + "give another output file\n"), "\(command) \(input) -o \(output)")
            }
        }
        #expect(directory.text("same.yaml") == LayoutFileFixtures.tiny)
        #expect(try directory.contents() == ["hard.yaml", "link.yaml", "same.yaml"])
    }

    @Test("dangling link as -o: the file is created where the link points and the link stays")
    func danglingLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.file("sub"), withIntermediateDirectories: false)
        // A chain: out.json → sub/next.json → target.json (relative to sub), which does not exist.
        try FileManager.default.createSymbolicLink(atPath: directory.file("out.json"), withDestinationPath: "sub/next.json")
        try FileManager.default.createSymbolicLink(atPath: directory.file("sub/next.json"), withDestinationPath: "target.json")
        let printed = try ToolRunner.run(["attributes", "--example", "list"])
        let result = try ToolRunner.run(["attributes", "--example", "list", "-o", directory.file("out.json")])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("out.json")) == "sub/next.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("sub/next.json")) == "target.json")
        #expect(directory.text("sub/target.json") == printed.stdout)
        #expect(try directory.contents() == ["out.json", "sub"])
        // A link into a directory that does not exist names both.
        try FileManager.default.createSymbolicLink(atPath: directory.file("lost.json"), withDestinationPath: "gone/x.json")
        let lost = try ToolRunner.run(["attributes", "--example", "list", "-o", directory.file("lost.json")])
        #expect(
            lost.stderr
                == "Error: cannot write '\(directory.file("lost.json"))' (a link to '\(directory.path)/gone/x.json'): "
                + "directory '\(directory.path)/gone' does not exist\n")
        #expect(lost.status == 1)
    }

    @Test("an output file whose directory takes no new files: -o /proc/version gives the real reason")
    func procFile() throws {
        guard FileManager.default.fileExists(atPath: "/proc/version") else { return }
        let result = try ToolRunner.run(["attributes", "--example", "list", "-o", "/proc/version"])
        #expect(
            result
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: cannot write '/proc/version': no file can be created in '/proc' (the output is "
                        + "written to a new file there first, then renamed)\n"))
    }

    @Test("a file name that is not UTF-8 is reported as such, for a layout file and for -o")
    func nonUTF8Names() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let name = Array(directory.file("na").utf8) + [0xFF] + Array("me.yaml".utf8)
        let shown = directory.file("na") + "\u{FFFD}me.yaml"
        let note = "shown with \u{FFFD} for the bytes that are not; rename the file or pass it on standard input"
        let validate = try ToolRunner.run(bytes: [Array("validate".utf8), name])
        #expect(
            validate
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "\(shown): error: the file name is not valid UTF-8 (\(note))\nError: 1 of 1 file had errors\n"))
        let attributes = try ToolRunner.run(bytes: [Array("attributes".utf8), name])
        #expect(attributes == ToolRunner.Result(status: 1, stdout: "", stderr: "\(shown): error: the file name is not valid UTF-8 (\(note))\n"))
        let output = try ToolRunner.run(bytes: ["attributes", "--example", "list", "-o"].map { Array($0.utf8) } + [name])
        #expect(
            output
                == ToolRunner.Result(
                    status: 1, stdout: "", stderr: "Error: cannot write '\(shown)': the name is not valid UTF-8 (\(note))\n"))
        #expect(try directory.contents() == [])
    }

    @Test("diagnostics cap: a file with 150 problems prints the first 100 and counts the rest")
    func diagnosticsCap() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("keys.yaml")
        // 150 unknown keys `k0` … `k149` on lines 3 … 152, each one problem.
        let keys = (0..<150).map { "k\($0): 1\n" }.joined()
        try ("version: 1\nsections: []\n" + keys).write(toFile: path, atomically: false, encoding: .utf8)
        let result = try ToolRunner.run(["validate", path])
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        // 100 problems, the count of the other 50, the summary, and the empty end.
        #expect(lines.count == 103)
        #expect(lines.first?.hasPrefix("\(path):3:1: error: unknown key `k0`") == true)
        #expect(lines[99].hasPrefix("\(path):102:1: error: unknown key `k99`"))
        #expect(lines[100] == "\(path): … and 50 more problems")
        #expect(lines[101] == "Error: 1 of 1 file had errors")
        #expect(result.status == 1)
    }

    @Test("display scales: a file's scale of 1e308 or 0.001 is an error at host.scale (status 1), and --scale outside 1 … 32 a usage error")
    func displayScales() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for scale in ["1e308", "0.001"] {
            let path = directory.file("scale.yaml")
            try "version: 1\nhost: {scale: \(scale)}\nsections: [{numberOfItems: 3, list: {appearance: plain}}]\n"
                .write(toFile: path, atomically: false, encoding: .utf8)
            let shown = scale == "1e308" ? "1e+308" : scale
            let problem = "\(path):2:15: error: host.scale: display scale \(shown) must be from 1 to 32 pixels per point\n"
            #expect(try ToolRunner.run(["attributes", path]) == ToolRunner.Result(status: 1, stdout: "", stderr: problem))
            #expect(
                try ToolRunner.run(["validate", path])
                    == ToolRunner.Result(status: 1, stdout: "", stderr: problem + "Error: 1 of 1 file had errors\n"))
        }
        let usage = try ToolRunner.run(["attributes", "--example", "list", "--scale", "1e308"])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("Error: --scale must be from 1 to 32, not 1e+308.\n"))
    }

    @Test("non-finite content offset: --offset nan,inf is a usage error, a file's contentOffset of .inf an error at its node")
    func nonFiniteOffsets() throws {
        let usage = try ToolRunner.run(["attributes", "--example", "list", "--offset", "nan,inf"])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("Error: --offset takes two finite numbers x,y, not 'nan,inf'.\n"))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("offset.yaml")
        try "version: 1\nhost: {contentOffset: {x: .nan, y: .inf}}\nsections: []\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        let result = try ToolRunner.run(["validate", path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(path):2:27: error: host.contentOffset.x: expected a finite number, found .nan\n"))
    }
}
