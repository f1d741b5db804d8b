import Foundation
import UIKitViews

/// One drawing of a hierarchy of views into SVG: walks the views top down, back to front,
/// each in its superview's coordinates, and writes straight into ``output``.
///
/// Each view that shows anything is a group placed by its frame (its centre, bounds size and
/// transform) relative to what its superview's bounds show; inside it, in this order: the
/// layer's background (rounded as its corners say), the view's own content (a label's text, an
/// image view's image), the subviews (clipped to the rounded bounds when the view clips), and
/// the border on top, as Core Animation composites a layer's border above its sublayers.
@MainActor
struct ViewDrawer {
    /// What the walk passes from a view to its subviews.
    struct Environment {
        /// The view's traits, which resolve its dynamic colors.
        var traits: UITraitCollection
        /// The view's tint.
        var tint: UIColor
    }

    /// The SVG written so far.
    var output = ChunkedOutput()
    /// What the output's sink threw, which ends the drawing.
    var sinkError: (any Error)?
    /// The drawing choices.
    let options: ViewDrawingRenderer.Options
    /// The number of clip paths and filters defined so far, for their ids.
    private var definitions = 0

    init(options: ViewDrawingRenderer.Options) {
        self.options = options
    }

    // MARK: Document

    /// Writes the whole document: the root `svg` element sized to `root`'s bounds (or, for a
    /// veiled root scroll view, to its content and bounds) holding the root's drawing.
    mutating func drawDocument(of root: UIView) {
        let environment = Environment(traits: root.traitCollection, tint: root.tintColor)
        let bounds = root.bounds
        var canvas = CGRect(origin: .zero, size: bounds.size)
        var veiled = false
        if options.contentOutsideBounds == .veiled, let scrollView = root as? UIScrollView {
            let content = CGRect(origin: .zero, size: scrollView.contentSize).finiteOrEmpty
            canvas = bounds.union(content)
            veiled = true
        }
        output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
        output.number(" width=\"", Double(canvas.width))
        output.number(" height=\"", Double(canvas.height))
        output.append(" viewBox=\"")
        output.listed(Double(canvas.minX))
        output.listed(Double(canvas.minY))
        output.listed(Double(canvas.width))
        RenderNumber.append(Double(canvas.height), to: &output)
        output.append("\" xml:space=\"preserve\" font-family=\"")
        output.append(DrawnFont.systemFamily)
        output.append("\">\n")
        if let title = options.title {
            output.append("<title>")
            output.escaped(title)
            output.append("</title>\n")
        }
        if !root.isHidden, root.alpha > 0 {
            if veiled {
                drawVeiledRoot(root, canvas: canvas, environment: environment)
            } else {
                // The canvas clips the root to its bounds; only rounded corners are left to clip.
                drawLayer(
                    of: root, box: CGRect(origin: .zero, size: bounds.size),
                    clips: root.clipsToBounds && root.layer.cornerRadius > 0, environment: environment)
            }
        }
        output.append("</svg>\n")
        checkpoint()
    }

    /// A root scroll view drawn over its whole content: its background over the canvas, its
    /// subviews where the content puts them, a veil over what lies outside its bounds and the
    /// bounds outlined.
    private mutating func drawVeiledRoot(_ root: UIView, canvas: CGRect, environment: Environment) {
        if let background = Self.background(of: root, environment: environment) {
            output.append("<rect")
            rectangleAttributes(canvas)
            output.paint("fill", background)
            output.append("/>\n")
        }
        let bounds = root.bounds
        drawLayer(of: root, box: bounds, clips: false, environment: environment, drawsBackground: false)
        output.append("<path fill-rule=\"evenodd\" fill=\"#ffffff\" fill-opacity=\"0.55\" d=\"")
        rectanglePath(canvas)
        rectanglePath(bounds)
        output.append("\"/>\n<rect fill=\"none\" stroke=\"#e0245e\" stroke-width=\"1.5\" stroke-dasharray=\"7 4\"")
        rectangleAttributes(bounds)
        output.append("/>\n")
    }

    // MARK: Views

    /// Draws `view` as a subview of a view whose bounds show `parentOrigin` at their top-left
    /// corner.
    mutating func draw(_ view: UIView, parentOrigin: CGPoint, parent: Environment) {
        guard sinkError == nil, !view.isHidden, view.alpha > 0 else { return }
        let subviews = view.subviews
        guard !subviews.isEmpty || drawsOwnContent(view) else { return }
        let environment = Environment(
            traits: view.traits(inheriting: parent.traits), tint: view.ownTintColor ?? parent.tint)
        let layer = view.layer
        let shadow = layer.masksToBounds ? nil : DrawnShadow(layer)
        if let shadow { define(shadow) }
        output.append("<g")
        placement(of: view, parentOrigin: parentOrigin)
        if view.alpha < 1 { output.number(" opacity=\"", Double(view.alpha)) }
        if shadow != nil {
            output.append(" filter=\"url(#d")
            output.append(definitions)
            output.append(")\"")
        }
        output.append(">\n")
        drawLayer(
            of: view, box: CGRect(origin: .zero, size: view.bounds.size), clips: view.clipsToBounds,
            environment: environment, subviews: subviews)
        output.append("</g>\n")
        checkpoint()
    }

    /// Draws what a view's layer shows in `box` (its bounds rectangle in the current
    /// coordinates): background, own content, subviews placed where its bounds show them
    /// (clipped when `clips`), and the border.
    private mutating func drawLayer(
        of view: UIView, box: CGRect, clips: Bool, environment: Environment,
        drawsBackground: Bool = true, subviews: [UIView]? = nil
    ) {
        let shape = LayerShape(view.layer, box: box)
        if drawsBackground, let background = Self.background(of: view, environment: environment) {
            shape.write(into: &output, inset: 0)
            output.paint("fill", background)
            output.append("/>\n")
        }
        drawOwnContent(of: view, in: box, environment: environment)
        let subviews = subviews ?? view.subviews
        if !subviews.isEmpty {
            if clips {
                definitions += 1
                output.append("<clipPath id=\"c")
                output.append(definitions)
                output.append("\">")
                shape.write(into: &output, inset: 0)
                output.append("/></clipPath>\n<g clip-path=\"url(#c")
                output.append(definitions)
                output.append(")\">\n")
            }
            // What the bounds show at their top-left corner is drawn at the box's.
            let shown = view.bounds.origin
            let parentOrigin = CGPoint(x: shown.x - box.minX, y: shown.y - box.minY)
            for subview in subviews {
                draw(subview, parentOrigin: parentOrigin, parent: environment)
            }
            if clips { output.append("</g>\n") }
        }
        drawBorder(of: view.layer, shape: shape)
    }

    /// The view's background color resolved for its traits, or its layer's when only the layer's
    /// was set (`layer.backgroundColor = …cgColor`); `nil` when there is none or it is clear.
    static func background(of view: UIView, environment: Environment) -> DrawnColor? {
        if let color = view.backgroundColor { return DrawnColor(color, in: environment.traits) }
        return DrawnColor(view.layer.backgroundColor)
    }

    /// The border, drawn inside the bounds: a stroke centred half its width in.
    private mutating func drawBorder(of layer: CALayer, shape: LayerShape) {
        let width = Double(layer.borderWidth)
        guard width.isFinite, width > 0, let color = DrawnColor(layer.borderColor) else { return }
        shape.write(into: &output, inset: width / 2)
        output.append(" fill=\"none\"")
        output.paint("stroke", color)
        output.number(" stroke-width=\"", width)
        output.append("/>\n")
    }

    /// Writes the `transform` attribute that places `view`'s bounds rectangle (its top-left
    /// corner at 0, 0) in its superview: about its centre, by its affine transform, relative
    /// to what the superview's bounds show at `parentOrigin`.
    private mutating func placement(of view: UIView, parentOrigin: CGPoint) {
        let center = view.center
        let size = view.bounds.size
        let t = view.transform
        let halfWidth = Double(size.width) / 2
        let halfHeight = Double(size.height) / 2
        let x = Double(center.x - parentOrigin.x)
        let y = Double(center.y - parentOrigin.y)
        if t.isIdentity {
            let left = x - halfWidth
            let top = y - halfHeight
            guard left != 0 || top != 0 else { return }
            output.append(" transform=\"translate(")
            output.listed(left)
            RenderNumber.append(top, to: &output)
            output.append(")\"")
            return
        }
        let (a, b, c, d) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d))
        output.append(" transform=\"matrix(")
        output.listed(a)
        output.listed(b)
        output.listed(c)
        output.listed(d)
        output.listed(x + Double(t.tx) - a * halfWidth - c * halfHeight)
        RenderNumber.append(y + Double(t.ty) - b * halfWidth - d * halfHeight, to: &output)
        output.append(")\"")
    }

    /// Defines the drop-shadow filter `shadow` under the next id.
    private mutating func define(_ shadow: DrawnShadow) {
        definitions += 1
        output.append("<filter id=\"d")
        output.append(definitions)
        output.append("\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow")
        output.number(" dx=\"", shadow.offsetX)
        output.number(" dy=\"", shadow.offsetY)
        output.number(" stdDeviation=\"", shadow.standardDeviation)
        output.hexColor(" flood-color=\"", shadow.color)
        output.number(" flood-opacity=\"", shadow.color.opacity)
        output.append("/></filter>\n")
    }

    // MARK: Helpers

    /// ` x="…" y="…" width="…" height="…"` of `rect`.
    mutating func rectangleAttributes(_ rect: CGRect) {
        output.number(" x=\"", Double(rect.minX))
        output.number(" y=\"", Double(rect.minY))
        output.number(" width=\"", Double(rect.width))
        output.number(" height=\"", Double(rect.height))
    }

    /// `rect` as a closed path: `M x y h w v h h -w Z`.
    private mutating func rectanglePath(_ rect: CGRect) {
        output.append("M")
        output.listed(Double(rect.minX))
        output.listed(Double(rect.minY))
        output.append("H")
        output.listed(Double(rect.maxX))
        output.append("V")
        output.listed(Double(rect.maxY))
        output.append("H")
        output.listed(Double(rect.minX))
        output.append("Z")
    }

    /// Hands the output on when it fills a chunk; keeps the sink's error, which ends the walk.
    mutating func checkpoint() {
        guard sinkError == nil else { return }
        do {
            try output.flushIfFull()
        } catch {
            sinkError = error
        }
    }
}

extension CGRect {
    /// The rectangle, or an empty one at the origin when a coordinate is not finite.
    fileprivate var finiteOrEmpty: CGRect {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite ? standardized : .zero
    }
}
