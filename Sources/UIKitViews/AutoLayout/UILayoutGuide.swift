/// A rectangle that takes part in Auto Layout without being a view: constraints tie views to
/// its anchors. A view owns the guides added with `addLayoutGuide(_:)`, and makes its own for
/// its layout margins, safe area and readable content (list content views and list cells make
/// guides of their parts and separators too).
///
/// Nothing is solved headless (see ``NSLayoutConstraint``), so only the guides a view makes
/// know their ``layoutFrame``: it follows from the owning view's bounds and insets, as UIKit
/// computes it for margins, safe area and readable content. A guide an app adds reads `.zero`.
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
    /// For the layout margins guide, the owning view's bounds inset by its `layoutMargins`;
    /// for the safe area guide, inset by its `safeAreaInsets`; for the readable content guide,
    /// the layout margins guide narrowed, when wider, to a column of the readable width at
    /// the default text size (672 points) centred in it. Sizes never go below 0. The guides of
    /// a list content view's parts and of a list cell's separator follow their views (see
    /// `UIListContentView.textLayoutGuide` and `UICollectionViewListCell.separatorLayoutGuide`).
    /// An added guide, or one without an owning view, reads `.zero`: its rectangle would come
    /// from constraints, which are not solved headless.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch role {
        case .added: return .zero
        case .layoutMargins: return Self.inset(view.bounds, by: view.layoutMargins)
        case .safeArea: return Self.inset(view.bounds, by: view.safeAreaInsets)
        case .readableContent:
            let margins = Self.inset(view.bounds, by: view.layoutMargins)
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
