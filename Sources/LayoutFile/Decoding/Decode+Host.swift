import CompositionalLayout

/// Decoding of the host and the measured sizes.
extension HostSpec {
    static func decode(_ reader: NodeReader) -> HostSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let width = mapping.optional(CodingKeys.width) { $0.length() }
        let height = mapping.optional(CodingKeys.height) { $0.length() }
        let scale = mapping.optional(CodingKeys.scale) { $0.positive() }
        let safeArea = mapping.optional(CodingKeys.safeAreaInsets, EdgeInsetsSpec.decode)
        let margins = mapping.optional(CodingKeys.layoutMargins, EdgeInsetsSpec.decode)
        let contentInset = mapping.optional(CodingKeys.contentInset, EdgeInsetsSpec.decode)
        let screen = mapping.optional(CodingKeys.screen, SizeValueSpec.decode)
        let direction = mapping.optional(CodingKeys.layoutDirection) { $0.choice(UIUserInterfaceLayoutDirection.self) }
        let horizontal = mapping.optional(CodingKeys.horizontalSizeClass) { $0.choice(UIUserInterfaceSizeClass.self) }
        let vertical = mapping.optional(CodingKeys.verticalSizeClass) { $0.choice(UIUserInterfaceSizeClass.self) }
        let offset = mapping.optional(CodingKeys.contentOffset, PointSpec.decode)
        let rowOffsets = mapping.optional(CodingKeys.orthogonalScrollOffsets) { $0.list(OrthogonalScrollOffsetSpec.decode) }
        guard width != .some(nil), height != .some(nil), scale != .some(nil), safeArea != .some(nil),
            margins != .some(nil), contentInset != .some(nil), screen != .some(nil), direction != .some(nil),
            horizontal != .some(nil), vertical != .some(nil), offset != .some(nil), rowOffsets != .some(nil)
        else { return nil }
        return HostSpec(
            width: width ?? nil, height: height ?? nil, scale: scale ?? nil, safeAreaInsets: safeArea ?? nil,
            layoutMargins: margins ?? nil, contentInset: contentInset ?? nil, screen: screen ?? nil,
            layoutDirection: direction ?? nil, horizontalSizeClass: horizontal ?? nil, verticalSizeClass: vertical ?? nil,
            contentOffset: offset ?? nil, orthogonalScrollOffsets: rowOffsets ?? nil)
    }
}

extension OrthogonalScrollOffsetSpec {
    static func decode(_ reader: NodeReader) -> OrthogonalScrollOffsetSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let section = mapping.required(CodingKeys.section)?.integer(atLeast: 0)
        let x = mapping.optional(CodingKeys.x) { $0.number() }
        let y = mapping.optional(CodingKeys.y) { $0.number() }
        guard let section, x != .some(nil), y != .some(nil) else { return nil }
        return OrthogonalScrollOffsetSpec(section: section, x: (x ?? 0) ?? 0, y: (y ?? 0) ?? 0)
    }
}

extension MeasuredSizesSpec {
    static func decode(_ reader: NodeReader) -> MeasuredSizesSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let fallback = mapping.optional(CodingKeys.default, MeasuredSizeSpec.decode)
        let cycle = mapping.optional(CodingKeys.cycle) { list -> [MeasuredSizeSpec]? in
            guard let entries = list.nonEmptySequence() else { return nil }
            let sizes = entries.map(MeasuredSizeSpec.decode)
            let valid = sizes.compactMap { $0 }
            return valid.count == sizes.count ? valid : nil
        }
        let supplementaries = mapping.optional(CodingKeys.supplementaries, decodeKinds)
        let overrides = mapping.optional(CodingKeys.overrides) { $0.list(MeasuredSizeOverrideSpec.decode) }
        guard fallback != .some(nil), cycle != .some(nil), supplementaries != .some(nil), overrides != .some(nil) else {
            return nil
        }
        return MeasuredSizesSpec(
            default: fallback ?? nil, cycle: cycle ?? nil, supplementaries: supplementaries ?? nil,
            overrides: overrides ?? nil)
    }

    /// `{<elementKind>: {width?, height?}, …}`: any non-empty string is a key.
    private static func decodeKinds(_ reader: NodeReader) -> [String: MeasuredSizeSpec]? {
        reader.elementKindMapping(MeasuredSizeSpec.decode)
    }
}

extension MeasuredSizeSpec {
    static func decode(_ reader: NodeReader) -> MeasuredSizeSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let width = mapping.optional(CodingKeys.width) { $0.length() }
        let height = mapping.optional(CodingKeys.height) { $0.length() }
        guard width != .some(nil), height != .some(nil) else { return nil }
        return MeasuredSizeSpec(width: width ?? nil, height: height ?? nil)
    }
}

extension MeasuredSizeOverrideSpec {
    static func decode(_ reader: NodeReader) -> MeasuredSizeOverrideSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let section = mapping.required(CodingKeys.section)?.integer(atLeast: 0)
        let item = mapping.required(CodingKeys.item)?.integer(atLeast: 0)
        let kind = mapping.optional(CodingKeys.elementKind) { $0.nonEmptyString() }
        let width = mapping.optional(CodingKeys.width) { $0.length() }
        let height = mapping.optional(CodingKeys.height) { $0.length() }
        guard let section, let item, kind != .some(nil), width != .some(nil), height != .some(nil) else { return nil }
        return MeasuredSizeOverrideSpec(
            section: section, item: item, elementKind: kind ?? nil, width: width ?? nil, height: height ?? nil)
    }
}
