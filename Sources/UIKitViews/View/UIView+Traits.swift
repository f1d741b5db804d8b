extension UIView {
    /// The traits a view without a superview inherits: those of the headless screen, which
    /// are also the collection view's defaults (scale 3, left to right, light, large text, a
    /// phone).
    nonisolated static let headlessScreenTraits = UITraitCollection(traitsFrom: [
        UITraitCollection(displayScale: 3), UITraitCollection(layoutDirection: .leftToRight),
        UITraitCollection(userInterfaceStyle: .light), UITraitCollection(preferredContentSizeCategory: .large),
        UITraitCollection(userInterfaceIdiom: .phone),
    ])

    /// The tint of a hierarchy that sets none: iOS's system blue.
    nonisolated static let systemTintColor = UIColor.systemBlue

    /// The view's traits when it inherits `inherited`: the traits set on the view laid over
    /// them. Package-visible for drawings that walk a hierarchy top down and pass each view's
    /// traits to its subviews.
    package func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        let controllerOverrides = viewController?.ownTraitOverrides
        guard ownTraitCollection != nil || controllerOverrides != nil else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, controllerOverrides, ownTraitCollection].compactMap { $0 })
    }

    /// Tells the view and the views below it that inherit from it that their traits or tint
    /// changed from `previousTraits` and `previousTint`, top down; a view whose traits and tint
    /// are unchanged ends the walk along its branch, as nothing below it can have changed.
    func inheritedEnvironmentDidChange(previousTraits: UITraitCollection, previousTint: UIColor) {
        let traits = traitCollection
        let tint: UIColor = tintColor
        let traitsChanged = traits != previousTraits
        let tintChanged = tint != previousTint
        guard traitsChanged || tintChanged else { return }
        if traitsChanged {
            viewController?.viewTraitsDidChange(from: previousTraits)
            traitsDidChange()
            traitCollectionDidChange(previousTraits)
            performTraitChangeRegistrations(previousTraits: previousTraits)
        }
        if tintChanged { tintColorDidChange() }
        forEachSubview { subview in
            subview.inheritedEnvironmentDidChange(
                previousTraits: subview.traits(inheriting: previousTraits),
                previousTint: subview.ownTintColor ?? previousTint)
        }
    }
}
