/// A linear relation between two layout attributes, `first relation second × multiplier +
/// constant`, that must hold at a priority: UIKit's Auto Layout constraint, made with an
/// anchor (`label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12)`) or with
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``.
///
/// ## Solved in the layout pass
///
/// Activating a constraint installs it on the closest common ancestor of its items (a layout
/// guide counts as its owning view), so that view's `constraints` lists it and `isActive`
/// reads `true`; deactivating it, removing it from that view, or taking one of its items out
/// of the hierarchy uninstalls it. Installing, and changing an installed constraint's
/// `constant`, `priority` or activation, makes the view it is installed on need layout, as
/// UIKit does before it applies the change.
///
/// As in UIKit, one Auto Layout engine serves each hierarchy (it lives on the topmost view).
/// The next layout pass (`layoutIfNeeded()`) hands it what changed since the last one — the
/// constraints activated, deactivated or changed, the intrinsic sizes invalidated, the frames
/// of views whose autoresizing masks became constraints — and the default `layoutSubviews()`
/// gives each subview the frame solved for it, on the pixel grid. When required constraints
/// cannot all hold, one is broken as UIKit breaks it and the conflict is reported (see
/// `UIView.reportedConstraintConflicts`).
///
/// UIKit raises an exception for a constraint whose items have no common ancestor when it is
/// activated; here the constraint stays inactive (`isActive` reads `false`).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The item on the left side of the relation: a view or a layout guide. Held weakly, as
    /// UIKit does not keep its items alive.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of ``firstItem`` the relation constrains.
    public let firstAttribute: Attribute
    /// How the first attribute compares with the right side.
    public let relation: Relation
    /// The item on the right side, or `nil` for a constraint to a constant. Held weakly.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of ``secondItem``; ``Attribute/notAnAttribute`` for a constraint to a
    /// constant.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The view the constraint is installed on while it is active.
    weak var installedOn: UIView?

    /// The Auto Layout engine of the hierarchy that holds the constraint, told of its changes;
    /// `nil` until a layout pass takes it in.
    weak var layoutEngine: LayoutEngine?

    /// Counts the changes of ``constant`` and ``priority``, so an engine that holds the
    /// constraint can tell whether it is current.
    var revision = 0

    /// What made the constraint when UIKit made it rather than the app (an autoresizing mask,
    /// an intrinsic size, a guide); `nil` for the app's constraints.
    var origin: ImplicitConstraintOrigin?

    /// The constant added to the right side. The only term that can change after the
    /// constraint is made; changing it on an active constraint makes the view it is installed
    /// on need layout.
    open var constant: CGFloat {
        didSet { if constant != oldValue { termsDidChange() } }
    }

    /// How strongly the relation holds, from 1 to ``UILayoutPriority/required`` (the
    /// default).
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { termsDidChange() } }
    }

    /// A name for the constraint, for the app's own use and debugging; `nil` by default.
    open var identifier: String?

    /// Whether the constraint is written when its view is archived; `false` by default.
    /// Stored only.
    open var shouldBeArchived = false

    /// Whether the constraint is installed. Setting `true` installs it on the closest common
    /// ancestor of its items (nothing happens when they have none, see the type's overview);
    /// setting `false` removes it from the view it is installed on.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activateIfPossible() } else { installedOn?.uninstall(self) }
        }
    }

    /// Creates a constraint `item.attribute relation toItem.attribute × multiplier + constant`;
    /// inactive until activated. For a constraint to a constant, pass `nil` and
    /// ``Attribute/notAnAttribute`` as the second item and attribute.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
            secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    /// Creates an inactive constraint from its terms. A `nil` item (an anchor's item that is
    /// gone) makes a constraint that never activates.
    init(
        firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Tells the view the constraint is installed on, and the engine that holds it, that its
    /// constant or priority changed.
    private func termsDidChange() {
        revision &+= 1
        layoutEngine?.constraintDidChange(self)
        installedOn?.setNeedsLayout()
    }

    /// Activates each constraint, as setting its ``isActive`` to `true` does.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, as setting its ``isActive`` to `false` does.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}
