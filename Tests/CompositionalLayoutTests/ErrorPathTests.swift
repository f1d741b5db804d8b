import CompositionalLayout
import Testing

/// The layout's errors name the offending object as a value as well as text: the path's
/// components, root first, in the API's terms; its text, the components joined by ` › `; the
/// message without the path.
@MainActor
@Suite("Error paths")
struct ErrorPathTests {
    private typealias F = SupplementaryFixtures

    @Test("a bad dimension's path: section, group, subitem, property")
    func dimensionPath() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(-1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        _ = Host(layout, itemCounts: [1])
        let error = try #require(layout.preparationError)
        #expect(error.path.components == [.section(0), .group, .subitem(0), .property("widthDimension")])
        #expect(error.path.description == "section 0 › group › subitems[0] › widthDimension")
        #expect(error.message == "dimension absolute(-1.0) must be a finite number >= 0")
        #expect(error.description == "section 0 › group › subitems[0] › widthDimension: " + error.message)
    }

    @Test("an unregistered decoration's path: section, decoration item")
    func decorationPath() throws {
        let section = Fixtures.rows()
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: F.background)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = Host(layout, itemCounts: [1])
        #expect(try #require(layout.preparationError).path.components == [.section(0), .decorationItem(0)])
    }

    @Test("a bad display scale's path: trait collection, property")
    func displayScalePath() throws {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows())
        let host = Host(layout, itemCounts: [1])
        host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
            host.collectionView.traitCollection, UITraitCollection(displayScale: -1),
        ])
        host.collectionView.layoutIfNeeded()
        let error = try #require(layout.preparationError)
        #expect(error.path.components == [.traitCollection, .property("displayScale")])
        #expect(error.reason == .invalidDisplayScale(-1))
    }

    @Test("a rejected answer's path is the measured cell or supplementary view, by index path")
    func measuredElementPaths() {
        let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: estimated, subitems: [NSCollectionLayoutItem(layoutSize: estimated)]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: F.header, alignment: .top)
        ]
        let host = SelfSizingHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [1]) { _ in
            CGSize(width: CGFloat.nan, height: CGFloat.nan)
        }
        let layout = host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        let paths = (layout?.rejectedMeasurements ?? []).map(\.path)
        #expect(
            Set(paths.map(\.components)) == [
                [.cell(IndexPath(item: 0, section: 0))],
                [.supplementaryView(ofKind: F.header, at: IndexPath(item: 0, section: 0))],
            ])
        #expect(Set(paths.map(\.description)) == ["cell (0, 0)", "supplementary '\(F.header)' (0, 0)"])
    }
}
