import Testing
@testable import TextMeasurement

// Widths in TestFonts.simple at 10 points: a letter 5, a space 2.5, a hyphen 3, one em 10.
@Suite("Line breaking")
struct LineBreakingTests {
    @Test("Breaks after the space; the trailing space hangs")
    func spaces() {
        // "hello world" = 25 + 2.5 + 25 = 52.5 > 40; "hello " fits (25, the space hangs).
        let layout = TestFonts.layout("hello world", width: 40)
        #expect(layout.lines.map(\.range) == [0..<6, 6..<11])
        #expect(layout.lines.map(\.width) == [25, 25])
        #expect(layout.width == 25)
        // Two lines of ascent 8 + descent 2.
        #expect(layout.height == 20)
    }

    @Test("Breaks after a hyphen, not before a digit")
    func hyphens() {
        // "well-" = 4 × 5 + 3 = 23 ≤ 30; "well-known" = 23 + 25 = 48 > 30.
        #expect(TestFonts.layout("well-known", width: 30).lines.map(\.range) == [0..<5, 5..<10])
        // "ab-12": no break after the hyphen before a digit, so the word breaks by characters:
        // "ab-1" = 5 + 5 + 3 + 5 = 18 ≤ 20, "ab-12" = 23 > 20.
        #expect(TestFonts.layout("ab-12", width: 20).lines.map(\.range) == [0..<4, 4..<5])
        // U+2010 breaks like the hyphen-minus: "ab‐" = 5 + 5 + 10 (one em) = 20 ≤ 20.
        #expect(TestFonts.layout("ab\u{2010}cd", width: 20).lines.map(\.range) == [0..<3, 3..<5])
    }

    @Test("Breaks between ideographs, not before closing punctuation")
    func ideographs() {
        // Each ideograph is one em, 10 points: two fit in 25.
        #expect(TestFonts.layout("日本語です", width: 25).lines.map(\.range) == [0..<2, 2..<4, 4..<5])
        // "日本。" in 20: no break before 。, so "日" alone, then "本。" (20).
        #expect(TestFonts.layout("日本。", width: 20).lines.map(\.range) == [0..<1, 1..<3])
        // Hangul syllables too: "한국어" in 20 → "한국", "어".
        #expect(TestFonts.layout("한국어", width: 20).lines.map(\.range) == [0..<2, 2..<3])
    }

    @Test("Explicit breaks: LF, CR LF, U+2028, U+2029; a final separator starts no line")
    func explicitBreaks() {
        let layout = TestFonts.layout("ab\ncd\r\nef\u{2028}g\u{2029}h\n", width: nil)
        #expect(layout.lines.map(\.range) == [0..<2, 3..<5, 7..<9, 10..<11, 12..<13])
        // An empty paragraph is an empty line: "a\n\nb" → "a", "", "b", with a width or not.
        #expect(TestFonts.layout("a\n\nb", width: nil).lines.map(\.range) == [0..<1, 2..<2, 3..<4])
        #expect(TestFonts.layout("a\n\nb", width: 20).lines.map(\.range) == [0..<1, 2..<2, 3..<4])
        // CR alone, NEL, VT and FF end paragraphs too.
        let others = TestFonts.layout("a\rb\u{85}c\u{0B}d\u{0C}e", width: 20)
        #expect(others.lines.map(\.range) == [0..<1, 2..<3, 4..<5, 6..<7, 8..<9])
        // The empty line is as high as the others: 3 lines of 8 + 2.
        #expect(TestFonts.layout("a\n\nb", width: 20).height == 30)
    }

    @Test("A word longer than the line breaks between characters")
    func longWord() {
        // 4 letters (20) fit in 22, 5 (25) do not.
        #expect(TestFonts.layout("abcdefghij", width: 22).lines.map(\.range) == [0..<4, 4..<8, 8..<10])
        // Narrower than one letter: one letter per line.
        #expect(TestFonts.layout("abc", width: 1).lines.map(\.range) == [0..<1, 1..<2, 2..<3])
    }

    @Test("Character wrapping fills each line")
    func characterWrapping() {
        // "hello world" by characters in 40: 8 scalars "hello wo" = 25 + 2.5 + 10 = 37.5 ≤ 40,
        // 9 = 42.5 > 40.
        #expect(TestFonts.layout("hello world", width: 40, mode: .byCharWrapping).lines.map(\.range) == [0..<8, 8..<11])
    }

    @Test("Combining marks stay with their character")
    func clusters() {
        // "e" + U+0301 is one character of width 5 (the mark, not in the font, takes 0):
        // "ée" = 10 in width 7 breaks after the mark.
        #expect(TestFonts.layout("e\u{301}e", width: 7).lines.map(\.range) == [0..<2, 2..<3])
    }

    @Test("Empty text has no lines and no size")
    func empty() {
        let layout = TestFonts.layout("", width: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.width == 0 && layout.height == 0)
    }
}

@Suite("Line breaking work")
struct LineBreakingWorkTests {
    /// The candidates `text` costs to break at `width` in TestFonts.simple at 10 points.
    private func work(_ text: String, width: Double, byCharacter: Bool = false) -> (lines: Int, candidates: Int) {
        let scalars = Array(text.unicodeScalars)
        let runs = [TestFonts.run(text)]
        var breaker = LineBreaker(
            scalars: scalars, widths: ScalarWidths(scalars: scalars, runs: runs), runs: runs, width: width,
            byCharacter: byCharacter)
        let lines = breaker.lines(limit: .max)
        return (lines.count, breaker.candidatesExamined)
    }

    @Test("A long word costs each line its own length, not the rest of the word")
    func longWord() {
        // 4,000 letters of 5 points in 22: 4 a line, 1,000 lines. Each line examines its 4
        // candidates and the 5th that overflows: 5 × 1,000 = 5,000, but the last line stops at
        // the paragraph's end after 4, so 4,999.
        let result = work(String(repeating: "x", count: 4_000), width: 22)
        #expect(result.lines == 1_000)
        #expect(result.candidates == 4_999)
    }

    @Test("Spaces cost one candidate each, also when every position may break")
    func spaces() {
        // 10,000 spaces then "ab" in 12: the spaces hang on line 1, which examines the 10,000
        // ends among them and stops at the "a" (25,000 + 5 points); line 2, "ab", examines 2:
        // 10,003, by word or by character.
        let text = String(repeating: " ", count: 10_000) + "ab"
        #expect(work(text, width: 12) == (2, 10_003))
        #expect(work(text, width: 12, byCharacter: true) == (2, 10_003))
    }
}
