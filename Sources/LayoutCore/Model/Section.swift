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
    /// The description, out of line: sections converted from one object, or interned as
    /// equal, share it, so a layout of a million sections described alike holds one. Read
    /// with getters, as `SectionGeometry`'s fields are (see there why not `_read`).
    private var shared: Shared<Description>

    /// What a section's description holds.
    struct Description: Hashable, Sendable {
        var group: Group
        var contentInsets: DirectionalInsets
        var interGroupSpacing: Double
        var contentInsetsReference: ContentInsetsReference
        var boundaryItems: [BoundaryItem]
        var decorationItems: [DecorationItem]
        var supplementaryContentInsetsReference: ContentInsetsReference
        var supplementariesFollowContentInsets: Bool
        var orthogonalScrolling: OrthogonalScrolling
        var rowScrolling: RowScrolling
        var list: ListStyle?
    }

    /// The group repeated along the main axis.
    public var group: Group {
        get { shared.value.group }
        _modify { yield &shared.value.group }
    }
    /// Space between the section's bounds and its groups.
    public var contentInsets: DirectionalInsets {
        get { shared.value.contentInsets }
        _modify { yield &shared.value.contentInsets }
    }
    /// Space between consecutive groups (SC-8).
    public var interGroupSpacing: Double {
        get { shared.value.interGroupSpacing }
        _modify { yield &shared.value.interGroupSpacing }
    }
    /// The host insets the section avoids on the cross axis.
    public var contentInsetsReference: ContentInsetsReference {
        get { shared.value.contentInsetsReference }
        _modify { yield &shared.value.contentInsetsReference }
    }
    /// Headers, footers and other views on the section's edges.
    public var boundaryItems: [BoundaryItem] {
        get { shared.value.boundaryItems }
        _modify { yield &shared.value.boundaryItems }
    }
    /// Backgrounds drawn behind the section.
    public var decorationItems: [DecorationItem] {
        get { shared.value.decorationItems }
        _modify { yield &shared.value.decorationItems }
    }
    /// The host insets boundary items avoid; `.automatic` means the configuration's reference
    /// (B-4), whatever the section's own `contentInsetsReference`.
    public var supplementaryContentInsetsReference: ContentInsetsReference {
        get { shared.value.supplementaryContentInsetsReference }
        _modify { yield &shared.value.supplementaryContentInsetsReference }
    }
    /// Whether boundary items are also inset by the section's content insets (B-4).
    public var supplementariesFollowContentInsets: Bool {
        get { shared.value.supplementariesFollowContentInsets }
        _modify { yield &shared.value.supplementariesFollowContentInsets }
    }
    /// Whether the section is a row scrolling across the main axis, and how it rests.
    public var orthogonalScrolling: OrthogonalScrolling {
        get { shared.value.orthogonalScrolling }
        _modify { yield &shared.value.orthogonalScrolling }
    }
    /// How the row decelerates and bounces, when the section is a row.
    public var rowScrolling: RowScrolling {
        get { shared.value.rowScrolling }
        _modify { yield &shared.value.rowScrolling }
    }
    /// The list configuration the section was made from, if it is a list section: it sets
    /// the space before the section (headers' top padding, spacing between sections) and
    /// where separators go; everything else is the ordinary description above.
    public var list: ListStyle? {
        get { shared.value.list }
        _modify { yield &shared.value.list }
    }

    /// The identity of the description's storage: a section and its unchanged copies have
    /// the same; a section with another has another (or an equal description made apart).
    package var identity: UInt { shared.storageIdentity }

    /// Creates a section; the defaults are UIKit's.
    public init(
        group: Group, contentInsets: DirectionalInsets = .zero, interGroupSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .automatic, boundaryItems: [BoundaryItem] = [],
        decorationItems: [DecorationItem] = [], supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
        supplementariesFollowContentInsets: Bool = true, orthogonalScrolling: OrthogonalScrolling = .none,
        rowScrolling: RowScrolling = RowScrolling(), list: ListStyle? = nil
    ) {
        shared = Shared(
            Description(
                group: group, contentInsets: contentInsets, interGroupSpacing: interGroupSpacing,
                contentInsetsReference: contentInsetsReference, boundaryItems: boundaryItems,
                decorationItems: decorationItems, supplementaryContentInsetsReference: supplementaryContentInsetsReference,
                supplementariesFollowContentInsets: supplementariesFollowContentInsets,
                orthogonalScrolling: orthogonalScrolling, rowScrolling: rowScrolling, list: list))
    }
}
