/// Animated bounds changes: a change of the bounds' size made inside an animation block
/// (`UIView.animate(withDuration:animations:)`, a rotation's animations) for which the layout
/// answers `true` to `shouldInvalidateLayout(forBoundsChange:)`.
///
/// The change invalidates the layout as any bounds change does. The layout pass that then
/// prepares the layout for the new bounds calls, as UIKit does:
///
/// 1. the layout's `prepare()`;
/// 2. its `prepare(forAnimatedBoundsChange:)` with the bounds before the change;
/// 3. once the passes settled, the animations (``lastUpdateAnimations``): an element shown in
///    the old and the new bounds goes from its attributes then to its attributes now; one that
///    leaves the bounds ends at the layout's `finalLayoutAttributes…ForDisappearing…` answer
///    (where it was when that is `nil`); one that enters them starts at the
///    `initialLayoutAttributes…ForAppearing…` answer (where it ends when that is `nil`);
/// 4. its `finalizeAnimatedBoundsChange()`.
///
/// The animations complete at the next layout pass. Several changes in one block make one
/// animated change, from the bounds before the first.
extension UICollectionView {
    /// Notes that the bounds change under way (the view's bounds still the old ones) is
    /// animated, with what the layout shows in the old bounds, unless a change of the same
    /// animation is already due.
    func noteAnimatedBoundsChange() {
        guard !updateState.boundsChange.isDue else { return }
        var shown: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] where shown[ElementKey(attributes)] == nil {
            shown[ElementKey(attributes)] = attributes
        }
        updateState.noteBoundsChange(UpdateState.BoundsChange(oldBounds: bounds, before: shown))
    }

    /// Tells the layout the animated bounds change, after the `prepare()` for the new bounds.
    func beginBoundsChangeHooks() {
        guard updateState.boundsChange.isDue else { return }
        let sections = numberOfSections
        guard let change = updateState.beginBoundsChangeHooks(sections: sections) else { return }
        let layout = collectionViewLayout
        runStep(.preparing) { layout.prepare(forAnimatedBoundsChange: change.oldBounds) }
    }

    /// Gathers the animations of the bounds change under way and finalizes it with the
    /// layout. Run when the passes of the change settled.
    func finishBoundsChangeHooks() {
        guard let applied = updateState.finishBoundsChangeHooks() else { return }
        let layout = collectionViewLayout
        updateState.startAnimations(runStep(.preparing) { UpdateAnimator(view: self, layout: layout, applied: applied).animations() })
        runStep(.preparing) { layout.finalizeAnimatedBoundsChange() }
    }
}
