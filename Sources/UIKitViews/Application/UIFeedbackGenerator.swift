/// The haptic feedback a device plays when something happens; headless nothing is felt, and
/// each generator counts what it was asked to play so that a test can read it (beyond UIKit:
/// ``playedCount``).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// How many times feedback was played.
    public internal(set) var playedCount = 0

    /// Creates a generator.
    public override init() {
        super.init()
    }

    /// Readies the engine to play soon; nothing to do headless.
    open func prepare() {}
}

/// Feedback for an impact: a collision or a snap into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A rigid, hard impact.
        case rigid = 4
    }

    /// How heavy the impact feels.
    public let style: FeedbackStyle

    /// Creates a generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of ``FeedbackStyle/medium`` impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact.
    open func impactOccurred() {
        playedCount += 1
    }

    /// Plays an impact of `intensity` (0 … 1).
    open func impactOccurred(intensity: CGFloat) {
        playedCount += 1
    }
}

/// Feedback for a change of selection, such as a picker's wheel moving.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change.
    open func selectionChanged() {
        playedCount += 1
    }
}

/// Feedback for the outcome of a task: success, warning or error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome told.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// The outcomes played, in order (beyond UIKit).
    public private(set) var playedTypes: [FeedbackType] = []

    /// Plays the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        playedCount += 1
        playedTypes.append(notificationType)
    }
}
