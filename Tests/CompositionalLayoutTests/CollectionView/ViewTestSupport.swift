@testable import CompositionalLayout
import LayoutTestSupport

/// App-style cells, supplementary views, data sources and delegates that write what happens
/// to them into one shared log, for tests of the views a collection view shows.
@MainActor
final class EventLog {
    var entries: [String] = []
    /// The cells made so far for this log.
    var cellsMade = 0
}

/// An index path as the logs write it: `section-item`.
func name(_ indexPath: IndexPath) -> String {
    "\(indexPath.section)-\(indexPath.item)"
}

/// A cell that logs its reuse, the attributes applied to it and its measurement.
@MainActor
class LoggingCell: UICollectionViewCell {
    /// The log cells made next write to; the data source sets it before it dequeues.
    static var logForNewCells: EventLog?
    /// The log of the view that made the cell.
    let log: EventLog?
    /// The height `preferredLayoutAttributesFitting(_:)` answers, or `nil` to answer the
    /// proposed attributes unchanged (as UIKit's default does for a cell with no content).
    var preferredHeight: CGFloat?
    /// A number the data source gives the cell, to tell instances apart.
    var serial = 0
    /// Runs inside `preferredLayoutAttributesFitting(_:)`, for re-entrancy tests.
    var onMeasure: (() -> Void)?

    nonisolated(unsafe) static var created = 0
    nonisolated(unsafe) static var released = 0

    override init(frame: CGRect) {
        log = Self.logForNewCells
        super.init(frame: frame)
        Self.created += 1
        if let log {
            log.cellsMade += 1
            serial = log.cellsMade
        }
    }

    required init?(coder: NSCoder) {
        log = nil
        super.init(coder: coder)
    }

    deinit {
        Self.released += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        log?.entries.append("prepareForReuse #\(serial)")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        log?.entries.append("apply \(name(layoutAttributes.indexPath)) h\(Int(layoutAttributes.size.height))")
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        log?.entries.append("preferred \(name(layoutAttributes.indexPath)) h\(Int(layoutAttributes.size.height))")
        onMeasure?()
        guard let preferredHeight, let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        copy.size.height = preferredHeight
        return copy
    }
}

/// A header that logs the attributes applied to it.
@MainActor
final class LoggingHeader: UICollectionReusableView {
    /// The log headers made next write to; the data source sets it before it dequeues.
    static var logForNewHeaders: EventLog?
    let log: EventLog?

    override init(frame: CGRect) {
        log = Self.logForNewHeaders
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        log = nil
        super.init(coder: coder)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        log?.entries.append("apply header \(name(layoutAttributes.indexPath))")
    }
}

/// A data source that dequeues `LoggingCell`s (registered as "cell") and `LoggingHeader`s
/// (registered as "header"), logging each request, with a hook run inside
/// `collectionView(_:cellForItemAt:)` for re-entrancy tests.
@MainActor
final class LoggingDataSource: UICollectionViewDataSource {
    var itemCounts: [Int]
    let log: EventLog
    /// Heights the cells answer when measured, by index path (none: the proposed size).
    var preferredHeights: [IndexPath: CGFloat] = [:]
    /// Runs inside `collectionView(_:cellForItemAt:)` after the dequeue, with the cell.
    var onCell: ((UICollectionView, IndexPath, UICollectionViewCell) -> Void)?

    init(_ itemCounts: [Int], log: EventLog) {
        self.itemCounts = itemCounts
        self.log = log
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.entries.append("cellForItemAt \(name(indexPath))")
        LoggingCell.logForNewCells = log
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        LoggingCell.logForNewCells = nil
        (cell as? LoggingCell)?.preferredHeight = preferredHeights[indexPath]
        onCell?(collectionView, indexPath, cell)
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        log.entries.append("viewFor \(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(name(indexPath))")
        LoggingHeader.logForNewHeaders = log
        defer { LoggingHeader.logForNewHeaders = nil }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// A delegate that logs display and selection events (with the cells the view shows at the
/// time, when asked to) and answers the selection questions as told.
@MainActor
final class LoggingDelegate: UICollectionViewDelegate {
    let log: EventLog
    var allowsHighlight = true
    var allowsSelect = true
    var allowsDeselect = true
    /// Whether display events also log the index paths of the visible items at the time.
    var logsVisibleItems = false

    init(log: EventLog) {
        self.log = log
    }

    private func visible(_ collectionView: UICollectionView) -> String {
        logsVisibleItems ? " visible [" + collectionView.indexPathsForVisibleItems.map(name).joined(separator: " ") + "]" : ""
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.entries.append("willDisplay \(name(indexPath))" + visible(collectionView))
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.entries.append("didEndDisplaying \(name(indexPath))" + visible(collectionView))
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        log.entries.append("willDisplaySupplementary \(name(indexPath))")
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        log.entries.append("didEndDisplayingSupplementary \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.entries.append("shouldHighlight \(name(indexPath))")
        return allowsHighlight
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.entries.append("didHighlight \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.entries.append("didUnhighlight \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.entries.append("shouldSelect \(name(indexPath))")
        return allowsSelect
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.entries.append("shouldDeselect \(name(indexPath))")
        return allowsDeselect
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.entries.append("didSelect \(name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.entries.append("didDeselect \(name(indexPath))")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.entries.append("didScroll \(Int(scrollView.contentOffset.x)) \(Int(scrollView.contentOffset.y))")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        log.entries.append("didEndScrollingAnimation")
    }
}

/// A collection view showing views, with its data source and delegate kept alive beside it.
@MainActor
struct ViewHost {
    let collectionView: UICollectionView
    let dataSource: LoggingDataSource
    let delegate: LoggingDelegate
    let log: EventLog

    /// `layout` in a `width` × `height` view at scale 1, `LoggingCell` registered as "cell" and
    /// `LoggingHeader` as the header for "header", laid out once unless `layOut` is `false`;
    /// the log is emptied after the first layout.
    init(
        _ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 375, height: CGFloat = 425,
        layOut: Bool = true, configure: (UICollectionView, LoggingDataSource) -> Void = { _, _ in }
    ) {
        log = EventLog()
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.traitCollection = UITraitCollection(displayScale: 1)
        collectionView.register(LoggingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            LoggingHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        dataSource = LoggingDataSource(itemCounts, log: log)
        delegate = LoggingDelegate(log: log)
        collectionView.delegate = delegate
        configure(collectionView, dataSource)
        collectionView.dataSource = dataSource
        if layOut {
            collectionView.layoutIfNeeded()
            log.entries = []
        }
    }

    /// Scrolls to `y` and lays out.
    func scroll(toY y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: y)
        collectionView.layoutIfNeeded()
    }

    /// The items of the cells shown in section `section`, in order.
    func shownItems(inSection section: Int = 0) -> [Int] {
        collectionView.visibleCells.compactMap { collectionView.indexPath(for: $0) }.filter { $0.section == section }.map(\.item)
    }
}

/// Sections for the view tests.
@MainActor
enum ViewFixtures {
    /// Full-width rows of `height` points, with a header of `headerHeight` when given.
    static func list(rowHeight: CGFloat = 50, headerHeight: CGFloat? = nil) -> NSCollectionLayoutSection {
        let section = Fixtures.rows(height: rowHeight)
        if let headerHeight {
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
        }
        return section
    }

    /// Full-width rows estimated at `estimate` points high, measured by their views.
    static func estimatedList(estimate: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }

    /// A horizontally scrolling row of `width` × `height` cells.
    static func row(width: CGFloat = 150, height: CGFloat = 100) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }
}
