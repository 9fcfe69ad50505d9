/* cmd_generate.c -- `puzc generate`: fill an empty grid (--fill), or make a
 * puzzle with a unique solution (Sudoku, Latin, Killer), optionally of a
 * given difficulty as `puzc rate` judges it. Seeded and reproducible.
 * This file reads the options, calls the library (puz_fill, puz_generate:
 * generator/), draws its progress and writes the .puz file or the line
 * (compiler/puzwrite.c). */
#include "batch_line.h"
#include "cli.h"
#include "commands.h"

#include "gridfmt.h"
#include "puzwrite.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char generate_usage[] =
    "usage: puzc generate [--box RxC|--size N] [--kind sudoku|latin|killer] [--fill]\n"
    "                     [--method M] [--alpha A] [--clues N] [--symmetry S] [--minimal]\n"
    "                     [--difficulty D] [--cage-sizes A-B] [--seed S] [--tries N]\n"
    "                     [--time-limit S] [--check-limit S] [--check-backend B] [--line]\n"
    "                     [--count N [--jobs N]] [--ilp-fix bands|row|diag]\n"
    "                     [--ilp-option NAME[=V]] [-o OUT] [--verbose]\n"
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
    "  --difficulty D    easy, medium, hard, fiendish, expert (as `puzc rate` judges)\n"
    "  --cage-sizes A-B  Killer cage sizes (default 1-5); every cage keeps to them\n"
    "  --seed S          random seed (default: from the clock, printed on stderr)\n"
    "  --tries N         fresh grids to try for --difficulty / --clues\n"
    "  --time-limit S    the whole run's seconds (per puzzle with --count): removal stops\n"
    "                    at 90% of it, what it kept is checked and printed (exit 1)\n"
    "  --memory-limit MB the memory the command may take (default: half the machine's)\n"
    "  --check-limit S   seconds per uniqueness check (default 0 = none up to 16x16, 2 beyond)\n"
    "  --ilp-fix F       --method ilp: bands (default): one small program a band of rows,\n"
    "                    the paper's = 1 rows; row: the paper's whole-grid program, max-sum\n"
    "                    with the first row fixed at random; diag: max-sum, the diagonal\n"
    "                    boxes fixed at random\n"
    "  --ilp-option O    --method ilp: an ilp backend option, NAME or NAME=VALUE (repeatable:\n"
    "                    heuristics, formulation=classic|maxsum)\n"
    "  --check-backend B the backend that counts for the uniqueness checks (default native;\n"
    "                    any that counts: `puzc backends`)\n"
    "  --line            one line, as `puzc batch` reads it (Killer: batch --killer)\n"
    "  --count N         N distinct puzzles, one a line as each is made (needs --line);\n"
    "                    puzzle i (from 0) is the one --seed S+i makes alone\n"
    "  --jobs N          threads for --count (default 1; 0 = one per core); the output\n"
    "                    is the same for every N\n"
    "  -o OUT            write to OUT instead of stdout\n"
    "  --verbose         progress and details on stderr; --quiet: nothing on stderr\n"
    "exit status: 0 done, 1 not within the limits (or difficulty not reached),\n"
    "2 usage or output error\n";

/* The labels a one-line Killer can carry (A-Z a-z). */
#define LINE_MAX_CAGES 52

typedef struct {
    puz_gen_opts o;
    int fill_only, line, verbose, quiet, seeded;
    int size, have_box, have_sym, have_cages;
    long count;         /* --count: 0 = one product, the classic way */
    int jobs, have_jobs;
    const char *out, *check_backend;
    const char *ilp_opt[16];  /* --ilp-option NAME[=VALUE], in order */
    int nilp_opt, have_ilp_fix;
    CliProgress prog;   /* the library's progress lines on stderr */
} GenArgs;

/* --verbose: each grid filled and each try, as the library reports them. */
static void on_fill(const puz_gen_result *r, void *ctx)
{
    GenArgs *a = ctx;
    cli_progress_end(&a->prog);
    if (a->verbose && r->method != PUZ_FILL_ILP)
        fprintf(stderr, "fill %s: %ld restarts, %ld values placed, %.3f ms\n",
                puz_fill_method_name(r->method), r->fill_restarts, r->fill_nodes,
                1e3 * r->fill_sec);
}

static void on_try(const puz_gen_result *r, void *ctx)
{
    GenArgs *a = ctx;
    cli_progress_end(&a->prog);
    if (a->verbose && a->o.kind != PUZ_GEN_KILLER)
        fprintf(stderr, "try %ld: %d clues, %s (%s, %ld guesses), %ld checks, %.3f ms\n",
                r->tries, r->clues, puz_level_name(r->level),
                r->hardest < 0 ? "none" : puz_tech_name(r->hardest), r->guesses, r->checks,
                1e3 * r->remove_sec);
}

/* GEN_STR(PUZ_MAX_SIDE): the limit as a string literal, for usage_error's
 * fixed messages (PUZ_MAX_SIDE is a plain number). */
#define GEN_STR_(x) #x
#define GEN_STR(x) GEN_STR_(x)

static int usage_error(const char *msg)
{
    fprintf(stderr, "puzc generate: error: %s\n(`puzc generate --help` lists the options)\n",
            msg);
    return 2;
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

/* --cage-sizes A-B (or A). */
static int parse_cage_sizes(const char *arg, int *lo_out, int *hi_out)
{
    char *end;
    long lo = strtol(arg, &end, 10), hi = lo;
    if (end != arg && *end == '-') {
        const char *s = end + 1;
        hi = strtol(s, &end, 10);
        if (end == s)
            lo = -1;
    }
    if (end == arg || *end || lo < 1 || hi < lo || hi > PUZ_MAX_SIDE)
        return -1;
    *lo_out = (int)lo;
    *hi_out = (int)hi;
    return 0;
}

static int parse_kind(const char *arg, puz_gen_kind *k)
{
    static const char *const names[] = {"sudoku", "latin", "killer"};
    for (int i = 0; i < 3; i++)
        if (!strcmp(arg, names[i])) {
            *k = (puz_gen_kind)i;
            return 0;
        }
    return -1;
}

/* One option into a; 0, or the exit status (2, or 0 after --help). */
static int take_option(GenArgs *a, int opt, char **argv)
{
    puz_gen_opts *o = &a->o;
    long v;
    char *end;
    switch (opt) {
    case 'x':
        if (parse_box(optarg, &o->box_r, &o->box_c) != 0) {
            fprintf(stderr, "puzc generate: error: --box wants RxC with R*C from 2 to %d "
                    "(3x3, 2x3, 10x10), not '%s'\n", PUZ_MAX_SIDE, optarg);
            return 2;
        }
        a->have_box = 1;
        break;
    case 'n':
        if ((v = cli_long("generate", "--size", optarg)) < 0)
            return 2;
        if (v < 2 || v > PUZ_MAX_SIDE)
            return usage_error("--size wants a side from 2 to " GEN_STR(PUZ_MAX_SIDE));
        a->size = (int)v;
        break;
    case 'k':
        if (parse_kind(optarg, &o->kind) != 0) {
            fprintf(stderr, "puzc generate: error: unknown --kind '%s' (sudoku, latin, killer)\n",
                    optarg);
            return 2;
        }
        break;
    case 'f': a->fill_only = 1; break;
    case 'M':
        if ((int)(o->method = (puz_fill_method)puz_fill_method_parse(optarg)) < 0) {
            fprintf(stderr, "puzc generate: error: unknown --method '%s' (backtrack, prune, "
                    "weighted, row, block, ilp)\n", optarg);
            return 2;
        }
        break;
    case 'a':
        errno = 0;
        o->alpha = strtod(optarg, &end);
        if (end == optarg || *end || errno || !(o->alpha > 0) || o->alpha > 100) {
            fprintf(stderr, "puzc generate: error: --alpha wants a number above 0, not '%s'\n",
                    optarg);
            return 2;
        }
        break;
    case 'c':
        if ((v = cli_long("generate", "--clues", optarg)) < 0)
            return 2;
        if (v < 1 || v > PUZ_MAX_SIDE * PUZ_MAX_SIDE)
            return usage_error("--clues wants a number of 1 or more");
        o->clues = (int)v;
        break;
    case 'y':
        if ((int)(o->symmetry = (puz_symmetry)puz_symmetry_parse(optarg)) < 0) {
            fprintf(stderr, "puzc generate: error: unknown --symmetry '%s' (none, rot180, "
                    "rot90, mirror)\n", optarg);
            return 2;
        }
        a->have_sym = 1;
        break;
    case 'm': o->minimal = 1; break;
    case 'd':
        if ((int)(o->difficulty = (puz_level)puz_level_parse(optarg)) < 0) {
            fprintf(stderr, "puzc generate: error: unknown --difficulty '%s' (easy, medium, "
                    "hard, fiendish, expert)\n", optarg);
            return 2;
        }
        break;
    case 'g':
        if (parse_cage_sizes(optarg, &o->cage_min, &o->cage_max) != 0) {
            fprintf(stderr, "puzc generate: error: --cage-sizes wants A-B with "
                    "1 <= A <= B (1-5), not '%s'\n", optarg);
            return 2;
        }
        a->have_cages = 1;
        break;
    case 's':
        errno = 0;
        o->seed = strtoull(optarg, &end, 10);
        if (end == optarg || *end || errno || optarg[0] == '-') {
            fprintf(stderr, "puzc generate: error: --seed wants a whole number, not '%s'\n",
                    optarg);
            return 2;
        }
        a->seeded = 1;
        break;
    case 't':
        if ((v = cli_long("generate", "--tries", optarg)) < 0)
            return 2;
        if (v < 1)
            return usage_error("--tries wants a number of 1 or more");
        o->tries = v;
        break;
    case 'T':
        if ((o->time_limit = cli_seconds("generate", "time-limit", optarg)) < 0)
            return 2;
        break;
    case 'U':
        if (cli_memory_limit("generate", optarg) < 0)
            return 2;
        break;
    case 'C':
        if ((o->check_limit = cli_seconds("generate", "check-limit", optarg)) < 0)
            return 2;
        break;
    case 'B': a->check_backend = optarg; break;
    case 'F':
        if (strcmp(optarg, "row") && strcmp(optarg, "diag") && strcmp(optarg, "bands")) {
            fprintf(stderr, "puzc generate: error: unknown --ilp-fix '%s' (row, diag, bands)\n",
                    optarg);
            return 2;
        }
        o->ilp_fix = !strcmp(optarg, "diag") ? 1 : !strcmp(optarg, "bands") ? 2 : 0;
        a->have_ilp_fix = 1;
        break;
    case 'I':
        if (a->nilp_opt == (int)(sizeof a->ilp_opt / sizeof a->ilp_opt[0]))
            return usage_error("too many --ilp-option");
        a->ilp_opt[a->nilp_opt++] = optarg;
        break;
    case 'L': a->line = 1; break;
    case 'N':
        if ((v = cli_long("generate", "--count", optarg)) < 0)
            return 2;
        if (v < 1)
            return usage_error("--count wants a number of 1 or more");
        a->count = v;
        break;
    case 'j':
        if ((v = cli_long("generate", "--jobs", optarg)) < 0)
            return 2;
        if (v > 256)
            return usage_error("--jobs wants 0 (one per core) to 256 threads");
        a->jobs = (int)v;
        a->have_jobs = 1;
        break;
    case 'o': a->out = optarg; break;
    case 'v': a->verbose = 1; break;
    case 'q': a->quiet = 1; break;
    case 'h': fputs(generate_usage, stdout); return 0;
    case ':':
        fprintf(stderr, "puzc generate: error: %s needs an argument\n", argv[optind - 1]);
        return 2;
    default:
        fprintf(stderr, "puzc generate: error: unknown option '%s'\n", argv[optind - 1]);
        return 2;
    }
    return -1;
}

/* The shape from --kind, --box and --size: 0, or the exit status. */
static int settle_shape(GenArgs *a)
{
    puz_gen_opts *o = &a->o;
    if (o->kind == PUZ_GEN_LATIN) {
        if (a->have_box)
            return usage_error("a Latin square has no boxes: give its side with --size N");
        o->n = a->size ? a->size : 9;
        return 0;
    }
    if (a->size && a->have_box)
        return usage_error("give either --box or --size, not both");
    if (a->size) {
        int s = 1;
        while ((s + 1) * (s + 1) <= a->size)
            s++;
        if (s * s != a->size) {
            fprintf(stderr, "puzc generate: error: a %dx%d Sudoku needs a box shape: "
                    "give --box RxC with R*C = %d\n", a->size, a->size, a->size);
            return 2;
        }
        o->box_r = o->box_c = s;
    }
    o->n = o->box_r * o->box_c;
    return 0;
}

/* Options that do not go together: 0, or the exit status. */
static int check_combinations(const GenArgs *a)
{
    const puz_gen_opts *o = &a->o;
    int asks = o->clues || o->minimal || o->difficulty != PUZ_LEVEL_ANY || a->have_sym;
    if (a->fill_only && asks)
        return usage_error("--fill prints a full grid: --clues, --minimal, --symmetry and "
                           "--difficulty apply to puzzles");
    if (a->fill_only && o->kind == PUZ_GEN_KILLER)
        return usage_error("--fill with --kind killer: fill a Sudoku (--kind sudoku) instead");
    if (a->fill_only && a->check_backend)
        return usage_error("--fill checks no uniqueness: --check-backend applies to puzzles");
    if (o->kind == PUZ_GEN_KILLER && asks)
        return usage_error("a Killer has no givens: --clues, --minimal, --symmetry and "
                           "--difficulty apply to Sudoku and Latin puzzles");
    if (a->have_cages && o->kind != PUZ_GEN_KILLER)
        return usage_error("--cage-sizes applies to --kind killer");
    if (o->clues && o->minimal)
        return usage_error("--clues stops at a target and --minimal removes all it can: "
                           "choose one");
    if (o->clues && o->clues > o->n * o->n)
        return usage_error("--clues is more than the grid has cells");
    if (o->alpha > 0 && o->method != PUZ_FILL_PRUNE && o->method != PUZ_FILL_WEIGHTED)
        return usage_error("--alpha applies to --method prune and weighted");
    if (o->symmetry == PUZ_SYM_ROT90 && o->kind == PUZ_GEN_SUDOKU && o->box_r != o->box_c)
        return usage_error("--symmetry rot90 needs square boxes (a quarter turn maps "
                           "RxC boxes to CxR)");
    if (a->count && !a->line)
        return usage_error("--count writes one puzzle a line: add --line (a .puz file holds "
                           "one puzzle; `puzc batch` reads the lines back)");
    if (a->count && a->fill_only)
        return usage_error("--count makes puzzles: --fill makes one filled grid");
    if (a->have_jobs && !a->count)
        return usage_error("--jobs applies to --count");
    if (o->kind == PUZ_GEN_KILLER && o->cage_max > o->n)
        return usage_error("--cage-sizes: a cage cannot hold more cells than there are values");
    return 0;
}

/* ---- writing ---- */

static const char *kind_word(const GenArgs *a)
{
    return a->o.kind == PUZ_GEN_LATIN ? "latin" : a->o.kind == PUZ_GEN_KILLER ? "killer"
                                                                             : "sudoku";
}

static FILE *open_out(const GenArgs *a)
{
    if (!a->out || !strcmp(a->out, "-"))
        return stdout;
    FILE *f = cli_fopen(a->out, "w");
    if (!f)
        fprintf(stderr, "puzc generate: error: cannot write '%s': %s\n", a->out, strerror(errno));
    return f;
}

/* The one-line forms `puzc batch` reads (compiler/batch_line.h): the
 * characters when batch takes the side for this very shape (a Sudoku with
 * batch's boxes for its side, of a size batch reads as characters); else
 * the comma form, whose name says the shape when the side alone would
 * mislead batch: "latin N puzc-SEED" for every Latin square, "sudoku RxC
 * puzc-SEED" for boxes other than batch's, plain "puzc-SEED" otherwise. */
static void write_line(FILE *f, const GenArgs *a, const puz_model *m, const int *grid,
                       uint64_t seed)
{
    int n = a->o.n, br = 0, bc = 0;
    unsigned long long s = (unsigned long long)seed;
    char name[64];
    if (a->o.kind == PUZ_GEN_LATIN) {
        snprintf(name, sizeof name, "latin %d puzc-%llu", n, s);
        puzwrite_line(f, m, grid, name);
        return;
    }
    int batch_shape = batch_box_shape(n, &br, &bc) && br == a->o.box_r && bc == a->o.box_c;
    if (batch_shape && (n == 4 || n == 6 || n == 9 || n == 16 || n == 25)) {
        puzwrite_line(f, m, grid, NULL);
        return;
    }
    if (batch_shape)
        snprintf(name, sizeof name, "puzc-%llu", s);
    else
        snprintf(name, sizeof name, "sudoku %dx%d puzc-%llu", a->o.box_r, a->o.box_c, s);
    puzwrite_line(f, m, grid, name);
}

/* A Killer's line: titled "puzc-SEED", or "killer RxC puzc-SEED" when its
 * boxes are not batch's for the side. */
static void write_killer_line(FILE *f, const GenArgs *a, const puz_gen_result *r, uint64_t seed)
{
    int br = 0, bc = 0;
    char name[64];
    if (batch_box_shape(r->n, &br, &bc) && br == a->o.box_r && bc == a->o.box_c)
        snprintf(name, sizeof name, "puzc-%llu", (unsigned long long)seed);
    else
        snprintf(name, sizeof name, "killer %dx%d puzc-%llu", a->o.box_r, a->o.box_c,
                 (unsigned long long)seed);
    puzwrite_killer_line(f, name, r->n, r->cage_of, r->ncages, r->cage_sum, r->solution);
}

/* The .puz or the line of each product. */
static void write_fill(FILE *f, const GenArgs *a, const puz_gen_result *r)
{
    if (a->line) {
        write_line(f, a, r->model, r->solution, a->o.seed);
        return;
    }
    fprintf(f, "# A filled %dx%d %s grid: puzc generate --fill --method %s --seed %llu\n", r->n,
            r->n, a->o.kind == PUZ_GEN_LATIN ? "Latin" : "Sudoku",
            puz_fill_method_name(r->method), (unsigned long long)a->o.seed);
    puzwrite_header(f, r->model);
    puzwrite_givens(f, r->model, r->solution);
}

static void write_puzzle(FILE *f, const GenArgs *a, const puz_gen_result *r)
{
    if (a->line) {
        write_line(f, a, r->model, r->givens, a->o.seed);
        return;
    }
    char shape[32];
    if (a->o.kind == PUZ_GEN_LATIN)
        snprintf(shape, sizeof shape, "--size %d", r->n);
    else
        snprintf(shape, sizeof shape, "--box %dx%d", a->o.box_r, a->o.box_c);
    fprintf(f, "# Made by puzc generate --kind %s %s --method %s --symmetry %s --seed %llu\n",
            kind_word(a), shape, puz_fill_method_name(r->method),
            puz_symmetry_name(a->o.symmetry), (unsigned long long)a->o.seed);
    fprintf(f, "# %d clues; difficulty %s (hardest technique %s, %ld guesses); unique%s\n",
            r->clues, puz_level_name(r->level), r->hardest < 0 ? "none" : puz_tech_name(r->hardest),
            r->guesses, r->minimal ? ", minimal" : "");
    fprintf(f, "name \"puzc %s %dx%d #%llu\"\n", kind_word(a), r->n, r->n,
            (unsigned long long)a->o.seed);
    puzwrite_header(f, r->model);
    puzwrite_givens(f, r->model, r->givens);
}

static void write_killer(FILE *f, const GenArgs *a, const puz_gen_result *r)
{
    if (a->line) {
        write_killer_line(f, a, r, a->o.seed);
        return;
    }
    fprintf(f, "# Killer Sudoku made by puzc generate --kind killer --box %dx%d --cage-sizes "
            "%d-%d --seed %llu\n# %d cages (%d of one cell), unique; solver effort %ld %s\n",
            a->o.box_r, a->o.box_c, a->o.cage_min, a->o.cage_max, (unsigned long long)a->o.seed,
            r->ncages, r->clues, r->effort, puz_backend_effort_name(a->o.counter));
    fprintf(f, "name \"puzc killer %dx%d #%llu\"\n", r->n, r->n, (unsigned long long)a->o.seed);
    puzwrite_header(f, r->model);
    puzwrite_cages(f, r->n, r->cage_of, r->ncages, r->cage_sum);
}

/* ---- reporting ---- */

/* The one line on stderr after a product was written (not with --quiet). */
static void report(const GenArgs *a, const puz_gen_result *r)
{
    unsigned long long seed = (unsigned long long)a->o.seed;
    if (a->quiet)
        return;
    if (a->fill_only) {
        fprintf(stderr, "puzc generate: %s %dx%d filled by %s in %.3f ms, seed %llu\n",
                kind_word(a), r->n, r->n, puz_fill_method_name(r->method), 1e3 * r->fill_sec,
                seed);
    } else if (a->o.kind == PUZ_GEN_KILLER) {
        fprintf(stderr, "puzc generate: killer %dx%d, %d cages (%d of one cell), unique after "
                "%ld checks, %s effort %ld %s, %.3f ms, seed %llu\n", r->n, r->n, r->ncages,
                r->clues, r->checks, puz_backend_name(a->o.counter), r->effort,
                puz_backend_effort_name(a->o.counter), 1e3 * r->sec, seed);
    } else {
        fprintf(stderr, "puzc generate: %s %dx%d, %d clues%s, %s (%s, %ld guesses), unique%s; "
                "fill %s %.3f ms, %ld checks%s, %ld tr%s, %.3f ms total, seed %llu\n",
                kind_word(a), r->n, r->n, r->clues,
                a->o.clues && r->clues != a->o.clues ? " (target missed)" : "",
                puz_level_name(r->level), r->hardest < 0 ? "none" : puz_tech_name(r->hardest),
                r->guesses, r->minimal ? ", minimal" : "", puz_fill_method_name(r->method),
                1e3 * r->fill_sec, r->checks,
                r->cut_short ? " (some cut short: may not be minimal)" : "", r->tries,
                r->tries == 1 ? "y" : "ies", 1e3 * r->sec, seed);
    }
}

/* Why nothing was made, and the exit status. */
static int report_failure(const GenArgs *a, const puz_gen_result *r)
{
    switch (r->status) {
    case PUZ_GEN_NONE:
        fprintf(stderr, "puzc generate: %s%s\n", r->err,
                a->o.kind == PUZ_GEN_KILLER && a->line && a->o.cage_min == 1
                    ? " (the --line limit)" : "");
        return 1;
    case PUZ_GEN_ERROR:
        fprintf(stderr, "puzc generate: error: %s\n", r->err);
        return 2;
    default:
        fprintf(stderr, "puzc generate: internal error: %s\n", r->err);
        return 3;
    }
}

/* ---- --count: many puzzles (puz_generate_bulk) ---- */

typedef struct {
    GenArgs *a;
    FILE *f;
} BulkOut;

/* One puzzle, as it comes, in order: its line (named by the seed that
 * made it: `generate --seed SEED` alone makes it again), flushed so that a reader
 * downstream has it at once; a failed write stops the run. */
static int bulk_line(long index, uint64_t seed, const puz_gen_result *r, void *ctx)
{
    BulkOut *b = ctx;
    (void)index;
    if (b->a->o.kind == PUZ_GEN_KILLER)
        write_killer_line(b->f, b->a, r, seed);
    else
        write_line(b->f, b->a, r->model, r->givens, seed);
    return fflush(b->f) != 0 || ferror(b->f);
}

static int run_bulk(GenArgs *a)
{
    FILE *f = open_out(a);
    if (!f)
        return 2;
    BulkOut bo = {a, f};
    puz_bulk_opts b = {a->count, a->have_jobs ? a->jobs : 1, 0, bulk_line, &bo};
    puz_bulk_result r;
    puz_generate_bulk(&a->o, &b, &r);
    cli_progress_end(&a->prog);
    int rc = cli_end_output(f, a->out);
    if (r.status != PUZ_GEN_DONE) {
        fprintf(stderr, "puzc generate: %s%s\n", r.status == PUZ_GEN_NONE ? "" : "error: ",
                r.err);
        return r.status == PUZ_GEN_NONE ? 1 : r.status == PUZ_GEN_INTERNAL ? 3 : 2;
    }
    if (rc != 0)
        return rc;
    if (!a->quiet)
        fprintf(stderr, "puzc generate: %ld %s %dx%d puzzles, each unique, all distinct "
                "(%ld made again as duplicates), in %.3f s (%.0f/s), %d thread%s, seeds "
                "%llu..%llu\n", r.made, kind_word(a), a->o.n, a->o.n, r.duplicates, r.sec,
                r.sec > 0 ? r.made / r.sec : 0.0, r.jobs, r.jobs == 1 ? "" : "s",
                (unsigned long long)a->o.seed,
                (unsigned long long)(a->o.seed + (uint64_t)a->count - 1));
    if (r.missed) {
        if (!a->quiet)
            fprintf(stderr, "puzc generate: %ld of them missed the difficulty %s (the "
                    "closest printed)\n", r.missed, puz_level_name(a->o.difficulty));
        return 1;
    }
    return 0;
}

/* Makes the product, writes it, reports: the exit status. */
static int run(GenArgs *a)
{
    puz_gen_result r;
    if (a->fill_only)
        puz_fill(&a->o, &r);
    else
        puz_generate(&a->o, &r);
    cli_progress_end(&a->prog);
    int rc;
    if (r.status == PUZ_GEN_DONE || r.status == PUZ_GEN_MISSED) {
        FILE *f = open_out(a);
        rc = 2;
        if (f) {
            if (a->fill_only)
                write_fill(f, a, &r);
            else if (a->o.kind == PUZ_GEN_KILLER)
                write_killer(f, a, &r);
            else
                write_puzzle(f, a, &r);
            rc = cli_end_output(f, a->out); /* stdout or -o FILE */
        }
        report(a, &r);
        if (r.status == PUZ_GEN_MISSED && r.stop) {
            fprintf(stderr, "puzc generate: %s\n", r.err);
            if (rc == 0)
                rc = 1;
        } else if (r.status == PUZ_GEN_MISSED) {
            fprintf(stderr, "puzc generate: no %s puzzle found in %ld tries; printed the "
                    "closest (%s)\n", puz_level_name(a->o.difficulty), r.tries,
                    puz_level_name(r.level));
            if (rc == 0)
                rc = 1;
        }
    } else {
        rc = report_failure(a, &r);
    }
    puz_gen_result_free(&r);
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
        {"memory-limit", required_argument, NULL, 'U'},
        {"time-limit", required_argument, NULL, 'T'},
        {"check-limit", required_argument, NULL, 'C'},
        {"check-backend", required_argument, NULL, 'B'},
        {"ilp-fix", required_argument, NULL, 'F'},
        {"ilp-option", required_argument, NULL, 'I'},
        {"line", no_argument, NULL, 'L'},
        {"count", required_argument, NULL, 'N'},
        {"jobs", required_argument, NULL, 'j'},
        {"verbose", no_argument, NULL, 'v'},
        {"quiet", no_argument, NULL, 'q'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    GenArgs a = {0};
    puz_gen_opts_init(&a.o);
    int opt, rc;
    optind = 1;
    opterr = 0;
    while ((opt = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1)
        if ((rc = take_option(&a, opt, argv)) >= 0)
            return rc;
    if (optind < argc) {
        fprintf(stderr, "puzc generate: error: unexpected argument '%s'\n", argv[optind]);
        return 2;
    }
    if ((rc = settle_shape(&a)) != 0 || (rc = check_combinations(&a)) != 0)
        return rc;
    if (a.check_backend && !(a.o.counter = cli_backend("generate", a.check_backend)))
        return 2;
    if (!a.o.counter)
        a.o.counter = puz_backend_find("native");
    if (a.line)
        a.o.max_cages = LINE_MAX_CAGES;
    if (!a.seeded)
        a.o.seed = (uint64_t)(now_sec() * 1e6) ^ ((uint64_t)getpid() << 32);
    cli_progress_init(&a.prog, a.verbose);
    if (!a.quiet) {
        a.o.progress = cli_progress;
        a.o.progress_ctx = &a.prog;
    }
    a.o.on_fill = on_fill;
    a.o.on_try = on_try;
    a.o.ctx = &a;
    a.o.budget = cli_budget();
    puz_options *ilp_opts = NULL;
    const puz_backend *ilp = puz_backend_find("ilp");
    if ((a.nilp_opt || a.have_ilp_fix) && a.o.method != PUZ_FILL_ILP)
        return usage_error("--ilp-fix and --ilp-option are for --method ilp");
    if (a.o.method == PUZ_FILL_ILP && ilp && (a.verbose || a.nilp_opt)) {
        char err[256], name[64];
        ilp_opts = puz_options_new(ilp);
        if (a.verbose) /* GLPK's own output too */
            puz_options_set(ilp_opts, "verbose", NULL, err, sizeof err);
        for (int i = 0; i < a.nilp_opt; i++) {
            const char *eq = strchr(a.ilp_opt[i], '=');
            size_t len = eq ? (size_t)(eq - a.ilp_opt[i]) : strlen(a.ilp_opt[i]);
            snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : sizeof name - 1),
                     a.ilp_opt[i]);
            if (puz_options_set(ilp_opts, name, eq ? eq + 1 : NULL, err, sizeof err) != 0) {
                fprintf(stderr, "puzc generate: error: --ilp-option: %s\n", err);
                puz_options_free(ilp_opts);
                return 2;
            }
        }
        a.o.fill_options = ilp_opts;
    }
    rc = a.count ? run_bulk(&a) : run(&a);
    puz_options_free(ilp_opts);
    return rc;
}
