/// What the host tells the engine about where the layout is shown (SC-1, SC-2).
public struct Container: Hashable, Sendable {
    /// The host's bounds size.
    public var size: Size
    /// The host's safe-area insets.
    public var safeAreaInsets: DirectionalInsets
    /// The host's layout margins, measured from its bounds (safe area included).
    public var layoutMargins: DirectionalInsets
    /// The insets of the host's readable content guide, measured from its bounds.
    public var readableContentInsets: DirectionalInsets
    /// The display's pixel grid.
    public var pixelGrid: PixelGrid
    /// The reading direction.
    public var layoutDirection: LayoutDirection

    /// Creates a container description.
    public init(
        size: Size, safeAreaInsets: DirectionalInsets = .zero, layoutMargins: DirectionalInsets = .zero,
        readableContentInsets: DirectionalInsets = .zero, pixelGrid: PixelGrid = .none,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentInsets = readableContentInsets
        self.pixelGrid = pixelGrid
        self.layoutDirection = layoutDirection
    }

    /// The full insets of `reference` (`.automatic` is resolved by the caller).
    public func insets(for reference: ContentInsetsReference) -> DirectionalInsets {
        switch reference {
        case .automatic, .safeArea: return safeAreaInsets
        case .none: return .zero
        case .layoutMargins: return layoutMargins
        case .readableContent: return readableContentInsets
        }
    }
}
