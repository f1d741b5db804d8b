import LayoutCore

/// A readable outline of a case, printed with a failure so that the layout can be read (and
/// rebuilt by hand) without running the generator. Numbers are printed in full precision.
extension FuzzCase {
    /// The outline.
    public var dump: String {
        var lines: [String] = []
        let c = container, configuration = layout.configuration
        lines.append("seed \(seed)" + (invalidity.map { " (made invalid: \($0))" } ?? ""))
        lines.append(
            "container \(c.size.width) × \(c.size.height), scale \(c.pixelGrid.scale), \(c.layoutDirection), "
                + "safeArea \(Self.text(c.safeAreaInsets)), margins \(Self.text(c.layoutMargins)), "
                + "readable \(Self.text(c.readableContentInsets))")
        lines.append(
            "scroll \(configuration.scrollAxis), interSectionSpacing \(configuration.interSectionSpacing), "
                + "reference \(configuration.contentInsetsReference)")
        for item in configuration.boundaryItems { lines.append("layout boundary " + Self.text(item)) }
        if let visible { lines.append("visible \(Self.text(visible))") }
        for (index, input) in layout.sections.enumerated() {
            guard let section = input.section else {
                lines.append("section \(index): nil, \(input.itemCount) items")
                continue
            }
            lines.append(
                "section \(index): \(input.itemCount) items, insets \(Self.text(section.contentInsets)), "
                    + "interGroupSpacing \(section.interGroupSpacing), reference \(section.contentInsetsReference), "
                    + "supplementary reference \(section.supplementaryContentInsetsReference), "
                    + "follow insets \(section.supplementariesFollowContentInsets)")
            if section.orthogonalScrolling != .none {
                lines.append(
                    "  row \(section.orthogonalScrolling), \(section.rowScrolling), offset \(rowOffsets[index] ?? 0)")
            }
            if let list = section.list { lines.append("  list \(list)") }
            for item in section.boundaryItems { lines.append("  boundary " + Self.text(item)) }
            for item in section.decorationItems {
                lines.append("  decoration '\(item.kind)' z \(item.zIndex) insets \(Self.text(item.contentInsets))")
            }
            Self.outline(.group(section.group), indent: "  ", into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    static func outline(_ subitem: Subitem, indent: String, into lines: inout [String]) {
        switch subitem {
        case .item(let item):
            lines.append("\(indent)item \(text(item.size))\(extras(item.contentInsets, item.edgeSpacing))")
            for s in item.supplementaryItems { lines.append("\(indent)  supplementary " + text(s)) }
        case .group(let group):
            let children: [Subitem], kind: String
            switch group.arrangement {
            case .subitems(let axis, let subitems): (kind, children) = ("\(axis) subitems", subitems)
            case .equalSlots(let axis, let subitem, let count): (kind, children) = ("\(axis) equalSlots×\(count)", [subitem])
            case .repeating(let axis, let subitem, let count): (kind, children) = ("\(axis) repeating×\(count)", [subitem])
            case .custom(let id): (kind, children) = ("custom \(id)", [])
            }
            let spacing = group.interItemSpacing.map { " spacing \(text($0))" } ?? ""
            lines.append("\(indent)group \(kind) \(text(group.size))\(spacing)\(extras(group.contentInsets, group.edgeSpacing))")
            for s in group.supplementaryItems { lines.append("\(indent)  supplementary " + text(s)) }
            for child in children { outline(child, indent: indent + "  ", into: &lines) }
        }
    }

    static func extras(_ insets: DirectionalInsets, _ edges: EdgeSpacing) -> String {
        var result = insets == .zero ? "" : " insets \(text(insets))"
        if edges != .none {
            let parts = [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom)]
                .compactMap { name, edge in edge.map { "\(name) \(text($0))" } }
            result += " edges(\(parts.joined(separator: ", ")))"
        }
        return result
    }

    static func text(_ item: SupplementaryItem) -> String {
        "'\(item.kind)' \(text(item.size)) container \(text(item.containerAnchor)) item "
            + (item.itemAnchor.map { text($0) } ?? "same") + " z \(item.zIndex)"
            + (item.contentInsets == .zero ? "" : " insets \(text(item.contentInsets))")
    }

    static func text(_ item: BoundaryItem) -> String {
        "'\(item.kind)' \(text(item.size)) \(item.alignment) offset (\(item.offset.x), \(item.offset.y))"
            + (item.extendsBoundary ? " extends" : "") + (item.pinToVisibleBounds ? " pinned" : "") + " z \(item.zIndex)"
            + (item.contentInsets == .zero ? "" : " insets \(text(item.contentInsets))")
    }

    static func text(_ anchor: Anchor) -> String {
        let names = [(Edges.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
            .filter { anchor.edges.contains($0.0) }.map(\.1)
        let offset = anchor.offset == .zero ? "" : " \(anchor.isFractionalOffset ? "fractional " : "")offset (\(anchor.offset.x), \(anchor.offset.y))"
        return "[\(names.joined(separator: ", "))]\(offset)"
    }

    static func text(_ size: LayoutSize) -> String { "\(text(size.width)) × \(text(size.height))" }

    static func text(_ d: Dimension) -> String {
        switch d {
        case .fractionalWidth(let v): return "\(v)fw"
        case .fractionalHeight(let v): return "\(v)fh"
        case .absolute(let v): return "\(v)abs"
        case .estimated(let v): return "\(v)est"
        case .uniformAcrossSiblings(let v): return "\(v)uni"
        }
    }

    static func text(_ s: Spacing) -> String {
        switch s {
        case .fixed(let v): return "fixed(\(v))"
        case .flexible(let v): return "flexible(\(v))"
        }
    }

    static func text(_ i: DirectionalInsets) -> String {
        "(t \(i.top), l \(i.leading), b \(i.bottom), tr \(i.trailing))"
    }

    static func text(_ r: Rect) -> String { "(\(r.minX), \(r.minY), \(r.width), \(r.height))" }
}
