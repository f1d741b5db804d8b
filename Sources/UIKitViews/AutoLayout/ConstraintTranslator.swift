internal import ConstraintSolver

/// Turns an `NSLayoutConstraint` into the solver's linear constraint, in the coordinates of the
/// view it is expressed in (its container: the view it is installed on).
///
/// An item's attributes are its variables plus the origins of the views between it and the
/// container, as UIKit's engine expresses them: `label.leading == contentView.leadingMargin + 16`
/// installed on the content view reads `label.minX − (margins.minX + 16) = 0`, the content
/// view's own edge being 0 in its own coordinates. Expressions depend only on the views below
/// the container, so a subtree moved elsewhere keeps them. The bounds origin of a view
/// between (a scroll view's content offset) plays no part. Leading and trailing follow the
/// reading direction of the item's view; margin attributes are the attributes of the view's
/// `layoutMarginsGuide`; a baseline is the top (first) or bottom (last) edge offset by the
/// view's text metrics.
@MainActor
struct ConstraintTranslator {
    /// The engine whose items the expression uses (made as they are met).
    let engine: LayoutEngine
    /// The view whose coordinates the expression is in.
    let container: UIView
    /// The terms gathered.
    private var terms: [(variable: Variable, coefficient: Double)] = []
    /// The constant gathered.
    private var constant: Double = 0
    /// The items whose variables the expression uses, each once.
    private(set) var referencedItems: [ObjectIdentifier] = []
    /// The variables the expression uses.
    var variables: [Variable] { terms.map(\.variable) }

    init(engine: LayoutEngine, container: UIView) {
        self.engine = engine
        self.container = container
    }

    /// `first − multiplier × second − constant (relation) 0`, or `nil` when an item is gone,
    /// lies outside the container or cannot be placed (a guide without a view).
    mutating func translate(_ constraint: NSLayoutConstraint) -> Constraint? {
        guard let first = constraint.firstItem, add(constraint.firstAttribute, of: first, coefficient: 1) else { return nil }
        if constraint.secondAttribute != .notAnAttribute {
            guard let second = constraint.secondItem,
                add(constraint.secondAttribute, of: second, coefficient: -Double(constraint.multiplier))
            else { return nil }
        }
        var value = Double(constraint.constant)
        guard value.isFinite, Double(constraint.multiplier).isFinite else { return nil }
        if constraint.firstAttribute.isDirectional, NSLayoutConstraint.view(of: first)?.isRightToLeft == true {
            // Leading and trailing run the other way in right-to-left layouts: a positive
            // constant moves toward the trailing side, which is the left.
            value = -value
        }
        constant -= value
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let priority = constraint.priority.rawValue
        let strength = priority >= UILayoutPriority.required.rawValue ? Strength.required : Strength(priority: priority)
        return Constraint(LinearExpression(terms, constant: constant), relation, strength: strength)
    }

    /// Adds `coefficient ×` the value of `attribute` of `object`; `false` when it cannot be
    /// expressed in the container.
    private mutating func add(_ attribute: NSLayoutConstraint.Attribute, of object: AnyObject, coefficient: Double) -> Bool {
        var object = object
        var attribute = attribute
        if let base = attribute.outsideMargins {
            if let view = object as? UIView { object = view.layoutMarginsGuide }
            attribute = base
        }
        let view = NSLayoutConstraint.view(of: object)
        if attribute == .leading || attribute == .trailing {
            let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            attribute = (attribute == .leading) != rightToLeft ? .left : .right
        }
        switch attribute {
        case .left:
            return addOrigin(of: object, horizontal: true, coefficient: coefficient)
        case .right:
            return addOrigin(of: object, horizontal: true, coefficient: coefficient)
                && addLength(of: object, horizontal: true, coefficient: coefficient)
        case .centerX:
            return addOrigin(of: object, horizontal: true, coefficient: coefficient)
                && addLength(of: object, horizontal: true, coefficient: coefficient / 2)
        case .width:
            return addLength(of: object, horizontal: true, coefficient: coefficient)
        case .top:
            return addOrigin(of: object, horizontal: false, coefficient: coefficient)
        case .bottom:
            return addOrigin(of: object, horizontal: false, coefficient: coefficient)
                && addLength(of: object, horizontal: false, coefficient: coefficient)
        case .centerY:
            return addOrigin(of: object, horizontal: false, coefficient: coefficient)
                && addLength(of: object, horizontal: false, coefficient: coefficient / 2)
        case .height:
            return addLength(of: object, horizontal: false, coefficient: coefficient)
        case .firstBaseline:
            constant += coefficient * Double(view?.firstBaselineOffsetFromTop ?? 0)
            return addOrigin(of: object, horizontal: false, coefficient: coefficient)
        case .lastBaseline:
            constant -= coefficient * Double(view?.lastBaselineOffsetFromBottom ?? 0)
            return addOrigin(of: object, horizontal: false, coefficient: coefficient)
                && addLength(of: object, horizontal: false, coefficient: coefficient)
        default:
            return true
        }
    }

    /// Adds `coefficient ×` the origin of `object` in the container: 0 for the container
    /// itself, otherwise its own origin plus those of the views between.
    private mutating func addOrigin(of object: AnyObject, horizontal: Bool, coefficient: Double) -> Bool {
        guard object !== container else { return true }
        addVariable(of: object, coefficient: coefficient) { horizontal ? $0.minX : $0.minY }
        var enclosing: UIView? = (object as? UIView)?.superview ?? (object as? UILayoutGuide)?.owningView
        while let view = enclosing, view !== container {
            addVariable(of: view, coefficient: coefficient) { horizontal ? $0.minX : $0.minY }
            enclosing = view.superview
        }
        return enclosing != nil
    }

    /// Adds `coefficient ×` the width or height of `object`.
    private mutating func addLength(of object: AnyObject, horizontal: Bool, coefficient: Double) -> Bool {
        addVariable(of: object, coefficient: coefficient) { horizontal ? $0.width : $0.height }
        return true
    }

    /// Adds `coefficient ×` the variable `pick` chooses among `object`'s.
    private mutating func addVariable(of object: AnyObject, coefficient: Double, _ pick: (ItemVariables) -> Variable) {
        let id = ObjectIdentifier(object)
        let item = engine.item(for: object)
        if !referencedItems.contains(id) { referencedItems.append(id) }
        terms.append((pick(item.variables), coefficient))
    }
}

extension UIView {
    /// Whether the view lays out right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute follows the reading direction (leading, trailing, and their
    /// margins).
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The attribute a margin attribute stands for on the margins guide (`.leadingMargin` →
    /// `.leading`); `nil` for the others.
    var outsideMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
