import DiffableSnapshots
import InternalUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity diff of issue 19, timed beside its floor and Swift's own diff:
///
///     SnapshotBenchmarks [N ...] [--memory-budget-gib G]
///
/// For each N (default 10000 and 100000) and each fraction f of 1%, 10% and 50%, the new
/// list is the old one (identifiers 0..<N in one section) with f·N items deleted, f·N new ones
/// inserted and f·N moved, at seeded random places. One JSON line per metric, min and median
/// of the samples in microseconds:
///
/// - `floor_us`: one Dictionary built from the old and the new identifiers (the work any
///   identity diff must do: every identifier of both hashed once);
/// - `diff_us`: `SnapshotDifference(from:to:)` between the two snapshots;
/// - `snapshot_us`: building the new snapshot (one section, one `appendItems`), which builds
///   the position index the diff reads;
/// - `apply_us`: a diffable data source's apply of the new list to a view showing the old one,
///   with the layout passes that complete it (see `ApplyBenchmark`);
/// - `inferring_moves_us`: `new.difference(from: old).inferringMoves()` on the identifier
///   arrays. Its Myers search keeps every step's frontier, about 4·D² bytes for D edits, so it
///   runs only when 4·(4·f·N)² fits the memory budget (default 2 GiB); otherwise the line says
///   `"skipped"` with the memory it would need.
@main
struct SnapshotBenchmarks {
    @MainActor
    static func main() {
        var sizes: [Int] = []
        var budget = 2.0
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            if argument == "--memory-budget-gib", let value = arguments.popFirst().flatMap(Double.init) {
                budget = value
            } else if let n = Int(argument), n >= 100 {
                sizes.append(n)
            } else {
                print("usage: SnapshotBenchmarks [N ...] [--memory-budget-gib G]")
                exit(2)
            }
        }
        for n in sizes.isEmpty ? [10_000, 100_000] : sizes {
            for fraction in [0.01, 0.1, 0.5] {
                let workload = Workload(n: n, fraction: fraction)
                workload.run(memoryBudgetGiB: budget)
                ApplyBenchmark.run(workload)
            }
        }
    }
}

/// One (N, fraction) case: the identifier arrays and their snapshots.
struct Workload {
    let n: Int
    let fraction: Double
    let old: [Int]
    let new: [Int]

    init(n: Int, fraction: Double) {
        self.n = n
        self.fraction = fraction
        var generator = SplitMix64(seed: UInt64(n) &* 31 &+ UInt64(fraction * 1000))
        let changed = Int(Double(n) * fraction)
        old = Array(0..<n)
        // The first `changed` of a shuffle are deleted, the next `changed` moved; a kept item
        // sorts by its old index, a moved or inserted one by a random place among them.
        let shuffled = old.shuffled(using: &generator)
        let deleted = Set(shuffled[0..<changed])
        let moved = Set(shuffled[changed..<2 * changed])
        var placed: [(key: Double, item: Int)] = []
        placed.reserveCapacity(n)
        for item in old where !deleted.contains(item) {
            placed.append((moved.contains(item) ? Double.random(in: 0..<Double(n), using: &generator) : Double(item), item))
        }
        for item in n..<n + changed { placed.append((Double.random(in: 0..<Double(n), using: &generator), item)) }
        new = placed.sorted { $0.key < $1.key }.map(\.item)
    }

    func run(memoryBudgetGiB: Double) {
        let oldSnapshot = Self.snapshot(old)
        let newSnapshot = Self.snapshot(new)
        var difference = SnapshotDifference()
        let diff = Samples.measure(15) { difference = SnapshotDifference(from: oldSnapshot, to: newSnapshot) }
        let floor = Samples.measure(15) { Self.floor(old, new) }
        let build = Samples.measure(15) { Self.snapshot(new).numberOfItems }
        emit("diff_us", diff, extra: [
            ("moved", "\(difference.movedItems.count)"), ("inserted", "\(difference.insertedItems.count)"),
            ("deleted", "\(difference.deletedItems.count)"),
            ("ratio_to_floor", Self.number(diff.median / floor.median)),
        ])
        emit("floor_us", floor)
        emit("snapshot_us", build)
        let edits = 4 * Double(n) * fraction
        let gib = 4 * edits * edits / 1_073_741_824
        if gib <= memoryBudgetGiB {
            var count = 0
            let swift = Samples.measure(3) { count = new.difference(from: old).inferringMoves().count }
            emit("inferring_moves_us", swift, extra: [
                ("changes", "\(count)"), ("diff_speedup", Self.number(swift.median / diff.median)),
            ])
        } else {
            print(prefix("inferring_moves_us") + "\"skipped\":\"needs about \(Self.number(gib)) GiB\"}")
        }
    }

    static func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    /// Every identifier of both lists hashed once into one table.
    @inline(never)
    static func floor(_ old: [Int], _ new: [Int]) -> Int {
        var positions = [Int: Int](minimumCapacity: old.count + new.count)
        for (index, item) in old.enumerated() { positions[item] = index }
        for (index, item) in new.enumerated() { positions[item] = index }
        return positions.count
    }

    private func prefix(_ metric: String) -> String {
        "{\"w\":\"snapshot_diff\",\"n\":\(n),\"changed\":\(fraction),\"metric\":\"\(metric)\","
    }

    func emit(_ metric: String, _ samples: Samples, extra: [(String, String)] = []) {
        var line = prefix(metric) + "\"min\":\(Self.number(samples.minimum)),\"median\":\(Self.number(samples.median))"
        line += ",\"samples\":\(samples.values.count)"
        for (key, value) in extra { line += ",\"\(key)\":\(value)" }
        print(line + "}")
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return "\(rounded)"
    }
}

/// Timings in microseconds.
struct Samples {
    var values: [Double] = []

    static func measure<T>(_ count: Int, _ body: () -> T) -> Samples {
        var samples = Samples()
        for _ in 0..<count {
            let start = now()
            let result = body()
            samples.values.append((now() - start) * 1e6)
            withExtendedLifetime(result) {}
        }
        return samples
    }

    var minimum: Double { values.min() ?? .nan }
    var median: Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
