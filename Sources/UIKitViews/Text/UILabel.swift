/// A view that shows read-only text: the label of a cell, a header's title.
///
/// Nothing is drawn headless. The text and its styling are kept and read back as UIKit keeps
/// them (setting ``attributedText`` sets ``text`` to its string; setting ``text`` gives a
/// plain attributed string in the label's ``font`` and ``textColor``; setting the font or
/// color restyles all of an attributed string). Text is never measured, since there is no
/// text engine; sizes are an estimate: half the point size per character and the font's
/// ``UIFont/lineHeight`` per line, a line per paragraph, wrapping by characters, rounded up to
/// the pixel grid. A single line in the system font is as high as UIKit makes it; widths, and
/// so wrapping, are estimates. In Auto Layout, multi-line text without a
/// ``preferredMaxLayoutWidth`` is measured again for the width the engine gives the label, as
/// UIKit's second layout pass does. Like UIKit's, a label ignores touches by default
/// (`isUserInteractionEnabled` is `false`).
///
/// ```swift
/// let titleLabel = UILabel()
/// titleLabel.font = .preferredFont(forTextStyle: .headline)
/// titleLabel.numberOfLines = 0
/// titleLabel.text = "Compositional layout"
/// ```
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown, as set or as the string of the attributed text set.
    private var storedText: String?
    /// The styled text set, or `nil` when plain text was set (or nothing).
    private var storedAttributedText: NSAttributedString?
    /// The font, never `nil`.
    private var storedFont = UIFont.systemFont(ofSize: 17)
    /// The text color, never `nil`.
    private var storedTextColor: UIColor = .label

    /// Creates a label of `frame` with no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Text

    /// The text shown; `nil` by default. Setting it replaces any attributed text.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The text shown, with its styling. Setting it stores a copy and sets ``text`` to its
    /// string. Read after plain text was set, it is that text in the label's ``font`` and
    /// ``textColor``; `nil` when there is no text.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return storedText.map {
                NSAttributedString(string: $0, attributes: [.font: storedFont, .foregroundColor: storedTextColor])
            }
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = newValue?.string
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of the text; the 17-point system font by default. Setting `nil` restores the
    /// default; setting a font applies it to all of the attributed text.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            restyleAttributedText(.font, storedFont)
            invalidateIntrinsicContentSize()
        }
    }

    /// The color of the text; the system's label color by default. Setting `nil` restores the
    /// default; setting a color applies it to all of the attributed text. Stored only.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            restyleAttributedText(.foregroundColor, storedTextColor)
        }
    }

    /// How the lines are aligned; `.natural` by default (UIKit's since iOS 9). Stored only.
    open var textAlignment: NSTextAlignment = .natural

    /// The most lines the text takes, 0 for as many as it needs; 1 by default.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How a line that does not fit is wrapped or cut; `.byTruncatingTail` by default. Stored
    /// only: the estimate wraps by characters.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// The width at which multi-line text wraps when sizing the label; 0 (the default) wraps at
    /// the label's own width once it has one.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the font follows the text size setting; `false` by default. Stored only: fonts
    /// do not scale headless.
    open var adjustsFontForContentSizeCategory = false

    /// Whether the font shrinks to fit the width; `false` by default. Stored only.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest fraction of the font size the text may shrink to; 0 by default. Stored
    /// only.
    open var minimumScaleFactor: CGFloat = 0

    /// Whether letters may be tightened before the text is truncated; `false` by default.
    /// Stored only.
    open var allowsDefaultTighteningForTruncation = false

    /// Whether the text is drawn enabled; `true` by default. Stored only.
    open var isEnabled = true

    /// Whether the text is drawn highlighted; `false` by default. Stored only.
    open var isHighlighted = false

    /// The text color while highlighted; `nil` by default. Stored only.
    open var highlightedTextColor: UIColor?

    // MARK: Sizing

    /// The size of the text: the ``textRect(forBounds:limitedToNumberOfLines:)`` of unbounded
    /// bounds, wrapping multi-line text at ``preferredMaxLayoutWidth`` or, when that is 0, at
    /// the label's width if it has one. Zero when there is no text.
    open override var intrinsicContentSize: CGSize {
        guard let text = storedText, !text.isEmpty else { return .zero }
        var wrappingWidth = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                wrappingWidth = preferredMaxLayoutWidth
            } else if bounds.width > 0 {
                wrappingWidth = bounds.width
            }
        }
        let unbounded = CGRect(x: 0, y: 0, width: wrappingWidth, height: .greatestFiniteMagnitude)
        return textRect(forBounds: unbounded, limitedToNumberOfLines: numberOfLines).size
    }

    /// The text's size wrapped at the width a layout gives the label, for multi-line text
    /// without a ``preferredMaxLayoutWidth``: the measurement of UIKit's second layout pass.
    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard let width, intrinsicSizeDependsOnWidth else { return intrinsicContentSize }
        guard let text = storedText, !text.isEmpty else { return .zero }
        let bounds = CGRect(x: 0, y: 0, width: max(0, width), height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// Whether the height follows the width the layout gives the label: multi-line text
    /// without a ``preferredMaxLayoutWidth``.
    override var intrinsicSizeDependsOnWidth: Bool {
        numberOfLines != 1 && !(preferredMaxLayoutWidth > 0)
    }

    /// The first baseline lies the font's ascender below the top.
    override var firstBaselineOffsetFromTop: CGFloat { storedFont.ascender }

    /// The last baseline lies the font's descender above the bottom.
    override var lastBaselineOffsetFromBottom: CGFloat { -storedFont.descender }

    /// The size of the text wrapped at `size.width` (not wrapped when it is 0 or less), as
    /// ``textRect(forBounds:limitedToNumberOfLines:)`` gives it; the height is not limited to
    /// `size.height`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text takes in `bounds`: at its origin, the estimated size of the text
    /// wrapped at its width and kept to `numberOfLines` lines (0 for no limit). Override it, as
    /// in UIKit, to inset the text: the label's intrinsic size and `sizeThatFits(_:)` are
    /// computed through it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let wrappingWidth = bounds.width > 0 && bounds.width < .greatestFiniteMagnitude ? bounds.width : nil
        let estimate = TextSizeEstimate(font: storedFont, scale: traitCollection.displayScale)
        let size = estimate.size(of: storedText ?? "", wrappingWidth: wrappingWidth, maximumLines: numberOfLines)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect`. Never called headless; an override point kept so that labels
    /// that inset their text compile.
    open func drawText(in rect: CGRect) {}

    /// Sets `key` to `value` over all of the stored attributed text, as UIKit applies a new
    /// font or color to styled text.
    private func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let styled = storedAttributedText, styled.length > 0 else { return }
        let restyled = NSMutableAttributedString(attributedString: styled)
        restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
        storedAttributedText = restyled
    }
}
