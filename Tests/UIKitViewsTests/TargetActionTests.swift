import Testing
import UIKitViews

/// The calls a test's targets make, shared so that a released target's calls still show.
@MainActor
private final class CallLog {
    var calls: [String] = []
}

/// A target with the three method shapes `#selector` names, registering itself as app code
/// does: `Selector(method)` inside an instance method, and `Selector(Self.method)`.
@MainActor
private final class Handler {
    let log: CallLog
    let name: String

    init(log: CallLog, name: String = "handler") {
        self.log = log
        self.name = name
    }

    func refresh() { log.calls.append("\(name).refresh") }
    func toggled(_ sender: UIControl) { log.calls.append("\(name).toggled \(sender.tag)") }
    func tapped(_ sender: UIControl, forEvent event: UIEvent) { log.calls.append("\(name).tapped \(sender.tag)") }

    /// Registers two bound forms and an unbound one on `control` for `.valueChanged`.
    func register(on control: UIControl) {
        control.addTarget(self, action: Selector(refresh), for: .valueChanged)
        control.addTarget(self, action: Selector(tapped), for: .valueChanged)
        control.addTarget(self, action: Selector(Self.toggled), for: .valueChanged)
    }
}

/// A container view whose method a message without a target reaches up the responder chain.
@MainActor
private final class ContainerView: UIView {
    var refreshes = 0
    func refresh() { refreshes += 1 }
}

/// A control that records the target–action messages it sends.
@MainActor
private final class RecordingControl: UIControl {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(action.description)
        super.sendAction(action, to: target, for: event)
    }
}

@MainActor
@Suite("UIControl target–action")
struct TargetActionTests {
    @Test("target–action pairs and UIActions run interleaved in registration order, with the control as sender")
    func registrationOrder() {
        let log = CallLog()
        let handler = Handler(log: log)
        let control = UIControl()
        control.tag = 4
        control.addAction(UIAction { _ in log.calls.append("first action") }, for: .valueChanged)
        handler.register(on: control)
        control.addAction(UIAction { _ in log.calls.append("last action") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.calls == [
            "first action", "handler.refresh", "handler.tapped 4", "handler.toggled 4", "last action",
        ])
        #expect(control.reportedErrors.isEmpty)
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test("registering the same target and selector twice keeps one pair and unites the events")
    func duplicatePairs() {
        let log = CallLog()
        let handler = Handler(log: log)
        let control = UIControl()
        let refresh = Selector(Handler.refresh)
        control.addTarget(handler, action: refresh, for: .touchUpInside)
        control.addTarget(handler, action: refresh, for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log.calls == ["handler.refresh"])
        #expect(control.actions(forTarget: handler, forControlEvent: .touchUpInside) == ["method()"])
        #expect(control.actions(forTarget: handler, forControlEvent: .valueChanged) == ["method()"])
        #expect(control.actions(forTarget: handler, forControlEvent: .touchDown) == nil)
    }

    @Test("a released target's unbound selector is not performed, and is not listed")
    func weakTargets() {
        let log = CallLog()
        let control = UIControl()
        weak var released: Handler?
        do {
            let handler = Handler(log: log, name: "gone")
            released = handler
            control.addTarget(handler, action: Selector(Handler.refresh), for: .touchUpInside)
            #expect(control.allTargets.count == 1)
        }
        #expect(released == nil)
        control.sendActions(for: .touchUpInside)
        #expect(log.calls.isEmpty)
        #expect(control.allTargets.isEmpty)
        #expect(control.reportedErrors.isEmpty)
    }

    @Test("removeTarget with a nil action removes every selector of the target; a nil target every target")
    func removeTargets() {
        let log = CallLog()
        let first = Handler(log: log, name: "first")
        let second = Handler(log: log, name: "second")
        let control = UIControl()
        first.register(on: control)
        second.register(on: control)
        control.removeTarget(first, action: nil, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        // Only the second handler's three methods; the control's tag is 0.
        #expect(log.calls == ["second.refresh", "second.tapped 0", "second.toggled 0"])
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents == [])
    }

    @Test("selectors equal by name or by copy: another reference to the same method removes nothing")
    func removeBySelectorIdentity() {
        let log = CallLog()
        let handler = Handler(log: log)
        let control = UIControl()
        let refresh = Selector(Handler.refresh)
        control.addTarget(handler, action: refresh, for: .touchUpInside)
        control.removeTarget(handler, action: Selector(Handler.refresh), for: .touchUpInside)
        #expect(control.actions(forTarget: handler, forControlEvent: .touchUpInside) == ["method()"])
        let copy = refresh
        control.removeTarget(handler, action: copy, for: .touchUpInside)
        #expect(control.actions(forTarget: handler, forControlEvent: .touchUpInside) == nil)
        control.addTarget(handler, action: "refresh", for: .touchUpInside)
        control.removeTarget(handler, action: Selector("refresh"), for: .touchUpInside)
        #expect(control.allTargets.isEmpty)
    }

    @Test("without a target the message goes up the responder chain to the first responder of the method's type")
    func responderChain() {
        let container = ContainerView()
        let control = UIControl()
        container.addSubview(control)
        control.addTarget(nil, action: Selector(ContainerView.refresh), for: .touchUpInside)
        // NSNull stands for the missing target (instances are not equal to each other on Linux).
        #expect(control.allTargets.count == 1 && control.allTargets.first?.base is NSNull)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["method()"])
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(container.refreshes == 2)
        #expect(control.reportedErrors.isEmpty)
        // Outside the container no responder performs it: reported, as UIKit drops it silently.
        control.removeFromSuperview()
        control.sendActions(for: .touchUpInside)
        #expect(container.refreshes == 2)
        #expect(control.reportedErrors == [TargetActionError(.noResponderPerforms(selector: "method()"))])
    }

    @Test("a bound selector without a target performs itself")
    func boundWithoutTarget() {
        let log = CallLog()
        let handler = Handler(log: log)
        let control = UIControl()
        control.addTarget(nil, action: Selector(handler.refresh), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.calls == ["handler.refresh"])
    }

    @Test("a named selector and a target of another type are reported, and nothing is performed")
    func reports() {
        let log = CallLog()
        let handler = Handler(log: log)
        let control = UIControl()
        control.addTarget(handler, action: "refresh", for: .touchUpInside)
        control.addTarget(ContainerView(), action: Selector(Handler.refresh), for: .valueChanged)
        let container = ContainerView()
        control.addTarget(container, action: Selector(Handler.refresh), for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log.calls.isEmpty)
        #expect(control.reportedErrors == [
            TargetActionError(.namedSelector("refresh")),
            TargetActionError(.unrecognizedSelector(selector: "method()", target: "ContainerView")),
        ])
        #expect(control.reportedErrors[0].description.contains("Objective-C runtime"))
        #expect(control.reportedErrors[1].description == "method(): unrecognized selector sent to instance of ContainerView")
    }

    @Test("sendActions goes through sendAction(_:to:for:), which subclasses observe")
    func sendActionOverride() {
        let log = CallLog()
        let handler = Handler(log: log)
        let control = RecordingControl()
        control.addTarget(handler, action: Selector(handler.toggled), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendAction(Selector(handler.refresh), to: handler, for: nil)
        #expect(control.sent == ["method(_:)", "method()"])
        #expect(log.calls == ["handler.toggled 0", "handler.refresh"])
    }

    @Test("an action that removes its own target finishes the call; the next call does not perform it")
    func reentrantRemoval() {
        let log = CallLog()
        let handler = Handler(log: log)
        let control = UIControl()
        let refresh = Selector(Handler.refresh)
        control.addAction(UIAction { [weak control] _ in
            control?.removeTarget(handler, action: refresh, for: .allEvents)
            control?.addTarget(handler, action: Selector(Handler.toggled), for: .valueChanged)
        }, for: .valueChanged)
        control.addTarget(handler, action: refresh, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.calls == ["handler.refresh"])
        control.sendActions(for: .valueChanged)
        #expect(log.calls == ["handler.refresh", "handler.toggled 0"])
    }
}
