/* mix.c -- a random valid Sudoku grid with holes, for bench/big.sh's
 * 100x100 row (issue 30, target 5): `mix R C SWAPS HOLES SEED` reads a
 * filled Sudoku grid of R x C boxes as a puzc batch line (`name<TAB>v1,...`,
 * from `puzc generate --fill`), stirs it with SWAPS random cycle swaps,
 * empties exactly round(cells * HOLES / 100) cells chosen uniformly, and
 * prints it as `sudoku RxC mix-SEED<TAB>v1,...` (0 empty).
 *
 * Why stir: `generate --fill` above 64 values writes a pattern grid
 * (relabelled and permuted), one orbit of a tiny corner of all grids. A
 * CYCLE SWAP keeps a grid valid and leaves that orbit: take two rows r1, r2
 * of one band and a column c0, exchange the two cells of column c0; row r1
 * now holds r2's old value b twice and lacks its own a, so exchange the
 * column where r1 held b before, and so on until the value r1 receives is
 * a. Every exchange stays in one column (its values unchanged) and in one
 * box (the rows share a band), and the rows end as permutations again. The
 * same on two columns of one stack. The cycles are short (a pattern row
 * and its band neighbour differ by a shift: 10 cells of 100), so each
 * swap is a local change and many of them make a grid no pattern has.
 * Random numbers: splitmix64 seeded with SEED. */
#include "splitmix.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One cycle swap between lines a and b (rows when stride is n and step 1:
 * cell (line, i) at line * stride + i * step; columns with the two
 * exchanged), starting at position p0. */
static void mix_cycle(int *g, int a, int b, int p0, int stride, int step)
{
#define AT(line, i) g[(line) * stride + (i) * step]
    int want = AT(a, p0), p = p0;
    for (;;) {
        int t = AT(a, p);
        AT(a, p) = AT(b, p);
        AT(b, p) = t;
        int got = AT(a, p);
        if (got == want)
            break;
        /* line a holds got twice now: here and at its old place, next */
        int q = 0;
        while (q == p || AT(a, q) != got)
            q++;
        p = q;
    }
#undef AT
}

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: mix R C SWAPS HOLES SEED < FILLED-LINE\n");
        return 2;
    }
    int br = atoi(argv[1]), bc = atoi(argv[2]);
    long swaps = atol(argv[3]);
    int holes = atoi(argv[4]);
    unsigned long long seed = strtoull(argv[5], NULL, 10);
    int n = br * bc;
    if (br < 1 || bc < 1 || n < 2 || n > 256 || holes < 0 || holes > 100) {
        fprintf(stderr, "mix: R x C boxes of 2..256 values, HOLES 0..100\n");
        return 2;
    }
    int cells = n * n, *g = malloc(sizeof *g * (size_t)cells), *idx = malloc(sizeof *idx * (size_t)cells);
    if (!g || !idx)
        return 2;
    int ch = getchar();
    while (ch != EOF && ch != '\t')
        ch = getchar();
    for (int i = 0; i < cells; i++)
        if (scanf("%d,", &g[i]) != 1) {
            fprintf(stderr, "mix: expected a line of %d values\n", cells);
            return 2;
        }
    bench_rng = seed;
    for (long k = 0; k < swaps; k++) {
        int p0 = bench_below(n);
        if (k & 1) { /* two columns of one stack */
            int s = bench_below(n / bc) * bc, a = s + bench_below(bc), b = s + bench_below(bc);
            if (a != b)
                mix_cycle(g, a, b, p0, 1, n);
        } else { /* two rows of one band */
            int s = bench_below(n / br) * br, a = s + bench_below(br), b = s + bench_below(br);
            if (a != b)
                mix_cycle(g, a, b, p0, n, 1);
        }
    }
    bench_holes(g, idx, cells, (int)((long)cells * holes / 100.0 + 0.5));
    printf("sudoku %dx%d mix-%llu\t", br, bc, seed);
    for (int i = 0; i < cells; i++)
        printf("%s%d", i ? "," : "", g[i]);
    printf("\n");
    free(g), free(idx);
    return 0;
}
