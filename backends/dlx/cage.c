/* cage.c -- the options of sums and Killer cages: every admissible value
 * tuple of a cage (its whole-cage placements), or every admissible digit
 * set when the placements would be too many. Pure enumeration over value
 * masks; matrix.c turns the results into options.
 *
 * PLACEMENTS. Cage {r1c1, r1c2} with total 4 over values 1..9: the tuples
 * (1,3) and (3,1); (2,2) too when values may repeat, unless the two cells
 * share a group (here row 1) -- differ[] says which positions share one.
 * A cell's candidates (cand) already exclude the values its givens' groups
 * hold, so tuples that clash with a given are never made. Pruning: the
 * remaining total must lie between the least and the greatest sum the
 * remaining cells' candidates allow.
 *
 * DIGIT SETS. A distinct cage of n cells with total t: every set of n
 * values adding up to t (for 9 cells of a 1..9 Sudoku and t = 45, the one
 * set {1..9}; for 3 cells and t = 7, {1,2,4}). Pruning: the least and the
 * greatest sum of the values still needed, from the sorted allowed values. */
#include "dlx.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const Model *m;
    const Constraint *c;
    const uint64_t *cand, *differ;
    int distinct;
    long limit, count, cap;
    int *out;
    int vals[64];
    uint64_t at_value[PUZ_MAX_VALUES]; /* positions holding value index k */
    uint64_t used;                     /* value indices used (distinct) */
    long minsuf[65], maxsuf[65];       /* least/greatest sum of positions i.. */
    int over;
} Tuples;

static void tuples_rec(Tuples *t, int i, long left)
{
    const Constraint *c = t->c;
    if (t->over)
        return;
    if (i == c->n) {
        if (left != 0)
            return;
        if (t->count == t->limit) {
            t->over = 1;
            return;
        }
        if (t->count == t->cap) {
            t->cap = t->cap ? 2 * t->cap : 64;
            t->out = xrealloc(t->out, (size_t)t->cap * (size_t)c->n * sizeof(int));
        }
        memcpy(t->out + t->count * c->n, t->vals, (size_t)c->n * sizeof(int));
        t->count++;
        return;
    }
    uint64_t cands = t->cand[c->cells[i]];
    if (t->distinct)
        cands &= ~t->used;
    for (; cands; cands &= cands - 1) {
        int k = __builtin_ctzll(cands);
        long v = t->m->vmin + k, rest = left - v;
        if (rest < t->minsuf[i + 1] || rest > t->maxsuf[i + 1])
            continue;
        if (t->at_value[k] & t->differ[i])
            continue;
        t->vals[i] = (int)v;
        t->at_value[k] |= 1ULL << i;
        t->used |= 1ULL << k; /* read only when distinct */
        tuples_rec(t, i + 1, rest);
        t->at_value[k] &= ~(1ULL << i);
        t->used &= ~(1ULL << k);
    }
}

long dlx_cage_placements(const Model *m, const Constraint *c, const uint64_t *cand,
                         const uint64_t *differ, long limit, int **out)
{
    *out = NULL;
    if (c->n > 64)
        return -1;
    Tuples t;
    memset(&t, 0, sizeof t);
    t.m = m;
    t.c = c;
    t.cand = cand;
    t.differ = differ;
    t.distinct = c->distinct;
    t.limit = limit;
    for (int i = c->n - 1; i >= 0; i--) {
        uint64_t cd = cand[c->cells[i]];
        if (!cd)
            return 0;
        int lo = __builtin_ctzll(cd), hi = 63 - __builtin_clzll(cd);
        t.minsuf[i] = t.minsuf[i + 1] + m->vmin + lo;
        t.maxsuf[i] = t.maxsuf[i + 1] + m->vmin + hi;
    }
    tuples_rec(&t, 0, c->total);
    if (t.over) {
        free(t.out);
        return -1;
    }
    *out = t.out;
    return t.count;
}

typedef struct {
    int vals[PUZ_MAX_VALUES], nvals; /* allowed value indices, ascending */
    long pre[PUZ_MAX_VALUES + 1];    /* pre[i] = vals[0] + .. + vals[i-1] (as values) */
    int vmin, n;
    long limit, count, cap;
    uint64_t *out;
    int over;
} Sets;

/* Chooses `need` more values among vals[i..], adding up to left. */
static void sets_rec(Sets *s, int i, int need, long left, uint64_t set)
{
    if (s->over)
        return;
    if (need == 0) {
        if (left != 0)
            return;
        if (s->count == s->limit) {
            s->over = 1;
            return;
        }
        if (s->count == s->cap)
            s->out = xrealloc(s->out, (size_t)(s->cap = s->cap ? 2 * s->cap : 64) *
                                          sizeof(uint64_t));
        s->out[s->count++] = set;
        return;
    }
    for (; i + need <= s->nvals; i++) {
        /* least sum: vals[i..i+need); greatest: the last `need` values */
        long least = s->pre[i + need] - s->pre[i];
        long most = s->pre[s->nvals] - s->pre[s->nvals - need];
        if (left < least)
            return; /* only grows with i */
        if (left > most)
            return;
        long v = s->vmin + s->vals[i];
        sets_rec(s, i + 1, need - 1, left - v, set | 1ULL << s->vals[i]);
    }
}

long dlx_cage_sets(const Model *m, const Constraint *c, uint64_t allowed, long limit,
                   uint64_t **out)
{
    *out = NULL;
    Sets s;
    memset(&s, 0, sizeof s);
    s.vmin = m->vmin;
    s.limit = limit;
    for (int k = 0; k < m->nvals; k++)
        if (allowed >> k & 1) {
            s.vals[s.nvals] = k;
            s.pre[s.nvals + 1] = s.pre[s.nvals] + m->vmin + k;
            s.nvals++;
        }
    if (c->n > s.nvals)
        return 0;
    sets_rec(&s, 0, c->n, c->total, 0);
    if (s.over) {
        free(s.out);
        return -1;
    }
    *out = s.out;
    return s.count;
}
