/// A rectangle that takes part in Auto Layout without being a view: constraints tie views to
/// its anchors. A view owns the guides added with `addLayoutGuide(_:)`, and makes its own for
/// its layout margins, safe area and readable content (list content views and list cells make
/// guides of their parts and separators too).
///
/// A guide takes part in Auto Layout as a view does: the engine solves its rectangle, and
/// ``layoutFrame`` reads the solution of the last layout pass. The guides a view makes are
/// held to their rectangles by constraints the engine makes (the bounds inset by the margins
/// or the safe area, the readable column); a guide an app adds is placed by the app's
/// constraints.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which rectangle of its owning view a guide stands for.
    enum Role {
        /// A guide an app made: its rectangle would come from constraints.
        case added
        /// The bounds inset by the layout margins.
        case layoutMargins
        /// The bounds inset by the safe area.
        case safeArea
        /// The layout margins narrowed to a readable column.
        case readableContent
        /// A part of a list content view's content.
        case listContent(ListContentPart)
        /// A rectangle the owning view's module computes (a list cell's separator guide).
        case computed(@MainActor (UIView) -> CGRect)
    }

    /// Which rectangle the guide stands for.
    let role: Role

    /// The engine of the hierarchy whose layout pass solves the guide, while it takes part.
    weak var layoutEngine: LayoutEngine?

    /// The view that owns the guide, or `nil` before it is added to one. Held weakly: the view
    /// keeps its guides. Set by `addLayoutGuide(_:)`; setting it directly changes only this
    /// property.
    open weak var owningView: UIView?

    /// A name for the guide, for the app's own use and debugging; empty by default. The guides a view makes are
    /// named as UIKit names them (`UIViewLayoutMarginsGuide`, `UIViewSafeAreaLayoutGuide`,
    /// `UIViewReadableContentGuide`).
    open var identifier = ""

    /// Creates a guide to add to a view with `addLayoutGuide(_:)`.
    public override init() {
        role = .added
        super.init()
    }

    /// Creates a guide a view of another module of the package makes for itself, whose
    /// rectangle `frame` computes from the owning view.
    package convenience init(identifier: String, frame: @escaping @MainActor (UIView) -> CGRect) {
        self.init(role: .computed(frame), identifier: identifier)
    }

    /// Creates one of the guides a view makes for itself.
    init(role: Role, identifier: String) {
        self.role = role
        self.identifier = identifier
        super.init()
    }

    /// The guide's rectangle in the owning view's coordinates.
    ///
    /// While the guide takes part in Auto Layout, the rectangle the last layout pass solved for
    /// it. Otherwise, for the guides a view makes, the rectangle computed from the owning
    /// view: for the layout margins guide, the owning view's bounds inset by its margins as
    /// constraints see them (see `directionalLayoutMargins`);
    /// for the safe area guide, inset by its `safeAreaInsets`; for the readable content guide,
    /// the layout margins guide narrowed, when wider, to a column of the readable width at
    /// the default text size (672 points) centred in it. Sizes never go below 0. The guides of
    /// a list content view's parts and of a list cell's separator follow their views (see
    /// `UIListContentView.textLayoutGuide` and `UICollectionViewListCell.separatorLayoutGuide`).
    /// An added guide that no constraint places, or one without an owning view, reads
    /// `.zero`.
    open var layoutFrame: CGRect {
        if let engine = layoutEngine, let solved = engine.solvedFrame(of: self) { return solved }
        return computedLayoutFrame
    }

    /// The guide's rectangle computed from its owning view without solving (see
    /// ``layoutFrame``).
    var computedLayoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch role {
        case .added: return .zero
        case .layoutMargins: return Self.inset(view.bounds, by: view.effectiveLayoutMargins)
        case .safeArea: return Self.inset(view.bounds, by: view.safeAreaInsets)
        case .readableContent:
            let margins = Self.inset(view.bounds, by: view.effectiveLayoutMargins)
            let readableWidth = UIView.readableContentWidth
            guard margins.width > readableWidth else { return margins }
            return CGRect(
                x: margins.minX + (margins.width - readableWidth) / 2, y: margins.minY, width: readableWidth,
                height: margins.height)
        case .listContent(let part):
            return (view as? UIListContentView)?.frame(of: part) ?? .zero
        case .computed(let frame):
            return frame(view)
        }
    }

    /// `rect` inset by `insets`, its size kept at 0 or more.
    private static func inset(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: rect.minX + insets.left, y: rect.minY + insets.top,
            width: max(0, rect.width - insets.left - insets.right),
            height: max(0, rect.height - insets.top - insets.bottom))
    }

}

extension UILayoutGuide {
    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
