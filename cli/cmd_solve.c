/* cmd_solve.c -- `puzc solve`: compile a .puz file, run one backend, print
 * the (verified) solution, the count, or every solution. */
#include "cli.h"
#include "commands.h"

#include "gridfmt.h"

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
    "exit status: 0 solved, 1 no solution (or none within the limit), 2 input or\n"
    "output error\n";

typedef struct {
    OutForm form;
    int print_each;   /* --all */
    int bad;          /* a solution failed verification */
    int lost;         /* --all: writing stdout failed, stopped */
    long printed;
    const char *who;
} PrintCtx;

/* Every solution passes the verifier before anything is printed. */
static int on_solution(const Model *m, const int *grid, void *ctx)
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
    case PUZ_UNSAT: return "no solution";
    case PUZ_UNKNOWN: return "stopped";
    default: return "error";
    }
}

/* The backend's main choice in force ("" when it has none: JSON's null). */
static const char *main_choice(const Backend *b, const puz_options *o)
{
    const puz_option *p = backend_main_choice(b);
    return p ? puz_options_get(o, p->name) : "";
}

static void print_stats(const Backend *b, const puz_options *o, const puz_result *r)
{
    fprintf(stderr, "backend %s", b->name);
    if (main_choice(b, o)[0])
        fprintf(stderr, " (%s)", main_choice(b, o));
    fputs(":", stderr);
    for (int i = 0; i < 3; i++)
        if (b->size_names[i])
            fprintf(stderr, " %ld %s", r->size[i], b->size_names[i]);
    if (b->effort_name)
        fprintf(stderr, ", %ld %s", r->effort, b->effort_name);
    fprintf(stderr, ", build %.3f ms, solve %.3f ms\n", 1e3 * r->build_sec, 1e3 * r->solve_sec);
    if (r->note[0])
        fprintf(stderr, "%s\n", r->note);
}

/* The run as one JSON object (docs/json.md); --all: the last line, after
 * the solutions' objects, without "solution". */
static void print_json(const Model *m, const Backend *b, const puz_options *o,
                       const puz_result *r, const puz_limits *lim, int counting, int all)
{
    const char *f = main_choice(b, o);
    JsonWriter j;
    json_init(&j, stdout);
    json_object_begin(&j);
    json_kstr(&j, "backend", b->name);
    json_kstr(&j, "formulation", f[0] ? f : NULL);
    json_kstr(&j, "status", status_name(r->status));
    json_key(&j, "solutions");
    json_uint(&j, (unsigned long long)r->solutions);
    json_kbool(&j, "complete",
               !((counting && r->solutions >= lim->max_solutions) || !r->complete));
    json_kint(&j, "effort", r->effort);
    json_kdouble(&j, "build_ms", 1e3 * r->build_sec, 3);
    json_kdouble(&j, "solve_ms", 1e3 * r->solve_sec, 3);
    json_kstr(&j, "note", r->note[0] ? r->note : NULL);
    if (!all) {
        json_key(&j, "solution");
        if (r->solution)
            cli_json_grid(&j, m, r->solution);
        else
            json_null(&j);
    }
    json_object_end(&j);
    putchar('\n');
}

/* What the command line asked for. */
typedef struct {
    const Backend *b;
    puz_options *po;
    puz_limits lim;
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
    int opt, bad = 0;
    long n;
    a->p.form = OUT_GRID;
    optind = 1;
    while (!bad && (opt = getopt_long(argc, argv, "b:h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'b': bname = optarg; break;
        case 'c':
            bad = (n = cli_count("solve", optarg)) < 0;
            a->lim.max_solutions = (uint64_t)n;
            a->counting = 1;
            break;
        case 'l': a->p.print_each = 1; a->lim.max_solutions = UINT64_MAX; break;
        case 'L': a->p.form = OUT_LINE; break;
        case 'J': a->p.form = OUT_JSON; break;
        case 'P':
            if (optarg && strcmp(optarg, "ascii")) {
                fprintf(stderr, "puzc solve: error: --pretty takes no value or =ascii, not '%s'\n",
                        optarg);
                bad = 1;
            }
            a->p.form = optarg ? OUT_PRETTY_ASCII : OUT_PRETTY;
            break;
        case 's': a->stats = 1; break;
        case 'T': bad = (a->lim.time_limit = cli_seconds("solve", "time-limit", optarg)) < 0; break;
        case 'M': bad = cli_memory_limit("solve", optarg) < 0; break;
        case 'h': cli_help(stdout, solve_usage); free(longopts); return 1;
        default:
            if (!cli_backend_option(opt, optarg, &co)) {
                fputs(solve_usage, stderr);
                bad = 1;
            }
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
    if ((a->counting && a->lim.max_solutions > 1) || a->p.print_each) {
        if (!(a->b->caps & CAP_COUNT)) {
            fprintf(stderr, "puzc solve: error: backend %s cannot count solutions\n",
                    a->b->name);
            return 2;
        }
    }
    a->path = argv[optind];
    a->verbose = cli_verbose(&co);
    return (a->po = cli_options("solve", a->b, &co)) ? 0 : 2;
}

/* Prints what the run found; returns the exit status. */
static int report(SolveArgs *a, const Model *m, puz_status st, const puz_result *res)
{
    PrintCtx *p = &a->p;
    if (p->bad)
        return 3;
    if (p->lost)
        return 2; /* main() says why */
    if (st == PUZ_ERROR) {
        fprintf(stderr, "puzc solve: error: %s\n", res->err[0] ? res->err : "backend failed");
        return 2;
    }
    if (res->solution && !cli_check_solution(m, res->solution, a->b->name))
        return 3;
    if (p->form == OUT_JSON)
        print_json(m, a->b, a->po, res, &a->lim, a->counting, p->print_each);
    else if (a->counting)
        printf("%llu\n", (unsigned long long)res->solutions);
    else if (p->print_each)
        fprintf(stderr, "%llu solution%s\n", (unsigned long long)res->solutions,
                res->solutions == 1 ? "" : "s");
    else if (res->solution)
        cli_print_grid(stdout, m, res->solution, p->form);
    else if (st == PUZ_UNSAT)
        puts("no solution");
    else
        printf("not solved%s%s\n", res->note[0] ? ": " : "", res->note);
    int status = res->solutions > 0 || (st == PUZ_SOLVED && res->solution) ? 0 : 1;
    if (!res->complete && (a->counting || p->print_each)) {
        /* a count cut short is not an answer to "how many" */
        fprintf(stderr, "puzc solve: %s: at least %llu solution%s\n", cli_stopped(res),
                (unsigned long long)res->solutions, res->solutions == 1 ? "" : "s");
        status = 1;
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
    double t0 = now_sec();
    puz_limits fl = {.time_limit = a.lim.time_limit, .budget = cli_budget()};
    Model *m = cli_load_limits(a.path, &fl, &rc);
    if (!m) {
        puz_options_free(a.po);
        return rc;
    }
    a.lim.time_spent = now_sec() - t0;
    if (!a.lim.max_solutions)
        a.lim.max_solutions = 1;
    a.p.who = a.b->name;
    a.lim.budget = cli_budget();
    a.lim.on_solution = on_solution; /* every solution verified before it prints */
    a.lim.ctx = &a.p;
    CliProgress prog;
    cli_progress_init(&prog, a.verbose);
    a.lim.progress = cli_progress;
    a.lim.progress_ctx = &prog;
    puz_result res = {0};
    puz_status st = puz_solve(m, a.b, a.po, &a.lim, &res);
    cli_progress_end(&prog);
    int status = report(&a, m, st, &res);
    if (a.stats)
        print_stats(a.b, a.po, &res);
    puz_result_free(&res);
    puz_options_free(a.po);
    model_free(m);
    return status;
}
