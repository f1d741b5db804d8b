/// The layout pass: the loop `layoutIfNeeded()` runs, its steps, and the one way the view and
/// its layout call app code during it. The state lives in ``LayoutPassState``.
///
/// A pass runs these steps, each only when there is work for it:
///
/// 1. **preparing**: the layout's `prepare()`, when it was invalidated; if what app code asked
///    for during it invalidates the layout again, the pass ends here; otherwise the hooks of
///    a batch update or an animated bounds change taken in follow
///    (`prepare(forCollectionViewUpdates:)`, `prepare(forAnimatedBoundsChange:)`), and
///    their animations are gathered and finalized when the passes settle;
/// 2. **measuring**: the `preferredSizeProvider` for the self-sizing elements shown;
/// 3. **updatingVisibleItems**: when nothing is left to prepare or measure, the content size
///    is read and the visible-items handlers are called;
/// 4. **realizingViews**: then, when the view shows views, the views for what the bounds show
///    (`UICollectionView+Realization`): the data source asked for those that become visible,
///    self-sizing ones measured with their `preferredLayoutAttributesFitting(_:)`, the delegate
///    told, those that left queued for reuse. A measurement that changes the layout makes
///    another pass.
///
/// What app code asked for while it was called (reloads, invalidations, scrolls, row offsets,
/// another layout or data source) is applied when the step ends, and the next pass picks up
/// the work it left. Queries made by that code answer from the state the step began with.
extension UICollectionView {
    /// Runs passes until nothing is left to do or `maximumLayoutPasses` counted passes ran.
    /// A loop reached from a request applied between another loop's steps (a batch update or
    /// an animated layout change asked for by app code the pass called) spends the budget of
    /// the loop it is nested in, so the nest ends with the limit as a single loop does.
    func runLayoutPasses() {
        passState.beginLoop()
        var askedInThisCall = Set<ElementKey>()
        while passState.layoutIsInvalid || passState.needsLayout {
            guard passState.mayRunPass(limit: Self.maximumLayoutPasses) else { break }
            passState.beginPass()
            let preparesWhole = passState.layoutIsWhollyInvalid
            if passState.layoutIsInvalid {
                passState.layoutIsInvalid = false
                passState.layoutIsWhollyInvalid = false
                let layout = collectionViewLayout
                runStep(.preparing) { layout.prepare() }
                if !passState.layoutIsInvalid {
                    beginUpdateHooks()
                    beginBoundsChangeHooks()
                }
            }
            var onlyFirstTimeAsked = false
            // A preparing step whose requests invalidated the layout again ends the pass: its
            // solution is not measured or shown.
            if !passState.layoutIsInvalid {
                passState.needsLayout = false
                var asked: [ElementKey] = []
                if let preferredSizeProvider, let layout = compositionalLayout {
                    let rect = bounds
                    asked = runStep(.measuring) { layout.measureElements(in: rect, provider: preferredSizeProvider) }
                }
                if !passState.layoutIsInvalid, !passState.needsLayout {
                    contentSize = collectionViewLayout.collectionViewContentSize
                    if let layout = compositionalLayout { runStep(.updatingVisibleItems) { layout.refreshVisibleItems() } }
                    if !passState.layoutIsInvalid, !passState.needsLayout, realizesViews || viewStore.isShowingViews {
                        asked += runStep(.realizingViews) { realizeViews() }
                    }
                }
                // What the bounds show is measured and placed: a scroll to an item moves again
                // if the measurements moved the item.
                if !passState.layoutIsInvalid, !passState.needsLayout { retargetScroll() }
                // Grown for the pass's keys at once, not rehashed as they come one by one.
                let needed = askedInThisCall.count + asked.count
                if needed > askedInThisCall.capacity { askedInThisCall.reserveCapacity(2 * needed) }
                var firstTime = 0
                for key in asked where askedInThisCall.insert(key).inserted { firstTime += 1 }
                onlyFirstTimeAsked = !asked.isEmpty && firstTime == asked.count
            }
            // Passes that only measured elements shown for the first time are finitely many;
            // a pass in which app code asked for anything counts, so callbacks cannot keep the
            // loop going.
            if preparesWhole || !onlyFirstTimeAsked || !passState.requestersInPass.isEmpty { passState.countPass() }
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        // The limit can stop the passes right after a measurement changed the layout: the views
        // shown stand where its last answer puts them, as they would after one more pass.
        if passState.limitReached, passState.isInOutermostLoop { placeShownViews() }
        if passState.isInOutermostLoop { scrollTarget = nil }
        backgroundView?.frame = bounds
        prefetchAroundVisibleItems()
        finishUpdateHooks()
        finishBoundsChangeHooks()
        passState.endLoop()
    }

    /// Runs `body` as `step` of a pass, then, unless a step or callback encloses it, applies
    /// what app code asked for during it. Inside a running step it is part of that step.
    func runStep<Result>(_ step: LayoutPassState.Step, _ body: () -> Result) -> Result {
        guard passState.begin(step) else { return body() }
        let result = body()
        passState.endStep()
        if passState.isIdle { applyRequests() }
        return result
    }

    /// Calls app code: while `body` runs, what it asks the view for waits (see
    /// ``performOrPostpone(_:)``) and `layoutIfNeeded()` returns at once. Outside any step,
    /// what it asked for is applied when it returns.
    func callingOut<Result>(_ callback: LayoutCallback, _ body: () -> Result) -> Result {
        passState.enter(callback)
        let result = body()
        passState.leave()
        if passState.isIdle { applyRequests() }
        return result
    }

    /// Asks the data source `question` through `body`. A question asked again from inside the
    /// data source's answer to it (through the view) is answered 0 instead of asking again
    /// without end.
    func askDataSource(_ question: LayoutPassState.CountQuestion, _ body: () -> Int) -> Int {
        guard !passState.isAsking(question) else { return 0 }
        passState.enter(.dataSource, asking: question)
        let result = body()
        passState.leave(asking: question)
        if passState.isIdle { applyRequests() }
        return result
    }

    /// Whether a change asked for now waits (see ``performOrPostpone(_:)``): app code called by
    /// the view or its layout is running.
    var defersRequests: Bool { passState.defersRequests }

    /// Makes `change` now, or, while app code called by the view or its layout runs, when the
    /// outermost step or callback ends.
    func performOrPostpone(_ change: @escaping @MainActor () -> Void) {
        if passState.defersRequests {
            passState.postpone(change)
        } else {
            change()
        }
    }

    /// Applies the postponed requests in the order they were made.
    private func applyRequests() {
        while let request = passState.nextRequest() {
            request.apply()
        }
    }
}
