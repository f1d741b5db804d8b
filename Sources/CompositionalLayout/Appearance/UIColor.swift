/// A color, stored for renderers: lists keep their background and separator colors, and no
/// color changes geometry. System colors carry their name and their light-mode value.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 … 1.
    public let red: CGFloat
    /// The green component, 0 … 1.
    public let green: CGFloat
    /// The blue component, 0 … 1.
    public let blue: CGFloat
    /// The opacity, 0 … 1.
    public let alpha: CGFloat
    /// The system color's name (`systemBackground`, `separator`, …); `nil` for other colors.
    public let systemName: String?

    /// A color from red, green, blue and alpha components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        systemName = nil
    }

    /// A gray of brightness `white` (0 black, 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private init(system name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        systemName = name
    }

    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// The background of plain content (light mode: white).
    public static let systemBackground = UIColor(system: "systemBackground", red: 1, green: 1, blue: 1, alpha: 1)
    /// The background of grouped content (light mode: #F2F2F7).
    public static let systemGroupedBackground = UIColor(
        system: "systemGroupedBackground", red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The background of rows in grouped content (light mode: white).
    public static let secondarySystemGroupedBackground = UIColor(
        system: "secondarySystemGroupedBackground", red: 1, green: 1, blue: 1, alpha: 1)
    /// Thin borders and dividers (light mode: #3C3C43 at 29 % opacity).
    public static let separator = UIColor(
        system: "separator", red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)

    /// Colors are equal when their components and system names are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.systemName == rhs.systemName
    }

    /// Hashes the components and the system name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(systemName)
    }

    /// The system name, or the components.
    public var description: String {
        systemName ?? "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}
