import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// `complayout render` run through the built tool: SVG on standard output, HTML and PNG
/// files chosen by the output's extension, and every way it refuses to start.
@Suite("complayout render")
struct RenderCommandTests {
    /// Whether `rsvg-convert` can be run, as the tool looks for it.
    static let canRasterize = PNGRasterizer().isAvailable

    /// `render`'s usage lines, printed after a usage error.
    private static let usage = "Usage: complayout render [<options>] [<file>]\n  See 'complayout render --help' for more information.\n"

    @Test("SVG on standard output: well-formed XML with the tiny layout's hand-computed rectangles")
    func svgToStandardOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", LayoutFileFixtures.tiny)
        let result = try ToolRunner.run(["render", path, "--format", "svg"])
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        let root = try parseXML(result.stdout)
        #expect(root.name == "svg")
        // The canvas: content 200 × 110 and viewport 200 × 100 from (0, 0), plus 16 each way.
        #expect(root.attributes["viewBox"] == "-16 -16 232 142")
        #expect(root.attributes["width"] == "232" && root.attributes["height"] == "142")
        // One group per element, styled by kind, with the frames of LayoutFileFixtures.tiny.
        let drawn = root.descendants.filter { $0.name == "g" && $0.classes.first == "el" }.map { group in
            "\(group.classes.dropFirst().joined(separator: " ")) \(group.children.first { $0.name == "rect" }?.rectText ?? "-")"
        }
        #expect(drawn == ["cell 10,30,90,30", "cell 100,30,90,30", "cell 10,70,90,30", "header 10,0,180,20"])
        // The content, the viewport (bounds at rest: no safe area) and the safe area.
        let rects = Dictionary(
            root.descendants.filter { $0.name == "rect" && $0.attributes["class"] != nil }.map {
                ($0.attributes["class"] ?? "", $0.rectText ?? "")
            }, uniquingKeysWith: { first, _ in first })
        #expect(rects["content"] == "0,0,200,110")
        #expect(rects["viewport"] == "0,0,200,100")
        #expect(rects["safe"] == "0,0,200,100")
        // The file's name is the title.
        #expect(root.children.first { $0.name == "title" } != nil)
        #expect(result.stdout.contains("<title>tiny.yaml</title>"))
    }

    @Test("-o x.html: the format comes from the extension; one self-contained page, nothing printed")
    func htmlFromExtension() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", LayoutFileFixtures.tiny)
        let result = try ToolRunner.run(["render", path, "-o", directory.file("x.html")])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        let page = try #require(directory.text("x.html"))
        #expect(page.hasPrefix("<!DOCTYPE html>"), "\(page.prefix(200))")
        #expect(page.hasSuffix("</html>\n"))
        // Self-contained: no address to fetch anything from (no http, https, or protocol-relative `//`).
        #expect(!page.contains("http"))
        #expect(!page.contains("src=\"//") && !page.contains("href=\"//"))
        #expect(try directory.contents() == ["tiny.yaml", "x.html"])
    }

    @Test(
        "-o x.png: a PNG of the canvas's size, one pixel per point",
        .enabled(if: canRasterize, "rsvg-convert is not installed (Debian: apt-get install librsvg2-bin)"))
    func png() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", LayoutFileFixtures.tiny)
        let result = try ToolRunner.run(["render", path, "-o", directory.file("x.png")])
        #expect(result == ToolRunner.Result(status: 0, stdout: "", stderr: ""))
        let png = try #require(FileManager.default.contents(atPath: directory.file("x.png")))
        // The signature, then the IHDR chunk: length 13, "IHDR", width and height big-endian.
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let bytes = Array(png)
        #expect(bytes.count > 24 && Array(bytes[12..<16]) == Array("IHDR".utf8))
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        // The SVG canvas is 232 × 142 points (see svgToStandardOutput).
        #expect(bigEndian(16) == 232 && bigEndian(20) == 142)
        #expect(try directory.contents() == ["tiny.yaml", "x.png"])
    }

    @Test(
        "-o x.png without rsvg-convert: the message names the Debian package, status 1, no file",
        .enabled(if: !canRasterize, "rsvg-convert is installed, so PNG output works"))
    func pngWithoutRasterizer() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", LayoutFileFixtures.tiny)
        let result = try ToolRunner.run(["render", path, "-o", directory.file("x.png")])
        #expect(
            result
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: PNG output needs rsvg-convert, which is not installed; on Debian or Ubuntu install it "
                        + "with `apt-get install librsvg2-bin` (and `fonts-dejavu-core` for the labels), or write SVG instead\n"))
        #expect(try directory.contents() == ["tiny.yaml"])
    }

    @Test("PNG needs a file: --format png without -o (or with -o -) is a usage error")
    func pngWithoutOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", LayoutFileFixtures.tiny)
        let expected = ToolRunner.Result(
            status: 64, stdout: "", stderr: "Error: PNG output needs a file: give -o FILE.png.\n" + Self.usage)
        #expect(try ToolRunner.run(["render", path, "--format", "png"]) == expected)
        #expect(try ToolRunner.run(["render", path, "--format", "png", "-o", "-"]) == expected)
    }

    @Test("An output path that cannot be written: the path named, status 1, nothing left behind")
    func unwritableOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("tiny.yaml", LayoutFileFixtures.tiny)
        let missing = directory.file("missing")
        for name in ["x.svg", "x.html", "x.png"] {
            let result = try ToolRunner.run(["render", path, "-o", "\(missing)/\(name)"])
            #expect(
                result
                    == ToolRunner.Result(
                        status: 1, stdout: "",
                        stderr: "Error: cannot write '\(missing)/\(name)': directory '\(missing)' does not exist\n"))
        }
        // A path under a file, and a directory.
        let underFile = try ToolRunner.run(["render", path, "-o", "\(path)/x.svg"])
        #expect(
            underFile
                == ToolRunner.Result(
                    status: 1, stdout: "", stderr: "Error: cannot write '\(path)/x.svg': '\(path)' is not a directory\n"))
        let intoDirectory = try ToolRunner.run(["render", path, "-o", directory.path])
        #expect(
            intoDirectory
                == ToolRunner.Result(status: 1, stdout: "", stderr: "Error: cannot write '\(directory.path)': it is a directory\n"))
        #expect(try directory.contents() == ["tiny.yaml"])
    }

    @Test("A failed render keeps an existing output file as it was")
    func failureKeepsOldFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let old = try directory.write("out.svg", "old")
        let bad = try directory.write("bad.yaml", "version: 1\nsections: 3\n")
        let result = try ToolRunner.run(["render", bad, "-o", old])
        #expect(
            result
                == ToolRunner.Result(
                    status: 1, stdout: "", stderr: "\(bad):2:11: error: sections: expected a list, found a number\n"))
        #expect(directory.text("out.svg") == "old")
        #expect(try directory.contents() == ["bad.yaml", "out.svg"])
    }

    @Test("An unknown device or example: one line with a suggestion when one is close, status 1, no file")
    func unknownNames() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let device = try ToolRunner.run(["render", "--example", "grid", "--device", "ipad-pro-12", "-o", directory.file("x.svg")])
        #expect(
            device
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: unknown device 'ipad-pro-12'; did you mean 'ipad-pro-11'? Known devices: iphone-se, "
                        + "iphone-15, iphone-15-pro, iphone-15-pro-max, iphone-16, iphone-16-pro, iphone-16-pro-max, "
                        + "ipad-pro-11, ipad-pro-12.9.\n"))
        let example = try ToolRunner.run(["render", "--example", "app-stor", "-o", directory.file("x.svg")])
        #expect(
            example
                == ToolRunner.Result(
                    status: 1, stdout: "",
                    stderr: "Error: unknown example 'app-stor'; did you mean 'app-store'? Run 'complayout examples' to see them all.\n"))
        #expect(try directory.contents() == [])
    }

    @Test("--region takes all, viewport or x,y,width,height; anything else is a usage error naming the value")
    func badRegion() throws {
        for bad in ["1,2,3", "0,0,-1,5", "everything", "0,0,nan,1"] {
            let result = try ToolRunner.run(["render", "--example", "list", "--region", bad])
            #expect(
                result
                    == ToolRunner.Result(
                        status: 64, stdout: "",
                        stderr: "Error: --region takes 'all', 'viewport' or four numbers x,y,width,height (width and "
                            + "height >= 0), not '\(bad)'.\n" + Self.usage))
        }
    }

    @Test("The million-item grid renders around the viewport by default: a note on stderr, a small SVG")
    func millionGrid() throws {
        let start = ContinuousClock.now
        let result = try ToolRunner.run(["render", "--example", "million-grid"])
        let elapsed = ContinuousClock.now - start
        #expect(result.status == 0)
        #expect(result.stderr == "note: the content is long; drawing around the viewport (use --region all for everything)\n")
        // Three viewports high (one above, one below the 812-point viewport) of cells a third of
        // 375 square: a few dozen cells, well under 100 KB.
        #expect(result.stdout.utf8.count < 100_000, "\(result.stdout.utf8.count) bytes")
        let root = try parseXML(result.stdout)
        let cells = root.descendants.filter { $0.name == "g" && $0.classes == ["el", "cell"] }
        #expect((30...100).contains(cells.count), "\(cells.count) cells")
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }

    @Test("100,000,000 items are no longer refused: the scene holds only the region around the viewport")
    func hundredMillionItems() throws {
        let result = try ToolRunner.run(["render", "--example", "million-grid", "--items", "100000000"])
        #expect(result.status == 0)
        #expect(result.stderr == "note: the content is long; drawing around the viewport (use --region all for everything)\n")
        // The example's 375 × 812 viewport widened by one viewport each way: y -812 … 1624.
        // Rows are 138 apart from y 16 (section inset 12, item inset 4), 130 high: rows 0 … 11
        // start at or above 1624 (16 + 138 × 11 = 1534; row 12 at 1672), three cells each.
        // The content is cut to the region: 0 … 1624 of its 33,333,334 rows.
        let root = try parseXML(result.stdout)
        let cells = root.descendants.filter { $0.name == "g" && $0.classes == ["el", "cell"] }
        #expect(cells.count == 36)
        let content = root.descendants.first { $0.name == "rect" && $0.attributes["class"] == "content" }
        #expect(content?.rectText == "0,0,375,1624")
    }

    @Test("A PNG larger than 32,767 points on a side is refused before it is drawn, with its size and what to do instead")
    func pngTooLarge() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("grid.png")
        let result = try ToolRunner.run([
            "render", "--example", "million-grid", "--items", "120000", "--region", "all", "--format", "png", "-o", path,
        ])
        #expect(result.status == 1, "\(result)")
        // 40,000 groups 138 high between insets of 12 (5,520,024) and a margin of 16 each way;
        // 375 wide plus the margins.
        #expect(
            result.stderr.contains("the drawing is 407 × 5520056 points; a PNG is at most 32,767 on a side"), "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
