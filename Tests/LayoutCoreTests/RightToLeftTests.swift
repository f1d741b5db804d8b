import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Right-to-left: Q-17, Q-18")
struct RightToLeftTests {
    @Test("Q-17 / Q-E3: a two-column grid is mirrored across the content width (x_rtl = W − (x + w))")
    func twoColumnGrid() throws {
        // SZ-E2 (W = 375): LTR item 0 (10, 0, 172.5, 44), item 1 (192.5, 0, 172.5, 44), rows 54 apart.
        // RTL: item 0 x = 375 − 182.5 = 192.5 (rightmost), item 1 x = 375 − 365 = 10; y unchanged.
        let group = countGroup(
            .horizontal, .fractionalWidth(1), .absolute(44), item(.fractionalWidth(1), .fractionalHeight(1)), count: 2,
            spacing: .fixed(10))
        let solution = try solveSection(
            group, items: 4, in: container(375, 812, direction: .rightToLeft),
            sectionInsets: insets(leading: 10, trailing: 10), interGroupSpacing: 10)
        expectFrame(frame(solution, 0, 0), 192.5, 0, 172.5, 44)
        expectFrame(frame(solution, 0, 1), 10, 0, 172.5, 44)
        expectFrame(frame(solution, 0, 2), 192.5, 54, 172.5, 44)
        expectFrame(frame(solution, 0, 3), 10, 54, 172.5, 44)
        expectSize(solution.contentSize, 375, 98)
    }

    @Test("Q-17 / Q-18: leading insets and the fill order flip; top/bottom alignment and sizes do not")
    func leadingMeansRight() throws {
        // Safe-area leading 20 (the right side in RTL). LTR: box 20 … 375; items 100 × 30 at
        // x = 20, 120, 220 (a 4th would end at 420), bottom-aligned in the 60-pt group → y = 30.
        // RTL: x = 375 − (x + 100) = 255, 155, 55; y = 30 unchanged.
        let subitem = item(.absolute(100), .absolute(30), edges: EdgeSpacing(top: .flexible(0)))
        let group = hGroup(.fractionalWidth(1), .absolute(60), [subitem])
        let solution = try solveSection(
            group, items: 3, in: container(375, 812, safeArea: insets(leading: 20), direction: .rightToLeft))
        expectFrame(frame(solution, 0, 0), 255, 30, 100, 30)
        expectFrame(frame(solution, 0, 1), 155, 30, 100, 30)
        expectFrame(frame(solution, 0, 2), 55, 30, 100, 30)
    }

    @Test("Q-17: item contentInsets leading/trailing swap sides in RTL")
    func itemInsetsFlip() throws {
        // Box (0, 0, 375, 50), insets leading 30, trailing 5 → LTR (30, 0, 340, 50) → RTL x = 375 − 370 = 5.
        let group = hGroup(
            .fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1), insets: insets(leading: 30, trailing: 5))])
        let solution = try solveSection(group, items: 1, in: container(375, 812, direction: .rightToLeft))
        expectFrame(frame(solution, 0, 0), 5, 0, 340, 50)
    }

    @Test("Q-17: a horizontal layout is mirrored across its content width")
    func horizontalLayout() throws {
        // Two sections of one 100 × 300 item, interSectionSpacing 20: LTR x = 0, 120; content width 220.
        // RTL: section 0 at 220 − 100 = 120 (rightmost), section 1 at 220 − 220 = 0.
        let section = Section(group: hGroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let description = LayoutDescription(
            sections: [SectionInput(section: section, itemCount: 1), SectionInput(section: section, itemCount: 1)],
            configuration: LayoutConfiguration(scrollAxis: .horizontal, interSectionSpacing: 20))
        let solution = try LayoutSolver.solve(description, in: container(375, 300, direction: .rightToLeft))
        expectFrame(frame(solution, 0, 0), 120, 0, 100, 300)
        expectFrame(frame(solution, 1, 0), 0, 0, 100, 300)
        expectSize(solution.contentSize, 220, 300)
    }

    @Test("Q-17: mirroring is its own inverse")
    func mirrorInvolution() throws {
        let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 1, in: container(375, 812, direction: .rightToLeft))
        // (10, 5, 100, 20) → x = 375 − 110 = 265 → back to 375 − 365 = 10.
        let rect = Rect(x: 10, y: 5, width: 100, height: 20)
        expectFrame(solution.mirrored(rect), 265, 5, 100, 20)
        expectFrame(solution.mirrored(solution.mirrored(rect)), 10, 5, 100, 20)
    }
}
