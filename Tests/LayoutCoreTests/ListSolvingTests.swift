import Testing

@testable import LayoutCore

// Solving list sections directly (lists.md L-6, L-8; LayoutSolution.spaceBefore): a list
// section's space before it (ListStyle.spaceBefore) lies outside the section's frame, adds to
// the section's start in the prefix sums and to the content height. Every expected number is
// worked out by hand from the metrics table in ListMetrics.swift; nothing was read back from
// the engine.
//
// Conventions: vertical layout, W = 375, `PixelGrid.none`, no insets, reference `.none`.

@Suite("Lists: solving list sections in the engine")
struct ListSolvingTests {
    /// One row per group: item `1.0 × 1.0` in a group `1.0 × .absolute(50)`.
    private let fixedRow = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])

    private func header(_ height: Double) -> BoundaryItem {
        BoundaryItem(kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)), alignment: .top)
    }

    /// A section of fixed 50-pt rows, with a 30-pt header when `withHeader`.
    private func section(_ list: ListStyle?, withHeader: Bool = false) -> Section {
        Section(
            group: fixedRow, contentInsetsReference: .none, boundaryItems: withHeader ? [header(30)] : [], list: list)
    }

    /// Four sections of two rows:
    /// 0 plain list, supplementary header (automatic, first: 22), 30-pt header;
    /// 1 grouped list, no header (other section: 35);
    /// 2 not a list (0);
    /// 3 inset-grouped list, supplementary header with explicit padding 10, 30-pt header;
    /// interSectionSpacing 5 between all of them.
    private func mixed() throws -> LayoutSolution {
        try solveLayout(
            [
                (section(ListStyle(appearance: .plain, headerMode: .supplementary), withHeader: true), 2),
                (section(ListStyle(appearance: .grouped)), 2),
                (section(nil), 2),
                (section(ListStyle(appearance: .insetGrouped, headerMode: .supplementary, headerTopPadding: 10), withHeader: true), 2),
            ], configuration: LayoutConfiguration(interSectionSpacing: 5))
    }

    @Test("Section starts include the space before them; interSectionSpacing still applies")
    func sectionStarts() throws {
        let solution = try mixed()
        // S0: 22 before it. Length 30 + 2·50 = 130, ends 152.
        // S1: 152 + 5 + 35 = 192. Length 100, ends 292.
        // S2: 292 + 5 + 0 = 297. Ends 397.
        // S3: 397 + 5 + 10 = 412. Length 130, ends 542.
        expectClose(solution.sectionStart(0), 22)
        expectClose(solution.sectionStart(1), 192)
        expectClose(solution.sectionStart(2), 297)
        expectClose(solution.sectionStart(3), 412)
        expectFrame(supplementaryFrame(solution, "header", 0), 0, 22, 375, 30)
        expectFrame(frame(solution, 0, 0), 0, 52, 375, 50)  // 22 + 30
        expectFrame(frame(solution, 0, 1), 0, 102, 375, 50)
        expectFrame(frame(solution, 1, 0), 0, 192, 375, 50)
        expectFrame(frame(solution, 1, 1), 0, 242, 375, 50)
        expectFrame(frame(solution, 2, 0), 0, 297, 375, 50)
        expectFrame(supplementaryFrame(solution, "header", 3), 0, 412, 375, 30)
        expectFrame(frame(solution, 3, 0), 0, 442, 375, 50)  // 412 + 30
        expectFrame(frame(solution, 3, 1), 0, 492, 375, 50)
    }

    @Test("The content height includes every section's space before it")
    func contentHeight() throws {
        // 22 + 130 + 5 + 35 + 100 + 5 + 0 + 100 + 5 + 10 + 130 = 542.
        expectSize(try mixed().contentSize, 375, 542)
    }

    @Test("A section's frame excludes the space before it")
    func sectionFrames() throws {
        let solution = try mixed()
        expectFrame(solution.sectionFrame(0), 0, 22, 375, 130)
        expectFrame(solution.sectionFrame(1), 0, 192, 375, 100)
        expectFrame(solution.sectionFrame(2), 0, 297, 375, 100)
        expectFrame(solution.sectionFrame(3), 0, 412, 375, 130)
    }

    @Test("A rectangle inside a gap finds nothing; one touching the next section finds its first row")
    func elementsInGaps() throws {
        let solution = try mixed()
        // Above section 0: its header starts at 22; 0 … 21 is empty.
        #expect(solution.elements(in: Rect(x: 0, y: 0, width: 375, height: 21)).isEmpty)
        // Between sections 0 and 1: S0 ends at 152, S1 starts at 192; 153 … 191 is empty.
        #expect(solution.elements(in: Rect(x: 0, y: 153, width: 375, height: 38)).isEmpty)
        // Reaching down to 192 touches row (1, 0) (edges count) and nothing of section 0.
        let touching = solution.elements(in: Rect(x: 0, y: 153, width: 375, height: 39))
        #expect(indexPaths(touching) == [[1, 0]])
        // Between sections 2 and 3: S2 ends at 397, S3 (header) starts at 412.
        #expect(solution.elements(in: Rect(x: 0, y: 398, width: 375, height: 13)).isEmpty)
        let header = solution.elements(in: Rect(x: 0, y: 398, width: 375, height: 14))
        #expect(header.map(\.kind) == ["header"])
        #expect(header.map(\.section) == [3])
        // The indexed query agrees with a brute-force filter around the gaps.
        for y in stride(from: 0.0, through: 560, by: 7) {
            let rect = Rect(x: 0, y: y, width: 375, height: 6)
            let cells = solution.elements(in: rect).filter { $0.category == .cell }
            #expect(indexPaths(cells) == indexPaths(bruteForceCells(solution, in: rect)), "at y \(y)")
        }
    }

    @Test("The first section of the layout takes the 'first' entry, even if it is not a list; a later list takes 'other'")
    func firstMeansFirstOfTheLayout() throws {
        let solution = try solveLayout([
            (section(nil), 1),
            (section(ListStyle(appearance: .grouped, headerMode: .supplementary), withHeader: true), 1),
        ])
        // S0 is not a list: 0 before it, 0 … 50. S1 is section 1, so its automatic header
        // padding is grouped's 35, not the first section's 0: header at 50 + 35 = 85.
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 50)
        expectFrame(supplementaryFrame(solution, "header", 1), 0, 85, 375, 30)
        expectFrame(frame(solution, 1, 0), 0, 115, 375, 50)
        expectSize(solution.contentSize, 375, 165)  // 115 + 50
    }

    @Test("Measuring a row of section 0 moves section 1 by exactly the change and keeps the gap")
    func selfSizingMovesLaterSections() throws {
        // Two grouped lists of estimated rows (item and group 1.0 × .estimated(44)).
        let list = Section(
            group: vGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))]),
            contentInsetsReference: .none, list: ListStyle(appearance: .grouped))
        var solution = try solveLayout([(list, 2), (list, 2)])
        // Estimates: S0 starts at 35 (grouped, first), rows 35 and 79, ends 123;
        // S1 starts at 123 + 35 = 158, rows 158 and 202; content 202 + 44 = 246.
        expectFrame(frame(solution, 0, 1), 0, 79, 375, 44)
        expectFrame(frame(solution, 1, 0), 0, 158, 375, 44)
        expectFrame(frame(solution, 1, 1), 0, 202, 375, 44)
        expectSize(solution.contentSize, 375, 246)

        try measure(&solution, section: 0, item: 1, height: 60)
        // Row (0, 1) grows by 16: S0 ends at 139; S1 starts at 139 + 35 = 174 (= 158 + 16),
        // rows 174 and 218; content 262. Section 0's start is unchanged.
        expectClose(solution.sectionStart(0), 35)
        expectFrame(frame(solution, 0, 1), 0, 79, 375, 60)
        expectClose(solution.sectionStart(1), 174)
        expectFrame(solution.sectionFrame(1), 0, 174, 375, 88)
        expectFrame(frame(solution, 1, 0), 0, 174, 375, 44)
        expectFrame(frame(solution, 1, 1), 0, 218, 375, 44)
        expectSize(solution.contentSize, 375, 262)
        // The gap 139 … 174 is still empty.
        #expect(solution.elements(in: Rect(x: 0, y: 140, width: 375, height: 33)).isEmpty)

        // Measuring down (no minimum): 20 instead of 60 moves S1 up by 40 to 134 (= 79 + 20 + 35).
        try measure(&solution, section: 0, item: 1, height: 20)
        expectClose(solution.sectionStart(1), 134)
        expectFrame(frame(solution, 1, 0), 0, 134, 375, 44)
        expectSize(solution.contentSize, 375, 222)  // 134 + 88
    }
}

@Suite("Lists: validation in the engine")
struct ListValidationTests {
    private let row = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])

    private func description(_ list: ListStyle, axis: Axis = .vertical) -> LayoutDescription {
        LayoutDescription(
            sections: [
                SectionInput(section: Section(group: row), itemCount: 1),
                SectionInput(section: Section(group: row, list: list), itemCount: 1),
            ], configuration: LayoutConfiguration(scrollAxis: axis))
    }

    @Test("A list section in a horizontal layout is an error at 'section N › list'", arguments: ListAppearance.allCases)
    func horizontal(appearance: ListAppearance) {
        let error = layoutError(description(ListStyle(appearance: appearance), axis: .horizontal))
        #expect(error?.reason == .listNeedsVerticalScrolling)
        #expect(error?.path.description == "section 1 › list")
    }

    @Test("A non-list section in a horizontal layout is fine")
    func horizontalWithoutLists() {
        let description = LayoutDescription(
            sections: [SectionInput(section: Section(group: row), itemCount: 1)],
            configuration: LayoutConfiguration(scrollAxis: .horizontal))
        #expect(layoutError(description) == nil)
    }

    @Test("headerTopPadding NaN, −1 and +∞ are invalid spacing at 'section N › list › headerTopPadding'",
        arguments: [Double.nan, -1, .infinity])
    func badPadding(value: Double) {
        let error = layoutError(
            description(ListStyle(appearance: .insetGrouped, headerMode: .supplementary, headerTopPadding: value)))
        #expect(error?.path.description == "section 1 › list › headerTopPadding")
        guard case .invalidSpacing(let reported)? = error?.reason else {
            Issue.record("expected .invalidSpacing, got \(String(describing: error))")
            return
        }
        #expect(reported == value || (reported.isNaN && value.isNaN))
    }

    @Test("headerTopPadding is checked even where it has no effect (no supplementary header)")
    func badPaddingWithoutHeader() {
        for mode in [ListHeaderMode.none, .firstItemInSection] {
            let error = layoutError(description(ListStyle(appearance: .grouped, headerMode: mode, headerTopPadding: -1)))
            #expect(error?.reason == .invalidSpacing(-1))
            #expect(error?.path.description == "section 1 › list › headerTopPadding")
        }
    }

    @Test("headerTopPadding 0 and nil are valid")
    func goodPadding() {
        #expect(layoutError(description(ListStyle(appearance: .plain, headerMode: .supplementary, headerTopPadding: 0))) == nil)
        #expect(layoutError(description(ListStyle(appearance: .plain, headerMode: .supplementary))) == nil)
    }
}
