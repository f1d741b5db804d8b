/// A view that shows a blur or vibrancy behind its content; subviews go in ``contentView``,
/// which always fills it.
///
/// ```swift
/// let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// background.contentView.addSubview(label)
/// ```
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to: the effect view's size, at its origin.
    public let contentView: UIView

    /// The effect shown; `nil` shows none. Stored only: nothing is drawn headless.
    open var effect: UIVisualEffect?

    /// Creates an effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
    }

    /// Creates an effect view from an archive, showing no effect; nothing is read headless (see
    /// `UIView`).
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
