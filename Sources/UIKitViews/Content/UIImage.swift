/// An image, stored: the name it was made from and its rendering options.
///
/// Headless stand-in: there is no asset catalogue or symbol set to load from, so a named or
/// system image always exists and carries its name, for configurations to keep and app code
/// to compile. Its size is zero. Compared by value.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// How an image is drawn: as it is, or as a template filled with the tint color.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbols, original for other images.
        case automatic = 0
        /// As it is.
        case alwaysOriginal
        /// As a template filled with the tint color.
        case alwaysTemplate
    }

    /// The asset name or symbol name the image was made from.
    public let name: String
    /// Whether ``name`` is an SF Symbol's name (`init(systemName:)`).
    public let isSymbolImage: Bool
    /// How the image is drawn; `.automatic` by default.
    public let renderingMode: RenderingMode
    /// The symbol configuration a symbol image was made with, or `nil`.
    public let symbolConfiguration: SymbolConfiguration?

    private init(name: String, isSymbol: Bool, renderingMode: RenderingMode, configuration: SymbolConfiguration?) {
        self.name = name
        isSymbolImage = isSymbol
        self.renderingMode = renderingMode
        symbolConfiguration = configuration
    }

    /// The SF Symbol named `name`. Always made headless, where no symbol set is available to
    /// check the name against.
    public convenience init?(systemName name: String) {
        self.init(name: name, isSymbol: true, renderingMode: .automatic, configuration: nil)
    }

    /// The SF Symbol named `name`, configured with `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(name: name, isSymbol: true, renderingMode: .automatic, configuration: configuration)
    }

    /// The asset named `name`. Always made headless, where no asset catalogue is available.
    public convenience init?(named name: String) {
        self.init(name: name, isSymbol: false, renderingMode: .automatic, configuration: nil)
    }

    /// The image's size in points; zero headless, where nothing is loaded.
    public var size: CGSize { .zero }

    /// The same image drawn as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, configuration: symbolConfiguration)
    }

    /// The same image with `configuration` for its symbol.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, configuration: configuration)
    }

    /// Images are equal when name, kind, rendering mode and configuration are.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage && lhs.renderingMode == rhs.renderingMode
            && lhs.symbolConfiguration == rhs.symbolConfiguration
    }

    /// Hashes the name, kind, rendering mode and configuration.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isSymbolImage)
        hasher.combine(renderingMode)
        hasher.combine(symbolConfiguration)
    }

    /// The name, marked as a symbol's when it is one.
    public var description: String { isSymbolImage ? "symbol \(name)" : name }
}

extension UIImage {
    /// How a symbol image is sized and weighted: a point size or text style, a weight and a
    /// scale, each unspecified unless given. Stored only.
    public final class SymbolConfiguration: Hashable, Sendable {
        /// The point size, or `nil` when not specified.
        public let pointSize: CGFloat?
        /// The text style whose size the symbol follows, or `nil`.
        public let textStyle: UIFont.TextStyle?
        /// The stroke weight; `.unspecified` unless given.
        public let weight: SymbolWeight
        /// The size relative to the text; `.unspecified` unless given.
        public let scale: SymbolScale

        private init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
        }

        /// A configuration with the symbol at `pointSize`.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration at `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified)
        }

        /// A configuration at `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }

        /// A configuration that follows the size of `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration that follows the size of `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }

        /// A configuration with only the weight specified.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified)
        }

        /// A configuration with only the scale specified.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale)
        }

        /// Configurations are equal when every setting is.
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.textStyle == rhs.textStyle && lhs.weight == rhs.weight
                && lhs.scale == rhs.scale
        }

        /// Hashes every setting.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(textStyle)
            hasher.combine(weight)
            hasher.combine(scale)
        }
    }

    /// A symbol's stroke weight.
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
