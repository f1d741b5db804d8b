import Testing
@testable import UIKitViews

/// The engine of a hierarchy: incremental work, hierarchy moves, translated autoresizing
/// masks, guides, pixel rounding, conflicts and ambiguity.
@MainActor
@Suite("Auto Layout: the engine")
struct AutoLayoutEngineTests {
    /// A root of `width` × `height` at `scale`.
    private func root(width: CGFloat = 320, height: CGFloat = 200, scale: CGFloat = 3) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.traitCollection = UITraitCollection(displayScale: scale)
        return view
    }

    /// Constraints that pin `view` to `frame` inside `container`.
    private func pin(_ view: UIView, in container: UIView, to frame: CGRect) -> [NSLayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: frame.minX),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: frame.minY),
            view.widthAnchor.constraint(equalToConstant: frame.width),
            view.heightAnchor.constraint(equalToConstant: frame.height),
        ]
    }

    @Test("a hierarchy without constraints makes no engine")
    func noConstraintsNoEngine() {
        let container = root()
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        container.addSubview(child)
        container.layoutIfNeeded()
        #expect(container.autoLayoutStorage == nil)
        #expect(child.autoLayoutStorage == nil)
        #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("a change of one constant is one removal and one addition; an unrelated layout is none")
    func incrementalWork() throws {
        let container = root()
        let child = container.addConstrainedSubview()
        let constraints = pin(child, in: container, to: CGRect(x: 10, y: 10, width: 50, height: 50))
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        let engine = try #require(container.autoLayoutStorage?.rootEngine)
        let first = engine.counters
        // The four app constraints; they use none of the root's variables (its own edges are 0
        // in its coordinates), so the root takes no part.
        #expect(first.constraintsAdded == 4)
        #expect(engine.items.count == 1)
        constraints[0].constant = 20
        container.layoutIfNeeded()
        #expect(engine.counters.constraintsAdded == first.constraintsAdded + 1)
        #expect(engine.counters.constraintsRemoved == first.constraintsRemoved + 1)
        #expect(child.frame.minX == 20)
        let settled = engine.counters
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(engine.counters.constraintsAdded == settled.constraintsAdded)
        #expect(engine.counters.constraintsRemoved == settled.constraintsRemoved)
    }

    @Test("a translated autoresizing mask keeps the frame; flexible parts follow the superview")
    func autoresizingTranslation() {
        let container = root(width: 300)
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        fixed.autoresizingMask = [.flexibleWidth]
        container.addSubview(fixed)
        let follower = container.addConstrainedSubview()
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        container.layoutIfNeeded()
        // 10 + 100 + 5 = 115; the translated view keeps its frame.
        #expect(follower.frame == CGRect(x: 115, y: 20, width: 10, height: 50))
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(fixed.constraintsAffectingLayout(for: .horizontal).contains { $0.debugText.hasPrefix("<NSAutoresizingMaskLayoutConstraint") })
        container.frame.size.width = 400
        container.layoutIfNeeded()
        // The flexible width takes the 100 points more: 200; the follower is at 10 + 200 + 5.
        #expect(fixed.frame.width == 200)
        #expect(follower.frame.minX == 215)
    }

    @Test("margins, safe area, readable content and custom guides are constraint items")
    func guides() {
        let container = root(width: 1000, height: 400)
        container.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let inMargins = container.addConstrainedSubview()
        let inSafeArea = container.addConstrainedSubview()
        let readable = container.addConstrainedSubview()
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let afterGuide = container.addConstrainedSubview()
        let margins = container.layoutMarginsGuide
        let safe = container.safeAreaLayoutGuide
        let column = container.readableContentGuide
        NSLayoutConstraint.activate([
            inMargins.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inMargins.topAnchor.constraint(equalTo: margins.topAnchor),
            inMargins.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            inSafeArea.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            inSafeArea.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            inSafeArea.topAnchor.constraint(equalTo: safe.topAnchor),
            inSafeArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            readable.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            readable.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            readable.topAnchor.constraint(equalTo: column.topAnchor), readable.heightAnchor.constraint(equalToConstant: 10),
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.topAnchor.constraint(equalTo: container.topAnchor), guide.heightAnchor.constraint(equalToConstant: 10),
            afterGuide.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            afterGuide.topAnchor.constraint(equalTo: guide.bottomAnchor),
            afterGuide.widthAnchor.constraint(equalToConstant: 5), afterGuide.heightAnchor.constraint(equalToConstant: 5),
        ])
        container.layoutIfNeeded()
        // Margins of 8 measured from the safe area: top 44 + 8 = 52, bottom 34 + 8 = 42,
        // sides 8: (8, 52, 1000 − 16 = 984, 400 − 52 − 42 = 306).
        #expect(inMargins.frame == CGRect(x: 8, y: 52, width: 984, height: 306))
        // Safe area: (0, 44, 1000, 400 − 44 − 34 = 322).
        #expect(inSafeArea.frame == CGRect(x: 0, y: 44, width: 1000, height: 322))
        // Readable: 672 wide, centred in the margins: 8 + (984 − 672) / 2 = 164.
        #expect(readable.frame == CGRect(x: 164, y: 52, width: 672, height: 10))
        // Custom guide: 20 … 120; the view after it at x 120, y 10.
        #expect(guide.layoutFrame == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(afterGuide.frame == CGRect(x: 120, y: 10, width: 5, height: 5))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        container.layoutIfNeeded()
        // New margins: x 20, width 1000 − 40 = 960, y 44 + 0.
        #expect(inMargins.frame == CGRect(x: 20, y: 44, width: 960, height: 322))
    }

    @Test("rounding at 2×: edges on the nearest pixel, halves up; the size from the rounded edges")
    func roundingAtScale2() {
        let container = root(scale: 2)
        let child = container.addConstrainedSubview()
        NSLayoutConstraint.activate(pin(child, in: container, to: CGRect(x: 10.25, y: 0.2, width: 100.3, height: 10)))
        container.layoutIfNeeded()
        // x: 10.25 × 2 = 20.5 px → 21 → 10.5. Right edge 110.55 × 2 = 221.1 → 221 → 110.5;
        // width 110.5 − 10.5 = 100. y: 0.2 × 2 = 0.4 → 0; bottom 10.2 × 2 = 20.4 → 20 → 10.
        #expect(child.frame == CGRect(x: 10.5, y: 0, width: 100, height: 10))
    }

    @Test("rounding at 3×, in the topmost view's coordinates through nested views")
    func roundingAtScale3() {
        let container = root(scale: 3)
        let parent = container.addConstrainedSubview()
        let child = parent.addConstrainedSubview()
        NSLayoutConstraint.activate(
            pin(parent, in: container, to: CGRect(x: 10.25, y: 0, width: 100.3, height: 10))
                + pin(child, in: parent, to: CGRect(x: 0.25, y: 0, width: 50, height: 10)))
        container.layoutIfNeeded()
        // parent: 10.25 × 3 = 30.75 → 31 px = 31/3; right 110.55 × 3 = 331.65 → 332 px;
        // width (332 − 31) / 3 = 301/3.
        #expect(parent.frame == CGRect(x: 31.0 / 3, y: 0, width: 301.0 / 3, height: 10))
        // child in the root: 10.5 × 3 = 31.5 → 32 px; right 60.5 × 3 = 181.5 → 182 px. In the
        // parent: (32 − 31) / 3 = 1/3, width (182 − 32) / 3 = 50.
        #expect(child.frame == CGRect(x: 1.0 / 3, y: 0, width: 50, height: 10))
    }

    @Test("a subtree moved to another hierarchy is laid out by that hierarchy's engine")
    func movingBetweenHierarchies() throws {
        let first = root()
        let second = root(width: 100)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        first.addSubview(box)
        let child = box.addConstrainedSubview()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4),
            child.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -4),
            child.topAnchor.constraint(equalTo: box.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        first.layoutIfNeeded()
        // 80 − 4 − 4 = 72.
        #expect(child.frame == CGRect(x: 4, y: 0, width: 72, height: 10))
        let firstEngine = try #require(first.autoLayoutStorage?.rootEngine)
        second.addSubview(box)
        box.frame.size.width = 50
        second.layoutIfNeeded()
        // 50 − 8 = 42, solved by the second hierarchy's engine; the first one forgot the views.
        #expect(child.frame == CGRect(x: 4, y: 0, width: 42, height: 10))
        #expect(firstEngine.items.isEmpty)
        #expect(firstEngine.records.isEmpty)
        // The three constraints between the box and its child stay installed on the box.
        #expect(box.constraints.count == 3)
    }

    @Test("required constraints in conflict: one is broken, reported in UIKit's words, the rest laid out")
    func conflict() throws {
        let container = root()
        let child = container.addConstrainedSubview()
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            narrow, wide,
        ])
        container.layoutIfNeeded()
        // The new constraint stays and the one already in the system that the explanation names
        // is broken (the app's most recent): width 200.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        let report = try #require(container.reportedConstraintConflicts.first)
        #expect(container.reportedConstraintConflicts.count == 1)
        #expect(report.brokenConstraint === narrow)
        #expect(report.constraints.contains { $0 === wide })
        #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints.\n("))
        #expect(report.description.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
        #expect(report.description.hasSuffix("UIView:0x\(String(UInt(bitPattern: ObjectIdentifier(child).hashValue), radix: 16)).width == 100   (active)>"))
    }

    @Test("hasAmbiguousLayout: true while a variable is free, false once constrained")
    func ambiguity() {
        let container = root()
        let child = container.addConstrainedSubview()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // Nothing places the top edge.
        #expect(child.hasAmbiguousLayout)
        child.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        container.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        #expect(!UIView().hasAmbiguousLayout)
        // Horizontally: the leading and width constraints (and nothing vertical).
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2)
        #expect(horizontal.allSatisfy { [.leading, .width].contains($0.firstAttribute) })
    }

    @Test("a view taken out of its superview takes its constraints out of the engine; the rest is solved again")
    func removal() throws {
        let container = root()
        let first = container.addConstrainedSubview()
        let second = container.addConstrainedSubview()
        NSLayoutConstraint.activate(
            pin(first, in: container, to: CGRect(x: 10, y: 0, width: 50, height: 10)) + [
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
                second.topAnchor.constraint(equalTo: container.topAnchor),
                second.widthAnchor.constraint(equalToConstant: 20), second.heightAnchor.constraint(equalToConstant: 10),
            ])
        container.layoutIfNeeded()
        // 10 + 50 + 5 = 65.
        #expect(second.frame.minX == 65)
        let engine = try #require(container.autoLayoutStorage?.rootEngine)
        second.removeFromSuperview()
        container.layoutIfNeeded()
        // UIKit deactivates the two constraints that tie `second` to the container and to
        // `first`; its own width and height stay installed on it but leave the engine with it.
        #expect(engine.records.count == 4)
        #expect(engine.existingItem(for: second) == nil)
        #expect(second.constraints.count == 2)
        #expect(first.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
    }

    @Test("a constant that is not a number takes no part; the other constraints are solved")
    func nonFiniteConstant() {
        let container = root()
        let child = container.addConstrainedSubview()
        let broken = child.widthAnchor.constraint(equalToConstant: .nan)
        NSLayoutConstraint.activate(pin(child, in: container, to: CGRect(x: 1, y: 2, width: 3, height: 4)) + [broken])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(container.reportedConstraintConflicts.isEmpty)
    }

    @Test("margins: preserved from the superview where the view lies within them; not moved by the safe area when asked")
    func marginRules() {
        let container = root()
        container.safeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let panel = UIView(frame: CGRect(x: 5, y: 40, width: 310, height: 100))
        panel.preservesSuperviewLayoutMargins = true
        container.addSubview(panel)
        let inPanel = panel.addConstrainedSubview()
        let ignoringSafeArea = container.addConstrainedSubview()
        container.insetsLayoutMarginsFromSafeArea = false
        NSLayoutConstraint.activate([
            inPanel.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            inPanel.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
            inPanel.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            inPanel.heightAnchor.constraint(equalToConstant: 10),
            ignoringSafeArea.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            ignoringSafeArea.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            ignoringSafeArea.widthAnchor.constraint(equalToConstant: 10), ignoringSafeArea.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // The panel's own margins are 8. The container's are 20 at the sides: the panel's left
        // edge lies 5 inside, so its left margin grows to 20 − 5 = 15; its right edge lies
        // 320 − 315 = 5 inside: 15. Top: the container's top margin is 0 (the safe area does
        // not count for it), and the panel's own safe area is none (it lies below 30), so 8.
        // inPanel: x 15, width 310 − 30 = 280, y 8.
        #expect(inPanel.frame == CGRect(x: 15, y: 8, width: 280, height: 10))
        // The container's margins ignore its safe area: top 0, leading 20.
        #expect(ignoringSafeArea.frame == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(!panel.layoutMarginsGuide.hasAmbiguousLayout)
        // Horizontally the guide's left and width (made by UIKit) and the two constraints that
        // tie inPanel's leading and trailing edges to it.
        let affecting = panel.layoutMarginsGuide.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.count == 4)
        #expect(affecting.filter { $0.firstItem === inPanel }.count == 2)
    }
}
