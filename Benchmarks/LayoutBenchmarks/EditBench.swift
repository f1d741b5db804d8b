import Foundation
import LayoutCore

/// `update_insert0_us` and `update_delete_mid_us` (issue 19): W4's layout, every row measured,
/// edited through the engine's `LayoutSolution.applyItemEdits(_:hooks:)` (the facade's batch
/// updates are not wired to it yet). Each repetition times one edit and the next viewport's
/// query (`forEachElement(in:)`); the edit is undone untimed, so every repetition starts
/// from the same layout. `"last_shift"` is how far the last row moved after the first edit:
/// +44 for the inserted row at its estimate, −h(N/2) for the deleted one.
@MainActor
struct EditBench {
    let workload: Workload
    let output: Output

    init(workload: Workload) {
        self.workload = workload
        output = Output(workload: workload.kind.rawValue, n: workload.n)
    }

    /// Runs both metrics; returns the number of elements the timed queries saw.
    func run() -> Int {
        let n = workload.n
        var solution: LayoutSolution
        do {
            solution = try LayoutSolver.solve(Self.description(n: n), in: Self.container)
            for item in 0..<n { try measure(&solution, item: item) }
        } catch {
            FileHandle.standardError.write("W4 edit setup failed: \(error)\n".data(using: .utf8)!)
            return 0
        }
        var seen = 0
        seen += measure(
            "update_insert0_us", &solution, expectedShift: 44,
            edit: ItemEdits(insertions: [ItemPosition(section: 0, item: 0)]),
            undo: ItemEdits(deletions: [ItemPosition(section: 0, item: 0)]), remeasure: nil)
        seen += measure(
            "update_delete_mid_us", &solution, expectedShift: -Double(Workload.listRowHeight(n / 2)),
            edit: ItemEdits(deletions: [ItemPosition(section: 0, item: n / 2)]),
            undo: ItemEdits(insertions: [ItemPosition(section: 0, item: n / 2)]), remeasure: n / 2)
        return seen
    }

    /// Times `edit` then the next viewport's query, `Bench.updateReps` times, undoing it
    /// (and measuring `remeasure` again) untimed after each.
    private func measure(
        _ metric: String, _ solution: inout LayoutSolution, expectedShift: Double, edit: ItemEdits, undo: ItemEdits,
        remeasure: Int?
    ) -> Int {
        let last = workload.n - 1
        let lastBefore = solution.cell(section: 0, item: last)?.frame.minY ?? .nan
        var samples = Samples()
        var seen = 0
        var shift = Double.nan
        do {
            for r in 0..<Bench.updateReps {
                let y = Double(Bench.offset(r, contentHeight: workload.expectedContentHeight))
                let rect = Rect(x: 0, y: y, width: Double(Workload.width), height: Double(Workload.height))
                let start = now()
                try solution.applyItemEdits(edit, hooks: NoHooks())
                solution.forEachElement(in: rect) { _ in seen += 1 }
                samples.append(now() - start)
                if r == 0 {
                    let lastAfter = solution.cell(section: 0, item: edit.insertions.isEmpty ? last - 1 : last + 1)
                    shift = (lastAfter?.frame.minY ?? .nan) - lastBefore
                }
                try solution.applyItemEdits(undo, hooks: NoHooks())
                if let item = remeasure { try measure(&solution, item: item) }
            }
        } catch {
            FileHandle.standardError.write("\(metric) failed: \(error)\n".data(using: .utf8)!)
        }
        output.metric(
            metric, samples, scale: 1e6,
            extra: [("last_shift", Output.exact(shift)), ("last_shift_expected", Output.exact(expectedShift))])
        return seen
    }

    /// Records W4's measured height for row `item`.
    private func measure(_ solution: inout LayoutSolution, item: Int) throws {
        let size = Size(width: Double(Workload.width), height: Double(Workload.listRowHeight(item)))
        try solution.setMeasuredSize(size, of: .cell(section: 0, item: item), hooks: NoHooks())
    }

    /// W4 in the engine's terms: one section of `n` full-width rows estimated 44 high, each
    /// a vertical group holding one item.
    private static func description(n: Int) -> LayoutDescription {
        let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
        let row = Group(size: size, arrangement: .subitems(axis: .vertical, [.item(Item(size: size))]))
        return LayoutDescription(sections: [SectionInput(section: Section(group: row), itemCount: n)])
    }

    /// The workloads' container: 390 × 844 at display scale 3.
    private static let container = Container(
        size: Size(width: Double(Workload.width), height: Double(Workload.height)), pixelGrid: PixelGrid(scale: 3))
}
