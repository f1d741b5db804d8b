@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Issue 27 §3: a tap anywhere on an outline header (a list cell whose outline disclosure has
/// the header style) toggles its item's expansion through the section snapshot handlers and
/// selects nothing, as UIKit documents; other cells are selected as before.
@MainActor
@Suite("Outline headers: a tap toggles the item")
struct OutlineHeaderTapTests {
    /// An outline in rows 40 high: roots "fruit" (children "apple", "pear") and "veg". Roots
    /// show `rootContent` with an outline disclosure of `style`; children show cell content.
    @MainActor
    final class OutlineScreen {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, String>
        let delegate: LoggingDelegate
        let log = EventLog()
        var handlerLog: [String] = []

        init(
            style: UICellAccessory.OutlineDisclosureOptions.Style, rootContent: UIListContentConfiguration = .sidebarHeader(),
            displayed: UICellAccessory.DisplayedState = .always, actionHandler: UICellAccessory.ActionHandler? = nil
        ) {
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 40)))
            collectionView.traitCollection = UITraitCollection(displayScale: 1)
            let roots: Set = ["fruit", "veg"]
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = roots.contains(item) ? rootContent : .cell()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories =
                    roots.contains(item)
                    ? [.outlineDisclosure(displayed: displayed, options: .init(style: style), actionHandler: actionHandler)] : []
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            delegate = LoggingDelegate(log: log)
            collectionView.delegate = delegate
            dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] in handlerLog.append("will expand \($0)") }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in handlerLog.append("will collapse \($0)") }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["fruit", "veg"])
            outline.append(["apple", "pear"], to: "fruit")
            dataSource.apply(outline, to: "outline")
            collectionView.layoutIfNeeded()
            log.entries = []
        }

        /// The items shown, in order.
        var shown: [String] { dataSource.snapshot().itemIdentifiers }
    }

    @Test("A header-style disclosure: a tap anywhere on the row expands, then collapses; nothing is selected or asked")
    func headerStyle() {
        let screen = OutlineScreen(style: .header)
        // Row 0 spans y 0…40; its middle is (160, 20).
        #expect(screen.collectionView.simulateTap(at: CGPoint(x: 160, y: 20)) == IndexPath(item: 0, section: 0))
        #expect(screen.shown == ["fruit", "apple", "pear", "veg"])
        screen.collectionView.layoutIfNeeded()
        // Far from the chevron, at the leading edge: collapses again.
        screen.collectionView.simulateTap(at: CGPoint(x: 2, y: 30))
        #expect(screen.shown == ["fruit", "veg"])
        #expect(screen.handlerLog == ["will expand fruit", "will collapse fruit"])
        // The delegate hears only apple and pear shown as rows 1 and 2, then gone: no highlight
        // or selection call.
        #expect(screen.log.entries == ["willDisplay 0-1", "willDisplay 0-2", "didEndDisplaying 0-1", "didEndDisplaying 0-2"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
        #expect(screen.collectionView.reportedErrors.isEmpty)
    }

    @Test("Selection being off does not stop a header from toggling")
    func headerWithoutSelection() {
        let screen = OutlineScreen(style: .header)
        screen.collectionView.allowsSelection = false
        screen.collectionView.simulateTap(at: CGPoint(x: 160, y: 20))
        #expect(screen.shown == ["fruit", "apple", "pear", "veg"])
    }

    @Test("The automatic style is a header's on a cell showing a header preset")
    func automaticOnHeaderContent() {
        let screen = OutlineScreen(style: .automatic, rootContent: .groupedHeader())
        // veg is row 1: y 40…80.
        screen.collectionView.simulateTap(at: CGPoint(x: 160, y: 60))
        #expect(screen.handlerLog == ["will expand veg"])
        #expect(screen.log.entries.isEmpty)
    }

    /// Outline disclosures that do not make the cell a header.
    enum NotAHeader: CaseIterable, Sendable {
        /// The cell style, on header content.
        case cellStyle
        /// The automatic style, on cell content.
        case automaticOnCellContent
        /// The header style, shown only while editing (the view is not editing).
        case shownWhileEditing

        @MainActor
        func screen() -> OutlineScreen {
            switch self {
            case .cellStyle: OutlineScreen(style: .cell)
            case .automaticOnCellContent: OutlineScreen(style: .automatic, rootContent: .cell())
            case .shownWhileEditing: OutlineScreen(style: .header, displayed: .whenEditing)
            }
        }
    }

    @Test(
        "A cell-style disclosure, or the automatic style on cell content, or one not shown: the tap selects the row",
        arguments: NotAHeader.allCases)
    func selects(_ disclosure: NotAHeader) {
        let screen = disclosure.screen()
        screen.collectionView.simulateTap(at: CGPoint(x: 160, y: 20))
        #expect(screen.shown == ["fruit", "veg"])
        #expect(screen.handlerLog.isEmpty)
        #expect(
            screen.log.entries == ["shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "shouldSelect 0-0", "didSelect 0-0"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("A header disclosure with an action handler runs it instead of toggling")
    func actionHandler() {
        var taps = 0
        let screen = OutlineScreen(style: .header, actionHandler: { taps += 1 })
        screen.collectionView.simulateTap(at: CGPoint(x: 160, y: 20))
        #expect(taps == 1)
        #expect(screen.shown == ["fruit", "veg"])
        #expect(screen.log.entries.isEmpty)
    }
}
