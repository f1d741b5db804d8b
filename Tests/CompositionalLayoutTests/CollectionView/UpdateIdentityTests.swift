import CompositionalLayout
import Testing

/// State that follows items and sections through batch updates, the content offset after an
/// update, and the compositional layout's appearing and disappearing attributes.
@MainActor
@Suite("State follows identity through batch updates")
struct UpdateIdentityTests {
    /// A list of self-sizing rows estimated 50 high in a 100 × 100 view; every row measures
    /// 80 when asked. The provider records what it was asked.
    static func selfSizingList(count: Int) -> (UICollectionView, FixedCountDataSource, Box) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let source = FixedCountDataSource([count])
        let asked = Box()
        view.dataSource = source
        view.preferredSizeProvider = { attributes in
            asked.paths.append(attributes.indexPath)
            return CGSize(width: 100, height: 80)
        }
        view.layoutIfNeeded()
        return (view, source, asked)
    }

    /// What a provider was asked.
    final class Box {
        var paths: [IndexPath] = []
    }

    static func top(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGFloat? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame.minY
    }

    @Test("Measured sizes move with their items: an insert at 0 starts at its estimate and is measured, the others keep 80")
    func measuredSizesFollow() {
        let (view, source, asked) = Self.selfSizingList(count: 10)
        // First screen 0 … 100: at their estimates items 0, 1 and 2 (100 … 150, touching the
        // bounds' edge, which counts: Q-4) are shown and all measure 80; item 3 then starts at
        // 240, not shown, and keeps its estimate: item 4 at 290.
        #expect(Self.top(view, 3) == 240)
        #expect(Self.top(view, 4) == 290)
        asked.paths = []
        source.itemCounts = [11]
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        // New item 0 (80 once measured); old items 0, 1 and 2, now 1, 2 and 3, keep 80: item 4
        // (old 3, never measured) at 4 × 80 = 320 with its estimate, item 5 at 320 + 50 = 370.
        #expect(Self.top(view, 4) == 320)
        #expect(Self.top(view, 5) == 370)
        // Only what the bounds show was asked: new item 0 (0 … 50 estimated, then 0 … 80) and
        // item 1 (from 50, then from 80); items 2 and 3 (from 160) kept their sizes unasked.
        #expect(Set(asked.paths) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test("A reloaded item starts at its estimate again; a reconfigured one keeps its size until measured")
    func reloadAndReconfigure() {
        let (view, source, _) = Self.selfSizingList(count: 10)
        // Measure items 0 … 3 by showing 0 … 300: rows 80 each once measured.
        view.contentOffset = CGPoint(x: 0, y: 150)
        view.layoutIfNeeded()
        view.contentOffset = .zero
        view.layoutIfNeeded()
        // Items 0 … 3 measured: item 4 at 4 × 80 = 320.
        #expect(Self.top(view, 4) == 320)
        source.itemCounts = [10]
        view.performBatchUpdates { view.reconfigureItems(at: [IndexPath(item: 3, section: 0)]) }
        // Item 3 is not shown (240 … 320 is below 0 … 100): it keeps 80, item 4 stays at 320.
        #expect(Self.top(view, 4) == 320)
        view.performBatchUpdates { view.reloadItems(at: [IndexPath(item: 3, section: 0)]) }
        // Reloaded, item 3 is estimated 50 again: item 4 at 240 + 50 = 290.
        #expect(Self.top(view, 4) == 290)
    }

    @Test("Orthogonal row offsets move with their sections; an inserted section's row starts at 0")
    func rowOffsetsFollow() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let (view, source) = BatchUpdateFixture.view(
            counts: [10, 10], layout: UICollectionViewCompositionalLayout(section: section))
        // Each row is 10 × 50 = 500 long in a 100-wide view: offsets up to 400 stand.
        view.setOrthogonalScrollOffset(CGPoint(x: 30, y: 0), forSection: 1)
        source.itemCounts = [10, 10, 10]
        view.insertSections([0])
        #expect(view.orthogonalScrollOffset(forSection: 0) == .zero)
        #expect(view.orthogonalScrollOffset(forSection: 1) == .zero)
        #expect(view.orthogonalScrollOffset(forSection: 2) == CGPoint(x: 30, y: 0))
        source.itemCounts = [10, 10]
        view.deleteSections([1])
        #expect(view.orthogonalScrollOffset(forSection: 1) == CGPoint(x: 30, y: 0))
    }

    @Test("Items inserted above the viewport keep the content offset (the content moves down under it)")
    func offsetKeptOnInsertAbove() {
        let (view, source) = BatchUpdateFixture.view(counts: [20])
        view.contentOffset = CGPoint(x: 0, y: 300)
        view.layoutIfNeeded()
        source.itemCounts = [22]
        view.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        // Offset 300 stands: the first row shown is item 5 (250 … 300, touching the top edge,
        // which counts: Q-4), which was item 3 before the two rows went in above it.
        #expect(view.contentOffset == CGPoint(x: 0, y: 300))
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 5, section: 0))
    }

    @Test("An update that shortens the content below the offset brings the offset back into range")
    func offsetClampedOnDelete() {
        let (view, source) = BatchUpdateFixture.view(counts: [20])
        view.contentOffset = CGPoint(x: 0, y: 300)
        view.layoutIfNeeded()
        source.itemCounts = [5]
        view.deleteItems(at: (5..<20).map { IndexPath(item: $0, section: 0) })
        // 5 rows: content 250 high in a 200-high view, so the largest offset is 250 - 200 = 50.
        #expect(view.contentOffset == CGPoint(x: 0, y: 50))
    }

    @Test("Animations: an inserted row fades in where it ends, the rows below slide down 50, a deleted row fades out where it was")
    func animations() throws {
        let (view, source) = BatchUpdateFixture.view(counts: [3])
        source.itemCounts = [3]
        view.performBatchUpdates {
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        let described = view.lastUpdateAnimations.map { animation in
            let path = { (indexPath: IndexPath?) in indexPath.map { "\($0.item)" } ?? "-" }
            return "\(path(animation.indexPathBeforeUpdate))>\(path(animation.indexPathAfterUpdate)) "
                + "y \(animation.initialAttributes.frame.minY)>\(animation.finalAttributes.frame.minY) "
                + "alpha \(animation.initialAttributes.alpha)>\(animation.finalAttributes.alpha)"
        }
        // Rows of 50: new item 0 at 0 fades in; old 0 and 1 (at 0 and 50) go to 1 and 2 (at 50
        // and 100); old 2 (at 100) fades out where it was.
        #expect(
            described == [
                "->0 y 0.0>0.0 alpha 0.0>1.0", "0>1 y 0.0>50.0 alpha 1.0>1.0", "1>2 y 50.0>100.0 alpha 1.0>1.0",
                "2>- y 100.0>100.0 alpha 1.0>0.0",
            ])
    }

    @Test("The plain layout's appearing and disappearing attributes are nil: elements start and end where they are")
    func baseLayoutDefaults() {
        let layout = UICollectionViewLayout()
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "header").isEmpty)
        // Outside an update the compositional layout has no appearing items either.
        let compositional = UICollectionViewCompositionalLayout(section: BatchUpdateFixture.section())
        #expect(compositional.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
