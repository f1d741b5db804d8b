extension UIStackView {
    /// Brings the arrangement's constraints to what the current settings want, incrementally as
    /// UIKit does: a constraint wanted again stays installed (its constant changed in place when
    /// only the constant differs), one no longer wanted is deactivated, a new one is activated;
    /// gap guides and the alignment spanner come and go with the constraints that use them.
    func updateArrangementConstraints() {
        usedGuides.removeAll(keepingCapacity: true)
        let wanted = wantedArrangementConstraints()
        var previous = arrangement
        var kept: [StackConstraint.Key: NSLayoutConstraint] = [:]
        kept.reserveCapacity(wanted.count)
        var added: [NSLayoutConstraint] = []
        for spec in wanted {
            let key = spec.key
            guard kept[key] == nil else { continue }
            if let existing = previous.removeValue(forKey: key), existing.isActive, spec.relatesSameItems(as: existing) {
                if existing.constant != spec.constant { existing.constant = spec.constant }
                kept[key] = existing
            } else {
                let constraint = spec.makeConstraint()
                kept[key] = constraint
                added.append(constraint)
            }
        }
        for (_, constraint) in previous { constraint.isActive = false }
        arrangement = kept
        NSLayoutConstraint.activate(added)
        removeUnusedGuides()
    }

    /// The guide of the gap after `view`, for equal spacing and equal centering: kept from the
    /// last update when there is one, else made (`UISV-distributing`) and added to the stack
    /// view.
    func gapGuide(after view: UIView) -> UILayoutGuide {
        let key = ObjectIdentifier(view)
        let guide: UILayoutGuide
        if let existing = gapGuides[key] {
            guide = existing
        } else {
            guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            gapGuides[key] = guide
        }
        usedGuides.insert(ObjectIdentifier(guide))
        return guide
    }

    /// The guide spanning the visible views across the axis (`UISV-alignment-spanner`), made
    /// and added to the stack view on first use.
    func alignmentSpanner() -> UILayoutGuide {
        let guide: UILayoutGuide
        if let existing = spanner {
            guide = existing
        } else {
            guide = UILayoutGuide()
            guide.identifier = "UISV-alignment-spanner"
            addLayoutGuide(guide)
            spanner = guide
        }
        usedGuides.insert(ObjectIdentifier(guide))
        return guide
    }

    /// Removes the gap guides and the spanner the last update did not use.
    private func removeUnusedGuides() {
        for (key, guide) in gapGuides where !usedGuides.contains(ObjectIdentifier(guide)) {
            removeLayoutGuide(guide)
            gapGuides[key] = nil
        }
        if let guide = spanner, !usedGuides.contains(ObjectIdentifier(guide)) {
            removeLayoutGuide(guide)
            spanner = nil
        }
    }
}
