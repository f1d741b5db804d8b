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

    /// The same image with `configuration` applied over its own (see
    /// ``SymbolConfiguration/applying(_:)``); `nil` for an image that is not a symbol, as UIKit
    /// answers.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let merged = symbolConfiguration?.applying(configuration) ?? configuration
        return UIImage(name: name, isSymbol: true, renderingMode: renderingMode, configuration: merged)
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
