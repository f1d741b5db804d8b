extension NSLayoutConstraint {
    /// The view a layout item stands in: a view itself, a layout guide's owning view; `nil` for
    /// a guide no view owns, an item that is gone, or an object that is neither.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The view UIKit installs the constraint on when it is activated: the closest common
    /// ancestor (a view counting as its own ancestor) of the views its items stand in, or the
    /// first item's view for a constraint to a constant. `nil` when an item is gone or the
    /// items lie in different hierarchies.
    var installationView: UIView? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard secondAttribute != .notAnAttribute else { return first }
        guard let second = Self.view(of: secondItem) else { return nil }
        return Self.closestCommonAncestor(first, second)
    }

    /// Installs the constraint where ``installationView`` says; does nothing when it is
    /// already installed or has nowhere to go.
    func activateIfPossible() {
        guard installedOn == nil, let view = installationView else { return }
        view.install(self)
    }

    /// Whether the constraint relates an item standing in a view of `subtree` (its root
    /// included).
    func references(viewIn subtree: UIView) -> Bool {
        [firstItem, secondItem].contains { Self.view(of: $0)?.isDescendant(of: subtree) == true }
    }

    /// Whether every item of the constraint stands in a view of `subtree` (its root included):
    /// the views UIKit lets `addConstraint(_:)` install it on.
    func liesWithin(_ subtree: UIView) -> Bool {
        guard Self.view(of: firstItem)?.isDescendant(of: subtree) == true else { return false }
        guard secondAttribute != .notAnAttribute else { return true }
        return Self.view(of: secondItem)?.isDescendant(of: subtree) == true
    }

    /// The deepest view that is `a` or an ancestor of it and also `b` or an ancestor of it.
    private static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestorsOfA = Set<ObjectIdentifier>()
        var current: UIView? = a
        while let view = current {
            ancestorsOfA.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestorsOfA.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}
