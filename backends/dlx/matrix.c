/* matrix.c -- the Model as an exact-cover matrix, with the givens removed
 * before the search, laid out as Knuth's dancing-links nodes.
 *
 * THE MATRIX (options are rows, items are columns)
 *   options  one per (cell, value):  x[c,v], in the order of ir.h's
 *            var = c*nvals + (v - vmin) (without givens or cages, option
 *            number o IS var o); then the options of sums and cages.
 *   items    primary (covered exactly once) and secondary (at most once),
 *            numbered as "raw items" 0..nraw-1 (item = raw + 1):
 *     0 .. ncells-1              cell c holds one value             p11
 *     ncells + g*nv + k          group g holds value vmin+k:
 *                                primary for a PERM group (and for a
 *                                distinct group of nvals cells), secondary
 *                                for a smaller ALLDIFF one   r1v5 c2v5 b1v5
 *     raw_set0 ..                one per digit-set cage      cage_a
 *     raw_color0 ..              one coloured secondary item per cell
 *                                in two or more placed sums  x11:5
 *     raw_sum0 ..                one per placed sum that owns no cell
 *   Option x[c,v] covers p_c and (g, v) for every group g holding c.
 *   Classic 9x9: 729 options, 81 cell items + 27 groups x 9 = 324
 *   primary items, 4 ones per option: p_rc, r_v, c_v, b_v -- the
 *   729 x 324 matrix; 16x16: 4096 x 1024.
 *
 * SUMS AND CAGES (SUM constraints). --cage auto: placements while a cage
 *   has at most DLX_AUTO_PLACEMENTS (dlx.h, measured), digit sets beyond;
 *   --cage placements / sets: one or the other (sums whose values may
 *   repeat are always placements, refused beyond DLX_MAX_PLACEMENTS).
 *   full cage     distinct, nvals cells, total = sum of all values: just a
 *                 PERM group (the 9-cell 45 cage of a 9x9 Killer).
 *   placements    one option per admissible value tuple of the whole sum
 *                 (cage.c), covering for each of its cells what x[c,v]
 *                 would: a cell in a placed sum has no x[c,v] options of
 *                 its own. Cage {r1c1,r1c2} = 4: options
 *                 "p11 r1v1 c1v1 b1v1 p12 r1v3 c2v3 b1v3" and the same with
 *                 1 and 3 swapped. An option naming one item twice (equal
 *                 values in cells sharing a group) is never made.
 *   digit sets    a distinct cage K with too many placements becomes a
 *                 primary group: items (K, v) for every value, covered by
 *                 the cell options of its cells, plus a primary item K and
 *                 one option per admissible digit set D covering K and
 *                 (K, v) for every v NOT in D. Exactly one D is chosen; the
 *                 n cells then hold distinct values, none outside D: the
 *                 values of D, so the cells add up to the total. The
 *                 correspondence with grids is one to one: counts exact.
 *   overlaps      a cell in several placed sums is owned by the first (its
 *                 p_c and groups are covered by that sum's placements); the
 *                 placements of every sum holding it also cover its
 *                 coloured item x_c with colour v (Algorithm C): all chosen
 *                 options agree on the cell's value. A placed sum owning no
 *                 cell gets its own primary item so that one placement is
 *                 chosen.
 *
 * VARIANTS: odd and even (PARITY) remove the options x[c,v] of the wrong
 *   parity (cand below), so a cell keeps only values it may hold; a given
 *   of the wrong parity makes the model unsat. The other variants relate
 *   two or more cells' values, which no exact cover of these items can
 *   say: dlx_build refuses them ("dlx cannot express 'less' ...").
 *
 * GIVENS, REMOVED BEFORE THE SEARCH (unless keep_givens): a given x[c,g] is
 *   chosen: its items (p_c, (group, g) for each group of c) leave the
 *   matrix, and every option that would cover one of them is never made
 *   -- each cell keeps only the values no given in its groups holds
 *   (cand). A given inside a placed sum is kept in that sum's placements
 *   (all of which hold it). With keep_givens a given cell keeps just its one
 *   option and the search chooses it. Two givens equal in one group: no
 *   solution (unsat), nothing built.
 *
 * LAYOUT (Knuth, TAOCP 7.2.2.1): node 0 unused; nodes 1..nraw item headers
 *   (LEN in top); node nraw+1 the first spacer; then each option's nodes in
 *   order and a spacer after it. Options are written straight into the
 *   node array (top = item) and linked into their columns as they go; an
 *   option found wanting is unlinked again (end_option). */
#include "dlx.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const Model *m;
    DlxMatrix *x;
    int nv, eliminate;
    DlxCageMode mode;
    uint64_t full;         /* every value index */
    int *group_of_con;     /* constraint -> group, or -1 */
    int *set_raw;          /* group -> raw set item, or -1 */
    int *color_raw;        /* cell -> raw colour item, or -1 */
    int *sum_raw;          /* constraint -> raw sum item, or -1 */
    int *cg_start, *cg_list; /* the groups holding each cell */
    int *owner;            /* cell -> placed sum owning it, or -1 */
    uint64_t *cand;        /* cell -> values it may still take */
    uint8_t *dropped;      /* raw item removed with a given */
    int *stamp, serial;    /* duplicate items within one option */
    int **tuples;          /* constraint -> placements (NULL: none) */
    long *ntuples;
    int nodecap, paircap, optcap, npairs;
    int spacer;            /* the last spacer written */
    BuildGuard *guard;     /* may be NULL */
    int stopped;           /* the guard said stop */
} Build;

/* The bytes of the matrix so far (nodes, option pairs, per-item arrays). */
static size_t build_bytes(const Build *b, size_t more)
{
    size_t nraw = (size_t)b->x->nraw + (size_t)b->m->ncells + 2;
    return (size_t)b->nodecap * sizeof(DlxNode) + (size_t)b->paircap * 2 * sizeof(int) +
           (size_t)b->optcap * sizeof(int) + nraw * (3 * sizeof(int) + sizeof(uint64_t)) +
           more;
}

/* Asks the guard, counting options. */
static int ask(Build *b, size_t more)
{
    if (!b->guard || b->stopped)
        return b->stopped;
    b->guard->count = b->x->noptions;
    b->guard->bytes = build_bytes(b, more);
    return b->stopped = build_check(b->guard);
}

/* The groups holding each cell, from the groups made so far. */
static void cell_groups(Build *b)
{
    const Model *m = b->m;
    DlxMatrix *x = b->x;
    free(b->cg_start);
    free(b->cg_list);
    b->cg_start = xcalloc((size_t)m->ncells + 1, sizeof(int));
    long n = 0;
    for (int g = 0; g < x->ngroups; g++) {
        const Constraint *c = &m->cons[x->group_con[g]];
        for (int j = 0; j < c->n; j++)
            b->cg_start[c->cells[j] + 1]++;
        n += c->n;
    }
    for (int c = 0; c < m->ncells; c++)
        b->cg_start[c + 1] += b->cg_start[c];
    b->cg_list = xmalloc((size_t)(n ? n : 1) * sizeof(int));
    int *fill = xmalloc((size_t)m->ncells * sizeof(int));
    memcpy(fill, b->cg_start, (size_t)m->ncells * sizeof(int));
    for (int g = 0; g < x->ngroups; g++) {
        const Constraint *c = &m->cons[x->group_con[g]];
        for (int j = 0; j < c->n; j++)
            b->cg_list[fill[c->cells[j]]++] = g;
    }
    free(fill);
}

static void add_group(Build *b, int con, int primary, int sets)
{
    DlxMatrix *x = b->x;
    int g = x->ngroups++;
    x->group_con[g] = con;
    x->group_primary[g] = (uint8_t)primary;
    x->group_sets[g] = (uint8_t)sets;
    b->group_of_con[con] = g;
}

/* cand from the givens: 0, or -1 when two givens clash in a group. */
static int candidates(Build *b)
{
    const Model *m = b->m;
    int nv = b->nv, rc = 0;
    uint64_t *held = xcalloc((size_t)b->x->ngroups + 1, sizeof(uint64_t));
    for (int c = 0; c < m->ncells; c++) {
        int g = m->given[c];
        if (!g || !b->eliminate)
            continue;
        uint64_t bit = 1ULL << (g - m->vmin);
        for (int i = b->cg_start[c]; i < b->cg_start[c + 1]; i++) {
            if (held[b->cg_list[i]] & bit)
                rc = -1;
            held[b->cg_list[i]] |= bit;
        }
    }
    for (int c = 0; c < m->ncells; c++) {
        if (m->given[c]) {
            b->cand[c] = 1ULL << (m->given[c] - m->vmin);
            continue;
        }
        uint64_t cd = b->full;
        for (int i = b->cg_start[c]; i < b->cg_start[c + 1]; i++)
            cd &= ~held[b->cg_list[i]];
        b->cand[c] = cd;
    }
    /* odd / even: the values of the wrong parity go (see VARIANTS) */
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *k = &m->cons[i];
        if (k->kind != CON_PARITY)
            continue;
        uint64_t mask = 0;
        for (int v = 0; v < m->nvals; v++)
            if (((m->vmin + v) & 1) == (k->total != 0))
                mask |= 1ULL << v;
        for (int j = 0; j < k->n; j++) {
            int c = k->cells[j];
            if (m->given[c] && b->eliminate && !(b->cand[c] & mask))
                rc = -1; /* a given of the wrong parity */
            b->cand[c] &= mask;
        }
    }
    (void)nv;
    free(held);
    return rc;
}

/* differ[i]: the earlier positions j of constraint c whose cells share a
 * group with position i. */
static void differ_masks(const Build *b, const Constraint *c, uint64_t *differ)
{
    for (int i = 0; i < c->n && i < 64; i++) {
        differ[i] = 0;
        int ci = c->cells[i];
        for (int j = 0; j < i; j++) {
            int cj = c->cells[j];
            for (int p = b->cg_start[ci]; p < b->cg_start[ci + 1]; p++)
                for (int q = b->cg_start[cj]; q < b->cg_start[cj + 1]; q++)
                    if (b->cg_list[p] == b->cg_list[q])
                        differ[i] |= 1ULL << j;
        }
    }
}

/* Writing options straight into the node array. */
static void reserve(Build *b, int nodes, int pairs)
{
    DlxMatrix *x = b->x;
    if (x->nnodes + nodes > b->nodecap) {
        while (x->nnodes + nodes > b->nodecap)
            b->nodecap *= 2;
        x->node = xrealloc(x->node, (size_t)b->nodecap * sizeof(DlxNode));
    }
    if (b->npairs + pairs > b->paircap) {
        while (b->npairs + pairs > b->paircap)
            b->paircap *= 2;
        x->pair_cell = xrealloc(x->pair_cell, (size_t)b->paircap * sizeof(int));
        x->pair_val = xrealloc(x->pair_val, (size_t)b->paircap * sizeof(int));
    }
    if (x->noptions + 2 > b->optcap) {
        b->optcap *= 2;
        x->opt_pair = xrealloc(x->opt_pair, (size_t)b->optcap * sizeof(int));
    }
    b->serial++;
    if (!(b->serial & 4095))
        ask(b, 0);
}

/* Appends a node for item `it` (raw + 1) to the option being written and
 * links it at the bottom of the item's column. */
static inline void put_node(DlxMatrix *x, int it, int color)
{
    DlxNode *nd = x->node;
    int p = x->nnodes++, u = nd[it].up;
    nd[p].top = it;
    nd[p].color = color;
    nd[p].up = u;
    nd[p].down = it;
    nd[u].down = p;
    nd[it].up = p;
    nd[it].top++;
}

/* Appends item raw (colour 0 or value index + 1); 0, or -1 when the
 * option already holds it. */
static int put_item(Build *b, int raw, int color)
{
    if (b->stamp[raw] == b->serial)
        return -1;
    b->stamp[raw] = b->serial;
    if (color)
        b->x->has_colors = 1;
    put_node(b->x, raw + 1, color);
    return 0;
}

static void put_pair(Build *b, int cell, int val)
{
    b->x->pair_cell[b->npairs] = cell;
    b->x->pair_val[b->npairs++] = val;
}

/* Closes the option begun at node `start` (its pairs since pair `pstart`):
 * keeps it (a spacer after it) or takes its nodes out of their columns. */
static void end_option(Build *b, int start, int pstart, int keep)
{
    DlxMatrix *x = b->x;
    DlxNode *nd = x->node;
    if (!keep || x->nnodes == start) {
        while (x->nnodes > start) { /* newest first: each is its column's last */
            int p = --x->nnodes, it = nd[p].top;
            nd[it].up = nd[p].up;
            nd[nd[p].up].down = it;
            nd[it].top--;
        }
        b->npairs = pstart;
        return;
    }
    x->opt_pair[++x->noptions] = b->npairs;
    nd[b->spacer].down = x->nnodes - 1;
    int sp = x->nnodes++;
    nd[sp].top = -x->noptions;
    nd[sp].color = 0;
    nd[sp].up = start;
    nd[sp].down = 0;
    b->spacer = sp;
}

/* The items x[cell, val] covers when the option owns the cell (p_c and
 * its groups), and its colour item. -1 on a repeated item. */
static int pair_items(Build *b, int cell, int val, int owned)
{
    int k = val - b->m->vmin, rc = 0;
    if (owned) {
        rc |= put_item(b, cell, 0);
        for (int i = b->cg_start[cell]; i < b->cg_start[cell + 1]; i++)
            rc |= put_item(b, b->m->ncells + b->cg_list[i] * b->nv + k, 0);
    }
    if (b->color_raw[cell] >= 0 && !(b->eliminate && b->m->given[cell]))
        rc |= put_item(b, b->color_raw[cell], k + 1);
    return rc;
}

static int ngroups_of(const Build *b, int cell) { return b->cg_start[cell + 1] - b->cg_start[cell]; }

/* x[c,v] for the cells no placed sum owns (no item repeats in them, and
 * no colour: such a cell is in no placed sum). */
static void cell_options(Build *b)
{
    const Model *m = b->m;
    DlxMatrix *x = b->x;
    int nc = m->ncells, nv = b->nv;
    for (int c = 0; c < nc && !b->stopped; c++) {
        if (b->owner[c] >= 0 || (b->eliminate && m->given[c]))
            continue;
        const int *gl = b->cg_list + b->cg_start[c];
        int ng = ngroups_of(b, c);
        for (uint64_t cd = b->cand[c]; cd; cd &= cd - 1) {
            int k = __builtin_ctzll(cd);
            reserve(b, 2 + ng, 1);
            int start = x->nnodes;
            put_node(x, c + 1, 0);
            for (int i = 0; i < ng; i++)
                put_node(x, nc + gl[i] * nv + k + 1, 0);
            put_pair(b, c, m->vmin + k);
            end_option(b, start, b->npairs - 1, 1);
        }
    }
}

/* One option per digit set of each digit-set cage. */
static int set_options(Build *b, char *err, size_t errsz)
{
    const Model *m = b->m;
    DlxMatrix *x = b->x;
    for (int g = 0; g < x->ngroups && !b->stopped; g++) {
        if (!x->group_sets[g])
            continue;
        const Constraint *c = &m->cons[x->group_con[g]];
        uint64_t allowed = 0, must = 0;
        for (int j = 0; j < c->n; j++) {
            allowed |= b->cand[c->cells[j]];
            if (b->eliminate && m->given[c->cells[j]])
                must |= 1ULL << (m->given[c->cells[j]] - m->vmin);
        }
        uint64_t *sets;
        long n = dlx_cage_sets(m, c, allowed, DLX_MAX_SETS, &sets);
        if (n < 0) {
            snprintf(err, errsz, "dlx: %s has more than %d digit sets (too large a cage)",
                     c->name, DLX_MAX_SETS);
            return -1;
        }
        int base = m->ncells + g * b->nv;
        for (long s = 0; s < n && !b->stopped; s++) {
            if ((sets[s] & must) != must)
                continue; /* misses a given value of the cage */
            reserve(b, b->nv + 2, 0);
            int start = x->nnodes, pstart = b->npairs, bad = 0;
            put_item(b, b->set_raw[g], 0);
            for (int k = 0; k < b->nv; k++)
                if (!(sets[s] >> k & 1)) {
                    bad |= b->dropped[base + k];
                    put_item(b, base + k, 0);
                }
            end_option(b, start, pstart, !bad);
        }
        free(sets);
    }
    return 0;
}

/* One option per placement of each placed sum. */
static void placement_options(Build *b)
{
    const Model *m = b->m;
    for (int i = 0; i < m->ncons && !b->stopped; i++) {
        if (!b->tuples[i])
            continue;
        const Constraint *c = &m->cons[i];
        int most = 1;
        for (int j = 0; j < c->n; j++)
            most += 2 + ngroups_of(b, c->cells[j]);
        for (long t = 0; t < b->ntuples[i] && !b->stopped; t++) {
            const int *vals = b->tuples[i] + t * c->n;
            int ok = 1;
            for (int j = 0; j < c->n && ok; j++)
                ok = b->cand[c->cells[j]] >> (vals[j] - m->vmin) & 1;
            if (!ok)
                continue;
            reserve(b, most + 1, c->n);
            int start = b->x->nnodes, pstart = b->npairs, bad = 0;
            if (b->sum_raw[i] >= 0)
                put_item(b, b->sum_raw[i], 0);
            for (int j = 0; j < c->n; j++) {
                bad |= pair_items(b, c->cells[j], vals[j], b->owner[c->cells[j]] == i);
                put_pair(b, c->cells[j], vals[j]);
            }
            end_option(b, start, pstart, !bad);
        }
    }
}

/* Item r+1 into its list (last[0] primary, last[1] secondary), or into
 * neither when dropped or secondary without options. */
static inline void link_item(DlxMatrix *x, int r, int primary, const uint8_t *dropped,
                             int last[2])
{
    int it = r + 1;
    if (dropped[r] || (!primary && x->node[it].top == 0)) {
        x->link[it].left = x->link[it].right = it;
        return;
    }
    int l = primary ? 0 : 1;
    x->link[it].left = last[l];
    x->link[last[l]].right = it;
    last[l] = it;
    x->nitems++;
    if (primary)
        x->live[x->nprimary++] = it;
}

void dlx_link_items(DlxMatrix *x, const uint8_t *dropped)
{
    int nraw = x->nraw, nc = x->m->ncells, nv = x->m->nvals;
    int last[2] = {0, nraw + 1};
    x->nitems = x->nprimary = 0;
    /* the raw items in order, as dlx_raw_primary classes them */
    for (int r = 0; r < nc; r++)
        link_item(x, r, 1, dropped, last);
    for (int g = 0, r = nc; r < x->raw_set0; g++)
        for (int k = 0; k < nv; k++, r++)
            link_item(x, r, x->group_primary[g], dropped, last);
    for (int r = x->raw_set0; r < nraw; r++)
        link_item(x, r, dlx_raw_primary(x, r), dropped, last);
    x->link[last[0]].right = 0;
    x->link[0].left = last[0];
    x->link[last[1]].right = nraw + 1;
    x->link[nraw + 1].left = last[1];
}

/* Links the live items of a fresh build (dlx_link_items). */
static void link_matrix(Build *b)
{
    DlxMatrix *x = b->x;
    x->ones = x->nnodes - (x->nraw + 2) - x->noptions;
    x->link = xmalloc((size_t)(x->nraw + 2) * sizeof(DlxLink));
    x->live = xmalloc((size_t)(x->nraw + 1) * sizeof(int));
    dlx_link_items(x, b->dropped);
}

static void build_free(Build *b)
{
    free(b->group_of_con);
    free(b->set_raw);
    free(b->color_raw);
    free(b->sum_raw);
    free(b->cg_start);
    free(b->cg_list);
    free(b->owner);
    free(b->cand);
    free(b->dropped);
    free(b->stamp);
    if (b->tuples)
        for (int i = 0; i < b->m->ncons; i++)
            free(b->tuples[i]);
    free(b->tuples);
    free(b->ntuples);
}

/* A SUM constraint that is just a full group. */
static int full_cage(const Model *m, const Constraint *c)
{
    long all = (long)m->nvals * (m->vmin + m->vmax) / 2;
    return c->distinct && c->n == m->nvals && c->total == all;
}

/* Decides every sum: placements (tuples) or digit sets (a new group). */
static int plan_sums(Build *b, char *err, size_t errsz)
{
    const Model *m = b->m;
    DlxMatrix *x = b->x;
    uint64_t differ[64];
    size_t held = 0; /* the placements' bytes */
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind != CON_SUM || b->group_of_con[i] >= 0)
            continue;
        if (ask(b, held))
            return 0;
        int sets = c->distinct && (b->mode == DLX_CAGE_SETS || c->n == m->nvals);
        if (!sets) {
            long limit = b->mode == DLX_CAGE_AUTO && c->distinct ? DLX_AUTO_PLACEMENTS
                                                                 : DLX_MAX_PLACEMENTS;
            differ_masks(b, c, differ);
            long n = dlx_cage_placements(m, c, b->cand, differ, limit, &b->tuples[i]);
            if (n >= 0) {
                held += (size_t)n * (size_t)c->n * sizeof(int);
                b->ntuples[i] = n;
                if (!b->tuples[i]) /* no placement at all: no solution */
                    b->tuples[i] = xmalloc(sizeof(int));
                x->placement_cons++;
                continue;
            }
            if (!c->distinct || b->mode == DLX_CAGE_PLACEMENTS) {
                snprintf(err, errsz, "dlx: %s has more than %ld placements%s", c->name, limit,
                         c->distinct ? " (try --cage sets)"
                                     : " and its values may repeat: not supported");
                return -1;
            }
        }
        add_group(b, i, 1, 1);
        x->set_cages++;
    }
    return 0;
}

int dlx_build(const Model *m, DlxCageMode mode, int keep_givens, BuildGuard *guard, DlxMatrix *x,
              char *err, size_t errsz)
{
    memset(x, 0, sizeof *x);
    x->m = m;
    x->eliminated = !keep_givens;
    Build b;
    memset(&b, 0, sizeof b);
    b.m = m;
    b.x = x;
    b.guard = guard;
    b.nv = m->nvals;
    b.eliminate = !keep_givens;
    b.mode = mode;
    if (backend_refuse(m, "dlx", err, errsz) != 0)
        return -1;
    b.full = m->nvals == 64 ? ~0ULL : (1ULL << m->nvals) - 1;
    int nc = m->ncells, nv = m->nvals, ncons = m->ncons;
    b.group_of_con = xmalloc((size_t)(ncons + 1) * sizeof(int));
    b.sum_raw = xmalloc((size_t)(ncons + 1) * sizeof(int));
    b.tuples = xcalloc((size_t)ncons + 1, sizeof(int *));
    b.ntuples = xcalloc((size_t)ncons + 1, sizeof(long));
    x->group_con = xmalloc((size_t)(ncons + 1) * sizeof(int));
    x->group_primary = xmalloc((size_t)ncons + 1);
    x->group_sets = xmalloc((size_t)ncons + 1);
    b.cand = xmalloc((size_t)nc * sizeof(uint64_t));
    b.owner = xmalloc((size_t)nc * sizeof(int));
    b.color_raw = xmalloc((size_t)nc * sizeof(int));
    for (int i = 0; i < ncons; i++) {
        const Constraint *c = &m->cons[i];
        b.group_of_con[i] = b.sum_raw[i] = -1;
        if (c->kind == CON_PERM || c->kind == CON_ALLDIFF)
            add_group(&b, i, c->kind == CON_PERM || c->n == nv, 0);
        else if (c->kind == CON_SUM && full_cage(m, c)) {
            add_group(&b, i, 1, 0);
            x->group_cages++;
        }
    }
    for (int c = 0; c < nc; c++)
        x->given_cells += m->given[c] != 0;

    /* groups and givens first, then the sums (placements need cand) */
    cell_groups(&b);
    int rc = 0;
    if (candidates(&b) != 0)
        x->unsat = 1;
    else if (plan_sums(&b, err, errsz) != 0)
        rc = -1;
    else if (x->set_cages) {
        cell_groups(&b); /* with the digit-set cages */
        if (candidates(&b) != 0)
            x->unsat = 1;
    }
    if (rc != 0 || x->unsat || b.stopped) {
        build_free(&b);
        return b.stopped ? 1 : rc;
    }

    /* owners, and the raw numbering */
    for (int c = 0; c < nc; c++)
        b.owner[c] = b.color_raw[c] = -1;
    int *nplaced = xcalloc((size_t)nc, sizeof(int));
    for (int i = 0; i < ncons; i++) {
        const Constraint *c = &m->cons[i];
        for (int j = 0; b.tuples[i] && j < c->n; j++) {
            if (b.owner[c->cells[j]] < 0)
                b.owner[c->cells[j]] = i;
            nplaced[c->cells[j]]++;
        }
    }
    int nraw = nc + x->ngroups * nv;
    x->raw_set0 = nraw;
    b.set_raw = xmalloc((size_t)(x->ngroups + 1) * sizeof(int));
    x->set_group = xmalloc((size_t)(x->ngroups + 1) * sizeof(int));
    for (int g = 0; g < x->ngroups; g++) {
        b.set_raw[g] = -1;
        if (x->group_sets[g]) {
            x->set_group[nraw - x->raw_set0] = g;
            b.set_raw[g] = nraw++;
        }
    }
    x->raw_color0 = nraw;
    x->color_cell = xmalloc((size_t)(nc + 1) * sizeof(int));
    for (int c = 0; c < nc; c++)
        if (nplaced[c] >= 2) {
            x->color_cell[nraw - x->raw_color0] = c;
            b.color_raw[c] = nraw++;
        }
    free(nplaced);
    x->raw_sum0 = nraw;
    x->sum_con = xmalloc((size_t)(ncons + 1) * sizeof(int));
    for (int i = 0; i < ncons; i++) {
        const Constraint *c = &m->cons[i];
        int owns = 0;
        for (int j = 0; b.tuples[i] && j < c->n; j++)
            owns |= b.owner[c->cells[j]] == i;
        if (b.tuples[i] && !owns) {
            x->sum_con[nraw - x->raw_sum0] = i;
            b.sum_raw[i] = nraw++;
        }
    }
    x->nraw = nraw;

    /* items a given takes with it */
    b.dropped = xcalloc((size_t)nraw + 1, 1);
    for (int c = 0; c < nc && b.eliminate; c++) {
        int g = m->given[c];
        if (!g)
            continue;
        if (b.color_raw[c] >= 0)
            b.dropped[b.color_raw[c]] = 1;
        if (b.owner[c] >= 0)
            continue;
        b.dropped[c] = 1;
        for (int i = b.cg_start[c]; i < b.cg_start[c + 1]; i++)
            b.dropped[nc + b.cg_list[i] * nv + g - m->vmin] = 1;
    }

    /* the options, written after the headers and the first spacer */
    b.stamp = xcalloc((size_t)nraw + 1, sizeof(int));
    b.optcap = nc * nv + 16;
    b.paircap = nc * nv + 16;
    b.nodecap = nraw + 2 + nc * nv * 5 + 64;
    x->node = xmalloc((size_t)b.nodecap * sizeof(DlxNode));
    x->opt_pair = xmalloc((size_t)b.optcap * sizeof(int));
    x->pair_cell = xmalloc((size_t)b.paircap * sizeof(int));
    x->pair_val = xmalloc((size_t)b.paircap * sizeof(int));
    x->opt_pair[0] = 0;
    x->nnodes = nraw + 2;
    for (int h = 1; h <= nraw; h++) {
        x->node[h].top = 0;
        x->node[h].up = x->node[h].down = h;
        x->node[h].color = 0;
    }
    DlxNode *first = &x->node[nraw + 1];
    first->top = first->color = first->up = first->down = 0;
    b.spacer = nraw + 1;
    if (ask(&b, 0)) { /* the arrays just made may already pass the limit */
        build_free(&b);
        return 1;
    }
    cell_options(&b);
    rc = set_options(&b, err, errsz);
    if (rc == 0) {
        placement_options(&b);
        if (!b.stopped)
            link_matrix(&b);
    }
    build_free(&b);
    return rc == 0 && b.stopped ? 1 : rc;
}

void dlx_matrix_free(DlxMatrix *x)
{
    free(x->set_group);
    free(x->color_cell);
    free(x->sum_con);
    free(x->group_con);
    free(x->group_primary);
    free(x->group_sets);
    free(x->opt_pair);
    free(x->pair_cell);
    free(x->pair_val);
    free(x->link);
    free(x->live);
    free(x->node);
    free(x->work);
    memset(x, 0, sizeof *x);
}

DlxRawKind dlx_raw_kind(const DlxMatrix *x, int r, int *a, int *b)
{
    int nc = x->m->ncells, nv = x->m->nvals;
    *b = 0;
    if (r < nc) {
        *a = r;
        return DLX_RAW_CELL;
    }
    if (r < x->raw_set0) {
        *a = (r - nc) / nv;
        *b = (r - nc) % nv;
        return DLX_RAW_GROUP;
    }
    if (r < x->raw_color0) {
        *a = x->set_group[r - x->raw_set0];
        return DLX_RAW_SET;
    }
    if (r < x->raw_sum0) {
        *a = x->color_cell[r - x->raw_color0];
        return DLX_RAW_COLOR;
    }
    *a = x->sum_con[r - x->raw_sum0];
    return DLX_RAW_SUM;
}
