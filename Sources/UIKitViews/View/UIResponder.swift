/// The root of UIKit's event-handling chain; here, the superclass that views share.
///
/// Headless code has no events to route, so only the chain itself is kept: ``next`` is the
/// next object an event would travel to (a view's superview), and target–action messages
/// without a target travel along it. The first responder is recorded: one object at a time
/// (UIKit keeps one per window; headless there is one for the process), changed by
/// ``becomeFirstResponder()`` and ``resignFirstResponder()``.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The current first responder, while it lives.
    private static weak var firstResponder: UIResponder?

    /// Creates a responder with nothing after it in the chain.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil` at its end. `nil` here; a view answers its
    /// superview.
    open var next: UIResponder? { nil }

    /// Whether this object may become the first responder; `false` by default, `true` for
    /// text fields.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object may give up being the first responder; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder.
    open var isFirstResponder: Bool { Self.firstResponder === self }

    /// Makes this object the first responder when ``canBecomeFirstResponder`` allows it and the
    /// current first responder resigns; `true` when it is the first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = Self.firstResponder, !current.resignFirstResponder() { return false }
        Self.firstResponder = self
        return true
    }

    /// Gives up being the first responder when ``canResignFirstResponder`` allows it; `true`
    /// when this object is not the first responder afterwards.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        Self.firstResponder = nil
        return true
    }
}

extension UIResponder {
    /// Performs `action` on the first responder of the chain from this one (itself, its
    /// `next`, then theirs) that performs it, with `sender` and `event`; returns whether one
    /// did. A bound method (`Selector(method)`) performs at the first step; an unbound one on
    /// the first responder of its type. The one walk of the chain, for controls and the app.
    package func performUpTheChain(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if action.perform(target: current, sender: sender, event: event) { return true }
            responder = current.next
        }
        return false
    }
}
