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

/// One section's description: its repeating group and spacing.
public struct Section: Hashable, Sendable {
    /// The group repeated along the main axis.
    public var group: Group
    /// Space between the section's bounds and its groups.
    public var contentInsets: DirectionalInsets
    /// Space between consecutive groups (SC-8).
    public var interGroupSpacing: Double
    /// The host insets the section avoids on the cross axis.
    public var contentInsetsReference: ContentInsetsReference

    /// Creates a section.
    public init(
        group: Group, contentInsets: DirectionalInsets = .zero, interGroupSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .automatic
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.contentInsetsReference = contentInsetsReference
    }
}
