extension UIViewController: UITraitChangeObservable {
    /// The traits set on the controller, laid over those it inherits, for the controller, its
    /// view and everything below that does not set them again (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(values: ownTraitOverrides?.values ?? .unspecified) }
        set {
            guard let view = viewIfLoaded else {
                ownTraitOverrides = UITraitCollection(values: newValue.values)
                return
            }
            let previousTraits = view.traitCollection
            let previousTint: UIColor = view.tintColor
            ownTraitOverrides = UITraitCollection(values: newValue.values)
            view.inheritedEnvironmentDidChange(previousTraits: previousTraits, previousTint: previousTint)
        }
    }

    /// The view's traits changed from `previous`: the controller hears of it before the view,
    /// as it sits above its view in UIKit's trait hierarchy, then its registrations run.
    func viewTraitsDidChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        traitChangeRegistrations.performChanges(for: self, from: previous, to: traitCollection)
    }
}
