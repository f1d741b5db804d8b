import CompositionalLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// The drawing of views (`ViewDrawingRenderer`): each view's group, shape and paint, checked
/// against frames and colors worked out by hand.
@MainActor
@Suite struct ViewDrawingTests {
    /// The document of `view`, parsed.
    func drawing(_ view: UIView, options: ViewDrawingRenderer.Options = .init()) throws -> ParsedXMLElement {
        try parseXML(ViewDrawingRenderer(options: options).render(view))
    }

    /// The groups directly inside `element`.
    func groups(_ element: ParsedXMLElement) -> [ParsedXMLElement] {
        element.children.filter { $0.name == "g" }
    }

    @Test("the canvas is the root's bounds; a subview is a group at its frame with its background")
    func canvasAndFrame() throws {
        let root = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        root.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        child.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(child)
        let svg = try drawing(root)
        // The root's frame origin (40, 40) does not move the canvas: it is the root's bounds.
        #expect(svg.attributes["width"] == "200" && svg.attributes["height"] == "100")
        #expect(svg.attributes["viewBox"] == "0 0 200 100")
        let background = try #require(svg.children.first { $0.name == "rect" })
        #expect(background.attributes["width"] == "200" && background.attributes["fill"] == "#ffffff")
        let group = try #require(groups(svg).first)
        #expect(group.attributes["transform"] == "translate(10 20)")
        let fill = try #require(group.children.first { $0.name == "rect" })
        #expect(fill.attributes["width"] == "50" && fill.attributes["height"] == "30")
        #expect(fill.attributes["fill"] == "#ff0000")
    }

    @Test("a view's bounds origin (a scroll position) moves its subviews the other way")
    func boundsOrigin() throws {
        let root = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.contentSize = CGSize(width: 100, height: 400)
        root.contentOffset = CGPoint(x: 0, y: 40)
        let row = UIView(frame: CGRect(x: 10, y: 50, width: 80, height: 20))
        row.backgroundColor = .black
        root.addSubview(row)
        let group = try #require(groups(try drawing(root)).first)
        // 50 − 40 = 10 below the top of what the bounds show.
        #expect(group.attributes["transform"] == "translate(10 10)")
    }

    @Test("corners, the border inside the bounds, and only the masked corners rounded")
    func cornersAndBorder() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        let tab = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
        tab.backgroundColor = .white
        tab.layer.cornerRadius = 10
        tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let pill = UIView(frame: CGRect(x: 100, y: 0, width: 60, height: 20))
        pill.backgroundColor = .white
        pill.layer.cornerRadius = 40
        for view in [card, tab, pill] { root.addSubview(view) }
        let drawn = groups(try drawing(root))
        #expect(drawn.count == 3)
        let cardShapes = drawn[0].children.filter { $0.name == "rect" }
        #expect(cardShapes.count == 2)
        #expect(cardShapes[0].attributes["rx"] == "8")
        // The border's stroke is centred 2 / 2 = 1 point inside: x, y 1, 50 − 2 = 48 by
        // 30 − 2 = 28, its radius 8 − 1 = 7.
        let border = cardShapes[1]
        #expect(border.attributes["x"] == "1" && border.attributes["y"] == "1")
        #expect(border.attributes["width"] == "48" && border.attributes["height"] == "28")
        #expect(border.attributes["rx"] == "7" && border.attributes["fill"] == "none")
        #expect(border.attributes["stroke"] == "#000000" && border.attributes["stroke-width"] == "2")
        // Top corners only, radius 10, over 100 × 40: along the top from x 10 to 90, a quarter
        // circle down to (100, 10), square corners at the bottom, up to y 10, a quarter circle
        // to (10, 0).
        let tabPath = try #require(drawn[1].children.first { $0.name == "path" })
        #expect(tabPath.attributes["d"] == "M10 0 H90 A10 10 0 0 1 100 10 V40 H0 V10 A10 10 0 0 1 10 0 Z")
        // A radius of 40 on a 20-point-high view is clamped to half its height: 10.
        let pillShape = try #require(drawn[2].children.first { $0.name == "rect" })
        #expect(pillShape.attributes["rx"] == "10")
    }

    @Test("alpha is group opacity, hidden views and their subviews are not drawn, a transform turns about the centre")
    func alphaHiddenTransform() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let faded = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        faded.backgroundColor = .black
        faded.alpha = 0.5
        let hidden = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        inside.backgroundColor = .black
        hidden.addSubview(inside)
        let stretched = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        stretched.backgroundColor = .black
        stretched.transform = CGAffineTransform(scaleX: 2, y: 1)
        for view in [faded, hidden, stretched] { root.addSubview(view) }
        let drawn = groups(try drawing(root))
        #expect(drawn.count == 2)
        #expect(drawn[0].attributes["opacity"] == "0.5")
        // The centre stays at (35, 35); the corner (0, 0) of the 50 × 30 bounds goes to
        // 35 − 2 · 25 = −15, 35 − 1 · 15 = 20.
        #expect(drawn[1].attributes["transform"] == "matrix(2 0 0 1 -15 20)")
    }

    @Test("a view that clips draws its subviews inside a clip path of its rounded bounds")
    func clipping() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let clipper = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        clipper.clipsToBounds = true
        clipper.layer.cornerRadius = 6
        let overflowing = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        overflowing.backgroundColor = .black
        clipper.addSubview(overflowing)
        root.addSubview(clipper)
        let group = try #require(groups(try drawing(root)).first)
        let clip = try #require(group.children.first { $0.name == "clipPath" })
        let id = try #require(clip.attributes["id"])
        let shape = try #require(clip.children.first)
        #expect(shape.attributes["width"] == "40" && shape.attributes["rx"] == "6")
        let clipped = try #require(groups(group).first)
        #expect(clipped.attributes["clip-path"] == "url(#\(id))")
        #expect(groups(clipped).first?.attributes["transform"] == "translate(20 20)")
    }

    @Test("system colors are drawn in the appearance of the view's traits")
    func lightAndDark() throws {
        for (style, background, secondary) in [
            (UIUserInterfaceStyle.light, "#ffffff", "#f2f2f7"), (.dark, "#000000", "#1c1c1e"),
        ] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.traitCollection = UITraitCollection(userInterfaceStyle: style)
            root.backgroundColor = .systemBackground
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            card.backgroundColor = .secondarySystemBackground
            root.addSubview(card)
            let svg = try drawing(root)
            #expect(svg.children.first { $0.name == "rect" }?.attributes["fill"] == background)
            // secondarySystemBackground: light 242 242 247, dark 28 28 30 (UIColor+SystemColors).
            #expect(groups(svg).first?.children.first?.attributes["fill"] == secondary)
        }
    }

    @Test("a shadow is a drop-shadow filter of the layer's offset, half its radius, its color and opacity")
    func shadow() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        root.addSubview(card)
        let svg = try drawing(root)
        let filter = try #require(svg.children.first { $0.name == "filter" })
        let drop = try #require(filter.children.first)
        #expect(drop.name == "feDropShadow")
        #expect(drop.attributes["dx"] == "0" && drop.attributes["dy"] == "2" && drop.attributes["stdDeviation"] == "2")
        #expect(drop.attributes["flood-color"] == "#000000" && drop.attributes["flood-opacity"] == "0.5")
        let id = try #require(filter.attributes["id"])
        #expect(groups(svg).first?.attributes["filter"] == "url(#\(id))")
    }

    @Test("a color set on the layer only is drawn as the background")
    func layerBackground() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        swatch.layer.backgroundColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        root.addSubview(swatch)
        // 0.5 · 255 = 127.5, rounded to 128 = 0x80.
        #expect(groups(try drawing(root)).first?.children.first?.attributes["fill"] == "#0080ff")
    }
}
