import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Queries: Q-4, Q-5")
struct QueryTests {
    /// SC-E1 without supplementaries: two sections of 3 items; insets top 10, leading 16,
    /// bottom 20, trailing `trailing`; interGroupSpacing 8; groups 44 high; interSectionSpacing 24.
    /// Section 0 items y = 10, 62, 114 (ends 158), section end 178;
    /// section 1 starts 202, items y = 212, 264, 316, section end 380.
    func twoSections(trailing: Double = 16, direction: LayoutDirection = .leftToRight) throws -> LayoutSolution {
        let section = Section(
            group: hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: insets(top: 10, leading: 16, bottom: 20, trailing: trailing), interGroupSpacing: 8)
        let description = LayoutDescription(
            sections: [SectionInput(section: section, itemCount: 3), SectionInput(section: section, itemCount: 3)],
            configuration: LayoutConfiguration(interSectionSpacing: 24))
        return try LayoutSolver.solve(description, in: container(375, 812, direction: direction))
    }

    /// Checks `elements(in:)` against the brute force and against the hand-computed index paths.
    func expectQuery(
        _ solution: LayoutSolution, _ rect: Rect, _ expected: [[Int]], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = solution.elements(in: rect)
        #expect(indexPaths(found) == expected, "rect \(rect)", sourceLocation: sourceLocation)
        #expect(found == bruteForceCells(solution, in: rect), "rect \(rect)", sourceLocation: sourceLocation)
    }

    @Test("Q-E1 / Q-4: a rect query returns exactly the cells whose frames intersect it, by section then item")
    func qE1Like() throws {
        let solution = try twoSections()
        // y 200 … 300: s1 item 0 (212 … 256) and item 1 (264 … 308); s0 item 2 ends at 158.
        expectQuery(solution, Rect(x: 0, y: 200, width: 375, height: 100), [[1, 0], [1, 1]])
        // y 150 … 220: s0 item 2 (114 … 158) and s1 item 0 (212 … 256), across the section gap.
        expectQuery(solution, Rect(x: 0, y: 150, width: 375, height: 70), [[0, 2], [1, 0]])
        // Everything, in order.
        expectQuery(
            solution, Rect(x: -1000, y: -1000, width: 5000, height: 5000), [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]])
        // Outside the content.
        expectQuery(solution, Rect(x: 0, y: -100, width: 375, height: 50), [])
        expectQuery(solution, Rect(x: 0, y: 380, width: 375, height: 100), [])
    }

    @Test("Q-4: rects that only touch a cell's edge intersect it, as with CGRectIntersectsRect")
    func touchingIntersects() throws {
        let solution = try twoSections()
        let all = [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]]
        // y 158 … 212: touches s0 item 2's bottom (158) and s1 item 0's top (212); a touch is a
        // non-null (zero-height) intersection in Core Graphics.
        expectQuery(solution, Rect(x: 0, y: 158, width: 375, height: 54), [[0, 2], [1, 0]])
        // x 0 … 16 and 359 … 375 touch the cells' leading (16) and trailing (359) edges.
        expectQuery(solution, Rect(x: 0, y: 0, width: 16, height: 1000), all)
        expectQuery(solution, Rect(x: 359, y: 0, width: 16, height: 1000), all)
        // Just short of the edges: nothing.
        expectQuery(solution, Rect(x: 0, y: 158.5, width: 375, height: 53), [])
        expectQuery(solution, Rect(x: 0, y: 0, width: 15.5, height: 1000), [])
        // Half a point inside the trailing edge: every cell.
        expectQuery(solution, Rect(x: 358.5, y: 0, width: 1, height: 1000), [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]])
    }

    @Test("Q-4: a zero-size rect inside a cell finds that cell")
    func pointQuery() throws {
        let solution = try twoSections()
        expectQuery(solution, Rect(x: 100, y: 20, width: 0, height: 0), [[0, 0]])  // inside (16, 10, 343, 44)
        expectQuery(solution, Rect(x: 100, y: 58, width: 0, height: 0), [])  // in the 54 … 62 gap
    }

    @Test("Q-4 / Q-17: rect queries work in reported (mirrored) coordinates")
    func rightToLeftQueries() throws {
        // Trailing inset 40: LTR cells span x 16 … 335; RTL cells span 375 − 335 = 40 … 359.
        let ltr = try twoSections(trailing: 40)
        let rtl = try twoSections(trailing: 40, direction: .rightToLeft)
        let all = [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]]
        let right = Rect(x: 350, y: 0, width: 20, height: 1000)  // x 350 … 370
        let left = Rect(x: 20, y: 0, width: 20, height: 1000)  // x 20 … 40
        expectQuery(ltr, right, [])
        expectQuery(rtl, right, all)
        expectQuery(ltr, left, all)
        expectQuery(rtl, left, all)  // touches the cells' left (trailing) edge at 40
        expectQuery(rtl, Rect(x: 20, y: 0, width: 19.5, height: 1000), [])  // x 20 … 39.5
    }

    @Test("Q-4 / OB-9: at scale 3 the query filters on the snapped frames")
    func snappedQueries() throws {
        // OB-8 row: snapped x = 16, 111.667, 207.333, 303, width 87.667, y 16 … 56.
        let group = countGroup(
            .horizontal, .absolute(375), .absolute(40), item(.fractionalWidth(1), .fractionalHeight(1)), count: 4,
            spacing: .fixed(8))
        let ltr = try solveSection(group, items: 4, in: container(375, 812, scale: 3), sectionInsets: DirectionalInsets(all: 16))
        // x 103.7 … 111.7: item 0 ends at 103.667 (its unsnapped end, 103.75, would intersect);
        // item 1 starts at 111.667 (its unsnapped start, 111.75, would not).
        expectQuery(ltr, Rect(x: 103.7, y: 0, width: 8, height: 100), [[0, 1]])
        // x 295.5 … 303 touches item 3's snapped start (303); item 2 ends at 295.
        expectQuery(ltr, Rect(x: 295.5, y: 0, width: 7.5, height: 100), [[0, 3]])
        expectQuery(ltr, Rect(x: 295.5, y: 0, width: 7.4, height: 100), [])

        // RTL: snapped x = 271, 175.333, 79.667, −16.
        let rtl = try solveSection(
            group, items: 4, in: container(375, 812, scale: 3, direction: .rightToLeft),
            sectionInsets: DirectionalInsets(all: 16))
        // x 263.5 … 271 touches item 0's start (271); item 1 ends at 263.
        expectQuery(rtl, Rect(x: 263.5, y: 0, width: 7.5, height: 100), [[0, 0]])
        expectQuery(rtl, Rect(x: 263.5, y: 0, width: 7.4, height: 100), [])
    }

    @Test("Q-4 / SC-15: rect queries in a horizontal layout")
    func horizontalQueries() throws {
        // SC-E4: groups at x 0 … 100, 110 … 210, 220 … 320; items 150 high.
        let group = vGroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let solution = try solveSection(
            group, items: 5, in: container(375, 300), interGroupSpacing: 10,
            configuration: LayoutConfiguration(scrollAxis: .horizontal))
        expectQuery(solution, Rect(x: 100, y: 0, width: 10, height: 300), [[0, 0], [0, 1], [0, 2], [0, 3]])  // the gap, touching both sides
        expectQuery(solution, Rect(x: 100.5, y: 0, width: 9, height: 300), [])  // strictly inside the gap
        expectQuery(solution, Rect(x: 105, y: 140, width: 10, height: 20), [[0, 2], [0, 3]])
        expectQuery(solution, Rect(x: 215, y: 160, width: 200, height: 10), [])  // item 5 does not exist
    }

    @Test("Q-4 / S-20: cells of custom groups are found even when their frames lie outside the group")
    func customFramesOutsideTheGroup() throws {
        // Group 375 × 200, insets top 10, leading 20 (SampleHooks id 7): per group the cells are
        // (20, 10, 100, 50) z 2, (120, 70, 255, 40) z −1, (15, 260, 10, 10): the last one lies in the next group's band.
        let group = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)), arrangement: .custom(id: 7),
            contentInsets: insets(top: 10, leading: 20))
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 6)])
        let solution = try LayoutSolver.solve(description, in: container(375, 812), hooks: SampleHooks())
        // y 205 … 265: item 2 (y 260 … 270) and item 3 (group 1: y 210 … 260).
        expectQuery(solution, Rect(x: 0, y: 205, width: 375, height: 60), [[0, 2], [0, 3]])
        #expect(solution.elements(in: Rect(x: 0, y: 205, width: 375, height: 60)).map(\.zIndex) == [0, 2])
        // y 455 … 470: item 5 of group 1 at y 200 + 260 = 460, below the last group (ends at 400).
        expectQuery(solution, Rect(x: 0, y: 455, width: 375, height: 15), [[0, 5]])
    }

    @Test("Q-4: groups of zero length all sit at the same place and are all found")
    func zeroStride() throws {
        // W = 300, group 300 × 0, items 100 × 20 (overflowing the group's height); stride 0 + 0 = 0,
        // so the 3 groups of 7 items overlap: items 0, 3, 6 at x 0, items 1, 4 at x 100, 2, 5 at x 200.
        let group = hGroup(.fractionalWidth(1), .absolute(0), [item(.fractionalWidth(1.0 / 3.0), .absolute(20))])
        let solution = try solveSection(group, items: 7, in: container(300, 600))
        #expect(solution.sections[0].track.extents.offset(ofGroup: 1) == 0)
        expectFrame(frame(solution, 0, 6), 0, 0, 100, 20)
        // x 50 … 150, y 10 … 11: the first two columns.
        expectQuery(solution, Rect(x: 50, y: 10, width: 100, height: 1), [[0, 0], [0, 1], [0, 3], [0, 4], [0, 6]])
        // y 20 … 30 touches their bottoms: all seven, as touching counts.
        expectQuery(solution, Rect(x: 0, y: 20, width: 300, height: 10), [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6]])
        expectQuery(solution, Rect(x: 0, y: 20.5, width: 300, height: 10), [])
    }

    @Test("Q-4: elements(in:) equals the brute-force filter over every cell for a sweep of rects")
    func sweepAgainstBruteForce() throws {
        // Sections: SZ-E6 nested groups, an empty section, a thirds grid with flexible spacing,
        // and custom frames that stick out of their group; every direction, with and without snapping.
        let leading = item(.fractionalWidth(0.7), .fractionalHeight(1), insets: DirectionalInsets(all: 10))
        let trailing = countGroup(
            .vertical, .fractionalWidth(0.3), .fractionalHeight(1),
            item(.fractionalWidth(1), .fractionalHeight(0.3), insets: DirectionalInsets(all: 10)), count: 2)
        let nested = Section(group: hGroup(.fractionalWidth(1), .fractionalHeight(0.4), [leading, trailing.asSubitem]))
        let thirds = Section(
            group: hGroup(.fractionalWidth(1), .absolute(70.3), [item(.fractionalWidth(0.3), .fractionalHeight(1))], spacing: .flexible(1)),
            contentInsets: insets(top: 7.7, leading: 13.1, bottom: 3, trailing: 5.3), interGroupSpacing: 3.3)
        let custom = Section(
            group: Group(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)), arrangement: .custom(id: 7),
                contentInsets: insets(top: 10, leading: 20)))
        let inputs = [
            SectionInput(section: nested, itemCount: 7), SectionInput(section: nil, itemCount: 0),
            SectionInput(section: thirds, itemCount: 11), SectionInput(section: custom, itemCount: 5),
        ]
        for axis in [Axis.vertical, .horizontal] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for scale in [0.0, 3.0] {
                    let description = LayoutDescription(
                        sections: inputs, configuration: LayoutConfiguration(scrollAxis: axis, interSectionSpacing: 11.1))
                    let solution = try LayoutSolver.solve(
                        description, in: container(390, 844, scale: scale, direction: direction), hooks: SampleHooks())
                    var rects: [Rect] = []
                    for start in stride(from: -60.0, through: 3000, by: 53.3) {
                        for length in [0.0, 1, 37, 250] {
                            for (cross, crossLength) in [(-10.0, 5.0), (100, 0), (250.5, 400), (-1000, 3000)] {
                                rects.append(
                                    axis == .vertical
                                        ? Rect(x: cross, y: start, width: crossLength, height: length)
                                        : Rect(x: start, y: cross, width: length, height: crossLength))
                            }
                        }
                    }
                    // Rects touching each cell on every side, and rects overlapping it by a hair.
                    for section in solution.sections.indices {
                        for index in 0..<solution.sections[section].itemCount {
                            guard let f = frame(solution, section, index) else { continue }
                            rects += [
                                Rect(x: f.minX - 10, y: f.minY, width: 10, height: f.height),
                                Rect(x: f.maxX, y: f.minY, width: 10, height: f.height),
                                Rect(x: f.minX, y: f.minY - 10, width: f.width, height: 10),
                                Rect(x: f.minX, y: f.maxY, width: f.width, height: 10),
                                Rect(x: f.minX - 10, y: f.minY, width: 10.001, height: f.height),
                                Rect(x: f.maxX - 0.001, y: f.minY, width: 10, height: f.height),
                            ]
                        }
                    }
                    var hits = 0
                    for rect in rects {
                        let found = solution.elements(in: rect)
                        let expected = bruteForceCells(solution, in: rect)
                        #expect(found == expected, "\(axis) \(direction) scale \(scale) rect \(rect)")
                        if found != expected { return }
                        if !found.isEmpty { hits += 1 }
                    }
                    // The sweep is not vacuous: many rects find cells, many do not.
                    #expect(hits > rects.count / 4 && hits < rects.count)
                }
            }
        }
    }

    @Test("Q-5: cell(section:item:) returns nil for invalid index paths")
    func invalidIndexPaths() throws {
        let solution = try twoSections()
        #expect(solution.cell(section: 0, item: -1) == nil)
        #expect(solution.cell(section: 0, item: 3) == nil)  // past the end (3 items)
        #expect(solution.cell(section: -1, item: 0) == nil)
        #expect(solution.cell(section: 2, item: 0) == nil)  // only 2 sections
        #expect(solution.cell(section: 0, item: Int.max) == nil)
        #expect(solution.cell(section: 0, item: Int.min) == nil)
        #expect(solution.itemCount(inSection: 2) == nil)
        #expect(solution.cell(section: 1, item: 2) != nil)
    }

    @Test("Q-5: cell(section:item:) reports the section, item, category and frame")
    func cellAttributes() throws {
        let solution = try twoSections()
        let cell = try #require(solution.cell(section: 1, item: 1))
        #expect(cell.category == .cell)
        #expect(cell.section == 1 && cell.item == 1 && cell.kind == nil && cell.zIndex == 0)
        expectFrame(cell.frame, 16, 264, 343, 44)
    }
}
