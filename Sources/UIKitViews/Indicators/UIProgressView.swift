/// A bar that shows how far a task has come, from 0 to 1.
///
/// ```swift
/// let bar = UIProgressView(progressViewStyle: .default)
/// bar.setProgress(0.25, animated: true)
/// ```
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// UIKit's default for this class: it hugs its content at 250 horizontally and 750 vertically.
    override class var defaultContentHugging: AxisPriorities { AxisPriorities(horizontal: .defaultLow, vertical: .defaultHigh) }

    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard bar, with a track.
        case `default` = 0
        /// The bar of a toolbar.
        case bar = 1
    }

    /// Creates a bar of `style` at 0.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// Creates a ``Style/default`` bar of `frame` at 0.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// Creates a bar from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
    }

    /// The bar's look. Stored only.
    open var progressViewStyle: Style

    /// How far the task has come, clamped to 0 … 1 (NaN counts as 0); 0 by default.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }

    private var storedProgress: Float = 0

    /// Sets ``progress``; nothing animates headless.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The filled part's colour; `nil` uses the tint colour. Stored only.
    open var progressTintColor: UIColor?

    /// The track's colour; `nil` uses the style's. Stored only.
    open var trackTintColor: UIColor?

    /// A progress object the bar follows; its fraction completed becomes ``progress`` when set.
    open var observedProgress: Progress? {
        didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
    }

    /// No intrinsic width; 4 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: 4)
    }
}
