import Foundation
import LayoutTestSupport
import Testing

/// End-to-end runs of the `complayout` executable.
@Suite("complayout")
struct CLITests {
    @Test("`examples` lists every built-in example")
    func examples() throws {
        let result = try ToolRunner.run(["examples"])
        #expect(result.status == 0)
        let names = [
            "list", "per-section-columns", "quarter-grid", "two-column", "inset-items-grid", "nested-groups", "item-badges",
            "section-headers-footers", "pinned-section-headers", "section-background", "layout-header-footer",
            "self-sizing", "list-plain", "list-grouped", "list-inset-grouped", "list-sidebar", "list-mixed",
        ]
        for name in names {
            #expect(result.stdout.contains(name))
        }
    }

    @Test("`examples` gives each list example a line of its own with a description")
    func listExamplesListed() throws {
        let result = try ToolRunner.run(["examples"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        for name in ["list-plain", "list-grouped", "list-inset-grouped", "list-sidebar", "list-mixed"] {
            // "name", padding, two spaces, then the summary.
            let line = lines.first { $0.split(separator: " ").first.map(String.init) == name }
            let summary = line.map { $0.dropFirst(name.count).trimmingCharacters(in: .whitespaces) } ?? ""
            #expect(!summary.isEmpty, "no description for \(name)")
        }
    }

    @Test("`attributes --example list-inset-grouped` at the defaults: 16-point margins on a 375-wide screen")
    func listInsetGroupedAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "list-inset-grouped"])
        #expect(result.status == 0)
        let document = try AttributesDocument(json: result.stdout)
        func frame(_ section: Int, _ item: Int, kind: String? = nil) throws -> CGRect {
            try #require(document.elements.first { $0.indexPath == [section, item] && $0.kind == kind }).frame.rect
        }
        let header = "UICollectionElementKindSectionHeader"
        let footer = "UICollectionElementKindSectionFooter"
        // 375 wide, narrower than 390: margins 16, so x 16 and width 375 − 32 = 343. Heights do
        // not depend on the width: headers 38, footers 30, row i 44 + 16 (i % 2).
        // Section 0 (4 rows): header at 0, rows at 38, 82, 142, 186, footer at 246 … 276.
        expectFrame(try frame(0, 0, kind: header), 16, 0, 343, 38)
        expectFrame(try frame(0, 0), 16, 38, 343, 44)
        expectFrame(try frame(0, 3), 16, 186, 343, 60)
        expectFrame(try frame(0, 0, kind: footer), 16, 246, 343, 30)
        // Section 1 (2 rows): 35 above its header: 311; rows at 349 and 393; footer 453 … 483.
        expectFrame(try frame(1, 0, kind: header), 16, 311, 343, 38)
        expectFrame(try frame(1, 0, kind: footer), 16, 453, 343, 30)
        // Section 2 (5 rows): header at 483 + 35 = 518; rows at 556, 600, 660, 704, 764; the
        // footer at 764 + 44 = 808, ending at 838, past the 812-point viewport.
        expectFrame(try frame(2, 4), 16, 764, 343, 44)
        expectFrame(try frame(2, 0, kind: footer), 16, 808, 343, 30)
        #expect(document.contentSize.width == 375 && document.contentSize.height == 838)
        // 11 rows, 3 headers, 3 footers.
        #expect(document.elements.count == 17)
    }

    @Test("`attributes --example list-sidebar` prints header rows as cells and no supplementaries")
    func listSidebarAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "list-sidebar", "--width", "390", "--height", "844"])
        #expect(result.status == 0)
        let document = try AttributesDocument(json: result.stdout)
        // 4 + 5 + 3 items, all cells.
        #expect(document.elements.count == 12 && document.elements.allSatisfy { $0.category == "cell" })
        // Section 1's header row: after section 0's 38 + 3 × 44 = 170, at x 20, 350 wide, 38 high.
        let headerRow = try #require(document.elements.first { $0.indexPath == [1, 0] })
        #expect(headerRow.frame.x == 20 && headerRow.frame.y == 170 && headerRow.frame.width == 350)
        #expect(headerRow.frame.height == 38)
        // 170 + 38 + 4 × 44 = 384, then 38 + 2 × 44 = 126 more.
        #expect(document.contentSize.height == 510)
    }

    @Test("`attributes --example list-mixed` stacks the list, the grid and the media row")
    func listMixedAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "list-mixed", "--width", "390", "--height", "844"])
        #expect(result.status == 0)
        let document = try AttributesDocument(json: result.stdout)
        func frame(_ section: Int, _ item: Int) throws -> AttributesDocument.Frame {
            try #require(document.elements.first { $0.indexPath == [section, item] && $0.kind == nil }).frame
        }
        // List rows at 38, 82, 142 under a 38-point header: the list ends at 186, where the
        // grid starts (no list spacing before a section that is not a list). Grid cells 62
        // wide at 20 + 4 = 24, rows 0.2 × 350 = 70 apart.
        let cell = try frame(1, 5)
        #expect(cell.x == 24 && cell.y == 260 && cell.width == 62 && cell.height == 62)
        // The media row from 186 + 140 = 326: group 1 at 20 + 156 + 8 = 184, 156 wide, 87.75
        // high floored to 263 px = 87.6667 (four decimals in the JSON).
        let media = try frame(2, 1)
        #expect(media.x == 184 && media.y == 326 && media.width == 156)
        expectValue(media.height, 87.6667)
        // Content: 326 + 87.75 = 413.75 = 1241.25 px → 1241 px = 413.6667.
        expectValue(document.contentSize.height, 413.6667)
        // 1 header, 3 rows, 10 grid cells, 8 media items.
        #expect(document.elements.count == 22)
    }

    @Test("`attributes --example list` prints the list's cells as JSON")
    func listAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "list", "--width", "375", "--height", "812", "--scale", "3"])
        #expect(result.status == 0)
        let document = try AttributesDocument(json: result.stdout)
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
        let document = try AttributesDocument(json: result.stdout)
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
        let document = try AttributesDocument(json: result.stdout)
        // Section box 400 − 20 = 380; slot (380 − 10) / 2 = 185; item 1 at 10 + 185 + 10 = 205.
        let second = try #require(document.elements.first { $0.indexPath == [0, 1] })
        #expect(second.frame.x == 205 && second.frame.width == 185)
    }

    @Test("`attributes --example self-sizing` prints the measured frames of every element")
    func selfSizingAttributes() throws {
        let result = try ToolRunner.run(["attributes", "--example", "self-sizing", "--scale", "1"])
        #expect(result.status == 0)
        let document = try AttributesDocument(json: result.stdout)
        func frame(_ section: Int, _ item: Int, kind: String? = nil) throws -> CGRect {
            try #require(document.elements.first { $0.indexPath == [section, item] && $0.kind == kind }).frame.rect
        }
        // The header is measured at 36 (its estimate is 30).
        expectFrame(try frame(0, 0, kind: "section-header-element-kind"), 0, 0, 375, 36)
        // Rows measure 44 + 22 × (i % 3): 44, 66, 88, 44, … stacked under the header.
        expectFrame(try frame(0, 0), 0, 36, 375, 44)
        expectFrame(try frame(0, 1), 0, 36 + 44, 375, 66)  // y 80
        expectFrame(try frame(0, 2), 0, 80 + 66, 375, 88)  // y 146
        expectFrame(try frame(0, 3), 0, 146 + 88, 375, 44)  // y 234
        // Every three rows take 44 + 66 + 88 = 198. Row 19 (19 % 3 = 1, so 66 high) follows
        // six such triples and row 18 (44): y = 36 + 6 × 198 + 44 = 1268. It lies below the
        // first 812-point viewport even at the estimates (30 + 19 × 44 = 866), so it was
        // measured only because the tool scrolled down.
        expectFrame(try frame(0, 19), 0, 1268, 375, 66)
        // Section 0 ends at 1268 + 66 = 1334. Grid cells are 375 / 3 = 125 wide and measure
        // 80 + 40 × (i % 4); row 0 holds 80, 120 and 160, and each cell takes the largest, 160.
        expectFrame(try frame(1, 0), 0, 1334, 125, 160)
        expectFrame(try frame(1, 1), 125, 1334, 125, 160)
        expectFrame(try frame(1, 2), 250, 1334, 125, 160)
        // Row 1 (200, 80, 120 → 200) starts at 1334 + 160 = 1494; row 2 (160, 200, 80 → 200)
        // at 1494 + 200 = 1694; row 3 (120, 160, 200 → 200) at 1694 + 200 = 1894.
        expectFrame(try frame(1, 3), 0, 1494, 125, 200)
        expectFrame(try frame(1, 5), 250, 1494, 125, 200)
        expectFrame(try frame(1, 11), 250, 1894, 125, 200)
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
        let a = try AttributesDocument(json: tall.stdout)
        let b = try AttributesDocument(json: short.stdout)
        #expect(a.contentSize.height == 2094 && b.contentSize.height == 2094)
        #expect(a.elements.count == b.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            #expect(x.indexPath == y.indexPath && x.kind == y.kind)
            #expect(x.frame.y == y.frame.y && x.frame.height == y.frame.height && x.frame.x == y.frame.x)
        }
    }

    @Test("An unknown example with no close name: the message points at `complayout examples`, exit 1")
    func unknownExample() throws {
        let result = try ToolRunner.run(["attributes", "--example", "nope"])
        #expect(
            result
                == ToolRunner.Result(
                    status: 1, stdout: "", stderr: "Error: unknown example 'nope'. Run 'complayout examples' to see them all.\n"))
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
