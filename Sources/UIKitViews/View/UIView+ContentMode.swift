extension UIView {
    /// How a view fits its content to its bounds when the size changes. Stored only: nothing
    /// is drawn headless.
    public enum ContentMode: Int, Sendable {
        /// Stretch the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill = 0
        /// Scale the content to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit
        /// Scale the content to cover the bounds, keeping its aspect ratio.
        case scaleAspectFill
        /// Draw the content again when the bounds change.
        case redraw
        /// Centre the content, unscaled.
        case center
        /// Put the content at the top centre, unscaled.
        case top
        /// Put the content at the bottom centre, unscaled.
        case bottom
        /// Put the content at the left centre, unscaled.
        case left
        /// Put the content at the right centre, unscaled.
        case right
        /// Put the content in the top-left corner, unscaled.
        case topLeft
        /// Put the content in the top-right corner, unscaled.
        case topRight
        /// Put the content in the bottom-left corner, unscaled.
        case bottomLeft
        /// Put the content in the bottom-right corner, unscaled.
        case bottomRight
    }
}
