/* baseline.c -- the exact methods the survey of seed paper 001 (Takano,
 * Freitas and Sá, "O jogo de lógica Sudoku", section 4) implements as its
 * baselines, general over the native backend's models: pure backtracking in
 * cell order, Skiena's backtracking with forward checking and minimum
 * remaining values, and Norvig's constraint propagation with MRV search.
 * They exist to be compared with --method bitset (native/search/): on one puzzle,
 * what each step of propagation buys.
 *
 * THE MODEL AS THEY SEE IT (groups and peers: the model's index, ir_index.h)
 *   groups   every ALLDIFF, PERM and distinct SUM (rows, columns, boxes,
 *            regions, diagonals, cages): cells pairwise different; a group
 *            of nvals cells is "full" (each value exactly once)
 *   peers[c] the cells sharing a group with c, without c and repeats
 *   sums     every SUM, distinct (a cage) or not
 * The paper's methods know only Sudoku's units; sums are added simply, and
 * each method says how below.
 *
 * EFFORT: nodes, the values the search puts in a cell (every cell of a
 * branch for backtrack and fc-mrv, where the search fills each cell itself;
 * the guesses at branching points for norvig, where propagation fills the
 * rest). Counting continues past the first solution in every method (the
 * paper's algorithms stop there), up to the limit.
 *
 * LIMITS: the clock and the cancel flag are read every 256 nodes. */
#include "baseline.h"
#include "ir_index.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    int n, total, distinct;
    const int *cells;
} BSum;

/* FC's undo log: the cell and its candidates before a change. */
typedef struct {
    int cell;
    uint64_t old;
} Trail;

struct BaseSolver {
    const Model *m;
    BaseMethod method;
    int ncells, nvals, vmin, vmax;
    uint64_t full;
    IrIndex ix;             /* groups, cells' groups and peers (owned) */
    int nsums;
    BSum *sums;
    int *scells;            /* the sums' cells, owned */
    int *csstart, *cslist;  /* cell c's sums */
    /* a run */
    const SolveOpts *o;
    double deadline;
    long limit, found, nodes;
    int stop, stopped;
    int *first, *grid;
    int *order, nopen;      /* backtrack: the open cells in cell order */
    uint64_t *cand;         /* fc-mrv: candidates; norvig: depth_cap levels */
    uint8_t *assigned;      /* fc-mrv */
    Trail *trail;
    int ntrail;
    int depth_cap;          /* norvig: levels of cand */
    int *queue;             /* norvig: removals, cell * 65 + value index + 1 */
    int qhead, qtail;
};

static inline int popcount(uint64_t x) { return __builtin_popcountll(x); }
static inline int single(uint64_t x) { return x && !(x & (x - 1)); }
static inline int value_of(const BaseSolver *s, uint64_t bit)
{
    return s->vmin + __builtin_ctzll(bit);
}

int base_method(const char *name)
{
    static const char *const names[] = {"backtrack", "fc-mrv", "norvig"};
    for (int i = 0; name && i < 3; i++)
        if (!strcmp(name, names[i]))
            return i;
    return -1;
}

BaseSolver *base_new(const Model *m, BaseMethod method)
{
    BaseSolver *s = xcalloc(1, sizeof *s);
    s->m = m;
    s->method = method;
    s->ncells = m->ncells;
    s->nvals = m->nvals;
    s->vmin = m->vmin;
    s->vmax = m->vmax;
    s->full = m->nvals >= 64 ? ~0ULL : (1ULL << m->nvals) - 1;
    ir_index_init(&s->ix, m);
    ir_index_peers(&s->ix, NULL, NULL);
    int ns = 0;
    size_t sk = 0;
    for (int i = 0; i < m->ncons; i++)
        if (m->cons[i].kind == CON_SUM)
            ns++, sk += (size_t)m->cons[i].n;
    s->nsums = ns;
    s->sums = xcalloc(ns ? (size_t)ns : 1, sizeof *s->sums);
    s->scells = xmalloc((sk ? sk : 1) * sizeof(int));
    int *sstart = xmalloc(((size_t)ns + 1) * sizeof(int));
    int k = 0;
    sk = 0;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_SUM) {
            sstart[k] = (int)sk;
            memcpy(s->scells + sk, c->cells, (size_t)c->n * sizeof(int));
            s->sums[k++] = (BSum){c->n, c->total, c->distinct, NULL};
            sk += (size_t)c->n;
        }
    }
    sstart[ns] = (int)sk;
    for (k = 0; k < ns; k++)
        s->sums[k].cells = s->scells + sstart[k];
    /* each cell's sums, as the index has its groups */
    ir_index_invert(s->ncells, ns, sstart, s->scells, NULL, &s->csstart, &s->cslist);
    free(sstart);

    size_t nc = (size_t)s->ncells;
    s->grid = xcalloc(nc, sizeof(int));
    if (method == BASE_BACKTRACK)
        s->order = xmalloc(nc * sizeof(int));
    if (method == BASE_FC_MRV) {
        s->cand = xmalloc(nc * sizeof(uint64_t));
        s->assigned = xmalloc(nc);
        /* a strict shrink of some cell per entry, plus one per assignment */
        s->trail = xmalloc(nc * ((size_t)s->nvals + 1) * sizeof(Trail));
    }
    if (method == BASE_NORVIG)
        s->queue = xmalloc(nc * ((size_t)s->nvals + 1) * sizeof(int));
    return s;
}

void base_free(BaseSolver *s)
{
    if (!s)
        return;
    ir_index_free(&s->ix);
    free(s->sums);
    free(s->scells);
    free(s->csstart);
    free(s->cslist);
    free(s->grid);
    free(s->order);
    free(s->cand);
    free(s->assigned);
    free(s->trail);
    free(s->queue);
    free(s);
}

void base_size(const BaseSolver *s, long size[3])
{
    size[0] = s->ncells;
    size[1] = s->ix.ngroups;
    size[2] = s->nsums;
}

/* One node more; every 256th reads the clock and the cancel flag. Returns
 * 0 when the search must stop. */
static int node(BaseSolver *s)
{
    if ((++s->nodes & 255) == 0 && opts_stop(s->o, s->deadline))
        s->stop = s->stopped = 1;
    return !s->stop;
}

/* A solution in s->grid: counted, kept if first, passed on. */
static void report(BaseSolver *s)
{
    if (s->found++ == 0 && s->first)
        memcpy(s->first, s->grid, (size_t)s->ncells * sizeof(int));
    if (s->o->on_solution && s->o->on_solution(s->m, s->grid, s->o->ctx))
        s->stop = 1;
    if (s->found >= s->limit)
        s->stop = 1;
}

static void report_cand(BaseSolver *s, const uint64_t *cand)
{
    for (int c = 0; c < s->ncells; c++)
        s->grid[c] = value_of(s, cand[c]);
    report(s);
}

/* SUM BOUNDS. The least and the greatest total that j more cells of sum
 * sm can add up to, from the value range alone (a cage's cells hold j
 * different values). */
static long rest_lo(const BaseSolver *s, const BSum *sm, long j)
{
    return j * s->vmin + (sm->distinct ? j * (j - 1) / 2 : 0);
}

static long rest_hi(const BaseSolver *s, const BSum *sm, long j)
{
    return j * s->vmax - (sm->distinct ? j * (j - 1) / 2 : 0);
}

/* The candidate bits of the values lo..hi. */
static uint64_t range_mask(const BaseSolver *s, long lo, long hi)
{
    if (lo < s->vmin)
        lo = s->vmin;
    if (hi > s->vmax)
        hi = s->vmax;
    if (lo > hi)
        return 0;
    int a = (int)(lo - s->vmin), b = (int)(hi - s->vmin);
    uint64_t upto = b >= 63 ? ~0ULL : (1ULL << (b + 1)) - 1;
    return upto & ~((1ULL << a) - 1);
}

/* ---- backtrack ----------------------------------------------------------
 * PURE BACKTRACKING ("backtracking puro, sem podas"): the cells in cell
 * order (row by row), each open cell tried with the values in increasing
 * order; a value is put in the cell when no cell sharing a group with it
 * already holds it (the rows, columns and boxes test of the textbook
 * solver); when none fits, back to the previous cell for its next value.
 * Nothing is remembered between cells: no candidates, no look-ahead. A sum
 * is checked only when its last cell is filled (a constraint is tested
 * once all its cells have values, as for a group's pairs). */

/* Does value v fit cell c, the cells before it in order being filled? */
static int bt_fits(const BaseSolver *s, int c, int v)
{
    for (int j = s->ix.pstart[c]; j < s->ix.pstart[c + 1]; j++)
        if (s->grid[s->ix.peers[j]] == v)
            return 0;
    for (int j = s->csstart[c]; j < s->csstart[c + 1]; j++) {
        const BSum *sm = &s->sums[s->cslist[j]];
        long t = v;
        int i = 0;
        for (; i < sm->n; i++) {
            int p = sm->cells[i];
            if (p != c && !s->grid[p])
                break; /* not full yet */
            t += p != c ? s->grid[p] : 0;
        }
        if (i == sm->n && t != sm->total)
            return 0;
    }
    return 1;
}

static void bt_search(BaseSolver *s, int i)
{
    if (i == s->nopen) {
        report(s);
        return;
    }
    int c = s->order[i];
    for (int v = s->vmin; v <= s->vmax && !s->stop; v++) {
        if (!bt_fits(s, c, v) || !node(s))
            continue;
        s->grid[c] = v;
        bt_search(s, i + 1);
        s->grid[c] = 0;
    }
}

static void bt_run(BaseSolver *s)
{
    const int *given = s->m->given;
    s->nopen = 0;
    for (int c = 0; c < s->ncells; c++) {
        s->grid[c] = 0;
        if (!given[c])
            s->order[s->nopen++] = c;
    }
    /* the givens among themselves, one at a time as for any cell */
    for (int c = 0; c < s->ncells; c++) {
        if (!given[c])
            continue;
        if (given[c] < s->vmin || given[c] > s->vmax || !bt_fits(s, c, given[c]))
            return;
        s->grid[c] = given[c];
    }
    bt_search(s, 0);
}

/* ---- fc-mrv -------------------------------------------------------------
 * FORWARD CHECKING WITH MINIMUM REMAINING VALUES (Skiena's backtracking, as
 * the survey describes it): each open cell keeps the values still possible
 * in it. The search takes the open cell with the fewest (MRV; the first in
 * cell order on ties) and tries each in increasing order; putting a value
 * in a cell removes it from the open cells sharing a group with it, and
 * when some open cell is left with none the branch is abandoned at once
 * (forward checking) rather than when the search reaches that cell. The
 * cell with the fewest values is found by a scan of every cell, O(n^2) per
 * node on an n x n grid, as in the implementations the paper measures (its
 * own method makes that O(1) with a heap). Undone from a trail on return.
 * Departures: the candidates are held as bitsets (the paper lists bit
 * manipulation as its own method; here it only stores the sets, it prunes
 * nothing more). Sums: after each value put in a cell of a sum, every open
 * cell of the sum keeps only the values v for which the filled cells' total
 * F plus v can still be completed by the other k open cells within the
 * value range: total - F - (largest k) <= v <= total - F - (smallest k);
 * the last open cell is left with exactly the missing value, and a full
 * sum must equal its total. */

static inline void fc_set(BaseSolver *s, int c, uint64_t to)
{
    s->trail[s->ntrail++] = (Trail){c, s->cand[c]};
    s->cand[c] = to;
}

static void fc_undo(BaseSolver *s, int mark)
{
    while (s->ntrail > mark) {
        Trail t = s->trail[--s->ntrail];
        s->cand[t.cell] = t.old;
    }
}

/* The sums of c, c just filled; 0 when one cannot hold. */
static int fc_sums(BaseSolver *s, int c)
{
    for (int j = s->csstart[c]; j < s->csstart[c + 1]; j++) {
        const BSum *sm = &s->sums[s->cslist[j]];
        long filled = 0;
        int open = 0;
        for (int i = 0; i < sm->n; i++) {
            int p = sm->cells[i];
            if (s->assigned[p])
                filled += value_of(s, s->cand[p]);
            else
                open++;
        }
        if (!open) {
            if (filled != sm->total)
                return 0;
            continue;
        }
        long left = sm->total - filled;
        uint64_t keep = range_mask(s, left - rest_hi(s, sm, open - 1),
                                   left - rest_lo(s, sm, open - 1));
        for (int i = 0; i < sm->n; i++) {
            int p = sm->cells[i];
            if (s->assigned[p] || !(s->cand[p] & ~keep))
                continue;
            fc_set(s, p, s->cand[p] & keep);
            if (!s->cand[p])
                return 0;
        }
    }
    return 1;
}

/* Puts value bit v in c and checks forward; 0 on a wiped-out cell. */
static int fc_assign(BaseSolver *s, int c, uint64_t v)
{
    fc_set(s, c, v);
    s->assigned[c] = 1;
    for (int j = s->ix.pstart[c]; j < s->ix.pstart[c + 1]; j++) {
        int p = s->ix.peers[j];
        if (s->assigned[p] || !(s->cand[p] & v))
            continue;
        fc_set(s, p, s->cand[p] & ~v);
        if (!s->cand[p])
            return 0;
    }
    return fc_sums(s, c);
}

static void fc_search(BaseSolver *s)
{
    int best = -1, bestn = 65;
    for (int c = 0; c < s->ncells; c++) {
        if (s->assigned[c])
            continue;
        int n = popcount(s->cand[c]);
        if (n < bestn) {
            best = c;
            bestn = n;
            if (n == 1)
                break;
        }
    }
    if (best < 0) {
        report_cand(s, s->cand);
        return;
    }
    for (uint64_t vals = s->cand[best]; vals && !s->stop; vals &= vals - 1) {
        if (!node(s))
            return;
        int mark = s->ntrail;
        if (fc_assign(s, best, vals & -vals))
            fc_search(s);
        fc_undo(s, mark);
        s->assigned[best] = 0;
    }
}

static void fc_run(BaseSolver *s)
{
    const int *given = s->m->given;
    s->ntrail = 0;
    for (int c = 0; c < s->ncells; c++) {
        s->cand[c] = s->full;
        s->assigned[c] = 0;
    }
    /* the givens are put in first, with the same forward checks */
    for (int c = 0; c < s->ncells; c++) {
        if (!given[c])
            continue;
        int k = given[c] - s->vmin;
        if (k < 0 || k >= s->nvals || !(s->cand[c] >> k & 1) || !fc_assign(s, c, 1ULL << k))
            return;
    }
    fc_search(s);
}

/* ---- norvig -------------------------------------------------------------
 * NORVIG'S CONSTRAINT PROPAGATION ("Solving every Sudoku puzzle", 2006, the
 * survey's reference for propagation): each cell keeps its possible values;
 * assigning d to a cell eliminates every other value from it, and
 * eliminating d from a cell s applies two rules:
 *   (1) if s is left with one value d2, d2 is eliminated from s's peers;
 *   (2) for each unit u of s, if d now has no place in u, contradiction;
 *       if it has one, d is assigned there ("only choice").
 * A cell left with no value is a contradiction. The givens are assigned in
 * turn; then search: done when every cell has one value, else the cell
 * with the fewest values (more than one; the first in cell order on ties,
 * as Python's min), each value assigned on a copy of the whole state.
 * Departures: Norvig's eliminate calls itself through assign, depth-first;
 * here each elimination is queued and the rules are applied in the order
 * the queue gives, reaching the same fixpoint (the rules only remove
 * values) without a recursion as deep as the grid. Units are the full
 * groups (rule 2 needs every value to have a place); smaller groups only
 * feed rule 1 through the peers. Sums: when a cell of a sum is left with
 * one value, the open cells of the sum are narrowed by the bounds fc-mrv
 * uses (each narrowing is an elimination, with rules 1 and 2), and a sum
 * whose cells all have one value must equal its total. The state per
 * search level is a bitset per cell (the paper's improved version of this
 * method, with bit manipulation and an O(1) MRV heap, is --method bitset's
 * family, not this one). */

static void nv_levels(BaseSolver *s, int depth)
{
    if (depth < s->depth_cap)
        return;
    int cap = s->depth_cap ? 2 * s->depth_cap : 16;
    while (cap <= depth)
        cap *= 2;
    s->cand = xrealloc(s->cand, (size_t)cap * (size_t)s->ncells * sizeof(uint64_t));
    s->depth_cap = cap;
}

/* Eliminates value bit v from c; queues the rules. 0 when c is left empty. */
static inline int nv_elim(BaseSolver *s, uint64_t *cand, int c, uint64_t v)
{
    if (!(cand[c] & v))
        return 1;
    cand[c] &= ~v;
    if (!cand[c])
        return 0;
    s->queue[s->qtail++] = c * 65 + __builtin_ctzll(v) + 1;
    return 1;
}

/* Assigns value bit v to c: every other value eliminated. */
static int nv_assign(BaseSolver *s, uint64_t *cand, int c, uint64_t v)
{
    if (!(cand[c] & v))
        return 0;
    for (uint64_t x = cand[c] & ~v; x; x &= x - 1)
        if (!nv_elim(s, cand, c, x & -x))
            return 0;
    return 1;
}

/* The sums of c, c just left with one value. */
static int nv_sums(BaseSolver *s, uint64_t *cand, int c)
{
    for (int j = s->csstart[c]; j < s->csstart[c + 1]; j++) {
        const BSum *sm = &s->sums[s->cslist[j]];
        long filled = 0;
        int open = 0;
        for (int i = 0; i < sm->n; i++) {
            uint64_t x = cand[sm->cells[i]];
            if (single(x))
                filled += value_of(s, x);
            else
                open++;
        }
        if (!open) {
            if (filled != sm->total)
                return 0;
            continue;
        }
        long left = sm->total - filled;
        uint64_t keep = range_mask(s, left - rest_hi(s, sm, open - 1),
                                   left - rest_lo(s, sm, open - 1));
        for (int i = 0; i < sm->n; i++) {
            int p = sm->cells[i];
            if (single(cand[p]))
                continue;
            for (uint64_t x = cand[p] & ~keep; x; x &= x - 1)
                if (!nv_elim(s, cand, p, x & -x))
                    return 0;
        }
    }
    return 1;
}

/* Applies rules (1) and (2) to every queued elimination, and to those they
 * cause. 0 on a contradiction. */
static int nv_propagate(BaseSolver *s, uint64_t *cand)
{
    while (s->qhead < s->qtail) {
        int e = s->queue[s->qhead++], c = e / 65, k = e % 65 - 1;
        if (single(cand[c])) { /* rule (1) */
            uint64_t d2 = cand[c];
            for (int j = s->ix.pstart[c]; j < s->ix.pstart[c + 1]; j++)
                if (!nv_elim(s, cand, s->ix.peers[j], d2))
                    return 0;
            if (!nv_sums(s, cand, c))
                return 0;
        }
        if (k < 0)
            continue;
        uint64_t d = 1ULL << k;
        for (int j = s->ix.cgstart[c]; j < s->ix.cgstart[c + 1]; j++) { /* rule (2) */
            int g = s->ix.cglist[j];
            if (!s->ix.gfull[g])
                continue;
            int places = 0, where = -1;
            for (int i = s->ix.gstart[g]; i < s->ix.gstart[g + 1] && places < 2; i++)
                if (cand[s->ix.gcells[i]] & d)
                    places++, where = s->ix.gcells[i];
            if (!places || (places == 1 && !nv_assign(s, cand, where, d)))
                return 0;
        }
    }
    return 1;
}

static void nv_search(BaseSolver *s, int depth)
{
    uint64_t *cand = s->cand + (size_t)depth * s->ncells;
    int best = -1, bestn = 65;
    for (int c = 0; c < s->ncells; c++) {
        int n = popcount(cand[c]);
        if (n > 1 && n < bestn) {
            best = c;
            bestn = n;
            if (n == 2)
                break;
        }
    }
    if (best < 0) {
        report_cand(s, cand);
        return;
    }
    nv_levels(s, depth + 1);
    uint64_t vals = s->cand[(size_t)depth * s->ncells + (size_t)best];
    for (; vals && !s->stop; vals &= vals - 1) {
        if (!node(s))
            return;
        cand = s->cand + (size_t)depth * s->ncells; /* deeper levels may move it */
        uint64_t *next = cand + s->ncells;
        memcpy(next, cand, (size_t)s->ncells * sizeof(uint64_t));
        s->qhead = s->qtail = 0;
        if (nv_assign(s, next, best, vals & -vals) && nv_propagate(s, next))
            nv_search(s, depth + 1);
    }
}

static void nv_run(BaseSolver *s)
{
    const int *given = s->m->given;
    nv_levels(s, 0);
    uint64_t *cand = s->cand;
    s->qhead = s->qtail = 0;
    for (int c = 0; c < s->ncells; c++) {
        cand[c] = s->full;
        s->queue[s->qtail++] = c * 65; /* rule (1) alone: cells single from the start */
    }
    for (int c = 0; c < s->ncells; c++) {
        if (!given[c])
            continue;
        int k = given[c] - s->vmin;
        if (k < 0 || k >= s->nvals || !nv_assign(s, cand, c, 1ULL << k) ||
            !nv_propagate(s, cand))
            return;
    }
    if (nv_propagate(s, cand))
        nv_search(s, 0);
}

long base_count(BaseSolver *s, const SolveOpts *o, int *first, BaseStats *st)
{
    s->o = o;
    s->deadline = opts_deadline_now(o);
    s->limit = o->limit > 0 ? o->limit : 1;
    s->found = s->nodes = 0;
    s->stop = s->stopped = 0;
    s->first = first;
    if (!opts_stop(o, s->deadline)) {
        switch (s->method) {
        case BASE_BACKTRACK: bt_run(s); break;
        case BASE_FC_MRV: fc_run(s); break;
        case BASE_NORVIG: nv_run(s); break;
        }
    } else {
        s->stopped = 1;
    }
    if (st) {
        st->nodes = s->nodes;
        st->stopped = s->stopped;
    }
    return s->found;
}
