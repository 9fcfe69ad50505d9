/* meta.h -- internal interface of the metaheuristic solvers (GRASP,
 * AC3 + tabu search, AC3 + cuckoo search) behind backend_heuristic.
 *
 * The Model is turned once into a MetaProblem: groups of pairwise
 * different cells (rows, columns, boxes, regions, diagonals: every ALLDIFF
 * and PERM constraint), each cell's groups and peers (the model's index,
 * ir_index.h), and the givens.
 * Values are numbered 1..nvals inside (Model value = v - 1 + vmin), 0 is an
 * empty cell, and a set of values is a 64-bit mask (bit v-1), so that a
 * membership test, a removal or a count is one word operation. */
#ifndef PUZC_META_H
#define PUZC_META_H

#include "ir.h"
#include "ir_index.h"
#include "util.h"

#include <stdint.h>

typedef struct {
    const Model *m;
    int ncells, nvals;
    uint64_t full;        /* all values: bits 0..nvals-1 */
    IrIndex ix;           /* the groups, each cell's groups and peers (owned) */
    int *given;           /* per cell: 1..nvals, or 0 */
    /* GRASP: groups that hold every value once and partition the cells
     * (boxes, jigsaw regions, or rows); block_of[c] = its group, -1 when no
     * such partition exists (nblocks = 0). */
    int nblocks;
    int *block_of;
    char blocks_name[16]; /* "boxes", "regions" or "rows" */
} MetaProblem;

/* Limits, options and the clock shared by the three methods. */
typedef struct {
    long max_iter;        /* iteration limit (> 0) */
    double time_limit;    /* seconds, 0 = none */
    int tabu_size;        /* 0 = dynamic tenure */
    double alpha;         /* GRASP: share of the candidate list in the RCL, 0..1 */
    const volatile int *cancel; /* stop when *cancel is nonzero; may be NULL */
    puz_progress_fn progress;   /* a line a second after the first; may be NULL */
    void *progress_ctx;
    const char *method;   /* for progress lines */
    long check_mask;      /* look at the clock when (iter & check_mask) == 0 */
    Rng rng;
    /* kept by meta_stop */
    double t0, next_report;
    int timed_out, cancelled;
} MetaRun;

/* What a run did. */
typedef struct {
    long iterations;
    int best_cost;        /* 0 when solved */
} MetaStats;

/* heuristic_backend.c: true when the run must end before iteration `iter`
 * (iteration or time limit, or cancelled); reports progress to the
 * callback. */
int meta_stop(MetaRun *r, long iter, int best_cost);
/* True (timed_out or cancelled set) when the time limit has passed or the
 * run was cancelled: for long steps inside one iteration. Reads the clock. */
int meta_expired(MetaRun *r);

/* ac3.c -- AC3 over the binary "different" constraints of the groups.
 * Pre-filter: dom[c] (ncells masks) from the givens alone. Returns -1 and
 * the cell in *wiped when some domain becomes empty (no solution), else
 * the number of cells whose domain is a single value. */
int ac3_prefilter(const MetaProblem *p, uint64_t *dom, int *wiped);

/* A consistent partial assignment (no two peers hold the same value) kept
 * arc-consistent by ac3_fill. Shared by tabu search and cuckoo search;
 * cost = number of empty cells. */
typedef struct {
    const MetaProblem *p;
    const uint64_t *dom0;  /* pre-filtered domains */
    int *val;              /* per cell: 0 empty, else 1..nvals */
    uint8_t *gamma;        /* [c * nvals + v-1]: assigned peers of c holding v */
    uint64_t *used;        /* per cell: values held by assigned peers */
    int *empty, *epos;     /* the empty cells; epos[c] = index in empty or -1 */
    int nempty;
    int *queue;            /* ring of cells whose domain changed, for ac3_fill */
    uint8_t *inq;
    int qhead, nq;
} MetaState;

/* Starts with the cells whose pre-filtered domain is one value filled. */
void ac3_state_init(MetaState *s, const MetaProblem *p, const uint64_t *dom0);
void ac3_state_free(MetaState *s);
void ac3_state_copy(MetaState *dst, const MetaState *src);
/* The values cell c could take now without a conflict. */
static inline uint64_t ac3_domain(const MetaState *s, int c)
{
    return s->dom0[c] & ~s->used[c];
}
/* Puts value v in empty cell c after emptying the peers that hold v (their
 * cells go to removed[], *nremoved of them; removed may be NULL). */
void ac3_move(MetaState *s, int c, int v, int *removed, int *nremoved);
/* AC3 to a fixpoint from the cells touched since the last call: every empty
 * cell whose domain is one value gets it, which may shrink its peers'
 * domains in turn. A cell whose domain is empty stays empty. tabu (NULL or
 * ncells*nvals iteration stamps) forbids (c, v) while tabu[...] > iter.
 * Returns the number of cells filled. */
int ac3_fill(MetaState *s, const long *tabu, long iter);

/* TABU ROULETTE (tabu.c), shared by both tabu searches: a value of the
 * domain dom of a cell drawn with probability proportional to wt[g], g =
 * gam[k] the peers now holding value index k; (cell, k) with tb[k] > iter
 * (tabu) only when g <= aspire (aspiration). Returns value k + 1, or 0
 * when every value is left out. wt: tabu_weights. */
void tabu_weights(double wt[PUZ_MAX_VALUES + 1]);
int tabu_draw(Rng *rng, uint64_t dom, const uint8_t *gam, const long *tb, long iter,
              int aspire, const double *wt);

/* The three methods. Each fills grid (ncells values 1..nvals) with the best
 * state found and returns 1 when it is a solution (cost 0). */
int grasp_solve(const MetaProblem *p, MetaRun *r, int *grid, MetaStats *st);
int tabu_solve(const MetaProblem *p, const uint64_t *dom0, MetaRun *r, int *grid,
               MetaStats *st);
int cuckoo_solve(const MetaProblem *p, const uint64_t *dom0, MetaRun *r, int *grid,
                 MetaStats *st);
/* --variant literal: Algorithm 1 as printed (tabu_literal.c) and cuckoo
 * search with geometric operators over complete grids (cuckoo_geo.c; needs
 * p->nblocks, as GRASP does; its cost counts repeated values). */
int tabu_literal_solve(const MetaProblem *p, const uint64_t *dom0, MetaRun *r, int *grid,
                       MetaStats *st);
int cuckoo_geo_solve(const MetaProblem *p, const uint64_t *dom0, MetaRun *r, int *grid,
                     MetaStats *st);

#endif
