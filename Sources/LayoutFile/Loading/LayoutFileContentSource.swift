import CompositionalLayout
import Foundation

/// The data source of a file that gives its cells content: the file's item counts, and cells
/// and supplementary views dequeued and configured as an app's cell registration does it.
///
/// - A section with `cells` shows `UICollectionViewListCell`s: the first entry selecting the
///   item gives its list content (texts filled in for the index path) and accessories; an
///   item no entry selects shows the default content without text. A section without `cells`
///   shows plain cells, which keep the size the layout proposes.
/// - A supplementary view of a kind the section's `supplementaries` names is a list cell
///   showing that content; any other is a plain reusable view, which keeps its proposed size.
/// - In a list, cells and headers take the list appearance's backgrounds, as UIKit gives them.
///
/// Content is by index path: after the file's `update`, an item shows what its index path
/// after the update selects.
@MainActor
final class LayoutFileContentSource: UICollectionViewDataSource {
    /// The item counts (the file's, then those after its `update`).
    let counts: FixedCountDataSource
    /// The section entries (after the `update`, once it is applied).
    let sections: SectionEntries
    /// The supplementary kinds registered so far, each registered when first asked for.
    private var registeredKinds: Set<String> = []

    private static let listCell = "LayoutFileListCell"
    private static let plainCell = "LayoutFilePlainCell"
    private static let listSupplementary = "LayoutFileListSupplementary"
    private static let plainSupplementary = "LayoutFilePlainSupplementary"

    /// A source for `collectionView` reading `counts` and `sections`; registers the cells.
    init(counts: FixedCountDataSource, sections: SectionEntries, collectionView: UICollectionView) {
        self.counts = counts
        self.sections = sections
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.listCell)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.plainCell)
    }

    /// The number of sections the counts give.
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.numberOfSections(in: collectionView)
    }

    /// The count of `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts.collectionView(collectionView, numberOfItemsInSection: section)
    }

    /// A list cell configured by the first `cells` entry selecting the item, or a plain cell.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let entry = entry(of: indexPath.section)
        guard let cells = entry?.cells else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: Self.plainCell, for: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.listCell, for: indexPath)
        guard let listCell = cell as? UICollectionViewListCell else { return cell }
        let appearance = entry.flatMap(Self.listAppearance)
        let chosen = cells.first { $0.selects(item: indexPath.item) }
        let preset = ListContentPreset.defaultForCell(in: appearance)
        let content = chosen?.content ?? ListContentSpec()
        listCell.contentConfiguration = content.configuration(
            default: preset, section: indexPath.section, item: indexPath.item)
        listCell.accessories = (chosen?.accessories ?? []).map {
            $0.accessory(section: indexPath.section, item: indexPath.item)
        }
        if let appearance { listCell.backgroundConfiguration = appearance.cellBackground }
        return listCell
    }

    /// A list cell showing the section's content for `kind`, or a plain reusable view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if registeredKinds.insert(kind).inserted {
            collectionView.register(
                UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.listSupplementary)
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.plainSupplementary)
        }
        let entry = entry(of: indexPath.section)
        guard let content = entry?.supplementaries?[kind] else {
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.plainSupplementary, for: indexPath)
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.listSupplementary, for: indexPath)
        guard let listView = view as? UICollectionViewListCell else { return view }
        let appearance = entry.flatMap(Self.listAppearance)
        let preset = ListContentPreset.defaultForSupplementary(ofKind: kind, in: appearance)
        listView.contentConfiguration = content.configuration(
            default: preset, section: indexPath.section, item: indexPath.item)
        if let appearance { listView.backgroundConfiguration = appearance.headerFooterBackground }
        return listView
    }

    /// The entry of `section`, if the file has one.
    private func entry(of section: Int) -> SectionEntry? {
        sections.entries.indices.contains(section) ? sections.entries[section] : nil
    }

    /// The list appearance of an entry's section; `nil` for a section that is not a list or
    /// that has variants.
    private static func listAppearance(_ entry: SectionEntry) -> UICollectionLayoutListConfiguration.Appearance? {
        guard case .section(let spec) = entry.content, case .list(let list) = spec.base else { return nil }
        return list.appearance
    }
}

extension LayoutFileDocument {
    /// Whether any section entry (those the `update` inserts too) gives cells or supplementary
    /// views content: then the loader's collection view shows configured views.
    public var hasContent: Bool {
        let inserted = (update ?? []).flatMap { operation -> [SectionEntry] in
            guard case .insertSections(let sections) = operation else { return [] }
            return sections.map(\.section)
        }
        return (sections + inserted).contains(where: \.hasContent)
    }
}
