import Foundation
import LayoutCore

/// Checks a range of seeds on every core and sums up what was found. A crash or a case that
/// runs past `hangLimit` prints the seeds being checked at the time before the process ends,
/// so that even those failures can be reproduced.
public struct FuzzRunner: Sendable {
    /// What a run found.
    public struct Summary: Sendable {
        /// Cases checked.
        public var layouts = 0
        /// Individual invariant checks that ran.
        public var checks = 0
        /// Reports of the cases that failed, in seed order.
        public var failed: [CheckReport] = []
        /// How cases ended, by outcome.
        public var outcomes: [String: Int] = [:]
        /// The slowest cases, as (seconds, seed), slowest first.
        public var slowest: [(seconds: Double, seed: UInt64)] = []

        mutating func add(_ report: CheckReport, seconds: Double) {
            noteDuration(seconds, seed: report.seed)
            layouts += 1
            checks += report.checks
            if !report.passed { failed.append(report) }
            outcomes[Self.name(report.outcome), default: 0] += 1
        }

        mutating func noteDuration(_ seconds: Double, seed: UInt64) {
            guard slowest.count < 5 || seconds > slowest[slowest.count - 1].seconds else { return }
            slowest.append((seconds, seed))
            slowest.sort { $0.seconds > $1.seconds }
            if slowest.count > 5 { slowest.removeLast() }
        }

        static func name(_ outcome: CheckReport.Outcome) -> String {
            switch outcome {
            case .solved: return "solved"
            case .rejectedAsInvalid: return "rejected as invalid"
            case .reachedLimit(let reason): return "limit \(reason)".prefix { $0 != "(" }.description
            case .failed: return "failed"
            }
        }
    }

    /// The first seed.
    public var start: UInt64
    /// How many seeds.
    public var count: Int
    /// Worker threads.
    public var workers: Int
    /// Seconds one case may take before the run is declared hung.
    public var hangLimit: Double

    /// Creates a runner.
    public init(start: UInt64, count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount, hangLimit: Double = 60) {
        self.start = start
        self.count = count
        self.workers = max(1, workers)
        self.hangLimit = hangLimit
    }

    /// Checks every seed of the range.
    public func run() -> Summary {
        let watch = CrashWatch(workers: workers, hangLimit: hangLimit)
        let collected = Collected()
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var local = Summary()
            while true {
                let index = next.take()
                guard index < count else { break }
                let seed = start &+ UInt64(index)
                let began = ProcessInfo.processInfo.systemUptime
                watch.begin(worker: worker, seed: seed)
                let report = InvariantChecker.check(seed: seed)
                watch.end(worker: worker)
                local.add(report, seconds: ProcessInfo.processInfo.systemUptime - began)
            }
            collected.merge(local)
        }
        watch.stop()
        var summary = collected.summary
        summary.failed.sort { $0.seed < $1.seed }
        return summary
    }
}

extension FuzzRunner.Summary {
    mutating func merge(_ other: Self) {
        for entry in other.slowest { noteDuration(entry.seconds, seed: entry.seed) }
        layouts += other.layouts
        checks += other.checks
        failed += other.failed
        outcomes.merge(other.outcomes, uniquingKeysWith: +)
    }
}

/// The workers' summaries, merged under a lock.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var summary = FuzzRunner.Summary()

    func merge(_ local: FuzzRunner.Summary) {
        lock.lock()
        summary.merge(local)
        lock.unlock()
    }
}

/// A shared index handed out to workers one at a time.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}
