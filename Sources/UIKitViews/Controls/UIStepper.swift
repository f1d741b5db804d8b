/// A pair of buttons that step a value up and down.
///
/// Setting ``value`` sends no event, as in UIKit; a user's tap does, and is made headless by
/// ``simulateIncrement()`` and ``simulateDecrement()``. Values are kept within
/// ``minimumValue`` … ``maximumValue`` (0 … 100 by default); with ``wraps`` a step past one end
/// continues from the other.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// UIKit's default for this class made in code: it hugs its content at 750 on both axes.
    override class var defaultContentHugging: AxisPriorities { .both(.defaultHigh) }

    /// The value set, within the bounds.
    private var storedValue: Double = 0

    /// The value; 0 by default. Setting it keeps it within the bounds and sends no event.
    open var value: Double {
        get { storedValue }
        set { storedValue = newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), maximumValue) }
    }

    /// The smallest value; 0 by default.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The largest value; 100 by default.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// How much one tap changes the value; 1 by default. A value that is not positive is
    /// ignored (UIKit raises).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }

    /// Whether holding a button repeats the step; `true` by default. Stored only.
    open var autorepeat = true

    /// Whether a change is sent at each repeated step (`true`, the default) or at the end.
    /// Stored only.
    open var isContinuous = true

    /// Whether stepping past one end continues from the other; `false` by default.
    open var wraps = false

    /// Creates a stepper at 0 in 0 … 100, stepping by 1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stepper from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Taps the plus button as a user would, when enabled: the value grows by ``stepValue``
    /// (kept at the maximum, or wrapped to the minimum) and ``UIControl/Event/valueChanged`` is
    /// sent when it changed. Returns whether it changed. Beyond UIKit.
    @discardableResult
    open func simulateIncrement() -> Bool {
        step(by: stepValue)
    }

    /// Taps the minus button as a user would; see ``simulateIncrement()``. Beyond UIKit.
    @discardableResult
    open func simulateDecrement() -> Bool {
        step(by: -stepValue)
    }

    private func step(by delta: Double) -> Bool {
        guard isEnabled else { return false }
        var next = storedValue + delta
        if wraps, next > maximumValue {
            next = minimumValue
        } else if wraps, next < minimumValue {
            next = maximumValue
        }
        let previous = storedValue
        value = next
        guard storedValue != previous else { return false }
        sendActions(for: .valueChanged)
        return true
    }
}
