internal import InternalUtilities
import CompositionalLayout

/// Decoding of a section entry's `cells` and `supplementaries`.
extension CellContentSpec {
    static func decode(_ reader: NodeReader) -> CellContentSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let item = mapping.optional(CodingKeys.item) { $0.integer(atLeast: 0) }
        let range = mapping.optional(CodingKeys.items, decodeRange)
        let content = mapping.optional(CodingKeys.content, ListContentSpec.decode)
        let accessories = mapping.optional(CodingKeys.accessories) { $0.list(AccessorySpec.decode) }
        if mapping.has(CodingKeys.item), mapping.has(CodingKeys.items) {
            reader.error("a cell entry selects its items with `item` or `items`, not both")
            return nil
        }
        guard item != .some(nil), range != .some(nil), content != .some(nil), accessories != .some(nil) else {
            return nil
        }
        let selection: Selection
        if let index = item ?? nil {
            selection = .item(index)
        } else if let range = range ?? nil {
            selection = range
        } else {
            selection = .all
        }
        return CellContentSpec(selection: selection, content: content ?? nil, accessories: accessories ?? nil)
    }

    /// `items: {first?, last?}`: indexes ≥ 0, `first` ≤ `last`.
    private static func decodeRange(_ reader: NodeReader) -> Selection? {
        guard let mapping = reader.mapping(RangeKeys.self) else { return nil }
        let first = mapping.optional(RangeKeys.first) { $0.integer(atLeast: 0) }
        let last = mapping.optional(RangeKeys.last) { $0.integer(atLeast: 0) }
        guard first != .some(nil), last != .some(nil) else { return nil }
        if mapping.presentKeys.isEmpty {
            reader.error("`items` needs `first`, `last` or both; leave `items` out to select every item")
            return nil
        }
        if let low = first ?? nil, let high = last ?? nil, low > high {
            reader.error("first \(low) is after last \(high); the range selects no item")
            return nil
        }
        return .range(first: first ?? nil, last: last ?? nil)
    }

    /// Warns about entries that configure no cell: after an entry that selects every item,
    /// or starting past the section's last item.
    static func checkSelections(_ cells: [CellContentSpec], numberOfItems: Int, in list: NodeReader) {
        guard case .sequence(let nodes) = list.node else { return }
        var everyItemTaken = false
        for (index, cell) in cells.enumerated() where nodes.indices.contains(index) {
            let path = "\(list.path)[\(index)]"
            let location = SourceLocation(nodes[index].mark)
            if everyItemTaken {
                list.context.report(
                    "an earlier entry selects every item; this entry is never used", at: location, path: path,
                    severity: .warning)
                continue
            }
            let start: Int
            switch cell.selection {
            case .all:
                everyItemTaken = true
                start = 0
            case .item(let item): start = item
            case .range(let first, _): start = first ?? 0
            }
            if start >= numberOfItems, cell.selection != .all {
                list.context.report(
                    "the section has \(numberOfItems) item\(numberOfItems == 1 ? "" : "s"); this entry is never used",
                    at: location, path: path, severity: .warning)
            }
        }
    }
}

extension ListContentSpec {
    static func decode(_ reader: NodeReader) -> ListContentSpec? {
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let preset = mapping.optional(CodingKeys.preset) { $0.choice(ListContentPreset.self) }
        let text = mapping.optional(CodingKeys.text, TextTemplate.decode)
        let secondary = mapping.optional(CodingKeys.secondaryText, TextTemplate.decode)
        let image = mapping.optional(CodingKeys.image, ImageSpec.decode)
        guard preset != .some(nil), text != .some(nil), secondary != .some(nil), image != .some(nil) else { return nil }
        return ListContentSpec(preset: preset ?? nil, text: text ?? nil, secondaryText: secondary ?? nil, image: image ?? nil)
    }

    /// `{<elementKind>: <list content>, …}`: any non-empty string is a key.
    static func decodeKinds(_ reader: NodeReader) -> [String: ListContentSpec]? {
        reader.elementKindMapping(decode)
    }
}

extension TextTemplate {
    /// A string whose braces are placeholders or doubled.
    static func decode(_ reader: NodeReader) -> TextTemplate? {
        guard let text = reader.string() else { return nil }
        switch problem(in: text) {
        case nil:
            return TextTemplate(text)
        case .unknownPlaceholder(let name):
            var message =
                "unknown placeholder `{\(name)}`; the placeholders are "
                + placeholders.map { "`{\($0)}`" }.joined(separator: ", ") + " (write `{{` and `}}` for braces)"
            if let suggestion = Suggestion.closest(to: name, among: placeholders) {
                message += "; did you mean `{\(suggestion)}`?"
            }
            reader.error(message)
        case .unclosedBrace:
            reader.error("a `{` without its `}`; write `{{` for a brace")
        case .unopenedBrace:
            reader.error("a `}` without its `{`; write `}}` for a brace")
        }
        return nil
    }
}

extension ImageSpec {
    /// A symbol's name, `{systemName: …}` or `{named: …}`.
    static func decode(_ reader: NodeReader) -> ImageSpec? {
        if case .scalar = reader.node {
            return reader.nonEmptyString().map(ImageSpec.systemName)
        }
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let symbol = mapping.optional(CodingKeys.systemName) { $0.nonEmptyString() }
        let named = mapping.optional(CodingKeys.named) { $0.nonEmptyString() }
        guard mapping.presentKeys.count == 1 else {
            if mapping.presentKeys.count > 1 || !mapping.suggested(anyOf: CodingKeys.allCases.map(\.stringValue)) {
                reader.error("an image has exactly one of `systemName` and `named`, or is a symbol's name")
            }
            return nil
        }
        if let symbol = symbol ?? nil { return .systemName(symbol) }
        if let named = named ?? nil { return .named(named) }
        return nil
    }
}

extension AccessorySpec {
    /// A kind's word, or `{<kind>: {text?, displayed?}}`.
    static func decode(_ reader: NodeReader) -> AccessorySpec? {
        if case .scalar = reader.node {
            guard let kind = reader.choice(Kind.self) else { return nil }
            if kind == .label {
                reader.error("a label accessory needs its text: write `{label: {text: …}}`")
                return nil
            }
            return AccessorySpec(kind: kind)
        }
        guard let outer = reader.mapping(allowing: Kind.allFileWords) else { return nil }
        guard outer.presentKeys.count == 1, let word = outer.presentKeys.first, let kind = Kind(fileWord: word),
            let body = outer[word]
        else {
            if outer.presentKeys.count > 1 || !outer.suggested(anyOf: Kind.allFileWords) {
                reader.error("an accessory is one kind's word, or a mapping with one kind holding its options")
            }
            return nil
        }
        guard let options = body.mapping(CodingKeys.self) else { return nil }
        let text = options.optional(CodingKeys.text, TextTemplate.decode)
        let displayed = options.optional(CodingKeys.displayed) { $0.choice(UICellAccessory.DisplayedState.self) }
        guard text != .some(nil), displayed != .some(nil) else { return nil }
        if kind == .label, text == nil {
            _ = options.required(CodingKeys.text)
            return nil
        }
        if kind != .label, let node = options[CodingKeys.text] {
            node.error("only a label accessory has `text`")
            return nil
        }
        return AccessorySpec(kind: kind, text: text ?? nil, displayed: displayed ?? nil)
    }
}
