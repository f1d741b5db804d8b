extension ViewDrawingRenderer {
    /// How a drawing is made.
    public struct Options: Hashable, Sendable {
        /// The document's title (a `<title>` element), or `nil` for none.
        public var title: String?
        /// What a root scroll view shows of its content beyond its bounds.
        public var contentOutsideBounds: ContentOutsideBounds

        /// Options with no title, showing a root scroll view's content as far as its bounds.
        public init(title: String? = nil, contentOutsideBounds: ContentOutsideBounds = .clipped) {
            self.title = title
            self.contentOutsideBounds = contentOutsideBounds
        }
    }

    /// What a root scroll view (a collection view, a table) shows of its content beyond its
    /// bounds. Scroll views below the root are always clipped as their `clipsToBounds` says.
    public enum ContentOutsideBounds: Hashable, Sendable {
        /// The canvas is the bounds: what the screen shows.
        case clipped
        /// The canvas reaches over the whole content and the bounds, and what lies outside the
        /// bounds is drawn under a white veil, with the bounds outlined: where the views that
        /// are not on screen would be.
        case veiled
    }
}
