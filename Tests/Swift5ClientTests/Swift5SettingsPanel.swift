// A settings panel written the way Swift 5 apps write target–action, with the two edits Linux
// needs: no `@objc`, and `Selector(method)` where UIKit code writes `#selector(method)`. It
// compiles in the Swift 5 mode (Package.swift) without a diagnostic.
import CompositionalLayout

/// A panel with a notifications switch and a sort-order picker, each reporting to the panel.
final class Swift5SettingsPanel: UIView {
    let notificationsSwitch = UISwitch()
    let sortPicker = UISegmentedControl(items: ["Name", "Date"])
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        sortPicker.selectedSegmentIndex = 0
        notificationsSwitch.addTarget(self, action: Selector(notificationsToggled), for: .valueChanged)
        sortPicker.addTarget(self, action: Selector(sortChanged), for: .valueChanged)
        sortPicker.addTarget(self, action: Selector(Self.refresh), for: .valueChanged)
        addSubview(notificationsSwitch)
        addSubview(sortPicker)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func notificationsToggled(_ sender: UISwitch) {
        log.append("notifications \(sender.isOn ? "on" : "off")")
    }

    func sortChanged(_ sender: UISegmentedControl) {
        log.append("sort \(sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "?")")
    }

    func refresh() {
        log.append("refresh")
    }

    /// Removes the panel's targets. `Selector(method)` holds the panel, which holds its
    /// controls, so a panel that registered bound methods is released only once they are gone.
    func removeTargets() {
        notificationsSwitch.removeTarget(self, action: nil, for: .allEvents)
        sortPicker.removeTarget(self, action: nil, for: .allEvents)
    }
}
