/// An item shown on a bar: the superclass of ``UIBarButtonItem``, with the title, image and
/// enabled state every bar item has.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown; `nil` by default.
    open var title: String?
    /// The image shown; `nil` by default.
    open var image: UIImage?
    /// The image shown in a compact bar; `nil` by default. Stored only.
    open var landscapeImagePhone: UIImage?
    /// Whether the item can be tapped; `true` by default. A disabled item does nothing when
    /// tapped.
    open var isEnabled = true
    /// A number the app uses to tell items apart; 0 by default.
    open var tag = 0
    /// The item's name for assistive technologies; `nil` by default. Stored only.
    open var accessibilityLabel: String?
    /// A string that identifies the item to UI tests; `nil` by default.
    open var accessibilityIdentifier: String?

    /// Creates an item with no title and no image.
    public override init() {
        super.init()
    }
}
