/// A control that is on or off: a settings row's toggle.
///
/// Setting ``isOn`` or calling ``setOn(_:animated:)`` sends no event, as in UIKit; a user's
/// toggle does, and is made headless by ``simulateToggle()``. A switch is 51 × 31 points: its
/// ``intrinsicContentSize``, and the size ``init(frame:)`` gives it whatever size the frame
/// has.
///
/// ```swift
/// let toggle = UISwitch()
/// toggle.addTarget(self, action: Selector(notificationsToggled), for: .valueChanged)
/// toggle.simulateToggle()   // isOn becomes true, notificationsToggled(_:) runs
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// UIKit's default for this class made in code: it hugs its content at 750 on both axes.
    override class var defaultContentHugging: AxisPriorities { .both(.defaultHigh) }

    /// The size of every switch, in points.
    private static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on; `false` by default. Setting it sends no event.
    open var isOn = false

    /// The color of the track while on; `nil` (the system green) by default. Stored only.
    open var onTintColor: UIColor?

    /// The color of the thumb; `nil` (white) by default. Stored only.
    open var thumbTintColor: UIColor?

    /// The look asked for; `.automatic` by default. Stored only.
    open var preferredStyle: Style = .automatic

    /// The look shown: the sliding switch, which is what `.automatic` means on iOS.
    open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }

    /// A title shown beside a checkbox (Mac Catalyst); `nil` by default. Stored only.
    open var title: String?

    /// Creates an off switch at `frame`'s origin, 51 × 31 points whatever `frame`'s size, as
    /// UIKit enforces.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Creates a switch from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off; no event is sent. The animation is not shown headless.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// Toggles the switch as a user's tap would, when it is enabled: ``isOn`` flips, then
    /// ``UIControl/Event/valueChanged`` and ``UIControl/Event/primaryActionTriggered`` are
    /// sent. Returns whether the switch changed. Beyond UIKit.
    @discardableResult
    open func simulateToggle() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        return true
    }
}

extension UISwitch {
    /// How a switch looks. The raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// The platform's look: sliding on iOS.
        case automatic = 0
        /// A checkbox (Mac Catalyst).
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }
}
