extension UIColor {
    /// The color as a Core Graphics color, for layers: its RGB components and opacity (a
    /// system color gives its light-mode value).
    public var cgColor: CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color from a Core Graphics color with RGB or gray components; any other
    /// color (no components) becomes transparent black.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 2:
            self.init(white: components[0], alpha: components[1])
        case 4:
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default:
            self.init(white: 0, alpha: 0)
        }
    }
}
