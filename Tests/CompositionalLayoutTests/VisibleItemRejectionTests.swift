import CompositionalLayout
import LayoutTestSupport
import Testing

/// Impossible values written by a visible-items handler, and non-finite offsets (issue 20):
/// nothing NaN or infinite reaches a reported frame; the element keeps its last possible value
/// and the refused write is listed in `rejectedVisibleItemChanges`.
@MainActor
@Suite("Visible-items handler: impossible values")
struct VisibleItemRejectionTests {
    /// Rows 375 × 44: row k at (0, 44 k), centre (187.5, 44 k + 22). `handler` runs on every
    /// visible row.
    private func rows(count: Int = 10, _ handler: @escaping (NSCollectionLayoutVisibleItem) -> Void) -> (TestHost, UICollectionViewCompositionalLayout) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.visibleItemsInvalidationHandler = { items, _, _ in items.forEach(handler) }
        let layout = UICollectionViewCompositionalLayout(section: section)
        return (TestHost(layout, itemCounts: [count]), layout)
    }

    private func attributes(_ host: TestHost, _ item: Int) -> UICollectionViewLayoutAttributes? {
        host.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }

    @Test("impossible visible-item values: NaN or infinite centre, transform, transform3D and alpha are refused; the last possible value stays")
    func refusedWrites() throws {
        let (host, layout) = rows { item in
            switch item.indexPath.item {
            case 0:
                item.alpha = 0.5
                item.alpha = .nan
            case 1: item.center = CGPoint(x: CGFloat.nan, y: .infinity)
            case 2:
                item.center = CGPoint(x: 100, y: 110)
                item.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            case 3:
                var perspective = CATransform3DIdentity
                perspective.m34 = .infinity
                item.transform3D = perspective
            case 4: item.alpha = -.infinity
            default: break
            }
        }
        // Row 0: the 0.5 stands; its frame is unchanged.
        #expect(attributes(host, 0)?.alpha == 0.5)
        expectFrame(attributes(host, 0)?.frame, 0, 0, 375, 44)
        // Row 1: the centre stays (187.5, 44 + 22 = 66): frame (0, 44, 375, 44).
        #expect(attributes(host, 1)?.center == CGPoint(x: 187.5, y: 66))
        expectFrame(attributes(host, 1)?.frame, 0, 44, 375, 44)
        // Row 2: the centre (100, 110) was taken, the transform refused: frame
        // (100 − 187.5, 110 − 22, 375, 44) = (−87.5, 88, 375, 44).
        expectFrame(attributes(host, 2)?.frame, -87.5, 88, 375, 44)
        #expect(attributes(host, 2)?.transform == .identity)
        // Rows 3 and 4 keep the identity and alpha 1.
        #expect(attributes(host, 3)?.transform3D.m34 == 0)
        #expect(attributes(host, 4)?.alpha == 1)
        #expect(
            layout.rejectedVisibleItemChanges.map(\.property) == [.alpha, .center, .transform, .transform3D, .alpha])
        #expect(layout.rejectedVisibleItemChanges.map(\.indexPath.item) == [0, 1, 2, 3, 4])
        #expect(layout.rejectedVisibleItemChanges.first?.description == "cell (0, 0): alpha nan refused")
        // No reported frame is NaN or infinite.
        let shown = layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
        #expect(shown.allSatisfy { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) })
    }

    @Test("impossible visible-item values: a finite transform or centre that takes the frame past 10^15 points is refused")
    func refusedHugeFrames() {
        let (host, layout) = rows { item in
            switch item.indexPath.item {
            // 375 × 10^300 wide: past the limit (and 44 × 10^300 + … overflows nothing, but
            // no frame can be told apart there).
            case 0: item.transform = CGAffineTransform(scaleX: 1e300, y: 1)
            case 1: item.center = CGPoint(x: 2e15, y: 66)
            default: break
            }
        }
        expectFrame(attributes(host, 0)?.frame, 0, 0, 375, 44)
        expectFrame(attributes(host, 1)?.frame, 0, 44, 375, 44)
        #expect(layout.rejectedVisibleItemChanges.map(\.property) == [.transform, .center])
    }

    @Test("impossible visible-item values: the list keeps the last 100 refused writes")
    func boundedList() {
        // 19 rows show in 812 points (row 18 at 792); each refuses 10 writes per pass: 190.
        let (_, layout) = rows(count: 100) { item in
            for _ in 0..<10 { item.alpha = .nan }
        }
        #expect(layout.rejectedVisibleItemChanges.count == 100)
        #expect(layout.rejectedVisibleItemChanges.last?.indexPath.item == 18)
    }

    @Test("non-finite content offset: (nan, inf), (10, −inf) and (inf, 5) count as 0 on each non-finite axis")
    func nonFiniteContentOffset() {
        let (host, _) = rows(count: 100) { _ in }
        let view = host.collectionView
        for (written, taken) in [
            (CGPoint(x: CGFloat.nan, y: .infinity), CGPoint.zero), (CGPoint(x: 10, y: -CGFloat.infinity), CGPoint(x: 10, y: 0)),
            (CGPoint(x: CGFloat.infinity, y: 5), CGPoint(x: 0, y: 5)),
        ] {
            view.contentOffset = written
            #expect(view.contentOffset == taken)
            #expect(view.bounds.origin == taken)
        }
        // At (0, 5): rows 0 … 18 meet 5 … 817 (row 18 at 792 … 836).
        let shown = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        #expect(shown.map(\.indexPath.item) == Array(0...18))
    }

    @Test("non-finite content offset: setOrthogonalScrollOffset with NaN or an infinity counts as 0")
    func nonFiniteRowOffset() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [5], width: 390)
        let view = host.collectionView
        for along in [CGFloat.infinity, -.infinity, .nan] {
            view.setOrthogonalScrollOffset(CGPoint(x: 500, y: 0), forSection: 0)
            view.setOrthogonalScrollOffset(CGPoint(x: along, y: 0), forSection: 0)
            #expect(view.orthogonalScrollOffset(forSection: 0) == .zero)
        }
    }
}
