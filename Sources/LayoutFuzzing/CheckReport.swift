import LayoutCore

/// What checking one case found.
public struct CheckReport: Sendable {
    /// How the case ended.
    public enum Outcome: Hashable, Sendable {
        /// Solved and checked.
        case solved
        /// Rejected with the typed error its invalidity calls for.
        case rejectedAsInvalid(Invalidity)
        /// Rejected with an engine limit the generator said it might reach.
        case reachedLimit(LayoutError.Reason)
        /// Something else (a failure says what).
        case failed
    }

    /// The seed checked.
    public var seed: UInt64
    /// How the case ended.
    public var outcome: Outcome = .failed
    /// How many individual invariant checks ran.
    public var checks = 0
    /// The checks that failed, known defects excluded.
    public var failures: [FuzzFailure] = []

    /// Creates an empty report.
    public init(seed: UInt64) {
        self.seed = seed
    }

    /// Whether every check passed.
    public var passed: Bool { failures.isEmpty }
}
