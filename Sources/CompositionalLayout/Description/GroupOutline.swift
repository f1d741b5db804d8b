/// The text `visualDescription()` returns: one line per element, indented by depth.
///
/// ```
/// horizontal group fractionalWidth(1.0) × absolute(44.0), spacing fixed(8.0)
///   item fractionalWidth(0.5) × fractionalHeight(1.0)
/// ```
@MainActor
struct GroupOutline {
    private(set) var text = ""

    init(_ group: NSCollectionLayoutGroup) {
        append(group, depth: 0)
        if text.hasSuffix("\n") { text.removeLast() }
    }

    private mutating func append(_ item: NSCollectionLayoutItem, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        guard let group = item as? NSCollectionLayoutGroup else {
            text += "\(indent)item \(item.layoutSize)\(insetsNote(item.contentInsets))\n"
            return
        }
        let axis = group.axis == .horizontal ? "horizontal" : "vertical"
        var line: String
        switch group.arrangement {
        case .subitems: line = "\(axis) group \(group.layoutSize)"
        case .repeating(let count): line = "\(axis) group \(group.layoutSize), \(count) × repeating subitem"
        case .equalSlots(let count): line = "\(axis) group \(group.layoutSize), \(count) equal slots"
        case .custom: line = "custom group \(group.layoutSize)"
        }
        if let spacing = group.interItemSpacing { line += ", spacing \(spacing)" }
        text += "\(indent)\(line)\(insetsNote(group.contentInsets))\n"
        for subitem in group.subitems { append(subitem, depth: depth + 1) }
    }

    private func insetsNote(_ insets: NSDirectionalEdgeInsets) -> String {
        guard insets != .zero else { return "" }
        return ", insets (top \(insets.top), leading \(insets.leading), bottom \(insets.bottom), trailing \(insets.trailing))"
    }
}
