/* cuckoo_geo.c -- `--variant literal` of AC3 + cuckoo search: cuckoo search
 * with geometric operators over complete grids, our reading of the
 * paper's reference [13] (Soto, Crawford, Galleguillos, Monfroy, Paredes,
 * "A Pre-filtered Cuckoo Search Algorithm with Geometric Operators for
 * Solving Sudoku Problems", 2014), beside cuckoo.c's cuckoo search over
 * partial assignments (the default). We had [13]'s abstract, not its
 * text: the operators are the geometric ones of Moraglio and Togelius's
 * geometric PSO for Sudoku (the 003 paper's reference [8]), which its
 * title and abstract point to, inside AC3's pre-filtered domains.
 *
 * REPRESENTATION (as GRASP's, grasp.c). A complete grid in which every
 * block -- box, jigsaw region, or the row of a Latin square: the
 * exactly-once groups that partition the cells -- holds each value once,
 * givens in place. The cost is the number of values missing from the other
 * groups (rows and columns): sum over them of (cells - distinct values).
 * Cost 0 is a solution.
 *
 * NESTS. 15 grids; each block's missing values go to its free cells in
 * random order, a cell taking one of them its pre-filtered domain holds
 * when there is one (AC3 is the pre-filter).
 * ONE ITERATION = one cuckoo, from nest i (i cycles over the nests):
 *  - geometric crossover with the best nest: each block is copied whole
 *    from the best nest with probability 1/2, else kept (a block is a
 *    permutation, so the child lies between its parents, block by block);
 *  - geometric mutation, the Levy flight: 1 + floor(|s|) swaps of two free
 *    cells of one random block (s a Mantegna Levy step, beta = 1.5, capped
 *    at the number of free cells), a swap being taken only when both
 *    values stay inside their cells' pre-filtered domains (up to 8 draws);
 *  - the egg replaces nest i when its cost is not worse.
 * After each round over the nests the worst quarter (pa = 0.25) are
 * abandoned and built afresh. Stop at cost 0 or at a limit. */
#include "meta.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define GEO_NESTS 15
#define GEO_BETA 1.5

typedef struct {
    const MetaProblem *p;
    const uint64_t *dom0;
    MetaRun *r;
    int nb;              /* blocks */
    int *cblock;         /* cell -> block 0..nb-1 */
    int *bstart, *bfree; /* block b: its free cells */
    int *cnt;            /* scratch for the cost: [group * nvals + v-1] */
    int *val[GEO_NESTS], cost[GEO_NESTS], *egg;
    double sigma;
} Geo;

/* Sum over non-block groups of (cells - distinct values). */
static int geo_cost(Geo *k, const int *val)
{
    const MetaProblem *p = k->p;
    int nv = p->nvals, cost = 0;
    for (int g = 0; g < p->ix.ngroups; g++) {
        int first = p->ix.gcells[p->ix.gstart[g]];
        if (p->block_of[first] == g)
            continue;
        int *cnt = &k->cnt[(size_t)g * (size_t)nv];
        for (int j = p->ix.gstart[g]; j < p->ix.gstart[g + 1]; j++)
            if (cnt[val[p->ix.gcells[j]] - 1]++)
                cost++;
        for (int j = p->ix.gstart[g]; j < p->ix.gstart[g + 1]; j++)
            cnt[val[p->ix.gcells[j]] - 1] = 0;
    }
    return cost;
}

/* A fresh nest: each block's missing values in random order, a cell
 * preferring one inside its pre-filtered domain. */
static void geo_random(Geo *k, int *val)
{
    const MetaProblem *p = k->p;
    for (int c = 0; c < p->ncells; c++)
        val[c] = p->given[c];
    for (int b = 0; b < k->nb; b++) {
        uint64_t miss = p->full;
        for (int c = 0; c < p->ncells; c++)
            if (k->cblock[c] == b && p->given[c])
                miss &= ~(1ULL << (p->given[c] - 1));
        int n = k->bstart[b + 1] - k->bstart[b];
        int *cells = &k->bfree[k->bstart[b]];
        rng_shuffle(&k->r->rng, cells, n);
        for (int i = 0; i < n; i++) {
            uint64_t pick = miss & k->dom0[cells[i]];
            if (!pick)
                pick = miss;
            for (uint64_t j = rng_below(&k->r->rng, (uint64_t)__builtin_popcountll(pick)); j; j--)
                pick &= pick - 1;
            pick &= -pick;
            val[cells[i]] = __builtin_ctzll(pick) + 1;
            miss &= ~pick;
        }
    }
}

static double geo_normal(Rng *rng)
{
    double u1 = rng_unit(rng), u2 = rng_unit(rng);
    return sqrt(-2.0 * log(1.0 - u1)) * cos(6.283185307179586 * u2);
}

/* The mutation: a Levy-distributed number of in-block swaps. */
static void geo_mutate(Geo *k, int *val)
{
    Rng *rng = &k->r->rng;
    double u = geo_normal(rng) * k->sigma, v = geo_normal(rng);
    double s = fabs(u) / pow(fabs(v) + 1e-12, 1.0 / GEO_BETA);
    int cap = k->bstart[k->nb], steps = s >= cap ? cap : 1 + (int)s;
    for (int i = 0; i < steps; i++) {
        for (int tries = 0; tries < 8; tries++) {
            int b = (int)rng_below(rng, (uint64_t)k->nb);
            int n = k->bstart[b + 1] - k->bstart[b];
            if (n < 2)
                continue;
            int *cells = &k->bfree[k->bstart[b]];
            int x = cells[rng_below(rng, (uint64_t)n)], y = cells[rng_below(rng, (uint64_t)n)];
            if (x == y || !(k->dom0[x] >> (val[y] - 1) & 1) || !(k->dom0[y] >> (val[x] - 1) & 1))
                continue;
            int t = val[x];
            val[x] = val[y];
            val[y] = t;
            break;
        }
    }
}

int cuckoo_geo_solve(const MetaProblem *p, const uint64_t *dom0, MetaRun *r, int *grid,
                     MetaStats *st)
{
    int nc = p->ncells;
    Geo k;
    memset(&k, 0, sizeof k);
    k.p = p;
    k.dom0 = dom0;
    k.r = r;
    k.sigma = pow(tgamma(1 + GEO_BETA) * sin(3.141592653589793 * GEO_BETA / 2) /
                      (tgamma((1 + GEO_BETA) / 2) * GEO_BETA * pow(2, (GEO_BETA - 1) / 2)),
                  1 / GEO_BETA);
    /* blocks numbered 0..nb-1 in order of first cell */
    int *bidx = xmalloc((size_t)p->ix.ngroups * sizeof(int));
    for (int g = 0; g < p->ix.ngroups; g++)
        bidx[g] = -1;
    k.cblock = xmalloc((size_t)nc * sizeof(int));
    for (int c = 0; c < nc; c++) {
        if (bidx[p->block_of[c]] < 0)
            bidx[p->block_of[c]] = k.nb++;
        k.cblock[c] = bidx[p->block_of[c]];
    }
    free(bidx);
    k.bstart = xcalloc((size_t)k.nb + 1, sizeof(int));
    k.bfree = xmalloc((size_t)nc * sizeof(int));
    for (int c = 0; c < nc; c++)
        if (!p->given[c])
            k.bstart[k.cblock[c] + 1]++;
    for (int b = 0; b < k.nb; b++)
        k.bstart[b + 1] += k.bstart[b];
    int *fill = xmalloc((size_t)(k.nb + 1) * sizeof(int));
    memcpy(fill, k.bstart, (size_t)(k.nb + 1) * sizeof(int));
    for (int c = 0; c < nc; c++)
        if (!p->given[c])
            k.bfree[fill[k.cblock[c]]++] = c;
    free(fill);
    k.cnt = xcalloc((size_t)p->ix.ngroups * (size_t)p->nvals, sizeof(int));
    k.egg = xmalloc((size_t)nc * sizeof(int));
    int best = -1;
    for (int i = 0; i < GEO_NESTS; i++) {
        k.val[i] = xmalloc((size_t)nc * sizeof(int));
        geo_random(&k, k.val[i]);
        k.cost[i] = geo_cost(&k, k.val[i]);
        if (best < 0 || k.cost[i] < k.cost[best])
            best = i;
    }
    long iter = 0;
    int rank[GEO_NESTS];
    while (k.cost[best] > 0 && !meta_stop(r, iter, k.cost[best])) {
        int i = (int)(iter++ % GEO_NESTS);
        /* crossover with the best nest, block by block */
        memcpy(k.egg, k.val[i], (size_t)nc * sizeof(int));
        for (int b = 0; b < k.nb; b++)
            if (rng_below(&r->rng, 2))
                for (int j = k.bstart[b]; j < k.bstart[b + 1]; j++)
                    k.egg[k.bfree[j]] = k.val[best][k.bfree[j]];
        geo_mutate(&k, k.egg);
        int cost = geo_cost(&k, k.egg);
        if (cost <= k.cost[i]) {
            int *t = k.val[i];
            k.val[i] = k.egg;
            k.egg = t;
            k.cost[i] = cost;
            if (cost < k.cost[best])
                best = i;
        }
        if (i == GEO_NESTS - 1 && k.cost[best] > 0) {
            /* abandon the worst quarter: ranked by cost, built afresh */
            for (int a = 0; a < GEO_NESTS; a++) {
                int b = a;
                while (b > 0 && k.cost[rank[b - 1]] > k.cost[a]) {
                    rank[b] = rank[b - 1];
                    b--;
                }
                rank[b] = a;
            }
            for (int a = GEO_NESTS - GEO_NESTS / 4; a < GEO_NESTS; a++) {
                int w = rank[a];
                if (w == best)
                    continue;
                geo_random(&k, k.val[w]);
                k.cost[w] = geo_cost(&k, k.val[w]);
                if (k.cost[w] < k.cost[best])
                    best = w;
            }
        }
    }
    memcpy(grid, k.val[best], (size_t)nc * sizeof(int));
    st->iterations = iter;
    st->best_cost = k.cost[best];
    int solved = k.cost[best] == 0;
    for (int i = 0; i < GEO_NESTS; i++)
        free(k.val[i]);
    free(k.egg);
    free(k.cnt);
    free(k.cblock);
    free(k.bstart);
    free(k.bfree);
    return solved;
}
