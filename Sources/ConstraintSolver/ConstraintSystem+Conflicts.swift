extension ConstraintSystem {
    /// The required constraints other than `excluded` whose marker (or other symbol) `row`
    /// holds, in the order they were added.
    ///
    /// Every row of the tableau is a linear combination of the constraints' rows, and each
    /// constraint's slack, error and dummy symbols appear in its own row only: so a row holds
    /// such a symbol exactly when its combination uses that constraint. The row that proves a
    /// conflict (the artificial variable's row at its positive minimum, or a new row of dummy
    /// symbols with a non-zero constant) therefore names the constraints its proof combines.
    /// Non-required constraints can always give way, so they do not appear at the minimum; they
    /// are filtered out in case rounding leaves a trace of one.
    func requiredConstraints(markedIn row: Row, excluding excluded: Int) -> [ConstraintHandle] {
        var found: [Int] = []
        for cell in row.cells {
            let owner = owners[cell.symbol]
            guard owner >= 0, owner != excluded, owner < constraints.count,
                let record = constraints[owner], record.strength.isRequired, !found.contains(owner)
            else { continue }
            found.append(owner)
        }
        found.sort()
        return found.map { ConstraintHandle(index: $0) }
    }
}
