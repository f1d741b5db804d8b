import Testing
@testable import UIKitViews

/// `updateConstraints()` runs in the layout pass, before any `layoutSubviews()`, for the views
/// that asked, leaves first; a class that requires constraint-based layout is updated once at
/// its first pass.
@MainActor
@Suite("Auto Layout: updating constraints")
struct UpdateConstraintsTests {
    /// A view that logs its constraint updates and layouts, and sets up one constraint the
    /// first time it is updated, as apps write `updateConstraints()`.
    final class SettingUpView: UIView {
        let name: String
        let log: RecordingView.Log
        private(set) var didSetUpConstraints = false

        init(_ name: String, log: RecordingView.Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func updateConstraints() {
            log.entries.append("\(name).updateConstraints")
            if !didSetUpConstraints, let superview {
                topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
                didSetUpConstraints = true
            }
            super.updateConstraints()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            log.entries.append("\(name).layoutSubviews")
        }
    }

    /// A view of a class that sets its constraints up in `updateConstraints()`.
    final class ConstraintBasedView: UIView {
        var updates = 0

        override class var requiresConstraintBasedLayout: Bool { true }

        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    @Test("constraint updates run before layout, children before parents")
    func updatesBeforeLayout() {
        let log = RecordingView.Log()
        let parent = SettingUpView("p", log: log)
        let child = SettingUpView("c", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries = []
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints() && child.needsUpdateConstraints())
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["c.updateConstraints", "p.updateConstraints", "p.layoutSubviews"])
        #expect(!parent.needsUpdateConstraints() && !child.needsUpdateConstraints())
        #expect(child.didSetUpConstraints)
        #expect(parent.constraints.count == 1)
    }

    @Test("a pending update runs at layoutIfNeeded; only a constraint it installs lays a view out, in the same pass")
    func updateWithoutLayout() {
        let log = RecordingView.Log()
        let parent = SettingUpView("p", log: log)
        let child = SettingUpView("c", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries = []
        // The first update installs the child's constraint on the parent, which needs layout.
        child.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        #expect(log.entries == ["c.updateConstraints", "p.layoutSubviews"])
        log.entries = []
        // The second installs nothing: nothing is laid out.
        child.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        #expect(log.entries == ["c.updateConstraints"])
    }

    @Test("updateConstraintsIfNeeded runs the pending updates below the view at once")
    func updateIfNeeded() {
        let log = RecordingView.Log()
        let parent = SettingUpView("p", log: log)
        let child = SettingUpView("c", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries = []
        child.setNeedsUpdateConstraints()
        parent.updateConstraintsIfNeeded()
        parent.updateConstraintsIfNeeded()
        #expect(log.entries == ["c.updateConstraints"])
    }

    @Test("a view that requires constraint-based layout is updated once, at its first pass")
    func requiredClass() {
        let container = UIView()
        let view = ConstraintBasedView()
        #expect(view.needsUpdateConstraints())
        container.addSubview(view)
        container.layoutIfNeeded()
        container.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(!view.needsUpdateConstraints())
        #expect(!UIView().needsUpdateConstraints())
    }
}
