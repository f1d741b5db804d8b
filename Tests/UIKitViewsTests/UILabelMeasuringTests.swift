import Testing
@testable import UIKitViews

// Inter Regular and Bold advances and kerning in units of a 2816-unit em, read with fontTools
// 4.38 from Debian's fonts-inter 4.0~beta7 (Inter-Regular.otf, Inter-Bold.otf):
// Regular H 2084, e 1640, l 668, o 1680, space 792, w 2288, r 1048, d 1748, ellipsis 2312,
// kerning w-o −52; Bold space 653, w 2394, o 1728, r 1151, l 766, d 1789, kerning w-o −38.
// San Francisco's line at 17 points: 17 × 2444 / 2048 = 20.287109375.
@MainActor
@Suite("UILabel measuring")
struct UILabelMeasuringTests {
    /// A label of `text` at `scale` in the 17-point system font.
    private func label(_ text: String, scale: CGFloat, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.traitCollection = UITraitCollection(displayScale: scale)
        label.numberOfLines = lines
        label.text = text
        return label
    }

    @Test("one line at scale 2 and 3")
    func singleLine() {
        // "Hello world": 14964 units, w-o −52 → 14912; × 17 / 2816 = 90.0227 points.
        // Scale 2: 180.05 pixels → 181 (90.5); height 40.57 → 41 (20.5).
        #expect(label("Hello world", scale: 2).intrinsicContentSize == CGSize(width: 90.5, height: 20.5))
        // Scale 3: 270.07 pixels → 271; height 60.86 → 61.
        #expect(label("Hello world", scale: 3).intrinsicContentSize == CGSize(width: 271.0 / 3, height: 61.0 / 3))
    }

    @Test("two lines at the preferred width, at scale 2 and 3")
    func multiLine() {
        // At 60: "Hello " (6740 units = 40.6889; the space hangs) then "world" (7432 − 52 =
        // 7380 units = 44.5526). Scale 2: 89.1 pixels → 90 (45); 2 × 20.287109375 = 40.5742 →
        // 81.15 pixels → 82 (41).
        let two = label("Hello world", scale: 2, lines: 0)
        two.preferredMaxLayoutWidth = 60
        #expect(two.intrinsicContentSize == CGSize(width: 45, height: 41))
        // Scale 3: 133.66 pixels → 134; 121.72 → 122.
        let three = label("Hello world", scale: 3, lines: 0)
        three.preferredMaxLayoutWidth = 60
        #expect(three.intrinsicContentSize == CGSize(width: 134.0 / 3, height: 122.0 / 3))
        // Laid out in its bounds, 60 wide, for drawing: the same two lines.
        three.frame = CGRect(x: 0, y: 0, width: 60, height: 41)
        #expect(three.laidOutText.lines.map(\.range) == [0..<6, 6..<11])
    }

    @Test("truncating the tail, head and middle of one line")
    func truncation() {
        // Width 60, ellipsis 2312 units = 13.9574. Tail: room 46.0426 keeps "Hello " (7532
        // units = 45.4702); 45.4702 + 13.9574 = 59.4276 → 118.86 pixels → 119 (59.5).
        let tail = label("Hello world", scale: 2)
        #expect(tail.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 59.5, height: 20.5))
        tail.frame = CGRect(x: 0, y: 0, width: 60, height: 21)
        #expect(tail.laidOutText.lines.first?.elided == 6..<11)
        // Head: the end within 46.0426: " world" (7380 + 792 = 8172 units = 49.33) is too
        // wide, "world" (44.5526) fits; 44.5526 + 13.9574 = 58.51 → 117.02 pixels → 118 (59).
        tail.lineBreakMode = .byTruncatingHead
        #expect(tail.laidOutText.lines.first?.elided == 0..<6)
        #expect(tail.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 59, height: 20.5))
        // Clipping: the whole line, clipped to 60.
        tail.lineBreakMode = .byClipping
        #expect(tail.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 20.5))
    }

    @Test("attributed runs: each in its own font; the line as high as the largest")
    func attributedRuns() {
        let text = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(string: " world", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
        let label = UILabel()
        label.traitCollection = UITraitCollection(displayScale: 2)
        label.attributedText = text
        // "Hello" Regular 17: 6740 × 17 / 2816 = 40.6889. " world" Bold 20: 653 + 2394 + 1728 +
        // 1151 + 766 + 1789 = 8481, w-o −38 → 8443 × 20 / 2816 = 59.9645. No kerning across
        // the runs. 100.6534 → 201.31 pixels → 202 (101). Height: 20-point ascender 19.04296875
        // + descender 4.82421875 = 23.8671875 → 47.73 pixels → 48 (24).
        #expect(label.intrinsicContentSize == CGSize(width: 101, height: 24))
    }

    @Test("kern attribute adds after each character")
    func kernAttribute() {
        let label = UILabel()
        label.traitCollection = UITraitCollection(displayScale: 2)
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.kern: 2.0])
        // 40.6889 + 5 × 2 = 50.6889 → 101.38 pixels → 102 (51).
        #expect(label.intrinsicContentSize.width == 51)
        // An Int or an NSNumber counts the same.
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.kern: 2])
        #expect(label.intrinsicContentSize.width == 51)
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.kern: NSNumber(value: 2.0)])
        #expect(label.intrinsicContentSize.width == 51)
    }

    @Test("alignment places the lines in the label's width")
    func alignment() {
        let label = label("Hello", scale: 2)
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 21)
        label.textAlignment = .center
        // (100 − 40.6889) / 2 = 29.6555.
        #expect(abs((label.laidOutText.lines.first?.x ?? 0) - 29.655539772727) < 1e-9)
        label.textAlignment = .right
        // 100 − 40.6889 = 59.3111.
        #expect(abs((label.laidOutText.lines.first?.x ?? 0) - 59.311079545454) < 1e-9)
        // The size does not change with the alignment.
        #expect(label.intrinsicContentSize == CGSize(width: 41, height: 20.5))
        // Natural alignment is left, or right in a right-to-left layout direction.
        label.textAlignment = .natural
        #expect(label.laidOutText.lines.first?.x == 0)
        label.traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(layoutDirection: .rightToLeft),
        ])
        #expect(abs((label.laidOutText.lines.first?.x ?? 0) - 59.311079545454) < 1e-9)
    }

    @Test("textRect: at the bounds' origin, no wider than the bounds, kept to the lines asked")
    func textRect() {
        let label = label("Hello world", scale: 2, lines: 0)
        // In 60 points: two lines, the wider "world" 44.5526 → 45; 2 lines → 41.
        let bounds = CGRect(x: 5, y: 7, width: 60, height: 100)
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 0) == CGRect(x: 5, y: 7, width: 45, height: 41))
        // One line asked: "Hello " + the ellipsis, 59.4276 → 59.5 (tail truncation); 20.5 high.
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1) == CGRect(x: 5, y: 7, width: 59.5, height: 20.5))
        // Clipping a line wider than the bounds gives the bounds' width.
        label.lineBreakMode = .byClipping
        let narrow = CGRect(x: 0, y: 0, width: 30, height: 100)
        #expect(label.textRect(forBounds: narrow, limitedToNumberOfLines: 1).width == 30)
    }

    @Test("character wrapping fills each line")
    func characterWrapping() {
        let label = label("Hello world", scale: 2, lines: 0)
        label.lineBreakMode = .byCharWrapping
        // In 70 points by characters: "Hello wo" = 7532 + 2288 + 1680 = 11500 units = 69.425
        // ≤ 70 (the kerning w-o −52 inside: 11448 units = 69.110); "Hello wor" = 11448 + 1048 =
        // 12496 units = 75.44 > 70. Line 2: "rld" = 1048 + 668 + 1748 = 3464 units = 20.91.
        label.frame = CGRect(x: 0, y: 0, width: 70, height: 41)
        #expect(label.laidOutText.lines.map(\.range) == [0..<8, 8..<11])
        // Widest 11448 × 17 / 2816 = 69.110 → 138.22 pixels → 139 (69.5).
        #expect(label.sizeThatFits(CGSize(width: 70, height: 0)) == CGSize(width: 69.5, height: 41))
    }

    @Test("changing the line break mode invalidates the intrinsic size")
    func lineBreakModeInvalidates() {
        let log = RecordingView.Log()
        let container = RecordingView("container", log: log)
        let label = UILabel()
        container.addSubview(label)
        label.text = "Hello"
        container.layoutIfNeeded()
        log.entries = []
        label.lineBreakMode = .byWordWrapping
        container.layoutIfNeeded()
        #expect(log.entries == ["container.layoutSubviews"])
    }
}
