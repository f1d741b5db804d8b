/// A view that arranges a list of views in a row or a column: UIKit's stack view.
///
/// The list is kept as UIKit keeps it: ``arrangedSubviews`` is always part of `subviews`;
/// adding an arranged view makes it a subview if it is not one, and taking a view out of the
/// stack view (`removeFromSuperview()`) takes it out of the list, while
/// ``removeArrangedSubview(_:)`` leaves it a subview.
///
/// The views are arranged as UIKit arranges them: with constraints the stack view makes and
/// keeps up to date in ``updateConstraints()`` whenever the arranged views, their `isHidden`,
/// or ``axis``, ``distribution``, ``alignment``, ``spacing``, a custom spacing,
/// ``isBaselineRelativeArrangement`` or ``isLayoutMarginsRelativeArrangement`` change. The
/// constraints carry UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-hiding`, `UISV-alignment`, `UISV-fill-equally`, `UISV-fill-proportionally`,
/// `UISV-distributing-edge`, `UISV-spanning-boundary`, `UISV-ambiguity-suppression`, …),
/// relations and priorities, so the frames, and the logs of conflicts with the app's own
/// constraints, are UIKit's. An arranged view stops translating its autoresizing mask into
/// constraints. A hidden view keeps its place in the order at a length of 0 (at priority
/// 999.999), with half the spacing on each side when it lies between visible views. The stack
/// view has no intrinsic size: its fitting size comes from its views through the constraints.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
/// stack.axis = .vertical
/// stack.spacing = 4
/// ```
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The spacing value that means "no custom spacing after this view": the largest `Float`,
    /// as in UIKit.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing value that means "the system spacing": the smallest positive normal
    /// `Float`, as in UIKit.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views arranged, in order: the first is at the top or leading end.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Custom spacings after arranged views.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The arrangement's active constraints, by what identifies them across updates.
    var arrangement: [StackConstraint.Key: NSLayoutConstraint] = [:]
    /// The gap guides of equal spacing and equal centering, by the view before the gap.
    var gapGuides: [ObjectIdentifier: UILayoutGuide] = [:]
    /// The guide spanning the views across the axis, while an alignment other than fill uses it.
    var spanner: UILayoutGuide?
    /// The guides the update in progress uses.
    var usedGuides: Set<ObjectIdentifier> = []

    /// Creates an empty horizontal stack view of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view arranging `views`, in order, each added as a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack view from an archive; nothing is read headless (see `UIView`).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    // MARK: Arrangement settings

    /// The direction the views are arranged in; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the views share the length along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the views are placed across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent views, in points; 0 by default.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether the space between the views of a vertical stack view is measured from the last
    /// baseline of a view to the first baseline of the next; `false` by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the views are arranged inside the layout margins rather than the bounds;
    /// `false` by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    // MARK: Arranged views

    /// Adds `view` at the end of the arranged views (moving it there if it is arranged
    /// already) and makes it a subview if it is not one; an existing subview keeps its place
    /// among the subviews. The view stops translating its autoresizing mask into constraints.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` of the arranged views, as ``addArrangedSubview(_:)`` adds
    /// it otherwise. A view already arranged moves to `stackIndex`. UIKit raises an exception
    /// for an index past the end; here it inserts at the end (and at the start for a negative
    /// index). The stack view itself or one of its ancestors is not added.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard !isDescendant(of: view) else { return }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
        }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arranged views; it stays a subview, as in UIKit. Does nothing
    /// when it is not arranged.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        gapGuides[ObjectIdentifier(view)].map(removeLayoutGuide)
        gapGuides[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview`, in place of ``spacing``; ``spacingUseDefault``
    /// removes it, ``spacingUseSystem`` asks for the system spacing. Ignored for a view that is
    /// not arranged. Beside a hidden view the custom spacing after the visible view before it
    /// counts, as in UIKit.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The space set after `arrangedSubview`, or ``spacingUseDefault`` when none is.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Takes a subview that leaves the stack view out of the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Constraints

    /// A stack view makes its constraints in ``updateConstraints()``, so it needs that before
    /// its first layout, as in UIKit.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Brings the arrangement's constraints up to date, then calls `super`.
    open override func updateConstraints() {
        updateArrangementConstraints()
        super.updateConstraints()
    }

    /// Arranges again when an arranged view is hidden or shown.
    override func subviewDidChangeHidden(_ subview: UIView) {
        super.subviewDidChangeHidden(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    /// Arranges again when an arranged view's intrinsic size changes and the arrangement
    /// depends on it (a proportional fill's shares; whether a label wraps, for the width
    /// disambiguation of side-by-side labels), then passes the news up.
    @_spi(ViewHooks) open override func descendantDidInvalidateIntrinsicContentSize(_ view: UIView) {
        if distribution == .fillProportionally || (axis == .horizontal && view is UILabel), view.superview === self,
            arrangedSubviews.contains(where: { $0 === view })
        {
            arrangementDidChange()
        }
        super.descendantDidInvalidateIntrinsicContentSize(view)
    }

    /// Asks for the constraints to be updated and the views laid out at the next layout pass.
    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}

extension UIStackView {
    /// How a stack view shares the length along its axis among its views. The raw values are
    /// UIKit's.
    public enum Distribution: Int, Sendable {
        /// The views fill the length, the least hugging one stretching.
        case fill = 0
        /// The views fill the length, all equally long.
        case fillEqually = 1
        /// The views fill the length in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their sizes and the spaces between them are equal.
        case equalSpacing = 3
        /// The views keep their sizes and their centres are equally spaced.
        case equalCentering = 4
    }

    /// How a stack view places its views across its axis. The raw values are UIKit's.
    public enum Alignment: Int, Sendable {
        /// Stretched across the stack view.
        case fill = 0
        /// Along the leading edge (the top edge, in a horizontal stack view).
        case leading = 1
        /// Along the first line of text.
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// Along the trailing edge (the bottom edge, in a horizontal stack view).
        case trailing = 4
        /// Along the last line of text.
        case lastBaseline = 5

        /// Along the top edge, in a horizontal stack view: ``leading``.
        public static var top: Alignment { .leading }
        /// Along the bottom edge, in a horizontal stack view: ``trailing``.
        public static var bottom: Alignment { .trailing }
    }
}
