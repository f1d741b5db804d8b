internal import InternalUtilities
import Yams

/// One node of the file being decoded, with its path: the typed reads check the node's
/// type and range, report what is wrong at the node's location, and return `nil` then, so
/// the caller goes on with the rest of the file.
struct NodeReader {
    let node: Node
    /// The node's path in the file, such as `sections[0].group`; empty for the root.
    let path: String
    let context: DecodingContext

    init(node: Node, path: String, context: DecodingContext) {
        self.node = node
        self.path = path
        self.context = context
        context.record(path, at: location)
    }

    var location: SourceLocation? { SourceLocation(node.mark) }

    /// The node's resolved tag (`str`, `int`, `float`, `bool`, `null`, …).
    var tagName: Tag.Name { Tag.Name(rawValue: node.tag.rawValue) }

    /// Reports `message` at this node.
    func error(_ message: String) {
        context.report(message, at: location, path: path)
    }

    /// Reports `message` at this node as a warning.
    func warning(_ message: String) {
        context.report(message, at: location, path: path, severity: .warning)
    }

    func child(key: String, node: Node) -> NodeReader {
        NodeReader(node: node, path: path.isEmpty ? key : "\(path).\(key)", context: context)
    }

    func child(index: Int, node: Node) -> NodeReader {
        NodeReader(node: node, path: "\(path)[\(index)]", context: context)
    }

    // MARK: Types

    /// What the node is, for "expected …, found …" messages.
    var kindDescription: String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch tagName {
            case .str: return "a string"
            case .int, .float: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            case .timestamp: return "a date"
            default: return "`\(scalar.string)`"
            }
        }
    }

    private func mismatch(_ expected: String) {
        error("expected \(expected), found \(kindDescription)")
    }

    /// The number, if the node is one. NaN and the infinities (`.nan`, `.inf` in YAML) are
    /// reported: every number in the format must be finite.
    func number() -> Double? {
        guard case .scalar(let scalar) = node else {
            mismatch("a number")
            return nil
        }
        let value: Double?
        switch tagName {
        case .int: value = node.int.map(Double.init) ?? node.float
        case .float: value = node.float
        default:
            mismatch("a number")
            return nil
        }
        guard let value else {
            error("`\(scalar.string)` is not a number this format can hold")
            return nil
        }
        guard value.isFinite else {
            error("expected a finite number, found \(scalar.string)")
            return nil
        }
        return value
    }

    /// A finite number ≥ 0 (lengths, spacings, sizes). `name` starts the message when the
    /// path does not end with it already (a dimension's kind).
    func length(named name: String? = nil) -> Double? {
        guard let value = number() else { return nil }
        guard value >= 0 else {
            error(Self.prefix(name) + "must be >= 0, found \(Self.format(value))")
            return nil
        }
        return value
    }

    /// A finite number > 0.
    func positive(named name: String? = nil) -> Double? {
        guard let value = number() else { return nil }
        guard value > 0 else {
            error(Self.prefix(name) + "must be > 0, found \(Self.format(value))")
            return nil
        }
        return value
    }

    private static func prefix(_ name: String?) -> String {
        name.map { "\($0) " } ?? ""
    }

    /// An integer; a number with a fraction is reported.
    func integer() -> Int? {
        guard case .scalar(let scalar) = node else {
            mismatch("an integer")
            return nil
        }
        switch tagName {
        case .int:
            if let value = node.int { return value }
            error("`\(scalar.string)` is too large for an integer")
            return nil
        case .float:
            if let value = node.float, value.isFinite, value.rounded() == value, abs(value) < 9.0e15 { return Int(value) }
            error("expected an integer, found \(scalar.string)")
            return nil
        default:
            mismatch("an integer")
            return nil
        }
    }

    /// An integer ≥ `minimum`.
    func integer(atLeast minimum: Int) -> Int? {
        guard let value = integer() else { return nil }
        guard value >= minimum else {
            error("must be >= \(minimum), found \(value)")
            return nil
        }
        return value
    }

    /// A boolean (`true`/`false`; YAML also reads `yes`/`no`/`on`/`off`).
    func bool() -> Bool? {
        guard tagName == .bool, let value = node.bool else {
            mismatch("a boolean (true or false)")
            return nil
        }
        return value
    }

    /// A string.
    func string() -> String? {
        guard case .scalar(let scalar) = node, tagName == .str else {
            mismatch("a string")
            return nil
        }
        return scalar.string
    }

    /// A string that is not empty (element kinds).
    func nonEmptyString() -> String? {
        guard let value = string() else { return nil }
        guard !value.isEmpty else {
            error("must not be empty")
            return nil
        }
        return value
    }

    /// One of `E`'s words; an unknown word is reported with the valid ones.
    func choice<E: LayoutFileEnum>(_ type: E.Type) -> E? {
        guard let word = string() else { return nil }
        if let value = E(fileWord: word) { return value }
        error(Self.unknownValueMessage(word, valid: E.allFileWords))
        return nil
    }

    static func unknownValueMessage(_ word: String, valid: [String]) -> String {
        var message = "unknown value `\(word)`; expected one of: \(valid.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: word, among: valid) { message += "; did you mean `\(suggestion)`?" }
        return message
    }

    /// The entries, if the node is a list.
    func sequence() -> [NodeReader]? {
        guard case .sequence(let sequence) = node else {
            mismatch("a list")
            return nil
        }
        return sequence.enumerated().map { child(index: $0.offset, node: $0.element) }
    }

    /// A non-empty list.
    func nonEmptySequence() -> [NodeReader]? {
        guard let entries = sequence() else { return nil }
        guard !entries.isEmpty else {
            error("the list must not be empty")
            return nil
        }
        return entries
    }

    /// The mapping, if the node is one, after checking its keys against `keys`.
    func mapping<Key: CodingKey & CaseIterable>(_ keys: Key.Type) -> MappingReader? {
        mapping(allowing: keys.allCases.map(\.stringValue))
    }

    /// The mapping, if the node is one, after checking its keys against `allowed`: unknown
    /// keys, duplicate keys and keys that are not strings are reported and left out.
    func mapping(allowing allowed: [String]) -> MappingReader? {
        guard case .mapping = node else {
            mismatch("a mapping")
            return nil
        }
        return MappingReader(self, allowing: allowed)
    }

    /// Numbers in messages: whole numbers without a fraction, others as Swift prints them.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
