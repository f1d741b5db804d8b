/// Attaching gesture recognizers to views.
extension UIView {
    /// Attaches `gestureRecognizer` to the view, taking it from the view it was attached to.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; nothing happens if it is not attached to the view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }
}
