import TextMeasurement

/// A view that shows read-only text: the label of a cell, a header's title.
///
/// Nothing is drawn headless, but the text is laid out as UIKit lays it out: broken into lines
/// at word boundaries by real glyph advances (the built-in Inter metrics, or SF Pro or the
/// named font when their files are registered, see ``UIFont/registerFonts(at:)``), kept to
/// ``numberOfLines`` with the last line ended as ``lineBreakMode`` says, each line as high as
/// San Francisco's line at the largest font on it, sizes rounded up to the pixel grid of the
/// display scale. Heights are UIKit's; widths, and so where lines wrap, depend on the font the
/// widths come from. The text and its styling are kept and read back as UIKit keeps them
/// (setting ``attributedText`` sets ``text`` to its string; setting ``text`` gives a plain
/// attributed string in the label's ``font`` and ``textColor``; setting the font or color
/// restyles all of an attributed string); attributed text is measured run by run, in each
/// run's `.font` and `.kern`. In Auto Layout, multi-line text without a
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
    /// default; setting a font applies it to all of the attributed text. While
    /// ``adjustsFontForContentSizeCategory`` is on, a Dynamic Type font set here is kept at the
    /// label's text size.
    open var font: UIFont! {
        get { storedFont }
        set { applyFont(newValue ?? .systemFont(ofSize: 17)) }
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

    /// How the lines are aligned; `.natural` by default (UIKit's since iOS 9): the leading edge,
    /// left or, in a right-to-left layout direction, right. It places the laid-out lines (their
    /// x offsets) and does not change the label's size.
    open var textAlignment: NSTextAlignment = .natural

    /// The most lines the text takes, 0 for as many as it needs; 1 by default.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How the last line allowed ends when text is left over; `.byTruncatingTail` by default.
    /// Lines before it wrap at word boundaries (between characters in `.byCharWrapping`); the
    /// last is cut where the wrapping put its end (`.byWordWrapping`, `.byCharWrapping`),
    /// clipped at the width (`.byClipping`) or shortened with an ellipsis (the truncating modes).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width at which multi-line text wraps when sizing the label; 0 (the default) wraps at
    /// the label's own width once it has one.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the font follows the label's text size (its traits' preferred content size
    /// category); `false` by default. While on, a font from `UIFont.preferredFont(forTextStyle:)`
    /// or `UIFontMetrics` is remade at the label's text size when it is set, when this is
    /// turned on and when the label's traits change (a window's, a view controller's or a
    /// view's `traitOverrides`), and the label's intrinsic size is invalidated. Other fonts stay
    /// as they are, as in UIKit.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { applyFont(storedFont) } }
    }

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

    /// The rectangle the text takes in `bounds`: at its origin, the size of the text laid out
    /// at its width (not wrapped when the width is 0 or less, or unbounded) and kept to
    /// `numberOfLines` lines (0 for no limit), no wider than `bounds`. Override it, as in UIKit,
    /// to inset the text: the label's intrinsic size and `sizeThatFits(_:)` are computed through
    /// it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let layout = textLayout(width: bounds.width, numberOfLines: numberOfLines)
        var size = measure.size(of: layout)
        if bounds.width > 0, bounds.width < .greatestFiniteMagnitude { size.width = min(size.width, bounds.width) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The text laid out in the label's bounds, for drawing: its lines (the scalars each shows,
    /// where an ellipsis replaces some, its width and its x offset from the alignment) wrapped
    /// at the bounds' width and kept to ``numberOfLines`` and to the lines the bounds' height
    /// holds (at least one), the last ended by ``lineBreakMode``, as a label too short for its
    /// text draws it.
    package var laidOutText: TextLayout {
        let layout = textLayout(width: bounds.width, numberOfLines: numberOfLines)
        guard bounds.height > 0, layout.height > bounds.height else { return layout }
        var fitting = 0
        var height = 0.0
        for line in layout.lines {
            height += line.ascent + line.descent
            guard height <= Double(bounds.height) + 1e-6 else { break }
            fitting += 1
        }
        return textLayout(width: bounds.width, numberOfLines: max(1, fitting))
    }

    /// The text laid out at `width` (no wrapping when 0 or less), at most `numberOfLines` lines.
    private func textLayout(width: CGFloat, numberOfLines: Int) -> TextLayout {
        let scalars: [Unicode.Scalar]
        let runs: [TextRun]
        if let storedAttributedText {
            (scalars, runs) = measure.runs(of: storedAttributedText)
        } else {
            scalars = Array((storedText ?? "").unicodeScalars)
            runs = [storedFont.textRun(length: scalars.count)]
        }
        // Natural alignment starts lines at the leading edge: the right one right to left.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let alignment: NSTextAlignment = textAlignment == .natural && rightToLeft ? .right : textAlignment
        return measure.layout(
            scalars, runs: runs, wrappingWidth: width > 0 ? width : nil, maximumLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment)
    }

    /// The styled text set, or `nil` when plain text (or nothing) was set: for drawings, which
    /// draw plain text in ``font`` and ``textColor`` without making an attributed string.
    package var styledText: NSAttributedString? { storedAttributedText }

    /// The measure of the label's text at its display scale.
    private var measure: TextSizeEstimate {
        TextSizeEstimate(font: storedFont, scale: traitCollection.displayScale)
    }

    /// Draws the text in `rect`. Never called headless; an override point kept so that labels
    /// that inset their text compile.
    open func drawText(in rect: CGRect) {}

    /// Sets `font` (at the label's text size when the label adjusts it) and restyles the text
    /// in it; the intrinsic size is invalidated when the font changed.
    private func applyFont(_ font: UIFont) {
        let font = adjustsFontForContentSizeCategory ? font.adjusted(toContentSizeCategoryOf: traitCollection) : font
        storedFont = font
        restyleAttributedText(.font, font)
        invalidateIntrinsicContentSize()
    }

    /// The traits changed: an adjusting label remakes its font at its new text size.
    @_spi(ViewHooks) open override func traitsDidChange() {
        super.traitsDidChange()
        guard adjustsFontForContentSizeCategory, storedFont.dynamicType != nil else { return }
        applyFont(storedFont)
    }

    /// Sets `key` to `value` over all of the stored attributed text, as UIKit applies a new
    /// font or color to styled text.
    private func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let styled = storedAttributedText, styled.length > 0 else { return }
        let restyled = NSMutableAttributedString(attributedString: styled)
        restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
        storedAttributedText = restyled
    }
}
