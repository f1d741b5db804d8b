import Testing
@testable import UIKitViews

/// Labels keep their text and styling as UIKit does and size their text by the documented
/// estimate: half the point size per character, the font's line height per line, rounded up
/// to the pixel grid (scale 3 unless set).
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

    @Test("a single line is as wide as its characters and one line high")
    func singleLine() {
        let label = UILabel()
        label.text = "Hello"
        // 5 × 8.5 = 42.5 points = 127.5 pixels, rounded up to 128.
        #expect(label.intrinsicContentSize == CGSize(width: 128.0 / 3, height: lineAt3x))
        label.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        // A single-line label does not wrap at its width.
        #expect(label.intrinsicContentSize == CGSize(width: 128.0 / 3, height: lineAt3x))
    }

    @Test("an empty label has no size")
    func emptyLabel() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("multi-line text wraps at the preferred width, else at the label's width")
    func wrapping() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "x", count: 30)
        // No width to wrap at: one line of 30 × 8.5 = 255 points.
        #expect(label.intrinsicContentSize == CGSize(width: 255, height: lineAt3x))
        // 100 / 8.5 = 11.76: 11 characters a line, ceil(30 / 11) = 3 lines. Width 11 × 8.5 =
        // 93.5 = 280.5 pixels → 281; height 3 × 20.287109375 = 60.861328125 = 182.58 pixels → 183.
        let wrapped = CGSize(width: 281.0 / 3, height: 61)
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize == wrapped)
        label.preferredMaxLayoutWidth = 0
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        #expect(label.intrinsicContentSize == wrapped)
    }

    @Test("numberOfLines keeps that many lines")
    func lineLimit() {
        let label = UILabel()
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 100
        label.text = String(repeating: "x", count: 30)
        // 2 × 20.287109375 = 40.57421875 = 121.72 pixels → 122.
        #expect(label.intrinsicContentSize == CGSize(width: 281.0 / 3, height: 122.0 / 3))
    }

    @Test("each paragraph starts a line; a single-line label keeps the first")
    func paragraphs() {
        let label = UILabel()
        label.text = "ab\ncdef"
        // One line: "ab", 2 × 8.5 = 17.
        #expect(label.intrinsicContentSize == CGSize(width: 17, height: lineAt3x))
        label.numberOfLines = 0
        // Two lines, the widest "cdef": 4 × 8.5 = 34; 2 lines → 122 / 3.
        #expect(label.intrinsicContentSize == CGSize(width: 34, height: 122.0 / 3))
        label.text = "a\n\nb"
        // Three lines, the empty one included.
        #expect(label.intrinsicContentSize.height == 183.0 / 3)
    }

    @Test("sizeThatFits wraps at the width given and does not limit the height")
    func sizeThatFits() {
        let label = UILabel()
        label.text = String(repeating: "x", count: 30)
        // One line: 30 characters cut to the 2 that fit 20 points (20 / 8.5 = 2.35).
        #expect(label.sizeThatFits(CGSize(width: 20, height: 5)) == CGSize(width: 17, height: lineAt3x))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 100, height: 5)) == CGSize(width: 281.0 / 3, height: 61))
        // A zero width does not wrap.
        #expect(label.sizeThatFits(.zero) == CGSize(width: 255, height: lineAt3x))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 255, height: lineAt3x))
    }

    @Test("sizes round up to the label's display scale")
    func displayScale() {
        let label = UILabel()
        label.traitCollection = UITraitCollection(displayScale: 2)
        label.text = "Hello"
        // 42.5 points = 85 pixels exactly; 20.287109375 × 2 = 40.57 pixels → 41: 20.5 points.
        #expect(label.intrinsicContentSize == CGSize(width: 42.5, height: 20.5))
    }

    @Test("the font size sets the character width and line height")
    func fontSize() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        label.text = "gyjq"
        // 4 × 15 = 60; 30 × 2444 / 2048 = 35.80078125 = 107.4 pixels → 108: 36 points.
        #expect(label.intrinsicContentSize == CGSize(width: 60, height: 36))
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
