import ArgumentParser
import CompositionalLayout
import Foundation
import LayoutRendering

/// `complayout render`: draws a layout file or a built-in example as SVG, HTML or PNG.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a layout file or an example as SVG, a scrolling HTML page, or PNG.",
        discussion: """
            SVG and PNG show the content with the viewport and the safe area outlined, pinned items where the \
            content offset puts them and orthogonal rows at their offsets. HTML is one self-contained page that \
            scrolls like the collection view (pinned headers follow, rows scroll and snap) and shows an \
            element's attributes on hover. A file that gives its cells content (`cells`, `supplementaries`) is \
            drawn as its views show it (list cells with their texts, symbols and accessories), the page showing that \
            drawing under the elements. A file with an `update` is drawn after it; its HTML page also plays the \
            update (each element moving from where it starts to where it ends). PNG needs rsvg-convert (Debian: apt-get install librsvg2-bin) and is \
            at most 32,767 points on a side. Content longer than \(Self.maximumViewports) viewports is drawn \
            around the viewport only, unless --region says otherwise; elements are drawn as the layout produces \
            them, none held in memory, so --region all draws any number of them.
            """)

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// SVG text.
        case svg
        /// One self-contained HTML page.
        case html
        /// A PNG image, rasterized from the SVG.
        case png
    }

    /// The layout file or `--example NAME`.
    @OptionGroup(title: "Layout")
    var input: LayoutInput

    /// Where the layout is shown.
    @OptionGroup(title: "Host")
    var host: HostOptions

    /// `--format`: the output format; by default the output file's extension, else SVG.
    @Option(help: "svg, html or png (default: the output file's extension, or svg).")
    var format: Format?

    /// `-o FILE`: where the picture goes; standard output when absent or `-` (not for PNG).
    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Write to this file (written completely or not at all); '-' or nothing is standard output (SVG and HTML only).",
            valueName: "file"))
    var output: String?

    /// `--region`: which part of the content to draw.
    @Option(
        help: ArgumentHelp(
            "The part of the content to draw: 'all', 'viewport', or x,y,width,height in points (default: all, "
                + "or around the viewport for very long content).",
            valueName: "region"))
    var region: String?

    /// Content longer than this many viewports is drawn around the viewport by default.
    static let maximumViewports = 50

    /// Checks the region's form and that PNG goes to a file.
    func validate() throws {
        if let region, Self.parseRegion(region) == nil {
            throw ValidationError("--region takes 'all', 'viewport' or four numbers x,y,width,height (width and height >= 0), not '\(region)'.")
        }
        if resolvedFormat == .png, output == nil || output == "-" {
            throw ValidationError("PNG output needs a file: give -o FILE.png.")
        }
    }

    /// The format given, or the output's extension, or SVG.
    var resolvedFormat: Format {
        if let format { return format }
        let name = output ?? ""
        return Format.allCases.first { name.lowercased().hasSuffix(".\($0.rawValue)") } ?? .svg
    }

    /// The widest and tallest PNG `rsvg-convert` makes, in pixels (one per point here).
    static let maximumPNGSide = 32_767

    /// Lays out, reads the region's elements (a first pass counts them and finds how far
    /// they reach), and draws them into the output as they are read, committing a file only
    /// when all of it is written. A closed pipe ends the tool quietly (``OutputClosed``).
    @MainActor
    func run() async throws {
        OutputClosed.ignoreSignal()
        let destination = try OutputFile(path: output, input: input.file)
        let view = try LaidOutView(input, host: host)
        view.printWarnings()
        let region = drawnRegion(of: view.collectionView)
        let read = ProgressReporter.whileRunning("counting elements") {
            StreamedSceneElements.scene(of: view.collectionView, region: region)
        }
        guard let (scene, elements) = read else {
            throw ToolError("the layout could not be read: it is not a prepared compositional layout")
        }
        let drawn = ProgressCountedElements(elements, label: "drawing elements")
        let write = { (bytes: UnsafeRawBufferPointer) in try destination.write(bytes) }
        do {
            switch resolvedFormat {
            case .svg where view.drawsViews:
                var output = ChunkedOutput(sink: write)
                try ContentDrawingRenderer(title: input.title).render(view.collectionView, region: region, into: &output)
            case .svg:
                try SVGRenderer(options: .init(title: input.title)).render(scene, elements: drawn, to: write)
            case .html:
                let update = SceneUpdate(lastUpdateOf: view.collectionView)
                // The drawing covers the drawn region of the content (all of it by default).
                let drawing = view.drawsViews ? htmlDrawing(of: view.collectionView, region: region) : nil
                try HTMLRenderer(title: input.title, update: update, drawing: drawing).render(
                    scene, elements: drawn, to: write)
            case .png where view.drawsViews:
                let canvas = ContentDrawingRenderer.canvas(of: view.collectionView, region: region)
                try checkPNGSize(canvas.size)
                let svg = ContentDrawingRenderer(title: input.title).render(view.collectionView, region: region)
                try writePNG(fromSVG: svg, to: destination)
            case .png:
                let renderer = SVGRenderer(options: .init(title: input.title))
                try checkPNGSize(renderer.canvas(of: scene, elements: elements).size)
                try writePNG(fromSVG: renderer.render(scene, elements: drawn), to: destination)
            }
            drawn.finish()
            try destination.commit()
        } catch is OutputClosed {
            drawn.finish()
            OutputClosed.endTool()
        }
    }

    /// The views of the content in `region` (`nil`: all of it) drawn for the HTML page.
    @MainActor
    private func htmlDrawing(of collectionView: UICollectionView, region: CGRect?) -> HTMLRenderer.Drawing {
        let content = CGRect(origin: .zero, size: collectionView.contentSize)
        var frame = content
        if let region {
            // A region beside the content draws none of it.
            let part = region.intersection(content)
            frame = part.isNull ? CGRect(origin: region.origin, size: .zero) : part
        }
        let svg = ContentDrawingRenderer(title: input.title, veilsOutsideBounds: false).render(collectionView, region: frame)
        return HTMLRenderer.Drawing(svg: svg, frame: frame)
    }

    /// Throws when a drawing of `size` points is too large for a PNG.
    private func checkPNGSize(_ size: CGSize) throws {
        guard size.width <= CGFloat(Self.maximumPNGSide), size.height <= CGFloat(Self.maximumPNGSide) else {
            throw ToolError(
                "the drawing is \(RenderNumber.format(Double(size.width))) × \(RenderNumber.format(Double(size.height))) "
                    + "points; a PNG is at most \(ProgressReporter.grouped(Self.maximumPNGSide)) on a side (rsvg-convert's "
                    + "limit): choose a smaller --region, or write SVG")
        }
    }

    /// Rasterizes `svg` and writes the PNG to `destination`, discarding it when rasterizing fails.
    private func writePNG(fromSVG svg: String, to destination: OutputFile) throws {
        do {
            try destination.write([UInt8](try PNGRasterizer().png(fromSVG: svg)))
        } catch let error as PNGRasterizerError {
            destination.discard()
            throw ToolError(error.description)
        }
    }

    /// The region to draw: as given, or all of a content no longer than
    /// ``maximumViewports`` viewports, or the viewport widened by one viewport each way.
    @MainActor
    private func drawnRegion(of collectionView: UICollectionView) -> CGRect? {
        let bounds = collectionView.bounds
        switch region.flatMap(Self.parseRegion) {
        case .all?: return nil
        case .viewport?: return bounds
        case .rect(let rect)?: return rect
        case nil:
            let size = collectionView.contentSize
            let long =
                size.height > bounds.height * CGFloat(Self.maximumViewports)
                || size.width > bounds.width * CGFloat(Self.maximumViewports)
            guard long else { return nil }
            let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
            Console.printError("note: the content is long; drawing around the viewport (use --region all for everything)")
            return around
        }
    }

    /// What `--region` can say.
    enum Region {
        /// The whole content.
        case all
        /// The viewport.
        case viewport
        /// A rectangle of the content.
        case rect(CGRect)
    }

    /// `text` as a region, or `nil` if it is none.
    static func parseRegion(_ text: String) -> Region? {
        switch text {
        case "all": return .all
        case "viewport": return .viewport
        default:
            let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard numbers.count == 4, let values = numbers as? [Double], values.allSatisfy(\.isFinite),
                values[2] >= 0, values[3] >= 0
            else { return nil }
            return .rect(CGRect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
    }
}
