import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// The list examples of `LayoutExamples`, laid out as `complayout attributes --example NAME
/// --width 390 --height 844 --scale 3` lays them out: same item counts, same measuring rule,
/// scrolled through one viewport at a time so every self-sizing element is measured. Every
/// frame below is computed by hand from the list metrics table (Docs/DECISIONS.md) and the
/// examples' rules, in both reading directions.
///
/// The host is 390 × 844, so the screen is taken to be 390 wide and the default layout
/// margins are 20 on each side. Every value below is a whole point except the media row's
/// height, so the 3× pixel grid changes nothing else.
///
/// Right to left, a frame `(x, y, w, h)` becomes `(390 − x − w, y, w, h)`; full-width rows
/// (x 0, w 390) and rows inset 20 on both sides (x 20, w 350) land where they were, so the
/// grid and the media row are where the two directions differ.
@MainActor
@Suite("Lists: Apple's list samples as built-in examples")
struct ListSampleTests {
    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter
    /// Both reading directions, for parameterized tests.
    private nonisolated static let directions: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

    // MARK: list-plain

    @Test("list-plain: 20 full-width rows of 44 and 60 from y 0, content 1040", arguments: directions)
    func listPlain(direction: UIUserInterfaceLayoutDirection) throws {
        let host = try MeasuredExample(.listPlain, direction: direction)
        // Plain: no margins (x 0, w 390, mirrored to 390 − 0 − 390 = 0), no space before the
        // first section, no header. Row i is 44 + 16 (i % 2) high, so each pair takes 104:
        // row 2k at 104k, row 2k + 1 at 104k + 44.
        expectFrame(host.frame(0, 0), 0, 0, 390, 44)
        expectFrame(host.frame(0, 1), 0, 44, 390, 60)
        expectFrame(host.frame(0, 2), 0, 104, 390, 44)
        expectFrame(host.frame(0, 3), 0, 148, 390, 60)
        // Row 10 (k = 5): 520. Row 19 (k = 9, odd): 936 + 44 = 980, 60 high.
        expectFrame(host.frame(0, 10), 0, 520, 390, 44)
        expectFrame(host.frame(0, 19), 0, 980, 390, 60)
        // Content: 10 pairs × 104 = 1040.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1040))
        #expect(host.supplementary(Self.header, 0) == nil)
        #expect(host.allElements.count == 20)
        #expect(host.rejected.isEmpty)
    }

    // MARK: list-grouped

    @Test("list-grouped: full-width sections of header, rows and footer, 35 apart", arguments: directions)
    func listGrouped(direction: UIUserInterfaceLayoutDirection) throws {
        let host = try MeasuredExample(.listGrouped, direction: direction)
        // Grouped: x 0, w 390 for rows, headers and footers (mirrored: still 0). Headers 38,
        // footers 30, row i 44 + 16 (i % 2).
        // Section 0 (3 rows): the first header's automatic padding is 0, so the header is at 0;
        // rows at 38, 38 + 44 = 82, 82 + 60 = 142; footer at 142 + 44 = 186, ending at 216.
        expectFrame(host.supplementary(Self.header, 0)?.frame, 0, 0, 390, 38)
        expectFrame(host.frame(0, 0), 0, 38, 390, 44)
        expectFrame(host.frame(0, 1), 0, 82, 390, 60)
        expectFrame(host.frame(0, 2), 0, 142, 390, 44)
        expectFrame(host.supplementary(Self.footer, 0)?.frame, 0, 186, 390, 30)
        // Section 1 (4 rows): 35 above its header (the automatic padding of later headers):
        // header at 216 + 35 = 251; rows at 289, 333, 393, 437 (44, 60, 44, 60); footer at
        // 437 + 60 = 497, ending at 527.
        expectFrame(host.supplementary(Self.header, 1)?.frame, 0, 251, 390, 38)
        expectFrame(host.frame(1, 0), 0, 289, 390, 44)
        expectFrame(host.frame(1, 1), 0, 333, 390, 60)
        expectFrame(host.frame(1, 3), 0, 437, 390, 60)
        expectFrame(host.supplementary(Self.footer, 1)?.frame, 0, 497, 390, 30)
        // Section 2 (2 rows): header at 527 + 35 = 562; rows at 600 and 644; footer at
        // 644 + 60 = 704, ending at 734.
        expectFrame(host.supplementary(Self.header, 2)?.frame, 0, 562, 390, 38)
        expectFrame(host.frame(2, 0), 0, 600, 390, 44)
        expectFrame(host.frame(2, 1), 0, 644, 390, 60)
        expectFrame(host.supplementary(Self.footer, 2)?.frame, 0, 704, 390, 30)
        // Content: 734; nothing after the last footer.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 734))
        // 9 rows, 3 headers, 3 footers.
        #expect(host.allElements.count == 15)
        #expect(host.rejected.isEmpty)
    }

    // MARK: list-inset-grouped

    @Test("list-inset-grouped: the grouped sections between the 20-point margins", arguments: directions)
    func listInsetGrouped(direction: UIUserInterfaceLayoutDirection) throws {
        let host = try MeasuredExample(.listInsetGrouped, direction: direction)
        // Inset grouped: x 20, w 390 − 2 × 20 = 350 for rows, headers and footers; mirrored,
        // 390 − 20 − 350 = 20 again.
        // Section 0 (4 rows): header at 0 (OB-11); rows at 38, 82, 142, 186 (44, 60, 44, 60);
        // footer at 186 + 60 = 246, ending at 276.
        expectFrame(host.supplementary(Self.header, 0)?.frame, 20, 0, 350, 38)
        expectFrame(host.frame(0, 0), 20, 38, 350, 44)
        expectFrame(host.frame(0, 1), 20, 82, 350, 60)
        expectFrame(host.frame(0, 3), 20, 186, 350, 60)
        expectFrame(host.supplementary(Self.footer, 0)?.frame, 20, 246, 350, 30)
        // Section 1 (2 rows): header at 276 + 35 = 311; rows at 349 and 393; footer at
        // 393 + 60 = 453, ending at 483.
        expectFrame(host.supplementary(Self.header, 1)?.frame, 20, 311, 350, 38)
        expectFrame(host.frame(1, 0), 20, 349, 350, 44)
        expectFrame(host.frame(1, 1), 20, 393, 350, 60)
        expectFrame(host.supplementary(Self.footer, 1)?.frame, 20, 453, 350, 30)
        // Section 2 (5 rows): header at 483 + 35 = 518; rows at 556, 600, 660, 704, 764
        // (44, 60, 44, 60, 44); footer at 764 + 44 = 808, ending at 838.
        expectFrame(host.supplementary(Self.header, 2)?.frame, 20, 518, 350, 38)
        expectFrame(host.frame(2, 0), 20, 556, 350, 44)
        expectFrame(host.frame(2, 2), 20, 660, 350, 44)
        expectFrame(host.frame(2, 4), 20, 764, 350, 44)
        expectFrame(host.supplementary(Self.footer, 2)?.frame, 20, 808, 350, 30)
        // Content: 838, as wide as the view.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 838))
        // 11 rows, 3 headers, 3 footers.
        #expect(host.allElements.count == 17)
        #expect(host.rejected.isEmpty)
    }

    // MARK: list-sidebar

    @Test("list-sidebar: header rows are item 0, no supplementaries, no space between sections", arguments: directions)
    func listSidebar(direction: UIUserInterfaceLayoutDirection) throws {
        let host = try MeasuredExample(.listSidebar, direction: direction)
        // Sidebar: x 20, w 350 (mirrored: 20), no space before any section. Item 0 of a section
        // is its header row, 38 high; the other rows 44.
        // Section 0 (4 items): 0, 38, 82, 126, ending at 126 + 44 = 170.
        expectFrame(host.frame(0, 0), 20, 0, 350, 38)
        expectFrame(host.frame(0, 1), 20, 38, 350, 44)
        expectFrame(host.frame(0, 3), 20, 126, 350, 44)
        // Section 1 (5 items) from 170: header row 170 … 208, rows at 208, 252, 296, 340,
        // ending at 384.
        expectFrame(host.frame(1, 0), 20, 170, 350, 38)
        expectFrame(host.frame(1, 1), 20, 208, 350, 44)
        expectFrame(host.frame(1, 4), 20, 340, 350, 44)
        // Section 2 (3 items) from 384: header row 384 … 422, rows at 422 and 466, ending at 510.
        expectFrame(host.frame(2, 0), 20, 384, 350, 38)
        expectFrame(host.frame(2, 2), 20, 466, 350, 44)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 510))
        // `.firstItemInSection` adds no supplementary: 12 cells and nothing else.
        for section in 0..<3 { #expect(host.supplementary(Self.header, section) == nil) }
        let elements = host.allElements
        #expect(elements.count == 12 && elements.allSatisfy { $0.representedElementCategory == .cell })
        #expect(host.rejected.isEmpty)
    }

    // MARK: list-mixed

    @Test("list-mixed: list, grid and media row stack without list spacing after the list", arguments: directions)
    func listMixed(direction: UIUserInterfaceLayoutDirection) throws {
        let host = try MeasuredExample(.listMixed, direction: direction)
        let mirror = direction == .rightToLeft
        /// `x` of a frame `width` wide as reported in this direction.
        func x(_ x: CGFloat, _ width: CGFloat) -> CGFloat { mirror ? 390 - x - width : x }
        // Section 0, inset grouped with a header and no footer: header (20, 0, 350, 38), rows at
        // 38, 82, 142 (44, 60, 44), ending at 186.
        expectFrame(host.supplementary(Self.header, 0)?.frame, 20, 0, 350, 38)
        expectFrame(host.frame(0, 0), 20, 38, 350, 44)
        expectFrame(host.frame(0, 2), 20, 142, 350, 44)
        #expect(host.supplementary(Self.footer, 0) == nil)
        // Section 1, the grid: not a list, so no space before it; it starts at 186. Between the
        // margins 350 wide: rows 0.2 × 350 = 70 high of five 70-wide slots, each cell inset 4:
        // 62 × 62 at x 20 + 70c + 4 = 24, 94, 164, 234, 304 and y 186 + 4 = 190, then 260.
        expectFrame(host.frame(1, 0), x(24, 62), 190, 62, 62)
        expectFrame(host.frame(1, 1), x(94, 62), 190, 62, 62)
        expectFrame(host.frame(1, 4), x(304, 62), 190, 62, 62)
        expectFrame(host.frame(1, 5), x(24, 62), 260, 62, 62)
        expectFrame(host.frame(1, 9), x(304, 62), 260, 62, 62)
        // Section 2, the media row, from 186 + 2 × 70 = 326. Groups 0.4 × 390 = 156 wide (a
        // row's fractions use the whole width, OB-8) from the leading margin 20, 8 apart:
        // x = 20 + 164k. Height 0.4 × 390 × 9/16 = 87.75 = 263.25 px, floored to 263 px.
        let mediaHeight: CGFloat = 263.0 / 3
        expectFrame(host.frame(2, 0), x(20, 156), 326, 156, mediaHeight)
        expectFrame(host.frame(2, 1), x(184, 156), 326, 156, mediaHeight)
        expectFrame(host.frame(2, 7), x(1168, 156), 326, 156, mediaHeight)
        // Row content: 20 + 8 × 156 + 7 × 8 + 20 = 1344.
        #expect(host.collectionView.orthogonalContentSize(forSection: 2)?.width == 1344)
        // Content: 326 + 87.75 = 413.75 = 1241.25 px, floored to 1241 px.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1241.0 / 3))
        // 3 rows, 1 header, 10 grid cells, 8 media items.
        #expect(host.allElements.count == 22)
        #expect(host.rejected.isEmpty)
    }

    @Test("list-mixed right to left: the grid and the media row start on the right")
    func listMixedRightToLeft() throws {
        let host = try MeasuredExample(.listMixed, direction: .rightToLeft)
        // The header and rows are symmetric: 390 − 20 − 350 = 20.
        expectFrame(host.supplementary(Self.header, 0)?.frame, 20, 0, 350, 38)
        expectFrame(host.frame(0, 0), 20, 38, 350, 44)
        // Grid cell 0: 390 − 24 − 62 = 304; cell 4: 390 − 304 − 62 = 24.
        expectFrame(host.frame(1, 0), 304, 190, 62, 62)
        expectFrame(host.frame(1, 4), 24, 190, 62, 62)
        // Media group 0: 390 − 20 − 156 = 214; group 1: 390 − 184 − 156 = 50; group 2:
        // 390 − 348 − 156 = −114, partly off the left edge.
        expectFrame(host.frame(2, 0), 214, 326, 156, 263.0 / 3)
        expectFrame(host.frame(2, 1), 50, 326, 156, 263.0 / 3)
        expectFrame(host.frame(2, 2), -114, 326, 156, 263.0 / 3)
    }

    // MARK: Measuring rules

    @Test("The measuring rules: headers 38, footers 30, rows 44/60; sidebar header rows 38")
    func rules() throws {
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: Self.header, with: IndexPath(item: 0, section: 1))
        header.size = CGSize(width: 350, height: 44)
        #expect(LayoutExample.listPreferredSize(for: header) == CGSize(width: 350, height: 38))
        let footer = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: Self.footer, with: IndexPath(item: 0, section: 1))
        footer.size = CGSize(width: 350, height: 44)
        #expect(LayoutExample.listPreferredSize(for: footer) == CGSize(width: 350, height: 30))
        let row = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 2))
        row.size = CGSize(width: 390, height: 44)
        // 7 % 2 = 1 → 44 + 16 = 60.
        #expect(LayoutExample.listPreferredSize(for: row) == CGSize(width: 390, height: 60))
        #expect(LayoutExample.sidebarPreferredSize(for: row) == CGSize(width: 390, height: 44))
        let headerRow = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 2))
        headerRow.size = CGSize(width: 350, height: 44)
        #expect(LayoutExample.sidebarPreferredSize(for: headerRow) == CGSize(width: 350, height: 38))
        // The mixed example measures only its list (section 0).
        let gridCell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 1))
        gridCell.size = CGSize(width: 62, height: 62)
        #expect(LayoutExample.mixedPreferredSize(for: gridCell) == CGSize(width: 62, height: 62))
        for example in [LayoutExample.listPlain, .listGrouped, .listInsetGrouped, .listSidebar, .listMixed] {
            #expect(example.preferredSize != nil, "\(example.name) has no measuring rule")
            #expect(LayoutExample.named(example.name) != nil, "\(example.name) is not listed")
        }
    }
}
