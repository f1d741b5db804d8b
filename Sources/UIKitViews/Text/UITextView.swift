/// A scrollable, editable block of text.
///
/// Headless there is no keyboard: ``simulateTyping(_:)`` (beyond UIKit) types text at the end
/// as a user would, asking and telling the ``UITextViewDelegate``. Setting ``text`` from code
/// tells the delegate nothing, as in UIKit. Text is not measured yet, so the view has no
/// intrinsic size: give it a frame or constraints.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// Creates an empty, editable text view of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty, editable text view of `frame`; the text container is not modelled,
    /// so `textContainer` is ignored.
    public convenience init(frame: CGRect, textContainer: AnyObject?) {
        self.init(frame: frame)
    }

    /// Creates a text view from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The delegate, when the scroll view's ``UIScrollView/delegate`` is a text view delegate.
    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// The text shown; empty by default. Setting it replaces ``attributedText``.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
        }
    }

    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    /// The text with its attributes; setting it replaces ``text`` with its characters.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set {
            storedText = newValue?.string ?? ""
            storedAttributedText = newValue
        }
    }

    /// The font; `nil` uses the body text's 17-point system font. Stored only. While
    /// ``adjustsFontForContentSizeCategory`` is on, a Dynamic Type font set here is kept at the
    /// view's text size.
    open var font: UIFont? {
        didSet { adjustFontForContentSizeCategory() }
    }

    /// The text colour; `nil` uses the label colour. Stored only.
    open var textColor: UIColor?

    /// How lines are aligned; ``NSTextAlignment/natural`` by default. Stored only.
    open var textAlignment: NSTextAlignment = .natural

    /// Whether the user may edit the text; `true` by default.
    open var isEditable = true

    /// Whether the user may select the text; `true` by default. Stored only.
    open var isSelectable = true

    /// The space around the text; 8 points above and below, as in UIKit. Stored only.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// Whether the font follows the view's text size (its traits' preferred content size
    /// category); `false` by default. While on, a font from `UIFont.preferredFont(forTextStyle:)`
    /// or `UIFontMetrics` is remade at the view's text size when it is set, when this is turned
    /// on and when the traits change.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontForContentSizeCategory() }
    }

    /// The range selected, in UTF-16 units; the end of the text after typing.
    open var selectedRange = NSRange(location: 0, length: 0)

    /// The traits changed: an adjusting view remakes its font at its new text size.
    @_spi(ViewHooks) open override func traitsDidChange() {
        super.traitsDidChange()
        adjustFontForContentSizeCategory()
    }

    /// Remakes a Dynamic Type ``font`` at the view's text size while
    /// ``adjustsFontForContentSizeCategory`` is on.
    private func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let font, font.dynamicType != nil else { return }
        let adjusted = font.adjusted(toContentSizeCategoryOf: traitCollection)
        if adjusted != font { self.font = adjusted }
    }

    /// Whether the view is being edited (it became first responder through typing).
    public private(set) var isEditing = false

    /// Types `typed` at the end of the text as a user would (beyond UIKit): editing begins if
    /// the delegate allows it, the delegate is asked whether the characters may be added and,
    /// when they may, the text changes and the delegate hears `textViewDidChange(_:)`. Returns
    /// whether the text changed; nothing happens when the view is not editable.
    @discardableResult
    open func simulateTyping(_ typed: String) -> Bool {
        guard isEditable else { return false }
        if !isEditing {
            guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
            isEditing = true
            textViewDelegate?.textViewDidBeginEditing(self)
        }
        let end = NSRange(location: storedText.utf16.count, length: 0)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: end, replacementText: typed) ?? true else { return false }
        storedText += typed
        storedAttributedText = nil
        selectedRange = NSRange(location: storedText.utf16.count, length: 0)
        textViewDelegate?.textViewDidChange(self)
        return true
    }

    /// Ends editing if the delegate allows it, telling it `textViewDidEndEditing(_:)`; returns
    /// whether editing ended.
    @discardableResult
    open func simulateEndEditing() -> Bool {
        guard isEditing else { return true }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        return true
    }
}
