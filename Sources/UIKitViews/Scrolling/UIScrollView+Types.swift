extension UIScrollView {
    /// Which safe-area insets a scroll view adds to its content insets
    /// (``UIScrollView/adjustedContentInset``).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes`` for a scroll view that no navigation or tab bar controller
        /// shows, which is every headless one (UIKit also adjusts the top and bottom always for
        /// the content view of a view controller those controllers show).
        case automatic = 0
        /// The safe area on each axis the view scrolls along: vertically when the content is
        /// taller than the bounds or ``UIScrollView/alwaysBounceVertical`` is on, horizontally
        /// likewise; scrolling must be enabled.
        case scrollableAxes
        /// No safe area: the adjusted insets are the content insets.
        case never
        /// The whole safe area, on both axes.
        case always
    }

    /// How quickly scrolling slows down after a drag: the fraction of its velocity kept per
    /// millisecond. Stored only: there are no drags headless.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public let rawValue: CGFloat

        /// Creates a rate from the fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The color scheme of the scroll indicators. Stored only.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark indicators on light content and light ones on dark content.
        case `default` = 0
        /// Dark indicators.
        case black
        /// Light indicators.
        case white
    }

    /// When dragging the content dismisses the keyboard. Stored only.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging never dismisses the keyboard.
        case none = 0
        /// A drag dismisses the keyboard.
        case onDrag
        /// The keyboard follows a drag and can be pulled down.
        case interactive
        /// A drag dismisses the keyboard and its accessory view.
        case onDragWithAccessory
        /// The keyboard and its accessory view follow a drag.
        case interactiveWithAccessory
    }
}
