/// Counts of the work a ``ConstraintSystem`` has done since it was made, for complexity tests
/// and benchmarks.
public struct SolverStatistics: Hashable, Sendable {
    /// Simplex pivots: a basic symbol leaving its row for a parametric one.
    public var pivots = 0
    /// Rows rewritten because a symbol in them was replaced by its row (after a pivot or when
    /// a new row's subject is eliminated from the others).
    public var rowsSubstituted = 0
    /// Rows whose constant a suggested value changed.
    public var rowsUpdatedBySuggestions = 0
    /// Constraints that needed the artificial-variable phase to enter the tableau.
    public var artificialPhases = 0
    /// The rows of the tableau now.
    public var rows = 0
}
