/// The environment a layout is computed for: size classes, screen scale, appearance, reading
/// direction, preferred text size, device idiom, contrast and text weight.
///
/// Each trait may be *unspecified*: `.unspecified` for the enumerations and the size
/// category, `0` for `displayScale`. A fresh collection has every trait unspecified; the
/// single-trait initializers specify one, ``init(traitsFrom:)`` combines several and
/// ``init(mutations:)`` sets any of them in a closure.
///
/// Unlike UIKit's class this one does not inherit from `NSObject`. It is immutable, compares
/// and hashes by its trait values (so `==` works as it does in UIKit) and is `Sendable`, which
/// lets layout environments cross concurrency domains freely. It is `final` because a
/// subclass could not add traits that merging and comparison would know about.
public final class UITraitCollection: Hashable, Sendable {
    /// Every trait value, each possibly unspecified.
    struct Values: Hashable, Sendable, UIMutableTraits {
        var horizontalSizeClass: UIUserInterfaceSizeClass
        var verticalSizeClass: UIUserInterfaceSizeClass
        var displayScale: CGFloat
        var userInterfaceStyle: UIUserInterfaceStyle
        var layoutDirection: UITraitEnvironmentLayoutDirection
        var preferredContentSizeCategory: UIContentSizeCategory
        var userInterfaceIdiom: UIUserInterfaceIdiom
        var accessibilityContrast: UIAccessibilityContrast
        var legibilityWeight: UILegibilityWeight

        /// Every trait unspecified.
        static let unspecified = Values(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
            userInterfaceStyle: .unspecified, layoutDirection: .unspecified, preferredContentSizeCategory: .unspecified,
            userInterfaceIdiom: .unspecified, accessibilityContrast: .unspecified, legibilityWeight: .unspecified)
    }

    /// The trait values.
    let values: Values

    /// The size class across the width, or `.unspecified`.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The size class across the height, or `.unspecified`.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Device pixels per point (2 or 3 on current iPhones), or `0` when unspecified.
    public var displayScale: CGFloat { values.displayScale }
    /// Light or dark appearance, or `.unspecified`.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The reading direction, or `.unspecified`.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The user's preferred text size, or `.unspecified`.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// The kind of device (phone, pad, …), or `.unspecified`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Normal or increased contrast, or `.unspecified`.
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Regular or bold text, or `.unspecified`.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

    /// Creates a collection holding `values`.
    init(values: Values) {
        self.values = values
    }

    /// Creates a collection that specifies only what `change` sets.
    private convenience init(_ change: (inout Values) -> Void) {
        var values = Values.unspecified
        change(&values)
        self.init(values: values)
    }

    /// Creates a collection with every trait unspecified.
    public convenience init() {
        self.init(values: .unspecified)
    }

    /// Creates a collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale }
    }

    /// Creates a collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }

    /// Creates a collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }

    /// Creates a collection that specifies only the reading direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }

    /// Creates a collection that specifies only the light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }

    /// Creates a collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }

    /// Creates a collection that specifies only the device idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = idiom }
    }

    /// Creates a collection that specifies only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }

    /// Creates a collection that specifies only the text weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }

    /// Creates a collection by merging `collections` in order.
    ///
    /// Each trait takes the value of the last collection that specifies it; a collection that
    /// leaves a trait unspecified never overrides an earlier value. An empty array gives a
    /// collection with every trait unspecified.
    ///
    /// ```
    /// [scale 2, style dark] + [scale 3] + [scale 0]  →  scale 3, style dark
    /// ```
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var merged = Values.unspecified
        for collection in collections {
            for trait in Values.traits where !trait.isUnspecified(collection.values) {
                trait.copy(collection.values, &merged)
            }
        }
        self.init(values: merged)
    }

    /// Whether every trait that `other` specifies has the same value here. Traits `other`
    /// leaves unspecified are not compared, so a collection with nothing specified, or `nil`,
    /// is contained in every collection.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return Values.traits.allSatisfy { trait in
            trait.isUnspecified(other.values) || trait.isEqual(other.values, values)
        }
    }

    /// Two collections are equal when all their traits are equal.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.values == rhs.values
    }

    /// Hashes the traits, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}

extension UITraitCollection.Values {
    /// One trait: whether it is unspecified in some values, whether two values agree on it,
    /// and how to copy it from one to another.
    struct Trait: Sendable {
        let isUnspecified: @Sendable (UITraitCollection.Values) -> Bool
        let isEqual: @Sendable (UITraitCollection.Values, UITraitCollection.Values) -> Bool
        let copy: @Sendable (UITraitCollection.Values, inout UITraitCollection.Values) -> Void

        init<Value: Equatable & Sendable>(
            _ trait: WritableKeyPath<UITraitCollection.Values, Value> & Sendable, unspecified: Value
        ) {
            isUnspecified = { $0[keyPath: trait] == unspecified }
            isEqual = { $0[keyPath: trait] == $1[keyPath: trait] }
            copy = { $1[keyPath: trait] = $0[keyPath: trait] }
        }
    }

    /// Every trait, with its unspecified value.
    static let traits: [Trait] = [
        Trait(\.horizontalSizeClass, unspecified: UIUserInterfaceSizeClass.unspecified),
        Trait(\.verticalSizeClass, unspecified: UIUserInterfaceSizeClass.unspecified),
        Trait(\.displayScale, unspecified: CGFloat(0)),
        Trait(\.userInterfaceStyle, unspecified: UIUserInterfaceStyle.unspecified),
        Trait(\.layoutDirection, unspecified: UITraitEnvironmentLayoutDirection.unspecified),
        Trait(\.preferredContentSizeCategory, unspecified: UIContentSizeCategory.unspecified),
        Trait(\.userInterfaceIdiom, unspecified: UIUserInterfaceIdiom.unspecified),
        Trait(\.accessibilityContrast, unspecified: UIAccessibilityContrast.unspecified),
        Trait(\.legibilityWeight, unspecified: UILegibilityWeight.unspecified),
    ]
}
