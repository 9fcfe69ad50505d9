/* solver.c -- the engine's one road to a solver (puzc.h's puz_solver; its
 * public face is solve_api.c):
 * a backend prepared once for a shape of model, then fed givens. Batch,
 * compare, generate and solve all come through here, so that a time limit,
 * a solution limit, a cancel flag and an option mean the same on every
 * backend and every path. A backend with prepare()/run() keeps its own
 * per-shape state (the 9x9 fast paths, a per-shape matrix); for the others
 * the engine keeps a copy of the shape and refills its givens. */
#include "backend.h"

#include "util.h"
#include "verify.h"

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct puz_solver {
    const Backend *b;
    SolveOpts base;       /* the options; limits are set per call */
    BackendPrep *prep;    /* backends with prepare() */
    Model *shape;         /* the others: a copy whose givens are refilled */
    int ncells, cols, vmin, vmax; /* the shape's, for the givens check (the
                                     caller's model may be gone by then) */
    int *own;             /* the shape's own givens */
    Budget budget;        /* the runs' memory when the caller gives no budget */
    Model *check;         /* the shape without givens, for the verifier */
    int classic;          /* ... which is rows, columns and boxes only */
    unsigned char *unused; /* the shape's mask (ir.h: UNUSED CELLS), or NULL */
    int *fixed;           /* with a mask: the caller's givens, unused cells
                             fixed to vmin (a caller may leave them 0) */
    max_align_t opts[];   /* a copy of the backend's own options (base.own) */
};

puz_solver *engine_solver_new(const Backend *b, const Model *shape, const puz_options *opts, char *err,
                       size_t errsz)
{
    if (!b)
        b = backend_find("native");
    if (opts && options_backend(opts) != b) {
        snprintf(err, errsz, "options made for backend %s given to backend %s",
                 options_backend(opts)->name, b->name);
        return NULL;
    }
    puz_solver *s = xcalloc(1, sizeof *s + b->opts_size);
    s->b = b;
    if (b->opts_size) {
        memcpy(s->opts, options_own_or_default(b, opts), b->opts_size);
        s->base.own = s->opts;
    }
    s->own = xmalloc((size_t)shape->ncells * sizeof(int));
    memcpy(s->own, shape->given, (size_t)shape->ncells * sizeof(int));
    if (b->prepare) {
        err[0] = '\0';
        s->prep = b->prepare(shape, &s->base, err, errsz);
        if (!s->prep) {
            if (!err[0])
                snprintf(err, errsz, "%s: cannot prepare this model", b->name);
            free(s->own);
            free(s);
            return NULL;
        }
    } else {
        s->shape = model_clone(shape);
    }
    s->check = model_clone(shape);
    int *none = xcalloc((size_t)shape->ncells, sizeof *none);
    model_replace_givens(s->check, none);
    free(none);
    s->classic = model_is_classic(s->check);
    s->ncells = shape->ncells;
    s->cols = shape->cols;
    s->vmin = shape->vmin;
    s->vmax = shape->vmax;
    if (shape->unused) {
        s->unused = xmalloc((size_t)shape->ncells);
        memcpy(s->unused, shape->unused, (size_t)shape->ncells);
        s->fixed = xmalloc((size_t)shape->ncells * sizeof *s->fixed);
    }
    return s;
}

void engine_solver_free(puz_solver *s)
{
    if (!s)
        return;
    if (s->prep)
        s->b->release(s->prep);
    model_free(s->shape);
    model_free(s->check);
    free(s->own);
    free(s->unused);
    free(s->fixed);
    free(s);
}

/* The limits as the backends read them; the call began at t0 (0: now, read
 * only when there is a time limit). Memory is charged to the caller's
 * budget when it gave one, else to `own` with the limit of
 * memory_limit_mb (a puz_solver's own keeps the charges of its per-shape
 * tables from call to call). */
static void apply_limits(SolveOpts *o, const puz_limits *lim, double t0, Budget *own)
{
    o->limit = 1;
    if (lim && lim->budget) {
        o->budget = lim->budget;
    } else {
        own->limit = budget_bytes_of_mb(lim ? lim->memory_limit_mb : 0);
        o->budget = own;
    }
    if (!lim)
        return;
    if (lim->max_solutions > (uint64_t)LONG_MAX)
        o->limit = LONG_MAX;
    else if (lim->max_solutions > 0)
        o->limit = (long)lim->max_solutions;
    o->time_limit = lim->time_limit > 0 ? lim->time_limit : 0;
    if (o->time_limit > 0) {
        double left = o->time_limit - (lim->time_spent > 0 ? lim->time_spent : 0);
        o->deadline = (t0 > 0 ? t0 : now_sec()) + (left > 1e-6 ? left : 1e-6);
    }
    o->cancel = lim->cancel;
    o->on_solution = lim->on_solution;
    o->ctx = lim->ctx;
    o->progress = lim->progress;
    o->progress_ctx = lim->progress_ctx;
    o->no_times = lim->no_times;
}

/* Givens outside the model's values would index past a backend's tables:
 * refused here, once, for every backend. */
static int check_givens(const puz_solver *s, const int *g, char *err, size_t errsz)
{
    /* one pass without branches first (batch calls this per line) */
    unsigned span = (unsigned)(s->vmax - s->vmin), vmin = (unsigned)s->vmin, bad = 0;
    for (int c = 0, n = s->ncells; c < n; c++) {
        unsigned v = (unsigned)g[c];
        bad |= (v - vmin > span) & (v != 0);
    }
    if (!bad)
        return 0;
    for (int c = 0; c < s->ncells; c++)
        if (g[c] && (g[c] < s->vmin || g[c] > s->vmax)) {
            snprintf(err, errsz, "given %d at r%dc%d is outside %d..%d", g[c], c / s->cols + 1,
                     c % s->cols + 1, s->vmin, s->vmax);
            return -1;
        }
    return 0;
}

/* THE VERIFIER ON EVERY ANSWER. A first solution a backend returns is
 * checked, before anyone sees it, by compiler/verify.c, which knows
 * nothing of any solver: the givens kept, then every constraint (a
 * classic grid's rows, columns and boxes by verify_classic, a tenth of
 * verify_grid's time on a 9x9). A grid that fails is the backend's bug:
 * the run becomes PUZ_ERROR, marked internal. */
static void verified(const Backend *b, const Model *m, int classic, const int *givens,
                     SolveResult *r)
{
    if (!r->first || r->status == PUZ_ERROR)
        return;
    char why[160] = "";
    unsigned bad = 0; /* no branch per cell: givens and blanks alternate at random */
    for (int c = 0; givens && c < m->ncells; c++)
        bad |= (unsigned)(givens[c] != 0) & (unsigned)(givens[c] != r->first[c]);
    if (bad)
        snprintf(why, sizeof why, "a given is changed");
    else if (classic ? verify_classic(m, r->first) : verify_grid(m, r->first, why, sizeof why))
        return;
    if (!why[0])
        verify_grid(m, r->first, why, sizeof why);
    snprintf(r->err, sizeof r->err, "internal error: %s returned a grid that is not a "
                                    "solution: %s", b->name, why);
    r->status = PUZ_ERROR;
    r->internal = 1;
    free(r->first);
    r->first = NULL;
}

/* The backend's SolveResult as the public result. */
static void export_result(SolveResult *r, const SolveOpts *o, puz_result *res)
{
    res->status = r->status;
    res->solutions = r->solutions > 0 ? (uint64_t)r->solutions : 0;
    res->complete = !r->incomplete && r->status != PUZ_ERROR &&
                    !(r->status == PUZ_UNKNOWN && r->solutions == 0);
    res->solution = r->first;
    r->first = NULL;
    memcpy(res->size, r->size, sizeof res->size);
    res->effort = r->effort;
    res->build_sec = r->build_sec;
    res->solve_sec = r->solve_sec;
    if (r->note[0]) /* most runs have no note and no error: no copy then */
        memcpy(res->note, r->note, sizeof res->note);
    if (r->err[0])
        memcpy(res->err, r->err, sizeof res->err);
    res->internal = r->internal;
    res->stop = (puz_stop)r->stop;
    /* unsettled with no limit reached: an incomplete method gave up (the
     * heuristic's iterations, sat's propagation alone) */
    if (r->status == PUZ_UNKNOWN && !r->stop) {
        res->stop = PUZ_STOP_GAVE_UP;
        snprintf(res->stopped, sizeof res->stopped, "an incomplete method gave up");
    } else if (r->stop_building)
        memcpy(res->stopped, r->note, sizeof res->stopped);
    else if (r->stop)
        stop_words(r->stop, o->budget, res->stopped, sizeof res->stopped);
}

/* A run stopped before it began (cancelled already). */
static puz_status cancelled(puz_result *res)
{
    res->status = PUZ_UNKNOWN;
    res->complete = 0;
    res->stop = PUZ_STOP_CANCEL;
    snprintf(res->note, sizeof res->note, "cancelled");
    snprintf(res->stopped, sizeof res->stopped, "cancelled");
    return res->status;
}

static puz_status solver_run(puz_solver *s, const int *givens, const puz_limits *lim,
                             double t0, puz_result *res)
{
    SolveOpts o = s->base;
    apply_limits(&o, lim, t0, &s->budget);
    const int *g = givens ? givens : s->own;
    if (check_givens(s, g, res->err, sizeof res->err) != 0)
        return res->status = PUZ_ERROR;
    if (s->unused) { /* a backend's run() sees every unused cell fixed */
        for (int c = 0; c < s->ncells; c++)
            s->fixed[c] = s->unused[c] ? s->vmin : g[c];
        g = s->fixed;
    }
    if (opts_cancelled(&o))
        return cancelled(res);
    SolveResult r = {0};
    if (s->prep) {
        s->b->run(s->prep, g, &o, &r);
    } else {
        model_replace_givens(s->shape, g);
        s->b->solve(s->shape, &o, &r);
    }
    verified(s->b, s->check, s->classic, g, &r);
    if (opts_cancelled(&o) && r.status != PUZ_ERROR && r.solutions < o.limit) {
        r.incomplete = 1;
        if (!r.solutions)
            r.status = PUZ_UNKNOWN;
        if (!r.note[0])
            snprintf(r.note, sizeof r.note, "cancelled");
        if (!r.stop)
            r.stop = STOP_CANCEL;
    }
    export_result(&r, &o, res);
    return res->status;
}

puz_status engine_solver_solve(puz_solver *s, const int *givens, const puz_limits *lim,
                        puz_result *res)
{
    return solver_run(s, givens, lim, 0, res);
}

puz_status engine_solve(const Model *m, const Backend *b, const puz_options *opts,
                        const puz_limits *lim, puz_result *res)
{
    if (!b)
        b = backend_find("native");
    if (opts && options_backend(opts) != b) {
        snprintf(res->err, sizeof res->err, "options made for backend %s given to backend %s",
                 options_backend(opts)->name, b->name);
        return res->status = PUZ_ERROR;
    }
    /* the time limit counts from here: preparing is part of the call */
    double t0 = lim && lim->time_limit > 0 ? now_sec() : 0;
    if (b->prepare) {
        puz_solver *s = engine_solver_new(b, m, opts, res->err, sizeof res->err);
        if (!s)
            return res->status = PUZ_ERROR;
        solver_run(s, NULL, lim, t0, res);
        engine_solver_free(s);
        return res->status;
    }
    /* no per-shape state: the model as it is, no copy */
    SolveOpts o = {.own = options_own_or_default(b, opts)};
    Budget own;
    budget_init(&own, 0);
    apply_limits(&o, lim, t0, &own);
    if (opts_cancelled(&o))
        return cancelled(res);
    SolveResult r = {0};
    b->solve(m, &o, &r);
    verified(b, m, 0, m->given, &r);
    export_result(&r, &o, res);
    return res->status;
}

void result_clear(puz_result *r)
{
    free(r->solution);
    memset(r, 0, sizeof *r);
}
