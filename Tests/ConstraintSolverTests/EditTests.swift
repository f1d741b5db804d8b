import ConstraintSolver
import Testing

@Suite("Edit variables and suggested values")
struct EditTests {
    @Test("Suggestions move the variables that depend on the edit variable, incrementally")
    func suggestions() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        try system.add(constraint((y, 1), (x, -1), constant: -10, .equal))
        try system.add(constraint((x, 1), constant: -100, .lessThanOrEqual))
        // x is free below 100: any solution with y = x + 10 will do.
        let (x0, y0) = (system.value(of: x), system.value(of: y))
        #expect(x0 <= 100 && y0 - x0 == 10)
        try system.addEditVariable(x, strength: Strength(priority: 999))
        #expect(system.hasEditVariable(x))
        // Adding the edit keeps the current solution.
        #expect(system.value(of: x) == x0)
        #expect(system.value(of: y) == y0)
        try system.suggestValue(5, for: x)
        // y = 5 + 10 = 15.
        #expect(system.value(of: x) == 5)
        #expect(system.value(of: y) == 15)
        try system.suggestValue(-3, for: x)
        // y = -3 + 10 = 7.
        #expect(system.value(of: x) == -3)
        #expect(system.value(of: y) == 7)
        try system.suggestValue(150, for: x)
        // x <= 100 is required: x = 100, y = 110 (the dual simplex pivots once).
        #expect(system.value(of: x) == 100)
        #expect(system.value(of: y) == 110)
        try system.suggestValue(50, for: x)
        // Back inside the bound: x = 50, y = 60.
        #expect(system.value(of: x) == 50)
        #expect(system.value(of: y) == 60)
        try system.removeEditVariable(x)
        #expect(!system.hasEditVariable(x))
    }

    @Test("Two edit variables of different strengths: the stronger wins a conflict")
    func competingEdits() throws {
        var system = ConstraintSystem()
        let left = system.makeVariable()
        let right = system.makeVariable()
        // right - left == 100 is required.
        try system.add(constraint((right, 1), (left, -1), constant: -100, .equal))
        try system.addEditVariable(left, strength: Strength(priority: 750))
        try system.addEditVariable(right, strength: Strength(priority: 500))
        try system.suggestValue(20, for: left)
        try system.suggestValue(50, for: right)
        // left holds (750): left = 20, right = 20 + 100 = 120, the 500 wish (50) broken by 70.
        #expect(system.value(of: left) == 20)
        #expect(system.value(of: right) == 120)
        try system.removeEditVariable(left)
        // Only right's wish is left: right = 50, left = 50 - 100 = -50.
        #expect(system.value(of: right) == 50)
        #expect(system.value(of: left) == -50)
    }

    @Test("Edit variables refuse required strengths, duplicates, unknown variables and non-finite values")
    func editErrors() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        #expect(throws: SolverError.requiredEditVariable) { try system.addEditVariable(x, strength: .required) }
        try system.addEditVariable(x, strength: Strength(priority: 999))
        #expect(throws: SolverError.duplicateEditVariable) {
            try system.addEditVariable(x, strength: Strength(priority: 500))
        }
        #expect(throws: SolverError.unknownEditVariable) { try system.suggestValue(1, for: y) }
        #expect(throws: SolverError.unknownEditVariable) { try system.removeEditVariable(y) }
        #expect(throws: SolverError.nonFiniteValue) { try system.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.nonFiniteValue) { try system.suggestValue(.infinity, for: x) }
        // The refused suggestions changed nothing: x is still 0; a good one still works.
        #expect(system.value(of: x) == 0)
        try system.suggestValue(7, for: x)
        #expect(system.value(of: x) == 7)
    }
}
