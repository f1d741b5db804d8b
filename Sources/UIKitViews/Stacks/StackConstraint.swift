/// One constraint a stack view wants for its arrangement: the terms of an
/// ``NSLayoutConstraint``, its priority and the identifier UIKit gives a constraint of its role
/// (`UISV-spacing`, `UISV-canvas-connection`, …), so that conflict logs read as UIKit's.
@MainActor
struct StackConstraint {
    /// UIKit's identifier for the constraint's role.
    let identifier: String
    /// The item on the left side: a view or a layout guide.
    let firstItem: AnyObject
    /// The attribute of ``firstItem``.
    let firstAttribute: NSLayoutConstraint.Attribute
    /// How the left side compares with the right side.
    let relation: NSLayoutConstraint.Relation
    /// The item on the right side, `nil` for a constraint to a constant.
    let secondItem: AnyObject?
    /// The attribute of ``secondItem``, ``NSLayoutConstraint/Attribute/notAnAttribute`` for a
    /// constraint to a constant.
    let secondAttribute: NSLayoutConstraint.Attribute
    /// The factor applied to the second attribute.
    let multiplier: CGFloat
    /// The constant: the one term an update changes in place.
    let constant: CGFloat
    /// How strongly the relation holds.
    let priority: UILayoutPriority

    /// `first.attribute relation second.attribute × multiplier + constant` at `priority`.
    init(
        _ identifier: String, _ firstItem: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ secondItem: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) {
        self.identifier = identifier
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// `item.attribute == constant` at `priority`.
    static func size(
        _ identifier: String, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, equalTo constant: CGFloat,
        priority: UILayoutPriority
    ) -> StackConstraint {
        StackConstraint(identifier, item, attribute, .equal, nil, .notAnAttribute, constant: constant, priority: priority)
    }

    /// What identifies the constraint from one update to the next: every term but the constant.
    var key: Key {
        Key(
            identifier: identifier, firstItem: ObjectIdentifier(firstItem), firstAttribute: firstAttribute,
            relation: relation, secondItem: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
            multiplier: multiplier, priority: priority)
    }

    /// The terms of a ``StackConstraint`` that an update cannot change on an installed
    /// constraint.
    struct Key: Hashable {
        /// The role's identifier.
        let identifier: String
        /// The left item's identity.
        let firstItem: ObjectIdentifier
        /// The left attribute.
        let firstAttribute: NSLayoutConstraint.Attribute
        /// The relation.
        let relation: NSLayoutConstraint.Relation
        /// The right item's identity.
        let secondItem: ObjectIdentifier?
        /// The right attribute.
        let secondAttribute: NSLayoutConstraint.Attribute
        /// The multiplier.
        let multiplier: CGFloat
        /// The priority.
        let priority: UILayoutPriority
    }

    /// Makes the inactive constraint.
    func makeConstraint() -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    /// Whether `constraint` relates the same items as this one (an item that went away reads
    /// `nil` on it, and its identity may have been taken by a new object).
    func relatesSameItems(as constraint: NSLayoutConstraint) -> Bool {
        constraint.firstItem === firstItem && constraint.secondItem === secondItem
    }
}
