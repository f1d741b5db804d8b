/// An action a list row shows when swiped: a button with a title or an image on a background
/// color, and the handler a tap on it runs.
///
/// Headless there are no touches: `UICollectionView.simulateSwipe(itemAt:from:)` asks the list
/// for a row's actions, and `UICollectionView.simulateSwipeActionTap(_:onItemAt:)` runs one as
/// a tap would.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How an action looks.
    public enum Style: Int, Sendable {
        /// A neutral action.
        case normal = 0
        /// An action that deletes or otherwise destroys data.
        case destructive
    }

    /// Runs the action: it receives the action, the view that showed it and a completion to
    /// call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks.
    public let style: Style
    /// What the action does.
    public let handler: Handler
    /// The action's title.
    open var title: String?
    /// The action's image, shown with or instead of the title; `nil` by default.
    open var image: UIImage?

    /// The color set, or `nil` for the style's.
    private var chosenBackgroundColor: UIColor?

    /// The background color of the action's button. Reads the style's color until one is set
    /// (`.systemRed` for a destructive action, `.systemGray` for a normal one); setting `nil`
    /// goes back to it.
    open var backgroundColor: UIColor! {
        get { chosenBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { chosenBackgroundColor = newValue }
    }

    /// Creates an action of `style` titled `title` that runs `handler` when performed.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a list row offers on one side when swiped.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, first nearest the row's edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; `true` by default.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
