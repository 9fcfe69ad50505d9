/* api_test.c -- libpuzc through its public header only (puzc.h): what a
 * program embedding it relies on. Diagnostics come back as data; options
 * are refused by name; on every backend and path that counts, a count is
 * exact up to a 64-bit limit, the solution callback sees every solution,
 * and a time limit or a cancel flag (set from another thread) stops the
 * run with `complete` 0 and the solutions found so far. Prints
 * "ok - ..." / "not ok - ..." lines for tests/run.sh. */
#define _POSIX_C_SOURCE 200809L
#include "puzc.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int failures;

static void check(int cond, const char *what, const char *detail)
{
    printf("%s - %s\n", cond ? "ok" : "not ok", what);
    if (!cond && detail)
        printf("    %s\n", detail);
    failures += !cond;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* A path: a backend with the options that select it. */
typedef struct {
    const char *backend, *option;
} Path;

static const Path paths[] = {
    {"native", NULL}, {"native", "no-fast"}, {"dlx", NULL}, {"dlx", "no-fast"},
    {"sat", NULL},    {"ilp", NULL},
};
#define NPATHS (sizeof paths / sizeof paths[0])

static puz_solver *solver_for(const Path *p, const puz_model *m, char *what, size_t n)
{
    const puz_backend *b = puz_backend_find(p->backend);
    puz_options *o = puz_options_new(b);
    char err[256];
    if (p->option && puz_options_set(o, p->option, NULL, err, sizeof err) != 0)
        printf("    %s\n", err);
    snprintf(what, n, "%s%s%s", p->backend, p->option ? " --" : "", p->option ? p->option : "");
    puz_solver *s = puz_solver_new(b, m, o, err, sizeof err);
    puz_options_free(o);
    return s;
}

static int count_calls(const puz_model *m, const int *grid, void *ctx)
{
    char why[160];
    if (!puz_verify(m, grid, why, sizeof why))
        return 1; /* stops: the count will be short and the test fails */
    ++*(long *)ctx;
    return 0;
}

/* The 288 grids of the empty 4x4 Sudoku, with a limit past 2^32 (a cast
 * to int made it 1), each seen by the callback. */
static void test_counts(void)
{
    puz_model *m = puz_model_sudoku(2, 2);
    for (size_t i = 0; i < NPATHS; i++) {
        char what[64], msg[160];
        puz_solver *s = solver_for(&paths[i], m, what, sizeof what);
        long calls = 0;
        puz_limits lim = {0};
        lim.max_solutions = 4294967297ULL;
        lim.on_solution = count_calls;
        lim.ctx = &calls;
        puz_result r = {0};
        puz_solver_solve(s, NULL, &lim, &r);
        snprintf(msg, sizeof msg, "%llu solutions, %ld callbacks, complete %d",
                 (unsigned long long)r.solutions, calls, r.complete);
        char name[128];
        snprintf(name, sizeof name, "%s: empty 4x4 counted to 4294967297: 288, each seen", what);
        check(r.solutions == 288 && calls == 288 && r.complete, name, msg);
        puz_result_free(&r);
        /* without a callback (the path a fast path may take) */
        lim.on_solution = NULL;
        memset(&r, 0, sizeof r);
        puz_solver_solve(s, NULL, &lim, &r);
        snprintf(name, sizeof name, "%s: the same without a callback: 288", what);
        check(r.solutions == 288 && r.complete && r.solution && puz_verify(m, r.solution, NULL, 0),
              name, NULL);
        puz_result_free(&r);
        puz_solver_free(s);
    }
    puz_model_free(m);
}

/* Cancels after a delay, from another thread. */
typedef struct {
    volatile int flag;
    double delay;
} Canceller;

static void *cancel_later(void *arg)
{
    Canceller *c = arg;
    struct timespec ts = {0, (long)(c->delay * 1e9)};
    nanosleep(&ts, NULL);
    __atomic_store_n(&c->flag, 1, __ATOMIC_RELAXED); /* as puzc.h asks */
    return NULL;
}

/* An empty 9x9 has 6.67e21 grids: a count to 10^8 runs until something
 * stops it -- here a time limit, then a cancel from another thread. */
static void test_stops(void)
{
    puz_model *m = puz_model_sudoku(3, 3);
    for (size_t i = 0; i < NPATHS; i++) {
        for (int by_cancel = 0; by_cancel < 2; by_cancel++) {
            char what[64], name[160], msg[160];
            puz_solver *s = solver_for(&paths[i], m, what, sizeof what);
            Canceller c = {0, 0.3};
            pthread_t t;
            puz_limits lim = {0};
            lim.max_solutions = 100000000;
            if (by_cancel) {
                lim.cancel = &c.flag;
                pthread_create(&t, NULL, cancel_later, &c);
            } else {
                lim.time_limit = 0.3;
            }
            puz_result r = {0};
            double t0 = now();
            puz_solver_solve(s, NULL, &lim, &r);
            double took = now() - t0;
            if (by_cancel)
                pthread_join(t, NULL);
            snprintf(name, sizeof name, "%s: empty 9x9 counted to 10^8, %s after 0.3 s: stops, "
                     "a lower bound", what, by_cancel ? "cancelled" : "time limit");
            snprintf(msg, sizeof msg, "took %.2f s, status %d, %llu solutions, complete %d",
                     took, (int)r.status, (unsigned long long)r.solutions, r.complete);
            check(took < 3.0 && !r.complete && r.status != PUZ_ERROR && r.solutions < 100000000,
                  name, msg);
            puz_result_free(&r);
            puz_solver_free(s);
        }
    }
    puz_model_free(m);
}

static void test_diags(void)
{
    const char text[] = "sudoku 2x2\ngivens\n1 1 . .\n. . . .\n. . . .\n. . . .\n";
    puz_model *m = NULL;
    puz_diags d = {0};
    int n = puz_compile_string("dup.puz", text, sizeof text - 1, &m, &d);
    char msg[512];
    snprintf(msg, sizeof msg, "%d errors, %d diagnostics, first: %s", n, d.count,
             d.count ? d.items[0].text : "-");
    check(n >= 1 && m == NULL && d.count >= 1 && d.errors == n, "a repeated given: errors as data",
          msg);
    if (d.count) {
        const puz_diag *g = &d.items[0];
        check(g->severity == PUZ_DIAG_ERROR && g->file && !strcmp(g->file, "dup.puz") &&
                  g->line == 3 && g->column >= 1 && strstr(g->text, "dup.puz:3:") == g->text &&
                  strchr(g->text, '^') != NULL,
              "the diagnostic: file, line 3, column, and text with the line and a caret", msg);
    }
    puz_diags_free(&d);
    n = puz_compile_file("/nonexistent/x.puz", &m, &d);
    check(n == 1 && d.count == 1 && d.items[0].file == NULL &&
              strstr(d.items[0].text, "cannot open '/nonexistent/x.puz'"),
          "a missing file: one unlocated error", d.count ? d.items[0].text : "none");
    puz_diags_free(&d);
}

static void test_options(void)
{
    char err[256];
    puz_options *o = puz_options_new(puz_backend_find("native"));
    check(puz_options_set(o, "amo", "pairwise", err, sizeof err) == -1 &&
              strstr(err, "backend native has no option --amo"),
          "native refuses --amo", err);
    check(puz_options_set(o, "method", "xyz", err, sizeof err) == -1 &&
              strstr(err, "(have: bitset backtrack fc-mrv norvig)"),
          "native refuses --method xyz, naming its four methods", err);
    check(!strcmp(puz_options_get(o, "method"), "bitset"), "native's default method: bitset",
          NULL);
    puz_options_free(o);
    o = puz_options_new(puz_backend_find("sat"));
    check(puz_options_set(o, "amo", "sequential", err, sizeof err) == 0 &&
              !strcmp(puz_options_get(o, "amo"), "sequential"),
          "sat takes --amo sequential", err);
    puz_options_free(o);
    int total = 0;
    for (int i = 0; i < puz_backend_count(); i++)
        for (const puz_option *p = puz_backend_options(puz_backend_at(i)); p->name; p++)
            total += p->help && p->help[0];
    check(total >= 20, "every backend option has a help line", NULL);
}

int main(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0); /* each line out before a hang could hide it */
    test_diags();
    test_options();
    test_counts();
    test_stops();
    return failures != 0;
}
