#!/usr/bin/env python3
"""kakuro_check.py -- Kakuro for tests/t_kakuro.sh, independent of puzc:
random small Kakuro pictures, and a brute-force count of a picture's
solutions from the rules (each run's digits 1-9 differ and add up to its
clue), read from the .puz text itself.

  kakuro_check.py make SEED N DIR     N random .puz files in DIR; prints
                                      "FILE COUNT" a line (COUNT capped)
  kakuro_check.py count FILE [CAP]    the number of solutions (CAP+ if more)
  kakuro_check.py janko FILE EVERY DIR  every EVERY-th puzzle of a Janko
                                      JSON Lines file as DIR/ID.json (its
                                      line) and DIR/ID.sol (the published
                                      solution, one line, '-' off the
                                      white cells); prints the IDs
"""
import json
import random
import sys

CAP = 200


def read_picture(path):
    """The picture of a .puz: (rows, cols, cells), cells row-major, each
    ('w', digit or 0), ('b',) or ('c', down, across)."""
    rows = cols = None
    grid, in_block = [], False
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0].lower() == "kakuro":
            size = words[1].lower().split("x")
            rows, cols = int(size[0]), int(size[-1])
            continue
        if words[0].lower() == "givens":
            in_block = True
            continue
        if in_block and len(words) == cols:
            grid.append(words)
        elif in_block:
            in_block = False
    cells = []
    for row in grid[:rows]:
        for t in row:
            if t in (".", "0", "_"):
                cells.append(("w", 0))
            elif t.isdigit():
                cells.append(("w", int(t)))
            elif "\\" in t or "," in t:
                d, a = t.replace(",", "\\").split("\\")
                cells.append(("c", int(d or 0), int(a or 0)))
            else:
                cells.append(("b",))
    return rows, cols, cells


def runs_of(rows, cols, cells):
    """[(sum, [cell, ...])] for every run with a clue."""
    out = []
    for i, c in enumerate(cells):
        if c[0] != "c":
            continue
        for step, s, ok in ((1, c[2], lambda j: j // cols == i // cols), (cols, c[1], lambda j: j < rows * cols)):
            if not s:
                continue
            run, j = [], i + step
            while ok(j) and cells[j][0] == "w":
                run.append(j)
                j += step
            out.append((s, run))
    return out


def count(rows, cols, cells, cap=CAP):
    runs = runs_of(rows, cols, cells)
    white = [i for i, c in enumerate(cells) if c[0] == "w"]
    of = {i: [] for i in white}
    for k, (_, run) in enumerate(runs):
        for i in run:
            of[i].append(k)
    val = {}
    found = [0]

    def fits(k):
        s, run = runs[k]
        vs = [val[i] for i in run if i in val]
        if len(set(vs)) != len(vs):
            return False
        left, n = s - sum(vs), len(run) - len(vs)
        free = [d for d in range(1, 10) if d not in vs]
        return len(free) >= n and sum(free[:n]) <= left <= sum(free[len(free) - n:])

    def rec(j):
        if found[0] > cap:
            return
        if j == len(white):
            found[0] += 1
            return
        i = white[j]
        for d in ([cells[i][1]] if cells[i][1] else range(1, 10)):
            val[i] = d
            if all(fits(k) for k in of[i]):
                rec(j + 1)
            del val[i]

    rec(0)
    return found[0]


def make(seed, n, outdir):
    rng = random.Random(seed)
    for t in range(n):
        rows, cols = rng.randint(3, 5), rng.randint(3, 5)
        white = [[r > 0 and c > 0 and rng.random() < 0.75 for c in range(cols)] for r in range(rows)]
        # a white cell alone both ways would be in no run: black
        for r in range(rows):
            for c in range(cols):
                if white[r][c] and not (white[r][c - 1] or (c + 1 < cols and white[r][c + 1]) or
                                        white[r - 1][c] or (r + 1 < rows and white[r + 1][c])):
                    white[r][c] = False
        idx = [(r, c) for r in range(rows) for c in range(cols) if white[r][c]]
        if not idx:
            white[1][1] = white[1][2 if cols > 2 else 1] = True
            idx = [(r, c) for r in range(rows) for c in range(cols) if white[r][c]]

        def run(r, c, dr, dc):
            while white[r - dr][c - dc]:
                r, c = r - dr, c - dc
            out = []
            while r < rows and c < cols and white[r][c]:
                out.append((r, c))
                r, c = r + dr, c + dc
            return out

        val = {}

        def fill(j):
            if j == len(idx):
                return True
            r, c = idx[j]
            used = {val.get(x) for x in run(r, c, 0, 1) + run(r, c, 1, 0)}
            ds = [d for d in range(1, 10) if d not in used]
            rng.shuffle(ds)
            for d in ds:
                val[(r, c)] = d
                if fill(j + 1):
                    return True
                del val[(r, c)]
            return False

        fill(0)
        clue = {}
        for r in range(rows):
            for c in range(cols):
                if white[r][c]:
                    continue
                d = sum(val[x] for x in run(r + 1, c, 1, 0)) if r + 1 < rows and white[r + 1][c] else 0
                a = sum(val[x] for x in run(r, c + 1, 0, 1)) if c + 1 < cols and white[r][c + 1] else 0
                clue[(r, c)] = [d, a]
        # one puzzle in five gets a sum off by one: none, or other solutions
        sums = [(k, j) for k, v in clue.items() for j in (0, 1) if v[j] > 3]
        if sums and rng.random() < 0.2:
            k, j = rng.choice(sums)
            clue[k][j] += rng.choice((-1, 1))
        text = []
        for r in range(rows):
            row = []
            for c in range(cols):
                if white[r][c]:
                    row.append(str(val[(r, c)]) if rng.random() < 0.08 else ".")
                    continue
                d, a = clue[(r, c)]
                row.append("-" if not d and not a else (str(d) if d else "") + "\\" + (str(a) if a else ""))
            text.append("  ".join(row))
        path = "%s/k%03d.puz" % (outdir, t)
        with open(path, "w") as f:
            f.write("kakuro %dx%d\ngivens\n" % (rows, cols))
            for line in text:
                f.write("  " + line + "\n")
        k = count(*read_picture(path))
        print(path, "%d+" % CAP if k > CAP else k)


def janko(path, every, outdir):
    for k, line in enumerate(open(path, encoding="utf-8")):
        if k % every:
            continue
        d = json.loads(line)
        with open("%s/%s.json" % (outdir, d["id"]), "w") as f:
            f.write(line)
        with open("%s/%s.sol" % (outdir, d["id"]), "w") as f:
            f.write("".join("".join(row.split()) for row in d["solution"].split("\n")[1:]) + "\n")
        print(d["id"])


def main():
    if sys.argv[1] == "make":
        make(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    elif sys.argv[1] == "count":
        cap = int(sys.argv[3]) if len(sys.argv) > 3 else CAP
        k = count(*read_picture(sys.argv[2]), cap=cap)
        print("%d+" % cap if k > cap else k)
    elif sys.argv[1] == "janko":
        janko(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    else:
        sys.exit("usage: kakuro_check.py make SEED N DIR | count FILE [CAP] | janko FILE EVERY DIR")


if __name__ == "__main__":
    main()
