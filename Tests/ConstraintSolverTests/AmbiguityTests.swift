import ConstraintSolver
import Testing

@Suite("Ambiguity")
struct AmbiguityTests {
    @Test("A variable no constraint mentions is ambiguous")
    func free() {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        #expect(system.isAmbiguous(x))
    }

    @Test("A variable a required equality determines is not ambiguous")
    func determined() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        try system.add(constraint((x, 1), constant: -10, .equal))
        try system.add(constraint((y, 1), (x, -1), constant: -5, .equal))
        #expect(!system.isAmbiguous(x))
        #expect(!system.isAmbiguous(y))
    }

    @Test("A variable only tied to another free one is ambiguous, and so is the other")
    func underdetermined() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        // x == y: any value works.
        try system.add(constraint((x, 1), (y, -1), constant: 0, .equal))
        #expect(system.isAmbiguous(x))
        #expect(system.isAmbiguous(y))
        // Pinning y determines both.
        try system.add(constraint((y, 1), constant: -3, .equal))
        #expect(!system.isAmbiguous(x))
        #expect(!system.isAmbiguous(y))
    }

    @Test("A variable only a weak constraint determines is not ambiguous")
    func weaklyDetermined() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(constraint((x, 1), constant: -10, .equal, priority: 250))
        // Any other value breaks the constraint more.
        #expect(system.value(of: x) == 10)
        #expect(!system.isAmbiguous(x))
    }

    @Test("Two conflicting optional constraints of equal priority leave the variable ambiguous")
    func equalConflict() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(constraint((x, 1), constant: -10, .equal, priority: 250))
        try system.add(constraint((x, 1), constant: -20, .equal, priority: 250))
        // Every x in 10…20 breaks them by 10 in all: |x - 10| + |x - 20| = 10.
        let value = system.value(of: x)
        #expect(value >= 10 && value <= 20)
        #expect(system.isAmbiguous(x))
        // Different priorities decide it: the 251 one wins.
        var decided = ConstraintSystem()
        let y = decided.makeVariable()
        try decided.add(constraint((y, 1), constant: -10, .equal, priority: 250))
        try decided.add(constraint((y, 1), constant: -20, .equal, priority: 251))
        #expect(decided.value(of: y) == 20)
        #expect(!decided.isAmbiguous(y))
    }

    @Test("A variable between two inequalities with room is ambiguous; at a bound it is not")
    func inequalityRoom() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(constraint((x, 1), constant: -10, .greaterThanOrEqual))
        try system.add(constraint((x, 1), constant: -20, .lessThanOrEqual))
        // Anything in 10…20 satisfies both.
        #expect(system.isAmbiguous(x))
        try system.add(constraint((x, 1), constant: 0, .equal, priority: 250))
        // Pulled to 0, x stops at 10: the weak constraint prefers 10 to any other value.
        #expect(system.value(of: x) == 10)
        #expect(!system.isAmbiguous(x))
    }
}
