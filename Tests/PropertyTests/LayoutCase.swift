import Testing

@testable import LayoutCore

/// One generated test case: a layout description and the container it is solved in.
struct LayoutCase: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    /// The layout.
    var layout: LayoutDescription
    /// Where it is shown.
    var container: Container

    /// Solves the case.
    func solve() throws(LayoutError) -> LayoutSolution {
        try LayoutSolver.solve(layout, in: container)
    }

    /// The case with a different container.
    func with(_ change: (inout Container) -> Void) -> LayoutCase {
        var copy = self
        change(&copy.container)
        return copy
    }

    /// The outline, also used when the case is printed inside a tuple of inputs.
    var description: String { testDescription }

    /// A compact outline, printed by the library when a property fails.
    var testDescription: String {
        var lines: [String] = []
        let c = container
        lines.append(
            "container \(n(c.size.width))×\(n(c.size.height)) scale \(n(c.pixelGrid.scale)) \(c.layoutDirection)"
                + " safeArea \(insets(c.safeAreaInsets)); scroll \(layout.configuration.scrollAxis)"
                + " interSectionSpacing \(n(layout.configuration.interSectionSpacing))")
        for (index, input) in layout.sections.enumerated() {
            guard let section = input.section else {
                lines.append("section \(index): nil, \(input.itemCount) items")
                continue
            }
            lines.append(
                "section \(index): \(input.itemCount) items, insets \(insets(section.contentInsets)),"
                    + " interGroupSpacing \(n(section.interGroupSpacing)), reference \(section.contentInsetsReference)")
            if section.orthogonalScrolling != .none { lines.append("  orthogonal \(section.orthogonalScrolling)") }
            for boundary in section.boundaryItems { lines.append("  boundary \(boundary)") }
            for decoration in section.decorationItems { lines.append("  decoration \(decoration)") }
            outline(.group(section.group), indent: "  ", into: &lines)
        }
        for boundary in layout.configuration.boundaryItems { lines.append("layout boundary \(boundary)") }
        return "\n" + lines.joined(separator: "\n")
    }

    private func outline(_ subitem: Subitem, indent: String, into lines: inout [String]) {
        switch subitem {
        case .item(let item):
            lines.append(
                "\(indent)item \(size(item.size))\(extras(insets: item.contentInsets, edges: item.edgeSpacing))")
            for supplementary in item.supplementaryItems { lines.append("\(indent)  supplementary \(supplementary)") }
        case .group(let group):
            let children: [Subitem]
            let kind: String
            switch group.arrangement {
            case .subitems(let axis, let subitems):
                kind = "\(axis) subitems"
                children = subitems
            case .equalSlots(let axis, let subitem, let count):
                kind = "\(axis) equalSlots×\(count)"
                children = [subitem]
            case .repeating(let axis, let subitem, let count):
                kind = "\(axis) repeating×\(count)"
                children = [subitem]
            case .custom(let id):
                kind = "custom \(id)"
                children = []
            }
            let spacing = group.interItemSpacing.map { " spacing \(self.spacing($0))" } ?? ""
            lines.append(
                "\(indent)group \(kind) \(size(group.size))\(spacing)"
                    + extras(insets: group.contentInsets, edges: group.edgeSpacing))
            for supplementary in group.supplementaryItems { lines.append("\(indent)  supplementary \(supplementary)") }
            for child in children { outline(child, indent: indent + "  ", into: &lines) }
        }
    }

    private func extras(insets: DirectionalInsets, edges: EdgeSpacing) -> String {
        var text = ""
        if insets != .zero { text += " insets \(self.insets(insets))" }
        if edges != .none {
            let parts = [("l", edges.leading), ("t", edges.top), ("tr", edges.trailing), ("b", edges.bottom)]
                .compactMap { name, edge in edge.map { "\(name) \(spacing($0))" } }
            text += " edges(\(parts.joined(separator: ", ")))"
        }
        return text
    }

    private func size(_ size: LayoutSize) -> String { "\(dimension(size.width)) × \(dimension(size.height))" }

    private func dimension(_ d: Dimension) -> String {
        switch d {
        case .fractionalWidth(let v): return "\(n(v))fw"
        case .fractionalHeight(let v): return "\(n(v))fh"
        case .absolute(let v): return "\(n(v))abs"
        case .estimated(let v): return "\(n(v))est"
        case .uniformAcrossSiblings(let v): return "\(n(v))uni"
        }
    }

    private func spacing(_ s: Spacing) -> String {
        switch s {
        case .fixed(let v): return "fixed(\(n(v)))"
        case .flexible(let v): return "flexible(\(n(v)))"
        }
    }

    private func insets(_ i: DirectionalInsets) -> String {
        "(t \(n(i.top)), l \(n(i.leading)), b \(n(i.bottom)), tr \(n(i.trailing)))"
    }

    /// Full precision, so that a printed case can be typed back in.
    private func n(_ value: Double) -> String { "\(value)" }
}
