/// The view a background configuration is shown with, as UIKit's cells show theirs: placed
/// at the back of its container, inset from the container's bounds by the configuration's
/// insets, holding a fill (the resolved color, rounded corners, the image and the custom view,
/// clipped to the corners) and, when the stroke has a width, a stroke view around the fill,
/// moved out by the stroke's outset.
///
/// ```
///  container bounds
///  ┌──────────────────────────────┐
///  │   ┌─stroke (outset)───────┐  │
///  │   │ ┌─fill──────────────┐ │  │   fill = bounds inset by backgroundInsets
///  │   │ │ image, customView │ │  │          (+ the layout margins of the edges
///  │   │ └───────────────────┘ │  │           in edgesAddingLayoutMarginsToBackgroundInsets)
///  │   └───────────────────────┘  │
///  └──────────────────────────────┘
/// ```
///
/// Frame-based, like UIKit's internal views: its frames are set directly and it takes no
/// constraints. The visual effect and the shadow are not shown.
@preconcurrency @MainActor
package final class SystemBackgroundView: UIView {
    /// The configuration's fill: color, corners, image and custom view.
    package let fillView = UIView()
    /// The image view of the configuration's image, while it has one.
    package private(set) var imageView: UIImageView?
    /// The stroke, while the configuration's stroke has a width.
    package private(set) var strokeView: UIView?
    /// The app's custom view shown, while the configuration has one.
    private weak var shownCustomView: UIView?

    /// Creates an empty background view.
    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(fillView)
    }

    /// Creates a background view from an archive; nothing is read headless (see `UIView`).
    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        addSubview(fillView)
    }

    /// Shows `configuration` in `container`: the frame from the container's bounds, margins
    /// and layout direction, the colors resolved with its tint and traits, the corner radius on
    /// `roundedCorners` (all four by default).
    package func apply(
        _ configuration: UIBackgroundConfiguration, in container: UIView,
        roundedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    ) {
        let frame = Self.backgroundFrame(of: configuration, in: container)
        if self.frame != frame { self.frame = frame }
        let bounds = CGRect(origin: .zero, size: frame.size)
        let radius = configuration.cornerRadius.isFinite ? max(0, configuration.cornerRadius) : 0
        let tint: UIColor = container.tintColor
        fillView.frame = bounds
        fillView.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        fillView.layer.cornerRadius = radius
        fillView.layer.maskedCorners = roundedCorners
        fillView.clipsToBounds = radius > 0
        showImage(configuration.image, contentMode: configuration.imageContentMode, in: bounds)
        showCustomView(configuration.customView, in: bounds)
        showStroke(of: configuration, radius: radius, tint: tint, traits: container.traitCollection, in: bounds)
        strokeView?.layer.maskedCorners = roundedCorners
    }

    /// The background's frame in `container`: its bounds inset by the configuration's insets,
    /// plus the container's layout margins on the edges that add them; right to left swaps
    /// leading and trailing. Insets that are not finite count as 0; a frame narrower or shorter
    /// than nothing is empty at its origin.
    package static func backgroundFrame(of configuration: UIBackgroundConfiguration, in container: UIView) -> CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let insets = configuration.backgroundInsets
        let adding = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        let margins = adding.isEmpty ? .zero : container.directionalLayoutMargins
        let top = finite(insets.top) + (adding.contains(.top) ? margins.top : 0)
        let leading = finite(insets.leading) + (adding.contains(.leading) ? margins.leading : 0)
        let bottom = finite(insets.bottom) + (adding.contains(.bottom) ? margins.bottom : 0)
        let trailing = finite(insets.trailing) + (adding.contains(.trailing) ? margins.trailing : 0)
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let bounds = container.bounds
        return CGRect(
            x: bounds.minX + (rightToLeft ? trailing : leading), y: bounds.minY + top,
            width: max(0, bounds.width - leading - trailing), height: max(0, bounds.height - top - bottom))
    }

    /// Shows `image` filling the fill view as `contentMode` says, or removes the image view.
    private func showImage(_ image: UIImage?, contentMode: UIView.ContentMode, in bounds: CGRect) {
        guard let image else {
            imageView?.removeFromSuperview()
            imageView = nil
            return
        }
        let view = imageView ?? UIImageView()
        if imageView == nil {
            imageView = view
            fillView.insertSubview(view, at: 0)
        }
        view.image = image
        view.contentMode = contentMode
        view.frame = bounds
    }

    /// Shows the app's `view` filling the fill view above the image, or removes the one shown.
    private func showCustomView(_ view: UIView?, in bounds: CGRect) {
        if let shown = shownCustomView, shown !== view, shown.superview === fillView { shown.removeFromSuperview() }
        shownCustomView = view
        guard let view else { return }
        if view.superview !== fillView { fillView.addSubview(view) }
        view.frame = bounds
    }

    /// Shows the stroke around the fill, moved out by the outset (in by a negative one), its
    /// corners following the fill's; removes it when the stroke has no width.
    private func showStroke(
        of configuration: UIBackgroundConfiguration, radius: CGFloat, tint: UIColor, traits: UITraitCollection,
        in bounds: CGRect
    ) {
        let width = configuration.strokeWidth
        guard width.isFinite, width > 0 else {
            strokeView?.removeFromSuperview()
            strokeView = nil
            return
        }
        let view = strokeView ?? UIView()
        if strokeView == nil {
            strokeView = view
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        let outset = configuration.strokeOutset.isFinite ? configuration.strokeOutset : 0
        let frame = bounds.insetBy(dx: -outset, dy: -outset)
        view.frame = frame.isNull ? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) : frame
        view.layer.borderWidth = width
        view.layer.borderColor = configuration.resolvedStrokeColor(for: tint).resolvedColor(with: traits).cgColor
        view.layer.cornerRadius = radius > 0 ? max(0, radius + outset) : 0
    }
}
