/// Animation blocks, headless: nothing is drawn, so an animation is only which changes were
/// made inside one. The block runs at once and its changes are in place when the call
/// returns; views that animate changes of their own (a collection view whose bounds change
/// size, see ``UICollectionView``) take the changes made inside a block with a duration above
/// zero as animated ones. The completion runs at the next layout pass (``layoutIfNeeded()``
/// of any view), with `true`, as UIKit calls it when the animation ends. A completion that
/// starts another animation (a pulse) has that one's completion run after it in the same
/// pass, one after the other and never nested, up to
/// ``AnimationBlocks/maximumCompletionRounds`` rounds; a chain still going then continues at
/// the next layout pass and is counted in ``AnimationBlocks/completionChainsCut``.
extension UIView {
    /// Runs `animations` as an animation of `duration` seconds (see the extension's
    /// description).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, animations: animations, completion: nil)
    }

    /// Runs `animations` as an animation of `duration` seconds, then calls `completion` at
    /// the next layout pass (see the extension's description).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationBlocks.durations.append(duration.isFinite ? max(duration, 0) : 0)
        animations()
        AnimationBlocks.durations.removeLast()
        if let completion { AnimationBlocks.completionsDue.append(completion) }
    }

    /// Runs `actionsWithoutAnimation` with animations off: changes made inside are not
    /// animated, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationBlocks.durations.append(0)
        actionsWithoutAnimation()
        AnimationBlocks.durations.removeLast()
    }

    /// The duration of the innermost animation block running, in seconds; 0 outside any
    /// block and inside ``performWithoutAnimation(_:)``.
    public class var inheritedAnimationDuration: TimeInterval {
        AnimationBlocks.durations.last ?? 0
    }
}

/// The animation blocks under way and the completions due at the next layout pass.
@MainActor
package enum AnimationBlocks {
    /// The durations of the blocks running, outermost first (0 for a block without animation).
    package static var durations: [TimeInterval] = []
    /// Completions of blocks that returned, called at the next layout pass.
    package static var completionsDue: [(Bool) -> Void] = []

    /// Whether changes made now are animated: inside an animation block with a duration.
    package static var animatesChanges: Bool {
        (durations.last ?? 0) > 0
    }

    /// Runs `body` as part of a block of `duration`: a change made in a block and applied
    /// later (a collection view postpones changes asked for during its layout pass) is as
    /// animated as when it was asked for.
    package static func within(duration: TimeInterval, _ body: () -> Void) {
        durations.append(duration)
        body()
        durations.removeLast()
    }

    /// The most rounds of completions one layout pass runs: the completions due, then those
    /// they made due, and so on. Beyond UIKit, whose completions wait for the animation's
    /// end; headless they end at the next pass, and a chain that never ends must not hold it.
    package static let maximumCompletionRounds = 16

    /// How many times a layout pass left a chain of completions due after
    /// `maximumCompletionRounds` rounds, for the views that report it.
    package private(set) static var completionChainsCut = 0

    /// Whether completions are being called: a layout pass they start (a completion reading
    /// a view's layout) calls none, so that a chain runs round after round, never nested.
    private static var isCompleting = false

    /// Calls the completions due, in rounds (see `maximumCompletionRounds`), unless
    /// completions are being called already; completions still due after the last round
    /// wait for the next layout pass, counted in `completionChainsCut`.
    package static func completeDue() {
        guard !isCompleting else { return }
        isCompleting = true
        defer { isCompleting = false }
        var rounds = 0
        while !completionsDue.isEmpty {
            guard rounds < maximumCompletionRounds else {
                completionChainsCut += 1
                return
            }
            rounds += 1
            let due = completionsDue
            completionsDue = []
            for completion in due { completion(true) }
        }
    }
}
