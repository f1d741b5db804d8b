/// The environment a layout is computed for: size classes, screen scale, appearance, reading
/// direction and preferred text size.
///
/// Each trait may be *unspecified*: `.unspecified` for the enumerations and the size
/// category, `0` for `displayScale`. A fresh collection has every trait unspecified; the
/// single-trait initializers specify one, and ``init(traitsFrom:)`` combines several.
///
/// Unlike UIKit's class this one does not inherit from `NSObject`. It is immutable, compares
/// and hashes by its trait values (so `==` works as it does in UIKit) and is `Sendable`, which
/// lets layout environments cross concurrency domains freely. It is `final` because a
/// subclass could not add traits that merging and comparison would know about.
public final class UITraitCollection: Hashable, Sendable {
    /// The size class across the width, or `.unspecified`.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The size class across the height, or `.unspecified`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Device pixels per point (2 or 3 on current iPhones), or `0` when unspecified.
    public let displayScale: CGFloat
    /// Light or dark appearance, or `.unspecified`.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The reading direction, or `.unspecified`.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The user's preferred text size, or `.unspecified`.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// Creates a collection from all six traits; omitted ones are unspecified.
    private init(
        horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified,
        scale: CGFloat = 0,
        style: UIUserInterfaceStyle = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified,
        category: UIContentSizeCategory = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = category
    }

    /// Creates a collection with every trait unspecified.
    public convenience init() {
        self.init(horizontal: .unspecified)
    }

    /// Creates a collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    /// Creates a collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// Creates a collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// Creates a collection that specifies only the reading direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// Creates a collection that specifies only the light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// Creates a collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
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
        self.init(
            horizontal: collections.lastSpecified(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: collections.lastSpecified(\.verticalSizeClass, unspecified: .unspecified),
            scale: collections.lastSpecified(\.displayScale, unspecified: 0),
            style: collections.lastSpecified(\.userInterfaceStyle, unspecified: .unspecified),
            direction: collections.lastSpecified(\.layoutDirection, unspecified: .unspecified),
            category: collections.lastSpecified(\.preferredContentSizeCategory, unspecified: .unspecified)
        )
    }

    /// Whether every trait that `other` specifies has the same value here. Traits `other`
    /// leaves unspecified are not compared, so a collection with nothing specified, or `nil`,
    /// is contained in every collection.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return Self.matches(other.horizontalSizeClass, horizontalSizeClass, unspecified: .unspecified)
            && Self.matches(other.verticalSizeClass, verticalSizeClass, unspecified: .unspecified)
            && Self.matches(other.displayScale, displayScale, unspecified: 0)
            && Self.matches(other.userInterfaceStyle, userInterfaceStyle, unspecified: .unspecified)
            && Self.matches(other.layoutDirection, layoutDirection, unspecified: .unspecified)
            && Self.matches(
                other.preferredContentSizeCategory,
                preferredContentSizeCategory,
                unspecified: .unspecified
            )
    }

    /// Two collections are equal when all six traits are equal.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.displayScale == rhs.displayScale
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.layoutDirection == rhs.layoutDirection
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }

    /// Hashes the six traits, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
    }

    /// Whether a trait `required` by another collection is satisfied by `value`.
    private static func matches<Trait: Equatable>(_ required: Trait, _ value: Trait, unspecified: Trait) -> Bool {
        required == unspecified || required == value
    }
}

extension [UITraitCollection] {
    /// The value of `trait` in the last collection that specifies it, or `unspecified` if none do.
    fileprivate func lastSpecified<Trait: Equatable>(
        _ trait: KeyPath<UITraitCollection, Trait>,
        unspecified: Trait
    ) -> Trait {
        reversed().lazy.map { $0[keyPath: trait] }.first { $0 != unspecified } ?? unspecified
    }
}
