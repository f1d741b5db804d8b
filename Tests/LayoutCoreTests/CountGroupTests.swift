import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Count groups: S-16 … S-19, OB-1, OB-2")
struct CountGroupTests {
    let fill = item(.fractionalWidth(1), .fractionalHeight(1))

    @Test("S-16 / OB-1: count group divides the inner length into equal slots")
    func equalSlots() throws {
        // Count 4, spacing 8, group 375 × 80: slot = (375 − 3 × 8) / 4 = 87.75.
        // Slot k at k × (87.75 + 8) = 0, 95.75, 191.5, 287.25. Item height 1.0 × 80.
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(80), fill, count: 4, spacing: .fixed(8))
        let solution = try solveSection(group, items: 5)
        #expect(solution.sections[0].template.slots.count == 4)
        expectFrame(frame(solution, 0, 0), 0, 0, 87.75, 80)
        expectFrame(frame(solution, 0, 1), 95.75, 0, 87.75, 80)
        expectFrame(frame(solution, 0, 2), 191.5, 0, 87.75, 80)
        expectFrame(frame(solution, 0, 3), 287.25, 0, 87.75, 80)
        expectFrame(frame(solution, 0, 4), 0, 80, 87.75, 80)
    }

    @Test("OB-1: count 1 gives the item the whole group length")
    func countOne() throws {
        // Item asks for 100 wide; slot = (375 − 0) / 1 = 375.
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(44), item(.absolute(100), .fractionalHeight(1)), count: 1)
        let solution = try solveSection(group, items: 1)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 44)
    }

    @Test("OB-1: vertical count 2 with spacing 8 in a 100-high group gives 46; count 3 gives 28")
    func verticalCounts() throws {
        // Count 2: (100 − 8) / 2 = 46 → y = 0, 54. Width 1.0 × 375.
        let two = try solveSection(
            countGroup(.vertical, .fractionalWidth(1), .absolute(100), fill, count: 2, spacing: .fixed(8)), items: 2)
        expectFrame(frame(two, 0, 0), 0, 0, 375, 46)
        expectFrame(frame(two, 0, 1), 0, 54, 375, 46)
        // Count 3: (100 − 2 × 8) / 3 = 28 → y = 0, 36, 72.
        let three = try solveSection(
            countGroup(.vertical, .fractionalWidth(1), .absolute(100), fill, count: 3, spacing: .fixed(8)), items: 3)
        expectFrame(frame(three, 0, 0), 0, 0, 375, 28)
        expectFrame(frame(three, 0, 1), 0, 36, 375, 28)
        expectFrame(frame(three, 0, 2), 0, 72, 375, 28)
    }

    @Test("OB-2: the item's other dimension resolves against count × slot (the 76.75 example)")
    func otherDimensionAgainstCountTimesSlot() throws {
        // Section insets leading/trailing 10 → group 355 × 80 at x = 10.
        // Slot = (355 − 3 × 16) / 4 = 76.75; height = ¼ × (4 × 76.75 = 307) = 76.75 (not ¼ × 355).
        // Top-aligned in the 80-pt group (3.25 pt empty below). x = 10 + k × 92.75.
        let subitem = item(.fractionalWidth(1), .fractionalWidth(0.25))
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(80), subitem, count: 4, spacing: .fixed(16))
        let solution = try solveSection(group, items: 5, sectionInsets: insets(leading: 10, trailing: 10))
        expectFrame(frame(solution, 0, 0), 10, 0, 76.75, 76.75)
        expectFrame(frame(solution, 0, 1), 102.75, 0, 76.75, 76.75)
        expectFrame(frame(solution, 0, 2), 195.5, 0, 76.75, 76.75)
        expectFrame(frame(solution, 0, 3), 288.25, 0, 76.75, 76.75)
        expectFrame(frame(solution, 0, 4), 10, 80, 76.75, 76.75)
    }

    @Test("S-16 / SZ-E3: subitem:count: ignores the item's own 100-pt width")
    func deprecatedCountIgnoresItemWidth() throws {
        // Slot = (375 − 2 × 10) / 3 = 118.333…; x = 0, 128.333…, 256.666…
        let subitem = item(.absolute(100), .fractionalHeight(1))
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(50), subitem, count: 3, spacing: .fixed(10))
        let solution = try solveSection(group, items: 3)
        let slot = 355.0 / 3
        expectFrame(frame(solution, 0, 0), 0, 0, slot, 50)
        expectFrame(frame(solution, 0, 1), slot + 10, 0, slot, 50)
        expectFrame(frame(solution, 0, 2), 2 * (slot + 10), 0, slot, 50)
    }

    @Test("S-16 / SZ-E2: two columns via the deprecated count API")
    func twoColumns() throws {
        // Section insets leading/trailing 10 → group 355 × 44 at x = 10; slot (355 − 10) / 2 = 172.5.
        // interGroupSpacing 10 → rows at y = 0, 54.
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(44), fill, count: 2, spacing: .fixed(10))
        let solution = try solveSection(group, items: 4, sectionInsets: insets(leading: 10, trailing: 10), interGroupSpacing: 10)
        expectFrame(frame(solution, 0, 0), 10, 0, 172.5, 44)
        expectFrame(frame(solution, 0, 1), 192.5, 0, 172.5, 44)
        expectFrame(frame(solution, 0, 2), 10, 54, 172.5, 44)
        expectFrame(frame(solution, 0, 3), 192.5, 54, 172.5, 44)
        expectSize(solution.contentSize, 375, 98)  // 44 + 10 + 44
    }

    @Test("S-16: a flexible interItemSpacing counts as its minimum in a count group")
    func flexibleSpacingInCountGroup() throws {
        // Slot = (375 − 10) / 2 = 182.5 → x = 0, 192.5.
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(44), fill, count: 2, spacing: .flexible(10))
        let solution = try solveSection(group, items: 2)
        expectFrame(frame(solution, 0, 0), 0, 0, 182.5, 44)
        expectFrame(frame(solution, 0, 1), 192.5, 0, 182.5, 44)
    }

    @Test("S-16 / S-7: count slots divide the group's inner box")
    func countSlotsUseInnerBox() throws {
        // Group 375 × 60 with insets leading 15, trailing 20, top 5, bottom 5 → inner (15, 5, 340, 50).
        // Count 4, spacing 4: slot = (340 − 12) / 4 = 82 → x = 15, 101, 187, 273; height 50.
        let group = countGroup(
            .horizontal, .fractionalWidth(1), .absolute(60), fill, count: 4, spacing: .fixed(4),
            insets: insets(top: 5, leading: 15, bottom: 5, trailing: 20))
        let solution = try solveSection(group, items: 4)
        expectFrame(frame(solution, 0, 0), 15, 5, 82, 50)
        expectFrame(frame(solution, 0, 1), 101, 5, 82, 50)
        expectFrame(frame(solution, 0, 3), 273, 5, 82, 50)
    }

    @Test("S-17 / OB-2: a nested group as count subitem gets the slot length; its other dimension comes from its own size")
    func nestedGroupAsCountSubitem() throws {
        // Outer: count 2, spacing 15, 375 × 100 → slot (375 − 15) / 2 = 180, slots at x = 0, 195.
        // Nested vertical group asks for 50 × .fractionalWidth(0.25): width → slot 180 (50 ignored),
        // height = 0.25 × (2 × 180 = 360) = 90. Its items 1.0 × 0.5 → 180 × 45, two per nested group.
        let nested = vGroup(.absolute(50), .fractionalWidth(0.25), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(100), nested.asSubitem, count: 2, spacing: .fixed(15))
        let solution = try solveSection(group, items: 5)
        #expect(solution.sections[0].template.slots.count == 4)
        expectFrame(frame(solution, 0, 0), 0, 0, 180, 45)
        expectFrame(frame(solution, 0, 1), 0, 45, 180, 45)
        expectFrame(frame(solution, 0, 2), 195, 0, 180, 45)
        expectFrame(frame(solution, 0, 3), 195, 45, 180, 45)
        expectFrame(frame(solution, 0, 4), 0, 100, 180, 45)
    }

    @Test("S-18 (open; engine's choice): fixed leading/trailing edge spacing is taken out of each slot")
    func edgeSpacingInCountSlots() throws {
        // Count 2, no spacing: slot 187.5. Edges leading 10, trailing 5 → box = 187.5 − 15 = 172.5
        // at slot start + 10: x = 10, 197.5. Top edge 10 offsets y; height 0.5 × 50 = 25.
        let subitem = item(
            .fractionalWidth(1), .fractionalHeight(0.5), edges: EdgeSpacing(leading: .fixed(10), top: .fixed(10), trailing: .fixed(5)))
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(50), subitem, count: 2)
        let solution = try solveSection(group, items: 2)
        expectFrame(frame(solution, 0, 0), 10, 10, 172.5, 25)
        expectFrame(frame(solution, 0, 1), 197.5, 10, 172.5, 25)
    }

    @Test("S-19 / SZ-E3: repeatingSubitem keeps the item's own size")
    func repeatingKeepsOwnSize() throws {
        // Item 100 × 1.0, count 3, spacing 10: x = 0, 110, 220; 65 pt unused at the trailing end.
        let subitem = item(.absolute(100), .fractionalHeight(1))
        let group = repeatingGroup(.horizontal, .fractionalWidth(1), .absolute(50), subitem, count: 3, spacing: .fixed(10))
        let solution = try solveSection(group, items: 4)
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 110, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 220, 0, 100, 50)
        expectFrame(frame(solution, 0, 3), 0, 50, 100, 50)
    }

    @Test("S-19: repeatingSubitem places every copy even when they overflow the group")
    func repeatingOverflows() throws {
        // Group 200 wide; 3 × 100 + 2 × 10 = 320 > 200, all three still placed at x = 0, 110, 220.
        let subitem = item(.absolute(100), .fractionalHeight(1))
        let group = repeatingGroup(.horizontal, .absolute(200), .absolute(50), subitem, count: 3, spacing: .fixed(10))
        let solution = try solveSection(group, items: 3)
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 2), 220, 0, 100, 50)
    }

    @Test("S-19 / SZ-E9: a third-width item repeated 3 times in a vertical layout of W = 390")
    func repeatingThirds() throws {
        // Item (1/3) × 390 = 130 wide, 50 high; x = 0, 130, 260.
        let subitem = item(.fractionalWidth(1.0 / 3.0), .absolute(50))
        let group = repeatingGroup(.horizontal, .fractionalWidth(1), .absolute(50), subitem, count: 3)
        let solution = try solveSection(group, items: 3, in: container(390, 844))
        expectFrame(frame(solution, 0, 0), 0, 0, 130, 50)
        expectFrame(frame(solution, 0, 1), 130, 0, 130, 50)
        expectFrame(frame(solution, 0, 2), 260, 0, 130, 50)
    }
}
