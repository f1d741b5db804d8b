@testable import CompositionalLayout
import LayoutCore
import LayoutTestSupport
import Testing

/// Sections described alike share their storage (issue 30 §3): a provider returning one
/// object, or a new object described alike for every section, stores one description, one
/// solved geometry and one set of settings per kind, whatever the number of sections.
/// Counted, not timed.
@MainActor
@Suite("Sections described alike share their storage")
struct SectionSharingTests {
    /// A full-width row of `height`, insets 4 top and bottom: a section 8 + `height` long.
    private static func row(height: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
        return section
    }

    /// The sections whose handlers were called, in order.
    private final class CallLog {
        var sections: [Int] = []
    }

    /// How many distinct solved geometries `layout` stores.
    private func distinctGeometries(_ layout: UICollectionViewCompositionalLayout) -> Int {
        Set(layout.prepared?.solution.sections.map(\.geometryIdentity) ?? []).count
    }

    @Test("10,000 sections of one section object: one description solved once, one geometry, one set of settings")
    func oneObject() throws {
        let layout = UICollectionViewCompositionalLayout(section: Self.row(height: 44))
        let host = TestHost(layout, itemCounts: Array(repeating: 1, count: 10_000))
        let prepared = try #require(layout.prepared)
        #expect(prepared.solution.work.groupsSolved == 1)
        #expect(prepared.solution.work.sectionsCopied == 9_999)
        #expect(distinctGeometries(layout) == 1)
        #expect(prepared.behaviors.kindCount == 1)
        // Section s is 4 + 44 + 4 = 52 long: section 9,999's item at 52 × 9,999 + 4 = 519,952.
        #expect(host.frame(9_999, 0) == CGRect(x: 0, y: 519_952, width: 375, height: 44))
        #expect(host.collectionView.contentSize.height == 520_000)
    }

    @Test("A new object per section, two kinds alternating: each kind solved once and stored once")
    func newObjectsDescribedAlike() throws {
        let layout = UICollectionViewCompositionalLayout { index, _ in Self.row(height: index % 2 == 0 ? 44 : 10) }
        let host = TestHost(layout, itemCounts: Array(repeating: 1, count: 10_000))
        let prepared = try #require(layout.prepared)
        #expect(prepared.solution.work.groupsSolved == 2)
        #expect(distinctGeometries(layout) == 2)
        #expect(prepared.behaviors.kindCount == 2)
        // A pair is (8 + 44) + (8 + 10) = 70 long: section 9,999 (10 high) starts at
        // 4,999 × 70 + 52 = 349,982, its item 4 below, at 349,986; the content is 350,000.
        #expect(host.frame(9_999, 0) == CGRect(x: 0, y: 349_986, width: 375, height: 10))
        #expect(host.collectionView.contentSize.height == 350_000)
        // The exporter's objects stand for their kinds: the first of each.
        let objects = try #require(layout.preparedSections)
        #expect(objects[2] === objects[0])
        #expect(objects[3] === objects[1])
        #expect(objects[0] !== objects[1])
    }

    @Test("Objects with a visible-items handler keep their own settings: handlers are not compared")
    func handlersAreNotShared() throws {
        let log = CallLog()
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = Self.row(height: 44)
            section.visibleItemsInvalidationHandler = { _, _, _ in log.sections.append(index) }
            return section
        }
        let host = TestHost(layout, itemCounts: [1, 1, 1])
        let prepared = try #require(layout.prepared)
        #expect(prepared.behaviors.kindCount == 3)
        // The geometry is still shared: the descriptions are equal.
        #expect(prepared.solution.work.groupsSolved == 1)
        // All three sections (52 long each, 156 in all) are shown in the 812-high view: each
        // section's own handler is called once, in section order.
        _ = host.allElements
        #expect(log.sections == [0, 1, 2])
    }
}
