/// What the collection view keeps about its updates, each part in the phase it is in, and
/// changed only through the transitions below.
///
/// ```
/// batch update:   record ──takeIn──> hooks due ──beginHooks──> hooks running ──finishHooks──> idle
///                 (the block)        (next prepare())          (passes settle: animations gathered)
/// bounds change:  noteBoundsChange ──> hooks due ──beginHooks──> hooks running ──finishHooks──> idle
/// animations:     gathered (under way) ──completeAnimations (next layout pass)──> completed
/// ```
///
/// Recording is the outermost `performBatchUpdates` block, a scope of its own: the update
/// taken in before may still wait for its hooks while layout code that runs in a pass makes
/// another update. A batch update and an animated bounds change made in one block go through
/// their hooks side by side. A change taken in while another of its own kind waits or runs
/// takes its place (the next `prepare()` lays out both).
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

    /// An animated bounds change whose layout hooks are due.
    struct BoundsChange {
        /// The bounds before the change.
        var oldBounds: CGRect
        /// The elements shown in the old bounds, with their attributes then.
        var before: [ElementKey: UICollectionViewLayoutAttributes]
    }

    /// The batch update being recorded inside the outermost `performBatchUpdates` block.
    struct Recording {
        /// The changes the block's calls named so far.
        var update = BatchUpdate()
        /// The completions of the outermost call and of the calls nested in it.
        var completions: [(Bool) -> Void]
    }

    /// Where a change is on its way through the layout's hooks.
    enum Hooks<Pending> {
        /// No change waits for the hooks.
        case idle
        /// A change was taken in: its hooks are called after the layout's next `prepare()`.
        case due(Pending)
        /// Its hooks were called; its animations are gathered, and the layout finalizes it,
        /// when the passes settle.
        case running(Applied)

        /// Whether a change waits for the layout's next `prepare()`.
        var isDue: Bool {
            if case .due = self { true } else { false }
        }

        /// Starts the hooks of the change due, running as `applied`; returns the change, or
        /// `nil` (and changes nothing) when none is due.
        mutating func begin(as applied: (Pending) -> Applied) -> Pending? {
            guard case .due(let pending) = self else { return nil }
            self = .running(applied(pending))
            return pending
        }

        /// Ends the hooks under way; returns the change, or `nil` when none runs.
        mutating func finish() -> Applied? {
            guard case .running(let applied) = self else { return nil }
            self = .idle
            return applied
        }
    }

    /// The batch update being recorded, if the outermost block is running.
    private(set) var recording: Recording?
    /// The batch update taken in, on its way through the layout's hooks.
    private(set) var update: Hooks<Applied> = .idle
    /// The animated bounds change, on its way through the layout's hooks.
    private(set) var boundsChange: Hooks<BoundsChange> = .idle
    /// The element animations of the last update, layout transition or bounds change.
    private(set) var animations: [UICollectionView.ElementAnimation] = []
    /// Whether those animations have not been completed by a layout pass yet.
    private(set) var isAnimating = false
    /// Completions called at the next layout pass, with whether their update's animations
    /// ran, oldest first.
    private(set) var completionsDue: [(completion: (Bool) -> Void, finished: Bool)] = []

    // MARK: Recording

    /// Whether the outermost block of a batch update is running.
    var isRecording: Bool { recording != nil }

    /// Starts recording a batch update whose outermost call has `completion`.
    mutating func beginRecording(completion: ((Bool) -> Void)?) {
        recording = Recording(completions: completion.map { [$0] } ?? [])
    }

    /// Adds a nested call's completion to the update being recorded.
    mutating func recordCompletion(_ completion: @escaping (Bool) -> Void) {
        recording?.completions.append(completion)
    }

    /// Makes `change` in the update being recorded; returns `false` (changing nothing) when
    /// none is.
    mutating func record(_ change: (inout BatchUpdate) -> Void) -> Bool {
        guard var recorded = recording else { return false }
        // Out of `recording` while it changes, so that the update's storage is not shared.
        recording = nil
        change(&recorded.update)
        recording = recorded
        return true
    }

    /// Ends the recording; returns what was recorded (nothing, if no recording ran).
    mutating func endRecording() -> Recording {
        defer { recording = nil }
        return recording ?? Recording(completions: [])
    }

    // MARK: Hooks

    /// Takes in a batch update whose hooks are due after the layout's next `prepare()`.
    mutating func takeIn(_ applied: Applied) {
        update = .due(applied)
    }

    /// Notes an animated bounds change whose hooks are due after the layout's next
    /// `prepare()`, unless one is due already: several changes of one animation are one,
    /// from the bounds before the first.
    mutating func noteBoundsChange(_ change: BoundsChange) {
        guard !boundsChange.isDue else { return }
        boundsChange = .due(change)
    }

    /// Starts the hooks of the batch update due; returns it, or `nil` when none is due.
    mutating func beginUpdateHooks() -> Applied? {
        update.begin { $0 }
    }

    /// Starts the hooks of the animated bounds change due, in a view of `sections` sections;
    /// returns it, or `nil` when none is due.
    mutating func beginBoundsChangeHooks(sections: Int) -> BoundsChange? {
        boundsChange.begin { change in
            Applied(
                mapping: UpdateMapping(BatchUpdate(), sectionsBefore: sections, sectionsAfter: sections), before: change.before,
                isBoundsChange: true)
        }
    }

    /// Ends the hooks of the batch update under way; returns it, or `nil` when none runs.
    mutating func finishUpdateHooks() -> Applied? {
        update.finish()
    }

    /// Ends the hooks of the animated bounds change under way; returns it, or `nil` when none
    /// runs.
    mutating func finishBoundsChangeHooks() -> Applied? {
        boundsChange.finish()
    }

    // MARK: Animations and completions

    /// Records the animations of a change just laid out, under way until the next layout pass.
    mutating func startAnimations(_ animations: [UICollectionView.ElementAnimation]) {
        self.animations = animations
        isAnimating = true
    }

    /// Makes `completions` due at the next layout pass, with `finished`.
    mutating func addCompletions(_ completions: [(Bool) -> Void], finished: Bool) {
        completionsDue += completions.map { ($0, finished) }
    }

    /// Completes the animations under way and returns the completions due, which are no
    /// longer due. Run at the start of a layout pass.
    mutating func completeAnimations() -> [(completion: (Bool) -> Void, finished: Bool)] {
        isAnimating = false
        defer { completionsDue = [] }
        return completionsDue
    }
}
