internal import LayoutCore

/// Where one element of a prepared layout is: a value, not an attributes object.
///
/// Beyond UIKit: the fields are those of `UICollectionViewLayoutAttributes` the layout sets
/// (index path, category, kind, frame, z-index); alpha, hidden flag and transform are always
/// their defaults here, because only visible-items handlers change them (see
/// ``LayoutFrames``).
public struct ElementFrame: Equatable, Sendable {
    /// The element's index path, as its attributes have it.
    public var indexPath: IndexPath
    /// Cell, supplementary view or decoration view.
    public var category: UICollectionElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public var kind: String?
    /// The frame, in the collection view's coordinates, as `frame` of its attributes reads.
    public var frame: CGRect
    /// The stacking order.
    public var zIndex: Int

    /// Creates an element frame.
    public init(indexPath: IndexPath, category: UICollectionElementCategory, kind: String?, frame: CGRect, zIndex: Int) {
        self.indexPath = indexPath
        self.category = category
        self.kind = kind
        self.frame = frame
        self.zIndex = zIndex
    }

    init(_ element: borrowing PlacedElement) {
        indexPath = IndexPath(item: element.item, section: element.section)
        switch element.category {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView
        case .decorationView: category = .decorationView
        }
        kind = element.category == .cell ? nil : (element.kind ?? "")
        frame = CGRect(element.frame)
        zIndex = element.zIndex
    }
}

/// A snapshot of a prepared layout that answers frames as values, from any thread.
///
/// Beyond UIKit: ``UICollectionViewCompositionalLayout/frameSnapshot()`` takes it on the main
/// actor; it holds the solved geometry (the engine's value, shared, not copied element by
/// element) and the scroll state it was taken in: the rectangle pinned headers and footers
/// stay in, and the orthogonal rows' offsets. It is `Sendable` and never changes; a later
/// measurement, scroll or `prepare()` of the layout does not reach it. Renderers, servers and
/// tests read frames from it without creating an object per element.
///
/// Every answer is the same as the layout's own query at the moment of the snapshot —
/// ``frame(ofItemAt:)`` as `layoutAttributesForItem(at:)`, ``frames(in:)`` as
/// `layoutAttributesForElements(in:)`, element by element and in the same order — except
/// for what visible-items handlers (`visibleItemsInvalidationHandler`) change: they run only
/// for the attributes path, so their alpha, transform, z-index, centre and hidden flag are
/// not applied here.
public struct LayoutFrames: Sendable {
    let solution: LayoutSolution
    let visible: Rect?
    let rowOffsets: [Int: Double]

    init(solution: LayoutSolution, visible: Rect?, rowOffsets: [Int: Double]) {
        self.solution = solution
        self.visible = visible
        self.rowOffsets = rowOffsets
    }

    /// The size of the scrollable content, as `collectionViewContentSize` reports it.
    public var contentSize: CGSize {
        let size = solution.presentedContentSize
        return CGSize(width: size.width, height: size.height)
    }

    /// The number of sections laid out.
    public var numberOfSections: Int { solution.sections.count }

    /// The number of items in `section`, or 0 when there is no such section.
    public func numberOfItems(inSection section: Int) -> Int { solution.itemCount(inSection: section) ?? 0 }

    /// The cell at `indexPath`; in an orthogonal row, where it sits with the row at offset 0.
    public func frame(ofItemAt indexPath: IndexPath) -> ElementFrame? {
        guard indexPath.count == 2, let element = solution.cell(section: indexPath.section, item: indexPath.item) else {
            return nil
        }
        return ElementFrame(element)
    }

    /// The supplementary view of `kind` at `indexPath` (pinned ones where the snapshot's
    /// scroll state puts them).
    public func frame(ofSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> ElementFrame? {
        guard indexPath.count == 2,
            let element = solution.supplementary(kind: kind, section: indexPath.section, item: indexPath.item, visible: visible)
        else { return nil }
        return ElementFrame(element)
    }

    /// The decoration view of `kind` at `indexPath`.
    public func frame(ofDecorationViewOfKind kind: String, at indexPath: IndexPath) -> ElementFrame? {
        guard indexPath.count == 2,
            let element = solution.decoration(kind: kind, section: indexPath.section, item: indexPath.item)
        else { return nil }
        return ElementFrame(element)
    }

    /// Every element whose frame intersects `rect`, in the order and with the frames of
    /// `layoutAttributesForElements(in:)`.
    public func frames(in rect: CGRect) -> [ElementFrame] {
        var frames: [ElementFrame] = []
        forEachFrame(in: rect) { frames.append($0) }
        return frames
    }

    /// Calls `body` with every element whose frame intersects `rect`, in the order of
    /// ``frames(in:)``, without collecting them.
    public func forEachFrame(in rect: CGRect, _ body: (ElementFrame) -> Void) {
        solution.forEachElement(in: Rect(rect), visible: visible, orthogonalOffsets: rowOffsets) { body(ElementFrame($0)) }
    }

    /// Calls `body` with every cell's section, item and frame, section by section in item
    /// order: the frame `layoutAttributesForItem(at:)` reports, computed group by group.
    public func forEachItemFrame(_ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void) {
        solution.forEachCellFrame { section, item, frame in body(section, item, CGRect(frame)) }
    }

    /// Every cell's frame in index-path order (section by section), written into `frames`
    /// after what it already holds.
    public func appendItemFrames(to frames: inout [CGRect]) {
        var total = 0
        for section in solution.sections { total += section.itemCount }
        frames.reserveCapacity(frames.count + total)
        solution.forEachCellFrame { _, _, frame in frames.append(CGRect(frame)) }
    }
}

extension UICollectionViewCompositionalLayout {
    /// A `Sendable` snapshot of the prepared layout and the collection view's current scroll
    /// state that answers frames as values (``LayoutFrames``), or `nil` before the layout is
    /// prepared (or when preparing failed). Beyond UIKit.
    ///
    /// Taking it costs O(1): the solved geometry is shared with the layout, copy on write.
    public func frameSnapshot() -> LayoutFrames? {
        guard let prepared else { return nil }
        return LayoutFrames(solution: prepared.solution, visible: visibleRect, rowOffsets: orthogonalOffsets)
    }
}
