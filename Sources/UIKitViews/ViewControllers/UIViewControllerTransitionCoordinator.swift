/// What a transition's blocks are told about it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition interactively.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition's animation lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The rotation the transition applies, or the identity.
    var targetTransform: CGAffineTransform { get }
}

/// Runs blocks alongside a transition and after it: what
/// ``UIViewController/viewWillTransition(to:with:)`` is given.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; `true`, as the
    /// blocks were taken.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of a size change headless: not animated, not interactive, never cancelled.
/// The alongside blocks run once the new size is in place, then a layout pass, then the
/// completions, in the order they were given.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated = false
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0
    let targetTransform = CGAffineTransform.identity
    /// The blocks to run alongside, in order.
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The blocks to run after, in order.
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks given so far, then forgets them.
    func runAnimations() {
        let blocks = animations
        animations = []
        for block in blocks { block(self) }
    }

    /// Runs the completion blocks given so far, then forgets them.
    func runCompletions() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
