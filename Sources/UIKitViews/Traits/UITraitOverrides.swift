/// The traits set on a view or view controller, laid over those it inherits (iOS 17's
/// `traitOverrides`): a trait set here wins for the object and everything below it that does
/// not set it again.
///
/// ```swift
/// view.traitOverrides.userInterfaceStyle = .dark
/// controller.traitOverrides.horizontalSizeClass = .regular
/// ```
public struct UITraitOverrides: UIMutableTraits, Hashable, Sendable {
    /// The traits set; unspecified ones are not overridden.
    var values: UITraitCollection.Values

    /// Overrides holding `values`.
    init(values: UITraitCollection.Values) {
        self.values = values
    }

    /// The size class across the width.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    /// The size class across the height.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    /// Device pixels per point; `0` is not overridden.
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    /// The reading direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    /// The preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    /// Normal or increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    /// Regular or bold text.
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        (trait as? any SystemTraitDefinition.Type)?.isSpecified(in: values) ?? false
    }

    /// Stops overriding `trait`: it is inherited again.
    public mutating func remove(_ trait: UITrait) {
        (trait as? any SystemTraitDefinition.Type)?.clear(in: &values)
    }
}
