import InternalUtilities
import LayoutCore

/// Checks one generated case against the engine's invariants:
///
/// * no crash (the runner reports the seed of a crash or hang);
/// * a typed error only where the generator made the input invalid on purpose
///   (`Invalidity`) or put an engine limit in reach (`LimitExpectation`);
/// * finite frames of non-negative size for every element of every category;
/// * no duplicate (category, kind, index path), found by counting, never by merging;
/// * as many cells as the data source has items, and the boundary and decoration kinds the
///   description asks for;
/// * per-element lookups equal what an all-covering rect query returns, and every rect query
///   equals a brute-force filter of all elements (touching counts);
/// * the content size covers the groups of ordinary sections, decorations and extending
///   boundary items (`InvariantChecker+ContentSize` lists the exceptions);
/// * the same seed gives the same layout and the same solution twice;
/// * all of the above again after a random measuring hook has measured self-sizing elements.
public final class InvariantChecker {
    /// The case checked.
    public let fuzzCase: FuzzCase
    var report: CheckReport
    var rng: SplitMix64
    var unchangedChecksLeft = 3

    /// Creates a checker for `fuzzCase`.
    public init(_ fuzzCase: FuzzCase) {
        self.fuzzCase = fuzzCase
        report = CheckReport(seed: fuzzCase.seed)
        rng = SplitMix64.stream(fuzzCase.seed, 2)
    }

    /// Generates the case for `seed` and checks it.
    public static func check(seed: UInt64) -> CheckReport {
        let checker = InvariantChecker(CaseGenerator.generate(seed: seed))
        checker.run()
        checker.report.failures.sort { $0.description < $1.description }
        return checker.report
    }

    func run() {
        guard var solution = solveExpectingOutcome() else { return }
        report.outcome = .solved
        checkDeterminism(of: solution)
        checkSolution(solution, phase: "solved")
        if measure(&solution) {
            checkSolution(solution, phase: "measured")
        }
    }

    /// Solves the case; `nil` when it ended in an error (expected or not).
    func solveExpectingOutcome() -> LayoutSolution? {
        let result: Result<LayoutSolution, LayoutError>
        do throws(LayoutError) {
            result = .success(try LayoutSolver.solve(fuzzCase.layout, in: fuzzCase.container, hooks: fuzzCase.hooks))
        } catch {
            result = .failure(error)
        }
        count()
        switch (result, fuzzCase.invalidity) {
        case (.success, let invalidity?):
            fail("invalid input is rejected", "made invalid (\(invalidity)) but solved")
        case (.failure(let error), let invalidity?):
            if invalidity.accepts(error) {
                report.outcome = .rejectedAsInvalid(invalidity)
            } else {
                fail("invalid input is rejected", "made invalid (\(invalidity)) but failed with \(error)")
            }
        case (.failure(let error), nil):
            if fuzzCase.limits.accepts(error) {
                report.outcome = .reachedLimit(error.reason)
            } else {
                fail("valid input solves", "failed with \(error)")
            }
        case (.success(let solution), nil):
            if fuzzCase.limits.mustExceedCoordinates {
                fail("coordinates past the limit are rejected", "solved, content size \(solution.contentSize)")
                return nil
            }
            return solution
        }
        return nil
    }

    /// Every check on one solution: elements, lookups, queries, content size.
    func checkSolution(_ solution: LayoutSolution, phase: String) {
        let catalogue = buildCatalogue(of: solution, visible: fuzzCase.visible, phase: phase)
        checkElements(catalogue, phase: phase)
        checkCounts(catalogue, in: solution, phase: phase)
        checkSampledSections(of: solution, phase: phase)
        checkQueries(of: solution, catalogue: catalogue, phase: phase)
        let natural = fuzzCase.visible == nil ? catalogue : buildCatalogue(of: solution, visible: nil, phase: phase)
        checkContentSize(of: solution, catalogue: natural, phase: phase)
    }

    /// The same seed gives the same case and the same solution.
    func checkDeterminism(of solution: LayoutSolution) {
        let again = CaseGenerator.generate(seed: fuzzCase.seed)
        expect(again.dump == fuzzCase.dump, "same seed, same case", "the generator gave another case the second time")
        do throws(LayoutError) {
            let second = try LayoutSolver.solve(again.layout, in: again.container, hooks: again.hooks)
            expect(second == solution, "same seed, same solution", "the second solve differs")
        } catch {
            fail("same seed, same solution", "the second solve failed with \(error)")
        }
    }

    // MARK: Recording

    func count() { report.checks += 1 }

    /// Counts a check and records a failure when `condition` is false.
    func expect(
        _ condition: @autoclosure () -> Bool, _ check: String, _ message: @autoclosure () -> String,
        key: ElementKey? = nil
    ) {
        report.checks += 1
        if !condition() { fail(check, message(), key: key) }
    }

    /// Records a failure.
    func fail(_ check: String, _ message: String, key: ElementKey? = nil) {
        if report.failures.count < 40 { report.failures.append(FuzzFailure(check: check, message: message, key: key)) }
        else if report.failures.count == 40 {
            report.failures.append(FuzzFailure(check: "…", message: "further failures of this case not listed"))
        }
    }
}
