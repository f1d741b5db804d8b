import Foundation
import Yams

extension LayoutFileDocument {
    /// The document as the bytes of a layout file in `format`, ending with a line break.
    ///
    /// The output depends only on the document, so encoding the same document twice (or on
    /// another machine) gives the same bytes:
    ///
    /// - **JSON**: pretty-printed, keys sorted, numbers in their shortest form that reads
    ///   back to the same `Double`.
    /// - **YAML**: the same values and number spellings; keys in the order a person would
    ///   write them (`version`, `host`, `configuration`, `sections`, `measuredSizes`, `update`; in a
    ///   section its item count and base first; sizes before what they size), the rest
    ///   sorted; small mappings and lists on one line in flow style (`{fixed: 8}`); strings
    ///   quoted only where YAML would read them as something else (`"true"`, `"1"`).
    ///
    /// - Throws: `EncodingError` for a number that is not finite (the decoder would refuse
    ///   it too); a YAML emitter error, which does not happen for a document's values.
    public func encoded(as format: LayoutFileFormat) throws -> Data {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(self) + Data("\n".utf8)
        case .yaml:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = String(decoding: try encoder.encode(self), as: UTF8.self)
            // JSON is YAML: parsing it keeps every number exactly as JSON spelled it, which
            // YAMLEncoder's own number formatting would not (it rounds to 15 digits).
            guard let node = try Yams.compose(yaml: json) else { return Data("{}\n".utf8) }
            let text = try Yams.serialize(node: YAMLStyle.restyled(node), indent: 2, width: -1, allowUnicode: true)
            return Data(text.utf8)
        }
    }
}

/// How the YAML encoding looks: key order, flow or block style, quoting.
enum YAMLStyle {
    /// A collection whose flow text is at most this long is written on one line.
    static let flowLimit = 90

    /// Keys written first, in this order, wherever they occur; other keys follow sorted.
    static let leadingKeys: [String] = [
        "version", "host", "configuration", "sections", "measuredSizes", "update", "at",
        "numberOfItems", "group", "list", "mediaItems", "variants", "when", "section", "item",
        "horizontal", "vertical", "custom", "elementKind", "background", "appearance",
        "layoutSize", "widthDimension", "heightDimension", "alignment", "containerAnchor", "itemAnchor", "edges",
        "subitems", "repeatingSubitem", "subitem", "count", "frames",
        "x", "y", "width", "height", "scale",
        "top", "leading", "left", "bottom", "trailing", "right",
    ]

    private static let rank: [String: Int] = {
        var rank: [String: Int] = [:]
        for (index, key) in leadingKeys.enumerated() where rank[key] == nil { rank[key] = index }
        return rank
    }()

    /// `node` (parsed from JSON) in the YAML style described on `encoded(as:)`.
    static func restyled(_ node: Node) -> Node {
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .doubleQuoted else {
                // Numbers, booleans and null, spelled as JSON spelled them.
                return .scalar(Node.Scalar(scalar.string, Tag(.implicit), .plain))
            }
            let plain = Node.Scalar(scalar.string, Tag(.implicit), .plain)
            let readsAsString = Resolver.default.resolveTag(of: .scalar(plain)) == .str && !scalar.string.isEmpty
            return .scalar(Node.Scalar(scalar.string, Tag(.str), readsAsString ? .plain : .doubleQuoted))
        case .mapping(let mapping):
            let pairs = mapping.map { (key: $0.key, value: restyled($0.value)) }.sorted { lhs, rhs in
                let left = lhs.key.string ?? ""
                let right = rhs.key.string ?? ""
                return (rank[left] ?? Int.max, left) < (rank[right] ?? Int.max, right)
            }
            let restyledPairs = pairs.map { (restyled($0.key), $0.value) }
            let flowLength = length(of: .mapping(Node.Mapping(pairs.map { ($0.key, $0.value) })))
            return .mapping(Node.Mapping(restyledPairs, Tag(.implicit), isSmall(flowLength, node) ? .flow : .block))
        case .sequence(let sequence):
            let entries = sequence.map(restyled)
            let flowLength = length(of: .sequence(Node.Sequence(entries)))
            return .sequence(Node.Sequence(entries, Tag(.implicit), isSmall(flowLength, node) ? .flow : .block))
        case .alias:
            return node
        }
    }

    /// Whether a collection goes on one line: short, and not a list of mappings (those read
    /// better one per line, as `sections` and `subitems` do).
    private static func isSmall(_ flowLength: Int, _ node: Node) -> Bool {
        if case .sequence(let sequence) = node, sequence.contains(where: { $0.mapping != nil }), sequence.count > 1 {
            return false
        }
        return flowLength <= flowLimit
    }

    /// The length of `node` written in flow style.
    private static func length(of node: Node) -> Int {
        switch node {
        case .scalar(let scalar): return scalar.string.count + (scalar.style == .plain ? 0 : 2)
        case .mapping(let mapping):
            // `{key: value, key: value}`
            let pairs = mapping.reduce(0) { $0 + ($1.key.string?.count ?? 0) + 2 + length(of: $1.value) }
            return 2 + pairs + 2 * max(0, mapping.count - 1)
        case .sequence(let sequence):
            return 2 + sequence.reduce(0) { $0 + length(of: $1) } + 2 * max(0, sequence.count - 1)
        case .alias: return 0
        }
    }
}
