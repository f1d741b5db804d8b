/// A solved layout: per-section geometry in section space, a prefix structure over the
/// sections' lengths that places them in content space, and the presentation settings that
/// turn content-space frames into reported ones.
///
/// ```
/// content space (main axis)
/// 0 ─ layout-wide header
///     ── space before section 0 (lists only)
///     section 0   start = header + before₀
///     ── interSectionSpacing
///     ── space before section 1
///     section 1   start = header + (before₀ + length₀ + spacing) + before₁   ← prefix sums
///     …
///     layout-wide footer
/// ```
///
/// A measurement changes one section's length and updates one prefix-sum entry, so every
/// later section moves without being touched (S-33, S-37).
public struct LayoutSolution: Hashable, Sendable {
    /// The sections, in order along the main axis.
    public internal(set) var sections: [SectionGeometry]
    /// The layout-wide headers and footers at their natural places, in content space (SC-17).
    public internal(set) var layoutBoundaryItems: [PlacedBoundaryItem]
    /// The size of the scrollable content, unsnapped.
    public internal(set) var contentSize: Size
    /// The main axis.
    public let scrollAxis: Axis
    /// How frames are reported: pixel grid and reading direction.
    public var presentation: Presentation
    /// The work done so far, for tests that count it.
    public internal(set) var work: WorkCounters

    /// Each section's extent: the space before it, its length and the spacing after it.
    var sectionExtents: PrefixSums
    /// How far any section's elements reach outside it along the main axis (grows only).
    var overhang: Overhang
    /// What is needed to solve the layout's ends again.
    var plan: LayoutPlan

    /// The display's pixel grid.
    public var pixelGrid: PixelGrid { presentation.pixelGrid }
    /// The reading direction.
    public var layoutDirection: LayoutDirection { presentation.layoutDirection }

    /// The main-axis coordinate, in content space, where section `index` starts.
    @inline(__always)
    public func sectionStart(_ index: Int) -> Double {
        plan.headerLength + sectionExtents.sum(before: index) + Self.spaceBefore(sections[index])
    }

    /// The space before `section` along the main axis, outside its frame: only list sections
    /// have one (their header's top padding or the spacing between sections).
    /// Inlined, and read from the plan's copy of the list style rather than the description,
    /// so that a caller reading `sections[i]` copies neither the geometry nor the description.
    @inline(__always)
    static func spaceBefore(_ section: borrowing SectionGeometry) -> Double {
        section.plan.list?.spaceBefore(isFirstSection: section.index == 0) ?? 0
    }

    /// What `section` adds to the prefix sums: the space before it, its length, and
    /// `spacing` after it. A negative spacing pulls the next section (`next`) over this one,
    /// by no more than the shorter of the two is long: the sections' starts and ends only
    /// grow, which the queries' searches and the content size need.
    static func extent(of section: SectionGeometry, next: SectionGeometry?, spacing: Double) -> Double {
        let overlap = Swift.min(section.length, next?.length ?? section.length)
        return spaceBefore(section) + section.length + Swift.max(spacing, -overlap)
    }

    /// Section `index`'s rectangle in content space: its main-axis span across the whole
    /// container.
    public func sectionFrame(_ index: Int) -> Rect {
        let section = sections[index]
        return Rect(
            origin: Point(main: sectionStart(index), cross: 0, axis: scrollAxis),
            size: Size(main: section.length, cross: section.crossLength, axis: scrollAxis))
    }

    /// `rect` moved from the space of the section starting at `start` into content space.
    func contentRect(_ rect: Rect, sectionStart start: Double) -> Rect {
        scrollAxis == .vertical ? rect.offsetBy(dx: 0, dy: start) : rect.offsetBy(dx: start, dy: 0)
    }
}

/// What the solver keeps of the layout as a whole: the configuration and container it was
/// solved for, and the layout-wide boundary items with their measurements.
struct LayoutPlan: Hashable, Sendable {
    /// The configuration solved.
    var configuration: LayoutConfiguration
    /// The container solved in.
    var container: Container
    /// Where layout-wide boundary items go across the main axis.
    var boundary: BoundaryPlacement
    /// Measured layout-wide boundary items by kind.
    var measured: [String: Size]
    /// The length the layout-wide headers add before the first section.
    var headerLength: Double
    /// The length the layout-wide footers add after the last section.
    var footerLength: Double
}

extension LayoutSolution {
    /// The size of the container the layout was solved in.
    public var containerSize: Size { plan.container.size }
}
