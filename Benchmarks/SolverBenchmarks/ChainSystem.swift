import ConstraintSolver

/// A chain of `count` constraints over `count + 1` variables: `x[i+1] == x[i] + 1` (or
/// `x[i+1] >= x[i] + 1` with `x[i+1] == 0` at 250, which the inequalities win), with `x0` an
/// edit variable at 999 (after `x0` is suggested to `v`, `x[i] = v + i`) or, `pinned`, with a
/// required `x0 == 0` first and no edit (`x[i] = i`).
struct ChainSystem {
    let count: Int
    let variables: [Variable]
    let constraints: [Constraint]
    let pinned: Bool

    init(count: Int, inequalities: Bool, pinned: Bool) {
        self.pinned = pinned
        self.count = count
        var template = ConstraintSystem()
        variables = (0...count).map { _ in template.makeVariable() }
        var made: [Constraint] = []
        if pinned { made.append(Constraint(LinearExpression([(variables[0], 1)]), .equal)) }
        for i in 0..<count {
            let step = LinearExpression([(variables[i + 1], 1), (variables[i], -1)], constant: -1)
            made.append(Constraint(step, inequalities ? .greaterThanOrEqual : .equal))
            if inequalities {
                made.append(Constraint(LinearExpression([(variables[i + 1], 1)]), .equal, strength: Strength(priority: 250)))
            }
        }
        constraints = made
    }

    /// A new system with the chain; unless pinned, `x0` an edit variable, then suggested to
    /// `value`.
    func solved(suggesting value: Double) -> ConstraintSystem {
        var system = ConstraintSystem()
        for _ in variables { _ = system.makeVariable() }
        if !pinned { try? system.addEditVariable(variables[0], strength: Strength(priority: 999)) }
        for constraint in constraints { _ = try? system.add(constraint) }
        if !pinned { try? system.suggestValue(value, for: variables[0]) }
        return system
    }

    /// The value of `x[i]` once solved with `x0` suggested to `value`.
    func expected(_ i: Int, suggesting value: Double) -> Double {
        pinned ? Double(i) : value + Double(i)
    }
}
