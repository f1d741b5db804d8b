extension ConstraintSystem {
    /// Stores `row` with `basic` as its basic symbol and records its cells in their columns.
    /// `basic` must not appear in any other row or in the objective.
    mutating func insertRow(_ row: Row, basic: Int) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
        }
        rowOfSymbol[basic] = slot
        for cell in row.cells { addToColumn(cell.symbol, slot: slot) }
    }

    /// Removes the row at `slot` from the tableau and returns it; its basic symbol becomes
    /// parametric (and appears nowhere).
    @discardableResult
    mutating func removeRow(at slot: Int) -> Row {
        var row = Row()
        swap(&row, &rows[slot])
        for cell in row.cells { removeFromColumn(cell.symbol, slot: slot) }
        rowOfSymbol[basicOfSlot[slot]] = -1
        basicOfSlot[slot] = -1
        freeSlots.append(slot)
        return row
    }

    /// Makes `entering` (a parameter of the row at `slot`) basic in that row in place of the
    /// row's basic symbol, then replaces `entering` by its new row everywhere else.
    ///
    /// ```
    /// leaving = c + a·entering + Σ b·y   becomes   entering = -c/a + (1/a)·leaving - Σ (b/a)·y
    /// ```
    mutating func pivot(entering: Int, slot: Int) {
        counters.pivots += 1
        let leaving = basicOfSlot[slot]
        var row = Row()
        swap(&row, &rows[slot])
        let p = row.position(of: entering)
        let a = row.cells[p.index].coefficient
        row.cells.remove(at: p.index)
        let scale = -1 / a
        for i in row.cells.indices { row.cells[i].coefficient *= scale }
        row.constant *= scale
        row.add(1 / a, times: leaving)
        swap(&row, &rows[slot])
        removeFromColumn(entering, slot: slot)
        addToColumn(leaving, slot: slot)
        basicOfSlot[slot] = entering
        rowOfSymbol[entering] = slot
        rowOfSymbol[leaving] = -1
        substitute(entering, bySlot: slot)
    }

    /// Replaces the parameter `symbol` by the row at `source` (whose basic symbol it is) in
    /// every other row that holds it, in the objective and in the artificial objective. Rows
    /// of restricted symbols that become negative are listed for the dual simplex.
    mutating func substitute(_ symbol: Int, bySlot source: Int) {
        let sourceCells = rows[source].cells
        let sourceConstant = rows[source].constant
        var buffer: [Cell] = []
        swap(&buffer, &scratch)
        // The column is taken whole: `symbol` leaves every row. A dummy's rows are found by a
        // scan (it has no column).
        var node: Int32 = -1
        var scanned: [Int] = []
        if hasColumn(symbol) {
            node = columnHeads[symbol]
            columnHeads[symbol] = -1
        } else {
            scanned = slots(holding: symbol)
        }
        var scannedIndex = 0
        while true {
            let slot: Int
            if node >= 0 {
                slot = Int(columnNodes[Int(node)].slot)
                let next = columnNodes[Int(node)].next
                freeNode(node)
                node = next
            } else if scannedIndex < scanned.count {
                slot = scanned[scannedIndex]
                scannedIndex += 1
            } else {
                break
            }
            guard slot != source else { continue }
            var row = Row()
            swap(&row, &rows[slot])
            let p = row.position(of: symbol)
            if p.found {
                let factor = row.cells[p.index].coefficient
                row.cells.remove(at: p.index)
                row.add(factor, times: sourceCells, constant: sourceConstant, scratch: &buffer) { changed, appeared in
                    if appeared {
                        addToColumn(changed, slot: slot)
                    } else {
                        removeFromColumn(changed, slot: slot)
                    }
                }
                counters.rowsSubstituted += 1
            }
            swap(&row, &rows[slot])
            let basic = basicOfSlot[slot]
            if kinds[basic].isRestricted && rows[slot].constant < -nearZero { infeasible.append(basic) }
        }
        for level in objective.indices {
            var row = Row()
            swap(&row, &objective[level].row)
            row.substitute(symbol, by: sourceCells, constant: sourceConstant, scratch: &buffer)
            swap(&row, &objective[level].row)
        }
        if var row = artificialObjective {
            artificialObjective = nil
            row.substitute(symbol, by: sourceCells, constant: sourceConstant, scratch: &buffer)
            artificialObjective = row
        }
        swap(&buffer, &scratch)
    }
}

extension Row {
    /// Replaces the parameter `symbol` by the row (`cells`, `constant`) it is basic in, for a
    /// row outside the tableau (an objective, or a new constraint's row being built), whose
    /// cells no column records.
    mutating func substitute(_ symbol: Int, by cells: [Cell], constant: Double, scratch: inout [Cell]) {
        let p = position(of: symbol)
        guard p.found else { return }
        let factor = self.cells[p.index].coefficient
        self.cells.remove(at: p.index)
        add(factor, times: cells, constant: constant, scratch: &scratch) { _, _ in }
    }
}
