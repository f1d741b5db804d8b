/// A button of an alert or action sheet: a title, a style and the closure run when it is
/// chosen.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// The button's title.
    public let title: String?
    /// How the button is drawn.
    public let style: Style
    /// Whether the button can be chosen; `true` by default.
    open var isEnabled = true
    /// Run when the button is chosen, after the alert is dismissed.
    let handler: ((UIAlertAction) -> Void)?

    /// Creates a button titled `title` in `style` that runs `handler` when chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

extension UIAlertAction {
    /// How an alert's button is drawn. The raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// A normal button.
        case `default` = 0
        /// A button that cancels; an alert has at most one.
        case cancel = 1
        /// A button that destroys data.
        case destructive = 2
    }
}
