/// The object a text field asks before editing and changes, and tells when they happen.
///
/// UIKit declares these methods optional; here each is a requirement with a default
/// implementation that does what UIKit does when the delegate lacks the method (allow,
/// nothing to do), so a class implements only what it needs. As with
/// ``UIScrollViewDelegate``, the methods must be visible where the class declares the
/// conformance.
///
/// Headless text fields call them when app code begins or ends editing and when a test types
/// with ``UITextField/simulateTyping(_:)``, presses return with
/// ``UITextField/simulateReturn()`` or clears with ``UITextField/simulateClear()``.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; `true` by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; `true` by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended for `reason`; by default calls ``textFieldDidEndEditing(_:)``, as UIKit
    /// calls that method when this one is missing.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets of the current text) may be replaced
    /// by `string`; `true` by default. Typing asks with an empty range at the end of the text.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection (the insertion point, headless) moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field; `true` by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled as UIKit does by default; `true` by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Allows editing to begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Allows editing to end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Allows the change.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Allows clearing.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Handles the return key.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
