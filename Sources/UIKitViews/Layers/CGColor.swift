#if !canImport(CoreGraphics)
/// A color as Core Graphics holds it: components in a color space, here device RGB or gray.
///
/// Where Core Graphics is available this is its `CGColor`. Layers take their colors as
/// `CGColor`s; `UIColor.cgColor` makes one. Immutable and compared by value.
public final class CGColor: Hashable, Sendable {
    /// The components: red, green, blue and alpha for an RGB color; gray and alpha for a gray.
    public let components: [CGFloat]?

    /// Creates an opaque-to-transparent RGB color from components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a gray from its brightness (0 black, 1 white) and opacity.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The number of components, alpha included: 4 for RGB, 2 for gray.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity, 0 to 1: the last component.
    public var alpha: CGFloat { components?.last ?? 0 }

    /// The same color with opacity `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components, components.count == 2 || components.count == 4 else { return nil }
        return components.count == 2
            ? CGColor(gray: components[0], alpha: alpha)
            : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Colors are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }
}
#endif
