/// A view behind a section covering the whole section (D-1 … D-3).
public struct DecorationItem: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The view's zIndex; 0 draws it below the section's other elements.
    public var zIndex: Int
    /// Space removed from the section's rectangle.
    public var contentInsets: DirectionalInsets

    /// Creates a background decoration.
    public init(kind: String, zIndex: Int = 0, contentInsets: DirectionalInsets = .zero) {
        self.kind = kind
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
