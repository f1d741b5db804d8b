import LayoutCore
import Testing

/// The engine's values are `Sendable`: a compile-time check, as this list of types compiles only
/// because each one is.
private let sendableEngineValues: [any Sendable.Type] = [
    LayoutDescription.self, Container.self, LayoutSolution.self, PlacedElement.self, LayoutError.self,
    MeasuredElement.self,
]

/// Issue 8, deliverable 5: LayoutCore's values are `Sendable` value types, so one description
/// and one solution may be solved, copied, measured and queried from many threads at once.
/// Every task here must get exactly what one thread gets, and the shared solution must not
/// change (run it with `--sanitize=thread` to have data races reported as well).
@Suite("Concurrency: the engine's values from many threads")
struct EngineConcurrencyTests {
    /// How many tasks run at once.
    static let taskCount = 16
    /// How many times each task repeats its work, so that the tasks overlap.
    static let rounds = 3

    /// A 375 × 812 container at 3× with a 20-point top safe area.
    static let container = LayoutCoreTests.container(375, 812, safeArea: insets(top: 20), scale: 3)

    /// A layout that reaches most of the engine: a self-sizing list under a pinned,
    /// self-sizing header; a grid with badges and a background; an orthogonal row; a
    /// layout-wide banner; spacing between sections.
    static let description: LayoutDescription = {
        let listRow = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
        let list = Section(
            group: hGroup(.fractionalWidth(1), .estimated(44), [.item(Item(size: listRow))]),
            boundaryItems: [
                BoundaryItem(
                    kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)),
                    alignment: .top, pinToVisibleBounds: true)
            ])
        let badge = SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .absolute(16), height: .absolute(16)),
            containerAnchor: Anchor(edges: [.top, .trailing]))
        let cell = Item(
            size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
            contentInsets: insets(top: 4, leading: 4, bottom: 4, trailing: 4), supplementaryItems: [badge])
        let grid = Section(
            group: hGroup(.fractionalWidth(1), .absolute(90), [.item(cell)]), contentInsets: insets(leading: 8, trailing: 8),
            decorationItems: [DecorationItem(kind: "background")])
        let carousel = Section(
            group: hGroup(.fractionalWidth(0.8), .absolute(120), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            interGroupSpacing: 10, orthogonalScrolling: .groupPaging)
        let banner = BoundaryItem(
            kind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), alignment: .top)
        return LayoutDescription(
            sections: [
                SectionInput(section: list, itemCount: 40), SectionInput(section: grid, itemCount: 30),
                SectionInput(section: carousel, itemCount: 12),
            ],
            configuration: LayoutConfiguration(interSectionSpacing: 10, boundaryItems: [banner]))
    }()

    /// What one task computes.
    struct Digest: Hashable, Sendable {
        /// The description solved again from scratch.
        var solved: LayoutSolution
        /// The description solved again with the shared solution as `previous`.
        var resolved: LayoutSolution
        /// The shared solution's elements in a viewport, with its row scrolled.
        var visible: [PlacedElement]
        /// Cells, a pinned header and a decoration of the shared solution, looked up one by one.
        var lookedUp: [PlacedElement?]
        /// A copy of the shared solution with one cell and the header measured.
        var measured: LayoutSolution
        /// The measured copy's elements in the same viewport.
        var measuredVisible: [PlacedElement]
    }

    /// Task `task`'s work on `shared` and `description`; each task looks at and measures
    /// different elements.
    static func work(on shared: LayoutSolution, solving description: LayoutDescription, task: Int) throws -> Digest {
        let solved = try LayoutSolver.solve(description, in: container)
        let resolved = try LayoutSolver.solve(description, in: container, hooks: NoHooks(), previous: shared)
        let viewport = Rect(x: 0, y: Double(task) * 97, width: 375, height: 812)
        let visible = shared.elements(
            in: viewport, visible: viewport, rowOffsets: OrthogonalRowOffsets([2: Double(task) * 40], in: shared))
        let lookedUp =
            (0..<4).map { shared.cell(section: task % 3, item: task + $0) }
            + [
                shared.supplementary(kind: "header", section: 0, item: 0, visible: viewport),
                shared.supplementary(kind: "badge", section: 1, item: task),
                shared.decoration(kind: "background", section: 1, item: 0),
            ]
        var measured = shared
        try measured.setMeasuredSize(
            Size(width: 375, height: 50 + Double(task)), of: .cell(section: 0, item: task), hooks: NoHooks())
        try measured.setMeasuredSize(
            Size(width: 375, height: 24 + Double(task)), of: .supplementary(kind: "header", section: 0, item: 0),
            hooks: NoHooks())
        let measuredVisible = measured.elements(in: viewport, visible: viewport)
        return Digest(
            solved: solved, resolved: resolved, visible: visible, lookedUp: lookedUp, measured: measured,
            measuredVisible: measuredVisible)
    }

    @Test("One solution and one description solved, measured and queried from 16 tasks at once give what one thread gives")
    func manyTasksAgreeWithOneThread() async throws {
        let shared = try LayoutSolver.solve(Self.description, in: Self.container)
        let before = shared
        let expected = try (0..<Self.taskCount).map { try Self.work(on: shared, solving: Self.description, task: $0) }
        // The work is not trivial: every task sees elements and its measurement changes the layout.
        #expect(expected.allSatisfy { !$0.visible.isEmpty && !$0.measuredVisible.isEmpty && $0.measured != shared })
        #expect(expected.allSatisfy { $0.solved == shared })

        let results = await withTaskGroup(of: (Int, [Digest?]).self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    (task, (0..<Self.rounds).map { _ in try? Self.work(on: shared, solving: Self.description, task: task) })
                }
            }
            var results: [Int: [Digest?]] = [:]
            for await (task, digests) in group { results[task] = digests }
            return results
        }
        #expect(results.count == Self.taskCount)
        for (task, digests) in results {
            #expect(digests == Array(repeating: expected[task], count: Self.rounds), "task \(task) disagrees")
        }
        // Measuring copies left the shared solution as it was.
        #expect(shared == before)
    }
}
