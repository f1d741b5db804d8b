/// A variable of a constraint system, made by the system with
/// ``ConstraintSystem/makeVariable()``.
///
/// A variable is only a number's name: its value is read from the system that made it with
/// ``ConstraintSystem/value(of:)``.
public struct Variable: Hashable, Sendable {
    /// The variable's position among the variables its system made, from 0.
    public let index: Int
}
