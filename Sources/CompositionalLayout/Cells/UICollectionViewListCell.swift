/// A cell with list features: accessories at its edges, indentation, and default content
/// and background configurations for its list's style.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
///     var content = cell.defaultContentConfiguration()
///     content.text = item.title
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
///
/// The accessories shown for the cell's editing state take their widths at the cell's edges
/// and the content view fills the rest, indented by ``indentationLevel`` ×
/// ``indentationWidth``; a cell showing a `UIListContentConfiguration` sizes itself to its
/// content at the width the accessories leave. In a list, the cell's horizontal layout margins
/// are the list's. List separators are placed by the list layout
/// (`UICollectionViewCompositionalLayout.listSeparators(forItemAt:)`); by default they start
/// where the list content's text starts, and ``separatorLayoutGuide`` reads where they run.
///
/// ## Views
///
/// As in UIKit, what a list cell shows is views a renderer can draw without knowing the
/// collection view: the background configuration's view at the back (the list style's default
/// when the app sets none), the content view, one subview per accessory (an image view of the
/// accessory's symbol, a label, or the app's custom view) centred in the slot the layout gives
/// it, and a hairline view per separator the list shows on the row, at the frame the list
/// layout gives it (the collection view hands the lines to the cell as it lays it out). These
/// views are placed by frame in ``layoutSubviews()`` and take no constraints.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Creates a list cell of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a list cell from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The guide of where the cell's separator runs: the cell's height, from the separator's
    /// leading end to its trailing end, as the list layout places the bottom separator (the top
    /// one when only it is shown). A cell not shown in a list, or whose row shows no separator,
    /// reads its bounds. The guide follows the separator: constraints to it place other views
    /// against the separator, never the separator itself.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = storedSeparatorGuide { return guide }
        let guide = UILayoutGuide(identifier: "UICollectionViewListCellSeparatorLayoutGuide") { view in
            (view as? UICollectionViewListCell)?.separatorGuideFrame ?? .zero
        }
        storedSeparatorGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The separator guide, once read.
    private var storedSeparatorGuide: UILayoutGuide?

    /// The separator guide's rectangle in the cell's coordinates.
    private var separatorGuideFrame: CGRect {
        guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self),
            let separators = (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?
                .listSeparators(forItemAt: indexPath),
            let line = separators.bottom ?? separators.top
        else { return bounds }
        return CGRect(x: line.frame.minX - frame.minX, y: 0, width: line.frame.width, height: bounds.height)
    }

    /// The accessories at the cell's edges, in the order set; none by default. Setting them
    /// makes their views (subviews of the cell, see the type's "Accessories") and lays the
    /// cell out again.
    public var accessories: [UICellAccessory] = [] {
        didSet {
            replaceAccessoryViews()
            setNeedsLayout()
        }
    }

    /// The views showing ``accessories``, one per accessory in the same order.
    var accessoryViews: [UIView] = []

    /// The separator lines the collection view last handed the cell, in its coordinates.
    var separatorLines = SeparatorLines() {
        didSet { if separatorLines != oldValue { setNeedsLayout() } }
    }

    /// The hairline views of the top and bottom separators, while shown.
    var separatorViews = SeparatorViews()

    /// The margins the app set, which win over the list's.
    private var appLayoutMargins: NSDirectionalEdgeInsets?

    /// The space between the cell's edges and its content. In a list (the cell in a collection
    /// view) the horizontal margins are the list's until the app sets its own: the collection
    /// view's margin, plus the safe area where the row reaches into it.
    open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let appLayoutMargins { return appLayoutMargins }
            guard let collectionView = superview as? UICollectionView else { return super.directionalLayoutMargins }
            return listMargins(in: collectionView)
        }
        set {
            appLayoutMargins = newValue
            super.directionalLayoutMargins = newValue
        }
    }

    /// Places the content view between the accessories, the accessories' views in their
    /// slots and the separators' lines.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = contentFrame
        if contentView.frame != frame { contentView.frame = frame }
        placeAccessoryViews()
        placeSeparatorViews()
    }

    /// A list cell shows its list style's background when it has no other.
    override var showsDefaultBackground: Bool { true }

    /// The background shown, with the corners of an inset grouped section's first and last
    /// rows rounded (10 points) when the configuration sets no radius of its own.
    override var shownBackgroundConfiguration: UIBackgroundConfiguration? {
        guard var configuration = super.shownBackgroundConfiguration else { return nil }
        if listAppearance == .insetGrouped, sectionEnds.isFirst || sectionEnds.isLast, configuration.cornerRadius == 0 {
            configuration.cornerRadius = 10
        }
        return configuration
    }

    /// The corners at the ends of the section the row is at, in an inset grouped list; all
    /// four otherwise.
    override var roundedBackgroundCorners: CACornerMask {
        guard listAppearance == .insetGrouped, sectionEnds.isFirst || sectionEnds.isLast else {
            return super.roundedBackgroundCorners
        }
        var corners: CACornerMask = []
        if sectionEnds.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if sectionEnds.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }

    /// Whether the row is its section's first and last, as the collection view last told; a
    /// change lays the cell out again.
    var sectionEnds = SectionEnds() {
        didSet { if sectionEnds != oldValue { setNeedsLayout() } }
    }

    /// Whether a row is its section's first, last, or both.
    struct SectionEnds: Equatable {
        /// The row is its section's first.
        var isFirst = false
        /// The row is its section's last.
        var isLast = false
    }

    /// The size fitting `targetSize`: for list content, the content's fitting size at the
    /// width the accessories leave (an axis at `.required` keeps the target's length);
    /// otherwise as any cell measures.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard let content = contentView as? UIListContentView else {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        return listContentFittingSize(
            content, targetSize: targetSize, fixesWidth: horizontalFittingPriority >= .required,
            fixesHeight: verticalFittingPriority >= .required)
    }

    /// The size fitting `size.width`: for list content, its height at the width the
    /// accessories leave; otherwise the content view's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let content = contentView as? UIListContentView else { return super.sizeThatFits(size) }
        return listContentFittingSize(content, targetSize: size, fixesWidth: size.width > 0, fixesHeight: false)
    }

    /// The cell's level in an outline, 0 at the top; 0 by default.
    open var indentationLevel = 0

    /// The width of one level of indentation; 10 points by default (UITableViewCell's
    /// documented default; the list cell's is not documented).
    open var indentationWidth: CGFloat = 10

    /// Whether accessories on the leading edge are indented with the content; `true` by
    /// default.
    open var indentsAccessories = true

    /// The style of the list the cell is shown in, which picks the default configurations;
    /// plain until the collection view tells it another (as it applies the cell's layout
    /// attributes in a list section).
    /// A change lays the cell out again, with its new default background.
    var listAppearance = UICollectionLayoutListConfiguration.Appearance.plain {
        didSet { if listAppearance != oldValue { setNeedsLayout() } }
    }

    /// The content configuration with the defaults of the cell's list style:
    /// `UIListContentConfiguration.sidebarCell()` in a sidebar,
    /// `UIListContentConfiguration.accompaniedSidebarCell()` in a plain sidebar, and
    /// `UIListContentConfiguration.cell()` otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listAppearance {
        case .sidebar: .sidebarCell()
        case .sidebarPlain: .accompaniedSidebarCell()
        default: .cell()
        }
    }

    /// The background of the cell's list style: plain, grouped or sidebar.
    override func defaultBackground() -> UIBackgroundConfiguration {
        switch listAppearance {
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar: .listSidebarCell()
        case .sidebarPlain: .listAccompaniedSidebarCell()
        default: .listPlainCell()
        }
    }
}
