/* splitmix.h -- the random numbers of the bench's instance generators
 * (bench/qwh.c, bench/mix.c): splitmix64, seeded by setting bench_rng, so
 * that a seed names a whole run, and the uniform holes both punch. Header-only: each generator is one C file
 * the bench scripts compile alone. */
#ifndef PUZC_BENCH_SPLITMIX_H
#define PUZC_BENCH_SPLITMIX_H

#include <stdint.h>

static uint64_t bench_rng;

static inline uint64_t bench_next(void)
{
    uint64_t z = (bench_rng += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* uniform in 0..n-1 (n small: the modulo bias is below 2^-50) */
static inline int bench_below(int n)
{
    return (int)(bench_next() % (uint64_t)n);
}

/* Empties h of the cells of g chosen uniformly: the first h of a
 * Fisher-Yates shuffle of the cell indices (idx: cells ints of scratch). */
static inline void bench_holes(int *g, int *idx, int cells, int h)
{
    for (int i = 0; i < cells; i++)
        idx[i] = i;
    for (int i = 0; i < h; i++) {
        int j = i + bench_below(cells - i), t = idx[i];
        idx[i] = idx[j], idx[j] = t;
        g[idx[i]] = 0;
    }
}

#endif
