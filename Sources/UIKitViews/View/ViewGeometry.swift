/// Where a view is, as one value: its centre in the superview, its bounds and its transform,
/// with UIKit's rules for the frame, which is derived from them.
///
/// ```
///   frame.origin ┌──────────────────┐   frame: the box around the bounds, transformed
///                │  bounds.origin   │          about the centre, in the superview
///                │       · center   │   bounds: the view's own coordinates (a scroll
///                └──────────────────┘           view's origin is its content offset)
/// ```
///
/// - Setting `frame` with the identity transform sets the centre (the frame's midpoint) and
///   the bounds size, and keeps the bounds origin; the frame reads back exactly as written
///   (the origin is kept as written, since `center − size / 2` can differ from it in the
///   last bits).
/// - Setting `frame` with another transform is undefined in UIKit's documentation; what
///   Core Animation does, and what is done here, is to put the centre at the frame's midpoint
///   and size the bounds so that the transformed bounds fill the frame: the frame's size
///   mapped by the inverse of the transform's linear part. For scales this reads back the
///   frame written (flowkey/UIKit-cross-platform's `CALayerTests` check the same on iOS); a
///   transform that cannot be inverted leaves the size as it was.
/// - Setting the bounds size keeps the centre; setting the bounds origin moves nothing in the
///   superview.
/// - `frame` reads the box around the four corners of the bounds, transformed about the
///   centre (translation included).
struct ViewGeometry: Equatable {
    /// The frame's origin, or the centre: see ``anchorIsCenter``.
    private var anchor = CGPoint.zero
    /// Whether ``anchor`` is the centre (set through `center`, a size change or a
    /// transformed frame) or the frame's origin (set through an untransformed `frame`).
    private var anchorIsCenter = false
    /// The view's own coordinate space.
    private(set) var bounds = CGRect.zero
    /// The transform applied about the centre.
    var transform3D = CATransform3DIdentity

    /// A geometry whose frame is `frame`, untransformed.
    init(frame: CGRect) {
        self.frame = frame
    }

    /// The 2D part of ``transform3D``.
    var affineTransform: CGAffineTransform { CATransform3DGetAffineTransform(transform3D) }

    /// The midpoint of the untransformed frame, in the superview's coordinates.
    var center: CGPoint {
        get {
            anchorIsCenter
                ? anchor
                : CGPoint(x: anchor.x + bounds.size.width / 2, y: anchor.y + bounds.size.height / 2)
        }
        set {
            anchor = newValue
            anchorIsCenter = true
        }
    }

    /// The bounds' size; a change keeps the centre.
    var size: CGSize {
        get { bounds.size }
        set {
            if !anchorIsCenter { center = center }
            bounds.size = newValue
        }
    }

    /// The bounds' origin: what the view's own coordinates start at.
    var boundsOrigin: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The view's rectangle in the superview (see the type's rules).
    var frame: CGRect {
        get {
            let transform = affineTransform
            if !anchorIsCenter && transform == .identity {
                return CGRect(origin: anchor, size: bounds.size)
            }
            let centered = CGRect(
                x: -bounds.size.width / 2, y: -bounds.size.height / 2, width: bounds.size.width,
                height: bounds.size.height)
            return centered.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let transform = affineTransform
            if transform == .identity {
                anchor = newValue.origin
                anchorIsCenter = false
                bounds.size = newValue.size
                return
            }
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
            let determinant = linear.a * linear.d - linear.b * linear.c
            guard determinant != 0, determinant.isFinite else { return }
            bounds.size = CGRect(origin: .zero, size: newValue.size).applying(linear.inverted()).size
        }
    }
}
