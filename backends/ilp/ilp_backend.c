/* ilp_backend.c -- backend_ilp: the Model as a 0-1 integer program
 * (formulate.c) solved by GLPK through its C API (glpk_run.c), written as
 * CPLEX LP or free MPS (lpfile.c) or as pseudo-Boolean OPB (opb.c), and
 * read back from glpsol or CBC solution files (decode.c) or a PB solver's
 * answer (opb.c). Formulations: classic, reduced, closed,
 * maxsum; givens eliminated unless --no-eliminate. */
#include "../backend.h"

#include "ilp.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The ilp backend's own options, as set by name (ILP_OPTIONS below). */
typedef struct {
    const char *formulation; /* --formulation: classic (NULL), reduced, closed, maxsum */
    int keep_givens;         /* --no-eliminate: givens as fixed bounds */
    double bounds;           /* --bounds: reduced's coefficient bound L, 0 = default */
    int heuristics;          /* --heuristics: GLPK's primal heuristics and cuts on */
    int verbose;             /* --verbose: GLPK's output to progress */
} IlpOpts;

static const IlpOpts ilp_defaults = {0};

typedef struct {
    const SolveOpts *o;
    const Model *m;
    SolveResult *r;
} Sink;

static int on_grid(void *ctx, const int *grid)
{
    Sink *s = ctx;
    if (!s->r->first) {
        s->r->first = xmalloc((size_t)s->m->ncells * sizeof(int));
        memcpy(s->r->first, grid, (size_t)s->m->ncells * sizeof(int));
    }
    return s->o->on_solution ? s->o->on_solution(s->m, grid, s->o->ctx) : 0;
}

static int build(const Model *m, const IlpOpts *io, BuildGuard *g, IlpProgram *p, char *err,
                 size_t errsz)
{
    IlpForm form;
    if (ilp_form_parse(io->formulation, &form, err, errsz) != 0)
        return -1;
    return ilp_formulate(m, form, !io->keep_givens, io->bounds, g, p, err, errsz);
}

/* LIMITS: the program is built (formulate.c) and loaded into GLPK
 * (glpk_run.c) under one guard, rows being the unit: "time limit reached
 * while building the model (N rows so far)". */
static SolveStatus ilp_solve(const Model *m, const SolveOpts *o, SolveResult *r)
{
    double t0 = now_sec();
    const IlpOpts *io = o->own;
    BuildGuard guard;
    build_guard_init(&guard, o, opts_deadline(o, t0), "rows");
    IlpProgram p;
    if (build(m, io, &guard, &p, r->err, sizeof r->err) != 0) {
        build_guard_end(&guard);
        return r->status = PUZ_ERROR;
    }
    r->size[0] = p.ncols;
    r->size[1] = p.nrows;
    r->size[2] = p.nnz;
    double t1 = now_sec();
    r->build_sec = t1 - t0;
    if (p.stopped) {
        ilp_program_free(&p);
        build_guard_end(&guard);
        return build_stopped(&guard, r);
    }
    Sink sink = {o, m, r};
    IlpRunOpts ro = {o->limit > 0 ? o->limit : 1,
                     guard.deadline,
                     o->cancel,
                     &guard,
                     io->verbose ? o->progress : NULL,
                     o->progress_ctx,
                     on_grid,
                     &sink,
                     io->heuristics};
    IlpRunResult rr;
    ilp_run(&p, &ro, &rr);
    r->solve_sec = now_sec() - t1;
    r->solutions = rr.solutions;
    r->effort = rr.nodes;
    if (rr.stopped && rr.in_load) {
        ilp_program_free(&p);
        build_guard_end(&guard);
        return build_stopped(&guard, r);
    }
    int len = snprintf(r->note, sizeof r->note, "givens %s",
                       io->keep_givens ? "as bounds" : "eliminated");
    if (p.infeasible)
        snprintf(r->note + len, sizeof r->note - (size_t)len, "; %.90s", p.why);
    else if (rr.pre_rows >= 0)
        snprintf(r->note + len, sizeof r->note - (size_t)len,
                 "; after GLPK presolve %d rows, %d columns, %d nonzeros", rr.pre_rows,
                 rr.pre_cols, rr.pre_nnz);
    else if (rr.root_lp)
        snprintf(r->note + len, sizeof r->note - (size_t)len,
                 "; no GLPK presolve (a big program)");
    ilp_program_free(&p);
    build_guard_end(&guard);
    if (rr.failed) {
        snprintf(r->err, sizeof r->err, "%s", rr.err);
        return r->status = PUZ_ERROR;
    }
    if (rr.stopped) {
        r->incomplete = 1;
        r->stop = rr.stop;
        size_t n = strlen(r->note);
        if (rr.stop == STOP_CANCEL || rr.stop == STOP_MEMORY) {
            char why[64];
            stop_words(rr.stop, o->budget, why, sizeof why);
            snprintf(r->note + n, sizeof r->note - n, "; %s", why);
        } else
            snprintf(r->note + n, sizeof r->note - n, "; time limit %.3g s reached",
                     o->time_limit);
        return r->status = r->solutions ? PUZ_SOLVED : PUZ_UNKNOWN;
    }
    return r->status = r->solutions ? PUZ_SOLVED : PUZ_UNSAT;
}

static int ilp_size(const Model *m, const SolveOpts *o, long size[3], char *note,
                    size_t notesz)
{
    IlpProgram p;
    char err[256];
    BuildGuard guard;
    build_guard_init(&guard, o, opts_deadline_now(o), "rows");
    if (build(m, o->own, &guard, &p, err, sizeof err) != 0) {
        build_guard_end(&guard);
        return -1;
    }
    size[0] = p.ncols;
    size[1] = p.nrows;
    size[2] = p.nnz;
    int stopped = p.stopped;
    ilp_program_free(&p);
    build_guard_end(&guard);
    return stopped ? size_stopped(&guard, note, notesz) : 0;
}

static int ilp_emit(const Model *m, const char *format, const SolveOpts *o, FILE *out,
                    char *err, size_t errsz)
{
    int lp = !strcmp(format, "lp"), opb = !strcmp(format, "opb");
    if (!lp && !opb && strcmp(format, "mps") != 0) {
        snprintf(err, errsz, "ilp: cannot write format '%s' (have: lp, mps, opb)", format);
        return -1;
    }
    IlpProgram p;
    if (build(m, o->own, NULL, &p, err, errsz) != 0)
        return -1;
    if (p.infeasible) {
        /* Elimination dropped a row that cannot hold (no solution), so
         * the file would lose the contradiction: write the model with the
         * givens as bounds instead, and let the external solver find it. */
        ilp_program_free(&p);
        IlpOpts bounds = *(const IlpOpts *)o->own;
        bounds.keep_givens = 1;
        if (build(m, &bounds, NULL, &p, err, errsz) != 0)
            return -1;
    }
    int rc = 0;
    if (opb)
        rc = ilp_write_opb(&p, out, err, errsz);
    else if (lp)
        ilp_write_lp(&p, out);
    else
        ilp_write_mps(&p, out);
    ilp_program_free(&p);
    return rc;
}

/* glpsol's report (-o) or CBC's solution file, glpsol's -w solution, else
 * a PB solver's answer. */
static int ilp_decode_any(const Model *m, const char *text, const char *path, int *grid,
                          char *err, size_t errsz, DecodeLoc *at)
{
    at->line = 0;
    int r = ilp_decode(m, text, path, grid, err, errsz, at);
    if (r == -2)
        r = ilp_wsol_decode(m, text, path, grid, err, errsz, at);
    return r == -2 ? ilp_opb_decode(m, text, path, grid, err, errsz, at) : r;
}

/* Compare leaves out closed with givens as bounds: the weights 1, b, b^2
 * make a weak relaxation, too slow on hard 9x9 puzzles
 * (docs/benchmarks.md#ilp-weak-relaxations); it runs when
 * asked for by name (--backends ilp:closed/no-eliminate). */
static int ilp_row_ok(const Model *m, const SolveOpts *o)
{
    (void)m;
    const IlpOpts *io = o->own;
    return !(io->keep_givens && io->formulation && !strcmp(io->formulation, "closed"));
}

static const char *const ilp_compared[] = {"classic", "reduced", "closed", NULL};
static const char *const ilp_off_on[] = {"off", "on", NULL};

#define ILP_OPTIONS(X)                                                                             \
    X("formulation", PUZ_OPT_CHOICE, ilp_form_names,                                               \
      "classic (Bartlett et al.), reduced (aggregated band rows), closed, maxsum (generation)",    \
      PUZ_ROWS_EACH, ilp_compared, 0, formulation, SET_CHOICE, 0, 0, NULL)                         \
    X("no-eliminate", PUZ_OPT_FLAG, NULL,                                                          \
      "givens as fixed bounds instead of eliminated columns",                                      \
      PUZ_ROWS_EACH, ilp_off_on, 0, keep_givens, SET_FLAG, 0, 0, NULL)                               \
    X("bounds", PUZ_OPT_REAL, NULL,                                                                \
      "reduced: coefficient bound L (|c| <= L)",                                                   \
      PUZ_ROWS_NONE, NULL, PUZ_OPT_POSITIVE, bounds, SET_DOUBLE, 0, 0, NULL)                       \
    X("heuristics", PUZ_OPT_FLAG, NULL,                                                            \
      "GLPK's feasibility pump, proximity search and GMI/MIR/clique cuts on",                      \
      PUZ_ROWS_NONE, NULL, 0, heuristics, SET_FLAG, 0, 0, NULL)                                      \
    X("verbose", PUZ_OPT_FLAG, NULL,                                                               \
      "show GLPK's own output",                                                                    \
      PUZ_ROWS_NONE, NULL, 0, verbose, SET_FLAG, 0, 0, NULL)
#define SETTINGS_OWNER IlpOpts
BACKEND_OPTION_TABLES(ILP_OPTIONS, ilp_options, ilp_places)
#undef SETTINGS_OWNER
static const char *const ilp_formats[] = {"lp", "mps", "opb", NULL};

const Backend backend_ilp = {
    .name = "ilp",
    .description = "0-1 integer program solved by GLPK (libglpk); CPLEX LP, MPS and OPB files",
    .caps = CAP_SOLVE | CAP_COUNT | CAP_EMIT | CAP_DECODE | CAP_GENERATE,
    .formats = ilp_formats,
    .size_names = {"columns", "rows", "nonzeros"},
    .effort_name = "nodes",
    .kinds = CON_ALL_KINDS,
    .solve = ilp_solve,
    .emit = ilp_emit,
    .size = ilp_size,
    .decode = ilp_decode_any,
    .options = ilp_options,
    .places = ilp_places,
    .opts_size = sizeof ilp_defaults,
    .opts_default = &ilp_defaults,
    .compare_row_ok = ilp_row_ok,
};
