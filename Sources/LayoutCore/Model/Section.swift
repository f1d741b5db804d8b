/// Which of the host's insets a section keeps its content out of, on the cross axis (SC-2).
public enum ContentInsetsReference: Hashable, Sendable {
    /// The configuration's reference (for a section) or the safe area (for a configuration).
    case automatic
    /// No insets.
    case none
    /// The safe-area insets.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The insets of the readable content guide.
    case readableContent
}

/// One section's description: its repeating group, spacing, boundary items and decorations.
public struct Section: Hashable, Sendable {
    /// The group repeated along the main axis.
    public var group: Group
    /// Space between the section's bounds and its groups.
    public var contentInsets: DirectionalInsets
    /// Space between consecutive groups (SC-8).
    public var interGroupSpacing: Double
    /// The host insets the section avoids on the cross axis.
    public var contentInsetsReference: ContentInsetsReference
    /// Headers, footers and other views on the section's edges.
    public var boundaryItems: [BoundaryItem]
    /// Backgrounds drawn behind the section.
    public var decorationItems: [DecorationItem]
    /// The host insets boundary items avoid; `.automatic` means the configuration's reference
    /// (B-4), whatever the section's own `contentInsetsReference`.
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// Whether boundary items are also inset by the section's content insets (B-4).
    public var supplementariesFollowContentInsets: Bool
    /// Whether the section is a row scrolling across the main axis, and how it rests.
    public var orthogonalScrolling: OrthogonalScrolling
    /// How the row decelerates and bounces, when the section is a row.
    public var rowScrolling: RowScrolling
    /// The list configuration the section was made from, if it is a list section: it sets
    /// the space before the section (headers' top padding, spacing between sections) and
    /// where separators go; everything else is the ordinary description above.
    public var list: ListStyle?

    /// Creates a section; the defaults are UIKit's.
    public init(
        group: Group, contentInsets: DirectionalInsets = .zero, interGroupSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .automatic, boundaryItems: [BoundaryItem] = [],
        decorationItems: [DecorationItem] = [], supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
        supplementariesFollowContentInsets: Bool = true, orthogonalScrolling: OrthogonalScrolling = .none,
        rowScrolling: RowScrolling = RowScrolling(), list: ListStyle? = nil
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundaryItems = boundaryItems
        self.decorationItems = decorationItems
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.orthogonalScrolling = orthogonalScrolling
        self.rowScrolling = rowScrolling
        self.list = list
    }
}
