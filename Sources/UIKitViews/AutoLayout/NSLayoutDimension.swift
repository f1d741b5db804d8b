/// A size anchor: a width or a height. It makes constraints to a constant, or to another size
/// anchor scaled by a multiplier, so a width can follow a height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint fixing this size at `c` points.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, toConstant: c)
    }

    /// A constraint keeping this size at `c` points or more.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, toConstant: c)
    }

    /// A constraint keeping this size at `c` points or less.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, toConstant: c)
    }

    /// A constraint making this size `m` times `anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint keeping this size at `m` times `anchor` or more.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint keeping this size at `m` times `anchor` or less.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint making this size `m` times `anchor` plus `c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }

    /// A constraint keeping this size at `m` times `anchor` plus `c` or more.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    /// A constraint keeping this size at `m` times `anchor` plus `c` or less.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    /// The constraint `self relation c`: no second item, its attribute
    /// ``NSLayoutConstraint/Attribute/notAnAttribute``, multiplier 1.
    private func constraint(_ relation: NSLayoutConstraint.Relation, toConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, secondItem: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: c)
    }
}
