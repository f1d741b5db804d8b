import CompositionalLayout
import Foundation

/// `view_update_insert0_us` and `view_update_delete_mid_us` (issue 19): `EditBench`'s two
/// edits through the view, as an app makes them. W4's layout, every row measured through the
/// view; each repetition changes the data source, then times `performBatchUpdates` with one
/// `insertItems(at:)` at item 0 (or `deleteItems(at:)` at item N/2), `layoutIfNeeded()` (the
/// layout's `prepare()` edits the measured list in place; the view asks the rows it shows
/// again, and measures the new row 0) and the next viewport's `layoutAttributesForElements(in:)`.
/// The edit is undone untimed (the deleted row inserted again and measured), so every
/// repetition starts from the same layout. Rows measure by identity, so a row keeps its height
/// wherever it goes: the new row, identity N, measures 44 + (N % 7) · 10. `"last_shift"` is
/// how far the last row moved after the first edit: +h(N) for the new row, measured where it
/// is shown, −h(N/2) for the deleted one.
@MainActor
struct ViewEditBench {
    let workload: Workload
    let output: Output

    /// The rows the data source holds, by identity: W4's N rows with at most one of the
    /// benchmark's edits applied.
    @MainActor
    final class Rows {
        enum Edit {
            case none, insertedAtZero, deletedMiddle
        }

        let n: Int
        var edit = Edit.none

        init(n: Int) {
            self.n = n
        }

        /// The identity of the row at `item`.
        func identity(of item: Int) -> Int {
            switch edit {
            case .none: item
            case .insertedAtZero: item == 0 ? n : item - 1
            case .deletedMiddle: item < n / 2 ? item : item + 1
            }
        }
    }

    init(workload: Workload) {
        self.workload = workload
        output = Output(workload: workload.kind.rawValue, n: workload.n)
    }

    /// Runs both metrics; returns the number of elements the timed queries saw.
    func run() -> Int {
        let n = workload.n
        let rows = Rows(n: n)
        let dataSource = FixedCountDataSource([n])
        let host = Host(
            layout: workload.makeLayout(), itemCounts: [n],
            preferredSize: { attributes in
                CGSize(width: attributes.size.width, height: Workload.listRowHeight(rows.identity(of: attributes.indexPath.item)))
            }, dataSource: dataSource)
        host.measureEverything()
        let view = host.collectionView
        let middle = IndexPath(item: n / 2, section: 0)
        let first = IndexPath(item: 0, section: 0)
        var seen = 0
        seen += measure(
            "view_update_insert0_us", host, expectedShift: Double(Workload.listRowHeight(n)),
            edit: {
                rows.edit = .insertedAtZero
                dataSource.itemCounts = [n + 1]
                return { view.insertItems(at: [first]) }
            },
            undo: {
                rows.edit = .none
                dataSource.itemCounts = [n]
                view.performBatchUpdates { view.deleteItems(at: [first]) }
                view.layoutIfNeeded()
            })
        seen += measure(
            "view_update_delete_mid_us", host, expectedShift: -Double(Workload.listRowHeight(n / 2)),
            edit: {
                rows.edit = .deletedMiddle
                dataSource.itemCounts = [n - 1]
                return { view.deleteItems(at: [middle]) }
            },
            undo: {
                rows.edit = .none
                dataSource.itemCounts = [n]
                view.performBatchUpdates { view.insertItems(at: [middle]) }
                view.layoutIfNeeded()
                // Measure the row again, where the view shows it, then back to the top.
                let top = host.layout.layoutAttributesForItem(at: middle)?.frame.minY ?? 0
                view.contentOffset = CGPoint(x: 0, y: top)
                view.layoutIfNeeded()
                view.contentOffset = .zero
                view.layoutIfNeeded()
            })
        return seen
    }

    /// Times the update `edit` returns (after changing the data, untimed), the layout pass and
    /// the next viewport's query, `Bench.updateReps` times, calling `undo` untimed after each.
    private func measure(
        _ metric: String, _ host: Host, expectedShift: Double, edit: () -> () -> Void, undo: () -> Void
    ) -> Int {
        let view = host.collectionView
        let layout = host.layout
        let last = { IndexPath(item: view.numberOfItems(inSection: 0) - 1, section: 0) }
        let lastBefore = layout.layoutAttributesForItem(at: last())?.frame.minY ?? .nan
        var samples = Samples()
        var seen = 0
        var shift = Double.nan
        for r in 0..<Bench.updateReps {
            let rect = CGRect(
                x: 0, y: Bench.offset(r, contentHeight: workload.expectedContentHeight), width: Workload.width,
                height: Workload.height)
            let changes = edit()
            let start = now()
            view.performBatchUpdates(changes)
            view.layoutIfNeeded()
            seen += queryCount(layout, rect)
            samples.append(now() - start)
            if r == 0 { shift = Double((layout.layoutAttributesForItem(at: last())?.frame.minY ?? .nan) - lastBefore) }
            undo()
        }
        output.metric(
            metric, samples, scale: 1e6,
            extra: [("last_shift", Output.exact(shift)), ("last_shift_expected", Output.exact(expectedShift))])
        return seen
    }
}
