/// A control for choosing a value along a track.
///
/// Setting ``value`` or calling ``setValue(_:animated:)`` sends no event, as in UIKit; a
/// user's drag does, and is made headless by ``simulateSlide(to:)``. Values are kept within
/// ``minimumValue`` … ``maximumValue`` (0 … 1 by default).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// UIKit's default for this class made in code: it hugs its content at 750 on both axes.
    override class var defaultContentHugging: AxisPriorities { .both(.defaultHigh) }

    /// The value set, within the bounds.
    private var storedValue: Float = 0

    /// The value; 0 by default. Setting it keeps it within the bounds and sends no event.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }

    /// The smallest value; 0 by default. Setting it above the maximum raises the maximum, and
    /// the value is kept within the new bounds.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// The largest value; 1 by default. Setting it below the minimum lowers the minimum, and
    /// the value is kept within the new bounds.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// Whether a drag sends ``UIControl/Event/valueChanged`` as it goes (`true`, the default)
    /// or once at its end. Headless a slide is one change either way.
    open var isContinuous = true

    /// The color of the track below the value; `nil` by default. Stored only.
    open var minimumTrackTintColor: UIColor?

    /// The color of the track above the value; `nil` by default. Stored only.
    open var maximumTrackTintColor: UIColor?

    /// The color of the thumb; `nil` by default. Stored only.
    open var thumbTintColor: UIColor?

    /// Creates a slider at 0 in 0 … 1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value, kept within the bounds; no event is sent.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Slides to `value` (kept within the bounds) as a user's drag would, when the slider is
    /// enabled, and sends ``UIControl/Event/valueChanged`` when the value changed. Returns
    /// whether it changed. Beyond UIKit.
    @discardableResult
    open func simulateSlide(to value: Float) -> Bool {
        guard isEnabled, !value.isNaN else { return false }
        let target = clamped(value)
        guard target != storedValue else { return false }
        storedValue = target
        sendActions(for: .valueChanged)
        return true
    }

    private func clamped(_ value: Float) -> Float {
        value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
    }
}
