import Testing
import UIKitViews

/// A target with the method shapes `#selector` names: no argument, the sender, the sender and
/// the event. Each call appends to `calls`.
@MainActor
private final class Target {
    var calls: [String] = []

    func refresh() { calls.append("refresh") }
    func toggled(_ sender: UIControl) { calls.append("toggled \(sender.tag)") }
    func tapped(_ sender: UIControl, forEvent event: UIEvent) { calls.append("tapped \(sender.tag)") }

    /// Selectors made as app code makes them, inside an instance method.
    func selectors() -> [Selector] { [Selector(refresh), Selector(toggled), Selector(tapped)] }
}

@MainActor
@Suite("Selector: the method target–action performs")
struct SelectorTests {
    @Test("a method reference is performed with no argument, the sender, or the sender and the event")
    func boundMethods() {
        let target = Target()
        let control = UIControl(frame: .zero)
        control.tag = 7
        let performed = target.selectors().map { $0.perform(target: nil, sender: control, event: UIEvent()) }
        #expect(performed == [true, true, true])
        #expect(target.calls == ["refresh", "toggled 7", "tapped 7"])
    }

    @Test("a sender of another type is not performed")
    func senderOfAnotherType() {
        let target = Target()
        #expect(!Selector(target.toggled).perform(target: nil, sender: "not a control", event: nil))
        #expect(target.calls.isEmpty)
    }

    @Test("an unbound method is performed on the target given, and holds none")
    func unboundMethods() {
        let control = UIControl(frame: .zero)
        control.tag = 3
        let refresh = Selector(Target.refresh)
        let toggled = Selector(Target.toggled)
        #expect(refresh.needsTarget && toggled.needsTarget)
        let target = Target()
        #expect(refresh.perform(target: target, sender: control, event: nil))
        #expect(toggled.perform(target: target, sender: control, event: nil))
        #expect(!refresh.perform(target: nil, sender: control, event: nil))
        #expect(target.calls == ["refresh", "toggled 3"])
        weak var released: Target?
        do {
            let other = Target()
            released = other
            #expect(Selector(Target.refresh).perform(target: other, sender: nil, event: nil))
        }
        #expect(released == nil)
    }

    @Test("a named selector performs nothing; names compare equal, method references by copy")
    func equality() {
        let target = Target()
        let named: Selector = "refresh"
        #expect(named == Selector("refresh"))
        #expect(named.description == "refresh")
        #expect(!named.perform(target: target, sender: nil, event: nil))
        let reference = Selector(target.refresh)
        let copy = reference
        #expect(reference == copy)
        #expect(reference != Selector(target.refresh))
        #expect(Set([reference, copy, named, Selector("refresh")]).count == 2)
        #expect(target.calls.isEmpty)
    }
}
