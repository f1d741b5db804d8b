extension UITraitCollection {
    /// A closure that sets trait values on the mutable traits it is given.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// Creates a collection whose traits are what `mutations` sets, starting from every trait
    /// unspecified.
    public convenience init(mutations: TraitMutations) {
        self.init(values: Values.unspecified.applying(mutations))
    }

    /// A copy of this collection with the traits `mutations` sets changed; the closure starts
    /// from this collection's values.
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        UITraitCollection(values: values.applying(mutations))
    }
}

extension UITraitCollection.Values {
    /// These values changed by `mutations`.
    fileprivate func applying(_ mutations: UITraitCollection.TraitMutations) -> Self {
        var traits: any UIMutableTraits = self
        mutations(&traits)
        // Read back trait by trait: the closure may even have replaced the value with one of
        // its own conforming type.
        return Self(
            horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
            displayScale: traits.displayScale, userInterfaceStyle: traits.userInterfaceStyle,
            layoutDirection: traits.layoutDirection, preferredContentSizeCategory: traits.preferredContentSizeCategory,
            userInterfaceIdiom: traits.userInterfaceIdiom, accessibilityContrast: traits.accessibilityContrast,
            legibilityWeight: traits.legibilityWeight)
    }
}
