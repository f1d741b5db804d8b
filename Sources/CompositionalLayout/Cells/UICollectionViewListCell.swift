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
    /// lays the cell out again.
    public var accessories: [UICellAccessory] = [] {
        didSet { setNeedsLayout() }
    }

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

    /// Places the content view between the accessories.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = contentFrame
        if contentView.frame != frame { contentView.frame = frame }
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
    /// plain until the collection view tells it another.
    var listAppearance = UICollectionLayoutListConfiguration.Appearance.plain

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
