import CompositionalLayout
import Testing

/// A layout that records which kinds the view asks for the supplementary and decoration views
/// it adds and removes in an update, and the decoration hooks, in order; it names
/// `replacedDecorations` as removed and added again.
@MainActor
final class ElementListRecordingLayout: UICollectionViewCompositionalLayout {
    var calls: [String] = []
    var replacedDecorations: [IndexPath] = []

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        calls.append("delete list supplementary \(elementKind)")
        return super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        calls.append("insert list supplementary \(elementKind)")
        return super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }

    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        calls.append("delete list decoration \(elementKind)")
        return replacedDecorations
    }

    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        calls.append("insert list decoration \(elementKind)")
        return replacedDecorations
    }

    override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        calls.append("appearing \(elementKind) \(decorationIndexPath.section).\(decorationIndexPath.item)")
        return super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        calls.append("disappearing \(elementKind) \(decorationIndexPath.section).\(decorationIndexPath.item)")
        return super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }
}

/// A section background's kind in these tests.
private let backgroundKind = "section-background"

/// The animations of the elements other than cells, as
/// "kind before>after minY height > minY height alpha a>b".
@MainActor
private func describedViews(_ view: UICollectionView) -> [String] {
    view.lastUpdateAnimations.filter { $0.category != .cell }.map { animation in
        let path = { (indexPath: IndexPath?) in indexPath.map { "\($0.section).\($0.item)" } ?? "-" }
        let initial = animation.initialAttributes, final = animation.finalAttributes
        return "\(animation.elementKind ?? "") \(path(animation.indexPathBeforeUpdate))>\(path(animation.indexPathAfterUpdate)) "
            + "\(initial.frame.minY) \(initial.frame.height) > \(final.frame.minY) \(final.frame.height) "
            + "alpha \(initial.alpha)>\(final.alpha)"
    }
}

@MainActor
@Suite("Supplementary and decoration views an update adds and removes")
struct UpdateElementListTests {
    /// Rows of 50 with a section background, five items, in a 100 × 400 view that shows them
    /// all.
    private static func backgroundView(_ layout: ElementListRecordingLayout) -> (UICollectionView, FixedCountDataSource) {
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: backgroundKind)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        let source = FixedCountDataSource([5])
        view.dataSource = source
        view.layoutIfNeeded()
        layout.calls = []
        return (view, source)
    }

    private static func backgroundLayout() -> ElementListRecordingLayout {
        let section = BatchUpdateFixture.section()
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)]
        return ElementListRecordingLayout(section: section)
    }

    @Test("A decoration the layout does not name lives on: from the section's frame before to after, no hook")
    func decorationLivesOn() {
        let layout = Self.backgroundLayout()
        let (view, source) = Self.backgroundView(layout)
        source.itemCounts = [6]
        view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 5, section: 0)]) }
        #expect(layout.calls == ["delete list decoration \(backgroundKind)", "insert list decoration \(backgroundKind)"])
        // The background covers the section: 5 rows of 50 = 250 high before, 6 rows = 300 after.
        #expect(describedViews(view) == ["\(backgroundKind) 0.0>0.0 0.0 250.0 > 0.0 300.0 alpha 1.0>1.0"])
    }

    @Test("A decoration named deleted and inserted is replaced: the old one disappears, a new one appears, with their hooks")
    func decorationReplaced() {
        let layout = Self.backgroundLayout()
        layout.replacedDecorations = [IndexPath(item: 0, section: 0)]
        let (view, source) = Self.backgroundView(layout)
        source.itemCounts = [6]
        view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 5, section: 0)]) }
        #expect(
            layout.calls == [
                "delete list decoration \(backgroundKind)", "insert list decoration \(backgroundKind)",
                "disappearing \(backgroundKind) 0.0", "appearing \(backgroundKind) 0.0",
            ])
        // The compositional layout's hooks answer nil for a section that lives on: the old
        // background stays 250 high where it was, the new one is 300 high from the start. At
        // one place, what is there after the update comes first.
        #expect(
            describedViews(view) == [
                "\(backgroundKind) ->0.0 0.0 300.0 > 0.0 300.0 alpha 1.0>1.0",
                "\(backgroundKind) 0.0>- 0.0 250.0 > 0.0 250.0 alpha 1.0>1.0",
            ])
    }

    @Test("A supplementary kind shown only after the update is asked for too; the inserted section's header fades in")
    func kindShownOnlyAfter() {
        // Section 0 has no header; section 1 has a 30-point header.
        let layout = ElementListRecordingLayout { index, _ in
            ViewFixtures.list(rowHeight: 50, headerHeight: index == 1 ? 30 : nil)
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        let source = FixedCountDataSource([1])
        view.dataSource = source
        view.layoutIfNeeded()
        layout.calls = []
        source.itemCounts = [1, 1]
        view.performBatchUpdates { view.insertSections(IndexSet(integer: 1)) }
        let header = UICollectionView.elementKindSectionHeader
        #expect(layout.calls == ["delete list supplementary \(header)", "insert list supplementary \(header)"])
        // Section 1 starts below section 0's row (50): its header at 50, 30 high, fading in.
        #expect(describedViews(view) == ["\(header) ->1.0 50.0 30.0 > 50.0 30.0 alpha 0.0>1.0"])
    }
}
