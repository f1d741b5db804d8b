import Testing
@testable import UIKitViews

/// Controls keep state flags and perform UIActions for the events sent; buttons keep titles,
/// colors and images per state with the normal state as the fallback.
@MainActor
@Suite("UIControl and UIButton")
struct UIControlTests {
    @Test("the state combines the highlighted, disabled and selected flags")
    func state() {
        let control = UIControl()
        #expect(control.state == .normal && control.state.rawValue == 0)
        control.isHighlighted = true
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.highlighted, .disabled, .selected])
        #expect(control.state.rawValue == 0b111)
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
    }

    @Test("actions run for the events they are registered for, in registration order, with the control as sender")
    func sendActions() {
        let control = UIControl()
        var calls: [String] = []
        var senders: [Bool] = []
        // Weak, as app code must: the control keeps its actions.
        let tap = UIAction(title: "Tap") { [weak control] action in
            calls.append(action.title)
            senders.append(action.sender as? UIControl === control)
        }
        let change = UIAction(title: "Change") { action in calls.append(action.title) }
        control.addAction(tap, for: [.touchUpInside, .primaryActionTriggered])
        control.addAction(change, for: .valueChanged)
        #expect(control.allControlEvents == [.touchUpInside, .primaryActionTriggered, .valueChanged])
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        control.sendActions(for: .touchDown)
        #expect(calls == ["Tap", "Tap", "Change"])
        #expect(senders == [true, true])
        #expect(tap.sender == nil)
    }

    @Test("an action with a registered identifier replaces the registered one and gains its events")
    func identifierReplaces() {
        let control = UIControl()
        var calls: [String] = []
        let id = UIAction.Identifier("favorite")
        control.addAction(UIAction(identifier: id) { _ in calls.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in calls.append("new") }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["new", "new"])
    }

    @Test("removing an action for some events keeps it for the others")
    func removeActions() {
        let control = UIControl()
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
        control.sendActions(for: .allEvents)
        #expect(count == 1)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("an action keeps its settings; one without an identifier gets a unique one")
    func actionSettings() {
        let action = UIAction(
            title: "Delete", subtitle: "Forever", image: UIImage(systemName: "trash"), attributes: .destructive,
            state: .on
        ) { _ in }
        #expect(action.title == "Delete" && action.subtitle == "Forever")
        #expect(action.image == UIImage(systemName: "trash"))
        #expect(action.attributes == .destructive && action.state == .on)
        #expect(action.discoverabilityTitle == nil && action.selectedImage == nil)
        action.title = "Remove"
        #expect(action.title == "Remove")
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
    }

    @Test("a button's title, color and image fall back to the normal state's")
    func stateFallback() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        #expect(button.title(for: .highlighted) == "Follow")
        #expect(button.currentTitle == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.currentImage == UIImage(systemName: "plus"))
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Follow")
        #expect(UIButton().title(for: .normal) == nil)
    }

    @Test("the current title color defaults to the tint for system buttons and white for custom ones")
    func titleColors() {
        let system = UIButton(type: .system)
        let custom = UIButton()
        #expect(system.buttonType == .system && custom.buttonType == .custom)
        #expect(system.currentTitleColor == system.tintColor)
        #expect(custom.currentTitleColor == .white)
        custom.setTitleColor(.label, for: .normal)
        custom.setTitleColor(.secondaryLabel, for: .disabled)
        custom.isEnabled = false
        #expect(custom.currentTitleColor == .secondaryLabel)
        #expect(custom.titleColor(for: .selected) == .label)
    }

    @Test("the title label and image view show the current title and image")
    func shownContent() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing", for: .highlighted)
        let label = button.titleLabel
        #expect(label?.text == "Play")
        #expect(label?.font == .systemFont(ofSize: 15))
        button.isHighlighted = true
        #expect(label?.text == "Playing")
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .highlighted)
        #expect(label?.text == "Styled")
        button.setImage(UIImage(systemName: "play"), for: .normal)
        #expect(button.imageView?.image == UIImage(systemName: "play"))
        #expect(button.subviews.isEmpty)
    }

    @Test("a primary action is registered for primaryActionTriggered and lends the button its title and image")
    func primaryAction() {
        var taps = 0
        let action = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in taps += 1 }
        let button = UIButton(primaryAction: action)
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Share")
        #expect(button.currentImage == UIImage(systemName: "square.and.arrow.up"))
        button.sendActions(for: .primaryActionTriggered)
        let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44), primaryAction: action)
        #expect(framed.buttonType == .custom && framed.currentTitle == "Share")
        framed.sendActions(for: .primaryActionTriggered)
        #expect(taps == 2)
    }

    @Test("a configuration keeps its settings and the button shows its title and image")
    func configuration() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.imagePadding = 6
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        configuration.cornerStyle = .capsule
        let action = UIAction(image: UIImage(systemName: "cart")) { _ in }
        let button = UIButton(configuration: configuration, primaryAction: action)
        #expect(button.configuration?.title == "Buy")
        #expect(button.configuration?.image == UIImage(systemName: "cart"))
        #expect(button.configuration?.imagePadding == 6 && button.configuration?.cornerStyle == .capsule)
        #expect(button.titleLabel?.text == "Buy")
        #expect(button.imageView?.image == UIImage(systemName: "cart"))
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.gray())
        #expect(UIButton.Configuration.plain().contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test("a button has no intrinsic size and takes touches")
    func buttonSizeAndTouches() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let button = UIButton(frame: CGRect(x: 150, y: 0, width: 50, height: 44))
        container.addSubview(button)
        #expect(button.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(container.hitTest(CGPoint(x: 160, y: 20), with: nil) === button)
        #expect(container.hitTest(CGPoint(x: 100, y: 20), with: nil) === container)
    }
}
