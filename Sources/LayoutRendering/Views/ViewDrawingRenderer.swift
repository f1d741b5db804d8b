import Foundation
import UIKitViews

/// Draws a hierarchy of views as SVG, as a person sees the screen: each view's background,
/// corners, border, shadow, opacity and transform, the text of its labels as they were laid
/// out, and placeholders for images that cannot be drawn off Apple's systems. One user unit
/// per point; the canvas is the root view's bounds.
///
/// The drawing knows views only. A collection view is a scroll view whose bounds' origin is its
/// content offset and whose cells are subviews, so it is drawn at its scroll position like any
/// other scroll view, cells and all.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// window.rootViewController = ListViewController()
/// window.makeKeyAndVisible()
/// window.layoutIfNeeded()
/// let svg = ViewDrawingRenderer().render(window)
/// let png = try PNGRasterizer().png(fromSVG: svg, zoom: 3)
/// ```
///
/// What is drawn exactly as UIKit draws it, what is approximated and what is not drawn is
/// listed in `Docs/DRAWING.md`. The output is the same bytes for the same views on every
/// platform. Like the views, the renderer is used on the main actor.
public struct ViewDrawingRenderer: Sendable {
    /// The drawing choices.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document of `view` and the views below it.
    @MainActor
    public func render(_ view: UIView) -> String {
        var output = ChunkedOutput()
        var drawer = ViewDrawer(options: options)
        swap(&drawer.output, &output)
        drawer.drawDocument(of: view)
        swap(&drawer.output, &output)
        return output.text
    }

    /// Writes the SVG document of `view` into `output`, handing it on a chunk at a time as the
    /// drawing goes (the last chunk too), so a hierarchy of any size is drawn in the memory of
    /// one chunk. Throws what the output's sink throws; the drawing stops at the first error.
    @MainActor
    public func render(_ view: UIView, into output: inout ChunkedOutput) throws {
        var drawer = ViewDrawer(options: options)
        swap(&drawer.output, &output)
        drawer.drawDocument(of: view)
        swap(&drawer.output, &output)
        if let error = drawer.sinkError { throw error }
        try output.flush()
    }
}
