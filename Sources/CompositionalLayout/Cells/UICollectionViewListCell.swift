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
/// Stored only: the accessories and indentation are kept and change no frame headless.
/// `separatorLayoutGuide`, a layout guide for Auto Layout, is left out (there is no Auto
/// Layout); list separators are placed by the list layout
/// (`UICollectionViewCompositionalLayout.listSeparators(forItemAt:)`).
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
