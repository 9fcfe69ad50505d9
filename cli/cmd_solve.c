/* cmd_solve.c -- `puzc solve`: compile a .puz file, run one backend, print
 * the (verified) solution, the count, or every solution. */
#include "cli.h"
#include "commands.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char solve_usage[] =
    "usage: puzc solve FILE.puz [--backend B] [BACKEND OPTIONS] [--count N|--all]\n"
    "                  [--line|--json|--pretty[=ascii]] [--stats] [--time-limit S]\n"
    "                  [--memory-limit MB]\n"
    "  --backend B      native (default), dlx, sat, ilp, heuristic\n"
    "  --count N        count solutions up to N (--count 2 checks uniqueness)\n"
    "  --all            print every solution\n"
    "  --line, --json   the one-line form, or JSON, instead of the grid\n"
    "  --pretty[=ascii] a boxed grid (Unicode box drawing, or + - |), Killer cages\n"
    "                   as a letter map; in colour on a terminal (not with NO_COLOR)\n"
    "  --stats          model size, effort and times on stderr\n"
    "  --time-limit S   stop after S seconds (a count cut short is not an answer)\n"
    "  --memory-limit MB  stop when building the model takes more (default: half\n"
    "                   the machine's memory; 0: no limit)\n"
    "exit status: 0 solved (a count: every solution counted), 1 no solution, 2\n"
    "usage, input or output error, 3 out of memory or internal error, 4 stopped by\n"
    "a limit (time, memory, or --count N reached: printed N+)\n";

typedef struct {
    OutForm form;
    int print_each;   /* --all */
    int bad;          /* a solution failed verification */
    int lost;         /* --all: writing stdout failed, stopped */
    long printed;
    const char *who;
} PrintCtx;

/* Every solution passes the verifier before anything is printed. */
static int on_solution(const puz_model *m, const int *grid, void *ctx)
{
    PrintCtx *p = ctx;
    if (!cli_check_solution(m, grid, p->who)) {
        p->bad = 1;
        return 1;
    }
    if (p->print_each) {
        if (p->printed++ && (p->form == OUT_GRID || p->form >= OUT_PRETTY))
            fputc('\n', stdout);
        if (p->form == OUT_JSON) { /* JSON Lines: {"index":K,"rows":..,"grid":..} */
            JsonWriter j;
            json_init(&j, stdout);
            json_object_begin(&j);
            json_kint(&j, "index", p->printed);
            cli_json_grid_members(&j, m, grid);
            json_object_end(&j);
            putchar('\n');
        } else {
            cli_print_grid(stdout, m, grid, p->form);
        }
        if (cli_output_failed()) /* the rest would be lost too */
            return p->lost = 1;
    }
    return 0;
}

static const char *status_name(puz_status s)
{
    switch (s) {
    case PUZ_SOLVED: return "solved";
    case PUZ_NO_SOLUTION: return "no solution";
    default: return "stopped";
    }
}

/* The backend's main choice in force ("" when it has none: JSON's null). */
static const char *main_choice(const puz_backend *b, const puz_options *o)
{
    const char *v = cli_main_value(b, o);
    return v ? v : "";
}

static void print_stats(const puz_backend *b, const puz_options *o, const puz_result *r)
{
    fprintf(stderr, "backend %s", puz_backend_name(b));
    if (main_choice(b, o)[0])
        fprintf(stderr, " (%s)", main_choice(b, o));
    fputs(":", stderr);
    for (int i = 0; i < 3; i++)
        if (puz_backend_size_name(b, i))
            fprintf(stderr, " %ld %s", puz_result_size(r, i), puz_backend_size_name(b, i));
    if (puz_backend_effort_name(b))
        fprintf(stderr, ", %ld %s", puz_result_effort(r), puz_backend_effort_name(b));
    fprintf(stderr, ", build %.3f ms, solve %.3f ms\n", 1e3 * puz_result_build_sec(r),
            1e3 * puz_result_solve_sec(r));
    if (puz_result_note(r)[0])
        fprintf(stderr, "%s\n", puz_result_note(r));
}

/* The run as one JSON object (docs/json.md); --all: the last line, after
 * the solutions' objects, without "solution". */
static void print_json(const puz_model *m, const puz_backend *b, const puz_options *o,
                       const puz_result *r, uint64_t max, int counting, int all)
{
    const char *f = main_choice(b, o);
    uint64_t n = puz_result_solutions(r);
    JsonWriter j;
    json_init(&j, stdout);
    json_object_begin(&j);
    json_kstr(&j, "backend", puz_backend_name(b));
    json_kstr(&j, "formulation", f[0] ? f : NULL);
    json_kstr(&j, "status", status_name(puz_result_status(r)));
    json_key(&j, "solutions");
    json_uint(&j, (unsigned long long)n);
    json_kbool(&j, "complete", !((counting && n >= max) || !puz_result_complete(r)));
    json_kint(&j, "effort", puz_result_effort(r));
    json_kdouble(&j, "build_ms", 1e3 * puz_result_build_sec(r), 3);
    json_kdouble(&j, "solve_ms", 1e3 * puz_result_solve_sec(r), 3);
    json_kstr(&j, "note", puz_result_note(r)[0] ? puz_result_note(r) : NULL);
    if (!all) {
        json_key(&j, "solution");
        if (puz_result_grid(r))
            cli_json_grid(&j, m, puz_result_grid(r));
        else
            json_null(&j);
    }
    json_object_end(&j);
    putchar('\n');
}

/* What the command line asked for. */
typedef struct {
    const puz_backend *b;
    puz_options *po;
    uint64_t max;       /* solutions wanted */
    double time_limit;
    PrintCtx p;
    int stats, counting, verbose;
    const char *path;
} SolveArgs;

/* Parses argv into a; 0, or the exit status (2; 1 stands for --help, 0). */
static int parse_args(int argc, char **argv, SolveArgs *a)
{
    static const struct option own[] = {
        {"backend", required_argument, NULL, 'b'},
        {"count", required_argument, NULL, 'c'},
        {"all", no_argument, NULL, 'l'},
        {"line", no_argument, NULL, 'L'},
        {"json", no_argument, NULL, 'J'},
        {"pretty", optional_argument, NULL, 'P'},
        {"stats", no_argument, NULL, 's'},
        {"time-limit", required_argument, NULL, 'T'},
        {"memory-limit", required_argument, NULL, 'M'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    struct option *longopts = cli_longopts(own);
    CliOpts co = {0};
    const char *bname = "native";
    const char *form_opt = NULL; /* the first of --line, --json, --pretty */
    int opt, bad = 0;
    long n;
    a->p.form = OUT_GRID;
    optind = 1;
    while (!bad && (opt = cli_getopt(argc, argv, "b:h", longopts)) != -1) {
        switch (opt) {
        case 'b': bname = optarg; break;
        case 'c':
            bad = (n = cli_count("solve", optarg)) < 0;
            a->max = (uint64_t)n;
            a->counting = 1;
            break;
        case 'l': a->p.print_each = 1; a->max = UINT64_MAX; break;
        case 'L': bad = cli_exclusive(&form_opt, "--line"); a->p.form = OUT_LINE; break;
        case 'J': bad = cli_exclusive(&form_opt, "--json"); a->p.form = OUT_JSON; break;
        case 'P':
            bad = cli_exclusive(&form_opt, "--pretty");
            if (!bad && optarg && strcmp(optarg, "ascii")) {
                fprintf(stderr, "puzc solve: error: --pretty takes no value or =ascii, not '%s'\n",
                        optarg);
                bad = 1;
            }
            a->p.form = optarg ? OUT_PRETTY_ASCII : OUT_PRETTY;
            break;
        case 's': a->stats = 1; break;
        case 'T': bad = (a->time_limit = cli_seconds("solve", "time-limit", optarg)) < 0; break;
        case 'M': bad = cli_memory_limit("solve", optarg) < 0; break;
        case 'h': cli_help(stdout, solve_usage); free(longopts); return 1;
        default: /* '?' (cli_getopt reported it) is no backend option */
            bad = !cli_backend_option(opt, optarg, &co);
        }
    }
    free(longopts);
    if (bad)
        return 2;
    if (optind != argc - 1) {
        fprintf(stderr, "puzc solve: error: %s\n%s",
                optind >= argc ? "no puzzle file given" : "more than one puzzle file given",
                solve_usage);
        return 2;
    }
    if (a->counting && a->p.print_each) {
        fputs("puzc solve: error: --count and --all exclude each other\n", stderr);
        return 2;
    }
    if (!(a->b = cli_backend("solve", bname)))
        return 2;
    if ((a->counting && a->max > 1) || a->p.print_each) {
        if (!(puz_backend_caps(a->b) & PUZ_CAN_COUNT)) {
            fprintf(stderr, "puzc solve: error: backend %s cannot count solutions\n",
                    puz_backend_name(a->b));
            return 2;
        }
    }
    a->path = argv[optind];
    a->verbose = cli_verbose(&co);
    return (a->po = cli_options("solve", a->b, &co)) ? 0 : 2;
}

/* Prints what the run found; returns the exit status. */
static int report(SolveArgs *a, const puz_model *m, const puz_result *res)
{
    PrintCtx *p = &a->p;
    if (p->bad)
        return 3;
    if (p->lost)
        return 2; /* main() says why */
    puz_status st = puz_result_status(res);
    uint64_t n = puz_result_solutions(res);
    const int *grid = puz_result_grid(res);
    const char *note = puz_result_note(res);
    /* a count that reached --count N may go on: "N+", as one a limit cut */
    int cut = (a->counting || p->print_each) && (!puz_result_complete(res) ||
                                                 (a->counting && n >= a->max));
    if (p->form == OUT_JSON)
        print_json(m, a->b, a->po, res, a->max, a->counting, p->print_each);
    else if (a->counting)
        printf("%llu%s\n", (unsigned long long)n, cut ? "+" : "");
    else if (p->print_each)
        fprintf(stderr, "%llu solution%s\n", (unsigned long long)n, n == 1 ? "" : "s");
    else if (grid)
        cli_print_grid(stdout, m, grid, p->form);
    else if (st == PUZ_NO_SOLUTION)
        puts("no solution");
    else
        printf("not solved%s%s\n", note[0] ? ": " : "", note);
    int status = n > 0 || (st == PUZ_SOLVED && grid) ? CLI_EXIT_OK
                 : st == PUZ_STOPPED                ? CLI_EXIT_LIMIT
                                                    : CLI_EXIT_NONE;
    if (cut) {
        /* a count cut short is not an answer to "how many" */
        if (!puz_result_complete(res))
            fprintf(stderr, "puzc solve: %s: at least %llu solution%s\n", cli_stopped(res),
                    (unsigned long long)n, n == 1 ? "" : "s");
        status = CLI_EXIT_LIMIT;
    }
    return status;
}

int cmd_solve(int argc, char **argv)
{
    SolveArgs a = {0};
    int rc = parse_args(argc, argv, &a);
    if (rc) {
        puz_options_free(a.po);
        return rc == 1 ? 0 : rc;
    }
    /* the limits cover reading the model too */
    double t0 = cli_now();
    puz_limits *lim = cli_limits(a.time_limit);
    puz_model *m = cli_load_limits(a.path, lim, &rc);
    if (!m) {
        puz_limits_free(lim);
        puz_options_free(a.po);
        return rc;
    }
    if (a.time_limit > 0) /* reading spent some of it; messages name the whole */
        puz_limits_set_time_spent(lim, cli_now() - t0);
    puz_limits_set_solutions(lim, a.max ? a.max : 1);
    a.p.who = puz_backend_name(a.b);
    /* every solution handed over is verified before it prints */
    puz_limits_on_solution(lim, on_solution, &a.p);
    CliProgress prog;
    cli_progress_init(&prog, a.verbose);
    puz_limits_on_progress(lim, cli_progress, &prog);
    puz_result *res = puz_result_new();
    puz_error *e = NULL;
    puz_code code = puz_solve(m, a.b, a.po, lim, res, &e);
    cli_progress_end(&prog);
    int status = code == PUZ_OK         ? report(&a, m, res)
                 : code == PUZ_E_INTERNAL ? cli_fail(e, 3)
                                          : cli_fail(e, 2);
    if (a.stats)
        print_stats(a.b, a.po, res);
    puz_result_free(res);
    puz_limits_free(lim);
    puz_options_free(a.po);
    puz_model_free(m);
    return status;
}
