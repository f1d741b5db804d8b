extension ConstraintSystem {
    /// Makes `variable` an edit variable: a constraint `variable == value` of `strength` is
    /// added with the variable's current value, so the solution does not move until a value
    /// is suggested with ``suggestValue(_:for:)``.
    ///
    /// - Throws: ``SolverError/requiredEditVariable`` for a required strength (a suggestion
    ///   must be able to lose against required constraints);
    ///   ``SolverError/duplicateEditVariable`` when the variable is already one.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard !strength.isRequired else { throw .requiredEditVariable }
        _ = symbol(of: variable)
        guard edits[variable.index] == nil else { throw .duplicateEditVariable }
        let current = value(of: variable)
        let handle = try add(Constraint(LinearExpression([(variable, 1)], constant: -current), .equal, strength: strength))
        edits[variable.index] = EditRecord(handle: handle, value: current)
    }

    /// Removes the edit constraint of `variable` and re-solves.
    ///
    /// - Throws: ``SolverError/unknownEditVariable`` when the variable is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard hasEditVariable(variable), let record = edits[variable.index] else { throw .unknownEditVariable }
        edits[variable.index] = nil
        try remove(record.handle)
    }

    /// Whether `variable` is an edit variable of the system.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        variable.index < edits.count && edits[variable.index] != nil
    }

    /// Suggests `value` for the edit variable `variable` and re-solves incrementally.
    ///
    /// Changing the edit constraint's constant by `delta` changes the constant of each row by
    /// `delta` times the weight the row gives the constraint, which the coefficient of the
    /// constraint's positive error reads (or the row of the error itself when it is basic):
    /// only the rows that hold the error change. Rows that become negative are repaired by the
    /// dual simplex, which keeps the objective optimal (the paper's §3.3).
    ///
    /// - Throws: ``SolverError/nonFiniteValue`` for NaN or an infinite value;
    ///   ``SolverError/unknownEditVariable`` when the variable is not an edit variable.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue }
        guard hasEditVariable(variable), let edit = edits[variable.index], let record = constraints[edit.handle.index] else {
            throw .unknownEditVariable
        }
        let delta = value - edit.value
        edits[variable.index]?.value = value
        // The edit row is `variable - value - error⁺ + error⁻ = 0`.
        if rowOfSymbol[record.marker] >= 0 {
            updateConstant(slot: rowOfSymbol[record.marker], by: -delta)
        } else if rowOfSymbol[record.other] >= 0 {
            updateConstant(slot: rowOfSymbol[record.other], by: delta)
        } else {
            var node = columnHeads[record.marker]
            while node >= 0 {
                let slot = Int(columnNodes[Int(node)].slot)
                node = columnNodes[Int(node)].next
                updateConstant(slot: slot, by: rows[slot].coefficient(of: record.marker) * delta)
            }
        }
        try dualOptimize()
    }

    /// Adds `delta` to the constant of the row at `slot`, listing it for the dual simplex if a
    /// restricted symbol's row becomes negative.
    private mutating func updateConstant(slot: Int, by delta: Double) {
        rows[slot].constant += delta
        counters.rowsUpdatedBySuggestions += 1
        let basic = basicOfSlot[slot]
        if kinds[basic].isRestricted && rows[slot].constant < -nearZero { infeasible.append(basic) }
    }
}
