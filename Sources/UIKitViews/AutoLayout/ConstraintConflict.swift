/// Required constraints that could not all hold, and the one Auto Layout broke to lay out
/// the rest: what UIKit prints as "Unable to simultaneously satisfy constraints." Beyond UIKit,
/// each conflict is also kept, typed, in `UIView.reportedConstraintConflicts` of the view
/// whose engine met it (the topmost view of the hierarchy laid out, or the view measured).
///
/// ```swift
/// container.layoutIfNeeded()
/// #expect(container.reportedConstraintConflicts.isEmpty, "\(container.reportedConstraintConflicts)")
/// ```
public struct ConstraintConflict: Error, Sendable, CustomStringConvertible {
    /// The constraints that cannot all hold, the broken one among them, in the order the
    /// engine took them in.
    public let constraints: [NSLayoutConstraint]
    /// The constraint broken: it stays active but is not satisfied until it changes, is
    /// activated again or the conflict goes away with a change of the others.
    public let brokenConstraint: NSLayoutConstraint
    /// The report as UIKit prints it: the list of constraints, then the one broken.
    public let description: String

    /// A conflict among `constraints` resolved by breaking `broken`.
    @MainActor
    init(constraints: [NSLayoutConstraint], broken: NSLayoutConstraint) {
        self.constraints = constraints
        self.brokenConstraint = broken
        let list = constraints.map { "    \"\($0.debugText)\"" }.joined(separator: ",\n")
        description =
            "Unable to simultaneously satisfy constraints.\n(\n\(list)\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken.debugText)"
    }

    /// Writes the report to standard error, as UIKit logs it.
    func printLog() {
        FileHandle.standardError.write(Data((description + "\n").utf8))
    }
}
