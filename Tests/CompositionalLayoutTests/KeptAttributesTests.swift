@testable import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Attribute objects as UIKit's layouts hand them out: the layout keeps the objects of the
/// elements it showed last and returns the same object while the element is unchanged, so a
/// scroll step makes objects only for the elements it shows for the first time. Work is
/// counted (objects made, elements kept), never timed.
@MainActor
@Suite("Kept attribute objects")
struct KeptAttributesTests {
    private typealias F = SupplementaryFixtures

    /// 1,000 full-width rows 50 high in a 375 × 812 view: row i at (0, 50 i, 375, 50).
    private func rows(count: Int = 1_000, height: CGFloat = 50) -> (UICollectionViewCompositionalLayout, TestHost) {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: height))
        return (layout, TestHost(layout, itemCounts: [count]))
    }

    private func query(_ layout: UICollectionViewLayout, y: CGFloat, width: CGFloat = 375, height: CGFloat = 812)
        -> [UICollectionViewLayoutAttributes]
    {
        layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: width, height: height)) ?? []
    }

    private func items(_ attributes: [UICollectionViewLayoutAttributes]) -> [Int] {
        attributes.map(\.indexPath.item)
    }

    private func same(_ a: ArraySlice<UICollectionViewLayoutAttributes>, _ b: ArraySlice<UICollectionViewLayoutAttributes>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    @Test("a scroll step returns the same objects for elements still shown and makes objects only for newly shown ones")
    func scrollStepReusesObjects() {
        let (layout, _) = rows()
        let made = layout.attributesStore.made
        // [0, 812]: rows 0 … 16 (row 16 spans 800 … 850; row 17 starts at 850).
        let first = query(layout, y: 0)
        #expect(items(first) == Array(0...16))
        #expect(layout.attributesStore.made == made + 17)
        // [7, 819]: the same rows, the same objects, nothing made.
        let second = query(layout, y: 7)
        #expect(items(second) == Array(0...16))
        #expect(same(first[...], second[...]))
        #expect(layout.attributesStore.made == made + 17)
        // [40, 852]: row 17 (850 … 900) comes in: one object made.
        let third = query(layout, y: 40)
        #expect(items(third) == Array(0...17))
        #expect(same(first[...], third[0..<17]))
        #expect(layout.attributesStore.made == made + 18)
        #expect(third[17].frame == CGRect(x: 0, y: 850, width: 375, height: 50))
        // [60, 872]: row 0 (0 … 50) leaves; the others are still the same objects.
        let fourth = query(layout, y: 60)
        #expect(items(fourth) == Array(1...17))
        #expect(same(third[1...], fourth[...]))
        #expect(layout.attributesStore.made == made + 18)
    }

    @Test("layoutAttributesForItem(at:) returns the object the last answer returned; a cell not kept gets a new object")
    func itemLookupSharesTheKeptObject() throws {
        let (layout, _) = rows()
        let shown = query(layout, y: 0)
        for item in 0...16 {
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) === shown[item])
        }
        let kept = layout.attributesStore.kept.entries.count
        let made = layout.attributesStore.made
        // Row 500, never shown: (0, 50 × 500, 375, 50), a new object at each call, nothing kept.
        let far = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 500, section: 0)))
        let again = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 500, section: 0)))
        #expect(far.frame == CGRect(x: 0, y: 25_000, width: 375, height: 50))
        #expect(far !== again && far.isEqual(again))
        #expect(layout.attributesStore.made == made + 2)
        #expect(layout.attributesStore.kept.entries.count == kept)
    }

    @Test("a copy changed by its caller leaves the layout's answers alone")
    func changingACopyIsSafe() throws {
        let (layout, _) = rows()
        let cell = query(layout, y: 0)[3]
        let copy = try #require(cell.copy() as? UICollectionViewLayoutAttributes)
        copy.frame = CGRect(x: 9, y: 9, width: 9, height: 9)
        copy.alpha = 0.2
        copy.zIndex = 7
        let next = query(layout, y: 0)[3]
        // Row 3: (0, 150, 375, 50), opaque, z-index 0, the same object as before.
        #expect(next === cell)
        #expect(next.frame == CGRect(x: 0, y: 150, width: 375, height: 50))
        #expect(next.alpha == 1 && next.zIndex == 0)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == next.frame)
    }

    @Test("an object changed without copying shows the change in the next answers until its element changes")
    func changingTheReturnedObject() throws {
        let (layout, host) = rows()
        let cell = query(layout, y: 0)[3]
        cell.alpha = 0.5
        cell.frame = CGRect(x: 0, y: 5_000, width: 10, height: 10)
        // The layout still decides from its own frame (0, 150, 375, 50) that [0, 812] shows row 3,
        // and hands out the object as the caller left it, as UIKit's layouts do.
        let next = query(layout, y: 0)
        #expect(items(next) == Array(0...16))
        #expect(next[3] === cell)
        #expect(next[3].alpha == 0.5 && next[3].frame == CGRect(x: 0, y: 5_000, width: 10, height: 10))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(query(layout, y: 5_000).allSatisfy { $0.indexPath.item != 3 })

        // A wider view changes the row: (0, 150, 400, 50) in a new object, opaque.
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 812)
        host.collectionView.layoutIfNeeded()
        let wider = query(layout, y: 0, width: 400)[3]
        #expect(wider !== cell)
        #expect(wider.frame == CGRect(x: 0, y: 150, width: 400, height: 50) && wider.alpha == 1)
    }

    @Test("an object changed without copying is dropped once its element is no longer kept")
    func changedObjectDroppedAfterLeaving() {
        let (layout, _) = rows()
        let cell = query(layout, y: 0)[3]
        cell.alpha = 0.5
        _ = query(layout, y: 40_000)
        let back = query(layout, y: 0)[3]
        #expect(back !== cell)
        #expect(back.alpha == 1 && back.frame == CGRect(x: 0, y: 150, width: 375, height: 50))
    }

    @Test("scrolling a million rows keeps at most two screens of elements and makes one object per element shown")
    func keptElementsStayBounded() {
        // Rows 44 high in a 390 × 844 view, 120 steps of 844 / 120 per screen, from four places.
        let (layout, _) = {
            let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 44))
            return (layout, TestHost(layout, itemCounts: [1_000_000], width: 390, height: 844))
        }()
        let step: CGFloat = 844.0 / 120
        let made = layout.attributesStore.made
        var shown = Set<Int>()
        var previous = Set<Int>()
        var largestKept = 0
        var stepsMakingOnlyNewlyShown = 0
        var steps = 0
        for start in [0, 4_000_000, 20_000_000, 43_000_000] as [CGFloat] {
            previous = []
            for k in 0..<750 {
                let before = layout.attributesStore.made
                let answer = Set(items(query(layout, y: start + CGFloat(k) * step, width: 390, height: 844)))
                if layout.attributesStore.made - before == answer.subtracting(previous).count { stepsMakingOnlyNewlyShown += 1 }
                shown.formUnion(answer)
                previous = answer
                largestKept = max(largestKept, layout.attributesStore.kept.entries.count)
                steps += 1
            }
        }
        #expect(stepsMakingOnlyNewlyShown == steps)
        // No row is shown again after leaving, so one object per row shown.
        #expect(layout.attributesStore.made - made == shown.count)
        // What is kept reaches at most two screens (1,688 points) along the scroll: rows meeting
        // a closed span of 1,688 points number at most ⌊1,688 / 44⌋ + 2 = 40.
        #expect(largestKept <= 40)
        #expect(layout.attributesStore.kept.objectCount <= 40)
    }

    @Test("jumping between far viewports keeps only what the last query showed, and releases what it no longer keeps")
    func jumpsKeepOnlyTheLastViewport() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 44))
        _ = TestHost(layout, itemCounts: [1_000_000], width: 390, height: 844)
        weak var firstShown: UICollectionViewLayoutAttributes?
        var largestKept = 0
        var lastAnswer: [UICollectionViewLayoutAttributes] = []
        // Twenty viewports 1,000,000 points apart, the first far from where the host showed the
        // layout: no query meets the band of the one before, so none reaches ahead. Rows 44 high meeting a closed span of 844 points number at
        // most ⌊844 / 44⌋ + 2 = 21.
        for k in 0..<20 {
            let answer = query(layout, y: 500_013 + CGFloat(k) * 1_000_000, width: 390, height: 844)
            if k == 0 { firstShown = answer.first }
            #expect(layout.attributesStore.kept.entries.count == answer.count)
            #expect(layout.attributesStore.kept.objectCount == answer.count)
            largestKept = max(largestKept, layout.attributesStore.kept.entries.count)
            if k == 19 { lastAnswer = answer }
        }
        #expect(largestKept <= 21)
        // The first viewport's objects were let go once it was left and nobody held them:
        // released, or given to an element of a later viewport (never two at once).
        #expect(firstShown == nil || lastAnswer.contains { $0 === firstShown })
        #expect(Set(lastAnswer.map(ObjectIdentifier.init)).count == lastAnswer.count)
    }

    @Test("an answer larger than what is kept is complete and leaves the kept objects as they were")
    func largeAnswersKeepNothingNew() {
        // 10,000 rows 1 high: more elements than are ever kept.
        let (layout, _) = rows(count: 10_000, height: 1)
        let shown = query(layout, y: 0)
        #expect(items(shown) == Array(0...812))
        let kept = layout.attributesStore.kept.entries.count
        let everything = query(layout, y: -10, height: 20_000)
        #expect(everything.count == 10_000)
        #expect(everything.last?.frame == CGRect(x: 0, y: 9_999, width: 375, height: 1))
        #expect(same(shown[...], everything[0...812]))
        #expect(layout.attributesStore.kept.entries.count == kept)
        #expect(same(shown[...], query(layout, y: 0)[...]))
    }

    @Test("a pinned header is where the current scroll pins it, even for the same rectangle; cells keep their objects")
    func pinnedHeaderNeverStale() throws {
        // A 40-high pinned header over rows 50 high: row i at (0, 40 + 50 i, 375, 50).
        let section = Fixtures.rows(height: 50)
        let header = F.boundary(F.header, height: 40, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let host = TestHost(layout, itemCounts: [100])
        let rect = CGRect(x: 0, y: 0, width: 375, height: 812)
        let before = layout.layoutAttributesForElements(in: rect) ?? []
        let headerBefore = try #require(before.first { $0.representedElementCategory == .supplementaryView })
        #expect(headerBefore.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        host.scroll(toY: 100)
        let made = layout.attributesStore.made
        // Scrolled by 100, the header pins at the visible top: (0, 100, 375, 40).
        let after = layout.layoutAttributesForElements(in: rect) ?? []
        let headerAfter = try #require(after.first { $0.representedElementCategory == .supplementaryView })
        #expect(headerAfter.frame == CGRect(x: 0, y: 100, width: 375, height: 40))
        #expect(headerAfter !== headerBefore)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: F.header, at: IndexPath(item: 0, section: 0)) === headerAfter)
        // The cells (rows 0 … 15 in [0, 812]: 40 + 50 × 15 = 790) are the same objects.
        let cellsBefore = before.filter { $0.representedElementCategory == .cell }
        let cellsAfter = after.filter { $0.representedElementCategory == .cell }
        #expect(items(cellsAfter) == Array(0...15))
        #expect(same(cellsBefore[...], cellsAfter[...]))
        #expect(layout.attributesStore.made == made + 1)
    }

    @Test("a row's offset decides which cells a rectangle shows; cells still shown keep their objects")
    func rowOffsetsChangeWhatIsShown() {
        // One orthogonal row of 20 cells 100 × 100: cell i at (100 i, 0, 100, 100) at rest.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout(section: section)
        let host = TestHost(layout, itemCounts: [20])
        let rect = CGRect(x: 0, y: 0, width: 375, height: 812)
        // At offset 0, [0, 375] shows cells 0 … 3 (cell 3 spans 300 … 400).
        let atRest = layout.layoutAttributesForElements(in: rect) ?? []
        #expect(items(atRest) == Array(0...3))
        host.collectionView.setOrthogonalScrollOffset(CGPoint(x: 250, y: 0), forSection: 0)
        let made = layout.attributesStore.made
        // At offset 250 cell i shows at 100 i − 250: cells 2 … 6 meet [0, 375]; frames stay at rest.
        let scrolled = layout.layoutAttributesForElements(in: rect) ?? []
        #expect(items(scrolled) == Array(2...6))
        #expect(scrolled.first?.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(same(atRest[2...3], scrolled[0...1]))
        #expect(layout.attributesStore.made == made + 3)
    }

    @Test("what a visible-items handler sets follows the scroll: no object of an older state is returned")
    func handlerChangesFollowTheScroll() throws {
        let section = Fixtures.rows(height: 50)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items { item.alpha = 0.25 + offset.y / 400 }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let host = TestHost(layout, itemCounts: [100])
        // At offset 0 every element has alpha 0.25; at offset 100, 0.25 + 100 / 400 = 0.5.
        let before = layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
        #expect(before.allSatisfy { $0.alpha == 0.25 })
        host.scroll(toY: 100)
        let after = layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
        #expect(!after.isEmpty && after.allSatisfy { $0.alpha == 0.5 })
        let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.alpha == 0.5 && cell === after.first { $0.indexPath.item == 3 })
    }

    @Test("a measurement gives new objects to the elements it moves and keeps the others")
    func measurementMovesOnlyWhatItChanges() {
        let layout = SelfSizingFixtures.listLayout(estimate: 44)
        var tall = false
        let host = SelfSizingHost(layout, itemCounts: [100], scale: 1) { attributes in
            CGSize(width: attributes.size.width, height: tall && attributes.indexPath.item == 5 ? 100 : 44)
        }
        // Every row 44: row i at 44 i; [0, 812] shows rows 0 … 18 (18 spans 792 … 836).
        let before = query(layout, y: 0)
        #expect(items(before) == Array(0...18))
        tall = true
        host.collectionView.reloadItems(at: [IndexPath(item: 5, section: 0)])
        host.collectionView.layoutIfNeeded()
        // Row 5 is 100 high; rows after it move down by 56: row i > 5 at 44 i + 56, so rows
        // 0 … 17 meet [0, 812] (17 at 804).
        let after = query(layout, y: 0)
        #expect(items(after) == Array(0...17))
        #expect(same(before[0..<5], after[0..<5]))
        #expect(after[5] !== before[5] && after[5].frame == CGRect(x: 0, y: 220, width: 375, height: 100))
        #expect(after[6] !== before[6] && after[6].frame == CGRect(x: 0, y: 320, width: 375, height: 44))
    }

    /// Attributes of a subclass the layout names.
    private final class MarkedAttributes: UICollectionViewLayoutAttributes {}

    private final class MarkedLayout: UICollectionViewCompositionalLayout {
        override class var layoutAttributesClass: AnyClass { MarkedAttributes.self }
    }

    @Test("objects of the layout's attributes subclass are kept like the base class's")
    func subclassObjectsAreKept() {
        let layout = MarkedLayout(section: Fixtures.rows(height: 50))
        _ = TestHost(layout, itemCounts: [100])
        let first = query(layout, y: 0)
        #expect(first.count == 17 && first.allSatisfy { $0 is MarkedAttributes })
        #expect(same(first[...], query(layout, y: 3)[...]))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) === first[2])
    }

    @Test("a lookup of a cell not kept takes back the object its caller let go; a held object is never taken")
    func lookupReusesReleasedObjects() throws {
        let (layout, _) = rows()
        // Row 500 of 1,000 rows 50 high: (0, 50 × 500, 375, 50); nothing is kept there.
        do {
            let far = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 500, section: 0)))
            #expect(far.frame == CGRect(x: 0, y: 25_000, width: 375, height: 50))
        }
        let allocated = layout.attributesStore.allocated
        // Released by its caller: row 600 (0, 30,000, 375, 50) takes an object back, allocating none.
        let other = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 600, section: 0)))
        #expect(other.frame == CGRect(x: 0, y: 30_000, width: 375, height: 50))
        #expect(other.indexPath == IndexPath(item: 600, section: 0))
        #expect(layout.attributesStore.allocated == allocated)
        // `other` is held: row 700 (0, 35,000, 375, 50) gets another object and `other` keeps
        // its values.
        let third = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 700, section: 0)))
        #expect(third !== other && third.frame == CGRect(x: 0, y: 35_000, width: 375, height: 50))
        #expect(other.frame == CGRect(x: 0, y: 30_000, width: 375, height: 50))
    }

    @Test("a jump gives the objects of the answer it replaces to the new elements when no caller holds them")
    func jumpReusesReleasedAnswer() {
        let (layout, _) = rows()
        // [0, 812]: rows 0 … 16; the answer is let go.
        do { #expect(items(query(layout, y: 0)) == Array(0...16)) }
        let allocated = layout.attributesStore.allocated
        let made = layout.attributesStore.made
        // A jump to the closed span [20,000, 20,812]: rows 399 … 416 (399 spans 19,950 … 20,000
        // and touches it; 416 spans 20,800 … 20,850; 417 starts at 20,850): 18 objects made,
        // the 17 let go taken back, so 18 − 17 = 1 allocated.
        let jumped = query(layout, y: 20_000)
        #expect(items(jumped) == Array(399...416))
        #expect(jumped.first?.frame == CGRect(x: 0, y: 19_950, width: 375, height: 50))
        #expect(jumped.last?.frame == CGRect(x: 0, y: 20_800, width: 375, height: 50))
        #expect(layout.attributesStore.made == made + 18)
        #expect(layout.attributesStore.allocated == allocated + 1)
        // `jumped` is held: the next jump, to [40,000, 40,812] (rows 799 … 816 as above), takes
        // none of its objects, and they keep their values.
        let again = query(layout, y: 40_000)
        #expect(items(again) == Array(799...816))
        #expect(again.allSatisfy { object in !jumped.contains { $0 === object } })
        #expect(items(jumped) == Array(399...416))
        #expect(jumped.first?.frame == CGRect(x: 0, y: 19_950, width: 375, height: 50))
    }

    @Test("objects of an attributes subclass are never given to another element")
    func subclassObjectsAreNotReused() throws {
        let layout = MarkedLayout(section: Fixtures.rows(height: 50))
        _ = TestHost(layout, itemCounts: [1_000])
        do { _ = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 500, section: 0))) }
        do { _ = query(layout, y: 0) }
        let allocated = layout.attributesStore.allocated
        // Row 600 (0, 30,000, 375, 50), then rows 399 … 416 (see above): 1 + 18 objects, each
        // allocated although the earlier ones were let go.
        let far = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 600, section: 0)))
        #expect(far is MarkedAttributes && far.frame == CGRect(x: 0, y: 30_000, width: 375, height: 50))
        #expect(query(layout, y: 20_000).allSatisfy { $0 is MarkedAttributes })
        #expect(layout.attributesStore.allocated == allocated + 19)
    }

    @Test(
        "every example, scrolled in small steps, jumps and row offsets: the answers are the engine's, element by element",
        arguments: [false, true])
    func answersAreTheEngines(rightToLeft: Bool) throws {
        for example in LayoutExample.all where example.itemCounts.reduce(0, +) <= 2_000 {
            let layout = try #require(example.makeLayout() as? UICollectionViewCompositionalLayout)
            let host = TestHost(
                layout, itemCounts: example.itemCounts, width: 390, height: 844, scale: 3,
                layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
            if let measure = example.preferredSize { host.collectionView.preferredSizeProvider = { measure($0) } }
            let view = host.collectionView
            let offsets = (0..<30).map { CGFloat($0) * 844 / 120 } + [1_234.5, 40, 2_000, 1_990]
            for (step, y) in offsets.enumerated() {
                host.scroll(toY: y)
                if step == 20 {
                    for section in 0..<view.numberOfSections {
                        view.setOrthogonalScrollOffset(CGPoint(x: (rightToLeft ? -1 : 1) * 61, y: 0), forSection: section)
                    }
                }
                let snapshot = try #require(layout.frameSnapshot())
                for rect in [view.bounds, view.bounds.insetBy(dx: 30, dy: 200), view.bounds.offsetBy(dx: 0, dy: 300)] {
                    let objects = layout.layoutAttributesForElements(in: rect) ?? []
                    #expect(objects.map(Self.value) == snapshot.frames(in: rect), "\(example.name) at \(y) in \(rect)")
                    for object in objects where object.representedElementCategory == .cell {
                        #expect(layout.layoutAttributesForItem(at: object.indexPath) === object)
                    }
                }
            }
        }
    }

    private static func value(_ attributes: UICollectionViewLayoutAttributes) -> ElementFrame {
        ElementFrame(
            indexPath: attributes.indexPath, category: attributes.representedElementCategory,
            kind: attributes.representedElementKind, frame: attributes.frame, zIndex: attributes.zIndex)
    }
}
