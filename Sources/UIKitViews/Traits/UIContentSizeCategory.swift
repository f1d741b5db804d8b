/// The text size the user prefers, identified by the same strings UIKit uses.
///
/// Any string can be wrapped, so categories this package does not list still round-trip.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's identifying string, for example `"UICTContentSizeCategoryL"`.
    public var rawValue: String

    /// Wraps an identifying string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps an identifying string.
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// No preference is known.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// A small size.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// A medium size.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// The system's default size.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// One step above the default.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Two steps above the default.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// The largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// The smallest of the larger accessibility sizes.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXL"
    )
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXXL"
    )

    /// Whether this is one of the five accessibility sizes (`accessibilityMedium` and up).
    /// Strings this package does not know are not accessibility sizes.
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
             .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
            true
        default:
            false
        }
    }
}
