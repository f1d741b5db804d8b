import UIKitViews

/// A color as a drawing writes it: 8-bit red, green and blue, and an opacity.
struct DrawnColor: Hashable {
    /// Red, 0…255.
    var red: UInt8
    /// Green, 0…255.
    var green: UInt8
    /// Blue, 0…255.
    var blue: UInt8
    /// The opacity, 0…1.
    var opacity: Double

    /// The color of components 0…1 (clamped; NaN as 0), or `nil` when it is fully transparent
    /// and draws nothing.
    init?(red: Double, green: Double, blue: Double, alpha: Double) {
        let opacity = Self.unit(alpha)
        guard opacity > 0 else { return nil }
        self.red = Self.byte(red)
        self.green = Self.byte(green)
        self.blue = Self.byte(blue)
        self.opacity = opacity
    }

    /// `color` as it appears in `traits` (a dynamic color's light or dark value), or `nil`
    /// when it is transparent.
    init?(_ color: UIColor?, in traits: UITraitCollection) {
        guard let color else { return nil }
        let resolved = color.resolvedColor(with: traits)
        self.init(
            red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            alpha: Double(resolved.alpha))
    }

    /// A Core Graphics color (gray or RGB components), or `nil` when it is transparent or has
    /// components of another kind.
    init?(_ color: CGColor?) {
        guard let components = color?.components else { return nil }
        switch components.count {
        case 2:
            let gray = Double(components[0])
            self.init(red: gray, green: gray, blue: gray, alpha: Double(components[1]))
        case 4:
            self.init(
                red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
                alpha: Double(components[3]))
        default:
            return nil
        }
    }

    /// The color with its opacity multiplied by `factor`.
    func fading(by factor: Double) -> DrawnColor {
        var color = self
        color.opacity *= Self.unit(factor)
        return color
    }

    /// The neutral gray placeholders of images are drawn in (UIKit's `systemGray`, light).
    static let placeholderGray = DrawnColor(opaqueRed: 142, green: 142, blue: 147)

    private init(opaqueRed red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        opacity = 1
    }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8((unit(value) * 255).rounded())
    }
}
