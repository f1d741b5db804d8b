/// What the collection view keeps about batch updates: the one being recorded, the one whose
/// layout hooks are due or under way, and the completions due at the next layout pass.
struct UpdateState {
    /// An update whose changes were taken in and whose layout pass is due or running.
    struct Applied {
        /// Where everything went.
        var mapping: UpdateMapping
        /// The elements shown in the bounds before the update, with their attributes then.
        var before: [ElementKey: UICollectionViewLayoutAttributes]
        /// What the animations are of: a batch update, or an animated bounds change (no
        /// element comes or goes; those entering or leaving the bounds appear or disappear).
        var isBoundsChange = false
    }

    /// An animated bounds change whose layout hooks are due or under way.
    struct BoundsChange {
        /// The bounds before the change.
        var oldBounds: CGRect
        /// The elements shown in the old bounds, with their attributes then.
        var before: [ElementKey: UICollectionViewLayoutAttributes]
    }

    /// The update being recorded (inside the outermost `performBatchUpdates` block).
    var open: BatchUpdate?
    /// The completions of the update being recorded (nested calls add theirs).
    var openCompletions: [(Bool) -> Void] = []
    /// The update whose `prepare(forCollectionViewUpdates:)` is due after the layout's next
    /// `prepare()`.
    var hooksDue: Applied?
    /// The update whose hooks were called and whose animations are gathered when the passes
    /// settle.
    var inProgress: Applied?
    /// Completions called at the next layout pass, with whether the update's animations ran.
    var completionsDue: [(completion: (Bool) -> Void, finished: Bool)] = []
    /// The animated bounds change whose `prepare(forAnimatedBoundsChange:)` is due after the
    /// layout's next `prepare()`.
    var boundsChangeDue: BoundsChange?
    /// The animated bounds change whose hooks were called and whose animations are gathered
    /// when the passes settle.
    var boundsChangeInProgress: Applied?
    /// The element animations of the last update.
    var animations: [UICollectionView.ElementAnimation] = []
    /// Whether the last update's animations have not been completed by a layout pass yet.
    var isAnimating = false
}
