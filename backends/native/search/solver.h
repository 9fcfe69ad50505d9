/* solver.h -- the general bitset search's state: the Solver (its tables,
 * built by build.c, and its search state), the constraints it keeps (Sum,
 * Link), and the helpers every rule uses to change a cell (push, touch,
 * keep_only). REPRESENTATION: search_impl.h.
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

#include "native/native.h"
#include "native/native_width.h"

#include "cset.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#include "native/cdcl/cdcl.h"
#include "ir_index.h"
#include "pairs.h"
#include "quadruple.h"

/* all-different GAC from 25x25 on (below, the cheaper rules already
 * settle the grids and GAC only costs time), on groups with at most
 * GAC_MAX_OPEN open cells (the filter is quadratic in them, ruinous on
 * empty big grids); docs/benchmarks.md#native-gac-from-25x25-on-small-groups */
#define GAC_MIN_CELLS 257
#define GAC_MAX_OPEN 25

/* A sum's distinct: SUM_PLAIN (bounds only), SUM_CAGE (the model's cage
 * or an innie: a group of its own) or SUM_APART (not a cage in the model,
 * but every two of its cells share a group, so its values differ all the
 * same: a Margin Sudoku's outside sum along a box's row; the cage-set rule
 * applies, the derived sums still leave it out). */
enum { SUM_PLAIN, SUM_CAGE, SUM_APART };

typedef struct {
    int n, total, distinct;
    const int *cells;
    const int *blk; /* SUM_PLAIN narrowed by blocks (links.c's SUM BLOCKS):
                       nblk + 1 offsets into cells, runs of cells whose
                       values differ; NULL: by bounds alone */
    int nblk, seen; /* blocks; its cells' candidates at its last fixpoint:
                       sum_seen[seen ..] */
} Sum;

/* A variant constraint other than PARITY (the cells are the model's). The
 * pair kinds (compiler/pairs.h) carry allow[k]: the partners a cell may
 * hold beside value index k (owned); SKYSCRAPER its automaton's tables
 * (prune_skyscraper; NULL: by bounds); SANDWICH and XSUM n sets of scratch
 * (prune_sandwich, prune_xsum: what each cell may keep; a sandwich 3n, an
 * x-sum 2n, and the sets of set_at after them). */
typedef struct {
    ConKind kind;
    int n;
    const int *cells;
    cset *allow;
    int total;      /* SKYSCRAPER, SANDWICH, XSUM: the clue */
    int *set_at;    /* SANDWICH along a full group (every value once): the
                       sets of k middle values adding up to total are
                       allow[3n + set_at[k] .. 3n + set_at[k+1]); XSUM
                       likewise, the sets of the X - 1 cells after the
                       first holding index q at allow[2n + set_at[q] ..
                       2n + set_at[q+1]) (owned; NULL: by bounds) */
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
    int *sum_blocks;        /* the sums' blk offsets, owned */
    cset *sum_seen;         /* SUM BLOCKS' last fixpoints, owned */
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
    long fails;             /* dead ends met: a branch or a probed node wiped out */
    long fail_budget;       /* PARTIAL RESTARTS (search.c): cut this run past
                               this many dead ends; 0: by guesses (budget) */
    int restart_at;         /* ... and start it again at this level (0: the root) */
    int run_fail_depth;     /* the level of this run's first dead end, or -1 */
    int partials;           /* partial restarts since the last from the root */
    int light;              /* propagate() without locked candidates and GAC (LIGHT PROBES) */
    int aborted, randomize;
    int probe_run;          /* this run probes at every node (RESTARTS) */
    int trailing;           /* probe(): log the cells changed (PROBE TRAIL) */
    int *trail, ntrail;     /* the cells changed since the probe began */
    unsigned *stamp, epoch; /* stamp[c] == epoch: c is on the trail */
    int la_cell;            /* probe(): the two-candidate cell to branch on */
    cset la_pair, la_first; /* its candidates then, the value to try first */
    int gac;                /* all-different GAC on full groups (GAC_MIN_CELLS) */
    cs_index *gmatch;       /* per full group: its last matching, a start */
    int places;             /* GAC on each value's places (places.c) */
    cset vlost;             /* values that lost a place since the last pass */
    cset *pl;               /* places.c's scratch: nvals x CSET_BITS places */
    cs_index *plmatch;      /* per value: its last matching rows -> columns */
    int *plrow;             /* 0, 1, .. nvals-1: the rows as gac_filter's cells */
    int lat;                /* LATIN PROBES (latin.c): light probes on places */
    cset *latp;             /* per value, per line (rows, then columns): its places */
    cset *latlost;          /* per line: the values lost since its last sweep */
    int *latline;           /* per group: its line */
    uint8_t *latfirst;      /* per cell: its row is its first group */
    int *latat;             /* per cell: its row, column, first and second group */
    uint64_t *latdirty;     /* bit g: group g to be swept; latwords words */
    int latwords;
    int latdepth;           /* the level whose candidates latp holds, or -1 */
    int latlive;            /* lat_full: gac_pass and places_pass cut latp too */
    int *pattern;           /* PHASE: a filling of the empty grid (value indices), or NULL */
    int *phase;             /* per cell: the value index tried first (limit 1), or -1 */
    int *relabel;           /* PHASE: nvals x nvals agreement counts, then the map */
    int cdcl;               /* CONFLICT-DRIVEN SEARCH allowed for limit 1 */
    uint8_t *allowed;       /* its input: ncells x nvals, the root's candidates */
    int cut_always;         /* cut at the budget even before a contradiction:
                               the short run before CDCL, a capped count */
    long count_cap;         /* native_set_run: a count's guess cap (COUNT CAP), 0 = none */
    int count_turns;        /* native_set_run: the cap pauses the count by learning
                               too (PAUSED COUNTS), not only the plain search */
    int count_cdcl;         /* this count goes on by cdcl_count past COUNT_CDCL_AFTER */
    int *rpath;             /* PAUSED COUNTS (run.c): per level of the path to the
                               paused node, the branch in progress there and
                               the node's split (search.c's note_split) */
    int rdepth;             /* the paused node's level (0: no count paused) */
    int replay;             /* resuming: levels below this one replay the path */
    CdclCount *cc;          /* PAUSED COUNTS: a count by learning paused, or NULL */
    long cc_guesses, cc_nodes; /* the stats before that count by learning began */
    long cc_limit;          /* the solutions it may still find */
    Rng rng;
    NativeStats st;
    IrIndex ix;             /* the model's groups and peers (ir_index.h), owned */
};

static inline int popcount(cset x) { return cs_count(x); }
static inline int single(cset x) { return cs_single(x); }

/* PROBE TRAIL (search.c): cell c changed during a probe, logged once. */
static inline void trail_add(Solver *s, int c)
{
    if (s->stamp[c] != s->epoch) {
        s->stamp[c] = s->epoch;
        s->trail[s->ntrail++] = c;
    }
}

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
    if (s->trailing)
        trail_add(s, c);
    for (int j = s->cgstart[c]; j < s->cgstart[c + 1]; j++)
        s->dirty[s->cglist[j]] = DIRTY_HIDDEN | DIRTY_LOCKED | DIRTY_GAC;
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
    s->vlost = cs_or(s->vlost, cs_andnot(cand[c], x));
    cand[c] = x;
    touch(s, c);
    if (single(x) && !placed[c])
        push(s, placed, c);
    return 1;
}

/* Defined by later parts, called by build.c. */
static void add_derived(Solver *s);
static void mark_apart(Solver *s, int from);
static cset *sky_tables(const Link *l);
static void mark_blocks(Solver *s);
static int prune_sum_blocks(Solver *s, const Sum *sm, cset *cand, uint8_t *placed);
static int add_pairs(Solver *s, BuildGuard *g);
static void make_pattern(Solver *s);
static int cdcl_eligible(const Solver *s);
static void places_init(Solver *s);
static void lat_init(Solver *s);
static inline void lat_cut(Solver *s, int c, cset gone);
