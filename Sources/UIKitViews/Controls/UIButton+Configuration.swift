extension UIButton {
    /// How a button looks, iOS 15's way: a style (plain, tinted, filled, …) and its content.
    ///
    /// Stored only, except that a button with a configuration shows its title and image in
    /// its title label and image view. UIKit derives default insets, colors and fonts from the
    /// style and size; headless the insets start at zero and the colors unset.
    public struct Configuration: Hashable, Sendable {
        /// The look a configuration was made for.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// Follows the button size and the text size.
            case dynamic = -1
            /// The background's own corner radius.
            case fixed = 0
            /// A small radius.
            case small = 1
            /// A medium radius.
            case medium = 2
            /// A large radius.
            case large = 3
            /// Half the height: a capsule.
            case capsule = 4
        }

        /// How large the button is drawn.
        public enum Size: Int, Sendable {
            /// The smallest size.
            case mini = 0
            /// Small.
            case small = 1
            /// The standard size.
            case medium = 2
            /// Large.
            case large = 3
        }

        /// How the title and subtitle are aligned with each other.
        public enum TitleAlignment: Int, Sendable {
            /// As the image placement suggests.
            case automatic = 0
            /// Along the leading edge.
            case leading = 1
            /// Centred.
            case center = 2
            /// Along the trailing edge.
            case trailing = 3
        }

        /// The look the configuration was made for.
        let style: Style

        /// The title; `nil` by default.
        public var title: String?
        /// A second line under the title; `nil` by default.
        public var subtitle: String?
        /// The image; `nil` by default.
        public var image: UIImage?
        /// Which side of the title the image is on; leading by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title; 0 by default.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// The color the style derives the title and image colors from; `nil` (the tint) by
        /// default.
        public var baseForegroundColor: UIColor?
        /// The color the style derives the background from; `nil` (the tint) by default.
        public var baseBackgroundColor: UIColor?
        /// The space around the content; zero until set (UIKit's default depends on the style
        /// and size).
        public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        /// How the background's corners are rounded; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// How large the button is; `.medium` by default.
        public var buttonSize: Size = .medium
        /// Whether an activity indicator replaces the image; `false` by default.
        public var showsActivityIndicator = false

        /// A configuration of `style`.
        init(style: Style) {
            self.style = style
        }

        /// A button without a background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a tinted background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a gray background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button with a background filled with the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button without a border or background.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered button with a tinted background.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered button standing out with the tint.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }
}
