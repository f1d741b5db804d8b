import CompositionalLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

@MainActor
@Suite struct PNGRasterizerTests {
    static let rasterizerMissing = "rsvg-convert is not installed (apt-get install librsvg2-bin)"

    @Test(
        "the SVG of a 2×2 grid becomes a PNG of the canvas size times the zoom",
        .enabled(if: PNGRasterizer().isAvailable, Comment(rawValue: rasterizerMissing)))
    func pngSignatureAndSize() throws {
        let hosted = TestHost.forRendering(gridLayout(columns: 2, height: 100), itemCounts: [4])
        let svg = SVGRenderer().render(hosted.scene)
        let png = try PNGRasterizer().png(fromSVG: svg, zoom: 2)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let size = try #require(pngSize(png))
        // The canvas is 232 × 332 points (content and viewport plus a 16-point margin).
        #expect(size.width == 464 && size.height == 664)
    }

    @Test("without rsvg-convert the error names the Debian package to install")
    func missingRasterizer() {
        let rasterizer = PNGRasterizer(executable: URL(fileURLWithPath: "/nonexistent/rsvg-convert"))
        #expect(!rasterizer.isAvailable)
        #expect(throws: PNGRasterizerError.rasterizerNotFound) { try rasterizer.png(fromSVG: "<svg/>") }
        #expect(PNGRasterizerError.rasterizerNotFound.description.contains("apt-get install librsvg2-bin"))
    }

    @Test("a zoom that is not a positive number is refused before anything runs")
    func badZoom() {
        for zoom in [0, -1, Double.nan, .infinity] {
            #expect(throws: PNGRasterizerError.self) { try PNGRasterizer().png(fromSVG: "<svg/>", zoom: zoom) }
        }
    }

    @Test(
        "a failing rasterizer reports its status",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/false"), "needs /bin/false"))
    func failingRasterizer() {
        let rasterizer = PNGRasterizer(executable: URL(fileURLWithPath: "/bin/false"))
        #expect(throws: PNGRasterizerError.rasterizerFailed(status: 1, message: "")) { try rasterizer.png(fromSVG: "<svg/>") }
    }

    @Test(
        "malformed SVG is reported with rsvg-convert's message",
        .enabled(if: PNGRasterizer().isAvailable, Comment(rawValue: rasterizerMissing)))
    func malformedSVG() {
        do {
            _ = try PNGRasterizer().png(fromSVG: "<svg><rect></svg>")
            Issue.record("malformed SVG was rasterized")
        } catch {
            guard case .rasterizerFailed(let status, let message) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(status != 0)
            #expect(!message.isEmpty)
        }
    }
}

/// The width and height in a PNG's IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = Array(data)
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}
