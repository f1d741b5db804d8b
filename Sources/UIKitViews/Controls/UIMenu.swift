/// A menu: a titled group of actions and submenus, shown by a button, a bar button item or a
/// context menu. Menus are not shown headless; a menu holds its elements for app code and
/// tests to read and perform.
///
/// ```swift
/// let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
///     UIAction(title: "Name", state: .on) { _ in model.sort(by: .name) },
///     UIAction(title: "Date") { _ in model.sort(by: .date) },
/// ])
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's identifier: the one given, or a unique one.
    public let identifier: Identifier

    /// How the menu is shown.
    public let options: Options

    /// How large the menu's elements are shown; `.automatic` by default.
    open var preferredElementSize: ElementSize

    /// The actions, submenus and deferred elements in the menu, in order.
    public let children: [UIMenuElement]

    /// Creates a menu. Every argument has UIKit's default: an empty title, a unique
    /// identifier, no options and no children.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The children of a single-selection menu whose state is on (actions), in order; empty
    /// for other menus.
    open var selectedElements: [UIMenuElement] {
        guard options.contains(.singleSelection) else { return [] }
        return children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// A copy of the menu (title, subtitle, image, identifier, options, element size) with
    /// `newChildren` as its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }
}

extension UIMenu {
    /// The name of a menu.
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

    /// How a menu is shown. The raw values are UIKit's.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The children are shown inside the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown as destroying data.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is selected (on) at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large a menu's elements are shown. The raw values are UIKit's.
    public enum ElementSize: Int, Sendable {
        /// As the system decides.
        case automatic = -1
        /// Small, icons only, side by side.
        case small = 0
        /// Medium, icons and titles side by side.
        case medium = 1
        /// Large, one element per row.
        case large = 2
    }
}
