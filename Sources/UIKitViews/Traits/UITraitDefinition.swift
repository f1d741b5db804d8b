/// A kind of trait, named by its type: what iOS 17's trait registration and overrides take
/// (`registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`).
///
/// The system traits are the caseless types below, one for each trait a
/// ``UITraitCollection`` holds. A trait an app defines compiles, but a collection holds no
/// value for it: registrations for it never fire.
public protocol UITraitDefinition {
    /// The type of the trait's values.
    associatedtype Value
    /// The value when nothing specifies the trait.
    static var defaultValue: Value { get }
    /// The trait's name, for debugging.
    static var name: String { get }
}

/// A kind of trait, as trait registrations and overrides name it.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: where its value lies in a collection's values.
protocol SystemTraitDefinition: UITraitDefinition where Value: Equatable {
    /// The trait's value in a collection's values.
    static var keyPath: WritableKeyPath<UITraitCollection.Values, Value> { get }
}

extension SystemTraitDefinition {
    /// Whether `old` and `new` differ in this trait.
    static func differs(_ old: UITraitCollection.Values, _ new: UITraitCollection.Values) -> Bool {
        old[keyPath: keyPath] != new[keyPath: keyPath]
    }

    /// Whether `values` specify this trait.
    static func isSpecified(in values: UITraitCollection.Values) -> Bool {
        values[keyPath: keyPath] != defaultValue
    }

    /// Makes this trait unspecified in `values`.
    static func clear(in values: inout UITraitCollection.Values) {
        values[keyPath: keyPath] = defaultValue
    }
}

/// The horizontal size class, as a trait to register for or override.
public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    /// "HorizontalSizeClass".
    public static var name: String { "HorizontalSizeClass" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The vertical size class, as a trait to register for or override.
public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    /// "VerticalSizeClass".
    public static var name: String { "VerticalSizeClass" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// The display scale, as a trait to register for or override.
public enum UITraitDisplayScale: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: CGFloat { 0 }
    /// "DisplayScale".
    public static var name: String { "DisplayScale" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, CGFloat> { \.displayScale }
}

/// Light or dark appearance, as a trait to register for or override.
public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    /// "UserInterfaceStyle".
    public static var name: String { "UserInterfaceStyle" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// The reading direction, as a trait to register for or override.
public enum UITraitLayoutDirection: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
    /// "LayoutDirection".
    public static var name: String { "LayoutDirection" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// The preferred text size, as a trait to register for or override.
public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: UIContentSizeCategory { .unspecified }
    /// "PreferredContentSizeCategory".
    public static var name: String { "PreferredContentSizeCategory" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIContentSizeCategory> { \.preferredContentSizeCategory }
}

/// The device idiom, as a trait to register for or override.
public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
    /// "UserInterfaceIdiom".
    public static var name: String { "UserInterfaceIdiom" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// The contrast, as a trait to register for or override.
public enum UITraitAccessibilityContrast: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: UIAccessibilityContrast { .unspecified }
    /// "AccessibilityContrast".
    public static var name: String { "AccessibilityContrast" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// The text weight, as a trait to register for or override.
public enum UITraitLegibilityWeight: SystemTraitDefinition {
    /// Unspecified.
    public static var defaultValue: UILegibilityWeight { .unspecified }
    /// "LegibilityWeight".
    public static var name: String { "LegibilityWeight" }
    static var keyPath: WritableKeyPath<UITraitCollection.Values, UILegibilityWeight> { \.legibilityWeight }
}

extension UITraitCollection {
    /// Whether `old` and `new` differ in any of `traits` (a trait no collection holds never
    /// differs).
    static func differ(_ old: UITraitCollection, _ new: UITraitCollection, in traits: [UITrait]) -> Bool {
        traits.contains { trait in
            guard let system = trait as? any SystemTraitDefinition.Type else { return false }
            return system.differs(old.values, new.values)
        }
    }
}
