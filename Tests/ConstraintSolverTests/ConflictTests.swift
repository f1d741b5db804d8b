import ConstraintSolver
import Testing

@Suite("Unsatisfiable constraints and bad input")
struct ConflictTests {
    @Test("A conflicting inequality is refused with the required constraint it conflicts with")
    func inequalityConflict() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        let pin = try system.add(constraint((x, 1), constant: -10, .equal))
        let unrelated = try system.add(constraint((y, 1), constant: -3, .greaterThanOrEqual))
        try system.add(constraint((x, 1), (y, -1), constant: 0, .equal, priority: 500))
        let before = system.statistics
        // x == 10 and x >= 20 cannot both hold; y >= 3 plays no part, nor the optional one.
        #expect(throws: SolverError.unsatisfiable(conflicting: [pin])) {
            try system.add(constraint((x, 1), constant: -20, .greaterThanOrEqual))
        }
        // Unchanged: x = 10, y = 10 (x == y @500 over y >= 3), same rows, both handles in.
        #expect(system.value(of: x) == 10)
        #expect(system.value(of: y) == 10)
        #expect(system.statistics == before)
        #expect(system.contains(pin) && system.contains(unrelated))
        // The next handle continues the numbering: the refused constraint took none.
        let next = try system.add(constraint((x, 1), constant: -5, .greaterThanOrEqual))
        #expect(next.index == 3)
    }

    @Test("Two bounds that cross: x >= 10 then x <= 5")
    func crossingBounds() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let low = try system.add(constraint((x, 1), constant: -10, .greaterThanOrEqual))
        #expect(throws: SolverError.unsatisfiable(conflicting: [low])) {
            try system.add(constraint((x, 1), constant: -5, .lessThanOrEqual))
        }
        #expect(system.value(of: x) == 10)
    }

    @Test("A chain of equalities conflicting with a new one names every link")
    func equalityChain() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        let z = system.makeVariable()
        let a = try system.add(constraint((x, 1), constant: -10, .equal))
        let b = try system.add(constraint((y, 1), (x, -1), constant: 0, .equal))
        try system.add(constraint((z, 1), constant: -5, .equal))
        // y = x = 10, so y == 20 conflicts with a and b (not with z == 5).
        #expect(throws: SolverError.unsatisfiable(conflicting: [a, b])) {
            try system.add(constraint((y, 1), constant: -20, .equal))
        }
        #expect(system.value(of: y) == 10)
        #expect(system.value(of: z) == 5)
        // A redundant equality (y == 10) is accepted and changes nothing.
        try system.add(constraint((y, 1), constant: -10, .equal))
        #expect(system.value(of: y) == 10)
    }

    @Test("A box too narrow for its margins: left + 20 + 30 + 20 <= right with width 50")
    func boxConflict() throws {
        var system = ConstraintSystem()
        let left = system.makeVariable()
        let right = system.makeVariable()
        let childLeft = system.makeVariable()
        let childRight = system.makeVariable()
        let a = try system.add(constraint((left, 1), constant: 0, .equal))
        let b = try system.add(constraint((right, 1), constant: -50, .equal))
        let c = try system.add(constraint((childLeft, 1), (left, -1), constant: -20, .equal))
        let d = try system.add(constraint((right, 1), (childRight, -1), constant: -20, .equal))
        // The child is 50 - 20 - 20 = 10 wide; a required width >= 30 conflicts with all four.
        #expect(throws: SolverError.unsatisfiable(conflicting: [a, b, c, d])) {
            try system.add(constraint((childRight, 1), (childLeft, -1), constant: -30, .greaterThanOrEqual))
        }
        #expect(system.value(of: childLeft) == 20)
        #expect(system.value(of: childRight) == 30)
    }

    @Test("A constraint false on its own (5 == 0) is refused with an empty explanation")
    func falseConstant() {
        var system = ConstraintSystem()
        #expect(throws: SolverError.unsatisfiable(conflicting: [])) {
            try system.add(Constraint(LinearExpression(constant: 5), .equal))
        }
    }

    @Test("NaN and infinite coefficients and constants are refused; the system is unchanged")
    func nonFinite() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(constraint((x, 1), constant: -2, .equal))
        #expect(throws: SolverError.nonFiniteValue) { try system.add(constraint((x, .nan), constant: 0, .equal)) }
        #expect(throws: SolverError.nonFiniteValue) {
            try system.add(constraint((x, 1), constant: .infinity, .lessThanOrEqual, priority: 250))
        }
        #expect(throws: SolverError.nonFiniteValue) {
            try system.add(constraint((x, -.infinity), constant: 0, .greaterThanOrEqual))
        }
        #expect(system.value(of: x) == 2)
        #expect(system.statistics.rows == 1)
    }
}
