/* tabu_literal.c -- `--variant literal` of AC3 + tabu search: Algorithm 1 of
 * Soto et al., "Solving Sudokus via Metaheuristics and AC3", read as
 * printed, beside tabu.c's classic tabu search (the default).
 *
 * WHAT "AS PRINTED" MEANS HERE (lines of Algorithm 1):
 *  - 5-8: the candidates are drawn around S_best every iteration (the
 *    neighbourhood of S_best, not of a current state that may have moved
 *    away from it): one roulette-drawn value per empty cell of S_best, as
 *    in tabu.c (weight 1/(1+g)^5, g = peers the move would empty), the best
 *    candidate being the one that leaves the most cells filled.
 *  - 9: AC3 on the candidate.
 *  - 10-15: only a candidate whose cost is not worse than S_best's is
 *    accepted; the features that differ (each (cell, value) the move
 *    emptied) go on the tabu list, which keeps a FIXED number of features
 *    (--tabu-size, default LITERAL_TABU_SIZE): when it is longer, the
 *    oldest expire. A worse candidate is thrown away and the next
 *    iteration starts again from S_best.
 * A tabu (cell, value) may not be drawn again while it is listed, unless
 * the move would beat S_best (the usual aspiration; the paper names none,
 * and without it an S_best whose every escape is listed would be stuck).
 * The list length is not in the paper; 10 is our choice. */
#include "meta.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define LITERAL_TABU_SIZE 10

/* The tabu list: a FIFO ring of features (cell * nvals + value-1); listed[]
 * counts each feature's copies, and mark[] holds LONG_MAX while it is
 * listed, the form ac3_fill reads (forbidden while mark > iteration). */
typedef struct {
    int *ring, size, head, len;
    int *listed;
    long *mark;
} TabuList;

static void tabu_list_add(TabuList *t, int f)
{
    if (t->len == t->size) { /* ExpireFeature: the oldest goes */
        int old = t->ring[t->head];
        t->head = (t->head + 1) % t->size;
        t->len--;
        if (--t->listed[old] == 0)
            t->mark[old] = 0;
    }
    t->ring[(t->head + t->len++) % t->size] = f;
    t->listed[f]++;
    t->mark[f] = LONG_MAX;
}

int tabu_literal_solve(const MetaProblem *p, const uint64_t *dom0, MetaRun *r, int *grid,
                       MetaStats *st)
{
    int nc = p->ncells, nv = p->nvals;
    MetaState best, cand;
    ac3_state_init(&best, p, dom0);
    ac3_state_init(&cand, p, dom0);
    TabuList t;
    t.size = r->tabu_size > 0 ? r->tabu_size : LITERAL_TABU_SIZE;
    t.ring = xmalloc((size_t)t.size * sizeof(int));
    t.head = t.len = 0;
    t.listed = xcalloc((size_t)nc * (size_t)nv, sizeof(int));
    t.mark = xcalloc((size_t)nc * (size_t)nv, sizeof(long));
    int *removed = xmalloc((size_t)nc * sizeof(int));
    double wt[PUZ_MAX_VALUES + 1];
    tabu_weights(wt);
    long iter = 0;
    while (best.nempty > 0 && !meta_stop(r, iter, best.nempty)) {
        iter++;
        /* lines 4-8: candidates around S_best, the best located */
        int bc = -1, bv = 0, bg = INT_MAX, ties = 0;
        for (int i = 0; i < best.nempty; i++) {
            int c = best.empty[i];
            const uint8_t *gam = &best.gamma[(size_t)c * (size_t)nv];
            /* a tabu move only when it empties no peer (g = 0) */
            int v = tabu_draw(&r->rng, dom0[c], gam, &t.mark[(size_t)c * (size_t)nv], iter, 0,
                              wt);
            if (!v)
                continue;
            int g = gam[v - 1];
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
        if (bc < 0)
            continue; /* every candidate listed: wait for features to expire */
        /* line 9: the move and AC3 on a copy of S_best */
        ac3_state_copy(&cand, &best);
        int nrem = 0;
        ac3_move(&cand, bc, bv, removed, &nrem);
        ac3_fill(&cand, t.mark, iter);
        /* lines 10-15: accepted only when not worse */
        if (cand.nempty <= best.nempty) {
            for (int j = 0; j < nrem; j++)
                tabu_list_add(&t, removed[j] * nv + bv - 1);
            MetaState x = best;
            best = cand;
            cand = x;
        }
    }
    memcpy(grid, best.val, (size_t)nc * sizeof(int));
    st->iterations = iter;
    st->best_cost = best.nempty;
    int solved = best.nempty == 0;
    free(t.ring);
    free(t.listed);
    free(t.mark);
    free(removed);
    ac3_state_free(&best);
    ac3_state_free(&cand);
    return solved;
}
