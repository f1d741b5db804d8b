import ConstraintSolver

/// `Σ coefficient · variable + constant`, written as the tests read.
func expression(_ terms: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
}

/// `Σ terms + constant (relation) 0` of `priority` (1000: required).
func constraint(
    _ terms: (Variable, Double)..., constant: Double = 0, _ relation: Relation, priority: Float = 1000
) -> Constraint {
    Constraint(
        LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant), relation,
        strength: Strength(priority: priority))
}

/// Whether `a` and `b` differ by at most 1e-9 (the solver's values are exact up to rounding).
func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
