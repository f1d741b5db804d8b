import Foundation
import LayoutTestSupport
import Testing

/// `complayout validate FILE...` run through the built tool on files written for each test.
/// Each good file is named on standard output (`PATH: ok`); every problem of every file goes
/// to standard error as `file:line:column: error: path: message`, then one summary line;
/// the status is 1 when any file has an error. Every line and column below was counted by
/// hand in the file's text.
@Suite("complayout validate")
struct ValidateCommandTests {
    /// The summary line ArgumentParser prints last when `failed` of `total` files had errors.
    private static func summary(_ failed: Int, of total: Int) -> String {
        "Error: \(failed) of \(total) file\(total == 1 ? "" : "s") had errors\n"
    }

    @Test("A good file: `PATH: ok` on standard output, nothing on standard error, status 0")
    func goodFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", LayoutFileFixtures.tiny)
        let result = try ToolRunner.run(["validate", path])
        #expect(result == ToolRunner.Result(status: 0, stdout: "\(path): ok\n", stderr: ""))
    }

    @Test("Several files, one bad: the good ones are named, every problem of the bad one is listed, status 1")
    func severalFilesOneBad() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try directory.write("first.yaml", LayoutFileFixtures.tiny)
        // Three problems in one file: all are reported, not only the first.
        let bad = try directory.write(
            "bad.yaml",
            """
            version: 1
            host: {widht: 320}
            sections:
              - numberOfItems: -1
                interGroupSpacng: 8
                group: {vertical: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: []}}

            """)
        let last = try directory.write("last.json", #"{"version": 1, "sections": []}"#)
        let result = try ToolRunner.run(["validate", first, bad, last])
        // host: `{` at column 7, `widht` at 8. Line 4: `-1` after "  - numberOfItems: " at 20.
        // Line 5: the key at 5. Line 6: `[]` after the 118 characters before it, at 119.
        let expected = ToolRunner.Result(
            status: 1, stdout: "\(first): ok\n\(last): ok\n",
            stderr: """
                \(bad):2:8: error: host: unknown key `widht`; did you mean `width`?
                \(bad):4:20: error: sections[0].numberOfItems: must be >= 0, found -1
                \(bad):5:5: error: sections[0]: unknown key `interGroupSpacng`; did you mean `interGroupSpacing`?
                \(bad):6:119: error: sections[0].group.vertical.subitems: a group needs at least one subitem

                """ + Self.summary(1, of: 3))
        #expect(result == expected)
    }

    @Test("Every bad file of a run is reported in full, in the order given")
    func everyFileReported() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.file("missing.yaml")
        let empty = try directory.write("empty.yaml", "")
        let good = try directory.write("good.yaml", LayoutFileFixtures.tiny)
        let range = try directory.write(
            "range.yaml",
            """
            version: 1
            host: {scale: 0}
            sections:
              - numberOfItems: 1
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 0}, heightDimension: {absolute: 44}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]

            """)
        let result = try ToolRunner.run(["validate", missing, empty, good, range])
        // range.yaml: `0` at column 15 of line 2; on line 7 the 0 after
        // "        layoutSize: {widthDimension: {fractionalWidth: " (55 characters).
        let expected = ToolRunner.Result(
            status: 1, stdout: "\(good): ok\n",
            stderr: """
                \(missing): error: no such file
                \(empty): error: the file is empty; a layout file needs at least `version: 1` and `sections`
                \(range):2:15: error: host.scale: must be > 0, found 0
                \(range):7:56: error: sections[0].group.horizontal.layoutSize.widthDimension: fractionalWidth must be > 0, found 0

                """ + Self.summary(3, of: 4))
        #expect(result == expected)
    }

    @Test(
        "A bad file: every problem on standard error at its line and column, nothing on standard output, status 1",
        arguments: BadFile.cases)
    func badFile(_ file: BadFile) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try file.create(in: directory)
        let result = try ToolRunner.run(["validate", path])
        #expect(result == ToolRunner.Result(status: 1, stdout: "", stderr: file.errors(path) + Self.summary(1, of: 1)))
    }

    @Test("A 50 MB file is refused by its size, before it is read")
    func oversizedFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // 50 MB of real YAML (a comment line repeated), as the issue's "50 MB file".
        let line = "# padding padding padding padding padding padding padding padding padding pad\n"
        let size = 50 * 1_000_000
        let text = String(repeating: line, count: size / line.utf8.count)
        let path = try directory.write("big.yaml", text + String(repeating: " ", count: size - text.utf8.count))
        let start = ContinuousClock.now
        let result = try ToolRunner.run(["validate", path])
        let elapsed = ContinuousClock.now - start
        #expect(
            result
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "\(path): error: the file is 50000000 bytes; layout files are limited to 10485760 bytes (10 MiB)\n"
                        + Self.summary(1, of: 1)))
        #expect(elapsed < .seconds(10), "took \(elapsed)")

        // A sparse file of 64 GiB: reading it whole would take minutes and more memory than
        // the machine has; the size check answers at once.
        let huge = directory.file("huge.yaml")
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let sparse = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try sparse.truncate(atOffset: 64 << 30)
        try sparse.close()
        let hugeStart = ContinuousClock.now
        let refused = try ToolRunner.run(["validate", huge])
        let hugeElapsed = ContinuousClock.now - hugeStart
        #expect(
            refused
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "\(huge): error: the file is 68719476736 bytes; layout files are limited to 10485760 bytes (10 MiB)\n"
                        + Self.summary(1, of: 1)))
        #expect(hugeElapsed < .seconds(10), "took \(hugeElapsed)")
    }

    @Test("A file piped to /dev/stdin is read as a stream; /dev/null is an empty file")
    func standardInput() throws {
        let piped = try ToolRunner.run(["validate", "/dev/stdin"], input: LayoutFileFixtures.tiny)
        #expect(piped == ToolRunner.Result(status: 0, stdout: "/dev/stdin: ok\n", stderr: ""))
        let bad = try ToolRunner.run(["validate", "/dev/stdin"], input: "version: 1\nsections:\n  - numberOfItems: x\n")
        #expect(
            bad
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: """
                        /dev/stdin:3:5: error: sections[0]: a section needs one of group, list, mediaItems
                        /dev/stdin:3:20: error: sections[0].numberOfItems: expected an integer, found a string

                        """ + Self.summary(1, of: 1)))
        // /dev/null is a device, read as a stream: an empty file.
        let null = try ToolRunner.run(["validate", "/dev/null"])
        #expect(
            null
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "/dev/null: error: the file is empty; a layout file needs at least `version: 1` and `sections`\n"
                        + Self.summary(1, of: 1)))
    }

    @Test("A directory is not a layout file; an empty name and no name at all are usage errors")
    func notFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = try ToolRunner.run(["validate", directory.path])
        #expect(
            folder
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "\(directory.path): error: is a directory, not a layout file\n" + Self.summary(1, of: 1)))
        let usage = "Usage: complayout validate <file> ...\n  See 'complayout validate --help' for more information.\n"
        let emptyName = try ToolRunner.run(["validate", ""])
        #expect(
            emptyName == ToolRunner.Result(status: 64, stdout: "", stderr: "Error: A layout file's name is empty.\n" + usage))
        // ArgumentParser's own "missing argument" error: its option paths leak at exit
        // (see BadOptionTests), so leak checking is off for this run.
        let none = try ToolRunner.run(["validate"], environment: ["ASAN_OPTIONS": "detect_leaks=0"])
        #expect(none.status == 64 && none.stdout == "", "\(none)")
        #expect(none.stderr.hasPrefix("Error: "), "\(none)")
    }
}

/// A file `complayout validate` refuses on its own, and the lines it prints about it.
struct BadFile: Sendable, CustomTestStringConvertible {
    /// What the file is: text, raw bytes, or nothing at all (the name is never created).
    enum Contents: Sendable {
        case text(String)
        case bytes([UInt8])
        case missing
    }

    let testDescription: String
    /// The file's name inside the test's directory.
    let name: String
    let contents: Contents
    /// Standard error before the summary line, for the file at the given path.
    let errors: @Sendable (String) -> String

    /// Writes the file (unless it is missing) and returns its path.
    func create(in directory: TemporaryDirectory) throws -> String {
        switch contents {
        case .text(let text): try directory.write(name, text)
        case .bytes(let bytes): try directory.write(name, bytes: bytes)
        case .missing: directory.file(name)
        }
    }
}

extension BadFile {
    static let cases: [BadFile] = [
        // A missing comma after `2`: the parser reads `2 "group"` as one value and stops at
        // the colon after it, line 4, column 32.
        BadFile(
            testDescription: "Malformed JSON: file, line and column of the syntax error", name: "layout.json",
            contents: .text(
                """
                {
                  "version": 1,
                  "sections": [
                    {"numberOfItems": 2 "group": {}}
                  ]
                }

                """),
            errors: { path in
                "\(path):4:32: error: syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 4, column 5)\n"
            }),
        // `group` is indented one column deeper than `numberOfItems`: the colon after it, at
        // line 4, column 11, is where the parser gives up.
        BadFile(
            testDescription: "Malformed YAML: file, line and column of the syntax error", name: "layout.yaml",
            contents: .text("version: 1\nsections:\n  - numberOfItems: 2\n     group: {}\n"),
            errors: { path in "\(path):4:11: error: syntax error: mapping values are not allowed in this context\n" }),
        // Line 3: `"two"` at 20. Line 6: `true` after 8 spaces and
        // "layoutSize: {widthDimension: {absolute: 10}, heightDimension: " (62), at 71.
        // Line 8: `[` at 20.
        BadFile(
            testDescription: "Wrong types name what was expected and what was found, at the value", name: "types.yaml",
            contents: .text(
                """
                version: 1
                sections:
                  - numberOfItems: "two"
                    group:
                      horizontal:
                        layoutSize: {widthDimension: {absolute: 10}, heightDimension: true}
                        subitems: [{layoutSize: {widthDimension: {absolute: 10}, heightDimension: {absolute: 10}}}]
                    contentInsets: [1, 2]

                """),
            errors: { path in
                """
                \(path):3:20: error: sections[0].numberOfItems: expected an integer, found a string
                \(path):6:71: error: sections[0].group.horizontal.layoutSize.heightDimension: expected a mapping, found a boolean
                \(path):8:20: error: sections[0].contentInsets: expected a mapping, found a list

                """
            }),
        // Line 2: `zoom` after "configuration: {scrollDirection: vertical, " (43), at 44.
        // Line 9: `fractionalWidht` after "          - layoutSize: {widthDimension: {" (42), at 43.
        BadFile(
            testDescription: "Unknown keys: a close match is suggested, otherwise the valid keys are listed",
            name: "keys.yaml",
            contents: .text(
                """
                version: 1
                configuration: {scrollDirection: vertical, zoom: 2}
                sections:
                  - numberOfItems: 4
                    group:
                      horizontal:
                        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                        subitems:
                          - layoutSize: {widthDimension: {fractionalWidht: 1}, heightDimension: {fractionalHeight: 1}}

                """),
            errors: { path in
                """
                \(path):2:44: error: configuration: unknown key `zoom`; valid keys here: scrollDirection, interSectionSpacing, contentInsetsReference, boundarySupplementaryItems
                \(path):9:43: error: sections[0].group.horizontal.subitems[0].layoutSize.widthDimension: unknown key `fractionalWidht`; did you mean `fractionalWidth`?

                """
            }),
        // Line 4: `.nan` at 24. Line 8: `-3` after 8 spaces and "repeatingSubitem: {layoutSize:
        // {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: " (99), at 108.
        // Line 9: `0` at 16.
        BadFile(
            testDescription: "Out-of-range values: every one, with its node path and the value found", name: "range.yaml",
            contents: .text(
                """
                version: 1
                sections:
                  - numberOfItems: 3
                    interGroupSpacing: .nan
                    group:
                      vertical:
                        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                        repeatingSubitem: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: -3}}}
                        count: 0

                """),
            errors: { path in
                """
                \(path):4:24: error: sections[0].interGroupSpacing: expected a finite number, found .nan
                \(path):8:108: error: sections[0].group.vertical.repeatingSubitem.layoutSize.heightDimension: estimated must be >= 0, found -3
                \(path):9:16: error: sections[0].group.vertical.count: must be >= 1, found 0

                """
            }),
        BadFile(
            testDescription: "An empty file: one message", name: "empty.yaml", contents: .text(""),
            errors: { path in
                "\(path): error: the file is empty; a layout file needs at least `version: 1` and `sections`\n"
            }),
        // A Latin-1 é in a comment: byte 5, so the text is good up to line 1, column 6.
        BadFile(
            testDescription: "A file that is not UTF-8: one message", name: "latin1.yaml",
            contents: .bytes(Array("# Caf".utf8) + [0xE9] + Array("\nversion: 1\n".utf8)),
            errors: { path in
                "\(path):1:6: error: the file is not UTF-8 text (invalid byte at offset 5); save it as UTF-8\n"
            }),
        BadFile(
            testDescription: "A missing file: one message", name: "nowhere/layout.yaml", contents: .missing,
            errors: { path in "\(path): error: no such file\n" }),
    ]
}
