/* solve_api.c -- the engine as puzc.h shows it: limits and results as
 * objects, solving through one road (solver.c), and the external solvers'
 * side: a formulation emitted, an answer decoded, a model's size. Every
 * PUZ_ERROR of a backend becomes a puz_error here: a bug (a grid the
 * verifier refused) is PUZ_E_INTERNAL, anything else the backend said no
 * to is PUZ_E_UNSUPPORTED. */
#include "backend.h"

#include "diag.h"
#include "error.h"
#include "export_fpuzzles.h"
#include "source.h"
#include "util.h"
#include "verify.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- limits ---- */

puz_limits *puz_limits_new(void) { return xcalloc(1, sizeof(puz_limits)); }

/* THE MEMORY LIMIT OF A LIMITS OBJECT is a budget (budget.h) the object
 * holds: every call given the object charges it, whatever thread it runs
 * on, so that calls made at once (a command's) are bounded together. A
 * clone holds the same budget (counted references); the last free frees
 * it. */
static void drop_budget(puz_limits *l)
{
    if (l->own_budget && __atomic_sub_fetch(&l->budget->refs, 1, __ATOMIC_ACQ_REL) == 0)
        budget_free(l->budget);
    l->budget = NULL;
    l->own_budget = 0;
}

puz_limits *puz_limits_clone(const puz_limits *l)
{
    puz_limits *c = puz_limits_new();
    if (l)
        *c = *l;
    if (c->own_budget)
        __atomic_add_fetch(&c->budget->refs, 1, __ATOMIC_ACQ_REL);
    return c;
}

void puz_limits_free(puz_limits *l)
{
    if (!l)
        return;
    drop_budget(l);
    free(l);
}

void puz_limits_set_solutions(puz_limits *l, uint64_t n) { l->max_solutions = n; }
void puz_limits_set_time(puz_limits *l, double s) { l->time_limit = s > 0 ? s : 0; }
void puz_limits_set_time_spent(puz_limits *l, double s) { l->time_spent = s > 0 ? s : 0; }

void puz_limits_set_memory(puz_limits *l, size_t mb)
{
    drop_budget(l);
    l->memory_limit_mb = mb;
    l->budget = budget_new(mb);
    l->budget->refs = 1;
    l->own_budget = 1;
}

size_t puz_limits_memory_used(const puz_limits *l) { return budget_used(l->budget); }
size_t puz_limits_memory_peak(const puz_limits *l) { return budget_peak(l->budget); }

void puz_limits_set_cancel(puz_limits *l, const volatile int *flag) { l->cancel = flag; }
void puz_limits_set_no_times(puz_limits *l, int on) { l->no_times = on != 0; }

void puz_limits_on_solution(puz_limits *l, puz_solution_fn fn, void *ctx)
{
    l->on_solution = fn;
    l->ctx = ctx;
}

void puz_limits_on_progress(puz_limits *l, puz_progress_fn fn, void *ctx)
{
    l->progress = fn;
    l->progress_ctx = ctx;
}

/* ---- results ---- */

puz_result *puz_result_new(void) { return xcalloc(1, sizeof(puz_result)); }

void puz_result_free(puz_result *r)
{
    if (!r)
        return;
    result_clear(r);
    free(r);
}

puz_status puz_result_status(const puz_result *r) { return r->status; }
uint64_t puz_result_solutions(const puz_result *r) { return r->solutions; }
int puz_result_complete(const puz_result *r) { return r->complete; }
const int *puz_result_grid(const puz_result *r) { return r->solution; }
long puz_result_size(const puz_result *r, int i) { return i >= 0 && i < 3 ? r->size[i] : 0; }
long puz_result_effort(const puz_result *r) { return r->effort; }
double puz_result_build_sec(const puz_result *r) { return r->build_sec; }
double puz_result_solve_sec(const puz_result *r) { return r->solve_sec; }
const char *puz_result_note(const puz_result *r) { return r->note; }
puz_stop puz_result_stop(const puz_result *r) { return r->stop; }
const char *puz_result_stopped(const puz_result *r) { return r->stopped; }

/* A run's PUZ_ERROR as the caller's error; a run that went, PUZ_OK. */
static puz_code outcome(puz_result *r, puz_error **err)
{
    if (r->status != PUZ_ERROR)
        return PUZ_OK;
    puz_code code = r->internal ? PUZ_E_INTERNAL : PUZ_E_UNSUPPORTED;
    r->status = PUZ_STOPPED; /* a result that says nothing was settled */
    return err_set(err, code, "%s", r->err[0] ? r->err : "the backend could not run");
}

/* The options belong to b (NULL: native). */
static puz_code options_match(const Backend **b, const puz_options *o, puz_error **err)
{
    if (!*b)
        *b = o ? options_backend(o) : backend_find("native");
    if (o && options_backend(o) != *b)
        return err_set(err, PUZ_E_ARG, "options made for backend %s given to backend %s",
                       options_backend(o)->name, (*b)->name);
    return PUZ_OK;
}

puz_code puz_solve(const puz_model *m, const puz_backend *b, const puz_options *o,
                   const puz_limits *lim, puz_result *res, puz_error **err)
{
    if (!m || !res)
        return err_set(err, PUZ_E_ARG, "puz_solve: no %s", m ? "result" : "model");
    result_clear(res);
    if (options_match(&b, o, err) != PUZ_OK)
        return PUZ_E_ARG;
    engine_solve(m, b, o, lim, res);
    return outcome(res, err);
}

puz_code puz_solver_new(const puz_backend *b, const puz_model *shape, const puz_options *o,
                        puz_solver **out, puz_error **err)
{
    *out = NULL;
    if (!shape)
        return err_set(err, PUZ_E_ARG, "puz_solver_new: no model");
    if (options_match(&b, o, err) != PUZ_OK)
        return PUZ_E_ARG;
    char why[256] = "";
    *out = engine_solver_new(b, shape, o, why, sizeof why);
    return *out ? PUZ_OK : err_set(err, PUZ_E_UNSUPPORTED, "%s", why);
}

puz_code puz_solver_solve(puz_solver *s, const int *givens, const puz_limits *lim,
                          puz_result *res, puz_error **err)
{
    result_clear(res);
    engine_solver_solve(s, givens, lim, res);
    if (res->status == PUZ_ERROR && !res->internal && !strncmp(res->err, "given ", 6)) {
        res->status = PUZ_STOPPED; /* givens out of range: the caller's */
        return err_set(err, PUZ_E_ARG, "%s", res->err);
    }
    return outcome(res, err);
}

void puz_solver_free(puz_solver *s) { engine_solver_free(s); }

/* ---- the external solvers' side ---- */

/* The SolveOpts for a build by b with o and lim: limits as solve sees
 * them, the memory charged to lim's budget, or to own (of the default
 * limit). */
static SolveOpts build_opts(const Backend *b, const puz_options *o, const puz_limits *lim,
                            Budget *own)
{
    SolveOpts so = {.own = options_own_or_default(b, o)};
    so.limit = 1;
    budget_init(own, budget_bytes_of_mb(lim ? lim->memory_limit_mb : 0));
    so.budget = lim && lim->budget ? lim->budget : own;
    if (lim) {
        so.time_limit = lim->time_limit;
        so.deadline = lim->time_limit > 0 ? now_sec() + lim->time_limit : 0;
        so.cancel = lim->cancel;
        so.progress = lim->progress;
        so.progress_ctx = lim->progress_ctx;
    }
    return so;
}

/* The formats that write the model itself (export_fpuzzles.h), with its
 * solution when native proves it the only one within a few seconds (or
 * lim's shorter time limit): counted to 2, the first kept. */
#define EMIT_SOLVE_SEC 2.0
static puz_code emit_model(const Model *m, const char *format, const puz_limits *lim, FILE *out,
                           puz_error **err)
{
    puz_limits own = {0};
    if (lim)
        own = *lim;
    own.max_solutions = 2;
    own.own_budget = 0; /* a copy: lim keeps its reference */
    own.on_solution = NULL;
    own.progress = NULL;
    if (!(own.time_limit > 0 && own.time_limit < EMIT_SOLVE_SEC))
        own.time_limit = EMIT_SOLVE_SEC;
    puz_result *r = puz_result_new();
    const int *solution = NULL;
    if (puz_solve(m, NULL, NULL, &own, r, NULL) == PUZ_OK && puz_result_status(r) == PUZ_SOLVED &&
        puz_result_complete(r) && puz_result_solutions(r) == 1)
        solution = puz_result_grid(r);
    char why[256] = "";
    errno = 0;
    int rc = export_model(m, format, solution, out, why, sizeof why);
    puz_result_free(r);
    if (ferror(out))
        return err_set(err, PUZ_E_IO, "writing the %s file: %s", format,
                       strerror(errno ? errno : EIO));
    return rc == 0 ? PUZ_OK : err_set(err, PUZ_E_UNSUPPORTED, "%s", why);
}

const char *const *puz_model_formats(void) { return export_format_names; }

puz_code puz_emit(const puz_model *m, const char *format, const puz_options *o,
                  const puz_limits *lim, FILE *out, puz_error **err)
{
    if (export_is_format(format)) {
        if (o)
            return err_set(err, PUZ_E_ARG, "format %s writes the model itself: it takes no "
                           "backend options", format);
        return emit_model(m, format, lim, out, err);
    }
    const Backend *b = format ? backend_for_format(format) : NULL;
    if (!b) {
        char have[256] = "";
        size_t n = 0;
        for (int i = 0; backend_list[i]; i++)
            for (const char *const *f = backend_list[i]->formats; f && *f; f++)
                n += (size_t)snprintf(have + n, n < sizeof have ? sizeof have - n : 0, " %s", *f);
        for (int i = 0; export_format_names[i]; i++)
            n += (size_t)snprintf(have + n, n < sizeof have ? sizeof have - n : 0, " %s",
                                  export_format_names[i]);
        return err_set(err, PUZ_E_UNSUPPORTED, "unknown format '%s' (have:%s)",
                       format ? format : "", have);
    }
    if (o && options_backend(o) != b)
        return err_set(err, PUZ_E_ARG, "format %s is backend %s's, but the options are %s's",
                       format, b->name, options_backend(o)->name);
    Budget own;
    SolveOpts so = build_opts(b, o, lim, &own);
    char why[256] = "";
    errno = 0;
    if (b->emit(m, format, &so, out, why, sizeof why) != 0) {
        if (ferror(out))
            return err_set(err, PUZ_E_IO, "writing the %s file: %s", format,
                           strerror(errno ? errno : EIO));
        return err_set(err, PUZ_E_UNSUPPORTED, "%s", why[0] ? why : "emission failed");
    }
    if (ferror(out))
        return err_set(err, PUZ_E_IO, "writing the %s file: %s", format,
                       strerror(errno ? errno : EIO));
    return PUZ_OK;
}

puz_code puz_emit_string(const puz_model *m, const char *format, const puz_options *o,
                         const puz_limits *lim, char **text, size_t *len, puz_error **err)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = xopen_memstream(&buf, &n);
    puz_code rc = puz_emit(m, format, o, lim, f, err);
    xclose_memstream(f, &buf);
    if (rc != PUZ_OK) {
        free(buf);
        *text = NULL;
        return rc;
    }
    *text = buf;
    if (len)
        *len = n;
    return PUZ_OK;
}

puz_code puz_model_size(const puz_model *m, const puz_backend *b, const puz_options *o,
                        const puz_limits *lim, long size[3], puz_error **err)
{
    if (options_match(&b, o, err) != PUZ_OK)
        return PUZ_E_ARG;
    if (!b->size)
        return err_set(err, PUZ_E_UNSUPPORTED, "backend %s has no model size", b->name);
    Budget own;
    SolveOpts so = build_opts(b, o, lim, &own);
    char note[160] = "";
    size[0] = size[1] = size[2] = 0;
    int rc = b->size(m, &so, size, note, sizeof note);
    if (rc < 0)
        return err_set(err, PUZ_E_UNSUPPORTED, "backend %s cannot take this model", b->name);
    if (rc > 0) { /* a limit (rc, a STOP_*) stopped the build: the sizes so
                     far, and why */
        puz_code code = err_set(err, PUZ_E_LIMIT, "%s", note[0] ? note : "stopped by a limit");
        if (err && *err)
            (*err)->stop = rc;
        return code;
    }
    return PUZ_OK;
}

/* DECODING. Each backend with a reader is asked in turn; a reader that does
 * not know the text passes it on (-2). The first that knows it reads it:
 * a grid (verified here, as a solution of m, or of m without the givens a
 * MaxSAT answer drops), "no solution", or an error placed in the text. */
puz_code puz_decode(const puz_model *m, const char *text, size_t len, const char *name,
                    int *grid, puz_answer *answer, const char **format, const char **note,
                    puz_error **err)
{
    static _Thread_local char note_buf[256]; /* *note: valid to the next call here */
    const char *who = name ? name : "<answer>";
    /* the readers take a NUL-terminated text */
    char *t = xmalloc(len + 1);
    memcpy(t, text, len);
    t[len] = '\0';
    char why[256] = "";
    DecodeLoc at = {0, 0};
    int r = -2;
    const Backend *b = NULL;
    for (int i = 0; backend_list[i] && r == -2; i++)
        if (backend_list[i]->decode) {
            b = backend_list[i];
            r = b->decode(m, t, who, grid, why, sizeof why, &at);
        }
    puz_code rc = PUZ_OK;
    if (r == -2) {
        rc = err_set(err, PUZ_E_INPUT, "%s: not a solver answer puzc reads (glpsol -o or -w, "
                     "cbc, SAT/MaxSAT/PB solver output, MiniZinc output, xcc options)", who);
    } else if (r == -1 && at.line > 0) { /* placed: the line and a caret */
        Source *src = source_new(who, t, len);
        puz_error *e = err_new(PUZ_E_INPUT);
        Diag d;
        diag_init(&d, src, e);
        diag_error(&d, source_loc(at.line, at.col), "%s", why);
        source_free(src);
        rc = err_give(err, e);
    } else if (r == -1) {
        rc = err_set(err, PUZ_E_INPUT, "%s", why);
    } else if (r == 1) {
        *answer = PUZ_ANSWER_NO_SOLUTION;
    } else if (r == 2) { /* a MaxSAT grid: a solution without the givens it drops */
        Model *relaxed = model_clone(m);
        int *kept = xcalloc((size_t)m->ncells, sizeof *kept);
        for (int c = 0; c < m->ncells; c++)
            kept[c] = m->given[c] && grid[c] == m->given[c] ? m->given[c] : 0;
        model_replace_givens(relaxed, kept);
        free(kept);
        char bad[256];
        snprintf(note_buf, sizeof note_buf, "%s", why);
        if (!verify_grid(relaxed, grid, bad, sizeof bad))
            rc = err_set(err, PUZ_E_INVALID, "%s: the answer is not a solution even without the "
                         "givens it drops: %s", who, bad);
        else
            *answer = PUZ_ANSWER_RELAXED;
        model_free(relaxed);
    } else if (!verify_grid(m, grid, why, sizeof why)) {
        /* the external solver's answer, not ours: reported, not handed on */
        rc = err_set(err, PUZ_E_INVALID, "%s: the answer is not a solution: %s", who, why);
    } else {
        *answer = PUZ_ANSWER_SOLVED;
    }
    free(t);
    if (rc == PUZ_OK) {
        if (format)
            *format = b->name;
        if (note)
            *note = r == 2 ? note_buf : "";
    }
    return rc;
}
