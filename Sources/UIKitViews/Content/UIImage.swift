/// An image, stored: the name it was made from, or the bytes of the file it was read from, and
/// its rendering options.
///
/// Headless stand-in: there is no asset catalogue or symbol set to load from, so a named or
/// system image always exists and carries its name, for configurations to keep and app code
/// to compile; its size is zero. An image made from data or a file (PNG, JPEG or GIF) keeps
/// the bytes and has its real size, read from the file's header (the pixels are not decoded).
/// Compared by value.
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
    /// The points-to-pixels factor of an image made from data or a file: 1 unless given or
    /// read from an `@2x`/`@3x` file name; 1 for named and system images.
    public let scale: CGFloat
    /// The file's bytes and what their header says, for an image made from data or a file.
    let encoded: EncodedImage?

    private init(
        name: String, isSymbol: Bool, renderingMode: RenderingMode, configuration: SymbolConfiguration?,
        scale: CGFloat = 1, encoded: EncodedImage? = nil
    ) {
        self.name = name
        isSymbolImage = isSymbol
        self.renderingMode = renderingMode
        symbolConfiguration = configuration
        self.scale = scale
        self.encoded = encoded
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

    /// The image's size in points: the pixel size read from the file ÷ ``scale`` for an image
    /// made from data or a file; zero for named and system images, which are not loaded
    /// headless.
    public var size: CGSize {
        guard let header = encoded?.header else { return .zero }
        return CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
    }

    /// The same image drawn as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, configuration: symbolConfiguration,
            scale: scale, encoded: encoded)
    }

    /// The same image with `configuration` for its symbol.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(
            name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, configuration: configuration, scale: scale,
            encoded: encoded)
    }

    /// The same image with `configuration` applied over its own (see
    /// ``SymbolConfiguration/applying(_:)``); `nil` for an image that is not a symbol, as UIKit
    /// answers.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let merged = symbolConfiguration?.applying(configuration) ?? configuration
        return UIImage(name: name, isSymbol: true, renderingMode: renderingMode, configuration: merged)
    }

    /// Images are equal when name, kind, rendering mode, configuration, scale and bytes are.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage && lhs.renderingMode == rhs.renderingMode
            && lhs.symbolConfiguration == rhs.symbolConfiguration && lhs.scale == rhs.scale && lhs.encoded == rhs.encoded
    }

    /// Hashes the name, kind, rendering mode, configuration, scale and bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isSymbolImage)
        hasher.combine(renderingMode)
        hasher.combine(symbolConfiguration)
        hasher.combine(scale)
        hasher.combine(encoded)
    }

    /// The name, marked as a symbol's when it is one; an image made from data says its format
    /// and size in pixels.
    public var description: String {
        if let header = encoded?.header { return "\(header.format) \(header.width)×\(header.height) @\(scale)x" }
        return isSymbolImage ? "symbol \(name)" : name
    }

    /// Makes an image from a file's bytes (see ``init(data:scale:)``).
    fileprivate convenience init?(encodedData data: Data, scale: CGFloat) {
        guard let header = ImageHeader([UInt8](data)) else { return nil }
        let validScale = scale.isFinite && scale > 0 ? scale : 1
        self.init(
            name: "", isSymbol: false, renderingMode: .automatic, configuration: nil, scale: validScale,
            encoded: EncodedImage(data: data, header: header))
    }
}

/// The bytes of the file an image was made from, and their header.
struct EncodedImage: Hashable, Sendable {
    /// The file's bytes, as given.
    var data: Data
    /// The format and pixel size read from them.
    var header: ImageHeader
}

extension UIImage {
    /// The image in `data`, a PNG, JPEG or GIF file, at scale 1; `nil` when the bytes are not
    /// one of those files or their header is cut short.
    public convenience init?(data: Data) {
        self.init(encodedData: data, scale: 1)
    }

    /// The image in `data` at `scale` (2 for an `@2x` image: its size in points is half its
    /// pixels); `nil` when the bytes are not a PNG, JPEG or GIF file whose size can be read.
    /// A scale that is not a positive finite number counts as 1.
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(encodedData: data, scale: scale)
    }

    /// The image in the file at `path`, with the scale its name gives (`icon@2x.png` is at
    /// scale 2, `icon@3x.png` at 3, others at 1); `nil` when the file cannot be read or is not
    /// an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(encodedData: data, scale: scale)
    }

    /// The bytes of the file the image was made from, whatever their format, for renderers;
    /// `nil` for named and system images.
    package var fileData: Data? { encoded?.data }

    /// The media type of ``fileData`` (`image/png`, `image/jpeg` or `image/gif`), for
    /// renderers that embed it; `nil` for named and system images.
    package var fileMediaType: String? {
        switch encoded?.header.format {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case nil: nil
        }
    }

    /// The image as a PNG file: the bytes it was made from when they were a PNG file, `nil`
    /// otherwise (nothing is encoded headless).
    public func pngData() -> Data? {
        encoded?.header.format == .png ? encoded?.data : nil
    }

    /// The image as a JPEG file: the bytes it was made from when they were a JPEG file,
    /// whatever the quality asked, `nil` otherwise (nothing is encoded headless).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded?.header.format == .jpeg ? encoded?.data : nil
    }
}
