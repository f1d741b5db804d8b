internal import LayoutCore

/// What the last `prepare()` used, readable by exporters in this package (the layout file
/// exporter). UIKit offers no way to read a section provider's answers or a custom group's
/// frames back, so none of this is public.
extension UICollectionViewCompositionalLayout {
    /// The frames a custom group's item provider returned while the layout was prepared.
    package struct PreparedCustomItems {
        /// The frames of the first call.
        package var items: [NSCollectionLayoutGroupCustomItem]
        /// Whether a later call (for another group size) returned other frames.
        package var varies: Bool
    }

    /// One size the layout took from its collection view's `preferredSizeProvider`.
    package struct MeasuredSize {
        /// The supplementary view's kind; `nil` for a cell.
        package var elementKind: String?
        /// The element's index path.
        package var indexPath: IndexPath
        /// The size recorded (only its self-sizing axes are used).
        package var size: CGSize
    }

    /// The section objects the section provider returned in the last successful `prepare()`,
    /// by section index; `nil` when the layout is not prepared. Where the provider returned
    /// objects described alike without closures, the first of them stands for all.
    package var preparedSections: [NSCollectionLayoutSection?]? {
        prepared?.behaviors.map(\.section)
    }

    /// What the item provider of `group`, a custom group of a prepared section, returned
    /// while solving; `nil` when it was not asked (its section was not solved, for example
    /// because it has no items) or `group` is not part of the prepared layout.
    package func preparedCustomItems(of group: NSCollectionLayoutGroup) -> PreparedCustomItems? {
        guard let prepared, let id = prepared.customGroupIDs[ObjectIdentifier(group)],
            let items = prepared.hooks.answers.first[id]
        else { return nil }
        return PreparedCustomItems(items: items, varies: prepared.hooks.answers.varied.contains(id))
    }

    /// Every measured size the layout holds, ordered by section, then cells before
    /// supplementary views (by kind), then item.
    package var measuredSizes: [MeasuredSize] {
        guard let solution else { return [] }
        func cgSize(_ size: Size) -> CGSize { CGSize(width: size.width, height: size.height) }
        var result: [MeasuredSize] = []
        // Layout-wide boundary items are at (0, 0); the engine keeps them apart from sections.
        for kind in Set(configuration.boundarySupplementaryItems.map(\.elementKind)).sorted() {
            if let size = solution.measuredSize(of: .supplementary(kind: kind, section: 0, item: 0)) {
                result.append(MeasuredSize(elementKind: kind, indexPath: IndexPath(item: 0, section: 0), size: cgSize(size)))
            }
        }
        for (index, section) in solution.sections.enumerated() {
            for (item, size) in section.measurements.cells {
                result.append(MeasuredSize(elementKind: nil, indexPath: IndexPath(item: item, section: index), size: cgSize(size)))
            }
            let supplementaries = section.measurements.supplementaries.sorted {
                ElementOrderKey(section: index, category: .supplementaryView, kind: $0.key.kind, item: $0.key.item)
                    < ElementOrderKey(section: index, category: .supplementaryView, kind: $1.key.kind, item: $1.key.item)
            }
            for (key, size) in supplementaries {
                result.append(
                    MeasuredSize(
                        elementKind: key.kind, indexPath: IndexPath(item: key.item, section: index), size: cgSize(size)))
            }
        }
        return result
    }
}
