/// A one-line editable text: a form's name field, a search field.
///
/// Setting ``text`` sends no event, as in UIKit. What a user does is made headless by
/// ``simulateTyping(_:)`` (one character at a time: the delegate is asked, then
/// ``UIControl/Event/editingChanged`` is sent), ``simulateDeleteBackward()``,
/// ``simulateReturn()`` and ``simulateClear()``. Editing begins and ends with
/// ``becomeFirstResponder()`` and ``resignFirstResponder()``, which ask and tell the
/// ``delegate`` and send ``UIControl/Event/editingDidBegin`` and
/// ``UIControl/Event/editingDidEnd``. Nothing is drawn and there is no keyboard: the keyboard
/// traits are stored only.
///
/// ```swift
/// let name = UITextField()
/// name.delegate = self
/// name.addTarget(self, action: Selector(nameChanged), for: .editingChanged)
/// name.simulateTyping("Ada")   // shouldChangeCharactersIn and nameChanged(_:), 3 times
/// ```
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The text set or typed.
    private var storedText = ""
    /// The styled text set, until plain text replaces it.
    private var storedAttributedText: NSAttributedString?
    /// The font set, or the body style's.
    private var storedFont = UIFont.preferredFont(forTextStyle: .body)
    /// The text color set, or the label color.
    private var storedTextColor = UIColor.label

    /// The object asked before editing and changes; held weakly. `nil` by default.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited: it is the first responder.
    public private(set) var isEditing = false

    /// Creates an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a field from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text

    /// The text shown; never `nil` when read (empty when none is set), as UIKit answers.
    /// Setting it replaces any styled text and sends no event.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
        }
    }

    /// The text with its styling: the styled text set, or the plain text in ``font`` and
    /// ``textColor``. Setting it stores a copy and sets ``text`` to its string.
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText
                ?? NSAttributedString(string: storedText, attributes: [.font: storedFont, .foregroundColor: storedTextColor])
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = newValue?.string ?? ""
        }
    }

    /// The text shown while the field is empty; `nil` by default.
    open var placeholder: String?

    /// The placeholder with its styling; `nil` by default. Stored only.
    open var attributedPlaceholder: NSAttributedString?

    /// The font of the text; the body text style's system font by default. Setting `nil`
    /// restores the default.
    open var font: UIFont? {
        get { storedFont }
        set {
            let font = newValue ?? .preferredFont(forTextStyle: .body)
            storedFont = adjustsFontForContentSizeCategory ? font.adjusted(toContentSizeCategoryOf: traitCollection) : font
        }
    }

    /// Whether the font follows the field's text size (its traits' preferred content size
    /// category); `false` by default. While on, a font from `UIFont.preferredFont(forTextStyle:)`
    /// or `UIFontMetrics` is remade at the field's text size when it is set, when this is turned
    /// on and when the traits change.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { font = storedFont } }
    }

    /// The traits changed: an adjusting field remakes its font at its new text size.
    @_spi(ViewHooks) open override func traitsDidChange() {
        super.traitsDidChange()
        if adjustsFontForContentSizeCategory, storedFont.dynamicType != nil { font = storedFont }
    }

    /// The color of the text; the label color by default. Setting `nil` restores the default.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }

    /// How the text is aligned; `.natural` by default. Stored only.
    open var textAlignment: NSTextAlignment = .natural

    /// The border drawn; `.none` by default. Stored only.
    open var borderStyle: BorderStyle = .none

    /// When the clear button shows; `.never` by default. Stored only.
    open var clearButtonMode: ViewMode = .never

    /// Whether beginning to edit empties the field; `false` by default.
    open var clearsOnBeginEditing = false

    /// Whether the font shrinks to fit the width; `false` by default. Stored only.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest size the font shrinks to; 0 by default. Stored only.
    open var minimumFontSize: CGFloat = 0

    /// A view shown at the left (leading) end; `nil` by default. Stored only.
    open var leftView: UIView?

    /// When ``leftView`` shows; `.never` by default. Stored only.
    open var leftViewMode: ViewMode = .never

    /// A view shown at the right (trailing) end; `nil` by default. Stored only.
    open var rightView: UIView?

    /// When ``rightView`` shows; `.never` by default. Stored only.
    open var rightViewMode: ViewMode = .never

    /// A view shown instead of the keyboard; `nil` by default. Stored only.
    open var inputView: UIView?

    /// A view shown above the keyboard; `nil` by default. Stored only.
    open var inputAccessoryView: UIView?

    // MARK: Keyboard traits

    /// The keyboard shown; `.default` by default. Stored only.
    open var keyboardType: UIKeyboardType = .default

    /// The return key's title; `.default` by default. Stored only.
    open var returnKeyType: UIReturnKeyType = .default

    /// Whether the text is hidden as it is typed; `false` by default. Stored only.
    open var isSecureTextEntry = false

    /// When the keyboard capitalizes; `.sentences` by default. Stored only.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    /// Whether the keyboard corrects spelling; `.default` by default. Stored only.
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// Whether the return key is disabled while the field is empty; `false` by default.
    /// Stored only.
    open var enablesReturnKeyAutomatically = false

    // MARK: Editing

    /// A field may become the first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate's `textFieldShouldBeginEditing(_:)`, becomes the first
    /// responder, empties the field when ``clearsOnBeginEditing`` is set, tells the delegate's
    /// `textFieldDidBeginEditing(_:)` and sends ``UIControl/Event/editingDidBegin``. `true`
    /// when the field is being edited afterwards.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return isFirstResponder
    }

    /// Ends editing: asks the delegate's `textFieldShouldEndEditing(_:)`, stops being the first
    /// responder, tells the delegate's `textFieldDidEndEditing(_:reason:)` (`.committed`) and
    /// sends ``UIControl/Event/editingDidEnd``. `true` when the field is not being edited
    /// afterwards.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return !isFirstResponder
    }

    // MARK: User interaction

    /// Types `string` as a user would, one character at a time, beginning editing first when
    /// needed (nothing is typed when the field cannot begin). For each character the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` is asked with an empty range
    /// at the end of the text; when it allows, the character is appended, the delegate's
    /// `textFieldDidChangeSelection(_:)` is told and ``UIControl/Event/editingChanged`` is sent.
    /// Returns how many characters were typed. Beyond UIKit.
    @discardableResult
    open func simulateTyping(_ string: String) -> Int {
        guard isEditing || becomeFirstResponder() else { return 0 }
        var typed = 0
        for character in string where edit(.insert(String(character))) {
            typed += 1
        }
        return typed
    }

    /// Deletes the last character as the delete key would, when the field is being edited and
    /// not empty: the delegate is asked with the character's range, then the change is made
    /// and announced as typing is. Returns whether a character was deleted. Beyond UIKit.
    @discardableResult
    open func simulateDeleteBackward() -> Bool {
        guard isEditing, !storedText.isEmpty else { return false }
        return edit(.deleteBackward)
    }

    /// Presses the return key as a user would, while the field is being edited: asks the
    /// delegate's `textFieldShouldReturn(_:)`; when it allows, sends
    /// ``UIControl/Event/editingDidEndOnExit`` and, when something is registered for that event,
    /// ends editing (UIKit dismisses the keyboard then). Returns whether the key was handled.
    /// Beyond UIKit.
    @discardableResult
    open func simulateReturn() -> Bool {
        guard isEditing else { return false }
        if let delegate, !delegate.textFieldShouldReturn(self) { return false }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
        return true
    }

    /// Taps the clear button as a user would: asks the delegate's `textFieldShouldClear(_:)`;
    /// when it allows, empties the field and sends ``UIControl/Event/editingChanged``. Returns
    /// whether the field was cleared. Beyond UIKit.
    @discardableResult
    open func simulateClear() -> Bool {
        if let delegate, !delegate.textFieldShouldClear(self) { return false }
        text = ""
        sendActions(for: .editingChanged)
        return true
    }

    /// An edit at the insertion point, which is the end of the text headless.
    private enum Edit {
        /// Typing a character.
        case insert(String)
        /// Deleting the character before the insertion point.
        case deleteBackward

        /// The UTF-16 range of `text` the edit replaces, and what replaces it; `nil` when
        /// there is nothing to delete.
        func change(in text: String) -> (range: NSRange, replacement: String)? {
            let end = text.utf16.count
            switch self {
            case .insert(let string):
                return (NSRange(location: end, length: 0), string)
            case .deleteBackward:
                guard let last = text.last else { return nil }
                let length = String(last).utf16.count
                return (NSRange(location: end - length, length: length), "")
            }
        }
    }

    /// Makes `edit` when the delegate allows it, announcing the change as typing does. A
    /// delegate that sets the text while it is asked moves the insertion point to the end of
    /// the new text, as setting the text does in UIKit; the edit applies there.
    private func edit(_ edit: Edit) -> Bool {
        guard let asked = edit.change(in: storedText) else { return false }
        if let delegate,
            !delegate.textField(self, shouldChangeCharactersIn: asked.range, replacementString: asked.replacement)
        {
            return false
        }
        guard let change = edit.change(in: storedText) else { return false }
        let utf16 = storedText.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: change.range.location)
        let stop = utf16.index(start, offsetBy: change.range.length)
        var changed = storedText
        changed.replaceSubrange(start..<stop, with: change.replacement)
        text = changed
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        return true
    }
}
