/* grasp.c -- GRASP for the n x n Sudoku (Takano, Freitas, Sa, "O jogo de
 * logica Sudoku: modelagem teorica, NP-completude, algoritmos e
 * heuristicas", section 4.1), for any model whose cells are partitioned
 * into exactly-once groups ("blocks": boxes, jigsaw regions, or the rows
 * of a Latin square).
 *
 * REPRESENTATION. A complete grid in which every block holds each value
 * once (givens in place). The other groups ("lines": rows and columns of a
 * Sudoku, columns of a Latin square, diagonals) may repeat values; the
 * cost is the number of values missing from them, sum over lines of
 * (cells - distinct values). Cost 0 is a solution. cnt[line][v] counts
 * value v in a line, so whether a move removes the last copy or adds the
 * first is one look-up (the paper's O(1) check by bit manipulation).
 *
 * ONE ITERATION = construction + local search.
 *  Construction (greedy randomised): the empty cells in random order; a
 *  cell's candidates are the values its block still lacks, each costing its
 *  repetitions in the cell's lines (row and column); the restricted
 *  candidate list (RCL) holds the ceil(alpha x |candidates|) cheapest
 *  (--alpha, default 30%; ties in random order); one of them is drawn.
 *  Local search (hill climbing, best improvement): among all swaps of two
 *  non-given cells inside one block, the one lowering the cost most is
 *  applied, until none lowers it. A few sideways swaps (equal cost, at most
 *  as many in a row as there are non-given cells) let it cross plateaus --
 *  an addition to the paper's plain hill climbing.
 * The best grid over all iterations is kept; the search restarts until the
 * cost is 0 or a limit is reached. */
#include "meta.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const MetaProblem *p;
    int nv, nb, nfree;
    int *lstart, *line;  /* cell c: its lines line[lstart[c] .. lstart[c+1]-1] */
    int *cblock;         /* cell c: its block, 0..nb-1 */
    int *bstart, *bfree; /* block b: its non-given cells */
    uint64_t *bgiven;    /* block b: the values of its givens */
    uint64_t *bmiss;     /* construction: the values block b still lacks */
    int *cnt;            /* [line * nv + v-1]: copies of v in the line */
    int *val;            /* per cell: 1..nv */
    int cost;
    int *order, *cand, *ccost; /* construction scratch */
} Grasp;

static int grasp_in_lines(const Grasp *s, int c, int g)
{
    for (int i = s->lstart[c]; i < s->lstart[c + 1]; i++)
        if (s->line[i] == g)
            return 1;
    return 0;
}

static void grasp_init(Grasp *s, const MetaProblem *p)
{
    int nc = p->ncells;
    memset(s, 0, sizeof *s);
    s->p = p;
    s->nv = p->nvals;
    s->lstart = xcalloc((size_t)nc + 1, sizeof(int));
    s->line = xmalloc((size_t)(p->ix.cgstart[nc] + 1) * sizeof(int));
    for (int c = 0; c < nc; c++) {
        s->lstart[c + 1] = s->lstart[c];
        for (int i = p->ix.cgstart[c]; i < p->ix.cgstart[c + 1]; i++)
            if (p->ix.cglist[i] != p->block_of[c])
                s->line[s->lstart[c + 1]++] = p->ix.cglist[i];
    }
    /* blocks are named by their group index: number them 0..nb-1 */
    int *bidx = xmalloc((size_t)p->ix.ngroups * sizeof(int));
    for (int g = 0; g < p->ix.ngroups; g++)
        bidx[g] = -1;
    s->cblock = xmalloc((size_t)nc * sizeof(int));
    for (int c = 0; c < nc; c++) {
        if (bidx[p->block_of[c]] < 0)
            bidx[p->block_of[c]] = s->nb++;
        s->cblock[c] = bidx[p->block_of[c]];
    }
    free(bidx);
    s->bstart = xcalloc((size_t)s->nb + 1, sizeof(int));
    s->bfree = xmalloc((size_t)nc * sizeof(int));
    s->bgiven = xcalloc((size_t)s->nb, sizeof(uint64_t));
    s->bmiss = xcalloc((size_t)s->nb, sizeof(uint64_t));
    for (int c = 0; c < nc; c++)
        if (!p->given[c])
            s->bstart[s->cblock[c] + 1]++;
    for (int b = 0; b < s->nb; b++)
        s->bstart[b + 1] += s->bstart[b];
    int *fill = xmalloc((size_t)(s->nb + 1) * sizeof(int));
    memcpy(fill, s->bstart, (size_t)(s->nb + 1) * sizeof(int));
    for (int c = 0; c < nc; c++) {
        int b = s->cblock[c];
        if (p->given[c])
            s->bgiven[b] |= 1ULL << (p->given[c] - 1);
        else
            s->bfree[fill[b]++] = c;
    }
    free(fill);
    s->nfree = s->bstart[s->nb];
    s->cnt = xcalloc((size_t)p->ix.ngroups * (size_t)s->nv, sizeof(int));
    s->val = xcalloc((size_t)nc, sizeof(int));
    s->order = xmalloc((size_t)nc * sizeof(int));
    s->cand = xmalloc((size_t)s->nv * sizeof(int));
    s->ccost = xmalloc((size_t)s->nv * sizeof(int));
}

static void grasp_free(Grasp *s)
{
    free(s->lstart);
    free(s->line);
    free(s->cblock);
    free(s->bstart);
    free(s->bfree);
    free(s->bgiven);
    free(s->bmiss);
    free(s->cnt);
    free(s->val);
    free(s->order);
    free(s->cand);
    free(s->ccost);
}

/* Puts v in cell c: its lines count one more v. */
static void grasp_put(Grasp *s, int c, int v)
{
    s->val[c] = v;
    for (int i = s->lstart[c]; i < s->lstart[c + 1]; i++)
        s->cnt[s->line[i] * s->nv + v - 1]++;
}

/* Greedy randomised construction (see the top of the file); sets s->cost. */
static void grasp_construct(Grasp *s, MetaRun *r)
{
    const MetaProblem *p = s->p;
    int nv = s->nv;
    memset(s->cnt, 0, (size_t)p->ix.ngroups * (size_t)nv * sizeof(int));
    for (int c = 0; c < p->ncells; c++) {
        s->val[c] = 0;
        if (p->given[c])
            grasp_put(s, c, p->given[c]);
    }
    for (int b = 0; b < s->nb; b++)
        s->bmiss[b] = p->full & ~s->bgiven[b];
    memcpy(s->order, s->bfree, (size_t)s->nfree * sizeof(int));
    rng_shuffle(&r->rng, s->order, s->nfree);
    for (int i = 0; i < s->nfree; i++) {
        int c = s->order[i], b = s->cblock[c], n = 0;
        /* candidates with their cost, in random order, then sorted by cost
         * (insertion sort, stable: equal costs stay in random order) */
        for (uint64_t d = s->bmiss[b]; d; d &= d - 1)
            s->cand[n++] = __builtin_ctzll(d) + 1;
        rng_shuffle(&r->rng, s->cand, n);
        for (int j = 0; j < n; j++) {
            int v = s->cand[j], cost = 0;
            for (int k = s->lstart[c]; k < s->lstart[c + 1]; k++)
                cost += s->cnt[s->line[k] * nv + v - 1];
            int at = j;
            while (at > 0 && s->ccost[at - 1] > cost) {
                s->ccost[at] = s->ccost[at - 1];
                s->cand[at] = s->cand[at - 1];
                at--;
            }
            s->ccost[at] = cost;
            s->cand[at] = v;
        }
        int rcl = (int)(r->alpha * n + 0.999999);
        if (rcl < 1)
            rcl = 1;
        int v = s->cand[rng_below(&r->rng, (uint64_t)rcl)];
        s->bmiss[b] &= ~(1ULL << (v - 1));
        grasp_put(s, c, v);
    }
    s->cost = 0;
    for (int g = 0; g < p->ix.ngroups; g++) {
        int distinct = 0, cells = 0;
        for (int v = 0; v < nv; v++) {
            distinct += s->cnt[g * nv + v] > 0;
            cells += s->cnt[g * nv + v];
        }
        s->cost += cells - distinct; /* blocks count 0 cells: they add 0 */
    }
}

/* Change of cost if cells a and b (same block) swapped values. A line
 * holding both keeps its values; in any other line one value leaves (the
 * cost rises if it was the last copy) and one comes (the cost falls if it
 * was missing). */
static int grasp_delta(const Grasp *s, int a, int b)
{
    int nv = s->nv, va = s->val[a], vb = s->val[b], d = 0;
    for (int i = s->lstart[a]; i < s->lstart[a + 1]; i++) {
        int g = s->line[i];
        if (grasp_in_lines(s, b, g))
            continue;
        d += (s->cnt[g * nv + va - 1] == 1) - (s->cnt[g * nv + vb - 1] == 0);
    }
    for (int i = s->lstart[b]; i < s->lstart[b + 1]; i++) {
        int g = s->line[i];
        if (grasp_in_lines(s, a, g))
            continue;
        d += (s->cnt[g * nv + vb - 1] == 1) - (s->cnt[g * nv + va - 1] == 0);
    }
    return d;
}

static void grasp_swap(Grasp *s, int a, int b, int delta)
{
    int nv = s->nv, va = s->val[a], vb = s->val[b];
    for (int i = s->lstart[a]; i < s->lstart[a + 1]; i++) {
        int g = s->line[i];
        s->cnt[g * nv + va - 1]--;
        s->cnt[g * nv + vb - 1]++;
    }
    for (int i = s->lstart[b]; i < s->lstart[b + 1]; i++) {
        int g = s->line[i];
        s->cnt[g * nv + vb - 1]--;
        s->cnt[g * nv + va - 1]++;
    }
    s->val[a] = vb;
    s->val[b] = va;
    s->cost += delta;
}

/* Hill climbing with best improvement and a bounded run of sideways moves;
 * every 16 moves it looks at the limits (a climb on an empty 64x64 grid
 * takes seconds). */
static void grasp_climb(Grasp *s, MetaRun *r)
{
    int sideways = 0;
    long moves = 0;
    while (s->cost > 0) {
        if (!(++moves & 15) && meta_expired(r))
            break;
        int bd = INT_MAX, ba = -1, bb = -1, ties = 0;
        for (int blk = 0; blk < s->nb; blk++)
            for (int i = s->bstart[blk]; i < s->bstart[blk + 1]; i++)
                for (int j = i + 1; j < s->bstart[blk + 1]; j++) {
                    int a = s->bfree[i], b = s->bfree[j];
                    int d = grasp_delta(s, a, b);
                    if (d < bd) {
                        bd = d;
                        ba = a;
                        bb = b;
                        ties = 1;
                    } else if (d == bd && rng_below(&r->rng, (uint64_t)++ties) == 0) {
                        ba = a;
                        bb = b;
                    }
                }
        if (ba < 0 || bd > 0 || (bd == 0 && sideways >= s->nfree))
            break;
        sideways = bd == 0 ? sideways + 1 : 0;
        grasp_swap(s, ba, bb, bd);
    }
}

int grasp_solve(const MetaProblem *p, MetaRun *r, int *grid, MetaStats *st)
{
    Grasp s;
    grasp_init(&s, p);
    int best = INT_MAX;
    long iter = 0;
    while (best > 0 && !meta_stop(r, iter, best == INT_MAX ? -1 : best)) {
        iter++;
        grasp_construct(&s, r);
        grasp_climb(&s, r);
        if (s.cost < best) {
            best = s.cost;
            memcpy(grid, s.val, (size_t)p->ncells * sizeof(int));
        }
        if (r->timed_out || r->cancelled) /* the climb ran out */
            break;
    }
    st->iterations = iter;
    st->best_cost = best == INT_MAX ? -1 : best;
    grasp_free(&s);
    return best == 0;
}
