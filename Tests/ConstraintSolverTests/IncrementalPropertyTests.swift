import ConstraintSolver
import Testing

/// A small seeded generator (SplitMix64), so that a failing case is reproduced from its seed.
struct Seeded {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

/// One constraint of a generated system, kept to rebuild it fresh and to measure its error.
struct GeneratedConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Float

    func constraint(_ variables: [Variable]) -> Constraint {
        Constraint(
            LinearExpression(terms.map { (variables[$0.0], $0.1) }, constant: constant), relation,
            strength: Strength(priority: priority))
    }

    /// By how much the solution misses the constraint.
    func error(_ system: ConstraintSystem, _ variables: [Variable]) -> Double {
        var value = constant
        for (i, c) in terms { value += c * system.value(of: variables[i]) }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

@Suite("Incremental solving agrees with solving afresh")
struct IncrementalPropertyTests {
    static let priorities: [Float] = [1000, 1000, 1000, 750, 500, 250]

    @Test("Random systems built, edited and pruned incrementally reach the optimum a fresh system reaches (400 seeded cases)")
    func incrementalMatchesFresh() throws {
        var checked = 0
        for seed in 0..<400 as Range<UInt64> {
            var random = Seeded(state: seed)
            var system = ConstraintSystem()
            let count = 2 + random.next(4)
            let variables = (0..<count).map { _ in system.makeVariable() }
            var live: [(ConstraintHandle, GeneratedConstraint)] = []
            for _ in 0..<(3 + random.next(10)) {
                let generated = Self.generate(&random, count: count)
                guard let handle = Self.addUnlessUnsatisfiable(generated.constraint(variables), to: &system) else {
                    continue
                }
                live.append((handle, generated))
                if random.next(4) == 0 && !live.isEmpty {
                    try system.remove(live.remove(at: random.next(live.count)).0)
                }
            }
            // An edit variable, suggested twice; the fresh system gets its last value as a
            // plain constraint of the same priority.
            let edited = random.next(count)
            try system.addEditVariable(variables[edited], strength: Strength(priority: 600))
            try system.suggestValue(Double(random.next(41) - 20), for: variables[edited])
            let last = Double(random.next(41) - 20)
            try system.suggestValue(last, for: variables[edited])
            var all = live.map { $0.1 }
            all.append(GeneratedConstraint(terms: [(edited, 1)], constant: -last, relation: .equal, priority: 600))

            var fresh = ConstraintSystem()
            let freshVariables = (0..<count).map { _ in fresh.makeVariable() }
            for generated in all { try fresh.add(generated.constraint(freshVariables)) }

            // Both are optima of the same problem: every required constraint holds in both, and
            // the total error at each priority is the same (lexicographic optimum).
            for priority in Set(all.map(\.priority)) {
                let incremental = all.filter { $0.priority == priority }.map { $0.error(system, variables) }.reduce(0, +)
                let reference = all.filter { $0.priority == priority }.map { $0.error(fresh, freshVariables) }.reduce(0, +)
                if priority == 1000 {
                    #expect(incremental < 1e-7, "seed \(seed)")
                    #expect(reference < 1e-7, "seed \(seed)")
                } else {
                    #expect(abs(incremental - reference) < 1e-6, "seed \(seed) priority \(priority)")
                }
            }
            checked += 1
        }
        #expect(checked == 400)
    }

    /// The handle of `constraint` added to `system`, or `nil` when it conflicts with the
    /// required constraints there.
    static func addUnlessUnsatisfiable(_ constraint: Constraint, to system: inout ConstraintSystem) -> ConstraintHandle? {
        do {
            return try system.add(constraint)
        } catch {
            if case .unsatisfiable = error { return nil }
            Issue.record("a generated constraint was refused with \(error)")
            return nil
        }
    }

    /// A constraint over 1–3 of the variables with coefficients in -3…3 (not 0), a constant in
    /// -20…20, any relation and a priority of 1000, 750, 500 or 250 (required more often).
    static func generate(_ random: inout Seeded, count: Int) -> GeneratedConstraint {
        var terms: [(Int, Double)] = []
        for _ in 0..<(1 + random.next(3)) {
            let coefficient = Double(random.next(6) - 3)
            terms.append((random.next(count), coefficient >= 0 ? coefficient + 1 : coefficient))
        }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return GeneratedConstraint(
            terms: terms, constant: Double(random.next(41) - 20), relation: relations[random.next(3)],
            priority: priorities[random.next(priorities.count)])
    }
}
