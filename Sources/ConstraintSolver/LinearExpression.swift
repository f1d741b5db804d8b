/// A linear expression: the sum of `coefficient · variable` over its terms, plus a constant.
///
/// A variable may appear in several terms; its coefficients are summed.
public struct LinearExpression: Sendable {
    /// The terms, in any order.
    public var terms: [(variable: Variable, coefficient: Double)]
    /// The constant added to the terms.
    public var constant: Double

    /// An expression of `terms` plus `constant`.
    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init([(variable, 1)])
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool {
        guard constant.isFinite else { return false }
        for term in terms where !term.coefficient.isFinite { return false }
        return true
    }
}
