/* fuzz_api.c -- libFuzzer harness for the library's public face
 * (include/puzc.h): the input is read as a program of up to 32 calls (3 s at most) on a
 * few slots of models, option sets and solvers, in any order the API
 * allows: models compiled (fixed sources, the generator's, the empty
 * Sudoku and Latin constructors with any sizes) and freed while solvers
 * made from them live on; options set to any name and value; solvers made,
 * reused for many givens (the shape's own, a planted solution's, random
 * ones, values out of range), with a solution limit, a time limit, a
 * memory limit, a solution callback that stops early, and a cancel flag
 * set before the call or from another thread while it runs; puz_solve,
 * verify, grid lines, pictures, the rater, the generators, the Latin to
 * Sudoku conversion and the registry's queries; everything left is freed
 * in an order drawn from the input. What must hold: results within their
 * documented ranges, every solution (given to the callback or returned)
 * passes the verifier with the givens of its call, a finished count equal
 * to an independent native count of the same givens, a cancelled or timed
 * out call saying so, messages where the API promises them; and no crash,
 * leak, hang or data race report. Built and run by `make fuzz`
 * (tools/fuzz.sh); seeds in tests/fuzz/corpus/api/. */
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
 * ask for a count that is not one (ilp's maxsum, sat's propagate-only,
 * the heuristic), and a copy of its shape for checking. */
typedef struct {
    puz_solver *s;
    const puz_backend *b;
    Model *shape;
    int counts;
} Slot;

typedef struct {
    GmSrc src;
    puz_model *models[NSLOT];
    puz_options *opts[NSLOT];
    Slot solvers[NSLOT];
} State;

/* ---- helpers ---- */

static const puz_backend *any_backend(GmSrc *s)
{
    return puz_backend_at((int)gm_below(s, (unsigned)puz_backend_count()));
}

static long work(const Model *m) { return (long)m->ncells * m->nvals; }

/* A grid of the model's cells: its solution in part, random values, or
 * values out of range. */
static int *draw_grid(GmSrc *s, const Model *m, const int *solution)
{
    int *g = malloc((size_t)m->ncells * sizeof *g);
    if (!g)
        abort();
    int how = (int)gm_below(s, 5), pct = (int)gm_below(s, 101);
    for (int i = 0; i < m->ncells; i++) {
        int keep = (int)gm_below(s, 100) < pct;
        switch (how) {
        case 0: g[i] = 0; break;
        case 1: g[i] = keep ? m->given[i] : 0; break;
        case 2: g[i] = keep && solution ? solution[i] : 0; break;
        case 3: g[i] = keep ? gm_range(s, m->vmin, m->vmax) : 0; break;
        default: g[i] = keep ? gm_range(s, -2, m->vmax + 2) : m->given[i]; break;
        }
    }
    return g;
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
    const Model *m;
    uint64_t seen, stop_after;
} Seen;

static int on_solution(const puz_model *m, const int *grid, void *ctx)
{
    Seen *s = ctx;
    (void)m;
    fuzz_check_solution(s->m, NULL, grid, "the solution callback");
    s->seen++;
    return s->stop_after && s->seen >= s->stop_after;
}

static void on_progress(const char *line, void *ctx)
{
    (void)ctx;
    if (!line || strchr(line, '\n'))
        abort();
}

/* One solving call's limits and what goes with them: the callback's
 * count, the cancel flag and the thread that may set it. */
typedef struct {
    puz_limits lim;
    Seen seen;
    Cancel c;
    pthread_t th;
    int threaded;
} Call;

/* Limits drawn from the input; a cancel flag set now, from a thread after
 * a delay, or never (the thread started here, joined by call_end). */
static void call_begin(GmSrc *s, const Model *m, Call *k)
{
    static const uint64_t maxes[] = {0, 1, 2, 3, 10, UINT64_MAX};
    puz_limits *lim = &k->lim;
    memset(k, 0, sizeof *k);
    lim->max_solutions = maxes[gm_below(s, 6)];
    if (work(m) > BIG_WORK || (m->ncells > 81 && lim->max_solutions > 2))
        lim->max_solutions = 1;
    lim->time_limit = (double)gm_range(s, 1, 4) / 20;
    lim->memory_limit_mb = gm_chance(s, 20) ? 16 : 256;
    k->seen.m = m;
    if (gm_chance(s, 50)) {
        k->seen.stop_after = gm_below(s, 3);
        lim->on_solution = on_solution;
        lim->ctx = &k->seen;
    }
    if (gm_chance(s, 20)) {
        lim->progress = on_progress;
        lim->no_times = 1;
    }
    switch (gm_below(s, 4)) {
    case 0: break;
    case 1: k->c.flag = 1; lim->cancel = &k->c.flag; break;
    default:
        k->c.usec = (long)gm_below(s, 4) * 3000;
        lim->cancel = &k->c.flag;
        k->threaded = pthread_create(&k->th, NULL, cancel_later, &k->c) == 0;
    }
}

static void call_end(Call *k)
{
    if (k->threaded)
        pthread_join(k->th, NULL);
}

/* What every result must be; a finished count is compared with native's
 * own count of the same model (when that finishes too). */
static void check_result(const Model *m, const Call *call, puz_status st, const puz_result *r,
                         int counts, const char *who)
{
    const puz_limits *lim = &call->lim;
    const Seen *seen = &call->seen;
    uint64_t max = lim->max_solutions ? lim->max_solutions : 1;
    if (st != r->status || st < PUZ_SOLVED || st > PUZ_ERROR || r->solutions > max)
        abort();
    if (st == PUZ_ERROR) {
        if (!r->err[0])
            abort();
        return;
    }
    if ((st == PUZ_SOLVED) != (r->solutions > 0) || (st == PUZ_SOLVED && !r->solution))
        abort();
    if (r->solution)
        fuzz_check_solution(m, NULL, r->solution, who);
    if (lim->on_solution && seen->seen != r->solutions && !(seen->stop_after &&
                                                             seen->seen == seen->stop_after)) {
        fprintf(stderr, "%s: %lu solutions, %lu seen by the callback\n", who,
                (unsigned long)r->solutions, (unsigned long)seen->seen);
        abort();
    }
    if (r->stop != PUZ_STOP_NONE && (r->complete || !r->stopped[0]))
        abort();
    if (!counts || !r->complete || (lim->on_solution && seen->stop_after) ||
        work(m) > BIG_WORK)
        return;
    puz_limits ref = {0};
    ref.max_solutions = max;
    ref.time_limit = 0.5;
    puz_result o = {0};
    puz_solve(m, puz_backend_find("native"), NULL, &ref, &o);
    if (o.complete && o.solutions != r->solutions) {
        fprintf(stderr, "%s counts %lu, native %lu\n", who, (unsigned long)r->solutions,
                (unsigned long)o.solutions);
        abort();
    }
    puz_result_free(&o);
}

/* ---- the calls ---- */

static void call_compile(State *st, int k)
{
    GmSrc *s = &st->src;
    puz_model_free(st->models[k]);
    st->models[k] = NULL;
    puz_diags d = {0};
    switch (gm_below(s, 4)) {
    case 0: { /* a sample (fuzz_check.h) */
        const char *t = fuzz_sample((int)gm_below(s, FUZZ_NSAMPLES));
        puz_compile_string("api.puz", t, strlen(t), &st->models[k], gm_chance(s, 50) ? &d : NULL);
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
        puz_compile_string("api.puz", text.text ? text.text : "", text.len, &st->models[k], &d);
        gm_buf_free(&text);
        break;
    }
    case 2: st->models[k] = puz_model_sudoku(gm_range(s, -1, 5), gm_range(s, -1, 5)); break;
    default: {
        static const int sides[] = {-1, 0, 1, 2, 3, 4, 5, 7, 9, 64, 65, 256, 257};
        st->models[k] = puz_model_latin(sides[gm_below(s, 13)]);
    }
    }
    puz_diags_free(&d);
    puz_diags_free(&d); /* twice is fine */
    if (st->models[k])
        fuzz_check_model(st->models[k]);
}

static void call_options(State *st, int k)
{
    GmSrc *s = &st->src;
    if (!st->opts[k] || gm_chance(s, 30)) {
        puz_options_free(st->opts[k]);
        st->opts[k] = puz_options_new(any_backend(s));
    }
    puz_options *o = st->opts[k];
    const puz_backend *b = options_backend(o);
    const puz_option *table = puz_backend_options(b);
    int n = 0;
    while (table[n].name)
        n++;
    static const char *const odd_values[] = {"", "x", "-1", "0", "1", "3", "1e309", "nan",
                                             "99999999999999999999", "0.5", "maxsum", "sets"};
    const char *name = (int)gm_below(s, 10) < 8 && n ? table[gm_below(s, (unsigned)n)].name
                                                     : gm_chance(s, 50) ? "bogus" : "";
    const puz_option *op = puz_backend_option(b, name);
    if (!strcmp(name, "verbose") || !strcmp(name, "threads"))
        return; /* output; native's racing threads have tests of their own */
    const char *value = NULL;
    if (op && op->kind == PUZ_OPT_CHOICE && gm_chance(s, 80)) {
        int nv = 0;
        while (op->values[nv])
            nv++;
        value = op->values[gm_below(s, (unsigned)nv)];
    } else if (!op || op->kind != PUZ_OPT_FLAG || gm_chance(s, 20)) {
        value = odd_values[gm_below(s, sizeof odd_values / sizeof odd_values[0])];
    }
    /* ilp's --heuristics: GLPK's heuristics do not stop at the time limit
     * (a known bug of the limits, fixed apart) */
    if (!strcmp(name, "heuristics"))
        return;
    char err[256] = "";
    int rc = puz_options_set(o, name, value, err, sizeof err);
    if ((rc != 0 && rc != -1) || (rc == -1 && !err[0]) || (rc == 0 && op && op->kind != PUZ_OPT_FLAG &&
                                                           !puz_options_get(o, name)))
        abort();
    if (gm_chance(s, 20)) { /* a clone replaces it */
        puz_options *c = puz_options_clone(o);
        puz_options_free(o);
        st->opts[k] = c;
    }
}

/* Whether options o ask for something other than an exact count. */
static int counts_exactly(const puz_backend *b, const puz_options *o)
{
    if (!(puz_backend_caps(b) & PUZ_CAN_COUNT))
        return 0;
    const char *f = o ? puz_options_get(o, "formulation") : NULL;
    return !(f && !strcmp(f, "maxsum")) && !(o && puz_options_get(o, "propagate-only"));
}

static void call_solver_new(State *st, int k)
{
    GmSrc *s = &st->src;
    const puz_model *m = st->models[gm_below(s, NSLOT)];
    if (!m)
        return;
    Slot *sl = &st->solvers[k];
    puz_solver_free(sl->s);
    model_free(sl->shape);
    memset(sl, 0, sizeof *sl);
    const puz_options *o = gm_chance(s, 60) ? st->opts[gm_below(s, NSLOT)] : NULL;
    const puz_backend *b = o && gm_chance(s, 90) ? options_backend(o) : any_backend(s);
    char err[256] = "";
    sl->s = puz_solver_new(b, m, o, err, sizeof err);
    if (!sl->s) {
        if (!err[0])
            abort();
        return;
    }
    sl->b = b;
    sl->shape = model_clone(m);
    sl->counts = counts_exactly(b, o && options_backend(o) == b ? o : NULL);
}

static void call_solver_solve(State *st, int k)
{
    GmSrc *s = &st->src;
    Slot *sl = &st->solvers[k];
    if (!sl->s)
        return;
    if (!strcmp(puz_backend_name(sl->b), "heuristic") && sl->shape->ncells > 81)
        return; /* its own limits are iterations; big grids take long */
    /* a planted solution, when the shape's own givens have one */
    puz_limits one = {0};
    one.time_limit = 0.2;
    puz_result planted = {0};
    if (work(sl->shape) <= BIG_WORK)
        puz_solve(sl->shape, puz_backend_find("native"), NULL, &one, &planted);
    int *g = gm_chance(s, 20) ? NULL : draw_grid(s, sl->shape, planted.solution);
    Model *m = model_clone(sl->shape);
    int bad = 0;
    for (int i = 0; g && i < m->ncells; i++)
        bad |= g[i] && (g[i] < m->vmin || g[i] > m->vmax);
    if (g && !bad)
        model_replace_givens(m, g);
    Call call;
    call_begin(s, m, &call);
    puz_result r = {0};
    puz_status stat = puz_solver_solve(sl->s, g, &call.lim, &r);
    call_end(&call);
    if (bad && stat != PUZ_ERROR)
        abort(); /* a given out of range is refused */
    if (!bad)
        check_result(m, &call, stat, &r, sl->counts, puz_backend_name(sl->b));
    puz_result_free(&r);
    puz_result_free(&planted);
    model_free(m);
    free(g);
}

static void call_solve_once(State *st)
{
    GmSrc *s = &st->src;
    puz_model *m = st->models[gm_below(s, NSLOT)];
    if (!m)
        return;
    puz_options *o = gm_chance(s, 50) ? st->opts[gm_below(s, NSLOT)] : NULL;
    const puz_backend *b = o ? options_backend(o) : gm_chance(s, 30) ? NULL : any_backend(s);
    if (b && !strcmp(puz_backend_name(b), "heuristic") && m->ncells > 81)
        return;
    Call call;
    call_begin(s, m, &call);
    puz_result r = {0};
    puz_status stat = puz_solve(m, b, o, &call.lim, &r);
    call_end(&call);
    check_result(m, &call, stat, &r, counts_exactly(b ? b : puz_backend_find("native"), o),
                 b ? puz_backend_name(b) : "native (NULL)");
    puz_result_free(&r);
}

static void call_grid(State *st)
{
    GmSrc *s = &st->src;
    const puz_model *m = st->models[gm_below(s, NSLOT)];
    if (!m)
        return;
    int *g = draw_grid(s, m, NULL);
    char why[256] = "";
    int ok = puz_verify(m, g, gm_chance(s, 80) ? why : NULL, sizeof why);
    if (ok != 0 && ok != 1)
        abort();
    char *line = puz_grid_line(m, g);
    if (!line)
        abort();
    free(line);
    if (m->ncells <= 4096) {
        char *buf = NULL, err[256] = "";
        size_t len = 0;
        puz_render_opts ro = {(int)gm_below(s, 2), (int)gm_below(s, 2), (int)gm_below(s, 2),
                              gm_range(s, -1, 210)};
        int rc = puz_render_mem(m, gm_chance(s, 70) ? g : NULL,
                                (puz_render_format)gm_below(s, 3), &ro, &buf, &len, err,
                                sizeof err);
        if ((rc != 0 && rc != -1) || (rc == -1 && !err[0]) || (rc == 0 && !buf))
            abort();
        free(buf);
    }
    free(g);
}

static void call_rate(State *st)
{
    GmSrc *s = &st->src;
    const puz_model *m = st->models[gm_below(s, NSLOT)];
    if (!m || m->ncells > 256)
        return;
    puz_rate_opts o = {0};
    o.max_guesses = gm_range(s, 1, 200);
    o.count_limit = 0.2;
    o.counter = gm_chance(s, 20) ? any_backend(s) : NULL;
    /* No steps: a solving path without eliminations (singles alone, the
     * empty grid's) has rating.c:44-45 copy them from NULL (UBSan), a known
     * bug being fixed apart; tools/fuzz_cli.sh runs `rate --steps`. */
    o.steps = 0;
    puz_rating r;
    memset(&r, 0, sizeof r);
    puz_rate_status rs = puz_rate(m, gm_chance(s, 90) ? &o : NULL, &r);
    if (rs < PUZ_RATE_SOLVED || rs > PUZ_RATE_ERROR || rs != r.status)
        abort();
    if (rs == PUZ_RATE_SOLVED)
        fuzz_check_solution(m, NULL, r.solution, "rate");
    if ((rs == PUZ_RATE_REFUSED || rs == PUZ_RATE_ERROR) && !r.err[0])
        abort();
    puz_rating_free(&r);
}

static void call_generate(State *st)
{
    GmSrc *s = &st->src;
    puz_gen_opts o;
    puz_gen_opts_init(&o);
    o.kind = (puz_gen_kind)gm_below(s, 3);
    static const int shapes[][2] = {{2, 2}, {2, 3}, {3, 2}, {1, 4}, {2, 1}};
    int k = (int)gm_below(s, 5);
    o.box_r = shapes[k][0];
    o.box_c = shapes[k][1];
    o.n = gm_range(s, 1, 5);
    o.method = (puz_fill_method)gm_range(s, -1, 5);
    o.symmetry = (puz_symmetry)gm_below(s, 4);
    o.difficulty = (puz_level)gm_range(s, -1, 4);
    o.minimal = gm_chance(s, 20);
    o.clues = gm_chance(s, 20) ? gm_range(s, 1, 20) : 0;
    o.cage_min = gm_range(s, 0, 3);
    o.cage_max = gm_range(s, 0, 6);
    o.seed = gm_below(s, 1000);
    o.tries = gm_range(s, 1, 2);
    o.time_limit = 0.3;
    o.check_limit = 0.1;
    o.counter = gm_chance(s, 20) ? any_backend(s) : NULL;
    puz_gen_result r;
    memset(&r, 0, sizeof r);
    puz_gen_status gs;
    if (gm_chance(s, 15)) {
        puz_bulk_opts bo = {gm_range(s, 1, 3), gm_range(s, 1, 2), 5, NULL, NULL};
        puz_bulk_result br;
        memset(&br, 0, sizeof br);
        gs = puz_generate_bulk(&o, &bo, &br);
        if (gs == PUZ_GEN_INTERNAL) {
            fprintf(stderr, "generate_bulk: %s\n", br.err);
            abort();
        }
        return;
    }
    gs = gm_chance(s, 40) ? puz_fill(&o, &r) : puz_generate(&o, &r);
    if (gs != r.status || gs < PUZ_GEN_DONE || gs > PUZ_GEN_INTERNAL)
        abort();
    if (gs == PUZ_GEN_INTERNAL) {
        fprintf(stderr, "generate: %s\n", r.err);
        abort();
    }
    if ((gs == PUZ_GEN_DONE || gs == PUZ_GEN_MISSED) && r.model) {
        fuzz_check_model(r.model);
        if (r.solution)
            fuzz_check_solution(r.model, NULL, r.solution, "the generator");
    }
    puz_gen_result_free(&r);
}

static void call_misc(State *st)
{
    GmSrc *s = &st->src;
    const puz_model *m = st->models[gm_below(s, NSLOT)];
    char err[256];
    switch (gm_below(s, 3)) {
    case 0:
        if (m) {
            puz_model *sud = puz_latin_to_sudoku(m, err, sizeof err);
            if (sud) {
                fuzz_check_model(sud);
                puz_model_free(sud);
            } else if (!err[0]) {
                abort();
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
                !puz_backend_effort_name(b) || !puz_backend_options(b))
                abort();
        }
        if (puz_backend_at(gm_range(s, -2, 8)) && puz_backend_count() < 1)
            abort();
        break;
    }
    default:
        if (m && (puz_model_rows(m) * puz_model_cols(m) != puz_model_ncells(m) ||
                  puz_model_vmin(m) > puz_model_vmax(m) || !puz_model_givens(m)))
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    State st;
    memset(&st, 0, sizeof st);
    gm_src_bytes(&st.src, data, size);
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
     * slot i % NSLOT of the models (i / NSLOT == 0), options or solvers */
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
        default: puz_solver_free(st.solvers[k].s); model_free(st.solvers[k].shape); break;
        }
    }
    return 0;
}
