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
