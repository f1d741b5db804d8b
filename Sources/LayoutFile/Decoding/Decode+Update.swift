/// Decoding of `update`.
extension UpdateOperationSpec {
    static func decode(_ reader: NodeReader) -> UpdateOperationSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let keys = mapping.presentKeys.compactMap(CodingKeys.init(stringValue:))
        guard keys.count == 1, let key = keys.first, let value = mapping[key.stringValue] else {
            if !keys.isEmpty || !mapping.suggested(anyOf: CodingKeys.allCases.map(\.stringValue)) {
                reader.error(
                    "an update entry has exactly one of the keys "
                        + CodingKeys.allCases.map { "`\($0.stringValue)`" }.joined(separator: ", ")
                        + (keys.isEmpty ? "" : "; found \(keys.count)"))
            }
            return nil
        }
        switch key {
        case .insertItems: return value.list(IndexPathSpec.decode).map(Self.insertItems)
        case .deleteItems: return value.list(IndexPathSpec.decode).map(Self.deleteItems)
        case .reloadItems: return value.list(IndexPathSpec.decode).map(Self.reloadItems)
        case .insertSections: return value.list(InsertedSectionSpec.decode).map(Self.insertSections)
        case .deleteSections: return value.list { $0.integer(atLeast: 0) }.map(Self.deleteSections)
        case .moveItem:
            guard let move = value.mapping(MoveKeys.self) else { return nil }
            let from = move.required(MoveKeys.from).flatMap(IndexPathSpec.decode)
            let to = move.required(MoveKeys.to).flatMap(IndexPathSpec.decode)
            guard let from, let to else { return nil }
            return .moveItem(from: from, to: to)
        case .moveSection:
            guard let move = value.mapping(MoveKeys.self) else { return nil }
            let from = move.required(MoveKeys.from)?.integer(atLeast: 0)
            let to = move.required(MoveKeys.to)?.integer(atLeast: 0)
            guard let from, let to else { return nil }
            return .moveSection(from: from, to: to)
        }
    }
}

extension IndexPathSpec {
    /// `[section, item]`: a list of two integers ≥ 0.
    static func decode(_ reader: NodeReader) -> IndexPathSpec? {
        guard let entries = reader.sequence() else { return nil }
        guard entries.count == 2 else {
            reader.error("an index path is a list of two integers, [section, item]; found \(entries.count)")
            return nil
        }
        let section = entries[0].integer(atLeast: 0)
        let item = entries[1].integer(atLeast: 0)
        guard let section, let item else { return nil }
        return IndexPathSpec(section: section, item: item)
    }
}

extension InsertedSectionSpec {
    static func decode(_ reader: NodeReader) -> InsertedSectionSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let at = mapping.required(CodingKeys.at)?.integer(atLeast: 0)
        let section = mapping.required(CodingKeys.section).flatMap(SectionEntry.decode)
        guard let at, let section else { return nil }
        return InsertedSectionSpec(at: at, section: section)
    }
}
