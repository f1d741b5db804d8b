internal import InternalUtilities

/// The state of the collection view's layout passes: what the next pass must do, which step
/// of a pass runs, which app code the view or its layout is calling, and what that code asked
/// for meanwhile. The view owns one; nothing else decides when work asked for during a pass is
/// done.
///
/// A pass runs in steps (``Step``). App code called during a step (a ``UICollectionView/LayoutCallback``)
/// sees the view as it was when the step began: what it asks the view or the layout to change
/// (a reload, an invalidation, a scroll, a row offset, another layout or data source) is kept
/// as a ``Request`` and applied, in the order asked, when the outermost step or callback ends,
/// never half-way through a step. The pass loop then sees the work those requests left.
struct LayoutPassState {
    /// A part of a layout pass, in the order a pass runs them.
    enum Step: Equatable {
        /// The layout's `prepare()`: the data source's counts, the section provider and the
        /// custom groups' item providers.
        case preparing
        /// Asking the `preferredSizeProvider` for the shown self-sizing elements and taking
        /// the answers in (custom groups of re-solved groups are asked again).
        case measuring
        /// Calling the sections' visible-items handlers for the current scroll state.
        case updatingVisibleItems
        /// Realizing the views for what the bounds show: asking the data source for the views
        /// that become visible, measuring self-sizing ones, telling the delegate, and queuing
        /// those that left for reuse.
        case realizingViews
        /// Taking a batch update in: reading the counts after it, checking them, moving the
        /// view's state with the items and invalidating the layout. What the data source asks
        /// for meanwhile (another update) waits until the update is taken in.
        case applyingUpdate
    }

    /// A change asked for by app code while the view was calling it.
    struct Request {
        /// The app code that asked.
        let callback: UICollectionView.LayoutCallback
        /// Makes the change, as the same call made outside any pass would.
        let apply: @MainActor () -> Void
    }

    /// A count the view asks its data source for.
    enum CountQuestion: Equatable {
        case sections
        case items(inSection: Int)
    }

    /// The most reports a collection view or its layout keeps in each of its logs.
    static let reportLimit = 100

    /// Whether the layout was invalidated since it was last prepared: the next pass calls its
    /// `prepare()` first, as UIKit does after every invalidation.
    var layoutIsInvalid = true
    /// Whether one of those invalidations was of everything or of the data source counts: a
    /// pass that prepares after one counts toward `maximumLayoutPasses`.
    var layoutIsWhollyInvalid = true
    /// Whether the view needs a pass even though its layout is valid: shown elements may need
    /// measuring and the visible-items handlers calling (after a layout, a scroll, a row
    /// offset change or an invalidation).
    var needsLayout = true

    /// The step running, if any.
    private(set) var step: Step?
    /// The app code being called, innermost last.
    private(set) var callbacks: [UICollectionView.LayoutCallback] = []
    /// The data source counts being asked for, innermost last.
    private(set) var countQuestions: [CountQuestion] = []
    /// Requests waiting for the outermost step or callback to end, oldest first.
    private var requests: [Request] = []
    /// The callbacks whose requests the current pass applied, each once, in the order applied.
    private(set) var requestersInPass: [UICollectionView.LayoutCallback] = []
    /// The passes the last `layoutIfNeeded()` ran (every iteration of its loop).
    private(set) var passesInLastLayout = 0
    /// For each pass loop running, outermost first, whether its current pass was counted
    /// already: more than one loop runs while a request applied between the steps of a loop
    /// lays out on its own (a batch update, an animated layout change), and the pass that
    /// applies it counts as soon as the nested loop starts, so that a nest cannot grow
    /// without its passes counting.
    private var loopsCountedPass: [Bool] = []
    /// The passes the outermost loop running and the loops nested in it ran, and how many of
    /// them counted toward `maximumLayoutPasses`: one budget for the whole nest, so that app
    /// code asking for an update from the pass that shows its result cannot nest without end.
    private(set) var passesRun = 0
    private(set) var passesCounted = 0
    /// Whether the outermost loop running, or one nested in it, stopped at the limit: the
    /// loops still running stop too, and the limit is reported once.
    private(set) var limitReached = false
    /// What the view reported, oldest first, the last `reportLimit`.
    private(set) var diagnostics = BoundedLog<UICollectionView.LayoutDiagnostic>(capacity: reportLimit)

    /// Whether neither a step nor app code is running: a layout pass may start, and a request
    /// is applied at once.
    var isIdle: Bool { step == nil && callbacks.isEmpty }

    /// Whether a request made now must wait: app code called by the view or its layout is
    /// running.
    var defersRequests: Bool { !callbacks.isEmpty }

    /// Whether `step` runs and no app code is being called: what happens now is the step's
    /// own work.
    func isRunningOwnWork(of step: Step) -> Bool {
        self.step == step && callbacks.isEmpty
    }

    /// Whether the data source is being asked `question` now.
    func isAsking(_ question: CountQuestion) -> Bool { countQuestions.contains(question) }

    /// Starts `step` unless one runs; returns whether it started.
    mutating func begin(_ step: Step) -> Bool {
        guard self.step == nil else { return false }
        self.step = step
        return true
    }

    /// Ends the step started by `begin`.
    mutating func endStep() { step = nil }

    mutating func enter(_ callback: UICollectionView.LayoutCallback, asking question: CountQuestion? = nil) {
        callbacks.append(callback)
        if let question { countQuestions.append(question) }
    }

    mutating func leave(asking question: CountQuestion? = nil) {
        callbacks.removeLast()
        if question != nil { countQuestions.removeLast() }
    }

    /// Keeps `apply` until the outermost step or callback ends, as asked by the innermost
    /// callback running.
    mutating func postpone(_ apply: @escaping @MainActor () -> Void) {
        guard let callback = callbacks.last else { return }
        requests.append(Request(callback: callback, apply: apply))
    }

    /// The oldest request waiting, removed, noting its callback for the pass's report.
    mutating func nextRequest() -> Request? {
        guard !requests.isEmpty else { return nil }
        let request = requests.removeFirst()
        if !requestersInPass.contains(request.callback) { requestersInPass.append(request.callback) }
        return request
    }

    /// Starts a loop of passes; the outermost one starts the budget afresh.
    mutating func beginLoop() {
        if loopsCountedPass.isEmpty {
            passesRun = 0
            passesCounted = 0
            limitReached = false
        } else {
            countPass()
        }
        loopsCountedPass.append(false)
    }

    /// Starts a pass: its report starts empty.
    mutating func beginPass() {
        passesRun += 1
        requestersInPass = []
        if !loopsCountedPass.isEmpty { loopsCountedPass[loopsCountedPass.count - 1] = false }
    }

    /// Counts the current pass of the innermost loop toward `maximumLayoutPasses`, once.
    mutating func countPass() {
        guard let counted = loopsCountedPass.last, !counted else { return }
        passesCounted += 1
        loopsCountedPass[loopsCountedPass.count - 1] = true
    }

    /// Whether another pass may run: fewer than `limit` passes of the nest counted. The first
    /// loop to find the budget spent reports it, naming the callbacks of the pass before.
    mutating func mayRunPass(limit: Int) -> Bool {
        guard !limitReached else { return false }
        guard passesCounted >= limit else { return true }
        limitReached = true
        report(
            UICollectionView.LayoutDiagnostic(reason: .layoutPassLimitReached(passes: passesRun), requestedBy: requestersInPass))
        return false
    }

    /// Whether the loop running is the outermost one: no loop encloses it.
    var isInOutermostLoop: Bool { loopsCountedPass.count == 1 }

    /// Ends a loop of passes; the outermost one records how many passes the nest ran.
    mutating func endLoop() {
        loopsCountedPass.removeLast()
        if loopsCountedPass.isEmpty { passesInLastLayout = passesRun }
    }

    /// Records a diagnostic, keeping the last `reportLimit`.
    mutating func report(_ diagnostic: UICollectionView.LayoutDiagnostic) {
        diagnostics.append(diagnostic)
    }
}
