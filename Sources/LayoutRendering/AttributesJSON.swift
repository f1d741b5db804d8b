import CompositionalLayout
import Foundation
internal import LayoutCore

/// Writes laid-out elements as JSON: sorted keys, a stable element order
/// (``areInIncreasingOrder(_:_:)``), and numbers rounded to 1/10000 of a point with no
/// negative zero, so the bytes are the same on every platform.
///
/// ```json
/// { "contentSize" : { "height" : 132, "width" : 375 },
///   "elements" : [ { "category" : "cell", "frame" : { "height" : 44, "width" : 375, "x" : 0, "y" : 0 },
///                    "indexPath" : [0, 0], "zIndex" : 0 } ] }
/// ```
public enum AttributesJSON {
    /// The JSON text of `elements` in content of `contentSize`, in the order of
    /// ``areInIncreasingOrder(_:_:)`` whatever order they come in.
    public static func encode(contentSize: CGSize, elements: [ElementFrame]) -> String {
        var writer = Writer(contentSize: contentSize, output: ChunkedOutput())
        for element in elements.sorted(by: areInIncreasingOrder) { writer.append(element) }
        writer.finish()
        return writer.output.text
    }

    /// Whether `a` is listed before `b`: by section; then cells, supplementary views,
    /// decoration views; then kind (cells have none, which sorts first); then item; then,
    /// for the rare elements those keys do not tell apart, by frame (minY, minX, height,
    /// width) and zIndex. A total order, independent of the order the layout returned them.
    ///
    /// ```
    /// [0,0] cell, [0,1] cell, …, [0,0] footer, [0,0] header, [0,0] background, [1,0] cell, …
    /// ```
    public static func areInIncreasingOrder(_ a: ElementFrame, _ b: ElementFrame) -> Bool {
        OrderKey(a) < OrderKey(b)
    }

    /// What ``areInIncreasingOrder(_:_:)`` compares, read once per element: the engine's
    /// index-path order, then the frame and zIndex.
    private struct OrderKey: Comparable {
        var position: ElementOrderKey
        var minY: CGFloat
        var minX: CGFloat
        var height: CGFloat
        var width: CGFloat
        var zIndex: Int

        init(_ element: ElementFrame) {
            position = element.orderKey
            minY = element.frame.minY
            minX = element.frame.minX
            height = element.frame.height
            width = element.frame.width
            zIndex = element.zIndex
        }

        static func < (a: OrderKey, b: OrderKey) -> Bool {
            if a.position != b.position { return a.position < b.position }
            if a.minY != b.minY { return a.minY < b.minY }
            if a.minX != b.minX { return a.minX < b.minX }
            if a.height != b.height { return a.height < b.height }
            if a.width != b.width { return a.width < b.width }
            return a.zIndex < b.zIndex
        }
    }
}
