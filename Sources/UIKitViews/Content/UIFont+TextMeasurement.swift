import TextMeasurement

// Which font's widths measure a UIFont's text. Heights always keep San Francisco's vertical
// metrics (UIFont+Metrics.swift), whichever font gives the widths.

extension UIFont {
    /// The horizontal metrics the font's text is measured with: a registered face of the
    /// font's name (PostScript or full); for the system font, a registered SF Pro Text face
    /// below 20 points or SF Pro Display from 20 points (iOS's optical sizes), else an SF Pro
    /// face (the family of Apple's single-file SF Pro), of the nearest weight; otherwise the
    /// built-in Inter face nearest the font's weight.
    var widthMetrics: FontMetrics { widthMetrics(in: .shared) }

    /// The horizontal metrics the font's text is measured with among the faces of `registry`
    /// (see ``widthMetrics``).
    func widthMetrics(in registry: FontRegistry) -> FontMetrics {
        if isSystemFont {
            let opticalSize = pointSize < 20 ? "SF Pro Text" : "SF Pro Display"
            for family in [opticalSize, "SF Pro"] {
                if let face = registry.face(family: family, weightClass: weight.weightClass) { return face.metrics }
            }
        } else if let face = registry.face(named: fontName) {
            return face.metrics
        }
        return BuiltInFont.nearest(toWeightClass: weight.weightClass).metrics
    }

    /// Whether this is a system font (by size and weight, or a Dynamic Type font).
    private var isSystemFont: Bool { fontName.hasPrefix(".SFUI-") }

    /// A run of `length` scalars in this font, with `tracking` points after each: the font's
    /// width metrics at its point size, San Francisco's ascent and descent.
    func textRun(length: Int, tracking: Double = 0) -> TextRun {
        let size = pointSize.isFinite ? max(0, Double(pointSize)) : 0
        let metricsFont = size == Double(pointSize) ? self : withSize(CGFloat(size))
        return TextRun(
            length: length, font: widthMetrics, pointSize: size, tracking: tracking.isFinite ? tracking : 0,
            ascent: Double(metricsFont.ascender), descent: Double(-metricsFont.descender))
    }
}

extension UIFont.Weight {
    /// The OpenType weight class of the weight: ultralight 100, thin 200, light 300, regular
    /// 400, medium 500, semibold 600, bold 700, heavy 800, black 900; a weight between two
    /// named ones takes the nearer one's class.
    var weightClass: Int {
        let named: [(UIFont.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
            (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        var best = (distance: CGFloat.infinity, weightClass: 400)
        for (weight, weightClass) in named where abs(weight.rawValue - rawValue) < best.distance {
            best = (abs(weight.rawValue - rawValue), weightClass)
        }
        return best.weightClass
    }
}
