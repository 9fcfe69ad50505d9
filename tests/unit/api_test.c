/* api_test.c -- libpuzc through its public header only (puzc.h): what a
 * program embedding it relies on. Errors come back as one type, located
 * where they have a place; options are refused by name; on every backend
 * and path that counts, a count is exact up to a 64-bit limit, the
 * solution callback sees every solution, and a time limit or a cancel flag
 * (set from another thread) stops the run with `complete` 0 and the
 * solutions found so far; a model goes out as .puz, a grid and a line and
 * comes back the same; a formulation emitted and an answer decoded meet.
 * Prints "ok - ..." / "not ok - ..." lines for tests/run.sh. */
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
    puz_error *e = NULL;
    if (p->option && puz_options_set(o, p->option, NULL, &e) != PUZ_OK)
        printf("    %s\n", puz_error_message(e));
    puz_error_free(e);
    snprintf(what, n, "%s%s%s", p->backend, p->option ? " --" : "", p->option ? p->option : "");
    puz_solver *s = NULL;
    puz_solver_new(b, m, o, &s, NULL);
    puz_options_free(o);
    return s;
}

static int count_calls(const puz_model *m, const int *grid, void *ctx)
{
    if (puz_verify(m, grid, NULL) != PUZ_OK)
        return 1; /* stops: the count will be short and the test fails */
    ++*(long *)ctx;
    return 0;
}

/* The 288 grids of the empty 4x4 Sudoku, with a limit past 2^32 (a cast
 * to int made it 1), each seen by the callback. The ilp path counts the 12
 * of the 4x4 whose first row is given: each solution it finds is one more
 * MILP with one more no-good cut, and the last ones of 288 took seconds. */
static void test_counts(void)
{
    puz_model *empty = puz_model_sudoku(2, 2), *row = puz_model_sudoku(2, 2);
    int givens[16] = {1, 2, 3, 4};
    check(puz_model_set_givens(row, givens, NULL) == PUZ_OK, "4x4 with its first row given", NULL);
    puz_result *r = puz_result_new();
    for (size_t i = 0; i < NPATHS; i++) {
        char what[64], msg[160], name[128];
        int ilp = strcmp(paths[i].backend, "ilp") == 0;
        puz_model *m = ilp ? row : empty;
        unsigned long long want = ilp ? 12 : 288;
        puz_solver *s = solver_for(&paths[i], m, what, sizeof what);
        long calls = 0;
        puz_limits *lim = puz_limits_new();
        puz_limits_set_solutions(lim, 4294967297ULL);
        puz_limits_on_solution(lim, count_calls, &calls);
        puz_code rc = puz_solver_solve(s, NULL, lim, r, NULL);
        snprintf(msg, sizeof msg, "code %d, %llu solutions, %ld callbacks, complete %d", (int)rc,
                 (unsigned long long)puz_result_solutions(r), calls, puz_result_complete(r));
        snprintf(name, sizeof name, "%s: %s 4x4 counted to 4294967297: %llu, each seen", what,
                 ilp ? "first row given," : "empty", want);
        check(rc == PUZ_OK && puz_result_solutions(r) == want && calls == (long)want &&
                  puz_result_complete(r),
              name, msg);
        /* without a callback (the path a fast path may take), the result reused */
        puz_limits_on_solution(lim, NULL, NULL);
        puz_solver_solve(s, NULL, lim, r, NULL);
        snprintf(name, sizeof name, "%s: the same without a callback: %llu", what, want);
        check(puz_result_solutions(r) == want && puz_result_complete(r) && puz_result_grid(r) &&
                  puz_verify(m, puz_result_grid(r), NULL) == PUZ_OK,
              name, NULL);
        puz_limits_free(lim);
        puz_solver_free(s);
    }
    puz_result_free(r);
    puz_model_free(empty);
    puz_model_free(row);
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
    puz_result *r = puz_result_new();
    for (size_t i = 0; i < NPATHS; i++) {
        for (int by_cancel = 0; by_cancel < 2; by_cancel++) {
            char what[64], name[160], msg[160];
            puz_solver *s = solver_for(&paths[i], m, what, sizeof what);
            Canceller c = {0, 0.3};
            pthread_t t;
            puz_limits *lim = puz_limits_new();
            puz_limits_set_solutions(lim, 100000000);
            if (by_cancel) {
                puz_limits_set_cancel(lim, &c.flag);
                pthread_create(&t, NULL, cancel_later, &c);
            } else {
                puz_limits_set_time(lim, 0.3);
            }
            double t0 = now();
            puz_code rc = puz_solver_solve(s, NULL, lim, r, NULL);
            double took = now() - t0;
            if (by_cancel)
                pthread_join(t, NULL);
            snprintf(name, sizeof name, "%s: empty 9x9 counted to 10^8, %s after 0.3 s: stops, "
                     "a lower bound", what, by_cancel ? "cancelled" : "time limit");
            snprintf(msg, sizeof msg, "took %.2f s, code %d, status %d, stop %d, %llu solutions, "
                     "complete %d", took, (int)rc, (int)puz_result_status(r),
                     (int)puz_result_stop(r), (unsigned long long)puz_result_solutions(r),
                     puz_result_complete(r));
            check(took < 3.0 && rc == PUZ_OK && !puz_result_complete(r) &&
                      puz_result_solutions(r) < 100000000 &&
                      puz_result_stop(r) == (by_cancel ? PUZ_STOP_CANCEL : PUZ_STOP_TIME),
                  name, msg);
            puz_limits_free(lim);
            puz_solver_free(s);
        }
    }
    puz_result_free(r);
    puz_model_free(m);
}

static void test_errors(void)
{
    const char text[] = "sudoku 2x2\ngivens\n1 1 . .\n. . . .\n. . . .\n. . . .\n";
    puz_model *m = NULL;
    puz_error *e = NULL;
    puz_code rc = puz_compile_string("dup.puz", text, sizeof text - 1, NULL, &m, &e);
    char msg[512];
    snprintf(msg, sizeof msg, "code %d, %d messages, text: %s", (int)rc, puz_error_count(e),
             puz_error_text(e));
    check(rc == PUZ_E_INPUT && m == NULL && puz_error_code(e) == PUZ_E_INPUT &&
              puz_error_errors(e) >= 1,
          "a repeated given: PUZ_E_INPUT, the errors as data", msg);
    check(puz_error_file(e) && !strcmp(puz_error_file(e), "dup.puz") && puz_error_line(e) == 3 &&
              puz_error_column(e) >= 1 && strstr(puz_error_text(e), "dup.puz:3:") ==
                                              puz_error_text(e) &&
              strchr(puz_error_text(e), '^') != NULL,
          "its place: file, line 3, column, and text with the line and a caret", msg);
    const puz_diag *d = puz_error_diag(e, 0);
    check(d && d->severity == PUZ_DIAG_ERROR && d->line == 3 && !strcmp(d->message,
                                                                           puz_error_message(e)),
          "its first message as a puz_diag", msg);
    puz_error_free(e);
    e = NULL;
    rc = puz_compile_file("/nonexistent/x.puz", NULL, &m, &e);
    check(rc == PUZ_E_IO && puz_error_count(e) == 1 && puz_error_file(e) == NULL &&
              strstr(puz_error_message(e), "cannot open '/nonexistent/x.puz'") &&
              !strncmp(puz_error_text(e), "error: ", 7),
          "a missing file: PUZ_E_IO, one unlocated error", puz_error_text(e));
    puz_error_free(e);
    rc = puz_compile_file("/nonexistent/x.puz", NULL, &m, NULL);
    check(rc == PUZ_E_IO, "err may be NULL: the code alone", NULL);
    check(puz_version_number() == PUZ_VERSION_NUMBER && !strcmp(puz_version(), PUZ_VERSION) &&
              PUZ_VERSION_NUMBER == PUZ_VERSION_MAJOR * 10000 + PUZ_VERSION_MINOR * 100 +
                                        PUZ_VERSION_PATCH,
          "the version: number and text, at build and at run time", puz_version());
}

static void test_options(void)
{
    puz_error *e = NULL;
    puz_options *o = puz_options_new(puz_backend_find("native"));
    check(puz_options_set(o, "amo", "pairwise", &e) == PUZ_E_ARG &&
              strstr(puz_error_message(e), "backend native has no option --amo"),
          "native refuses --amo", puz_error_message(e));
    puz_error_free(e);
    e = NULL;
    check(puz_options_set(o, "method", "xyz", &e) == PUZ_E_ARG &&
              strstr(puz_error_message(e), "(have: bitset backtrack fc-mrv norvig)"),
          "native refuses --method xyz, naming its four methods", puz_error_message(e));
    puz_error_free(e);
    e = NULL; /* check()'s message argument may be read before the call it checks */
    check(!strcmp(puz_options_get(o, "method"), "bitset") && !puz_options_isset(o, "method"),
          "native's default method: bitset, not set", NULL);
    puz_options_free(o);
    o = puz_options_new(puz_backend_find("sat"));
    check(puz_options_set(o, "amo", "sequential", NULL) == PUZ_OK &&
              !strcmp(puz_options_get(o, "amo"), "sequential") && puz_options_isset(o, "amo"),
          "sat takes --amo sequential", NULL);
    puz_model *m = puz_model_sudoku(2, 2);
    puz_result *r = puz_result_new();
    check(puz_solve(m, puz_backend_find("native"), o, NULL, r, &e) == PUZ_E_ARG,
          "sat's options given to native: PUZ_E_ARG", puz_error_message(e));
    puz_error_free(e);
    e = NULL;
    puz_result_free(r);
    puz_model_free(m);
    puz_options_free(o);
    /* a flag takes NULL or on/off words, as the other settings do */
    o = puz_options_new(puz_backend_find("native"));
    check(puz_options_set(o, "no-fast", "on", NULL) == PUZ_OK && puz_options_isset(o, "no-fast") &&
              puz_options_set(o, "no-fast", "1", NULL) == PUZ_OK &&
              puz_options_set(o, "no-fast", NULL, NULL) == PUZ_OK,
          "native's flag --no-fast takes NULL, \"on\" and \"1\"", NULL);
    check(puz_options_set(o, "no-fast", "off", NULL) == PUZ_OK &&
              !strcmp(puz_options_get(o, "no-fast"), "off"),
          "... \"off\" clears it, and reads back so", NULL);
    check(puz_options_set(o, "no-fast", "maybe", &e) == PUZ_E_ARG,
          "... and refuses \"maybe\"", puz_error_message(e));
    puz_error_free(e);
    e = NULL;
    puz_options_free(o);
    /* a model size stopped by a limit says which (the 100x100's CNF takes
     * seconds to build; 50 ms is far short of it) */
    m = puz_model_sudoku(10, 10);
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 0.05);
    long size[3];
    check(puz_model_size(m, puz_backend_find("sat"), NULL, lim, size, &e) == PUZ_E_LIMIT &&
              puz_error_stop(e) == PUZ_STOP_TIME,
          "model size of sat on an empty 100x100 under 50 ms: PUZ_E_LIMIT, PUZ_STOP_TIME",
          e ? puz_error_message(e) : "no error");
    puz_error_free(e);
    e = NULL;
    puz_limits_free(lim);
    puz_model_free(m);
    int total = 0;
    for (int i = 0; i < puz_backend_count(); i++)
        for (const puz_option *p = puz_backend_options(puz_backend_at(i)); p->name; p++)
            total += p->help && p->help[0];
    check(total >= 20, "every backend option has a help line", NULL);
}

/* A model out as .puz, a grid and a line, and back in: the same. The
 * Killer has two solutions (1234/3412/2143/4321 and another), so that the
 * count compared is not a trivial 0 or 1. */
static void test_round_trips(void)
{
    const char text[] = "killer 2x2\ncage 3 r1c1 r1c2\ncage 7 r2c1 r2c2\ncage 6 r3c1 r4c1\n"
                        "cage 4 r3c2 r4c2\ncage 4 r1c3 r2c3\ncage 6 r1c4 r2c4\n"
                        "cage 5 r3c3 r4c4\ncage 5 r3c4 r4c3\n";
    puz_model *m = NULL, *back = NULL;
    puz_error *e = NULL;
    puz_compile_string("k.puz", text, sizeof text - 1, NULL, &m, &e);
    check(m != NULL, "a 4x4 Killer compiles", puz_error_text(e));
    if (!m)
        return;
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    puz_model_write(m, f, NULL);
    fclose(f);
    puz_compile_string("back.puz", out, len, NULL, &back, &e);
    puz_result *r1 = puz_result_new(), *r2 = puz_result_new();
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, 10);
    puz_solve(m, NULL, NULL, lim, r1, NULL);
    if (back)
        puz_solve(back, NULL, NULL, lim, r2, NULL);
    check(back && puz_model_kind(back) == PUZ_KIND_KILLER && puz_result_solutions(r1) == 2 &&
              puz_result_solutions(r1) == puz_result_solutions(r2),
          "puz_model_write: the Killer compiles back with as many solutions", out);
    const int *g = puz_result_grid(r1);
    char *line = g ? puz_grid_string(m, g, PUZ_GRID_LINE) : NULL;
    int grid[16] = {0};
    check(line && puz_grid_read(m, line, strlen(line), grid, NULL) == PUZ_OK &&
              !memcmp(grid, g, sizeof grid),
          "a grid as one line and read back", line);
    free(out);
    f = open_memstream(&out, &len);
    puz_line_write(m, g, PUZ_LINE_KILLER, "k", f, &e);
    fclose(f);
    puz_model *fromline = NULL;
    puz_line_form form;
    puz_model_from_line(out, len, PUZ_LINE_AUTO, &fromline, &form, &e);
    puz_solve(fromline ? fromline : m, NULL, NULL, lim, r2, NULL);
    check(fromline && form == PUZ_LINE_KILLER && puz_result_solutions(r2) ==
                                                     puz_result_solutions(r1),
          "a Killer line written and read back: the same puzzle", out);
    puz_free(line);
    free(out);
    puz_model_free(fromline);
    puz_limits_free(lim);
    puz_result_free(r1);
    puz_result_free(r2);
    puz_model_free(back);
    puz_model_free(m);
}

/* A formulation emitted and an answer to it decoded: the CNF of a 4x4 and
 * the SAT competition answer built from a solution. */
static void test_emit_decode(void)
{
    puz_model *m = puz_model_sudoku(2, 2);
    char *cnf = NULL;
    size_t len = 0;
    puz_options *o = puz_options_new(puz_backend_find("sat"));
    puz_options_set(o, "no-reduce", NULL, NULL);
    puz_code rc = puz_emit_string(m, "cnf", o, NULL, &cnf, &len, NULL);
    check(rc == PUZ_OK && cnf && !strncmp(cnf, "c ", 2) && strstr(cnf, "p cnf 64 "),
          "the CNF of the empty 4x4: 64 variables", NULL);
    puz_result *r = puz_result_new();
    puz_solve(m, NULL, NULL, NULL, r, NULL);
    const int *g = puz_result_grid(r);
    char ans[1024] = "s SATISFIABLE\nv";
    for (int c = 0; c < 16; c++)
        for (int v = 1; v <= 4; v++)
            snprintf(ans + strlen(ans), sizeof ans - strlen(ans), " %d",
                     (g[c] == v ? 1 : -1) * (c * 4 + v));
    strcat(ans, " 0\n");
    int grid[16];
    puz_answer a;
    const char *format = NULL;
    rc = puz_decode(m, ans, strlen(ans), "a.txt", grid, &a, &format, NULL, NULL);
    check(rc == PUZ_OK && a == PUZ_ANSWER_SOLVED && !memcmp(grid, g, sizeof grid) &&
              format && !strcmp(format, "sat"),
          "the answer decoded: the grid, read as sat's", format);
    puz_error *e = NULL;
    rc = puz_decode(m, "s SATISFIABLE\nv 1 x 0\n", 22, "bad.txt", grid, &a, NULL, NULL, &e);
    check(rc == PUZ_E_INPUT && puz_error_line(e) == 2 && puz_error_file(e) &&
              !strcmp(puz_error_file(e), "bad.txt"),
          "a malformed answer: PUZ_E_INPUT at its line", puz_error_text(e));
    puz_error_free(e);
    e = NULL;
    puz_free(cnf);
    rc = puz_emit_string(m, "docx", NULL, NULL, &cnf, &len, &e);
    check(rc == PUZ_E_UNSUPPORTED && strstr(puz_error_message(e), "unknown format 'docx'"),
          "an unknown format: PUZ_E_UNSUPPORTED naming it", puz_error_message(e));
    puz_error_free(e);
    puz_result_free(r);
    puz_options_free(o);
    puz_model_free(m);
}

/* The rater's path: every elimination a step names is there, and one
 * past the last is NULL (an index out of range read past the array). */
static void test_rating(void)
{
    puz_model *m = NULL;
    puz_error *e = NULL;
    if (puz_compile_file("models/sudoku_9x9_hard.puz", NULL, &m, &e) != PUZ_OK) {
        check(0, "models/sudoku_9x9_hard.puz compiles", puz_error_message(e));
        puz_error_free(e);
        return;
    }
    puz_rater *o = puz_rater_new();
    puz_rating *r = puz_rating_new();
    check(puz_rater_set(o, "steps", "on", NULL) == PUZ_OK && puz_rate(m, o, NULL, r, &e) == PUZ_OK,
          "AI Escargot rated with its steps", e ? puz_error_message(e) : NULL);
    long elims = 0, named = 0;
    for (long i = 0; i < puz_rating_nsteps(r); i++) {
        const puz_step *st = puz_rating_step(r, i);
        elims += st->nelims;
        for (int k = 0; k < st->nelims; k++)
            named += puz_rating_elim(r, st->first + k) != NULL;
    }
    char msg[96];
    snprintf(msg, sizeof msg, "%ld steps, %ld eliminations, %ld found", puz_rating_nsteps(r), elims,
             named);
    check(elims > 0 && named == elims && !puz_rating_step(r, puz_rating_nsteps(r)) &&
              !puz_rating_elim(r, elims) && !puz_rating_elim(r, -1),
          "every elimination of the path is there; one past the last step or elimination: NULL",
          msg);
    puz_error_free(e);
    puz_rating_free(r);
    puz_rater_free(o);
    puz_model_free(m);
}

/* An incomplete method that gives up says so: PUZ_STOP_GAVE_UP and its
 * words (it said PUZ_STOP_NONE, and the command line "time limit"). */
static void test_gave_up(void)
{
    puz_model *m = NULL;
    if (puz_compile_file("models/sudoku_9x9_hard.puz", NULL, &m, NULL) != PUZ_OK) {
        check(0, "models/sudoku_9x9_hard.puz compiles", NULL);
        return;
    }
    const char *runs[][3] = {{"heuristic", "iterations", "10"}, {"sat", "propagate-only", NULL}};
    puz_result *r = puz_result_new();
    for (int i = 0; i < 2; i++) {
        const puz_backend *b = puz_backend_find(runs[i][0]);
        puz_options *o = puz_options_new(b);
        puz_options_set(o, runs[i][1], runs[i][2], NULL);
        char name[96], msg[160];
        snprintf(name, sizeof name, "%s --%s on AI Escargot: stopped, PUZ_STOP_GAVE_UP, in words",
                 runs[i][0], runs[i][1]);
        puz_code rc = puz_solve(m, b, o, NULL, r, NULL);
        snprintf(msg, sizeof msg, "code %d, status %d, stop %d, '%s'", (int)rc,
                 (int)puz_result_status(r), (int)puz_result_stop(r), puz_result_stopped(r));
        check(rc == PUZ_OK && puz_result_status(r) == PUZ_STOPPED &&
                  puz_result_stop(r) == PUZ_STOP_GAVE_UP && puz_result_stopped(r)[0] &&
                  !puz_result_complete(r),
              name, msg);
        puz_options_free(o);
    }
    puz_result_free(r);
    puz_model_free(m);
}

/* A solver outlives the limits it ran under: each call's memory budget is
 * let go when the call ends, whichever path the call took (the solver kept
 * its tables charged to the first call's, and freeing it after those
 * limits wrote to freed memory: make asan sees it). The paths: native's
 * own search (25x25 solved), dlx counting first (16x16 counted to 2, the
 * count portfolio) and the 9x9 fast path; fuzz_api found the last two. */
static void test_limits_freed_first(void)
{
    static const struct {
        int box;
        uint64_t solutions;
        const char *what;
    } runs[] = {
        {5, 1, "25x25 solved by the search"},
        {4, 2, "16x16 counted to 2 (dlx first)"},
        {3, 1, "9x9 solved by the fast path"},
    };
    for (size_t k = 0; k < sizeof runs / sizeof runs[0]; k++) {
        puz_model *m = puz_model_sudoku(runs[k].box, runs[k].box);
        puz_solver *s = NULL;
        puz_result *r = puz_result_new();
        int done = 0;
        if (puz_solver_new(NULL, m, NULL, &s, NULL) == PUZ_OK) {
            for (int i = 0; i < 3; i++) {
                puz_limits *l = puz_limits_new();
                puz_limits_set_memory(l, 500);
                puz_limits_set_solutions(l, runs[k].solutions);
                done += puz_solver_solve(s, NULL, l, r, NULL) == PUZ_OK &&
                        puz_result_status(r) == PUZ_SOLVED && (i > 0 || puz_limits_memory_peak(l) > 0);
                puz_limits_free(l);
            }
        }
        puz_solver_free(s);
        char what[160];
        snprintf(what, sizeof what, "a solver run three times under limits of 500 MB each freed at "
                 "once, then freed itself (%s): answered, the first call charged", runs[k].what);
        check(done == 3, what, NULL);
        puz_result_free(r);
        puz_model_free(m);
    }
}

int main(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0); /* each line out before a hang could hide it */
    test_errors();
    test_options();
    test_counts();
    test_stops();
    test_round_trips();
    test_emit_decode();
    test_rating();
    test_gave_up();
    test_limits_freed_first();
    return failures != 0;
}
