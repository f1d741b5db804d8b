/// A linear constraint `expression (relation) 0` with a strength, for example `x1 - x0 - 8 == 0`.
public struct Constraint: Sendable {
    /// The expression compared with zero.
    public var expression: LinearExpression
    /// How the expression relates to zero.
    public var relation: Relation
    /// How strongly the constraint holds.
    public var strength: Strength

    /// A constraint `expression (relation) 0` of `strength`, required unless told.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}
