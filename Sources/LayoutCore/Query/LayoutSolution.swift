/// A solved layout: compact per-section geometry plus what is needed to present frames.
///
/// Frames inside are unmirrored and unsnapped; `present(_:category:)` turns them into what
/// the host reports. Queries never build anything per item beyond what they return.
public struct LayoutSolution: Hashable, Sendable {
    /// The sections, in order along the main axis.
    public var sections: [SectionGeometry]
    /// The layout-wide headers and footers at their natural places (SC-17).
    public var layoutBoundaryItems: [PlacedBoundaryItem]
    /// The size of the scrollable content, unsnapped.
    public var contentSize: Size
    /// The main axis.
    public var scrollAxis: Axis
    /// The display's pixel grid.
    public var pixelGrid: PixelGrid
    /// The reading direction.
    public var layoutDirection: LayoutDirection

    /// For each section, the largest content end along the main axis of it and every earlier
    /// section: non-decreasing, so it can be binary-searched.
    let runningMaximumEnd: [Double]
    /// For each section, the smallest content start of it and every later section.
    let runningMinimumStart: [Double]

    /// Creates a solution and its section index.
    public init(
        sections: [SectionGeometry], layoutBoundaryItems: [PlacedBoundaryItem] = [], contentSize: Size, scrollAxis: Axis,
        pixelGrid: PixelGrid, layoutDirection: LayoutDirection
    ) {
        self.sections = sections
        self.layoutBoundaryItems = layoutBoundaryItems
        self.contentSize = contentSize
        self.scrollAxis = scrollAxis
        self.pixelGrid = pixelGrid
        self.layoutDirection = layoutDirection
        var maximum = -Double.infinity
        var ends: [Double] = []
        ends.reserveCapacity(sections.count)
        var starts = [Double](repeating: .infinity, count: sections.count)
        let bounds = sections.map { $0.contentBounds }
        for rect in bounds {
            maximum = max(maximum, rect.max(along: scrollAxis))
            ends.append(maximum)
        }
        var minimum = Double.infinity
        for index in bounds.indices.reversed() {
            minimum = min(minimum, bounds[index].min(along: scrollAxis))
            starts[index] = minimum
        }
        runningMaximumEnd = ends
        runningMinimumStart = starts
    }

    /// The content size as the host reports it, floored to the pixel grid.
    public var presentedContentSize: Size {
        Size(width: pixelGrid.floor(contentSize.width), height: pixelGrid.floor(contentSize.height))
    }
}
