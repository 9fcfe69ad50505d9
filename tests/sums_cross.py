#!/usr/bin/env python3
"""sums_cross.py -- random models for native's sum and skyscraper rules
(SUM_APART and the innies of overlapping sums in sums.c, SUM BLOCKS and the
skyscraper automaton in links.c), each counted to LIMIT by native's own
search (--no-hand-over: no turns, no hand-over) and by sat, which encodes
the rules its own way; prints one line per model, "KIND SEED native sat"
(exit status and last output line of each), for t_native.sh to compare.
Kinds: sky (6x6, skyscraper clues on whole and partial lines, a few
givens), sums (6x6, outside sums from the edges, plain sums of any cells,
cages inside a box, overlapping), lk (9x9 little killers drawn true for a
filled grid from `puzc generate --fill`, 15-30% of it given).
usage: sums_cross.py PUZC TMPDIR N [LIMIT]"""
import random
import subprocess
import sys


def cells_line(rng, n):
    j = rng.randint(1, n)
    seq = list(range(1, n + 1))
    if rng.random() < 0.5:
        seq.reverse()
    if rng.random() < 0.5:
        return ["r%dc%d" % (i, j) for i in seq]
    return ["r%dc%d" % (j, i) for i in seq]


def sky(rng):
    n, out = 6, ["sudoku 2x3"]
    for _ in range(rng.randint(2, 6)):
        cells = cells_line(rng, n)
        if rng.random() < 0.3:
            cells = cells[:rng.randint(2, n)]
        out.append("skyscraper %d %s" % (rng.randint(1, len(cells)), " ".join(cells)))
    g = [["."] * n for _ in range(n)]
    for _ in range(rng.randint(0, 4)):
        g[rng.randrange(n)][rng.randrange(n)] = str(rng.randint(1, n))
    return out + ["givens"] + ["  " + " ".join(r) for r in g]


def sums(rng):
    n, out = 6, ["sudoku 2x3"]
    for _ in range(rng.randint(3, 10)):
        kind = rng.random()
        if kind < 0.5:
            cells = cells_line(rng, n)[:rng.randint(1, 4)]
            k = len(cells)
            out.append("outsidesum %d %s" % (rng.randint(k, 6 * k - k * (k - 1) // 2), " ".join(cells)))
        elif kind < 0.8:
            cs = set()
            want = rng.randint(2, 4)
            while len(cs) < want:
                cs.add("r%dc%d" % (rng.randint(1, n), rng.randint(1, n)))
            out.append("sum %d %s" % (rng.randint(len(cs), 6 * len(cs)), " ".join(sorted(cs))))
        else:
            br, bc = rng.randrange(3) * 2, rng.randrange(2) * 3
            cells = ["r%dc%d" % (br + 1 + i // 3, bc + 1 + i % 3) for i in range(6)]
            rng.shuffle(cells)
            k = rng.randint(2, 4)
            out.append("cage %d %s" % (rng.randint(k * (k + 1) // 2, sum(range(7 - k, 7))), " ".join(cells[:k])))
    return out + ["givens"] + ["  " + " ".join("." * n) for _ in range(n)]


def lk(rng, puzc):
    fill = subprocess.run([puzc, "generate", "--fill", "--seed", str(rng.randint(1, 10 ** 6))],
                          capture_output=True, text=True).stdout
    digits = [c for line in fill.splitlines() if line[:1].isdigit() for c in line if c.isdigit()]
    g = [list(map(int, digits[9 * i:9 * i + 9])) for i in range(9)]
    out = ["sudoku 3x3"]
    for _ in range(rng.randint(2, 6)):
        r, c, d, cells = 0, rng.randint(0, 8), rng.choice([1, -1]), []
        while 0 <= r < 9 and 0 <= c < 9:
            cells.append((r, c))
            r, c = r + 1, c + d
        if len(cells) >= 2:
            out.append("littlekiller %d %s" % (sum(g[a][b] for a, b in cells),
                                               " ".join("r%dc%d" % (a + 1, b + 1) for a, b in cells)))
    share = rng.uniform(0.15, 0.3)
    return out + ["givens"] + ["  " + " ".join(str(g[r][c]) if rng.random() < share else "."
                                               for c in range(9)) for r in range(9)]


def count(puzc, path, backend, limit):
    cmd = [puzc, "solve", path, "--count", str(limit), "--backend", backend]
    if backend == "native":
        cmd.append("--no-hand-over")
    p = subprocess.run(cmd, capture_output=True, text=True)
    last = p.stdout.strip().splitlines()[-1:] or ["-"]
    return "%d:%s" % (p.returncode, last[0])


def main():
    puzc, tmp, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    limit = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    for kind in ("sky", "sums", "lk"):
        for seed in range(n):
            rng = random.Random("%s-%d" % (kind, seed))
            lines = lk(rng, puzc) if kind == "lk" else sky(rng) if kind == "sky" else sums(rng)
            path = "%s/%s%d.puz" % (tmp, kind, seed)
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            print(kind, seed, count(puzc, path, "native", limit), count(puzc, path, "sat", limit))


main()
