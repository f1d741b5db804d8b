import CompositionalLayout
import Foundation

/// Draws a collection view's content as its views show it, beyond what its bounds show: the
/// cells and supplementary views of the whole content (or of a region of it), each drawn by
/// the view drawing (``ViewDrawingRenderer``) where the view puts it.
///
/// A collection view only has views for what its bounds show, so the drawing scrolls it along
/// its scroll axis, one viewport at a time over the region, and draws each element the first
/// time a view shows it; then it scrolls back and draws the elements shown at the view's own
/// offset last, where they are at that offset (pinned headers where they pin, orthogonal rows
/// at their offsets). With ``veilsOutsideBounds`` (SVG and PNG pictures), what lies outside the
/// bounds is veiled and the bounds are outlined, as ``SVGRenderer`` does for boxes; without it
/// (the HTML page, which scrolls) the content is drawn plain. Decoration views are not drawn.
///
/// Elements are written as they are drawn, so the memory is that of one chunk of output and
/// the views of one viewport.
public struct ContentDrawingRenderer: Sendable {
    /// The document's title (a `<title>` element), or `nil` for none.
    public var title: String?
    /// Whether what lies outside the bounds is veiled and the bounds outlined.
    public var veilsOutsideBounds: Bool

    /// A renderer titling its drawings `title`, veiling what lies outside the bounds unless told
    /// otherwise.
    public init(title: String? = nil, veilsOutsideBounds: Bool = true) {
        self.title = title
        self.veilsOutsideBounds = veilsOutsideBounds
    }

    /// The canvas a drawing of `collectionView` covers: `region`, or the bounds and the whole
    /// content.
    @MainActor
    public static func canvas(of collectionView: UICollectionView, region: CGRect?) -> CGRect {
        if let region { return region }
        let content = CGRect(origin: .zero, size: collectionView.contentSize)
        return collectionView.bounds.union(content)
    }

    /// The SVG document of `collectionView`'s content in `region` (`nil`: the bounds and the
    /// whole content).
    @MainActor
    public func render(_ collectionView: UICollectionView, region: CGRect? = nil) -> String {
        var output = ChunkedOutput()
        // Gathered output hands nothing on, so writing it cannot fail.
        try? render(collectionView, region: region, into: &output)
        return output.text
    }

    /// Writes the SVG document of `collectionView`'s content in `region` into `output`, a chunk
    /// at a time. Throws what the output's sink throws. The view ends at the offset it had.
    @MainActor
    public func render(_ collectionView: UICollectionView, region: CGRect? = nil, into output: inout ChunkedOutput)
        throws
    {
        let canvas = Self.canvas(of: collectionView, region: region)
        var drawer = ViewDrawer(options: ViewDrawingRenderer.Options(title: title))
        swap(&drawer.output, &output)
        defer { swap(&drawer.output, &output) }
        drawer.output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
        drawer.output.number(" width=\"", Double(canvas.width))
        drawer.output.number(" height=\"", Double(canvas.height))
        drawer.output.append(" viewBox=\"")
        drawer.output.listed(Double(canvas.minX))
        drawer.output.listed(Double(canvas.minY))
        drawer.output.listed(Double(canvas.width))
        RenderNumber.append(Double(canvas.height), to: &drawer.output)
        drawer.output.append("\" xml:space=\"preserve\" font-family=\"")
        drawer.output.append(DrawnFont.systemFamily)
        drawer.output.append("\">\n")
        if let title {
            drawer.output.append("<title>")
            drawer.output.escaped(title)
            drawer.output.append("</title>\n")
        }
        let environment = ViewDrawer.Environment(traits: collectionView.traitCollection, tint: collectionView.tintColor)
        if let background = DrawnColor(collectionView.backgroundColor, in: environment.traits) {
            drawer.output.append("<rect")
            Self.rectangle(canvas, into: &drawer.output)
            drawer.output.paint("fill", background)
            drawer.output.append("/>\n")
        }
        let bounds = collectionView.bounds
        drawElements(of: collectionView, in: canvas, with: &drawer, environment: environment)
        if let error = drawer.sinkError { throw error }
        if veilsOutsideBounds {
            drawer.output.append("<path fill-rule=\"evenodd\" fill=\"#ffffff\" fill-opacity=\"0.55\" d=\"")
            for rect in [canvas, bounds] {
                drawer.output.append("M")
                drawer.output.listed(Double(rect.minX))
                drawer.output.listed(Double(rect.minY))
                drawer.output.append("H")
                drawer.output.listed(Double(rect.maxX))
                drawer.output.append("V")
                drawer.output.listed(Double(rect.maxY))
                drawer.output.append("H")
                drawer.output.listed(Double(rect.minX))
                drawer.output.append("Z")
            }
            drawer.output.append("\"/>\n<rect fill=\"none\" stroke=\"#e0245e\" stroke-width=\"1.5\" stroke-dasharray=\"7 4\"")
            Self.rectangle(bounds, into: &drawer.output)
            drawer.output.append("/>\n")
        }
        drawer.output.append("</svg>\n")
        try drawer.output.flush()
    }

    /// An element of the content: its category, kind and index path.
    private struct Element: Hashable {
        var category: UICollectionElementCategory
        var kind: String?
        var indexPath: IndexPath
    }

    /// Scrolls over `canvas` drawing each element once, then the elements of the view's own
    /// offset where that offset puts them.
    @MainActor
    private func drawElements(
        of collectionView: UICollectionView, in canvas: CGRect, with drawer: inout ViewDrawer,
        environment: ViewDrawer.Environment
    ) {
        let original = collectionView.contentOffset
        collectionView.layoutIfNeeded()
        let last = Set(shownElements(of: collectionView).map(\.element))
        var drawn = last
        let horizontal =
            (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection
            == .horizontal
        let viewport = horizontal ? collectionView.bounds.width : collectionView.bounds.height
        if viewport > 0 {
            var position = horizontal ? canvas.minX : canvas.minY
            let end = horizontal ? canvas.maxX : canvas.maxY
            while position < end, drawer.sinkError == nil {
                collectionView.contentOffset =
                    horizontal ? CGPoint(x: position, y: original.y) : CGPoint(x: original.x, y: position)
                collectionView.layoutIfNeeded()
                for (element, view) in shownElements(of: collectionView) where drawn.insert(element).inserted {
                    drawer.draw(view, parentOrigin: .zero, parent: environment)
                }
                position += viewport
            }
        }
        collectionView.contentOffset = original
        collectionView.layoutIfNeeded()
        for (element, view) in shownElements(of: collectionView) where last.contains(element) {
            drawer.draw(view, parentOrigin: .zero, parent: environment)
        }
    }

    /// The cells and supplementary views the view shows, back to front (by z index, then in
    /// the layout's order).
    @MainActor
    private func shownElements(of collectionView: UICollectionView) -> [(element: Element, view: UIView)] {
        let attributes = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        let ordered = attributes.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        return ordered.compactMap { _, attributes in
            let view: UIView?
            switch attributes.representedElementCategory {
            case .cell: view = collectionView.cellForItem(at: attributes.indexPath)
            case .supplementaryView:
                view = attributes.representedElementKind.flatMap {
                    collectionView.supplementaryView(forElementKind: $0, at: attributes.indexPath)
                }
            case .decorationView: view = nil
            }
            guard let view else { return nil }
            let element = Element(
                category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                indexPath: attributes.indexPath)
            return (element, view)
        }
    }

    /// Writes ` x y width height` attributes of `rect`.
    private static func rectangle(_ rect: CGRect, into output: inout ChunkedOutput) {
        output.number(" x=\"", Double(rect.minX))
        output.number(" y=\"", Double(rect.minY))
        output.number(" width=\"", Double(rect.width))
        output.number(" height=\"", Double(rect.height))
    }
}
