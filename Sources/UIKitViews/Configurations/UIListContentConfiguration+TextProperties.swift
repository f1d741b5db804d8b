extension UIListContentConfiguration {
    /// How a text of a list content configuration is shown. Stored only.
    public struct TextProperties: Hashable {
        /// The horizontal alignment of the text.
        public enum TextAlignment: Hashable, Sendable {
            /// The alignment of the reading direction.
            case natural
            /// Centred.
            case center
            /// Stretched to both edges.
            case justified
        }

        /// A change of letter case applied when the text is shown.
        public enum TextTransform: Hashable, Sendable {
            /// The text as it is.
            case none
            /// All capitals.
            case uppercase
            /// All lower case.
            case lowercase
            /// Each word capitalised.
            case capitalized
        }

        /// The font.
        public var font: UIFont
        /// The color.
        public var color: UIColor
        /// A function applied to ``color`` before use; `nil` by default.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment; `.natural` by default.
        public var alignment = TextAlignment.natural
        /// How text that does not fit is cut; `.byTruncatingTail` by default.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown, 0 for no limit; 0 by default.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width; `false` by default.
        public var adjustsFontSizeToFitWidth = false
        /// How far the font may shrink, as a fraction of its size; 0 by default.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be tightened before truncating; `false` by default.
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the text size setting; `true` by default.
        public var adjustsFontForContentSizeCategory = true
        /// Whether a truncated text shows its full text on hover; `false` by default.
        public var showsExpansionTextWhenTruncated = false
        /// The change of letter case; `.none` by default.
        public var transform = TextTransform.none

        /// Properties with `font` and `color`, everything else at its default.
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }
    }
}
