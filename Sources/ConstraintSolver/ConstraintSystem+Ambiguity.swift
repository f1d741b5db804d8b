extension ConstraintSystem {
    /// Whether another solution exists that satisfies every constraint as well as this one
    /// (no priority's errors grow) and gives `variable` a different value: Auto Layout's
    /// ambiguity.
    ///
    /// Read from the optimal tableau: a parametric variable is free to move; a basic variable
    /// moves when its row holds a parameter that can change at no cost: an external variable,
    /// or a slack or error that no objective level holds and whose growth no row at its bound
    /// stops. A dummy is fixed at 0. A variable that no constraint mentions is ambiguous.
    ///
    /// The answer is exact when the optimum is not degenerate. At a degenerate optimum (a
    /// restricted row at 0 blocking a move that another pivot would allow) it can answer
    /// `false` for a variable that is ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variable.index < variableSymbols.count else { return true }
        let symbol = variableSymbols[variable.index]
        let slot = rowOfSymbol[symbol]
        guard slot >= 0 else { return true }
        for cell in rows[slot].cells where canMoveAtNoCost(cell.symbol) { return true }
        return false
    }

    /// Whether the parameter `symbol` can leave 0 without raising the objective or breaking a
    /// row's restriction.
    private func canMoveAtNoCost(_ symbol: Int) -> Bool {
        switch kinds[symbol] {
        case .dummy:
            return false
        case .external:
            return true
        case .slack, .error:
            for level in objective where level.row.position(of: symbol).found { return false }
            for slot in slots(holding: symbol) where kinds[basicOfSlot[slot]].isRestricted {
                if rows[slot].constant <= nearZero && rows[slot].coefficient(of: symbol) < 0 { return false }
            }
            return true
        }
    }
}
