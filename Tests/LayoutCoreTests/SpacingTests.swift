import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Spacing: S-22 … S-26")
struct SpacingTests {
    let box100 = item(.absolute(100), .fractionalHeight(1))

    @Test("S-22 / S-26: fixed interItemSpacing sits only between subitems; the leftover stays at the trailing end")
    func fixedInterItemSpacing() throws {
        // 100-wide items, spacing 20: x = 0, 120, 240 (ends 340); a 4th would end at 460.
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [box100], spacing: .fixed(20)), items: 4)
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 120, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 240, 0, 100, 50)
        expectFrame(frame(solution, 0, 3), 0, 50, 100, 50)  // no spacing before the first subitem
    }

    @Test("S-22: interItemSpacing of a vertical group runs along y")
    func verticalInterItemSpacing() throws {
        // Vertical group 375 × 300, items 1.0 × 80, spacing 20: y = 0, 100, 200 (ends 280); 4th would end at 380.
        let group = vGroup(.fractionalWidth(1), .absolute(300), [item(.fractionalWidth(1), .absolute(80))], spacing: .fixed(20))
        let solution = try solveSection(group, items: 4)
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 1), 0, 100, 375, 80)
        expectFrame(frame(solution, 0, 2), 0, 200, 375, 80)
        expectFrame(frame(solution, 0, 3), 0, 300, 375, 80)  // next group at y = 300
    }

    @Test("S-23: edge spacing adds to interItemSpacing between neighbours and is not part of the frame")
    func edgeSpacingAddsToInterItemSpacing() throws {
        // Trailing edge fixed 7, spacing 10: item 0 at 0 (occupies 0…107), item 1 at 107 + 10 = 117,
        // item 2 at 117 + 107 + 10 = 234 (occupies … 341); a 4th would end at 341 + 10 + 107 = 458.
        let subitem = item(.absolute(100), .fractionalHeight(1), edges: EdgeSpacing(trailing: .fixed(7)))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [subitem], spacing: .fixed(10)), items: 3)
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 117, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 234, 0, 100, 50)
    }

    @Test("S-25: fixed edge spacing is exact even when there is leftover")
    func fixedEdgeIsExact() throws {
        // Leading edge fixed 10: 110 per item, 3 fit (330), x = 10, 120, 230; 45 pt stay at the end.
        let subitem = item(.absolute(100), .fractionalHeight(1), edges: EdgeSpacing(leading: .fixed(10)))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [subitem]), items: 3)
        expectFrame(frame(solution, 0, 0), 10, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 120, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 230, 0, 100, 50)
    }

    @Test("S-25 / S-26: a flexible spacing's minimum decides what fits; the leftover then grows it")
    func flexibleMinimumUsedForFitting() throws {
        // 120-wide items, spacing flexible(20): 120, 260, 400 > 375 → 2 fit (3 would fit with 0 spacing).
        // Leftover = 375 − 240 − 20 = 115 over 1 gap → gap 135 → x = 0, 255.
        let subitem = item(.absolute(120), .fractionalHeight(1))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [subitem], spacing: .flexible(20)), items: 2)
        #expect(solution.sections[0].template.slots.count == 2)
        expectFrame(frame(solution, 0, 0), 0, 0, 120, 50)
        expectFrame(frame(solution, 0, 1), 255, 0, 120, 50)
    }

    @Test("S-26 / SZ-E4: flexible interItemSpacing shares the leftover equally between the gaps")
    func flexibleInterItemSpacing() throws {
        // 3 × 100 + 2 × 10 = 320 ≤ 375, a 4th needs 430 → 3 placed.
        // Leftover = 375 − 300 = 75 over 2 gaps → 37.5 each → x = 0, 137.5, 275.
        let subitem = item(.absolute(100), .absolute(50))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [subitem], spacing: .flexible(10)), items: 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 137.5, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 275, 0, 100, 50)
    }

    @Test("S-26 / SZ-E5: flexible leading and trailing edges share the leftover")
    func flexibleEdgeSpacing() throws {
        // 3 fit (300 ≤ 375); leftover 75 over 6 flexible edges → 12.5 each → x = 12.5, 137.5, 262.5.
        let subitem = item(.absolute(100), .absolute(50), edges: EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [subitem]), items: 3)
        expectFrame(frame(solution, 0, 0), 12.5, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 137.5, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 262.5, 0, 100, 50)
    }

    @Test("S-26: flexible gaps and flexible edges are counted together as spacers")
    func mixedFlexibleSpacers() throws {
        // Spacing flexible(10), leading edge flexible(0): fitting 100, 210, 320, 430 → 3.
        // Leftover = 375 − 300 − 20 = 55 over 2 gaps + 3 leading edges = 5 spacers → 11 each.
        // x0 = 0 + 11 = 11; x1 = 111 + (10 + 11) + 11 = 143; x2 = 243 + 21 + 11 = 275 (ends at 375).
        let subitem = item(.absolute(100), .absolute(50), edges: EdgeSpacing(leading: .flexible(0)))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [subitem], spacing: .flexible(10)), items: 3)
        expectFrame(frame(solution, 0, 0), 11, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 143, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 275, 0, 100, 50)
    }

    @Test("S-26: a single placed item with only a flexible interItemSpacing stays at the leading edge")
    func singleItemFlexibleSpacingStaysLeading() throws {
        // 200 fits, a second would end at 410 → one item; there is no gap to grow.
        let subitem = item(.absolute(200), .absolute(50))
        let solution = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [subitem], spacing: .flexible(10)), items: 2)
        #expect(solution.sections[0].template.slots.count == 1)
        expectFrame(frame(solution, 0, 0), 0, 0, 200, 50)
        expectFrame(frame(solution, 0, 1), 0, 50, 200, 50)
    }

    @Test("S-26: a flexible trailing edge on the only item pushes nothing before it")
    func singleFlexibleTrailingEdge() throws {
        // One 200-wide item with trailing flexible(0): the leftover 175 goes after it → x = 0.
        // With a flexible leading edge instead, the leftover goes before it → x = 175.
        let trailing = item(.absolute(200), .absolute(50), edges: EdgeSpacing(trailing: .flexible(0)))
        let leading = item(.absolute(200), .absolute(50), edges: EdgeSpacing(leading: .flexible(0)))
        let a = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [trailing]), items: 1)
        let b = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [leading]), items: 1)
        expectFrame(frame(a, 0, 0), 0, 0, 200, 50)
        expectFrame(frame(b, 0, 0), 175, 0, 200, 50)
    }

    @Test("S-26: flexible interItemSpacing in a vertical group spreads items along y")
    func verticalFlexibleSpacing() throws {
        // Vertical 375 × 300, items 1.0 × 80, spacing flexible(0): 3 fit (240), leftover 60 over 2 gaps → 30.
        // y = 0, 110, 220.
        let group = vGroup(.fractionalWidth(1), .absolute(300), [item(.fractionalWidth(1), .absolute(80))], spacing: .flexible(0))
        let solution = try solveSection(group, items: 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 80)
        expectFrame(frame(solution, 0, 1), 0, 110, 375, 80)
        expectFrame(frame(solution, 0, 2), 0, 220, 375, 80)
    }
}
