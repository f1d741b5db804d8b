/// What an accessibility element is and how it behaves, as a bit mask. The raw values are
/// UIKit's. Stored only: there are no assistive technologies headless.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Behaves as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Behaves as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarizes the screen when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Its value can be adjusted up and down.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a section header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
