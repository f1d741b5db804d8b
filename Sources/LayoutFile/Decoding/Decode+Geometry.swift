/// Decoding of the small value types: dimensions, sizes, spacings, insets, points.
extension NodeReader {
    /// A mapping with exactly one of `keys`: the key and its value. A mapping with none or
    /// several is reported at this node as `what`.
    func singleKey<Key: CodingKey & CaseIterable>(_ keys: Key.Type, what: String) -> (key: Key, value: NodeReader)? {
        guard let mapping = mapping(keys) else { return nil }
        let present = mapping.presentKeys
        let names = Key.allCases.map(\.stringValue).joined(separator: ", ")
        guard present.count == 1, let name = present.first, let key = Key(stringValue: name), let value = mapping[key]
        else {
            // Unknown keys were reported already; only say what is missing or too many.
            if present.count > 1 {
                error("\(what) has exactly one of \(names); found \(present.joined(separator: ", "))")
            } else if case .mapping(let node) = node, node.isEmpty {
                error("\(what) needs one of \(names)")
            }
            return nil
        }
        return (key, value)
    }
}

extension DimensionSpec {
    static func decode(_ reader: NodeReader) -> DimensionSpec? {
        guard let (key, value) = reader.singleKey(CodingKeys.self, what: "a dimension") else { return nil }
        // Range problems are reported on the dimension's path, at the number.
        func checked(positive: Bool) -> Double? {
            let inner = NodeReader(node: value.node, path: reader.path, context: reader.context)
            return positive ? inner.positive(named: key.stringValue) : inner.length(named: key.stringValue)
        }
        switch key {
        case .fractionalWidth: return checked(positive: true).map(DimensionSpec.fractionalWidth)
        case .fractionalHeight: return checked(positive: true).map(DimensionSpec.fractionalHeight)
        case .absolute: return checked(positive: false).map(DimensionSpec.absolute)
        case .estimated: return checked(positive: false).map(DimensionSpec.estimated)
        case .uniformAcrossSiblings:
            return checked(positive: false).map { DimensionSpec.uniformAcrossSiblings(estimate: $0) }
        }
    }
}

extension SizeSpec {
    static func decode(_ reader: NodeReader) -> SizeSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let width = mapping.required(CodingKeys.widthDimension).flatMap(DimensionSpec.decode)
        let height = mapping.required(CodingKeys.heightDimension).flatMap(DimensionSpec.decode)
        guard let width, let height else { return nil }
        return SizeSpec(widthDimension: width, heightDimension: height)
    }
}

extension SpacingSpec {
    static func decode(_ reader: NodeReader) -> SpacingSpec? {
        guard let (key, value) = reader.singleKey(CodingKeys.self, what: "a spacing") else { return nil }
        let inner = NodeReader(node: value.node, path: reader.path, context: reader.context)
        // Any finite number: a negative spacing overlaps what it separates, as in UIKit.
        guard let amount = inner.number() else { return nil }
        switch key {
        case .fixed: return .fixed(amount)
        case .flexible: return .flexible(amount)
        }
    }
}

extension EdgeSpacingSpec {
    static func decode(_ reader: NodeReader) -> EdgeSpacingSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        var result = EdgeSpacingSpec()
        var valid = true
        func edge(_ key: CodingKeys) -> SpacingSpec? {
            guard let value = mapping[key] else { return nil }
            let spacing = SpacingSpec.decode(value)
            if spacing == nil { valid = false }
            return spacing
        }
        result.leading = edge(.leading)
        result.top = edge(.top)
        result.trailing = edge(.trailing)
        result.bottom = edge(.bottom)
        return valid ? result : nil
    }
}

extension DirectionalInsetsSpec {
    static func decode(_ reader: NodeReader) -> DirectionalInsetsSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        var valid = true
        func edge(_ key: CodingKeys) -> Double {
            guard let value = mapping[key] else { return 0 }
            guard let number = value.number() else {
                valid = false
                return 0
            }
            return number
        }
        let insets = DirectionalInsetsSpec(
            top: edge(.top), leading: edge(.leading), bottom: edge(.bottom), trailing: edge(.trailing))
        return valid ? insets : nil
    }
}

extension EdgeInsetsSpec {
    static func decode(_ reader: NodeReader) -> EdgeInsetsSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        var valid = true
        func edge(_ key: CodingKeys) -> Double {
            guard let value = mapping[key] else { return 0 }
            guard let number = value.length() else {
                valid = false
                return 0
            }
            return number
        }
        let insets = EdgeInsetsSpec(top: edge(.top), left: edge(.left), bottom: edge(.bottom), right: edge(.right))
        return valid ? insets : nil
    }
}

extension PointSpec {
    static func decode(_ reader: NodeReader) -> PointSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let x = mapping.optional(CodingKeys.x) { $0.number() }
        let y = mapping.optional(CodingKeys.y) { $0.number() }
        if x == .some(nil) || y == .some(nil) { return nil }
        return PointSpec(x: (x ?? 0) ?? 0, y: (y ?? 0) ?? 0)
    }
}

extension SizeValueSpec {
    static func decode(_ reader: NodeReader) -> SizeValueSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let width = mapping.required(CodingKeys.width)?.length()
        let height = mapping.required(CodingKeys.height)?.length()
        guard let width, let height else { return nil }
        return SizeValueSpec(width: width, height: height)
    }
}
