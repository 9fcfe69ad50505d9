#!/usr/bin/env python3
"""variants.py -- issue 28's "speed where setters need it" row
(bench/variants.sh, part of `make bench`): every 9x9 variant puzzle of
bench/variants (made by bench/variants_make.py, one or more a catalogue
kind) counted to 2 by `puzc solve FILE --count 2` on native, sat and ilp,
each answer checked to be exactly 1. The time is the CPU (user + system)
of that puzc process, start-up and compile included (getrusage of the
children, as bench/counttail.py and bench/cputime.c take it), the best of
--reps runs; ilp gets --time-limit (a count it cuts short is reported as a
timeout, its time a lower bound), native and sat a generous 120 s.
Prints one table row a puzzle, then per backend: answers of 1, median and
slowest with its puzzle; and native's worst ratio to the best of the
three, with its puzzle. --quick: the first puzzle of each kind.
usage: variants.py [--puzc P] [--dir bench/variants] [--reps N] [--ilp-limit S] [--quick]"""
import argparse
import glob
import os
import resource
import subprocess
import sys

BACKENDS = ("native", "sat", "ilp")


def cpu_run(cmd):
    """(exit status, stdout, CPU microseconds) of one puzc process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return p.returncode, p.stdout.strip(), 1e6 * cpu


def kind_of(path):
    return os.path.basename(path).split("_9x9")[0]


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def ms(us):
    return "%.1f" % (us / 1000) if us < 10e6 else "%.0f" % (us / 1000)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--puzc", default="./puzc")
    ap.add_argument("--dir", default="bench/variants")
    ap.add_argument("--reps", type=int, default=1)
    ap.add_argument("--ilp-limit", type=float, default=10)
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    files = sorted(glob.glob(os.path.join(a.dir, "*.puz")))
    if a.quick:
        seen, keep = set(), []
        for f in files:
            if kind_of(f) not in seen:
                seen.add(kind_of(f))
                keep.append(f)
        files = keep
    print("| puzzle | givens | native ms | sat ms | ilp ms | native / best |")
    print("|---|---:|---:|---:|---:|---:|")
    times = {b: [] for b in BACKENDS}   # (us, puzzle) of the answers of 1
    bad = {b: [] for b in BACKENDS}     # (puzzle, what) otherwise
    worst = None
    for f in files:
        name = os.path.basename(f)[:-4]
        with open(f) as fh:
            givens = sum(1 for l in fh if l.startswith("given "))
        cells, best = [], {}
        for b in BACKENDS:
            limit = a.ilp_limit if b == "ilp" else 120
            runs = [cpu_run([a.puzc, "solve", f, "--count", "2", "--backend", b,
                             "--time-limit", str(limit)]) for _ in range(a.reps)]
            rc, out, us = min(runs, key=lambda r: r[2])
            if out == "1" and rc == 0:
                best[b] = us
                times[b].append((us, name))
                cells.append(ms(us))
            elif rc == 4 and out != "2+":
                bad[b].append((name, "timeout"))
                cells.append(">%s (timeout)" % ms(us))
            else:
                bad[b].append((name, "answer %r, exit %d" % (out, rc)))
                cells.append("**%s** (exit %d)" % (out or "-", rc))
        ratio = ""
        if "native" in best:
            top = min(best.values())
            r = best["native"] / top
            ratio = "%.2f" % r
            if worst is None or r > worst[0]:
                worst = (r, name, min(best, key=best.get))
        print("| %s | %d | %s | %s |" % (name, givens, " | ".join(cells), ratio))
        sys.stdout.flush()
    print()
    print("| backend | counted 1 | median ms | slowest ms | slowest puzzle | not 1 |")
    print("|---|---:|---:|---:|---|---|")
    for b in BACKENDS:
        t = times[b]
        if t:
            slow = max(t)
            print("| %s | %d/%d | %s | %s | %s | %s |" % (
                b, len(t), len(files), ms(median([x for x, _ in t])), ms(slow[0]), slow[1],
                ", ".join("%s: %s" % x for x in bad[b]) or "-"))
        else:
            print("| %s | 0/%d | - | - | - | all |" % (b, len(files)))
    if worst:
        print()
        print("native's worst ratio to the best of the three: %.2fx on %s (best: %s)" % worst)
    return 1 if any(bad[b] for b in ("native", "sat")) else 0


if __name__ == "__main__":
    sys.exit(main())
