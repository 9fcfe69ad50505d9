/* limits_test.c -- cancellation and progress through the public API
 * (include/puzc.h) only, as an embedding program meets them: a cancel flag
 * raised by another thread stops every counting backend and path (the
 * per-shape solver and puz_solve; the 9x9 fast paths and the general ones)
 * with the solutions found so far kept and the count marked incomplete; a
 * cancel stops SAT clause building and a heuristic run; progress lines and,
 * with --verbose, the solvers' own output come through the callback; a
 * memory budget shared by calls on two threads bounds them together and is
 * whole again after them, a budget bounds a compile, and a time limit a
 * rating and a generated puzzle. The
 * library must print nothing: t_limits.sh checks that stderr stays empty
 * and stdout holds only these "ok - ..." lines.
 * Built by tests/t_limits.sh:
 *   cc -std=c11 -Iinclude tests/unit/limits_test.c build/libpuzc.a \
 *      -lglpk -lpicosat -lpthread -lm */
#include "puzc.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int failures;

static void check(int cond, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(int cond, const char *fmt, ...)
{
    char what[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    printf("%s - %s\n", cond ? "ok" : "not ok", what);
    failures += !cond;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Raises *flag `after` seconds after *seen becomes nonzero (at once when
 * seen is NULL), so that a slow build (sanitizers) still has a first
 * solution to keep. */
typedef struct {
    volatile int *flag;
    double after;
    volatile int *seen;
} Raiser;

static void *raise_later(void *arg)
{
    Raiser *r = arg;
    struct timespec ms = {0, 1000000};
    for (int i = 0; r->seen && !__atomic_load_n(r->seen, __ATOMIC_RELAXED) && i < 20000; i++)
        nanosleep(&ms, NULL);
    struct timespec ts = {(time_t)r->after, (long)((r->after - (double)(time_t)r->after) * 1e9)};
    nanosleep(&ts, NULL);
    __atomic_store_n(r->flag, 1, __ATOMIC_RELAXED); /* as puzc.h asks */
    return NULL;
}

static int starts(const char *s, const char *prefix)
{
    return !strncmp(s, prefix, strlen(prefix));
}

static int count_seen(const puz_model *m, const int *grid, void *ctx)
{
    (void)m;
    (void)grid;
    __atomic_add_fetch((volatile int *)ctx, 1, __ATOMIC_RELAXED); /* raise_later reads it */
    return 0;
}

/* Progress lines, counted and the first of a kind kept. */
typedef struct {
    int lines;
    char first[200];
    char want[64];   /* a line containing this is remembered */
    int seen;
} Lines;

static void on_line(const char *line, void *ctx)
{
    Lines *l = ctx;
    if (!l->lines++)
        snprintf(l->first, sizeof l->first, "%s", line);
    if (l->want[0] && strstr(line, l->want))
        l->seen = 1;
    if (strchr(line, '\n'))
        l->seen = -1000000; /* a line must not hold its newline */
}

static puz_options *options(const char *backend, const char *name, const char *value)
{
    puz_options *o = puz_options_new(puz_backend_find(backend));
    char err[256];
    if (name && puz_options_set(o, name, value, err, sizeof err) != 0) {
        printf("not ok - %s --%s: %s\n", backend, name, err);
        failures++;
    }
    return o;
}

/* Counting the empty model m with backend b (option name and value, or
 * NULL) to 10^8, cancelled from another thread `after` s after the first
 * solution, through the per-shape solver (solver = 1) or puz_solve. */
static void cancel_count(const puz_model *m, const char *b, const char *opt, const char *val,
                         int solver, double after, double bound, const char *label)
{
    volatile int flag = 0, seen = 0;
    Raiser ra = {&flag, after, &seen};
    pthread_t t;
    puz_options *o = options(b, opt, val);
    puz_limits lim = {0};
    lim.max_solutions = 100000000;
    lim.cancel = &flag;
    lim.on_solution = count_seen;
    lim.ctx = (void *)&seen;
    puz_result r = {0};
    char err[256] = "";
    double t0 = now();
    pthread_create(&t, NULL, raise_later, &ra);
    if (solver) {
        puz_solver *s = puz_solver_new(puz_backend_find(b), m, o, err, sizeof err);
        if (s)
            puz_solver_solve(s, NULL, &lim, &r);
        else
            r.status = PUZ_ERROR;
        puz_solver_free(s);
    } else {
        puz_solve(m, puz_backend_find(b), o, &lim, &r);
    }
    double sec = now() - t0;
    pthread_join(t, NULL);
    check(sec < bound, "%s: a cancel %.2g s after the first solution stops the count within "
          "%.3g s (%.2f s)", label, after, bound, sec);
    check(r.status == PUZ_SOLVED && r.solutions > 0 && !r.complete && r.solution != NULL,
          "%s: ... keeps the solutions found (%llu) and says the count is a lower bound%s%s",
          label, (unsigned long long)r.solutions, err[0] ? ": " : "", err);
    puz_result_free(&r);
    puz_options_free(o);
}

/* A cancel raised inside on_solution: the count stops at the next check. */
typedef struct {
    volatile int flag;
    int n;
} AtFive;

static int cancel_at_5(const puz_model *m, const int *grid, void *ctx)
{
    (void)m;
    (void)grid;
    AtFive *a = ctx;
    if (++a->n == 5)
        a->flag = 1;
    return 0;
}

static void cancel_between(const puz_model *m, const char *b)
{
    AtFive a = {0, 0};
    puz_limits lim = {0};
    lim.max_solutions = 1000000000000ULL;
    lim.cancel = &a.flag;
    lim.on_solution = cancel_at_5;
    lim.ctx = &a;
    puz_result r = {0};
    double t0 = now();
    puz_solve(m, puz_backend_find(b), NULL, &lim, &r);
    double sec = now() - t0;
    check(sec < 5 && r.solutions >= 5 && !r.complete,
          "%s: cancelled from on_solution at the 5th solution: stops (%.2f s), %llu found, the "
          "count not complete", b, sec, (unsigned long long)r.solutions);
    puz_result_free(&r);
}

/* One solve of a model on a backend, charged to a shared budget, on a
 * thread of its own. */
typedef struct {
    const puz_model *m;
    const char *backend;
    puz_budget *budget;
    puz_result r;
} Shared;

static void *solve_shared(void *arg)
{
    Shared *s = arg;
    puz_limits lim = {0};
    lim.budget = s->budget;
    lim.time_limit = 3;
    puz_solve(s->m, puz_backend_find(s->backend), NULL, &lim, &s->r);
    return NULL;
}

static const char wrong_escargot[] = /* r1c2 = 2: no solution, and AC3 does not see it */
    "sudoku 3x3\ngivens\n"
    "12...7.9.\n.3..2...8\n..96..5..\n..53..9..\n.1..8...2\n"
    "6....4...\n3......1.\n.4......7\n..7...3..\n";

int main(void)
{
    puz_model *e9 = puz_model_sudoku(3, 3), *e64 = puz_model_sudoku(8, 8);

    /* every counting backend and path, cancelled from another thread */
    static const struct {
        const char *b, *opt, *val, *label;
    } paths[] = {{"native", NULL, NULL, "native"},
                 {"native", "no-fast", NULL, "native --no-fast"},
                 {"native", "method", "backtrack", "native --method backtrack"},
                 {"native", "method", "fc-mrv", "native --method fc-mrv"},
                 {"native", "method", "norvig", "native --method norvig"},
                 {"dlx", NULL, NULL, "dlx"},
                 {"dlx", "no-fast", NULL, "dlx --no-fast"},
                 {"sat", NULL, NULL, "sat"},
                 {"ilp", NULL, NULL, "ilp"}};
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        char label[80];
        snprintf(label, sizeof label, "%s, per-shape solver", paths[i].label);
        cancel_count(e9, paths[i].b, paths[i].opt, paths[i].val, 1, 0.1, 5, label);
        snprintf(label, sizeof label, "%s, puz_solve", paths[i].label);
        cancel_count(e9, paths[i].b, paths[i].opt, paths[i].val, 0, 0.1, 5, label);
    }
    const char *counting[] = {"native", "dlx", "sat", "ilp"};
    for (int i = 0; i < 4; i++)
        cancel_between(e9, counting[i]);

    /* SAT: a cancel stops clause building (an empty 64x64 grid: 33 million
     * clauses, 3 s to build) */
    {
        volatile int flag = 0;
        Raiser ra = {&flag, 0.15, NULL};
        pthread_t t;
        puz_limits lim = {0};
        lim.cancel = &flag;
        puz_result r = {0};
        double t0 = now();
        pthread_create(&t, NULL, raise_later, &ra);
        puz_solve(e64, puz_backend_find("sat"), NULL, &lim, &r);
        double sec = now() - t0;
        pthread_join(t, NULL);
        check(sec < 2 && r.status == PUZ_UNKNOWN && !r.complete && strstr(r.note, "cancelled"),
              "sat: a cancel stops building the clauses of an empty 64x64 grid (%s: %s)",
              sec < 2 ? "stopped" : "did not stop", r.note);
        puz_result_free(&r);
    }

    /* ILP: a cancel stops an empty 64x64 grid in its root LP (GLPK's
     * presolver, scaling, basis and first LP take no callback: a cancel
     * used to wait for them) */
    {
        volatile int flag = 0;
        Raiser ra = {&flag, 0.3, NULL};
        pthread_t t;
        puz_limits lim = {0};
        lim.cancel = &flag;
        puz_result r = {0};
        double t0 = now();
        pthread_create(&t, NULL, raise_later, &ra);
        puz_solve(e64, puz_backend_find("ilp"), NULL, &lim, &r);
        double sec = now() - t0;
        pthread_join(t, NULL);
        /* (in the root LP: "cancelled"; on a slow machine, sanitizers, still
         * loading: "cancelled while building the model (N rows so far)") */
        check(sec < 1.5 && r.status == PUZ_UNKNOWN && r.stop == PUZ_STOP_CANCEL &&
                  starts(r.stopped, "cancelled"),
              "ilp: a cancel 0.3 s in stops an empty 64x64 grid within 1.5 s (%.2f s: %s)", sec,
              r.note);
        puz_result_free(&r);
    }

    /* the limits say what stopped a build: stop, and stopped in words */
    {
        puz_limits lim = {0};
        lim.memory_limit_mb = 50;
        puz_result r = {0};
        puz_solve(e64, puz_backend_find("sat"), NULL, &lim, &r);
        check(r.status == PUZ_UNKNOWN && !r.complete && r.stop == PUZ_STOP_MEMORY &&
                  starts(r.stopped, "memory limit of 50 MB reached while building the model (") &&
                  !strcmp(r.note, r.stopped),
              "sat: memory_limit_mb 50 stops the empty 64x64's build (%s)", r.stopped);
        puz_result_free(&r);
        lim.memory_limit_mb = 0;
        lim.time_limit = 0.000001;
        static const char *const units[][2] = {
            {"native", "links"}, {"dlx", "options"}, {"sat", "clauses"}, {"ilp", "rows"}};
        for (int i = 0; i < 4; i++) {
            char want[96];
            snprintf(want, sizeof want, " %s so far)", units[i][1]);
            puz_result q = {0};
            char err[256];
            puz_solver *sv = puz_solver_new(puz_backend_find(units[i][0]), e64, NULL, err,
                                            sizeof err);
            puz_solver_solve(sv, NULL, &lim, &q);
            check(q.status == PUZ_UNKNOWN && q.stop == PUZ_STOP_TIME &&
                      starts(q.stopped, "time limit reached while building the model (") &&
                      strstr(q.stopped, want),
                  "%s: a deadline gone at once stops the per-shape solver's build (%s)",
                  units[i][0], q.stopped);
            puz_result_free(&q);
            puz_solver_free(sv);
        }
        lim.time_limit = 0;
        lim.memory_limit_mb = 8; /* GLPK's search on the empty 9x9 takes 3 MB */
        for (int i = 0; i < 4; i++) {
            puz_result q = {0};
            puz_solve(e9, puz_backend_find(units[i][0]), NULL, &lim, &q);
            check(q.status == PUZ_SOLVED && q.complete && q.stop == PUZ_STOP_NONE && !q.stopped[0],
                  "%s: the empty 9x9 solves under memory_limit_mb 8", units[i][0]);
            puz_result_free(&q);
        }
    }

    /* a budget shared by two threads: each one's search and build charged to
     * it, every byte given back after; the limit passed only by PicoSAT,
     * which cannot be refused memory, by one growth of its arrays before its
     * interrupt stops it (9 MB on the empty 64x64) */
    {
        puz_budget *b = puz_budget_new(40);
        Shared sh[2] = {{e64, "native", b, {0}}, {e64, "sat", b, {0}}};
        pthread_t t[2];
        for (int i = 0; i < 2; i++)
            pthread_create(&t[i], NULL, solve_shared, &sh[i]);
        for (int i = 0; i < 2; i++)
            pthread_join(t[i], NULL);
        check(puz_budget_peak(b) > 0 && puz_budget_peak(b) <= (size_t)60 << 20 &&
                  puz_budget_used(b) == 0,
              "a budget of 40 MB shared by native and sat on two threads: peak %zu KB, %zu "
              "bytes held after", puz_budget_peak(b) >> 10, puz_budget_used(b));
        check(sh[1].r.stop == PUZ_STOP_MEMORY && starts(sh[1].r.stopped, "memory limit of 40 MB"),
              "... sat stopped by it (%s)", sh[1].r.stopped);
        for (int i = 0; i < 2; i++)
            puz_result_free(&sh[i].r);
        /* a per-shape solver keeps its tables charged until it is freed */
        char err[256];
        puz_solver *sv = puz_solver_new(puz_backend_find("native"), e64, NULL, err, sizeof err);
        puz_limits lim = {0};
        lim.budget = b;
        puz_result r = {0};
        puz_solver_solve(sv, NULL, &lim, &r);
        size_t held = puz_budget_used(b);
        puz_solver_free(sv);
        check(r.status == PUZ_SOLVED && held > 0 && puz_budget_used(b) == 0,
              "a native solver holds its tables on the budget (%zu KB) until freed", held >> 10);
        puz_result_free(&r);
        puz_budget_free(b);
    }

    /* a compile within a budget and a time limit */
    {
        size_t n = 3000000;
        char *text = malloc(n + 16);
        strcpy(text, "sudoku 3x3\n");
        for (size_t i = strlen(text); i + 24 < n; i += 24)
            memcpy(text + i, "distinct r1c1 r2c2 r3c3\n", 24);
        size_t len = strlen(text);
        puz_limits lim = {0};
        lim.memory_limit_mb = 2;
        puz_model *m = NULL;
        puz_diags d = {0};
        int errors = puz_compile_string_limits("big", text, len, &lim, &m, &d);
        check(errors == 1 && !m && d.stop == PUZ_STOP_MEMORY && d.count == 1 &&
                  strstr(d.items[0].text, "memory limit of 2 MB reached while reading the model"),
              "a compile past memory_limit_mb 2: one error, stop set (%s)",
              d.count ? d.items[0].message : "no message");
        puz_diags_free(&d);
        memset(&d, 0, sizeof d);
        lim.memory_limit_mb = 0;
        lim.time_limit = 1e-6;
        errors = puz_compile_string_limits("big", text, len, &lim, &m, &d);
        check(errors == 1 && !m && d.stop == PUZ_STOP_TIME,
              "a compile past its time limit: one error, stop set (%s)",
              d.count ? d.items[0].message : "no message");
        puz_diags_free(&d);
        memset(&d, 0, sizeof d);
        errors = puz_compile_string_limits("big", text, len, NULL, &m, &d);
        check(errors == 0 && m && d.stop == 0, "... and without limits it compiles");
        puz_model_free(m);
        puz_diags_free(&d);
        free(text);
    }

    /* rating and generating within a time limit */
    {
        puz_rate_opts ro = {0};
        ro.time_limit = 1e-6;
        puz_rating rt;
        puz_rate(e64, &ro, &rt);
        check(rt.status == PUZ_RATE_STOPPED && rt.stop == PUZ_STOP_TIME,
              "puz_rate: a time limit gone at once stops the empty 64x64's rating");
        puz_rating_free(&rt);
        puz_gen_opts go;
        puz_gen_opts_init(&go);
        go.box_r = go.box_c = 8;
        go.seed = 1;
        go.time_limit = 2; /* (the native tables of a 64x64 take 0.3 s under the sanitizers) */
        puz_gen_result gr;
        double t0 = now();
        puz_generate(&go, &gr);
        double sec = now() - t0;
        check(sec < 2.2 && gr.status == PUZ_GEN_MISSED && gr.stop == PUZ_STOP_TIME && gr.givens &&
                  gr.untried > 0,
              "puz_generate, a 64x64 in 2 s: the puzzle so far, %d givens untried (%.2f s)",
              gr.untried, sec);
        puz_gen_result_free(&gr);
    }

    /* heuristic: progress lines through the callback, then a cancel */
    {
        puz_model *w = NULL;
        if (puz_compile_string("wrong", wrong_escargot, strlen(wrong_escargot), &w, NULL)) {
            printf("not ok - the wrong-clue model compiles\n");
            return 1;
        }
        puz_options *o = options("heuristic", "iterations", "1000000000");
        volatile int flag = 0;
        Raiser ra = {&flag, 1.3, NULL};
        pthread_t t;
        Lines l = {0, "", "tabu: iteration ", 0};
        puz_limits lim = {0};
        lim.cancel = &flag;
        lim.progress = on_line;
        lim.progress_ctx = &l;
        puz_result r = {0};
        double t0 = now();
        pthread_create(&t, NULL, raise_later, &ra);
        puz_solve(w, puz_backend_find("heuristic"), o, &lim, &r);
        double sec = now() - t0;
        pthread_join(t, NULL);
        check(sec < 4 && r.status == PUZ_UNKNOWN && strstr(r.note, "cancelled"),
              "heuristic: a cancel stops a long tabu run (%s: %s)",
              sec < 4 ? "stopped" : "did not stop", r.note);
        check(l.lines >= 1 && l.seen == 1,
              "heuristic: a progress line a second through the callback (%s)", l.first);
        puz_result_free(&r);
        puz_options_free(o);
        puz_model_free(w);
    }

    /* the solvers' own output: to the callback with --verbose, else none */
    static const struct {
        const char *b, *want;
    } talk[] = {{"sat", "c "}, {"ilp", "GLPK Integer Optimizer"}};
    for (int i = 0; i < 2; i++)
        for (int verbose = 0; verbose < 2; verbose++) {
            puz_options *o = options(talk[i].b, verbose ? "verbose" : NULL, NULL);
            Lines l = {0, "", "", 0};
            snprintf(l.want, sizeof l.want, "%s", talk[i].want);
            puz_limits lim = {0};
            lim.progress = on_line;
            lim.progress_ctx = &l;
            puz_result r = {0};
            puz_solve(e9, puz_backend_find(talk[i].b), o, &lim, &r);
            if (verbose)
                check(r.status == PUZ_SOLVED && l.seen == 1,
                      "%s --verbose: the solver's own lines come through the callback (%s)",
                      talk[i].b, l.first);
            else
                check(r.status == PUZ_SOLVED && l.lines == 0,
                      "%s without --verbose: no progress lines", talk[i].b);
            puz_result_free(&r);
            puz_options_free(o);
        }

    puz_model_free(e9);
    puz_model_free(e64);
    return failures != 0;
}
