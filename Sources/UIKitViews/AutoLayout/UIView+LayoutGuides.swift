extension UIView {
    /// The guides the view owns, in the order they were added. The view's own guides
    /// (``layoutMarginsGuide``, ``safeAreaLayoutGuide``, ``readableContentGuide``) join the list
    /// when first read.
    public var layoutGuides: [UILayoutGuide] {
        autoLayoutStorage?.layoutGuides ?? []
    }

    /// Makes the view the owner of `layoutGuide`, taking it from the view that owned it; adding
    /// a guide the view already owns does nothing.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self || !layoutGuides.contains(layoutGuide) else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Stops owning `layoutGuide`. The constraints relating it, installed on this view or its
    /// ancestors, are uninstalled, as for a view taken out of the hierarchy. Does nothing when
    /// the view does not own the guide.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let storage = autoLayoutStorage, storage.layoutGuides.contains(layoutGuide) else { return }
        var current: UIView? = self
        while let view = current {
            for constraint in view.constraints
            where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                view.uninstall(constraint)
            }
            current = view.superview
        }
        storage.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The guide for the area inside the view's layout margins. Its frame is the bounds inset by
    /// ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(\.layoutMarginsGuide, role: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The guide for the area inside the view's safe area. Its frame is the bounds inset by
    /// ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(\.safeAreaLayoutGuide, role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The guide for a column of comfortably readable text: the layout margins guide, narrowed
    /// on wide views to the readable width at the default text size, centred.
    public var readableContentGuide: UILayoutGuide {
        ownGuide(\.readableContentGuide, role: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The view's guide kept at `slot`, made and added on first read.
    private func ownGuide(
        _ slot: ReferenceWritableKeyPath<AutoLayoutStorage, UILayoutGuide?>, role: UILayoutGuide.Role,
        identifier: String
    ) -> UILayoutGuide {
        let storage = autoLayout
        if let guide = storage[keyPath: slot] { return guide }
        let guide = UILayoutGuide(role: role, identifier: identifier)
        storage[keyPath: slot] = guide
        addLayoutGuide(guide)
        return guide
    }
}
