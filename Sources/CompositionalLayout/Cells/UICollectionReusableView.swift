/// A view a collection view shows for an element and reuses: the superclass of cells and of
/// supplementary and decoration views.
///
/// The collection view sets ``reuseIdentifier`` when it makes the view for a registration,
/// calls ``prepareForReuse()`` before handing a reused view out again, and ``apply(_:)``
/// with the element's attributes before showing it; a self-sizing element is then asked
/// ``preferredLayoutAttributesFitting(_:)``.
///
/// ```swift
/// final class SectionHeader: UICollectionReusableView {
///     override func prepareForReuse() {
///         super.prepareForReuse()
///         title = nil
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// Creates a view of `frame` with no reuse identifier.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a view of `frame` as a collection view does for a class registered with it,
    /// through the subclass's `init(frame:)`. Beyond UIKit: Swift can make an instance of a
    /// class known only at run time only through a `required` initializer, and this one is
    /// inherited by every subclass that overrides `init(frame:)` and `init?(coder:)`, or
    /// declares no initializer, as registered classes do.
    public required convenience init(reusingFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// The identifier the view was registered under; `nil` until the collection view makes
    /// the view for a registration.
    public internal(set) var reuseIdentifier: String?

    /// Called before the collection view hands the view out again from its reuse queue.
    /// Does nothing by default; override it to reset state, calling `super`.
    open func prepareForReuse() {}

    /// Gives the view its element's attributes, after the collection view set the view's
    /// frame from them. Does nothing by default; override it to read attributes of a custom
    /// subclass.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the collection view changes from `oldLayout` to `newLayout`. Does nothing
    /// by default.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the collection view changed from `oldLayout` to `newLayout`. Does nothing
    /// by default.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, given the attributes the layout proposes: a copy of
    /// them resized to the view's fitting size.
    ///
    /// As in UIKit, the copy takes the size
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// answers for the proposed size, holding the axes the layout fixes at `.required` and
    /// fitting the self-sizing ones at `.fittingSizeLevel`: a view whose constraints (a
    /// cell's: its content view's) determine its size gets the size Auto Layout solves; one
    /// without constraints that reports an `intrinsicContentSize` or overrides
    /// `sizeThatFits(_:)` sizes itself, and one that does neither keeps the proposed size
    /// (its own, after `apply(_:)`). The frame's origin is kept. Override it as in UIKit,
    /// calling `super` or not.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        guard let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        let selfSizing = layoutAttributes.selfSizingAxes
        let fixesWidth = !selfSizing.isEmpty && !selfSizing.contains(.width)
        let fixesHeight = !selfSizing.isEmpty && !selfSizing.contains(.height)
        preferred.frame.size = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: fixesWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: fixesHeight ? .required : .fittingSizeLevel)
        return preferred
    }
}
