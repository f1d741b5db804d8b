/// A button on a navigation bar or toolbar: a system item, a title or an image, performing a
/// primary action (a ``UIAction``) or an action on a target.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///     barButtonSystemItem: .add, target: self, action: Selector(addItem))   // #selector(addItem)
/// navigationItem.leftBarButtonItem = UIBarButtonItem(
///     title: "Sort", primaryAction: UIAction { [weak self] _ in self?.sort() })
/// ```
///
/// Nothing is tapped headless: ``simulateTap()`` does what a user's tap would.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the title is drawn; `.plain` by default.
    open var style: Style = .plain
    /// The system item the button shows, or `nil` for a title or image button.
    public let systemItem: SystemItem?
    /// The object the action is performed on. Held weakly, as in UIKit.
    open weak var target: AnyObject?
    /// The method performed on ``target`` when the button is tapped, or `nil`.
    open var action: Selector?
    /// The action run when the button is tapped; it takes precedence over ``action``. Setting
    /// one gives the button its title and image when it has none.
    open var primaryAction: UIAction? {
        didSet { adoptTitleAndImage(of: primaryAction) }
    }
    /// The menu the button shows: on a tap when it has no primary action or action, on a long
    /// press otherwise; `nil` by default.
    open var menu: UIMenu?
    /// A view shown in place of the button; `nil` by default.
    open var customView: UIView?
    /// The colour of the title and image; `nil` (the bar's tint) by default. Stored only.
    open var tintColor: UIColor?
    /// The button's width, or 0 for its natural width. Stored only.
    open var width: CGFloat = 0
    /// Titles the button may show, so that its width fits the longest; stored only.
    open var possibleTitles: Set<String>?
    /// Whether the button is hidden from its bar; `false` by default. Stored only.
    open var isHidden = false
    /// What the button's taps did, oldest first (see ``simulateTap()``).
    public private(set) var tapOutcomes: [TapOutcome] = []

    /// Creates a button with no title, image or action.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Creates a button showing `systemItem` that performs `action` on `target`.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    /// Creates a button titled `title` that performs `action` on `target`.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
        self.title = title
    }

    /// Creates a button showing `image` that performs `action` on `target`.
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
        self.image = image
    }

    /// Creates a button showing `systemItem` that runs `primaryAction`, or shows `menu`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a button with a title and image that runs `primaryAction`, or shows `menu`; the
    /// action's title and image are used when these are `nil`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptTitleAndImage(of: primaryAction)
    }

    /// Creates a button with a title and image that performs `action` on `target`, or shows
    /// `menu`.
    public init(title: String? = nil, image: UIImage? = nil, target: Any? = nil, action: Selector? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        self.target = target as AnyObject?
        self.action = action
        super.init()
        self.title = title
        self.image = image
        self.menu = menu
    }

    /// Creates a button that shows `customView`.
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// Creates a button from an archive; nothing is read headless.
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init()
    }

    /// Does what a user's tap would, beyond UIKit: nothing when disabled; otherwise runs the
    /// ``primaryAction`` (with the button as its sender), or else performs ``action`` on
    /// ``target`` with the button as the sender, or else shows its ``menu``. An unbound method (`Selector(Self.add)`)
    /// needs its target alive; a selector made from a name only is performed on nothing.
    /// What happened is answered and appended to ``tapOutcomes``.
    @discardableResult
    public func simulateTap() -> TapOutcome {
        let outcome = tap()
        tapOutcomes.append(outcome)
        return outcome
    }

    /// Takes `action`'s title and image where the button has none.
    private func adoptTitleAndImage(of action: UIAction?) {
        guard let action else { return }
        if title == nil, !action.title.isEmpty { title = action.title }
        if image == nil { image = action.image }
    }

    /// What ``simulateTap()`` does.
    private func tap() -> TapOutcome {
        guard isEnabled else { return .nothing }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return .primaryAction
        }
        if let action {
            let target = self.target
            guard target != nil || !action.needsTarget else { return .nothing }
            return action.perform(target: target, sender: self, event: nil) ? .targetAction : .nothing
        }
        return menu == nil ? .nothing : .menu
    }
}
