import CompositionalLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
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
        let json = AttributesJSON.encode(contentSize: CGSize(width: 10, height: 20), elements: shuffled)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        let listed = elements.map { "\($0["indexPath"] as? [Int] ?? []) \($0["kind"] as? String ?? "cell")" }
        // [0,0] cell, [0,0] header, [0,0] background (at y 5), [1,0] cell.
        #expect(listed == ["[0, 0] cell", "[0, 0] header", "[0, 0] background", "[1, 0] cell"])
    }
}

/// The streamed JSON against Foundation's `JSONEncoder` (sorted keys, pretty printed, slashes
/// unescaped), which wrote the tool's output before it streamed: the same bytes for every
/// value, so the output of every layout stayed as it was.
@Suite("AttributesJSON.Writer")
struct AttributesJSONWriterTests {
    private static func foundationJSON(contentSize: CGSize, elements: [ElementFrame]) throws -> String {
        func n(_ value: CGFloat) -> Double { RenderNumber.rounded(Double(value)) }
        // The records the encoder used to encode, numbers rounded by `RenderNumber.rounded` as
        // it did.
        let records = elements.map { element in
            AttributesDocument.Element(
                category: "\(element.category)", kind: element.kind,
                indexPath: [element.indexPath.section, element.indexPath.item],
                frame: AttributesDocument.Frame(
                    x: n(element.frame.minX), y: n(element.frame.minY), width: n(element.frame.width),
                    height: n(element.frame.height)),
                zIndex: element.zIndex)
        }
        let document = AttributesDocument(contentSize: .init(width: n(contentSize.width), height: n(contentSize.height)), elements: records)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    /// The writer's text for `elements` in the order given, through chunks of `chunkSize`
    /// bytes.
    private static func streamed(contentSize: CGSize, elements: [ElementFrame], chunkSize: Int) throws -> (text: String, chunks: Int) {
        var bytes: [UInt8] = []
        var chunks = 0
        var writer = AttributesJSON.Writer(
            contentSize: contentSize,
            output: ChunkedOutput(chunkSize: chunkSize) { chunk in
                bytes += chunk
                chunks += 1
            })
        for element in elements {
            writer.append(element)
            try writer.flushIfFull()
        }
        writer.finish()
        try writer.flush()
        return (String(decoding: bytes, as: UTF8.self), chunks)
    }

    private static func element(_ frame: CGRect, _ category: UICollectionElementCategory = .cell, kind: String? = nil, zIndex: Int = 0) -> ElementFrame {
        ElementFrame(indexPath: IndexPath(item: 7, section: 3), category: category, kind: kind, frame: frame, zIndex: zIndex)
    }

    @Test("No elements: the empty list as JSONEncoder writes it")
    func empty() throws {
        let size = CGSize(width: 375, height: 0)
        let text = try Self.streamed(contentSize: size, elements: [], chunkSize: 4).text
        #expect(text == "{\n  \"contentSize\" : {\n    \"height\" : 0,\n    \"width\" : 375\n  },\n  \"elements\" : [\n\n  ]\n}")
        #expect(text == (try Self.foundationJSON(contentSize: size, elements: [])))
    }

    @Test("Every category, kinds with characters JSON escapes, negative index paths and zIndex: JSONEncoder's bytes")
    func categoriesAndEscapes() throws {
        var escaped = "a/b\"c\\d é 😀 \u{7F}\u{2028}"
        for scalar in 0..<0x20 { escaped.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        let elements = [
            Self.element(CGRect(x: 0, y: 0, width: 375, height: 44)),
            Self.element(CGRect(x: -0.0, y: 1.5, width: 20, height: 20), .supplementaryView, kind: "UICollectionElementKindSectionHeader", zIndex: 1),
            Self.element(CGRect(x: 12, y: 0.25, width: 100.0 / 3, height: 3), .supplementaryView, kind: escaped, zIndex: -3),
            Self.element(CGRect(x: -7.125, y: 0, width: 0, height: 0), .decorationView, kind: "", zIndex: Int.min),
            ElementFrame(
                indexPath: IndexPath(item: -1, section: Int.max), category: .cell, kind: nil,
                frame: CGRect(x: 1, y: 2, width: 3, height: 4), zIndex: Int.max),
        ]
        let size = CGSize(width: 390, height: 46_000_116)
        let text = try Self.streamed(contentSize: size, elements: elements, chunkSize: 1 << 16).text
        #expect(text == (try Self.foundationJSON(contentSize: size, elements: elements)))
        #expect(text == AttributesJSON.encode(contentSize: size, elements: elements.sorted(by: AttributesJSON.areInIncreasingOrder)))
    }

    /// Values at every magnitude from 10^-6 to 10^20 points, on and off the four-decimal
    /// grid, halves, negatives, NaN and infinities.
    static let numbers: [Double] = {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 0.00005, -0.00005, 0.00004999, 0.0001, 1.0 / 3, 2.0 / 3, 100.0 / 3, 46_000_116,
            99_999_999_999.9999, 99_999_999_999.99995, 100_000_000_000, 123_456_789_012.5, 1e15, 1e16,
            9_007_199_254_740_992, 1.5e17, 1e20, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
        ]
        // A fixed sequence (an LCG's high bits), the same on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for exponent in -6...20 {
            let scale = pow(10, Double(exponent))
            for _ in 0..<60 {
                let value = unit() * 10 * scale
                values += [value, -value, (value * 10_000).rounded() / 10_000, (value * 3).rounded() / 3]
            }
        }
        return values
    }()

    @Test("Numbers: JSONEncoder's text of the value rounded to four decimals, at every magnitude")
    func numbersMatchFoundation() throws {
        // Several numbers per element, through a chunk size that splits numbers across chunks.
        var elements: [ElementFrame] = []
        var values = Self.numbers[...]
        while !values.isEmpty {
            let four = Array(values.prefix(4)) + Array(repeating: 1, count: max(0, 4 - values.count))
            values = values.dropFirst(4)
            elements.append(Self.element(CGRect(x: four[0], y: four[1], width: four[2], height: four[3])))
        }
        let size = CGSize(width: -1234.56789, height: 0.00015)
        let streamed = try Self.streamed(contentSize: size, elements: elements, chunkSize: 7)
        let expected = try Self.foundationJSON(contentSize: size, elements: elements)
        #expect(streamed.text == expected)
        // 7-byte chunks: the text was handed on in many pieces, never more than one append past the limit.
        #expect(streamed.chunks > expected.utf8.count / 300)
    }
}
