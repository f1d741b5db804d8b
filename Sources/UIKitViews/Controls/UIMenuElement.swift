/// Something shown in a menu, with a title, subtitle and image: the superclass of
/// ``UIAction``. Menus are not shown headless; the type exists for actions.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title set, read through ``title``.
    var storedTitle: String
    /// The image set, read through ``image``.
    var storedImage: UIImage?

    /// The element's title.
    open var title: String { storedTitle }

    /// A second line under the title; `nil` by default.
    open var subtitle: String?

    /// The image shown beside the title, or `nil`.
    open var image: UIImage? { storedImage }

    /// Creates an element with its title, subtitle and image.
    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
        super.init()
    }
}

extension UIMenuElement {
    /// How a menu element is shown and behaves. The raw values are UIKit's.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates attributes from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown dimmed, and not performed.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destroying data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Leaves the menu open when chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu element shows a check mark. The raw values are UIKit's.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A check mark.
        case on = 1
        /// A mark for a mixed state.
        case mixed = 2
    }
}
