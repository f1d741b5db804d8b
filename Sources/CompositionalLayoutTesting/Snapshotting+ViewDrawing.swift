import CompositionalLayout
import Foundation
import LayoutRendering
import SnapshotTesting

/// Snapshot strategies that draw a view as it would look on screen
/// (`LayoutRendering.ViewDrawingRenderer`), as SVG text or as a PNG image, so a screen can be
/// snapshot-tested on Linux:
///
/// ```swift
/// @Test @MainActor func settingsScreen() {
///     assertSnapshot(of: SettingsViewController(), as: .drawing)                 // .svg
///     assertSnapshot(of: SettingsViewController(), as: .drawing(on: SnapshotScreen(style: .dark)))
///     assertSnapshot(of: SettingsViewController(), as: .drawingPNG(on: SnapshotScreen(device: .iPhoneSE3)))
/// }
/// ```
///
/// A view is drawn as it is (laid out first if needed), or on a ``SnapshotScreen``, which puts
/// it in a window of a device's size with the appearance and text size asked for. A collection
/// view is a view: it is drawn at its scroll position, its cells included. Like the views,
/// these strategies must be used on the main actor.
extension Snapshotting where Value: UIView, Format == String {
    /// The SVG drawing of the view as it is, laid out first if needed; stored as `.svg`.
    public static var drawing: Snapshotting {
        drawing(options: ViewDrawingRenderer.Options())
    }

    /// The SVG drawing of the view as it is, drawn with `options` (a root scroll view's content
    /// outside its bounds veiled, a title).
    public static func drawing(options: ViewDrawingRenderer.Options) -> Snapshotting {
        svgStrategy { view in
            view.layoutIfNeeded()
            return ViewDrawingRenderer(options: options).render(view)
        }
    }

    /// The SVG drawing of the view filling a window on `screen` (which it is moved into).
    public static func drawing(
        on screen: SnapshotScreen, options: ViewDrawingRenderer.Options = ViewDrawingRenderer.Options()
    ) -> Snapshotting {
        svgStrategy { view in
            let window = screen.window(showing: view)
            return withExtendedLifetime(window) { ViewDrawingRenderer(options: options).render(view) }
        }
    }

    private static func svgStrategy(_ draw: @escaping @MainActor (Value) -> String) -> Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (view: Value) in MainActor.assumeIsolated { draw(view) } }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Snapshotting where Value: UIView, Format == Data {
    /// The PNG of the view's drawing as it is, at the display scale of its traits; stored as
    /// `.png` and compared byte for byte. Needs `rsvg-convert` (see
    /// `LayoutRendering.PNGRasterizer`); without it the snapshot is the error's description,
    /// so the assertion fails saying what to install.
    public static var drawingPNG: Snapshotting {
        pngStrategy { view in
            view.layoutIfNeeded()
            return (ViewDrawingRenderer().render(view), Double(view.traitCollection.displayScale))
        }
    }

    /// The PNG of the view filling a window on `screen`, at the device's display scale.
    public static func drawingPNG(
        on screen: SnapshotScreen, options: ViewDrawingRenderer.Options = ViewDrawingRenderer.Options()
    ) -> Snapshotting {
        pngStrategy { view in
            let window = screen.window(showing: view)
            let svg = withExtendedLifetime(window) { ViewDrawingRenderer(options: options).render(view) }
            return (svg, Double(screen.device.scale))
        }
    }

    private static func pngStrategy(_ draw: @escaping @MainActor (Value) -> (svg: String, scale: Double)) -> Snapshotting {
        Snapshotting<Data, Data>.drawnPNG.pullback { (view: Value) in
            let (svg, scale) = MainActor.assumeIsolated { draw(view) }
            return PNGDrawing.rasterize(svg, scale: scale)
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The SVG drawing of the controller's view in a window on an iPhone 15, upright, light,
    /// at the large text size.
    public static var drawing: Snapshotting {
        drawing(on: SnapshotScreen())
    }

    /// The SVG drawing of the window on `screen` whose root is the controller.
    public static func drawing(
        on screen: SnapshotScreen, options: ViewDrawingRenderer.Options = ViewDrawingRenderer.Options()
    ) -> Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (controller: Value) in
            MainActor.assumeIsolated {
                let window = screen.window(showing: controller)
                defer { window.rootViewController = nil }
                return ViewDrawingRenderer(options: options).render(window)
            }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Snapshotting where Value: UIViewController, Format == Data {
    /// The PNG of the controller's view in a window on an iPhone 15 (the `drawing`, rasterized at
    /// 3×).
    public static var drawingPNG: Snapshotting {
        drawingPNG(on: SnapshotScreen())
    }

    /// The PNG of the window on `screen` whose root is the controller, at the device's display
    /// scale. Needs `rsvg-convert`, as `Snapshotting.drawingPNG` for views does.
    public static func drawingPNG(
        on screen: SnapshotScreen, options: ViewDrawingRenderer.Options = ViewDrawingRenderer.Options()
    ) -> Snapshotting {
        Snapshotting<Data, Data>.drawnPNG.pullback { (controller: Value) in
            let svg = MainActor.assumeIsolated {
                let window = screen.window(showing: controller)
                defer { window.rootViewController = nil }
                return ViewDrawingRenderer(options: options).render(window)
            }
            return PNGDrawing.rasterize(svg, scale: Double(screen.device.scale))
        }
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// PNG bytes stored as `.png`, compared byte for byte.
    fileprivate static var drawnPNG: Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .diff(toData: { $0 }, fromData: { $0 }) { old, new in
                guard old != new else { return nil }
                return ("the PNG drawings differ (\(old.count) bytes recorded, \(new.count) bytes now)", [])
            })
    }
}

/// SVG made PNG for the PNG strategies.
private enum PNGDrawing {
    /// The PNG of `svg` at `scale` pixels per point, or the error's description as bytes when
    /// it cannot be made (so that the snapshot fails naming the cause).
    static func rasterize(_ svg: String, scale: Double) -> Data {
        do {
            return try PNGRasterizer().png(fromSVG: svg, zoom: scale)
        } catch {
            return Data(error.description.utf8)
        }
    }
}
