/* native_impl.h -- the general n x n propagation solver: bitset candidates,
 * naked and hidden singles over every group, cage-sum reasoning, and
 * depth-first search on the cell with fewest candidates. One source for
 * every candidate-set width: native_w1.c, native_w2.c and native_w4.c each
 * define CSET_W and NATIVE_OPS (the name of its table in native_width.h)
 * and include it once; native.c picks the instance for the grid's number of values.
 *
 * REPRESENTATION
 *   cand[c]   bit k set <=> value vmin+k is still possible in cell c
 *             (a cset, cset.h: one 64-bit word for up to 64 values, 2 or
 *             4 words for up to 128 or 256; native.c picks the width)
 *   placed[c] 1 once c is a single whose value was removed from its peers
 *   groups    every ALLDIFF, PERM and distinct SUM: cells pairwise different;
 *             a group of nvals cells must also hold every value (hidden
 *             singles, and "value nowhere" is a contradiction)
 *   peers[c]  the union of c's groups, without c and without repeats
 *   sums      every SUM constraint: total and cells, distinct or not
 *   unary[c]  the values c may take at all: every value but those an odd
 *             or even constraint (PARITY) rules out; the search starts
 *             from cand[c] = unary[c]
 *   links     the other variants (LESS, CONSEC, DOUBLE, ARROW: ir.h)
 * The search copies (cand, placed) at each branching point only; the
 * propagation in between works in place.
 *
 * PROPAGATION, to a fixpoint
 *   naked single   a cell with one candidate: remove it from every peer
 *   hidden single  a value that fits one cell of a full group goes there
 *   sum bounds     with lo/hi the smallest/largest candidate of each cell,
 *                  a cell's value v must satisfy
 *                  total - (sum hi of others) <= v <= total - (sum lo of others)
 *   locked         when a full group A meets another group B in cells I and
 *   candidates     a value of A fits only cells of I, it leaves B outside I
 *                  (pointing and box-line reduction; pairs precomputed;
 *                  A's cells outside I are the union of a prefix, a suffix
 *                  of A's cell list, both computed once per A, and the few
 *                  cells between I's first and last place)
 *   all-different  on 25x25 and larger grids, every full group keeps only
 *   GAC            the values its cells take in some filling of the group
 *                  (Régin's matching filter, alldiff_impl.h)
 *   variants       (prune_link) less: bounds along the chain, each cell
 *                  above its predecessor's smallest candidate and below its
 *                  successor's largest; consecutive, double: each cell keeps
 *                  the values with a partner among the other's candidates
 *                  (one pass each way is arc consistent); arrow: the circle
 *                  within [sum of the arrow's smallest, sum of its largest],
 *                  each arrow cell within circle - (the others' bounds).
 *                  With every cell decided each rule is the constraint
 *                  itself, so a full assignment passes only if it holds:
 *                  counting stays exact.
 * Hidden singles, locked candidates and GAC look only at groups with a cell
 * changed since their last fixpoint (INCREMENTAL RULES below).
 *   cage sets      for a distinct cage whose open cells can take at most
 *                  CAGE_SET_BITS values: the values of every set of k distinct
 *                  candidates (k = open cells) adding up to what is left;
 *                  each open cell keeps only values in some such set, and a
 *                  value in every such set that fits one open cell goes there
 */
#include "native.h"
#include "native_width.h"

#include "cset.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#include "alldiff_impl.h"
#include "cdcl.h"
#include "ir_index.h"

#define CAGE_SET_BITS 16
/* all-different GAC from 25x25 on (below, the cheaper rules already
 * settle the grids and GAC only costs time), on groups with at most
 * GAC_MAX_OPEN open cells (the filter is quadratic in them, ruinous on
 * empty big grids); docs/benchmarks.md#native-gac-from-25x25-on-small-groups */
#define GAC_MIN_CELLS 257
#define GAC_MAX_OPEN 25

typedef struct {
    int n, total, distinct;
    const int *cells;
} Sum;

/* A variant constraint other than PARITY (the cells are the model's). */
typedef struct {
    ConKind kind;
    int n;
    const int *cells;
} Link;

typedef struct Solver Solver;
static void solver_free(Solver *s);

struct Solver {
    const Model *m;
    int ncells, nvals, vmin;
    cset full;
    int ngroups;            /* gstart .. peers and cgstart, cglist: views of ix */
    int *gstart, *gcells;   /* group g: gcells[gstart[g] .. gstart[g+1]) */
    uint8_t *gfull;         /* group holds every value */
    int *pstart, *peers;    /* cell c: peers[pstart[c] .. pstart[c+1]) */
    int nsums, nmodel_sums; /* sums[0..nmodel_sums) are the model's */
    Sum *sums;
    int *derived_cells;     /* cells of the derived sums, owned */
    cset *unary;            /* per cell: the values PARITY allows */
    int nlinks;
    Link *links;
    int npairs;             /* locked candidates: pair p has cell lists  */
    int *lstart, *lcells;   /* A\I between I's ends, I, B\I at lcells[lstart[3p+0..3]] */
    /* search state */
    int depth_cap;
    cset *cand_stack;       /* depth_cap levels of ncells sets */
    uint8_t *placed_stack;
    cs_index *vorder;       /* depth_cap levels of CSET_BITS: the value order
                               at each branching point (off the C stack,
                               which a 100x100 search thousands of levels
                               deep would overflow) */
    int *queue;
    int qhead, qtail;
    long limit, found;
    SolutionFn fn;
    void *ctx;
    int *first, *grid;
    int stop, timed_out;    /* timed_out: STOP_TIME (or cancelled) or STOP_MEMORY */
    double deadline;
    const volatile int *cancel; /* native_set_run: stop when set */
    Budget *mem;            /* native_set_run: the run's budget (budget.h) */
    Charge tables, stacks;  /* what the tables (the build's) and the search
                               stacks hold, charged to a budget */
    int threads;            /* native_set_run: racing CDCL searches (0, 1: one) */
    unsigned seed;          /* native_set_run: the CDCL's (first racer's) seed */
    long tick;              /* search nodes and probes, for the clock check */
    uint8_t *dirty;         /* per group: DIRTY_HIDDEN | DIRTY_LOCKED */
    int *pair_a;            /* locked pair p works from full group pair_a[p] */
    int *pair_ends;         /* first and last place of its I in A's cell list */
    int *cgstart, *cglist;  /* cell c's groups: cglist[cgstart[c] .. cgstart[c+1]) */
    long *gw, *cw;          /* failure weights of groups and cells (limit 1) */
    long budget;            /* restarts: give up this run past this many guesses */
    long first_fail;        /* guesses made when a branch first failed, or -1 */
    int light;              /* propagate() without locked candidates and GAC (LIGHT PROBES) */
    int aborted, randomize;
    int probe_run;          /* this run probes at every node (RESTARTS) */
    int la_cell;            /* probe(): the two-candidate cell to branch on */
    cset la_pair, la_first; /* its candidates then, the value to try first */
    int gac;                /* all-different GAC on full groups (GAC_MIN_CELLS) */
    cs_index *gmatch;       /* per full group: its last matching, a start */
    int *pattern;           /* PHASE: a filling of the empty grid (value indices), or NULL */
    int *phase;             /* per cell: the value index tried first (limit 1), or -1 */
    int *relabel;           /* PHASE: nvals x nvals agreement counts, then the map */
    int cdcl;               /* CONFLICT-DRIVEN SEARCH allowed for limit 1 */
    uint8_t *allowed;       /* its input: ncells x nvals, the root's candidates */
    int pre_cdcl;           /* the short run before it: cut at the budget, always */
    Rng rng;
    NativeStats st;
    IrIndex ix;             /* the model's groups and peers (ir_index.h), owned */
};

static inline int popcount(cset x) { return cs_count(x); }
static inline int single(cset x) { return cs_single(x); }

static inline void push(Solver *s, uint8_t *placed, int c)
{
    placed[c] = 1;
    s->queue[s->qtail++] = c;
}

/* INCREMENTAL RULES. Every propagate() call starts from a state at its
 * fixpoint but for the cells it is told about (queued singles) and the
 * cells it changes itself. The group rules (hidden singles, locked
 * candidates) can only find something new in a group one of whose cells
 * changed, so each change marks the cell's groups dirty and those rules
 * look at dirty groups only. The fixpoint reached is the same. */
#define DIRTY_HIDDEN 1
#define DIRTY_LOCKED 2
#define DIRTY_GAC 4

static inline void touch(Solver *s, int c)
{
    for (int j = s->cgstart[c]; j < s->cgstart[c + 1]; j++)
        s->dirty[s->cglist[j]] = DIRTY_HIDDEN | DIRTY_LOCKED | DIRTY_GAC;
}

/* DERIVED SUMS (the "45 rule" of Killer solvers). A full group holds every
 * value once, so its cells add up to S = sum of all values. When distinct
 * cages cover parts of the group:
 *   innies   the group's cells outside every cage lying wholly inside it
 *            add up to S - (totals of those cages);
 *   outies   the cells outside the group of the cages meeting it add up to
 *            (totals of those cages) - S.
 * Each becomes an extra sum (distinct for innies: they share the group)
 * when it has 1..DERIVED_MAX cells. Only for models whose distinct cages do
 * not overlap. */
#define DERIVED_MAX 6

static void add_derived(Solver *s)
{
    int *cage_of = xmalloc((size_t)s->ncells * sizeof(int));
    int *ingroup = xcalloc((size_t)s->ncells, sizeof(int));
    for (int c = 0; c < s->ncells; c++)
        cage_of[c] = -1;
    int ncages = 0;
    for (int k = 0; k < s->nmodel_sums; k++) {
        if (!s->sums[k].distinct)
            continue;
        ncages++;
        for (int i = 0; i < s->sums[k].n; i++) {
            int c = s->sums[k].cells[i];
            if (cage_of[c] >= 0)
                ncages = -1000000; /* overlapping cages: no derived sums */
            cage_of[c] = k;
        }
    }
    size_t cap = 64, used = 0;
    int *cells = ncages > 0 ? xmalloc(cap * sizeof(int)) : NULL;
    /* first pass only counts, so that the Sum pointers stay valid */
    int *starts = xmalloc((size_t)(2 * s->ngroups + 1) * sizeof(int));
    int *totals = xmalloc((size_t)(2 * s->ngroups + 1) * sizeof(int));
    uint8_t *dist = xmalloc((size_t)(2 * s->ngroups + 1));
    int nd = 0;
    long full_sum = 0;
    for (int k = 0; k < s->nvals; k++)
        full_sum += s->vmin + k;
    uint8_t *seen = xcalloc((size_t)(s->nmodel_sums ? s->nmodel_sums : 1), 1);
    for (int g = 0; ncages > 0 && g < s->ngroups; g++) {
        if (!s->gfull[g])
            continue;
        const int *gc = s->gcells + s->gstart[g];
        int n = s->gstart[g + 1] - s->gstart[g];
        for (int i = 0; i < n; i++)
            ingroup[gc[i]] = g + 1;
        memset(seen, 0, (size_t)s->nmodel_sums);
        long inside = 0, meeting = 0;
        /* cages meeting the group, and whether each lies wholly inside */
        for (int i = 0; i < n; i++) {
            int k = cage_of[gc[i]];
            if (k < 0 || seen[k])
                continue;
            seen[k] = 1;
            int whole = 1;
            for (int j = 0; j < s->sums[k].n; j++)
                whole &= ingroup[s->sums[k].cells[j]] == g + 1;
            seen[k] = whole ? 2 : 1;
            meeting += s->sums[k].total;
            if (whole)
                inside += s->sums[k].total;
        }
        /* innies */
        int start = (int)used, cnt = 0;
        for (int i = 0; i < n; i++) {
            int k = cage_of[gc[i]];
            if (k >= 0 && seen[k] == 2)
                continue;
            if (used == cap)
                cells = xrealloc(cells, (cap *= 2) * sizeof(int));
            cells[used++] = gc[i];
            cnt++;
        }
        if (cnt >= 1 && cnt <= DERIVED_MAX && cnt < n) {
            starts[nd] = start;
            totals[nd] = (int)(full_sum - inside);
            dist[nd++] = 1;
        } else {
            used = (size_t)start;
        }
        /* outies: needs every cell of the group in some cage */
        int covered = 1;
        for (int i = 0; i < n; i++)
            covered &= cage_of[gc[i]] >= 0;
        start = (int)used;
        cnt = 0;
        for (int k = 0; covered && k < s->nmodel_sums; k++) {
            if (seen[k] != 1)
                continue;
            for (int j = 0; j < s->sums[k].n; j++) {
                int c = s->sums[k].cells[j];
                if (ingroup[c] == g + 1)
                    continue;
                if (used == cap)
                    cells = xrealloc(cells, (cap *= 2) * sizeof(int));
                cells[used++] = c;
                cnt++;
            }
        }
        if (covered && cnt >= 1 && cnt <= DERIVED_MAX) {
            starts[nd] = start;
            totals[nd] = (int)(meeting - full_sum);
            dist[nd++] = 0;
        } else {
            used = (size_t)start;
        }
        for (int i = 0; i < n; i++)
            ingroup[gc[i]] = 0;
    }
    starts[nd] = (int)used;
    s->derived_cells = cells;
    for (int d = 0; d < nd; d++)
        s->sums[s->nsums++] = (Sum){starts[d + 1] - starts[d], totals[d], dist[d],
                                    cells + starts[d]};
    free(seen);
    free(starts);
    free(totals);
    free(dist);
    free(ingroup);
    free(cage_of);
}

/* Asks the guard (native_new) with the bytes of the tables so far: the
 * fixed ones, `more` of growing lists, and the links made. */
static int build_ask(Solver *s, BuildGuard *g, size_t more, long links)
{
    if (!g)
        return 0;
    size_t cells = (size_t)s->ncells, groups = (size_t)s->ngroups + 1;
    g->bytes = cells * (4 * sizeof(int) + sizeof(long)) +
               groups * (2 * sizeof(int) + 1 + sizeof(long) + CSET_BITS * sizeof(cs_index)) +
               (size_t)(s->gstart ? s->gstart[s->ngroups] : 0) * 2 * sizeof(int) + more;
    g->count = links;
    return build_check(g);
}

/* ir_index_peers's guard: build_ask with the pair links counted before it. */
typedef struct {
    Solver *s;
    BuildGuard *g;
    long links;
} PeerGuard;

static int peer_ask(void *ctx, size_t bytes, long entries)
{
    PeerGuard *pg = ctx;
    return build_ask(pg->s, pg->g, bytes, pg->links + entries);
}

/* Pairs of groups meeting in 2 or more cells, where the first is full
 * (holds every value): for locked candidates. Both orders are kept, since
 * the rule works from the full group towards the other. -1 when the guard
 * stopped it (what it made is freed with the solver). */
static int add_pairs(Solver *s, BuildGuard *g)
{
    int *mark = xcalloc((size_t)s->ncells, sizeof(int));
    size_t cap = 256, used = 0, pcap = 64;
    s->lcells = xmalloc(cap * sizeof(int));
    s->lstart = xmalloc((3 * pcap + 1) * sizeof(int));
    s->pair_a = xmalloc(pcap * sizeof(int));
    s->pair_ends = xmalloc(2 * pcap * sizeof(int));
    s->lstart[0] = 0;
    for (int a = 0; a < s->ngroups; a++) {
        /* the guard at every group: a 200x200 grid's group meets a hundred
         * others, 0.1 s for 16 groups */
        if (build_ask(s, g, cap * sizeof(int) + pcap * 6 * sizeof(int), (long)used)) {
            free(mark);
            return -1;
        }
        if (!s->gfull[a])
            continue;
        const int *ac = s->gcells + s->gstart[a];
        int an = s->gstart[a + 1] - s->gstart[a];
        for (int i = 0; i < an; i++)
            mark[ac[i]] = a + 1;
        for (int b = 0; b < s->ngroups; b++) {
            if (b == a)
                continue;
            const int *bc = s->gcells + s->gstart[b];
            int bn = s->gstart[b + 1] - s->gstart[b], inter = 0;
            for (int i = 0; i < bn; i++)
                inter += mark[bc[i]] == a + 1;
            if (inter < 2 || inter == bn || inter == an)
                continue;
            if ((size_t)s->npairs + 1 >= pcap) {
                s->lstart = xrealloc(s->lstart, (3 * (pcap * 2) + 1) * sizeof(int));
                s->pair_a = xrealloc(s->pair_a, pcap * 2 * sizeof(int));
                s->pair_ends = xrealloc(s->pair_ends, pcap * 4 * sizeof(int));
                pcap *= 2;
            }
            s->pair_a[s->npairs] = a;
            while (used + (size_t)an + (size_t)bn > cap)
                s->lcells = xrealloc(s->lcells, (cap *= 2) * sizeof(int));
            int first = an, last = -1; /* I's first and last place in A */
            for (int i = 0; i < an; i++) {
                int in_b = 0;
                for (int j = 0; j < bn; j++)
                    in_b |= bc[j] == ac[i];
                if (in_b) {
                    first = i < first ? i : first;
                    last = i;
                }
            }
            s->pair_ends[2 * s->npairs] = first;
            s->pair_ends[2 * s->npairs + 1] = last;
            for (int i = first + 1; i < last; i++) { /* A \ I between them */
                int in_b = 0;
                for (int j = 0; j < bn; j++)
                    in_b |= bc[j] == ac[i];
                if (!in_b)
                    s->lcells[used++] = ac[i];
            }
            s->lstart[3 * s->npairs + 1] = (int)used;
            for (int j = 0; j < bn; j++) /* I */
                if (mark[bc[j]] == a + 1)
                    s->lcells[used++] = bc[j];
            s->lstart[3 * s->npairs + 2] = (int)used;
            for (int j = 0; j < bn; j++) /* B \ I */
                if (mark[bc[j]] != a + 1)
                    s->lcells[used++] = bc[j];
            s->lstart[3 * s->npairs + 3] = (int)used;
            s->npairs++;
        }
        for (int i = 0; i < an; i++)
            mark[ac[i]] = 0;
    }
    free(mark);
    return 0;
}

/* Cell c keeps only the candidates in mask: -1 when none is left (the
 * caller then drops this state), 1 when some went (c is marked changed, and
 * queued when it became a single), 0 when none did. */
static int keep_only(Solver *s, cset *cand, uint8_t *placed, int c, cset mask)
{
    cset x = cs_and(cand[c], mask);
    if (cs_eq(x, cand[c]))
        return 0;
    if (cs_empty(x))
        return -1;
    cand[c] = x;
    touch(s, c);
    if (single(x) && !placed[c])
        push(s, placed, c);
    return 1;
}

/* Locked candidates over every pair; -1 contradiction, 1 changed, 0 not. */
static int locked(Solver *s, cset *cand, uint8_t *placed)
{
    int changed = 0, cur = -1;
    cset pre[CSET_BITS + 1], suf[CSET_BITS + 1]; /* A's prefix and suffix unions */
    for (int p = 0; p < s->npairs; p++) {
        int a = s->pair_a[p];
        if (!(s->dirty[a] & DIRTY_LOCKED))
            continue;
        if (a != cur) { /* pairs of one A are consecutive */
            const int *ac = s->gcells + s->gstart[a];
            int an = s->gstart[a + 1] - s->gstart[a];
            pre[0] = suf[an] = cs_zero();
            for (int i = 0; i < an; i++)
                pre[i + 1] = cs_or(pre[i], cand[ac[i]]);
            for (int i = an - 1; i >= 0; i--)
                suf[i] = cs_or(suf[i + 1], cand[ac[i]]);
            cur = a;
        }
        const int *l = s->lstart + 3 * p;
        cset out_a = cs_or(pre[s->pair_ends[2 * p]], suf[s->pair_ends[2 * p + 1] + 1]);
        cset in = cs_zero();
        for (int i = l[0]; i < l[1]; i++)
            out_a = cs_or(out_a, cand[s->lcells[i]]);
        for (int i = l[1]; i < l[2]; i++) {
            cset x = cand[s->lcells[i]];
            if (!single(x)) /* a placed value has left B already */
                in = cs_or(in, x);
        }
        cset confined = cs_andnot(in, out_a);
        if (cs_empty(confined))
            continue;
        cset keep = cs_andnot(s->full, confined);
        for (int i = l[2]; i < l[3]; i++) {
            int c = s->lcells[i], r;
            if (single(cand[c]))
                continue;
            if ((r = keep_only(s, cand, placed, c, keep)) < 0)
                return -1;
            changed |= r;
        }
    }
    return changed;
}

/* PHASE (first solution only). A Sudoku or Latin square of any size has a
 * filling known in closed form, the O(n^2) pattern the generator also uses
 * (model_pattern_value, ir.h): with boxes of R rows and C columns (N = RC
 * values), cell (r, c) takes
 *     ((r mod R) C + floor(r / R) + c) mod N
 * (a row holds every c, a column every (r mod R) C + floor(r / R), a box
 * every (r mod R) C + (c mod C) plus a constant); without boxes, (r + c)
 * mod N. When one solution is wanted, this filling, its values renamed to
 * agree with as many givens as a renaming can (make_phase), is the value
 * tried first in every cell -- the "phase" of SAT solvers, here seeded by
 * a solution of the relaxed problem without givens. On an empty grid every
 * decision agrees with that solution, so the search never fails; one
 * bulk step (phase_probe) then fills the whole grid. Only for models of
 * groups alone (no sums, variants or parity), and only when the pattern
 * keeps every group distinct (so not for jigsaw regions or diagonals). */
static void make_pattern(Solver *s)
{
    const Model *m = s->m;
    int n = s->nvals;
    if (m->rows != n || m->cols != n || s->ncells <= 81 || s->nsums || s->nlinks)
        return;
    for (int c = 0; c < s->ncells; c++)
        if (!cs_eq(s->unary[c], s->full))
            return;
    int R = m->box_r, C = m->box_c;
    if (R && (R * C != n || n % R || n % C))
        return;
    int *pat = xmalloc((size_t)s->ncells * sizeof(int));
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            pat[r * n + c] = model_pattern_value(R, C, n, r, c);
    for (int g = 0; g < s->ngroups; g++) { /* every group distinct under it? */
        cset seen = cs_zero();
        for (int i = s->gstart[g]; i < s->gstart[g + 1]; i++) {
            int v = pat[s->gcells[i]];
            if (cs_has(seen, v)) {
                free(pat);
                return;
            }
            cs_add(&seen, v);
        }
    }
    s->pattern = pat;
    s->phase = xmalloc((size_t)s->ncells * sizeof(int));
    s->relabel = xmalloc((size_t)n * n * sizeof(int));
}

/* The phase for these givens: the pattern with its values renamed by the
 * permutation that agrees with the most givens, chosen greedily (the
 * pairs (pattern value, given value) by how many givens they agree on,
 * most first; values left over keep their order). No givens: the pattern. */
static void make_phase(Solver *s, const cset *cand)
{
    int n = s->nvals, *w = s->relabel;
    memset(w, 0, (size_t)n * n * sizeof(int));
    for (int c = 0; c < s->ncells; c++)
        if (single(cand[c]))
            w[s->pattern[c] * n + cs_lo(cand[c])]++;
    int map[CSET_BITS], used[CSET_BITS];
    for (int a = 0; a < n; a++)
        map[a] = used[a] = -1;
    for (;;) { /* the largest agreement left; at most n rounds of n^2 */
        int best = 0, ba = -1, bb = -1;
        for (int a = 0; a < n; a++) {
            if (map[a] >= 0)
                continue;
            for (int b = 0; b < n; b++)
                if (used[b] < 0 && w[a * n + b] > best) {
                    best = w[a * n + b];
                    ba = a;
                    bb = b;
                }
        }
        if (ba < 0)
            break;
        map[ba] = bb;
        used[bb] = ba;
    }
    for (int a = 0, b = 0; a < n; a++) {
        if (map[a] >= 0)
            continue;
        while (used[b] >= 0)
            b++;
        map[a] = b;
        used[b] = a;
    }
    for (int c = 0; c < s->ncells; c++)
        s->phase[c] = map[s->pattern[c]];
}

/* CONFLICT-DRIVEN SEARCH (cdcl.c) for one solution, on models of groups
 * alone (no sums, variants or parity) of CDCL_MIN_CELLS cells or more.
 * After the root propagation and the phase all at once (PHASE), the
 * search below makes one run of at most CDCL_AFTER_GUESSES guesses
 * (cut there even before its first contradiction); if that does not
 * solve the grid, cdcl.c starts from the propagated root and learns a
 * clause from every conflict, instead of restarting with weights. On
 * the ACS 16x16 set it cost more than the search below, so it starts at
 * 25x25. The short run first keeps the dense ACS 25x25 levels (55-85%
 * given) as fast as before, where CDCL alone was several times slower
 * (docs/benchmarks.md#native-cdcl-from-25x25-after-a-short-run); 30
 * guesses rather than 100 keeps the sparse levels (5-35%) from paying for
 * the deep descents.
 * At most CDCL_MAX_VARS (cell, value) pairs, 64x64: its tables take
 * about 100 bytes a pair. */
#define CDCL_AFTER_GUESSES 30
#define CDCL_MIN_CELLS 257
#define CDCL_MAX_VARS (1L << 18)

static int cdcl_eligible(const Solver *s)
{
    if (s->ncells < CDCL_MIN_CELLS || s->nsums || s->nlinks ||
        (long)s->ncells * s->nvals > CDCL_MAX_VARS)
        return 0;
    for (int c = 0; c < s->ncells; c++)
        if (!cs_eq(s->unary[c], s->full))
            return 0;
    return 1;
}

static Solver *solver_new(const Model *m, BuildGuard *guard)
{
    Solver *s = xcalloc(1, sizeof *s);
    s->m = m;
    s->ncells = m->ncells;
    s->nvals = m->nvals;
    s->vmin = m->vmin;
    s->full = cs_upto(m->nvals);
    s->gac = m->ncells >= GAC_MIN_CELLS;

    ir_index_init(&s->ix, m);
    int ng = s->ix.ngroups, nsum = model_count(m, CON_SUM);
    s->ngroups = ng;
    s->gstart = s->ix.gstart;
    s->gcells = s->ix.gcells;
    s->gfull = s->ix.gfull;
    s->cgstart = s->ix.cgstart;
    s->cglist = s->ix.cglist;
    /* room for one innie and one outie sum per full group (see add_derived) */
    s->sums = xcalloc((size_t)(nsum + 2 * ng + 1), sizeof *s->sums);
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_SUM)
            s->sums[s->nsums++] = (Sum){c->n, c->total, c->distinct, c->cells};
    }
    s->nmodel_sums = s->nsums;
    s->unary = xmalloc((size_t)s->ncells * sizeof *s->unary);
    for (int c = 0; c < s->ncells; c++)
        s->unary[c] = s->full;
    s->links = xmalloc((size_t)(m->ncons ? m->ncons : 1) * sizeof *s->links);
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_PARITY) {
            cset mask = cs_zero();
            for (int v = 0; v < m->nvals; v++)
                if (((m->vmin + v) & 1) == (c->total != 0))
                    cs_add(&mask, v);
            for (int j = 0; j < c->n; j++)
                s->unary[c->cells[j]] = cs_and(s->unary[c->cells[j]], mask);
        } else if (con_is_variant(c->kind)) {
            s->links[s->nlinks++] = (Link){c->kind, c->n, c->cells};
        }
    }
    add_derived(s);
    if (add_pairs(s, guard) != 0) {
        solver_free(s);
        return NULL;
    }
    long links = s->npairs ? s->lstart[3 * s->npairs] : 0;

    /* Peers: for each cell, the cells sharing a group (ir_index.c), the
     * guard asked every 256 cells */
    PeerGuard pg = {s, guard, links};
    if (ir_index_peers(&s->ix, guard ? peer_ask : NULL, &pg) != 0) {
        solver_free(s);
        return NULL;
    }
    s->pstart = s->ix.pstart;
    s->peers = s->ix.peers;
    s->gw = xcalloc((size_t)(ng ? ng : 1), sizeof(long));
    s->dirty = xcalloc((size_t)(ng ? ng : 1), 1);
    s->gmatch = xmalloc((size_t)(ng ? ng : 1) * CSET_BITS * sizeof(cs_index));
    memset(s->gmatch, -1, (size_t)(ng ? ng : 1) * CSET_BITS * sizeof(cs_index));
    s->cw = xcalloc((size_t)s->ncells, sizeof(long));

    s->queue = xmalloc((size_t)s->ncells * sizeof(int));
    s->grid = xmalloc((size_t)s->ncells * sizeof(int));
    make_pattern(s);
    s->cdcl = cdcl_eligible(s);
    /* the whole of the tables, charged to the run's budget for as long as
     * the solver lives */
    size_t nc = (size_t)s->ncells, n = (size_t)s->nvals, np = (size_t)s->npairs;
    size_t more = ((size_t)s->pstart[nc] + nc + 1 + (size_t)s->cgstart[nc] + nc + 1 +
                   (np ? (size_t)s->lstart[3 * np] : 0) + 6 * np + 1 + 2 * nc +
                   (s->relabel ? n * n : 0)) * sizeof(int) +
                  (s->cdcl ? nc * n : 0);
    if (build_ask(s, guard, more, links + s->pstart[nc]) != 0) {
        solver_free(s);
        return NULL;
    }
    if (guard)
        build_guard_keep(guard, &s->tables);
    return s;
}

static void solver_free(Solver *s)
{
    if (!s)
        return;
    ir_index_free(&s->ix);
    free(s->sums);
    free(s->derived_cells);
    free(s->unary);
    free(s->links);
    free(s->lstart);
    free(s->lcells);
    free(s->cand_stack);
    free(s->placed_stack);
    free(s->vorder);
    free(s->queue);
    free(s->grid);
    free(s->gw);
    free(s->dirty);
    free(s->gmatch);
    free(s->pair_a);
    free(s->pair_ends);
    free(s->cw);
    free(s->pattern);
    free(s->phase);
    free(s->relabel);
    free(s->allowed);
    charge_clear(&s->tables);
    charge_clear(&s->stacks);
    free(s);
}

static void solver_size(const Solver *s, long size[3])
{
    size[0] = s->ncells;
    size[1] = s->ngroups;
    size[2] = s->nmodel_sums;
}

/* Cage sets: the union (*any) and intersection (*all) of every k-subset of
 * `avail` adding up to `left`. Values are vmin + bit index. */
static void subsets(const Solver *s, cset avail, int k, int left, cset chosen,
                    cset *any, cset *all)
{
    if (k == 0) {
        if (left == 0) {
            *any = cs_or(*any, chosen);
            *all = cs_and(*all, chosen);
        }
        return;
    }
    if (popcount(avail) < k)
        return;
    /* bounds: the k smallest and the k largest of avail */
    cset a = avail;
    int lo = 0, hi = 0;
    for (int i = 0; i < k; i++) {
        int b = cs_lo(a);
        lo += s->vmin + b;
        cs_droplo(&a);
    }
    a = avail;
    for (int i = 0; i < k; i++) {
        int b = cs_hi(a);
        hi += s->vmin + b;
        cs_del(&a, b);
    }
    if (left < lo || left > hi)
        return;
    int b = cs_hi(avail);
    cset rest = avail;
    cs_del(&rest, b);
    cset with = chosen;
    cs_add(&with, b);
    subsets(s, rest, k - 1, left - (s->vmin + b), with, any, all); /* with b */
    subsets(s, rest, k, left, chosen, any, all);                  /* without */
}

/* Narrows the cells of one sum; returns -1 on contradiction, else 1 if a
 * candidate went, 0 if nothing changed. */
static int prune_sum(Solver *s, const Sum *sm, cset *cand, uint8_t *placed)
{
    long lo = 0, hi = 0;
    int changed = 0;
    for (int i = 0; i < sm->n; i++) {
        cset x = cand[sm->cells[i]];
        lo += s->vmin + cs_lo(x);
        hi += s->vmin + cs_hi(x);
    }
    if (sm->total < lo || sm->total > hi)
        return -1;
    if (lo == hi)
        return 0; /* every cell decided and the sum holds */
    if (sm->distinct) {
        cset used = cs_zero(), avail = cs_zero();
        int open = 0, left = sm->total;
        for (int i = 0; i < sm->n; i++) {
            cset x = cand[sm->cells[i]];
            if (single(x)) {
                used = cs_or(used, x);
                left -= s->vmin + cs_lo(x);
            } else {
                avail = cs_or(avail, x);
                open++;
            }
        }
        avail = cs_andnot(avail, used);
        if (open && popcount(avail) <= CAGE_SET_BITS) {
            cset ok = cs_zero(), must = cs_upto(CSET_BITS);
            subsets(s, avail, open, left, cs_zero(), &ok, &must);
            if (cs_empty(ok))
                return -1;
            /* A value in every admissible set must go in the cage: where
             * only one open cell can take it, it goes there. */
            for (cset v = must; !cs_empty(v); cs_droplo(&v)) {
                cset bit = cs_lowbit(v);
                int where = -1, count = 0;
                for (int i = 0; i < sm->n; i++) {
                    int c = sm->cells[i];
                    if (!single(cand[c]) && cs_meets(cand[c], bit)) {
                        where = c;
                        count++;
                    }
                }
                if (count == 0)
                    return -1;
                if (count == 1) {
                    cand[where] = bit;
                    push(s, placed, where);
                    changed = 1;
                }
            }
            for (int i = 0; i < sm->n; i++) {
                int c = sm->cells[i], r;
                if (single(cand[c]))
                    continue;
                if ((r = keep_only(s, cand, placed, c, ok)) < 0)
                    return -1;
                changed |= r;
            }
            if (changed)
                return 1;
        }
    }
    for (int i = 0; i < sm->n; i++) {
        int c = sm->cells[i];
        cset x = cand[c];
        if (single(x))
            continue;
        long clo = s->vmin + cs_lo(x), chi = s->vmin + cs_hi(x);
        long vmin_ok = sm->total - (hi - chi), vmax_ok = sm->total - (lo - clo);
        cset mask = x;
        for (long v = clo; v < vmin_ok && v <= chi; v++)
            cs_del(&mask, (int)(v - s->vmin));
        for (long v = chi; v > vmax_ok && v >= clo; v--)
            cs_del(&mask, (int)(v - s->vmin));
        int r = keep_only(s, cand, placed, c, mask);
        if (r < 0)
            return -1;
        changed |= r;
    }
    return changed;
}

/* Whether the filter could remove anything from a group at its fixpoint
 * (its placed values gone from the open cells). A candidate leaves a cell
 * only when some proper subset S of the open cells is tight: its cells'
 * candidates together number |S|. Each cell of such an S has at most |S|
 * candidates, so a tight S of size k needs k open cells with <= k
 * candidates; ncount[j] counts the open cells with j. When no k < open
 * has that many, no S exists and the filter would change nothing (and a
 * group with no filling at all is the hidden-single rule's to find: its
 * open cells' union is short of the values). On sparse grids this skips
 * nearly every call: an empty 25x25 spent 80% of its time in the filter. */
static int tight_set_possible(const int *ncount, int open)
{
    int le = 0; /* open cells with <= k candidates */
    for (int k = 1; k < open; k++) {
        le += ncount[k];
        if (le >= k)
            return 1;
    }
    return 0;
}

/* The candidate bits of the values lo..hi (clipped to the grid's). */
static cset range_mask(const Solver *s, long lo, long hi)
{
    long kl = lo - s->vmin, kh = hi - s->vmin;
    if (kl < 0)
        kl = 0;
    if (kh > s->nvals - 1)
        kh = s->nvals - 1;
    if (kl > kh)
        return cs_zero();
    return cs_andnot(cs_upto((int)kh + 1), cs_upto((int)kl));
}

static inline long lo_value(const Solver *s, cset x)
{
    return s->vmin + cs_lo(x);
}
static inline long hi_value(const Solver *s, cset x)
{
    return s->vmin + cs_hi(x);
}

/* keep_only() for the variant rules, where a cell left empty also weighs
 * on that cell (dom/wdeg). */
static int narrow(Solver *s, cset *cand, uint8_t *placed, int c, cset mask)
{
    int r = keep_only(s, cand, placed, c, mask);
    if (r < 0)
        s->cw[c]++;
    return r;
}

/* The values with a partner in x: v and v +- 1 (consecutive), or v and 2v
 * or v/2 (double). */
static cset partners(const Solver *s, ConKind kind, cset x)
{
    if (kind == CON_CONSEC)
        return cs_and(cs_or(cs_up1(x), cs_down1(x)), s->full);
    cset out = cs_zero();
    for (; !cs_empty(x); cs_droplo(&x)) {
        long v = s->vmin + cs_lo(x);
        out = cs_or(out, range_mask(s, 2 * v, 2 * v));
        if (v % 2 == 0)
            out = cs_or(out, range_mask(s, v / 2, v / 2));
    }
    return out;
}

/* The rules of the variant constraints (see PROPAGATION); returns -1 on a
 * contradiction, 1 if a candidate went, 0 if nothing changed. */
static int prune_link(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int changed = 0, r;
    switch (l->kind) {
    case CON_LESS:
        for (int i = 1; i < l->n; i++) {
            if ((r = narrow(s, cand, placed, x[i],
                            range_mask(s, lo_value(s, cand[x[i - 1]]) + 1, s->vmin + CSET_BITS - 1))) < 0)
                return -1;
            changed |= r;
        }
        for (int i = l->n - 2; i >= 0; i--) {
            if ((r = narrow(s, cand, placed, x[i],
                            range_mask(s, s->vmin, hi_value(s, cand[x[i + 1]]) - 1))) < 0)
                return -1;
            changed |= r;
        }
        return changed;
    case CON_CONSEC:
    case CON_DOUBLE:
        for (int i = 0; i < 2; i++) {
            if ((r = narrow(s, cand, placed, x[1 - i], partners(s, l->kind, cand[x[i]]))) < 0)
                return -1;
            changed |= r;
        }
        return changed;
    case CON_ARROW: {
        long lo = 0, hi = 0;
        for (int i = 1; i < l->n; i++) {
            lo += lo_value(s, cand[x[i]]);
            hi += hi_value(s, cand[x[i]]);
        }
        if ((r = narrow(s, cand, placed, x[0], range_mask(s, lo, hi))) < 0)
            return -1;
        changed |= r;
        long alo = lo_value(s, cand[x[0]]), ahi = hi_value(s, cand[x[0]]);
        for (int i = 1; i < l->n; i++) {
            long clo = lo_value(s, cand[x[i]]), chi = hi_value(s, cand[x[i]]);
            /* the others add up to lo - clo .. hi - chi */
            if ((r = narrow(s, cand, placed, x[i],
                            range_mask(s, alo - (hi - chi), ahi - (lo - clo)))) < 0)
                return -1;
            if (r) {
                lo += lo_value(s, cand[x[i]]) - clo;
                hi += hi_value(s, cand[x[i]]) - chi;
                changed = 1;
            }
        }
        return changed;
    }
    default:
        return 0;
    }
}

/* ALL-DIFFERENT GAC (alldiff_impl.h), last of the rules since it costs most:
 * every full group with a changed cell is filtered to the values its
 * cells take in some filling of the group. Returns -1 on a contradiction,
 * 1 when a candidate went, else 0. */
static int gac_pass(Solver *s, cset *cand, uint8_t *placed)
{
    int changed = 0;
    for (int g = 0; g < s->ngroups; g++) {
        if (!s->gfull[g] || !(s->dirty[g] & DIRTY_GAC))
            continue;
        s->dirty[g] &= (uint8_t)~DIRTY_GAC;
        const int *gc = s->gcells + s->gstart[g];
        int open = 0, ncount[CSET_BITS + 1] = {0};
        for (int i = s->gstart[g]; i < s->gstart[g + 1]; i++) {
            cset x = cand[s->gcells[i]];
            if (!single(x)) {
                open++;
                ncount[popcount(x)]++;
            }
        }
        if (open > GAC_MAX_OPEN || !tight_set_possible(ncount, open))
            continue;
        cset lost;
        if (gac_filter(cand, gc, s->gstart[g + 1] - s->gstart[g], s->gmatch + CSET_BITS * g,
                       &lost) < 0) {
            s->gw[g]++;
            return -1;
        }
        for (; !cs_empty(lost); cs_droplo(&lost)) {
            int c = gc[cs_lo(lost)];
            touch(s, c);
            changed = 1;
            if (single(cand[c]) && !placed[c])
                push(s, placed, c);
        }
    }
    return changed;
}

/* Runs every rule to a fixpoint; 0 on contradiction. */
static int propagate(Solver *s, cset *cand, uint8_t *placed)
{
    s->st.nodes++;
    for (;;) {
        while (s->qhead < s->qtail) {
            int c = s->queue[s->qhead++];
            cset v = cand[c];
            touch(s, c);
            for (int i = s->pstart[c]; i < s->pstart[c + 1]; i++) {
                int p = s->peers[i];
                if (!cs_meets(cand[p], v))
                    continue;
                cand[p] = cs_andnot(cand[p], v);
                if (cs_empty(cand[p])) {
                    s->cw[p]++;
                    return 0;
                }
                touch(s, p);
                if (single(cand[p]) && !placed[p])
                    push(s, placed, p);
            }
        }
        int changed = 0;
        for (int g = 0; g < s->ngroups; g++) {
            if (!s->gfull[g] || !(s->dirty[g] & DIRTY_HIDDEN))
                continue;
            s->dirty[g] &= (uint8_t)~DIRTY_HIDDEN;
            cset once = cs_zero(), twice = cs_zero();
            const int *gc = s->gcells + s->gstart[g], n = s->gstart[g + 1] - s->gstart[g];
            for (int i = 0; i < n; i++) {
                cset x = cand[gc[i]];
                twice = cs_or(twice, cs_and(once, x));
                once = cs_or(once, x);
            }
            if (!cs_eq(once, s->full)) {
                s->gw[g]++;
                return 0;
            }
            cset hidden = cs_andnot(once, twice);
            if (cs_empty(hidden))
                continue;
            for (int i = 0; i < n; i++) {
                int c = gc[i];
                cset h = cs_and(cand[c], hidden);
                if (cs_empty(h) || single(cand[c]))
                    continue;
                if (!single(h)) {
                    s->gw[g]++;
                    return 0; /* two values that fit only this cell */
                }
                cand[c] = h;
                push(s, placed, c);
                changed = 1;
            }
        }
        for (int k = 0; k < s->nsums && s->qhead == s->qtail; k++) {
            int r = prune_sum(s, &s->sums[k], cand, placed);
            if (r < 0)
                return 0;
            changed |= r;
        }
        for (int k = 0; k < s->nlinks && s->qhead == s->qtail; k++) {
            int r = prune_link(s, &s->links[k], cand, placed);
            if (r < 0)
                return 0;
            changed |= r;
        }
        if (!changed && s->qhead == s->qtail && s->light)
            return 1; /* LIGHT PROBES: the cheap rules' fixpoint is enough */
        if (!changed && s->qhead == s->qtail) {
            int r = locked(s, cand, placed);
            if (r < 0)
                return 0;
            if (!r && s->gac) {
                r = gac_pass(s, cand, placed);
                if (r < 0)
                    return 0;
            }
            if (!r) {
                for (int g = 0; g < s->ngroups; g++)
                    s->dirty[g] &= (uint8_t)~(DIRTY_LOCKED | DIRTY_GAC);
                return 1;
            }
        }
    }
}

/* Levels 0..depth of the stacks exist: 0, or -1 when the budget refuses
 * them (then the search stops: timed_out STOP_MEMORY). The stacks grow by
 * doubling, each level ncells sets: 100x100 grids go thousands of levels
 * deep at 170 KB a level, the reason the memory limit covers them. */
static int ensure_depth(Solver *s, int depth)
{
    if (depth < s->depth_cap)
        return 0;
    int cap = s->depth_cap ? 2 * s->depth_cap : 16;
    while (cap <= depth)
        cap *= 2;
    size_t level = (size_t)s->ncells * (sizeof(cset) + 1) + CSET_BITS * sizeof(cs_index);
    if (charge_set(&s->stacks, s->mem, (size_t)cap * level) != 0 &&
        (cap = depth + 1, charge_set(&s->stacks, s->mem, (size_t)cap * level) != 0)) {
        s->timed_out = STOP_MEMORY; /* not even the exact depth fits */
        s->stop = 1;
        return -1;
    }
    s->cand_stack = xrealloc(s->cand_stack, (size_t)cap * s->ncells * sizeof(cset));
    s->placed_stack = xrealloc(s->placed_stack, (size_t)cap * s->ncells);
    s->vorder = xrealloc(s->vorder, (size_t)cap * CSET_BITS * sizeof(cs_index));
    s->depth_cap = cap;
    return 0;
}

/* A solution in s->grid (values): kept as the first, passed to fn. */
static void report_grid(Solver *s)
{
    if (s->found++ == 0 && s->first)
        memcpy(s->first, s->grid, (size_t)s->ncells * sizeof(int));
    if (s->fn && s->fn(s->m, s->grid, s->ctx))
        s->stop = 1;
    if (s->found >= s->limit)
        s->stop = 1;
}

/* A solution as candidate sets, one value each. */
static void report(Solver *s, const cset *cand)
{
    for (int c = 0; c < s->ncells; c++)
        s->grid[c] = s->vmin + cs_lo(cand[c]);
    report_grid(s);
}

static void search(Solver *s, int depth);

/* One branch: level depth+1 = level depth with cell c set to value bit v. */
static void try_value(Solver *s, int depth, int c, cset v)
{
    cset *cand = s->cand_stack + (size_t)depth * s->ncells;
    uint8_t *placed = s->placed_stack + (size_t)depth * s->ncells;
    cset *next = cand + s->ncells;
    uint8_t *nplaced = placed + s->ncells;
    memcpy(next, cand, (size_t)s->ncells * sizeof(cset));
    memcpy(nplaced, placed, (size_t)s->ncells);
    next[c] = v;
    s->st.guesses++;
    /* level depth is a fixpoint: nothing is dirty but what c's change makes
     * (flags left over from a sibling that failed would cost rescans) */
    memset(s->dirty, 0, (size_t)s->ngroups);
    s->qhead = s->qtail = 0;
    push(s, nplaced, c);
    if (propagate(s, next, nplaced))
        search(s, depth + 1);
    else if (s->first_fail < 0)
        s->first_fail = s->st.guesses;
}

/* Every 256 search nodes or probes: past the deadline, or cancelled? Sets
 * stop. */
static int out_of_time(Solver *s)
{
    if ((++s->tick & 255) == 0 && must_end(s->deadline, s->cancel))
        s->timed_out = s->stop = 1;
    return s->stop && s->timed_out;
}

/* FAILED-VALUE PROBING, for grids of 25x25 and above (on 16x16 it costs
 * more than it saves): a cell with two candidates
 * whose one value propagates to a contradiction takes the other. One pass
 * over the two-candidate cells per search node, in level depth+1 as
 * scratch. Returns 0 when the node itself is contradictory.
 * It cuts the guesses by 10-50x but costs about as much as 30 plain
 * guesses per node, so when one solution is wanted it runs at the root
 * and in the runs (RESTARTS) that start once the search has made
 * PROBE_AFTER_GUESSES guesses (instances near the phase transition need
 * it: about a third of the ACS 25x25 ones at 40-50% given get there).
 * Counting probes at every node.
 * LOOKAHEAD. A probe whose two values both hold is not wasted: it tells
 * how many cells each value fixes (f0, f1, the singles its propagation
 * queued). When one solution is wanted, the search branches on the cell
 * with the largest 1024*f0*f1 + f0 + f1 -- the split that simplifies
 * both sides most, as lookahead SAT solvers choose (Li and Anbulagan's
 * Satz; Heule's march) -- and tries first the value that fixes fewer
 * cells, the freer side, likelier to hold a solution. After a restart
 * each score loses a random share of up to a fifth, so that runs differ
 * (without it the runs repeat, and a bad one repeats too). Lookahead beat
 * dom/wdeg alone on the worst ACS 25x25 instance
 * (docs/benchmarks.md#native-lookahead-with-a-random-share). */
/* LIGHT PROBES. When one solution is wanted, a probe propagates with the
 * cheap rules only (naked and hidden singles, sums, variants), as
 * lookahead SAT solvers probe with unit propagation alone: locked
 * candidates and GAC took most of a 36x36's time, mostly inside probes.
 * A probe then misses some failures and scores the split by fewer fixed
 * cells, but costs a fraction; the value a failed probe forces, and every
 * node the search keeps, still get the full fixpoint. Every rule is sound,
 * so a probe that fails under the cheap rules fails under all of them.
 * More 36x36 grids solved in less CPU, and a little less CPU on ACS 25x25
 * (docs/benchmarks.md#native-light-probes). Counting keeps full probes. */
#define PROBE_MIN_CELLS 256
/* 3000 while probes propagated fully; with LIGHT PROBES, 300: the least
 * CPU and the shortest tail of the values tried on ACS 25x25, and the
 * tail is sensitive to it (docs/benchmarks.md#native-probe_after_guesses-300) */
#define PROBE_AFTER_GUESSES 300

static int probe(Solver *s, int depth)
{
    s->la_cell = -1;
    if (ensure_depth(s, depth + 1) != 0)
        return 1; /* stopped: the caller looks at s->stop */
    cset *cand = s->cand_stack + (size_t)depth * s->ncells;
    uint8_t *placed = s->placed_stack + (size_t)depth * s->ncells;
    cset *next = cand + s->ncells;
    uint8_t *nplaced = placed + s->ncells;
    long best = -1;
    s->la_cell = -1;
    for (int c = 0; c < s->ncells; c++) {
        if (popcount(cand[c]) != 2)
            continue;
        /* the clock, between probes too: one node's probes on a 36x36 can
         * take milliseconds, and 256 such nodes overran a 10 s limit by 2 s */
        if (out_of_time(s))
            return 1;
        cset lo = cs_lowbit(cand[c]), hi = cs_andnot(cand[c], lo);
        int fixed[2] = {0, 0};
        int k;
        for (k = 0; k < 2; k++) {
            cset v = k ? hi : lo;
            memcpy(next, cand, (size_t)s->ncells * sizeof(cset));
            memcpy(nplaced, placed, (size_t)s->ncells);
            next[c] = v;
            memset(s->dirty, 0, (size_t)s->ngroups);
            s->qhead = s->qtail = 0;
            push(s, nplaced, c);
            s->light = s->limit == 1;
            int holds = propagate(s, next, nplaced);
            s->light = 0;
            if (holds) {
                fixed[k] = s->qtail; /* cells this value fixes */
                continue;
            }
            cand[c] = k ? lo : hi; /* v fails: the other value holds */
            memset(s->dirty, 0, (size_t)s->ngroups);
            s->qhead = s->qtail = 0;
            push(s, placed, c);
            if (!propagate(s, cand, placed))
                return 0;
            break;
        }
        if (k == 2) { /* both values hold: a lookahead score */
            long score = 1024L * fixed[0] * fixed[1] + fixed[0] + fixed[1];
            if (s->randomize) /* restarts: up to a fifth off at random, for variety */
                score -= (long)((double)score * 0.2 * rng_unit(&s->rng));
            if (score > best) {
                best = score;
                s->la_cell = c;
                s->la_pair = cand[c];
                s->la_first = fixed[0] <= fixed[1] ? lo : hi; /* the freer branch first */
            }
        }
    }
    return 1;
}

/* FIRST SOLUTION (limit 1). Large sparse grids have many solutions; what
 * matters is not getting stuck under an early wrong guess.
 *   cell choice   dom/wdeg (Boussemart et al. 2004): every contradiction
 *                 adds 1 to the weight of the group (value missing, two
 *                 values for one cell) or the cell (wiped out) where it
 *                 showed; the cell branched on minimises candidates /
 *                 (1 + its weight + its groups' weights), so the search
 *                 goes first where it failed before. Weights last across
 *                 restarts (reset per native_count).
 *   value order   least constraining first: the value that fewest of the
 *                 cell's open peers still allow (random tie-breaks after
 *                 the first restart).
 * Counting (limit >= 2) keeps the plain rule: fewest candidates, first
 * such cell, or a value with fewer places in a group (below); every
 * branch is explored either way, so the count is exact. */

/* Two helpers of search, out of line so that their arrays are not on the
 * C stack of every level of the recursion. */

/* The value with fewest places (fewer than bestn, more than one) in a full
 * group: the group, its value in *bval; -1 when there is none. */
static __attribute__((noinline)) int value_split(Solver *s, const cset *cand, int bestn,
                                                 cset *bval)
{
    int cnt[CSET_BITS], bgroup = -1;
    for (int g = 0; g < s->ngroups; g++) {
        if (!s->gfull[g])
            continue;
        memset(cnt, 0, sizeof(int) * (size_t)s->nvals);
        const int *gc = s->gcells + s->gstart[g], n = s->gstart[g + 1] - s->gstart[g];
        cset done = cs_zero();
        for (int i = 0; i < n; i++) {
            cset x = cand[gc[i]];
            if (single(x))
                done = cs_or(done, x);
            else
                for (; !cs_empty(x); cs_droplo(&x))
                    cnt[cs_lo(x)]++;
        }
        for (int k = 0; k < s->nvals; k++)
            if (!cs_has(done, k) && cnt[k] > 1 && cnt[k] < bestn) {
                bestn = cnt[k];
                bgroup = g;
                *bval = cs_bit(k);
            }
        if (bestn == 2)
            break;
    }
    return bgroup;
}

/* Cell c's values, least constraining first (FIRST SOLUTION), into
 * order[]; returns how many. */
static __attribute__((noinline)) int value_order(Solver *s, const cset *cand, int c,
                                                 cs_index *order)
{
    int nv = 0, key[CSET_BITS];
    for (cset x = cand[c]; !cs_empty(x); cs_droplo(&x))
        order[nv++] = (cs_index)cs_lo(x);
    for (int i = 0; i < nv; i++) {
        int k = 0;
        cset bit = cs_bit(order[i]);
        for (int j = s->pstart[c]; j < s->pstart[c + 1]; j++)
            k += cs_meets(cand[s->peers[j]], bit);
        key[i] = k * CSET_BITS + (s->randomize ? (int)rng_below(&s->rng, CSET_BITS) : i);
        if (s->pattern && order[i] == s->phase[c])
            key[i] = -1; /* the phase first (PHASE) */
    }
    for (int i = 1; i < nv; i++) /* insertion sort by key */
        for (int j = i; j > 0 && key[j] < key[j - 1]; j--) {
            int t = key[j];
            key[j] = key[j - 1];
            key[j - 1] = t;
            cs_index b = order[j];
            order[j] = order[j - 1];
            order[j - 1] = b;
        }
    return nv;
}

/* Depth-first search from level `depth` (its state already propagated). */
static void search(Solver *s, int depth)
{
    cset *cand = s->cand_stack + (size_t)depth * s->ncells;
    if (s->budget && s->st.guesses > s->budget && (s->first_fail >= 0 || s->pre_cdcl)) {
        s->aborted = s->stop = 1;
        return;
    }
    if (s->ncells > PROBE_MIN_CELLS &&
        (s->limit > 1 || depth == 0 || s->probe_run)) {
        if (!probe(s, depth) || s->stop)
            return;
        cand = s->cand_stack + (size_t)depth * s->ncells;
        int c = s->la_cell;
        if (s->limit == 1 && c >= 0 && cs_eq(cand[c], s->la_pair)) {
            /* LOOKAHEAD: branch where both values fix the most cells (the
             * deeper levels' probes overwrite s->la_*: copied first) */
            cset first = s->la_first, second = cs_andnot(s->la_pair, first);
            if (out_of_time(s))
                return;
            try_value(s, depth, c, first);
            if (!s->stop)
                try_value(s, depth, c, second);
            return;
        }
    }
    int best = -1, bestn = CSET_BITS + 1;
    int off = s->randomize ? (int)rng_below(&s->rng, (uint64_t)s->ncells) : 0;
    if (s->limit == 1) { /* dom/wdeg, see FIRST SOLUTION */
        long bw = 1; /* compares n / w as n * bw < bestn * w */
        for (int i = 0; i < s->ncells; i++) {
            int c = off + i < s->ncells ? off + i : off + i - s->ncells;
            int n = popcount(cand[c]);
            if (n < 2)
                continue;
            long w = 1 + s->cw[c];
            for (int j = s->cgstart[c]; j < s->cgstart[c + 1]; j++)
                w += s->gw[s->cglist[j]];
            if (best < 0 || (long)n * bw < (long)bestn * w) {
                best = c;
                bestn = n;
                bw = w;
            }
        }
    } else {
        for (int i = 0; i < s->ncells; i++) {
            int c = off + i < s->ncells ? off + i : off + i - s->ncells;
            int n = popcount(cand[c]);
            if (n > 1 && n < bestn) {
                bestn = n;
                best = c;
                if (n == 2)
                    break;
            }
        }
    }
    /* A value with fewer places in a full group than the best cell has
     * candidates is the better split: it must go in one of those places. */
    int bgroup = -1;
    cset bval = cs_zero();
    if (bestn > 2 && best >= 0 && s->limit > 1)
        bgroup = value_split(s, cand, bestn, &bval);
    if (best < 0) {
        report(s, cand);
        return;
    }
    if (out_of_time(s) || ensure_depth(s, depth + 1) != 0)
        return;
    cand = s->cand_stack + (size_t)depth * s->ncells; /* the stack may have moved */
    if (bgroup >= 0) {
        const int *gc = s->gcells + s->gstart[bgroup];
        int n = s->gstart[bgroup + 1] - s->gstart[bgroup];
        int r = s->randomize ? (int)rng_below(&s->rng, (uint64_t)n) : 0;
        for (int i = 0; i < n && !s->stop; i++) {
            int c = gc[(i + r) % n];
            if (!cs_meets(cand[c], bval) || single(cand[c]))
                continue;
            try_value(s, depth, c, bval);
            cand = s->cand_stack + (size_t)depth * s->ncells;
        }
        return;
    }
    cset vals = cand[best];
    if (s->limit == 1) { /* least constraining value first (FIRST SOLUTION) */
        int nv = value_order(s, cand, best, s->vorder + (size_t)depth * CSET_BITS);
        for (int i = 0; i < nv && !s->stop; i++)
            try_value(s, depth, best, cs_bit(s->vorder[(size_t)depth * CSET_BITS + i]));
        return;
    }
    if (s->randomize) { /* rotate the value order by a random amount */
        int r = (int)rng_below(&s->rng, (uint64_t)popcount(vals));
        cset low = cs_zero();
        for (int i = 0; i < r; i++) {
            low = cs_or(low, cs_lowbit(vals));
            cs_droplo(&vals);
        }
        for (; !cs_empty(vals) && !s->stop; cs_droplo(&vals)) {
            try_value(s, depth, best, cs_lowbit(vals));
            cand = s->cand_stack + (size_t)depth * s->ncells;
        }
        vals = low;
    }
    for (; !cs_empty(vals) && !s->stop; cs_droplo(&vals)) {
        try_value(s, depth, best, cs_lowbit(vals));
        cand = s->cand_stack + (size_t)depth * s->ncells;
    }
}

/* RESTARTS. Finding one solution of a large grid is heavy-tailed: most
 * runs are quick, a few get lost deep in the tree. When a single solution
 * is wanted on a grid larger than 9x9, the search gives up after a budget
 * of guesses and starts again from the propagated root (level 0 stays
 * intact) with random tie-breaks. Run i gets RESTART_UNIT * luby(i)
 * guesses (Luby, Sinclair and Zuckerman's universal sequence); the failure
 * weights learnt so far steer each new run (see FIRST SOLUTION). On grids
 * with probing, the runs that start after PROBE_AFTER_GUESSES guesses
 * probe at every node and branch by lookahead (FAILED-VALUE PROBING); a
 * guess costs ~40x more there, so those runs take their own Luby sequence
 * from 1 rather than continuing the plain runs' (continuing it made one
 * seed's run several times slower:
 * docs/benchmarks.md#native-probing-runs-own-luby-sequence). Each
 * sequence grows without bound, so some run is long enough to finish and
 * the search stays complete. Counting (limit > 1) is one exhaustive run. */
#define RESTART_UNIT 200

/* DEEP DESCENTS. On a sparse grid the search goes hundreds of guesses deep
 * before its first contradiction, so runs of 200 guesses could never reach
 * a solution (a 36x36 with 10% given took ~9,000 guesses, a 64x64 with
 * 5-30% given mostly ran out of 10 s). Two rules: a run is never cut
 * before the search has met a contradiction at all, and the unit of the
 * Luby sequence is at least the number of guesses made before the first
 * one -- a run may go as deep as the first descent went. Probing runs
 * (costly at every node) then start after 15 units when the unit grew,
 * not after PROBE_AFTER_GUESSES.
 * Near the phase transition the first contradiction comes within 200
 * guesses, and nothing changes there: the same guesses with and without
 * these rules (docs/benchmarks.md#native-deep-descents). */

/* The phase all at once (PHASE): level 1 = the root with every open cell
 * that still allows its phase value set to it, propagated. When that
 * fills the grid it is a solution; else level 1 is dropped and the search
 * starts as usual. One propagation: on an empty 64x64 it is the whole
 * search. Returns 1 when it found the solution. */
static int phase_probe(Solver *s)
{
    if (ensure_depth(s, 1) != 0)
        return 0;
    cset *cand = s->cand_stack, *next = cand + s->ncells;
    uint8_t *nplaced = s->placed_stack + s->ncells;
    memcpy(next, cand, (size_t)s->ncells * sizeof(cset));
    memcpy(nplaced, s->placed_stack, (size_t)s->ncells);
    memset(s->dirty, 0, (size_t)s->ngroups);
    s->qhead = s->qtail = 0;
    s->st.guesses++;
    for (int c = 0; c < s->ncells; c++)
        if (!single(next[c]) && cs_has(next[c], s->phase[c])) {
            next[c] = cs_bit(s->phase[c]);
            push(s, nplaced, c);
        }
    if (!propagate(s, next, nplaced))
        return 0;
    for (int c = 0; c < s->ncells; c++)
        if (!single(next[c]))
            return 0;
    report(s, next);
    return 1;
}

/* CONFLICT-DRIVEN SEARCH: cdcl.c from the propagated root (level 0). */
static void run_cdcl(Solver *s)
{
    const cset *cand = s->cand_stack;
    int n = s->nvals;
    if (!s->allowed)
        s->allowed = xmalloc((size_t)s->ncells * n);
    for (int c = 0; c < s->ncells; c++)
        for (int v = 0; v < n; v++)
            s->allowed[(size_t)c * n + v] = cs_has(cand[c], v);
    CdclProblem p = {s->ncells, n, s->ngroups, s->gstart, s->gcells, s->gfull, s->allowed,
                     s->pattern ? s->phase : NULL, s->deadline, s->cancel, CDCL_MIN_AUTO,
                     s->seed, NULL, s->mem};
    CdclStats cs;
    int r = cdcl_race(&p, s->threads, s->grid, &cs);
    s->st.guesses += cs.decisions;
    s->st.nodes += cs.propagations;
    if (r < 0) {
        s->timed_out = r == CDCL_OUT_OF_MEMORY ? STOP_MEMORY : STOP_TIME;
        s->stop = 1;
        return;
    }
    if (r == 0)
        return;
    for (int c = 0; c < s->ncells; c++)
        s->grid[c] += s->vmin;
    report_grid(s); /* limit 1: the search stops */
}

static void run_search(Solver *s)
{
    long nplain = 1, nprobe = 0, unit = RESTART_UNIT;
    s->first_fail = -1;
    s->budget = 0;
    s->randomize = 0;
    s->aborted = 0;
    s->probe_run = 0;
    if (s->limit == 1 && s->ncells > 81) {
        rng_seed(&s->rng, 0x5eed);
        s->budget = RESTART_UNIT * luby(nplain);
    }
    if (s->limit == 1 && s->pattern) {
        make_phase(s, s->cand_stack);
        if (phase_probe(s) || s->stop)
            return;
    }
    if (s->limit == 1 && s->cdcl) { /* a short run first (CONFLICT-DRIVEN SEARCH) */
        s->budget = CDCL_AFTER_GUESSES;
        s->pre_cdcl = 1;
    }
    for (;;) {
        search(s, 0);
        if (!s->aborted || s->timed_out)
            return;
        if (s->limit == 1 && s->cdcl) {
            s->aborted = s->stop = s->pre_cdcl = 0;
            run_cdcl(s);
            return;
        }
        s->aborted = s->stop = 0;
        s->randomize = 1;
        if (s->first_fail > unit) /* DEEP DESCENTS */
            unit = s->first_fail;
        s->probe_run = s->ncells > PROBE_MIN_CELLS &&
                       s->st.guesses > (unit > RESTART_UNIT ? 15 * unit : PROBE_AFTER_GUESSES);
        s->budget = s->st.guesses + unit * luby(s->probe_run ? ++nprobe : ++nplain);
    }
}

static long solver_count(Solver *s, const int *givens, long limit, SolutionFn fn, void *ctx,
                         int *first, double deadline, int *timed_out, NativeStats *stats)
{
    const Model *m = s->m;
    if (!givens)
        givens = m->given;
    s->limit = limit > 0 ? limit : 1;
    s->found = 0;
    s->fn = fn;
    s->ctx = ctx;
    s->first = first;
    s->stop = s->timed_out = s->pre_cdcl = 0;
    s->deadline = deadline;
    memset(&s->st, 0, sizeof s->st);
    memset(s->gw, 0, (size_t)(s->ngroups ? s->ngroups : 1) * sizeof(long));
    memset(s->cw, 0, (size_t)s->ncells * sizeof(long));
    memset(s->dirty, DIRTY_HIDDEN | DIRTY_LOCKED | DIRTY_GAC, (size_t)(s->ngroups ? s->ngroups : 1));
    if (ensure_depth(s, 0) != 0) {
        if (timed_out)
            *timed_out = s->timed_out;
        if (stats)
            *stats = s->st;
        return 0;
    }
    cset *cand = s->cand_stack;
    uint8_t *placed = s->placed_stack;
    memset(placed, 0, (size_t)s->ncells);
    s->qhead = s->qtail = 0;
    int ok = 1;
    for (int c = 0; c < s->ncells; c++) {
        cand[c] = s->unary[c];
        if (givens[c]) {
            int k = givens[c] - s->vmin;
            if (k < 0 || k >= s->nvals || !cs_has(s->unary[c], k)) {
                ok = 0;
                break;
            }
            cand[c] = cs_bit(k);
        }
        if (cs_empty(cand[c])) { /* odd and even on one cell */
            ok = 0;
            break;
        }
    }
    if (ok) {
        /* The model's own GIVEN constraints hold even when givens[] replaces
         * the grid (a caller's partial grid must not contradict them). */
        for (int i = 0; i < m->ncons && ok; i++)
            if (m->cons[i].kind == CON_GIVEN) {
                int c = m->cons[i].cells[0];
                cand[c] = cs_and(cand[c], cs_bit(m->cons[i].total - s->vmin));
                ok = !cs_empty(cand[c]);
            }
    }
    if (ok) {
        for (int c = 0; c < s->ncells; c++)
            if (single(cand[c]))
                push(s, placed, c);
        if (propagate(s, cand, placed))
            run_search(s);
    }
    if (timed_out)
        *timed_out = s->timed_out;
    if (stats)
        *stats = s->st;
    return s->found;
}

/* The instance's face (native_width.h): native.c keeps the Solver behind
 * a void pointer and calls these through the table of the width it chose. */
static void *ops_make(const Model *m, BuildGuard *guard) { return solver_new(m, guard); }
static void ops_release(void *s) { solver_free(s); }
static long ops_count(void *s, const int *givens, long limit, SolutionFn fn, void *ctx,
                      int *first, double deadline, int *timed_out, NativeStats *stats)
{
    return solver_count(s, givens, limit, fn, ctx, first, deadline, timed_out, stats);
}
static void ops_set_run(void *s, const volatile int *cancel, int threads, unsigned seed,
                        Budget *mem)
{
    /* what the solver holds moves to this run's budget (NULL: to none):
     * the budget of the run that built it may be gone by now */
    charge_force(&((Solver *)s)->tables, mem, ((Solver *)s)->tables.bytes);
    charge_force(&((Solver *)s)->stacks, mem, ((Solver *)s)->stacks.bytes);
    ((Solver *)s)->mem = mem;
    ((Solver *)s)->cancel = cancel;
    ((Solver *)s)->threads = threads;
    ((Solver *)s)->seed = seed;
}
static void ops_size(const void *s, long size[3]) { solver_size(s, size); }

const NativeOps NATIVE_OPS = {ops_make, ops_release, ops_count, ops_set_run, ops_size};
