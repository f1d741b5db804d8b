/// How a presented controller covers the screen. The raw values are UIKit's.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenting controller's view disappears.
    case fullScreen = 0
    /// A sheet over the presenting controller, which stays shown.
    case pageSheet = 1
    /// A smaller sheet over the presenting controller, which stays shown.
    case formSheet = 2
    /// Covers the presenting controller's area; it disappears.
    case currentContext = 3
    /// Presented by a custom presentation controller.
    case custom = 4
    /// Covers the screen over the presenting controller, which stays shown.
    case overFullScreen = 5
    /// Covers the presenting controller's area over it, which stays shown.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet for most controllers.
    case automatic = -2

    /// Whether the presenting controller's view disappears under the presented one.
    var hidesPresentingController: Bool {
        self == .fullScreen || self == .currentContext
    }
}
