import ConstraintSolver
import Testing

@Suite("Solving equalities, inequalities and strengths")
struct SolvingTests {
    @Test("Required equalities: x == 10, y == x + 5, z == 2x - y")
    func equalities() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        let z = system.makeVariable()
        try system.add(constraint((x, 1), constant: -10, .equal))
        try system.add(constraint((y, 1), (x, -1), constant: -5, .equal))
        try system.add(constraint((z, 1), (x, -2), (y, 1), constant: 0, .equal))
        // x = 10; y = 10 + 5 = 15; z = 2·10 - 15 = 5.
        #expect(system.value(of: x) == 10)
        #expect(system.value(of: y) == 15)
        #expect(system.value(of: z) == 5)
    }

    @Test("Inequalities bound weaker wishes: x >= 10 against x == 0 @250, x <= 20 against x == 30 @250")
    func inequalities() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        try system.add(constraint((x, 1), constant: -10, .greaterThanOrEqual))
        try system.add(constraint((x, 1), constant: 0, .equal, priority: 250))
        try system.add(constraint((y, 1), constant: -20, .lessThanOrEqual))
        try system.add(constraint((y, 1), constant: -30, .equal, priority: 250))
        // x >= 10 and x wants 0: x = 10 (error 10). y <= 20 and y wants 30: y = 20 (error 10).
        #expect(system.value(of: x) == 10)
        #expect(system.value(of: y) == 20)
    }

    @Test("A slack inequality does not move its variable: x >= 10 with x == 15 @250")
    func slackInequality() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(constraint((x, 1), constant: -15, .equal, priority: 250))
        try system.add(constraint((x, 1), constant: -10, .greaterThanOrEqual))
        // 15 >= 10: the weak wish holds exactly.
        #expect(system.value(of: x) == 15)
    }

    @Test("A required constraint wins over 999 optional ones at 999, added before or after them")
    func requiredBeatsMany() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(constraint((x, 1), constant: 0, .equal))
        for _ in 0..<999 { try system.add(constraint((x, 1), constant: -5, .equal, priority: 999)) }
        // Required x == 0 holds; the 999 wishes x == 5 are each broken by 5.
        #expect(system.value(of: x) == 0)
        var after = ConstraintSystem()
        let y = after.makeVariable()
        for _ in 0..<100 { try after.add(constraint((y, 1), constant: -5, .equal, priority: 999)) }
        #expect(after.value(of: y) == 5)
        try after.add(constraint((y, 1), constant: 0, .equal))
        #expect(after.value(of: y) == 0)
    }

    @Test("One constraint at 251 beats 200 at 250, and one of weight 1,000 at 250 (lexicographic priorities)")
    func priorityOrdering() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        for _ in 0..<200 { try system.add(constraint((x, 1), constant: 0, .equal, priority: 250)) }
        try system.add(constraint((x, 1), constant: -1, .equal, priority: 251))
        // Weighted, 200 errors of 1 at 250 would cost more than 1 error of 1 at 251; ranked,
        // 251 is satisfied first: x = 1.
        #expect(system.value(of: x) == 1)
        // The count does not matter, only the order of priorities: 1000·y == 0 at 250 misses
        // by 1000 for each unit y moves, and still loses to y == 1 at 251.
        var other = ConstraintSystem()
        let y = other.makeVariable()
        try other.add(constraint((y, 1), constant: -1, .equal, priority: 251))
        try other.add(constraint((y, 1000), constant: 0, .equal, priority: 250))
        #expect(other.value(of: y) == 1)
        // And the other way round: added after, the lower priorities still lose.
        var third = ConstraintSystem()
        let z = third.makeVariable()
        try third.add(constraint((z, 1), constant: -1, .equal, priority: 751))
        for _ in 0..<200 { try third.add(constraint((z, 1), constant: -100, .equal, priority: 750)) }
        #expect(third.value(of: z) == 1)
    }

    @Test("Within one priority the sum of errors is minimised: two at 500 beat one at 500")
    func sameLevelSums() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(constraint((x, 1), constant: -10, .equal, priority: 500))
        try system.add(constraint((x, 1), constant: -10, .equal, priority: 500))
        try system.add(constraint((x, 1), constant: -40, .equal, priority: 500))
        // Cost at x: 2|x - 10| + |x - 40|, least at x = 10 (cost 30; at 40 it is 60).
        #expect(system.value(of: x) == 10)
    }

    @Test("A width between hugging and compression: label intrinsic 80 in a 100-point box")
    func huggingAndCompression() throws {
        var system = ConstraintSystem()
        let width = system.makeVariable()
        // Hugging (250): width <= 80; compression resistance (750): width >= 80.
        try system.add(constraint((width, 1), constant: -80, .lessThanOrEqual, priority: 250))
        try system.add(constraint((width, 1), constant: -80, .greaterThanOrEqual, priority: 750))
        #expect(system.value(of: width) == 80)
        // A required maximum of 60 compresses it: 60 (compression broken by 20).
        let cap = try system.add(constraint((width, 1), constant: -60, .lessThanOrEqual))
        #expect(system.value(of: width) == 60)
        // A required minimum of 100 (after removing the cap) stretches it: hugging broken by 20.
        try system.remove(cap)
        try system.add(constraint((width, 1), constant: -100, .greaterThanOrEqual))
        #expect(system.value(of: width) == 100)
    }

    @Test("Strengths clamp to 1…1000, NaN is 1, 1000 and above are required")
    func strengths() {
        #expect(Strength(priority: .nan).priority == 1)
        #expect(Strength(priority: 0).priority == 1)
        #expect(Strength(priority: -5).priority == 1)
        #expect(Strength(priority: 2000) == .required)
        #expect(Strength(priority: 1000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
        #expect(Strength(priority: 250) < Strength(priority: 251))
    }

    @Test("A variable no constraint mentions is 0")
    func unconstrained() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        try system.add(constraint((y, 1), constant: -3, .equal))
        #expect(system.value(of: x) == 0)
        #expect(system.value(of: y) == 3)
        // A variable another system made (index 5 here, beyond this system's two) is 0 and free.
        var other = ConstraintSystem()
        let foreign = (0..<6).map { _ in other.makeVariable() }[5]
        #expect(system.value(of: foreign) == 0)
        #expect(system.isAmbiguous(foreign))
    }
}
