/* cmd_generate.c -- `puzc generate`: fill an empty grid (--fill) with one of
 * the seed papers' methods or the ILP max-sum model, or make a puzzle with
 * a unique solution (Sudoku, Latin, Killer) from a filled grid, optionally
 * of a given difficulty as `puzc rate` judges it. Seeded and reproducible.
 * The algorithms live in backends/heuristic/{fill,pattern,gen,rate}.c. */
#include "batch_line.h"
#include "cli.h"
#include "commands.h"

#include "gridfmt.h"
#include "heuristic/fill.h"
#include "heuristic/gen.h"
#include "heuristic/rate.h"
#include "native/native.h"
#include "util.h"
#include "verify.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char generate_usage[] =
    "usage: puzc generate [--box RxC|--size N] [--kind sudoku|latin|killer] [--fill]\n"
    "                     [--method M] [--alpha A] [--clues N] [--symmetry S] [--minimal]\n"
    "                     [--difficulty D] [--cage-sizes A-B] [--seed S] [--tries N]\n"
    "                     [--time-limit S] [--check-limit S] [--line] [-o OUT] [--verbose]\n"
    "  --box RxC         boxes of R rows x C columns (default 3x3: the 9x9 Sudoku)\n"
    "  --size N          Latin square of side N; for Sudoku, N a square (16: 4x4 boxes)\n"
    "  --kind K          sudoku (default), latin or killer\n"
    "  --fill            print a filled grid, not a puzzle\n"
    "  --method M        how the grid is filled: backtrack, prune, weighted, row, block, ilp\n"
    "                    (default weighted up to 25x25, row beyond)\n"
    "  --alpha A         prune / weighted probability factor (paper's best: 0.7 / 1.0)\n"
    "  --clues N         stop removing givens at N (a target, best effort)\n"
    "  --symmetry S      none (default), rot180, rot90, mirror\n"
    "  --minimal         no given can be removed (no time limit on uniqueness checks)\n"
    "  --difficulty D    easy, medium, hard, expert (as `puzc rate` judges)\n"
    "  --cage-sizes A-B  Killer cage sizes (default 1-5)\n"
    "  --seed S          random seed (default: from the clock, printed on stderr)\n"
    "  --tries N         fresh grids to try for --difficulty / --clues\n"
    "  --time-limit S    give up filling (and trying) after S seconds\n"
    "  --check-limit S   seconds per uniqueness check (default 0 = none up to 16x16, 2 beyond)\n"
    "  --line            one line, as `puzc batch` reads it (Killer: batch --killer)\n"
    "  -o OUT            write to OUT instead of stdout\n"
    "  --verbose         progress and details on stderr; --quiet: nothing on stderr\n"
    "exit status: 0 done, 1 not within the limits (or difficulty not reached), 2 usage error\n";

#define METHOD_ILP FILL_NMETHODS
/* The rater's guess budget for a generated puzzle; past it, "expert". */
#define GEN_RATE_GUESSES 1000000 /* --method ilp: the ILP backend, not fill.c */

typedef struct {
    PuzzleKind kind;
    int box_r, box_c, n;
    int fill_only;
    int method;          /* FillMethod or METHOD_ILP; -1 = default */
    double alpha;
    int clues, minimal, difficulty;
    GenSymmetry sym;
    int cage_min, cage_max;
    uint64_t seed;
    int seeded, line, verbose, quiet, progress;
    const char *out;
    double time_limit, check_limit;
    long tries;
} GenArgs;

static int usage_error(const char *msg)
{
    fprintf(stderr, "puzc generate: error: %s\n(`puzc generate --help` lists the options)\n",
            msg);
    return 2;
}

static double parse_seconds(const char *name, const char *arg)
{
    char *end;
    errno = 0;
    double v = strtod(arg, &end);
    if (end == arg || *end || errno || v < 0 || v > 1e9) {
        fprintf(stderr, "puzc generate: error: %s wants seconds (a number >= 0), not '%s'\n",
                name, arg);
        return -1;
    }
    return v;
}

/* --box RxC or --box N (N x N boxes). */
static int parse_box(const char *arg, int *r, int *c)
{
    char *end;
    long a = strtol(arg, &end, 10), b = a;
    if (end == arg)
        return -1;
    if (*end == 'x' || *end == 'X') {
        const char *s = end + 1;
        b = strtol(s, &end, 10);
        if (end == s)
            return -1;
    }
    if (*end || a < 1 || b < 1 || a * b > PUZ_MAX_SIDE || a * b < 2)
        return -1;
    *r = (int)a;
    *c = (int)b;
    return 0;
}

static int default_method(int n) { return n <= 25 ? FILL_WEIGHTED : FILL_ROW; }

static const char *method_name(int method)
{
    return method == METHOD_ILP ? "ilp" : fill_method_name((FillMethod)method);
}

/* ---- filling ---- */

/* The ILP max-sum model of the seed paper, through the ilp backend (looked
 * up at run time). The seed picks the first row (any permutation is one, by
 * relabelling), so that seeds give different grids. 0, 1 not solved, 2 error. */
static int fill_ilp(const GenArgs *a, const Model *empty, Rng *rng, int *grid)
{
    const Backend *b = backend_find("ilp");
    if (!b) {
        fputs("puzc generate: the ilp backend is not built\n", stderr);
        return 2;
    }
    Model *m = model_clone(empty);
    int perm[PUZ_MAX_SIDE];
    for (int i = 0; i < a->n; i++)
        perm[i] = i + 1;
    rng_shuffle(rng, perm, a->n);
    for (int c = 0; c < a->n; c++)
        model_set_given(m, c, perm[c]);
    SolveOpts so = {0};
    so.limit = 1;
    so.formulation = "maxsum";
    so.time_limit = a->time_limit;
    so.verbose = a->verbose;
    so.seed = (unsigned long)a->seed;
    CliProgress prog; /* --verbose: GLPK's output on stderr */
    cli_progress_init(&prog, a->verbose);
    if (!a->quiet) {
        so.progress = cli_progress;
        so.progress_ctx = &prog;
    }
    SolveResult res = {0};
    SolveStatus st = b->solve(m, &so, &res);
    cli_progress_end(&prog);
    int rc = 0;
    if (st == PUZ_ERROR) {
        fprintf(stderr, "puzc generate: error: ilp: %s\n", res.err[0] ? res.err : "failed");
        rc = 2;
    } else if (!res.first) {
        fprintf(stderr, "puzc generate: ilp: no grid%s%s\n", res.note[0] ? ": " : "", res.note);
        rc = 1;
    } else {
        memcpy(grid, res.first, sizeof(int) * (size_t)m->ncells);
    }
    solve_result_free(&res);
    model_free(m);
    return rc;
}

/* Fills grid with the chosen method; 0, 1 time limit / not solved, 2 error. */
static int fill(const GenArgs *a, const Model *empty, Rng *rng, int *grid, double *sec)
{
    double t0 = now_sec();
    int rc = 0;
    if (a->method == METHOD_ILP) {
        rc = fill_ilp(a, empty, rng, grid);
    } else {
        FillOpts fo = {a->box_r, a->box_c, a->n, (FillMethod)a->method, a->alpha,
                       rng_next(rng), a->time_limit, a->progress};
        FillStats fs;
        if (fill_grid(&fo, grid, &fs) != 0) {
            fprintf(stderr, "puzc generate: %s did not fill the %dx%d grid within %g s "
                    "(%ld restarts, row %d reached)\n", method_name(a->method), a->n, a->n,
                    a->time_limit, fs.restarts, fs.deepest_row);
            rc = 1;
        } else if (a->verbose) {
            fprintf(stderr, "fill %s: %ld restarts, %ld values placed, %.3f ms\n",
                    method_name(a->method), fs.restarts, fs.nodes, 1e3 * fs.sec);
        }
    }
    *sec = now_sec() - t0;
    if (rc == 0 && !cli_check_solution(empty, grid, method_name(a->method)))
        rc = 3;
    return rc;
}

/* ---- writing ---- */

static const char *kind_word(const GenArgs *a)
{
    return a->kind == KIND_LATIN ? "latin" : a->kind == KIND_KILLER ? "killer" : "sudoku";
}

static void write_header(FILE *f, const GenArgs *a)
{
    if (a->kind == KIND_LATIN)
        fprintf(f, "latin %d\n", a->n);
    else
        fprintf(f, "%s %dx%d\n", kind_word(a), a->box_r, a->box_c);
}

static void write_givens(FILE *f, const GenArgs *a, Model *m, const int *grid)
{
    m->layout = (a->n > 16 ? LAYOUT_SPACED : 0) | (a->kind != KIND_LATIN ? LAYOUT_RULERS : 0);
    fputs("givens\n", f);
    gridfmt_write_grid(f, m, grid);
}

/* Cage labels: A-Z a-z while there are at most 52 cages, else numbers. */
static void cage_label(int id, int ncages, char *buf, size_t sz)
{
    if (ncages <= 52)
        snprintf(buf, sz, "%c", id < 26 ? 'A' + id : 'a' + id - 26);
    else
        snprintf(buf, sz, "%d", id + 1);
}

static void write_cages(FILE *f, const GenArgs *a, const GenCages *k)
{
    char lab[16];
    int width = k->ncages <= 52 ? 1 : k->ncages >= 100 ? 3 : 2;
    fputs("cages\n", f);
    for (int r = 0; r < a->n; r++) {
        for (int c = 0; c < a->n; c++) {
            cage_label(k->cage_of[r * a->n + c], k->ncages, lab, sizeof lab);
            if (width == 1)
                fputs(lab, f);
            else
                fprintf(f, "%s%*s", c ? " " : "", width, lab);
        }
        fputc('\n', f);
    }
    for (int id = 0; id < k->ncages; id++) {
        cage_label(id, k->ncages, lab, sizeof lab);
        fprintf(f, "%s%s=%d", id % 12 ? " " : "sums ", lab, k->sum[id]);
        if (id % 12 == 11 || id == k->ncages - 1)
            fputc('\n', f);
    }
}

/* The one-line forms `puzc batch` reads: characters for the sizes batch
 * reads as characters (with the box shape it assumes), else name<TAB>v,v,... */
static void write_line(FILE *f, const GenArgs *a, const Model *m, const int *grid)
{
    int br = 0, bc = 0;
    int chars = a->n <= 25 && (a->n == 4 || a->n == 6 || a->n == 9 || a->n == 16 || a->n == 25);
    if (a->kind == KIND_SUDOKU)
        chars = chars && batch_box_shape(a->n, &br, &bc) && br == a->box_r && bc == a->box_c;
    else
        chars = a->n <= GRIDFMT_MAX_CHAR_VALUE;
    if (chars) {
        gridfmt_write_line(f, m, grid);
    } else {
        fprintf(f, "puzc-%llu\t", (unsigned long long)a->seed);
        for (int c = 0; c < m->ncells; c++)
            fprintf(f, "%s%d", c ? "," : "", grid[c]);
    }
    fputc('\n', f);
    if (a->kind == KIND_SUDOKU && !a->quiet &&
        (!batch_box_shape(a->n, &br, &bc) || br != a->box_r || bc != a->box_c))
        fprintf(stderr, "puzc generate: note: `puzc batch` reads a %dx%d line with %s boxes, "
                "not %dx%d\n", a->n, a->n, br ? (br == bc ? "square" : "other") : "no",
                a->box_r, a->box_c);
}

static void write_killer_line(FILE *f, const GenArgs *a, const GenCages *k, const int *sol)
{
    char lab[16];
    fprintf(f, "puzc-%llu\t", (unsigned long long)a->seed);
    for (int c = 0; c < a->n * a->n; c++) {
        cage_label(k->cage_of[c], k->ncages, lab, sizeof lab);
        fputs(lab, f);
    }
    fputc('\t', f);
    for (int id = 0; id < k->ncages; id++)
        fprintf(f, "%s%d", id ? "," : "", k->sum[id]);
    fputc('\t', f);
    for (int c = 0; c < a->n * a->n; c++)
        fputc(gridfmt_value_char(sol[c]), f);
    fputc('\n', f);
}

static FILE *open_out(const GenArgs *a)
{
    if (!a->out || !strcmp(a->out, "-"))
        return stdout;
    FILE *f = fopen(a->out, "w");
    if (!f)
        fprintf(stderr, "puzc generate: error: cannot write '%s': %s\n", a->out, strerror(errno));
    return f;
}

static int close_out(const GenArgs *a, FILE *f)
{
    int bad = ferror(f);
    if (f != stdout)
        bad |= fclose(f) != 0;
    else
        bad |= fflush(f) != 0;
    if (bad) {
        fprintf(stderr, "puzc generate: error: cannot write '%s'\n", a->out ? a->out : "stdout");
        return 2;
    }
    return 0;
}

/* ---- the three products ---- */

static int run_fill(const GenArgs *a)
{
    Model *m = a->kind == KIND_LATIN ? model_latin(a->n) : model_sudoku(a->box_r, a->box_c);
    int *grid = xmalloc(sizeof(int) * (size_t)m->ncells);
    Rng rng;
    rng_seed(&rng, a->seed);
    double sec;
    int rc = fill(a, m, &rng, grid, &sec);
    if (rc == 0) {
        FILE *f = open_out(a);
        if (!f) {
            rc = 2;
        } else {
            if (a->line) {
                write_line(f, a, m, grid);
            } else {
                fprintf(f, "# A filled %dx%d %s grid: puzc generate --fill --method %s "
                        "--seed %llu\n", a->n, a->n, a->kind == KIND_LATIN ? "Latin" : "Sudoku",
                        method_name(a->method), (unsigned long long)a->seed);
                write_header(f, a);
                write_givens(f, a, m, grid);
            }
            rc = close_out(a, f);
        }
        if (!a->quiet)
            fprintf(stderr, "puzc generate: %s %dx%d filled by %s in %.3f ms, seed %llu\n",
                    kind_word(a), a->n, a->n, method_name(a->method), 1e3 * sec,
                    (unsigned long long)a->seed);
    }
    free(grid);
    model_free(m);
    return rc;
}

static int run_killer(const GenArgs *a)
{
    Model *empty = model_sudoku(a->box_r, a->box_c);
    int *sol = xmalloc(sizeof(int) * (size_t)empty->ncells);
    Rng rng;
    rng_seed(&rng, a->seed);
    GenKillerOpts ko = {a->cage_min, a->cage_max, a->check_limit, a->line ? 52 : 0};
    GenCages k = {0};
    GenStats gs = {0};
    double t0 = now_sec(), fsec;
    int rc = 1;
    long t;
    for (t = 0; t < a->tries; t++) {
        if ((rc = fill(a, empty, &rng, sol, &fsec)) != 0)
            break;
        gen_cages_free(&k);
        if (gen_killer(a->box_r, a->box_c, sol, &ko, &rng, &k, &gs) == 0)
            break;
        rc = 1;
    }
    if (rc == 1 && t == a->tries)
        fprintf(stderr, "puzc generate: no Killer with at most 52 cages (the --line limit) "
                "in %ld tries\n", a->tries);
    if (rc == 0) {
        /* the final check, from the outside: the model solves to this grid, uniquely */
        Model *km = gen_killer_model(a->box_r, a->box_c, &k);
        NativeSolver *ns = native_new(km);
        int *got = xmalloc(sizeof(int) * (size_t)km->ncells), cut = 0;
        NativeStats nst;
        long cnt = native_count(ns, NULL, 2, NULL, NULL, got, a->check_limit, &cut, &nst);
        native_free(ns);
        if (!cli_check_solution(km, sol, "generate"))
            rc = 3;
        else if (cnt != 1 || cut || memcmp(got, sol, sizeof(int) * (size_t)km->ncells)) {
            fprintf(stderr, "puzc generate: internal error: the Killer is not unique\n");
            rc = 3;
        }
        free(got);
        model_free(km);
        if (rc == 0) {
            FILE *f = open_out(a);
            if (!f) {
                rc = 2;
            } else {
                if (a->line) {
                    write_killer_line(f, a, &k, sol);
                } else {
                    fprintf(f, "# Killer Sudoku made by puzc generate --kind killer --box %dx%d "
                            "--cage-sizes %d-%d --seed %llu\n# %d cages (%d of one cell), "
                            "unique; solver effort %ld guesses\n", a->box_r, a->box_c,
                            a->cage_min, a->cage_max, (unsigned long long)a->seed, k.ncages,
                            gs.clues, nst.guesses);
                    fprintf(f, "name \"puzc killer %dx%d #%llu\"\n", a->n, a->n,
                            (unsigned long long)a->seed);
                    write_header(f, a);
                    write_cages(f, a, &k);
                }
                rc = close_out(a, f);
            }
            if (!a->quiet)
                fprintf(stderr, "puzc generate: killer %dx%d, %d cages (%d of one cell), "
                        "unique after %ld checks, native effort %ld guesses, %.3f ms, seed %llu\n",
                        a->n, a->n, k.ncages, gs.clues, gs.checks, nst.guesses,
                        1e3 * (now_sec() - t0), (unsigned long long)a->seed);
        }
    }
    gen_cages_free(&k);
    free(sol);
    model_free(empty);
    return rc;
}

/* How close a try came: difficulty first, then the clue target. */
static long try_score(const GenArgs *a, const Rating *rt, int clues)
{
    long s = 0;
    if (a->difficulty >= 0)
        s += 100000L * labs((long)rt->level - a->difficulty);
    if (a->clues && clues > a->clues)
        s += clues - a->clues;
    return s;
}

static int run_puzzle(const GenArgs *a)
{
    Model *m = a->kind == KIND_LATIN ? model_latin(a->n) : model_sudoku(a->box_r, a->box_c);
    int nc = m->ncells;
    char err[256];
    NativeSolver *ns = native_new(m);
    Rater *rater = rate_new(m, err, sizeof err);
    int *sol = xmalloc(sizeof(int) * (size_t)nc), *giv = xmalloc(sizeof(int) * (size_t)nc);
    int *best = xmalloc(sizeof(int) * (size_t)nc), *best_sol = xmalloc(sizeof(int) * (size_t)nc);
    Rng rng;
    rng_seed(&rng, a->seed);
    GenOpts go = {a->clues, a->sym,
                  a->difficulty >= 0 && a->difficulty < RATE_EXPERT
                      ? rate_level_max_tech((RateLevel)a->difficulty) : RATE_GUESS,
                  a->minimal ? 0 : a->check_limit,
                  a->n <= 16 || a->minimal || a->clues || a->difficulty == RATE_EXPERT,
                  a->progress};
    Rating rt, best_rt = {0};
    GenStats gs, best_gs = {0};
    long best_score = -1, t;
    double t0 = now_sec(), fsec = 0, best_fsec = 0;
    int rc = 0;
    for (t = 0; t < a->tries; t++) {
        if (t && a->time_limit > 0 && now_sec() - t0 > a->time_limit)
            break;
        if ((rc = fill(a, m, &rng, sol, &fsec)) != 0)
            break;
        gen_remove(m, ns, rater, sol, &go, &rng, giv, &gs);
        int st = rate_run(rater, giv, RATE_GUESS, GEN_RATE_GUESSES, &rt, NULL);
        if (st == RATE_GAVE_UP) { /* more guesses than the budget: expert */
            rt.hardest = RATE_GUESS;
            rt.level = RATE_EXPERT;
        } else if (st != RATE_SOLVED) { /* cannot happen: the grid itself is a solution */
            fprintf(stderr, "puzc generate: internal error: the rater found no solution\n");
            rc = 3;
            break;
        }
        long score = try_score(a, &rt, gs.clues);
        if (best_score < 0 || score < best_score) {
            best_score = score;
            memcpy(best, giv, sizeof(int) * (size_t)nc);
            memcpy(best_sol, sol, sizeof(int) * (size_t)nc);
            best_rt = rt;
            best_gs = gs;
            best_fsec = fsec;
        }
        if (a->verbose)
            fprintf(stderr, "try %ld: %d clues, %s (%s, %ld guesses), %ld checks, %.3f ms\n",
                    t + 1, gs.clues, rate_level_name(rt.level),
                    rt.hardest < 0 ? "none" : rate_tech_name((RateTech)rt.hardest), rt.guesses,
                    gs.checks, 1e3 * gs.sec);
        if (score == 0)
            break;
    }
    if (rc == 0 && best_score < 0)
        rc = 1;
    if (rc == 0) {
        /* the final check, from the outside: unique, and its solution is the grid */
        int *got = xmalloc(sizeof(int) * (size_t)nc), cut = 0;
        long cnt = native_count(ns, best, 2, NULL, NULL, got, 0, &cut, NULL);
        if (!cli_check_solution(m, best_sol, "generate")) {
            rc = 3;
        } else if (cnt != 1 || memcmp(got, best_sol, sizeof(int) * (size_t)nc)) {
            fprintf(stderr, "puzc generate: internal error: the puzzle is not unique\n");
            rc = 3;
        }
        free(got);
    }
    if (rc == 0) {
        double total = now_sec() - t0;
        const char *hardest = best_rt.hardest < 0 ? "none"
                              : rate_tech_name((RateTech)best_rt.hardest);
        int missed_level = a->difficulty >= 0 && (int)best_rt.level != a->difficulty;
        FILE *f = open_out(a);
        if (!f) {
            rc = 2;
        } else {
            if (a->line) {
                write_line(f, a, m, best);
            } else {
                char shape[32];
                if (a->kind == KIND_LATIN)
                    snprintf(shape, sizeof shape, "--size %d", a->n);
                else
                    snprintf(shape, sizeof shape, "--box %dx%d", a->box_r, a->box_c);
                fprintf(f, "# Made by puzc generate --kind %s %s --method %s --symmetry %s "
                        "--seed %llu\n", kind_word(a), shape, method_name(a->method),
                        gen_sym_name(a->sym), (unsigned long long)a->seed);
                fprintf(f, "# %d clues; difficulty %s (hardest technique %s, %ld guesses); "
                        "unique%s\n", best_gs.clues, rate_level_name(best_rt.level), hardest,
                        best_rt.guesses, best_gs.tried_all ? ", minimal" : "");
                fprintf(f, "name \"puzc %s %dx%d #%llu\"\n", kind_word(a), a->n, a->n,
                        (unsigned long long)a->seed);
                write_header(f, a);
                write_givens(f, a, m, best);
            }
            rc = close_out(a, f);
        }
        if (!a->quiet) {
            fprintf(stderr, "puzc generate: %s %dx%d, %d clues%s, %s (%s, %ld guesses), "
                    "unique%s; fill %s %.3f ms, %ld checks%s, %ld tr%s, %.3f ms total, seed %llu\n",
                    kind_word(a), a->n, a->n, best_gs.clues,
                    a->clues && best_gs.clues != a->clues ? " (target missed)" : "",
                    rate_level_name(best_rt.level), hardest, best_rt.guesses,
                    best_gs.tried_all ? ", minimal" : "", method_name(a->method),
                    1e3 * best_fsec, best_gs.checks,
                    best_gs.cut_short ? " (some cut short: may not be minimal)" : "",
                    t < a->tries ? t + 1 : t, (t < a->tries ? t + 1 : t) == 1 ? "y" : "ies",
                    1e3 * total, (unsigned long long)a->seed);
        }
        if (missed_level) {
            fprintf(stderr, "puzc generate: no %s puzzle found in %ld tries; printed the "
                    "closest (%s)\n", rate_level_name((RateLevel)a->difficulty),
                    t < a->tries ? t + 1 : t, rate_level_name(best_rt.level));
            if (rc == 0)
                rc = 1;
        }
    }
    free(sol);
    free(giv);
    free(best);
    free(best_sol);
    rate_free(rater);
    native_free(ns);
    model_free(m);
    return rc;
}

/* ---- options ---- */

int cmd_generate(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"box", required_argument, NULL, 'x'},
        {"size", required_argument, NULL, 'n'},
        {"kind", required_argument, NULL, 'k'},
        {"fill", no_argument, NULL, 'f'},
        {"method", required_argument, NULL, 'M'},
        {"alpha", required_argument, NULL, 'a'},
        {"clues", required_argument, NULL, 'c'},
        {"symmetry", required_argument, NULL, 'y'},
        {"minimal", no_argument, NULL, 'm'},
        {"difficulty", required_argument, NULL, 'd'},
        {"cage-sizes", required_argument, NULL, 'g'},
        {"seed", required_argument, NULL, 's'},
        {"tries", required_argument, NULL, 't'},
        {"time-limit", required_argument, NULL, 'T'},
        {"check-limit", required_argument, NULL, 'C'},
        {"line", no_argument, NULL, 'L'},
        {"verbose", no_argument, NULL, 'v'},
        {"quiet", no_argument, NULL, 'q'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    GenArgs a = {0};
    a.kind = KIND_SUDOKU;
    a.box_r = a.box_c = 3;
    a.method = -1;
    a.difficulty = -1;
    a.cage_min = 1;
    a.cage_max = 5;
    a.check_limit = -1;
    int size = 0, have_box = 0, have_sym = 0, have_cages = 0, opt;
    long v;
    char *end;
    optind = 1;
    opterr = 0;
    while ((opt = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'x':
            if (parse_box(optarg, &a.box_r, &a.box_c) != 0) {
                fprintf(stderr, "puzc generate: error: --box wants RxC with R*C from 2 to 64 "
                        "(3x3, 2x3, 8x8), not '%s'\n", optarg);
                return 2;
            }
            have_box = 1;
            break;
        case 'n':
            if ((v = cli_long("generate", "--size", optarg)) < 0)
                return 2;
            if (v < 2 || v > PUZ_MAX_SIDE)
                return usage_error("--size wants a side from 2 to 64");
            size = (int)v;
            break;
        case 'k':
            if (!strcmp(optarg, "sudoku"))
                a.kind = KIND_SUDOKU;
            else if (!strcmp(optarg, "latin"))
                a.kind = KIND_LATIN;
            else if (!strcmp(optarg, "killer"))
                a.kind = KIND_KILLER;
            else {
                fprintf(stderr, "puzc generate: error: unknown --kind '%s' "
                        "(sudoku, latin, killer)\n", optarg);
                return 2;
            }
            break;
        case 'f': a.fill_only = 1; break;
        case 'M':
            if (!strcmp(optarg, "ilp"))
                a.method = METHOD_ILP;
            else if ((a.method = fill_method_parse(optarg)) < 0) {
                fprintf(stderr, "puzc generate: error: unknown --method '%s' (backtrack, prune, "
                        "weighted, row, block, ilp)\n", optarg);
                return 2;
            }
            break;
        case 'a':
            errno = 0;
            a.alpha = strtod(optarg, &end);
            if (end == optarg || *end || errno || !(a.alpha > 0) || a.alpha > 100) {
                fprintf(stderr, "puzc generate: error: --alpha wants a number above 0, "
                        "not '%s'\n", optarg);
                return 2;
            }
            break;
        case 'c':
            if ((v = cli_long("generate", "--clues", optarg)) < 0)
                return 2;
            if (v < 1 || v > PUZ_MAX_SIDE * PUZ_MAX_SIDE)
                return usage_error("--clues wants a number of 1 or more");
            a.clues = (int)v;
            break;
        case 'y':
            if ((int)(a.sym = (GenSymmetry)gen_sym_parse(optarg)) < 0) {
                fprintf(stderr, "puzc generate: error: unknown --symmetry '%s' (none, rot180, "
                        "rot90, mirror)\n", optarg);
                return 2;
            }
            have_sym = 1;
            break;
        case 'm': a.minimal = 1; break;
        case 'd':
            if ((a.difficulty = rate_level_parse(optarg)) < 0) {
                fprintf(stderr, "puzc generate: error: unknown --difficulty '%s' (easy, medium, "
                        "hard, expert)\n", optarg);
                return 2;
            }
            break;
        case 'g': {
            long lo = strtol(optarg, &end, 10), hi = lo;
            if (end != optarg && *end == '-') {
                const char *s = end + 1;
                hi = strtol(s, &end, 10);
                if (end == s)
                    lo = -1;
            }
            if (end == optarg || *end || lo < 1 || hi < lo || hi > PUZ_MAX_SIDE) {
                fprintf(stderr, "puzc generate: error: --cage-sizes wants A-B with "
                        "1 <= A <= B (1-5), not '%s'\n", optarg);
                return 2;
            }
            a.cage_min = (int)lo;
            a.cage_max = (int)hi;
            have_cages = 1;
            break;
        }
        case 's':
            errno = 0;
            a.seed = strtoull(optarg, &end, 10);
            if (end == optarg || *end || errno || optarg[0] == '-') {
                fprintf(stderr, "puzc generate: error: --seed wants a whole number, not '%s'\n",
                        optarg);
                return 2;
            }
            a.seeded = 1;
            break;
        case 't':
            if ((v = cli_long("generate", "--tries", optarg)) < 0)
                return 2;
            if (v < 1)
                return usage_error("--tries wants a number of 1 or more");
            a.tries = v;
            break;
        case 'T':
            if ((a.time_limit = parse_seconds("--time-limit", optarg)) < 0)
                return 2;
            break;
        case 'C':
            if ((a.check_limit = parse_seconds("--check-limit", optarg)) < 0)
                return 2;
            break;
        case 'L': a.line = 1; break;
        case 'o': a.out = optarg; break;
        case 'v': a.verbose = 1; break;
        case 'q': a.quiet = 1; break;
        case 'h': fputs(generate_usage, stdout); return 0;
        case ':':
            fprintf(stderr, "puzc generate: error: %s needs an argument\n", argv[optind - 1]);
            return 2;
        default:
            fprintf(stderr, "puzc generate: error: unknown option '%s'\n", argv[optind - 1]);
            return 2;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "puzc generate: error: unexpected argument '%s'\n", argv[optind]);
        return 2;
    }
    /* shape */
    if (a.kind == KIND_LATIN) {
        if (have_box)
            return usage_error("a Latin square has no boxes: give its side with --size N");
        a.n = size ? size : 9;
        a.box_r = a.box_c = 0;
    } else {
        if (size && have_box)
            return usage_error("give either --box or --size, not both");
        if (size) {
            int s = 1;
            while ((s + 1) * (s + 1) <= size)
                s++;
            if (s * s != size) {
                fprintf(stderr, "puzc generate: error: a %dx%d Sudoku needs a box shape: "
                        "give --box RxC with R*C = %d\n", size, size, size);
                return 2;
            }
            a.box_r = a.box_c = s;
        }
        a.n = a.box_r * a.box_c;
    }
    /* combinations */
    if (a.fill_only && (a.clues || a.minimal || a.difficulty >= 0 || have_sym))
        return usage_error("--fill prints a full grid: --clues, --minimal, --symmetry and "
                           "--difficulty apply to puzzles");
    if (a.fill_only && a.kind == KIND_KILLER)
        return usage_error("--fill with --kind killer: fill a Sudoku (--kind sudoku) instead");
    if (a.kind == KIND_KILLER && (a.clues || a.minimal || a.difficulty >= 0 || have_sym))
        return usage_error("a Killer has no givens: --clues, --minimal, --symmetry and "
                           "--difficulty apply to Sudoku and Latin puzzles");
    if (have_cages && a.kind != KIND_KILLER)
        return usage_error("--cage-sizes applies to --kind killer");
    if (a.clues && a.minimal)
        return usage_error("--clues stops at a target and --minimal removes all it can: "
                           "choose one");
    if (a.clues && a.clues > a.n * a.n)
        return usage_error("--clues is more than the grid has cells");
    if (a.alpha > 0 && a.method != FILL_PRUNE && a.method != FILL_WEIGHTED)
        return usage_error("--alpha applies to --method prune and weighted");
    if (a.sym == GEN_SYM_ROT90 && a.kind == KIND_SUDOKU && a.box_r != a.box_c)
        return usage_error("--symmetry rot90 needs square boxes (a quarter turn maps "
                           "RxC boxes to CxR)");
    if (a.kind == KIND_KILLER && a.cage_max > a.n)
        return usage_error("--cage-sizes: a cage cannot hold more cells than there are values");
    if (a.method < 0)
        a.method = default_method(a.n);
    if (!a.seeded)
        a.seed = (uint64_t)(now_sec() * 1e6) ^ ((uint64_t)getpid() << 32);
    if (a.check_limit < 0)
        a.check_limit = a.n <= 16 ? 0 : 2.0;
    if (!a.tries)
        a.tries = (a.difficulty >= 0 || a.clues || a.kind == KIND_KILLER)
                      ? (a.n <= 9 ? 200 : a.n <= 16 ? 10 : 3) : 1;
    a.progress = a.quiet ? 0 : a.verbose ? 2 : isatty(2) ? 1 : 0;
    if (a.fill_only)
        return run_fill(&a);
    if (a.kind == KIND_KILLER)
        return run_killer(&a);
    return run_puzzle(&a);
}
