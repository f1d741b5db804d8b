extension ConstraintSystem {
    /// The position of the objective level for `priority`, made (empty) if the system has none.
    mutating func objectiveLevel(for priority: Float) -> Int {
        var i = 0
        while i < objective.count && objective[i].priority > priority { i += 1 }
        if i == objective.count || objective[i].priority != priority {
            objective.insert(ObjectiveLevel(priority: priority), at: i)
        }
        return i
    }

    /// Adds the new, parametric error symbol `error` to the objective at `priority`.
    mutating func addError(_ error: Int, priority: Float) {
        let level = objectiveLevel(for: priority)
        objective[level].row.add(1, times: error)
        objective[level].errorCount += 1
    }

    /// Takes the errors of `record` out of the objective.
    mutating func removeErrors(of record: ConstraintRecord) {
        removeError(record.marker, priority: record.strength.priority)
        removeError(record.other, priority: record.strength.priority)
    }

    /// Takes `symbol` out of the objective at `priority` if it is an error: the error, or its
    /// row when it is basic, is subtracted from its level, and a level left without errors is
    /// dropped.
    private mutating func removeError(_ symbol: Int, priority: Float) {
        guard symbol >= 0, kinds[symbol] == .error,
            let level = objective.firstIndex(where: { $0.priority == priority })
        else { return }
        var row = Row()
        swap(&row, &objective[level].row)
        let slot = rowOfSymbol[symbol]
        if slot >= 0 {
            row.add(-1, times: rows[slot].cells, constant: rows[slot].constant, scratch: &scratch) { _, _ in }
        } else {
            row.add(-1, times: symbol)
        }
        swap(&row, &objective[level].row)
        objective[level].errorCount -= 1
        if objective[level].errorCount == 0 { objective.remove(at: level) }
    }

    /// The most pivots one optimisation may make before it gives up with
    /// ``SolverError/iterationLimitReached``. Bland's rule rules cycling out in exact
    /// arithmetic, so the bound only guards against rounding; it is far above the pivots any
    /// real system needs (a handful per change).
    var iterationLimit: Int { 1000 + 20 * kinds.count }
}
