extension ConstraintSystem {
    /// Removes the constraint `handle` names and re-solves.
    ///
    /// The constraint's errors leave the objective; its marker is made basic (if it is not)
    /// in the row that keeps the tableau feasible, and that row is dropped, which takes the
    /// constraint out of every combination the tableau holds (the paper's §3.4). The solution
    /// then moves to the optimum of the constraints left.
    ///
    /// - Throws: ``SolverError/unknownConstraint`` when the handle names no constraint in the
    ///   system; ``SolverError/iterationLimitReached`` if the simplex's guard stops it (the
    ///   constraint is removed all the same).
    public mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard contains(handle), let record = constraints[handle.index] else { throw .unknownConstraint }
        removeErrors(of: record)
        constraints[handle.index] = nil
        let marker = record.marker
        if rowOfSymbol[marker] >= 0 {
            removeRow(at: rowOfSymbol[marker])
        } else if let slot = markerLeavingSlot(marker) {
            pivot(entering: marker, slot: slot)
            removeRow(at: rowOfSymbol[marker])
        }
        try optimize()
    }

    /// The row in which the parametric `marker` becomes basic before its row is dropped, chosen
    /// so that the other rows stay feasible: among the restricted rows where it has a negative
    /// coefficient, the one that bounds its growth first; else among the restricted rows where
    /// it is positive, the one that bounds its decrease first; else any row of an external
    /// variable (the lowest-numbered); `nil` when no row holds it.
    private func markerLeavingSlot(_ marker: Int) -> Int? {
        var negative = -1
        var negativeRatio = Double.infinity
        var positive = -1
        var positiveRatio = Double.infinity
        var unrestricted = -1
        for slot in slots(holding: marker) {
            let basic = basicOfSlot[slot]
            let coefficient = rows[slot].coefficient(of: marker)
            if !kinds[basic].isRestricted {
                if unrestricted < 0 || basic < basicOfSlot[unrestricted] { unrestricted = slot }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < negativeRatio || (ratio == negativeRatio && basic < basicOfSlot[negative]) {
                    negative = slot
                    negativeRatio = ratio
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < positiveRatio || (ratio == positiveRatio && basic < basicOfSlot[positive]) {
                    positive = slot
                    positiveRatio = ratio
                }
            }
        }
        if negative >= 0 { return negative }
        if positive >= 0 { return positive }
        return unrestricted >= 0 ? unrestricted : nil
    }
}
