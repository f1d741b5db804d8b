/// The colours elements are drawn in, one style per element kind, the same in every output
/// and on every run: cells, section headers, section footers, other supplementary kinds
/// (one of six slots chosen by a fixed hash of the kind, so a kind keeps its colour across
/// layouts and runs) and decorations (one of three slots, likewise).
public enum ElementPalette {
    /// One drawing style.
    public struct Style: Hashable, Sendable {
        /// The CSS class name renderers give elements of this style.
        public var className: String
        /// The fill colour, `#rrggbb`.
        public var fill: String
        /// The outline colour, `#rrggbb`.
        public var stroke: String
    }

    /// Cells.
    public static let cell = Style(className: "cell", fill: "#d6e6ff", stroke: "#3b74d4")
    /// Section headers (and any kind whose name ends in "Header").
    public static let header = Style(className: "header", fill: "#ffe2b8", stroke: "#c77700")
    /// Section footers (and any kind whose name ends in "Footer").
    public static let footer = Style(className: "footer", fill: "#e6dcff", stroke: "#6f4bc9")
    /// Other supplementary kinds (badges, …), by hash slot.
    public static let supplementary: [Style] = [
        Style(className: "sup0", fill: "#ffd0d8", stroke: "#c22b4b"),
        Style(className: "sup1", fill: "#c9f2e4", stroke: "#138a63"),
        Style(className: "sup2", fill: "#fff1a8", stroke: "#9a7d00"),
        Style(className: "sup3", fill: "#cdeff7", stroke: "#137a92"),
        Style(className: "sup4", fill: "#f5d5f2", stroke: "#a1359a"),
        Style(className: "sup5", fill: "#e3ecc4", stroke: "#5d7a12"),
    ]
    /// Decoration kinds (section backgrounds, …), by hash slot.
    public static let decoration: [Style] = [
        Style(className: "dec0", fill: "#eef0f3", stroke: "#8d96a3"),
        Style(className: "dec1", fill: "#f4efe6", stroke: "#a39278"),
        Style(className: "dec2", fill: "#e9f2ee", stroke: "#7f9e90"),
    ]

    /// Every style, in a fixed order (for style sheets).
    public static var all: [Style] { [cell, header, footer] + supplementary + decoration }

    /// The style of `element`.
    public static func style(of element: SceneElement) -> Style {
        style(of: element.category, kind: element.kind)
    }

    /// The style of elements of `category` and `kind`.
    public static func style(of category: SceneElement.Category, kind: String?) -> Style {
        switch category {
        case .cell:
            return cell
        case .decorationView:
            return decoration[slot(kind ?? "", count: decoration.count)]
        case .supplementaryView:
            let kind = kind ?? ""
            if kind.hasSuffix("Header") || kind.hasSuffix("header") { return header }
            if kind.hasSuffix("Footer") || kind.hasSuffix("footer") { return footer }
            return supplementary[slot(kind, count: supplementary.count)]
        }
    }

    /// A slot for `kind` from FNV-1a over its UTF-8 bytes: unlike `Hasher`, the same in
    /// every process.
    static func slot(_ kind: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in kind.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }
}
