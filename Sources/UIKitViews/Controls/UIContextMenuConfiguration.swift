/// What a context menu shows: a preview and the menu of actions. The app returns one for the
/// item or view long-pressed; headless nothing is shown, and a test asks the configuration
/// for its menu and preview as UIKit would when the menu appears.
///
/// ```swift
/// UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///     UIMenu(children: [UIAction(title: "Share") { _ in share(item) }])
/// }
/// ```
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Makes the menu from the actions UIKit suggests (none headless).
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
    /// Makes the controller shown as the preview, or `nil` for the default preview.
    public typealias PreviewProvider = () -> UIViewController?

    /// The configuration's identifier: the one given, or a unique one.
    public let identifier: AnyHashable

    /// The function that makes the preview, if any.
    public let previewProvider: PreviewProvider?

    /// The function that makes the menu, if any.
    public let actionProvider: ActionProvider?

    /// Creates a configuration identified by `identifier` (a unique one when `nil`), whose
    /// preview and menu the providers make when the menu appears.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil
    ) {
        self.identifier = (identifier as? AnyHashable) ?? AnyHashable(UUID())
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu shown: what ``actionProvider`` makes from no suggested actions, or `nil`.
    open func makeMenu() -> UIMenu? {
        actionProvider?([])
    }

    /// The preview shown: what ``previewProvider`` makes, or `nil` for the default.
    open func makePreview() -> UIViewController? {
        previewProvider?()
    }
}
