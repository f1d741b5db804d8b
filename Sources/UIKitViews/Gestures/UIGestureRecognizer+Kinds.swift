/// A tap: discrete, recognized after the number of taps and touches it requires.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps the gesture needs; 1 by default.
    open var numberOfTapsRequired = 1
    /// The fingers the gesture needs; 1 by default.
    open var numberOfTouchesRequired = 1
}

/// A long press: continuous, beginning once the press has lasted long enough.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the gesture fails, in points; 10 by default.
    open var allowableMovement: CGFloat = 10
    /// The taps before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// The fingers the press needs; 1 by default.
    open var numberOfTouchesRequired = 1
    /// A long press is continuous.
    open override var isContinuous: Bool { true }
}

/// A pan (drag): continuous, reporting how far the finger has moved.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers the pan needs; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers the pan allows; unlimited by default.
    open var maximumNumberOfTouches = Int.max
    /// The translation since the gesture began, per view (the attached view's when `nil`).
    private var translation = CGPoint.zero

    /// The translation since the gesture began; zero headless unless set.
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets the translation the next report starts from.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// The finger's velocity in points per second: zero headless.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    /// A pan is continuous.
    open override var isContinuous: Bool { true }
}

/// A swipe: discrete, in one of the directions it allows.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates the set of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized; ``Direction/right`` by default.
    open var direction: Direction = .right
    /// The fingers the swipe needs; 1 by default.
    open var numberOfTouchesRequired = 1
}

/// A pinch: continuous, reporting the scale between the fingers.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale relative to the fingers' first distance; 1 by default.
    open var scale: CGFloat = 1
    /// The scale's rate of change per second: 0 headless.
    open var velocity: CGFloat { 0 }
    /// A pinch is continuous.
    open override var isContinuous: Bool { true }
}
