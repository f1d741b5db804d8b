/// What changes how solved frames are *reported* but never what is solved: the display's
/// pixel grid and the reading direction. Changing it re-solves nothing.
public struct Presentation: Hashable, Sendable {
    /// The display's pixel grid.
    public var pixelGrid: PixelGrid
    /// The reading direction.
    public var layoutDirection: LayoutDirection

    /// Creates presentation settings.
    public init(pixelGrid: PixelGrid = .none, layoutDirection: LayoutDirection = .leftToRight) {
        self.pixelGrid = pixelGrid
        self.layoutDirection = layoutDirection
    }
}
