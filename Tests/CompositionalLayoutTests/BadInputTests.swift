import CompositionalLayout
import LayoutCore
import LayoutExamples
import LayoutTestSupport
import Testing

/// Bad input never crashes: `validate()` throws a typed error naming the object, and
/// `prepare()` records it and lays out nothing.
@MainActor
@Suite("Bad input")
struct BadInputTests {
    private func layout(item itemSize: NSCollectionLayoutSize) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func error(of layout: UICollectionViewCompositionalLayout, itemCounts: [Int] = [3]) -> CompositionalLayoutError? {
        let host = TestHost(layout, itemCounts: itemCounts)
        #expect(host.collectionView.contentSize == .zero || layout.preparationError == nil)
        do {
            try layout.validate()
            return nil
        } catch {
            #expect(layout.preparationError == error)
            return error
        }
    }

    @Test(
        "Negative, NaN and infinite dimensions are invalid",
        arguments: [CGFloat(-1), .nan, .infinity])
    func invalidDimensions(value: CGFloat) {
        let bad = layout(item: NSCollectionLayoutSize(widthDimension: .absolute(value), heightDimension: .fractionalHeight(1)))
        let error = error(of: bad)
        expectReason(error?.reason, .invalidDimension(value))
        #expect(error?.message == "dimension absolute(\(Double(value))) must be a finite number >= 0")
        #expect(error?.path.description == "section 0 › group › subitems[0] › widthDimension")
    }

    @Test("A fraction of zero or less is invalid", arguments: [CGFloat(0), -0.5])
    func nonPositiveFraction(value: CGFloat) {
        let bad = layout(item: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(value)))
        let error = error(of: bad)
        #expect(error?.reason == .nonPositiveFraction(value))
        #expect(error?.message == "fractional dimension fractionalHeight(\(Double(value))) must be greater than 0")
    }

    @Test("A count below 1 and a group without subitems are invalid")
    func countsAndEmptyGroups() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let zeroCount = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 0)
        let zeroError = error(of: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: zeroCount)))
        #expect(zeroError?.reason == .invalidCount(0))
        #expect(zeroError?.path.description == "section 0 › group › count")
        let empty = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [])
        #expect(error(of: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: empty)))?.reason == .emptyGroup)
    }

    @Test("Infinite or NaN spacing is invalid (negative is valid: issue 17)")
    func invalidSpacing() {
        let section = Fixtures.rows()
        section.interGroupSpacing = -.infinity
        let error = error(of: UICollectionViewCompositionalLayout(section: section))
        #expect(error?.reason == .invalidSpacing(-.infinity))
        #expect(error?.path.description == "section 0 › interGroupSpacing")
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = .nan
        let configured = UICollectionViewCompositionalLayout(section: Fixtures.rows(), configuration: configuration)
        expectReason(self.error(of: configured)?.reason, .invalidSpacing(.nan))
    }

    @Test("M-24: a provider returning nil is an error for a section with items, an empty section otherwise")
    func nilSection() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 1 ? nil : Fixtures.rows() }
        let failing = error(of: layout, itemCounts: [1, 2])
        #expect(failing?.reason == .missingSection)
        #expect(failing?.path.description == "section 1")
        #expect(error(of: layout, itemCounts: [1, 0, 1]) == nil)
        let host = TestHost(layout, itemCounts: [1, 0, 1])
        // The nil section takes no space: section 2 starts right after section 0's 50-pt row.
        expectFrame(host.frame(2, 0), 0, 50, 375, 50)
    }

    @Test("A negative item count from the data source counts as 0 at the view, which reports it; the layout sees no error")
    func negativeCounts() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows())
        let host = TestHost(layout, itemCounts: [2, -1])
        #expect(layout.preparationError == nil)
        #expect(host.collectionView.numberOfItems(inSection: 1) == 0)
        #expect(host.collectionView.reportedErrors.map(\.reason) == [.negativeCount(section: 1, count: -1)])
    }

    /// Reports -2 sections.
    private final class NegativeSectionsDataSource: UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { -2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    }

    @Test("A negative section count from the data source counts as 0 at the view, which reports it (issue 26, E)")
    func negativeSectionCount() throws {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows())
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
        let dataSource = NegativeSectionsDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(layout.preparationError == nil)
        #expect(collectionView.numberOfSections == 0)
        #expect(collectionView.reportedErrors.map(\.reason) == [.negativeCount(section: nil, count: -2)])
        // No section: content as wide as the 375-point view, 0 high.
        #expect(collectionView.contentSize == CGSize(width: 375, height: 0))
    }

    @Test("A zero-size collection view lays out zero-size frames without failing")
    func zeroSizeContainer() throws {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.grid(columns: 3, height: 40)), itemCounts: [5], width: 0, height: 0)
        let layout = try #require(host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        #expect(layout.preparationError == nil)
        // Widths are 0 × 1/3 = 0; rows are still 40 high.
        expectFrame(host.frame(0, 4), 0, 40, 0, 40)
    }

    @Test("A custom group whose provider returns nothing places no items: an error")
    func emptyCustomGroup() {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        ) { _ in [] }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        #expect(error(of: layout)?.reason == .groupPlacesNoItems)
    }

    @Test("A custom item with a NaN frame is an error")
    func nanCustomItem() {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        ) { _ in [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))] }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        expectReason(error(of: layout)?.reason, .invalidCustomItem(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
    }

    @Test("Queries of index paths that do not exist return nil")
    func invalidIndexPaths() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows()), itemCounts: [3])
        #expect(host.frame(0, 3) == nil)
        #expect(host.frame(1, 0) == nil)
        #expect(host.frame(0, -1) == nil)
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
    }
}
