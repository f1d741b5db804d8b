/// The part of the objective for one non-required priority: the sum of the errors of that
/// priority's constraints, expressed, as every row, in parametric symbols.
///
/// The objective is a list of levels, highest priority first, minimised lexicographically
/// (Cassowary's symbolic weights): a symbol's reduced cost is the vector of its coefficients in
/// the levels, and it is negative when its first non-zero entry is. This is what keeps any
/// number of errors at one priority from outweighing an error at a higher one, which numeric
/// weights cannot do for 999 priorities in a `Double`.
struct ObjectiveLevel {
    /// The priority, below 1000.
    var priority: Float
    /// The sum of the level's errors.
    var row = Row()
    /// The error symbols the level sums; the level is dropped when it reaches 0.
    var errorCount = 0
}
