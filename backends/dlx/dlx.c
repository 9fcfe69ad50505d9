/* dlx.c -- backend_dlx: the exact-cover backend behind the Backend
 * interface. It builds the matrix (matrix.c, cage.c; for a model without
 * sums, unless --no-reduce, it is relinked in place in a per-thread matrix
 * of the model's shape, cache.c), runs Algorithm X/C on dancing links
 * (search.c), writes and reads XCC text (xcc.c).
 * Options: --cage auto|placements|sets (how Killer cages become options),
 * --no-reduce (keep the givens in the matrix), --time-limit, --count. */
#include "dlx.h"

#include "../backend.h"
#include "dlx9.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The dlx backend's own options, as set by name (DLX_OPTIONS below). */
typedef struct {
    const char *cage; /* --cage: auto (NULL), placements or sets */
    int keep_givens;  /* --no-reduce: givens kept in the matrix, not removed */
    int no_fast;      /* --no-fast: no 9x9 fast path (tests compare) */
} DlxOpts;

static const DlxOpts dlx_defaults = {0};

/* --cage's values, in the order of DlxCageMode. */
static const char *const dlx_cages[] = {"auto", "placements", "sets", NULL};

/* The --cage value as a mode. */
static int cage_mode(const DlxOpts *o, DlxCageMode *mode, char *err, size_t errsz)
{
    *mode = DLX_CAGE_AUTO;
    if (!o->cage)
        return 0;
    for (int i = 0; i < 3; i++)
        if (!strcmp(o->cage, dlx_cages[i])) {
            *mode = (DlxCageMode)i;
            return 0;
        }
    snprintf(err, errsz, "dlx: unknown cage handling '%s' (have: auto placements sets)",
             o->cage);
    return -1;
}

/* solve(): the callback sees grids in the IR's numbering. */
typedef struct {
    const SolveOpts *o;
} Visit;

static int visit(const DlxMatrix *x, const int *grid, void *ctx)
{
    const Visit *v = ctx;
    return v->o->on_solution ? v->o->on_solution(x->m, grid, v->o->ctx) : 0;
}

/* The note; its common form ("N givens removed") is written by hand, as
 * batch mode asks for it once per line. */
static void describe(const DlxMatrix *x, char *note, size_t n)
{
    if (x->unsat) {
        snprintf(note, n, "the givens clash: no solution");
        return;
    }
    if (x->placement_cons || x->set_cages || x->group_cages) {
        snprintf(note, n, "%d givens %s; cages: %d placed, %d digit sets, %d full groups",
                 x->given_cells, x->eliminated ? "removed" : "kept", x->placement_cons,
                 x->set_cages, x->group_cages);
        return;
    }
    static const char removed[] = " givens removed", kept[] = " givens kept";
    if (n < 32)
        return;
    char *p = fmt_uint(note, (unsigned)x->given_cells);
    memcpy(p, x->eliminated ? removed : kept, x->eliminated ? sizeof removed : sizeof kept);
}

/* One search and the matrix it runs on: the thread's per-shape matrix
 * (cache.c) or its own. A prepared run capped by SolveOpts.effort_cap
 * keeps it in its BackendPrep, paused, for the next run to resume (PAUSE
 * AND RESUME, dlx.h); the build's memory stays charged meanwhile. */
typedef struct {
    DlxMatrix own, *x;
    DlxSearch s;
    BuildGuard guard;
    Visit v;
    int paused;
} DlxRun;

static void run_free(DlxRun *u)
{
    if (u->x == &u->own)
        dlx_matrix_free(u->x);
    else
        dlx_cache_release(u->x);
    build_guard_end(&u->guard);
    u->paused = 0;
}

/* The search of u (from its start, or resumed) under o's limits, then
 * the result into r. keep: a capped search stays paused in u, else u is
 * freed. */
static SolveStatus run_search(DlxRun *u, const SolveOpts *o, SolveResult *r, int resume,
                              int keep)
{
    double t1 = now_sec();
    u->v.o = o;
    u->s.limit = o->limit > 0 ? o->limit : 1;
    u->s.deadline = u->guard.deadline;
    u->s.cancel = o->cancel;
    u->s.visit = visit;
    u->s.ctx = &u->v;
    u->s.max_nodes = o->effort_cap;
    if (resume)
        dlx_search_resume(u->x, &u->s);
    else
        dlx_search(u->x, &u->s);
    r->size[0] = u->x->noptions;
    r->size[1] = u->x->nitems;
    r->size[2] = u->x->ones;
    describe(u->x, r->note, sizeof r->note);
    r->solve_sec = now_sec() - t1;
    r->solutions = u->s.solutions;
    r->effort = u->s.nodes;
    r->incomplete = u->s.timed_out || u->s.capped;
    r->capped = u->s.capped;
    if (keep && u->s.capped) {
        r->first = NULL; /* the search keeps its first solution for the end */
        u->paused = 1;
    } else {
        r->first = u->s.first;
        u->s.first = NULL;
        run_free(u);
    }
    if (u->s.timed_out) {
        size_t len = strlen(r->note);
        r->stop = opts_stop_reason(o);
        if (r->stop == STOP_CANCEL)
            snprintf(r->note + len, sizeof r->note - len, "; cancelled");
        else
            snprintf(r->note + len, sizeof r->note - len, "; time limit %.3g s reached",
                     o->time_limit);
    }
    if (u->s.solutions)
        return r->status = PUZ_SOLVED;
    return r->status = u->s.timed_out || u->s.capped ? PUZ_UNKNOWN : PUZ_UNSAT;
}

/* Without --no-reduce and sums, the matrix is rebuilt in place in the
 * thread's matrix of m's shape (cache.c), allocating nothing; else built.
 * keep: see run_search (u is then the prepared run's). */
static SolveStatus solve_in(const Model *m, const SolveOpts *o, SolveResult *r, DlxRun *u,
                            int keep)
{
    double t0 = now_sec();
    const DlxOpts *xo = o->own;
    DlxCageMode mode;
    if (cage_mode(xo, &mode, r->err, sizeof r->err) != 0)
        return r->status = PUZ_ERROR;
    memset(u, 0, sizeof *u);
    BuildGuard *guard = &u->guard;
    build_guard_init(guard, o, opts_deadline(o, t0), "options");
    int stopped = 0;
    DlxMatrix *x = xo->keep_givens ? NULL : dlx_cache_build(m, guard, &stopped);
    if (!x && !stopped) {
        x = &u->own;
        int rc = dlx_build(m, mode, xo->keep_givens, guard, x, r->err, sizeof r->err);
        if (rc != 0) {
            dlx_matrix_free(x);
            if (rc < 0)
                return r->status = PUZ_ERROR;
            stopped = 1;
        }
    }
    if (!stopped) { /* the search's arrays (search.c), which stay with the matrix */
        guard->bytes += dlx_search_bytes(x);
        if ((stopped = build_check(guard)) != 0) {
            if (x == &u->own)
                dlx_matrix_free(x);
            else
                dlx_cache_release(x);
        }
    }
    if (stopped) {
        r->build_sec = now_sec() - t0;
        build_guard_end(guard);
        return build_stopped(guard, r);
    }
    u->x = x;
    r->build_sec = now_sec() - t0;
    return run_search(u, o, r, 0, keep);
}

static SolveStatus dlx_solve(const Model *m, const SolveOpts *o, SolveResult *r)
{
    DlxRun u;
    return solve_in(m, o, r, &u, 0);
}

static int dlx_size(const Model *m, const SolveOpts *o, long size[3], char *note,
                    size_t notesz)
{
    const DlxOpts *xo = o->own;
    DlxCageMode mode;
    char err[256];
    if (cage_mode(xo, &mode, err, sizeof err) != 0)
        return -1;
    BuildGuard guard;
    build_guard_init(&guard, o, opts_deadline_now(o), "options");
    DlxMatrix x;
    int rc = dlx_build(m, mode, xo->keep_givens, &guard, &x, err, sizeof err);
    if (rc == 0) {
        size[0] = x.noptions;
        size[1] = x.nitems;
        size[2] = x.ones;
    }
    dlx_matrix_free(&x);
    build_guard_end(&guard);
    return rc == 1 ? size_stopped(&guard, note, notesz) : rc;
}

static int dlx_emit(const Model *m, const char *format, const SolveOpts *o, FILE *out,
                    char *err, size_t errsz)
{
    const DlxOpts *xo = o->own;
    DlxCageMode mode;
    if (strcmp(format, "xcc") != 0) {
        snprintf(err, errsz, "dlx: cannot write format '%s' (have: xcc)", format);
        return -1;
    }
    if (cage_mode(xo, &mode, err, errsz) != 0)
        return -1;
    DlxMatrix x;
    int rc = dlx_build(m, mode, xo->keep_givens, NULL, &x, err, errsz);
    if (rc == 0 && x.unsat) {
        /* clashing givens: the matrix with them kept has no exact cover */
        dlx_matrix_free(&x);
        rc = dlx_build(m, mode, 1, NULL, &x, err, errsz);
    }
    if (rc == 0)
        dlx_write_xcc(&x, out);
    dlx_matrix_free(&x);
    return rc;
}

/* The answer may come from a matrix written with any --cage and with or
 * without --no-reduce: each cage handling is tried, with givens kept and
 * then without them, until one reads the answer (0) or its "no solution"
 * (1). The matrix with givens kept holds nearly every option of the one
 * without them, not all: a given cell in two sums loses its coloured item
 * there (p11 p12 without x11:8). A matrix whose items the answer does not
 * name (-2: a digit-set cage's items are not in the placements' matrix)
 * does not end the search; when none reads it, the first matrix that knew
 * its items says what is wrong (-1), else it is no XCC answer (-2). */
static int dlx_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
                      size_t errsz, DecodeLoc *at)
{
    static const DlxCageMode modes[] = {DLX_CAGE_AUTO, DLX_CAGE_SETS, DLX_CAGE_PLACEMENTS};
    int rc = -2, bad = 0;
    char first_err[256] = "";
    DecodeLoc first_at = {0, 0};
    for (int i = 0; i < 6; i++) {
        DlxMatrix x;
        char berr[256];
        if (dlx_build(m, modes[i % 3], i < 3, NULL, &x, berr, sizeof berr) != 0 ||
            (i >= 3 && x.unsat)) {
            dlx_matrix_free(&x);
            continue;
        }
        rc = dlx_read_answer(&x, text, path, grid, err, errsz, at);
        dlx_matrix_free(&x);
        if (rc >= 0)
            return rc;
        if (rc == -1 && !bad++) {
            snprintf(first_err, sizeof first_err, "%s", err);
            first_at = *at;
        }
    }
    if (!bad)
        return -2;
    snprintf(err, errsz, "%s", first_err);
    *at = first_at;
    return -1;
}

/* PREPARED FOR A SHAPE. A classic 9x9 shape (givens removed from the
 * matrix, no --no-fast) takes the 9x9 fast path, dlx9.c: the same matrix
 * and search node for node. Any other shape keeps a copy whose givens are
 * refilled; dlx_solve then relinks the thread's per-shape matrix (cache.c). */
struct BackendPrep {
    Model *m;
    int dlx9;
    DlxRun run; /* a count paused at its effort cap (run.paused) */
};

static BackendPrep *dlx_prepare(const Model *shape, const SolveOpts *o, char *err, size_t errsz)
{
    const DlxOpts *xo = o->own;
    DlxCageMode mode;
    if (cage_mode(xo, &mode, err, errsz) != 0 || backend_refuse(shape, "dlx", err, errsz) != 0)
        return NULL; /* (the matrix cache and builder keep 64-bit value masks) */
    BackendPrep *p = xcalloc(1, sizeof *p);
    p->m = model_clone(shape);
    p->dlx9 = !xo->no_fast && !xo->keep_givens && shape->rows == 9 && shape->cols == 9 &&
              shape->vmin == 1 && shape->vmax == 9 && model_is_classic(shape);
    return p;
}

static void dlx_release(BackendPrep *p)
{
    if (!p)
        return;
    if (p->run.paused) {
        free(p->run.s.first);
        run_free(&p->run);
    }
    model_free(p->m);
    free(p);
}

static SolveStatus dlx_run(BackendPrep *p, const int *givens, const SolveOpts *o, SolveResult *r)
{
    if (p->run.paused && o->effort_resume) /* PAUSE AND RESUME: the same givens */
        return run_search(&p->run, o, r, 1, 1);
    if (p->run.paused) { /* a paused count nobody resumed: dropped */
        free(p->run.s.first);
        run_free(&p->run);
    }
    if (!p->dlx9 || (o->on_solution && o->limit > 1)) {
        model_replace_givens(p->m, givens);
        return solve_in(p->m, o, r, &p->run, o->effort_cap > 0);
    }
    int timed = !o->no_times || o->time_limit > 0;
    double t0 = timed ? now_sec() : 0;
    uint8_t in[81], out[81];
    int timed_out = 0;
    for (int c = 0; c < 81; c++)
        in[c] = (uint8_t)givens[c];
    long n = dlx9_solve(in, out, o->limit, o->time_limit > 0 ? opts_deadline(o, t0) : 0,
                        o->cancel, &r->effort, &timed_out);
    r->solutions = n;
    r->incomplete = timed_out;
    r->solve_sec = timed ? now_sec() - t0 : 0;
    if (timed_out) {
        r->stop = opts_stop_reason(o);
        snprintf(r->note, sizeof r->note, "9x9 fast path; %s",
                 r->stop == STOP_CANCEL ? "cancelled" : "time limit reached");
    } else
        memcpy(r->note, "9x9 fast path", sizeof "9x9 fast path");
    if (n) {
        r->first = xmalloc(81 * sizeof(int));
        for (int c = 0; c < 81; c++)
            r->first[c] = out[c];
        if (o->on_solution) {
            model_replace_givens(p->m, givens);
            o->on_solution(p->m, r->first, o->ctx);
        }
        return r->status = PUZ_SOLVED;
    }
    return r->status = timed_out ? PUZ_UNKNOWN : PUZ_UNSAT;
}

static const char *const dlx_formats[] = {"xcc", NULL};

#define DLX_OPTIONS(X)                                                                             \
    X("cage", PUZ_OPT_CHOICE, dlx_cages,                                                           \
      "Killer cages as whole-cage placements (auto: while small), or digit sets",                  \
      PUZ_ROWS_SUMS, NULL, 0, cage, SET_CHOICE, 0, 0, NULL)                                        \
    X("no-reduce", PUZ_OPT_FLAG, NULL,                                                             \
      "keep the givens in the matrix instead of removing them",                                    \
      PUZ_ROWS_NONE, NULL, 0, keep_givens, SET_FLAG, 0, 0, NULL)                                     \
    X("no-fast", PUZ_OPT_FLAG, NULL,                                                               \
      "classic 9x9 through the general matrix, not the fast path",                                 \
      PUZ_ROWS_NONE, NULL, 0, no_fast, SET_FLAG, 0, 0, NULL)
#define SETTINGS_OWNER DlxOpts
BACKEND_OPTION_TABLES(DLX_OPTIONS, dlx_options, dlx_places)
#undef SETTINGS_OWNER

const Backend backend_dlx = {
    .name = "dlx",
    .description = "exact cover: Algorithm X (C with colours) on dancing links, built in",
    .caps = CAP_SOLVE | CAP_COUNT | CAP_EMIT | CAP_DECODE,
    .formats = dlx_formats,
    .size_names = {"options", "items", "ones"},
    .effort_name = "nodes",
    .kinds = CON_BASE_KINDS | CON_BIT(CON_PARITY),
    .max_values = PUZ_WORD_VALUES,
    .solve = dlx_solve,
    .emit = dlx_emit,
    .size = dlx_size,
    .decode = dlx_decode,
    .options = dlx_options,
    .places = dlx_places,
    .opts_size = sizeof dlx_defaults,
    .opts_default = &dlx_defaults,
    .prepare = dlx_prepare,
    .run = dlx_run,
    .release = dlx_release,
};
