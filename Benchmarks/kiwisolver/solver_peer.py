"""The systems of SolverBenchmarks (issue 28) through kiwisolver, the C++ Cassowary solver.

    python3 Benchmarks/kiwisolver/solver_peer.py [--quick] [--no-chains]

Prints the same JSON lines as SolverBenchmarks, with "peer": "kiwisolver". The constraints
and variables are made once, outside the timed code (as SolverBenchmarks does), so each timed
block is only calls into kiwisolver's C++ core: a new Solver, addConstraint, addEditVariable,
suggestValue, removeConstraint, updateVariables (which copies the solution into the
variables: kiwisolver's values are not live) and the value read. Each of those is a Python
call into the extension, which costs something on its own; the script measures that cost as
a loop of the same number of calls to a trivial C method (dict.get) and reports both the raw
median ("value_raw") and the median less that overhead ("value", used for the ratio).

Strengths: kiwisolver weighs strengths numerically (required, then a*1e6 + b*1e3 + c); the
priorities of the systems map to 50 -> 1, 250 -> 1e3, 750 -> 1e6 and 999 -> 1e8, which
orders them and gives the same solution here (the check line compares it to the closed
forms, as SolverBenchmarks does).
"""
import json
import sys
import time

import kiwisolver as kiwi
from kiwisolver import Constraint, Solver, Variable

WEIGHTS = {50: 1.0, 250: 1e3, 750: 1e6, 999: 1e8, 1000: kiwi.strength.required}


def constraint(terms, constant, op, priority=1000):
    expression = sum((coefficient * variable for variable, coefficient in terms), constant)
    if op == "==":
        made = expression == 0
    elif op == "<=":
        made = expression <= 0
    else:
        made = expression >= 0
    return Constraint(made.expression(), made.op(), WEIGHTS[priority])


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def overhead_ns(calls, repeats):
    """The median time of `calls` calls to a trivial C method, in ns."""
    table = {}
    get = table.get
    samples = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        for _ in range(calls):
            get(0)
        samples.append(time.perf_counter_ns() - start)
    return median(samples)


def report(name, samples_ns, calls, scale, unit, repeats):
    raw = median(samples_ns)
    overhead = overhead_ns(calls, repeats)
    line = {
        "peer": "kiwisolver",
        "metric": name,
        "value": round((raw - overhead) / scale, 3),
        "value_raw": round(raw / scale, 3),
        "python_call_overhead": round(overhead / scale, 3),
        "calls": calls,
        "unit": unit,
        "samples": len(samples_ns),
    }
    print(json.dumps(line), flush=True)


class Cell:
    """The list cell of SolverBenchmarks' CellSystem: 17 variables, 20 constraints."""

    def __init__(self):
        v = [Variable("v%d" % i) for i in range(17)]
        self.v = v
        content, image, title, subtitle = 0, 4, 8, 12
        x = lambda view: v[view]
        y = lambda view: v[view + 1]
        w = lambda view: v[view + 2]
        h = lambda view: v[view + 3]
        intrinsic = v[16]
        self.constraints = [
            constraint([(x(content), 1)], 0, "=="),
            constraint([(y(content), 1)], 0, "=="),
            constraint([(w(content), 1)], -390, "=="),
            constraint([(h(content), 1)], 0, "==", 50),
            constraint([(x(image), 1), (x(content), -1)], -16, "=="),
            constraint([(y(image), 1), (y(content), -1)], -12, "=="),
            constraint([(w(image), 1)], -40, "=="),
            constraint([(h(image), 1)], -40, "=="),
            constraint([(y(content), 1), (h(content), 1), (y(image), -1), (h(image), -1)], -12, ">="),
            constraint([(x(title), 1), (x(image), -1), (w(image), -1)], -12, "=="),
            constraint([(x(title), 1), (w(title), 1), (x(content), -1), (w(content), -1)], 16, "=="),
            constraint([(y(title), 1), (y(content), -1)], -12, "=="),
            constraint([(h(title), 1)], -20, "<=", 250),
            constraint([(h(title), 1)], -20, ">=", 750),
            constraint([(x(subtitle), 1), (x(title), -1)], 0, "=="),
            constraint([(x(subtitle), 1), (w(subtitle), 1), (x(title), -1), (w(title), -1)], 0, "=="),
            constraint([(y(subtitle), 1), (y(title), -1), (h(title), -1)], -4, "=="),
            constraint([(h(subtitle), 1), (intrinsic, -1)], 0, "<=", 250),
            constraint([(h(subtitle), 1), (intrinsic, -1)], 0, ">=", 750),
            constraint([(y(content), 1), (h(content), 1), (y(subtitle), -1), (h(subtitle), -1)], -12, "=="),
        ]
        self.readd_base = [c for i, c in enumerate(self.constraints) if i not in (17, 18)]
        self.content_height = v[3]
        self.subtitle_height = v[15]
        self.intrinsic = intrinsic
        self.heights = {
            value: [
                constraint([(self.subtitle_height, 1)], -value, "<=", 250),
                constraint([(self.subtitle_height, 1)], -value, ">=", 750),
            ]
            for value in (36.0, 54.0)
        }

    def solved(self):
        solver = Solver()
        for c in self.constraints:
            solver.addConstraint(c)
        solver.addEditVariable(self.intrinsic, WEIGHTS[999])
        solver.suggestValue(self.intrinsic, 36.0)
        solver.updateVariables()
        return solver


def chain_constraints(count, inequalities, pinned):
    x = [Variable("x%d" % i) for i in range(count + 1)]
    made = [constraint([(x[0], 1)], 0, "==")] if pinned else []
    for i in range(count):
        made.append(constraint([(x[i + 1], 1), (x[i], -1)], -1, ">=" if inequalities else "=="))
        if inequalities:
            made.append(constraint([(x[i + 1], 1)], 0, "==", 250))
    return x, made


def main():
    quick = "--quick" in sys.argv
    max_error = 0.0
    cell = Cell()

    repeats = 50 if quick else 20000
    samples = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        solver = Solver()
        for c in cell.constraints:
            solver.addConstraint(c)
        solver.addEditVariable(cell.intrinsic, WEIGHTS[999])
        solver.suggestValue(cell.intrinsic, 36.0)
        solver.updateVariables()
        cell.content_height.value()
        samples.append(time.perf_counter_ns() - start)
    # Solver(), 20 addConstraint, addEditVariable, suggestValue, updateVariables, value().
    report("cell_fresh_us", samples, 25, 1e3, "us", repeats)
    max_error = max(max_error, abs(cell.content_height.value() - 84))

    solver = cell.solved()
    samples = []
    for round_ in range(repeats):
        height = 54.0 if round_ % 2 == 0 else 36.0
        start = time.perf_counter_ns()
        solver.suggestValue(cell.intrinsic, height)
        solver.updateVariables()
        cell.content_height.value()
        samples.append(time.perf_counter_ns() - start)
        max_error = max(max_error, abs(cell.content_height.value() - (48 + height)))
    report("cell_incremental_us", samples, 3, 1e3, "us", repeats)

    solver = Solver()
    for c in cell.readd_base:
        solver.addConstraint(c)
    current = cell.heights[36.0]
    for c in current:
        solver.addConstraint(c)
    samples = []
    for round_ in range(repeats):
        height = 54.0 if round_ % 2 == 0 else 36.0
        new = cell.heights[height]
        start = time.perf_counter_ns()
        for c in current:
            solver.removeConstraint(c)
        for c in new:
            solver.addConstraint(c)
        solver.updateVariables()
        cell.content_height.value()
        samples.append(time.perf_counter_ns() - start)
        current = new
        max_error = max(max_error, abs(cell.content_height.value() - (48 + height)))
    report("cell_readd_us", samples, 6, 1e3, "us", repeats)

    # kiwisolver takes half a minute to two minutes per chain, so they run once or three times,
    # and not at all in a quick run.
    chains = [
        ("chain_pinned_10000_ms", False, True, 1),
        ("chain_10000_ms", False, False, 3),
        ("chain_ineq_10000_ms", True, False, 1),
    ]
    if quick or "--no-chains" in sys.argv:
        chains = []
    for name, inequalities, pinned, chain_repeats in chains:
        count = 10000
        x, made = chain_constraints(count, inequalities, pinned)
        samples = []
        for _ in range(chain_repeats):
            start = time.perf_counter_ns()
            solver = Solver()
            if not pinned:
                solver.addEditVariable(x[0], WEIGHTS[999])
            for c in made:
                solver.addConstraint(c)
            if not pinned:
                solver.suggestValue(x[0], 10.0)
            solver.updateVariables()
            x[count].value()
            samples.append(time.perf_counter_ns() - start)
        report(name, samples, len(made) + (2 if pinned else 5), 1e6, "ms", chain_repeats)
        for i in range(count + 1):
            max_error = max(max_error, abs(x[i].value() - (i if pinned else 10 + i)))

    print(json.dumps({"peer": "kiwisolver", "check": {"max_abs_err": max_error, "kiwisolver": kiwi.__version__}}))


if __name__ == "__main__":
    main()
