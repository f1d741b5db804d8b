/// Outlines: a section's items as a section snapshot (items with children, expanded or
/// collapsed), and what happens when the user expands or collapses an item.
extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells the app when the user expands or collapses an item
    /// of an outline; every handler is optional.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand; expanding is allowed when unset.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called just before the item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse; collapsing is allowed when unset.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called just before the item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children the item gets as it expands: given the item and an outline of its
        /// present descendants, it answers the outline to show below it.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that are all unset.
        public init() {}
    }

    /// Shows the outline's visible items as the items of `section` and keeps the outline (see
    /// ``apply(_:to:animatingDifferences:completion:)``).
    func applyOutline(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        completion: (() -> Void)?
    ) {
        var next = shown
        if next.indexOfSection(section) == nil {
            next.appendSections([section])
        } else {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        }
        let visible = snapshot.visibleItems
        next.deleteItems(visible)
        next.appendItems(visible, toSection: section)
        sectionSnapshots[section] = snapshot
        update(to: next, reloadingData: false, completion: completion)
    }

    /// The outline of `section` (see ``snapshot(for:)``).
    func outline(of section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if shown.indexOfSection(section) != nil { flat.append(shown.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Does what a tap on the outline disclosure of `item`'s cell does in UIKit, beyond UIKit
    /// (there is no touch headless): a collapsed item expands and an expanded one collapses,
    /// asking and telling ``sectionSnapshotHandlers`` in UIKit's order (should, will, then for
    /// an expansion the children from `snapshotForExpandingParent`), and the section's outline
    /// is applied. Answers whether the item changed; an item of no outline changes nothing.
    @discardableResult
    public func simulateOutlineDisclosureTap(on item: ItemIdentifierType) -> Bool {
        guard let section = shown.sectionIdentifier(containingItem: item) else { return false }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent?(item, outline.snapshot(of: item)) {
                outline.replace(childrenOf: item, using: children)
            }
            outline.expand([item])
        }
        apply(outline, to: section)
        return true
    }
}

extension UICollectionViewDiffableDataSource: OutlineTogglingDataSource {
    /// Toggles the item shown at `indexPath` as ``simulateOutlineDisclosureTap(on:)`` does;
    /// `false` when no item is shown there.
    func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath) else { return false }
        return simulateOutlineDisclosureTap(on: item)
    }
}
