import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Attributes whose `copy(with:)` answers its copy wrapped in an `Optional`.
private final class OptionalCopyAttributes: UICollectionViewLayoutAttributes {
    nonisolated override func copy(with zone: NSZone? = nil) -> Any {
        (super.copy(with: zone) as? UICollectionViewLayoutAttributes) as Any
    }
}

/// Attributes whose `copy(with:)` answers an object that is not attributes at all.
private final class ForeignCopyAttributes: UICollectionViewLayoutAttributes {
    nonisolated override func copy(with zone: NSZone? = nil) -> Any { NSObject() }
}

private final class OptionalCopyLayout: UICollectionViewCompositionalLayout {
    override class var layoutAttributesClass: AnyClass { OptionalCopyAttributes.self }
}

private final class ForeignCopyLayout: UICollectionViewCompositionalLayout {
    override class var layoutAttributesClass: AnyClass { ForeignCopyAttributes.self }
}

/// The copies self-sizing makes of a cell's attributes (its proposal, and the answer taken
/// in) go through the subclass's `copy(with:)`, whatever it answers: no crash, and an answer
/// that cannot be taken in is reported.
@MainActor
@Suite("Self-sizing with attribute subclasses that copy oddly")
struct SelfSizingCopyOverrideTests {
    @Test("A copy answered as an Optional is taken as the copy: rows measure as with the base class")
    func optionalCopy() {
        let host = SelfSizingHost(OptionalCopyLayout(section: SelfSizingFixtures.list()), itemCounts: [3]) { _ in
            CGSize(width: 375, height: 60)
        }
        let layout = host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        // Every row measures 60: y = 0, 60, 120; content 3 × 60 = 180.
        expectFrame(host.frame(0, 0), 0, 0, 375, 60)
        expectFrame(host.frame(0, 1), 0, 60, 375, 60)
        expectFrame(host.frame(0, 2), 0, 120, 375, 60)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 180))
        #expect(layout?.rejectedMeasurements.isEmpty == true)
        // The provider was asked with objects of the subclass, once a row.
        #expect(host.provider.cellsAsked == indexPaths(0...2))
        #expect(host.provider.asked.allSatisfy { $0 is OptionalCopyAttributes })
    }

    @Test("A copy that is not attributes: the answer cannot be taken in, the estimate stands and each row is named")
    func foreignCopy() {
        let host = SelfSizingHost(ForeignCopyLayout(section: SelfSizingFixtures.list()), itemCounts: [3]) { _ in
            CGSize(width: 375, height: 60)
        }
        let layout = host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        // The rows keep the estimate 44: y = 0, 44, 88; content 3 × 44 = 132.
        expectFrame(host.frame(0, 0), 0, 0, 375, 44)
        expectFrame(host.frame(0, 1), 0, 44, 375, 44)
        expectFrame(host.frame(0, 2), 0, 88, 375, 44)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 132))
        let rejected = layout?.rejectedMeasurements ?? []
        #expect(rejected.map(\.path.description) == ["cell (0, 0)", "cell (0, 1)", "cell (0, 2)"])
        // Asked once each (the layout's own object stands in for the copy), not again.
        #expect(host.provider.cellsAsked == indexPaths(0...2))
        host.provider.reset()
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.asked.isEmpty)
    }
}
