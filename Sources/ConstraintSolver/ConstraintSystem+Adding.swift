extension ConstraintSystem {
    /// Adds `constraint` and re-solves, returning the handle that removes it.
    ///
    /// The constraint becomes a row over the tableau's parameters (every basic variable in its
    /// expression replaced by its row) with its own symbols: a slack for an inequality, a dummy
    /// marker for a required equality, errors weighed in the objective for a non-required one.
    /// The row is solved for an external variable if it has one, else for one of its new slack
    /// or error symbols that can be basic without making the tableau infeasible; failing both,
    /// an artificial variable is minimised to find a feasible solution with the constraint,
    /// which proves the conflict when none exists (the paper's §3.1 and 3.2).
    ///
    /// - Throws: ``SolverError/nonFiniteValue`` for a NaN or infinite coefficient or constant;
    ///   ``SolverError/unsatisfiable(conflicting:)`` when a required constraint cannot hold
    ///   with the required constraints in the system (which is then unchanged);
    ///   ``SolverError/iterationLimitReached`` if the simplex's guard stops it (the constraint
    ///   is then taken out again).
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        let expression = constraint.expression
        guard expression.isFinite else { throw .nonFiniteValue }
        for term in expression.terms { _ = symbol(of: term.variable) }
        let index = constraints.count
        let handle = ConstraintHandle(index: index)
        let firstNewSymbol = kinds.count

        var row = Row(cells: [], constant: expression.constant)
        for term in expression.terms {
            let symbol = variableSymbols[term.variable.index]
            let slot = rowOfSymbol[symbol]
            if slot >= 0 {
                row.add(term.coefficient, times: rows[slot].cells, constant: rows[slot].constant, scratch: &scratch) { _, _ in }
            } else {
                row.add(term.coefficient, times: symbol)
            }
        }
        let record = addSymbols(of: constraint, owner: index, to: &row)
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.cells.indices { row.cells[i].coefficient = -row.cells[i].coefficient }
        }

        var subject = chooseSubject(of: row, record: record)
        if subject < 0 && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            if row.constant > nearZero {
                let conflicting = requiredConstraints(markedIn: row, excluding: index)
                discardSymbols(from: firstNewSymbol)
                throw .unsatisfiable(conflicting: conflicting)
            }
            // The constraint is implied by required equalities already in the system: its
            // marker is basic in a row that stays at 0.
            subject = record.marker
        }

        if subject >= 0 {
            constraints.append(record)
            if kinds[record.marker] == .error { addError(record.marker, priority: constraint.strength.priority) }
            if record.other >= 0 && kinds[record.other] == .error {
                addError(record.other, priority: constraint.strength.priority)
            }
            let p = row.position(of: subject)
            let coefficient = row.cells[p.index].coefficient
            row.cells.remove(at: p.index)
            let scale = -1 / coefficient
            for i in row.cells.indices { row.cells[i].coefficient *= scale }
            row.constant *= scale
            insertRow(row, basic: subject)
            substitute(subject, bySlot: rowOfSymbol[subject])
        } else {
            try addWithArtificialVariable(row, record: record, firstNewSymbol: firstNewSymbol)
        }

        do {
            try optimize()
        } catch {
            try? remove(handle)
            throw error
        }
        return handle
    }

    /// Makes the constraint's own symbols and adds them to its row `0 = expression`:
    ///
    /// ```
    /// expression <= 0   expression + slack            (- error, if not required) = 0
    /// expression >= 0   expression - slack            (+ error, if not required) = 0
    /// expression == 0   expression + dummy, if required;  expression - error⁺ + error⁻ = 0 if not
    /// ```
    ///
    /// so that each error measures by how much the expression misses.
    private mutating func addSymbols(of constraint: Constraint, owner: Int, to row: inout Row) -> ConstraintRecord {
        let required = constraint.strength.isRequired
        var marker: Int
        var other = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: owner)
            row.add(sign, times: marker)
            if !required {
                other = makeSymbol(.error, owner: owner)
                row.add(-sign, times: other)
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy, owner: owner)
                row.add(1, times: marker)
            } else {
                marker = makeSymbol(.error, owner: owner)
                other = makeSymbol(.error, owner: owner)
                row.add(-1, times: marker)
                row.add(1, times: other)
            }
        }
        return ConstraintRecord(marker: marker, other: other, strength: constraint.strength)
    }

    /// The symbol to solve the new row (constant at least 0) for: an external variable (the
    /// lowest-numbered), else the constraint's new slack or error if its coefficient is
    /// negative (it is then at least 0 in the current solution); -1 when neither exists.
    private func chooseSubject(of row: Row, record: ConstraintRecord) -> Int {
        for cell in row.cells where kinds[cell.symbol] == .external { return cell.symbol }
        if kinds[record.marker].canEnter && row.coefficient(of: record.marker) < 0 { return record.marker }
        if record.other >= 0 && row.coefficient(of: record.other) < 0 { return record.other }
        return -1
    }

    /// Adds a required constraint's row that has no subject (paper §3.2): an artificial
    /// variable `a = row` enters the tableau and the simplex minimises it. If it reaches 0 the
    /// constraint can hold: `a` leaves the basis and is dropped. Otherwise `a`'s row proves the
    /// conflict, and the system is restored as it was.
    private mutating func addWithArtificialVariable(
        _ row: Row, record: ConstraintRecord, firstNewSymbol: Int
    ) throws(SolverError) {
        let artificial = makeSymbol(.slack, owner: -1)
        let index = constraints.count
        let saved = self
        counters.artificialPhases += 1
        constraints.append(record)
        artificialObjective = row
        insertRow(row, basic: artificial)
        do {
            try optimizeArtificial()
        } catch {
            self = saved
            discardSymbols(from: firstNewSymbol)
            throw error
        }
        let remaining = artificialObjective?.constant ?? 0
        artificialObjective = nil
        if remaining > nearZero {
            let slot = rowOfSymbol[artificial]
            let conflicting = slot >= 0 ? requiredConstraints(markedIn: rows[slot], excluding: index) : []
            self = saved
            discardSymbols(from: firstNewSymbol)
            throw .unsatisfiable(conflicting: conflicting)
        }
        let slot = rowOfSymbol[artificial]
        if slot >= 0 {
            if rows[slot].cells.isEmpty {
                removeRow(at: slot)
            } else {
                let cells = rows[slot].cells
                let entering = cells.first(where: { kinds[$0.symbol].canEnter })?.symbol ?? cells[0].symbol
                pivot(entering: entering, slot: slot)
            }
        }
        for slot in slots(holding: artificial) {
            let p = rows[slot].position(of: artificial)
            if p.found { rows[slot].cells.remove(at: p.index) }
            removeFromColumn(artificial, slot: slot)
        }
        for level in objective.indices { objective[level].row.add(-objective[level].row.coefficient(of: artificial), times: artificial) }
    }
}
