extension ConstraintSystem {
    /// Runs the primal simplex on the objective from the current feasible tableau until no
    /// symbol's reduced cost is negative (the paper's `optimize`, §2.2), with Bland's rule:
    /// the entering symbol is the lowest-numbered one that improves the objective, the leaving
    /// row the one that bounds it first, ties to the lowest-numbered basic symbol. Bland's
    /// rule never cycles.
    mutating func optimize() throws(SolverError) {
        var iterations = 0
        while let entering = enteringSymbol() {
            guard let slot = leavingSlot(for: entering) else { return }
            iterations += 1
            if iterations > iterationLimit { throw .iterationLimitReached }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Runs the primal simplex on the artificial objective instead.
    mutating func optimizeArtificial() throws(SolverError) {
        var iterations = 0
        while let entering = artificialEnteringSymbol() {
            guard let slot = leavingSlot(for: entering) else { return }
            iterations += 1
            if iterations > iterationLimit { throw .iterationLimitReached }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The lowest-numbered slack or error symbol whose reduced cost is lexicographically
    /// negative: negative in the highest level that holds it. One pass over the levels, highest
    /// first, marking each symbol at the first level that holds it.
    mutating func enteringSymbol() -> Int? {
        stamp &+= 1
        var best = Int.max
        for level in objective.indices {
            for cell in objective[level].row.cells where stamps[cell.symbol] != stamp {
                stamps[cell.symbol] = stamp
                if cell.coefficient < -nearZero && cell.symbol < best && kinds[cell.symbol].canEnter {
                    best = cell.symbol
                }
            }
        }
        return best == Int.max ? nil : best
    }

    /// The lowest-numbered slack or error symbol whose coefficient in the artificial objective
    /// is negative.
    func artificialEnteringSymbol() -> Int? {
        guard let row = artificialObjective else { return nil }
        for cell in row.cells where cell.coefficient < -nearZero && kinds[cell.symbol].canEnter {
            return cell.symbol
        }
        return nil
    }

    /// The slot of the row that bounds `entering` first as it grows from 0: among the rows of
    /// restricted symbols where it has a negative coefficient, the smallest
    /// `constant / -coefficient`, ties to the lowest-numbered basic symbol. `nil` when nothing
    /// bounds it.
    func leavingSlot(for entering: Int) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var node = columnHeads[entering]
        while node >= 0 {
            let slot = Int(columnNodes[Int(node)].slot)
            node = columnNodes[Int(node)].next
            let basic = basicOfSlot[slot]
            guard kinds[basic].isRestricted else { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < basicOfSlot[best]) {
                best = slot
                bestRatio = ratio
            }
        }
        return best < 0 ? nil : best
    }
}
