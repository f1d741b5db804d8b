import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

/// Every built-in example rendered to SVG and HTML: well-formed, complete, deterministic.
/// With `RENDER_OUTPUT=<directory>` in the environment the files are also written there,
/// to look at.
@MainActor
@Suite struct ExampleRenderingTests {
    @Test(
        "every example renders to well-formed SVG (XMLParser; xmllint, rsvg-convert when installed), one group per element",
        arguments: LayoutExample.all.map(\.name))
    func svgOfExample(_ name: String) throws {
        let example = try #require(LayoutExample.named(name))
        let hosted = TestHost.forRendering(example: example)
        // Examples of more than 10,000 items are drawn for their first two screens only: the
        // whole million-item grid would be a 200 MB picture.
        let region = example.itemCounts.reduce(0, +) > 10_000 ? CGRect(x: 0, y: 0, width: 390, height: 2 * 844) : nil
        let scene = LayoutScene(collectionView: hosted.collectionView, region: region)
        let svg = SVGRenderer().render(scene)
        let root = try parseXML(svg)
        #expect(root.name == "svg")
        #expect(root.drawnElements.count == scene.elements.count)
        #expect(
            SVGRenderer().render(LayoutScene(collectionView: hosted.collectionView, region: region)) == svg,
            "the same view renders to the same bytes")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("\(name).svg", svg)
        if let (status, errors) = run(tool: "xmllint", ["--noout", file]) {
            #expect(status == 0, "xmllint: \(errors)")
        }
        if let (status, errors) = run(tool: "rsvg-convert", ["--format", "png", "--output", directory.file("\(name).png"), file]) {
            #expect(status == 0, "rsvg-convert: \(errors)")
        }
        let html = HTMLRenderer(title: name).render(scene)
        #expect(!html.contains("http"))
        if let directory = ProcessInfo.processInfo.environment["RENDER_OUTPUT"] {
            let url = URL(fileURLWithPath: directory)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url.appendingPathComponent("\(name).svg"))
            try Data(html.utf8).write(to: url.appendingPathComponent("\(name).html"))
            try Data(AttributesText.text(of: scene).utf8).write(to: url.appendingPathComponent("\(name).txt"))
        }
    }
}
