import ArgumentParser
import Foundation
import LayoutFuzzing

/// Generates seeded random layouts and checks the engine's invariants on each:
/// `layout-fuzz --count 100000 --seed 1`. Prints a one-line summary; on failure, each failing
/// seed with what failed and a readable dump of its layout, and exits with status 1.
@main
struct LayoutFuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-fuzz", abstract: "Checks the layout engine's invariants on seeded random layouts.")

    @Option(help: "How many layouts to generate and check.")
    var count: Int = 1000

    @Option(help: "The first seed; layouts use seeds seed, seed + 1, …")
    var seed: UInt64 = 1

    @Option(help: "Worker threads (default: one per core).")
    var workers: Int?

    @Option(help: "How many failing seeds to print in full.")
    var show: Int = 5

    @Flag(help: "Print the slowest seeds.")
    var timing = false

    @Flag(help: "Print the layout of the first seed, even if it passes.")
    var dump = false

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be at least 0") }
    }

    func run() throws {
        if dump { output(CaseGenerator.generate(seed: seed).dump) }
        let clock = ContinuousClock()
        let startTime = clock.now
        let runner = FuzzRunner(
            start: seed, count: count, workers: workers ?? ProcessInfo.processInfo.activeProcessorCount)
        let summary = runner.run()
        let elapsed = clock.now - startTime
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        for report in summary.failed.prefix(show) {
            output("FAILED seed \(report.seed): reproduce with layout-fuzz --seed \(report.seed) --count 1")
            for failure in report.failures { output("  \(failure)") }
            output(CaseGenerator.generate(seed: report.seed).dump.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }
        if summary.failed.count > show {
            output("… and \(summary.failed.count - show) more failing seeds: "
                + summary.failed.dropFirst(show).prefix(50).map { "\($0.seed)" }.joined(separator: ", "))
        }
        let outcomes = summary.outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        output("outcomes: \(outcomes)")
        if timing {
            output("slowest: " + summary.slowest.map { String(format: "seed %llu %.3f s", $0.seed, $0.seconds) }.joined(separator: ", "))
        }
        output(
            "\(summary.layouts) layouts checked, \(summary.checks) invariant checks, \(summary.failed.count) failures in "
                + String(format: "%.1f", seconds) + " s")
        if !summary.failed.isEmpty { throw ExitCode(1) }
    }
}

/// Writes a line to standard output at once (unbuffered), so that nothing printed is lost if
/// a later case crashes the process.
func output(_ line: String) {
    FileHandle.standardOutput.write((line + "\n").data(using: .utf8)!)
}
