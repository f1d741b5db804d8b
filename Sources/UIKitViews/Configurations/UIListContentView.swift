/// The content view a list content configuration makes: it lays out the configuration's image,
/// text and secondary text as UIKit's list content view does, and sizes itself to them.
///
/// As UIKit's, the view shows its parts in subviews: an image view for the image and a label
/// each for the text and the secondary text, made when a configuration first shows the part
/// and hidden while it does not. They are placed by frame, not by constraints, where its layout
/// guides (``textLayoutGuide``, ``secondaryTextLayoutGuide``, ``imageLayoutGuide``) are, and the
/// labels show the text in the font and at the width the layout measured it, so they break it
/// into the same lines. The margins are the configuration's, grown on the axes it preserves to the superview's
/// margins where they reach into the view. Fonts that adjust follow the view's text size, and
/// positions its display scale. The view answers its fitting size itself
/// (``sizeThatFits(_:)``, `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// and an intrinsic height at its current width), so that list cells size themselves to their
/// text.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown.
    private(set) var listConfiguration: UIListContentConfiguration
    /// The guides of the parts shown, made when first read.
    var partGuides: [ListContentPart: UILayoutGuide] = [:]
    /// The image view, made when a configuration first shows an image.
    var imageView: UIImageView?
    /// The text's label, made when a configuration first shows text.
    var textLabel: UILabel?
    /// The secondary text's label, made when a configuration first shows secondary text.
    var secondaryTextLabel: UILabel?

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        applyConfigurationToParts()
    }

    /// Creates a view from an archive, showing ``UIListContentConfiguration/cell()``;
    /// nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        applyConfigurationToParts()
    }

    /// The configuration shown. Only a ``UIListContentConfiguration`` can be shown: UIKit
    /// rejects another kind with an exception; here setting one changes nothing. Setting one
    /// updates the parts' views, lays the view out again and invalidates its intrinsic size.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            dropHiddenPartGuides()
            applyConfigurationToParts()
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    // MARK: Sizing

    /// The size the content needs within `size.width` (unbounded when it is 0 or less): its
    /// parts and margins, at least a list row's minimum height for the cell presets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        listLayout.fittingSize(width: size.width > 0 ? size.width : .infinity)
    }

    /// The size that fits `targetSize`: an axis at `.required` keeps the target's length; the
    /// height fits the content laid out at the target's width when the width is required (or
    /// unbounded otherwise), and the width is the content's natural width.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let fixesWidth = horizontalFittingPriority >= .required
        let fitting = listLayout.fittingSize(width: fixesWidth ? targetSize.width : .infinity)
        return CGSize(
            width: fixesWidth ? targetSize.width : fitting.width,
            height: verticalFittingPriority >= .required ? targetSize.height : fitting.height)
    }

    /// No intrinsic width; the height the content needs at the view's current width (unbounded
    /// while the view has none).
    open override var intrinsicContentSize: CGSize {
        let height = listLayout.fittingSize(width: bounds.width > 0 ? bounds.width : .infinity).height
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    /// A new width wraps the text again: the intrinsic height is invalidated.
    @_spi(ViewHooks) open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if bounds.width != oldBounds.width { invalidateIntrinsicContentSize() }
    }

    /// New traits may change the fonts, the scale or the direction: the parts' views take the
    /// new fonts, and the view is laid out and measured again.
    @_spi(ViewHooks) open override func traitsDidChange() {
        super.traitsDidChange()
        applyConfigurationToParts()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Parts

    /// Places the parts' views where the layout puts the parts in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// The tint color changed: the image takes the configuration's tint resolved against it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyImage()
    }

    /// A part's label or image view invalidated its size: the view already did (its own size
    /// counts the parts, and it invalidates it whenever it applies a configuration), so it goes
    /// no further, and a collection view does not measure the cell again for it; any other
    /// view's goes up as usual.
    @_spi(ViewHooks) open override func descendantDidInvalidateIntrinsicContentSize(_ view: UIView) {
        if view === imageView || view === textLabel || view === secondaryTextLabel { return }
        super.descendantDidInvalidateIntrinsicContentSize(view)
    }

    /// The layout of the configuration for the view's margins and traits.
    var listLayout: ListContentLayout {
        listLayout(superviewMarginsReaching: superviewMarginsReaching)
    }

    /// The layout of the configuration when the superview's margins reach `reaching` into the
    /// view.
    private func listLayout(superviewMarginsReaching reaching: NSDirectionalEdgeInsets) -> ListContentLayout {
        ListContentLayout(configuration: listConfiguration, margins: margins(reaching: reaching), traits: traitCollection)
    }

    /// The size the content needs `width` wide (unbounded when it is not finite and positive)
    /// when the superview's margins reach `reaching` into the view: what a cell asks before it
    /// has placed the view.
    package func fittingSize(width: CGFloat, superviewMarginsReaching reaching: NSDirectionalEdgeInsets) -> CGSize {
        listLayout(superviewMarginsReaching: reaching).fittingSize(width: width)
    }

    /// How far the text (the secondary text when there is no text) starts from the view's
    /// leading edge when the superview's margins reach `reaching` into the view; `nil` when
    /// neither is shown.
    package func textLeadingInset(superviewMarginsReaching reaching: NSDirectionalEdgeInsets) -> CGFloat? {
        listLayout(superviewMarginsReaching: reaching).textLeading
    }

    /// The configuration's margins, each grown on the axes it preserves to how far the
    /// superview's margin reaches into the view.
    private func margins(reaching: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, reaching.leading)
            margins.trailing = max(margins.trailing, reaching.trailing)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, reaching.top)
            margins.bottom = max(margins.bottom, reaching.bottom)
        }
        return margins
    }

    /// How far the superview's margins reach into the view: each margin less the view's
    /// distance from that edge of the superview, never negative; zero without a superview.
    private var superviewMarginsReaching: NSDirectionalEdgeInsets {
        guard let superview else { return .zero }
        let outer = superview.directionalLayoutMargins
        let container = superview.bounds
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leftGap = frame.minX - container.minX
        let rightGap = container.maxX - frame.maxX
        return NSDirectionalEdgeInsets(
            top: max(0, outer.top - max(0, frame.minY - container.minY)),
            leading: max(0, outer.leading - max(0, rightToLeft ? rightGap : leftGap)),
            bottom: max(0, outer.bottom - max(0, container.maxY - frame.maxY)),
            trailing: max(0, outer.trailing - max(0, rightToLeft ? leftGap : rightGap)))
    }
}
