extension LayoutEngine {
    /// Brings the system up to date with the hierarchy of ``root`` for a layout pass: the app
    /// constraints deactivated or changed since the last one are taken out (and those still
    /// active put back with their new terms), those installed since are taken in, items whose
    /// own constraints depend on something that changed are made again, and wrapping text is
    /// measured again for the width it was given.
    func synchronizeLayout() {
        guard let root else { return }
        counters.synchronizations += 1
        let before = counters
        takeInChangedConstraints()
        takeInAwaitingConstraints(below: root)
        refreshStaleItems()
        settleWidthDependentItems()
        if counters != before { requestLayoutWhereFramesChanged() }
    }

    /// Asks for layout in the superview of each view the engine places whose solved frame is
    /// not the one it was last given, as UIKit's engine does when a view's variables change.
    private func requestLayoutWhereFramesChanged() {
        for item in items.values {
            guard let view = item.object as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
                let superview = view.superview, item.appliedSolution != solvedFrame(of: view)
            else { continue }
            superview.markNeedsLayout()
        }
    }

    /// Whether a synchronization has work to do.
    var hasPendingChanges: Bool {
        !changedConstraints.isEmpty || !staleItems.isEmpty || root?.constraintsAwaitEngineBelow == true
    }

    /// Takes the changed app constraints out, and back in when they are still installed.
    private func takeInChangedConstraints() {
        guard !changedConstraints.isEmpty else { return }
        let changed = changedConstraints
        changedConstraints = []
        for constraint in changed {
            let id = ObjectIdentifier(constraint)
            if let record = records[id], record.revision == constraint.revision, record.container === constraint.installedOn {
                continue
            }
            if let record = records[id] { remove(record) }
            if let view = constraint.installedOn, let root, view.isDescendant(of: root) {
                add(constraint, in: view)
            }
        }
    }

    /// Takes in the constraints installed since the last pass, following the marked path down
    /// from `view`.
    private func takeInAwaitingConstraints(below view: UIView) {
        guard view.constraintsAwaitEngineBelow else { return }
        view.constraintsAwaitEngineBelow = false
        if let storage = view.autoLayoutStorage, !storage.constraintsAwaitingEngine.isEmpty {
            let waiting = storage.constraintsAwaitingEngine
            storage.constraintsAwaitingEngine = []
            for constraint in waiting where constraint.installedOn === view && records[ObjectIdentifier(constraint)] == nil {
                add(constraint, in: view)
            }
        }
        view.forEachSubview { takeInAwaitingConstraints(below: $0) }
    }

    /// Measures wrapping text again for the width the solution gives it, and solves again,
    /// until the widths hold or ``maximumWidthPasses`` passes were made: UIKit's two-pass
    /// layout of multi-line labels whose `preferredMaxLayoutWidth` is 0.
    func settleWidthDependentItems() {
        for _ in 0..<Self.maximumWidthPasses {
            var changed = false
            for id in widthDependentItems {
                guard let item = items[id] else { continue }
                let width = CGFloat(system.value(of: item.variables.width))
                if let measured = item.intrinsicLayoutWidth, abs(measured - width) < 1e-6 { continue }
                item.intrinsicLayoutWidth = width
                refreshImplicitConstraints(of: item)
                changed = true
            }
            if !changed { return }
        }
    }

    /// Gives the hierarchy's constraints back to the views they are installed on, to wait for
    /// another engine: ``root`` joined another hierarchy, whose engine takes them in.
    func dissolve() {
        for record in records.values where record.constraint.origin == nil {
            let constraint = record.constraint
            if constraint.layoutEngine === self { constraint.layoutEngine = nil }
            constraint.installedOn?.awaitEngine(constraint)
        }
        for item in items.values {
            if let view = item.object as? UIView, view.autoLayoutStorage?.layoutEngine === self {
                view.autoLayoutStorage?.layoutEngine = nil
            } else if let guide = item.object as? UILayoutGuide, guide.layoutEngine === self {
                guide.layoutEngine = nil
            }
        }
    }

    /// Forgets the items of `subtree`, which left the hierarchy: their constraints wait on
    /// the views they are installed on for the engine of the hierarchy the subtree joins.
    func subtreeDidLeave(_ subtree: UIView) {
        var pending = [subtree]
        while let view = pending.popLast() {
            if let storage = view.autoLayoutStorage {
                for guide in storage.layoutGuides where items[ObjectIdentifier(guide)] != nil {
                    removeItem(ObjectIdentifier(guide))
                }
                if items[ObjectIdentifier(view)] != nil { removeItem(ObjectIdentifier(view)) }
                for constraint in storage.constraints where records[ObjectIdentifier(constraint)] != nil {
                    if let record = records[ObjectIdentifier(constraint)] { remove(record) }
                    view.awaitEngine(constraint)
                }
            }
            view.forEachSubview { pending.append($0) }
        }
    }
}
