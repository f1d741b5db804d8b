extension ConstraintSystem {
    /// A new symbol of `kind`, belonging to the constraint numbered `owner` (or -1).
    mutating func makeSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        let symbol = kinds.count
        if symbol == kinds.capacity { reserveSymbols(Swift.max(64, 2 * symbol)) }
        kinds.append(kind)
        rowOfSymbol.append(-1)
        columnHeads.append(-1)
        owners.append(owner)
        stamps.append(0)
        return symbol
    }

    /// Makes room for `count` symbols in every per-symbol array at once: a layout's system
    /// makes a few dozen symbols, and growing five arrays step by step was a tenth of the
    /// time of building a cell's system.
    private mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(count)
        rowOfSymbol.reserveCapacity(count)
        columnHeads.reserveCapacity(count)
        owners.reserveCapacity(count)
        stamps.reserveCapacity(count)
    }

    /// Drops the symbols numbered `count` and above, which no row, column or objective holds:
    /// the symbols of a constraint that was refused.
    mutating func discardSymbols(from count: Int) {
        kinds.removeSubrange(count...)
        rowOfSymbol.removeSubrange(count...)
        columnHeads.removeSubrange(count...)
        owners.removeSubrange(count...)
        stamps.removeSubrange(count...)
    }

    /// The symbol of `variable`, making symbols for the variables of another system's numbering
    /// as needed (a variable index the system has not made yet).
    mutating func symbol(of variable: Variable) -> Int {
        while variable.index >= variableSymbols.count { _ = makeVariable() }
        return variableSymbols[variable.index]
    }

    /// Whether the column index records the rows that hold `symbol`: every kind but a dummy.
    ///
    /// A dummy never enters the basis in the simplex, so only removing its constraint looks for
    /// the rows that hold it, and that scans the rows instead. Not recording dummies matters for
    /// long chains of required equalities, where every row holds the dummies of all the
    /// equalities it depends on.
    func hasColumn(_ symbol: Int) -> Bool { kinds[symbol] != .dummy }

    /// The slots of the rows that hold `symbol` as a parameter: its column, or for a dummy a
    /// scan of the rows.
    func slots(holding symbol: Int) -> [Int] {
        var found: [Int] = []
        if hasColumn(symbol) {
            var node = columnHeads[symbol]
            while node >= 0 {
                found.append(Int(columnNodes[Int(node)].slot))
                node = columnNodes[Int(node)].next
            }
            return found
        }
        for slot in rows.indices where basicOfSlot[slot] >= 0 && rows[slot].position(of: symbol).found {
            found.append(slot)
        }
        return found
    }

    /// Adds `slot` to `symbol`'s column.
    mutating func addToColumn(_ symbol: Int, slot: Int) {
        guard hasColumn(symbol) else { return }
        let entry = ColumnNode(slot: Int32(truncatingIfNeeded: slot), next: columnHeads[symbol])
        if freeColumnNode >= 0 {
            let node = freeColumnNode
            freeColumnNode = columnNodes[Int(node)].next
            columnNodes[Int(node)] = entry
            columnHeads[symbol] = node
        } else {
            columnHeads[symbol] = Int32(truncatingIfNeeded: columnNodes.count)
            columnNodes.append(entry)
        }
    }

    /// Returns `node` to the free list.
    mutating func freeNode(_ node: Int32) {
        columnNodes[Int(node)].next = freeColumnNode
        freeColumnNode = node
    }

    /// Removes `slot` from `symbol`'s column.
    mutating func removeFromColumn(_ symbol: Int, slot: Int) {
        guard hasColumn(symbol) else { return }
        var previous: Int32 = -1
        var node = columnHeads[symbol]
        while node >= 0 {
            let next = columnNodes[Int(node)].next
            if columnNodes[Int(node)].slot == Int32(truncatingIfNeeded: slot) {
                if previous < 0 { columnHeads[symbol] = next } else { columnNodes[Int(previous)].next = next }
                freeNode(node)
                return
            }
            previous = node
            node = next
        }
    }
}
