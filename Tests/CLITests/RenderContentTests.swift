import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// `complayout render` of layout files that give their cells content (issue 29): the views are
/// drawn (every cell of the content, not only those the viewport shows) in SVG, PNG and the
/// HTML page; files without content draw boxes exactly as before.
@Suite("complayout render, files with content")
struct RenderContentTests {
    /// The repository's root, from this file's path (`Tests/CLITests/RenderContentTests.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Examples/<name>`.
    static func example(_ name: String) -> String {
        root.appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    @Test("inbox.yaml as SVG: the canvas covers the content; every row and the header drawn at its frame")
    func inboxSVG() throws {
        let result = try ToolRunner.run(["render", Self.example("inbox.yaml"), "--format", "svg"])
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        let svg = try parseXML(result.stdout)
        // The content: 22 + 26 + 40 × 44 = 1808 high (FileContentTests works it out); the canvas
        // is the viewport (390 × 844 at 0, 0) and the content.
        #expect(svg.attributes["viewBox"] == "0 0 390 1808")
        #expect(svg.children.first { $0.name == "title" } != nil)
        // One group per element at its frame's origin, the header (0, 22) and row i at (0, 48 + 44 i),
        // rows beyond the viewport (from row 18 at 840) included.
        let origins = svg.children.filter { $0.name == "g" }.compactMap { $0.attributes["transform"] }
        let expected = ["translate(0 22)"] + (0..<40).map { "translate(0 \(48 + 44 * $0))" }
        #expect(Set(origins) == Set(expected))
        #expect(origins.count == expected.count, "each element once")
        // The viewport outlined, what lies outside veiled.
        #expect(result.stdout.contains("stroke-dasharray=\"7 4\" x=\"0\" y=\"0\" width=\"390\" height=\"844\""))
        #expect(result.stdout.contains("d=\"M0 0 H390 V1808 H0 ZM0 0 H390 V844 H0 Z\""))
    }

    @Test("settings.yaml as SVG: sections' headers and rows at their inset-grouped frames")
    func settingsSVG() throws {
        let result = try ToolRunner.run(["render", Self.example("settings.yaml")])
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        let origins = try parseXML(result.stdout).children.filter { $0.name == "g" }.compactMap { $0.attributes["transform"] }
        // At x 20: headers at 0, 749/3 and 1366/3, rows from 116/3, 865/3 and 494, 44 apart,
        // the footer at 626 (FileContentTests works them out), to four decimals.
        let ys = [
            "0", "249.6667", "455.3333", "38.6667", "82.6667", "126.6667", "170.6667", "288.3333", "332.3333",
            "376.3333", "494", "538", "582", "626",
        ]
        #expect(Set(origins) == Set(ys.map { "translate(20 \($0))" }))
    }

    @Test("settings.yaml as HTML: the page embeds the drawing in its scrolling content and names no address")
    func settingsHTML() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try ToolRunner.run(["render", Self.example("settings.yaml"), "-o", directory.file("s.html")])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        let page = try #require(directory.text("s.html"))
        #expect(page.contains("<div class=\"canvas drawn\""))
        // The drawing covers the content (390 × (626 + 101/3)), inside the scroller's canvas.
        #expect(page.contains("<div class=\"drawing\" style=\"left:0px;top:0px;width:390px;height:659.6667px\"><svg width=\"390\" height=\"659.6667\""))
        #expect(!page.contains("<?xml") && !page.contains("http"))
        // The elements stay, for their attributes on hover.
        #expect(page.contains("id=\"e0\""))
    }

    @Test("--region limits the page's drawing to the region's part of the content")
    func htmlRegion() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try ToolRunner.run([
            "render", Self.example("inbox.yaml"), "--region", "0,200,390,100", "-o", directory.file("i.html"),
        ])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        let page = try #require(directory.text("i.html"))
        // The region 200 to 300 lies inside the 1808-point content: drawn at its place.
        #expect(page.contains("<div class=\"drawing\" style=\"left:0px;top:200px;width:390px;height:100px\"><svg width=\"390\" height=\"100\" viewBox=\"0 200 390 100\""))
    }

    @Test("inbox.yaml as PNG: a PNG image", .enabled(if: RenderCommandTests.canRasterize))
    func inboxPNG() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try ToolRunner.run(["render", Self.example("inbox.yaml"), "-o", directory.file("i.png")])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        let data = try Data(contentsOf: URL(fileURLWithPath: directory.file("i.png")))
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test("the README's first command still draws Docs/images/app-store.svg, byte for byte")
    func readmePicture() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try ToolRunner.run(["render", Self.example("app-store.yaml"), "-o", directory.file("app-store.svg")])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        let picture = try String(contentsOf: Self.root.appendingPathComponent("Docs/images/app-store.svg"), encoding: .utf8)
        #expect(directory.text("app-store.svg") == picture)
    }
}
