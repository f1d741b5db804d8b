import Testing
import TextMeasurement

@Suite("Alignment, runs, kerning and tracking")
struct AlignmentAndRunTests {
    @Test("Centre and right alignment across the width")
    func alignment() {
        // "ab" 10 and "abcd" 20 in 40: centre (40 − 10) / 2 = 15 and (40 − 20) / 2 = 10;
        // right 30 and 20; left and natural 0.
        #expect(TestFonts.layout("ab\nabcd", width: 40, alignment: .center).lines.map(\.x) == [15, 10])
        #expect(TestFonts.layout("ab\nabcd", width: 40, alignment: .right).lines.map(\.x) == [30, 20])
        #expect(TestFonts.layout("ab\nabcd", width: 40, alignment: .natural).lines.map(\.x) == [0, 0])
        // Without a width, across the widest line (20): centre (20 − 10) / 2 = 5.
        #expect(TestFonts.layout("ab\nabcd", width: nil, alignment: .center).lines.map(\.x) == [5, 0])
    }

    @Test("Runs of different sizes: widths add up, the line takes the largest ascent and descent")
    func runs() {
        // "ab" at 10 (5 + 5) and "cd" at 20 (10 + 10) = 30; ascent max(8, 16), descent max(2, 4).
        let layout = TextLayout(
            scalars: Array("abcd".unicodeScalars), runs: [TestFonts.run("ab"), TestFonts.run("cd", size: 20)],
            width: nil, lineLimit: 0, lineBreakMode: .byWordWrapping, alignment: .left)
        #expect(layout.width == 30)
        #expect(layout.lines[0].ascent == 16 && layout.lines[0].descent == 4)
        #expect(layout.height == 20)
    }

    @Test("Kerning applies inside a run, not across runs")
    func kerning() {
        // "AV" in one run: 5 + 5 − 100 × 10 / 1000 = 9; split into two runs: 10.
        #expect(TestFonts.layout("AV", width: nil).width == 9)
        let split = TextLayout(
            scalars: Array("AV".unicodeScalars), runs: [TestFonts.run("A"), TestFonts.run("V")], width: nil,
            lineLimit: 0, lineBreakMode: .byWordWrapping, alignment: .left)
        #expect(split.width == 10)
    }

    @Test("Tracking adds after every scalar")
    func tracking() {
        // (5 + 1.5) × 2 = 13.
        var run = TestFonts.run("ab")
        run.tracking = 1.5
        let layout = TextLayout(
            scalars: Array("ab".unicodeScalars), runs: [run], width: nil, lineLimit: 0, lineBreakMode: .byWordWrapping,
            alignment: .left)
        #expect(layout.width == 13)
    }

    @Test("A tab is 28 points")
    func tab() {
        // "a\tb": 5 + 28 + 5 = 38.
        #expect(TestFonts.layout("a\tb", width: nil).width == 38)
    }
}
