extension UIBarButtonItem {
    /// How a bar button item's title is drawn. The raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// The normal style.
        case plain = 0
        /// Deprecated in UIKit; drawn as `plain`.
        case bordered = 1
        /// The emphasised style of a button that completes a task (Done).
        case done = 2
    }

    /// The system's standard bar buttons. The raw values are UIKit's.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// A plus sign.
        case add = 4
        /// Blank space that grows to fill the bar.
        case flexibleSpace = 5
        /// Blank space of a fixed width.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Share.
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Page curl (deprecated in UIKit).
        case pageCurl = 23
        /// Close.
        case close = 24
    }

    /// What a simulated tap on an item did, for tests.
    public enum TapOutcome: Equatable, Sendable {
        /// The item's primary action ran.
        case primaryAction
        /// The item's action was performed on its target.
        case targetAction
        /// The item's menu was shown: it has a menu and neither a primary action nor an action.
        case menu
        /// Nothing: the item is disabled, or has no action, or its target is gone, or its
        /// selector only names a method.
        case nothing
    }
}
