import CompositionalLayout

/// One entry of a section's `cells`: the list content and accessories of the cells it
/// selects, as a cell registration's handler sets them on a `UICollectionViewListCell`.
///
/// ```yaml
/// cells:
///   - item: 0
///     content: {text: Wi-Fi, secondaryText: Home, image: wifi, preset: valueCell}
///     accessories: [disclosureIndicator]
///   - items: {first: 1}
///     content: {text: "Network {number}"}
/// ```
///
/// An entry selects one item (`item`), a range (`items`) or, with neither, every item; each
/// item takes the first entry that selects it. An item no entry selects shows the cell's
/// default content without text.
public struct CellContentSpec: Hashable, Sendable, Encodable {
    /// The items an entry selects.
    public enum Selection: Hashable, Sendable {
        /// Every item of the section.
        case all
        /// `item`: one item.
        case item(Int)
        /// `items: {first, last}`: the items from `first` to `last`, both included; `nil`
        /// bounds are the section's first and last items.
        case range(first: Int?, last: Int?)
    }

    /// Which items the entry configures.
    public var selection: Selection
    /// `content`: the cells' list content; `nil` is the cell's default content without text.
    public var content: ListContentSpec?
    /// `accessories`, in order; `nil` for none.
    public var accessories: [AccessorySpec]?

    /// Creates a cell entry.
    public init(selection: Selection = .all, content: ListContentSpec? = nil, accessories: [AccessorySpec]? = nil) {
        self.selection = selection
        self.content = content
        self.accessories = accessories
    }

    /// Whether the entry selects `item`.
    public func selects(item: Int) -> Bool {
        switch selection {
        case .all: return true
        case .item(let index): return item == index
        case .range(let first, let last): return item >= (first ?? 0) && item <= (last ?? Int.max)
        }
    }

    /// The entry's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case item, items, content, accessories
    }

    /// The keys of `items`.
    enum RangeKeys: String, CodingKey, CaseIterable {
        case first, last
    }

    /// Writes the selection, then the content and accessories.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch selection {
        case .all: break
        case .item(let index): try container.encode(index, forKey: .item)
        case .range(let first, let last):
            var range = container.nestedContainer(keyedBy: RangeKeys.self, forKey: .items)
            try range.encodeIfPresent(first, forKey: .first)
            try range.encodeIfPresent(last, forKey: .last)
        }
        try container.encodeIfPresent(content, forKey: .content)
        try container.encodeIfPresent(accessories, forKey: .accessories)
    }
}

/// List content (`UIListContentConfiguration`): a preset and the texts and image set on it.
///
/// ```yaml
/// {preset: subtitleCell, text: "Message {number}", secondaryText: "From section {section}", image: envelope}
/// ```
///
/// `text` and `secondaryText` are templates: `{item}` and `{section}` become the element's
/// index path's item and section, `{number}` the item plus one; `{{` and `}}` are braces.
public struct ListContentSpec: Hashable, Sendable, Encodable {
    /// `preset`; `nil` is the default for where the content is shown (see the format
    /// reference).
    public var preset: ListContentPreset?
    /// `text`, a template.
    public var text: TextTemplate?
    /// `secondaryText`, a template.
    public var secondaryText: TextTemplate?
    /// `image`.
    public var image: ImageSpec?

    /// Creates list content.
    public init(
        preset: ListContentPreset? = nil, text: TextTemplate? = nil, secondaryText: TextTemplate? = nil,
        image: ImageSpec? = nil
    ) {
        self.preset = preset
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
    }

    /// The content's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case preset, text, secondaryText, image
    }
}

/// A preset of list content: the name of the `UIListContentConfiguration` function that
/// makes it.
public enum ListContentPreset: String, CaseIterable, Hashable, Sendable, LayoutFileEnum {
    /// `cell()`.
    case cell
    /// `subtitleCell()`.
    case subtitleCell
    /// `valueCell()`.
    case valueCell
    /// `header()`.
    case header
    /// `footer()`.
    case footer
    /// `plainHeader()`.
    case plainHeader
    /// `plainFooter()`.
    case plainFooter
    /// `groupedHeader()`.
    case groupedHeader
    /// `groupedFooter()`.
    case groupedFooter
    /// `prominentInsetGroupedHeader()`.
    case prominentInsetGroupedHeader
    /// `extraProminentInsetGroupedHeader()`.
    case extraProminentInsetGroupedHeader
    /// `sidebarCell()`.
    case sidebarCell
    /// `sidebarSubtitleCell()`.
    case sidebarSubtitleCell
    /// `sidebarHeader()`.
    case sidebarHeader
    /// `accompaniedSidebarCell()`.
    case accompaniedSidebarCell
    /// `accompaniedSidebarSubtitleCell()`.
    case accompaniedSidebarSubtitleCell

    /// Each preset's word: its function's name.
    public static let fileWords: [(value: Self, word: String)] = allCases.map { ($0, $0.rawValue) }
}

/// `image`: an SF Symbol by name (`UIImage(systemName:)`), written as the bare name or as
/// `{systemName: …}`, or an app's image (`UIImage(named:)`), written `{named: …}`.
public enum ImageSpec: Hashable, Sendable, Encodable {
    /// `UIImage(systemName:)`.
    case systemName(String)
    /// `UIImage(named:)`.
    case named(String)

    /// The image's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case systemName, named
    }

    /// Writes a symbol as its bare name, an app's image as `{named: …}`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .systemName(let name):
            var container = encoder.singleValueContainer()
            try container.encode(name)
        case .named(let name):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .named)
        }
    }
}

/// A cell accessory (`UICellAccessory`): its kind, and for a label its text, written as the
/// kind's word (`disclosureIndicator`) or as the kind holding its options
/// (`{label: {text: "Off"}}`, `{delete: {displayed: always}}`).
public struct AccessorySpec: Hashable, Sendable, Encodable {
    /// The kinds of accessory a file can give: the names of `UICellAccessory`'s functions.
    public enum Kind: String, CaseIterable, Hashable, Sendable, LayoutFileEnum {
        /// `disclosureIndicator()`.
        case disclosureIndicator
        /// `checkmark()`.
        case checkmark
        /// `delete()`.
        case delete
        /// `insert()`.
        case insert
        /// `reorder()`.
        case reorder
        /// `outlineDisclosure()`.
        case outlineDisclosure
        /// `multiselect()`.
        case multiselect
        /// `detail()`.
        case detail
        /// `label(text:)`.
        case label

        /// Each kind's word: its function's name.
        public static let fileWords: [(value: Self, word: String)] = allCases.map { ($0, $0.rawValue) }
    }

    /// The kind.
    public var kind: Kind
    /// `text`: a label's text (required for `label`, refused for the others), a template.
    public var text: TextTemplate?
    /// `displayed`; `nil` is the kind's default (`whenEditing` for delete, insert, reorder and
    /// multiselect, `always` for the others).
    public var displayed: UICellAccessory.DisplayedState?

    /// Creates an accessory.
    public init(kind: Kind, text: TextTemplate? = nil, displayed: UICellAccessory.DisplayedState? = nil) {
        self.kind = kind
        self.text = text
        self.displayed = displayed
    }

    /// The options' keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, displayed
    }

    /// Writes the word, or the kind holding its options.
    public func encode(to encoder: any Encoder) throws {
        guard text != nil || displayed != nil else {
            var container = encoder.singleValueContainer()
            try container.encode(kind.rawValue)
            return
        }
        var outer = encoder.container(keyedBy: AnyCodingKey.self)
        var options = outer.nestedContainer(keyedBy: CodingKeys.self, forKey: AnyCodingKey(kind.rawValue))
        try options.encodeIfPresent(text, forKey: .text)
        try options.encodeIfPresent(displayed, forKey: .displayed)
    }
}

/// Text with placeholders for the index path of the element showing it: `{item}`,
/// `{section}` and `{number}` (the item plus one, for counting from one); `{{` and `}}`
/// stand for braces. Any other brace is refused when the file is read.
public struct TextTemplate: Hashable, Sendable, Encodable, ExpressibleByStringLiteral {
    /// The placeholders, in the order the format reference lists them.
    public static let placeholders = ["item", "section", "number"]

    /// The template as written.
    public var template: String

    /// A template; check it with ``problem(in:)`` first when it comes from outside.
    public init(_ template: String) {
        self.template = template
    }

    /// A template written in code.
    public init(stringLiteral value: String) {
        template = value
    }

    /// The text for the element at `section`, `item`.
    public func text(section: Int, item: Int) -> String {
        var result = ""
        var characters = template[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            if (first == "{" || first == "}"), characters.first == first {
                result.append(first)
                characters = characters.dropFirst()
            } else if first == "{", let close = characters.firstIndex(of: "}") {
                switch characters[..<close] {
                case "item": result += String(item)
                case "section": result += String(section)
                case "number": result += String(item &+ 1)
                default: result += "{" + characters[..<close] + "}"
                }
                characters = characters[characters.index(after: close)...]
            } else {
                result.append(first)
            }
        }
        return result
    }

    /// What is wrong with `template`, or `nil`: an unknown placeholder (with the closest
    /// one), or a brace that opens or closes nothing.
    public static func problem(in template: String) -> TextTemplateProblem? {
        var characters = template[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            if (first == "{" || first == "}"), characters.first == first {
                characters = characters.dropFirst()
            } else if first == "{" {
                guard let close = characters.firstIndex(of: "}") else { return .unclosedBrace }
                let name = String(characters[..<close])
                guard placeholders.contains(name) else { return .unknownPlaceholder(name) }
                characters = characters[characters.index(after: close)...]
            } else if first == "}" {
                return .unopenedBrace
            }
        }
        return nil
    }

    /// Writes the template as written.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(template)
    }
}

/// Why a text template is refused.
public enum TextTemplateProblem: Hashable, Sendable {
    /// `{name}` with a name that is not a placeholder.
    case unknownPlaceholder(String)
    /// A `{` without its `}`.
    case unclosedBrace
    /// A `}` without its `{`.
    case unopenedBrace
}
