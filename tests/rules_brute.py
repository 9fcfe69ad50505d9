#!/usr/bin/env python3
"""rules_brute.py -- the counts tests/t_rules.sh checks the backends against,
by brute force and nothing of puzc: every filling of a small grid (rows,
columns and boxes distinct, the givens) is enumerated, and each rule is
tested on the full grid straight from its definition in docs/variants.md.

Every rule here is a relation on pairs of orthogonal neighbours, so the
enumeration tests each pair as soon as both its cells are filled (the same
count as testing the full grid, in a fraction of the time).

Usage: rules_brute.py DIR  -- writes DIR/<case>.puz for each case and prints
"<case> <count>" lines. The marks of each case are drawn from a seeded RNG
out of a reference filling, so each case has at least one solution unless
it is meant to have none."""
import itertools
import random
import sys


def fillings(n, br, bc, givens, pair=lambda a, b, va, vb: True, whole=lambda g: True,
             links=None):
    """Every n x n grid with distinct rows, columns and (br x bc) boxes (no
    boxes when br == 0) that agrees with givens (dict cell -> value), whose
    neighbour pairs a < b all pass pair(a, b, value a, value b), and which
    passes whole(grid) once filled; links (cell c -> [(a, ok)], a < c)
    are tested as soon as c is filled: ok(value a, value c)."""
    grid = [0] * (n * n)
    # the values used so far in each row, column and box, as bit sets
    rows, cols, boxes = [0] * n, [0] * n, [0] * n
    where = [(c // n, c % n, (c // n // br) * (n // bc) + c % n // bc if br else 0)
             for c in range(n * n)]

    def go(c):
        if c == n * n:
            if whole(grid):
                yield list(grid)
            return
        r, k, b = where[c]
        used = rows[r] | cols[k] | (boxes[b] if br else 0)
        vals = [givens[c]] if c in givens else range(1, n + 1)
        for v in vals:
            bit = 1 << v
            if not used & bit and (k == 0 or pair(c - 1, c, grid[c - 1], v)) and \
                    (r == 0 or pair(c - n, c, grid[c - n], v)) and \
                    (not links or all(ok(grid[a], v) for a, ok in links.get(c, ()))):
                grid[c] = v
                rows[r] |= bit
                cols[k] |= bit
                boxes[b] |= bit
                yield from go(c + 1)
                rows[r] &= ~bit
                cols[k] &= ~bit
                boxes[b] &= ~bit
                grid[c] = 0

    yield from go(0)


def neighbours(n):
    for r in range(n):
        for k in range(n):
            if k + 1 < n:
                yield r * n + k, r * n + k + 1
            if r + 1 < n:
                yield r * n + k, (r + 1) * n + k


def name(n, c):
    return "r%dc%d" % (c // n + 1, c % n + 1)


def consec(a, b):
    return abs(a - b) == 1


def double(a, b):
    return a == 2 * b or b == 2 * a


CASES = []


def case(f):
    CASES.append(f)
    return f


def header(n, br, bc):
    return "sudoku %dx%d\n" % (br, bc) if br else "latin %d\n" % n


def givens_text(n, givens):
    return "".join("given %s = %d\n" % (name(n, c), v) for c, v in sorted(givens.items()))


def pick_givens(rng, ref, n, k):
    return {c: ref[c] for c in rng.sample(range(n * n), k)}


def make(rng, n, br, bc, k, tag, marks_fn, rule_fn, extra=""):
    """A case: reference filling, k givens, marks drawn from it."""
    ref = next(iter(fillings(n, br, bc, {})))
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    ref = [perm[v - 1] for v in ref]
    givens = pick_givens(rng, ref, n, k)
    text, marks = marks_fn(rng, ref, n)
    return (tag, header(n, br, bc) + text + extra + givens_text(n, givens),
            n, br, bc, givens, lambda a, b, va, vb: rule_fn(marks, n, a, b, va, vb))


def kropki_marks(rng, ref, n, share=0.5):
    marks, text = {}, ""
    for a, b in neighbours(n):
        if rng.random() < share:
            if consec(ref[a], ref[b]):
                marks[(a, b)] = "w"
            elif double(ref[a], ref[b]):
                marks[(a, b)] = "b"
            else:
                continue
            text += "%s %s %s\n" % ("consecutive" if marks[(a, b)] == "w" else "double",
                                    name(n, a), name(n, b))
    return text, marks


def kropki_rule(negative):
    def rule(marks, n, a, b, va, vb):
        m = marks.get((a, b))
        if m == "w":
            return consec(va, vb)
        if m == "b":
            return double(va, vb)
        return not negative or not (consec(va, vb) or double(va, vb))
    return rule


def konsekutiv_rule(marks, n, a, b, va, vb):
    # a bar exactly where neighbours are consecutive
    return ((a, b) in marks) == consec(va, vb)


def xv_marks(rng, ref, n, share=0.6):
    marks, text = {}, ""
    for a, b in neighbours(n):
        s = ref[a] + ref[b]
        if s in (5, 10) and rng.random() < share:
            marks[(a, b)] = s
            text += "xv %s %s %s\n" % ("X" if s == 10 else "V", name(n, a), name(n, b))
    return text, marks


def xv_rule(negative):
    def rule(marks, n, a, b, va, vb):
        s = marks.get((a, b))
        if s is not None:
            return va + vb == s
        return not negative or va + vb not in (5, 10)
    return rule


def nonconsec_rule(marks, n, a, b, va, vb):
    return not (a in marks and b in marks and consec(va, vb))


def region_marks(rng, ref, n):
    r0, k0 = rng.randrange(n - 2), rng.randrange(n - 2)
    cells = {(r0 + i) * n + k0 + j for i in range(3) for j in range(3)}
    return "nonconsecutive %s..%s\n" % (name(n, min(cells)), name(n, max(cells))), cells


def all_cells(rng, ref, n):
    return "nonconsecutive\n", set(range(n * n))


def lines_seen(n):
    """Each of the 4n lines seen from outside the grid: (side, index, cells
    nearest first); sides top, bottom, left, right."""
    for i in range(n):
        yield "top", i, [r * n + i for r in range(n)]
        yield "bottom", i, [r * n + i for r in reversed(range(n))]
        yield "left", i, [i * n + k for k in range(n)]
        yield "right", i, [i * n + k for k in reversed(range(n))]


def seen(vals):
    top, count = 0, 0
    for v in vals:
        if v > top:
            top, count = v, count + 1
    return count


def outside_case(rng, n, br, bc, k, tag, word, share, clue_of, depth):
    """Clues of a reference filling on a share of the lines."""
    ref = next(iter(fillings(n, br, bc, {})))
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    ref = [perm[v - 1] for v in ref]
    givens = pick_givens(rng, ref, n, k)
    clues, text = [], ""
    for side, i, cells in lines_seen(n):
        if rng.random() < share:
            cells = cells[:depth]
            clue = clue_of([ref[c] for c in cells])
            clues.append((cells, clue))
            text += "%s %d %s\n" % (word, clue, " ".join(name(n, c) for c in cells))
    whole = lambda g: all(clue_of([g[c] for c in cells]) == clue for cells, clue in clues)
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            whole)


def sandwich(vals, top=None):
    """The sum strictly between the 1 and the largest value (top, else the
    line's length) of a line holding each once (ValueError otherwise)."""
    top = top or len(vals)
    if vals.count(1) != 1 or vals.count(top) != 1:
        raise ValueError("no sandwich")
    i, j = sorted((vals.index(1), vals.index(top)))
    return sum(vals[i + 1:j])


def xsum(vals):
    """The sum of the first X values, X the first one (IndexError when X
    counts past the line)."""
    if vals[0] > len(vals):
        raise IndexError("past the line")
    return sum(vals[:vals[0]])


def free_lines_case(rng, tag, word, rule):
    """A 3x4 grid of values 1..4 whose rows differ and whose columns may
    repeat, sandwich or x-sum clues on its columns (3 cells, from the top):
    the lines are no group, so a column may lack the 1 or the 4 or hold one
    twice (no sandwich then), and an x-sum's first cell may count past the
    line. Counted over every filling of the rows."""
    rows = list(itertools.permutations(range(1, 5)))
    cols = [[r * 4 + k for r in range(3)] for k in range(4)]
    clues = []
    while len(clues) < 3: # a reference filling with three columns that have a clue
        ref = [v for _ in range(3) for v in rng.choice(rows)]
        clues = []
        for cells in cols:
            try:
                clues.append((cells, rule([ref[c] for c in cells])))
            except (ValueError, IndexError):
                pass
    text = "grid 3x4\nvalues 1..4\ndistinct rows\n" + "".join(
        "%s %d %s\n" % (word, clue, " ".join(name(4, c) for c in cells)) for cells, clue in clues)
    count = 0
    for a in rows:
        for b in rows:
            for c in rows:
                g = a + b + c
                ok = True
                for cells, clue in clues:
                    vals = [g[q] for q in cells]
                    try:
                        ok = ok and rule(vals) == clue
                    except (ValueError, IndexError):
                        ok = False
                count += ok
    return tag, text, count


def king_steps(n, c):
    r, k = divmod(c, n)
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < n and 0 <= k + dc < n:
                yield (r + dr) * n + k + dc


def ref_grid(rng, n, br, bc):
    ref = next(iter(fillings(n, br, bc, {})))
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    return [perm[v - 1] for v in ref]


def line_case(rng, n, br, bc, k, tag, word, gap, lines):
    """Whisper lines (neighbours along the line differ by gap or more; word
    german, dutch or 'whisper N') or palindromes (gap None: the line reads
    the same both ways), walked on a reference filling so it has one."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    made, text = [], ""
    for _ in range(200):
        if len(made) == lines:
            break
        path = [rng.randrange(n * n)]
        for _ in range(rng.randrange(2, 5)):
            steps = [c for c in king_steps(n, path[-1]) if c not in path and
                     (gap is None or abs(ref[c] - ref[path[-1]]) >= gap)]
            if not steps:
                break
            path.append(rng.choice(steps))
        if gap is None:  # a palindrome: the longest prefix that reads so
            while len(path) > 2 and [ref[c] for c in path] != [ref[c] for c in path[::-1]]:
                path.pop()
            if [ref[c] for c in path] != [ref[c] for c in path[::-1]]:
                continue
        if len(path) < 2 or any(set(path) & set(p) for p in made):
            continue
        made.append(path)
        text += "%s %s\n" % (word, " ".join(name(n, c) for c in path))

    links = {}
    for path in made:
        pairs = list(zip(path, path[1:])) if gap is not None else \
            list(zip(path, path[::-1]))[:len(path) // 2]
        for a, b in pairs:
            ok = (lambda x, y: x == y) if gap is None else (lambda x, y: abs(x - y) >= gap)
            links.setdefault(max(a, b), []).append((min(a, b), ok))
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            lambda g: True, links)


def anti_case(rng, n, br, bc, k, tag, word, moves):
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)

    links = {}
    for c in range(n * n):
        r, q = divmod(c, n)
        for dr, dc in moves:
            if 0 <= r + dr < n and 0 <= q + dc < n:
                b = (r + dr) * n + q + dc
                links.setdefault(max(b, c), []).append((min(b, c), lambda x, y: x != y))
    return (tag, header(n, br, bc) + word + "\n" + givens_text(n, givens), n, br, bc, givens,
            None, lambda g: True, links)


def disjoint_case(rng, n, br, bc, k, tag):
    """Disjoint groups: cells at the same place of their boxes differ."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    links = {}
    for a in range(n * n):
        for b in range(a + 1, n * n):
            if (a // n % br, a % n % bc) == (b // n % br, b % n % bc):
                links.setdefault(b, []).append((a, lambda x, y: x != y))
    return (tag, header(n, br, bc) + "disjoint\n" + givens_text(n, givens), n, br, bc, givens,
            None, lambda g: True, links)


def clone_case(rng, n, br, bc, k, tag):
    """A clone: two horizontal dominoes of the reference with equal values."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    doms = [(r * n + q, r * n + q + 1) for r in range(n) for q in range(n - 1)]
    rng.shuffle(doms)
    pair = next((a, b) for a in doms for b in doms if a[0] < b[0] and not set(a) & set(b) and
                [ref[c] for c in a] == [ref[c] for c in b])
    (a1, a2), (b1, b2) = pair
    links = {}
    for x, y in ((a1, b1), (a2, b2)):
        links.setdefault(max(x, y), []).append((min(x, y), lambda u, v: u == v))
    text = "clone %s %s %s %s\n" % (name(n, a1), name(n, a2), name(n, b1), name(n, b2))
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            lambda g: True, links)


def littlekiller_case(rng, n, br, bc, k, tag):
    """Little killers: the sums of diagonals from the top row down-right and
    from the left column up-right, on the reference filling."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    diags = [[r * n + r + s for r in range(n - s)] for s in (1, 2)]
    diags.append([(n - 1 - i) * n + i for i in range(n)][1:])
    clues = [(d, sum(ref[c] for c in d)) for d in diags]
    text = "".join("littlekiller %d %s\n" % (t, " ".join(name(n, c) for c in d))
                   for d, t in clues)
    whole = lambda g: all(sum(g[c] for c in d) == t for d, t in clues)
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            whole)


def renban_case(rng, n, br, bc, k, tag, count):
    """Renban lines (king steps) walked on the reference filling until their
    values are different and consecutive; tested on the full grid (the
    values of each line differ and span len - 1), its pairs pruned early
    (different, at most len - 1 apart)."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    lines, used = [], set()
    while len(lines) < count:
        size = rng.randrange(3, 5)
        line = [rng.randrange(n * n)]
        while len(line) < size:
            steps = [c for c in king_steps(n, line[-1]) if c not in line and c not in used]
            if not steps:
                break
            line.append(rng.choice(steps))
        vals = [ref[c] for c in line]
        if len(line) == size and len(set(vals)) == size and max(vals) - min(vals) == size - 1:
            lines.append(line)
            used |= set(line)
    links = {}
    for line in lines:
        for a in line:
            for b in line:
                if a < b:
                    links.setdefault(b, []).append(
                        (a, lambda x, y, s=len(line): x != y and abs(x - y) < s))
    def whole(g):
        return all(len({g[c] for c in l}) == len(l) and
                   max(g[c] for c in l) - min(g[c] for c in l) == len(l) - 1 for l in lines)
    text = "".join("renban %s\n" % " ".join(name(n, c) for c in l) for l in lines)
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            whole, links)


def minmax_marks(rng, ref, n, share=0.6):
    """Minimum and maximum cells: cells of the reference below (above)
    every orthogonal neighbour, each kept with chance share."""
    def nbrs(c):
        r, k = divmod(c, n)
        return [d for d, ok in ((c - n, r > 0), (c + n, r + 1 < n), (c - 1, k > 0),
                                (c + 1, k + 1 < n)) if ok]
    lo = [c for c in range(n * n) if all(ref[c] < ref[d] for d in nbrs(c)) and rng.random() < share]
    hi = [c for c in range(n * n) if all(ref[c] > ref[d] for d in nbrs(c)) and rng.random() < share]
    text = "".join("%s %s\n" % (w, " ".join(name(n, c) for c in cs))
                   for w, cs in (("minimum", lo), ("maximum", hi)) if cs)
    return text, (set(lo), set(hi))


def minmax_rule(marks, n, a, b, va, vb):
    lo, hi = marks
    return not ((a in lo and va >= vb) or (b in lo and vb >= va) or
                (a in hi and va <= vb) or (b in hi and vb <= va))


def between_case(rng, n, br, bc, k, tag, count):
    """Between lines (king steps) walked on the reference filling until the
    middle lies strictly between the ends; tested on the full grid."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    lines = []
    while len(lines) < count:
        line = [rng.randrange(n * n)]
        while len(line) < 3:
            steps = [c for c in king_steps(n, line[-1]) if c not in line]
            line.append(rng.choice(steps))
        lo, hi = sorted((ref[line[0]], ref[line[-1]]))
        if lo < ref[line[1]] < hi:
            lines.append(line)
    def whole(g):
        return all(min(g[l[0]], g[l[-1]]) < g[l[1]] < max(g[l[0]], g[l[-1]]) for l in lines)
    text = "".join("between %s\n" % " ".join(name(n, c) for c in l) for l in lines)
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            whole)


def regionsum_case(rng, n, br, bc, k, tag, count):
    """Region-sum lines (king steps, 3 to 5 cells) walked on the reference
    filling until they pass through two boxes or more and their runs (the
    maximal stretches inside one box) add up to the same there; tested on
    the full grid, runs found from the boxes here."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    box = lambda c: (c // n // br, c % n // bc)

    def runs(line):
        out = []
        for c in line:
            if out and box(out[-1][-1]) == box(c):
                out[-1].append(c)
            else:
                out.append([c])
        return out

    lines = []
    while len(lines) < count:
        size = rng.randrange(3, 6)
        line = [rng.randrange(n * n)]
        while len(line) < size:
            steps = [c for c in king_steps(n, line[-1]) if c not in line]
            if not steps:
                break
            line.append(rng.choice(steps))
        rs = runs(line)
        if len(rs) > 1 and len({sum(ref[c] for c in r) for r in rs}) == 1:
            lines.append(line)

    def whole(g):
        return all(len({sum(g[c] for c in r) for r in runs(l)}) == 1 for l in lines)
    text = "".join("regionsum %s\n" % " ".join(name(n, c) for c in l) for l in lines)
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            whole)


def quadruple_case(rng, n, br, bc, k, tag, count):
    """Quadruples: 2x2 squares of the reference filling, each listing one
    to four of its values (a value held twice may be listed twice); tested
    on the full grid: each listed value held at least as often as listed."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    quads = []
    while len(quads) < count:
        r, q = rng.randrange(n - 1), rng.randrange(n - 1)
        if br == 2 and bc == 2 and r % 2 == 0 and q % 2 == 0:
            continue  # a whole box: four values listed would say nothing
        cells = [r * n + q, r * n + q + 1, (r + 1) * n + q, (r + 1) * n + q + 1]
        held = [ref[c] for c in cells]
        twice = [v for v in set(held) if held.count(v) > 1]
        vals = sorted(rng.sample(held, rng.randrange(1, 4)))
        if twice and len(quads) == 0:  # the first lists a value held twice, twice
            vals = sorted([twice[0]] * 2 + [v for v in held if v != twice[0]][:1])
        quads.append((cells, vals))

    def whole(g):
        return all(sum(g[c] == v for c in cells) >= vals.count(v)
                   for cells, vals in quads for v in vals)
    text = "".join("quadruple %s = %s\n" % (name(n, cells[0]), " ".join(map(str, vals)))
                   for cells, vals in quads)
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            whole)


def plaincage_case(rng, n, br, bc, k, tag):
    """Killer cages without a total: L-shaped triples of the reference
    filling whose values differ; the cells of each cage differ."""
    ref = ref_grid(rng, n, br, bc)
    givens = pick_givens(rng, ref, n, k)
    used, cages = set(), []
    for _ in range(60):
        r, q = rng.randrange(n - 1), rng.randrange(n - 1)
        cells = [r * n + q, r * n + q + 1, (r + 1) * n + q + rng.randrange(2)]
        if not used & set(cells) and len({ref[c] for c in cells}) == 3:
            used |= set(cells)
            cages.append(cells)
    links = {}
    for cells in cages:
        for a in cells:
            for b in cells:
                if a < b:
                    links.setdefault(b, []).append((a, lambda x, y: x != y))
    text = "".join("cage %s\n" % " ".join(name(n, c) for c in cells) for cells in cages)
    return (tag, header(n, br, bc) + text + givens_text(n, givens), n, br, bc, givens, None,
            lambda g: True, links)


KNIGHT = [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]
KING = [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b]


def main():
    out = sys.argv[1]
    rng = random.Random(28)
    every = lambda share: lambda r, ref, n: kropki_marks(r, ref, n, share)
    bars = lambda r, ref, n: (lambda t: ("".join(l + "\n" for l in t[0].splitlines()
                                                 if l.startswith("consecutive")),
                                         {p for p, m in t[1].items() if m == "w"}))(
        kropki_marks(r, ref, n, 1.0))
    cases = []
    for i in range(3):
        cases.append(make(rng, 6, 2, 3, i, "kropki_neg_6x6_%d" % i, every(1.0),
                          kropki_rule(True), "negative kropki\n"))
        cases.append(make(rng, 6, 2, 3, 3 + i, "kropki_pos_6x6_%d" % i, every(0.5),
                          kropki_rule(False)))
        cases.append(make(rng, 6, 2, 3, i, "konsekutiv_6x6_%d" % i, bars, konsekutiv_rule,
                          "negative consecutive\n"))
        cases.append(make(rng, 6, 2, 3, i, "xv_neg_6x6_%d" % i,
                          lambda r, ref, n: xv_marks(r, ref, n, 1.0), xv_rule(True),
                          "negative xv\n"))
        cases.append(make(rng, 6, 2, 3, 3 + i, "xv_pos_6x6_%d" % i, xv_marks, xv_rule(False)))
        cases.append(make(rng, 5, 0, 0, i, "nonconsec_region_latin5_%d" % i, region_marks,
                          nonconsec_rule))
    cases.append(make(rng, 5, 0, 0, 0, "nonconsec_all_latin5", all_cells, nonconsec_rule))
    cases.append(make(rng, 6, 2, 3, 0, "nonconsec_all_6x6", all_cells, nonconsec_rule))
    cases.append(make(rng, 4, 2, 2, 0, "nonconsec_all_4x4", all_cells, nonconsec_rule))
    for i in range(3):
        cases.append(outside_case(rng, 4, 2, 2, i, "skyscraper_4x4_%d" % i, "skyscraper",
                                  0.3, seen, 4))
        cases.append(outside_case(rng, 5, 0, 0, 4 + i, "skyscraper_latin5_%d" % i, "skyscraper",
                                  0.25, seen, 5))
        cases.append(outside_case(rng, 6, 2, 3, 7 + i, "outsidesum_6x6_%d" % i, "outsidesum",
                                  0.2, sum, 2 + i % 2))
    cases.append(disjoint_case(rng, 4, 2, 2, 0, "disjoint_4x4"))
    cases.append(disjoint_case(rng, 6, 2, 3, 5, "disjoint_6x6"))
    cases.append(anti_case(rng, 4, 2, 2, 0, "antiknight_4x4", "antiknight", KNIGHT))
    cases.append(anti_case(rng, 4, 2, 2, 0, "antiking_4x4", "antiking", KING))
    cases.append(anti_case(rng, 5, 0, 0, 3, "antiknight_latin5", "antiknight", KNIGHT))
    cases.append(anti_case(rng, 5, 0, 0, 3, "antiking_latin5", "antiking", KING))
    for i in range(2):
        cases.append(line_case(rng, 6, 2, 3, 6 + i, "german_6x6_%d" % i, "german", 5, 3))
        cases.append(line_case(rng, 5, 0, 0, 4 + i, "dutch_latin5_%d" % i, "dutch", 4, 3))
        cases.append(line_case(rng, 5, 0, 0, 4 + i, "whisper2_latin5_%d" % i, "whisper 2", 2, 3))
        cases.append(line_case(rng, 5, 0, 0, 4 + i, "palindrome_latin5_%d" % i, "palindrome",
                               None, 3))
    cases.append(littlekiller_case(rng, 4, 2, 2, 0, "littlekiller_4x4"))
    cases.append(littlekiller_case(rng, 6, 2, 3, 8, "littlekiller_6x6"))
    cases.append(clone_case(rng, 4, 2, 2, 0, "clone_4x4"))
    cases.append(clone_case(rng, 6, 2, 3, 6, "clone_6x6"))
    cases.append(plaincage_case(rng, 4, 2, 2, 2, "plaincage_4x4"))
    cases.append(plaincage_case(rng, 5, 0, 0, 3, "plaincage_latin5"))
    cases.append(renban_case(rng, 4, 2, 2, 0, "renban_4x4", 2))
    cases.append(renban_case(rng, 6, 2, 3, 6, "renban_6x6", 3))
    cases.append(renban_case(rng, 5, 0, 0, 3, "renban_latin5", 2))
    cases.append(make(rng, 6, 2, 3, 2, "minmax_6x6", minmax_marks, minmax_rule))
    cases.append(make(rng, 5, 0, 0, 1, "minmax_latin5", minmax_marks, minmax_rule))
    cases.append(between_case(rng, 4, 2, 2, 0, "between_4x4", 3))
    cases.append(between_case(rng, 6, 2, 3, 8, "between_6x6", 3))
    for i in range(2):
        for word, rule in (("sandwich", sandwich), ("xsum", xsum)):
            cases.append(outside_case(rng, 4, 2, 2, i, "%s_4x4_%d" % (word, i), word, 0.3, rule, 4))
            cases.append(outside_case(rng, 6, 2, 3, 7 + i, "%s_6x6_%d" % (word, i), word, 0.2,
                                      rule, 6))
            cases.append(outside_case(rng, 5, 0, 0, 4 + i, "%s_latin5_%d" % (word, i), word, 0.25,
                                      rule, 5))
    free = [free_lines_case(rng, "sandwich_free_3x4", "sandwich", lambda v: sandwich(v, 4)),
            free_lines_case(rng, "xsum_free_3x4", "xsum", xsum)]
    for tag, text, count in free:
        with open("%s/%s.puz" % (out, tag), "w") as f:
            f.write(text)
        print(tag, count)
    cases.append(regionsum_case(rng, 4, 2, 2, 0, "regionsum_4x4", 2))
    cases.append(regionsum_case(rng, 6, 2, 3, 7, "regionsum_6x6", 3))
    cases.append(quadruple_case(rng, 4, 2, 2, 0, "quadruple_4x4", 3))
    cases.append(quadruple_case(rng, 6, 2, 3, 6, "quadruple_6x6", 3))
    cases.append(quadruple_case(rng, 5, 0, 0, 2, "quadruple_latin5", 3))
    for c in cases:
        tag, text, n, br, bc, givens, rule = c[:7]
        whole = c[7] if len(c) > 7 else (lambda g: True)
        links = c[8] if len(c) > 8 else None
        with open("%s/%s.puz" % (out, tag), "w") as f:
            f.write(text)
        print(tag, sum(1 for g in fillings(n, br, bc, givens, rule or (lambda a, b, va, vb: True),
                                           whole, links)))


main()
