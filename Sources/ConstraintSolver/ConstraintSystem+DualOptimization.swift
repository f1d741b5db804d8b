extension ConstraintSystem {
    /// Runs the dual simplex on the rows listed in ``infeasible`` until none is negative (the
    /// paper's re-optimisation after an edit, §3.3): the objective stays optimal while each
    /// negative row is pivoted on the parameter whose cost grows least, lexicographically, per
    /// unit the row rises.
    mutating func dualOptimize() throws(SolverError) {
        var iterations = 0
        defer { infeasible.removeAll(keepingCapacity: true) }
        while let basic = infeasible.popLast() {
            let slot = rowOfSymbol[basic]
            guard slot >= 0, rows[slot].constant < -nearZero, let entering = dualEnteringSymbol(slot: slot) else {
                continue
            }
            iterations += 1
            if iterations > iterationLimit { throw .iterationLimitReached }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The parameter of the row at `slot` to bring into the basis: among the slack and error
    /// symbols with a positive coefficient, the one whose reduced cost divided by the
    /// coefficient is lexicographically smallest, ties to the lowest-numbered symbol.
    func dualEnteringSymbol(slot: Int) -> Int? {
        var best = -1
        var bestCoefficient = 0.0
        for cell in rows[slot].cells where cell.coefficient > 0 && kinds[cell.symbol].canEnter {
            if best < 0 || hasSmallerRatio(cell.symbol, cell.coefficient, than: best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best < 0 ? nil : best
    }

    /// Whether `symbol`'s reduced cost over `coefficient` is lexicographically below `other`'s
    /// over `otherCoefficient` (ties to the lower-numbered symbol).
    func hasSmallerRatio(_ symbol: Int, _ coefficient: Double, than other: Int, _ otherCoefficient: Double) -> Bool {
        for level in objective {
            let ratio = level.row.coefficient(of: symbol) / coefficient
            let otherRatio = level.row.coefficient(of: other) / otherCoefficient
            if ratio < otherRatio - nearZero { return true }
            if ratio > otherRatio + nearZero { return false }
        }
        return symbol < other
    }
}
