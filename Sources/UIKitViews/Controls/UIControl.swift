internal import InternalUtilities

/// A view that reports user events (taps, value changes) by performing actions: the
/// superclass of buttons, switches, segmented controls, text fields and pickers.
///
/// Events are registered either as a ``UIAction`` with ``addAction(_:for:)`` or as
/// target–action with ``addTarget(_:action:for:)``, where `Selector(method)` stands for
/// UIKit's `#selector(method)` (see ``Selector``). Both kinds run in the order they were
/// registered. Headless nothing is touched: a control's `simulate…` methods act as a user
/// would and send the events UIKit sends, and ``sendActions(for:)`` sends events directly.
///
/// ```swift
/// toggle.addTarget(self, action: Selector(toggled), for: .valueChanged)   // #selector(toggled)
/// toggle.addAction(UIAction { _ in model.save() }, for: .valueChanged)
/// toggle.simulateToggle()   // toggled(_:), then the closure
/// ```
///
/// What cannot be delivered (a selector made from a name, a target of the wrong type) is
/// recorded in ``reportedErrors``.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The registered actions and target–action pairs.
    private var dispatchTable = ControlDispatchTable()

    /// The reports behind ``reportedErrors``.
    private var errorLog = BoundedLog<TargetActionError>(capacity: 100)

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

    /// The events any action or target–action pair is registered for.
    public var allControlEvents: Event { dispatchTable.allEvents }

    /// Registers `action` for `controlEvents`. As in UIKit, a control keeps one action per
    /// identifier: adding an action whose identifier is registered replaces the registered
    /// action, which keeps its place and its events and gains these. An action made without
    /// an identifier has a unique one.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        dispatchTable.add(action, for: controlEvents)
    }

    /// Stops performing `action` for `controlEvents`; it stays registered for its other events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops performing the action named `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        dispatchTable.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Registers `action` to be sent to `target` for `controlEvents`; registering the same
    /// target and selector again adds the events. The target is held weakly, as in UIKit: once
    /// it is released, a selector that needs it (an unbound method, `Selector(Self.method)`)
    /// is no longer performed. With a `nil` target the message goes up the responder chain.
    ///
    /// Selectors compare as ``Selector`` says: a name equals the same name, a method reference
    /// only itself and its copies, so remove a pair with the selector value it was added with.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        dispatchTable.addTarget(target.map { $0 as AnyObject }, action: action, for: controlEvents)
    }

    /// Stops sending `action` to `target` for `controlEvents`. A `nil` action stands for every
    /// selector registered on the target, a `nil` target for every target (and the pairs
    /// without one). A pair left with no event is dropped.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        dispatchTable.removeTarget(target.map { $0 as AnyObject }, action: action, for: controlEvents)
    }

    /// The targets registered and still alive; `NSNull` stands for pairs without a target, and
    /// an object that is not `Hashable` is listed by its `ObjectIdentifier`.
    public var allTargets: Set<AnyHashable> { dispatchTable.allTargets }

    /// The descriptions of the selectors sent to `target` for `controlEvent` (those of pairs
    /// without a target for `nil`), in registration order; `nil` when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        dispatchTable.actions(forTarget: target.map { $0 as AnyObject }, forControlEvent: controlEvent)
    }

    /// Performs every action and sends every target–action message registered for any of
    /// `controlEvents`, in the order they were registered, with the control as the sender:
    /// actions through ``sendAction(_:)``, messages through ``sendAction(_:to:for:)``. What an
    /// action registers or removes affects the next call, not this one.
    open func sendActions(for controlEvents: Event) {
        for entry in dispatchTable.entries(for: controlEvents) {
            switch entry.performer {
            case .action(let action):
                sendAction(action)
            case .target(let pair):
                let target = pair.target
                if pair.hasTarget, target == nil, pair.action.needsTarget { continue }
                sendAction(pair.action, to: target, for: nil)
            }
        }
    }

    /// Performs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends `action` to `target` with the control as the sender. With no target, the message
    /// goes up the responder chain from the control (its `next`, then theirs) to the first
    /// responder that performs it: a bound method (`Selector(method)`) performs at once, an
    /// unbound one on the first responder of its type. UIKit starts at the window's first
    /// responder when there is one; headless there are no key windows, so the chain starts
    /// at the sender. What cannot be performed is recorded in ``reportedErrors``.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if case .name = action.body {
            report(.namedSelector(action.description))
        } else if let target {
            let object = target as AnyObject
            if !action.perform(target: object, sender: self, event: event) {
                report(.unrecognizedSelector(selector: action.description, target: "\(type(of: object))"))
            }
        } else {
            if !performUpTheChain(action, sender: self, event: event) {
                report(.noResponderPerforms(selector: action.description))
            }
        }
    }

    // MARK: Reports

    /// The target–action messages this control could not deliver, oldest first; the last 100
    /// are kept. Beyond UIKit.
    public var reportedErrors: [TargetActionError] { Array(errorLog) }

    /// Records `reason` in ``reportedErrors``.
    func report(_ reason: TargetActionError.Reason) {
        errorLog.append(TargetActionError(reason))
    }
}
