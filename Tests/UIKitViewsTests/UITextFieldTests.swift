import Testing
import UIKitViews

/// A delegate that records what it is asked and told, refuses digits, and can be told to
/// change the text while it is asked.
@MainActor
private final class FieldDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var returns = true
    var rewrite: String?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        calls.append("change \(range.location),\(range.length) '\(string)'")
        if let rewrite {
            self.rewrite = nil
            textField.text = rewrite
        }
        return !string.contains(where: \.isNumber)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        return returns
    }
}

@MainActor
@Suite("UITextField")
struct UITextFieldTests {
    @Test("defaults: empty text that is never nil, body font, UIKit's trait defaults")
    func defaults() {
        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(field.textColor == .label)
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(!field.isSecureTextEntry && !field.isEditing && field.placeholder == nil)
        #expect(UIKeyboardType.alphabet == .asciiCapable && UIKeyboardType.emailAddress.rawValue == 7)
        #expect(UIReturnKeyType.done.rawValue == 9 && UITextAutocorrectionType.no.rawValue == 1)
        field.attributedText = NSAttributedString(string: "styled")
        #expect(field.text == "styled")
    }

    @Test("typing begins editing, asks the delegate per character and sends editingChanged for each one allowed")
    func typing() {
        let delegate = FieldDelegate()
        let field = UITextField()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { [weak field] _ in events.append("changed \(field?.text ?? "")") }, for: .editingChanged)
        // "a1b": the digit is refused; ranges are at the end of the text: 0, then 1, then 1.
        #expect(field.simulateTyping("a1b") == 2)
        #expect(field.text == "ab")
        #expect(field.isEditing && field.isFirstResponder)
        #expect(delegate.calls == ["shouldBegin", "didBegin", "change 0,0 'a'", "change 1,0 '1'", "change 1,0 'b'"])
        #expect(events == ["begin", "changed a", "changed ab"])
        #expect(field.simulateDeleteBackward())
        #expect(field.text == "a" && delegate.calls.last == "change 1,1 ''")
    }

    @Test("setting text sends nothing; a refused begin types nothing")
    func refusedBegin() {
        let delegate = FieldDelegate()
        delegate.allowsBegin = false
        let field = UITextField()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.text = "set"
        #expect(field.simulateTyping("x") == 0)
        #expect(!field.isEditing && field.text == "set" && changes == 0)
        #expect(delegate.calls == ["shouldBegin"])
    }

    @Test("a delegate that changes the text while asked: the edit applies where the insertion point then is, the end")
    func reentrantDelegate() {
        let delegate = FieldDelegate()
        delegate.rewrite = "hello "
        let field = UITextField()
        field.delegate = delegate
        field.simulateTyping("w")
        #expect(field.text == "hello w")
        delegate.rewrite = "abc"
        #expect(field.simulateDeleteBackward())
        #expect(field.text == "ab")
        delegate.rewrite = ""
        #expect(!field.simulateDeleteBackward())
        #expect(field.text == "")
    }

    @Test("resigning asks and tells the delegate; return ends editing only when something handles editingDidEndOnExit")
    func endEditing() {
        let delegate = FieldDelegate()
        let field = UITextField()
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        #expect(field.simulateReturn())
        #expect(field.isEditing)
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        delegate.allowsEnd = false
        #expect(field.simulateReturn())
        #expect(field.isEditing && exits == 1)
        delegate.allowsEnd = true
        delegate.calls.removeAll()
        #expect(field.simulateReturn())
        #expect(!field.isEditing && !field.isFirstResponder && exits == 2)
        #expect(delegate.calls == ["shouldReturn", "shouldEnd", "didEnd"])
        #expect(!field.simulateReturn())
    }

    @Test("a disabled field does not become the first responder; another field takes over from the first")
    func firstResponder() {
        let first = UITextField()
        let second = UITextField()
        second.isEnabled = false
        #expect(!second.becomeFirstResponder())
        #expect(first.becomeFirstResponder())
        second.isEnabled = true
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && !first.isEditing && second.isEditing)
        #expect(second.resignFirstResponder())
        #expect(!UIView().becomeFirstResponder())
    }
}

@MainActor
@Suite("UIDatePicker, UISlider and UIStepper")
struct ValueControlTests {
    @Test("a date picker stores its settings; setDate sends nothing; a pick is kept within the bounds")
    func datePicker() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        // 7 does not divide 60, 45 is above 30: both read as 1.
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 45
        #expect(picker.minuteInterval == 1)
        var picked: [Double] = []
        picker.addAction(UIAction { [weak picker] _ in
            picked.append(picker?.date.timeIntervalSince1970 ?? -1)
        }, for: .valueChanged)
        picker.setDate(Date(timeIntervalSince1970: 500), animated: true)
        #expect(picked.isEmpty)
        picker.minimumDate = Date(timeIntervalSince1970: 100)
        picker.maximumDate = Date(timeIntervalSince1970: 1_000)
        #expect(picker.simulatePick(Date(timeIntervalSince1970: 5_000)))
        #expect(picker.simulatePick(Date(timeIntervalSince1970: 0)))
        #expect(!picker.simulatePick(Date(timeIntervalSince1970: 50)))
        #expect(picked == [1_000, 100])
        let zone = TimeZone(secondsFromGMT: 3_600)
        picker.timeZone = zone
        picker.locale = Locale(identifier: "fr_FR")
        #expect(picker.timeZone == zone && picker.locale?.identifier == "fr_FR")
    }

    @Test("a slider keeps its value within the bounds and sends valueChanged for a user's slide")
    func slider() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.value = 3
        #expect(slider.value == 1 && changes == 0)
        #expect(slider.simulateSlide(to: 0.25))
        #expect(!slider.simulateSlide(to: 0.25))
        #expect(!slider.simulateSlide(to: .nan))
        slider.maximumValue = 0.1
        #expect(slider.value == 0.1 && changes == 1)
    }

    @Test("a stepper steps by stepValue within 0 … 100, wrapping when asked")
    func stepper() {
        let stepper = UIStepper()
        var values: [Double] = []
        stepper.addAction(UIAction { [weak stepper] _ in values.append(stepper?.value ?? -1) }, for: .valueChanged)
        stepper.stepValue = 40
        stepper.stepValue = 0
        #expect(stepper.stepValue == 40)
        // 0 → 40 → 80 → 100 (kept at the maximum) → no change.
        stepper.simulateIncrement()
        stepper.simulateIncrement()
        stepper.simulateIncrement()
        #expect(!stepper.simulateIncrement())
        stepper.wraps = true
        // Past 100 wraps to 0; below 0 wraps to 100.
        stepper.simulateIncrement()
        stepper.simulateDecrement()
        #expect(values == [40, 80, 100, 0, 100])
    }
}
