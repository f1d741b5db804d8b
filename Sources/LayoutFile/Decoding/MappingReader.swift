internal import InternalUtilities
import Yams

/// The entries of a mapping node whose keys were checked: each allowed key once.
struct MappingReader {
    let reader: NodeReader
    private var values: [String: NodeReader] = [:]
    /// The allowed keys present, in file order.
    private(set) var presentKeys: [String] = []
    /// The keys suggested for unknown keys ("did you mean …?"): a missing key among them
    /// was already reported as the typo, so it is not reported again as missing.
    private(set) var suggestedKeys: Set<String> = []

    init(_ reader: NodeReader, allowing allowed: [String]) {
        self.reader = reader
        guard case .mapping(let mapping) = reader.node else { return }
        let allowedSet = Set(allowed)
        var firstSeen: [String: SourceLocation?] = [:]
        for (keyNode, valueNode) in mapping {
            let keyLocation = SourceLocation(keyNode.mark)
            guard case .scalar(let scalar) = keyNode else {
                reader.context.report("keys must be strings", at: keyLocation, path: reader.path)
                continue
            }
            let original = reader.context.duplicateKeyMarkers[scalar.string]
            let key = original ?? scalar.string
            if let previous = firstSeen[key] {
                let at = previous.map { " (first at line \($0.line), column \($0.column))" } ?? ""
                reader.context.report("duplicate key `\(key)`\(at)", at: keyLocation, path: reader.path)
                continue
            }
            firstSeen[key] = keyLocation
            guard allowedSet.contains(key) else {
                let suggestion = Suggestion.closest(to: key, among: allowed)
                if let suggestion { suggestedKeys.insert(suggestion) }
                reader.context.report(
                    Self.unknownKeyMessage(key, suggestion: suggestion, allowed: allowed), at: keyLocation,
                    path: reader.path)
                continue
            }
            presentKeys.append(key)
            values[key] = reader.child(key: key, node: valueNode)
        }
    }

    static func unknownKeyMessage(_ key: String, suggestion: String?, allowed: [String]) -> String {
        if key == "<<" { return "YAML merge keys (`<<`) are not supported; write the keys out" }
        if let suggestion {
            return "unknown key `\(key)`; did you mean `\(suggestion)`?"
        }
        return "unknown key `\(key)`; valid keys here: \(allowed.joined(separator: ", "))"
    }

    /// The value of `key`, if present.
    subscript(_ key: some CodingKey) -> NodeReader? {
        values[key.stringValue]
    }

    /// The value of `key`, if present.
    subscript(_ key: String) -> NodeReader? {
        values[key]
    }

    /// Whether `key` is present.
    func has(_ key: some CodingKey) -> Bool {
        values[key.stringValue] != nil
    }

    /// The value of `key`; its absence is reported at the mapping, unless an unknown key
    /// was already reported as a typo of it.
    func required(_ key: some CodingKey) -> NodeReader? {
        if let value = values[key.stringValue] { return value }
        if !suggestedKeys.contains(key.stringValue) { reader.error("missing required key `\(key.stringValue)`") }
        return nil
    }

    /// Whether an unknown key was reported as a typo of one of `keys`.
    func suggested(anyOf keys: [String]) -> Bool {
        keys.contains(where: suggestedKeys.contains)
    }

    /// `read` applied to the value of `key`, if present: `.some(nil)` when the value was
    /// present but bad (already reported).
    func optional<T>(_ key: some CodingKey, _ read: (NodeReader) -> T?) -> T?? {
        guard let value = values[key.stringValue] else { return .none }
        return .some(read(value))
    }
}
