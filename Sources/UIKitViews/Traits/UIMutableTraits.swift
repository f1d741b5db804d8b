/// A set of trait values that can be read and written, handed to the closure of
/// ``UITraitCollection/init(mutations:)`` and ``UITraitCollection/modifyingTraits(_:)``.
///
/// Every trait starts as its collection's value (unspecified for a new collection); the
/// closure sets the ones it wants:
///
/// ```swift
/// let traits = UITraitCollection { traits in
///     traits.userInterfaceIdiom = .pad
///     traits.horizontalSizeClass = .regular
/// }
/// ```
public protocol UIMutableTraits {
    /// The size class across the width.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The size class across the height.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Device pixels per point; `0` is unspecified.
    var displayScale: CGFloat { get set }
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The reading direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Normal or increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Regular or bold text.
    var legibilityWeight: UILegibilityWeight { get set }
}
