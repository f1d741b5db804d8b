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
        for name in ["list", "per-section-columns", "quarter-grid", "two-column", "inset-items-grid", "nested-groups"] {
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
