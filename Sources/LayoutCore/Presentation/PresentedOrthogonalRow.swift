/// An orthogonal row as a host reports it to renderers, in the host's coordinates (mirrored
/// for right to left, on the pixel grid): where the row's scroll view is, where its content
/// lies at offset 0, where it is scrolled to and where it may come to rest.
public struct PresentedOrthogonalRow: Hashable, Sendable {
    /// The section that scrolls as this row.
    public var section: Int
    /// How the row comes to rest after a drag.
    public var behavior: OrthogonalScrolling
    /// The axis the row scrolls along: the layout's cross axis.
    public var axis: Axis
    /// The row's scroll view (``LayoutSolution/orthogonalRowFrame(ofSection:)``, presented).
    public var frame: Rect
    /// The row's content at offset 0 (``LayoutSolution/orthogonalRowContentFrame(ofSection:)``,
    /// presented).
    public var contentFrameAtRest: Rect
    /// The row's current offset in the host's coordinates.
    public var offset: Point
    /// Every offset the row may rest at (`OrthogonalRow.restingOffsets`), in the host's
    /// coordinates.
    public var restingOffsets: [Point]
    /// The kinds of the section's elements that stay put while the row scrolls
    /// (``LayoutSolution/stationaryKinds(ofSection:)``).
    public var stationaryKinds: [String]
}

extension LayoutSolution {
    /// The row of section `index` scrolled to the offset `offsets` holds for it, as a host
    /// reports it; `nil` when the section is not a row.
    public func presentedOrthogonalRow(ofSection index: Int, offsets: OrthogonalRowOffsets) -> PresentedOrthogonalRow? {
        guard let row = orthogonalRow(ofSection: index), let frame = orthogonalRowFrame(ofSection: index),
            let content = orthogonalRowContentFrame(ofSection: index)
        else { return nil }
        let section = sections[index]
        return PresentedOrthogonalRow(
            section: index, behavior: row.behavior, axis: section.trackAxis,
            frame: present(frame, category: .cell), contentFrameAtRest: present(content, category: .cell),
            offset: physicalRowOffset(ofSection: index, in: offsets),
            restingOffsets: row.restingOffsets.map { physicalRowOffset(leading: $0, of: section) },
            stationaryKinds: stationaryKinds(ofSection: index))
    }
}
