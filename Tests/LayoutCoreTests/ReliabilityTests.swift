import Testing

@testable import LayoutCore

/// Regression tests for the reliability defects of issue 8, each named after the defect:
/// impossible frames and silent wrong answers that validation used to accept.
@Suite("Reliability: limits and impossible frames")
struct ReliabilityTests {
    private let row = hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])

    private func solve(_ section: Section, items: Int = 1, in container: Container = container(375, 812)) throws
        -> LayoutSolution
    {
        try LayoutSolver.solve(LayoutDescription(sections: [SectionInput(section: section, itemCount: items)]), in: container)
    }

    @Test("Reliability: a background whose insets exceed its section is zero wide, not negative")
    func backgroundInsetsWiderThanTheSection() throws {
        // Section 375 × 44; insets 200 + 200: width 375 − 400 = −25 → 0, at x 200 (inside 0 … 375).
        let section = Section(
            group: row, decorationItems: [DecorationItem(kind: "bg", contentInsets: insets(leading: 200, trailing: 200))])
        let solution = try solve(section)
        expectFrame(solution.decoration(kind: "bg", section: 0, item: 0)?.frame, 200, 0, 0, 44)
    }

    @Test("Reliability: a background whose insets exceed its section on both axes collapses inside the section")
    func backgroundCollapsesInsideItsSection() throws {
        // Section 375 × 44; insets 500 on every edge: x = 500 → kept at the section's far edge 375,
        // y = 500 → 44; both lengths 0.
        let section = Section(group: row, decorationItems: [DecorationItem(kind: "bg", contentInsets: DirectionalInsets(all: 500))])
        let solution = try solve(section)
        expectFrame(solution.decoration(kind: "bg", section: 0, item: 0)?.frame, 375, 44, 0, 0)
    }

    @Test("Reliability: a background in a container narrower than its safe area is zero wide, not negative")
    func backgroundInContainerNarrowerThanSafeArea() throws {
        // Container 100 wide, safe area 80 + 80: the background spans 100 − 160 → 0 wide at x 80.
        let section = Section(group: row, decorationItems: [DecorationItem(kind: "bg")])
        let solution = try solve(section, in: container(100, 812, safeArea: insets(leading: 80, trailing: 80)))
        let frame = try #require(solution.decoration(kind: "bg", section: 0, item: 0)?.frame)
        expectFrame(frame, 80, 0, 0, 44)
        // The group resolves against a layout box of 0, so the cell is 0 wide too.
        expectFrame(solution.cell(section: 0, item: 0)?.frame, 80, 0, 0, 44)
    }

    @Test("Reliability: a group .absolute(1e300) is coordinatesTooLarge, not an infinite content size")
    func absoluteBeyondTheLimit() {
        let group = hGroup(.fractionalWidth(1), .absolute(1e300), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let error = layoutError(LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 1)]))
        #expect(error?.reason == .coordinatesTooLarge(limit: 1e15))
        #expect(error?.path.description == "section 0 › group › heightDimension")
    }

    @Test("Reliability: 10^9 groups of 10^7 points reach 10^16: coordinatesTooLarge at the section")
    func contentBeyondTheLimit() {
        // 10^9 × 10^7 = 10^16 > 10^15, although each length is within the limit.
        let group = hGroup(.fractionalWidth(1), .absolute(1e7), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let error = layoutError(
            LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 1_000_000_000)]))
        #expect(error?.reason == .coordinatesTooLarge(limit: 1e15))
        #expect(error?.path.description == "section 0")
    }

    @Test("Reliability: a query 4.4e14 points deep visits only the groups around it (no widening by the content length)")
    func deepQueryStaysLocal() throws {
        // 10^13 rows of 44: content 4.4e14 < 1e15. A 812-point viewport at y = 4e14 (an exact
        // multiple of 44: row 9,090,909,090,909.09… — so rows 9,090,909,090,909 … + 18 meet it).
        let solution = try solve(Section(group: row), items: 10_000_000_000_000, in: container(375, 812, scale: 3))
        let viewport = Rect(x: 0, y: 4e14, width: 375, height: 812)
        // 812 / 44 = 18.45: at most 20 rows meet the viewport, plus one spare group at each end.
        #expect(solution.groupsVisited(byQueryOf: viewport) <= 22)
        let cells = solution.elements(in: viewport).map(\.item)
        // 4e14 / 44 = 9,090,909,090,909.09…: the first row meeting the viewport is 9,090,909,090,909,
        // the last (4e14 + 812) / 44 = 9,090,909,090,927.5… → 9,090,909,090,927.
        #expect(cells == Array(9_090_909_090_909...9_090_909_090_927))
    }

    @Test("Reliability: a layout-wide header and a section-0 header of one kind are duplicateElementKind")
    func layoutAndSectionHeaderOfOneKind() {
        let header = BoundaryItem(
            kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top)
        let description = LayoutDescription(
            sections: [SectionInput(section: Section(group: row, boundaryItems: [header]), itemCount: 1)],
            configuration: LayoutConfiguration(boundaryItems: [header]))
        let error = layoutError(description)
        #expect(error?.reason == .duplicateElementKind("header"))
        #expect(error?.path.description == "configuration › boundarySupplementaryItems[0]")
        // The same kind in section 1 only is fine: its header is at (1, 0).
        let later = LayoutDescription(
            sections: [
                SectionInput(section: Section(group: row), itemCount: 1),
                SectionInput(section: Section(group: row, boundaryItems: [header]), itemCount: 1),
            ],
            configuration: LayoutConfiguration(boundaryItems: [header]))
        #expect(layoutError(later) == nil)
    }

    @Test("Limits: a display scale that is negative, NaN or infinite is invalidDisplayScale; 0 means no snapping")
    func displayScale() throws {
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: row), itemCount: 1)])
        for scale in [-1.0, .nan, .infinity] {
            let error = layoutError(description, in: container(375, 812, scale: 0).withScale(scale))
            #expect(error?.path.description == "container › displayScale")
            if case .invalidDisplayScale = error?.reason {} else { Issue.record("scale \(scale): \(String(describing: error))") }
        }
        #expect(layoutError(description, in: container(375, 812)) == nil)
    }

    @Test("Limits: a 0 × 0 container lays out zero-size, finite frames")
    func zeroContainer() throws {
        // The group is 0 × 44 (fractionalWidth of 0); the cell likewise.
        let solution = try solve(Section(group: row), items: 2, in: container(0, 0))
        expectFrame(solution.cell(section: 0, item: 0)?.frame, 0, 0, 0, 44)
        expectFrame(solution.cell(section: 0, item: 1)?.frame, 0, 44, 0, 44)
        expectSize(solution.contentSize, 0, 88)
    }
}

extension Container {
    /// The container with its pixel grid at `scale`, whatever that is.
    fileprivate func withScale(_ scale: Double) -> Container {
        var copy = self
        copy.pixelGrid = PixelGrid(scale: scale)
        return copy
    }
}
