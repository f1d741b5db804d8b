import Foundation
import Testing

/// `attributes` and `render` write elements as the layout produces them: any number of items,
/// the first bytes out at once, and a reader that stops early (`| head`) ends the work at the
/// next write. Promptness is counted (cells written, through the progress line), never timed.
@Suite("complayout streams")
struct StreamingOutputTests {
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
            text += LayoutFileFixtures.cell(0, item, x: "0", y: "\(44 * item)", width: "375", height: "44")
            item += 1
        }
        return String(text.utf8.prefix(count))!
    }

    /// The whole 120,000-item grid drawn as SVG: 40,000 rows of three cells, some 30 MB of
    /// text that is never held.
    static let renderArguments = ["render", "--example", "million-grid", "--items", "120000", "--region", "all"]

    /// `arguments` run by bash into `| head -c 1000`, with `pipefail` so the status is the
    /// tool's.
    static func pipedIntoHead(_ tool: String, _ arguments: [String] = arguments) -> String {
        "set -o pipefail; " + ([tool] + arguments).map { "'\($0)'" }.joined(separator: " ") + " | head -c 1000"
    }

    /// The counts of the progress lines labelled `label` in `output`.
    static func progressCounts(_ label: String, in output: String) -> [Int] {
        output.components(separatedBy: "\r\u{1B}[2K").compactMap { line -> Int? in
            guard line.hasPrefix("\(label): ") else { return nil }
            let number = line.dropFirst(label.count + 2).prefix { $0.isNumber || $0 == "," }
            return Int(number.filter(\.isNumber))
        }
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
        ToolRunner.needsTerminal)
    func stopsAtOnce() throws {
        let tool = try ToolRunner.executable().path
        // The progress line (standard error, the terminal `script` gives) is printed every
        // 4,096 cells with COMPLAYOUT_PROGRESS_INTERVAL=0. Before its write fails the tool has
        // written at most a chunk (64 KiB) beyond what the pipe holds (64 KiB on Linux): some
        // 600 cells of about 230 bytes. A tool that wrote on would print lines up to 3,000,000.
        let command = "bash -c \"" + Self.pipedIntoHead(tool) + " > /dev/null\""
        let result = try ToolRunner.runOnTerminal(command, environment: ["COMPLAYOUT_PROGRESS_INTERVAL": "0"])
        #expect(result.status == 141, "\(result)")
        let counts = Self.progressCounts("writing attributes", in: result.stdout)
        #expect(counts.allSatisfy { $0 <= 4_096 }, "progress went on to \(counts.max() ?? 0) cells: \(result)")
    }

    @Test("render --region all draws as it reads: the drawing's first bytes, then SIGPIPE (status 141), nothing on standard error")
    func renderReaderGoesEarly() throws {
        let tool = try ToolRunner.executable().path
        let result = try ToolRunner.run(program: "/bin/bash", ["-c", Self.pipedIntoHead(tool, Self.renderArguments)])
        #expect(result.status == 141, "\(result.status): \(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout.utf8.count == 1000)
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        // The canvas reaches every element before any is drawn: 40,000 groups 138 high
        // between insets of 12 are 12 + 5,520,000 + 12 points, and a margin of 16 each way.
        #expect(result.stdout.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"407\" height=\"5520056\""))
    }

    @Test(
        "render stops at its next write: no progress line draws past the first 4,096 elements of 120,000",
        ToolRunner.needsTerminal)
    func renderStopsAtOnce() throws {
        let tool = try ToolRunner.executable().path
        // As for attributes: at most a chunk (64 KiB) and a pipe (64 KiB) of cells of about
        // 250 bytes of SVG, some 520, are drawn before a write fails; the line is printed
        // every 4,096 elements.
        let command = "bash -c \"" + Self.pipedIntoHead(tool, Self.renderArguments) + " > /dev/null\""
        let result = try ToolRunner.runOnTerminal(command, environment: ["COMPLAYOUT_PROGRESS_INTERVAL": "0"])
        #expect(result.status == 141, "\(result)")
        let counts = Self.progressCounts("drawing elements", in: result.stdout)
        #expect(counts.allSatisfy { $0 <= 4_096 }, "progress went on to \(counts.max() ?? 0) elements: \(result)")
    }

    @Test(
        "render --region all on a terminal counts the elements it draws towards all of them, and clears the line",
        ToolRunner.needsTerminal)
    func renderProgress() throws {
        let tool = try ToolRunner.executable().path
        let command = ([tool] + Self.renderArguments + ["-o", "/dev/null"]).map { "'\($0)'" }.joined(separator: " ")
        let result = try ToolRunner.runOnTerminal(command, environment: ["COMPLAYOUT_PROGRESS_INTERVAL": "0"])
        #expect(result.status == 0, "\(result)")
        // Every 4,096 elements drawn: 4,096, 8,192, … up to 118,784 (29 × 4,096) of 120,000.
        let counts = Self.progressCounts("drawing elements", in: result.stdout)
        #expect(counts == Array(stride(from: 4_096, through: 118_784, by: 4_096)), "\(counts)")
        #expect(result.stdout.contains("drawing elements: 4,096 of 120,000 (3%)"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("\r\u{1B}[2K"), "the line is cleared at the end")
    }
}
