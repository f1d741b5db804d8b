import Testing
@testable import UIKitViews

/// Constraints solved in the layout pass: the default `layoutSubviews()` gives each constrained
/// subview its solved frame.
@MainActor
@Suite("Auto Layout: solving in the layout pass")
struct AutoLayoutSolvingTests {
    /// A 320 × 200 root at scale 3.
    private func root(width: CGFloat = 320, height: CGFloat = 200, scale: CGFloat = 3) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.traitCollection = UITraitCollection(displayScale: scale)
        return view
    }

    @Test("edges pinned with constants: the frame is the superview inset by them")
    func pinnedEdges() {
        let container = root()
        let child = container.addConstrainedSubview()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        container.layoutIfNeeded()
        // x = 16, width = 320 − 16 − 16 = 288, y = 10, height 44.
        #expect(child.frame == CGRect(x: 16, y: 10, width: 288, height: 44))
        #expect(container.reportedConstraintConflicts.isEmpty)
    }

    @Test("centring: centres equal, the size from constants")
    func centring() {
        let container = root()
        let child = container.addConstrainedSubview()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 50),
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        // x = (320 − 100) / 2 = 110, y = (200 − 50) / 2 = 75.
        #expect(child.frame == CGRect(x: 110, y: 75, width: 100, height: 50))
    }

    @Test("a multiplier relates sizes: half the superview's width, a 4:3 aspect ratio")
    func multiplier() {
        let container = root()
        let child = container.addConstrainedSubview()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.75),
        ])
        container.layoutIfNeeded()
        // width = 0.5 × 320 = 160, height = 0.75 × 160 = 120.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 160, height: 120))
    }

    @Test("inequalities hold against weaker wishes; without one the wish wins")
    func greaterThan() {
        let container = root()
        let child = container.addConstrainedSubview()
        let wish = child.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = .defaultLow
        let leadingWish = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        leadingWish.priority = UILayoutPriority(500)
        let floor = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
        NSLayoutConstraint.activate([
            wish, floor, leadingWish,
            child.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // width ≥ 200 (required) beats width = 100 (250): 200. x ≥ 20 beats x = 0 (500): 20.
        #expect(child.frame == CGRect(x: 20, y: 0, width: 200, height: 10))
        floor.isActive = false
        container.layoutIfNeeded()
        // Without the floor, the wish of 100 holds.
        #expect(child.frame.width == 100)
    }

    @Test("a chain of siblings: each after the previous one plus spacing")
    func siblings() {
        let container = root()
        let first = container.addConstrainedSubview()
        let second = container.addConstrainedSubview()
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            first.widthAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 12),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            first.topAnchor.constraint(equalTo: container.topAnchor), first.heightAnchor.constraint(equalToConstant: 20),
            second.topAnchor.constraint(equalTo: first.bottomAnchor), second.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        // second: x = 8 + 50 + 12 = 70, width = 320 − 8 − 70 = 242; y = 20, height = 200 − 20 = 180.
        #expect(first.frame == CGRect(x: 8, y: 0, width: 50, height: 20))
        #expect(second.frame == CGRect(x: 70, y: 20, width: 242, height: 180))
    }

    @Test("leading and trailing follow the reading direction")
    func rightToLeft() {
        let container = root()
        container.traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(layoutDirection: .rightToLeft),
        ])
        let child = container.addConstrainedSubview()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // Leading is the right edge and a positive constant runs toward the trailing (left)
        // side: maxX = 320 − 16 = 304, x = 304 − 100 = 204.
        #expect(child.frame == CGRect(x: 204, y: 0, width: 100, height: 10))
    }

    @Test("a grandchild constrained to the root is placed through its parent's origin")
    func acrossLevels() {
        let container = root()
        let parent = container.addConstrainedSubview()
        let grandchild = parent.addConstrainedSubview()
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
            parent.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            parent.widthAnchor.constraint(equalToConstant: 200), parent.heightAnchor.constraint(equalToConstant: 100),
            grandchild.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
            grandchild.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            grandchild.topAnchor.constraint(equalTo: parent.topAnchor), grandchild.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // In the root the grandchild spans 50 … 230 (30 + 200); in its parent: 50 − 30 = 20, width 180.
        #expect(grandchild.frame == CGRect(x: 20, y: 0, width: 180, height: 10))
    }

    @Test("updateConstraints runs before the engine solves, in the same pass")
    func updateConstraintsOrder() {
        final class SelfConstraining: UIView {
            var made: [NSLayoutConstraint] = []
            var order: [String] = []
            override func updateConstraints() {
                order.append("updateConstraints")
                if made.isEmpty, let child = subviews.first {
                    made = [
                        child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                        child.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                        child.widthAnchor.constraint(equalToConstant: 7), child.heightAnchor.constraint(equalToConstant: 8),
                    ]
                    NSLayoutConstraint.activate(made)
                }
                super.updateConstraints()
            }
            override func layoutSubviews() {
                order.append("layoutSubviews")
                super.layoutSubviews()
            }
        }
        let container = SelfConstraining(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = container.addConstrainedSubview()
        container.setNeedsUpdateConstraints()
        container.layoutIfNeeded()
        #expect(container.order == ["updateConstraints", "layoutSubviews"])
        #expect(child.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test("a changed constant lays out again in the next pass")
    func constantChange() {
        let container = root()
        let child = container.addConstrainedSubview()
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading, child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        leading.constant = 25
        container.layoutIfNeeded()
        #expect(child.frame.minX == 25)
    }
}
