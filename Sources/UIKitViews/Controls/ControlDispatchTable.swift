/// A control's registrations, in the order first registered: its actions (one per identifier)
/// and its target–action pairs (one per target and selector), each with the events it is
/// performed for. UIKit keeps both kinds in one table, so they run interleaved in that order.
@MainActor
struct ControlDispatchTable {
    /// A target–action pair. The target is held weakly, as UIKit does not retain it.
    struct TargetAction {
        /// The target, while it lives.
        weak var target: AnyObject?
        /// Whether a target was given: `false` for a pair that goes up the responder chain.
        let hasTarget: Bool
        /// The method performed.
        let action: Selector

        /// Whether the pair was registered for `target` (`nil`: a pair without a target).
        func isFor(_ target: AnyObject?) -> Bool {
            guard let target else { return !hasTarget }
            return self.target === target
        }
    }

    /// What one registration performs.
    enum Performer {
        /// A closure action.
        case action(UIAction)
        /// A selector sent to a target.
        case target(TargetAction)
    }

    /// One registration and the events it is performed for.
    struct Entry {
        /// What is performed.
        var performer: Performer
        /// The events it is performed for.
        var events: UIControl.Event
    }

    /// The registrations, in the order first registered.
    private(set) var entries: [Entry] = []

    /// The events any registration is performed for.
    var allEvents: UIControl.Event {
        entries.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The registrations performed for any of `events`, in order.
    func entries(for events: UIControl.Event) -> [Entry] {
        entries.filter { !$0.events.isDisjoint(with: events) }
    }

    /// Registers `action`, or adds `events` to the action registered with its identifier and
    /// puts `action` in its place.
    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        let index = entries.firstIndex {
            if case .action(let registered) = $0.performer { registered.identifier == action.identifier } else { false }
        }
        if let index {
            entries[index].performer = .action(action)
            entries[index].events.formUnion(events)
        } else {
            entries.append(Entry(performer: .action(action), events: events))
        }
    }

    /// Stops performing the action identified by `identifier` for `events`; it is dropped once
    /// no event is left.
    mutating func removeAction(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        subtract(events) {
            if case .action(let action) = $0 { action.identifier == identifier } else { false }
        }
    }

    /// Registers `action` on `target` for `events`, or adds the events to the pair already
    /// registered. Pairs whose target has been released are dropped first.
    mutating func addTarget(_ target: AnyObject?, action: Selector, for events: UIControl.Event) {
        entries.removeAll {
            if case .target(let pair) = $0.performer { pair.hasTarget && pair.target == nil } else { false }
        }
        let index = entries.firstIndex {
            if case .target(let pair) = $0.performer { pair.isFor(target) && pair.action == action } else { false }
        }
        if let index {
            entries[index].events.formUnion(events)
        } else {
            let pair = TargetAction(target: target, hasTarget: target != nil, action: action)
            entries.append(Entry(performer: .target(pair), events: events))
        }
    }

    /// Stops sending `action` (every selector when `nil`) to `target` (every target when
    /// `nil`) for `events`; a pair is dropped once no event is left.
    mutating func removeTarget(_ target: AnyObject?, action: Selector?, for events: UIControl.Event) {
        subtract(events) {
            guard case .target(let pair) = $0 else { return false }
            return (target == nil || pair.isFor(target)) && (action == nil || pair.action == action)
        }
    }

    /// The living targets, as UIKit lists them: each object (its `ObjectIdentifier` when it is
    /// not `Hashable`), and `NSNull` for pairs without a target.
    var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for entry in entries {
            guard case .target(let pair) = entry.performer else { continue }
            if !pair.hasTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = pair.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    /// The descriptions of the selectors sent to `target` (pairs without one for `nil`) for
    /// any of `events`, in order; `nil` when there are none.
    func actions(forTarget target: AnyObject?, forControlEvent events: UIControl.Event) -> [String]? {
        let names = entries(for: events).compactMap { entry -> String? in
            guard case .target(let pair) = entry.performer, pair.isFor(target) else { return nil }
            return pair.action.description
        }
        return names.isEmpty ? nil : names
    }

    /// Takes `events` from every registration `matches` selects, dropping those left with none.
    private mutating func subtract(_ events: UIControl.Event, where matches: (Performer) -> Bool) {
        for index in entries.indices where matches(entries[index].performer) {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty && matches($0.performer) }
    }
}
