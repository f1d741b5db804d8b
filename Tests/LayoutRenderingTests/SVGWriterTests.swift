import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

@Suite struct SVGWriterTests {
    @Test("text escapes markup characters and keeps line breaks")
    func textEscaping() {
        #expect(SVGWriter.escape("a<b>&c") == "a&lt;b&gt;&amp;c")
        #expect(SVGWriter.escape("say \"hi\" it's") == "say \"hi\" it's")
        #expect(SVGWriter.escape("two\nlines\tand\r") == "two\nlines\tand&#13;")
        #expect(SVGWriter.escape("bell\u{07} nul\u{00} \u{FFFE}") == "bell\u{FFFD} nul\u{FFFD} \u{FFFD}")
        #expect(SVGWriter.escape("0·3 ünï 🙂") == "0·3 ünï 🙂")
    }

    @Test("attribute values also escape quotes and whitespace that parsers would fold")
    func attributeEscaping() {
        #expect(SVGWriter.escapeAttribute("a\"b'c") == "a&quot;b&apos;c")
        #expect(SVGWriter.escapeAttribute("x\ty\nz") == "x&#9;y&#10;z")
        #expect(SVGWriter.escapeAttribute("<&>") == "&lt;&amp;&gt;")
    }

    @Test("elements nest, numbers are formatted once, finish closes what is open")
    func writing() {
        var svg = SVGWriter()
        svg.start(.svg, ["xmlns": "http://www.w3.org/2000/svg", "width": 100, "height": 50.5])
        svg.start(.g, ["class": "a\"b"])
        svg.text(.title, "x < y")
        svg.leaf(.rect, ["x": 0, "y": -0.0, "width": .number(100.0 / 3), "height": 1e-9])
        svg.end()
        svg.leaf(.line, attributeList: [("x1", .number(1)), ("y1", .string("2"))])
        let text = svg.finish()
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50.5">
                <g class="a&quot;b">
                <title>x &lt; y</title>
                <rect x="0" y="0" width="33.3333" height="0"/>
                </g>
                <line x1="1" y1="2"/>
                </svg>

                """)
        #expect(throws: Never.self) { try parseXML(text) }
    }

    @Test("hostile text stays well-formed XML")
    func hostileText() throws {
        var svg = SVGWriter()
        let nasty = "]]><!-- \"'&amp; \u{01}\u{1F}\r\n<script>alert(1)</script>"
        svg.start(.svg, ["xmlns": "http://www.w3.org/2000/svg", "data-x": .string(nasty)])
        svg.text(.text, nasty)
        let root = try parseXML(svg.finish())
        #expect(
            root.children.first?.text
                == nasty.replacingOccurrences(of: "\u{01}", with: "\u{FFFD}")
                .replacingOccurrences(of: "\u{1F}", with: "\u{FFFD}"))
        #expect(root.attributes["data-x"]?.contains("<script>") == true)
    }

    @Test("ending with nothing open does nothing")
    func extraEnd() {
        var svg = SVGWriter()
        svg.end()
        #expect(svg.finish() == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    }
}

/// The writer's piecewise API: tags, attributes and text written one piece at a time.
@Suite struct SVGWriterPieceTests {
    @Test("pieces make the same markup as whole elements, each text escaped for where it goes")
    func pieces() {
        var svg = SVGWriter()
        svg.beginTag(.g)
        svg.attribute("class", "a\"b")
        svg.beginAttribute("data-x")
        svg.write("1<")
        svg.write(2)
        svg.write(number: 0.5)
        svg.endAttribute()
        svg.endTag()
        svg.beginTag(.text)
        svg.attribute("x", 97.5)
        svg.attribute("y", CGFloat(100.0 / 3))
        svg.endTagBeforeText()
        svg.write("\"a\" & 'b'\t")
        svg.write(-3)
        svg.end()
        svg.beginTag(.rect)
        svg.attribute("width", 0.25)
        svg.endEmptyTag()
        // The rect is closed: end() closes the g, not the rect.
        svg.end()
        #expect(
            svg.finish() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <g class="a&quot;b" data-x="1&lt;20.5">
                <text x="97.5" y="33.3333">"a" &amp; 'b'\t-3</text>
                <rect width="0.25"/>
                </g>

                """)
    }

    @Test("ending an empty tag with none begun writes the markup and closes nothing")
    func strayEmptyTagEnd() {
        var svg = SVGWriter()
        svg.endEmptyTag()
        svg.end()
        #expect(svg.finish() == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n/>\n")
    }

    @Test("U+FFFE and U+FFFF become U+FFFD; other characters led by the same byte stay")
    func noncharacters() {
        // UTF-8: U+FFFE is EF BF BE, U+FFFF EF BF BF, U+FFFD EF BF BD, U+F000 EF 80 80.
        #expect(SVGWriter.escape("\u{FFFF}a\u{FFFD}\u{F000}\u{FFFE}") == "\u{FFFD}a\u{FFFD}\u{F000}\u{FFFD}")
        #expect(SVGWriter.escapeAttribute("\u{FFFE}\u{7F}") == "\u{FFFD}\u{7F}")
    }
}
