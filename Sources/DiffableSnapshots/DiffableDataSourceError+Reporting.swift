#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

extension DiffableDataSourceError {
    /// Runs `body` and returns what it returned with the errors reported while it ran, in
    /// order, instead of writing them to standard error.
    ///
    /// The collector is a task-local value: it sees the reports of `body` and of the tasks it
    /// starts, not those of other threads or tests running at the same time. A `collecting`
    /// call inside `body` takes the reports of its own body.
    ///
    ///     var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    ///     let (_, errors) = DiffableDataSourceError.collecting { snapshot.appendItems([1]) }
    ///     // errors[0].reason == .noSections
    public static func collecting<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, errors: [DiffableDataSourceError]) {
        let collector = Collector()
        let result = try $collector.withValue(collector) { try body() }
        return (result, collector.errors.withLock { $0 })
    }

    /// Reports `self` to the collector of the current task, or writes it to standard error
    /// when there is none (UIKit would stop the process; here it goes on).
    @usableFromInline
    package func report() {
        if let collector = Self.collector {
            collector.errors.withLock { $0.append(self) }
        } else {
            let line = "DiffableDataSourceError: \(description)\n"
            _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        }
    }

    /// Where `report()` sends errors while `collecting(_:)` runs.
    @TaskLocal private static var collector: Collector?

    /// The errors reported under one `collecting(_:)` call; a class so that reports reach it
    /// from wherever the task runs, under a lock because child tasks may report concurrently.
    private final class Collector: Sendable {
        let errors = Mutex<[DiffableDataSourceError]>([])
    }
}
