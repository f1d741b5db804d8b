import Testing
@testable import UIKitViews

/// What editing the subviews costs (issue 26 G): adding on top and removing any subview are
/// O(1) amortized, counted in the slots the edits touch (`SubviewList.slotsTouched`), and the
/// order stays UIKit's, back to front, whatever gaps the removals left.
@MainActor
@Suite("UIView: the cost of subview edits")
struct SubviewCostTests {
    /// A parent with `count` plain subviews, added in order.
    private func parent(with count: Int) -> (parent: UIView, children: [UIView]) {
        let parent = UIView(frame: .zero)
        let children = (0..<count).map { _ in UIView(frame: .zero) }
        children.forEach(parent.addSubview)
        return (parent, children)
    }

    @Test("Removing subviews one at a time from the back of 10,000 touches O(1) slots each, and keeps the order")
    func removingFromTheBackIsLinear() {
        let (parent, children) = parent(with: 10_000)
        // 10,000 appends: one slot each.
        #expect(parent.subviewList.slotsTouched == 10_000)
        for child in children[..<6_000] { child.removeFromSuperview() }
        // Each removal vacates its slot (6,000). The 5,001st leaves 5,001 vacancies against
        // 4,999 views, so one compaction passes over the 10,000 slots; the last 999 vacancies
        // stay open (999 < 4,000 views). 10,000 + 6,000 + 10,000 = 26,000. An array would have
        // moved every view above each one removed: about 6,000 × 7,000 = 42,000,000.
        #expect(parent.subviewList.slotsTouched == 26_000)
        let order = parent.subviews
        #expect(order.count == 4_000 && zip(order, children[6_000...]).allSatisfy { $0 === $1 })
        // Reading the order closes the 999 gaps: one pass over the 4,999 slots left by the
        // compaction (4,000 views, 999 vacancies). 26,000 + 4,999 = 30,999.
        #expect(parent.subviewList.slotsTouched == 30_999)
        #expect(children[6_000...].enumerated().allSatisfy { $0.element.slotInSuperview == $0.offset })
    }

    @Test("Bringing a subview to the front is O(1); the order is UIKit's")
    func bringingToFrontIsConstant() {
        let (parent, children) = parent(with: 1_000)
        let before = parent.subviewList.slotsTouched
        parent.bringSubviewToFront(children[0])
        // One slot vacated, one appended; 1 vacancy against 1,000 views closes nothing.
        #expect(parent.subviewList.slotsTouched - before == 2)
        #expect(parent.subviews.last === children[0])
        #expect(parent.subviews.count == 1_000)
        #expect(parent.subviews.first === children[1])
    }

    @Test("Positional edits between removals place views as they would in a list without gaps")
    func positionalEditsAcrossGaps() {
        let (parent, children) = parent(with: 8)
        let names = Dictionary(uniqueKeysWithValues: children.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
        func order() -> [Int] { parent.subviews.map { names[ObjectIdentifier($0)] ?? -1 } }
        children[1].removeFromSuperview()
        children[4].removeFromSuperview()
        // [0 2 3 5 6 7]; index 2 is before 3.
        parent.insertSubview(children[1], at: 2)
        #expect(order() == [0, 2, 1, 3, 5, 6, 7])
        children[0].removeFromSuperview()
        parent.insertSubview(children[4], aboveSubview: children[5])
        #expect(order() == [2, 1, 3, 5, 4, 6, 7])
        children[6].removeFromSuperview()
        parent.insertSubview(children[0], belowSubview: children[2])
        #expect(order() == [0, 2, 1, 3, 5, 4, 7])
        children[3].removeFromSuperview()
        parent.sendSubviewToBack(children[7])
        #expect(order() == [7, 0, 2, 1, 5, 4])
        children[2].removeFromSuperview()
        parent.exchangeSubview(at: 0, withSubviewAt: 4)
        #expect(order() == [4, 0, 1, 5, 7])
        children[1].removeFromSuperview()
        // Moving a subview up counts the index with it still in place: [4 0 5 7] with 0 to 3 is [4 5 0 7].
        parent.insertSubview(children[0], at: 3)
        #expect(order() == [4, 5, 0, 7])
        parent.addSubview(children[4])
        #expect(order() == [5, 0, 7, 4])
        #expect(parent.subviews.allSatisfy { $0.superview === parent })
    }

    @Test("A removed subview is released at once, though its slot is not closed yet")
    func removedViewIsReleased() {
        let parent = UIView(frame: .zero)
        let kept = (0..<4).map { _ in UIView(frame: .zero) }
        kept.forEach(parent.addSubview)
        weak var released: UIView?
        do {
            let child = UIView(frame: .zero)
            parent.insertSubview(child, at: 2)
            released = child
            child.removeFromSuperview()
        }
        // 1 vacancy against 4 views: the slot stays open, holding the marker.
        #expect(parent.subviewList.count == 4)
        #expect(released == nil)
        let order = parent.subviews
        #expect(order.count == 4 && zip(order, kept).allSatisfy { $0 === $1 })
    }

    @Test("A walk of the subviews passes over those removed during it and closes no gap")
    func walkPassesOverRemovedViews() {
        let (parent, children) = parent(with: 6)
        children[0].removeFromSuperview()
        var visited: [UIView] = []
        let before = parent.subviewList.slotsTouched
        parent.forEachSubview { subview in
            visited.append(subview)
            if subview === children[1] { children[2].removeFromSuperview() }
        }
        // 1 … 5 less 2, removed while 1 was visited; one slot vacated, none closed.
        let expected = [children[1], children[3], children[4], children[5]]
        #expect(visited.count == 4 && zip(visited, expected).allSatisfy { $0 === $1 })
        #expect(parent.subviewList.slotsTouched - before == 1)
    }
}
