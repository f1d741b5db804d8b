import LayoutTestSupport
import Testing

@testable import LayoutCore

/// A section's cells as a progression (first group + k × stride): given exactly when it is
/// provably what `cell(section:item:)` reports, bit for bit, and not otherwise.
@Suite("Cell frame progressions")
struct CellFrameProgressionTests {
    /// The benchmark's W2 grid: a 390-wide container, section insets 16 top and bottom and
    /// 12 at the sides, groups of three thirds (122 each of 366) with item insets 4 at the
    /// sides, 130 tall, 8 apart.
    private func grid(items: Int, scale: Double = 3, direction: LayoutDirection = .leftToRight) throws -> LayoutSolution {
        let third = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: insets(leading: 4, trailing: 4))
        return try solveSection(
            hGroup(.fractionalWidth(1), .absolute(130), [third, third, third]), items: items,
            in: container(390, 844, scale: scale, direction: direction),
            sectionInsets: insets(top: 16, leading: 12, bottom: 16, trailing: 12), interGroupSpacing: 8)
    }

    /// A list of `height`-tall rows across the container.
    private func list(height: Dimension, items: Int, scale: Double = 3) throws -> LayoutSolution {
        try solveSection(
            hGroup(.fractionalWidth(1), height, [item(.fractionalWidth(1), .fractionalHeight(1))]), items: items,
            in: container(390, 844, scale: scale))
    }

    /// A row scrolling across a vertical layout `width` wide, right to left: groups 100 × 50
    /// of one item, no spacing.
    private func row(width: Double, items: Int) throws -> LayoutSolution {
        let section = Section(
            group: hGroup(.absolute(100), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            orthogonalScrolling: .continuous)
        let description = LayoutDescription(sections: [SectionInput(section: section, itemCount: items)])
        return try LayoutSolver.solve(description, in: container(width, 800, scale: 3, direction: .rightToLeft))
    }

    private func sameBits(_ a: Rect, _ b: Rect) -> Bool {
        a.minX.bitPattern == b.minX.bitPattern && a.minY.bitPattern == b.minY.bitPattern
            && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }

    /// Every cell of section `section`: the progression's frame has the bits of the reported one.
    private func expectEveryCellMatches(
        _ solution: LayoutSolution, section: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let progression = try #require(solution.cellFrameProgression(inSection: section), sourceLocation: sourceLocation)
        for item in 0..<progression.itemCount {
            let reported = try #require(frame(solution, section, item), sourceLocation: sourceLocation)
            #expect(sameBits(progression.frame(ofItem: item), reported), "item \(item)", sourceLocation: sourceLocation)
        }
    }

    @Test("the W2 grid at 10,000,000 items: the first group, a stride of 138, and the last item at y = 459,999,970")
    func gridOfTenMillion() throws {
        let solution = try grid(items: 10_000_000)
        let progression = try #require(solution.cellFrameProgression(inSection: 0))
        // x = 12 + 4 + 122c = 16, 138, 260; width 122 − 8 = 114; y = 16; stride 130 + 8 = 138.
        #expect(progression.firstGroup == [
            Rect(x: 16, y: 16, width: 114, height: 130), Rect(x: 138, y: 16, width: 114, height: 130),
            Rect(x: 260, y: 16, width: 114, height: 130),
        ])
        #expect(progression.axis == .vertical && progression.step == 138 && progression.itemCount == 10_000_000)
        // Item 9,999,999: group 3,333,333, slot 0: y = 16 + 138 × 3,333,333 = 16 + 459,999,954.
        #expect(progression.frame(ofItem: 9_999_999) == Rect(x: 16, y: 459_999_970, width: 114, height: 130))
        for item in [0, 1, 2, 3, 4, 5_000_000, 9_999_998, 9_999_999] {
            let reported = try #require(frame(solution, 0, item))
            #expect(sameBits(progression.frame(ofItem: item), reported), "item \(item)")
        }
    }

    @Test("every cell matches the reported frame: scale 2 and 3, right to left, a partial last group")
    func everyCellMatches() throws {
        for scale in [2.0, 3] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                try expectEveryCellMatches(grid(items: 1_000, scale: scale, direction: direction))
            }
        }
        // 1,000 = 3 × 333 + 1: the last group holds one item (x = 16, y = 16 + 138 × 333 = 45,970).
        let progression = try #require(grid(items: 1_000).cellFrameProgression(inSection: 0))
        #expect(progression.frame(ofItem: 999) == Rect(x: 16, y: 45_970, width: 114, height: 130))
        // Without a pixel grid the values are the same whole numbers.
        try expectEveryCellMatches(grid(items: 1_000, scale: 0))
    }

    @Test("thirds of 100 across the groups do not matter: only the stride's axis must be whole")
    func fractionalCrossAxis() throws {
        let thirds = hGroup(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let solution = try solveSection(thirds, items: 6, in: container(100, 300, scale: 3))
        let progression = try #require(solution.cellFrameProgression(inSection: 0))
        // x = 0, 100/3, 200/3 (100 and 200 px), width 100/3; item 4 is group 1, slot 1: y = 10.
        #expect(progression.step == 10)
        expectFrame(progression.frame(ofItem: 4), 100.0 / 3, 10, 100.0 / 3, 10)
        try expectEveryCellMatches(solution)
    }

    @Test("a row mirrored right to left steps by −100 and matches while no group lands on x = 0")
    func mirroredRow() throws {
        // Width 350: x' = 350 − (100g + 100) = 250, 150, 50, −50, −150.
        let solution = try row(width: 350, items: 5)
        let progression = try #require(solution.cellFrameProgression(inSection: 0))
        #expect(progression.axis == .horizontal && progression.step == -100)
        #expect(progression.frame(ofItem: 4) == Rect(x: -150, y: 0, width: 100, height: 50))
        try expectEveryCellMatches(solution)
    }

    @Test("no progression where it cannot be proven exact; the general path still reports the snapped frames")
    func notTaken() throws {
        // A fractional stride: rows of 44.5. Item 1 at 44.5 → 133.5 px → 133 px = 44.333….
        let fractional = try list(height: .absolute(44.5), items: 10)
        #expect(fractional.cellFrameProgression(inSection: 0) == nil)
        expectFrame(frame(fractional, 0, 1), 0, 133.0 / 3, 390, 133.0 / 3)

        // A fractional scale.
        #expect(try list(height: .absolute(44), items: 10, scale: 2.5).cellFrameProgression(inSection: 0) == nil)
        #expect(try list(height: .absolute(44), items: 10, scale: 2).cellFrameProgression(inSection: 0) != nil)

        // A section after a fractional-height one starts at 10.5: its cell 1 at 10.5 + 44 = 54.5
        // → 163.5 px → 163 px. The first section (one group) still has one.
        let rows = { (height: Double) in
            Section(group: hGroup(.fractionalWidth(1), .absolute(height), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        let description = LayoutDescription(sections: [
            SectionInput(section: rows(10.5), itemCount: 1), SectionInput(section: rows(44), itemCount: 10),
        ])
        let afterFraction = try LayoutSolver.solve(description, in: container(390, 844, scale: 3))
        #expect(afterFraction.cellFrameProgression(inSection: 0) != nil)
        #expect(afterFraction.cellFrameProgression(inSection: 1) == nil)
        expectFrame(frame(afterFraction, 1, 1), 0, 163.0 / 3, 390, 44)

        // A mirrored row whose group 2 lands exactly on x = 0: 300 − (200 + 100).
        let zero = try row(width: 300, items: 5)
        #expect(zero.cellFrameProgression(inSection: 0) == nil)
        expectFrame(frame(zero, 0, 2), 0, 0, 100, 50)

        // A measured group: a self-sizing list whose row 3 measures 60.
        var measured = try solveSection(
            hGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))]), items: 10,
            in: container(390, 844, scale: 3))
        #expect(measured.cellFrameProgression(inSection: 0) != nil)
        try measured.setMeasuredSize(Size(width: 390, height: 60), of: .cell(section: 0, item: 3), hooks: NoHooks())
        #expect(measured.cellFrameProgression(inSection: 0) == nil)
        // Item 4 below the measured row: y = 3 × 44 + 60 = 192.
        expectFrame(frame(measured, 0, 4), 0, 192, 390, 44)

        // No such section, or no cells.
        #expect(try list(height: .absolute(44), items: 0).cellFrameProgression(inSection: 0) == nil)
        #expect(fractional.cellFrameProgression(inSection: 1) == nil)
    }

    @Test("an extent tree without overrides offsets group k by Double(k) × (length + spacing), the formula the progression relies on")
    func extentTreeOffsets() {
        let tree = ExtentTree(count: 10_000_000, defaultLength: 130, spacing: 8)
        for k in [1, 2, 3_333_333, 9_999_999] {
            #expect(tree.offset(ofGroup: k).bitPattern == (Double(k) * 138).bitPattern)
        }
        #expect(tree.offset(ofGroup: 0) == 0)
    }
}
