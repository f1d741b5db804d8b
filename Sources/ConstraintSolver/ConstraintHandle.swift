/// The name of a constraint added to a ``ConstraintSystem``, to remove it later or to read it
/// in an ``SolverError/unsatisfiable(conflicting:)`` explanation.
///
/// A system never gives the same handle twice, so a removed constraint's handle never names
/// another constraint.
public struct ConstraintHandle: Hashable, Comparable, Sendable {
    /// The constraint's position among the constraints its system was given, from 0.
    public let index: Int

    /// Whether `lhs` was added before `rhs`.
    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.index < rhs.index }
}
