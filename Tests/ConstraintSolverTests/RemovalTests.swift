import ConstraintSolver
import Testing

@Suite("Removing constraints")
struct RemovalTests {
    @Test("Removing a constraint restores the solution before it")
    func restores() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        try system.add(constraint((x, 1), constant: -10, .greaterThanOrEqual))
        try system.add(constraint((x, 1), constant: 0, .equal, priority: 250))
        try system.add(constraint((y, 1), (x, -2), constant: 0, .equal))
        // x = 10 (bound), y = 2·10 = 20.
        #expect(system.value(of: x) == 10)
        #expect(system.value(of: y) == 20)
        let raise = try system.add(constraint((x, 1), constant: -20, .greaterThanOrEqual))
        // x = 20, y = 40.
        #expect(system.value(of: x) == 20)
        #expect(system.value(of: y) == 40)
        try system.remove(raise)
        #expect(!system.contains(raise))
        #expect(system.value(of: x) == 10)
        #expect(system.value(of: y) == 20)
    }

    @Test("Removing each kind of constraint: required and optional, equality and inequality")
    func everyKind() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let fallback = try system.add(constraint((x, 1), constant: -1, .equal, priority: 1))
        let weak = try system.add(constraint((x, 1), constant: -5, .greaterThanOrEqual, priority: 300))
        // x >= 5 @300 beats x == 1 @1: x = 5.
        #expect(system.value(of: x) == 5)
        let pinned = try system.add(constraint((x, 1), constant: -8, .equal))
        #expect(system.value(of: x) == 8)
        let capped = try system.add(constraint((x, 1), constant: -9, .lessThanOrEqual))
        #expect(system.value(of: x) == 8)
        try system.remove(pinned)
        // Back to x >= 5 @300 against x == 1 @1, under x <= 9: 5.
        #expect(system.value(of: x) == 5)
        try system.remove(weak)
        // Only x == 1 @1 and x <= 9: 1.
        #expect(system.value(of: x) == 1)
        try system.remove(capped)
        try system.remove(fallback)
        #expect(system.value(of: x) == 0)
        #expect(system.statistics.rows == 0)
    }

    @Test("Removing a handle that is not in the system throws and changes nothing")
    func unknownHandle() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let handle = try system.add(constraint((x, 1), constant: -4, .equal))
        let kept = try system.add(constraint((x, 1), constant: -4, .greaterThanOrEqual))
        try system.remove(handle)
        #expect(throws: SolverError.unknownConstraint) { try system.remove(handle) }
        #expect(system.contains(kept))
        // x >= 4 is left and nothing pulls x: it sits at its bound, 4.
        #expect(system.value(of: x) == 4)
    }
}
