public import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One element of a parsed XML document (an SVG picture, usually), with its children in
/// document order.
public final class ParsedXMLElement {
    /// The element's name (`svg`, `g`, `rect`, …).
    public let name: String
    /// The element's attributes as written, entities decoded.
    public let attributes: [String: String]
    /// The elements directly inside this one, in document order.
    public private(set) var children: [ParsedXMLElement] = []
    /// The character data directly inside this element, concatenated.
    public private(set) var text = ""
    /// The element this one is inside; `nil` for the root.
    public private(set) weak var parent: ParsedXMLElement?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every element below this one, depth first, in document order.
    public var descendants: [ParsedXMLElement] { children.flatMap { [$0] + $0.descendants } }

    /// The words of the `class` attribute.
    public var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// Whether the `class` attribute lists `name`.
    public func hasClass(_ name: String) -> Bool { classes.contains(name) }

    /// The value of attribute `name` read as a number.
    public func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

    /// The rectangle of a `rect` element, from its numeric `x`, `y`, `width` and `height`.
    public var rect: CGRect? {
        guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else {
            return nil
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// `x,y,width,height` of a `rect` element, as written.
    public var rectText: String? {
        guard let x = attributes["x"], let y = attributes["y"], let width = attributes["width"],
            let height = attributes["height"]
        else { return nil }
        return "\(x),\(y),\(width),\(height)"
    }

    /// The element groups of an SVG picture drawn by `SVGRenderer` (`<g class="el …">`), in
    /// document order, with their title and rectangle.
    public var drawnElements: [(title: String, rect: CGRect, node: ParsedXMLElement)] {
        descendants.filter { $0.name == "g" && $0.hasClass("el") }.compactMap { group in
            guard let title = group.children.first(where: { $0.name == "title" })?.text,
                let rect = group.children.first(where: { $0.name == "rect" })?.rect
            else { return nil }
            return (title, rect, group)
        }
    }

    fileprivate func append(_ child: ParsedXMLElement) {
        child.parent = self
        children.append(child)
    }

    fileprivate func appendText(_ string: String) {
        text += string
    }
}

/// Why a text is not well-formed XML: the parser's error.
public struct XMLParseFailure: Error, CustomStringConvertible {
    /// The parser's error, described.
    public var description: String
}

/// Parses `text` with Foundation's `XMLParser` into its root element; throws
/// ``XMLParseFailure`` when the text is not well-formed XML.
public func parseXML(_ text: String) throws(XMLParseFailure) -> ParsedXMLElement {
    let builder = TreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
        throw XMLParseFailure(description: String(describing: parser.parserError))
    }
    return root
}

/// Builds the element tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: ParsedXMLElement?
    private var current: ParsedXMLElement?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = ParsedXMLElement(name: elementName, attributes: attributes)
        current?.append(element)
        if root == nil { root = element }
        current = element
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        current = current?.parent
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.appendText(string)
    }
}
