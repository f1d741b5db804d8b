import ConstraintSolver
import Testing

@Suite("Incremental work, counted")
struct ComplexityTests {
    @Test("A chain of 2,000 equalities builds without a pivot or a substitution; one suggestion moves every link")
    func chain() throws {
        var system = ConstraintSystem()
        let n = 2_000
        var x: [Variable] = []
        for _ in 0...n { x.append(system.makeVariable()) }
        try system.addEditVariable(x[0], strength: Strength(priority: 999))
        for i in 0..<n { try system.add(constraint((x[i + 1], 1), (x[i], -1), constant: -1, .equal)) }
        // Each new row is solved for its new variable after x[i] is replaced by its row, so no
        // existing row changes and nothing pivots.
        #expect(system.statistics.pivots == 0)
        #expect(system.statistics.rowsSubstituted == 0)
        #expect(system.statistics.rows == n + 1)
        try system.suggestValue(10, for: x[0])
        // x[i] = 10 + i. Every row holds the edit's error (x[i] = i + error⁺ - error⁻ - …), so
        // all n + 1 rows change, by a constant only: still no pivot.
        #expect(system.statistics.pivots == 0)
        #expect(system.statistics.rowsUpdatedBySuggestions == n + 1)
        for i in [0, 1, 1000, n] { #expect(system.value(of: x[i]) == 10 + Double(i)) }
    }

    @Test("A suggestion touches only the rows of the constraints it reaches, however large the system")
    func localSuggestion() throws {
        var system = ConstraintSystem()
        let n = 2_000
        var x: [Variable] = [system.makeVariable()]
        try system.add(constraint((x[0], 1), constant: 0, .equal))
        for i in 0..<n {
            x.append(system.makeVariable())
            try system.add(constraint((x[i + 1], 1), (x[i], -1), constant: -1, .equal))
        }
        let a = system.makeVariable()
        let b = system.makeVariable()
        try system.add(constraint((b, 1), (a, -1), constant: -1, .equal))
        try system.addEditVariable(a, strength: Strength(priority: 999))
        let before = system.statistics
        try system.suggestValue(42, for: a)
        let after = system.statistics
        // a = 42, b = 43; the rows of a and b change (2 rows) and none of the chain's n + 1.
        #expect(system.value(of: a) == 42)
        #expect(system.value(of: b) == 43)
        #expect(after.rowsUpdatedBySuggestions - before.rowsUpdatedBySuggestions == 2)
        #expect(after.pivots == before.pivots)
        #expect(system.value(of: x[n]) == Double(n))
    }
}
