/// The closure type of an action's handler; it is given the action performed.
public typealias UIActionHandler = (UIAction) -> Void

/// A titled action performed by a closure: what a control runs for an event
/// (`button.addAction(UIAction { _ in … }, for: .touchUpInside)`) and what a menu shows.
///
/// Headless nothing is tapped; a control performs its actions when app code or a test calls
/// `sendActions(for:)` or `sendAction(_:)`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The closure run when the action is performed.
    let handler: UIActionHandler

    /// The name that identifies the action: a control keeps one action per identifier.
    public let identifier: Identifier

    /// A longer title, for discoverability lists; `nil` by default. Stored only.
    open var discoverabilityTitle: String?

    /// How the action is shown and whether it is enabled; none by default. Stored only.
    open var attributes: Attributes

    /// Whether the action shows a check mark; `.off` by default. Stored only.
    open var state: State

    /// An image shown while the action is on; `nil` by default. Stored only.
    open var selectedImage: UIImage?

    /// The control performing the action while its handler runs, `nil` otherwise.
    public internal(set) var sender: Any?

    /// Creates an action that runs `handler`. Every argument but the handler has a default,
    /// so each of UIKit's initializers (with or without `subtitle` and `selectedImage`)
    /// is this one. Without an identifier the action gets a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.handler = handler
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The action's title; settable, unlike a menu element's.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    /// The image shown beside the title; settable, unlike a menu element's.
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }

    /// Runs the handler with ``sender`` set to `sender` for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}

extension UIAction {
    /// The name of an action, unique among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// Creates an identifier from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
