import CompositionalLayout

/// Decoding of sections, their entries and variants, and the configuration.
extension SectionSpec {
    static var keyNames: [String] { CodingKeys.allCases.map(\.stringValue) }

    static func decode(_ reader: NodeReader) -> SectionSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        return decode(from: mapping)
    }

    /// The section's keys in `mapping`, which may hold other keys too (a section entry's).
    static func decode(from mapping: MappingReader) -> SectionSpec? {
        let base = decodeBase(mapping)
        let contentInsets = mapping.optional(CodingKeys.contentInsets, DirectionalInsetsSpec.decode)
        let interGroupSpacing = mapping.optional(CodingKeys.interGroupSpacing) { $0.number() }
        let reference = mapping.optional(CodingKeys.contentInsetsReference) { $0.choice(UIContentInsetsReference.self) }
        let supplementaryReference = mapping.optional(CodingKeys.supplementaryContentInsetsReference) {
            $0.choice(UIContentInsetsReference.self)
        }
        let follows = mapping.optional(CodingKeys.supplementariesFollowContentInsets) { $0.bool() }
        let behavior = mapping.optional(CodingKeys.orthogonalScrollingBehavior) {
            $0.choice(UICollectionLayoutSectionOrthogonalScrollingBehavior.self)
        }
        let properties = mapping.optional(CodingKeys.orthogonalScrollingProperties, OrthogonalScrollingPropertiesSpec.decode)
        let boundaryItems = mapping.optional(CodingKeys.boundarySupplementaryItems) {
            $0.list(BoundarySupplementaryItemSpec.decode)
        }
        let decorations = mapping.optional(CodingKeys.decorationItems) { $0.list(DecorationItemSpec.decode) }
        guard let base, contentInsets != .some(nil), interGroupSpacing != .some(nil), reference != .some(nil),
            supplementaryReference != .some(nil), follows != .some(nil), behavior != .some(nil),
            properties != .some(nil), boundaryItems != .some(nil), decorations != .some(nil)
        else { return nil }
        return SectionSpec(
            base: base, contentInsets: contentInsets ?? nil, interGroupSpacing: interGroupSpacing ?? nil,
            contentInsetsReference: reference ?? nil, supplementaryContentInsetsReference: supplementaryReference ?? nil,
            supplementariesFollowContentInsets: follows ?? nil, orthogonalScrollingBehavior: behavior ?? nil,
            orthogonalScrollingProperties: properties ?? nil, boundarySupplementaryItems: boundaryItems ?? nil,
            decorationItems: decorations ?? nil)
    }

    private static func decodeBase(_ mapping: MappingReader) -> Base? {
        let given = baseKeys.filter { mapping.has($0) }
        // Each base given is read, so its own problems are reported too.
        let bases = given.compactMap { key in mapping[key].map { decodeBase(key, $0) } }
        guard given.count == 1, let base = bases.first else {
            let names = baseKeys.map(\.stringValue).joined(separator: ", ")
            if given.isEmpty {
                if !mapping.suggested(anyOf: baseKeys.map(\.stringValue)) {
                    mapping.reader.error("a section needs one of \(names)")
                }
            } else if given.count > 1 {
                mapping.reader.error(
                    "a section has exactly one of \(names); found " + given.map(\.stringValue).joined(separator: ", "))
            }
            return nil
        }
        return base
    }

    private static func decodeBase(_ key: CodingKeys, _ value: NodeReader) -> Base? {
        switch key {
        case .group: return GroupSpec.decode(value).map(Base.group)
        case .list: return ListSpec.decode(value).map(Base.list)
        default:
            guard let flag = value.bool() else { return nil }
            guard flag else {
                value.error("must be true; leave it out for a section built from a group or a list")
                return nil
            }
            return .mediaItems
        }
    }
}

extension ListSpec {
    static func decode(_ reader: NodeReader) -> ListSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let appearance = mapping.required(CodingKeys.appearance)?.choice(UICollectionLayoutListConfiguration.Appearance.self)
        let headerMode = mapping.optional(CodingKeys.headerMode) {
            $0.choice(UICollectionLayoutListConfiguration.HeaderMode.self)
        }
        let footerMode = mapping.optional(CodingKeys.footerMode) {
            $0.choice(UICollectionLayoutListConfiguration.FooterMode.self)
        }
        let padding = mapping.optional(CodingKeys.headerTopPadding) { $0.length() }
        let separators = mapping.optional(CodingKeys.showsSeparators) { $0.bool() }
        guard let appearance, headerMode != .some(nil), footerMode != .some(nil), padding != .some(nil),
            separators != .some(nil)
        else { return nil }
        return ListSpec(
            appearance: appearance, headerMode: headerMode ?? nil, footerMode: footerMode ?? nil,
            headerTopPadding: padding ?? nil, showsSeparators: separators ?? nil)
    }
}

extension OrthogonalScrollingPropertiesSpec {
    static func decode(_ reader: NodeReader) -> OrthogonalScrollingPropertiesSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let rate = mapping.optional(CodingKeys.decelerationRate, DecelerationRateSpec.decode)
        let bounce = mapping.optional(CodingKeys.bounce) {
            $0.choice(UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.self)
        }
        guard rate != .some(nil), bounce != .some(nil) else { return nil }
        return OrthogonalScrollingPropertiesSpec(decelerationRate: rate ?? nil, bounce: bounce ?? nil)
    }
}

extension DecelerationRateSpec {
    static func decode(_ reader: NodeReader) -> DecelerationRateSpec? {
        typealias DecelerationRate = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
        if case .scalar = reader.node, reader.tagName == .str {
            guard let word = reader.string() else { return nil }
            if let rate = DecelerationRate(fileWord: word) { return .named(rate) }
            let valid = DecelerationRate.allFileWords + ["a number from 0 up to 1"]
            reader.error(NodeReader.unknownValueMessage(word, valid: valid))
            return nil
        }
        guard let value = reader.number() else { return nil }
        guard value >= 0, value < 1 else {
            reader.error("a deceleration rate must be >= 0 and < 1, found \(NodeReader.format(value))")
            return nil
        }
        return .rate(value)
    }
}

extension BoundarySupplementaryItemSpec {
    static func decode(_ reader: NodeReader) -> BoundarySupplementaryItemSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let elementKind = mapping.required(CodingKeys.elementKind)?.nonEmptyString()
        let layoutSize = mapping.required(CodingKeys.layoutSize).flatMap(SizeSpec.decode)
        let alignment = mapping.required(CodingKeys.alignment)?.choice(NSRectAlignment.self)
        let offset = mapping.optional(CodingKeys.absoluteOffset, PointSpec.decode)
        let pins = mapping.optional(CodingKeys.pinToVisibleBounds) { $0.bool() }
        let extends = mapping.optional(CodingKeys.extendsBoundary) { $0.bool() }
        let zIndex = mapping.optional(CodingKeys.zIndex) { $0.integer() }
        let contentInsets = mapping.optional(CodingKeys.contentInsets, DirectionalInsetsSpec.decode)
        guard let elementKind, let layoutSize, let alignment, offset != .some(nil), pins != .some(nil),
            extends != .some(nil), zIndex != .some(nil), contentInsets != .some(nil)
        else { return nil }
        return BoundarySupplementaryItemSpec(
            elementKind: elementKind, layoutSize: layoutSize, alignment: alignment, absoluteOffset: offset ?? nil,
            pinToVisibleBounds: pins ?? nil, extendsBoundary: extends ?? nil, zIndex: zIndex ?? nil,
            contentInsets: contentInsets ?? nil)
    }
}

extension DecorationItemSpec {
    static func decode(_ reader: NodeReader) -> DecorationItemSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let kind = mapping.required(CodingKeys.background)?.nonEmptyString()
        let contentInsets = mapping.optional(CodingKeys.contentInsets, DirectionalInsetsSpec.decode)
        let zIndex = mapping.optional(CodingKeys.zIndex) { $0.integer() }
        guard let kind, contentInsets != .some(nil), zIndex != .some(nil) else { return nil }
        return DecorationItemSpec(background: kind, contentInsets: contentInsets ?? nil, zIndex: zIndex ?? nil)
    }
}

extension SectionEntry {
    static func decode(_ reader: NodeReader) -> SectionEntry? {
        let entryKeys = CodingKeys.allCases.map(\.stringValue)
        guard let mapping = reader.mapping(allowing: entryKeys + SectionSpec.keyNames) else { return nil }
        let count = mapping.required(CodingKeys.numberOfItems)?.integer(atLeast: 0)
        let content: Content?
        if let variants = mapping[CodingKeys.variants] {
            for key in mapping.presentKeys where SectionSpec.keyNames.contains(key) {
                mapping[key]?.error(
                    "a section with variants has its properties inside each variant's `section`, not beside `variants`")
            }
            content = SectionVariantSpec.decodeList(variants).map(Content.variants)
        } else {
            content = SectionSpec.decode(from: mapping).map(Content.section)
        }
        let cells = mapping.optional(CodingKeys.cells) { $0.list(CellContentSpec.decode) }
        let supplementaries = mapping.optional(CodingKeys.supplementaries, ListContentSpec.decodeKinds)
        if let cells = cells ?? nil, let count, let node = mapping[CodingKeys.cells] {
            CellContentSpec.checkSelections(cells, numberOfItems: count, in: node)
        }
        guard let count, let content, cells != .some(nil), supplementaries != .some(nil) else { return nil }
        return SectionEntry(
            numberOfItems: count, content: content, cells: cells ?? nil, supplementaries: supplementaries ?? nil)
    }
}

extension SectionVariantSpec {
    static func decodeList(_ reader: NodeReader) -> [SectionVariantSpec]? {
        guard let entries = reader.nonEmptySequence() else { return nil }
        let variants = entries.map(decode)
        var valid = variants.count == variants.compactMap({ $0 }).count
        if let fallback = variants.firstIndex(where: { $0 != nil && $0?.when == nil }), fallback < entries.count - 1 {
            entries[fallback + 1].error("this variant comes after the fallback (a variant without `when`) and is never used")
            valid = false
        }
        return valid ? variants.compactMap { $0 } : nil
    }

    static func decode(_ reader: NodeReader) -> SectionVariantSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let when = mapping.optional(CodingKeys.when, VariantConditionSpec.decode)
        let section = mapping.required(CodingKeys.section).flatMap(SectionSpec.decode)
        guard let section, when != .some(nil) else { return nil }
        return SectionVariantSpec(when: when ?? nil, section: section)
    }
}

extension VariantConditionSpec {
    static func decode(_ reader: NodeReader) -> VariantConditionSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let minWidth = mapping.optional(CodingKeys.minWidth) { $0.length() }
        let maxWidth = mapping.optional(CodingKeys.maxWidth) { $0.length() }
        let horizontal = mapping.optional(CodingKeys.horizontalSizeClass) { $0.choice(UIUserInterfaceSizeClass.self) }
        let vertical = mapping.optional(CodingKeys.verticalSizeClass) { $0.choice(UIUserInterfaceSizeClass.self) }
        guard minWidth != .some(nil), maxWidth != .some(nil), horizontal != .some(nil), vertical != .some(nil) else {
            return nil
        }
        let condition = VariantConditionSpec(
            minWidth: minWidth ?? nil, maxWidth: maxWidth ?? nil, horizontalSizeClass: horizontal ?? nil,
            verticalSizeClass: vertical ?? nil)
        if mapping.presentKeys.isEmpty {
            reader.error("`when` needs at least one condition; leave `when` out to make the fallback variant")
            return nil
        }
        if let low = condition.minWidth, let high = condition.maxWidth, low > high {
            reader.error(
                "minWidth \(NodeReader.format(low)) is greater than maxWidth \(NodeReader.format(high)); no width matches")
            return nil
        }
        return condition
    }
}

extension ConfigurationSpec {
    static func decode(_ reader: NodeReader) -> ConfigurationSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let direction = mapping.optional(CodingKeys.scrollDirection) { $0.choice(UICollectionView.ScrollDirection.self) }
        let spacing = mapping.optional(CodingKeys.interSectionSpacing) { $0.number() }
        let reference = mapping.optional(CodingKeys.contentInsetsReference) { $0.choice(UIContentInsetsReference.self) }
        let items = mapping.optional(CodingKeys.boundarySupplementaryItems) {
            $0.list(BoundarySupplementaryItemSpec.decode)
        }
        guard direction != .some(nil), spacing != .some(nil), reference != .some(nil), items != .some(nil) else {
            return nil
        }
        return ConfigurationSpec(
            scrollDirection: direction ?? nil, interSectionSpacing: spacing ?? nil,
            contentInsetsReference: reference ?? nil, boundarySupplementaryItems: items ?? nil)
    }
}
