import Testing
@testable import UIKitViews

/// Constraints are recorded, not solved: anchors make them with UIKit's terms, activating
/// installs them on the closest common ancestor of their items, and the hierarchy uninstalls
/// them as UIKit does.
@MainActor
@Suite("Auto Layout: constraints and anchors")
struct AutoLayoutTests {
    /// cell > contentView > (title, subtitle); nothing laid out yet.
    private func hierarchy() -> (cell: UIView, content: UIView, title: UIView, subtitle: UIView) {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        let content = UIView()
        let title = UIView()
        let subtitle = UIView()
        cell.addSubview(content)
        content.addSubview(title)
        content.addSubview(subtitle)
        return (cell, content, title, subtitle)
    }

    @Test("an anchor constraint has UIKit's terms and starts inactive")
    func anchorTerms() {
        let (_, content, title, _) = hierarchy()
        let constraint = title.topAnchor.constraint(equalTo: content.topAnchor, constant: 12)
        #expect(constraint.firstItem === title)
        #expect(constraint.firstAttribute == .top)
        #expect(constraint.relation == .equal)
        #expect(constraint.secondItem === content)
        #expect(constraint.secondAttribute == .top)
        #expect(constraint.multiplier == 1)
        #expect(constraint.constant == 12)
        #expect(constraint.priority == .required)
        #expect(constraint.identifier == nil)
        #expect(!constraint.isActive)
    }

    @Test(
        "each anchor method sets its relation and constant",
        arguments: [
            (0, NSLayoutConstraint.Relation.equal, 0.0), (1, .greaterThanOrEqual, 0), (2, .lessThanOrEqual, 0),
            (3, .equal, -4), (4, .greaterThanOrEqual, -4), (5, .lessThanOrEqual, -4),
        ])
    func anchorRelations(method: Int, relation: NSLayoutConstraint.Relation, constant: Double) {
        let (_, content, title, _) = hierarchy()
        let anchor = title.trailingAnchor
        let other = content.layoutMarginsGuide.trailingAnchor
        let constraint =
            switch method {
            case 0: anchor.constraint(equalTo: other)
            case 1: anchor.constraint(greaterThanOrEqualTo: other)
            case 2: anchor.constraint(lessThanOrEqualTo: other)
            case 3: anchor.constraint(equalTo: other, constant: -4)
            case 4: anchor.constraint(greaterThanOrEqualTo: other, constant: -4)
            default: anchor.constraint(lessThanOrEqualTo: other, constant: -4)
            }
        #expect(constraint.relation == relation)
        #expect(constraint.constant == CGFloat(constant))
        #expect(constraint.firstAttribute == .trailing)
        #expect(constraint.secondItem === content.layoutMarginsGuide)
        #expect(constraint.secondAttribute == .trailing)
    }

    @Test("a size constrained to a constant has no second item and multiplier 1")
    func dimensionConstant() {
        let view = UIView()
        let fixed = view.heightAnchor.constraint(equalToConstant: 44)
        let atLeast = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        let atMost = view.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        #expect(fixed.firstAttribute == .height && fixed.relation == .equal && fixed.constant == 44)
        #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute && fixed.multiplier == 1)
        #expect(atLeast.firstAttribute == .width && atLeast.relation == .greaterThanOrEqual && atLeast.constant == 10)
        #expect(atMost.relation == .lessThanOrEqual && atMost.constant == 200)
    }

    @Test("a size follows another size by a multiplier and constant")
    func dimensionMultiplier() {
        let (_, _, title, subtitle) = hierarchy()
        let square = title.widthAnchor.constraint(equalTo: title.heightAnchor, multiplier: 1)
        let half = subtitle.widthAnchor.constraint(lessThanOrEqualTo: title.widthAnchor, multiplier: 0.5, constant: 8)
        let atLeast = subtitle.heightAnchor.constraint(greaterThanOrEqualTo: title.heightAnchor, multiplier: 2)
        #expect(square.firstAttribute == .width && square.secondAttribute == .height && square.secondItem === title)
        #expect(half.relation == .lessThanOrEqual && half.multiplier == 0.5 && half.constant == 8)
        #expect(atLeast.relation == .greaterThanOrEqual && atLeast.multiplier == 2 && atLeast.constant == 0)
    }

    @Test("system spacing is 8 points times the multiplier, written into the constant")
    func systemSpacing() {
        let (_, _, title, subtitle) = hierarchy()
        let after = subtitle.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 2)
        let below = subtitle.firstBaselineAnchor.constraint(
            greaterThanOrEqualToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1)
        let atMost = subtitle.leadingAnchor.constraint(
            lessThanOrEqualToSystemSpacingAfter: title.trailingAnchor, multiplier: 0.5)
        // 8 × 2 = 16; 8 × 1 = 8; 8 × 0.5 = 4.
        #expect(after.constant == 16 && after.relation == .equal && after.multiplier == 1)
        #expect(after.firstAttribute == .leading && after.secondAttribute == .trailing)
        #expect(below.constant == 8 && below.relation == .greaterThanOrEqual)
        #expect(below.firstAttribute == .firstBaseline && below.secondAttribute == .lastBaseline)
        #expect(atMost.constant == 4 && atMost.relation == .lessThanOrEqual)
    }

    @Test("the item initializer keeps its terms")
    func itemInitializer() {
        let (_, content, title, _) = hierarchy()
        let constraint = NSLayoutConstraint(
            item: title, attribute: .centerY, relatedBy: .equal, toItem: content, attribute: .centerY,
            multiplier: 1.5, constant: -2)
        let constant = NSLayoutConstraint(
            item: title, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 30)
        #expect(constraint.firstItem === title && constraint.secondItem === content)
        #expect(constraint.firstAttribute == .centerY && constraint.multiplier == 1.5 && constraint.constant == -2)
        constant.isActive = true
        #expect(title.constraints == [constant])
    }

    @Test("activating installs on the closest common ancestor of the items")
    func installation() {
        let (cell, content, title, subtitle) = hierarchy()
        let toContent = title.topAnchor.constraint(equalTo: content.topAnchor)
        let toSibling = subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
        let toCell = title.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
        let toGuide = title.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor)
        let size = title.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([toContent, toSibling, toCell, toGuide, size])
        #expect(content.constraints == [toContent, toSibling, toGuide])
        #expect(cell.constraints == [toCell])
        #expect(title.constraints == [size])
        #expect(subtitle.constraints.isEmpty)
        #expect([toContent, toSibling, toCell, toGuide, size].allSatisfy { $0.isActive })
    }

    @Test("activating twice installs once; deactivating uninstalls")
    func activationRoundTrip() {
        let (_, content, title, _) = hierarchy()
        let constraint = title.bottomAnchor.constraint(equalTo: content.bottomAnchor)
        constraint.isActive = true
        constraint.isActive = true
        #expect(content.constraints == [constraint])
        NSLayoutConstraint.deactivate([constraint])
        #expect(!constraint.isActive)
        #expect(content.constraints.isEmpty)
    }

    @Test("items in different hierarchies, or a guide no view owns, never activate")
    func noCommonAncestor() {
        let (_, content, _, _) = hierarchy()
        let stranger = UIView()
        let acrossHierarchies = stranger.topAnchor.constraint(equalTo: content.topAnchor)
        let unownedGuide = content.topAnchor.constraint(equalTo: UILayoutGuide().topAnchor)
        NSLayoutConstraint.activate([acrossHierarchies, unownedGuide])
        #expect(!acrossHierarchies.isActive && !unownedGuide.isActive)
        #expect(content.constraints.isEmpty && stranger.constraints.isEmpty)
    }

    @Test("a constraint whose item is gone never activates")
    func itemGone() {
        let content = UIView()
        var constraint: NSLayoutConstraint?
        do {
            let gone = UIView()
            content.addSubview(gone)
            constraint = gone.topAnchor.constraint(equalTo: content.topAnchor)
            gone.removeFromSuperview()
        }
        #expect(constraint?.firstItem == nil)
        constraint?.isActive = true
        #expect(constraint?.isActive == false)
        #expect(content.constraints.isEmpty)
    }

    @Test("removing a view uninstalls the constraints above it that reach into it, and keeps those inside it")
    func removalUninstalls() {
        let (cell, content, title, subtitle) = hierarchy()
        let inside = subtitle.topAnchor.constraint(equalTo: title.bottomAnchor)
        let reachingIn = title.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
        let guideInside = title.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor)
        NSLayoutConstraint.activate([inside, reachingIn, guideInside])
        content.removeFromSuperview()
        #expect(!reachingIn.isActive)
        #expect(cell.constraints.isEmpty)
        #expect(inside.isActive && guideInside.isActive)
        #expect(content.constraints == [inside, guideInside])
    }

    @Test("moving a view to another superview uninstalls the constraints tying it to the old one")
    func moveUninstalls() {
        let (cell, content, title, _) = hierarchy()
        let toContent = title.topAnchor.constraint(equalTo: content.topAnchor)
        toContent.isActive = true
        cell.addSubview(title)
        #expect(!toContent.isActive)
        #expect(content.constraints.isEmpty)
    }

    @Test("addConstraint installs a constraint within the view's subtree, moving it, and ignores one reaching outside")
    func addAndRemoveConstraint() {
        let (cell, content, title, subtitle) = hierarchy()
        let sibling = subtitle.topAnchor.constraint(equalTo: title.bottomAnchor)
        sibling.isActive = true
        cell.addConstraint(sibling)
        #expect(cell.constraints == [sibling])
        #expect(content.constraints.isEmpty)
        let outside = title.topAnchor.constraint(equalTo: cell.topAnchor)
        content.addConstraints([outside])
        #expect(!outside.isActive)
        cell.removeConstraints([sibling])
        #expect(!sibling.isActive && cell.constraints.isEmpty)
        content.removeConstraint(outside)
        #expect(content.constraints.isEmpty)
    }

    @Test("installing and changing an installed constraint make its view need layout")
    func changesNeedLayout() {
        let log = RecordingView.Log()
        let content = RecordingView("content", log: log)
        let title = UIView()
        content.addSubview(title)
        content.layoutIfNeeded()
        log.entries = []
        let constraint = title.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
        constraint.isActive = true
        content.layoutIfNeeded()
        constraint.constant = 12
        content.layoutIfNeeded()
        constraint.constant = 12
        content.layoutIfNeeded()
        constraint.priority = .defaultHigh
        content.layoutIfNeeded()
        constraint.isActive = false
        content.layoutIfNeeded()
        // Install, constant 8 → 12, priority, uninstall: four passes; the unchanged constant none.
        #expect(log.entries == Array(repeating: "content.layoutSubviews", count: 4))
        #expect(constraint.constant == 12 && constraint.priority == .defaultHigh)
    }

    @Test("content priorities default to 250 hugging and 750 compression resistance, per axis")
    func contentPriorities() {
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == UILayoutPriority(250))
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(750))
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(249))
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("the raw values are UIKit's")
    func rawValues() {
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.centerY.rawValue == 10)
        #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11)
        #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
    }
}
