import Foundation

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
    }

    /// An attribute list: names and values in writing order.
    public typealias Attributes = KeyValuePairs<String, Value>

    private var output: ChunkedOutput
    private var open: [Element] = []
    /// Whether text written now goes inside an attribute value (escaped for one) rather
    /// than between tags.
    private var inAttribute = false

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
        beginTag(element)
        write(attributes)
        endTag()
    }

    /// Closes the element opened last; does nothing when none is open.
    public mutating func end() {
        guard let element = open.popLast() else { return }
        output.append("</")
        output.append(element.name)
        output.append(">\n")
    }

    /// Writes `element` with no content (`<rect …/>`).
    public mutating func leaf(_ element: Element, _ attributes: Attributes) {
        leaf(element, attributeList: Array(attributes))
    }

    /// Writes `element` with no content, with attributes built at run time.
    public mutating func leaf(_ element: Element, attributeList attributes: [(key: String, value: Value)]) {
        beginTag(element)
        write(attributes)
        endEmptyTag()
    }

    /// Writes `element` holding the text `content` (escaped).
    public mutating func text(_ element: Element, _ content: String, _ attributes: Attributes = [:]) {
        text(element, content, attributeList: Array(attributes))
    }

    /// Writes `element` holding the text `content`, with attributes built at run time.
    public mutating func text(_ element: Element, _ content: String, attributeList attributes: [(key: String, value: Value)]) {
        beginTag(element)
        write(attributes)
        endTagBeforeText()
        write(content)
        end()
    }

    /// Begins the start tag of `element` (`<rect`), for a drawing written piece by piece
    /// with nothing gathered: attributes follow (`attribute(_:_:)`,
    /// ``beginAttribute(_:)``), then ``endTag()``, ``endTagBeforeText()`` or ``endEmptyTag()``.
    ///
    /// ```swift
    /// svg.beginTag(.text)
    /// svg.attribute("x", 97.5)
    /// svg.endTagBeforeText()
    /// svg.write("0")
    /// svg.write(number: 1)
    /// svg.end()  // <text x="97.5">01</text>
    /// ```
    public mutating func beginTag(_ element: Element) {
        output.append(byte: UInt8(ascii: "<"))
        output.append(element.name)
        open.append(element)
    }

    /// Writes the attribute `name` with the number `value` (through ``RenderNumber``).
    public mutating func attribute(_ name: StaticString, _ value: Double) {
        beginAttribute(name)
        output.append(number: value)
        endAttribute()
    }

    /// Writes the attribute `name` with the number `value` (through ``RenderNumber``).
    public mutating func attribute(_ name: StaticString, _ value: CGFloat) {
        attribute(name, Double(value))
    }

    /// Writes the attribute `name` with the text `value`, escaped.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        beginAttribute(name)
        write(value)
        endAttribute()
    }

    /// Begins the attribute `name` (` name="`): its value is what `write(_:)`,
    /// ``write(number:)`` and `write(_:)` (integers) write until ``endAttribute()``.
    public mutating func beginAttribute(_ name: StaticString) {
        output.append(byte: UInt8(ascii: " "))
        output.append(name)
        output.append("=\"")
        inAttribute = true
    }

    /// Ends the attribute begun last (its closing quote).
    public mutating func endAttribute() {
        output.append(byte: UInt8(ascii: "\""))
        inAttribute = false
    }

    /// Ends the start tag begun last (`>` and a line break); what follows is its content
    /// up to ``end()``.
    public mutating func endTag() {
        output.append(">\n")
    }

    /// Ends the start tag begun last (`>`) before text: what `write(_:)` writes
    /// next is its content, up to ``end()``.
    public mutating func endTagBeforeText() {
        output.append(byte: UInt8(ascii: ">"))
    }

    /// Ends the start tag begun last as an element without content (`/>` and a line break);
    /// the element is closed.
    public mutating func endEmptyTag() {
        output.append("/>\n")
        _ = open.popLast()
    }

    /// Writes `text`, escaped for where it goes: an attribute value (``escapeAttribute(_:)``)
    /// or an element's text (``escape(_:)``).
    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { Self.append(escaping: $0, attribute: inAttribute, to: &output) }
    }

    /// Writes `value` in decimal.
    public mutating func write(_ value: Int) {
        output.append(value)
    }

    /// Writes `value` through ``RenderNumber``.
    public mutating func write(number value: Double) {
        output.append(number: value)
    }

    /// Writes the UTF-8 text `bytes`, escaped for where it goes, as `write(_:)`.
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        Self.append(escaping: bytes, attribute: inAttribute, to: &output)
    }

    /// Writes `markup` as it is: whole tags and attribute openings written by the caller,
    /// for a drawing's most repeated elements (one piece from one number to the next, as
    /// the attributes JSON is written). The caller keeps the document well formed: what it
    /// opens this way it closes this way, and text goes through ``markupText(_:)`` or
    /// ``markupAttributeText(_:)``.
    mutating func markup(_ markup: StaticString) {
        output.append(markup)
    }

    /// Writes `value` through ``RenderNumber`` between pieces of ``markup(_:)``.
    mutating func markupNumber(_ value: Double) {
        output.append(number: value)
    }

    /// Writes `value` through ``RenderNumber`` between pieces of ``markup(_:)``.
    mutating func markupNumber(_ value: CGFloat) {
        output.append(number: Double(value))
    }

    /// Writes the UTF-8 text `bytes` as an element's text (``escape(_:)``) between pieces
    /// of ``markup(_:)``.
    mutating func markupText(_ bytes: UnsafeBufferPointer<UInt8>) {
        Self.append(escaping: bytes, attribute: false, to: &output)
    }

    /// Writes `text` inside an attribute value (``escapeAttribute(_:)``) between pieces of
    /// ``markup(_:)``.
    mutating func markupAttributeText(_ text: String) {
        var text = text
        text.withUTF8 { Self.append(escaping: $0, attribute: true, to: &output) }
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
        var output = ChunkedOutput()
        var text = text
        text.withUTF8 { append(escaping: $0, attribute: attribute, to: &output) }
        return output.text
    }

    /// One bit per byte below 64 that escaping may replace: the C0 controls, `"` (0x22),
    /// `&` (0x26), `'` (0x27), `<` (0x3C) and `>` (0x3E).
    private static var mayNeedEscaping: UInt64 { 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E }

    /// Appends the UTF-8 text `text` to `output`, escaped as ``escape(_:)`` or, for an
    /// attribute, ``escapeAttribute(_:)`` say. Runs that need nothing are copied whole.
    private static func append(
        escaping text: UnsafeBufferPointer<UInt8>, attribute: Bool, to output: inout ChunkedOutput
    ) {
        var plainStart = 0
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            // Only controls, `"`, `&`, `'`, `<`, `>` and the lead byte of U+FFFE and U+FFFF
            // (EF BF BE, EF BF BF) may need replacing.
            if byte < 64 ? Self.mayNeedEscaping >> byte & 1 == 0 : byte != 0xEF {
                index += 1
                continue
            }
            let replacement: StaticString?
            var length = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\r"): replacement = "&#13;"
            case UInt8(ascii: "\"") where attribute: replacement = "&quot;"
            case UInt8(ascii: "'") where attribute: replacement = "&apos;"
            case UInt8(ascii: "\t") where attribute: replacement = "&#9;"
            case UInt8(ascii: "\n") where attribute: replacement = "&#10;"
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"): replacement = nil
            case 0..<0x20: replacement = "\u{FFFD}"
            case 0xEF where index + 2 < count && text[index + 1] == 0xBF && text[index + 2] >= 0xBE:
                replacement = "\u{FFFD}"
                length = 3
            default: replacement = nil
            }
            guard let replacement else {
                index += 1
                continue
            }
            if plainStart < index { output.append(bytes: UnsafeBufferPointer(rebasing: text[plainStart..<index])) }
            output.append(replacement)
            index += length
            plainStart = index
        }
        if plainStart < count { output.append(bytes: UnsafeBufferPointer(rebasing: text[plainStart..<count])) }
    }

    /// Writes ` key="value"` for each attribute, in order.
    private mutating func write(_ attributes: [(key: String, value: Value)]) {
        for (key, value) in attributes {
            output.append(byte: UInt8(ascii: " "))
            output.append(key)
            output.append("=\"")
            inAttribute = true
            switch value {
            case .number(let number): output.append(number: number)
            case .string(let string): write(string)
            }
            endAttribute()
        }
    }
}

extension SVGWriter.Element {
    /// The element's tag name.
    var name: StaticString {
        switch self {
        case .svg: return "svg"
        case .g: return "g"
        case .rect: return "rect"
        case .line: return "line"
        case .text: return "text"
        case .title: return "title"
        case .style: return "style"
        }
    }
}
