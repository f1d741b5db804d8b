extension UIListContentConfiguration {
    /// How the image of a list content configuration is shown. Stored only.
    public struct ImageProperties: Hashable {
        /// A value for a ``reservedLayoutSize`` dimension that asks for the system's standard
        /// size for a symbol image. A marker, not a length: UIKit does not document its
        /// number; this one is the most negative finite value, which no size can be.
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        /// The symbol configuration for a symbol image; `nil` by default.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint; `nil` (the view's inherited tint) by default.
        public var tintColor: UIColor?
        /// A function applied to the tint before use; `nil` by default.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's rounded corners; 0 by default.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, 0 meaning no limit on that axis; zero by
        /// default.
        public var maximumSize: CGSize = .zero
        /// The space kept for the image, 0 meaning the default on that axis; zero by default.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colors when the screen's are inverted; `false` by
        /// default.
        public var accessibilityIgnoresInvertColors = false
        /// The stroke around the image; `nil` (the tint) by default.
        public var strokeColor: UIColor?
        /// A function applied to the stroke color before use; `nil` by default.
        public var strokeColorTransformer: UIConfigurationColorTransformer?
        /// The stroke's width; 0 (none) by default.
        public var strokeWidth: CGFloat = 0

        /// Properties at their defaults.
        init() {}

        /// The tint for a view tinted `tintColor`: ``tintColor`` (the view's when `nil`),
        /// through ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// The stroke color for a view tinted `tintColor`: ``strokeColor`` (the tint when
        /// `nil`), through ``strokeColorTransformer``.
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            let color = strokeColor ?? tintColor
            return strokeColorTransformer?(color) ?? color
        }
    }
}
