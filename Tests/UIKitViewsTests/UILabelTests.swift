import Testing
@testable import UIKitViews

/// Labels keep their text and styling as UIKit does and size their text by its glyphs' advances
/// (the built-in Inter Regular for the system font), San Francisco's line height per line,
/// rounded up to the pixel grid (scale 3 unless set).
@MainActor
@Suite("UILabel")
struct UILabelTests {
    /// 17-point system font: line height 17 × 2444 / 2048 = 20.287109375; × 3 = 60.861328125
    /// pixels, rounded up to 61: 61 / 3 points.
    private let lineAt3x: CGFloat = 61.0 / 3

    @Test("a new label has UIKit's defaults and ignores touches")
    func defaults() {
        let label = UILabel()
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(!label.adjustsFontForContentSizeCategory && !label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0 && !label.allowsDefaultTighteningForTruncation)
        #expect(label.isEnabled && !label.isHighlighted && label.highlightedTextColor == nil)
        #expect(!label.isUserInteractionEnabled)
        #expect(UILabel(coder: NSCoder())?.isUserInteractionEnabled == false)
    }

    @Test("the system font's metrics are UIKit's")
    func fontMetrics() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.ascender == 16.1865234375)
        #expect(body.descender == -4.1005859375)
        #expect(body.leading == 0)
        #expect(body.lineHeight == 20.287109375)
        // 15 × 2444 / 2048, printed by UIKit as 17.900391.
        #expect(UIFont.systemFont(ofSize: 15).lineHeight == 17.900390625)
    }

    @Test("plain text reads back as an attributed string in the label's font and color")
    func plainTextAsAttributed() {
        let label = UILabel()
        label.text = "Inbox"
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .secondaryLabel
        let attributed = label.attributedText
        #expect(attributed?.string == "Inbox")
        #expect(attributed?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .preferredFont(forTextStyle: .headline))
        #expect(attributed?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .secondaryLabel)
    }

    @Test("attributed text sets the text; a new font or color restyles all of it; plain text replaces it")
    func attributedText() {
        let label = UILabel()
        let styled = NSMutableAttributedString(string: "Due ", attributes: [.foregroundColor: UIColor.systemRed])
        styled.append(NSAttributedString(string: "today", attributes: [.kern: 1.5]))
        label.attributedText = styled
        styled.append(NSAttributedString(string: "!"))
        // The label keeps a copy: the later change is not in it.
        #expect(label.text == "Due today")
        #expect(label.attributedText?.attribute(.kern, at: 4, effectiveRange: nil) as? Double == 1.5)
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .label
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(label.attributedText?.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .label)
        #expect(label.attributedText?.attribute(.kern, at: 4, effectiveRange: nil) as? Double == 1.5)
        label.text = "Done"
        #expect(label.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test("setting nil font or color restores the default")
    func nilRestoresDefaults() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        label.textColor = .systemBlue
        label.font = nil
        label.textColor = nil
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    @Test("a single line is as wide as its glyphs and one line high")
    func singleLine() {
        let label = UILabel()
        label.text = "Hello"
        // Inter Regular advances (2816 units an em): H 2084 + e 1640 + l 668 + l 668 + o 1680 =
        // 6740 units; × 17 / 2816 = 40.6889 points = 122.07 pixels, rounded up to 123.
        #expect(label.intrinsicContentSize == CGSize(width: 41, height: lineAt3x))
        label.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        // A single-line label does not wrap at its width.
        #expect(label.intrinsicContentSize == CGSize(width: 41, height: lineAt3x))
    }

    @Test("an empty label has no size")
    func emptyLabel() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    // "x" is 1520 units of Inter Regular's 2816: 1520 × 17 / 2816 = 9.17614 points at 17.
    // The ellipsis is 2312 units: 13.95739 points.

    @Test("multi-line text wraps at the preferred width, else at the label's width")
    func wrapping() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "x", count: 30)
        // No width to wrap at: one line of 30 × 1520 = 45600 units = 275.284 points = 825.85
        // pixels → 826.
        #expect(label.intrinsicContentSize == CGSize(width: 826.0 / 3, height: lineAt3x))
        // One word longer than the line breaks between characters: 100 / 9.17614 = 10.9, so 10
        // a line, 3 lines. Width 10 × 9.17614 = 91.7614 = 275.28 pixels → 276 (92 points);
        // height 3 × 20.287109375 = 60.861328125 = 182.58 pixels → 183 (61 points).
        let wrapped = CGSize(width: 92, height: 61)
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize == wrapped)
        label.preferredMaxLayoutWidth = 0
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        #expect(label.intrinsicContentSize == wrapped)
    }

    @Test("numberOfLines keeps that many lines, the last truncated at its tail")
    func lineLimit() {
        let label = UILabel()
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 100
        label.text = String(repeating: "x", count: 30)
        // Line 1: 10 x (91.7614). Line 2: the 20 left, truncated: 100 − 13.95739 = 86.0426
        // of room holds 9 x (82.585), + the ellipsis = 96.5426 points = 289.63 pixels → 290.
        // Height 2 × 20.287109375 = 40.57421875 = 121.72 pixels → 122.
        #expect(label.intrinsicContentSize == CGSize(width: 290.0 / 3, height: 122.0 / 3))
        label.lineBreakMode = .byWordWrapping
        // Word wrapping cuts the second line where wrapping put its end: 10 x, 92 wide.
        #expect(label.intrinsicContentSize == CGSize(width: 92, height: 122.0 / 3))
    }

    @Test("each paragraph starts a line; a single-line label keeps the first, with an ellipsis")
    func paragraphs() {
        let label = UILabel()
        label.text = "ab\ncdef"
        // One line: "ab" (a 1588 + b 1748 = 3336 units = 20.1392 points) and an ellipsis for the
        // paragraph left over: 34.0966 points = 102.29 pixels → 103.
        #expect(label.intrinsicContentSize == CGSize(width: 103.0 / 3, height: lineAt3x))
        label.numberOfLines = 0
        // Two lines, the widest "cdef": c 1572 + d 1748 + e 1640 + f 1016 = 5976 units =
        // 36.0767 points = 108.23 pixels → 109; 2 lines → 122 / 3.
        #expect(label.intrinsicContentSize == CGSize(width: 109.0 / 3, height: 122.0 / 3))
        label.text = "a\n\nb"
        // Three lines, the empty one included.
        #expect(label.intrinsicContentSize.height == 183.0 / 3)
    }

    @Test("sizeThatFits wraps at the width given and does not limit the height")
    func sizeThatFits() {
        let label = UILabel()
        label.text = String(repeating: "x", count: 30)
        // One line in 20 points: 20 − 13.95739 = 6.04 of room holds no x (9.18), so the line is
        // the ellipsis alone: 13.95739 = 41.87 pixels → 42 (14 points).
        #expect(label.sizeThatFits(CGSize(width: 20, height: 5)) == CGSize(width: 14, height: lineAt3x))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 100, height: 5)) == CGSize(width: 92, height: 61))
        // A zero width does not wrap.
        #expect(label.sizeThatFits(.zero) == CGSize(width: 826.0 / 3, height: lineAt3x))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 826.0 / 3, height: lineAt3x))
    }

    @Test("sizes round up to the label's display scale")
    func displayScale() {
        let label = UILabel()
        label.traitCollection = UITraitCollection(displayScale: 2)
        label.text = "Hello"
        // 40.6889 points = 81.38 pixels → 82: 41 points; 20.287109375 × 2 = 40.57 pixels → 41:
        // 20.5 points.
        #expect(label.intrinsicContentSize == CGSize(width: 41, height: 20.5))
    }

    @Test("the font size sets the glyph widths and line height")
    func fontSize() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        label.text = "gyjq"
        // g 1716 + y 1568 + j 668 + q 1716 = 5668 units × 30 / 2816 = 60.3835 points = 181.15
        // pixels → 182; 30 × 2444 / 2048 = 35.80078125 = 107.4 pixels → 108: 36 points.
        #expect(label.intrinsicContentSize == CGSize(width: 182.0 / 3, height: 36))
    }

    @Test("changing the text tells the superview its content size changed")
    func invalidation() {
        let log = RecordingView.Log()
        let container = RecordingView("container", log: log)
        let label = UILabel()
        container.addSubview(label)
        container.layoutIfNeeded()
        log.entries = []
        label.text = "New"
        container.layoutIfNeeded()
        label.numberOfLines = 1
        container.layoutIfNeeded()
        #expect(log.entries == ["container.layoutSubviews"])
    }
}
