import CompositionalLayout
import Foundation

/// What turns a laid-out view's elements into ``SceneElement``s: which sections scroll as
/// orthogonal rows (and which of their elements scroll with them), which boundary items
/// pin, and the separators of list rows. One owner for ``LayoutScene/init(collectionView:region:)``
/// and ``StreamedSceneElements``.
@MainActor
struct SceneElementReader {
    /// The view's orthogonal rows, as the layout reports them.
    let rows: [OrthogonalRowGeometry]
    /// The view's pinned boundary items, as the layout reports them.
    let pins: [PinnedBoundaryItemGeometry]
    private let compositional: UICollectionViewCompositionalLayout?
    /// One row per section, looked up per element, never iterated (so no order depends on
    /// hashing).
    private let rowsBySection: [Int: OrthogonalRowGeometry]
    private let pinnedKeys: Set<PinKey>

    /// Reads the rows, pins and layout of `collectionView` as it is laid out now.
    init(_ collectionView: UICollectionView) {
        compositional = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        rows = collectionView.orthogonalRowGeometries
        pins = collectionView.pinnedBoundaryItemGeometries
        rowsBySection = Dictionary(uniqueKeysWithValues: rows.map { ($0.section, $0) })
        pinnedKeys = Set(pins.map { PinKey(kind: $0.kind, section: $0.indexPath.section) })
    }

    /// The section of the row the element scrolls with, or `nil`.
    func rowSection(category: UICollectionElementCategory, section: Int, kind: String?) -> Int? {
        guard !rowsBySection.isEmpty, let row = rowsBySection[section] else { return nil }
        return row.scrolls(category: category, section: section, kind: kind) ? section : nil
    }

    /// Whether the element is a pinned boundary item.
    func isPinned(category: UICollectionElementCategory, section: Int, item: Int, kind: String?) -> Bool {
        guard category == .supplementaryView, item == 0, let kind, !pinnedKeys.isEmpty else { return false }
        return pinnedKeys.contains(PinKey(kind: kind, section: section))
    }

    /// The scene element for an element the layout reports with these values; a cell of a
    /// list section gets its separators.
    func element(
        category: UICollectionElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int,
        isHidden: Bool = false, alpha: Double = 1
    ) -> SceneElement {
        var memory = ListSectionMemory()
        return element(
            category: category, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex, isHidden: isHidden,
            alpha: alpha, memory: &memory)
    }

    /// ``element(category:kind:indexPath:frame:zIndex:isHidden:alpha:)`` for one of a walk's
    /// elements: a cell of the section `memory` knows has no list rows is not asked for
    /// separators, and a cell that has none tells `memory` its section.
    func element(
        category: UICollectionElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int,
        isHidden: Bool, alpha: Double, memory: inout ListSectionMemory
    ) -> SceneElement {
        let section = indexPath.section, item = indexPath.item
        var separators: [CGRect] = []
        if category == .cell, section != memory.sectionWithoutRows {
            if let lines = compositional?.listSeparators(forItemAt: indexPath) {
                separators = [lines.top?.frame, lines.bottom?.frame].compactMap { $0 }
            } else {
                memory.sectionWithoutRows = section
            }
        }
        return SceneElement(
            category: SceneElement.Category(category), kind: kind, section: section, item: item, frame: frame,
            zIndex: zIndex, isHidden: isHidden, alpha: alpha,
            rowSection: rowSection(category: category, section: section, kind: kind),
            isPinned: isPinned(category: category, section: section, item: item, kind: kind), separators: separators)
    }

    /// The scene element for `frame`, a value the layout reports (never hidden, opaque).
    func element(_ frame: ElementFrame, memory: inout ListSectionMemory) -> SceneElement {
        element(
            category: frame.category, kind: frame.kind, indexPath: frame.indexPath, frame: frame.frame, zIndex: frame.zIndex,
            isHidden: false, alpha: 1, memory: &memory)
    }
}

/// What a walk over a layout's elements remembers of list sections: the last section whose
/// cell had no list row (the layout reports separators for every cell of a list section
/// or for none), so its other cells are not asked again.
struct ListSectionMemory {
    /// The last section found to have no list rows; -1 for none yet.
    var sectionWithoutRows = -1
}

/// A boundary item's identity: its kind and section (its item is always 0).
struct PinKey: Hashable {
    var kind: String
    var section: Int
}
