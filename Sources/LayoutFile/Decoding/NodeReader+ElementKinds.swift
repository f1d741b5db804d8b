extension NodeReader {
    /// `{<elementKind>: <value>, …}`: every key is allowed (duplicates are still reported) but
    /// an empty one, and each value is read by `decode`; a non-mapping is reported. `nil` when
    /// any key or value was bad, after reporting every one.
    func elementKindMapping<Value>(_ decode: (NodeReader) -> Value?) -> [String: Value]? {
        guard let mapping = mapping(allowing: rawKeys) else { return nil }
        var result: [String: Value] = [:]
        var valid = true
        for kind in mapping.presentKeys {
            guard let value = mapping[kind] else { continue }
            if kind.isEmpty {
                value.error("an element kind must not be empty")
                valid = false
            } else if let decoded = decode(value) {
                result[kind] = decoded
            } else {
                valid = false
            }
        }
        return valid ? result : nil
    }
}
