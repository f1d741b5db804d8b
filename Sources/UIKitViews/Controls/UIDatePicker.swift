/// A control for choosing a date, a time or a countdown duration.
///
/// Setting ``date`` or calling ``setDate(_:animated:)`` sends no event, as in UIKit; a user's
/// pick does, and is made headless by ``simulatePick(_:)``. The locale, calendar and time zone
/// are stored; nothing is shown, so they change no value.
///
/// ```swift
/// let picker = UIDatePicker()
/// picker.datePickerMode = .date
/// picker.addTarget(self, action: Selector(dateChanged), for: .valueChanged)
/// picker.simulatePick(Date(timeIntervalSince1970: 0))   // dateChanged(_:) runs
/// ```
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// UIKit's default for this class made in code: it hugs its content at 750 on both axes.
    override class var defaultContentHugging: AxisPriorities { .both(.defaultHigh) }

    /// The date shown; the moment the picker was made by default. Setting it sends no event.
    open var date = Date()

    /// What is picked: a date, a time, both, or a duration; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime

    /// The look asked for; `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The look shown: the one asked for, where `.automatic` is iOS's choice: wheels for a
    /// countdown, a compact button otherwise.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }

    /// The earliest date a user can pick; `nil` (none) by default.
    open var minimumDate: Date?

    /// The latest date a user can pick; `nil` (none) by default.
    open var maximumDate: Date?

    /// The step of the minutes offered, 1 … 30 and a divisor of 60; any other value reads as
    /// 1, the default, as UIKit falls back to it.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }

    /// The interval set, validated.
    private var storedMinuteInterval = 1

    /// Whether picked times are rounded to the minute interval; `true` by default. Stored only.
    open var roundsToMinuteInterval = true

    /// The duration shown in `.countDownTimer` mode, in seconds; 0 by default. Stored only.
    open var countDownDuration: TimeInterval = 0

    /// The locale of the labels; `nil` (the current locale) by default. Stored only.
    open var locale: Locale?

    /// The calendar dates are shown in; the current calendar by default. Setting `nil`
    /// restores it. Stored only.
    open var calendar: Calendar! {
        get { storedCalendar }
        set { storedCalendar = newValue ?? .current }
    }

    /// The calendar set.
    private var storedCalendar = Calendar.current

    /// The time zone dates are shown in; `nil` (the current one) by default. Stored only.
    open var timeZone: TimeZone?

    /// Creates a picker of dates and times showing the current moment.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a picker from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `date`; no event is sent. The animation is not shown headless.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// Picks `date` as a user would, when the picker is enabled: the date is kept within
    /// ``minimumDate`` … ``maximumDate`` (a user cannot scroll past them), shown, and
    /// ``UIControl/Event/valueChanged`` is sent when it differs from the date shown. Returns
    /// whether the date changed. Beyond UIKit.
    @discardableResult
    open func simulatePick(_ date: Date) -> Bool {
        guard isEnabled else { return false }
        var picked = date
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        guard picked != self.date else { return false }
        setDate(picked, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}

extension UIDatePicker {
    /// What a date picker picks. The raw values are UIKit's.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// Date and time.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
        /// Month and year (iOS 17.4).
        case yearAndMonth = 4
    }
}

/// How a date picker looks. The raw values are UIKit's.
public enum UIDatePickerStyle: Int, Sendable {
    /// The platform's choice.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact button that opens a calendar or a clock.
    case compact = 2
    /// A calendar or a clock shown in place.
    case inline = 3
}
