import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// The gallery examples (Apple's remaining samples, a mosaic, a waterfall, a feed and a
/// million-item grid) in a 390 × 844 host at scale 3, measured as the CLI measures them.
/// Every frame is computed by hand from the example's description.
@MainActor
@Suite("Gallery examples")
struct GalleryExampleTests {
    private static let header = LayoutExample.ElementKind.sectionHeader

    @Test("grid: five 78-pt squares per row (390 × 0.2), 30 items in 6 rows")
    func grid() throws {
        let host = try MeasuredExample(.grid)
        // Item k: x = 78 (k % 5), y = 78 ⌊k / 5⌋.
        expectFrame(host.frame(0, 0), 0, 0, 78, 78)
        expectFrame(host.frame(0, 4), 312, 0, 78, 78)
        expectFrame(host.frame(0, 7), 156, 78, 78, 78)
        expectFrame(host.frame(0, 29), 312, 390, 78, 78)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 468))
    }

    @Test("distinct-sections: a list, five columns and three columns inside 10-pt section insets")
    func distinctSections() throws {
        let host = try MeasuredExample(.distinctSections)
        // Inside the insets the width is 390 − 20 = 370; cells are inset 2.
        // Section 0, one column of 44-pt rows: (10 + 2, 10 + 44 r + 2, 370 − 4, 44 − 4);
        // 6 rows → 10 + 264 + 10 = 284.
        expectFrame(host.frame(0, 0), 12, 12, 366, 40)
        expectFrame(host.frame(0, 5), 12, 232, 366, 40)
        // Section 1 from 284, five columns of 370 / 5 = 74, rows 74 high (fractionalWidth 0.2
        // of 370): cell k at (12 + 74 (k % 5), 284 + 12 + 74 ⌊k / 5⌋, 70, 70); 2 rows → 168.
        expectFrame(host.frame(1, 0), 12, 296, 70, 70)
        expectFrame(host.frame(1, 9), 308, 370, 70, 70)
        // Section 2 from 452, three columns of 370 / 3 = 123⅓ (370 pixels at 3×, on the grid):
        // cell k at (12 + 123⅓ (k % 3), 452 + 12 + 123⅓ ⌊k / 3⌋, 119⅓, 119⅓).
        expectFrame(host.frame(2, 0), 12, 464, 358.0 / 3, 358.0 / 3)
        // 12 + 370/3 and 464 + 370/3 round the third differently here and in the engine.
        expectFrame(host.frame(2, 4), 12 + 370.0 / 3, 464 + 370.0 / 3, 358.0 / 3, 358.0 / 3, within: .rounding)
        // 3 rows: 10 + 370 + 10 = 390, so the content ends at 452 + 390 = 842.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 842))
    }

    @Test("adaptive-sections: as distinct-sections up to 800 pt, twice the columns beyond")
    func adaptiveSections() throws {
        let narrow = try MeasuredExample(.adaptiveSections)
        expectFrame(narrow.frame(0, 0), 12, 12, 366, 40)
        expectFrame(narrow.frame(1, 0), 12, 296, 70, 70)
        // 1000 wide: 980 inside the insets. Section 0 has two columns of 490:
        // (12, 12, 486, 40) and (502, 12, 486, 40); 6 items → 3 rows → 10 + 132 + 10 = 152.
        let wide = try MeasuredExample(.adaptiveSections, width: 1000)
        expectFrame(wide.frame(0, 0), 12, 12, 486, 40)
        expectFrame(wide.frame(0, 1), 502, 12, 486, 40)
        // Section 1 from 152: ten columns of 98, rows 98 high: (12 + 98 k, 152 + 12, 94, 94).
        expectFrame(wide.frame(1, 0), 12, 164, 94, 94)
        expectFrame(wide.frame(1, 9), 12 + 882, 164, 94, 94)
    }

    @Test("conference-news-feed: cards measured 90 + 30 (i % 4), 10 apart, inset 10")
    func newsFeed() throws {
        let host = try MeasuredExample(.conferenceNewsFeed)
        // y: 10; 10 + 90 + 10 = 110; 110 + 120 + 10 = 240; 240 + 150 + 10 = 400; 400 + 180 + 10 = 590.
        expectFrame(host.frame(0, 0), 10, 10, 370, 90)
        expectFrame(host.frame(0, 1), 10, 110, 370, 120)
        expectFrame(host.frame(0, 2), 10, 240, 370, 150)
        expectFrame(host.frame(0, 3), 10, 400, 370, 180)
        expectFrame(host.frame(0, 4), 10, 590, 370, 90)
        // 12 cards: three rounds of 90 + 120 + 150 + 180 = 540, plus 11 gaps of 10 and the
        // insets: 1620 + 110 + 20 = 1750.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1750))
    }

    @Test("conference-video-sessions: a 32-pt title over a row of 312-wide groups 16 apart")
    func videoSessions() throws {
        let host = try MeasuredExample(.conferenceVideoSessions)
        // Title (16, 0, 358, 32): the header follows the section's leading/trailing insets.
        expectFrame(host.supplementary(Self.header, 0)?.frame, 16, 0, 358, 32)
        // Groups 0.8 × 390 = 312 wide (the row's fractions use the whole width), 250 high,
        // from x 16, 312 + 16 = 328 apart: 16, 344, 672.
        expectFrame(host.frame(0, 0), 16, 32, 312, 250)
        expectFrame(host.frame(0, 1), 344, 32, 312, 250)
        expectFrame(host.frame(0, 2), 672, 32, 312, 250)
        // Section height 32 + 250 + 20 = 302; section 1's title at 302, its first card at 334.
        expectFrame(host.supplementary(Self.header, 1)?.frame, 16, 302, 358, 32)
        expectFrame(host.frame(1, 0), 16, 334, 312, 250)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 906))
    }

    @Test("photo-mosaic: 195-high wide photo, 260-high large trio, 195-high pair, repeating every 650")
    func photoMosaic() throws {
        let host = try MeasuredExample(.photoMosaic)
        // Photos are inset 1. Wide: (0, 0, 390, 195) → (1, 1, 388, 193).
        expectFrame(host.frame(0, 0), 1, 1, 388, 193)
        // Large trio from 195, 260 high: the big photo 260 wide → (1, 196, 258, 258); the
        // stacked pair 130 wide, 130 high each → (261, 196, 128, 128), (261, 326, 128, 128).
        expectFrame(host.frame(0, 1), 1, 196, 258, 258)
        expectFrame(host.frame(0, 2), 261, 196, 128, 128)
        expectFrame(host.frame(0, 3), 261, 326, 128, 128)
        // Pair from 455, 195 high, 195 wide each: (1, 456, 193, 193), (196, 456, 193, 193).
        expectFrame(host.frame(0, 4), 1, 456, 193, 193)
        expectFrame(host.frame(0, 5), 196, 456, 193, 193)
        // The next mosaic starts at 650; three mosaics make 1950.
        expectFrame(host.frame(0, 6), 1, 651, 388, 193)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1950))
    }

    @Test("waterfall: each card goes to the column that ends higher; groups 698 high")
    func waterfall() throws {
        let host = try MeasuredExample(.waterfall)
        // Columns (390 − 24) / 2 = 183 wide at x 8 and 199. Column ends start at 8:
        // 180 → left at 8 (ends 196 | 8); 120 → right at 8 (196 | 136); 140 → right at 136
        // (196 | 284); 220 → left at 196 (424 | 284); 100 → right at 284 (424 | 392);
        // 160 → right at 392 (424 | 560); 200 → left at 424 (632 | 560); 130 → right at 560
        // (632 | 698). The group is 690 + 8 = 698 high.
        let expected: [(CGFloat, CGFloat, CGFloat)] = [
            (8, 8, 180), (199, 8, 120), (199, 136, 140), (8, 196, 220),
            (199, 284, 100), (199, 392, 160), (8, 424, 200), (199, 560, 130),
        ]
        for (item, (x, y, height)) in expected.enumerated() {
            expectFrame(host.frame(0, item), x, y, 183, height)
            // The second group repeats the first 698 lower.
            expectFrame(host.frame(0, item + 8), x, y + 698, 183, height)
        }
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 3 * 698))
    }

    @Test("self-sizing-feed: a 60-pt header, posts of 240 + 60 (i % 3) 12 apart")
    func selfSizingFeed() throws {
        let host = try MeasuredExample(.selfSizingFeed)
        expectFrame(host.supplementary(Self.header, 0)?.frame, 0, 0, 390, 60)
        // 60; 60 + 240 + 12 = 312; 312 + 300 + 12 = 624; 624 + 360 + 12 = 996.
        expectFrame(host.frame(0, 0), 0, 60, 390, 240)
        expectFrame(host.frame(0, 1), 0, 312, 390, 300)
        expectFrame(host.frame(0, 2), 0, 624, 390, 360)
        expectFrame(host.frame(0, 3), 0, 996, 390, 240)
        // 15 posts: five rounds of 900, 14 gaps of 12, the header: 4500 + 168 + 60 = 4728.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 4728))
    }

    @Test("tag-cloud: measured tags flow into rows of 5, 5, then 4 on a 358-pt line")
    func tagCloud() throws {
        let host = try MeasuredExample(.tagCloud)
        // Line 390 − 32 = 358; widths cycle 72 48 88 64 40 56 80 44, 8 apart.
        // Row 0: 72, +8+48 = 128, +8+88 = 224, +8+64 = 296, +8+40 = 344; +8+56 > 358 → tags 0–4.
        // Row 1: 56, +8+80 = 144, +8+44 = 196, +8+72 = 276, +8+48 = 332; +8+88 > 358 → 5–9.
        // Row 2: 88, +8+64 = 160, +8+40 = 208, +8+56 = 272; +8+80 = 360 > 358 → 10–13.
        // Row 3: 80, +8+44 = 132, +8+72 = 212, +8+48 = 268; +8+88 > 358 → 14–17; from here
        // rows repeat rows 2 and 3 (the same widths): 18–21, 22–25, …, 34–37, then 38–39.
        expectFrame(host.frame(0, 0), 16, 16, 72, 32)
        expectFrame(host.frame(0, 4), 16 + 304, 16, 40, 32)  // x 16 + 296 + 8
        expectFrame(host.frame(0, 9), 16 + 284, 56, 48, 32)  // row 1, x 16 + 276 + 8
        expectFrame(host.frame(0, 13), 16 + 216, 96, 56, 32)  // row 2 at 16 + 2 × 40, x 16 + 208 + 8
        expectFrame(host.frame(0, 17), 16 + 220, 136, 48, 32)  // row 3, x 16 + 212 + 8
        expectFrame(host.frame(0, 38), 16, 376, 80, 32)  // row 9 at 16 + 9 × 40
        expectFrame(host.frame(0, 39), 16 + 88, 376, 44, 32)
        // 10 rows: 16 + 10 × 32 + 9 × 8 + 16 = 424.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 424))
    }

    @Test("million-grid: item i at (16 + 122 (i % 3), 16 + 138 ⌊i / 3⌋, 114, 130)")
    func millionGrid() throws {
        let host = try MeasuredExample(.millionGrid)
        // Thirds of 390 − 24 = 366 are 122 wide; the 4-pt insets leave 114 × 130 from 12 + 4.
        expectFrame(host.frame(0, 0), 16, 16, 114, 130)
        expectFrame(host.frame(0, 4), 138, 154, 114, 130)
        // Item 999,999: row 333,333, column 0: y = 16 + 138 × 333,333 = 45,999,970.
        expectFrame(host.frame(0, 999_999), 16, 45_999_970, 114, 130)
        // 333,334 rows × 138 + 24 = 46,000,116.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 46_000_116))
    }
}
