internal import LayoutCore

/// Where one element of a prepared layout is: a value, not an attributes object.
///
/// Beyond UIKit: the fields are those of `UICollectionViewLayoutAttributes` the layout sets
/// (index path, category, kind, frame, z-index); alpha, hidden flag and transform are always
/// their defaults here, because only visible-items handlers change them (see
/// ``LayoutFrames``).
public struct ElementFrame: Equatable, Sendable {
    /// The element's index path, as its attributes have it.
    public var indexPath: IndexPath {
        get { path.indexPath }
        set { path = CompactIndexPath(newValue) }
    }
    /// Cell, supplementary view or decoration view.
    public var category: UICollectionElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public var kind: String?
    /// The frame, in the collection view's coordinates, as `frame` of its attributes reads.
    public var frame: CGRect
    /// The stacking order.
    public var zIndex: Int

    /// The index path, as (section, item) without an `IndexPath` for the layout's elements.
    private var path: CompactIndexPath
}

// The initializers are in an extension, so that the structure keeps its implicit memberwise
// initializer and each one makes the value through it: with an initializer that assigns the
// stored properties one by one, the optimizer (Swift 6.3.1) left a copy and two destructions
// of the whole value, through its outlined value witnesses, in every call that passed a new
// value on (`forEachFrame(in:_:)`: about 110 instructions per cell).
extension ElementFrame {
    /// Creates an element frame.
    public init(indexPath: IndexPath, category: UICollectionElementCategory, kind: String?, frame: CGRect, zIndex: Int) {
        self.init(category: category, kind: kind, frame: frame, zIndex: zIndex, path: CompactIndexPath(indexPath))
    }

    init(_ element: borrowing PlacedElement) {
        self.init(
            category: UICollectionElementCategory(element.category), kind: element.reportedKind,
            frame: CGRect(element.frame), zIndex: element.zIndex,
            path: CompactIndexPath(section: element.section, item: element.item))
    }

    init(section: Int, item: Int, cell: PlacedCell) {
        self.init(
            category: .cell, kind: nil, frame: CGRect(cell.frame), zIndex: cell.zIndex,
            path: CompactIndexPath(section: section, item: item))
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
    let rowOffsets: OrthogonalRowOffsets

    init(solution: LayoutSolution, visible: Rect?, rowOffsets: OrthogonalRowOffsets) {
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
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section, item = indexPath.item
        guard let cell = solution.placedCell(section: section, item: item) else { return nil }
        return ElementFrame(section: section, item: item, cell: cell)
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
        // A cell's value is made in place from plain values: no `PlacedElement`, whose kind
        // would be copied and destroyed, stands between the engine and `body`.
        solution.forEachElement(in: Rect(rect), visible: visible, rowOffsets: rowOffsets) { section, item, cell, _ in
            body(ElementFrame(section: section, item: item, cell: cell))
        } others: {
            body(ElementFrame($0))
        }
    }

    /// Calls `body` with every element of ``frames(in:)`` for `rect` — the same elements,
    /// with the same values — in index-path order, without collecting or sorting them:
    /// section by section; in a section its cells by item, then its supplementary views by
    /// kind and then item (the layout's own boundary items are section 0's), then its
    /// decoration views by kind. With `sections`, only the elements of those sections.
    ///
    /// ```
    /// [0,0] cell, [0,1] cell, …  [0,0] badge, [0,1] badge, …  [0,0] header  [0,0] background
    /// [1,0] cell, …
    /// ```
    ///
    /// No two elements of a layout share category, kind and index path, so the order is
    /// total. The memory used is a few elements whatever the size of `rect`; each kind of
    /// item or group supplementary view is one more pass over a section's groups. An error
    /// `body` throws ends the walk at once and is rethrown.
    public func forEachFrameInIndexPathOrder<Failure: Error>(
        in rect: CGRect, sections: Range<Int>? = nil, _ body: (ElementFrame) throws(Failure) -> Void
    ) throws(Failure) {
        try solution.forEachElementInIndexPathOrder(in: Rect(rect), visible: visible, rowOffsets: rowOffsets, sections: sections) {
            (element) throws(Failure) in try body(ElementFrame(element))
        }
    }

    /// Calls `body` with every cell's section, item and frame, section by section in item
    /// order: the frame `layoutAttributesForItem(at:)` reports, computed group by group.
    public func forEachItemFrame(_ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void) {
        solution.forEachCellFrame { section, item, frame in body(section, item, CGRect(frame)) }
    }

    /// Every cell's frame in index-path order (section by section), written into `frames`
    /// after what it already holds: ``itemFrames()``, appended (or, into an empty array,
    /// assigned without a copy).
    public func appendItemFrames(to frames: inout [CGRect]) {
        if frames.isEmpty {
            frames = itemFrames()
        } else {
            frames += itemFrames()
        }
    }

    /// Every cell's frame in index-path order (section by section), in a new array: the
    /// frames `layoutAttributesForItem(at:)` reports, written once into storage of the right
    /// size. A section whose frames repeat exactly from group to group (whole-point slots,
    /// group stride and section start, as in a fixed-size grid or list) is written as its
    /// first group shifted by the stride, without snapping each cell again.
    public func itemFrames() -> [CGRect] {
        itemFramesCountingProgressions().frames
    }

    /// ``itemFrames()``, and how many of the frames were written from a section's
    /// `CellFrameProgression` rather than snapped one by one: what tests count to show the
    /// short path is taken.
    func itemFramesCountingProgressions() -> (frames: [CGRect], fromProgressions: Int) {
        // Saturating: item counts are unbounded (zero-length groups), and a sum past Int.max
        // must not trap here; no array of that size can be allocated either way.
        var total = 0
        for section in solution.sections {
            let (sum, overflow) = total.addingReportingOverflow(section.itemCount)
            total = overflow ? .max : sum
        }
        var fromProgressions = 0
        let frames = [CGRect](unsafeUninitializedCapacity: total) { buffer, count in
            var writer = FrameWriter(buffer: buffer)
            for index in solution.sections.indices {
                if let progression = solution.cellFrameProgression(inSection: index) {
                    let before = writer.count
                    writer.write(progression)
                    fromProgressions += writer.count - before
                } else {
                    solution.forEachCellFrame(inSection: index) { _, frame in writer.append(frame) }
                }
            }
            count = writer.count
        }
        return (frames, fromProgressions)
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
        return LayoutFrames(solution: prepared.solution, visible: visibleRect, rowOffsets: rowOffsets)
    }
}

/// Writes frames into uninitialized storage, never past its end.
private struct FrameWriter {
    let buffer: UnsafeMutableBufferPointer<CGRect>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<CGRect>) {
        self.buffer = buffer
    }

    mutating func append(_ frame: Rect) {
        guard count < buffer.count else { return }
        buffer.baseAddress.unsafelyUnwrapped.advanced(by: count).initialize(to: CGRect(frame))
        count += 1
    }

    /// How many groups `write(_:)` fills slot by slot before moving on: a block small enough to
    /// stay in cache, so the output is written in one pass.
    private static let blockGroups = 128

    /// The progression's frames in item order: group 0 as is, then the later groups block by
    /// block, and within a block slot by slot (a tight loop of one addition and one store
    /// per cell). Group `g`'s shift is `g × step`, reached by adding `step` to
    /// `(first − 1) × step` for a block starting at group `first`: the progression's whole
    /// numbers keep every product and sum exact, so this equals
    /// `CellFrameProgression.frame(ofItem:)`. Group 0 gets no addition at all, which could
    /// turn a −0 into +0.
    mutating func write(_ progression: CellFrameProgression) {
        let total = Swift.min(progression.itemCount, buffer.count - count)
        guard total > 0, let base = buffer.baseAddress else { return }
        let step = progression.step
        let vertical = progression.axis == .vertical
        let start = base + count
        progression.firstGroup.withUnsafeBufferPointer { first in
            let perGroup = first.count
            for (slot, frame) in first.prefix(total).enumerated() { (start + slot).initialize(to: CGRect(frame)) }
            let groups = (total - 1) / perGroup + 1
            var blockStart = 1
            while blockStart < groups {
                let blockEnd = Swift.min(blockStart + Self.blockGroups, groups)
                let shiftBefore = Double(blockStart - 1) * step
                for slot in 0..<perGroup {
                    // The last group may be partial: a slot past its items is not written there.
                    let end = blockEnd == groups && (groups - 1) * perGroup + slot >= total ? blockEnd - 1 : blockEnd
                    guard end > blockStart else { continue }
                    let frame = first[slot]
                    var out = start + blockStart * perGroup + slot
                    var shift = shiftBefore
                    if vertical {
                        for _ in blockStart..<end {
                            shift += step
                            out.initialize(to: CGRect(x: frame.minX, y: frame.minY + shift, width: frame.width, height: frame.height))
                            out += perGroup
                        }
                    } else {
                        for _ in blockStart..<end {
                            shift += step
                            out.initialize(to: CGRect(x: frame.minX + shift, y: frame.minY, width: frame.width, height: frame.height))
                            out += perGroup
                        }
                    }
                }
                blockStart = blockEnd
            }
        }
        count += total
    }
}
