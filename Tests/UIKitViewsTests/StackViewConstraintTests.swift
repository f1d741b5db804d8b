import Foundation
import Testing
@testable import UIKitViews

/// The constraints a stack view makes are UIKit's: the identifiers, relations and priorities of
/// the logs in Docs/DECISIONS.md, "Stack views" (kean.blog, "Let's Build UIStackView", 2017;
/// UIKit's `_UIOrderedLayoutArrangement` and `_UIAlignedLayoutArrangement`).
@MainActor
@Suite("UIStackView: the constraints it makes")
struct StackViewConstraintTests {
    /// Three views `a`, `b`, `c` of kean's intrinsic sizes (160 × 200, 80 × 100, 40 × 50) and
    /// names for the items.
    private func threeViews() -> (views: [UIView], names: [ObjectIdentifier: String]) {
        let views: [UIView] = [fixedView(160, 200), fixedView(80, 100), fixedView(40, 50)]
        var names: [ObjectIdentifier: String] = [:]
        for (view, name) in zip(views, ["a", "b", "c"]) { names[ObjectIdentifier(view)] = name }
        return (views, names)
    }

    @Test("fill and fill alignment: canvas connection at both ends, spacing, alignment with the first view")
    func fill() {
        let (views, names) = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.updateConstraintsIfNeeded()
        var allNames = names
        allNames[ObjectIdentifier(stack)] = "stack"
        #expect(
            arrangementDescriptions(of: stack, names: allNames) == [
                "UISV-alignment: a.bottom == b.bottom",
                "UISV-alignment: a.bottom == c.bottom",
                "UISV-alignment: a.top == b.top",
                "UISV-alignment: a.top == c.top",
                "UISV-canvas-connection: a.bottom == stack.bottom",
                "UISV-canvas-connection: c.trailing == stack.trailing",
                "UISV-canvas-connection: stack.leading == a.leading",
                "UISV-canvas-connection: stack.top == a.top",
                "UISV-spacing: b.leading == a.trailing + 10.0",
                "UISV-spacing: c.leading == b.trailing + 10.0",
            ])
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test("fill proportionally: each length a share of the stack view's, at 999, 998, 997")
    func fillProportionally() {
        let (views, names) = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.updateConstraintsIfNeeded()
        var allNames = names
        allNames[ObjectIdentifier(stack)] = "stack"
        let proportional = arrangementDescriptions(of: stack, names: allNames).filter {
            $0.hasPrefix("UISV-fill-proportionally")
        }
        // Denominator 160 + 80 + 40 = 280 (spacing 0): shares 160/280, 80/280, 40/280.
        #expect(
            proportional == [
                "UISV-fill-proportionally: a.width == stack.width × \(CGFloat(160) / 280) @999.0",
                "UISV-fill-proportionally: b.width == stack.width × \(CGFloat(80) / 280) @998.0",
                "UISV-fill-proportionally: c.width == stack.width × \(CGFloat(40) / 280) @997.0",
            ])
    }

    @Test("equal spacing: gap guides tied to the edges, as long as the first, spacing at least, canvas fit")
    func equalSpacing() {
        let (views, names) = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.updateConstraintsIfNeeded()
        let guides = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        #expect(guides.count == 2)
        var allNames = names
        allNames[ObjectIdentifier(stack)] = "stack"
        for (guide, name) in zip(guides, ["g1", "g2"]) { allNames[ObjectIdentifier(guide)] = name }
        let descriptions = arrangementDescriptions(of: stack, names: allNames)
        #expect(
            descriptions.filter { !$0.hasPrefix("UISV-alignment") && !$0.hasPrefix("UISV-canvas-connection") } == [
                "UISV-canvas-fit: stack.width == 0.0 @49.0",
                "UISV-distributing-edge: g1.leading == a.trailing",
                "UISV-distributing-edge: g1.trailing == b.leading",
                "UISV-distributing-edge: g2.leading == b.trailing",
                "UISV-distributing-edge: g2.trailing == c.leading",
                "UISV-fill-equally: g2.width == g1.width",
                "UISV-spacing: b.leading >= a.trailing + 10.0",
                "UISV-spacing: c.leading >= b.trailing + 10.0",
            ])
    }

    @Test("equal centering: gap guides between centres, equal at priority 150 less the index")
    func equalCentering() {
        let (views, names) = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.updateConstraintsIfNeeded()
        let guides = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        var allNames = names
        allNames[ObjectIdentifier(stack)] = "stack"
        for (guide, name) in zip(guides, ["g1", "g2"]) { allNames[ObjectIdentifier(guide)] = name }
        let descriptions = arrangementDescriptions(of: stack, names: allNames)
        // The second gap follows b, index 1: 150 − 1 = 149, as UIKit logs it.
        #expect(descriptions.contains("UISV-fill-equally: g2.width == g1.width @149.0"))
        #expect(descriptions.contains("UISV-distributing-edge: g1.leading == a.centerX"))
        #expect(descriptions.contains("UISV-distributing-edge: g1.trailing == b.centerX"))
        #expect(descriptions.contains("UISV-spacing: b.leading >= a.trailing"))
    }

    @Test("center alignment: the alignment spanner around the views, ambiguity suppression at 25")
    func centerAlignment() {
        let (views, names) = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.alignment = .center
        stack.updateConstraintsIfNeeded()
        var allNames = names
        allNames[ObjectIdentifier(stack)] = "stack"
        let spanners = stack.layoutGuides.filter { $0.identifier == "UISV-alignment-spanner" }
        #expect(spanners.count == 1)
        for spanner in spanners { allNames[ObjectIdentifier(spanner)] = "spanner" }
        let descriptions = arrangementDescriptions(of: stack, names: allNames).filter {
            !$0.hasPrefix("UISV-spacing") && !$0.hasPrefix("UISV-canvas-connection: stack.leading")
                && !$0.hasPrefix("UISV-canvas-connection: c.trailing")
        }
        #expect(
            descriptions == [
                "UISV-alignment: a.centerY == b.centerY",
                "UISV-alignment: a.centerY == c.centerY",
                "UISV-ambiguity-suppression: a.height == 0.0 @25.0",
                "UISV-ambiguity-suppression: b.height == 0.0 @25.0",
                "UISV-ambiguity-suppression: c.height == 0.0 @25.0",
                "UISV-canvas-connection: spanner.bottom == stack.bottom",
                "UISV-canvas-connection: stack.centerY == a.centerY",
                "UISV-canvas-connection: stack.top == spanner.top",
                "UISV-spanning-boundary: spanner.bottom >= a.bottom",
                "UISV-spanning-boundary: spanner.bottom >= b.bottom",
                "UISV-spanning-boundary: spanner.bottom >= c.bottom",
                "UISV-spanning-boundary: spanner.top <= a.top",
                "UISV-spanning-boundary: spanner.top <= b.top",
                "UISV-spanning-boundary: spanner.top <= c.top",
                "UISV-spanning-fit: spanner.height == 0.0 @51.0",
            ])
    }

    @Test("a hidden view: its length 0 at 999.999, placed at priority 50, its neighbours spaced as if it were gone")
    func hidden() {
        let (views, names) = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        views[1].isHidden = true
        stack.updateConstraintsIfNeeded()
        var allNames = names
        allNames[ObjectIdentifier(stack)] = "stack"
        let descriptions = arrangementDescriptions(of: stack, names: allNames).filter {
            $0.hasPrefix("UISV-spacing") || $0.hasPrefix("UISV-hiding")
        }
        // b lies between visible views: half the spacing after a, 10 × 0.5 = 5.
        #expect(
            descriptions == [
                "UISV-hiding: b.width == 0.0 @999.999",
                "UISV-spacing-hidden: b.leading == a.trailing + 5.0 @50.0",
                "UISV-spacing: c.leading == a.trailing + 10.0",
            ])
        #expect(views[1].constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test("an update keeps the constraints that stay and changes constants in place")
    func incremental() {
        let (views, _) = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.updateConstraintsIfNeeded()
        let before = stack.constraints
        stack.spacing = 4
        #expect(stack.needsUpdateConstraints())
        stack.updateConstraintsIfNeeded()
        #expect(stack.constraints.count == before.count)
        #expect(zip(stack.constraints, before).allSatisfy { $0 === $1 })
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [4, 4])
        stack.distribution = .equalSpacing
        stack.updateConstraintsIfNeeded()
        stack.distribution = .fill
        stack.updateConstraintsIfNeeded()
        #expect(stack.layoutGuides.allSatisfy { $0.identifier != "UISV-distributing" })
        #expect(!stack.constraints.contains { $0.identifier == "UISV-distributing-edge" })
    }

    @Test("a view taken out of the arrangement leaves none of its constraints behind")
    func removal() {
        let (views, _) = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.updateConstraintsIfNeeded()
        stack.removeArrangedSubview(views[2])
        stack.updateConstraintsIfNeeded()
        #expect(!stack.constraints.contains { $0.firstItem === views[2] || $0.secondItem === views[2] })
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 1)
        views[0].removeFromSuperview()
        stack.updateConstraintsIfNeeded()
        #expect(stack.arrangedSubviews == [views[1]])
        #expect(!stack.constraints.contains { $0.firstItem === views[0] || $0.secondItem === views[0] })
        #expect(stack.layoutGuides.allSatisfy { $0.identifier != "UISV-distributing" })
    }

    @Test("multi-line labels side by side: each at most an equal share of the width, from priority 950")
    func textWidthDisambiguation() {
        let first = UILabel()
        let second = UILabel()
        let switchLike = fixedView(50, 30)
        let stack = UIStackView(arrangedSubviews: [first, switchLike, second])
        stack.spacing = 8
        stack.updateConstraintsIfNeeded()
        #expect(!stack.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
        first.numberOfLines = 0
        stack.updateConstraintsIfNeeded()
        // One multi-line label: none.
        #expect(!stack.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
        second.numberOfLines = 2
        stack.updateConstraintsIfNeeded()
        let names: [ObjectIdentifier: String] = [
            ObjectIdentifier(first): "first", ObjectIdentifier(second): "second", ObjectIdentifier(switchLike): "b",
            ObjectIdentifier(stack): "stack",
        ]
        // Two visible: width ≤ stack.width × 1/2 − 8 × (2 − 1) / 2 = −4, at 950 then 951.
        #expect(
            arrangementDescriptions(of: stack, names: names).filter { $0.hasPrefix("UISV-text") } == [
                "UISV-text-width-disambiguation: first.width <= stack.width × 0.5 + -4.0 @950.0",
                "UISV-text-width-disambiguation: second.width <= stack.width × 0.5 + -4.0 @951.0",
            ])
        stack.distribution = .fillEqually
        stack.updateConstraintsIfNeeded()
        #expect(!stack.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
    }
}
