// Where Apple's UIKit exists it declares these. A platform test, not `canImport(UIKit)`: this
// package's own UIKit module (Sources/UIKit) can be imported once built, and would hide them.
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
extension CGRect {
    /// The rectangle moved in by `insets` on each edge: the origin moves right by `left` and
    /// down by `top`, the width shrinks by `left + right` and the height by `top + bottom`.
    ///
    /// Plain arithmetic on the stored origin and size, as UIKit's `UIEdgeInsetsInsetRect`:
    /// negative insets grow the rectangle, and insets larger than it leave a negative width or
    /// height (nothing is clamped or standardized).
    ///
    /// ```
    /// (10, 20, 100, 50).inset(by: top 5, left 8, bottom 3, right 2)  →  (18, 25, 90, 42)
    /// ```
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        var rect = self
        rect.origin.x += insets.left
        rect.origin.y += insets.top
        rect.size.width -= insets.left + insets.right
        rect.size.height -= insets.top + insets.bottom
        return rect
    }
}
#endif
