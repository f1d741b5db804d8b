/// The shadow a background configuration casts. Stored only.
public struct UIShadowProperties: Hashable {
    /// The shadow's color; opaque black by default.
    public var color: UIColor = .black
    /// The shadow's opacity, 0 to 1; 0 (no shadow) by default.
    public var opacity: CGFloat = 0
    /// The blur radius; 0 by default.
    public var radius: CGFloat = 0
    /// How far the shadow is moved; zero by default.
    public var offset: CGSize = .zero
}
