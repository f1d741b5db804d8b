/// How a navigation bar looks: background and title attributes. Stored only: nothing is drawn
/// headless.
@preconcurrency @MainActor
open class UINavigationBarAppearance: NSObject {
    /// The bar's background colour; `nil` by default.
    open var backgroundColor: UIColor?
    /// The colour of the bar's bottom shadow line; `nil` by default.
    open var shadowColor: UIColor?
    /// The attributes of the title's text; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title's text; empty by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Creates an appearance with the default background.
    public override init() {
        super.init()
    }

    /// Sets a translucent background with a shadow, the default.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
    }

    /// Sets an opaque background of the system's colour.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
    }

    /// Sets a transparent background with no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }
}
