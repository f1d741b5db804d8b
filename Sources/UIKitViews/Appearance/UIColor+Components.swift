extension UIColor {
    /// A color from hue, saturation and brightness (HSB, also called HSV) and an opacity, each
    /// 0 … 1. The hue goes once around the color wheel (0 and 1 are both red); saturation and
    /// brightness outside 0 … 1 are clamped.
    ///
    /// The conversion is the standard one: with `h = 6 × hue`, sector `i = ⌊h⌋` and fraction
    /// `f = h − i`, the components are drawn from `v = brightness`, `p = v(1 − s)`,
    /// `q = v(1 − s·f)` and `t = v(1 − s(1 − f))`:
    ///
    /// ```
    /// sector  0 red→yellow  1 yellow→green  2 green→cyan  3 cyan→blue  4 blue→magenta  5 magenta→red
    /// r g b   v t p         q v p           p v t         p q v        t p v           v p q
    /// ```
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let wrapped = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = Self.unit(saturation)
        let v = Self.unit(brightness)
        let scaled = wrapped * 6
        let sector = Int(scaled.rounded(.down)) % 6
        let f = scaled - scaled.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same color at opacity `alpha`; a dynamic color stays dynamic, each of its values
    /// taking the opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let lightValue = Components(red: light.red, green: light.green, blue: light.blue, alpha: alpha)
        let darkValue = Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: alpha)
        return UIColor(light: lightValue, dark: lightValue == darkValue ? nil : darkValue, systemName: nil)
    }

    /// Writes the red, green, blue and opacity components (a dynamic color's light value) where
    /// the pointers given point; `true`, as every color here is RGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the hue, saturation, brightness and opacity (a dynamic color's light value) where
    /// the pointers given point; `true`. A gray has hue 0, black saturation 0.
    ///
    /// Brightness is the largest component `max`; saturation `(max − min) / max`; the hue is
    /// the angle of the largest component, moved by the other two, as a fraction of a turn.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let largest = max(red, green, blue)
        let smallest = min(red, green, blue)
        let delta = largest - smallest
        var h: CGFloat = 0
        if delta > 0 {
            if largest == red {
                h = (green - blue) / delta
            } else if largest == green {
                h = 2 + (blue - red) / delta
            } else {
                h = 4 + (red - green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = largest > 0 ? delta / largest : 0
        brightness?.pointee = largest
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the gray level (the mean of red, green and blue) and opacity; `true`.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// `value` within 0 … 1; 0 for NaN.
    private static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
