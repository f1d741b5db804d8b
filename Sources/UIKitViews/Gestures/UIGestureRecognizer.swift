/// Recognizes a gesture on the view it is attached to and performs its targets' actions as the
/// gesture goes through its states.
///
/// Headless no finger touches anything: ``simulateRecognition(at:)`` (beyond UIKit) does what
/// a recognized gesture does. A discrete gesture (a tap, a swipe) ends at once and performs
/// its actions once; a continuous one (a long press, a pan, a pinch) begins, changes and ends,
/// performing its actions at each of the three states. Targets are held weakly, as in UIKit;
/// an action is a ``Selector`` (`Selector(handleTap)` for `#selector(handleTap)`).
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: Selector(dismissKeyboard))
/// view.addGestureRecognizer(tap)
/// tap.simulateRecognition(at: CGPoint(x: 20, y: 40))   // in a test: runs dismissKeyboard()
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a gesture is in its recognition.
    public enum State: Int, Sendable {
        /// Not yet recognized; the initial state.
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture is recognized in this state).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture failed to be recognized.
        case failed = 5

        /// A discrete gesture was recognized: the same as ``ended``.
        public static let recognized = State.ended
    }

    /// One registered action and the object it is performed on.
    private struct Registration {
        weak var target: AnyObject?
        let hadTarget: Bool
        let action: Selector
    }

    private var registrations: [Registration] = []

    /// The view the recognizer is attached to, or `nil`.
    open internal(set) weak var view: UIView?

    /// The object asked whether the gesture may begin; held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer recognizes anything; `true` by default.
    open var isEnabled = true

    /// The gesture's state; ``State/possible`` until it is recognized.
    open internal(set) var state: State = .possible

    /// A name for debugging; `nil` by default.
    open var name: String?

    /// Whether touches are cancelled in the view once the gesture is recognized; `true` by
    /// default. Stored only.
    open var cancelsTouchesInView = true

    /// Whether touches reach the view only after the gesture fails; `false` by default. Stored
    /// only.
    open var delaysTouchesBegan = false

    /// Whether touch ends reach the view only after the gesture fails; `true` by default.
    /// Stored only.
    open var delaysTouchesEnded = true

    /// The recognizers that must fail before this one may be recognized.
    public private(set) var requiredToFail: [UIGestureRecognizer] = []

    /// Where the gesture was last recognized, in the attached view's coordinates.
    private var location = CGPoint.zero

    /// Creates a recognizer that performs `action` on `target`; with no action it performs
    /// nothing until one is added.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }

    /// Creates a recognizer with no action.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds `action` performed on `target`.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject?
        registrations.append(Registration(target: object, hadTarget: object != nil, action: action))
    }

    /// Removes `action` (any action when `nil`) performed on `target` (any target when `nil`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        registrations.removeAll { registration in
            (object == nil || registration.target === object) && (action == nil || registration.action == action)
        }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail; with headless
    /// recognition nothing fails, so this is recorded only.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// Where the gesture was recognized, in `view`'s coordinates (the attached view's when
    /// `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let attached = self.view, view !== attached else { return location }
        return attached.convert(location, to: view)
    }

    /// The number of touches in the gesture: 1 headless.
    open var numberOfTouches: Int { 1 }

    /// Whether the gesture is continuous (began, changed, ended) rather than discrete.
    open var isContinuous: Bool { false }

    /// Does what a recognized gesture at `location` (in the attached view's coordinates) does,
    /// beyond UIKit, and returns whether it was recognized: not when the recognizer is
    /// disabled, is attached to no view, or its delegate's `gestureRecognizerShouldBegin(_:)`
    /// answers `false` (the state becomes ``State/failed``). A discrete gesture ends and
    /// performs its actions once; a continuous one performs them at ``State/began``,
    /// ``State/changed`` and ``State/ended``.
    @discardableResult
    open func simulateRecognition(at location: CGPoint = .zero) -> Bool {
        guard isEnabled, view != nil else { return false }
        self.location = location
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            state = .failed
            return false
        }
        for step: State in isContinuous ? [.began, .changed, .ended] : [.ended] {
            state = step
            performActions()
        }
        return true
    }

    /// Performs every registered action, with the recognizer as the sender; an action whose
    /// target is gone is skipped.
    private func performActions() {
        for registration in registrations {
            let target = registration.target
            if registration.hadTarget, target == nil { continue }
            guard target != nil || !registration.action.needsTarget else { continue }
            _ = registration.action.perform(target: target, sender: self, event: nil)
        }
    }
}

/// The object a gesture recognizer asks whether it may begin and how it relates to others;
/// every method has UIKit's default (see ``UIScrollViewDelegate`` for how defaults stand for
/// optional methods).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the gesture may begin; `true` by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two gestures may be recognized at once; `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for the other to fail; `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the other must wait for `gestureRecognizer` to fail; `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Allows it.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Does not.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// Does not.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// Does not.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
