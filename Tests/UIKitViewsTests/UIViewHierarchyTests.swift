import Testing
@testable import UIKitViews

/// Subviews, superviews and the hooks around moving a view, as UIKit orders them.
@MainActor
@Suite("UIView: hierarchy")
struct UIViewHierarchyTests {
    /// Views named a, b, c, … with identity-based comparison of arrays of them.
    private func names(_ views: [UIView]) -> [String] {
        views.map { ($0 as? RecordingView)?.name ?? "?" }
    }

    @Test("addSubview appends on top and sets the superview; removeFromSuperview undoes it")
    func addAndRemove() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(names(parent.subviews) == ["a", "b"])
        #expect(a.superview === parent)
        #expect(a.next === parent)
        a.removeFromSuperview()
        #expect(names(parent.subviews) == ["b"])
        #expect(a.superview == nil)
        a.removeFromSuperview()
        #expect(names(parent.subviews) == ["b"])
    }

    @Test("the hooks run will-move, will-remove (old superview), did-move, did-add")
    func hookOrder() {
        let log = RecordingView.Log()
        let first = RecordingView("first", log: log)
        let second = RecordingView("second", log: log)
        let child = RecordingView("child", log: log)
        first.addSubview(child)
        #expect(log.entries == [
            "child.willMove(toSuperview: first)", "child.didMoveToSuperview", "first.didAddSubview(child)",
        ])
        log.entries = []
        second.addSubview(child)
        #expect(log.entries == [
            "child.willMove(toSuperview: second)", "first.willRemoveSubview(child)", "child.didMoveToSuperview",
            "second.didAddSubview(child)",
        ])
        #expect(first.subviews.isEmpty)
        log.entries = []
        child.removeFromSuperview()
        #expect(log.entries == [
            "second.willRemoveSubview(child)", "child.willMove(toSuperview: nil)", "child.didMoveToSuperview",
        ])
    }

    @Test("adding a subview again moves it to the top without any hook")
    func readdMovesToTop() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        log.entries = []
        parent.addSubview(a)
        #expect(names(parent.subviews) == ["b", "a"])
        #expect(log.entries.isEmpty)
    }

    @Test("insertSubview(_:at:) inserts at the index, clamping indices out of range")
    func insertAtIndex() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let views = ["a", "b", "c", "d"].map { RecordingView($0, log: log) }
        parent.addSubview(views[0])
        parent.addSubview(views[1])
        parent.insertSubview(views[2], at: 1)
        #expect(names(parent.subviews) == ["a", "c", "b"])
        parent.insertSubview(views[3], at: 99)
        #expect(names(parent.subviews) == ["a", "c", "b", "d"])
        parent.insertSubview(views[3], at: -5)
        #expect(names(parent.subviews) == ["d", "a", "c", "b"])
        // Moving a subview forward counts the index in the array before it was taken out:
        // [d a c b] without a is [d c b]; index 3 − 1 = 2 puts a after c.
        parent.insertSubview(views[0], at: 3)
        #expect(names(parent.subviews) == ["d", "c", "a", "b"])
    }

    @Test("insertSubview above or below a sibling; a non-sibling puts the view on top")
    func insertRelative() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        let c = RecordingView("c", log: log)
        let d = RecordingView("d", log: log)
        let stranger = RecordingView("x", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(names(parent.subviews) == ["a", "c", "b"])
        parent.insertSubview(d, aboveSubview: a)
        #expect(names(parent.subviews) == ["a", "d", "c", "b"])
        parent.insertSubview(a, aboveSubview: c)
        #expect(names(parent.subviews) == ["d", "c", "a", "b"])
        parent.insertSubview(d, belowSubview: stranger)
        #expect(names(parent.subviews) == ["c", "a", "b", "d"])
    }

    @Test("bringSubviewToFront, sendSubviewToBack and exchangeSubview reorder; strangers change nothing")
    func reorder() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let views = ["a", "b", "c"].map { RecordingView($0, log: log) }
        views.forEach(parent.addSubview)
        parent.bringSubviewToFront(views[0])
        #expect(names(parent.subviews) == ["b", "c", "a"])
        parent.sendSubviewToBack(views[2])
        #expect(names(parent.subviews) == ["c", "b", "a"])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names(parent.subviews) == ["a", "b", "c"])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        parent.bringSubviewToFront(RecordingView("x", log: log))
        #expect(names(parent.subviews) == ["a", "b", "c"])
    }

    @Test("a view cannot be added to itself or below one of its own subviews")
    func noCycles() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let child = RecordingView("c", log: log)
        parent.addSubview(child)
        parent.addSubview(parent)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(names(parent.subviews) == ["c"])
        #expect(child.subviews.isEmpty)
    }

    @Test("isDescendant(of:) holds for the view itself and every view above it")
    func descendants() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: leaf))
        #expect(leaf.isDescendant(of: middle))
        #expect(leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: UIView()))
    }

    @Test("viewWithTag searches the view, then its subviews depth first, back to front")
    func tags() {
        let root = UIView()
        let first = UIView()
        let firstChild = UIView()
        let second = UIView()
        root.addSubview(first)
        first.addSubview(firstChild)
        root.addSubview(second)
        firstChild.tag = 7
        second.tag = 7
        #expect(root.viewWithTag(7) === firstChild)
        #expect(root.viewWithTag(0) === root)
        root.tag = 1
        first.tag = 1
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(8) == nil)
    }
}
