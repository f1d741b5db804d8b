/// A spinner that shows that work is under way.
///
/// Nothing spins headless: the view records whether it is animating and hides itself when
/// stopped if ``hidesWhenStopped`` is on, as UIKit does.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// ```
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// UIKit's default for this class made in code: it hugs its content at 750 on both axes.
    override class var defaultContentHugging: AxisPriorities { .both(.defaultHigh) }

    /// The spinner's size and look.
    public enum Style: Int, Sendable {
        /// The pre-iOS 13 large white spinner.
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        /// The pre-iOS 13 white spinner.
        @available(*, deprecated, renamed: "medium")
        case white = 1
        /// The pre-iOS 13 grey spinner.
        @available(*, deprecated, renamed: "medium")
        case gray = 2
        /// The standard spinner, 20 points square.
        case medium = 100
        /// The large spinner, 37 points square.
        case large = 101
    }

    /// Creates a stopped spinner of `style`, hidden until it starts (``hidesWhenStopped``).
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
        isHidden = true
    }

    /// Creates a stopped ``Style/medium`` spinner of `frame`, hidden until it starts.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a spinner from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// The spinner's size and look; changing it changes the intrinsic size.
    open var style: Style {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The spinner's colour; `nil` uses the style's. Stored only.
    open var color: UIColor?

    /// Whether the spinner hides itself when stopped; `true` by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spinner is running.
    open private(set) var isAnimating = false

    /// Starts the spinner and shows it.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the spinner, hiding it when ``hidesWhenStopped`` is on.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// 37 points square for ``Style/large`` and ``Style/whiteLarge``, 20 otherwise.
    open override var intrinsicContentSize: CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        default: CGSize(width: 20, height: 20)
        }
    }
}
