# relabel.awk -- bench helper: COPIES copies of a set of 9x9 puzzles (one
# 81-character line each), copy 0 as written and every further copy passed
# through a random symmetry of Sudoku, so that a larger input is made of
# different puzzles of the same difficulty rather than repeats (a solver
# whose search order happens to suit a line would meet it again in a
# repeat; it meets an equivalent but differently ordered puzzle here).
#
# The symmetry of copy k (seeded with SEED + k, so every run and every
# program sees the same input): the digits relabelled by a random
# permutation; the three bands in random order and the three rows inside
# each band in random order; the same for stacks and columns; then, with
# probability 1/2, the grid transposed. Each of these maps a Sudoku to a
# Sudoku with as many solutions, so answers stay comparable across
# programs (each program solves the same transformed line).
#
# usage: awk -v COPIES=8 [-v SEED=1] -f bench/relabel.awk set.txt
function shuffle(a, n,    i, j, t) {
    for (i = n; i > 1; i--) {
        j = 1 + int(rand() * i)
        t = a[i]; a[i] = a[j]; a[j] = t
    }
}
# order(p): p[1..9] a permutation of 0..8 keeping bands (or stacks) whole
function order(p,    b, r, band, row, k) {
    for (b = 1; b <= 3; b++) band[b] = b - 1
    shuffle(band, 3)
    k = 0
    for (b = 1; b <= 3; b++) {
        for (r = 1; r <= 3; r++) row[r] = r - 1
        shuffle(row, 3)
        for (r = 1; r <= 3; r++) p[++k] = 3 * band[b] + row[r]
    }
}
BEGIN {
    if (COPIES == "") COPIES = 1
    if (SEED == "") SEED = 1
}
length($0) >= 81 { line[++n] = substr($0, 1, 81) }
END {
    for (k = 0; k < COPIES; k++) {
        if (k == 0) {
            for (i = 1; i <= n; i++) print line[i]
            continue
        }
        srand(SEED + k)
        for (d = 1; d <= 9; d++) dig[d] = d
        shuffle(dig, 9)
        order(rp); order(cp)
        tr = rand() < 0.5
        for (i = 1; i <= n; i++) {
            out = ""
            for (r = 1; r <= 9; r++)
                for (c = 1; c <= 9; c++) {
                    rr = rp[r]; cc = cp[c]
                    if (tr) { t = rr; rr = cc; cc = t }
                    ch = substr(line[i], 9 * rr + cc + 1, 1)
                    out = out (ch ~ /[1-9]/ ? dig[ch + 0] : ".")
                }
            print out
        }
    }
}
