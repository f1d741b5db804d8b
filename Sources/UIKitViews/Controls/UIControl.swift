/// A view that reports user events (taps, value changes) by performing actions: the
/// superclass of buttons.
///
/// Events are registered with ``addAction(_:for:)`` and a ``UIAction``. Target–action
/// (`addTarget(_:action:for:)` with `#selector`) is not provided: selectors need the
/// Objective-C runtime, which Swift does not have on Linux, where an `@objc` method or a
/// `#selector` fails to compile whatever this package declares. Headless nothing is touched:
/// app code and tests send events with ``sendActions(for:)``.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.addAction(UIAction { _ in model.toggleFavorite() }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // runs the closure
/// ```
@preconcurrency @MainActor
open class UIControl: UIView {
    /// One registered action and the events it is performed for.
    private struct Registration {
        var action: UIAction
        var events: Event
    }

    /// The registered actions, one per identifier, in the order first registered.
    private var registrations: [Registration] = []

    /// Creates a control of `frame`, enabled, with no actions.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control of `frame` that performs `primaryAction` for
    /// ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: State

    /// Whether the control responds to the user; `true` by default. A disabled control's
    /// ``state`` includes ``State/disabled``; its actions still run when sent.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected; `false` by default.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is being touched; `false` by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The control's state: the flags of ``isHighlighted``, ``isEnabled`` (as disabled) and
    /// ``isSelected``; ``State/normal`` when none is set.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How the content is placed across the width; `.center` by default. Stored only.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// How the content is placed across the height; `.center` by default. Stored only.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// Runs after ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed; nothing by
    /// default. A button shows its title and image for the new state here.
    func controlStateDidChange() {}

    // MARK: Actions

    /// The events any action is registered for.
    public var allControlEvents: Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// Registers `action` for `controlEvents`. As in UIKit, a control keeps one action per
    /// identifier: adding an action whose identifier is registered replaces the registered
    /// action, which keeps its events and gains these. An action made without an identifier
    /// has a unique one.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index].action = action
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(action: action, events: controlEvents))
        }
    }

    /// Stops performing `action` for `controlEvents`; it stays registered for its other events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops performing the action named `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        guard let index = registrations.firstIndex(where: { $0.action.identifier == actionIdentifier }) else { return }
        registrations[index].events.subtract(controlEvents)
        if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }

    /// Performs every action registered for any of `controlEvents`, in the order they were
    /// registered, with the control as their sender. An action that registers or removes
    /// actions affects the next call, not this one.
    open func sendActions(for controlEvents: Event) {
        let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in due { sendAction(registration.action) }
    }

    /// Performs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
