/// A color, stored for renderers: lists keep their background and separator colors, and no
/// color changes geometry.
///
/// System colors (`systemBackground`, `label`, `separator`, `systemBlue`, …) are *dynamic*: they
/// carry a light and a dark value, and ``resolvedColor(with:)`` picks one for a trait
/// collection's ``UITraitCollection/userInterfaceStyle``. Their components
/// (``red-property``, ``green-property``, ``blue-property``, ``alpha``) read the light value,
/// the one UIKit shows when nothing says dark. The values and their sources are listed in
/// `UIColor+SystemColors.swift`.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity, each 0 … 1.
    struct Components: Hashable, Sendable {
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat
    }

    /// The color, or for a dynamic color its light value.
    private let light: Components
    /// A dynamic color's dark value; `nil` for a color that is the same in every appearance.
    private let dark: Components?

    /// The system color's name (`systemBackground`, `separator`, …); `nil` for other colors.
    public let systemName: String?

    /// The red component, 0 … 1 (a dynamic color's light value).
    public var red: CGFloat { light.red }
    /// The green component, 0 … 1 (a dynamic color's light value).
    public var green: CGFloat { light.green }
    /// The blue component, 0 … 1 (a dynamic color's light value).
    public var blue: CGFloat { light.blue }
    /// The opacity, 0 … 1 (a dynamic color's light value).
    public var alpha: CGFloat { light.alpha }

    /// A color from red, green, blue and alpha components between 0 and 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(light: Components(red: red, green: green, blue: blue, alpha: alpha), dark: nil, systemName: nil)
    }

    /// A gray of brightness `white` (0 black, 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color with a light value, an optional dark value and an optional system name.
    init(light: Components, dark: Components?, systemName: String?) {
        self.light = light
        self.dark = dark
        self.systemName = systemName
    }

    /// The color as it appears in `traitCollection`: a dynamic color's dark value when the
    /// traits' ``UITraitCollection/userInterfaceStyle`` is `.dark`, its light value otherwise
    /// (light and unspecified). The result is a plain color, the same in every appearance. A
    /// color that is not dynamic is returned as it is.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dark else { return self }
        let components = traitCollection.userInterfaceStyle == .dark ? dark : light
        return UIColor(light: components, dark: nil, systemName: nil)
    }

    /// Colors are equal when their values (light and dark) and system names are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.light == rhs.light && lhs.dark == rhs.dark && lhs.systemName == rhs.systemName
    }

    /// Hashes the values and the system name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
        hasher.combine(systemName)
    }

    /// The system name, or the components.
    public var description: String {
        systemName ?? "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}
