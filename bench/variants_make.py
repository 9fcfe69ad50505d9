#!/usr/bin/env python3
"""variants_make.py -- makes bench/variants/KIND_9x9_sS.puz, the 9x9 puzzles
of the variant catalogue that bench/variants.sh counts to 2 (issue 28,
"speed where setters need it"). Reproducible: rerun it and the same files
come out (for the same puzc).

How a puzzle is made, for a kind and a seed S:
1. The grid: `puzc generate --fill --seed S`; for a kind that is a rule on
   the whole grid (antiknight, antiking, nonconsecutive, disjoint) the first
   solution `puzc solve` finds of the rule with row 1 a permutation drawn
   from S (redrawn until it has one).
2. The marks: drawn at random (Python's random seeded with the kind and S)
   among those true for the grid: lines are random walks through king-move
   neighbours kept when the line's rule holds on the grid's values, outside
   clues are computed from the grid, "every mark given" kinds get every mark.
3. Givens: cells of the grid, in an order drawn from S, the first START
   of them and then one at a time until `puzc solve --count 2` says 1
   (within LIMIT seconds); then each given, the last added first, dropped
   when the count stays 1 without it. The result is checked again
   with --backend sat. A count near LIMIT (the little killers' take 2 to
   3 s on a loaded machine) can fall on either side of it on another
   machine and give other givens; the committed files are the reference.
usage: bench/variants_make.py [--puzc ./puzc] [--out bench/variants] [KIND...]
"""
import argparse
import os
import random
import subprocess
import sys

N = 9
KING = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]
ORTHO = [(-1, 0), (1, 0), (0, -1), (0, 1)]
START = 10  # givens to begin with: a count with none can take native 30 s
LIMIT = 3   # seconds a count may take; one cut short counts as not unique


def name(cell):
    return "r%dc%d" % (cell[0] + 1, cell[1] + 1)


def names(cells):
    return " ".join(name(c) for c in cells)


def box(cell):
    return (cell[0] // 3) * 3 + cell[1] // 3


def inside(r, c):
    return 0 <= r < N and 0 <= c < N


class Maker:
    def __init__(self, puzc):
        self.puzc = puzc

    def run(self, text, *args):
        path = "/tmp/variants_make.%d.puz" % os.getpid()
        with open(path, "w") as f:
            f.write(text)
        p = subprocess.run([self.puzc, "solve", path] + list(args),
                           capture_output=True, text=True)
        os.unlink(path)
        return p.stdout.strip()

    def count(self, text, backend="native", limit=LIMIT):
        return self.run(text, "--count", "2", "--backend", backend, "--time-limit", str(limit))

    def fill(self, seed):
        out = subprocess.run([self.puzc, "generate", "--fill", "--seed", str(seed)],
                             capture_output=True, text=True, check=True).stdout
        rows = [l.replace("|", "") for l in out.splitlines() if l[:1].isdigit()]
        return [[int(ch) for ch in row] for row in rows]

    def fill_rule(self, rule, rng):
        while True:
            row = list(range(1, N + 1))
            rng.shuffle(row)
            text = "sudoku 3x3\n%s\n" % rule + "".join(
                "given r1c%d = %d\n" % (c + 1, v) for c, v in enumerate(row))
            line = self.run(text, "--line")
            if len(line) == N * N and line.isdigit():
                return [[int(line[r * N + c]) for c in range(N)] for r in range(N)]


# --- lines: random walks through king-move neighbours ---------------------

def walk(g, rng, used, lo, hi, step_ok, final_ok, tries=4000):
    """A line of lo..hi cells, none in used, each step kept when step_ok(line,
    cell) holds and the whole when final_ok(line) does; None if none found."""
    for _ in range(tries):
        start = (rng.randrange(N), rng.randrange(N))
        if start in used:
            continue
        line = [start]
        want = rng.randint(lo, hi)
        while len(line) < want:
            r, c = line[-1]
            nxt = [(r + dr, c + dc) for dr, dc in KING
                   if inside(r + dr, c + dc) and (r + dr, c + dc) not in used
                   and (r + dr, c + dc) not in line and step_ok(g, line, (r + dr, c + dc))]
            if not nxt:
                break
            line.append(rng.choice(nxt))
        if len(line) >= lo and final_ok(g, line):
            return line
    return None


def lines(g, rng, count, lo, hi, step_ok, final_ok, word):
    used, out = set(), []
    for _ in range(count):
        line = walk(g, rng, used, lo, hi, step_ok, final_ok)
        if line:
            used.update(line)
            out.append("%s %s" % (word, names(line)))
    return out


def val(g, cell):
    return g[cell[0]][cell[1]]


def anyok(g, line, cell=None):
    return True


def whisper(d):
    return lambda g, line, cell: abs(val(g, line[-1]) - val(g, cell)) >= d


def renban_step(g, line, cell):
    vs = [val(g, x) for x in line] + [val(g, cell)]
    return len(set(vs)) == len(vs) and max(vs) - min(vs) == len(vs) - 1


def thermo_step(g, line, cell):
    return val(g, cell) > val(g, line[-1])


def between_ok(g, line):
    a, b = sorted((val(g, line[0]), val(g, line[-1])))
    return all(a < val(g, x) < b for x in line[1:-1])


def regionsum_ok(g, line):
    runs, cur = [], [line[0]]
    for x in line[1:]:
        if box(x) == box(cur[-1]):
            cur.append(x)
        else:
            runs.append(cur)
            cur = [x]
    runs.append(cur)
    return len(runs) >= 2 and len({sum(val(g, x) for x in run) for run in runs}) == 1


def palindromes(g, rng, count):
    """Lines grown from a middle cell both ways, the two new ends equal."""
    used, out = set(), []
    for _ in range(4000):
        if len(out) == count:
            break
        mid = (rng.randrange(N), rng.randrange(N))
        if mid in used:
            continue
        left, right = [mid], [mid]
        while len(left) < 4:
            pairs = []
            for a in [(left[-1][0] + dr, left[-1][1] + dc) for dr, dc in KING]:
                for b in [(right[-1][0] + dr, right[-1][1] + dc) for dr, dc in KING]:
                    taken = set(left) | set(right) | used
                    if a != b and inside(*a) and inside(*b) and a not in taken \
                            and b not in taken and val(g, a) == val(g, b):
                        pairs.append((a, b))
            if not pairs:
                break
            a, b = rng.choice(pairs)
            left.append(a)
            right.append(b)
        if len(left) >= 3:
            line = left[::-1] + right[1:]
            used.update(line)
            out.append("palindrome " + names(line))
    return out


# --- marks between neighbours, outside clues, cells ------------------------

def pairs():
    for r in range(N):
        for c in range(N):
            for dr, dc in ((0, 1), (1, 0)):
                if inside(r + dr, c + dc):
                    yield (r, c), (r + dr, c + dc)


def xv_marks(g):
    out = []
    for a, b in pairs():
        s = val(g, a) + val(g, b)
        if s in (5, 10):
            out.append("xv %s %s %s" % ("X" if s == 10 else "V", name(a), name(b)))
    return out


def kropki_marks(g, rng):
    out = []
    for a, b in pairs():
        x, y = val(g, a), val(g, b)
        kinds = []
        if abs(x - y) == 1:
            kinds.append("consecutive")
        if x == 2 * y or y == 2 * x:
            kinds.append("double")
        if kinds:
            out.append("%s %s %s" % (rng.choice(kinds), name(a), name(b)))
    return out


def sides():
    """Every outside clue's line, written from the clue inward."""
    for i in range(N):
        yield [(i, c) for c in range(N)]
        yield [(i, c) for c in reversed(range(N))]
        yield [(r, i) for r in range(N)]
        yield [(r, i) for r in reversed(range(N))]


def skyscraper_clues(g, rng, share):
    out = []
    for line in sides():
        if rng.random() < share:
            seen, top = 0, 0
            for x in line:
                if val(g, x) > top:
                    seen, top = seen + 1, val(g, x)
            out.append("skyscraper %d %s" % (seen, names(line)))
    return out


def outsidesum_clues(g, rng, share):
    return ["outsidesum %d %s" % (sum(val(g, x) for x in line[:3]), names(line[:3]))
            for line in sides() if rng.random() < share]


def littlekillers(g, rng, count):
    diags = set()
    for r in range(N):
        for c in range(N):
            if r in (0, N - 1) or c in (0, N - 1):
                for dr, dc in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
                    line = []
                    rr, cc = r, c
                    while inside(rr, cc):
                        line.append((rr, cc))
                        rr, cc = rr + dr, cc + dc
                    # the clue sits outside the first cell: the step before it is off the grid
                    if 2 <= len(line) <= 8 and not inside(r - dr, c - dc):
                        diags.add(tuple(line))
    chosen, cover = [], set()
    pool = sorted(diags)
    rng.shuffle(pool)
    for line in pool:
        if len(chosen) == count:
            break
        if frozenset(line) in cover:
            continue
        cover.add(frozenset(line))
        chosen.append("littlekiller %d %s" % (sum(val(g, x) for x in line), names(line)))
    return chosen


def quadruples(g, rng, count):
    out, used = [], set()
    while len(out) < count:
        r, c = rng.randrange(N - 1), rng.randrange(N - 1)
        if (r, c) in used:
            continue
        used.add((r, c))
        vs = sorted(val(g, x) for x in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)))
        keep = rng.randint(2, 4)
        vs = sorted(rng.sample(vs, keep))
        out.append("quadruple %s = %s" % (name((r, c)), " ".join(map(str, vs))))
    return out


def minmax(g):
    out = []
    for r in range(N):
        for c in range(N):
            ns = [g[r + dr][c + dc] for dr, dc in ORTHO if inside(r + dr, c + dc)]
            if all(g[r][c] < v for v in ns):
                out.append("minimum r%dc%d" % (r + 1, c + 1))
            elif all(g[r][c] > v for v in ns):
                out.append("maximum r%dc%d" % (r + 1, c + 1))
    return out


def clones(g, rng, count):
    """Two shapes, one the other moved by (dr, dc), holding the same values:
    an orthogonally connected set of the cells x with g[x] = g[x + d]."""
    found = []
    for dr in range(-8, 9):
        for dc in range(-8, 9):
            if (dr, dc) <= (0, 0):
                continue
            same = {(r, c) for r in range(N) for c in range(N)
                    if inside(r + dr, c + dc) and g[r][c] == g[r + dr][c + dc]}
            seen = set()
            for start in sorted(same):
                if start in seen:
                    continue
                comp, todo = [], [start]
                seen.add(start)
                while todo:
                    x = todo.pop()
                    comp.append(x)
                    for a, b in ORTHO:
                        y = (x[0] + a, x[1] + b)
                        if y in same and y not in seen:
                            seen.add(y)
                            todo.append(y)
                if len(comp) >= 2:
                    comp.sort()
                    other = [(r + dr, c + dc) for r, c in comp]
                    if not set(comp) & set(other):
                        found.append((comp, other))
    rng.shuffle(found)
    out, used = [], set()
    for a, b in found:
        if len(out) == count:
            break
        if used & (set(a) | set(b)):
            continue
        used |= set(a) | set(b)
        out.append("clone %s %s" % (names(a), names(b)))
    return out


# --- the kinds: (grid rule or None, marks from grid and rng, seeds) --------

KINDS = {
    "littlekiller": (None, lambda g, rng: littlekillers(g, rng, 10), [1, 2]),
    "xv": (None, lambda g, rng: xv_marks(g), [1]),
    "negxv": (None, lambda g, rng: xv_marks(g) + ["negative xv"], [1, 2]),
    "kropki": (None, lambda g, rng: kropki_marks(g, rng), [1]),
    "negkropki": (None, lambda g, rng: kropki_marks(g, rng) + ["negative kropki"], [1, 2]),
    "german": (None, lambda g, rng: lines(g, rng, 4, 4, 8, whisper(5), anyok, "german"), [1, 2]),
    "dutch": (None, lambda g, rng: lines(g, rng, 4, 4, 8, whisper(4), anyok, "dutch"), [1]),
    "renban": (None, lambda g, rng: lines(g, rng, 6, 3, 6, renban_step, anyok, "renban"), [1, 2]),
    "palindrome": (None, lambda g, rng: palindromes(g, rng, 4), [1]),
    "between": (None, lambda g, rng: lines(g, rng, 5, 3, 6, anyok, between_ok, "between"), [1]),
    "regionsum": (None, lambda g, rng: lines(g, rng, 4, 4, 7, anyok, regionsum_ok, "regionsum"), [1]),
    "quadruple": (None, lambda g, rng: quadruples(g, rng, 6), [1]),
    "thermo": (None, lambda g, rng: lines(g, rng, 5, 4, 7, thermo_step, anyok, "thermo"), [1, 2]),
    "minmax": (None, lambda g, rng: minmax(g), [1]),
    "clone": (None, lambda g, rng: clones(g, rng, 3), [1]),
    "skyscraper": (None, lambda g, rng: skyscraper_clues(g, rng, 0.5), [1, 2]),
    "outsidesum": (None, lambda g, rng: outsidesum_clues(g, rng, 0.5), [1]),
    "antiknight": ("antiknight", lambda g, rng: [], [1, 2]),
    "antiking": ("antiking", lambda g, rng: [], [1]),
    "nonconsecutive": ("nonconsecutive", lambda g, rng: [], [1]),
    "disjoint": ("disjoint", lambda g, rng: [], [1]),
}


def make(m, kind, seed, out_dir):
    rule, marks, _ = KINDS[kind]
    rng = random.Random("%s/%d" % (kind, seed))
    if rule:
        g = m.fill_rule(rule, rng)
        how = "the first solution of sudoku + %s with row 1 %s" % (
            rule, "".join(map(str, g[0])))
        body = [rule]
    else:
        g = m.fill(seed)
        how = "puzc generate --fill --seed %d" % seed
        body = marks(g, rng)
    cells = [(r, c) for r in range(N) for c in range(N)]
    rng.shuffle(cells)

    def text(givens):
        return "sudoku 3x3\n" + "".join(l + "\n" for l in body) + "".join(
            "given %s = %d\n" % (name(x), val(g, x)) for x in givens)

    givens = cells[:START]
    while m.count(text(givens)) != "1":
        givens.append(cells[len(givens)])
    for x in list(reversed(givens)):
        rest = [y for y in givens if y != x]
        if m.count(text(rest)) == "1":
            givens = rest
    assert m.count(text(givens), "sat", 60) == "1", (kind, seed)
    head = ("# %s 9x9 (bench/variants_make.py): grid from %s; %d marks drawn true "
            "for it, %d givens added until unique, then pruned\n" %
            (kind, how, len(body), len(givens)))
    path = os.path.join(out_dir, "%s_9x9_s%d.puz" % (kind, seed))
    with open(path, "w") as f:
        f.write(head + text(givens))
    print("%s: %d marks, %d givens" % (path, len(body), len(givens)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--puzc", default="./puzc")
    ap.add_argument("--out", default="bench/variants")
    ap.add_argument("kinds", nargs="*")
    a = ap.parse_args()
    m = Maker(a.puzc)
    for kind in a.kinds or KINDS:
        for seed in KINDS[kind][2]:
            make(m, kind, seed, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
