/// An action assistive technologies offer on an element besides activating it: a list row's
/// "Mark as Read". Nothing offers it headless; ``simulatePerform()`` performs it as a user's
/// choice would.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The closure type of a custom action's handler: it is given the action and answers
    /// whether it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The name offered to the user.
    open var name: String

    /// An image offered with the name; `nil` by default.
    open var image: UIImage?

    /// The object the selector is sent to; held weakly.
    open weak var target: AnyObject?

    /// The method sent to ``target`` (the action is its sender), or `nil` for an action with a
    /// handler.
    open var selector: Selector?

    /// The closure performed, or `nil` for an action with a target and selector.
    open var actionHandler: Handler?

    /// Creates an action named `name` performed by `actionHandler`.
    public init(name: String, image: UIImage? = nil, actionHandler: Handler?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action named `name` that sends `selector` to `target`, with the action as
    /// the sender (`Selector(markRead)` for `#selector(markRead)`).
    public init(name: String, image: UIImage? = nil, target: Any?, selector: Selector) {
        self.name = name
        self.image = image
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    /// Performs the action as a user choosing it would: the handler's answer, or whether the
    /// selector was performed on the target (a method returning nothing counts as success;
    /// a named selector, a released target needed by an unbound method, or a target of
    /// another type fail). Beyond UIKit.
    @discardableResult
    open func simulatePerform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector else { return false }
        let target = self.target
        if selector.needsTarget, target == nil { return false }
        return selector.perform(target: target, sender: self, event: nil)
    }
}
