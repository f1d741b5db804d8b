import Foundation
import Testing

/// Progress on long work, run through the built tool: shown only when standard error is a
/// terminal. `script` (util-linux) gives the tool a pseudo-terminal; without it the tool's
/// standard error is a pipe, as in the other tests.
@Suite("complayout progress")
struct TerminalProgressTests {
    /// 30,000 cells of the million-item grid; the JSON goes to /dev/null. With
    /// `COMPLAYOUT_PROGRESS_INTERVAL=0` the counting steps print at every look at the clock
    /// (every 4,096 elements), so lines appear however fast the machine is.
    static let arguments = ["attributes", "--example", "million-grid", "--items", "30000", "-o", "/dev/null"]

    /// No wait between progress lines.
    static let environment = ["COMPLAYOUT_PROGRESS_INTERVAL": "0"]

    /// The labels the tool's long steps print.
    static let labels = ["laying out", "measuring", "writing attributes"]

    @Test(
        "On a terminal, long work rewrites one progress line on standard error and clears it at the end",
        ToolRunner.needsTerminal)
    func terminal() throws {
        let tool = try ToolRunner.executable().path
        // The pseudo-terminal carries standard output and standard error together; standard
        // output has nothing (the JSON goes to /dev/null).
        let command = ([tool] + Self.arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try ToolRunner.runOnTerminal(command, environment: Self.environment)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "", "\(result)")
        let clear = "\r\u{1B}[2K"
        // Every piece is a rewrite of the line: clear it, then "label: progress".
        #expect(result.stdout.hasPrefix(clear), "\(result)")
        let pieces = result.stdout.components(separatedBy: clear).dropFirst()
        let lines = pieces.filter { !$0.isEmpty }
        #expect(!lines.isEmpty, "no progress line in \(result.stdout.debugDescription)")
        for line in lines {
            #expect(Self.labels.contains { line.hasPrefix("\($0): ") }, "unexpected text \(line.debugDescription)")
        }
        // The line is cleared at the end: the last piece is empty.
        #expect(pieces.last == "", "\(result.stdout.debugDescription)")
    }

    @Test("Not on a terminal, the same work prints nothing at all")
    func pipe() throws {
        let result = try ToolRunner.run(Self.arguments, environment: Self.environment)
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
    }
}
