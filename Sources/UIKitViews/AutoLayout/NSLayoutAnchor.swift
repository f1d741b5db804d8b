/// One attribute of a view or layout guide (an edge, a centre, a size) from which constraints
/// are made: `label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)`.
///
/// `AnchorType` is the kind of anchor (``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` or
/// ``NSLayoutDimension``), so that, as in UIKit, a constraint between a horizontal and a
/// vertical anchor, or between a position and a size, does not compile. The constraints made
/// here start inactive; see ``NSLayoutConstraint`` for what activating them does headless.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to. Held weakly.
    public private(set) weak var item: AnyObject?
    /// The attribute of ``item`` the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    /// The standard space between sibling items, in points, that the system-spacing
    /// constraints use: 8, UIKit's spacing between two views. UIKit computes the space when it
    /// solves, from the items (from their fonts, between baselines); headless it is this
    /// constant, written into the constraint's `constant`.
    static var systemSpacing: CGFloat { 8 }

    /// Creates the anchor for `attribute` of `item`.
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// A constraint making this anchor equal to `anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: 0)
    }

    /// A constraint keeping this anchor at or after (below, larger than) `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }

    /// A constraint keeping this anchor at or before (above, smaller than) `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: 0)
    }

    /// A constraint making this anchor equal to `anchor` offset by `c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: c)
    }

    /// A constraint keeping this anchor at or after `anchor` offset by `c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, constant: c)
    }

    /// A constraint keeping this anchor at or before `anchor` offset by `c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, to: anchor, constant: c)
    }

    /// The constraint `self relation anchor × multiplier + constant`. An anchor whose item is
    /// gone makes a constraint that never activates.
    func constraint(
        _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, secondItem: anchor.item,
            secondAttribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }
}
