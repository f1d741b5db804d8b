"""Summarize a LayoutBenchmarks run (JSON lines, peers' and the engine's) as the Markdown
tables of Benchmarks/README.md: the engine's metrics by workload and N, its ratios to the C
floor and Taffy, and each target of issue 11 with its measured ratio.

Usage: python3 Benchmarks/summarize.py results.jsonl

The peer harness's own tables come from ../shared/peers/aggregate.py; this adds what it does
not show (the engine-only metrics, W4, W5, the targets).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict

ENGINE = "compositional-layout"


def load(path):
    data = defaultdict(dict)  # (peer, w, n) -> metric -> record
    checks = {}
    for line in open(path):
        if not line.startswith("{"):
            continue
        r = json.loads(line)
        key = (r["peer"], r["w"], int(r["n"]))
        if "check" in r:
            checks[key] = r["check"]
        else:
            data[key][r["metric"]] = r
    return data, checks


def fmt(v):
    if v is None:
        return "–"
    a = abs(v)
    if a >= 1000:
        return f"{v:,.0f}"
    if a >= 100:
        return f"{v:.0f}"
    if a >= 10:
        return f"{v:.1f}"
    if a >= 1:
        return f"{v:.2f}"
    if a >= 0.01 or v == 0:
        return f"{v:.3f}"
    return f"{v:.2g}"


def med(data, peer, w, n, metric):
    r = data.get((peer, w, n), {}).get(metric)
    return r["median"] if r else None


def ratio(a, b):
    return f"{fmt(a / b)}×" if a is not None and b else "–"


def main():
    data, checks = load(sys.argv[1])
    ws = sorted({w for (p, w, _) in data if p == ENGINE})
    print("### The engine, median of each metric\n")
    print("| W | N | prepare µs | prepare (fresh) µs | query µs (elements) | query_frames µs | frame_at ns "
          "| scroll step µs | update µs | full ns/item | full_attrs ns/item | peak RSS MB | exact |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for w in ws:
        for n in sorted({n for (p, ww, n) in data if p == ENGINE and ww == w}):
            m = lambda k: med(data, ENGINE, w, n, k)
            c = checks.get((ENGINE, w, n), {})
            exact = c.get("max_abs_err") == 0 and c.get("update_shift") == 50 and (
                "hits_expected" not in c or c["hits"] == c["hits_expected"])
            q = data[(ENGINE, w, n)].get("query_us", {})
            per = lambda k: m(k) * 1e6 / n if m(k) is not None else None
            print(f"| {w} | {n:,} | {fmt(m('prepare_us'))} | {fmt(m('prepare_fresh_us'))} | "
                   f"{fmt(m('query_us'))} ({fmt(q.get('elements'))}) | {fmt(m('query_frames_us'))} | "
                  f"{fmt(m('frame_at_ns'))} | {fmt(m('scroll_step_us'))} | {fmt(m('update_us'))} | "
                  f"{fmt(per('full_ms'))} | {fmt(per('full_attrs_ms'))} | {fmt(m('rss_mb'))} | "
                  f"{'yes' if exact else 'NO'} |")

    print("\n### Ratios to the peers (engine median ÷ peer median; < 1: the engine is faster)\n")
    print("| W | N | full ÷ floor | query ÷ floor closed-form | query ÷ floor bsearch | update ÷ floor Fenwick "
          "| full ÷ Taffy full | prepare ÷ Taffy compute | query ÷ Taffy scan | update ÷ Taffy update | hits = peers' |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for w in ws:
        for n in sorted({n for (p, ww, n) in data if p == "floor-c" and ww == w}):
            e = lambda k: med(data, ENGINE, w, n, k)
            f = lambda k: med(data, "floor-c", w, n, k)
            t = lambda k: med(data, "taffy-py", w, n, k)
            ce, cf = checks.get((ENGINE, w, n), {}), checks.get(("floor-c", w, n), {})
            ct = checks.get(("taffy-py", w, n), {})
            same = ce.get("peer_hits") == cf.get("hits") and (not ct or ct.get("hits") == cf.get("hits"))
            upd = e("update_us")
            print(f"| {w} | {n:,} | {ratio(e('full_ms'), f('full_ms'))} | {ratio(e('query_us'), f('query_closed_us'))} | "
                  f"{ratio(e('query_us'), f('query_bsearch_us'))} | {ratio(upd, f('update_fenwick_us'))} | "
                  f"{ratio(e('full_ms'), t('full_ms'))} | {ratio(e('prepare_us'), t('compute_ms') and t('compute_ms') * 1e3)} | "
                  f"{ratio(e('query_us'), t('query_scan_us'))} | {ratio(upd, t('update_ms') and t('update_ms') * 1e3)} | "
                  f"{'yes' if same else 'NO'} |")

    targets(data, checks)


def targets(data, checks):
    """Issue 11's targets, each with the measured ratio (first and last N of the run)."""
    e = lambda w, n, k: med(data, ENGINE, w, n, k)
    ns = sorted({n for (p, w, n) in data if p == ENGINE and w == "W2" and n <= 1_000_000})
    lo, hi = ns[0], ns[-1]
    rows = []

    bad = [f"{w}@{n:,}" for (p, w, n), c in checks.items()
           if p == ENGINE and not (c.get("max_abs_err") == 0 and c.get("update_shift") == 50)]
    allns = sorted({n for (p, w, n) in checks if p == ENGINE})
    rows.append(("1 exact at every N", f"max_abs_err 0 and update_shift 50 in every run ({allns[0]:,} … {allns[-1]:,})"
                 if not bad else "not in " + ", ".join(bad), not bad))

    def growth(metric, ws, limit):
        parts, ok = [], True
        for w in ws:
            a, b = e(w, lo, metric), e(w, hi, metric)
            if a is None or b is None:
                continue
            parts.append(f"{w} {fmt(b / a)}×")
            ok &= b <= limit * a
        return ", ".join(parts), ok

    text, ok = growth("prepare_us", ["W1", "W2", "W3", "W4"], 1.5)
    text2, ok2 = growth("query_us", ["W1", "W2", "W3", "W4"], 1.5)
    w5 = [f"{fmt(e('W5', n, 'query_us') / e('W2', n, 'query_us'))}× at {n:,}" for n in (lo, hi)
          if e("W5", n, "query_us") and e("W2", n, "query_us")]
    ok3 = all(e("W5", n, "query_us") <= 3 * e("W2", n, "query_us") for n in (lo, hi)
              if e("W5", n, "query_us") and e("W2", n, "query_us"))
    rows.append((f"2 N-independent ({hi:,} ÷ {lo:,} ≤ 1.5)", f"prepare: {text}; query: {text2}; W5 ÷ W2 query ≤ 3: "
                 + ", ".join(w5), ok and ok2 and ok3))

    q = [e(w, hi, "query_us") for w in ("W1", "W2", "W3")]
    fa = [e(w, hi, "frame_at_ns") for w in ("W1", "W2", "W3")]
    att = [e(w, hi, "full_attrs_ms") * 1e6 / hi for w in ("W1", "W2", "W3")]
    rows.append(("3 object layer (W1–W3 at " + f"{hi:,})",
                 f"query {fmt(min(q))}–{fmt(max(q))} µs (≤ 3: {fmt(max(q) / 3)}× over); frame_at {fmt(min(fa))}–{fmt(max(fa))} ns "
                 f"(≤ 100: {fmt(max(fa) / 100)}×); full_attrs {fmt(min(att))}–{fmt(max(att))} ns/item (≤ 100: {fmt(max(att) / 100)}×)",
                 max(q) <= 3 and max(fa) <= 100 and max(att) <= 100))

    qf = [e(w, hi, "query_frames_us") for w in ("W1", "W2", "W3")]
    full = {w: e(w, hi, "full_ms") / med(data, "floor-c", w, hi, "full_ms") for w in ("W1", "W2", "W3")
            if med(data, "floor-c", w, hi, "full_ms")}
    rows.append(("4 value API", f"query_frames {fmt(min(qf))}–{fmt(max(qf))} µs (≤ 2); full ÷ floor "
                 + ", ".join(f"{w} {fmt(r)}×" for w, r in full.items()) + " (≤ 2, 2, 3)",
                 max(qf) <= 2 and all(r <= (3 if w == "W3" else 2) for w, r in full.items())))

    text, ok = growth("update_us", ["W1", "W2", "W3", "W4"], 2)
    rows.append((f"5 update O(log n) ({hi:,} ÷ {lo:,} ≤ 2)", text, ok))

    pins = [(n, e("W5", n, "scroll_step_pinned10k_us"), e("W5", n, "scroll_step_unpinned10k_us"))
            for n in sorted({n for (p, w, n) in data if p == ENGINE and w == "W5"})]
    pins = [(n, a, b) for n, a, b in pins if a and b]
    rows.append(("6 pinned ÷ unpinned scroll, 10,000 sections (≤ 2)",
                 ", ".join(f"{fmt(a / b)}× (W5 run {n:,})" for n, a, b in pins), all(a <= 2 * b for _, a, b in pins)))

    rss = {w: (e(w, hi, "rss_mb") - e(w, lo, "rss_mb")) for w in ("W1", "W2", "W3", "W4") if e(w, hi, "rss_mb")}
    per = rss.get("W4", 0) * 2**20 / (hi - lo)
    rows.append((f"7 memory ({lo:,} → {hi:,})", ", ".join(f"{w} {v:+.2f} MB" for w, v in rss.items() if w != "W4")
                 + f" (≤ 1); W4 {fmt(per)} bytes per measured row (≤ 24)",
                 all(v <= 1 for w, v in rss.items() if w != "W4") and per <= 24))

    print("\n### Targets of issue 11\n")
    print("| target | measured | met |")
    print("|---|---|---|")
    for name, text, ok in rows:
        print(f"| {name} | {text} | {'yes' if ok else '**no**'} |")


if __name__ == "__main__":
    main()
