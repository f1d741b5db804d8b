import LayoutCore

/// The order the tool lists elements in, total and independent of how the layout returned
/// them: by section; then cells, supplementary views, decoration views; then kind (cells
/// have none, which sorts first); then item; then, for the rare elements those keys do not
/// tell apart, by frame (minY, minX, height, width) and zIndex.
///
/// ```
/// [0,0] cell, [0,1] cell, …, [0,0] header, [0,0] footer, [0,0] background, [1,0] cell, …
/// ```
enum ElementOrder {
    /// Whether `a` is listed before `b`.
    static func areInIncreasingOrder(_ a: PlacedElement, _ b: PlacedElement) -> Bool {
        if a.section != b.section { return a.section < b.section }
        if a.category != b.category { return rank(a.category) < rank(b.category) }
        if a.kind != b.kind { return (a.kind ?? "") < (b.kind ?? "") }
        if a.item != b.item { return a.item < b.item }
        let (p, q) = (a.frame, b.frame)
        if p.minY != q.minY { return p.minY < q.minY }
        if p.minX != q.minX { return p.minX < q.minX }
        if p.height != q.height { return p.height < q.height }
        if p.width != q.width { return p.width < q.width }
        return a.zIndex < b.zIndex
    }

    /// `elements` in the tool's order.
    static func sorted(_ elements: [PlacedElement]) -> [PlacedElement] {
        elements.sorted(by: areInIncreasingOrder)
    }

    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .cell: return 0
        case .supplementaryView: return 1
        case .decorationView: return 2
        }
    }
}
