/// A small writer of SVG text: the seven elements renderers need (`svg`, `g`, `rect`,
/// `line`, `text`, `title`, `style`), attributes in the order given, numbers through
/// ``RenderNumber``, and every piece of text through ``escape(_:)`` or ``escapeAttribute(_:)`` — the one
/// place XML is escaped. Output is the same bytes for the same calls, on every platform.
///
/// ```swift
/// var svg = SVGWriter()
/// svg.start(.svg, ["xmlns": "http://www.w3.org/2000/svg", "width": 100, "height": 50])
/// svg.leaf(.rect, ["x": 0, "y": 0, "width": 97.5, "height": 50])
/// svg.text(.title, "cell 0·0 <a&b>")  // <title>cell 0·0 &lt;a&amp;b&gt;</title>
/// let text = svg.finish()  // <?xml …?>\n<svg …>\n<rect x="0" y="0" width="97.5" height="50"/>\n…
/// ```
///
/// Written into a ``ChunkedOutput`` with a sink, the text is handed on a chunk at a time
/// (``flushIfFull()``, ``close()`` and ``flush()`` at the end), for drawings of any size.
public struct SVGWriter {
    /// The elements the writer can write.
    public enum Element: String, Sendable, CaseIterable {
        /// The root (or a nested viewport, which clips what it holds).
        case svg
        /// A group.
        case g
        /// A rectangle.
        case rect
        /// A line.
        case line
        /// A run of text.
        case text
        /// A tooltip for its parent.
        case title
        /// A style sheet.
        case style
    }

    /// An attribute's value: a number (formatted by ``RenderNumber``) or text (escaped).
    public enum Value: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
        ExpressibleByFloatLiteral
    {
        /// A number.
        case number(Double)
        /// Text.
        case string(String)

        /// Text from a literal.
        public init(stringLiteral value: String) { self = .string(value) }
        /// A number from an integer literal.
        public init(integerLiteral value: Int) { self = .number(Double(value)) }
        /// A number from a floating-point literal.
        public init(floatLiteral value: Double) { self = .number(value) }

        /// The value as it appears between the quotes.
        var text: String {
            switch self {
            case .number(let number): return RenderNumber.format(number)
            case .string(let string): return SVGWriter.escapeAttribute(string)
            }
        }
    }

    /// An attribute list: names and values in writing order.
    public typealias Attributes = KeyValuePairs<String, Value>

    private var output: ChunkedOutput
    private var open: [Element] = []

    /// A writer that gathers the document for ``finish()``; the first call should start the
    /// `svg` root.
    public init() {
        self.init(output: ChunkedOutput())
    }

    /// A writer into `output`, which gets the XML declaration at once; the first call should
    /// start the `svg` root.
    public init(output: ChunkedOutput) {
        self.output = output
        self.output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    }

    /// Opens `element` with `attributes`; close it with ``end()``.
    public mutating func start(_ element: Element, _ attributes: Attributes = [:]) {
        start(element, attributeList: Array(attributes))
    }

    /// Opens `element` with attributes built at run time.
    public mutating func start(_ element: Element, attributeList attributes: [(key: String, value: Value)]) {
        output.append("<" + element.rawValue + Self.attributeText(attributes) + ">\n")
        open.append(element)
    }

    /// Closes the element opened last; does nothing when none is open.
    public mutating func end() {
        guard let element = open.popLast() else { return }
        output.append("</" + element.rawValue + ">\n")
    }

    /// Writes `element` with no content (`<rect …/>`).
    public mutating func leaf(_ element: Element, _ attributes: Attributes) {
        leaf(element, attributeList: Array(attributes))
    }

    /// Writes `element` with no content, with attributes built at run time.
    public mutating func leaf(_ element: Element, attributeList attributes: [(key: String, value: Value)]) {
        output.append("<" + element.rawValue + Self.attributeText(attributes) + "/>\n")
    }

    /// Writes `element` holding the text `content` (escaped).
    public mutating func text(_ element: Element, _ content: String, _ attributes: Attributes = [:]) {
        text(element, content, attributeList: Array(attributes))
    }

    /// Writes `element` holding the text `content`, with attributes built at run time.
    public mutating func text(_ element: Element, _ content: String, attributeList attributes: [(key: String, value: Value)]) {
        output.append(
            "<" + element.rawValue + Self.attributeText(attributes) + ">" + Self.escape(content) + "</"
                + element.rawValue + ">\n")
    }

    /// Closes every open element and returns the document, starting with the XML
    /// declaration (with a sink: what was not yet handed on).
    public mutating func finish() -> String {
        close()
        return output.text
    }

    /// Closes every open element.
    public mutating func close() {
        while !open.isEmpty { end() }
    }

    /// Hands the text written so far on if it fills a chunk of the output.
    public mutating func flushIfFull() throws {
        try output.flushIfFull()
    }

    /// Hands all the text written so far on.
    public mutating func flush() throws {
        try output.flush()
    }

    /// `text` safe as XML character data: `&`, `<` and `>` as entities, carriage return as a
    /// character reference (parsers would turn it into a line feed), and the characters XML
    /// 1.0 forbids (C0 controls other than tab and line feed, U+FFFE, U+FFFF) as U+FFFD.
    public static func escape(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// `text` safe inside a double- or single-quoted attribute value: as ``escape(_:)``, and
    /// also `"` and `'` as entities and tab and line feed as character references, which
    /// parsers would otherwise turn into spaces.
    public static func escapeAttribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\t" where attribute: result += "&#9;"
            case "\n" where attribute: result += "&#10;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func attributeText(_ attributes: [(key: String, value: Value)]) -> String {
        attributes.map { " " + $0.key + "=\"" + $0.value.text + "\"" }.joined()
    }
}
