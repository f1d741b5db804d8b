extension UIImage {
    /// How a symbol image is sized, weighted and colored: a point size, a text style or a
    /// font, a weight, a scale, and hierarchical, palette or multicolor rendering, each
    /// unspecified unless given. Stored only.
    ///
    /// ``applying(_:)`` combines two configurations as UIKit does: what the other one
    /// specifies wins, the rest is kept.
    public final class SymbolConfiguration: Hashable, Sendable {
        /// The point size, or `nil` when not specified.
        public let pointSize: CGFloat?
        /// The text style whose size the symbol follows, or `nil`.
        public let textStyle: UIFont.TextStyle?
        /// The font whose size and weight the symbol follows, or `nil`.
        public let font: UIFont?
        /// The stroke weight; `.unspecified` unless given.
        public let weight: SymbolWeight
        /// The size relative to the text; `.unspecified` unless given.
        public let scale: SymbolScale
        /// The color a hierarchical symbol's layers are shades of, or `nil`.
        public let hierarchicalColor: UIColor?
        /// The colors a palette symbol's layers take in order, or `nil`.
        public let paletteColors: [UIColor]?
        /// Whether the symbol's own colors are preferred; `false` unless asked.
        public let prefersMulticolor: Bool

        private init(
            pointSize: CGFloat? = nil, textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil,
            weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified, hierarchicalColor: UIColor? = nil,
            paletteColors: [UIColor]? = nil, prefersMulticolor: Bool = false
        ) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.font = font
            self.weight = weight
            self.scale = scale
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.prefersMulticolor = prefersMulticolor
        }

        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration()

        /// A configuration with the symbol at `pointSize`.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified)
        }

        /// A configuration at `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration at `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, font: nil, weight: weight, scale: scale)
        }

        /// A configuration that follows the size of `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// A configuration that follows the size of `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, font: nil, weight: .unspecified, scale: scale)
        }

        /// A configuration that follows the size and weight of `font`.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A configuration that follows the size and weight of `font`, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: nil, font: font, weight: .unspecified, scale: scale)
        }

        /// A configuration with only the weight specified.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, textStyle: nil, font: nil, weight: weight, scale: .unspecified)
        }

        /// A configuration with only the scale specified.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: nil, font: nil, weight: .unspecified, scale: scale)
        }

        /// A configuration drawing the symbol's layers in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: nil, hierarchicalColor: hierarchicalColor)
        }

        /// A configuration drawing the symbol's layers in `paletteColors`, in order.
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: nil, paletteColors: paletteColors)
        }

        /// A configuration preferring the symbol's own colors.
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(prefersMulticolor: true)
        }

        /// This configuration with what `configuration` specifies put over it: a size given
        /// there (point size, text style or font) replaces every size here, and each other
        /// setting it specifies replaces this one's. `nil` changes nothing.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other = configuration else { return self }
            let otherHasSize = other.pointSize != nil || other.textStyle != nil || other.font != nil
            let otherHasColors = other.hierarchicalColor != nil || other.paletteColors != nil || other.prefersMulticolor
            return SymbolConfiguration(
                pointSize: otherHasSize ? other.pointSize : pointSize,
                textStyle: otherHasSize ? other.textStyle : textStyle,
                font: otherHasSize ? other.font : font,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale,
                hierarchicalColor: otherHasColors ? other.hierarchicalColor : hierarchicalColor,
                paletteColors: otherHasColors ? other.paletteColors : paletteColors,
                prefersMulticolor: otherHasColors ? other.prefersMulticolor : prefersMulticolor)
        }

        /// Configurations are equal when every setting is.
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.textStyle == rhs.textStyle && lhs.font == rhs.font
                && lhs.weight == rhs.weight && lhs.scale == rhs.scale && lhs.hierarchicalColor == rhs.hierarchicalColor
                && lhs.paletteColors == rhs.paletteColors && lhs.prefersMulticolor == rhs.prefersMulticolor
        }

        /// Hashes every setting.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(textStyle)
            hasher.combine(font)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(hierarchicalColor)
            hasher.combine(paletteColors)
            hasher.combine(prefersMulticolor)
        }
    }

    public enum SymbolWeight: Int, Sendable {
        /// Not specified: the weight of the text around it.
        case unspecified = 0
        /// Ultralight.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// A symbol's size relative to the text around it.
    public enum SymbolScale: Int, Sendable {
        /// The system's default scale.
        case `default` = -1
        /// Not specified.
        case unspecified = 0
        /// Smaller than the text.
        case small
        /// The text's size.
        case medium
        /// Larger than the text.
        case large
    }
}
