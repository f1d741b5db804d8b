/// The running app as UIKit code reaches it through ``shared``: opening URLs, sending actions
/// up the responder chain, and the app-wide settings screens read.
///
/// Headless there is no other app to open a URL in: ``open(_:options:completionHandler:)``
/// records the URL in ``openedURLs`` (beyond UIKit) and answers that it opened.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// Creates the option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The URL of the app's page in the Settings app.
    public static let openSettingsURLString = "app-settings:"

    private static let sharedApplication = UIApplication()

    /// The app.
    open class var shared: UIApplication { sharedApplication }

    /// The URLs the app asked to open, oldest first (beyond UIKit).
    public private(set) var openedURLs: [URL] = []

    /// Whether the app is active; ``State/active`` headless.
    open var applicationState: State { .active }

    /// The user's text size; UIKit's default, ``UIContentSizeCategory/large``.
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// Whether the screen is kept from dimming; `false` by default. Stored only.
    open var isIdleTimerDisabled = false

    /// The app's badge number; 0 by default. Stored only.
    open var applicationIconBadgeNumber = 0

    /// Whether the app's layout runs right to left; the main screen's traits decide it, left
    /// to right by default.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Opens `url`: recorded in ``openedURLs``; `completion`, if any, is told it opened.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Whether some app can open `url`: `true` for any URL with a scheme.
    open func canOpenURL(_ url: URL) -> Bool {
        url.scheme != nil
    }

    /// Performs `action` on `target`, or without a target on the first responder of `sender`'s
    /// chain that the action fits, as a control's event does; returns whether it was performed.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target = target as AnyObject? {
            return action.perform(target: target, sender: sender, event: event)
        }
        if let responder = sender as? UIResponder {
            return responder.performUpTheChain(action, sender: sender, event: event)
        }
        return action.perform(target: nil, sender: sender, event: event)
    }
}
