/// A registration made with `registerForTraitChanges`, kept to unregister it with
/// ``UITraitChangeObservable/unregisterForTraitChanges(_:)``.
public protocol UITraitChangeRegistration {}

/// An object whose traits change and that runs registered handlers when they do, as iOS 17's
/// views and view controllers do: ``UIView`` and ``UIViewController``.
///
/// A registration names the traits it cares about; after the object's traits change in one of
/// them (and after `traitCollectionDidChange(_:)`), its handler runs with the object and the
/// traits before:
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
///     self.updateColors()
/// }
/// ```
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
}

extension UITraitChangeObservable {
    /// Runs `handler` with the object and its previous traits whenever one of `traits`
    /// changes. The object is handed to the handler, so it need not capture it.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping @MainActor (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(TraitChangeRegistration(traits: traits) { object, previous in
            guard let object = object as? Self else { return }
            handler(object, previous)
        })
    }

    /// Performs `action` on `target` (held weakly) whenever one of `traits` changes; the
    /// sender is the object whose traits changed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let target = target as AnyObject
        return register(TraitChangeRegistration(traits: traits) { [weak target] object, _ in
            guard target != nil || !action.needsTarget else { return }
            _ = action.perform(target: target, sender: object, event: nil)
        })
    }

    /// Performs `action` on the object itself whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        register(TraitChangeRegistration(traits: traits) { object, _ in
            _ = action.perform(target: object, sender: object, event: nil)
        })
    }

    /// Removes `registration`; its handler no longer runs.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? TraitChangeRegistration else { return }
        switch self {
        case let view as UIView: view.traitChangeRegistrations.removeAll { $0 === registration }
        case let controller as UIViewController: controller.traitChangeRegistrations.removeAll { $0 === registration }
        default: break
        }
    }

    /// Keeps `registration` on the view or view controller.
    private func register(_ registration: TraitChangeRegistration) -> any UITraitChangeRegistration {
        switch self {
        case let view as UIView: view.traitChangeRegistrations.append(registration)
        case let controller as UIViewController: controller.traitChangeRegistrations.append(registration)
        default: break
        }
        return registration
    }
}

/// One registration: the traits it watches and what runs when one changes.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    /// The traits watched.
    let traits: [UITrait]
    /// Runs with the object whose traits changed and its previous traits.
    let perform: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], perform: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.perform = perform
    }
}

extension [TraitChangeRegistration] {
    /// Runs, in registration order, the registrations watching a trait that differs between
    /// `previous` and `current`, for `object`.
    @MainActor
    func performChanges(for object: AnyObject, from previous: UITraitCollection, to current: UITraitCollection) {
        for registration in self where UITraitCollection.differ(previous, current, in: registration.traits) {
            registration.perform(object, previous)
        }
    }
}

extension UIView: UITraitChangeObservable {
    /// Runs the registrations whose traits changed from `previousTraits`.
    func performTraitChangeRegistrations(previousTraits: UITraitCollection) {
        guard !traitChangeRegistrations.isEmpty else { return }
        traitChangeRegistrations.performChanges(for: self, from: previousTraits, to: traitCollection)
    }

    /// The traits set on the view, laid over those it inherits (iOS 17). Setting them is
    /// setting ``traitCollection`` to the overrides.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(values: ownTraitCollection?.values ?? .unspecified) }
        set { traitCollection = UITraitCollection(values: newValue.values) }
    }
}
