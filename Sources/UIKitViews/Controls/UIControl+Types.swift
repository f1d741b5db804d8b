extension UIControl {
    /// The events a control reports, as a bit mask. The raw values are UIKit's.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates events from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered from the control.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text changed in a text control.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range reserved for apps.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, as a bit mask: normal (none of the bits), highlighted, disabled,
    /// selected, focused. The raw values are UIKit's.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not highlighted, selected or focused: no bits.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// The bits reserved for apps.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control's content is placed across its width. The raw values are UIKit's.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Along the left edge.
        case left = 1
        /// Along the right edge.
        case right = 2
        /// Stretched to the full width.
        case fill = 3
        /// Along the leading edge.
        case leading = 4
        /// Along the trailing edge.
        case trailing = 5
    }

    /// How a control's content is placed across its height. The raw values are UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Along the top edge.
        case top = 1
        /// Along the bottom edge.
        case bottom = 2
        /// Stretched to the full height.
        case fill = 3
    }
}
