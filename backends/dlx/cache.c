/* cache.c -- the exact-cover matrix of a puzzle without sums, relinked in
 * place per puzzle in a per-thread matrix of the puzzle's shape, so that a
 * batch of puzzles of one shape allocates and analyses nothing per line.
 *
 * THE SHAPE (made once per shape and thread): the groups (PERM and ALLDIFF
 * constraints, in order; primary when PERM or of nvals cells), the groups
 * holding each cell, and the node array of the matrix with no givens laid
 * out once for good: option x[c,v] (number var = c*nvals + v-vmin, ir.h)
 * at a fixed place, its nodes p_c then (g, v) for each group g of c, a
 * spacer after it; its pair (c, v) is option var's. When every cell is in
 * exactly three groups (classic Sudoku of any size), the options are four
 * nodes each at opt0 + 4*var with no spacers (DlxMatrix.stride = 4): the
 * search then finds an option's other nodes by arithmetic, not by walking
 * to a spacer (search.c).
 *
 * THE REBUILD (per puzzle) gives the search the matrix dlx_build
 * (matrix.c) makes for the model with its givens removed:
 *   held[g]  the values the givens put in group g (two equal givens in a
 *            group: unsat, nothing built);
 *   cand[c]  the values no given in c's groups holds;
 *   options  only the live ones, x[c,v] for each non-given c and v in
 *            cand[c], are linked into their columns, cells in order, values
 *            ascending; the others stay in the array, in no column, where
 *            the search never meets them;
 *   items    a given's items (p_c, (g, given) for c's groups) are dropped
 *            (no live option holds one); the primary list holds the other
 *            primary items, the secondary list the secondary items some
 *            live option holds.
 * Every column then holds the options dlx_build would make, in the same
 * order, so the search runs node for node the same (same first solution,
 * same node count); only the option numbers differ (var here). Sizes
 * reported (options, items, ones) are the live ones, as dlx_build's.
 * The tests compare counts with native's, also with --no-reduce, which
 * goes through dlx_build.
 *
 * THE KEY. A model fits the record when it has the same grid (rows, cols,
 * values) and the same constraints, GIVEN ones aside, in the same order
 * with the same cells; otherwise the record is made again.
 *
 * One record per thread (_Thread_local), freed when the thread ends (a
 * pthread key's destructor); the main thread's stays reachable until exit.
 * It is lent to one solve at a time: a solve started from inside another's
 * solution callback builds its own matrix. */
#include "dlx.h"

#include "util.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    Model *shape;      /* the constraints, givens cleared; NULL: empty */
    DlxMatrix x;       /* the arrays, sized for the matrix without givens */
    int *cg_start, *cg_list; /* the groups holding each cell */
    uint64_t *held, *cand;
    uint8_t *dropped;  /* per raw item */
    int *first;        /* var -> first node of option x[c,v] */
    int busy;          /* handed out, not yet released */
} DlxCache;

static _Thread_local DlxCache *cache_tl;
static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;

static void cache_clear(DlxCache *c)
{
    dlx_matrix_free(&c->x);
    model_free(c->shape);
    free(c->cg_start);
    free(c->cg_list);
    free(c->held);
    free(c->cand);
    free(c->dropped);
    free(c->first);
    memset(c, 0, sizeof *c);
}

static void cache_destroy(void *p)
{
    cache_clear(p);
    free(p);
}

static void cache_key_make(void) { pthread_key_create(&cache_key, cache_destroy); }

/* The next constraint at or after i that is not a GIVEN, or ncons. */
static int next_con(const Model *m, int i)
{
    while (i < m->ncons && m->cons[i].kind == CON_GIVEN)
        i++;
    return i;
}

/* True when a and b have the same grid and constraints, givens aside. */
static int same_shape(const Model *a, const Model *b)
{
    if (a->rows != b->rows || a->cols != b->cols || a->vmin != b->vmin || a->vmax != b->vmax)
        return 0;
    int i = next_con(a, 0), j = next_con(b, 0);
    while (i < a->ncons && j < b->ncons) {
        const Constraint *p = &a->cons[i], *q = &b->cons[j];
        if (p->kind != q->kind || p->n != q->n || p->distinct != q->distinct ||
            p->total != q->total || memcmp(p->cells, q->cells, (size_t)p->n * sizeof(int)))
            return 0;
        i = next_con(a, i + 1);
        j = next_con(b, j + 1);
    }
    return i == a->ncons && j == b->ncons;
}

/* The shape of m into c: groups, the groups of each cell, the arrays. */
static void cache_make(DlxCache *c, const Model *m)
{
    DlxMatrix *x = &c->x;
    int nc = m->ncells, nv = m->nvals, ncons = m->ncons;
    c->shape = model_clone(m);
    memset(c->shape->given, 0, (size_t)nc * sizeof(int));
    x->group_con = xmalloc((size_t)(ncons + 1) * sizeof(int));
    x->group_primary = xmalloc((size_t)ncons + 1);
    x->group_sets = xcalloc((size_t)ncons + 1, 1);
    long npairs = 0;
    for (int i = 0; i < ncons; i++) {
        const Constraint *k = &m->cons[i];
        if (k->kind != CON_PERM && k->kind != CON_ALLDIFF)
            continue;
        x->group_con[x->ngroups] = i;
        x->group_primary[x->ngroups++] = (uint8_t)(k->kind == CON_PERM || k->n == nv);
        npairs += k->n;
    }
    c->cg_start = xcalloc((size_t)nc + 1, sizeof(int));
    c->cg_list = xmalloc((size_t)(npairs ? npairs : 1) * sizeof(int));
    for (int g = 0; g < x->ngroups; g++) {
        const Constraint *k = &m->cons[x->group_con[g]];
        for (int j = 0; j < k->n; j++)
            c->cg_start[k->cells[j] + 1]++;
    }
    for (int i = 0; i < nc; i++)
        c->cg_start[i + 1] += c->cg_start[i];
    int *fill = xmalloc((size_t)(nc ? nc : 1) * sizeof(int));
    memcpy(fill, c->cg_start, (size_t)nc * sizeof(int));
    for (int g = 0; g < x->ngroups; g++) {
        const Constraint *k = &m->cons[x->group_con[g]];
        for (int j = 0; j < k->n; j++)
            c->cg_list[fill[k->cells[j]]++] = g;
    }
    free(fill);
    int nraw = nc + x->ngroups * nv;
    x->nraw = x->raw_set0 = x->raw_color0 = x->raw_sum0 = nraw;
    x->eliminated = 1;
    long nopt = (long)nc * nv;
    x->node = xmalloc((size_t)(nraw + 5 + nopt * 2 + npairs * nv + 1) * sizeof(DlxNode));
    x->opt_pair = xmalloc((size_t)(nopt + 2) * sizeof(int));
    x->pair_cell = xmalloc((size_t)(nopt + 1) * sizeof(int));
    x->pair_val = xmalloc((size_t)(nopt + 1) * sizeof(int));
    x->link = xmalloc((size_t)(nraw + 2) * sizeof(DlxLink));
    x->live = xmalloc((size_t)(nraw + 1) * sizeof(int));
    c->first = xmalloc((size_t)(nopt + 1) * sizeof(int));
    c->held = xmalloc((size_t)(x->ngroups + 1) * sizeof(uint64_t));
    c->cand = xmalloc((size_t)(nc ? nc : 1) * sizeof(uint64_t));
    c->dropped = xmalloc((size_t)nraw + 1);
    /* the fixed part of the layout: every option's items, in four nodes
     * from a multiple of 4 on when each cell is in three groups (classic
     * Sudoku: p_c, row, column, box), else with spacers */
    int uniform = nc > 0;
    for (int i = 0; i < nc; i++)
        uniform &= c->cg_start[i + 1] - c->cg_start[i] == 3;
    DlxNode *nd = x->node;
    int n = nraw + 1;
    nd[n].top = nd[n].color = nd[n].up = nd[n].down = 0;
    if (uniform) {
        x->stride = 4;
        x->opt0 = n = (nraw + 2 + 3) & ~3;
    }
    for (int i = 0; i < nc; i++)
        for (int k = 0; k < nv; k++) {
            int v = i * nv + k, sp = n;
            n += !uniform;
            c->first[v] = n;
            for (int q = c->cg_start[i] - 1; q < c->cg_start[i + 1]; q++) {
                nd[n].top = q < c->cg_start[i] ? i + 1 : nc + c->cg_list[q] * nv + k + 1;
                nd[n].color = 0;
                n++;
            }
            if (!uniform) {
                nd[sp].down = n - 1;
                nd[n].top = -(v + 1);
                nd[n].color = 0;
                nd[n].up = c->first[v];
                nd[n].down = 0;
            }
            x->opt_pair[v] = v;
            x->pair_cell[v] = i;
            x->pair_val[v] = m->vmin + k;
        }
    x->opt_pair[nopt] = (int)nopt;
    x->nnodes = n + 1;
}

/* held, cand and dropped from m's givens: 0, or -1 when two clash. */
static int cache_givens(DlxCache *c, const Model *m)
{
    DlxMatrix *x = &c->x;
    int nc = m->ncells, nv = m->nvals;
    uint64_t full = nv == 64 ? ~0ULL : (1ULL << nv) - 1;
    memset(c->held, 0, (size_t)x->ngroups * sizeof(uint64_t));
    memset(c->dropped, 0, (size_t)x->nraw);
    x->given_cells = 0;
    for (int i = 0; i < nc; i++)
        x->given_cells += m->given[i] != 0;
    for (int i = 0; i < nc; i++) {
        if (!m->given[i])
            continue;
        int k = m->given[i] - m->vmin;
        uint64_t bit = 1ULL << k;
        c->dropped[i] = 1;
        for (int q = c->cg_start[i]; q < c->cg_start[i + 1]; q++) {
            int g = c->cg_list[q];
            if (c->held[g] & bit)
                return -1;
            c->held[g] |= bit;
            c->dropped[nc + g * nv + k] = 1;
        }
    }
    for (int i = 0; i < nc; i++) {
        uint64_t cd = full;
        for (int q = c->cg_start[i]; q < c->cg_start[i + 1]; q++)
            cd &= ~c->held[c->cg_list[q]];
        c->cand[i] = cd;
    }
    return 0;
}

/* The options and item lists (see THE REBUILD). */
static void cache_fill(DlxCache *c, const Model *m)
{
    DlxMatrix *x = &c->x;
    DlxNode *nd = x->node;
    int nc = m->ncells, nv = m->nvals, nraw = x->nraw;
    for (int h = 1; h <= nraw; h++) {
        nd[h].top = nd[h].color = 0;
        nd[h].up = nd[h].down = h;
    }
    long nopt = 0, ones = 0;
    for (int i = 0; i < nc; i++) {
        if (m->given[i])
            continue;
        int len = 1 + c->cg_start[i + 1] - c->cg_start[i];
        for (uint64_t cd = c->cand[i]; cd; cd &= cd - 1) {
            int n = c->first[i * nv + __builtin_ctzll(cd)];
            for (int j = 0; j < len; j++, n++) {
                int it = nd[n].top, u = nd[it].up;
                nd[n].up = u;
                nd[n].down = it;
                nd[u].down = n;
                nd[it].up = n;
                nd[it].top++;
            }
            nopt++;
            ones += len;
        }
    }
    x->noptions = (int)nopt;
    x->ones = ones;
    dlx_link_items(x, c->dropped);
}

/* The bytes cache_make will allocate for m's shape. */
static size_t cache_bytes(const Model *m)
{
    size_t nc = (size_t)m->ncells, nv = (size_t)m->nvals, ng = 0, npairs = 0;
    for (int i = 0; i < m->ncons; i++)
        if (m->cons[i].kind == CON_PERM || m->cons[i].kind == CON_ALLDIFF) {
            ng++;
            npairs += (size_t)m->cons[i].n;
        }
    size_t nraw = nc + ng * nv, nopt = nc * nv;
    return (nraw + 5 + nopt * 2 + npairs * nv + 1) * sizeof(DlxNode) + nopt * 5 * sizeof(int) +
           nraw * (sizeof(DlxLink) + sizeof(int) + 1) + ng * (2 * sizeof(int) + 2 + 8) +
           nc * (2 * sizeof(int) + sizeof(uint64_t)) + npairs * sizeof(int);
}

DlxMatrix *dlx_cache_build(const Model *m, BuildGuard *guard, int *stopped)
{
    *stopped = 0;
    if (model_count(m, CON_SUM) > 0 || model_nvariants(m) > 0 || m->nvals > PUZ_WORD_VALUES)
        return NULL; /* sums and variants: matrix.c's build; over 64 values
                        (a set here is one word): its refusal */
    DlxCache *c = cache_tl;
    if (!c) {
        pthread_once(&cache_once, cache_key_make);
        c = cache_tl = xcalloc(1, sizeof *c);
        pthread_setspecific(cache_key, c);
    }
    if (c->busy)
        return NULL; /* a solve from inside a solve's callback: build */
    if (c->shape && !same_shape(c->shape, m))
        cache_clear(c);
    if (guard) { /* charged to this run; a new shape refused beforehand
                    when it would not fit */
        guard->bytes = cache_bytes(m);
        if ((*stopped = build_check(guard)) != 0)
            return NULL;
    }
    if (!c->shape)
        cache_make(c, m);
    DlxMatrix *x = &c->x;
    c->busy = 1;
    x->m = m;
    x->unsat = cache_givens(c, m) != 0;
    if (x->unsat) {
        x->noptions = x->nitems = x->nprimary = 0;
        x->ones = 0;
        return x;
    }
    cache_fill(c, m);
    return x;
}

void dlx_cache_release(DlxMatrix *x)
{
    DlxCache *c = cache_tl;
    if (c && x == &c->x)
        c->busy = 0;
}
