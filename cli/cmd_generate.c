/* cmd_generate.c -- `puzc generate`: fill an empty grid (--fill), or make a
 * puzzle with a unique solution (Sudoku, Latin, Killer), optionally of a
 * given difficulty as `puzc rate` judges it. Seeded and reproducible.
 * This file reads the options into the library's generator settings
 * (puz_gen_set), calls puz_fill, puz_generate or puz_generate_bulk, draws
 * the progress and writes the .puz file or the line. */
#include "cli.h"
#include "commands.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char generate_usage[] =
    "usage: puzc generate [--box RxC|--size N] [--kind sudoku|latin|killer] [--fill]\n"
    "       puzc generate --kind LAYOUT [--seed S] [--time-limit S] [-o OUT]\n"
    "                     [--method backtrack|prune|weighted|row|block|ilp]\n"
    "                     [--alpha A] [--clues N] [--minimal]\n"
    "                     [--symmetry none|rot180|rot90|mirror]\n"
    "                     [--difficulty easy|medium|hard|fiendish|expert]\n"
    "                     [--cage-sizes A-B] [--seed S] [--tries N] [--time-limit S]\n"
    "                     [--check-limit S] [--check-backend B] [--line]\n"
    "                     [--count N [--jobs N]] [--ilp-fix bands|row|diag]\n"
    "                     [--ilp-option NAME[=V]] [-o OUT] [--verbose]\n"
    "  --box RxC         boxes of R rows x C columns (default 3x3: the 9x9 Sudoku)\n"
    "  --size N          Latin square of side N; for Sudoku, N a square (16: 4x4 boxes)\n"
    "  --kind K          sudoku (default), latin or killer; or a multi-grid LAYOUT\n"
    "                    (samurai, butterfly, sumo, windmill, gattai8, shogun, sohei,\n"
    "                    clueless1, clueless2): a unique puzzle of it, minimal, as .puz\n"
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
    "                    at 90% of it, what it kept is checked and printed (exit 4)\n"
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
    "exit status: 0 done, 1 none found (the shape has too few puzzles, or the\n"
    "difficulty not reached in --tries: the closest printed), 2 usage or output\n"
    "error, 4 stopped by --time-limit or --memory-limit\n";

/* A Killer line spells a cage with one letter: at most 52 cages. */
#define LINE_MAX_CAGES "52"

typedef struct {
    puz_gen *g;
    int kind;                /* 0 sudoku, 1 latin, 2 killer */
    const char *layout;      /* --kind a multi-grid layout (samurai), or NULL */
    int box_r, box_c, size;  /* as given */
    int n;                   /* the side, once settled */
    unsigned long long seed;
    int clues, cage_min, cage_max, have_difficulty;
    const char *symmetry, *difficulty;
    int fill_only, line, verbose, quiet, seeded, have_box, have_sym, have_cages;
    long count;              /* --count: 0 = one product, the classic way */
    int jobs, have_jobs;
    double time_limit;
    const char *out, *check_backend;
    const char *ilp_opt[16]; /* --ilp-option NAME[=VALUE], in order */
    int nilp_opt, have_ilp_fix, ilp_method;
    CliProgress prog;        /* the library's progress lines on stderr */
} GenArgs;

/* --verbose: each grid filled and each try, as the library reports them. */
static void on_fill(const puz_puzzle *p, void *ctx)
{
    GenArgs *a = ctx;
    cli_progress_end(&a->prog);
    if (a->verbose && strcmp(puz_puzzle_method(p), "ilp"))
        fprintf(stderr, "fill %s: %ld restarts, %ld values placed, %.3f ms\n",
                puz_puzzle_method(p), puz_puzzle_fill_restarts(p), puz_puzzle_fill_nodes(p),
                1e3 * puz_puzzle_fill_sec(p));
}

static const char *hardest_name(const puz_puzzle *p)
{
    return puz_puzzle_hardest(p) < 0 ? "none" : puz_tech_name((puz_tech)puz_puzzle_hardest(p));
}

static const char *level_name(const puz_puzzle *p)
{
    return puz_level_name((puz_level)puz_puzzle_level(p));
}

static void on_try(const puz_puzzle *p, void *ctx)
{
    GenArgs *a = ctx;
    cli_progress_end(&a->prog);
    if (a->verbose && a->kind != 2)
        fprintf(stderr, "try %ld: %d clues, %s (%s, %ld guesses), %ld checks, %.3f ms\n",
                puz_puzzle_tries(p), puz_puzzle_clues(p), level_name(p), hardest_name(p),
                puz_puzzle_guesses(p), puz_puzzle_checks(p), 1e3 * puz_puzzle_remove_sec(p));
}

static int usage_error(const char *msg)
{
    fprintf(stderr, "puzc generate: error: %s\n(`puzc generate --help` lists the options)\n",
            msg);
    return 2;
}

/* name = value into the generator's settings; the library's message when it
 * refuses (the command line's own checks come first, in its words). */
static int gen_set(GenArgs *a, const char *name, const char *value)
{
    puz_error *e = NULL;
    if (puz_gen_set(a->g, name, value, &e) == PUZ_OK)
        return 0;
    fprintf(stderr, "puzc generate: error: %s\n", puz_error_message(e));
    puz_error_free(e);
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

static int one_of(const char *arg, const char *const *names)
{
    for (int i = 0; names[i]; i++)
        if (!strcmp(arg, names[i]))
            return i;
    return -1;
}

/* One option into a; -1 to go on, or the exit status (2, or 0 after --help). */
static int take_option(GenArgs *a, int opt)
{
    static const char *const kinds[] = {"sudoku", "latin", "killer", NULL};
    static const char *const methods[] = {"backtrack", "prune", "weighted", "row", "block",
                                          "ilp", NULL};
    static const char *const symmetries[] = {"none", "rot180", "rot90", "mirror", NULL};
    static const char *const levels[] = {"easy", "medium", "hard", "fiendish", "expert", NULL};
    long v;
    char *end;
    switch (opt) {
    case 'x':
        if (parse_box(optarg, &a->box_r, &a->box_c) != 0) {
            fprintf(stderr, "puzc generate: error: --box wants RxC with R*C from 2 to %d "
                    "(3x3, 2x3, 10x10), not '%s'\n", PUZ_MAX_SIDE, optarg);
            return 2;
        }
        a->have_box = 1;
        return gen_set(a, "box", optarg) ? 2 : -1;
    case 'n':
        if ((v = cli_long("generate", "--size", optarg)) < 0)
            return 2;
        if (v < 2 || v > PUZ_MAX_SIDE)
            return usage_error("--size wants a side from 2 to 256");
        a->size = (int)v;
        return gen_set(a, "size", optarg) ? 2 : -1;
    case 'k':
        if ((a->kind = one_of(optarg, kinds)) < 0) {
            if (one_of(optarg, puz_layouts()) >= 0) {
                a->kind = 0;
                a->layout = optarg;
                return -1;
            }
            fprintf(stderr, "puzc generate: error: unknown --kind '%s' (sudoku, latin, killer, "
                    "or a layout:", optarg);
            for (const char *const *l = puz_layouts(); *l; l++)
                fprintf(stderr, " %s", *l);
            fputs(")\n", stderr);
            return 2;
        }
        return gen_set(a, "kind", optarg) ? 2 : -1;
    case 'f': a->fill_only = 1; return -1;
    case 'M':
        if (one_of(optarg, methods) < 0) {
            fprintf(stderr, "puzc generate: error: unknown --method '%s' (backtrack, prune, "
                    "weighted, row, block, ilp)\n", optarg);
            return 2;
        }
        a->ilp_method = !strcmp(optarg, "ilp");
        return gen_set(a, "method", optarg) ? 2 : -1;
    case 'a': {
        errno = 0;
        double al = strtod(optarg, &end);
        if (end == optarg || *end || errno || !(al > 0) || al > 100) {
            fprintf(stderr, "puzc generate: error: --alpha wants a number above 0, not '%s'\n",
                    optarg);
            return 2;
        }
        return gen_set(a, "alpha", optarg) ? 2 : -1;
    }
    case 'c':
        if ((v = cli_long("generate", "--clues", optarg)) < 0)
            return 2;
        if (v < 1 || v > PUZ_MAX_SIDE * PUZ_MAX_SIDE)
            return usage_error("--clues wants a number of 1 or more");
        a->clues = (int)v;
        return gen_set(a, "clues", optarg) ? 2 : -1;
    case 'y':
        if (one_of(optarg, symmetries) < 0) {
            fprintf(stderr, "puzc generate: error: unknown --symmetry '%s' (none, rot180, "
                    "rot90, mirror)\n", optarg);
            return 2;
        }
        a->have_sym = 1;
        a->symmetry = optarg;
        return gen_set(a, "symmetry", optarg) ? 2 : -1;
    case 'm': return gen_set(a, "minimal", NULL) ? 2 : -1;
    case 'd':
        if (one_of(optarg, levels) < 0) {
            fprintf(stderr, "puzc generate: error: unknown --difficulty '%s' (easy, medium, "
                    "hard, fiendish, expert)\n", optarg);
            return 2;
        }
        a->have_difficulty = 1;
        a->difficulty = optarg;
        return gen_set(a, "difficulty", optarg) ? 2 : -1;
    case 'g':
        if (parse_cage_sizes(optarg, &a->cage_min, &a->cage_max) != 0) {
            fprintf(stderr, "puzc generate: error: --cage-sizes wants A-B with "
                    "1 <= A <= B (1-5), not '%s'\n", optarg);
            return 2;
        }
        a->have_cages = 1;
        return gen_set(a, "cage-sizes", optarg) ? 2 : -1;
    case 's':
        errno = 0;
        a->seed = strtoull(optarg, &end, 10);
        if (end == optarg || *end || errno || optarg[0] == '-') {
            fprintf(stderr, "puzc generate: error: --seed wants a whole number, not '%s'\n",
                    optarg);
            return 2;
        }
        a->seeded = 1;
        return gen_set(a, "seed", optarg) ? 2 : -1;
    case 't':
        if ((v = cli_long("generate", "--tries", optarg)) < 0)
            return 2;
        if (v < 1)
            return usage_error("--tries wants a number of 1 or more");
        return gen_set(a, "tries", optarg) ? 2 : -1;
    case 'T':
    case 'U':
        return cli_limit_option("generate", opt == 'U' ? 'M' : 'T', optarg, &a->time_limit) < 0
                   ? 2 : -1;
    case 'C':
        if (cli_seconds("generate", "check-limit", optarg) < 0)
            return 2;
        return gen_set(a, "check-limit", optarg) ? 2 : -1;
    case 'B': a->check_backend = optarg; return -1;
    case 'F':
        if (strcmp(optarg, "row") && strcmp(optarg, "diag") && strcmp(optarg, "bands")) {
            fprintf(stderr, "puzc generate: error: unknown --ilp-fix '%s' (row, diag, bands)\n",
                    optarg);
            return 2;
        }
        a->have_ilp_fix = 1;
        return gen_set(a, "ilp-fix", optarg) ? 2 : -1;
    case 'I':
        if (a->nilp_opt == (int)(sizeof a->ilp_opt / sizeof a->ilp_opt[0]))
            return usage_error("too many --ilp-option");
        a->ilp_opt[a->nilp_opt++] = optarg;
        return -1;
    case 'L': a->line = 1; return -1;
    case 'N':
        if ((v = cli_long("generate", "--count", optarg)) < 0)
            return 2;
        if (v < 1)
            return usage_error("--count wants a number of 1 or more");
        a->count = v;
        return -1;
    case 'j':
        if ((v = cli_long("generate", "--jobs", optarg)) < 0)
            return 2;
        if (v > 256)
            return usage_error("--jobs wants 0 (one per core) to 256 threads");
        a->jobs = (int)v;
        a->have_jobs = 1;
        return -1;
    case 'o': a->out = optarg; return -1;
    case 'v': a->verbose = 1; return -1;
    case 'q': a->quiet = 1; return -1;
    case 'h': fputs(generate_usage, stdout); return 0;
    default: return 2; /* '?': cli_getopt reported it */
    }
}

/* The options only the command line has that do not go together (the
 * library checks the generator's own): 0, or the exit status. */
static int check_combinations(const GenArgs *a)
{
    if (a->fill_only && a->check_backend)
        return usage_error("--fill checks no uniqueness: --check-backend applies to puzzles");
    if (a->count && !a->line)
        return usage_error("--count writes one puzzle a line: add --line (a .puz file holds "
                           "one puzzle; `puzc batch` reads the lines back)");
    if (a->count && a->fill_only)
        return usage_error("--count makes puzzles: --fill makes one filled grid");
    if (a->have_jobs && !a->count)
        return usage_error("--jobs applies to --count");
    if ((a->nilp_opt || a->have_ilp_fix) && !a->ilp_method)
        return usage_error("--ilp-fix and --ilp-option are for --method ilp");
    return 0;
}

/* ---- writing ---- */

static const char *kind_word(const GenArgs *a)
{
    return a->kind == 1 ? "latin" : a->kind == 2 ? "killer" : "sudoku";
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

/* The box shape batch reads a side n as (docs/batch.md): r x c with
 * r * c = n, r <= c, r as large as possible; 0 for a prime side above 3. */
static int batch_shape(int n, int *r, int *c)
{
    for (int k = 1; k * k <= n; k++)
        if (n % k == 0)
            *r = k, *c = n / k;
    return !(*r == 1 && n > 3);
}

/* The one-line forms `puzc batch` reads: the characters when batch takes
 * the side for this very shape (a Sudoku with batch's boxes for its side,
 * of a size batch reads as characters); else the comma form, whose name
 * says the shape when the side alone would mislead batch: "latin N
 * puzc-SEED" for every Latin square, "sudoku RxC puzc-SEED" for boxes
 * other than batch's, plain "puzc-SEED" otherwise. */
static void write_line(FILE *f, const GenArgs *a, const puz_model *m, const int *grid,
                       uint64_t seed)
{
    int n = a->n, br = 0, bc = 0;
    unsigned long long s = (unsigned long long)seed;
    char name[64];
    if (a->kind == 1) {
        snprintf(name, sizeof name, "latin %d puzc-%llu", n, s);
        puz_line_write(m, grid, PUZ_LINE_COMMA, name, f, NULL);
        return;
    }
    int same = batch_shape(n, &br, &bc) && br == a->box_r && bc == a->box_c;
    if (same && (n == 4 || n == 6 || n == 9 || n == 16 || n == 25)) {
        puz_line_write(m, grid, PUZ_LINE_CHARS, NULL, f, NULL);
        return;
    }
    if (same)
        snprintf(name, sizeof name, "puzc-%llu", s);
    else
        snprintf(name, sizeof name, "sudoku %dx%d puzc-%llu", a->box_r, a->box_c, s);
    puz_line_write(m, grid, PUZ_LINE_COMMA, name, f, NULL);
}

/* A Killer's line: titled "puzc-SEED", or "killer RxC puzc-SEED" when its
 * boxes are not batch's for the side. */
static void write_killer_line(FILE *f, const GenArgs *a, const puz_puzzle *p, uint64_t seed)
{
    int br = 0, bc = 0;
    char name[64];
    if (batch_shape(a->n, &br, &bc) && br == a->box_r && bc == a->box_c)
        snprintf(name, sizeof name, "puzc-%llu", (unsigned long long)seed);
    else
        snprintf(name, sizeof name, "killer %dx%d puzc-%llu", a->box_r, a->box_c,
                 (unsigned long long)seed);
    puz_line_write(puz_puzzle_model(p), puz_puzzle_solution(p), PUZ_LINE_KILLER, name, f, NULL);
}

/* A Killer's cages: its distinct sums. */
static int ncages(const puz_model *m)
{
    int n = 0;
    for (int i = 0; i < puz_model_nconstraints(m); i++) {
        int distinct;
        const char *k = puz_model_constraint(m, i, NULL, NULL, NULL, &distinct, NULL);
        n += !strcmp(k, "sum") && distinct;
    }
    return n;
}

/* The .puz or the line of each product. */
static void write_fill(FILE *f, const GenArgs *a, const puz_puzzle *p)
{
    if (a->line) {
        write_line(f, a, puz_puzzle_model(p), puz_puzzle_solution(p), a->seed);
        return;
    }
    fprintf(f, "# A filled %dx%d %s grid: puzc generate --fill --method %s --seed %llu\n", a->n,
            a->n, a->kind == 1 ? "Latin" : "Sudoku", puz_puzzle_method(p), a->seed);
    puz_model_write(puz_puzzle_model(p), f, NULL);
}

static void write_puzzle(FILE *f, const GenArgs *a, const puz_puzzle *p)
{
    const puz_model *m = puz_puzzle_model(p);
    if (a->line) {
        write_line(f, a, m, puz_model_givens(m), a->seed);
        return;
    }
    char shape[32];
    if (a->kind == 1)
        snprintf(shape, sizeof shape, "--size %d", a->n);
    else
        snprintf(shape, sizeof shape, "--box %dx%d", a->box_r, a->box_c);
    fprintf(f, "# Made by puzc generate --kind %s %s --method %s --symmetry %s --seed %llu\n",
            kind_word(a), shape, puz_puzzle_method(p), a->symmetry ? a->symmetry : "none",
            a->seed);
    fprintf(f, "# %d clues; difficulty %s (hardest technique %s, %ld guesses); unique%s\n",
            puz_puzzle_clues(p), level_name(p), hardest_name(p), puz_puzzle_guesses(p),
            puz_puzzle_minimal(p) ? ", minimal" : "");
    fprintf(f, "name \"puzc %s %dx%d #%llu\"\n", kind_word(a), a->n, a->n, a->seed);
    puz_model_write(m, f, NULL);
}

static const puz_backend *counter(const GenArgs *a)
{
    return puz_backend_find(a->check_backend ? a->check_backend : "native");
}

static void write_killer(FILE *f, const GenArgs *a, const puz_puzzle *p)
{
    if (a->line) {
        write_killer_line(f, a, p, a->seed);
        return;
    }
    const puz_model *m = puz_puzzle_model(p);
    fprintf(f, "# Killer Sudoku made by puzc generate --kind killer --box %dx%d --cage-sizes "
            "%d-%d --seed %llu\n# %d cages (%d of one cell), unique; solver effort %ld %s\n",
            a->box_r, a->box_c, a->cage_min, a->cage_max, a->seed, ncages(m),
            puz_puzzle_clues(p), puz_puzzle_effort(p), puz_backend_effort_name(counter(a)));
    fprintf(f, "name \"puzc killer %dx%d #%llu\"\n", a->n, a->n, a->seed);
    puz_model_write(m, f, NULL);
}

/* ---- reporting ---- */

/* The one line on stderr after a product was written (not with --quiet). */
static void report(const GenArgs *a, const puz_puzzle *p)
{
    if (a->quiet)
        return;
    int n = a->n;
    if (a->fill_only) {
        fprintf(stderr, "puzc generate: %s %dx%d filled by %s in %.3f ms, seed %llu\n",
                kind_word(a), n, n, puz_puzzle_method(p), 1e3 * puz_puzzle_fill_sec(p), a->seed);
    } else if (a->kind == 2) {
        fprintf(stderr, "puzc generate: killer %dx%d, %d cages (%d of one cell), unique after "
                "%ld checks, %s effort %ld %s, %.3f ms, seed %llu\n", n, n,
                ncages(puz_puzzle_model(p)), puz_puzzle_clues(p), puz_puzzle_checks(p),
                puz_backend_name(counter(a)), puz_puzzle_effort(p),
                puz_backend_effort_name(counter(a)), 1e3 * puz_puzzle_sec(p), a->seed);
    } else {
        long tries = puz_puzzle_tries(p);
        fprintf(stderr, "puzc generate: %s %dx%d, %d clues%s, %s (%s, %ld guesses), unique%s; "
                "fill %s %.3f ms, %ld checks%s, %ld tr%s, %.3f ms total, seed %llu\n",
                kind_word(a), n, n, puz_puzzle_clues(p),
                a->clues && puz_puzzle_clues(p) != a->clues ? " (target missed)" : "",
                level_name(p), hardest_name(p), puz_puzzle_guesses(p),
                puz_puzzle_minimal(p) ? ", minimal" : "", puz_puzzle_method(p),
                1e3 * puz_puzzle_fill_sec(p), puz_puzzle_checks(p),
                puz_puzzle_cut_short(p) ? " (some cut short: may not be minimal)" : "", tries,
                tries == 1 ? "y" : "ies", 1e3 * puz_puzzle_sec(p), a->seed);
    }
}

/* A call that made nothing: the exit status after the message. */
static int report_error(puz_code rc, puz_error *e);

/* --kind LAYOUT: one unique multi-grid puzzle as .puz (generator/layoutgen.c). */
static int run_layout(GenArgs *a, const puz_limits *lim)
{
    puz_model *m = NULL;
    puz_error *e = NULL;
    puz_code code = puz_generate_layout(a->layout, a->seed, lim, &m, &e);
    if (code != PUZ_OK)
        return report_error(code, e);
    FILE *f = open_out(a);
    if (!f) {
        puz_model_free(m);
        return 2;
    }
    int clues = puz_model_ngivens(m);
    fprintf(f, "# Made by puzc generate --kind %s --seed %llu (%d clues, minimal)\n", a->layout,
            a->seed, clues);
    fprintf(f, "name \"puzc %s #%llu\"\n", a->layout, a->seed);
    puz_model_write(m, f, NULL);
    puz_model_free(m);
    return cli_end_output(f, a->out);
}

static int report_error(puz_code rc, puz_error *e)
{
    if (rc == PUZ_E_ARG) { /* settings that do not go together */
        usage_error(puz_error_message(e));
        puz_error_free(e);
        return 2;
    }
    if (rc == PUZ_E_INTERNAL) {
        fprintf(stderr, "puzc generate: internal error: %s\n", puz_error_message(e));
        puz_error_free(e);
        return 3;
    }
    return cli_fail(e, 2);
}

/* ---- --count: many puzzles (puz_generate_bulk) ---- */

typedef struct {
    GenArgs *a;
    FILE *f;
} BulkOut;

/* One puzzle, as it comes, in order: its line (named by the seed that
 * made it: `generate --seed SEED` alone makes it again), flushed so that a
 * reader downstream has it at once; a failed write stops the run. */
static int bulk_line(long index, uint64_t seed, const puz_puzzle *p, void *ctx)
{
    BulkOut *b = ctx;
    (void)index;
    if (b->a->kind == 2)
        write_killer_line(b->f, b->a, p, seed);
    else
        write_line(b->f, b->a, puz_puzzle_model(p), puz_model_givens(puz_puzzle_model(p)), seed);
    return fflush(b->f) != 0 || ferror(b->f);
}

static int run_bulk(GenArgs *a, const puz_limits *lim)
{
    FILE *f = open_out(a);
    if (!f)
        return 2;
    BulkOut bo = {a, f};
    puz_bulk_stats st = {.size = sizeof st};
    puz_error *e = NULL;
    puz_code code = puz_generate_bulk(a->g, lim, a->count, a->have_jobs ? a->jobs : 1,
                                      bulk_line, &bo, &st, &e);
    cli_progress_end(&a->prog);
    int rc = cli_end_output(f, a->out);
    if (code != PUZ_OK)
        return report_error(code, e);
    if (st.made < a->count && st.why[0]) {
        fprintf(stderr, "puzc generate: %s\n", st.why);
        return st.stop ? CLI_EXIT_LIMIT : CLI_EXIT_NONE;
    }
    if (rc != 0)
        return rc;
    if (!a->quiet)
        fprintf(stderr, "puzc generate: %ld %s %dx%d puzzles, each unique, all distinct "
                "(%ld made again as duplicates), in %.3f s (%.0f/s), %d thread%s, seeds "
                "%llu..%llu\n", st.made, kind_word(a), a->n, a->n, st.duplicates, st.sec,
                st.sec > 0 ? st.made / st.sec : 0.0, st.jobs, st.jobs == 1 ? "" : "s", a->seed,
                a->seed + (unsigned long long)a->count - 1);
    if (st.missed) {
        if (!a->quiet)
            fprintf(stderr, "puzc generate: %ld of them missed the difficulty %s (the "
                    "closest printed)\n", st.missed, a->difficulty);
        return 1;
    }
    return 0;
}

/* Makes the product, writes it, reports: the exit status. */
static int run(GenArgs *a, const puz_limits *lim)
{
    puz_puzzle *p = puz_puzzle_new();
    puz_error *e = NULL;
    puz_code code = a->fill_only ? puz_fill(a->g, lim, p, &e) : puz_generate(a->g, lim, p, &e);
    cli_progress_end(&a->prog);
    int rc;
    if (code != PUZ_OK) {
        rc = report_error(code, e);
    } else if (puz_puzzle_status(p) == PUZ_SOLVED) {
        FILE *f = open_out(a);
        rc = 2;
        if (f) {
            if (a->fill_only)
                write_fill(f, a, p);
            else if (a->kind == 2)
                write_killer(f, a, p);
            else
                write_puzzle(f, a, p);
            rc = cli_end_output(f, a->out); /* stdout or -o FILE */
        }
        report(a, p);
        if (puz_puzzle_missed(p) && puz_puzzle_stop(p)) {
            fprintf(stderr, "puzc generate: %s\n", puz_puzzle_why(p));
            if (rc == 0)
                rc = CLI_EXIT_LIMIT;
        } else if (puz_puzzle_missed(p)) {
            fprintf(stderr, "puzc generate: no %s puzzle found in %ld tries; printed the "
                    "closest (%s)\n", a->difficulty, puz_puzzle_tries(p), level_name(p));
            if (rc == 0)
                rc = 1;
        }
    } else { /* nothing within the limits */
        fprintf(stderr, "puzc generate: %s%s\n", puz_puzzle_why(p),
                a->kind == 2 && a->line && a->cage_min == 1 ? " (the --line limit)" : "");
        rc = puz_puzzle_stop(p) ? CLI_EXIT_LIMIT : CLI_EXIT_NONE;
    }
    puz_puzzle_free(p);
    return rc;
}

/* The ilp backend's options for --method ilp (NULL when none are given):
 * 0, or the exit status. */
static int ilp_options(GenArgs *a, puz_options **out)
{
    const puz_backend *ilp = puz_backend_find("ilp");
    *out = NULL;
    if (!a->ilp_method || !ilp || !(a->verbose || a->nilp_opt))
        return 0;
    puz_options *o = puz_options_new(ilp);
    if (a->verbose) /* GLPK's own output too */
        puz_options_set(o, "verbose", NULL, NULL);
    for (int i = 0; i < a->nilp_opt; i++) {
        char name[64];
        const char *eq = strchr(a->ilp_opt[i], '=');
        size_t len = eq ? (size_t)(eq - a->ilp_opt[i]) : strlen(a->ilp_opt[i]);
        snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : sizeof name - 1),
                 a->ilp_opt[i]);
        puz_error *e = NULL;
        if (puz_options_set(o, name, eq ? eq + 1 : NULL, &e) != PUZ_OK) {
            fprintf(stderr, "puzc generate: error: --ilp-option: %s\n", puz_error_message(e));
            puz_error_free(e);
            puz_options_free(o);
            return 2;
        }
    }
    *out = o;
    return 0;
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
    a.g = puz_gen_new();
    a.box_r = a.box_c = 3;
    a.cage_min = 1;
    a.cage_max = 5;
    int opt, rc = -1;
    optind = 1;
    while (rc < 0 && (opt = cli_getopt(argc, argv, "o:h", longopts)) != -1)
        rc = take_option(&a, opt);
    if (rc < 0 && optind < argc) {
        fprintf(stderr, "puzc generate: error: unexpected argument '%s'\n", argv[optind]);
        rc = 2;
    }
    if (rc < 0 && (rc = check_combinations(&a)) == 0)
        rc = -1;
    if (rc < 0 && a.check_backend) {
        const puz_backend *cb = cli_backend("generate", a.check_backend);
        if (cb && !(puz_backend_caps(cb) & PUZ_CAN_COUNT)) /* in the words of --check-backend */
            fprintf(stderr, "puzc generate: error: backend %s cannot count solutions: it cannot "
                    "check uniqueness\n", puz_backend_name(cb));
        if (!cb || !(puz_backend_caps(cb) & PUZ_CAN_COUNT) ||
            gen_set(&a, "counter", a.check_backend))
            rc = 2;
    }
    if (rc >= 0) {
        puz_gen_free(a.g);
        return rc;
    }
    /* the side, as the library settles it from --box and --size */
    if (a.kind == 1)
        a.n = a.size ? a.size : 9;
    else if (a.size) {
        int s = 1;
        while ((s + 1) * (s + 1) <= a.size)
            s++;
        a.box_r = a.box_c = s;
        a.n = a.size;
    } else {
        a.n = a.box_r * a.box_c;
    }
    if (a.line)
        gen_set(&a, "max-cages", LINE_MAX_CAGES);
    if (!a.seeded) {
        char seed[32];
        a.seed = (unsigned long long)(cli_now() * 1e6) ^ ((unsigned long long)getpid() << 32);
        snprintf(seed, sizeof seed, "%llu", a.seed);
        gen_set(&a, "seed", seed);
    }
    cli_progress_init(&a.prog, a.verbose);
    puz_limits *lim = cli_limits(a.time_limit);
    if (!a.quiet)
        puz_limits_on_progress(lim, cli_progress, &a.prog);
    puz_gen_on_fill(a.g, on_fill, &a);
    puz_gen_on_try(a.g, on_try, &a);
    puz_options *ilp_opts = NULL;
    if ((rc = ilp_options(&a, &ilp_opts)) == 0) {
        puz_gen_set_fill_options(a.g, ilp_opts);
        rc = a.layout ? run_layout(&a, lim) : a.count ? run_bulk(&a, lim) : run(&a, lim);
    }
    puz_options_free(ilp_opts);
    puz_limits_free(lim);
    puz_gen_free(a.g);
    return rc;
}
