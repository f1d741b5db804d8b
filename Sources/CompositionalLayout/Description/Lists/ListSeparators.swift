/// One separator line of a list row, where a renderer draws it.
public struct ListSeparator: Hashable, Sendable {
    /// The line's rectangle in the collection view's content coordinates: along the row's
    /// edge, one device pixel thick, inside the row.
    public var frame: CGRect
    /// How far the line starts from the row's leading edge: the inset asked for (or the
    /// automatic one), at most the row's width.
    public var leadingInset: CGFloat
    /// How far the line stops before the row's trailing edge: the inset asked for, at most
    /// what the leading inset leaves of the row. With `leadingInset` and the line's length it
    /// adds up to the row's width (before the line is snapped to the pixel grid).
    public var trailingInset: CGFloat
    /// The line's color.
    public var color: UIColor

    /// Creates a separator.
    public init(frame: CGRect, leadingInset: CGFloat, trailingInset: CGFloat, color: UIColor) {
        self.frame = frame
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.color = color
    }
}

/// The separators a list row shows, after the list's configuration and its
/// `itemSeparatorHandler`.
public struct ListRowSeparators: Hashable, Sendable {
    /// The separator along the row's top edge, if shown.
    public var top: ListSeparator?
    /// The separator along the row's bottom edge, if shown.
    public var bottom: ListSeparator?

    /// Creates the separators of a row.
    public init(top: ListSeparator?, bottom: ListSeparator?) {
        self.top = top
        self.bottom = bottom
    }
}
