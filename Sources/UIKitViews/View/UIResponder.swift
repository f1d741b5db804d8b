/// The root of UIKit's event-handling chain; here, the superclass that views share.
///
/// Headless code has no events to route, so only the chain itself is kept: ``next`` is the
/// next object an event would travel to (a view's superview).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder with nothing after it in the chain.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil` at its end. `nil` here; a view answers its
    /// superview.
    open var next: UIResponder? { nil }
}
