/// An action a list row shows when swiped. Stored for the app; the headless host never
/// performs swipes.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How an action looks.
    public enum Style: Int, Sendable {
        /// A neutral action.
        case normal = 0
        /// An action that deletes or otherwise destroys data.
        case destructive
    }

    /// Runs the action: it receives the action, the view that showed it (none in a headless
    /// host) and a completion to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, AnyObject?, @escaping (Bool) -> Void) -> Void

    /// How the action looks.
    public let style: Style
    /// The action's title.
    public var title: String?
    /// The background color; `nil` for the style's default.
    public var backgroundColor: UIColor?
    /// What the action does.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions a list row offers on one side when swiped.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, first nearest the row's edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
