import CompositionalLayout

internal import InternalUtilities
import Yams

/// Decoding of items, supplementary items, anchors and groups.
extension NodeReader {
    /// Each entry of a list decoded by `read`; `nil` if the node is not a list or any entry
    /// is bad (every entry is still read, so each problem is reported).
    func list<T>(_ read: (NodeReader) -> T?) -> [T]? {
        guard let entries = sequence() else { return nil }
        let values = entries.map(read)
        let valid = values.compactMap { $0 }
        return valid.count == values.count ? valid : nil
    }

    /// The string keys of a mapping node, without checking them.
    var rawKeys: [String] {
        guard case .mapping(let mapping) = node else { return [] }
        return mapping.keys.compactMap { key in
            guard case .scalar(let scalar) = key else { return nil }
            return context.duplicateKeyMarkers[scalar.string] ?? scalar.string
        }
    }
}

extension SubitemSpec {
    /// An item, or a group when the mapping has a `horizontal`, `vertical` or `custom` key.
    /// A mapping whose keys include a misspelt group kind (`horizontl`) is read as a group,
    /// so the typo is reported with its correction.
    static func decode(_ reader: NodeReader) -> SubitemSpec? {
        let kinds = GroupKindSpec.allCases.map(\.rawValue)
        let itemKeys = Set(ItemSpec.CodingKeys.allCases.map(\.stringValue))
        let keys = reader.rawKeys
        let looksLikeGroup = keys.contains { key in
            kinds.contains(key) || (!itemKeys.contains(key) && Suggestion.closest(to: key, among: kinds) != nil)
        }
        if looksLikeGroup {
            return GroupSpec.decode(reader).map(SubitemSpec.group)
        }
        return ItemSpec.decode(reader).map(SubitemSpec.item)
    }
}

extension ItemSpec {
    static func decode(_ reader: NodeReader) -> ItemSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let layoutSize = mapping.required(CodingKeys.layoutSize).flatMap(SizeSpec.decode)
        let contentInsets = mapping.optional(CodingKeys.contentInsets, DirectionalInsetsSpec.decode)
        let edgeSpacing = mapping.optional(CodingKeys.edgeSpacing, EdgeSpacingSpec.decode)
        let supplementaryItems = mapping.optional(CodingKeys.supplementaryItems) { $0.list(SupplementaryItemSpec.decode) }
        guard let layoutSize, contentInsets != .some(nil), edgeSpacing != .some(nil), supplementaryItems != .some(nil)
        else { return nil }
        return ItemSpec(
            layoutSize: layoutSize, contentInsets: contentInsets ?? nil, edgeSpacing: edgeSpacing ?? nil,
            supplementaryItems: supplementaryItems ?? nil)
    }
}

extension AnchorSpec {
    static func decode(_ reader: NodeReader) -> AnchorSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let edges = mapping.required(CodingKeys.edges)?.list { $0.choice(NSDirectionalRectEdge.self) }
        let absolute = mapping.optional(CodingKeys.absoluteOffset, PointSpec.decode)
        let fractional = mapping.optional(CodingKeys.fractionalOffset, PointSpec.decode)
        if absolute != nil, fractional != nil {
            mapping.reader.error("an anchor has at most one of absoluteOffset, fractionalOffset")
            return nil
        }
        guard let edges, absolute != .some(nil), fractional != .some(nil) else { return nil }
        var offset: Offset?
        if let point = absolute ?? nil { offset = .absolute(point) }
        if let point = fractional ?? nil { offset = .fractional(point) }
        return AnchorSpec(edges: edges, offset: offset)
    }
}

extension SupplementaryItemSpec {
    static func decode(_ reader: NodeReader) -> SupplementaryItemSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let elementKind = mapping.required(CodingKeys.elementKind)?.nonEmptyString()
        let layoutSize = mapping.required(CodingKeys.layoutSize).flatMap(SizeSpec.decode)
        let containerAnchor = mapping.required(CodingKeys.containerAnchor).flatMap(AnchorSpec.decode)
        let itemAnchor = mapping.optional(CodingKeys.itemAnchor, AnchorSpec.decode)
        let zIndex = mapping.optional(CodingKeys.zIndex) { $0.integer() }
        let contentInsets = mapping.optional(CodingKeys.contentInsets, DirectionalInsetsSpec.decode)
        guard let elementKind, let layoutSize, let containerAnchor, itemAnchor != .some(nil), zIndex != .some(nil),
            contentInsets != .some(nil)
        else { return nil }
        return SupplementaryItemSpec(
            elementKind: elementKind, layoutSize: layoutSize, containerAnchor: containerAnchor,
            itemAnchor: itemAnchor ?? nil, zIndex: zIndex ?? nil, contentInsets: contentInsets ?? nil)
    }
}

extension GroupSpec {
    /// `{horizontal: {…}}`, `{vertical: {…}}` or `{custom: {…}}`.
    static func decode(_ reader: NodeReader) -> GroupSpec? {
        let bodyKeys = Set(CodingKeys.allCases.map(\.stringValue))
        if case .mapping(let mapping) = reader.node {
            // A group's properties beside its kind key instead of inside it.
            for (keyNode, _) in mapping {
                guard case .scalar(let scalar) = keyNode, bodyKeys.contains(scalar.string) else { continue }
                let key = scalar.string
                reader.context.report(
                    "`\(key)` belongs inside the group's horizontal, vertical or custom mapping",
                    at: SourceLocation(keyNode.mark), path: reader.path)
            }
        }
        let kindKeys = GroupKindSpec.allCases.map(\.rawValue) + Array(bodyKeys)
        guard let mapping = reader.mapping(allowing: kindKeys) else { return nil }
        let present = mapping.presentKeys.compactMap(GroupKindSpec.init(rawValue:))
        guard present.count == 1, let kind = present.first, let body = mapping[kind.rawValue] else {
            if present.count > 1 {
                reader.error(
                    "a group has exactly one of horizontal, vertical, custom; found "
                        + present.map(\.rawValue).joined(separator: ", "))
            } else if present.isEmpty, !mapping.suggested(anyOf: GroupKindSpec.allCases.map(\.rawValue)) {
                reader.error("a group needs one of horizontal, vertical, custom")
            }
            return nil
        }
        return decodeBody(body, kind: kind)
    }

    private static func decodeBody(_ reader: NodeReader, kind: GroupKindSpec) -> GroupSpec? {
        let keys = (kind == .custom ? customKeys : axisKeys).map(\.stringValue)
        guard let mapping = reader.mapping(allowing: keys) else { return nil }
        let layoutSize = mapping.required(CodingKeys.layoutSize).flatMap(SizeSpec.decode)
        let arrangement = kind == .custom ? decodeFrames(mapping) : decodeSubitems(mapping)
        let interItemSpacing = mapping.optional(CodingKeys.interItemSpacing, SpacingSpec.decode)
        let contentInsets = mapping.optional(CodingKeys.contentInsets, DirectionalInsetsSpec.decode)
        let edgeSpacing = mapping.optional(CodingKeys.edgeSpacing, EdgeSpacingSpec.decode)
        let supplementaryItems = mapping.optional(CodingKeys.supplementaryItems) { $0.list(SupplementaryItemSpec.decode) }
        guard let layoutSize, let arrangement, interItemSpacing != .some(nil), contentInsets != .some(nil),
            edgeSpacing != .some(nil), supplementaryItems != .some(nil)
        else { return nil }
        return GroupSpec(
            kind: kind, layoutSize: layoutSize, arrangement: arrangement, interItemSpacing: interItemSpacing ?? nil,
            contentInsets: contentInsets ?? nil, edgeSpacing: edgeSpacing ?? nil,
            supplementaryItems: supplementaryItems ?? nil)
    }

    private static func decodeFrames(_ mapping: MappingReader) -> Arrangement? {
        guard let frames = mapping.required(CodingKeys.frames)?.list(CustomFrameSpec.decode) else { return nil }
        return .frames(frames)
    }

    private static func decodeSubitems(_ mapping: MappingReader) -> Arrangement? {
        let choices: [CodingKeys] = [.subitems, .repeatingSubitem, .subitem]
        let given = choices.filter { mapping.has($0) }
        guard given.count == 1, let choice = given.first, let value = mapping[choice] else {
            let names = "subitems, repeatingSubitem (with count), subitem (with count)"
            if given.isEmpty {
                if !mapping.suggested(anyOf: choices.map(\.stringValue)) {
                    mapping.reader.error("a group needs one of \(names)")
                }
            } else {
                mapping.reader.error(
                    "a group has exactly one of \(names); found " + given.map(\.stringValue).joined(separator: ", "))
            }
            return nil
        }
        if choice == .subitems {
            let count = mapping[CodingKeys.count]
            count?.error("`count` goes with repeatingSubitem or subitem, not with subitems")
            guard let entries = value.sequence() else { return nil }
            guard !entries.isEmpty else {
                value.error("a group needs at least one subitem")
                return nil
            }
            let subitems = entries.map(SubitemSpec.decode)
            let valid = subitems.compactMap { $0 }
            return valid.count == subitems.count && count == nil ? .subitems(valid) : nil
        }
        let subitem = SubitemSpec.decode(value)
        let count = mapping.required(CodingKeys.count)?.integer(atLeast: 1)
        guard let subitem, let count else { return nil }
        return choice == .repeatingSubitem ? .repeatingSubitem(subitem, count: count) : .subitem(subitem, count: count)
    }
}

extension CustomFrameSpec {
    static func decode(_ reader: NodeReader) -> CustomFrameSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let x = mapping.required(CodingKeys.x)?.number()
        let y = mapping.required(CodingKeys.y)?.number()
        let width = mapping.required(CodingKeys.width)?.length()
        let height = mapping.required(CodingKeys.height)?.length()
        let zIndex = mapping.optional(CodingKeys.zIndex) { $0.integer() }
        guard let x, let y, let width, let height, zIndex != .some(nil) else { return nil }
        return CustomFrameSpec(x: x, y: y, width: width, height: height, zIndex: zIndex ?? nil)
    }
}
