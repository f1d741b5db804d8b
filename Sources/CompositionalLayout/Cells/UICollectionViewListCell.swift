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
/// Stored only: the accessories and indentation are kept and change no frame headless. List
/// separators are placed by the list layout
/// (`UICollectionViewCompositionalLayout.listSeparators(forItemAt:)`), and
/// ``separatorLayoutGuide`` reads where they run.
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

    /// The accessories at the cell's edges, in the order set; none by default.
    public var accessories: [UICellAccessory] = []

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
