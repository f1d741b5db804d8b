import Foundation
import Testing

/// End-to-end runs of the `complayout` executable.
@Suite("complayout")
struct CLITests {
    private struct Document: Decodable {
        struct Size: Decodable { var width: Double; var height: Double }
        struct Frame: Decodable { var x: Double; var y: Double; var width: Double; var height: Double }
        struct Element: Decodable {
            var category: String
            var kind: String?
            var indexPath: [Int]
            var frame: Frame
            var zIndex: Int
        }
        var contentSize: Size
        var elements: [Element]
    }

    @Test("`examples` lists every built-in example")
    func examples() throws {
        let result = try ToolRunner.run(["examples"])
        #expect(result.status == 0)
        let names = [
            "list", "per-section-columns", "quarter-grid", "two-column", "inset-items-grid", "nested-groups", "item-badges",
            "section-headers-footers", "pinned-section-headers", "section-background", "layout-header-footer",
            "self-sizing",
        ]
        for name in names {
            #expect(result.stdout.contains(name))
        }
    }

    @Test("`attributes --example list` prints the list's cells as JSON")
    func listAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "list", "--width", "375", "--height", "812", "--scale", "3"])
        #expect(result.status == 0)
        let document = try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
        // 20 rows of 44: content (375, 880).
        #expect(document.contentSize.width == 375 && document.contentSize.height == 880)
        #expect(document.elements.count == 20)
        let last = try #require(document.elements.last)
        // Row 19 at y = 19 × 44 = 836.
        #expect(last.indexPath == [0, 19] && last.category == "cell")
        #expect(last.frame.x == 0 && last.frame.y == 836 && last.frame.width == 375 && last.frame.height == 44)
    }

    @Test("`attributes --example item-badges` prints each badge with its kind and index path")
    func badgeAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "item-badges", "--scale", "4"])
        #expect(result.status == 0)
        let document = try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
        let badges = document.elements.filter { $0.category == "supplementaryView" }
        #expect(badges.count == 20 && badges.allSatisfy { $0.kind == "badge-element-kind" && $0.zIndex == 1 })
        // Item 3: cell x 20 + 3 × 83.75 + 5 = 276.25; badge x = 276.25 + 73.75 − 20 + 6 = 336, y = 25 − 6.
        let third = try #require(badges.first { $0.indexPath == [0, 3] })
        #expect(third.frame.x == 336 && third.frame.y == 19 && third.frame.width == 20)
        #expect(document.elements.filter { $0.category == "cell" }.allSatisfy { $0.kind == nil })
    }

    @Test("`--width` changes the container: two-column slots at width 400")
    func widthOption() throws {
        let result = try ToolRunner.run(["attributes", "--example", "two-column", "--width", "400", "--scale", "2"])
        #expect(result.status == 0)
        let document = try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
        // Section box 400 − 20 = 380; slot (380 − 10) / 2 = 185; item 1 at 10 + 185 + 10 = 205.
        let second = try #require(document.elements.first { $0.indexPath == [0, 1] })
        #expect(second.frame.x == 205 && second.frame.width == 185)
    }

    @Test("`attributes --example self-sizing` prints the measured frames of every element")
    func selfSizingAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "self-sizing", "--scale", "1"])
        #expect(result.status == 0)
        let document = try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
        func frame(_ section: Int, _ item: Int, kind: String? = nil) throws -> Document.Frame {
            try #require(document.elements.first { $0.indexPath == [section, item] && $0.kind == kind }).frame
        }
        func expect(_ frame: Document.Frame, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                    sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(
                frame.x == x && frame.y == y && frame.width == width && frame.height == height,
                "\(frame) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
        }
        // The header is measured at 36 (its estimate is 30).
        expect(try frame(0, 0, kind: "section-header-element-kind"), 0, 0, 375, 36)
        // Rows measure 44 + 22 × (i % 3): 44, 66, 88, 44, … stacked under the header.
        expect(try frame(0, 0), 0, 36, 375, 44)
        expect(try frame(0, 1), 0, 36 + 44, 375, 66)  // y 80
        expect(try frame(0, 2), 0, 80 + 66, 375, 88)  // y 146
        expect(try frame(0, 3), 0, 146 + 88, 375, 44)  // y 234
        // Every three rows take 44 + 66 + 88 = 198. Row 19 (19 % 3 = 1, so 66 high) follows
        // six such triples and row 18 (44): y = 36 + 6 × 198 + 44 = 1268. It lies below the
        // first 812-point viewport even at the estimates (30 + 19 × 44 = 866), so it was
        // measured only because the tool scrolled down.
        expect(try frame(0, 19), 0, 1268, 375, 66)
        // Section 0 ends at 1268 + 66 = 1334. Grid cells are 375 / 3 = 125 wide and measure
        // 80 + 40 × (i % 4); row 0 holds 80, 120 and 160, and each cell takes the largest, 160.
        expect(try frame(1, 0), 0, 1334, 125, 160)
        expect(try frame(1, 1), 125, 1334, 125, 160)
        expect(try frame(1, 2), 250, 1334, 125, 160)
        // Row 1 (200, 80, 120 → 200) starts at 1334 + 160 = 1494; row 2 (160, 200, 80 → 200)
        // at 1494 + 200 = 1694; row 3 (120, 160, 200 → 200) at 1694 + 200 = 1894.
        expect(try frame(1, 3), 0, 1494, 125, 200)
        expect(try frame(1, 5), 250, 1494, 125, 200)
        expect(try frame(1, 11), 250, 1894, 125, 200)
        // Content: 1894 + 200 = 2094 high.
        #expect(document.contentSize.width == 375 && document.contentSize.height == 2094)
        // 20 rows, 1 header, 12 grid cells.
        #expect(document.elements.count == 33)
    }

    @Test("`attributes --example self-sizing` measures the same sizes whatever the viewport height")
    func selfSizingViewportIndependent() throws {
        let tall = try ToolRunner.run(["attributes", "--example", "self-sizing", "--scale", "1", "--height", "3000"])
        let short = try ToolRunner.run(["attributes", "--example", "self-sizing", "--scale", "1", "--height", "250"])
        #expect(tall.status == 0 && short.status == 0)
        // One viewport of 3000 shows everything at once; viewports of 250 take eight scrolls (offsets 250 … 2000).
        let a = try JSONDecoder().decode(Document.self, from: Data(tall.stdout.utf8))
        let b = try JSONDecoder().decode(Document.self, from: Data(short.stdout.utf8))
        #expect(a.contentSize.height == 2094 && b.contentSize.height == 2094)
        #expect(a.elements.count == b.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            #expect(x.indexPath == y.indexPath && x.kind == y.kind)
            #expect(x.frame.y == y.frame.y && x.frame.height == y.frame.height && x.frame.x == y.frame.x)
        }
    }

    @Test("An unknown example is a usage error naming the choices")
    func unknownExample() throws {
        let result = try ToolRunner.run(["attributes", "--example", "nope"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("Unknown example 'nope'"))
        #expect(result.stderr.contains("list"))
    }

    @Test("A scale of zero is rejected")
    func badScale() throws {
        let result = try ToolRunner.run(["attributes", "--example", "list", "--scale", "0"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--scale"))
    }

    @Test("CLI --width -1: a negative number after a space is a range error, as --width=-1 is")
    func negativeWidthWithSpace() throws {
        let spaced = try ToolRunner.run(["attributes", "--example", "list", "--width", "-1"])
        let joined = try ToolRunner.run(["attributes", "--example", "list", "--width=-1"])
        #expect(spaced.status != 0 && joined.status != 0)
        #expect(spaced.stderr.contains("--width must be a finite number >= 0, not -1.0."))
        #expect(!spaced.stderr.contains("Missing value"))
        #expect(spaced.stderr == joined.stderr)
    }
}
