import ConstraintSolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The constraint solver's benchmark (issue 28):
///
///     SolverBenchmarks [--quick]
///
/// One JSON line per metric, `{"metric": name, "value": median, "unit": …, "samples": n}`, then a
/// check line with the largest difference between the solved values and their closed forms:
///
/// - `cell_fresh_us`: a list cell's system (`CellSystem`) built in a new system and solved;
/// - `cell_incremental_us`: the second label's intrinsic height suggested (36 ↔ 54) and the
///   cell's height read back;
/// - `cell_readd_us`: the same change made by removing the label's two intrinsic-height
///   constraints and adding them with the new height;
/// - `chain_pinned_10000_ms`: `x0 == 0` then `x[i+1] == x[i] + 1` for 10,000 constraints, all
///   required, built and `x[10000]` read;
/// - `chain_10000_ms`: the same chain with `x0` an edit variable (999) instead of pinned,
///   built, then `x0` suggested once (10) and `x[10000]` read;
/// - `chain_ineq_10000_ms`: the same with `x[i+1] >= x[i] + 1` and each `x[i+1] == 0` at 250,
///   which the inequalities win.
///
/// The constraints are made once, outside the timed code, as Benchmarks/kiwisolver does for
/// its peer. The cell metrics are medians of 20,000 runs, the chains of 5 (the inequality
/// chain, which takes tens of seconds, runs once); `--quick` runs each cell metric 50 times and
/// each chain once (a smoke run). Benchmarks/kiwisolver runs the same
/// systems through kiwisolver.
@main
struct SolverBenchmarks {
    static func main() {
        let quick = CommandLine.arguments.contains("--quick")
        var maxError = 0.0
        var sink = 0.0

        let cell = CellSystem()
        var samples = Samples()
        for _ in 0..<(quick ? 50 : 20_000) {
            samples.time {
                let system = cell.solved()
                sink += system.value(of: cell.contentHeight)
            }
        }
        print(samples.line("cell_fresh_us", scale: 1e6, unit: "us"))
        var system = cell.solved()
        // 12 + 20 + 4 + 36 + 12 = 84 (title 20 and subtitle 36 at their intrinsic heights).
        maxError = max(maxError, abs(system.value(of: cell.contentHeight) - 84))

        samples = Samples()
        for round in 0..<(quick ? 50 : 20_000) {
            let height = round % 2 == 0 ? 54.0 : 36.0
            samples.time {
                try? system.suggestValue(height, for: cell.subtitleIntrinsicHeight)
                sink += system.value(of: cell.contentHeight)
            }
            // 12 + 20 + 4 + height + 12 = 48 + height.
            maxError = max(maxError, abs(system.value(of: cell.contentHeight) - (48 + height)))
        }
        print(samples.line("cell_incremental_us", scale: 1e6, unit: "us"))

        var readd = cell.solvedWithConstantHeights()
        samples = Samples()
        for round in 0..<(quick ? 50 : 20_000) {
            let height = round % 2 == 0 ? 54.0 : 36.0
            samples.time {
                readd.system.setSubtitleHeight(height, handles: &readd.handles, cell: cell)
                sink += readd.system.value(of: cell.contentHeight)
            }
            maxError = max(maxError, abs(readd.system.value(of: cell.contentHeight) - (48 + height)))
        }
        print(samples.line("cell_readd_us", scale: 1e6, unit: "us"))

        for (name, inequalities, pinned, repeats) in [
            ("chain_pinned_10000_ms", false, true, 5), ("chain_10000_ms", false, false, 5),
            ("chain_ineq_10000_ms", true, false, 1),
        ] {
            let chain = ChainSystem(count: 10_000, inequalities: inequalities, pinned: pinned)
            samples = Samples()
            for _ in 0..<(quick ? 1 : repeats) {
                samples.time {
                    let solved = chain.solved(suggesting: 10)
                    sink += solved.value(of: chain.variables[chain.count])
                }
            }
            print(samples.line(name, scale: 1e3, unit: "ms"))
            let solved = chain.solved(suggesting: 10)
            for i in 0...chain.count {
                maxError = max(maxError, abs(solved.value(of: chain.variables[i]) - chain.expected(i, suggesting: 10)))
            }
        }

        let statistics = system.statistics
        print(
            "{\"check\": {\"max_abs_err\": \(maxError), \"cell_rows\": \(statistics.rows), \"sink_finite\": \(sink.isFinite)}}")
    }
}
