import Testing
@testable import UIKitViews

/// Issue 27 §2: bar button items store what UIKit's do and fire as a user's tap would: the
/// primary action first, else the selector on the target.
@MainActor
@Suite("UIBarButtonItem: storage and simulated taps")
struct BarButtonItemTests {
    /// An app object whose methods bar buttons name with `Selector(method)`.
    @MainActor
    final class Screen {
        var calls: [String] = []
        func add() { calls.append("add") }
        func sort(_ sender: UIBarButtonItem) { calls.append("sort \(sender.title ?? "")") }
    }

    @Test("a system item performs its bound method; a title item passes itself as the sender")
    func targetAction() {
        let screen = Screen()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Selector(screen.add))
        let sort = UIBarButtonItem(title: "Sort", style: .plain, target: screen, action: Selector(screen.sort))
        #expect(add.systemItem == .add)
        #expect(add.target === screen)
        #expect(add.simulateTap() == .targetAction)
        #expect(sort.simulateTap() == .targetAction)
        #expect(screen.calls == ["add", "sort Sort"])
        #expect(add.tapOutcomes == [.targetAction])
    }

    @Test("an unbound method needs its target alive: the target is held weakly")
    func weakTarget() {
        var screen: Screen? = Screen()
        weak let released = screen
        let item = UIBarButtonItem(image: nil, style: .done, target: screen, action: Selector(Screen.add))
        #expect(item.simulateTap() == .targetAction)
        #expect(released?.calls == ["add"])
        screen = nil
        #expect(released == nil)
        #expect(item.target == nil)
        #expect(item.simulateTap() == .nothing)
    }

    @Test("the primary action wins over the target; a disabled item, or a named selector, does nothing")
    func primaryActionAndNothing() {
        var ran: [String] = []
        let action = UIAction(title: "Refresh") { action in ran.append("\(action.title) from \(action.sender is UIBarButtonItem)") }
        #expect(UIBarButtonItem(systemItem: .refresh, primaryAction: action).systemItem == .refresh)
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Refresh")
        let screen = Screen()
        item.target = screen
        item.action = Selector(screen.add)
        #expect(item.simulateTap() == .primaryAction)
        #expect(ran == ["Refresh from true"])
        #expect(screen.calls.isEmpty)
        item.isEnabled = false
        #expect(item.simulateTap() == .nothing)
        let named = UIBarButtonItem(title: "Named", style: .plain, target: screen, action: Selector("add"))
        #expect(named.simulateTap() == .nothing)
        #expect(UIBarButtonItem(title: "Plain", image: nil).simulateTap() == .nothing)
    }
}
