@testable import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// The value API (`frameSnapshot()`, beyond UIKit) answers exactly what the attributes path
/// answers, element by element, and a layout without visible-items handlers never runs the
/// visible-items pass (counted, not timed).
@MainActor
@Suite("Frame snapshots and the attributes fast path")
struct LayoutFramesTests {
    /// A laid-out example: its layout and a host showing it at `scale`, optionally
    /// right-to-left, measured through the example's own `preferredSize`.
    @MainActor
    private struct Shown {
        let layout: UICollectionViewCompositionalLayout
        let host: TestHost

        init(_ example: LayoutExample, rightToLeft: Bool = false, scale: CGFloat = 3) throws {
            layout = try #require(example.makeLayout() as? UICollectionViewCompositionalLayout)
            host = TestHost(layout, itemCounts: example.itemCounts, width: 390, height: 844, scale: scale)
            if rightToLeft {
                host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
                    host.collectionView.traitCollection, UITraitCollection(layoutDirection: .rightToLeft),
                ])
            }
            if let measure = example.preferredSize {
                host.collectionView.preferredSizeProvider = { measure($0) }
            }
            host.collectionView.layoutIfNeeded()
        }

        var view: UICollectionView { host.collectionView }
    }

    private static func value(_ attributes: UICollectionViewLayoutAttributes) -> ElementFrame {
        ElementFrame(
            indexPath: attributes.indexPath, category: attributes.representedElementCategory,
            kind: attributes.representedElementKind, frame: attributes.frame, zIndex: attributes.zIndex)
    }

    /// Compares the snapshot with the attributes path: every cell by index path and in the
    /// bulk pass, the elements of each rectangle in order, and every supplementary and
    /// decoration those rectangles return, by index path.
    private func expectSameFrames(_ shown: Shown, rects: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let layout = shown.layout
        let view = shown.view
        view.layoutIfNeeded()
        let snapshot = try #require(layout.frameSnapshot(), sourceLocation: sourceLocation)
        #expect(snapshot.contentSize == layout.collectionViewContentSize, sourceLocation: sourceLocation)

        var bulk: [(section: Int, item: Int, frame: CGRect)] = []
        snapshot.forEachItemFrame { bulk.append(($0, $1, $2)) }
        var appended: [CGRect] = []
        snapshot.appendItemFrames(to: &appended)
        let written = snapshot.itemFrames()
        #expect(written.count == appended.count, sourceLocation: sourceLocation)
        var k = 0
        for section in 0..<view.numberOfSections {
            for item in 0..<view.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                let attributes = try #require(layout.layoutAttributesForItem(at: path), sourceLocation: sourceLocation)
                #expect(snapshot.frame(ofItemAt: path) == Self.value(attributes), sourceLocation: sourceLocation)
                try #require(k < bulk.count, sourceLocation: sourceLocation)
                #expect(bulk[k].section == section && bulk[k].item == item, sourceLocation: sourceLocation)
                #expect(bulk[k].frame == attributes.frame, "cell \(path)", sourceLocation: sourceLocation)
                #expect(appended[k] == attributes.frame, sourceLocation: sourceLocation)
                #expect(k < written.count && Self.sameBits(written[k], attributes.frame), "cell \(path)", sourceLocation: sourceLocation)
                k += 1
            }
        }
        #expect(bulk.count == k && appended.count == k, sourceLocation: sourceLocation)

        for rect in rects {
            let objects = layout.layoutAttributesForElements(in: rect) ?? []
            let values = snapshot.frames(in: rect)
            #expect(values.count == objects.count, "in \(rect)", sourceLocation: sourceLocation)
            #expect(values == objects.map(Self.value), "in \(rect)", sourceLocation: sourceLocation)
            var visited: [ElementFrame] = []
            snapshot.forEachFrame(in: rect) { visited.append($0) }
            #expect(visited == values, sourceLocation: sourceLocation)
            for attributes in objects {
                let kind = attributes.representedElementKind ?? ""
                switch attributes.representedElementCategory {
                case .cell:
                    continue
                case .supplementaryView:
                    let object = try #require(
                        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: attributes.indexPath),
                        sourceLocation: sourceLocation)
                    #expect(
                        snapshot.frame(ofSupplementaryViewOfKind: kind, at: attributes.indexPath) == Self.value(object),
                        sourceLocation: sourceLocation)
                case .decorationView:
                    let object = try #require(
                        layout.layoutAttributesForDecorationView(ofKind: kind, at: attributes.indexPath),
                        sourceLocation: sourceLocation)
                    #expect(
                        snapshot.frame(ofDecorationViewOfKind: kind, at: attributes.indexPath) == Self.value(object),
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    private static func sameBits(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX, a.minY, a.width, a.height].map(\.bitPattern) == [b.minX, b.minY, b.width, b.height].map(\.bitPattern)
    }

    /// The benchmark's W2 grid through the Apple API: thirds of 366 (section insets 12 at the
    /// sides) inset 4 at the sides, 130 tall, 8 apart, section insets 16 top and bottom.
    private func grid(groupHeight: CGFloat) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(groupHeight)),
            repeatingSubitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 12, bottom: 16, trailing: 12)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("a whole-point grid is written from its progression, bit for bit the attributes' frames; a fractional one cell by cell")
    func itemFramesFromProgressions() throws {
        for (height, expected) in [(130 as CGFloat, 1_000), (130.5, 0)] {
            for rightToLeft in [false, true] {
                for scale in [2, 3] as [CGFloat] {
                    let layout = grid(groupHeight: height)
                    let host = TestHost(layout, itemCounts: [1_000], width: 390, height: 844, scale: scale)
                    if rightToLeft {
                        host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
                            host.collectionView.traitCollection, UITraitCollection(layoutDirection: .rightToLeft),
                        ])
                    }
                    host.collectionView.layoutIfNeeded()
                    let snapshot = try #require(layout.frameSnapshot())
                    let (frames, fromProgressions) = snapshot.itemFramesCountingProgressions()
                    #expect(fromProgressions == expected, "height \(height)")
                    #expect(frames.count == 1_000)
                    for item in 0..<frames.count {
                        let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
                        #expect(Self.sameBits(frames[item], attributes.frame), "item \(item), height \(height)")
                    }
                }
            }
        }
        // Item 999 of the whole-point grid: group 333, slot 0, at (16, 16 + 138 × 333) = (16, 45,970).
        let layout = grid(groupHeight: 130)
        _ = TestHost(layout, itemCounts: [1_000], width: 390, height: 844, scale: 3)
        #expect(try #require(layout.frameSnapshot()).itemFrames().last == CGRect(x: 16, y: 45_970, width: 114, height: 130))
    }

    @Test("forEachFrame: the grid's cells by index path, category .cell and no kind, at their frames bit for bit")
    func forEachFrameCells() throws {
        let layout = grid(groupHeight: 130)
        _ = TestHost(layout, itemCounts: [1_000], width: 390, height: 844, scale: 3)
        let snapshot = try #require(layout.frameSnapshot())
        var visited: [ElementFrame] = []
        snapshot.forEachFrame(in: CGRect(x: 0, y: 150, width: 390, height: 200)) { visited.append($0) }
        // Row r at y = 16 + 138 r (130 tall): y 150 … 350 meets row 1 (154 … 284) and row 2
        // (292 … 422), not row 0 (ends at 146) or row 3 (starts at 430). Cells at x = 16,
        // 16 + 122 = 138, 138 + 122 = 260, 114 wide: items 3 … 8.
        var expected: [ElementFrame] = []
        for (row, y) in [(1, 154 as CGFloat), (2, 292)] {
            for (slot, x) in ([16, 138, 260] as [CGFloat]).enumerated() {
                expected.append(
                    ElementFrame(
                        indexPath: IndexPath(item: 3 * row + slot, section: 0), category: .cell, kind: nil,
                        frame: CGRect(x: x, y: y, width: 114, height: 130), zIndex: 0))
            }
        }
        #expect(visited == expected)
        for (found, wanted) in zip(visited, expected) {
            #expect(Self.sameBits(found.frame, wanted.frame), "item \(found.indexPath.item)")
        }
    }

    /// The viewport, a rectangle across its lower edge, and the whole content (rows included).
    private func rects(_ view: UICollectionView) -> [CGRect] {
        let bounds = view.bounds
        return [
            bounds, CGRect(x: bounds.minX + 10, y: bounds.maxY - 60, width: 200, height: 120),
            CGRect(x: -10_000, y: -100, width: 100_000, height: view.contentSize.height + 200),
        ]
    }

    @Test("pinned headers, scrolled: the same frames as the attributes, pinned where the scroll puts them")
    func pinnedHeadersScrolled() throws {
        for rightToLeft in [false, true] {
            let shown = try Shown(.pinnedSectionHeaders, rightToLeft: rightToLeft)
            for y in [0, 333, 1_234.5] as [CGFloat] {
                shown.view.contentOffset = CGPoint(x: 0, y: y)
                try expectSameFrames(shown, rects: rects(shown.view))
            }
        }
    }

    @Test("orthogonal rows at offsets, both directions: the same frames and the same rows' elements")
    func orthogonalRowsAtOffsets() throws {
        for example in [LayoutExample.orthogonalSections, .orthogonalBehaviors, .appStore] {
            for rightToLeft in [false, true] {
                let shown = try Shown(example, rightToLeft: rightToLeft)
                for section in 0..<shown.view.numberOfSections {
                    let sign: CGFloat = rightToLeft ? -1 : 1
                    shown.view.setOrthogonalScrollOffset(CGPoint(x: sign * CGFloat(37 + 91 * section), y: 0), forSection: section)
                }
                shown.view.contentOffset = CGPoint(x: 0, y: 120)
                try expectSameFrames(shown, rects: rects(shown.view))
            }
        }
    }

    @Test("self-sizing, measured: the same measured frames")
    func selfSizingMeasured() throws {
        for example in [LayoutExample.selfSizing, .selfSizingFeed, .listMixed] {
            for rightToLeft in [false, true] {
                let shown = try Shown(example, rightToLeft: rightToLeft)
                for y in [0, 400, 900] as [CGFloat] {
                    shown.view.contentOffset = CGPoint(x: 0, y: y)
                    shown.view.layoutIfNeeded()
                    try expectSameFrames(shown, rects: rects(shown.view))
                }
            }
        }
    }

    @Test("every example, right-to-left and at scale 2: the same frames")
    func everyExample() throws {
        for example in LayoutExample.all where example.itemCounts.reduce(0, +) <= 2_000 {
            for rightToLeft in [false, true] {
                let shown = try Shown(example, rightToLeft: rightToLeft, scale: 2)
                try expectSameFrames(shown, rects: rects(shown.view))
            }
        }
    }

    @Test("a snapshot keeps the state it was taken in: a later scroll and measurement do not reach it")
    func snapshotIsAValue() throws {
        let shown = try Shown(.pinnedSectionHeaders)
        let before = try #require(shown.layout.frameSnapshot())
        let frames = before.frames(in: shown.view.bounds)
        shown.view.contentOffset = CGPoint(x: 0, y: 500)
        shown.view.layoutIfNeeded()
        #expect(before.frames(in: CGRect(x: 0, y: 0, width: 390, height: 844)) == frames)
        #expect(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 10)).frameSnapshot() == nil)
    }

    @Test("a layout without visible-items handlers never runs the visible-items pass")
    func noHandlersNoPass() throws {
        let shown = try Shown(.appStore)
        for y in stride(from: 0 as CGFloat, through: 2_000, by: 250) {
            shown.view.contentOffset = CGPoint(x: 0, y: y)
            shown.view.layoutIfNeeded()
            _ = shown.layout.layoutAttributesForElements(in: shown.view.bounds)
            _ = shown.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        }
        shown.view.setOrthogonalScrollOffset(CGPoint(x: 100, y: 0), forSection: 0)
        _ = shown.view.indexPathsForVisibleItems
        #expect(shown.layout.visibleItemsPassRuns == 0)
        #expect(shown.layout.visibleItemsPassLookups == 0)
    }

    @Test("with a handler the pass runs once per scroll state and every element is looked up in it")
    func handlerRunsThePass() {
        let section = Fixtures.rows(height: 50)
        var calls = 0
        section.visibleItemsInvalidationHandler = { items, _, _ in
            calls += 1
            for item in items { item.alpha = 0.5 }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let host = TestHost(layout, itemCounts: [40])
        let runs = layout.visibleItemsPassRuns
        #expect(runs >= 1)
        let elements = layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
        #expect(!elements.isEmpty && elements.allSatisfy { $0.alpha == 0.5 })
        #expect(layout.visibleItemsPassLookups == elements.count)
        #expect(layout.visibleItemsPassRuns == runs)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.collectionView.layoutIfNeeded()
        #expect(layout.visibleItemsPassRuns == runs + 1)
        #expect(calls == layout.visibleItemsPassRuns)
    }
}
