@testable import CompositionalLayout
import LayoutTestSupport
import Testing
@testable import UIKitViews

/// Issue 28 §4: list cells showing list content — accessories take their widths at the edges,
/// rows size themselves to their text, and separators start where the text starts.
///
/// Collection views 390 wide at scale 3: the list margin is 20 (390-point iPhones). A body line
/// is 17 × 2444/2048 = 20.287… → 61/3 high; taller text is measured by the text measurement
/// (`TextSizeEstimate`), read in the tests so that the arithmetic holds whatever the font.
@MainActor
@Suite("List cells with list content")
struct ListCellContentTests {
    /// A plain list 390 × 844 at scale 3 whose cells show `cell()` content with the item as
    /// text, an image when `image` says so, and `accessories`.
    @MainActor
    final class ListScreen {
        let collectionView: UICollectionView
        let layout: UICollectionViewCompositionalLayout
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        init(items: [String], image: Bool = false, accessories: [UICellAccessory] = []) {
            layout = .list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            collectionView.traitCollection = UITraitCollection(displayScale: 3)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                if image { content.image = UIImage(systemName: "star") }
                cell.contentConfiguration = content
                cell.accessories = accessories
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }

        func frame(_ item: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }

        func cell(_ item: Int) -> UICollectionViewListCell? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
        }
    }

    /// The measured height of `text` in the body font at scale 3, wrapped at `width`.
    private func bodyHeight(_ text: String, width: CGFloat) -> CGFloat {
        TextSizeEstimate(font: .preferredFont(forTextStyle: .body), scale: 3)
            .size(of: text, wrappingWidth: width, maximumLines: 0).height
    }

    @Test("rows fit their text: one line is 44 high, three lines 11 + the lines + 11")
    func selfSizingRows() throws {
        let screen = ListScreen(items: ["One", "Two\nlines\nmore", "Three"])
        // The text is 20 from each side (the list's margin beats the content's 16 and 8), so it
        // wraps at 390 − 40 = 350; the three paragraphs make three lines.
        let threeLines = bodyHeight("Two\nlines\nmore", width: 350)
        #expect(threeLines > 44)
        #expect(screen.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        let second = try #require(screen.frame(1))
        #expect(second.minY == 44 && abs(second.height - (22 + threeLines)) < 1e-9)
        let third = try #require(screen.frame(2))
        #expect(abs(third.minY - (66 + threeLines)) < 1e-9 && third.height == 44)
        let cell = try #require(screen.cell(0))
        let content = try #require(cell.contentView as? UIListContentView)
        #expect(content.textLayoutGuide?.layoutFrame.minX == 20)
        #expect(cell.directionalLayoutMargins.leading == 20 && cell.directionalLayoutMargins.trailing == 20)
    }

    @Test("separators start where the text starts: at the margin, or after the image")
    func separatorsFollowText() throws {
        let plain = ListScreen(items: ["A", "B"])
        // No image: the text at 20; the line from 20 to 390, one pixel at the row's bottom.
        let line = try #require(plain.layout.listSeparators(forItemAt: IndexPath(item: 0, section: 0))?.bottom)
        #expect(line.frame == CGRect(x: 20, y: 44 - 1.0 / 3, width: 370, height: 1.0 / 3))
        let withImage = ListScreen(items: ["A", "B"], image: true)
        // A symbol image: 20 + 24 + 16 = 60.
        let imageLine = try #require(withImage.layout.listSeparators(forItemAt: IndexPath(item: 0, section: 0))?.bottom)
        #expect(imageLine.frame == CGRect(x: 60, y: 44 - 1.0 / 3, width: 330, height: 1.0 / 3))
        #expect(imageLine.leadingInset == 60)
        let cell = try #require(withImage.cell(0))
        #expect(cell.separatorLayoutGuide.layoutFrame == CGRect(x: 60, y: 0, width: 330, height: 44))
    }

    @Test("trailing accessories narrow the content: the text wraps before them")
    func trailingAccessories() throws {
        let text = String(repeating: "Mountains of the world ", count: 8)
        let screen = ListScreen(items: [text], accessories: [.disclosureIndicator(), .checkmark()])
        let cell = try #require(screen.cell(0))
        // Trailing: 20 (margin) + 24 + 8 + 24 = 76; the content view is 390 − 76 = 314 wide. The
        // list's margin does not reach past the accessories, so the content keeps its own 8
        // trailing and 20 leading: the text wraps at 314 − 28 = 286.
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.width == 314)
        let height = bodyHeight(text, width: 286)
        let row = try #require(screen.frame(0))
        #expect(abs(row.height - max(44, 22 + height)) < 1e-9)
        let content = try #require(cell.contentView as? UIListContentView)
        #expect(content.textLayoutGuide?.layoutFrame.minX == 20)
        #expect((content.textLayoutGuide?.layoutFrame.maxX ?? 0) <= 306)
    }

    /// The accessories of case `index` of `accessoryWidths`.
    private static func accessories(_ index: Int) -> [UICellAccessory] {
        switch index {
        case 0: [.delete(displayed: .always)]
        case 1: [.delete(displayed: .always), .multiselect(displayed: .always)]
        case 2: [.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(40)))]
        case 3: [.checkmark(options: .init(isHidden: true))]
        default: [.reorder()]
        }
    }

    @Test(
        "each accessory's width: standard 24 or custom, 16 apart on the leading edge, hidden ones keeping room",
        arguments: [
            // case, leading inset, trailing inset (cell margins 8 outside a list)
            // 0: a delete control on the leading edge: 8 + 24.
            (0, CGFloat(32), CGFloat(0)),
            // 1: two leading accessories 16 apart: 8 + 24 + 16 + 24.
            (1, 72, 0),
            // 2: a custom width: 8 + 40.
            (2, 0, 48),
            // 3: a hidden accessory keeps its room: 8 + 24.
            (3, 0, 32),
            // 4: shown only while editing: no room.
            (4, 0, 0),
        ])
    func accessoryWidths(index: Int, leading: CGFloat, trailing: CGFloat) {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        var content = UIListContentConfiguration.cell()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.accessories = Self.accessories(index)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: leading, y: 0, width: 390 - leading - trailing, height: 44))
    }

    @Test("a label accessory is as wide as its text, a custom view as its own width, indentation shifts the content")
    func labelCustomAndIndentation() {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "12 345"
        let labelWidth = max(24, label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.accessories = [
            .label(text: "12 345"),
            .customView(configuration: .init(customView: badge, placement: .trailing(), reservedLayoutWidth: .actual)),
        ]
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        // Trailing: 8 + label + 8 + 30; leading: the indentation, 2 × 10.
        #expect(cell.contentView.frame.minX == 20)
        #expect(cell.contentView.frame.width == 390 - 20 - (8 + labelWidth + 8 + 30))
    }

    @Test("right to left, the content sits after the trailing accessories from the left")
    func rightToLeft() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        cell.accessories = [.disclosureIndicator()]
        cell.layoutIfNeeded()
        // The disclosure (8 + 24) is on the left now.
        #expect(cell.contentView.frame == CGRect(x: 32, y: 0, width: 358, height: 44))
    }

    @Test("a cell measures its list content at the width its accessories leave")
    func cellFitting() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Alps"
        content.secondaryText = "Europe"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        cell.traitCollection = UITraitCollection(displayScale: 3)
        // 4 + 61/3 + 43/3 (caption 1: 14.32… → 43/3) + 4 = 42.67, raised to 44.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 200, height: 44))
        #expect(cell.sizeThatFits(CGSize(width: 200, height: 0)).height == 44)
    }

    @Test("rows follow the text size: at xxxLarge a one-line row is 2 × 29 = 58 high")
    func rowsFollowTextSize() throws {
        let screen = ListScreen(items: ["One", "Two"])
        screen.collectionView.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        screen.collectionView.layoutIfNeeded()
        // Body at xxxLarge: 23 pt, a line 27.447… → 83/3; 11 + 83/3 + 11 = 49.67 is under the
        // row minimum, twice the body leading (29): 58. Row 1 starts at 58.
        #expect(screen.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 58))
        #expect(screen.frame(1) == CGRect(x: 0, y: 58, width: 390, height: 58))
    }

    /// A list cell that counts its measurements in a shared tally.
    final class CountingCell: UICollectionViewListCell {
        final class Tally { var measurements = 0 }
        var tally: Tally?

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            tally?.measurements += 1
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
    }

    @Test("50 rows whose content views show their text in labels are measured a bounded number of times")
    func labelsDoNotRemeasure() throws {
        let tally = CountingCell.Tally()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.traitCollection = UITraitCollection(displayScale: 3)
        let registration = UICollectionView.CellRegistration<CountingCell, Int> { cell, _, item in
            cell.tally = tally
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<50))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // Rows are 44 high (one body line raised to the row minimum), as estimated: 844 / 44 =
        // 19.2, so rows 0 to 19 (20 cells) are shown. Each is measured once, at most twice;
        // a loop would measure them once a pass up to the pass limit.
        let first = tally.measurements
        #expect(first >= 20 && first <= 40)
        // Nothing is left to measure: another pass measures nothing.
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(tally.measurements == first)
        // The label shows the row's text where the row's content puts it: 11 + (22 − 61/3) / 2
        // = 71/6, 35.5 pixels → 36 = 12 from the top, at the list margin 20.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        let content = try #require(cell.contentView as? UIListContentView)
        let label = try #require(content.textLabel)
        #expect(label.text == "Row 3" && label.frame.minY == 12 && label.frame.minX == 20)
        #expect(cell.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
    }
}
