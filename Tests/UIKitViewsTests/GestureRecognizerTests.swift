import Testing
import UIKitViews

/// A screen-like object handling gestures as app code does.
@MainActor
private final class GestureHandler: UIGestureRecognizerDelegate {
    var calls: [String] = []
    var allowsBegin = true

    func tapped() { calls.append("tapped") }
    func pressed(_ recognizer: UILongPressGestureRecognizer) { calls.append("pressed \(recognizer.state.rawValue)") }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsBegin }
}

@MainActor
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
    @Test("a tap is discrete: recognized once, ended, its actions performed with it as the sender")
    func tap() {
        let handler = GestureHandler()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer(target: handler, action: Selector(handler.tapped))
        #expect(view.gestureRecognizers == nil)
        #expect(!tap.simulateRecognition())
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view)
        #expect(tap.numberOfTapsRequired == 1 && tap.state == .possible)
        #expect(tap.simulateRecognition(at: CGPoint(x: 20, y: 30)))
        #expect(handler.calls == ["tapped"] && tap.state == .recognized)
        #expect(tap.location(in: nil) == CGPoint(x: 20, y: 30))
        tap.isEnabled = false
        #expect(!tap.simulateRecognition())
        #expect(handler.calls == ["tapped"])
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil && tap.view == nil)
    }

    @Test("a long press is continuous: began, changed, ended; a delegate may refuse it, and the target is held weakly")
    func longPress() {
        var handler: GestureHandler? = GestureHandler()
        weak let released = handler
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let press = UILongPressGestureRecognizer(target: handler, action: Selector(GestureHandler.pressed))
        press.delegate = handler
        view.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        press.simulateRecognition()
        // States began (1), changed (2), ended (3).
        #expect(handler?.calls == ["pressed 1", "pressed 2", "pressed 3"])
        handler?.allowsBegin = false
        #expect(!press.simulateRecognition())
        #expect(press.state == .failed && handler?.calls.count == 3)
        handler = nil
        #expect(released == nil)
        press.delegate = nil
        #expect(press.simulateRecognition())
    }

    @Test("a recognizer added to a second view leaves the first; removing targets stops the actions")
    func moveAndRemove() {
        let handler = GestureHandler()
        let first = UIView()
        let second = UIView()
        let swipe = UISwipeGestureRecognizer(target: handler, action: Selector(handler.tapped))
        first.addGestureRecognizer(swipe)
        second.addGestureRecognizer(swipe)
        #expect(first.gestureRecognizers == nil && second.gestureRecognizers?.first === swipe)
        #expect(swipe.direction == .right)
        swipe.removeTarget(handler, action: nil)
        swipe.simulateRecognition()
        #expect(handler.calls.isEmpty)
    }
}
