internal import ConstraintSolver

extension LayoutEngine {
    /// The target a fitting engine holds its root to on one axis.
    struct FittingTarget {
        /// The length aimed at.
        var length: Double
        /// The priority the root's length aims for it with.
        var priority: UILayoutPriority
        /// The required constraint holding it, when the priority is required.
        var requiredConstraint: NSLayoutConstraint?
    }

    /// Brings a fitting engine up to date with the constraints installed on ``root`` and the
    /// views below it, by difference with what it holds: constraints gone, changed or moved
    /// are taken out, new ones taken in, and every item's own constraints made again where
    /// they differ (an intrinsic size that changed). Nothing else is touched.
    func synchronizeFitting() {
        guard let root else { return }
        counters.synchronizations += 1
        item(for: root)
        var installed: [ObjectIdentifier: UIView] = [:]
        var ordered: [(NSLayoutConstraint, UIView)] = []
        var pending = [root]
        while let view = pending.popLast() {
            for constraint in view.autoLayoutStorage?.constraints ?? [] {
                installed[ObjectIdentifier(constraint)] = view
                ordered.append((constraint, view))
            }
            view.forEachSubview { pending.append($0) }
        }
        for record in Array(records.values) where record.owner == nil && record.constraint.origin == nil {
            let id = ObjectIdentifier(record.constraint)
            if installed[id] == nil || installed[id] !== record.container || record.revision != record.constraint.revision {
                remove(record)
            }
        }
        for (constraint, view) in ordered where records[ObjectIdentifier(constraint)] == nil {
            add(constraint, in: view)
        }
        for item in Array(items.values) where item.object != nil {
            refreshImplicitConstraints(of: item)
        }
    }

    /// The size of ``root`` when its width aims for `target.width` at `horizontal` and its
    /// height for `target.height` at `vertical`; lengths that are not finite or below 0 aim
    /// for 0. Required targets are constraints (replaced when they change); others are edit
    /// variables, so a new target is a suggested value.
    func fit(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard let root else { return .zero }
        let variables = item(for: root).variables
        widthTarget = aim(variables.width, at: target.width, priority: horizontal, attribute: .width, current: widthTarget)
        heightTarget = aim(variables.height, at: target.height, priority: vertical, attribute: .height, current: heightTarget)
        settleWidthDependentItems()
        return CGSize(width: system.value(of: variables.width), height: system.value(of: variables.height))
    }

    /// Holds `variable` to `length` at `priority`, replacing `current`.
    private func aim(
        _ variable: Variable, at length: CGFloat, priority: UILayoutPriority, attribute: NSLayoutConstraint.Attribute,
        current: FittingTarget?
    ) -> FittingTarget {
        let value = length.isFinite && length > 0 ? Double(length) : 0
        let required = priority >= .required
        if let current, current.priority == priority, current.length == value { return current }
        if let old = current?.requiredConstraint, let record = records[ObjectIdentifier(old)] { remove(record) }
        if required {
            if system.hasEditVariable(variable) { try? system.removeEditVariable(variable) }
            guard let root else { return FittingTarget(length: value, priority: priority) }
            let constraint = NSLayoutConstraint(
                firstItem: root, firstAttribute: attribute, relation: .equal, secondItem: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: CGFloat(value))
            constraint.origin = .encapsulatedLayout
            constraint.identifier = attribute == .width ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
            add(constraint, in: root, owner: ObjectIdentifier(root))
            return FittingTarget(length: value, priority: priority, requiredConstraint: constraint)
        }
        let strength = Strength(priority: max(1, priority.rawValue))
        if current?.priority != priority || !system.hasEditVariable(variable) {
            if system.hasEditVariable(variable) { try? system.removeEditVariable(variable) }
            try? system.addEditVariable(variable, strength: strength)
        }
        try? system.suggestValue(value, for: variable)
        counters.valuesSuggested += 1
        return FittingTarget(length: value, priority: priority)
    }
}

extension UIView {
    /// What `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// answers when constraints are installed on the view or below it: the view's own
    /// constraints solved with the target, rounded to the pixel grid; `nil` without any, for
    /// the answer without Auto Layout. Pending constraint updates of the view and the views
    /// below it run first, as UIKit runs them before measuring (a stack view makes its
    /// constraints there). The engine is kept on the view, so the next measurement changes
    /// only what changed.
    package func solvedFittingSize(
        for targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize? {
        updateConstraintsIfNeeded()
        guard hasConstraintsInSubtree else {
            autoLayoutStorage?.fittingEngine = nil
            return nil
        }
        let engine = autoLayout.fittingEngine ?? LayoutEngine(role: .fitting, root: self)
        autoLayout.fittingEngine = engine
        engine.synchronizeFitting()
        let size = engine.fit(targetSize, horizontal: horizontal, vertical: vertical)
        let scale = traitCollection.displayScale
        let rounded = EnginePixelGrid.frame(
            of: CGRect(origin: .zero, size: size), superviewOrigin: .zero, scale: scale)
        return rounded.size
    }

    /// Whether a constraint is installed on the view or a view below it.
    private var hasConstraintsInSubtree: Bool {
        if autoLayoutStorage?.constraints.isEmpty == false { return true }
        var found = false
        forEachSubview { subview in
            if !found, subview.hasConstraintsInSubtree { found = true }
        }
        return found
    }
}
