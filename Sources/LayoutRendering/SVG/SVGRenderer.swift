import Foundation

/// Draws a ``LayoutScene`` as SVG: one user unit per point, content coordinates as they are
/// (the canvas reaches wherever the content, viewport or elements do, plus a margin).
///
/// What is drawn, bottom to top:
///
/// 1. the content area (light grey);
/// 2. the elements in painting order, in one style per kind (``ElementPalette``), each with
///    its index-path label (`0·3`, plus the kind for supplementary and decoration views), a
///    `<title>` tooltip with its attributes, and a list row's separators as lines one device
///    pixel thick. Pinned items are where the viewport puts them. The elements of an
///    orthogonal row are drawn together, at the place of the row's first element, inside a
///    nested `<svg>` that clips them to the row's box and shifts them by the row's offset;
/// 3. a veil over everything outside the viewport;
/// 4. the rows' boxes (dotted), the safe area (dashed green) and the viewport (dashed red).
///
/// The output is the same bytes for the same scene on every platform.
public struct SVGRenderer: Sendable {
    /// Drawing choices.
    public struct Options: Hashable, Sendable {
        /// Space around the drawing, in points.
        public var margin: Double
        /// Whether elements carry index-path labels.
        public var showsLabels: Bool
        /// The document's title; a summary of the scene when `nil`.
        public var title: String?

        /// Options with a 16-point margin and labels.
        public init(margin: Double = 16, showsLabels: Bool = true, title: String? = nil) {
            self.margin = margin
            self.showsLabels = showsLabels
            self.title = title
        }
    }

    /// The options used.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The style sheet of every SVG this renderer writes.
    public static let styleSheet: String = {
        var css = """
            .bg{fill:#ffffff}
            .content{fill:#f5f6f8;stroke:#c9ced6;stroke-width:0.5}
            .el rect{stroke-width:0.75}
            .el.pinned rect{stroke-width:1.5}
            .el.hidden rect{fill:none;stroke-dasharray:2 2}
            .label{font-family:'DejaVu Sans',Verdana,sans-serif;fill:#1d232b}
            .sep{stroke:#8a909a}
            .veil{fill:#ffffff;fill-opacity:0.55}
            .row{fill:none;stroke:#7a5cf0;stroke-width:0.75;stroke-dasharray:1 2}
            .safe{fill:none;stroke:#159a55;stroke-width:1;stroke-dasharray:4 3}
            .viewport{fill:none;stroke:#e0245e;stroke-width:1.5;stroke-dasharray:7 4}

            """
        for style in ElementPalette.all {
            css += ".\(style.className) rect{fill:\(style.fill);stroke:\(style.stroke)}\n"
        }
        return css
    }()

    /// The canvas: the content area (cut to the scene's region), the viewport and every
    /// element where it is shown (elements of rows only as far as their row's box), plus the
    /// margin, widened to whole points.
    public func canvas(of scene: LayoutScene) -> CGRect {
        canvas(of: scene, elements: SceneElementList(scene.elements))
    }

    /// ``canvas(of:)`` for `scene` drawn with `elements`.
    public func canvas(of scene: LayoutScene, elements: some SceneElements) -> CGRect {
        var extent = SceneExtent(scene.shownContent)
        extent.formUnion(scene.viewport)
        if let reached = elements.extentOutsideRows { extent.formUnion(reached) }
        for row in scene.rows { extent.formUnion(row.frame) }
        let margin = options.margin.isFinite ? max(0, options.margin) : 0
        let minX = (extent.minX - margin).rounded(.down)
        let minY = (extent.minY - margin).rounded(.down)
        let maxX = (extent.maxX + margin).rounded(.up)
        let maxY = (extent.maxY + margin).rounded(.up)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The SVG text of `scene`.
    public func render(_ scene: LayoutScene) -> String {
        render(scene, elements: SceneElementList(scene.elements))
    }

    /// The SVG text of `scene` drawn with `elements`.
    public func render(_ scene: LayoutScene, elements: some SceneElements) -> String {
        var svg = SVGWriter()
        // Gathered output hands nothing on, so writing it cannot fail.
        try? draw(scene, elements: elements, into: &svg)
        return svg.finish()
    }

    /// Writes the SVG of `scene` drawn with `elements` to `sink`, 64 KiB at a time, as the
    /// elements are drawn: a drawing of any size in the memory of one chunk. An error the
    /// sink throws stops the drawing and is rethrown.
    public func render(
        _ scene: LayoutScene, elements: some SceneElements, to sink: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var svg = SVGWriter(output: ChunkedOutput(sink: sink))
        try draw(scene, elements: elements, into: &svg)
        svg.close()
        try svg.flush()
    }

    /// Everything but the closing tag, handing full chunks on after each element.
    private func draw(_ scene: LayoutScene, elements: some SceneElements, into svg: inout SVGWriter) throws {
        let canvas = canvas(of: scene, elements: elements)
        svg.start(
            .svg,
            [
                "xmlns": "http://www.w3.org/2000/svg", "width": .number(canvas.width), "height": .number(canvas.height),
                "viewBox": .string(Self.box(canvas)),
            ])
        svg.text(.title, options.title ?? Self.summary(of: scene, count: elements.count))
        svg.text(.style, Self.styleSheet)
        svg.leaf(.rect, attributeList: Self.frame(canvas, ["class": "bg"]))
        svg.leaf(.rect, attributeList: Self.frame(scene.shownContent, ["class": "content"]))

        var drawnRows: Set<Int> = []
        var scratch = ChunkedOutput()
        try elements.forEachElement { _, element in
            if let section = element.rowSection, let row = scene.row(ofSection: section) {
                guard drawnRows.insert(section).inserted else { return }
                try draw(row, of: scene, elements: elements, into: &svg, scratch: &scratch)
            } else {
                draw(element, into: &svg, scratch: &scratch)
            }
            try svg.flushIfFull()
        }

        for rect in Self.outside(scene.viewport, in: canvas) {
            svg.leaf(.rect, attributeList: Self.frame(rect, ["class": "veil"]))
        }
        for row in scene.rows {
            svg.start(.g, ["class": "row-box"])
            svg.text(.title, Self.describe(row))
            svg.leaf(.rect, attributeList: Self.frame(row.frame, ["class": "row"]))
            svg.end()
        }
        svg.start(.g, ["class": "safe-area"])
        svg.text(.title, "safe area")
        svg.leaf(.rect, attributeList: Self.frame(scene.safeArea, ["class": "safe"]))
        svg.end()
        svg.start(.g, ["class": "viewport-box"])
        svg.text(.title, "viewport (bounds at the content offset)")
        svg.leaf(.rect, attributeList: Self.frame(scene.viewport, ["class": "viewport"]))
        svg.end()
    }

    /// The elements of `row`, in painting order, clipped to the row's box and shifted by its
    /// offset (a nested viewport whose view box starts at the offset).
    private func draw(
        _ row: SceneRow, of scene: LayoutScene, elements: some SceneElements, into svg: inout SVGWriter,
        scratch: inout ChunkedOutput
    ) throws {
        let frame = row.frame
        let view = row.axis == .horizontal ? frame.offsetBy(dx: row.offset, dy: 0) : frame.offsetBy(dx: 0, dy: row.offset)
        svg.start(
            .svg,
            [
                "x": .number(frame.minX), "y": .number(frame.minY), "width": .number(frame.width),
                "height": .number(frame.height), "viewBox": .string(Self.box(view)), "overflow": "hidden",
                "class": .string("orthogonal-row section-\(row.section)"),
            ])
        try elements.forEachElement(inRowOfSection: row.section) { _, element in
            draw(element, into: &svg, scratch: &scratch)
            try svg.flushIfFull()
        }
        svg.end()
    }

    /// Writes `element` into `svg` as the attributes JSON is written: one piece of markup
    /// from one value to the next, numbers and escaped text straight into the output. Its
    /// tooltip and label are written into `scratch` (kept from element to element) and
    /// copied, escaped.
    private func draw(_ element: SceneElement, into svg: inout SVGWriter, scratch: inout ChunkedOutput) {
        svg.markup("<g class=\"el ")
        svg.markupAttributeText(ElementPalette.style(of: element).className)
        if element.isPinned { svg.markup(" pinned") }
        if element.isHidden { svg.markup(" hidden") }
        if element.alpha < 1 {
            svg.markup("\" opacity=\"")
            svg.markupNumber(max(0, element.alpha))
        }
        svg.markup("\">\n<title>")
        scratch.removeAll()
        AttributesText.appendSummary(of: element, to: &scratch)
        scratch.withBytes { svg.markupText($0) }

        let frame = element.frame
        svg.markup("</title>\n<rect x=\"")
        svg.markupNumber(frame.minX)
        svg.markup("\" y=\"")
        svg.markupNumber(frame.minY)
        svg.markup("\" width=\"")
        svg.markupNumber(frame.width)
        svg.markup("\" height=\"")
        svg.markupNumber(frame.height)
        svg.markup("\"/>\n")

        if options.showsLabels, let label = Self.label(for: element) {
            svg.markup("<text class=\"label\" x=\"")
            svg.markupNumber(label.x)
            svg.markup("\" y=\"")
            svg.markupNumber(label.y)
            svg.markup("\" font-size=\"")
            svg.markupNumber(label.size)
            svg.markup(label.isAnchoredAtStart ? "\" text-anchor=\"start\">" : "\" text-anchor=\"middle\">")
            scratch.removeAll()
            label.appendText(to: &scratch)
            scratch.withBytes { svg.markupText($0) }
            svg.markup("</text>\n")
        }
        for separator in element.separators {
            svg.markup("<line class=\"sep\" x1=\"")
            svg.markupNumber(separator.minX)
            svg.markup("\" y1=\"")
            svg.markupNumber(separator.midY)
            svg.markup("\" x2=\"")
            svg.markupNumber(separator.maxX)
            svg.markup("\" y2=\"")
            svg.markupNumber(separator.midY)
            svg.markup("\" stroke-width=\"")
            svg.markupNumber(separator.height)
            svg.markup("\"/>\n")
        }
        svg.markup("</g>\n")
    }

    /// An element's label as drawn: its text (the index path, then the short kind when it
    /// fits), where it goes and its size.
    struct Label {
        /// The section of the index path.
        var section: Int
        /// The item of the index path.
        var item: Int
        /// The kind without UIKit's prefix (``SceneElement/shortKind``), when the label
        /// shows it.
        var kind: Substring?
        /// Where the text is anchored, horizontally.
        var x: Double
        /// The baseline.
        var y: Double
        /// The font size, in points.
        var size: Double
        /// Whether the text starts at `x` (`text-anchor` `start`) rather than being centred
        /// on it (`middle`).
        var isAnchoredAtStart: Bool

        /// The text: `0·3`, or `0·3 SectionHeader`.
        var text: String {
            var output = ChunkedOutput()
            appendText(to: &output)
            return output.text
        }

        /// Appends ``text`` to `output`, as it is (not escaped).
        func appendText(to output: inout ChunkedOutput) {
            AttributesText.appendLabel(section: section, item: item, kind: kind, to: &output)
        }
    }

    /// Where an element's label goes, if it fits: centred for cells and supplementary
    /// views, in the top-leading corner for decorations (cells usually cover their centre).
    /// Drops the kind, then shrinks, before giving up below 5 points.
    static func label(for element: SceneElement) -> Label? {
        let frame = element.frame
        let width = Double(frame.width)
        let height = Double(frame.height)
        let indexPathLength = decimalLength(element.section) + 1 + decimalLength(element.item)
        // The label of `length` characters showing `kind`, if it is at least 5 points high.
        func label(length: Int, kind: Substring?) -> Label? {
            // DejaVu Sans digits and letters average about 0.62 em.
            let size = min(12, height * 0.5, (width - 6) / (0.62 * Double(length)))
            guard size >= 5 else { return nil }
            if element.category == .decorationView {
                return Label(
                    section: element.section, item: element.item, kind: kind, x: Double(frame.minX) + 3,
                    y: Double(frame.minY) + 3 + size * 0.8, size: size, isAnchoredAtStart: true)
            }
            return Label(
                section: element.section, item: element.item, kind: kind, x: Double(frame.midX),
                y: Double(frame.midY) + size * 0.35, size: size, isAnchoredAtStart: false)
        }
        if let kind = element.shortKindText, let withKind = label(length: indexPathLength + spacedLength(kind), kind: kind) {
            return withKind
        }
        return label(length: indexPathLength, kind: nil)
    }

    /// How many characters `value` takes in decimal, sign included.
    private static func decimalLength(_ value: Int) -> Int {
        var length = value < 0 ? 2 : 1
        var rest = value.magnitude
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }

    /// How many characters a space and `kind` make: one more than `kind` has, unless its
    /// first character would join the space (a combining mark), counted then on the two.
    private static func spacedLength(_ kind: Substring) -> Int {
        guard let first = kind.utf8.first, first >= 0x80 else { return kind.count + 1 }
        return (" " + kind).count
    }

    /// The four rectangles of `canvas` outside `window`.
    static func outside(_ window: CGRect, in canvas: CGRect) -> [CGRect] {
        let inner = window.intersection(canvas)
        guard !inner.isNull, inner.width > 0, inner.height > 0 else { return [canvas] }
        return [
            CGRect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: inner.minY - canvas.minY),
            CGRect(x: canvas.minX, y: inner.maxY, width: canvas.width, height: canvas.maxY - inner.maxY),
            CGRect(x: canvas.minX, y: inner.minY, width: inner.minX - canvas.minX, height: inner.height),
            CGRect(x: inner.maxX, y: inner.minY, width: canvas.maxX - inner.maxX, height: inner.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    /// A row's tooltip.
    static func describe(_ row: SceneRow) -> String {
        "orthogonal row of section \(row.section) · \(row.behavior.rawValue) · offset \(RenderNumber.format(row.offset))"
            + " of content length \(RenderNumber.format(row.contentLength))"
    }

    private static func summary(of scene: LayoutScene, count: Int) -> String {
        "\(count) elements, content \(RenderNumber.format(Double(scene.contentSize.width))) × "
            + "\(RenderNumber.format(Double(scene.contentSize.height))) pt"
    }

    private static func box(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map { RenderNumber.format(Double($0)) }.joined(separator: " ")
    }

    private static func frame(_ rect: CGRect, _ extra: SVGWriter.Attributes) -> [(key: String, value: SVGWriter.Value)] {
        Array(extra) + [
            ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ]
    }
}
