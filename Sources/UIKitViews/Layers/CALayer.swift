#if !canImport(QuartzCore)
/// The Core Animation layer behind a view, reduced to what app code sets on a view's layer:
/// corners, border, shadow, stacking, opacity and clipping. Stored only: nothing is drawn.
///
/// Where Core Animation is available this is its `CALayer`. A view's `alpha`, `isHidden` and
/// `clipsToBounds` read and write the layer's `opacity`, `isHidden` and `masksToBounds`, as in
/// UIKit; its `backgroundColor` sets the layer's. The geometry of a view lives on the view.
open class CALayer: NSObject {
    /// Creates a layer with Core Animation's defaults.
    public override init() {
        super.init()
    }

    /// The radius of the rounded corners; 0 (square) by default.
    open var cornerRadius: CGFloat = 0

    /// Which corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// The curve of the rounded corners; `.circular` by default.
    open var cornerCurve: CALayerCornerCurve = .circular

    /// The width of the border drawn inside the bounds; 0 by default.
    open var borderWidth: CGFloat = 0

    /// The border's color; opaque black by default.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// The fill behind the content; `nil` (transparent) by default.
    open var backgroundColor: CGColor?

    /// Whether sublayers are clipped to the bounds; `false` by default.
    open var masksToBounds = false

    /// The opacity, 0 to 1; 1 by default.
    open var opacity: Float = 1

    /// Whether the layer is hidden; `false` by default.
    open var isHidden = false

    /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0

    /// The blur radius of the shadow; 3 by default.
    open var shadowRadius: CGFloat = 3

    /// How far the shadow is moved; `(0, -3)` by default.
    open var shadowOffset = CGSize(width: 0, height: -3)

    /// The shadow's color; opaque black by default.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// The position along the z axis, which orders sibling layers; 0 by default.
    open var zPosition: CGFloat = 0
}

/// The corners of a layer that its corner radius rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The corner at the smallest x and y: top left in UIKit's coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y: top right in UIKit's coordinates.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y: bottom left in UIKit's coordinates.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the largest x and y: bottom right in UIKit's coordinates.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String

    /// Creates a curve from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve that eases into the straight edges, as the system's rounded
    /// rectangles use.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
#endif
