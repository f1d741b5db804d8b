/// The method a control, bar button item or gesture recognizer performs on its target: what
/// UIKit code names with `#selector(method)`.
///
/// Swift has no Objective-C runtime on Linux, so `#selector` and `@objc` do not compile there
/// whatever a library declares. The one edit target–action code needs is to drop `@objc` and
/// write `Selector(method)` for `#selector(method)`: a reference to the method itself, which
/// takes nothing, the sender, or the sender and the event.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///     barButtonSystemItem: .add, target: self, action: Selector(addItem))   // #selector(addItem)
/// toggle.addTarget(self, action: Selector(toggled), for: .valueChanged)    // func toggled(_ sender: UISwitch)
/// ```
///
/// A method reference such as `Selector(addItem)` holds its object strongly, where UIKit holds
/// only the name; an unbound method (`Selector(Self.addItem)`) holds nothing and is performed
/// on the registered target. Two selectors are equal when they
/// were made from the same name, or are copies of one made from a method.
public struct Selector: Hashable, CustomStringConvertible {
    /// What is performed: a method bound to its object, an unbound method that takes the
    /// target, or a name only.
    enum Body {
        case bound((_ sender: Any?, _ event: UIEvent) -> Bool)
        case unbound((_ target: AnyObject?, _ sender: Any?, _ event: UIEvent) -> Bool)
        case name
    }

    /// The selector's name: the string it was made from, or a description of the method kind.
    public let description: String

    /// What is performed.
    let body: Body

    /// Equality token: the name for a named selector, a fresh box for a method reference.
    private let identity: Identity

    /// Creates a selector for a method that takes no argument (`func refresh()`).
    public init(_ method: @escaping () -> Void) {
        self.init(description: "method()", body: .bound { _, _ in
            method()
            return true
        })
    }

    /// Creates a selector for a method that takes the sender (`func toggled(_ sender: UISwitch)`);
    /// it is performed only when the sender is a `Sender`.
    public init<Sender>(_ method: @escaping (Sender) -> Void) {
        self.init(description: "method(_:)", body: .bound { sender, _ in
            guard let sender = sender as? Sender else { return false }
            method(sender)
            return true
        })
    }

    /// Creates a selector for a method that takes the sender and the event
    /// (`func tapped(_ sender: UIButton, forEvent event: UIEvent)`).
    public init<Sender>(_ method: @escaping (Sender, UIEvent) -> Void) {
        self.init(description: "method(_:forEvent:)", body: .bound { sender, event in
            guard let sender = sender as? Sender else { return false }
            method(sender, event)
            return true
        })
    }

    /// Creates a selector for an unbound method taking no argument (`Selector(Self.refresh)`),
    /// performed on the registered target when it is a `Target`; it holds no object.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        self.init(description: "method()", body: .unbound { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        })
    }

    /// Creates a selector for an unbound method that takes the sender
    /// (`Selector(Self.toggled)`), performed on the registered target when it is a `Target` and
    /// the sender a `Sender`; it holds no object.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        self.init(description: "method(_:)", body: .unbound { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        })
    }

    /// Creates a selector that only names a method (`Selector("refresh")`). Without the
    /// Objective-C runtime a name cannot be looked up, so performing it does nothing and is
    /// reported by the control that tried.
    public init(_ name: String) {
        description = name
        body = .name
        identity = .name(name)
    }

    private init(description: String, body: Body) {
        self.description = description
        self.body = body
        identity = .method(MethodBox())
    }

    /// Performs the method for `sender` and `event` on `target` (used by unbound methods);
    /// `false` when nothing was performed: a named selector, a target or sender of another
    /// type.
    @MainActor
    package func perform(target: AnyObject?, sender: Any?, event: UIEvent?) -> Bool {
        switch body {
        case .bound(let method): method(sender, event ?? UIEvent())
        case .unbound(let method): method(target, sender, event ?? UIEvent())
        case .name: false
        }
    }

    /// Whether performing needs the registered target alive: an unbound method does.
    package var needsTarget: Bool {
        if case .unbound = body { true } else { false }
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.identity == rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}

extension Selector: ExpressibleByStringLiteral {
    /// Creates a selector that only names a method, as `Selector(_:)` with a string does.
    public init(stringLiteral name: String) {
        self.init(name)
    }
}

extension Selector {
    /// What makes two selectors equal.
    fileprivate enum Identity: Hashable {
        case name(String)
        case method(MethodBox)
    }

    /// A reference whose identity stands for one method reference and its copies.
    fileprivate final class MethodBox: Hashable, Sendable {
        static func == (lhs: MethodBox, rhs: MethodBox) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
}
