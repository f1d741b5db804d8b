import LayoutCore

/// ALLOW-LIST OF KNOWN DEFECTS — delete each case (and its detection below) once its fix
/// has landed. These defects are being fixed elsewhere; the generator produces them on
/// purpose, and failures they explain are counted and skipped instead of reported.
public enum KnownDefect: String, CaseIterable, Hashable, Sendable {
    /// A background decoration gets a negative size when its `contentInsets` exceed the
    /// section, or when the container is smaller than its insets (issue 8).
    case negativeDecorationSize
    /// A layout-wide boundary item and a section-0 supplementary of the same kind are both
    /// reported at index path (0, 0), and the lookup returns only the layout-wide one
    /// (issue 8).
    case layoutKindCollidesWithSectionZero
}

extension InvariantChecker {
    /// The elements whose failures the known defects explain in `solution`, with the defect.
    func knownDefectKeys(in solution: LayoutSolution) -> [ElementKey: KnownDefect] {
        var keys: [ElementKey: KnownDefect] = [:]
        let section0Kinds = fuzzCase.layout.sections.first?.section.map(Self.kinds(in:)) ?? []
        for item in fuzzCase.layout.configuration.boundaryItems where section0Kinds.contains(item.kind) {
            keys[ElementKey(category: .supplementaryView, kind: item.kind, section: 0, item: 0)] =
                .layoutKindCollidesWithSectionZero
        }
        for (index, geometry) in solution.sections.enumerated() {
            for decoration in geometry.decorations
            where decoration.frame.width < 0 || decoration.frame.height < 0 {
                if decorationInsetsExplainNegativeSize(section: index, kind: decoration.kind, in: solution) {
                    keys[ElementKey(category: .decorationView, kind: decoration.kind, section: index, item: 0)] =
                        .negativeDecorationSize
                }
            }
        }
        return keys
    }

    /// Whether the decoration's insets exceed its section, or the container is smaller than
    /// the insets the section keeps from it, on some axis: the causes of the known defect.
    private func decorationInsetsExplainNegativeSize(section index: Int, kind: String, in solution: LayoutSolution) -> Bool {
        guard let section = fuzzCase.layout.sections[index].section,
            let decoration = section.decorationItems.first(where: { $0.kind == kind })
        else { return false }
        // A background spans its section along the main axis and the container less the
        // section's reference insets across it.
        let axis = solution.scrollAxis, cross = axis.cross
        let container = fuzzCase.container
        let hostInsets = [container.safeAreaInsets, container.layoutMargins, container.readableContentInsets]
            .map { $0.total(along: cross) }.max() ?? 0
        return decoration.contentInsets.total(along: axis) > solution.sections[index].length
            || decoration.contentInsets.total(along: cross) > container.size.length(along: cross) - hostInsets
    }

    /// Every supplementary kind a section uses, at any level.
    static func kinds(in section: Section) -> Set<String> {
        var kinds = Set(section.boundaryItems.map(\.kind))
        var pending: [Group] = [section.group]
        while let group = pending.popLast() {
            kinds.formUnion(group.supplementaryItems.map(\.kind))
            let subitems: [Subitem]
            switch group.arrangement {
            case .subitems(_, let list): subitems = list
            case .equalSlots(_, let subitem, _), .repeating(_, let subitem, _): subitems = [subitem]
            case .custom: subitems = []
            }
            for subitem in subitems {
                switch subitem {
                case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.kind))
                case .group(let nested): pending.append(nested)
                }
            }
        }
        return kinds
    }
}
