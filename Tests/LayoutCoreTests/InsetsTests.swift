import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Content insets: S-5 … S-8")
struct InsetsTests {
    @Test("S-5: item contentInsets are subtracted from the box after placement; neighbours and the group are unaffected")
    func itemInsetsShrinkTheFrameOnly() throws {
        // Apple's example: three 20 × 20 boxes with insets 2 → three 16 × 16 frames.
        // Boxes at x = 0, 20, 40 (insets do not move neighbours); frames at box + 2.
        let group = hGroup(.absolute(60), .absolute(20), [item(.absolute(20), .absolute(20), insets: DirectionalInsets(all: 2))])
        let solution = try solveSection(group, items: 4)
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 0), 2, 2, 16, 16)
        expectFrame(frame(solution, 0, 1), 22, 2, 16, 16)
        expectFrame(frame(solution, 0, 2), 42, 2, 16, 16)
        expectFrame(frame(solution, 0, 3), 2, 22, 16, 16)  // group 1 at y = 20 (the group is still 20 high)
    }

    @Test("S-5: each edge inset moves its own edge")
    func asymmetricItemInsets() throws {
        // Box (0, 0, 375, 50), insets top 1, leading 2, bottom 3, trailing 4
        // → (0 + 2, 0 + 1, 375 − 2 − 4, 50 − 1 − 3) = (2, 1, 369, 46).
        let group = hGroup(
            .fractionalWidth(1), .absolute(50),
            [item(.fractionalWidth(1), .fractionalHeight(1), insets: insets(top: 1, leading: 2, bottom: 3, trailing: 4))])
        let solution = try solveSection(group, items: 1)
        expectFrame(frame(solution, 0, 0), 2, 1, 369, 46)
    }

    @Test("S-5 / SZ-E1: five-column grid with item insets")
    func fiveColumnGridWithInsets() throws {
        // W = 375: group 375 × (0.2 × 375 = 75); five 75 × 75 boxes; insets 5 → 65 × 65 frames.
        let group = hGroup(
            .fractionalWidth(1), .fractionalWidth(0.2),
            [item(.fractionalWidth(0.2), .fractionalHeight(1), insets: DirectionalInsets(all: 5))])
        let solution = try solveSection(group, items: 6)
        expectFrame(frame(solution, 0, 0), 5, 5, 65, 65)
        expectFrame(frame(solution, 0, 1), 80, 5, 65, 65)
        expectFrame(frame(solution, 0, 2), 155, 5, 65, 65)
        expectFrame(frame(solution, 0, 3), 230, 5, 65, 65)
        expectFrame(frame(solution, 0, 4), 305, 5, 65, 65)
        expectFrame(frame(solution, 0, 5), 5, 80, 65, 65)
    }

    @Test("S-6 / SZ-E8: item insets are ignored on the estimated axis (pass-1 frames)")
    func insetsIgnoredOnEstimatedHeight() throws {
        // Item 1.0 × estimated 44, insets 8; group 1.0 × estimated 44.
        // Leading/trailing apply: x = 8, width = 375 − 16 = 359; top/bottom ignored: y = 44k, h = 44.
        let group = hGroup(
            .fractionalWidth(1), .estimated(44),
            [item(.fractionalWidth(1), .estimated(44), insets: DirectionalInsets(all: 8))])
        let solution = try solveSection(group, items: 3)
        expectFrame(frame(solution, 0, 0), 8, 0, 359, 44)
        expectFrame(frame(solution, 0, 1), 8, 44, 359, 44)
        expectFrame(frame(solution, 0, 2), 8, 88, 359, 44)
        expectSize(solution.contentSize, 375, 132)  // 3 × 44
    }

    @Test("S-6: an estimated width ignores leading/trailing insets but keeps top/bottom")
    func insetsIgnoredOnEstimatedWidth() throws {
        // Item estimated 100 × 1.0 in a 375 × 50 group, insets 8: box (100k, 0, 100, 50)
        // → frame (100k, 8, 100, 50 − 16 = 34). 3 fit (300 ≤ 375, 400 > 375).
        let group = hGroup(
            .fractionalWidth(1), .absolute(50), [item(.estimated(100), .fractionalHeight(1), insets: DirectionalInsets(all: 8))])
        let solution = try solveSection(group, items: 2)
        expectFrame(frame(solution, 0, 0), 0, 8, 100, 34)
        expectFrame(frame(solution, 0, 1), 100, 8, 100, 34)
    }

    @Test("S-6 / M-8: uniformAcrossSiblings counts as estimated for insets")
    func insetsIgnoredOnUniformAcrossSiblings() throws {
        // Item 0.5 × uniform(50), insets 10; group 375 × estimated 50.
        // Box (0, 0, 187.5, 50) → frame (10, 0, 167.5, 50); box 2 at x = 187.5 → frame x 197.5.
        let group = hGroup(
            .fractionalWidth(1), .estimated(50),
            [item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50), insets: DirectionalInsets(all: 10))])
        let solution = try solveSection(group, items: 2)
        expectFrame(frame(solution, 0, 0), 10, 0, 167.5, 50)
        expectFrame(frame(solution, 0, 1), 197.5, 0, 167.5, 50)
    }

    @Test("S-7 / SZ-E7: group contentInsets shrink the inner box; the group box is what repeats")
    func groupInsets() throws {
        // Group 375 × 100, insets 10 → inner (10, 10, 355, 80); items 0.5 × 355 = 177.5 by 80.
        let group = hGroup(
            .fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            insets: DirectionalInsets(all: 10))
        let solution = try solveSection(group, items: 3)
        expectFrame(frame(solution, 0, 0), 10, 10, 177.5, 80)
        expectFrame(frame(solution, 0, 1), 187.5, 10, 177.5, 80)  // 10 + 177.5
        expectFrame(frame(solution, 0, 2), 10, 110, 177.5, 80)  // next group at y = 100 (box, not inner box)
        expectSize(solution.contentSize, 375, 200)
    }

    @Test("S-6 / S-7: a group's own contentInsets are ignored on its estimated axis")
    func groupInsetsIgnoredOnEstimatedAxis() throws {
        // Group 375 × estimated 60, insets 10: leading/trailing apply (inner x 10 … 365, width 355),
        // top/bottom do not (inner y 0 … 60). Items 0.5 × 355 = 177.5 by 1.0 × 60.
        let group = hGroup(
            .fractionalWidth(1), .estimated(60), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            insets: DirectionalInsets(all: 10))
        let solution = try solveSection(group, items: 3)
        expectFrame(frame(solution, 0, 0), 10, 0, 177.5, 60)
        expectFrame(frame(solution, 0, 1), 187.5, 0, 177.5, 60)
        expectFrame(frame(solution, 0, 2), 10, 60, 177.5, 60)
    }

    @Test("S-8: item insets larger than the box give a zero size (clamped at 0), origin moved by leading/top")
    func itemInsetsLargerThanBox() throws {
        // Box 100 × 50, insets leading/trailing 60, top/bottom 30:
        // x = 0 + 60, y = 0 + 30, width = max(0, 100 − 120) = 0, height = max(0, 50 − 60) = 0.
        // 3 boxes fit (300 ≤ 375): the second box starts at x = 100 → frame x 160.
        let group = hGroup(
            .fractionalWidth(1), .absolute(50),
            [item(.absolute(100), .absolute(50), insets: insets(top: 30, leading: 60, bottom: 30, trailing: 60))])
        let solution = try solveSection(group, items: 2)
        expectFrame(frame(solution, 0, 0), 60, 30, 0, 0)
        expectFrame(frame(solution, 0, 1), 160, 30, 0, 0)
    }

    @Test("S-8: group insets larger than the box leave a zero-size inner box at the inset origin")
    func groupInsetsLargerThanBox() throws {
        // Group 375 × 40, insets top/bottom 30 → inner y = 30, height max(0, 40 − 60) = 0.
        // Items 0.25 × 375 = 93.75 by 1.0 × 0 = 0; 4 fit. The group box still repeats every 40.
        let group = hGroup(
            .fractionalWidth(1), .absolute(40), [item(.fractionalWidth(0.25), .fractionalHeight(1))],
            insets: insets(top: 30, bottom: 30))
        let solution = try solveSection(group, items: 5)
        expectFrame(frame(solution, 0, 0), 0, 30, 93.75, 0)
        expectFrame(frame(solution, 0, 3), 281.25, 30, 93.75, 0)  // 3 × 93.75
        expectFrame(frame(solution, 0, 4), 0, 70, 93.75, 0)  // 40 + 30
    }
}
