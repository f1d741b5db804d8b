/// How strongly a constraint holds: an Auto Layout priority from 1 to 1000, where 1000 is
/// required.
///
/// A required constraint is hard: it holds or the system refuses it. The non-required
/// priorities are compared lexicographically, not weighed against each other: the system first
/// satisfies the constraints of the highest non-required priority as well as it can, then,
/// among the solutions that do, the next priority, and so on. So no number of constraints of
/// one priority ever outweighs a single constraint of a higher one (1,000 constraints at 250
/// do not outweigh one at 251), as Auto Layout's priorities behave. Within one priority, the
/// system minimises the sum of the constraints' errors.
public struct Strength: Hashable, Comparable, Sendable {
    /// The priority, from 1 to 1000.
    public let priority: Float

    /// Priority 1000: the constraint must hold.
    public static let required = Strength(priority: 1000)

    /// A strength of `priority`, clamped to 1…1000; NaN gives 1.
    public init(priority: Float) {
        if priority.isNaN {
            self.priority = 1
        } else {
            self.priority = Swift.min(1000, Swift.max(1, priority))
        }
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}
