import Foundation
import UIKitViews

extension ViewDrawer {
    /// Draws `image` filling `rect`. An image made from a file's data (`UIImage(data:)`,
    /// `UIImage(contentsOfFile:)`) is embedded with its bytes. Named images and SF Symbols cannot
    /// be loaded off Apple's systems, so they are placeholders of their frame: a dashed rounded
    /// rectangle with the image's name, in the tint color for images drawn as templates
    /// (symbols, unless drawn as originals) and in a neutral gray for the others. An empty
    /// rectangle draws nothing, as in UIKit.
    mutating func drawImage(_ image: UIImage, in rect: CGRect, environment: Environment) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        if let data = image.fileData, let mediaType = image.fileMediaType {
            drawEmbedded(data, mediaType: mediaType, in: rect)
            return
        }
        let color = Self.placeholderColor(of: image, environment: environment)
        drawPlaceholder(named: image.name, in: rect, color: color)
    }

    /// The bytes of an image made from a file's data, embedded as they are (a `data:` address
    /// in base 64) and stretched to `rect`, as an image view's default content mode
    /// (`.scaleToFill`) shows them.
    private mutating func drawEmbedded(_ data: Data, mediaType: String, in rect: CGRect) {
        output.append("<image")
        output.number(" x=\"", Double(rect.minX))
        output.number(" y=\"", Double(rect.minY))
        output.number(" width=\"", Double(rect.width))
        output.number(" height=\"", Double(rect.height))
        output.append(" preserveAspectRatio=\"none\" href=\"data:")
        output.append(mediaType)
        output.append(";base64,")
        output.append(data.base64EncodedString())
        output.append("\"/>\n")
    }

    /// The color `image`'s placeholder is drawn in.
    static func placeholderColor(of image: UIImage, environment: Environment) -> DrawnColor {
        let template: Bool
        switch image.renderingMode {
        case .alwaysTemplate: template = true
        case .alwaysOriginal: template = false
        case .automatic: template = image.isSymbolImage
        }
        guard template, let tint = DrawnColor(environment.tint, in: environment.traits) else { return .placeholderGray }
        return tint
    }

    /// A dashed rounded rectangle a half point inside `rect`, faintly filled, with `name`
    /// centred in small type sized to fit.
    private mutating func drawPlaceholder(named name: String, in rect: CGRect, color: DrawnColor) {
        let width = Double(rect.width)
        let height = Double(rect.height)
        output.append("<rect")
        output.number(" x=\"", Double(rect.minX) + 0.5)
        output.number(" y=\"", Double(rect.minY) + 0.5)
        output.number(" width=\"", max(0, width - 1))
        output.number(" height=\"", max(0, height - 1))
        output.number(" rx=\"", min(4, min(width, height) / 4))
        output.paint("fill", color.fading(by: 0.12))
        output.paint("stroke", color)
        output.append(" stroke-width=\"1\" stroke-dasharray=\"2 1.5\"/>\n")
        // A name's width is taken as 0.6 em a character, to pick a size that fits the frame.
        let characters = Double(max(1, name.unicodeScalars.count))
        let size = max(1, min(11, height * 0.4, width / (0.6 * characters)))
        output.append("<text")
        output.number(" x=\"", Double(rect.midX))
        output.number(" y=\"", Double(rect.midY) + size * 0.35)
        output.append(" text-anchor=\"middle\"")
        output.number(" font-size=\"", size)
        output.paint("fill", color)
        output.append(">")
        output.escaped(name)
        output.append("</text>\n")
    }
}
