/// Why the engine made a constraint itself rather than the app.
enum ImplicitConstraintOrigin: Equatable {
    /// A view's autoresizing mask, translated (UIKit's `NSAutoresizingMaskLayoutConstraint`).
    case autoresizingMask(UIView.AutoresizingMask)
    /// A view's intrinsic content size at its hugging priority (UIKit's
    /// `NSContentSizeLayoutConstraint`, `Hug:`).
    case contentHugging
    /// A view's intrinsic content size at its compression resistance priority
    /// (`CompressionResistance:`).
    case compressionResistance
    /// The size of the hierarchy's topmost view, which its own superview (or the host) gives
    /// (`UIView-Encapsulated-Layout-Width` and `-Height`).
    case encapsulatedLayout
    /// A rectangle of a guide a view makes (margins, safe area, readable content).
    case layoutGuide
}

extension LayoutEngine {
    /// Makes `item`'s own constraints again from its view's current state, changing only the
    /// ones that differ.
    func refreshImplicitConstraints(of item: Item) {
        guard let object = item.object else { return }
        let wanted = implicitConstraints(for: object, item: item)
        let id = ObjectIdentifier(object)
        var kept: [NSLayoutConstraint] = []
        var unmatched = wanted
        for existing in item.implicitConstraints {
            if let index = unmatched.firstIndex(where: { $0.hasSameTerms(as: existing) }) {
                unmatched.remove(at: index)
                kept.append(existing)
            } else if let record = records[ObjectIdentifier(existing)] {
                remove(record)
            }
        }
        item.implicitConstraints = kept + unmatched.map(\.constraint)
        for (constraint, container) in unmatched.map({ ($0.constraint, $0.container) }) {
            add(constraint, in: container, owner: id)
        }
    }

    /// The constraints UIKit makes for `object` in this engine, each with the view it is
    /// expressed in.
    private func implicitConstraints(for object: AnyObject, item: Item) -> [ImplicitConstraint] {
        if let guide = object as? UILayoutGuide { return guideConstraints(guide) }
        guard let view = object as? UIView else { return [] }
        var made: [ImplicitConstraint] = []
        if view === root {
            if role == .layout { made += encapsulatedLayoutConstraints(view) }
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            made += autoresizingConstraints(view, in: superview)
        }
        made += contentSizeConstraints(view, item: item)
        return made
    }

    /// The root's size, fixed at its bounds.
    private func encapsulatedLayoutConstraints(_ view: UIView) -> [ImplicitConstraint] {
        let size = view.bounds.size
        return [
            .fixed(
                view, .width, size.width, origin: .encapsulatedLayout, identifier: "UIView-Encapsulated-Layout-Width",
                container: view),
            .fixed(
                view, .height, size.height, origin: .encapsulatedLayout, identifier: "UIView-Encapsulated-Layout-Height",
                container: view),
        ]
    }

    /// The autoresizing mask as constraints: along each axis, the origin and length of the
    /// current frame, their flexible parts following the superview's length as autoresizing
    /// shares a change of it (see `UIView.resizeSubviews(fromOldSize:)`).
    private func autoresizingConstraints(_ view: UIView, in superview: UIView) -> [ImplicitConstraint] {
        let frame = view.frame
        let mask = view.autoresizingMask
        let size = superview.bounds.size
        var made: [ImplicitConstraint] = []
        for horizontal in [true, false] {
            let start = horizontal ? frame.minX : frame.minY
            let length = horizontal ? frame.width : frame.height
            let total = horizontal ? size.width : size.height
            let flexible =
                horizontal
                ? [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)]
                : [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]
            let parts = [start, length, total - start - length]
            let flexibleSum = zip(parts, flexible).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
            let flexibleCount = CGFloat(flexible.filter { $0 }.count)
            func share(_ index: Int) -> CGFloat {
                guard flexible[index] else { return 0 }
                return flexibleSum != 0 ? parts[index] / flexibleSum : 1 / flexibleCount
            }
            let origin = ImplicitConstraintOrigin.autoresizingMask(mask)
            let positionAttribute: NSLayoutConstraint.Attribute = horizontal ? .left : .top
            let lengthAttribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            for (attribute, value, part) in [(positionAttribute, start, 0), (lengthAttribute, length, 1)] {
                let fraction = share(part)
                if fraction == 0 {
                    made.append(.fixed(view, attribute, value, origin: origin, container: superview))
                } else {
                    let constraint = NSLayoutConstraint(
                        firstItem: view, firstAttribute: attribute, relation: .equal, secondItem: superview,
                        secondAttribute: lengthAttribute, multiplier: fraction, constant: value - fraction * total)
                    constraint.origin = origin
                    made.append(ImplicitConstraint(constraint: constraint, container: superview))
                }
            }
        }
        return made
    }

    /// The intrinsic content size on each axis that has one: the length at most the intrinsic
    /// one at the hugging priority, and at least it at the compression resistance priority.
    private func contentSizeConstraints(_ view: UIView, item: Item) -> [ImplicitConstraint] {
        let id = ObjectIdentifier(view)
        if view.intrinsicSizeDependsOnWidth {
            widthDependentItems.insert(id)
        } else {
            widthDependentItems.remove(id)
            item.intrinsicLayoutWidth = nil
        }
        let size = view.intrinsicContentSize(forLayoutWidth: item.intrinsicLayoutWidth)
        let hugging = view.contentHuggingPriorities
        let resistance = view.compressionResistancePriorities
        var made: [ImplicitConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let length = axis == .horizontal ? size.width : size.height
            guard length != UIView.noIntrinsicMetric, length.isFinite, length >= 0 else { continue }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            made.append(
                .fixed(
                    view, attribute, length, relation: .lessThanOrEqual, priority: hugging[axis], origin: .contentHugging,
                    container: view))
            made.append(
                .fixed(
                    view, attribute, length, relation: .greaterThanOrEqual, priority: resistance[axis],
                    origin: .compressionResistance, container: view))
        }
        return made
    }

    /// A guide's rectangle in its owning view, by its role: the view's bounds inset by the
    /// margins or the safe area, the readable column inside the margins, or the rectangle the
    /// owning view computes. A guide an app adds has none: constraints place it.
    private func guideConstraints(_ guide: UILayoutGuide) -> [ImplicitConstraint] {
        guard let owner = guide.owningView else { return [] }
        switch guide.role {
        case .added:
            return []
        case .layoutMargins:
            return insetConstraints(guide, in: owner, by: owner.effectiveLayoutMargins)
        case .safeArea:
            return insetConstraints(guide, in: owner, by: owner.safeAreaInsets)
        case .readableContent:
            return readableContentConstraints(guide, in: owner)
        case .listContent, .computed:
            let frame = guide.computedLayoutFrame
            return [
                .fixed(guide, .left, frame.minX, origin: .layoutGuide, container: owner),
                .fixed(guide, .top, frame.minY, origin: .layoutGuide, container: owner),
                .fixed(guide, .width, frame.width, origin: .layoutGuide, container: owner),
                .fixed(guide, .height, frame.height, origin: .layoutGuide, container: owner),
            ]
        }
    }

    /// `guide` as `owner`'s bounds inset by `insets`.
    private func insetConstraints(_ guide: UILayoutGuide, in owner: UIView, by insets: UIEdgeInsets) -> [ImplicitConstraint] {
        let name = guide.identifier
        return [
            .related(guide, .left, owner, .left, constant: insets.left, name: "\(name)-left", in: owner),
            .related(guide, .top, owner, .top, constant: insets.top, name: "\(name)-top", in: owner),
            .related(guide, .width, owner, .width, constant: -(insets.left + insets.right), name: "\(name)-width", in: owner),
            .related(guide, .height, owner, .height, constant: -(insets.top + insets.bottom), name: "\(name)-height", in: owner),
        ]
    }

    /// The readable content guide: the margins' height, centred in them, as wide as they are
    /// up to the readable width (`UIView.readableContentWidth`). The width follows the
    /// margins at priority 999, below the two required upper bounds.
    private func readableContentConstraints(_ guide: UILayoutGuide, in owner: UIView) -> [ImplicitConstraint] {
        let margins = owner.layoutMarginsGuide
        let name = guide.identifier
        let preferred = ImplicitConstraint.related(guide, .width, margins, .width, constant: 0, name: "\(name)-width", in: owner)
        preferred.constraint.priority = UILayoutPriority(999)
        return [
            .related(guide, .top, margins, .top, constant: 0, name: "\(name)-top", in: owner),
            .related(guide, .height, margins, .height, constant: 0, name: "\(name)-height", in: owner),
            .related(guide, .centerX, margins, .centerX, constant: 0, name: "\(name)-centerX", in: owner),
            .related(
                guide, .width, margins, .width, relation: .lessThanOrEqual, constant: 0, name: "\(name)-maximumWidth",
                in: owner),
            .fixed(
                guide, .width, UIView.readableContentWidth, relation: .lessThanOrEqual, origin: .layoutGuide,
                identifier: "\(name)-readableWidth", container: owner),
            preferred,
        ]
    }

    // MARK: Staleness

    /// Makes `object`'s own constraints again at the next synchronization.
    func itemIsStale(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        guard items[id] != nil else { return }
        staleItems.append(id)
    }

    /// Hears that `view`'s frame changed: its translated mask, the root's size, and margins
    /// that follow the superview depend on it; so do the translated masks of its subviews.
    func geometryDidChange(of view: UIView) {
        if view.translatesAutoresizingMaskIntoConstraints || view === root { itemIsStale(view) }
        if let guide = view.autoLayoutStorage?.layoutMarginsGuide, view.preservesSuperviewLayoutMargins {
            itemIsStale(guide)
        }
        view.forEachSubview { subview in
            if subview.translatesAutoresizingMaskIntoConstraints { itemIsStale(subview) }
        }
    }

    /// Makes the constraints of `view`'s own guides again at the next synchronization.
    func guidesDidChange(of view: UIView) {
        guard let storage = view.autoLayoutStorage else { return }
        for guide in [storage.layoutMarginsGuide, storage.safeAreaLayoutGuide, storage.readableContentGuide] {
            if let guide { itemIsStale(guide) }
        }
        for subview in view.subviews {
            guard subview.preservesSuperviewLayoutMargins, let guide = subview.autoLayoutStorage?.layoutMarginsGuide else {
                continue
            }
            itemIsStale(guide)
        }
    }

    /// Makes every stale item's own constraints again.
    func refreshStaleItems() {
        guard !staleItems.isEmpty else { return }
        let stale = staleItems
        staleItems = []
        var seen = Set<ObjectIdentifier>()
        for id in stale where seen.insert(id).inserted {
            if let item = items[id] { refreshImplicitConstraints(of: item) }
        }
    }
}

/// A constraint the engine makes, with the view it is expressed in.
@MainActor
struct ImplicitConstraint {
    /// The constraint.
    let constraint: NSLayoutConstraint
    /// The view whose coordinates it is in.
    let container: UIView

    /// `item.attribute relation value`, expressed in `container`.
    static func fixed(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat,
        relation: NSLayoutConstraint.Relation = .equal, priority: UILayoutPriority = .required,
        origin: ImplicitConstraintOrigin, identifier: String? = nil, container: UIView
    ) -> ImplicitConstraint {
        let constraint = NSLayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, secondItem: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        constraint.priority = priority
        constraint.origin = origin
        constraint.identifier = identifier
        return ImplicitConstraint(constraint: constraint, container: container)
    }

    /// `item.attribute relation other.otherAttribute + constant`, a guide's rule, in `container`.
    static func related(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ other: AnyObject,
        _ otherAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
        constant: CGFloat, name: String, in container: UIView
    ) -> ImplicitConstraint {
        let constraint = NSLayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, secondItem: other,
            secondAttribute: otherAttribute, multiplier: 1, constant: constant)
        constraint.origin = .layoutGuide
        constraint.identifier = name
        return ImplicitConstraint(constraint: constraint, container: container)
    }

    /// Whether `existing` says the same as this constraint.
    func hasSameTerms(as existing: NSLayoutConstraint) -> Bool {
        let c = constraint
        return c.origin == existing.origin && c.firstItem === existing.firstItem && c.firstAttribute == existing.firstAttribute
            && c.relation == existing.relation && c.secondItem === existing.secondItem
            && c.secondAttribute == existing.secondAttribute && c.multiplier == existing.multiplier
            && c.constant == existing.constant && c.priority == existing.priority
    }
}
