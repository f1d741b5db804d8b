import CompositionalLayout
import Foundation
import LayoutRendering
import Testing

/// The order and the text of the attributes JSON.
@Suite("AttributesJSON")
struct AttributesJSONTests {
    private static func element(
        _ category: UICollectionElementCategory, _ section: Int, _ item: Int, _ kind: String? = nil, y: Double = 0
    ) -> ElementFrame {
        ElementFrame(
            indexPath: IndexPath(item: item, section: section), category: category, kind: kind,
            frame: CGRect(x: 0, y: y, width: 10, height: 10), zIndex: 0)
    }

    /// In order: by section, category, kind, item, then frame.
    private static let ordered = [
        element(.cell, 0, 0), element(.cell, 0, 1), element(.supplementaryView, 0, 0, "footer"),
        element(.supplementaryView, 0, 0, "header"), element(.decorationView, 0, 0, "background", y: 0),
        element(.decorationView, 0, 0, "background", y: 5), element(.cell, 1, 0),
    ]

    @Test("Elements sort by section, category, kind, item, then frame")
    func order() {
        let expected = Self.ordered
        #expect(expected.reversed().sorted(by: AttributesJSON.areInIncreasingOrder) == expected)
        let shuffled = [expected[5], expected[2], expected[6], expected[0], expected[4], expected[3], expected[1]]
        #expect(shuffled.sorted(by: AttributesJSON.areInIncreasingOrder) == expected)
    }

    @Test("The JSON lists elements in that order whatever order they come in")
    func encodedOrder() throws {
        let shuffled = [Self.ordered[3], Self.ordered[6], Self.ordered[0], Self.ordered[5]]
        let json = try AttributesJSON.encode(contentSize: CGSize(width: 10, height: 20), elements: shuffled)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        let listed = elements.map { "\($0["indexPath"] as? [Int] ?? []) \($0["kind"] as? String ?? "cell")" }
        // [0,0] cell, [0,0] header, [0,0] background (at y 5), [1,0] cell.
        #expect(listed == ["[0, 0] cell", "[0, 0] header", "[0, 0] background", "[1, 0] cell"])
    }
}
