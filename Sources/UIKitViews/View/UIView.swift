/// A rectangle in a hierarchy of views, without a screen: it keeps the geometry, appearance,
/// hierarchy, layout requests, margins and traits that UIKit's views keep, and runs UIKit's
/// layout protocol (`setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()`), but draws
/// nothing.
///
/// App classes written against UIKit subclass it as they do there:
///
/// ```swift
/// final class BadgeView: UIView {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         layer.cornerRadius = 8
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         subviews.first?.frame = bounds.insetBy(dx: 4, dy: 4)
///     }
/// }
/// ```
///
/// ## Geometry
///
/// `frame` is derived from `center`, the size of `bounds` and `transform`, as in UIKit; see
/// `ViewGeometry` for the rules, including what setting `frame` does while a transform is
/// set (UIKit leaves that undefined). A NaN or infinite coordinate, which Core Animation
/// rejects with an exception, is taken as 0.
///
/// ## What is stored only
///
/// Colors, `layer` styling, `contentMode`, accessibility values and `isOpaque` are kept and
/// read back but change no geometry.
///
/// ## Auto Layout
///
/// Constraints are solved in the layout pass by the engine of the view's hierarchy (see
/// ``NSLayoutConstraint``): the default ``layoutSubviews()`` gives each subview that does not
/// translate its autoresizing mask the frame solved for it, rounded to the pixel grid.
/// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` solves
/// the view's own constraints without moving anything.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// Centre, bounds and transform: the one owner of the view's geometry.
    private(set) var geometry: ViewGeometry

    /// The view that contains this one, or `nil`. Held weakly: a superview owns its subviews.
    public internal(set) weak var superview: UIView?

    /// The view controller whose root view this is, or `nil` (UIKit's private view delegate).
    /// Held weakly: the controller owns its view. It hears of the view's layout passes, traits
    /// and safe area.
    weak var viewController: UIViewController?

    /// The trait-change registrations made on the view (``registerForTraitChanges(_:handler:)``).
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// The views this one contains, back to front: the last is drawn on top and hit first.
    public var subviews: [UIView] { subviewList.ordered() }
    /// The subviews, kept for O(1) additions on top and removals (see `SubviewList`).
    var subviewList = SubviewList()
    /// The view's slot in its superview's `subviewList`.
    var slotInSuperview = 0

    /// The Core Animation layer that would draw the view; it carries the corner radius,
    /// border and shadow settings (stored only) and backs `alpha`, `isHidden` and
    /// `clipsToBounds`.
    public let layer: CALayer

    /// Whether `layoutSubviews()` is due at the next layout pass. A new view starts out
    /// needing layout, as in UIKit, so its first `layoutIfNeeded()` lays it out.
    var needsLayout = true
    /// Whether some view below this one needs layout: the path `layoutIfNeeded()` follows.
    var descendantNeedsLayout = false
    /// The margins set, named for the reading direction; 8 points on each side until set.
    private var storedDirectionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The safe area set on this view, or `nil` while it follows its superview.
    private var ownSafeAreaInsets: UIEdgeInsets?
    /// The traits set on this view, laid over the inherited ones; `nil` when none were set.
    private(set) var ownTraitCollection: UITraitCollection?
    /// The tint set on this view, or `nil` while it inherits one (package-visible for
    /// drawings that pass the tint down a hierarchy).
    package private(set) var ownTintColor: UIColor?
    /// Constraints installed here, layout guides and content priorities, made on first use
    /// (`AutoLayout/UIView+Constraints.swift`).
    var autoLayoutStorage: AutoLayoutStorage?
    /// Whether ``updateConstraints()`` is due at the next layout pass; until first set or
    /// read, whether the class requires constraint-based layout.
    lazy var constraintsNeedUpdate = type(of: self).requiresConstraintBasedLayout
    /// Whether some view below this one needs its constraints updated: the path the update
    /// pass follows.
    var descendantConstraintsNeedUpdate = false
    /// Whether this view or one below it has constraints installed that the hierarchy's engine
    /// has not taken in: the path the next layout pass follows to find them.
    var constraintsAwaitEngineBelow = false

    /// Creates a view whose frame is `frame`, untransformed, with no superview.
    public init(frame: CGRect) {
        geometry = ViewGeometry(frame: frame.finiteOrZero)
        layer = CALayer()
        super.init()
    }

    /// Creates a view from an archive. There are no nibs or storyboards headless, so nothing
    /// is read from `coder`: the view starts as `init(frame: .zero)` would make it. The
    /// initializer is `required`, as UIKit's is, so a subclass that adds its own designated
    /// initializer must provide it.
    public required init?(coder: NSCoder) {
        geometry = ViewGeometry(frame: .zero)
        layer = CALayer()
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Called on each object a nib made, once all of them are made and connected, for the
    /// object to finish its set-up. Does nothing by default. Headless no nib is ever loaded
    /// (see ``UINib``), so it is never called; it exists so that views overriding it, calling
    /// `super`, compile unchanged.
    open func awakeFromNib() {}

    /// The next responder: the view controller whose root view this is, otherwise the
    /// superview.
    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, derived from ``center``, the size
    /// of ``bounds`` and ``transform``. Setting it moves the centre and resizes the bounds.
    open var frame: CGRect {
        get { geometry.frame }
        set { changeGeometry { $0.frame = newValue.finiteOrZero } }
    }

    /// The view's own coordinate space: its origin is what the top-left corner shows (a
    /// scroll view's content offset), its size the untransformed size. Changing the size keeps
    /// ``center``.
    open var bounds: CGRect {
        get { geometry.bounds }
        set {
            let bounds = newValue.finiteOrZero
            changeGeometry {
                $0.size = bounds.size
                $0.boundsOrigin = bounds.origin
            }
        }
    }

    /// The midpoint of the view in its superview's coordinates; setting it moves the view.
    open var center: CGPoint {
        get { geometry.center }
        set { changeGeometry { $0.center = newValue.finiteOrZero } }
    }

    /// The 2D transform applied about ``center``; the identity by default. It is the affine
    /// part of ``transform3D``: setting it replaces ``transform3D``.
    open var transform: CGAffineTransform {
        get { geometry.affineTransform }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The transform applied about ``center``, in 3D. Only its affine part changes ``frame``
    /// and coordinate conversions; the rest is stored.
    open var transform3D: CATransform3D {
        get { geometry.transform3D }
        set { changeGeometry { $0.transform3D = newValue } }
    }

    /// Applies `change` to the geometry, with the bounds hooks around it when the bounds
    /// change: ``boundsWillChange(to:)`` while ``bounds`` still reads the old rectangle, then
    /// ``boundsDidChange(from:)``.
    func changeGeometry(_ change: (inout ViewGeometry) -> Void) {
        var next = geometry
        change(&next)
        if let engine = autoLayoutStorage?.layoutEngine, next.frame != geometry.frame {
            engine.geometryDidChange(of: self)
        }
        let old = geometry.bounds
        guard next.bounds != old else {
            geometry = next
            return
        }
        boundsWillChange(to: next.bounds)
        geometry = next
        boundsDidChange(from: old)
    }

    /// Called before the bounds change to `newBounds`, while ``bounds`` still reads the old
    /// rectangle. A subclass in this package overrides it to take part in the change (the
    /// collection view asks its layout here); it must not change the geometry itself.
    @_spi(ViewHooks) open func boundsWillChange(to newBounds: CGRect) {}

    /// Called after the bounds changed from `oldBounds`. A change of size resizes the
    /// subviews that autoresize and lays out this view and its superview again; a change of
    /// the origin lays out this view again (its subviews moved on screen).
    @_spi(ViewHooks) open func boundsDidChange(from oldBounds: CGRect) {
        if bounds.size != oldBounds.size {
            resizeSubviews(fromOldSize: oldBounds.size)
            superview?.setNeedsLayout()
        }
        setNeedsLayout()
    }

    // MARK: Appearance

    /// The opacity, 0 (transparent) to 1; 1 by default. Kept by the layer as a `Float`, as
    /// UIKit keeps it, so a value reads back rounded to single precision (0.3 reads
    /// 0.30000001192092896).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden, with its subviews; `false` by default. A hidden view is
    /// never hit. A change is told to the superview (a stack view arranges its views again).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            superview?.subviewDidChangeHidden(self)
        }
    }

    /// Whether subviews are clipped to the bounds; the layer's `masksToBounds`. `false` by
    /// default.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The fill behind the content; `nil` (transparent) by default. Setting it also sets the
    /// layer's `backgroundColor`.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    /// Whether the view fills its bounds with opaque content; `true` by default. Stored only.
    open var isOpaque = true

    /// How the content is fitted to the bounds when they change; `.scaleToFill` by default.
    /// Stored only.
    open var contentMode: ContentMode = .scaleToFill

    /// A number the app uses to find the view with `viewWithTag(_:)`; 0 by default.
    open var tag = 0

    /// Which parts of the frame stretch when the superview's bounds change size; none by
    /// default. For a view that takes part in Auto Layout while it translates its mask into
    /// constraints, the mask says which parts of the frame follow the superview.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { layoutEngineInputsDidChange() } }
    }

    /// Whether a change of the bounds' size resizes the subviews by their
    /// ``autoresizingMask``; `true` by default.
    open var autoresizesSubviews = true

    /// Whether Auto Layout turns the autoresizing mask into constraints; `true` for views made
    /// in code, as in UIKit. Set it to `false` for a view that constraints place: while it is
    /// `true`, a view that takes part in constraints keeps its current frame through them
    /// (the parts its ``autoresizingMask`` makes flexible follow the superview).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { layoutEngineInputsDidChange() } }
    }

    /// Whether the view takes part in hit-testing; `true` by default.
    open var isUserInteractionEnabled = true

    /// The gesture recognizers attached to the view, in the order added; `nil` when there are
    /// none (see `UIView+Gestures`).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// The storage of ``gestureRecognizers``.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// A string that identifies the view to UI tests; `nil` by default.
    open var accessibilityIdentifier: String?

    /// The view's name for assistive technologies; `nil` by default. Stored only.
    open var accessibilityLabel: String?

    /// What happens when the view is activated, for assistive technologies; `nil` by
    /// default. Stored only.
    open var accessibilityHint: String?

    /// The view's current value for assistive technologies; `nil` by default. Stored only.
    open var accessibilityValue: String?

    /// Whether assistive technologies treat the view as one element; `false` by default.
    /// Stored only.
    open var isAccessibilityElement = false

    /// What the view is and how it behaves, for assistive technologies; none by default.
    /// Stored only.
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// The actions assistive technologies offer on the view besides activating it; `nil` by
    /// default. Stored only (see ``UIAccessibilityCustomAction/simulatePerform()``).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    // MARK: Hierarchy

    /// Takes the view out of its superview; does nothing without one.
    ///
    /// The hooks run in this order: the superview's `willRemoveSubview(self)`,
    /// `willMove(toSuperview: nil)`, `didMoveToSuperview()`. The old superview then needs
    /// layout, and the view and its subviews hear of the traits and tint they no longer
    /// inherit. Constraints installed above the view that relate it, or a view below it, are
    /// uninstalled, as in UIKit; those installed on the view or below it stay.
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Called after `subview` was added to this view. Does nothing by default; an override
    /// point.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` is removed from this view. Does nothing by default; an
    /// override point.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to `newSuperview` (`nil` when it is removed). Does
    /// nothing by default; an override point.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview or was removed from one. Does nothing
    /// by default; an override point.
    open func didMoveToSuperview() {}

    /// The window the view is shown in: the view itself when it is a window, otherwise the
    /// nearest ancestor that is one; `nil` when no window holds the view.
    open var window: UIWindow? {
        enclosingWindow
    }

    // MARK: Layout

    /// Asks for ``layoutSubviews()`` at the next layout pass (``layoutIfNeeded()``, or the
    /// collection view's). Cheap to call often: it marks the view and the path up to it.
    open func setNeedsLayout() {
        markNeedsLayout()
    }

    /// Runs the pending layout now, as UIKit does: from the highest ancestor in an unbroken
    /// chain of ancestors that need layout, each view below it that needs layout gets
    /// ``layoutSubviews()``, parents before children; views that need none are skipped. A
    /// `layoutSubviews()` that asks for layout of its own view again is served by the next
    /// pass, not this one, so an override cannot make this call loop. The completions of
    /// animation blocks that returned since the last pass run first.
    open func layoutIfNeeded() {
        AnimationBlocks.completeDue()
        runLayoutPass()
    }

    /// Lays out this view's subviews. By default, as in UIKit, each subview that takes part in
    /// Auto Layout and does not translate its autoresizing mask gets the frame the engine
    /// solved for it, rounded to the pixel grid (autoresizing is applied as soon as the size
    /// changes). Override it to place subviews, calling `super` first when constraints place
    /// some of them. The layout pass calls it; app code calls ``setNeedsLayout()`` instead.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// The size that best fits `size`. By default the view's current size, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The size the content needs, by axis; ``noIntrinsicMetric`` on both axes by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// The intrinsic content size for a layout that gives the view `width` (`nil`: its own
    /// bounds); views whose height depends on their width (wrapping text) override it.
    func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        intrinsicContentSize
    }

    /// Whether the intrinsic height depends on the width the layout gives the view, so the
    /// engine measures it again for the solved width.
    var intrinsicSizeDependsOnWidth: Bool { false }

    /// How far the first baseline lies below the top edge; 0 for a view without text.
    var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// How far the last baseline lies above the bottom edge; 0 for a view without text.
    var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// The content hugging priorities a view of this class starts with when made in code: 250
    /// on both axes. Controls that keep their natural size override it (see
    /// Docs/DECISIONS.md, "Auto Layout").
    class var defaultContentHugging: AxisPriorities { .both(.defaultLow) }

    /// Tells the view's ancestors that ``intrinsicContentSize`` changed: the engine measures
    /// the view again at the next layout pass, the superview needs layout, and an ancestor that sizes its subviews by their content (a collection view
    /// measuring self-sizing cells) hears of it.
    open func invalidateIntrinsicContentSize() {
        autoLayoutStorage?.layoutEngine?.itemIsStale(self)
        superview?.setNeedsLayout()
        superview?.descendantDidInvalidateIntrinsicContentSize(self)
    }

    /// The size of the view that fits `targetSize`, both axes at
    /// ``UILayoutPriority/fittingSizeLevel`` (see
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that fits `targetSize`, as Auto Layout solves it.
    ///
    /// When constraints are installed on the view or below it, they are solved, with the
    /// view's width held to `targetSize.width` at `horizontalFittingPriority` and its height to
    /// `targetSize.height` at `verticalFittingPriority`: at ``UILayoutPriority/required`` the
    /// axis takes the target; at ``UILayoutPriority/fittingSizeLevel`` (50) the content wins
    /// and the target only settles what the content leaves open. The answer is rounded to the
    /// pixel grid. Nothing moves: neither the view's frame nor its hierarchy's layout.
    ///
    /// A view without constraints answers as before Auto Layout: an axis at
    /// ``UILayoutPriority/required`` takes the target's length; any other axis takes the
    /// ``intrinsicContentSize`` when the view has one on that axis, and otherwise what
    /// ``sizeThatFits(_:)`` answers for `targetSize` (by default the current size).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if let solved = solvedFittingSize(
            for: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        {
            return solved
        }
        return fittingSize(for: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Updates the constraints the view manages; override it to make or change them, calling
    /// `super` last, as UIKit asks. Called in the layout pass, before any view is laid out, for
    /// each view that asked with ``setNeedsUpdateConstraints()`` (views below before the views
    /// above them), and once at the first layout pass of a view whose class answers `true` to
    /// ``requiresConstraintBasedLayout``. Does nothing by default.
    open func updateConstraints() {}

    /// Whether views of this class set up their constraints in ``updateConstraints()``, and so
    /// need it called before their first layout; `false` by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Draws the view's content in `rect`. Never called headless, where nothing is drawn; an
    /// override point kept so that drawing views compile.
    open func draw(_ rect: CGRect) {}

    /// Asks for the content to be drawn again. Nothing is drawn headless, so nothing happens.
    open func setNeedsDisplay() {}

    /// Hears that `view`, somewhere below this view, invalidated its intrinsic content size.
    /// Passes it up by default; the collection view overrides it to measure again the cell
    /// that holds `view`.
    @_spi(ViewHooks) open func descendantDidInvalidateIntrinsicContentSize(_ view: UIView) {
        superview?.descendantDidInvalidateIntrinsicContentSize(view)
    }

    /// Hears that `subview` was hidden or shown; nothing by default. A stack view arranges its
    /// views again.
    func subviewDidChangeHidden(_ subview: UIView) {}

    /// Runs in the layout pass just before ``layoutSubviews()``; nothing by default. Cells run
    /// their pending configuration update here, as UIKit does before layout.
    @_spi(ViewHooks) open func layoutPassWillLayOutSubviews() {}

    /// Runs in the layout pass just after ``layoutSubviews()``; nothing by default. A scroll
    /// view ends its pending scrolling animation here.
    func layoutPassDidLayOutSubviews() {}

    // MARK: Margins and safe area

    /// The space to keep between the view's edges and its content, named for the reading
    /// direction: `leading` is the left edge in left-to-right layouts and the right edge in
    /// right-to-left ones. 8 points on each side by default, as for any view that is not a view
    /// controller's root.
    ///
    /// The value read is the value set. The ``layoutMarginsGuide`` that constraints use
    /// applies it as UIKit does: moved inside the safe area while
    /// ``insetsLayoutMarginsFromSafeArea`` is on, and grown to the superview's margins where
    /// the view lies close to its edges while ``preservesSuperviewLayoutMargins`` is on.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedDirectionalLayoutMargins }
        set {
            guard newValue != storedDirectionalLayoutMargins else { return }
            storedDirectionalLayoutMargins = newValue
            guidesDidChange()
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// ``directionalLayoutMargins`` with fixed left and right, for the view's
    /// ``effectiveUserInterfaceLayoutDirection``. Setting it sets the directional margins.
    open var layoutMargins: UIEdgeInsets {
        get { physicalInsets(directionalLayoutMargins) }
        set { directionalLayoutMargins = directionalInsets(newValue) }
    }

    /// Whether the margins the ``layoutMarginsGuide`` follows grow to the superview's where
    /// the view lies close to its edges; `false` by default.
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { guidesDidChange() } }
    }

    /// Whether the margins the ``layoutMarginsGuide`` follows are kept inside the safe area;
    /// `true` by default.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { guidesDidChange() } }
    }

    /// Called when the layout margins changed. Does nothing by default; an override point.
    open func layoutMarginsDidChange() {}

    /// How far the area not covered by bars, notches and rounded corners is inset from the
    /// bounds.
    ///
    /// Settable here, as there is no window to compute it from. Until it is set, a view takes
    /// the part of its superview's safe area that it overlaps, as UIKit does: each inset is
    /// how far the superview's safe rectangle, in this view's coordinates, lies inside this
    /// view's bounds (never negative). A view without a superview has none.
    open var safeAreaInsets: UIEdgeInsets {
        get { ownSafeAreaInsets ?? inheritedSafeAreaInsets.adding(viewController?.safeAreaAdditions ?? .zero) }
        set {
            let previous = safeAreaInsets
            ownSafeAreaInsets = newValue
            guard newValue != previous else { return }
            safeAreaDidChange()
            safeAreaInsetsDidChange()
        }
    }

    /// Called when ``safeAreaInsets`` was set to a new value. Does nothing by default; an
    /// override point. (A safe area that follows the superview changes without this call.)
    open func safeAreaInsetsDidChange() {}

    /// Runs when ``safeAreaInsets`` was set to a new value, before the public hook; the view
    /// lays out again. A scroll view also takes the safe area into its adjusted insets here.
    @_spi(ViewHooks) open func safeAreaDidChange() {
        guidesDidChange()
        setNeedsLayout()
    }

    // MARK: Traits and tint

    /// The traits the view lays out and draws for: those it inherits (from its superview, or
    /// without one the headless screen's: scale 3, left to right, light, large text, a phone) with the
    /// traits set on it laid over them.
    ///
    /// UIKit computes traits from the window; here they can be set on any view, as iOS 17's
    /// `traitOverrides` does: setting a collection lays its specified traits over the inherited
    /// ones, for this view and every view below it that sets none of its own. The view and
    /// those below whose traits changed get ``traitCollectionDidChange(_:)``.
    open var traitCollection: UITraitCollection {
        get { traits(inheriting: superview?.traitCollection ?? Self.headlessScreenTraits) }
        set {
            let previous = traitCollection
            let previousTint: UIColor = tintColor
            ownTraitCollection = newValue
            inheritedEnvironmentDidChange(previousTraits: previous, previousTint: previousTint)
        }
    }

    /// Called when the view's traits changed, with the traits before. Does nothing by
    /// default; an override point.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Runs when the view's traits changed, before ``traitCollectionDidChange(_:)``; nothing
    /// by default. A cell asks for a configuration update here, as UIKit's do.
    @_spi(ViewHooks) open func traitsDidChange() {}

    /// The first tint set on this view or its ancestors, or the system tint (iOS's blue) when
    /// none is. Setting `nil` makes the view inherit again. The view and the views below it
    /// that inherit the change get ``tintColorDidChange()``.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? Self.systemTintColor }
        set {
            let previousTraits = traitCollection
            let previous: UIColor = tintColor
            ownTintColor = newValue
            inheritedEnvironmentDidChange(previousTraits: previousTraits, previousTint: previous)
        }
    }

    /// Called when the view's tint changed. Does nothing by default; an override point.
    open func tintColorDidChange() {}

    /// The reading direction the view lays out in: right to left when its traits say so,
    /// left to right otherwise.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(traitCollection.layoutDirection)
    }

    // MARK: Hit testing

    /// Whether `point`, in the view's own coordinates, lies inside it: inside ``bounds``,
    /// the top and left edges included and the bottom and right edges not.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view under `point` (in this view's coordinates) that takes touches, front
    /// to back; `nil` when the point is outside the view or the view ignores touches (hidden,
    /// interaction disabled, or `alpha` below 0.01). As in UIKit, a subview that sticks out of
    /// its superview is not hit outside the superview.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        deepestView(at: point, with: event)
    }
}
