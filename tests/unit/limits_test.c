/* limits_test.c -- cancellation and progress through the public API
 * (include/puzc.h) only, as an embedding program meets them: a cancel flag
 * raised by another thread stops every counting backend and path (the
 * per-shape solver and puz_solve; the 9x9 fast paths and the general ones)
 * with the solutions found so far kept and the count marked incomplete; a
 * cancel stops SAT clause building and a heuristic run; progress lines and,
 * with --verbose, the solvers' own output come through the callback; the
 * memory limit of one limits object, shared by calls on two threads (each
 * given a clone of it), bounds them together and is whole again after
 * them, a memory or time limit stops a compile (PUZ_E_LIMIT), and a time
 * limit a rating and a generated puzzle. The
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

/* The message of e, or "" (no error). */
static const char *msg(const puz_error *e)
{
    return e ? puz_error_message(e) : "";
}

static puz_options *options(const char *backend, const char *name, const char *value)
{
    puz_options *o = puz_options_new(puz_backend_find(backend));
    puz_error *e = NULL;
    if (name && puz_options_set(o, name, value, &e) != PUZ_OK) {
        printf("not ok - %s --%s: %s\n", backend, name, msg(e));
        failures++;
    }
    puz_error_free(e);
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
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, 100000000);
    puz_limits_set_cancel(lim, &flag);
    puz_limits_on_solution(lim, count_seen, (void *)&seen);
    puz_result *r = puz_result_new();
    puz_error *e = NULL;
    puz_code rc;
    double t0 = now();
    pthread_create(&t, NULL, raise_later, &ra);
    if (solver) {
        puz_solver *s = NULL;
        rc = puz_solver_new(puz_backend_find(b), m, o, &s, &e);
        if (rc == PUZ_OK)
            rc = puz_solver_solve(s, NULL, lim, r, &e);
        else
            __atomic_store_n(&seen, 1, __ATOMIC_RELAXED); /* no wait for a first solution */
        puz_solver_free(s);
    } else {
        rc = puz_solve(m, puz_backend_find(b), o, lim, r, &e);
    }
    double sec = now() - t0;
    pthread_join(t, NULL);
    check(sec < bound, "%s: a cancel %.2g s after the first solution stops the count within "
          "%.3g s (%.2f s)", label, after, bound, sec);
    check(rc == PUZ_OK && puz_result_status(r) == PUZ_SOLVED && puz_result_solutions(r) > 0 &&
              !puz_result_complete(r) && puz_result_grid(r) != NULL,
          "%s: ... keeps the solutions found (%llu) and says the count is a lower bound%s%s",
          label, (unsigned long long)puz_result_solutions(r), e ? ": " : "", msg(e));
    puz_error_free(e);
    puz_result_free(r);
    puz_limits_free(lim);
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
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, 1000000000000ULL);
    puz_limits_set_cancel(lim, &a.flag);
    puz_limits_on_solution(lim, cancel_at_5, &a);
    puz_result *r = puz_result_new();
    double t0 = now();
    puz_solve(m, puz_backend_find(b), NULL, lim, r, NULL);
    double sec = now() - t0;
    check(sec < 5 && puz_result_solutions(r) >= 5 && !puz_result_complete(r),
          "%s: cancelled from on_solution at the 5th solution: stops (%.2f s), %llu found, the "
          "count not complete", b, sec, (unsigned long long)puz_result_solutions(r));
    puz_result_free(r);
    puz_limits_free(lim);
}

/* One solve of a model on a backend, on a thread of its own, within
 * limits that are a clone of a shared limits object: its memory charged
 * to the one budget the clones share. */
typedef struct {
    const puz_model *m;
    const char *backend;
    puz_limits *lim;
    puz_result *r;
} Shared;

static void *solve_shared(void *arg)
{
    Shared *s = arg;
    puz_solve(s->m, puz_backend_find(s->backend), NULL, s->lim, s->r, NULL);
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
        puz_limits *lim = puz_limits_new();
        puz_limits_set_cancel(lim, &flag);
        puz_result *r = puz_result_new();
        double t0 = now();
        pthread_create(&t, NULL, raise_later, &ra);
        puz_solve(e64, puz_backend_find("sat"), NULL, lim, r, NULL);
        double sec = now() - t0;
        pthread_join(t, NULL);
        const char *note = puz_result_note(r);
        check(sec < 2 && puz_result_status(r) == PUZ_STOPPED && !puz_result_complete(r) &&
                  strstr(note, "cancelled"),
              "sat: a cancel stops building the clauses of an empty 64x64 grid (%s: %s)",
              sec < 2 ? "stopped" : "did not stop", note);
        puz_result_free(r);
        puz_limits_free(lim);
    }

    /* ILP: a cancel stops an empty 64x64 grid in its root LP (GLPK's
     * presolver, scaling, basis and first LP take no callback: a cancel
     * used to wait for them) */
    {
        volatile int flag = 0;
        Raiser ra = {&flag, 0.3, NULL};
        pthread_t t;
        puz_limits *lim = puz_limits_new();
        puz_limits_set_cancel(lim, &flag);
        puz_result *r = puz_result_new();
        double t0 = now();
        pthread_create(&t, NULL, raise_later, &ra);
        puz_solve(e64, puz_backend_find("ilp"), NULL, lim, r, NULL);
        double sec = now() - t0;
        pthread_join(t, NULL);
        /* (in the root LP: "cancelled"; on a slow machine, sanitizers, still
         * loading: "cancelled while building the model (N rows so far)") */
        check(sec < 1.5 && puz_result_status(r) == PUZ_STOPPED &&
                  puz_result_stop(r) == PUZ_STOP_CANCEL &&
                  starts(puz_result_stopped(r), "cancelled"),
              "ilp: a cancel 0.3 s in stops an empty 64x64 grid within 1.5 s (%.2f s: %s)", sec,
              puz_result_note(r));
        puz_result_free(r);
        puz_limits_free(lim);
    }

    /* the limits say what stopped a build: stop, and stopped in words */
    {
        puz_limits *lim = puz_limits_new();
        puz_limits_set_memory(lim, 50);
        puz_result *r = puz_result_new();
        puz_solve(e64, puz_backend_find("sat"), NULL, lim, r, NULL);
        const char *stopped = puz_result_stopped(r);
        check(puz_result_status(r) == PUZ_STOPPED && !puz_result_complete(r) &&
                  puz_result_stop(r) == PUZ_STOP_MEMORY &&
                  starts(stopped, "memory limit of 50 MB reached while building the model (") &&
                  !strcmp(puz_result_note(r), stopped),
              "sat: a memory limit of 50 MB stops the empty 64x64's build (%s)", stopped);
        puz_limits_free(lim);
        lim = puz_limits_new();
        puz_limits_set_time(lim, 0.000001);
        static const char *const units[][2] = {
            {"native", "links"}, {"dlx", "options"}, {"sat", "clauses"}, {"ilp", "rows"}};
        for (int i = 0; i < 4; i++) {
            char want[96];
            snprintf(want, sizeof want, " %s so far)", units[i][1]);
            puz_solver *sv = NULL;
            puz_error *e = NULL;
            if (puz_solver_new(puz_backend_find(units[i][0]), e64, NULL, &sv, &e) == PUZ_OK)
                puz_solver_solve(sv, NULL, lim, r, &e);
            stopped = sv ? puz_result_stopped(r) : msg(e);
            check(sv && puz_result_status(r) == PUZ_STOPPED &&
                      puz_result_stop(r) == PUZ_STOP_TIME &&
                      starts(stopped, "time limit reached while building the model (") &&
                      strstr(stopped, want),
                  "%s: a deadline gone at once stops the per-shape solver's build (%s)",
                  units[i][0], stopped);
            puz_error_free(e);
            puz_solver_free(sv);
        }
        puz_limits_free(lim);
        for (int i = 0; i < 4; i++) {
            /* a limits object of its own each: a budget of 8 MB each
             * (GLPK's search on the empty 9x9 takes 3 MB) */
            lim = puz_limits_new();
            puz_limits_set_memory(lim, 8);
            puz_code rc = puz_solve(e9, puz_backend_find(units[i][0]), NULL, lim, r, NULL);
            check(rc == PUZ_OK && puz_result_status(r) == PUZ_SOLVED && puz_result_complete(r) &&
                      puz_result_stop(r) == PUZ_STOP_NONE && !puz_result_stopped(r)[0],
                  "%s: the empty 9x9 solves under a memory limit of 8 MB", units[i][0]);
            puz_limits_free(lim);
        }
        puz_result_free(r);
    }

    /* a memory limit shared by two threads (each solves within a clone of
     * one limits object, so both charge its one budget): each one's search
     * and build charged to it, every byte given back after; the limit
     * passed only by PicoSAT, which cannot be refused memory, by one growth
     * of its arrays before its interrupt stops it (9 MB on the empty
     * 64x64) */
    {
        puz_limits *shared = puz_limits_new();
        puz_limits_set_memory(shared, 40);
        Shared sh[2] = {{e64, "native", NULL, NULL}, {e64, "sat", NULL, NULL}};
        pthread_t t[2];
        for (int i = 0; i < 2; i++) {
            sh[i].lim = puz_limits_clone(shared);
            puz_limits_set_time(sh[i].lim, 3);
            sh[i].r = puz_result_new();
        }
        for (int i = 0; i < 2; i++)
            pthread_create(&t[i], NULL, solve_shared, &sh[i]);
        for (int i = 0; i < 2; i++)
            pthread_join(t[i], NULL);
        size_t peak = puz_limits_memory_peak(shared), used = puz_limits_memory_used(shared);
        check(peak > 0 && peak <= (size_t)60 << 20 && used == 0,
              "a budget of 40 MB shared by native and sat on two threads: peak %zu KB, %zu "
              "bytes held after", peak >> 10, used);
        const char *stopped = puz_result_stopped(sh[1].r);
        check(puz_result_stop(sh[1].r) == PUZ_STOP_MEMORY &&
                  starts(stopped, "memory limit of 40 MB"),
              "... sat stopped by it (%s)", stopped);
        for (int i = 0; i < 2; i++) {
            puz_result_free(sh[i].r);
            puz_limits_free(sh[i].lim);
        }
        /* a per-shape solver's tables are charged to a call's budget while
         * the call runs and let go as it ends, so that the limits may be
         * freed before the solver (it held them until freed, and freeing
         * it after its limits wrote to freed memory) */
        puz_solver *sv = NULL;
        puz_result *r = puz_result_new();
        puz_limits *once = puz_limits_new();
        puz_limits_set_memory(once, 40);
        int made = puz_solver_new(puz_backend_find("native"), e64, NULL, &sv, NULL) == PUZ_OK;
        if (made)
            puz_solver_solve(sv, NULL, once, r, NULL);
        size_t peak1 = puz_limits_memory_peak(once), held = puz_limits_memory_used(once);
        puz_limits_free(once);
        if (made)
            puz_solver_solve(sv, NULL, shared, r, NULL);
        puz_solver_free(sv);
        check(made && puz_result_status(r) == PUZ_SOLVED && peak1 > 0 && held == 0 &&
                  puz_limits_memory_used(shared) == 0,
              "a native solver's tables are charged while it runs (peak %zu KB) and let go "
              "after (%zu bytes held); its limits freed first", peak1 >> 10, held);
        puz_result_free(r);
        puz_limits_free(shared);
    }

    /* a compile within a memory limit and a time limit: PUZ_E_LIMIT, one
     * error that says which limit */
    {
        size_t n = 3000000;
        char *text = malloc(n + 16);
        strcpy(text, "sudoku 3x3\n");
        for (size_t i = strlen(text); i + 24 < n; i += 24)
            memcpy(text + i, "distinct r1c1 r2c2 r3c3\n", 24);
        size_t len = strlen(text);
        puz_limits *lim = puz_limits_new();
        puz_limits_set_memory(lim, 2);
        puz_model *m = NULL;
        puz_error *e = NULL;
        puz_code rc = puz_compile_string("big", text, len, lim, &m, &e);
        const puz_diag *d = e && puz_error_count(e) > 0 ? puz_error_diag(e, 0) : NULL;
        check(rc == PUZ_E_LIMIT && !m && e && puz_error_code(e) == PUZ_E_LIMIT &&
                  puz_error_errors(e) == 1 && puz_error_count(e) == 1 && d &&
                  strstr(d->text, "memory limit of 2 MB reached while reading the model"),
              "a compile past a memory limit of 2 MB: one error, PUZ_E_LIMIT (%s)",
              d ? d->message : "no message");
        puz_error_free(e);
        e = NULL;
        puz_limits_free(lim);
        lim = puz_limits_new();
        puz_limits_set_time(lim, 1e-6);
        rc = puz_compile_string("big", text, len, lim, &m, &e);
        check(rc == PUZ_E_LIMIT && !m && e && puz_error_errors(e) == 1 &&
                  strstr(puz_error_message(e), "time limit reached while reading the model"),
              "a compile past its time limit: one error, PUZ_E_LIMIT (%s)",
              e ? puz_error_message(e) : "no message");
        puz_error_free(e);
        e = NULL;
        puz_limits_free(lim);
        rc = puz_compile_string("big", text, len, NULL, &m, &e);
        check(rc == PUZ_OK && m && !e, "... and without limits it compiles");
        puz_model_free(m);
        puz_error_free(e);
        free(text);
    }

    /* rating and generating within a time limit */
    {
        puz_limits *lim = puz_limits_new();
        puz_limits_set_time(lim, 1e-6);
        puz_rating *rt = puz_rating_new();
        puz_code rc = puz_rate(e64, NULL, lim, rt, NULL);
        check(rc == PUZ_OK && puz_rating_status(rt) == PUZ_STOPPED &&
                  puz_rating_stop(rt) == PUZ_STOP_TIME,
              "puz_rate: a time limit gone at once stops the empty 64x64's rating");
        puz_rating_free(rt);
        puz_limits_free(lim);
        puz_gen *g = puz_gen_new();
        puz_error *e = NULL;
        if (puz_gen_set(g, "box", "8x8", &e) != PUZ_OK ||
            puz_gen_set(g, "seed", "1", &e) != PUZ_OK) {
            printf("not ok - generate --box 8x8 --seed 1: %s\n", msg(e));
            failures++;
        }
        puz_error_free(e);
        e = NULL;
        lim = puz_limits_new();
        puz_limits_set_time(lim, 2); /* (the native tables of a 64x64 take 0.3 s under the
                                        sanitizers) */
        puz_puzzle *p = puz_puzzle_new();
        double t0 = now();
        rc = puz_generate(g, lim, p, &e);
        double sec = now() - t0;
        check(sec < 2.2 && rc == PUZ_OK && puz_puzzle_status(p) == PUZ_SOLVED &&
                  puz_puzzle_missed(p) && puz_puzzle_stop(p) == PUZ_STOP_TIME &&
                  puz_puzzle_model(p) && puz_puzzle_untried(p) > 0,
              "puz_generate, a 64x64 in 2 s: the puzzle so far, %d givens untried (%.2f s)%s%s",
              puz_puzzle_untried(p), sec, e ? ": " : "", msg(e));
        puz_error_free(e);
        puz_puzzle_free(p);
        puz_limits_free(lim);
        puz_gen_free(g);
    }

    /* heuristic: progress lines through the callback, then a cancel */
    {
        puz_model *w = NULL;
        if (puz_compile_string("wrong", wrong_escargot, strlen(wrong_escargot), NULL, &w, NULL) !=
            PUZ_OK) {
            printf("not ok - the wrong-clue model compiles\n");
            return 1;
        }
        puz_options *o = options("heuristic", "iterations", "1000000000");
        volatile int flag = 0;
        Raiser ra = {&flag, 1.3, NULL};
        pthread_t t;
        Lines l = {0, "", "tabu: iteration ", 0};
        puz_limits *lim = puz_limits_new();
        puz_limits_set_cancel(lim, &flag);
        puz_limits_on_progress(lim, on_line, &l);
        puz_result *r = puz_result_new();
        double t0 = now();
        pthread_create(&t, NULL, raise_later, &ra);
        puz_solve(w, puz_backend_find("heuristic"), o, lim, r, NULL);
        double sec = now() - t0;
        pthread_join(t, NULL);
        const char *note = puz_result_note(r);
        check(sec < 4 && puz_result_status(r) == PUZ_STOPPED && strstr(note, "cancelled"),
              "heuristic: a cancel stops a long tabu run (%s: %s)",
              sec < 4 ? "stopped" : "did not stop", note);
        check(l.lines >= 1 && l.seen == 1,
              "heuristic: a progress line a second through the callback (%s)", l.first);
        puz_result_free(r);
        puz_limits_free(lim);
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
            puz_limits *lim = puz_limits_new();
            puz_limits_on_progress(lim, on_line, &l);
            puz_result *r = puz_result_new();
            puz_code rc = puz_solve(e9, puz_backend_find(talk[i].b), o, lim, r, NULL);
            int solved = rc == PUZ_OK && puz_result_status(r) == PUZ_SOLVED;
            if (verbose)
                check(solved && l.seen == 1,
                      "%s --verbose: the solver's own lines come through the callback (%s)",
                      talk[i].b, l.first);
            else
                check(solved && l.lines == 0, "%s without --verbose: no progress lines",
                      talk[i].b);
            puz_result_free(r);
            puz_limits_free(lim);
            puz_options_free(o);
        }

    puz_model_free(e9);
    puz_model_free(e64);
    return failures != 0;
}
