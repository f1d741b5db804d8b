/// An alert or action sheet: a title, a message and buttons (``UIAlertAction``). Present it
/// as in UIKit; headless it is recorded as presented, and a test chooses a button with
/// ``simulateTap(on:)`` or ``simulateTap(onActionTitled:)``, as a user's tap would (beyond
/// UIKit).
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.delete() })
/// present(alert, animated: true)
/// ```
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    public let preferredStyle: Style
    /// The message under the title; `nil` by default.
    open var message: String?
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The button drawn as the default one, or `nil`. It must be one of ``actions``; another
    /// is ignored.
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            guard let newValue else { return storedPreferredAction = nil }
            if actions.contains(where: { $0 === newValue }) { storedPreferredAction = newValue }
        }
    }
    /// The preferred action set.
    private var storedPreferredAction: UIAlertAction?

    /// Creates an alert or action sheet with `title` and `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Creates an alert from an archive; nothing is read headless: an alert with no title.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// Adds a button. A second button of style `.cancel`, which UIKit rejects with an
    /// exception, is not added.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) { return }
        actions.append(action)
    }

    /// Does what a user's tap on `action` would, beyond UIKit: when it is one of ``actions``
    /// and enabled, the alert is dismissed, then the action's handler runs. Answers whether
    /// the action ran.
    @discardableResult
    public func simulateTap(on action: UIAlertAction) -> Bool {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return false }
        dismiss(animated: true) {
            action.handler?(action)
        }
        return true
    }

    /// Taps the first button titled `title` (see ``simulateTap(on:)``); `false` when none is.
    @discardableResult
    public func simulateTap(onActionTitled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        return simulateTap(on: action)
    }
}

extension UIAlertController {
    /// Whether an alert controller shows an alert or an action sheet. The raw values are
    /// UIKit's.
    public enum Style: Int, Sendable {
        /// A sheet of buttons rising from the bottom.
        case actionSheet = 0
        /// A dialog in the middle of the screen.
        case alert = 1
    }
}
