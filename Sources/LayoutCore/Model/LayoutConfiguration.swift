/// Layout-wide settings.
public struct LayoutConfiguration: Hashable, Sendable {
    /// The main (scrolling) axis.
    public var scrollAxis: Axis
    /// Space between consecutive sections (SC-5, SC-11).
    public var interSectionSpacing: Double
    /// The default host insets every section avoids; `.automatic` means the safe area.
    public var contentInsetsReference: ContentInsetsReference
    /// Headers and footers of the whole layout (SC-17).
    public var boundaryItems: [BoundaryItem]

    /// Creates a configuration; the defaults are UIKit's.
    public init(
        scrollAxis: Axis = .vertical, interSectionSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .safeArea, boundaryItems: [BoundaryItem] = []
    ) {
        self.scrollAxis = scrollAxis
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundaryItems = boundaryItems
    }
}
