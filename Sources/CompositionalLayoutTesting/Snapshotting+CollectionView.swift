import CompositionalLayout
import Foundation
import LayoutRendering
import SnapshotTesting

/// Snapshot strategies for a laid-out collection view (or a subclass), so a layout's frames
/// can be asserted on Linux:
///
/// ```swift
/// @Test @MainActor func feedLayout() {
///     let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                 collectionViewLayout: makeFeedLayout())
///     view.dataSource = source
///     assertSnapshot(of: view, as: .attributes)  // __Snapshots__/…/feedLayout.1.txt
///     assertSnapshot(of: view, as: .svg)         // __Snapshots__/…/feedLayout.1.svg
/// }
/// ```
///
/// The view is laid out first if needed and read at its current scroll position (pinned
/// items and orthogonal rows where their offsets put them). Like the view itself, these
/// strategies must be used on the main actor.
extension Snapshotting where Value: UICollectionView, Format == String {
    /// Every element as one line of stable text (`LayoutRendering.AttributesText`): category,
    /// index path, kind, frame, zIndex, and whether it is pinned or scrolls with a row; then
    /// the viewport, insets, rows and pins. Numbers on the pixel grid, at most four decimals.
    public static var attributes: Snapshotting {
        attributes(region: nil)
    }

    /// ``attributes`` for the elements in `region` only (content coordinates), for layouts
    /// too large to list whole.
    public static func attributes(region: CGRect?) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated { AttributesText.text(of: LayoutScene(collectionView: view, region: region)) }
        }
    }

    /// The SVG picture of the view (`LayoutRendering.SVGRenderer`), stored as `.svg` so it
    /// can be opened as an image; compared as text.
    public static var svg: Snapshotting {
        svg(options: SVGRenderer.Options())
    }

    /// ``svg`` drawn with `options`, for the elements in `region` (the whole content when
    /// `nil`).
    public static func svg(options: SVGRenderer.Options, region: CGRect? = nil) -> Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (view: Value) in
            MainActor.assumeIsolated {
                SVGRenderer(options: options).render(LayoutScene(collectionView: view, region: region))
            }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}

/// Snapshot strategies for a layout object (any `UICollectionViewLayout`), laid out in a
/// headless collection view made from a ``SnapshotHost``:
///
/// ```swift
/// let host = SnapshotHost(size: CGSize(width: 390, height: 844), itemCounts: [12])
/// assertSnapshot(of: makeGridLayout(), as: .attributes(in: host))
/// ```
extension Snapshotting where Value: UICollectionViewLayout, Format == String {
    /// The attribute lines of the layout laid out in `host`.
    public static func attributes(in host: SnapshotHost) -> Snapshotting {
        SimplySnapshotting.lines.pullback { layout in
            MainActor.assumeIsolated {
                host.withCollectionView(for: layout) { AttributesText.text(of: LayoutScene(collectionView: $0)) }
            }
        }
    }

    /// The SVG picture of the layout laid out in `host`, stored as `.svg`.
    public static func svg(in host: SnapshotHost, options: SVGRenderer.Options = SVGRenderer.Options()) -> Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (layout: Value) in
            MainActor.assumeIsolated {
                host.withCollectionView(for: layout) { SVGRenderer(options: options).render(LayoutScene(collectionView: $0)) }
            }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}
