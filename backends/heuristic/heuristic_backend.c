/* heuristic_backend.c -- backend_heuristic: GRASP, AC3 + tabu search and
 * AC3 + cuckoo search (meta.h) behind the Backend interface. Builds the
 * MetaProblem from the Model, runs the AC3 pre-filter, applies the
 * iteration and time limits and the cancel flag, reports progress through
 * the caller's callback, and returns a verified solution or an honest "not
 * solved within the limit" (PUZ_UNKNOWN).
 *
 * WHAT IT TAKES. Any model whose constraints are groups of pairwise
 * different cells (ALLDIFF, PERM) and givens: classic Sudoku of every box
 * shape, Latin squares, jigsaw, X-Sudoku, windoku. Sum constraints (Killer
 * cages) are refused. GRASP also needs exactly-once groups that partition
 * the cells (boxes, jigsaw regions, or the rows of a Latin square): its
 * moves swap two cells inside one of them.
 *
 * WHAT IT ANSWERS. These methods are incomplete: they find one solution or
 * none, and never prove that there is none (except when AC3 alone wipes a
 * domain out, or a group has more cells than values: then PUZ_UNSAT). A
 * count (limit > 1) is never settled: res->incomplete is set. */
#include "backend.h"
#include "meta.h"
#include "verify.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const heuristic_methods[] = {"tabu", "grasp", "cuckoo", NULL};
/* --variant: puzc's methods (the default), or the papers' as printed:
 * tabu_literal.c, cuckoo_geo.c (GRASP has one variant) */
static const char *const heuristic_variants[] = {"puzc", "literal", NULL};

#define META_DEFAULT_ITER 100000L
#define META_DEFAULT_ALPHA 0.3

/* The heuristic backend's own options, as set by name (HEURISTIC_OPTIONS
 * below); NULL and 0 are the defaults. */
typedef struct {
    const char *method;  /* --method: tabu (NULL), grasp or cuckoo */
    uint64_t seed;       /* --seed */
    long iterations;     /* --iterations, 0 = META_DEFAULT_ITER */
    int tabu_size;       /* --tabu-size, 0 = tabu.c's own */
    const char *variant; /* --variant: puzc (NULL) or literal */
    double alpha;        /* --alpha: GRASP's RCL share, 0 = META_DEFAULT_ALPHA */
    int verbose;         /* --verbose: read by the caller, which then gives
                            a progress callback (the runs report to any) */
} HeurOpts;

static const HeurOpts heuristic_defaults = {0};

/* The groups of "different" cells, each cell's groups and its peers: the
 * model's index (ir_index.h; sums are refused before, so its groups are the
 * ALLDIFF and PERM constraints). */
static void meta_build(const Model *m, MetaProblem *p)
{
    memset(p, 0, sizeof *p);
    p->m = m;
    p->ncells = m->ncells;
    p->nvals = m->nvals;
    p->full = m->nvals == 64 ? ~0ULL : (1ULL << m->nvals) - 1;
    int nc = m->ncells;
    ir_index_init(&p->ix, m);
    ir_index_peers(&p->ix, NULL, NULL);
    p->given = xcalloc((size_t)(nc ? nc : 1), sizeof(int));
    for (int c = 0; c < nc; c++)
        if (m->given[c])
            p->given[c] = m->given[c] - m->vmin + 1;
    /* GRASP's blocks: the first family (boxes, regions, rows) of
     * exactly-once groups that covers every cell exactly once */
    static const char *const fam[][2] = {{"box", "boxes"}, {"region", "regions"},
                                         {"row", "rows"}};
    p->block_of = xmalloc((size_t)(nc ? nc : 1) * sizeof(int));
    for (int f = 0; f < 3 && !p->nblocks; f++) {
        int covered = 0, ok = 1, nb = 0;
        for (int c = 0; c < nc; c++)
            p->block_of[c] = -1;
        for (int g = 0; g < p->ix.ngroups && ok; g++) {
            const Constraint *con = &m->cons[p->ix.gcon[g]];
            if (strncmp(con->name, fam[f][0], strlen(fam[f][0])) != 0)
                continue;
            if (!p->ix.gfull[g]) {
                ok = 0;
                break;
            }
            for (int j = 0; j < con->n && ok; j++) {
                if (p->block_of[con->cells[j]] >= 0)
                    ok = 0;
                p->block_of[con->cells[j]] = g;
                covered++;
            }
            nb++;
        }
        if (ok && nb && covered == nc) {
            p->nblocks = nb;
            snprintf(p->blocks_name, sizeof p->blocks_name, "%s", fam[f][1]);
        }
    }
    if (!p->nblocks)
        for (int c = 0; c < nc; c++)
            p->block_of[c] = -1;
}

static void meta_free(MetaProblem *p)
{
    ir_index_free(&p->ix);
    free(p->given);
    free(p->block_of);
}

int meta_expired(MetaRun *r)
{
    if (cancel_requested(r->cancel))
        return r->cancelled = 1;
    if (r->time_limit > 0 && now_sec() - r->t0 >= r->time_limit)
        return r->timed_out = 1;
    return 0;
}

int meta_stop(MetaRun *r, long iter, int best_cost)
{
    if (iter >= r->max_iter)
        return 1;
    if (iter & r->check_mask)
        return 0;
    if (cancel_requested(r->cancel)) {
        r->cancelled = 1;
        return 1;
    }
    if (!r->time_limit && !r->progress)
        return 0;
    double t = now_sec() - r->t0;
    if (r->time_limit > 0 && t >= r->time_limit) {
        r->timed_out = 1;
        return 1;
    }
    if (r->progress && t >= r->next_report) {
        /* nothing for the first second; then a line a second */
        char line[160];
        snprintf(line, sizeof line, "%s: iteration %ld of %ld, best cost %d, %.1f s", r->method,
                 iter, r->max_iter, best_cost, t);
        r->progress(line, r->progress_ctx);
        r->next_report = t + 1.0;
    }
    return 0;
}

/* Why a model is refused into why (n bytes): -1; or 0 when it is not.
 * The searches know groups only: no sums, no variants. */
static int heuristic_refuse(const Model *m, char *why, size_t n)
{
    if (backend_refuse(m, "heuristic", why, n) != 0)
        return -1;
    if (m->ncells == 0) {
        snprintf(why, n, "the heuristic backend needs at least one cell");
        return -1;
    }
    return 0;
}

/* The bytes a run holds, for the budget: the problem (meta_build), the
 * domains and the grid, and the most any method keeps (tabu_literal's two
 * tables of a long and an int per cell and value; the cuckoos' 15 nests
 * and their eggs, and every method's per-cell arrays, under 32 ints a
 * cell). */
static size_t run_bytes(const MetaProblem *p)
{
    size_t nc = (size_t)p->ncells, nv = (size_t)p->nvals;
    size_t ng = (size_t)p->ix.ngroups;
    size_t meta = ng + 1 + 2 * (size_t)p->ix.gstart[ng] + 4 * (nc + 1) + (size_t)p->ix.pstart[nc];
    return meta * sizeof(int) + nc * (sizeof(uint64_t) + sizeof(int)) +
           nc * nv * (sizeof(long) + sizeof(int) + 1) + 32 * nc * sizeof(int);
}

static SolveStatus heuristic_solve(const Model *m, const SolveOpts *o, SolveResult *res)
{
    const HeurOpts *ho = o->own;
    const char *method = ho->method ? ho->method : heuristic_methods[0];
    int mi = -1;
    for (int i = 0; heuristic_methods[i]; i++)
        if (!strcmp(method, heuristic_methods[i]))
            mi = i;
    int refused = heuristic_refuse(m, res->err, sizeof res->err);
    if (mi < 0) {
        snprintf(res->err, sizeof res->err,
                 "unknown heuristic method '%s' (grasp, tabu or cuckoo)", method);
        return res->status = PUZ_ERROR;
    }
    if (refused)
        return res->status = PUZ_ERROR;
    double alpha = ho->alpha > 0 ? ho->alpha : META_DEFAULT_ALPHA;
    if (alpha > 1 && alpha <= 100)
        alpha /= 100; /* --alpha 30 means 30% */
    if (alpha > 1) {
        snprintf(res->err, sizeof res->err,
                 "--alpha wants a share of the candidate list: 0..1 or a percentage");
        return res->status = PUZ_ERROR;
    }
    double t0 = now_sec();
    MetaProblem p;
    meta_build(m, &p);
    int literal = ho->variant && !strcmp(ho->variant, "literal");
    if (literal && mi == 1) {
        snprintf(res->err, sizeof res->err,
                 "--variant literal is for tabu and cuckoo; grasp has one variant");
        meta_free(&p);
        return res->status = PUZ_ERROR;
    }
    if ((mi == 1 || (literal && mi == 2)) && !p.nblocks) {
        snprintf(res->err, sizeof res->err,
                 "%s needs exactly-once groups that partition the grid (boxes, regions "
                 "or rows); use --method tabu%s", mi == 1 ? "grasp" : "the geometric cuckoo",
                 mi == 1 ? " or cuckoo" : "");
        meta_free(&p);
        return res->status = PUZ_ERROR;
    }
    res->size[0] = p.ncells;
    res->size[1] = p.ix.ngroups;
    Charge held = {NULL, 0}; /* the run's memory, charged at once (run_bytes) */
    if (charge_set(&held, o->budget, run_bytes(&p)) != 0) {
        stop_words(STOP_MEMORY, o->budget, res->note, sizeof res->note);
        res->build_sec = now_sec() - t0;
        res->incomplete = 1;
        res->stop = STOP_MEMORY;
        meta_free(&p);
        return res->status = PUZ_UNKNOWN;
    }
    /* a group with more cells than values cannot be all different */
    for (int g = 0; g < p.ix.ngroups; g++)
        if (p.ix.gstart[g + 1] - p.ix.gstart[g] > p.nvals) {
            snprintf(res->note, sizeof res->note, "a group of %d cells has only %d values",
                     p.ix.gstart[g + 1] - p.ix.gstart[g], p.nvals);
            res->build_sec = now_sec() - t0;
            meta_free(&p);
            charge_clear(&held);
            return res->status = PUZ_UNSAT;
        }
    uint64_t *dom0 = xmalloc((size_t)p.ncells * sizeof(uint64_t));
    int wiped = -1;
    int singles = ac3_prefilter(&p, dom0, &wiped);
    double t1 = now_sec();
    res->build_sec = t1 - t0;
    if (singles < 0) {
        char cn[CELL_NAME_MAX];
        snprintf(res->note, sizeof res->note, "AC3 pre-filter: no value left for %s",
                 cell_name(m, wiped, cn));
        free(dom0);
        meta_free(&p);
        charge_clear(&held);
        return res->status = PUZ_UNSAT;
    }
    for (int c = 0; c < p.ncells; c++)
        if (dom0[c] & (dom0[c] - 1))
            res->size[2] += __builtin_popcountll(dom0[c]);

    MetaRun run;
    memset(&run, 0, sizeof run);
    run.max_iter = ho->iterations > 0 ? ho->iterations : META_DEFAULT_ITER;
    /* the time limit is the whole call's: what building took is spent */
    double deadline = opts_deadline(o, t0);
    run.time_limit = deadline > 0 ? (deadline > t1 ? deadline - t1 : 1e-9) : 0;
    run.tabu_size = ho->tabu_size;
    run.alpha = alpha;
    run.cancel = o->cancel;
    run.progress = o->progress;
    run.progress_ctx = o->progress_ctx;
    run.method = method;
    /* a GRASP iteration is a whole restart; a tabu or cuckoo one on a grid
     * past 32x32 takes milliseconds (64 of them on an empty 64x64: 0.25 s) */
    run.check_mask = mi == 1 || p.ncells > 1024 ? 0 : 63;
    run.t0 = t1;
    run.next_report = 1.0;
    rng_seed(&run.rng, ho->seed);
    int *grid = xmalloc((size_t)p.ncells * sizeof(int));
    MetaStats st = {0, 0};
    int solved = mi == 0 && literal ? tabu_literal_solve(&p, dom0, &run, grid, &st)
                 : mi == 0          ? tabu_solve(&p, dom0, &run, grid, &st)
                 : mi == 1          ? grasp_solve(&p, &run, grid, &st)
                 : literal          ? cuckoo_geo_solve(&p, dom0, &run, grid, &st)
                                    : cuckoo_solve(&p, dom0, &run, grid, &st);
    res->solve_sec = now_sec() - t1;
    res->effort = st.iterations;
    if (solved) {
        for (int c = 0; c < p.ncells; c++)
            grid[c] += m->vmin - 1;
        char w[160];
        if (!verify_grid(m, grid, w, sizeof w)) {
            snprintf(res->err, sizeof res->err, "internal error: %s returned a wrong grid: %s",
                     method, w);
            free(grid);
            res->status = PUZ_ERROR;
        } else {
            res->first = grid;
            res->solutions = 1;
            res->status = PUZ_SOLVED;
            res->incomplete = o->limit > 1; /* one solution found; the count is not settled */
            snprintf(res->note, sizeof res->note,
                     "%s%s: solved after %ld iterations (AC3 fixed %d of %d cells)%s", method,
                     literal ? " (literal)" : "",
                     st.iterations, singles, p.ncells,
                     o->limit > 1 ? "; an incomplete method: the count is not settled" : "");
            if (o->on_solution)
                o->on_solution(m, grid, o->ctx);
        }
    } else {
        free(grid);
        res->status = PUZ_UNKNOWN;
        res->incomplete = 1;
        res->stop = run.cancelled ? STOP_CANCEL : run.timed_out ? STOP_TIME : STOP_NONE;
        if (run.cancelled)
            snprintf(res->note, sizeof res->note,
                     "cancelled after %ld iterations, best cost %d", st.iterations,
                     st.best_cost);
        else if (run.timed_out)
            snprintf(res->note, sizeof res->note,
                     "time limit of %g s reached after %ld iterations, best cost %d", o->time_limit,
                     st.iterations, st.best_cost);
        else
            snprintf(res->note, sizeof res->note,
                     "iteration limit of %ld reached, best cost %d", run.max_iter, st.best_cost);
    }
    free(dom0);
    meta_free(&p);
    charge_clear(&held);
    return res->status;
}

static int heuristic_size(const Model *m, const SolveOpts *o, long size[3], char *note,
                          size_t notesz)
{
    char why[256];
    if (heuristic_refuse(m, why, sizeof why))
        return -1;
    MetaProblem p;
    meta_build(m, &p);
    Charge held = {NULL, 0};
    if (charge_set(&held, o ? o->budget : NULL, run_bytes(&p)) != 0) {
        stop_words(STOP_MEMORY, o->budget, note, notesz);
        meta_free(&p);
        return STOP_MEMORY;
    }
    charge_clear(&held);
    uint64_t *dom0 = xmalloc((size_t)p.ncells * sizeof(uint64_t));
    int wiped;
    size[0] = p.ncells;
    size[1] = p.ix.ngroups;
    size[2] = 0;
    if (ac3_prefilter(&p, dom0, &wiped) >= 0)
        for (int c = 0; c < p.ncells; c++)
            if (dom0[c] & (dom0[c] - 1))
                size[2] += __builtin_popcountll(dom0[c]);
    free(dom0);
    meta_free(&p);
    return 0;
}

#define HEURISTIC_OPTIONS(X)                                                                       \
    X("method", PUZ_OPT_CHOICE, heuristic_methods,                                                 \
      "tabu: AC3 + tabu search; grasp: GRASP; cuckoo: AC3 + cuckoo search",                        \
      PUZ_ROWS_EACH, NULL, 0, method, SET_CHOICE, 0, 0, NULL)                                 \
    X("seed", PUZ_OPT_INT, NULL,                                                                   \
      "random seed (runs are reproducible)",                                                       \
      PUZ_ROWS_NONE, NULL, 0, seed, SET_U64, 0, 0, NULL)                                           \
    X("iterations", PUZ_OPT_INT, NULL,                                                             \
      "iteration limit (default 100000)",                                                          \
      PUZ_ROWS_NONE, NULL, 0, iterations, SET_LONG | SET_CLAMP, 0, (double)LONG_MAX, NULL)         \
    X("tabu-size", PUZ_OPT_INT, NULL,                                                              \
      "tabu: tenure (default: dynamic); with --variant literal the list length (10)",              \
      PUZ_ROWS_NONE, NULL, 0, tabu_size, SET_INT | SET_CLAMP, 0, 1000000, NULL)                    \
    X("variant", PUZ_OPT_CHOICE, heuristic_variants,                                               \
      "puzc: ours; literal: tabu as Algorithm 1 prints it (moves around S_best, non-worse "        \
      "only, fixed-size list), cuckoo with geometric operators on complete grids",                 \
      PUZ_ROWS_NONE, NULL, 0, variant, SET_CHOICE, 0, 0, NULL)                                     \
    X("alpha", PUZ_OPT_REAL, NULL,                                                                 \
      "grasp: share of the candidate list in the RCL (0.3)",                                       \
      PUZ_ROWS_NONE, NULL, 0, alpha, SET_DOUBLE, 0, 0, NULL)                                       \
    X("verbose", PUZ_OPT_FLAG, NULL,                                                               \
      "a progress line every second",                                                              \
      PUZ_ROWS_NONE, NULL, 0, verbose, SET_FLAG, 0, 0, NULL)
#define SETTINGS_OWNER HeurOpts
BACKEND_OPTION_TABLES(HEURISTIC_OPTIONS, heuristic_options, heuristic_places)
#undef SETTINGS_OWNER

const Backend backend_heuristic = {
    .name = "heuristic",
    .description = "metaheuristics: AC3 + tabu search, GRASP, AC3 + cuckoo search (incomplete)",
    .caps = CAP_SOLVE,
    .formats = NULL,
    .size_names = {"cells", "groups", "candidates"},
    .effort_name = "iterations",
    .kinds = CON_BIT(CON_ALLDIFF) | CON_BIT(CON_PERM) | CON_BIT(CON_GIVEN),
    .max_values = PUZ_WORD_VALUES,
    .solve = heuristic_solve,
    .emit = NULL,
    .size = heuristic_size,
    .decode = NULL,
    .options = heuristic_options,
    .places = heuristic_places,
    .opts_size = sizeof heuristic_defaults,
    .opts_default = &heuristic_defaults,
};
