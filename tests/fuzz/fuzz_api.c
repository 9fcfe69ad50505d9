/* fuzz_api.c -- libFuzzer harness for the library's public face
 * (include/puzc.h, of which it is a client alone): the input is read as a
 * program of up to 32 calls (3 s at most) on a few slots of models, option
 * sets and solvers, in any order the API allows: models compiled (fixed
 * sources, the generator's, one-line puzzles, clones, the empty Sudoku and
 * Latin constructors with any sizes) and freed while solvers made from
 * them live on; options set by name to any name and value, bad ones
 * included (each refusal a puz_error with a message, never a crash);
 * solvers made, reused for many givens (the shape's own, a planted
 * solution's, random ones, values out of range: refused) into one reused
 * result, with puz_limits of a solution count, a time limit, a memory
 * limit, a solution callback that stops early, a progress callback, and a
 * cancel flag set before the call or from another thread while it runs;
 * puz_solve, verify, grid text, pictures (settings by name), the rater
 * (settings by name), the generators (puz_fill, puz_generate,
 * puz_generate_bulk; settings by name), the Latin to Sudoku conversion and
 * the registry's queries; everything left is freed in an order drawn from
 * the input.
 * What must hold: codes and results within their documented
 * ranges, every error a message (and freed), every solution (given to the
 * callback or returned) passes the verifier with the givens of its call,
 * a finished count equal to an independent native count of the same
 * givens, a stopped call saying why (a cancel only when the flag was set);
 * and no crash, leak, hang or data race report. Built and run by `make
 * fuzz` (tools/fuzz.sh); seeds in tests/fuzz/corpus/api/. */
#include "fuzz_check.h"
#include "gm.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NSLOT 3
#define MAX_CALLS 32
/* ncells * nvals past which a solver only solves (no counts): counting
 * the second solution of a big empty grid runs past the time limit
 * (native's search; a known bug of the limits, fixed apart) */
#define BIG_WORK 20000

/* A solver and what it was made from: its backend, whether its options
 * ask for an exact count (not ilp's maxsum, sat's propagate-only, the
 * heuristic) and a copy of its shape for checking. The limits of each
 * call are freed as the call ends, before the solver that ran under them
 * (a native solver kept its tables charged to their budget: a use after
 * free this harness found, kept in regress/api). */
typedef struct {
    puz_solver *s;
    const puz_backend *b;
    puz_model *shape;
    int counts;
} Slot;

static void slot_free(Slot *sl)
{
    puz_solver_free(sl->s);
    puz_model_free(sl->shape);
    memset(sl, 0, sizeof *sl);
}

typedef struct {
    GmSrc src;
    puz_model *models[NSLOT];
    puz_options *opts[NSLOT];
    Slot solvers[NSLOT];
    puz_result *res; /* every solve's, reused */
} State;

/* ---- helpers ---- */

static const puz_backend *any_backend(GmSrc *s)
{
    return puz_backend_at((int)gm_below(s, (unsigned)puz_backend_count()));
}

static int nvals(const puz_model *m) { return puz_model_vmax(m) - puz_model_vmin(m) + 1; }

static long work(const puz_model *m) { return (long)puz_model_ncells(m) * nvals(m); }

/* A call's error: none on PUZ_OK; else one with a message (checked when
 * the caller asked for it), and never PUZ_E_INTERNAL (a wrong answer of
 * ours). Frees it. */
static void done(puz_code rc, puz_error *e, const char *who)
{
    if (rc == PUZ_OK) {
        if (e)
            abort(); /* success leaves *err alone */
        return;
    }
    if (e)
        fuzz_check_error(e, rc);
    if (rc == PUZ_E_INTERNAL) {
        fprintf(stderr, "%s: %s\n", who, e ? puz_error_message(e) : "internal error");
        abort();
    }
    puz_error_free(e);
}

/* Where an error goes: a place (mostly), or NULL (the call must cope). */
static puz_error **errp(GmSrc *s, puz_error **e)
{
    *e = NULL;
    return gm_chance(s, 85) ? e : NULL;
}

/* A grid of the model's cells: its givens in part, a solution in part,
 * random values, or values out of range. */
static int *draw_grid(GmSrc *s, const puz_model *m, const int *solution)
{
    int n = puz_model_ncells(m), vmin = puz_model_vmin(m), vmax = puz_model_vmax(m);
    const int *given = puz_model_givens(m);
    int *g = malloc((size_t)n * sizeof *g);
    if (!g)
        abort();
    int how = (int)gm_below(s, 5), pct = (int)gm_below(s, 101);
    for (int i = 0; i < n; i++) {
        int keep = (int)gm_below(s, 100) < pct;
        switch (how) {
        case 0: g[i] = 0; break;
        case 1: g[i] = keep ? given[i] : 0; break;
        case 2: g[i] = keep && solution ? solution[i] : 0; break;
        case 3: g[i] = keep ? gm_range(s, vmin, vmax) : 0; break;
        default: g[i] = keep ? gm_range(s, -2, vmax + 2) : given[i]; break;
        }
    }
    return g;
}

/* A setting's value drawn for table entry op (NULL: a name not in it):
 * one it lists, a number, or something odd. */
static const char *draw_value(GmSrc *s, const puz_option *op)
{
    static const char *const odd[] = {"",    "x",   "-1",  "0",   "1",    "3",  "1e309",
                                       "nan", "99999999999999999999",  "0.5", "maxsum",
                                       "sets", "on", "off", "2x2", "1-5", "9-1", NULL};
    if (op && op->kind == PUZ_OPT_CHOICE && op->values && gm_chance(s, 80)) {
        int nv = 0;
        while (op->values[nv])
            nv++;
        return op->values[gm_below(s, (unsigned)nv)];
    }
    if (op && op->kind == PUZ_OPT_FLAG && gm_chance(s, 70))
        return gm_chance(s, 50) ? NULL : gm_chance(s, 50) ? "on" : "off";
    return odd[gm_below(s, sizeof odd / sizeof odd[0])];
}

/* A name from a table (mostly), or one it does not have. */
static const char *draw_name(GmSrc *s, const puz_option *table)
{
    int n = 0;
    while (table[n].name)
        n++;
    if (n && (int)gm_below(s, 10) < 8)
        return table[gm_below(s, (unsigned)n)].name;
    static const char *const bad[] = {"bogus", "", "--seed", "SEED", NULL};
    return bad[gm_below(s, 5)];
}

static const puz_option *find(const puz_option *table, const char *name)
{
    for (const puz_option *p = table; name && p->name; p++)
        if (!strcmp(p->name, name))
            return p;
    return NULL;
}

/* A setter's answer: PUZ_OK or PUZ_E_ARG (with a message), and PUZ_E_ARG
 * for a name the table does not have. */
static void check_set(puz_code rc, puz_error *e, const puz_option *op)
{
    if ((rc != PUZ_OK && rc != PUZ_E_ARG) || (!op && rc == PUZ_OK))
        abort();
    done(rc, e, "set");
}

/* ---- solving, with a cancel from another thread ---- */

typedef struct {
    volatile int flag;
    long usec;
} Cancel;

static void *cancel_later(void *arg)
{
    Cancel *c = arg;
    struct timespec ts = {c->usec / 1000000, (c->usec % 1000000) * 1000};
    nanosleep(&ts, NULL);
    __atomic_store_n(&c->flag, 1, __ATOMIC_RELAXED);
    return NULL;
}

/* What the solution callback checks: each grid verified against the
 * call's model (shape and givens); stops after `stop_after` when > 0. */
typedef struct {
    const puz_model *m;
    uint64_t seen, stop_after;
} Seen;

static int on_solution(const puz_model *m, const int *grid, void *ctx)
{
    Seen *s = ctx;
    if (!m || puz_model_ncells(m) != puz_model_ncells(s->m))
        abort();
    fuzz_check_solution(s->m, puz_model_givens(s->m), grid, "the solution callback");
    s->seen++;
    return s->stop_after && s->seen >= s->stop_after;
}

static void on_progress(const char *line, void *ctx)
{
    (void)ctx;
    if (!line || strchr(line, '\n'))
        abort();
}

/* One solving call's limits and what goes with them: the solution count
 * asked for, the callback's count, the cancel flag and the thread that
 * may set it. */
typedef struct {
    puz_limits *lim;
    uint64_t max;
    int callback;
    Seen seen;
    Cancel c;
    pthread_t th;
    int threaded;
} Call;

/* Limits drawn from the input (sometimes a clone of them used); a cancel
 * flag set now, from a thread after a delay, or never (the thread started
 * here, joined by call_end). */
static void call_begin(GmSrc *s, const puz_model *m, Call *k)
{
    static const uint64_t maxes[] = {0, 1, 2, 3, 10, UINT64_MAX};
    memset(k, 0, sizeof *k);
    puz_limits *lim = puz_limits_new();
    uint64_t max = maxes[gm_below(s, 6)];
    if (work(m) > BIG_WORK || (puz_model_ncells(m) > 81 && max > 2))
        max = 1;
    if (max)
        puz_limits_set_solutions(lim, max);
    k->max = max ? max : 1; /* unset: one solution */
    double t = (double)gm_range(s, 1, 4) / 20;
    puz_limits_set_time(lim, t);
    if (gm_chance(s, 10))
        puz_limits_set_time_spent(lim, t / 2);
    puz_limits_set_memory(lim, gm_chance(s, 20) ? 16 : 256);
    k->seen.m = m;
    if (gm_chance(s, 50)) {
        k->seen.stop_after = gm_below(s, 3);
        puz_limits_on_solution(lim, on_solution, &k->seen);
        k->callback = 1;
    }
    if (gm_chance(s, 20)) {
        puz_limits_on_progress(lim, on_progress, NULL);
        puz_limits_set_no_times(lim, 1);
    }
    switch (gm_below(s, 4)) {
    case 0: break;
    case 1: k->c.flag = 1; puz_limits_set_cancel(lim, &k->c.flag); break;
    default:
        k->c.usec = (long)gm_below(s, 4) * 3000;
        puz_limits_set_cancel(lim, &k->c.flag);
        k->threaded = pthread_create(&k->th, NULL, cancel_later, &k->c) == 0;
    }
    if (gm_chance(s, 15)) { /* a clone does the same */
        k->lim = puz_limits_clone(lim);
        puz_limits_free(lim);
    } else {
        k->lim = lim;
    }
}

/* The call is over: its limits freed (the solver lives on). */
static void call_end(Call *k)
{
    if (k->threaded)
        pthread_join(k->th, NULL);
    if (puz_limits_memory_peak(k->lim) < puz_limits_memory_used(k->lim))
        abort();
    puz_limits_free(k->lim);
}

/* What every result must be; a finished count is compared with native's
 * own count of the same model (when that finishes too). m: the call's
 * model, its givens those of the call. */
static void check_result(const puz_model *m, const Call *call, puz_code rc, puz_error *e,
                         const puz_result *r, int counts, const char *who)
{
    if (rc != PUZ_OK) {
        done(rc, e, who);
        return;
    }
    if (e)
        abort();
    const Seen *seen = &call->seen;
    puz_status st = puz_result_status(r);
    uint64_t n = puz_result_solutions(r);
    puz_stop stop = puz_result_stop(r);
    if (st < PUZ_SOLVED || st > PUZ_STOPPED || n > call->max)
        abort();
    if ((st == PUZ_SOLVED) != (n > 0) || (st == PUZ_SOLVED && !puz_result_grid(r)))
        abort();
    if (puz_result_grid(r))
        fuzz_check_solution(m, puz_model_givens(m), puz_result_grid(r), who);
    if (call->callback && seen->seen != n &&
        !(seen->stop_after && seen->seen == seen->stop_after)) {
        fprintf(stderr, "%s: %lu solutions, %lu seen by the callback\n", who,
                (unsigned long)n, (unsigned long)seen->seen);
        abort();
    }
    if (!puz_result_note(r) || !puz_result_stopped(r))
        abort();
    if (stop < PUZ_STOP_NONE || stop > PUZ_STOP_GAVE_UP ||
        (stop != PUZ_STOP_NONE && (puz_result_complete(r) || !puz_result_stopped(r)[0])) ||
        (st == PUZ_NO_SOLUTION && stop != PUZ_STOP_NONE))
        abort();
    if (stop == PUZ_STOP_CANCEL && !call->c.flag)
        abort(); /* cancelled, but no one asked */
    if (!counts || !puz_result_complete(r) || (call->callback && seen->stop_after) ||
        work(m) > BIG_WORK)
        return;
    puz_limits *ref = puz_limits_new();
    puz_limits_set_solutions(ref, call->max);
    puz_limits_set_time(ref, 0.5);
    puz_result *o = puz_result_new();
    puz_error *oe = NULL;
    puz_code orc = puz_solve(m, puz_backend_find("native"), NULL, ref, o, &oe);
    done(orc, oe, "native's reference count");
    if (orc == PUZ_OK && puz_result_complete(o) && puz_result_solutions(o) != n) {
        fprintf(stderr, "%s counts %lu, native %lu\n", who, (unsigned long)n,
                (unsigned long)puz_result_solutions(o));
        abort();
    }
    puz_result_free(o);
    puz_limits_free(ref);
}

/* ---- the calls ---- */

static void call_compile(State *st, int k)
{
    GmSrc *s = &st->src;
    puz_model *m = NULL;
    puz_error *e;
    puz_code rc = PUZ_OK;
    switch (gm_below(s, 6)) {
    case 0: { /* a sample (fuzz_check.h) */
        int i = (int)gm_below(s, FUZZ_NSAMPLES);
        const char *t = fuzz_sample(i);
        rc = puz_compile_string("api.puz", t, strlen(t), NULL, &m, errp(s, &e));
        if ((rc == PUZ_OK) != (i != FUZZ_NSAMPLES - 1))
            abort(); /* the last one has an error */
        break;
    }
    case 1: { /* the generator's, on the next bytes */
        size_t n = gm_below(s, 256);
        size_t left = s->pos < s->size ? s->size - s->pos : 0;
        n = n < left ? n : left;
        GmSrc sub;
        gm_src_bytes(&sub, s->data + s->pos, n);
        s->pos += n;
        GmBuf text;
        gm_buf_init(&text, 4096);
        gm_model(&sub, &text);
        rc = puz_compile_string("api.puz", text.text ? text.text : "", text.len, NULL, &m,
                                errp(s, &e));
        gm_buf_free(&text);
        break;
    }
    case 2: { /* a one-line puzzle of the generator's */
        GmBuf text;
        gm_buf_init(&text, 4096);
        int killer = gm_chance(s, 30);
        gm_lines(s, killer, 1, &text);
        rc = puz_model_from_line(text.text ? text.text : "", text.len,
                                 killer ? PUZ_LINE_IS_KILLER : PUZ_LINE_AUTO, &m, NULL,
                                 errp(s, &e));
        gm_buf_free(&text);
        break;
    }
    case 3: m = puz_model_sudoku(gm_range(s, -1, 5), gm_range(s, -1, 5)); e = NULL; break;
    case 4: {
        static const int sides[] = {-1, 0, 1, 2, 3, 4, 5, 7, 9, 64, 65, 256, 257};
        m = puz_model_latin(sides[gm_below(s, 13)]);
        e = NULL;
        break;
    }
    default: { /* a clone of a slot's */
        const puz_model *o = st->models[gm_below(s, NSLOT)];
        m = o ? puz_model_clone(o) : NULL;
        e = NULL;
    }
    }
    if (rc != PUZ_OK && m)
        abort();
    done(rc, e, "compile");
    if (m)
        fuzz_check_model(m);
    puz_model_free(st->models[k]);
    st->models[k] = m;
}

static void call_options(State *st, int k)
{
    GmSrc *s = &st->src;
    if (!st->opts[k] || gm_chance(s, 30)) {
        puz_options_free(st->opts[k]);
        st->opts[k] = puz_options_new(any_backend(s));
    }
    puz_options *o = st->opts[k];
    const puz_backend *b = puz_options_backend(o);
    const puz_option *table = puz_backend_options(b);
    const char *name = draw_name(s, table);
    if (name && (!strcmp(name, "verbose") || !strcmp(name, "threads")))
        return; /* output; native's racing threads have tests of their own */
    /* ilp's --heuristics: GLPK's heuristics do not stop at the time limit
     * (a known bug of the limits, fixed apart) */
    if (name && !strcmp(name, "heuristics"))
        return;
    const puz_option *op = puz_backend_option(b, name);
    if (op != find(table, name))
        abort();
    const char *value = draw_value(s, op);
    puz_error *e;
    puz_code rc = puz_options_set(o, name, value, errp(s, &e));
    check_set(rc, e, op);
    if (rc == PUZ_OK && (!puz_options_isset(o, name) ||
                         (op->kind != PUZ_OPT_FLAG && !puz_options_get(o, name))))
        abort();
    if (!name && (puz_options_get(o, name) || puz_options_isset(o, name)))
        abort(); /* no name: no option */
    if (gm_chance(s, 20)) { /* a clone replaces it */
        puz_options *c = puz_options_clone(o);
        if (puz_options_backend(c) != b)
            abort();
        puz_options_free(o);
        st->opts[k] = c;
    }
}

/* Whether options o (of backend b, or NULL) ask for an exact count. */
static int counts_exactly(const puz_backend *b, const puz_options *o)
{
    if (!(puz_backend_caps(b) & PUZ_CAN_COUNT))
        return 0;
    const char *f = o ? puz_options_get(o, "formulation") : NULL;
    return !(f && !strcmp(f, "maxsum")) && !(o && puz_options_isset(o, "propagate-only"));
}

static void call_solver_new(State *st, int k)
{
    GmSrc *s = &st->src;
    const puz_model *m = st->models[gm_below(s, NSLOT)];
    if (!m)
        return;
    Slot *sl = &st->solvers[k];
    slot_free(sl);
    const puz_options *o = gm_chance(s, 60) ? st->opts[gm_below(s, NSLOT)] : NULL;
    const puz_backend *b = o && gm_chance(s, 90) ? puz_options_backend(o) : any_backend(s);
    puz_error *e;
    puz_solver *sv = NULL;
    puz_code rc = puz_solver_new(b, m, o, &sv, errp(s, &e));
    if ((rc == PUZ_OK) != (sv != NULL))
        abort();
    if (o && puz_options_backend(o) != b && rc != PUZ_E_ARG)
        abort(); /* another backend's options: refused */
    done(rc, e, "puz_solver_new");
    if (!sv)
        return;
    sl->s = sv;
    sl->b = b;
    sl->shape = puz_model_clone(m);
    sl->counts = counts_exactly(b, o);
}

static void call_solver_solve(State *st, int k)
{
    GmSrc *s = &st->src;
    Slot *sl = &st->solvers[k];
    if (!sl->s)
        return;
    if (!strcmp(puz_backend_name(sl->b), "heuristic") && puz_model_ncells(sl->shape) > 81)
        return; /* its own limits are iterations; big grids take long */
    /* a planted solution, when the shape's own givens have one */
    puz_limits *one = puz_limits_new();
    puz_limits_set_time(one, 0.2);
    puz_result *planted = puz_result_new();
    if (work(sl->shape) <= BIG_WORK)
        done(puz_solve(sl->shape, puz_backend_find("native"), NULL, one, planted, NULL), NULL,
             "planted");
    int *g = gm_chance(s, 20) ? NULL : draw_grid(s, sl->shape, puz_result_grid(planted));
    puz_model *m = puz_model_clone(sl->shape);
    int bad = 0;
    for (int i = 0; g && i < puz_model_ncells(m); i++)
        bad |= g[i] && (g[i] < puz_model_vmin(m) || g[i] > puz_model_vmax(m));
    if (g) {
        puz_error *e = NULL;
        puz_code rc = puz_model_set_givens(m, g, &e);
        if ((rc == PUZ_OK) == bad || (bad && rc != PUZ_E_ARG))
            abort(); /* a value out of range is refused, and only that */
        done(rc, e, "puz_model_set_givens");
        if (bad && memcmp(puz_model_givens(m), puz_model_givens(sl->shape),
                          (size_t)puz_model_ncells(m) * sizeof *g) != 0)
            abort(); /* refused: unchanged */
    }
    Call call;
    call_begin(s, m, &call);
    puz_error *e;
    puz_code rc = puz_solver_solve(sl->s, g, call.lim, st->res, errp(s, &e));
    call_end(&call);
    if (bad && rc != PUZ_E_ARG)
        abort(); /* a given out of range is refused */
    if (bad)
        done(rc, e, "puz_solver_solve");
    else
        check_result(m, &call, rc, e, st->res, sl->counts, puz_backend_name(sl->b));
    puz_result_free(planted);
    puz_limits_free(one);
    puz_model_free(m);
    free(g);
}

static void call_solve_once(State *st)
{
    GmSrc *s = &st->src;
    puz_model *m = st->models[gm_below(s, NSLOT)];
    if (!m)
        return;
    puz_options *o = gm_chance(s, 50) ? st->opts[gm_below(s, NSLOT)] : NULL;
    const puz_backend *b = o ? (gm_chance(s, 70) ? puz_options_backend(o) : NULL)
                             : gm_chance(s, 30) ? NULL : any_backend(s);
    const puz_backend *used = b ? b : o ? puz_options_backend(o) : puz_backend_find("native");
    if (!strcmp(puz_backend_name(used), "heuristic") && puz_model_ncells(m) > 81)
        return;
    Call call;
    call_begin(s, m, &call);
    puz_error *e;
    puz_code rc = puz_solve(m, b, o, call.lim, st->res, errp(s, &e));
    call_end(&call);
    check_result(m, &call, rc, e, st->res, counts_exactly(used, o), puz_backend_name(used));
}

static void call_grid(State *st)
{
    GmSrc *s = &st->src;
    const puz_model *m = st->models[gm_below(s, NSLOT)];
    if (!m)
        return;
    int *g = draw_grid(s, m, NULL);
    puz_error *e;
    puz_code rc = puz_verify(m, g, errp(s, &e));
    if (rc != PUZ_OK && rc != PUZ_E_INVALID && rc != PUZ_E_ARG)
        abort();
    done(rc, e, "puz_verify");
    char *line = puz_grid_string(m, g, (puz_grid_style)gm_below(s, 3));
    if (!line)
        abort();
    puz_free(line);
    if (puz_model_ncells(m) <= 4096) {
        puz_render_opts *ro = gm_chance(s, 80) ? puz_render_opts_new() : NULL;
        for (int i = 0, n = ro ? (int)gm_below(s, 4) : 0; i < n; i++) {
            const char *name = draw_name(s, puz_render_settings());
            const puz_option *op = find(puz_render_settings(), name);
            rc = puz_render_set(ro, name, draw_value(s, op), errp(s, &e));
            check_set(rc, e, op);
        }
        char *buf = NULL;
        size_t len = 0;
        rc = puz_render_string(m, gm_chance(s, 70) ? g : NULL, (puz_render_format)gm_below(s, 3),
                               ro, &buf, &len, errp(s, &e));
        /* refused: a value out of range, a picture too large, PNG without
         * cairo */
        if ((rc != PUZ_OK && rc != PUZ_E_ARG && rc != PUZ_E_UNSUPPORTED) ||
            (rc == PUZ_OK && (!buf || !len)))
            abort();
        done(rc, e, "puz_render_string");
        puz_free(buf);
        puz_render_opts_free(ro);
    }
    free(g);
}

static void call_rate(State *st)
{
    GmSrc *s = &st->src;
    const puz_model *m = st->models[gm_below(s, NSLOT)];
    if (!m || puz_model_ncells(m) > 256)
        return;
    puz_rater *o = NULL;
    puz_error *e = NULL;
    puz_code rc;
    if (gm_chance(s, 90)) {
        o = puz_rater_new();
        char guesses[16];
        snprintf(guesses, sizeof guesses, "%d", gm_range(s, 1, 200));
        check_set(puz_rater_set(o, "max-guesses", guesses, &e), e, puz_rater_settings());
        check_set(puz_rater_set(o, "count-limit", "0.2", &e), e, puz_rater_settings());
        if (gm_chance(s, 20)) {
            const char *c = puz_backend_name(any_backend(s));
            rc = puz_rater_set(o, "counter", gm_chance(s, 90) ? c : "nosuch", errp(s, &e));
            if (rc != PUZ_OK && rc != PUZ_E_ARG)
                abort();
            done(rc, e, "rater counter");
        }
        /* anything else by name, but never steps: a solving path without
         * eliminations (singles alone, the empty grid's) has rating.c:44-45
         * copy them from NULL (UBSan), a known bug being fixed apart;
         * tools/fuzz_cli.sh runs `rate --steps` */
        if (gm_chance(s, 20)) {
            const char *name = draw_name(s, puz_rater_settings());
            if (name && strcmp(name, "steps") && strcmp(name, "max-guesses") &&
                strcmp(name, "count-limit")) {
                const puz_option *op = find(puz_rater_settings(), name);
                rc = puz_rater_set(o, name, draw_value(s, op), errp(s, &e));
                check_set(rc, e, op);
            }
        }
        if (gm_chance(s, 20))
            puz_rater_on_progress(o, on_progress, NULL);
    }
    /* the defaults (a million guesses, a 10 s count) bounded by a limit */
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 0.5);
    puz_rating *r = puz_rating_new();
    rc = puz_rate(m, o, o && gm_chance(s, 50) ? NULL : lim, r, errp(s, &e));
    if (rc == PUZ_OK) {
        puz_status rs = puz_rating_status(r);
        if (rs < PUZ_SOLVED || rs > PUZ_STOPPED)
            abort();
        if (rs == PUZ_SOLVED)
            fuzz_check_solution(m, puz_model_givens(m), puz_rating_solution(r), "rate");
        if (rs == PUZ_STOPPED && puz_rating_stop(r) == PUZ_STOP_NONE)
            abort();
        int h = puz_rating_hardest(r), u = puz_rating_unique(r);
        if (h < -1 || h >= PUZ_NTECHS || u < -1 || u > 1 || puz_rating_guesses(r) < 0)
            abort();
    }
    done(rc, e, "puz_rate");
    puz_rating_free(r);
    puz_limits_free(lim);
    puz_rater_free(o);
}

/* A puzzle the generator handed over: its model valid, its solution (when
 * it has one) verified against it. */
static void check_puzzle(const puz_puzzle *p, const char *who)
{
    const puz_model *m = puz_puzzle_model(p);
    if (!m)
        return;
    fuzz_check_model(m);
    if (puz_puzzle_solution(p))
        fuzz_check_solution(m, puz_model_givens(m), puz_puzzle_solution(p), who);
}

static int on_bulk(long index, uint64_t seed, const puz_puzzle *p, void *ctx)
{
    long *next = ctx;
    (void)seed;
    if (index != (*next)++)
        abort(); /* in index order */
    check_puzzle(p, "generate_bulk");
    return 0;
}

static void gen_set(GmSrc *s, puz_gen *g, const char *name, const char *value)
{
    puz_error *e;
    puz_code rc = puz_gen_set(g, name, value, errp(s, &e));
    check_set(rc, e, find(puz_gen_settings(), name));
}

static void call_generate(State *st)
{
    GmSrc *s = &st->src;
    puz_gen *g = puz_gen_new();
    static const char *const kinds[] = {"sudoku", "latin", "killer"};
    static const char *const boxes[] = {"2x2", "2x3", "3x2", "1x4", "2x1"};
    static const char *const methods[] = {"auto", "backtrack", "prune", "weighted",
                                          "row", "block", "ilp", "x"};
    static const char *const syms[] = {"none", "rot180", "rot90", "mirror"};
    static const char *const levels[] = {"any", "easy", "medium", "hard", "fiendish", "expert"};
    char num[32];
    gen_set(s, g, "kind", kinds[gm_below(s, 3)]);
    gen_set(s, g, "box", boxes[gm_below(s, 5)]);
    if (gm_chance(s, 30)) {
        snprintf(num, sizeof num, "%d", gm_range(s, 1, 5));
        gen_set(s, g, "size", num);
    }
    gen_set(s, g, "method", methods[gm_below(s, 8)]);
    gen_set(s, g, "symmetry", syms[gm_below(s, 4)]);
    gen_set(s, g, "difficulty", levels[gm_below(s, 6)]);
    if (gm_chance(s, 20))
        gen_set(s, g, "minimal", NULL);
    if (gm_chance(s, 20)) {
        snprintf(num, sizeof num, "%d", gm_range(s, 1, 20));
        gen_set(s, g, "clues", num);
    }
    snprintf(num, sizeof num, "%d-%d", gm_range(s, 0, 3), gm_range(s, 0, 6));
    gen_set(s, g, "cage-sizes", num);
    snprintf(num, sizeof num, "%u", gm_below(s, 1000));
    gen_set(s, g, "seed", num);
    snprintf(num, sizeof num, "%d", gm_range(s, 1, 2));
    gen_set(s, g, "tries", num);
    gen_set(s, g, "check-limit", "0.1");
    if (gm_chance(s, 20))
        gen_set(s, g, "counter", puz_backend_name(any_backend(s)));
    if (gm_chance(s, 20)) { /* anything by name */
        const char *name = draw_name(s, puz_gen_settings());
        if (name && strcmp(name, "tries") && strcmp(name, "check-limit") &&
            strcmp(name, "size") && strcmp(name, "box"))
            gen_set(s, g, name, draw_value(s, find(puz_gen_settings(), name)));
    }
    if (gm_chance(s, 20)) { /* a clone does the same */
        puz_gen *c = puz_gen_clone(g);
        puz_gen_free(g);
        g = c;
    }
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 0.3);
    puz_error *e;
    puz_code rc;
    if (gm_chance(s, 15)) {
        long next = 0;
        puz_bulk_stats stats;
        memset(&stats, 0, sizeof stats);
        stats.size = sizeof stats;
        rc = puz_generate_bulk(g, lim, gm_range(s, 1, 3), gm_range(s, 1, 2), on_bulk, &next,
                               &stats, errp(s, &e));
        if (rc == PUZ_OK && stats.made != next)
            abort();
        done(rc, e, "puz_generate_bulk");
    } else {
        puz_puzzle *p = puz_puzzle_new();
        rc = gm_chance(s, 40) ? puz_fill(g, lim, p, errp(s, &e))
                              : puz_generate(g, lim, p, errp(s, &e));
        if (rc == PUZ_OK) {
            puz_status ps = puz_puzzle_status(p);
            if (ps != PUZ_SOLVED && ps != PUZ_STOPPED)
                abort();
            if (ps == PUZ_SOLVED)
                check_puzzle(p, "the generator");
            if (ps == PUZ_STOPPED && !puz_puzzle_why(p))
                abort();
        }
        done(rc, e, "generate");
        puz_puzzle_free(p);
    }
    puz_limits_free(lim);
    puz_gen_free(g);
}

static void call_misc(State *st)
{
    GmSrc *s = &st->src;
    const puz_model *m = st->models[gm_below(s, NSLOT)];
    switch (gm_below(s, 3)) {
    case 0:
        if (m) {
            puz_model *sud = NULL;
            puz_error *e;
            puz_code rc = puz_latin_to_sudoku(m, &sud, errp(s, &e));
            if ((rc == PUZ_OK) != (sud != NULL))
                abort();
            done(rc, e, "puz_latin_to_sudoku");
            if (sud) {
                fuzz_check_model(sud);
                puz_model_free(sud);
            }
        }
        break;
    case 1: {
        static const char *const names[] = {"native", "sat", "dlx", "ilp", "heuristic", "",
                                            "NATIVE", "x"};
        const puz_backend *b = puz_backend_find(names[gm_below(s, 8)]);
        if (b) {
            int i = gm_range(s, -1, 3);
            (void)puz_backend_size_name(b, i);
            if (!puz_backend_name(b) || !puz_backend_description(b) ||
                !puz_backend_effort_name(b) || !puz_backend_options(b) ||
                !puz_backend_formats(b))
                abort();
            for (const char *const *f = puz_backend_formats(b); *f; f++)
                if (puz_backend_for_format(*f) != b)
                    abort();
        }
        if (puz_backend_at(gm_range(s, -2, 8)) && puz_backend_count() < 1)
            abort();
        break;
    }
    default:
        if (m && (puz_model_rows(m) * puz_model_cols(m) != puz_model_ncells(m) ||
                  puz_model_vmin(m) > puz_model_vmax(m) || !puz_model_givens(m) ||
                  !puz_kind_name(puz_model_kind(m))))
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    State st;
    memset(&st, 0, sizeof st);
    gm_src_bytes(&st.src, data, size);
    st.res = puz_result_new();
    GmSrc *s = &st.src;
    struct timespec t0, now;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int call = 0; call < MAX_CALLS && s->pos < s->size; call++) {
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec - t0.tv_sec > 3)
            break; /* an input stays well under libFuzzer's timeout */
        int k = (int)gm_below(s, NSLOT);
        switch (gm_below(s, 12)) {
        case 0: case 1: call_compile(&st, k); break;
        case 2: puz_model_free(st.models[k]); st.models[k] = NULL; break;
        case 3: call_options(&st, k); break;
        case 4: puz_options_free(st.opts[k]); st.opts[k] = NULL; break;
        case 5: call_solver_new(&st, k); break;
        case 6: case 7: call_solver_solve(&st, k); break;
        case 8: call_solve_once(&st); break;
        case 9: call_grid(&st); break;
        case 10: if (gm_chance(s, 50)) call_rate(&st); else call_misc(&st); break;
        default: if (gm_chance(s, 20)) call_generate(&st); else call_misc(&st); break;
        }
    }
    /* what is left, freed in an order drawn from the input: item i is
     * slot i % NSLOT of the models (i / NSLOT == 0), options or solvers;
     * the result they shared last */
    int order[3 * NSLOT];
    for (int i = 0; i < 3 * NSLOT; i++)
        order[i] = i;
    for (int i = 3 * NSLOT - 1; i > 0; i--) {
        int j = (int)gm_below(s, (unsigned)i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int i = 0; i < 3 * NSLOT; i++) {
        int k = order[i] % NSLOT;
        switch (order[i] / NSLOT) {
        case 0: puz_model_free(st.models[k]); break;
        case 1: puz_options_free(st.opts[k]); break;
        default: slot_free(&st.solvers[k]); break;
        }
    }
    puz_result_free(st.res);
    return 0;
}
