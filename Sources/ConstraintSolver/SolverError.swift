/// Why a ``ConstraintSystem`` refused a call. A refused call leaves the system as it was.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required constraints already in
    /// the system. `conflicting` lists, in the order they were added, the required constraints
    /// already in the system that, with the new one, cannot all hold: the set the tableau's
    /// proof of infeasibility uses (what Auto Layout's "Unable to simultaneously satisfy
    /// constraints" log lists). It is empty when the new constraint cannot hold on its own
    /// (`5 == 0`). The new constraint was not added.
    case unsatisfiable(conflicting: [ConstraintHandle])
    /// The handle names no constraint in the system (never added, or removed).
    case unknownConstraint
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// The variable has no edit constraint.
    case unknownEditVariable
    /// An edit constraint cannot be required: a suggested value must be able to lose.
    case requiredEditVariable
    /// A coefficient, a constant or a suggested value is NaN or infinite.
    case nonFiniteValue
    /// The simplex iterations exceeded their bound (a guard against numerical cycling; it is
    /// not expected to happen). The system's required constraints still hold but the solution
    /// may not be optimal for the others.
    case iterationLimitReached
}
