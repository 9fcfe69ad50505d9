#!/usr/bin/env python3
"""python_count.py -- count the solutions of every line of a file of
one-line puzzles on two backends and plot their times with the package's
own chart (puzc.Plot: the library's puz_plot, as `puzc compare --plot`
draws it).

usage: python3 examples/python_count.py FILE [BACKEND BACKEND] [-o OUT.svg]
       (default backends native and dlx; default OUT: count.svg; the first
       20 lines of FILE)

Run `make python` first (or set PYTHONPATH=python and PUZC_LIB).
"""
import argparse
import sys

import puzc


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("file")
    ap.add_argument("backends", nargs="*", default=["native", "dlx"])
    ap.add_argument("-o", "--out", default="count.svg")
    ap.add_argument("-n", "--lines", type=int, default=20)
    ap.add_argument("--limit", type=int, default=2, help="count up to (2: uniqueness)")
    args = ap.parse_args()

    plot = puzc.Plot(f"solutions of {args.file}, counted up to {args.limit}", "ms")
    with open(args.file) as f:
        lines = [ln.rstrip("\n") for _, ln in zip(range(args.lines), f) if ln.strip()]
    for i, line in enumerate(lines, 1):
        try:
            model = puzc.Model.from_line(line)
        except puzc.ModelError as e:
            print(f"line {i}: {e.message}", file=sys.stderr)
            continue
        counts = []
        for group, backend in enumerate(args.backends):
            c = model.count(args.limit, backend, time_limit=10)
            counts.append(int(c))
            note = f"{int(c)}{'' if c.complete else '+'} ({c.stats.effort} {c.stats.effort_unit})"
            plot.add(f"line {i} {backend}", 1e3 * c.stats.time, group=group, note=note)
        print(f"line {i}: " + ", ".join(f"{b} {n}" for b, n in zip(args.backends, counts)))
        if len(set(counts)) > 1:
            print(f"line {i}: the backends disagree!", file=sys.stderr)
            return 1
    with open(args.out, "w") as f:
        f.write(plot.svg())
    print(f"plot: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
