import CompositionalLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// Labels, images and controls in view drawings: text at the baselines of its measured lines,
/// placeholders for images, checked against positions worked out by hand.
///
/// The system font's lines: ascender 1950 / 2048 em and descender 494 / 2048 em, so at 17
/// points a line rises 16.1865234375 above its baseline and is 20.287109375 high.
@MainActor
@Suite struct ViewDrawingTextTests {
    /// The documents parsed so far, kept alive: elements hold their parents weakly.
    @MainActor final class Documents {
        var kept: [ParsedXMLElement] = []
    }
    let documents = Documents()

    func texts(of view: UIView) throws -> [ParsedXMLElement] {
        let document = try parseXML(ViewDrawingRenderer().render(view))
        documents.kept.append(document)
        return document.descendants.filter { $0.name == "text" }
    }

    func root(_ subviews: UIView...) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        for view in subviews { root.addSubview(view) }
        return root
    }

    @Test("a label's line is drawn at its baseline, the text centred vertically in the label")
    func oneLine() throws {
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 40))
        label.text = "Hello"
        let text = try #require(try texts(of: root(label)).first)
        // (40 − 20.287109375) / 2 = 9.8564453125 to the top of the line, plus the ascent
        // 16.1865234375: the baseline at 26.04296875, written to four places.
        #expect(text.attributes["x"] == "0" && text.attributes["y"] == "26.043")
        #expect(text.attributes["font-size"] == "17" && text.attributes["font-weight"] == nil)
        #expect(text.attributes["fill"] == "#000000")  // .label, light
        #expect(text.text == "Hello")
        #expect(text.parent?.attributes["transform"] == "translate(16 10)")
    }

    @Test("each line of multi-line text is a text element one line height below the last")
    func lines() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.numberOfLines = 0
        label.text = "Hello\nworld"
        let drawn = try texts(of: root(label))
        #expect(drawn.map(\.text) == ["Hello", "world"])
        // Two lines 2 · 20.287109375 = 40.57421875 high; (60 − 40.57421875) / 2 = 9.712890625
        // above; baselines at 9.712890625 + 16.1865234375 = 25.8994140625 and
        // 25.8994140625 + 20.287109375 = 46.1865234375.
        #expect(drawn.map { $0.attributes["y"] } == ["25.8994", "46.1865"])
    }

    @Test("centred and right-aligned lines are anchored at their middle and end")
    func alignment() throws {
        let centred = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        centred.textAlignment = .center
        centred.text = "Middle"
        let right = UILabel(frame: CGRect(x: 0, y: 40, width: 200, height: 30))
        right.textAlignment = .right
        right.text = "End"
        let drawn = try texts(of: root(centred, right))
        // A centred line starts (200 − w) / 2 in, so its middle is at 100 whatever its width
        // w; a right-aligned line ends at 200.
        #expect(drawn[0].attributes["x"] == "100" && drawn[0].attributes["text-anchor"] == "middle")
        #expect(drawn[1].attributes["x"] == "200" && drawn[1].attributes["text-anchor"] == "end")
    }

    @Test("a truncated line ends with the ellipsis the layout put there")
    func truncation() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "A title far too long to fit in sixty points"
        let text = try #require(try texts(of: root(label)).first)
        #expect(text.text.hasSuffix("\u{2026}"))
        #expect(text.text.hasPrefix("A"))
        #expect(text.text.count < label.text?.count ?? 0)
    }

    @Test("attributed text is drawn run by run in tspans with each run's font and color")
    func attributedRuns() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        let styled = NSMutableAttributedString(string: "Bold plain")
        styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: NSRange(location: 0, length: 4))
        styled.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: 4))
        label.attributedText = styled
        let text = try #require(try texts(of: root(label)).first)
        let spans = text.children.filter { $0.name == "tspan" }
        #expect(spans.map(\.text) == ["Bold", " plain"])
        #expect(spans[0].attributes["font-weight"] == "700" && spans[0].attributes["font-size"] == "20")
        #expect(spans[0].attributes["fill"] == "#ff3b30")  // systemRed, light: 255 59 48
        #expect(spans[1].attributes["font-size"] == "17" && spans[1].attributes["fill"] == "#000000")
    }

    @Test("label colors follow the appearance: .label is white in dark")
    func darkLabel() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Dark"
        let screen = root(label)
        screen.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(try texts(of: screen).first?.attributes["fill"] == "#ffffff")
    }

    @Test("a symbol image is a placeholder of its frame with its name, in the tint color")
    func symbolPlaceholder() throws {
        let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
        imageView.frame = CGRect(x: 16, y: 8, width: 28, height: 28)
        let svg = try parseXML(ViewDrawingRenderer().render(root(imageView)))
        let group = try #require(svg.children.first { $0.name == "g" })
        #expect(group.attributes["transform"] == "translate(16 8)")
        let outline = try #require(group.children.first { $0.name == "rect" })
        // Half a point inside the 28 × 28 frame; corners of min(4, 28 / 4) = 4.
        #expect(outline.attributes["x"] == "0.5" && outline.attributes["width"] == "27")
        #expect(outline.attributes["rx"] == "4" && outline.attributes["stroke"] == "#007aff")  // systemBlue
        let name = try #require(group.children.first { $0.name == "text" })
        #expect(name.text == "star.fill")
        // 9 characters at 0.6 em in 28 points: 28 / 5.4 = 5.185185… points, smaller than 11
        // and 0.4 · 28; the baseline 0.35 of it below the middle: 14 + 1.814814… = 15.8148.
        #expect(name.attributes["x"] == "14" && name.attributes["font-size"] == "5.1852")
        #expect(name.attributes["y"] == "15.8148")
    }

    @Test("a named image drawn as its original is a gray placeholder")
    func namedPlaceholder() throws {
        let imageView = UIImageView(image: UIImage(named: "avatar"))
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let svg = try parseXML(ViewDrawingRenderer().render(root(imageView)))
        let outline = try #require(svg.descendants.first { $0.name == "rect" })
        #expect(outline.attributes["stroke"] == "#8e8e93")
        #expect(svg.descendants.first { $0.name == "text" }?.text == "avatar")
    }

    @Test("an image made from a file's data is embedded with its bytes, stretched to its frame")
    func dataImage() throws {
        // A PNG header of 2 × 2 pixels: the signature, IHDR's length 13, its type, the two
        // big-endian sizes, then depth 8, colour type 6 and three zero bytes.
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            + [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]
        let image = try #require(UIImage(data: Data(bytes), scale: 2))
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 10, y: 20, width: 30, height: 15)
        let svg = try parseXML(ViewDrawingRenderer().render(root(imageView)))
        let drawn = try #require(svg.descendants.first { $0.name == "image" })
        #expect(drawn.attributes["x"] == "0" && drawn.attributes["y"] == "0")
        #expect(drawn.attributes["width"] == "30" && drawn.attributes["height"] == "15")
        #expect(drawn.attributes["preserveAspectRatio"] == "none")
        #expect(drawn.attributes["href"] == "data:image/png;base64," + Data(bytes).base64EncodedString())
        // No placeholder: no dashed outline and no name.
        #expect(!svg.descendants.contains { $0.name == "text" })
    }

    @Test("a button without title subviews draws its title centred in the title label's font")
    func buttonTitle() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.setTitle("Done", for: .normal)
        let text = try #require(try texts(of: root(button)).first)
        #expect(text.text == "Done")
        // The title's frame is centred in the button, and the line in its frame: its middle
        // at 100 / 2 = 50. At 15 points the line is 15 · 2444 / 2048 = 17.900390625 high,
        // rising 15 · 1950 / 2048 = 14.2822265625: baseline (44 − 17.900390625) / 2 +
        // 14.2822265625 = 27.33203125.
        #expect(text.attributes["font-size"] == "15" && text.attributes["fill"] == "#007aff")
        #expect(text.attributes["y"] == "27.332")
        #expect(text.attributes["x"] == "50" && text.attributes["text-anchor"] == "middle")
    }

    @Test("a text field without text draws its placeholder in the placeholder color")
    func textFieldPlaceholder() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        let text = try #require(try texts(of: root(field)).first)
        #expect(text.text == "Search")
        // placeholderText, light: 60 60 67 at 0.3; inset 7 from the leading edge.
        #expect(text.attributes["fill"] == "#3c3c43" && text.attributes["fill-opacity"] == "0.3")
        #expect(text.attributes["x"] == "7")
    }

    @Test("a symbol inside a tinted view takes the inherited tint")
    func inheritedTint() throws {
        let tinted = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        tinted.tintColor = .systemRed
        let imageView = UIImageView(image: UIImage(systemName: "heart"))
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        tinted.addSubview(imageView)
        let svg = try parseXML(ViewDrawingRenderer().render(root(tinted)))
        // systemRed, light: 255 59 48.
        #expect(svg.descendants.first { $0.name == "rect" }?.attributes["stroke"] == "#ff3b30")
    }

    @Test("a text field's text and a text view's text from the top of its container")
    func fieldAndTextView() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "typed"
        let textView = UITextView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "First\nSecond"
        let drawn = try texts(of: root(field, textView))
        #expect(drawn.map(\.text) == ["typed", "First", "Second"])
        // No border style: no inset; the line centred in 34: (34 − 20.287109375) / 2 +
        // 16.1865234375 = 23.04296875.
        #expect(drawn[0].attributes["x"] == "0" && drawn[0].attributes["y"] == "23.043")
        // The text view's container starts 8 down and 0 + 5 (line padding) in: baselines at
        // 8 + 16.1865234375 = 24.1865234375 and 24.1865234375 + 20.287109375 = 44.4736328125.
        #expect(drawn[1].attributes["x"] == "5" && drawn[1].attributes["y"] == "24.1865")
        #expect(drawn[2].attributes["y"] == "44.4736")
    }

    @Test("text that needs escaping is escaped, and a transform of NaN is written as 0, the document well-formed")
    func badInput() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "a < b & \"c\" \u{1}"
        let odd = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
        odd.backgroundColor = .black
        odd.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: .infinity, ty: 0)
        let svg = try parseXML(ViewDrawingRenderer().render(root(label, odd)))
        // The control character U+0001, which XML 1.0 forbids, becomes U+FFFD.
        #expect(svg.descendants.first { $0.name == "text" }?.text == "a < b & \"c\" \u{FFFD}")
        #expect(svg.descendants.contains { $0.attributes["transform"]?.hasPrefix("matrix(0 0 0 1 ") == true })
    }
}
