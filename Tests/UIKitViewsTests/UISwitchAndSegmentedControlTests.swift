import Testing
import UIKitViews

/// Records what a control sends, and the value it had when sending.
@MainActor
private final class EventRecorder {
    var events: [String] = []

    func switchChanged(_ sender: UISwitch) { events.append("valueChanged isOn=\(sender.isOn)") }
    func segmentChanged(_ sender: UISegmentedControl) { events.append("valueChanged \(sender.selectedSegmentIndex)") }
}

@MainActor
@Suite("UISwitch and UISegmentedControl")
struct UISwitchAndSegmentedControlTests {
    @Test("a switch is off, 51 × 31 whatever its frame, and stores its colors")
    func switchDefaults() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 90))
        #expect(!toggle.isOn)
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
        #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
        toggle.onTintColor = .systemPink
        #expect(toggle.onTintColor == .systemPink)
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding)
    }

    @Test("setting isOn or setOn sends nothing; a user's toggle flips first, then sends valueChanged")
    func switchEvents() {
        let recorder = EventRecorder()
        let toggle = UISwitch()
        toggle.addTarget(recorder, action: Selector(recorder.switchChanged), for: .valueChanged)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        #expect(recorder.events.isEmpty)
        #expect(toggle.simulateToggle())
        #expect(toggle.simulateToggle())
        #expect(recorder.events == ["valueChanged isOn=true", "valueChanged isOn=false"])
        toggle.isEnabled = false
        #expect(!toggle.simulateToggle())
        #expect(!toggle.isOn && recorder.events.count == 2)
    }

    @Test("a switch's primary action runs when a user toggles it")
    func switchPrimaryAction() {
        var runs = 0
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
        toggle.simulateToggle()
        #expect(runs == 1 && toggle.isOn)
    }

    @Test("segments from strings and images, none selected; titles and images read back by index")
    func segmentItems() {
        let star = UIImage(systemName: "star")
        let control = UISegmentedControl(items: ["Grid", star as Any, 42, "List"])
        // The integer is neither a title nor an image, so 3 segments.
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 0) == "Grid")
        #expect(control.imageForSegment(at: 1) == star && control.titleForSegment(at: 1) == nil)
        #expect(control.titleForSegment(at: 2) == "List")
        #expect(control.titleForSegment(at: 3) == nil && control.titleForSegment(at: -1) == nil)
        control.setTitle("Columns", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Columns" && control.imageForSegment(at: 1) == nil)
        control.setTitle("ignored", forSegmentAt: 9)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentTintColor == nil)
    }

    @Test("insertion is clamped and keeps the selected segment; removing it leaves none selected")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        // "B" moved from 1 to 2 and stays selected.
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["Z", "A", "B", "End"])
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 2)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("a user's tap selects, runs the segment's action, then sends valueChanged; the selected segment sends nothing")
    func tapSegments() {
        let recorder = EventRecorder()
        let grid = UIAction(title: "Grid") { _ in recorder.events.append("grid action") }
        let list = UIAction(title: "List", image: UIImage(systemName: "list.bullet")) { action in
            recorder.events.append("list action")
        }
        let control = UISegmentedControl(frame: .zero, actions: [grid, list])
        control.addTarget(recorder, action: Selector(recorder.segmentChanged), for: .valueChanged)
        #expect(control.titleForSegment(at: 1) == "List")
        #expect(control.actionForSegment(at: 0) === grid)
        #expect(control.segmentIndex(identifiedBy: list.identifier) == 1)
        control.selectedSegmentIndex = 0
        #expect(recorder.events.isEmpty)
        #expect(control.simulateTap(onSegmentAt: 1))
        #expect(!control.simulateTap(onSegmentAt: 1))
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0))
        #expect(!control.simulateTap(onSegmentAt: 0))
        #expect(!control.simulateTap(onSegmentAt: 5))
        #expect(recorder.events == ["list action", "valueChanged 1"])
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test("a momentary control sends a change for every tap")
    func momentary() {
        var changes = 0
        let control = UISegmentedControl(items: ["Undo", "Redo"])
        control.isMomentary = true
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.simulateTap(onSegmentAt: 0)
        control.simulateTap(onSegmentAt: 0)
        #expect(changes == 2)
    }
}
