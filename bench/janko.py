#!/usr/bin/env python3
"""janko.py -- the Janko families of ../shared/puzzles/janko through puzc:
each puzzle imported (`puzc import --format janko`, the family told by its
page or its shape; Clueless 1 and 2 named, their frames being alike),
solved by each backend and compared with the published solution, and
counted to 2 by native (exactly 1 wanted). A Killer or Jigsaw with more
than one solution is imported again with --x (an X page the reader does not
know; listed below the table). Prints a Markdown table per
family: puzzles, imported, solved (every backend run equal to the
published solution), unique, and the median and slowest CPU time of a
solve per backend (the puzc process's user + system time, compile
included). ilp runs on a sample of each family (--ilp-sample, default 10),
each under --ilp-limit seconds.

usage: janko.py [--puzc P] [--dir D] [--sample N] [--backends native,sat]
                [--ilp-sample K] [--ilp-limit S] [--families F,...] [--check]
--families takes only the families of those files (e.g. ConsecutiveSudoku);
--sample N takes the first N puzzles of each family (the test's mode);
--check exits 1 when any puzzle fails (not imported, a wrong or missing
solution, not unique)."""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile

# (file, family named on the command line or None, title)
FAMILIES = [
    ("Sudoku", None, "Sudoku"),
    ("KillerSudoku", None, "Killer"),
    ("JigsawSudoku", None, "Jigsaw"),
    ("EvenOddSudoku", None, "Even-Odd"),
    ("ConsecutiveSudoku", None, "Konsekutiv"),
    ("SkyscraperSudoku", None, "Skyscraper"),
    ("MarginSudoku", None, "Margin"),
    ("SamuraiSudoku", None, "Samurai"),
    ("ButterflySudoku", None, "Butterfly"),
    ("SumoSudoku", None, "Sumo"),
    ("WindmillSudoku", None, "Windmill"),
    ("Gattai8Sudoku", None, "Gattai-8"),
    ("ShogunSudoku", None, "Shogun"),
    ("SoheiSudoku", None, "Sohei"),
    ("Clueless1Sudoku", "clueless1", "Clueless 1"),
    ("Clueless2Sudoku", "clueless2", "Clueless 2"),
    ("Kakuro", None, "Kakuro"),
]

CHARS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# the families some of whose pages add the X rule
X_FAMILIES = ("KillerSudoku", "JigsawSudoku")


def expected_line(solution):
    """The published solution as `puzc solve --line` prints it."""
    lines = solution.strip().split("\n")
    rows, _ = map(int, lines[0].split())
    out = []
    for line in lines[1:rows + 1]:
        for t in line.split():
            out.append("-" if t == "-" else CHARS[int(t) - 1])
    return "".join(out)


def run(cmd, stdin=None, timeout=None):
    """(exit status, stdout, CPU seconds) of one puzc process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=timeout)
        rc, out = p.returncode, p.stdout
    except subprocess.TimeoutExpired:
        rc, out = -1, ""
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return rc, out, cpu


def ms(x):
    return "%.1f" % (1000 * x)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--puzc", default=os.environ.get("PUZC", "./puzc"))
    ap.add_argument("--dir", default=os.path.join(os.environ.get("SHARED", "../shared/puzzles"),
                                                  "janko"))
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--backends", default="native,sat")
    ap.add_argument("--ilp-sample", type=int, default=10)
    ap.add_argument("--ilp-limit", type=float, default=10)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--families", default="")
    a = ap.parse_args()
    backends = [b for b in a.backends.split(",") if b]
    if a.ilp_sample:
        backends.append("ilp")
    failures = []
    retried = []
    tmp = tempfile.mkdtemp(prefix="puzc-janko.")
    puz = os.path.join(tmp, "p.puz")
    print("| family | puzzles | imported | solved | unique | " +
          " | ".join("%s median ms | %s max ms" % (b, b) for b in backends) + " |")
    print("|---|---:|---:|---:|---:|" + "---:|---:|" * len(backends))
    for fname, family, title in FAMILIES:
        path = os.path.join(a.dir, fname + ".jsonl")
        if a.families and fname not in a.families.split(","):
            continue
        if not os.path.exists(path):
            continue
        with open(path) as f:
            lines = [l for l in f if l.strip()]
        if a.sample:
            lines = lines[:a.sample]
        n = imported = solved = unique = 0
        cpu = {b: [] for b in backends}
        for k, line in enumerate(lines):
            n += 1
            d = json.loads(line)
            cmd = [a.puzc, "import", "--format", "janko", "-", "-o", puz]
            if family:
                cmd[4:4] = ["--family", family]
            rc, _, _ = run(cmd, stdin=line)
            if rc != 0:
                failures.append("%s %s: not imported" % (fname, d["id"]))
                continue
            imported += 1
            if fname in X_FAMILIES:
                # an X page the reader does not know (it knows those of this half
                # of the collection): a Killer or Jigsaw with more than one
                # solution is imported again with --x, and said so
                rc, out, _ = run([a.puzc, "solve", puz, "--count", "2"])
                if out.strip().startswith("2"):
                    run(cmd[:4] + ["--x"] + cmd[4:], stdin=line)
                    retried.append("%s %s" % (fname, d["id"]))
            want = expected_line(d["solution"])
            ok = True
            for b in backends:
                if b == "ilp" and k >= a.ilp_sample:
                    continue
                limit = ["--time-limit", str(a.ilp_limit)] if b == "ilp" else []
                rc, out, t = run([a.puzc, "solve", puz, "--backend", b, "--line"] + limit)
                cpu[b].append(t)
                if out.strip() != want:
                    if b == "ilp" and rc == 3 or rc == -1:
                        failures.append("%s %s: %s stopped by its time limit" % (fname, d["id"], b))
                    else:
                        failures.append("%s %s: %s gives %s" % (fname, d["id"], b,
                                                                out.strip()[:40] or "nothing"))
                    ok = False
            solved += ok
            rc, out, _ = run([a.puzc, "solve", puz, "--count", "2"])
            if out.strip() == "1":
                unique += 1
            else:
                failures.append("%s %s: native counts %s" % (fname, d["id"], out.strip()))
        cells = []
        for b in backends:
            t = cpu[b]
            cells.append("%s | %s" % (ms(statistics.median(t)), ms(max(t))) if t else "- | -")
        print("| %s | %d | %d | %d | %d | %s |" % (title, n, imported, solved, unique,
                                                   " | ".join(cells)))
        sys.stdout.flush()
    os.remove(puz) if os.path.exists(puz) else None
    os.rmdir(tmp)
    if retried:
        print()
        print("%d imported again with --x (more than one solution without it; an X page "
              "the reader does not know): %s" % (len(retried), ", ".join(retried[:20])))
    if failures:
        print()
        print("%d failures:" % len(failures))
        for f in failures[:50]:
            print("- " + f)
    return 1 if a.check and failures else 0


if __name__ == "__main__":
    sys.exit(main())
