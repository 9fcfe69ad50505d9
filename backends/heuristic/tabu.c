/* tabu.c -- AC3 + tabu search: Algorithm 1 of Soto, Crawford, Galleguillos,
 * Misra, Olguin, "Solving Sudokus via Metaheuristics and AC3" (after Soto
 * et al., Expert Syst. Appl. 40(15), 2013).
 *
 * SEARCH SPACE. Consistent partial assignments: no two peers hold the same
 * value, every value inside the AC3 pre-filtered domain of its cell. The
 * cost is the number of empty cells; a state of cost 0 is a solution.
 *
 * ONE ITERATION.
 *  1. Candidate generation by roulette wheel: for each empty cell c, one
 *     value v of its filtered domain is drawn with probability proportional
 *     to 1/(1+g)^5, g = the number of peers now holding v (the cells the
 *     move would have to empty). Pairs (c, v) on the tabu list are left out
 *     unless the move would beat the best cost so far (aspiration).
 *  2. The best candidate is the one leaving the most filled cells: least
 *     g - a, where a estimates the cells AC3 will fill after the move (the
 *     empty peers of c whose domain is {v, w}, and the emptied peers left
 *     with one value); ties are broken uniformly at random.
 *  3. The move: the g conflicting peers are emptied, c takes v; then AC3
 *     (ac3_fill) fills every empty cell whose domain has shrunk to one value.
 *  4. Each emptied (cell, old value) becomes tabu: it may not come back for
 *     --tabu-size iterations, or by default for rand(0..9) + 0.6 x (empty
 *     cells) iterations, the dynamic tenure of Bloechliger and Zufferey's
 *     PARTIALCOL for partial graph colourings, whose neighbourhood this is.
 * The search always moves to the chosen candidate, even when it is worse
 * (the classic tabu scheme; Algorithm 1's test on line 10 only decides
 * which state is remembered as S_best). It stops at cost 0 or at the
 * iteration or time limit. */
#include "meta.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Roulette weights: 1/(1+g)^5 for a value that would empty g peers. */
void tabu_weights(double wt[PUZ_MAX_VALUES + 1])
{
    for (int g = 0; g <= PUZ_MAX_VALUES; g++) {
        double x = 1.0 + g, x2 = x * x;
        wt[g] = 1.0 / (x2 * x2 * x);
    }
}

int tabu_draw(Rng *rng, uint64_t dom, const uint8_t *gam, const long *tb, long iter,
              int aspire, const double *wt)
{
    double total = 0;
    for (uint64_t d = dom; d; d &= d - 1) {
        int k = __builtin_ctzll(d);
        if (tb[k] <= iter || gam[k] <= aspire)
            total += wt[gam[k]];
    }
    if (total == 0)
        return 0;
    double x = rng_unit(rng) * total;
    int v = 0;
    for (uint64_t d = dom; d; d &= d - 1) {
        int k = __builtin_ctzll(d);
        if (tb[k] <= iter || gam[k] <= aspire) {
            v = k + 1;
            if ((x -= wt[gam[k]]) < 0)
                break;
        }
    }
    return v;
}

/* AC3's gain after move (c, v), estimated: empty peers whose domain is
 * {v, w} get w, and emptied peers left with one value get it back. */
static int tabu_gain(const MetaState *s, int c, int v)
{
    const MetaProblem *p = s->p;
    uint64_t bit = 1ULL << (v - 1);
    int gain = 0;
    for (int i = p->ix.pstart[c]; i < p->ix.pstart[c + 1]; i++) {
        int y = p->ix.peers[i];
        uint64_t d = ac3_domain(s, y);
        if (s->val[y] == v || !s->val[y])
            gain += (d & bit) && __builtin_popcountll(d) == 2;
    }
    return gain;
}

int tabu_solve(const MetaProblem *p, const uint64_t *dom0, MetaRun *r, int *grid,
               MetaStats *st)
{
    int nc = p->ncells, nv = p->nvals;
    MetaState s;
    ac3_state_init(&s, p, dom0);
    long *tabu = xcalloc((size_t)nc * (size_t)nv, sizeof(long));
    int *removed = xmalloc((size_t)nc * sizeof(int));
    double wt[PUZ_MAX_VALUES + 1];
    tabu_weights(wt);
    int best = s.nempty;
    memcpy(grid, s.val, (size_t)nc * sizeof(int));
    long iter = 0;
    while (s.nempty > 0 && !meta_stop(r, iter, best)) {
        iter++;
        int bc = -1, bv = 0, bg = INT_MAX, ties = 0;
        for (int i = 0; i < s.nempty; i++) {
            int c = s.empty[i];
            const uint8_t *gam = &s.gamma[(size_t)c * (size_t)nv];
            /* aspiration: a tabu move that would beat the best cost,
             * s.nempty - 1 + g < best */
            int v = tabu_draw(&r->rng, dom0[c], gam, &tabu[(size_t)c * (size_t)nv], iter,
                              best - s.nempty, wt);
            if (!v)
                continue;
            int g = gam[v - 1] - tabu_gain(&s, c, v);
            if (g < bg) {
                bg = g;
                bc = c;
                bv = v;
                ties = 1;
            } else if (g == bg && rng_below(&r->rng, (uint64_t)++ties) == 0) {
                bc = c;
                bv = v;
            }
        }
        if (bc < 0) {
            /* every candidate is tabu: a random move, tabu or not */
            bc = s.empty[rng_below(&r->rng, (uint64_t)s.nempty)];
            uint64_t d = dom0[bc];
            for (uint64_t k = rng_below(&r->rng, (uint64_t)__builtin_popcountll(d)); k; k--)
                d &= d - 1;
            bv = __builtin_ctzll(d) + 1;
        }
        int nrem = 0;
        ac3_move(&s, bc, bv, removed, &nrem);
        long tenure = r->tabu_size > 0 ? r->tabu_size
                                       : (long)rng_below(&r->rng, 10) + (6L * s.nempty) / 10;
        for (int j = 0; j < nrem; j++)
            tabu[(size_t)removed[j] * (size_t)nv + (size_t)bv - 1] = iter + tenure;
        ac3_fill(&s, tabu, iter);
        if (s.nempty < best) {
            best = s.nempty;
            memcpy(grid, s.val, (size_t)nc * sizeof(int));
        }
    }
    st->iterations = iter;
    st->best_cost = best;
    free(tabu);
    free(removed);
    ac3_state_free(&s);
    return best == 0;
}
