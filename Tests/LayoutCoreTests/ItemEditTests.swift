import InternalUtilities
import LayoutTestSupport
import Testing

@testable import LayoutCore

// Applying a batch update's item edits to a solved layout (issue 19): hand-computed frames,
// seeded edit sequences checked against a fresh solve of the same data, work counted per
// edit, and bad edits. Every measured length is a whole number of points, so every partial
// sum is exact and an edited layout equals a fresh one bit for bit (see `ExtentTree`).

/// A one-item-group list section (edited in place) of `items` rows estimated 44 high.
private func listSection(spacing: Double = 0, top: Double = 0) -> Section {
    Section(group: estimatedList(), contentInsets: insets(top: top), interGroupSpacing: spacing)
}

/// A section of three-item rows, each cell a third of the width and estimated 30 high
/// (solved again from its measurements on an edit).
private func gridSection() -> Section {
    Section(
        group: hGroup(.fractionalWidth(1), .estimated(30), [item(.fractionalWidth(1.0 / 3), .estimated(30))]),
        interGroupSpacing: 4)
}

/// The item at (`section`, `item`).
private func at(_ section: Int, _ item: Int) -> ItemPosition { ItemPosition(section: section, item: item) }

/// The move of the item at `from` (before the update) to `to` (after it).
private func move(_ from: ItemPosition, _ to: ItemPosition) -> ItemEdits.Move { ItemEdits.Move(from: from, to: to) }

/// A measured size `height` high, as wide as the cells of the sections above.
private func measured(_ height: Double, width: Double = 375) -> Size {
    Size(width: width, height: height)
}

@Suite("Item edits: applying a batch update to a solved layout")
struct ItemEditTests {
    @Test("A deletion, an insertion and a move in a measured list: survivors and the moved row keep their heights")
    func handComputedList() throws {
        var solution = try solveSection(estimatedList(), items: 4)
        for (item, height) in [(0, 50.0), (1, 60), (2, 70), (3, 80)] {
            try measure(&solution, item: item, height: height)
        }
        try solution.applyItemEdits(
            ItemEdits(
                deletions: [at(0, 1)], insertions: [at(0, 0)],
                moves: [move(at(0, 3), at(0, 1))]),
            hooks: NoHooks())
        // Old rows 0 (50) and 2 (70) survive as the 1st and 2nd survivors; new 0 is inserted
        // (estimate 44), new 1 is old 3 with its 80. Order: 44, 80, 50, 70.
        // y: 0, 44, 44 + 80 = 124, 124 + 50 = 174; content 174 + 70 = 244.
        #expect(solution.sections[0].itemCount == 4)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 44)
        expectFrame(frame(solution, 0, 1), 0, 44, 375, 80)
        expectFrame(frame(solution, 0, 2), 0, 124, 375, 50)
        expectFrame(frame(solution, 0, 3), 0, 174, 375, 70)
        expectValue(solution.contentSize.height, 244)
        #expect(solution.measuredSize(of: .cell(section: 0, item: 0)) == nil)
        #expect(solution.measuredSize(of: .cell(section: 0, item: 1)) == measured(80))
    }

    @Test("A move between sections carries the measurement; the later section moves by the length change")
    func crossSectionMove() throws {
        let description = LayoutDescription(
            sections: [
                SectionInput(section: listSection(), itemCount: 3), SectionInput(section: listSection(), itemCount: 2),
            ],
            configuration: LayoutConfiguration(interSectionSpacing: 10))
        var solution = try LayoutSolver.solve(description, in: container(375, 812))
        try measure(&solution, section: 0, item: 2, height: 100)
        try solution.applyItemEdits(
            ItemEdits(moves: [move(at(0, 2), at(1, 0))]),
            hooks: NoHooks())
        // Section 0: two rows of 44 = 88. Section 1 starts at 88 + 10 = 98: the moved row
        // (100) at 98, then 44 at 198 and 44 at 242; content 286.
        #expect(solution.sections.map(\.itemCount) == [2, 3])
        expectFrame(frame(solution, 0, 1), 0, 44, 375, 44)
        expectFrame(frame(solution, 1, 0), 0, 98, 375, 100)
        expectFrame(frame(solution, 1, 1), 0, 198, 375, 44)
        expectFrame(frame(solution, 1, 2), 0, 242, 375, 44)
        expectValue(solution.contentSize.height, 286)
    }

    @Test("A grid section is solved again from its renumbered measurements")
    func gridResolved() throws {
        let description = LayoutDescription(sections: [SectionInput(section: gridSection(), itemCount: 6)])
        var solution = try LayoutSolver.solve(description, in: container(375, 812))
        try measure(&solution, item: 4, width: 125, height: 90)
        try solution.applyItemEdits(ItemEdits(deletions: [at(0, 0)]), hooks: NoHooks())
        // Old item 4 (90 high) is now item 3, first of row 1. Row 0 (items 0 … 2): 30.
        // Row 1 starts at 30 + 4 = 34 and is 90 high (its tallest cell); item 4 sits at x 125
        // and keeps its estimate, 30.
        #expect(solution.sections[0].itemCount == 5)
        expectFrame(frame(solution, 0, 3), 0, 34, 125, 90)
        expectFrame(frame(solution, 0, 4), 125, 34, 125, 30)
        expectValue(solution.contentSize.height, 124)
    }

    @Test("A moved item takes its measured badge along; a deleted item's badge is forgotten")
    func itemSupplementariesFollow() throws {
        let badge = SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .estimated(20), height: .estimated(20)),
            containerAnchor: Anchor(edges: [.bottom, .trailing]))
        let cell = Item(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), supplementaryItems: [badge])
        var solution = try solveSection(hGroup(.fractionalWidth(1), .estimated(44), [.item(cell)]), items: 3)
        try measure(&solution, item: 0, height: 60)
        try measureSupplementary(&solution, kind: "badge", item: 0, width: 30, height: 16)
        try measureSupplementary(&solution, kind: "badge", item: 1, width: 10, height: 10)
        try measureSupplementary(&solution, kind: "badge", item: 2, width: 24, height: 12)
        try solution.applyItemEdits(ItemEdits(deletions: [at(0, 1)], moves: [move(at(0, 0), at(0, 1))]), hooks: NoHooks())
        // Old item 2 (44, badge 24 × 12) is item 0; old item 0 (60, badge 30 × 16) is item 1.
        // Badges sit bottom-trailing in their cells: badge 0 at (375 − 24, 44 − 12) =
        // (351, 32); cell 1 at 44, its badge at (375 − 30, 44 + 60 − 16) = (345, 88).
        expectFrame(frame(solution, 0, 1), 0, 44, 375, 60)
        expectFrame(supplementaryFrame(solution, "badge", 0, 0), 351, 32, 24, 12)
        expectFrame(supplementaryFrame(solution, "badge", 0, 1), 345, 88, 30, 16)
        #expect(solution.sections[0].measurements.supplementaries.count == 2)
        expectValue(solution.contentSize.height, 104)
    }

    @Test("A measured group supplementary of a one-item group follows its group when a row is inserted before it")
    func groupSupplementariesFollow() throws {
        let marker = SupplementaryItem(
            kind: "marker", size: LayoutSize(width: .absolute(20), height: .estimated(40)),
            containerAnchor: Anchor(edges: [.trailing]))
        let group = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            arrangement: .subitems(axis: .horizontal, [item(.fractionalWidth(1), .estimated(44))]),
            supplementaryItems: [marker])
        var solution = try solveSection(group, items: 2)
        try measureSupplementary(&solution, kind: "marker", item: 1, width: 20, height: 10)
        try solution.applyItemEdits(ItemEdits(insertions: [at(0, 0)]), hooks: NoHooks())
        // Groups are 44 high. Old group 1 is group 2, at 88: its 10-high marker, centred on
        // the trailing side, at y = 88 + (44 − 10) / 2 = 105; group 1's estimated 40-high
        // marker at 44 + (44 − 40) / 2 = 46.
        expectFrame(supplementaryFrame(solution, "marker", 0, 2), 355, 105, 20, 10)
        expectFrame(supplementaryFrame(solution, "marker", 0, 1), 355, 46, 20, 40)
        #expect(solution.measuredSize(of: .supplementary(kind: "marker", section: 0, item: 2)) == Size(width: 20, height: 10))
    }

    @Test("A grid keeps a measured group supplementary of a group whose items stay, and forgets one whose group fills")
    func gridGroupSupplementaries() throws {
        let marker = SupplementaryItem(
            kind: "marker", size: LayoutSize(width: .absolute(20), height: .estimated(40)),
            containerAnchor: Anchor(edges: [.trailing]))
        let row = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)),
            arrangement: .subitems(axis: .horizontal, [item(.fractionalWidth(1.0 / 3), .estimated(30))]),
            supplementaryItems: [marker])
        var solution = try solveSection(row, items: 4)
        try measureSupplementary(&solution, kind: "marker", item: 0, width: 20, height: 10)
        try measureSupplementary(&solution, kind: "marker", item: 1, width: 20, height: 12)
        // Rows of 3: row 0 holds items 0 … 2 and keeps them; row 1 held item 3 and now also
        // holds the new item 4, so its marker's measurement no longer describes it.
        try solution.applyItemEdits(ItemEdits(insertions: [at(0, 4)]), hooks: NoHooks())
        #expect(solution.measuredSize(of: .supplementary(kind: "marker", section: 0, item: 0)) == Size(width: 20, height: 10))
        #expect(solution.measuredSize(of: .supplementary(kind: "marker", section: 0, item: 1)) == nil)
        // Row 0 is 30 high: its 10-high marker centred at y = (30 − 10) / 2 = 10.
        expectFrame(supplementaryFrame(solution, "marker", 0, 0), 355, 10, 20, 10)
    }

    @Test("Seeded edit sequences equal a fresh solve of the same measured data after every step")
    func seededAgainstFreshSolve() throws {
        var random = SplitMix64(seed: 1_919)
        let sections = [listSection(spacing: 2, top: 10), gridSection(), listSection()]
        var model: [[Size?]] = [40, 20, 5].map { Array(repeating: nil, count: $0) }
        let configuration = LayoutConfiguration(interSectionSpacing: 6)
        func description() -> LayoutDescription {
            LayoutDescription(
                sections: sections.indices.map { SectionInput(section: sections[$0], itemCount: model[$0].count) },
                configuration: configuration)
        }
        func width(_ section: Int) -> Double { section == 1 ? 125 : 375 }
        var solution = try LayoutSolver.solve(description(), in: container(375, 812))
        for step in 0..<120 {
            // Measure a few items, as the view would, then edit.
            for _ in 0..<4 {
                let s = random.nextModulo(3)
                guard !model[s].isEmpty else { continue }
                let i = random.nextModulo(model[s].count)
                let size = measured(Double(20 + random.nextModulo(60)), width: width(s))
                try measure(&solution, section: s, item: i, width: size.width, height: size.height)
                model[s][i] = size
            }
            var edits = ItemEdits()
            // Deletions and move sources (old indexes), then insertions and destinations.
            var leaving: [Set<Int>] = [[], [], []]
            var moving: [(from: ItemPosition, size: Size?)] = []
            for _ in 0..<random.nextModulo(4) {
                let s = random.nextModulo(3)
                guard model[s].count > leaving[s].count else { continue }
                var i = random.nextModulo(model[s].count)
                while leaving[s].contains(i) { i = (i + 1) % model[s].count }
                leaving[s].insert(i)
                if random.nextModulo(2) == 0 {
                    edits.deletions.append(at(s, i))
                } else {
                    moving.append((at(s, i), model[s][i]))
                }
            }
            // Survivors keep their order; each arrival (a move, with the size it carries, or
            // an insertion, unmeasured) takes a random place among them and earlier arrivals.
            var final: [[(arrival: Int?, size: Size?)]] = (0..<3).map { s in
                model[s].indices.filter { !leaving[s].contains($0) }.map { (nil, model[s][$0]) }
            }
            var arrivals: [(section: Int, from: ItemPosition?, size: Size?)] = moving.map {
                (random.nextModulo(3), $0.from, $0.size)
            }
            for _ in 0..<random.nextModulo(4) { arrivals.append((random.nextModulo(3), nil, nil)) }
            for (id, arrival) in arrivals.enumerated() {
                final[arrival.section].insert((id, arrival.size), at: random.nextModulo(final[arrival.section].count + 1))
            }
            for s in 0..<3 {
                for (i, entry) in final[s].enumerated() {
                    guard let id = entry.arrival else { continue }
                    let to = at(s, i)
                    if let from = arrivals[id].from {
                        edits.moves.append(ItemEdits.Move(from: from, to: to))
                    } else {
                        edits.insertions.append(to)
                    }
                }
            }
            model = final.map { $0.map(\.size) }
            let before = solution
            try solution.applyItemEdits(edits, hooks: NoHooks())
            // The other entry point, a solve carrying the same edits, gives the same layout.
            let carried = try LayoutSolver.solve(
                description(), in: container(375, 812), hooks: NoHooks(), previous: before,
                carried: carriedSections(edits, from: before))
            #expect(carried.contentSize == solution.contentSize, "step \(step)")
            for s in model.indices {
                #expect(carried.sections[s].measurements == solution.sections[s].measurements, "step \(step) section \(s)")
                let differing = model[s].indices.filter { frame(carried, s, $0) != frame(solution, s, $0) }
                #expect(differing.isEmpty, "step \(step) section \(s): cells \(differing) differ from applyItemEdits")
            }

            var fresh = try LayoutSolver.solve(description(), in: container(375, 812))
            for s in model.indices {
                for (i, size) in model[s].enumerated() {
                    if let size { try measure(&fresh, section: s, item: i, width: size.width, height: size.height) }
                }
            }
            #expect(solution.contentSize == fresh.contentSize, "step \(step)")
            for s in model.indices {
                #expect(solution.sections[s].itemCount == model[s].count, "step \(step)")
                let measurements = fresh.sections[s].measurements
                #expect(solution.sections[s].measurements == measurements, "step \(step) section \(s)")
                #expect(solution.sectionFrame(s) == fresh.sectionFrame(s), "step \(step) section \(s)")
                let differing = model[s].indices.filter { frame(solution, s, $0) != frame(fresh, s, $0) }
                #expect(differing.isEmpty, "step \(step) section \(s): cells \(differing) differ from a fresh solve")
            }
        }
    }

    @Test("Bad edits throw a typed error naming the item and leave the layout unchanged", arguments: [
        (ItemEdits(deletions: [at(0, 3)]), LayoutError.Reason.editedItemOutOfRange(3), 0),
        (ItemEdits(insertions: [at(0, 5)]), .editedItemOutOfRange(5), 0),
        (ItemEdits(deletions: [at(2, 0)]), .editedItemOutOfRange(0), 2),
        (ItemEdits(deletions: [at(0, 1), at(0, 1)]), .itemEditedTwice(1), 0),
        (ItemEdits(
            insertions: [at(0, 2)],
            moves: [move(at(0, 0), at(0, 2))]),
         .itemEditedTwice(2), 0),
    ])
    func badEdits(edits: ItemEdits, reason: LayoutError.Reason, section: Int) throws {
        // A list of 3 items: 3 is past its items before an update; with one insertion it has
        // 4 after, so 5 is past them too.
        var solution = try solveSection(estimatedList(), items: 3)
        let before = solution
        #expect(throws: LayoutError(reason, at: LayoutPath(.section(section)))) {
            try solution.applyItemEdits(edits, hooks: NoHooks())
        }
        #expect(solution == before)
    }
}

/// `edits` as `LayoutSolver.solve(…, carried:)` takes them, for sections that stay in place:
/// each section's leaving and arriving items, and the measurements moved items bring, read
/// from `solution`.
private func carriedSections(_ edits: ItemEdits, from solution: LayoutSolution) -> [CarriedSection] {
    var carried = solution.sections.indices.map { CarriedSection(source: $0) }
    for position in edits.deletions { carried[position.section].removedItems.append(position.item) }
    for position in edits.insertions { carried[position.section].addedItems.append(position.item) }
    for move in edits.moves {
        carried[move.from.section].removedItems.append(move.from.item)
        carried[move.to.section].addedItems.append(move.to.item)
        let source = solution.sections[move.from.section]
        carried[move.to.section].carriedCells[move.to.item] = source.measurements.cells[move.from.item]
        for (key, size) in source.measurements.supplementaries where key.item == move.from.item && source.isItemSupplementary(key) {
            carried[move.to.section].carriedSupplementaries[SupplementaryKey(kind: key.kind, item: move.to.item)] = size
        }
    }
    return carried
}

@Suite("Item edits: counting work")
struct ItemEditCountingTests {
    @Test("An insert at item 0, a delete at the middle and a carried move in 20,000 measured rows visit a path per tree")
    func editsVisitOnePath() throws {
        let n = 20_000
        var solution = try solveSection(estimatedList(), items: n)
        for i in 0..<n { try measure(&solution, item: i, height: 44 + Double(i % 7) * 10) }
        // Bounds: the measured sizes and the extents each hold ⌈20,000 / 128⌉ = 157 dense
        // leaves; an inner node splits into halves past 32 children, so every node but the
        // root has at least 16: at most ⌈157 / 16⌉ = 10 nodes above the leaves, under one
        // root, so an edit of one run visits one path of at most 3 nodes per tree. The
        // section prefix sums hold one section: 1 node.
        var before = solution.work
        try solution.applyItemEdits(ItemEdits(insertions: [at(0, 0)]), hooks: NoHooks())
        #expect(solution.work.groupsSolved == before.groupsSolved)
        #expect(solution.work.sectionsSolved == before.sectionsSolved)
        #expect(solution.work.treeNodesTouched - before.treeNodesTouched <= 3 + 3 + 1)
        // Item 0 is new (44); old row g is now g + 1. Old rows 0 … 6 add 44 + 54 + … + 104
        // = 518, so old row 7 (now 8) starts at 44 + 518 = 562.
        expectFrame(frame(solution, 0, 8), 0, 562, 375, 44)

        before = solution.work
        try solution.applyItemEdits(ItemEdits(deletions: [at(0, n / 2)]), hooks: NoHooks())
        #expect(solution.work.groupsSolved == before.groupsSolved)
        #expect(solution.work.treeNodesTouched - before.treeNodesTouched <= 3 + 3 + 1)

        // Row 1 (old row 0, 44 high) moves to the end: removed and inserted in both trees
        // (4 paths), its group solved again once and its extent set (one more path).
        before = solution.work
        try solution.applyItemEdits(
            ItemEdits(moves: [move(at(0, 1), at(0, n - 1))]),
            hooks: NoHooks())
        #expect(solution.work.groupsSolved == before.groupsSolved + 1)
        #expect(solution.work.sectionsSolved == before.sectionsSolved)
        #expect(solution.work.treeNodesTouched - before.treeNodesTouched <= 4 * 3 + 3 + 1)
        #expect(solution.measuredSize(of: .cell(section: 0, item: n - 1)) == Size(width: 375, height: 44))
        #expect(solution.sections[0].track.extents.satisfiesInvariants)
    }

    @Test("A list with nothing measured takes any number of edits in one step per tree")
    func unmeasuredListEdits() throws {
        var solution = try solveSection(estimatedList(), items: 1_000_000)
        // 1,000 deletions and 1,000 insertions scattered over the list: neither tree holds a
        // value, so each is set to its new count at once: 1 node each, and the section's
        // prefix sums 1.
        let before = solution.work
        try solution.applyItemEdits(
            ItemEdits(
                deletions: (0..<1_000).map { at(0, $0 * 997) },
                insertions: (0..<1_000).map { at(0, $0 * 991 + 1) }),
            hooks: NoHooks())
        #expect(solution.work.treeNodesTouched - before.treeNodesTouched <= 1 + 1 + 1)
        #expect(solution.work.groupsSolved == before.groupsSolved)
        // Still 1,000,000 rows of the 44-point estimate: the last starts at 999,999 × 44.
        expectFrame(frame(solution, 0, 999_999), 0, 43_999_956, 375, 44)
    }

    @Test("A solve carrying an insert at 0 and a delete at the middle of 20,000 measured rows edits the list in place")
    func solveCarriedEditsInPlace() throws {
        let n = 20_000
        var solution = try solveSection(estimatedList(), items: n)
        for i in 0..<n { try measure(&solution, item: i, height: 44 + Double(i % 7) * 10) }
        let after = LayoutDescription(sections: [SectionInput(section: Section(group: estimatedList()), itemCount: n)])
        let before = solution.work
        let edited = try LayoutSolver.solve(
            after, in: container(375, 812), hooks: NoHooks(), previous: solution,
            carried: [CarriedSection(source: 0, removedItems: [n / 2], addedItems: [0])])
        // One section edited, none solved, no group solved (the new row shows the template).
        // Bounds as above: one run removed and one inserted per tree, a path of at most 3
        // nodes each, in the measured sizes and the extents: 4 paths.
        #expect(edited.work.sectionsSolved == before.sectionsSolved)
        #expect(edited.work.sectionsEdited == before.sectionsEdited + 1)
        #expect(edited.work.groupsSolved == before.groupsSolved)
        #expect(edited.work.treeNodesTouched - before.treeNodesTouched <= 4 * 3)
        // New row 0 at its estimate (44); old row g < n / 2 is now g + 1: old row 7 (now 8)
        // at 44 + 518 = 562 (as above). Old row 10,000 (r = 4, 84 high) is gone: old row
        // 10,001 keeps index 10,001, at S(10,001) − 84 + 44. 10,001 = 7 × 1,428 + 5:
        // S = 1,428 × 518 + 44 × 5 + 5 × 5 × 4 = 739,704 + 220 + 100 = 740,024, so 739,984;
        // its height 44 + 5 × 10 = 94.
        expectFrame(frame(edited, 0, 0), 0, 0, 375, 44)
        expectFrame(frame(edited, 0, 8), 0, 562, 375, 44)
        expectFrame(frame(edited, 0, 10_001), 0, 739_984, 375, 94)
        #expect(edited.sections[0].track.extents.satisfiesInvariants)
        // A description that changed otherwise is solved again, from the renumbered sizes.
        let spaced = LayoutDescription(
            sections: [SectionInput(section: Section(group: estimatedList(), interGroupSpacing: 1), itemCount: n)])
        let solved = try LayoutSolver.solve(
            spaced, in: container(375, 812), hooks: NoHooks(), previous: solution,
            carried: [CarriedSection(source: 0, removedItems: [n / 2], addedItems: [0])])
        #expect(solved.work.sectionsSolved == before.sectionsSolved + 1)
        #expect(solved.work.sectionsEdited == before.sectionsEdited)
        #expect(solved.sections[0].measurements == edited.sections[0].measurements)
        // Row 8 now has 8 spacings of 1 before it: 570.
        expectFrame(frame(solved, 0, 8), 0, 570, 375, 44)
    }
}
