import Foundation
import LayoutCore

/// Writes laid-out elements as JSON: sorted keys, a stable element order, and numbers
/// rounded to 1/10000 of a point with no negative zero, so the bytes are the same on every
/// platform.
///
/// ```json
/// { "contentSize" : { "height" : 132, "width" : 375 },
///   "elements" : [ { "category" : "cell", "frame" : { "height" : 44, "width" : 375, "x" : 0, "y" : 0 },
///                    "indexPath" : [0, 0], "zIndex" : 0 } ] }
/// ```
public enum AttributesJSON {
    /// The JSON text of `elements` in content of `contentSize`, ordered by section, category,
    /// kind and item.
    public static func encode(contentSize: Size, elements: [PlacedElement]) throws -> String {
        let document = Document(
            contentSize: SizeRecord(width: number(contentSize.width), height: number(contentSize.height)),
            elements: elements.sorted(by: order).map(ElementRecord.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    /// `value` rounded to four decimals, without negative zero (``RenderNumber/rounded(_:)``).
    static func number(_ value: Double) -> Double {
        RenderNumber.rounded(value)
    }

    private static func order(_ a: PlacedElement, _ b: PlacedElement) -> Bool {
        if a.section != b.section { return a.section < b.section }
        if a.category != b.category { return rank(a.category) < rank(b.category) }
        if a.kind != b.kind { return (a.kind ?? "") < (b.kind ?? "") }
        return a.item < b.item
    }

    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .cell: return 0
        case .supplementaryView: return 1
        case .decorationView: return 2
        }
    }

    private struct Document: Encodable {
        var contentSize: SizeRecord
        var elements: [ElementRecord]
    }

    private struct SizeRecord: Encodable {
        var width: Double
        var height: Double
    }

    private struct FrameRecord: Encodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    private struct ElementRecord: Encodable {
        var category: String
        var kind: String?
        var indexPath: [Int]
        var frame: FrameRecord
        var zIndex: Int

        init(_ element: PlacedElement) {
            switch element.category {
            case .cell: category = "cell"
            case .supplementaryView: category = "supplementaryView"
            case .decorationView: category = "decorationView"
            }
            kind = element.kind
            indexPath = [element.section, element.item]
            frame = FrameRecord(
                x: number(element.frame.minX), y: number(element.frame.minY), width: number(element.frame.width),
                height: number(element.frame.height))
            zIndex = element.zIndex
        }
    }
}
