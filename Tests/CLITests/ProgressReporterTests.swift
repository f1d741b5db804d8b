import Testing

@testable import complayout

/// The progress reporter driven by a fake clock and a recording output, so nothing waits.
@Suite("ProgressReporter")
struct ProgressReporterTests {
    /// A clock the test moves by hand, and everything the reporter printed.
    private final class Harness {
        var time = ContinuousClock.now
        var printed: [String] = []

        func reporter(total: Int?, checkEvery: Int) -> ProgressReporter {
            ProgressReporter(
                label: "collecting attributes", total: total, interval: .seconds(1), checkEvery: checkEvery,
                output: { self.printed.append($0) }, now: { self.time })
        }
    }

    @Test("Nothing is printed before an interval has passed, so quick work shows no line")
    func quietWhenQuick() {
        let harness = Harness()
        let reporter = harness.reporter(total: 100, checkEvery: 1)
        for _ in 0..<100 { reporter.advance() }
        reporter.finish()
        #expect(harness.printed.isEmpty)
    }

    @Test("After an interval the count is printed over the line; finish clears it")
    func printsThenClears() {
        let harness = Harness()
        let reporter = harness.reporter(total: 1_000_000, checkEvery: 1)
        reporter.advance(by: 411_999)
        #expect(harness.printed.isEmpty)
        harness.time += .milliseconds(1_001)
        reporter.advance()
        #expect(harness.printed == ["\r\u{1B}[2Kcollecting attributes: 412,000 of 1,000,000 (41%)"])
        // Within the next second nothing more is printed.
        harness.time += .milliseconds(500)
        reporter.advance(by: 10)
        #expect(harness.printed.count == 1)
        reporter.finish()
        #expect(harness.printed.last == "\r\u{1B}[2K")
        // A second finish prints nothing more.
        reporter.finish()
        #expect(harness.printed.count == 2)
    }

    @Test("The clock is read only every `checkEvery` elements")
    func checksEveryN() {
        let harness = Harness()
        let reporter = harness.reporter(total: nil, checkEvery: 1_000)
        harness.time += .seconds(5)
        reporter.advance(by: 999)
        #expect(harness.printed.isEmpty)
        reporter.advance()
        // Without a total, only the count.
        #expect(harness.printed == ["\r\u{1B}[2Kcollecting attributes: 1,000"])
    }

    @Test("A silent reporter prints nothing at all")
    func silent() {
        let reporter = ProgressReporter(label: "x", total: 10, checkEvery: 1, output: nil)
        reporter.advance(by: 10)
        reporter.finish()
        #expect(!reporter.isEnabled)
    }

    @Test("Counts are grouped by thousands with commas, whatever the locale")
    func grouping() {
        #expect(ProgressReporter.grouped(0) == "0")
        #expect(ProgressReporter.grouped(999) == "999")
        #expect(ProgressReporter.grouped(1_000) == "1,000")
        #expect(ProgressReporter.grouped(12_345_678) == "12,345,678")
        #expect(ProgressReporter.grouped(-1_234) == "-1,234")
    }

    @Test("whileRunning returns the work's result and, with standard error not a terminal, prints nothing")
    func whileRunningPassesThrough() throws {
        // Tests run with standard error captured, never a terminal.
        #expect(ProgressReporter.whileRunning("encoding") { 42 } == 42)
        struct Boom: Error {}
        #expect(throws: Boom.self) { try ProgressReporter.whileRunning("encoding") { throw Boom() } }
    }
}
