import Foundation
internal import LayoutCore

/// One laid-out element of a ``LayoutScene``: a cell, supplementary view or decoration view
/// with its attributes as the layout reported them.
public struct SceneElement: Hashable, Sendable {
    /// The kind of view an element is.
    public enum Category: String, Hashable, Sendable, CaseIterable {
        /// A cell.
        case cell
        /// A supplementary view (header, footer, badge, …).
        case supplementaryView
        /// A decoration view (section background, …).
        case decorationView

        /// Decorations paint first, then cells, then supplementary views, at equal zIndex.
        var paintRank: Int {
            switch self {
            case .decorationView: return 0
            case .cell: return 1
            case .supplementaryView: return 2
            }
        }
    }

    /// The element's category.
    public var category: Category
    /// The element kind of a supplementary or decoration view; `nil` for cells.
    public var kind: String?
    /// The section of the index path.
    public var section: Int
    /// The item of the index path.
    public var item: Int
    /// The frame as reported; for an element of an orthogonal row, where it sits with the
    /// row at offset 0 (``LayoutScene/shownFrame(of:)`` moves it by the row's offset).
    public var frame: CGRect
    /// The zIndex.
    public var zIndex: Int
    /// Whether the element is hidden.
    public var isHidden: Bool
    /// The opacity, 0 … 1.
    public var alpha: Double
    /// The section of the orthogonal row the element scrolls with, or `nil`.
    public var rowSection: Int?
    /// Whether the element is a pinned boundary item (its frame is where the current offset
    /// puts it).
    public var isPinned: Bool
    /// The separator lines of a list row (one device pixel thick), in content coordinates.
    public var separators: [CGRect]

    /// Creates an element.
    public init(
        category: Category, kind: String? = nil, section: Int, item: Int, frame: CGRect, zIndex: Int = 0,
        isHidden: Bool = false, alpha: Double = 1, rowSection: Int? = nil, isPinned: Bool = false,
        separators: [CGRect] = []
    ) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.alpha = alpha
        self.rowSection = rowSection
        self.isPinned = isPinned
        self.separators = separators
    }

    /// The index path as a label: `"0·3"` (section, item).
    public var indexPathLabel: String { "\(section)\u{00B7}\(item)" }

    /// The kind without UIKit's `UICollectionElementKind` prefix (`"SectionHeader"`), or
    /// `nil` for cells.
    public var shortKind: String? {
        shortKindText.map(String.init)
    }

    /// ``shortKind`` as a slice of ``kind``, read without copying it.
    var shortKindText: Substring? {
        guard let kind else { return nil }
        let prefix = "UICollectionElementKind"
        if kind.hasPrefix(prefix), kind.count > prefix.count { return kind.dropFirst(prefix.count) }
        return kind[...]
    }

    /// Painting order: zIndex, then category (decorations, cells, supplementary views), then
    /// index-path order — section, kind, item — as the layout lists a section's elements of
    /// one category (`LayoutFrames.forEachFrameInIndexPathOrder`), so a drawing of any size
    /// is made in a few passes over the layout without sorting. Total on distinct elements,
    /// so sorting is stable everywhere.
    public func paintsBefore(_ other: SceneElement) -> Bool {
        if zIndex != other.zIndex { return zIndex < other.zIndex }
        if category != other.category { return category.paintRank < other.category.paintRank }
        return indexPathOrderKey < other.indexPathOrderKey
    }

    /// The element's place in the engine's index-path order among elements of its category:
    /// section, kind, item (the category is the same for every element it is compared with).
    private var indexPathOrderKey: ElementOrderKey {
        ElementOrderKey(section: section, category: .cell, kind: kind, item: item)
    }
}
