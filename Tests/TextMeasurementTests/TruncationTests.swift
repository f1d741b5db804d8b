import Testing
import TextMeasurement

// "hello world" in TestFonts.simple at 10 points: 52.5 points; the ellipsis is 10.
@Suite("Line limit and truncation")
struct TruncationTests {
    @Test("Tail: the start, then the ellipsis")
    func tail() {
        // Room for 40 − 10 = 30: "hello " = 27.5 fits, "hello w" = 32.5 does not.
        let line = TestFonts.layout("hello world", width: 40, lineLimit: 1, mode: .byTruncatingTail).lines
        #expect(line.count == 1)
        #expect(line[0].range == 0..<11)
        #expect(line[0].elided == 6..<11)
        #expect(close(line[0].width, 37.5))  // 27.5 + 10
    }

    @Test("Head: the ellipsis, then the end")
    func head() {
        // Room 30 for the end: " world" = 27.5 fits, "o world" = 32.5 does not.
        let line = TestFonts.layout("hello world", width: 40, lineLimit: 1, mode: .byTruncatingHead).lines[0]
        #expect(line.elided == 0..<5)
        #expect(close(line.width, 37.5))
    }

    @Test("Middle: half the room for the start, the rest for the end")
    func middle() {
        // Room 30: the start within 15 ("hel", 15), the end within 30 − 15 = 15 ("rld", 15).
        let line = TestFonts.layout("hello world", width: 40, lineLimit: 1, mode: .byTruncatingMiddle).lines[0]
        #expect(line.elided == 3..<8)
        #expect(close(line.width, 40))  // 15 + 10 + 15
    }

    @Test("Clipping: the paragraph runs on, clipped at the width")
    func clipping() {
        let line = TestFonts.layout("hello world", width: 40, lineLimit: 1, mode: .byClipping).lines[0]
        #expect(line.range == 0..<11)
        #expect(line.elided == nil)
        #expect(line.width == 40)
    }

    @Test("Word wrapping at the limit cuts where the wrapping did, without an ellipsis")
    func wordWrapLimit() {
        // "aa bb cc" in 12: "aa " (10), "bb " (10), "cc"; two lines kept.
        let layout = TestFonts.layout("aa bb cc", width: 12, lineLimit: 2, mode: .byWordWrapping)
        #expect(layout.lines.map(\.range) == [0..<3, 3..<6])
        #expect(layout.lines.allSatisfy { $0.elided == nil })
    }

    @Test("Tail truncation of the last of several lines")
    func multiLineTail() {
        // "aa bb cc dd" in 22, 2 lines: line 1 "aa bb " (22.5? no: visible "aa bb" = 22.5 > 22),
        // so "aa " (10); the last line takes the rest, "bb cc dd" (37.5): room 22 − 10 = 12
        // keeps "bb" (10; "bb " 12.5 > 12), then the ellipsis: 10 + 10 = 20.
        let layout = TestFonts.layout("aa bb cc dd", width: 22, lineLimit: 2, mode: .byTruncatingTail)
        #expect(layout.lines.map(\.range) == [0..<3, 3..<11])
        #expect(layout.lines[1].elided == 5..<11)
        #expect(close(layout.lines[1].width, 20))
    }

    @Test("Later paragraphs left over: the ellipsis follows the last line shown")
    func leftoverParagraph() {
        // "ab" (10) + ellipsis (10) = 20, no width.
        let line = TestFonts.layout("ab\ncd", width: nil, lineLimit: 1, mode: .byTruncatingTail).lines
        #expect(line.count == 1)
        #expect(line[0].range == 0..<2)
        #expect(line[0].elided == 2..<2)
        #expect(line[0].width == 20)
    }

    @Test("No truncation when everything fits")
    func fits() {
        let line = TestFonts.layout("hello", width: 40, lineLimit: 1, mode: .byTruncatingTail).lines[0]
        #expect(line.elided == nil)
        #expect(line.width == 25)
    }
}
