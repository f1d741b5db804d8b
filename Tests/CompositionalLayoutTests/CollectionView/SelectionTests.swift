@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Selection: programmatic selection without the delegate, taps with UIKit's delegate
/// sequence, and the shown cells' `isSelected` kept in step.
@MainActor
@Suite("Selection")
struct SelectionTests {
    /// 20 rows of 50 in a 375 × 425 view: rows 0 to 8 shown.
    private func list() -> ViewHost {
        ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [20])
    }

    private func cell(_ host: ViewHost, _ item: Int) -> UICollectionViewCell? {
        host.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    }

    @Test("Programmatic selection replaces the selection, marks the cells and calls no delegate method")
    func programmaticSelection() {
        let host = list()
        let view = host.collectionView
        #expect(view.allowsSelection && !view.allowsMultipleSelection)
        #expect(view.indexPathsForSelectedItems == [])
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(cell(host, 3)?.isSelected == true && cell(host, 1)?.isSelected == false)
        view.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(view.indexPathsForSelectedItems == [])
        #expect(cell(host, 3)?.isSelected == false)
        // An item that does not exist is not selected; nil clears the selection.
        view.selectItem(at: IndexPath(item: 50, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [])
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)])
        // Turning multiple selection off keeps the item selected first.
        view.allowsMultipleSelection = false
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cell(host, 0)?.isSelected == false)
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [])
        #expect(host.log.entries.isEmpty)
    }

    @Test("While allowsSelection is false, selection changes nothing and a tap does nothing")
    func selectionDisallowed() {
        let host = list()
        let view = host.collectionView
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.allowsSelection = false
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(view.simulateTap(at: CGPoint(x: 10, y: 110)) == nil)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(host.log.entries.isEmpty)
    }

    @Test("A tap highlights, unhighlights, deselects the other item and selects, asking and telling the delegate")
    func tapSequence() {
        let host = list()
        let view = host.collectionView
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        // y 110 is in row 2 (100 … 150).
        #expect(view.simulateTap(at: CGPoint(x: 10, y: 110)) == IndexPath(item: 2, section: 0))
        #expect(
            host.log.entries == [
                "shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "shouldSelect 0-2", "didDeselect 0-1",
                "didSelect 0-2",
            ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cell(host, 2)?.isSelected == true && cell(host, 2)?.isHighlighted == false)
        host.log.entries = []
        // Tapping the selected item again selects it again.
        view.simulateTap(at: CGPoint(x: 10, y: 120))
        #expect(host.log.entries == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "shouldSelect 0-2", "didSelect 0-2"])
        // A point over no item taps nothing.
        #expect(view.simulateTap(at: CGPoint(x: 10, y: 2000)) == nil)
    }

    @Test("With multiple selection a tap on a selected item deselects it, if the delegate allows")
    func multipleSelectionTaps() {
        let host = list()
        let view = host.collectionView
        view.allowsMultipleSelection = true
        view.simulateTap(at: CGPoint(x: 10, y: 10))
        view.simulateTap(at: CGPoint(x: 10, y: 60))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        host.log.entries = []
        host.delegate.allowsDeselect = false
        view.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(host.log.entries == ["shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "shouldDeselect 0-0"])
        host.log.entries = []
        host.delegate.allowsDeselect = true
        view.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(host.log.entries == ["shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "shouldDeselect 0-0", "didDeselect 0-0"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("A delegate that refuses the highlight stops the tap; one that refuses the selection keeps it as it was")
    func refusals() {
        let host = list()
        let view = host.collectionView
        host.delegate.allowsHighlight = false
        view.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(host.log.entries == ["shouldHighlight 0-0"])
        host.log.entries = []
        host.delegate.allowsHighlight = true
        host.delegate.allowsSelect = false
        view.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(host.log.entries == ["shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "shouldSelect 0-0"])
        #expect(view.indexPathsForSelectedItems == [])
    }

    @Test("A selected cell scrolled away and back is shown selected; another cell reusing it is not")
    func selectionFollowsShownCells() {
        let host = list()
        let view = host.collectionView
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        // 500 … 925 shows rows 9 (touching, Q-4) to 18: ten new cells.
        host.scroll(toY: 500)
        #expect(view.visibleCells.allSatisfy { !$0.isSelected })
        host.scroll(toY: 0)
        #expect(cell(host, 0)?.isSelected == true)
        #expect(view.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("Selecting with a scroll position scrolls the item there")
    func selectAndScroll() {
        let host = list()
        host.collectionView.selectItem(at: IndexPath(item: 15, section: 0), animated: false, scrollPosition: .top)
        // Row 15 at 750; content 1000, so the offset stops at 1000 − 425 = 575.
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: 575))
        host.collectionView.layoutIfNeeded()
        #expect(cell(host, 15)?.isSelected == true)
    }

    @Test("reloadData clears the selection")
    func reloadClearsSelection() {
        let host = list()
        host.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        host.collectionView.reloadData()
        #expect(host.collectionView.indexPathsForSelectedItems == [])
    }
}
