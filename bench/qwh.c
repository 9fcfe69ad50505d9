/* qwh.c -- quasigroup-with-holes (QWH) instances for bench/qwh.sh (issue
 * 30, target 4): `qwh ORDER COUNT HOLES SEED` prints COUNT puzc batch lines
 * `latin N qwh-N-SEED-I<TAB>v1,v2,...` (0 empty), each a uniformly random
 * Latin square of order N with HOLES percent of its cells emptied, the
 * emptied cells a uniform random subset of exactly round(N*N*HOLES/100).
 * The hidden square is a solution, so every instance is solvable.
 *
 * The square: the Markov chain of Jacobson and Matthews ("Generating
 * uniformly distributed random Latin squares", J. Combin. Designs 1996),
 * on the incidence cube M[r][c][s] in {-1, 0, 1}: a proper square is a
 * 0/1 cube with exactly one 1 on each line (r,c,.), (r,.,s), (.,c,s); an
 * improper one has exactly one -1 cell, whose three lines each hold two
 * 1s and the -1. A move starts at a cell (r,c,s): in a proper square any
 * cell with M = 0, in an improper one the -1 cell; r', c', s' are a 1 on
 * each of its three lines (unique when proper, one of the two at random
 * when improper); then the eight corners of the box they span change by
 * +1 at (r,c,s), (r,c',s'), (r',c,s'), (r',c',s) and -1 at (r,c,s'),
 * (r,c',s), (r',c,s), (r',c',s'). The result is improper exactly when
 * (r',c',s') went to -1, which becomes the next move's start. Starting
 * from the cyclic square, ORDER^3 moves (improper ones counted), then
 * more until the square is proper, mix it (the chain's stationary law on
 * proper squares is uniform).
 *
 * Random numbers: splitmix64 seeded with SEED, instance I (1-based)
 * continuing the same stream, so (ORDER, SEED) names a whole run. */
#include "splitmix.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int n_;
static signed char *cube;
#define M(r, c, s) cube[((size_t)(r) * n_ + (c)) * n_ + (s)]

/* the 1s on the line of the cube from cell index base, stride apart (the
 * r axis: n*n, c: n, s: 1): their places along it, up to two, and their
 * count */
static int ones(size_t base, size_t stride, int *out)
{
    int k = 0;
    for (int i = 0; i < n_; i++)
        if (cube[base + (size_t)i * stride] == 1)
            out[k++] = i;
    return k;
}
#define AT(r, c, s) (((size_t)(r) * n_ + (c)) * n_ + (s))

static void qwh_square(int n, int *sq)
{
    n_ = n;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            for (int s = 0; s < n; s++)
                M(r, c, s) = (s == (r + c) % n);
    long moves = (long)n * n * n;
    int proper = 1, ir = 0, ic = 0, is = 0;
    for (long m = 0; m < moves || !proper; m++) {
        int r, c, s, a[2], b[2], d[2];
        if (proper) {
            do {
                r = bench_below(n), c = bench_below(n), s = bench_below(n);
            } while (M(r, c, s) != 0);
        } else
            r = ir, c = ic, s = is;
        size_t nn = (size_t)n * n;
        int ka = ones(AT(0, c, s), nn, a), kb = ones(AT(r, 0, s), (size_t)n, b),
            kd = ones(AT(r, c, 0), 1, d);
        int r2 = a[ka == 2 ? bench_below(2) : 0];
        int c2 = b[kb == 2 ? bench_below(2) : 0];
        int s2 = d[kd == 2 ? bench_below(2) : 0];
        M(r, c, s)++, M(r, c2, s2)++, M(r2, c, s2)++, M(r2, c2, s)++;
        M(r, c, s2)--, M(r, c2, s)--, M(r2, c, s)--, M(r2, c2, s2)--;
        proper = M(r2, c2, s2) != -1;
        ir = r2, ic = c2, is = s2;
    }
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            for (int s = 0; s < n; s++)
                if (M(r, c, s) == 1)
                    sq[r * n + c] = s + 1;
}

/* a Latin square's own check: every row and column a permutation */
static int qwh_latin(int n, const int *sq)
{
    for (int i = 0; i < n; i++) {
        unsigned char rs[256] = {0}, cs[256] = {0};
        for (int j = 0; j < n; j++) {
            int a = sq[i * n + j], b = sq[j * n + i];
            if (a < 1 || a > n || b < 1 || b > n || rs[a]++ || cs[b]++)
                return 0;
        }
    }
    return 1;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: qwh ORDER COUNT HOLES SEED\n");
        return 2;
    }
    int n = atoi(argv[1]), count = atoi(argv[2]), holes = atoi(argv[3]);
    unsigned long long seed = strtoull(argv[4], NULL, 10);
    if (n < 2 || n > 255 || count < 1 || holes < 0 || holes > 100) {
        fprintf(stderr, "qwh: ORDER 2..255, COUNT >= 1, HOLES 0..100\n");
        return 2;
    }
    bench_rng = seed;
    cube = malloc((size_t)n * n * n);
    int *sq = malloc(sizeof *sq * (size_t)n * n), *idx = malloc(sizeof *idx * (size_t)n * n);
    if (!cube || !sq || !idx)
        return 2;
    int cells = n * n, h = (int)((long)cells * holes / 100.0 + 0.5);
    for (int k = 1; k <= count; k++) {
        qwh_square(n, sq);
        if (!qwh_latin(n, sq)) {
            fprintf(stderr, "qwh: internal error: not a Latin square\n");
            return 3;
        }
        bench_holes(sq, idx, cells, h);
        printf("latin %d qwh-%d-%llu-%d\t", n, n, seed, k);
        for (int i = 0; i < cells; i++)
            printf("%s%d", i ? "," : "", sq[i]);
        printf("\n");
    }
    free(cube), free(sq), free(idx);
    return 0;
}
