/// Checks of supplementary, boundary and decoration items, and of the uniqueness of element
/// kinds within a section (K-16).
///
/// Kind rules: an item-level kind may appear on several item blueprints (each cell has its
/// own index path) but once per blueprint; a group-level kind on one group blueprint only;
/// a boundary kind once per section; decoration kinds once per section; and no kind is used
/// at two of the item, group and boundary levels of one section.
extension Validation {
    static func validateSupplementaries(of section: Section, at path: LayoutPath) throws(LayoutError) {
        var itemKinds: Set<String> = []
        var groupKinds: Set<String> = []
        try collectKinds(in: section.group, path: path.appending(.group), itemKinds: &itemKinds, groupKinds: &groupKinds)
        var boundaryKinds: Set<String> = []
        for (index, boundary) in section.boundaryItems.enumerated() {
            let itemPath = path.appending(.boundarySupplementaryItem(index))
            try validate(boundary, at: itemPath)
            let (inserted, _) = boundaryKinds.insert(boundary.kind)
            if !inserted || itemKinds.contains(boundary.kind) || groupKinds.contains(boundary.kind) {
                throw LayoutError(.duplicateElementKind(boundary.kind), at: itemPath)
            }
        }
        var decorationKinds: Set<String> = []
        for (index, decoration) in section.decorationItems.enumerated() {
            let itemPath = path.appending(.decorationItem(index))
            guard !decoration.kind.isEmpty else { throw LayoutError(.emptyElementKind, at: itemPath) }
            try validateInsets(decoration.contentInsets, at: itemPath.appending(.contentInsets))
            guard decorationKinds.insert(decoration.kind).inserted else {
                throw LayoutError(.duplicateElementKind(decoration.kind), at: itemPath)
            }
        }
    }

    /// Validates layout-wide boundary items (SC-17).
    static func validateLayoutBoundaryItems(_ items: [BoundaryItem]) throws(LayoutError) {
        var kinds: Set<String> = []
        for (index, item) in items.enumerated() {
            let path = LayoutPath(.configuration, .boundarySupplementaryItem(index))
            try validate(item, at: path)
            guard kinds.insert(item.kind).inserted else { throw LayoutError(.duplicateElementKind(item.kind), at: path) }
        }
    }

    /// A layout-wide boundary item sits at index path (0, 0), as does section 0's boundary
    /// item, its first group's supplementary and its first item's supplementary of the same
    /// kind: a kind used by a layout-wide item may not be used in section 0.
    static func validateLayoutKinds(_ items: [BoundaryItem], against section: Section) throws(LayoutError) {
        guard !items.isEmpty else { return }
        var itemKinds: Set<String> = []
        var groupKinds: Set<String> = []
        try collectKinds(in: section.group, path: LayoutPath(.section(0), .group), itemKinds: &itemKinds, groupKinds: &groupKinds)
        let sectionKinds = itemKinds.union(groupKinds).union(section.boundaryItems.map { $0.kind })
        for (index, item) in items.enumerated() where sectionKinds.contains(item.kind) {
            throw LayoutError(
                .duplicateElementKind(item.kind), at: LayoutPath(.configuration, .boundarySupplementaryItem(index)))
        }
    }

    private static func collectKinds(
        in group: Group, path: LayoutPath, itemKinds: inout Set<String>, groupKinds: inout Set<String>
    ) throws(LayoutError) {
        for (index, supplementary) in group.supplementaryItems.enumerated() {
            let itemPath = path.appending(.supplementaryItem(index))
            try validate(supplementary, at: itemPath)
            if groupKinds.contains(supplementary.kind) || itemKinds.contains(supplementary.kind) {
                throw LayoutError(.duplicateElementKind(supplementary.kind), at: itemPath)
            }
            groupKinds.insert(supplementary.kind)
        }
        for (index, subitem) in group.arrangement.subitems.enumerated() {
            let subpath = path.appending(.subitem(index))
            switch subitem {
            case .group(let nested):
                try collectKinds(in: nested, path: subpath, itemKinds: &itemKinds, groupKinds: &groupKinds)
            case .item(let item):
                var own: Set<String> = []
                for (supplementaryIndex, supplementary) in item.supplementaryItems.enumerated() {
                    let itemPath = subpath.appending(.supplementaryItem(supplementaryIndex))
                    try validate(supplementary, at: itemPath)
                    guard own.insert(supplementary.kind).inserted, !groupKinds.contains(supplementary.kind) else {
                        throw LayoutError(.duplicateElementKind(supplementary.kind), at: itemPath)
                    }
                }
                itemKinds.formUnion(own)
            }
        }
    }

    private static func validate(_ supplementary: SupplementaryItem, at path: LayoutPath) throws(LayoutError) {
        guard !supplementary.kind.isEmpty else { throw LayoutError(.emptyElementKind, at: path) }
        try validateSize(supplementary.size, at: path)
        try validateInsets(supplementary.contentInsets, at: path.appending(.contentInsets))
        try validateOffset(supplementary.containerAnchor.offset, at: path.appending(.containerAnchor))
        if let itemAnchor = supplementary.itemAnchor {
            try validateOffset(itemAnchor.offset, at: path.appending(.itemAnchor))
        }
    }

    private static func validate(_ boundary: BoundaryItem, at path: LayoutPath) throws(LayoutError) {
        guard !boundary.kind.isEmpty else { throw LayoutError(.emptyElementKind, at: path) }
        guard boundary.alignment != .none else { throw LayoutError(.boundaryAlignmentNone, at: path.appending(.alignment)) }
        try validateSize(boundary.size, at: path)
        try validateInsets(boundary.contentInsets, at: path.appending(.contentInsets))
        try validateOffset(boundary.offset, at: path.appending(.offset))
    }

    private static func validateOffset(_ offset: Point, at path: LayoutPath) throws(LayoutError) {
        guard offset.x.isFinite, offset.y.isFinite else { throw LayoutError(.invalidOffset(offset), at: path) }
        try validateMagnitude(offset.x, at: path)
        try validateMagnitude(offset.y, at: path)
    }
}
