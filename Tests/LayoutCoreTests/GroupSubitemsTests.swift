import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Groups built from subitems: S-10 … S-15")
struct GroupSubitemsTests {
    @Test("S-10 / S-11: subitems repeat cyclically until the next one does not fit")
    func cyclicUntilFull() throws {
        // A = 100 × 50, B = 50 × 30 in a 375 × 50 group:
        // A 0…100, B 100…150, A 150…250, B 250…300, next A would end at 400 > 375 → 4 placed.
        let a = item(.absolute(100), .fractionalHeight(1))
        let b = item(.absolute(50), .absolute(30))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [a, b]), items: 5)
        #expect(solution.sections[0].template.slots.count == 4)
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 100, 0, 50, 30)
        expectFrame(frame(solution, 0, 2), 150, 0, 100, 50)
        expectFrame(frame(solution, 0, 3), 250, 0, 50, 30)
        expectFrame(frame(solution, 0, 4), 0, 50, 100, 50)  // item 4 starts the next group with A
    }

    @Test("S-11: placement stops at the first subitem that does not fit; later, smaller ones are not tried")
    func stopsAtFirstMisfit() throws {
        // A 0…200, B would end at 400 > 375 → stop; C (10 wide, would fit) is not tried.
        let a = item(.absolute(200), .fractionalHeight(1))
        let b = item(.absolute(200), .fractionalHeight(1))
        let c = item(.absolute(10), .fractionalHeight(1))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [a, b, c]), items: 2)
        #expect(solution.sections[0].template.slots.count == 1)
        expectFrame(frame(solution, 0, 0), 0, 0, 200, 50)
        expectFrame(frame(solution, 0, 1), 0, 50, 200, 50)
    }

    @Test("S-11 / S-23: interItemSpacing and edge spacing count while fitting")
    func spacingCountsWhileFitting() throws {
        // Item 100 wide with fixed leading 5 and trailing 5 edges; interItemSpacing fixed 10.
        // k = 0: start 0 + 0 + 5 = 5, end 5 + 100 + 5 = 110. k = 1: start 110 + 10 + 5 = 125, end 230.
        // k = 2: start 230 + 10 + 5 = 245, end 350 ≤ 375. k = 3 would end at 350 + 10 + 110 = 470 → 3 placed.
        let subitem = item(.absolute(100), .fractionalHeight(1), edges: EdgeSpacing(leading: .fixed(5), trailing: .fixed(5)))
        let solution = try solveSection(
            hGroup(.fractionalWidth(1), .absolute(50), [subitem], spacing: .fixed(10)), items: 3)
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 0), 5, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 125, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 245, 0, 100, 50)
    }

    @Test("S-12: three thirds fit their group exactly despite floating-point error")
    func thirdsFit() throws {
        // Box 343 wide: three items of 343/3 = 114.333… fill it exactly; no fourth.
        let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 4, in: container(343, 600))
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 343.0 / 3, 50)
        expectFrame(frame(solution, 0, 1), 343.0 / 3, 0, 343.0 / 3, 50)
        expectFrame(frame(solution, 0, 2), 2 * 343.0 / 3, 0, 343.0 / 3, 50)
        expectFrame(frame(solution, 0, 3), 0, 50, 343.0 / 3, 50)
    }

    @Test("S-12: the fit tolerance is about a millipoint: 0.6 millipoints over still fits, 3 hundredths do not")
    func fitToleranceIsSmall() throws {
        // 3 × 125.0002 = 375.0006 ≤ 375 + 0.001 → 3 fit.
        let near = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [item(.absolute(125.0002), .fractionalHeight(1))]), items: 3)
        #expect(near.sections[0].template.slots.count == 3)
        // 3 × 125.01 = 375.03 > 375.001 → only 2 fit.
        let over = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [item(.absolute(125.01), .fractionalHeight(1))]), items: 3)
        #expect(over.sections[0].template.slots.count == 2)
    }

    @Test("S-12: a line far shorter than a point holds one subitem as long as itself, not a thousand")
    func fitToleranceOfTinyLines() throws {
        // Group 0.000001 wide, items .fractionalWidth(1) = 0.000001: the tolerance is
        // 0.000001 × 1e-5 = 1e-11, so a second item (ending at 0.000002) does not fit. With a
        // fixed 0.001 tolerance a thousand would have.
        let group = hGroup(.absolute(0.000001), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 3)
        #expect(solution.sections[0].template.slots.count == 1)
        expectFrame(frame(solution, 0, 1), 0, 50, 0.000001, 50)
    }

    @Test("S-13: a subitem shorter than its group is top-aligned; a fixed top edge offsets it")
    func topAlignedByDefault() throws {
        // Group 375 × 100; A 100 × 40 at y = 0; B 100 × 40 with top edge fixed 10 at y = 10.
        let a = item(.absolute(100), .absolute(40))
        let b = item(.absolute(100), .absolute(40), edges: EdgeSpacing(top: .fixed(10)))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(100), [a, b]), items: 2)
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 40)
        expectFrame(frame(solution, 0, 1), 100, 10, 100, 40)
    }

    @Test("S-13 / S-24: flexible top → bottom-aligned, flexible top and bottom → centred, flexible bottom → top")
    func flexibleCrossAxisEdges() throws {
        // Group 375 × 100, items 90 × 40 (4 × 90 = 360 ≤ 375, x = 0, 90, 180, 270).
        // A: top flexible(0) → room 100 − 40 = 60, all above → y = 60.
        // B: top and bottom flexible(0) → room 60 shared → y = 30.
        // C: bottom flexible(0) only → stays at the top → y = 0.
        // D: top flexible(10), bottom fixed(20) → room 100 − 40 − 10 − 20 = 30 → y = 10 + 30 = 40.
        let a = item(.absolute(90), .absolute(40), edges: EdgeSpacing(top: .flexible(0)))
        let b = item(.absolute(90), .absolute(40), edges: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)))
        let c = item(.absolute(90), .absolute(40), edges: EdgeSpacing(bottom: .flexible(0)))
        let d = item(.absolute(90), .absolute(40), edges: EdgeSpacing(top: .flexible(10), bottom: .fixed(20)))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(100), [a, b, c, d]), items: 4)
        expectFrame(frame(solution, 0, 0), 0, 60, 90, 40)
        expectFrame(frame(solution, 0, 1), 90, 30, 90, 40)
        expectFrame(frame(solution, 0, 2), 180, 0, 90, 40)
        expectFrame(frame(solution, 0, 3), 270, 40, 90, 40)
    }

    @Test("S-13 (vertical group): the cross axis is x; a flexible leading edge aligns the item to the trailing side")
    func verticalGroupCrossAxis() throws {
        // Vertical group 100 × 300; items 40 × 100: 3 fit along y.
        // A: leading flexible(0) → room 100 − 40 = 60 → x = 60. B: no edges → x = 0.
        // C: leading and trailing flexible(0) → x = 30.
        let a = item(.absolute(40), .absolute(100), edges: EdgeSpacing(leading: .flexible(0)))
        let b = item(.absolute(40), .absolute(100))
        let c = item(.absolute(40), .absolute(100), edges: EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
        let solution = try solveSection(vGroup(.absolute(100), .absolute(300), [a, b, c]), items: 3)
        expectFrame(frame(solution, 0, 0), 60, 0, 40, 100)
        expectFrame(frame(solution, 0, 1), 0, 100, 40, 100)
        expectFrame(frame(solution, 0, 2), 30, 200, 40, 100)
    }

    @Test("S-15: a first subitem larger than the group is placed anyway (capacity 1, overflowing)")
    func oversizedFirstSubitem() throws {
        // Group 200 × 50, item 300 × 50: placed at (0, 0), capacity 1; the group still repeats every 50.
        let group = hGroup(.absolute(200), .absolute(50), [item(.absolute(300), .fractionalHeight(1)), item(.absolute(10), .absolute(10))])
        let solution = try solveSection(group, items: 2)
        #expect(solution.sections[0].template.slots.count == 1)
        expectFrame(frame(solution, 0, 0), 0, 0, 300, 50)
        expectFrame(frame(solution, 0, 1), 0, 50, 300, 50)
    }

    @Test("S-10: zero-length subitems are placed once per cycle instead of looping forever")
    func zeroLengthSubitems() throws {
        // Item 0 × 50 in a 375 × 50 group: one cycle adds no length → one placed.
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [item(.absolute(0), .fractionalHeight(1))]), items: 2)
        #expect(solution.sections[0].template.slots.count == 1)
        expectFrame(frame(solution, 0, 1), 0, 50, 0, 50)
    }
}
