/// How UIKit puts the engine's solution on the pixel grid: the one owner of that rounding.
///
/// UIKit rounds each edge of a view to the nearest pixel of the view's display scale, in the
/// coordinates of the hierarchy's topmost view (the window), halves rounding up, and derives
/// the size from the rounded edges; the frame in the superview is then the rounded edges less
/// the superview's rounded origin. A view at 950.25 on a 2× screen lands on 950.5 and one at
/// 950.2 on 950 (see Docs/DECISIONS.md, "Auto Layout", for the sources). Fitting sizes are
/// rounded the same way, as a rectangle at the origin.
enum EnginePixelGrid {
    /// `value` in whole pixels of `scale`, on the nearest one, halves up; a value within a
    /// millionth of a pixel of a half counts as that half, so that arithmetic noise does not
    /// decide.
    static func pixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let pixels = value * scale
        guard pixels.isFinite else { return 0 }
        let floor = pixels.rounded(.down)
        return pixels - floor >= 0.5 - 1e-6 ? floor + 1 : floor
    }

    /// The frame, in its superview, of a rectangle solved at `solved` (in the superview's
    /// coordinates) when the superview's bounds start at `superviewOrigin` in the topmost
    /// view's coordinates: every edge in whole pixels of `scale` (a scale that is not a
    /// positive number counts as 1), lengths below 0 counting as 0.
    static func frame(of solved: CGRect, superviewOrigin: CGPoint, scale: CGFloat) -> CGRect {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let minX = superviewOrigin.x + solved.origin.x
        let minY = superviewOrigin.y + solved.origin.y
        let left = pixels(minX, scale: scale)
        let top = pixels(minY, scale: scale)
        let right = pixels(minX + max(0, solved.size.width), scale: scale)
        let bottom = pixels(minY + max(0, solved.size.height), scale: scale)
        let originX = pixels(superviewOrigin.x, scale: scale)
        let originY = pixels(superviewOrigin.y, scale: scale)
        return CGRect(
            x: (left - originX) / scale, y: (top - originY) / scale, width: (right - left) / scale,
            height: (bottom - top) / scale)
    }
}
