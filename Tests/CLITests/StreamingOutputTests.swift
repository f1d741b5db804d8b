import Foundation
import Testing

/// `attributes` writes elements as the layout produces them: any number of items, the first
/// bytes out at once, and a reader that stops early (`| head`) ends the work at the next
/// write. Promptness is counted (cells written, through the progress line), never timed.
@Suite("complayout streams")
struct StreamingOutputTests {
    /// util-linux's `script`, which gives the tool a terminal for its progress line.
    static let script = "/usr/bin/script"

    /// 3,000,000 rows of the list example: more than the 2,000,000 items `attributes` used to
    /// refuse, and far more than a reader of the first kilobyte waits for.
    static let arguments = ["attributes", "--example", "list", "--items", "3000000"]

    /// The first `count` bytes of the document: 3,000,000 rows 44 high on a 375-wide view are
    /// 132,000,000 points of content (3,000,000 × 44), row i at y = 44 i.
    static func documentStart(_ count: Int) -> String {
        var text = """
            {
              "contentSize" : {
                "height" : 132000000,
                "width" : 375
              },
              "elements" : [

            """
        var item = 0
        while text.utf8.count < count {
            if item > 0 { text += ",\n" }
            text += ExactOutputTests.cell(0, item, x: "0", y: "\(44 * item)", width: "375", height: "44")
            item += 1
        }
        return String(text.utf8.prefix(count))!
    }

    /// `arguments` run by bash into `| head -c 1000`, with `pipefail` so the status is the
    /// tool's.
    static func pipedIntoHead(_ tool: String) -> String {
        "set -o pipefail; " + ([tool] + arguments).map { "'\($0)'" }.joined(separator: " ") + " | head -c 1000"
    }

    @Test("A reader that takes the first kilobyte and goes: the exact bytes, then SIGPIPE (status 141), nothing on standard error")
    func readerGoesEarly() throws {
        let tool = try ToolRunner.executable().path
        let result = try ToolRunner.run(program: "/bin/bash", ["-c", Self.pipedIntoHead(tool)])
        #expect(result.status == 141, "\(result.status): \(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == Self.documentStart(1000))
    }

    @Test(
        "The tool stops at its next write: no progress line counts past the first 4,096 cells of 3,000,000",
        .enabled(if: FileManager.default.isExecutableFile(atPath: script), "needs script(1) from util-linux"))
    func stopsAtOnce() throws {
        let tool = try ToolRunner.executable().path
        // The progress line (standard error, the terminal `script` gives) is printed every
        // 4,096 cells with COMPLAYOUT_PROGRESS_INTERVAL=0. Before its write fails the tool has
        // written at most a chunk (64 KiB) beyond what the pipe holds (64 KiB on Linux): some
        // 600 cells of about 230 bytes. A tool that wrote on would print lines up to 3,000,000.
        let command = "bash -c \"" + Self.pipedIntoHead(tool) + " > /dev/null\""
        let result = try ToolRunner.run(
            program: Self.script, ["-qec", command, "/dev/null"], environment: ["COMPLAYOUT_PROGRESS_INTERVAL": "0"])
        #expect(result.status == 141, "\(result)")
        let counts = result.stdout.components(separatedBy: "\r\u{1B}[2K").compactMap { line -> Int? in
            guard line.hasPrefix("writing attributes: ") else { return nil }
            let number = line.dropFirst("writing attributes: ".count).prefix { $0.isNumber || $0 == "," }
            return Int(number.filter(\.isNumber))
        }
        #expect(counts.allSatisfy { $0 <= 4_096 }, "progress went on to \(counts.max() ?? 0) cells: \(result)")
    }
}
