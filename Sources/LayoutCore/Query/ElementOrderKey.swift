/// An element's place in index-path order, the one order in which elements are listed
/// wherever a list must not depend on how they were found: by section; then cells,
/// supplementary views, decoration views; then by kind (a cell has none, which sorts first);
/// then by item.
///
/// ```
/// [0,0] cell, [0,1] cell, …  [0,0] badge, [0,1] badge, …  [0,0] header  [0,0] background
/// [1,0] cell, …
/// ```
///
/// No two elements of a layout share category, kind, section and item (K-16), so the order is
/// total over one layout's elements. ``LayoutSolution/forEachElementInIndexPathOrder(in:visible:rowOffsets:sections:_:)``
/// visits elements in this order without sorting them; hosts sort what they collect with it.
public struct ElementOrderKey: Comparable, Hashable, Sendable {
    /// The element's section (the layout's own boundary items count as section 0's).
    public var section: Int
    /// The element's category.
    public var category: ElementCategory
    /// The element's kind; empty for a cell.
    public var kind: String
    /// The element's item.
    public var item: Int

    /// The place of the element of `category` and `kind` (`nil` for a cell) at (`section`,
    /// `item`).
    public init(section: Int, category: ElementCategory, kind: String?, item: Int) {
        self.section = section
        self.category = category
        self.kind = kind ?? ""
        self.item = item
    }

    /// The place of `element`.
    public init(_ element: borrowing PlacedElement) {
        self.init(section: element.section, category: element.category, kind: element.kind, item: element.item)
    }

    /// Whether `a` comes before `b` in index-path order.
    public static func < (a: ElementOrderKey, b: ElementOrderKey) -> Bool {
        if a.section != b.section { return a.section < b.section }
        if a.category != b.category { return a.category.listRank < b.category.listRank }
        if a.kind != b.kind { return a.kind < b.kind }
        return a.item < b.item
    }
}

extension ElementCategory {
    /// Where elements of the category come among a section's elements in index-path order.
    fileprivate var listRank: Int {
        switch self {
        case .cell: 0
        case .supplementaryView: 1
        case .decorationView: 2
        }
    }
}
