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
}
