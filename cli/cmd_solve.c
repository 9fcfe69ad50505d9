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
    "                  [--line|--json] [--stats] [--time-limit S]\n"
    "  --backend B      native (default), dlx, sat, ilp, heuristic\n"
    "  --count N        count solutions up to N (--count 2 checks uniqueness)\n"
    "  --all            print every solution\n"
    "  --line, --json   the one-line form, or JSON, instead of the grid\n"
    "  --stats          model size, effort and times on stderr\n"
    "  --time-limit S   stop after S seconds (a count cut short is not an answer)\n"
    "exit status: 0 solved, 1 no solution (or none within the limit), 2 input error\n";

typedef struct {
    OutForm form;
    int print_each;   /* --all */
    int bad;          /* a solution failed verification */
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
        if (p->printed++ && p->form == OUT_GRID)
            fputc('\n', stdout);
        cli_print_grid(stdout, m, grid, p->form);
    }
    return 0;
}

static const char *status_name(puz_status s)
{
    switch (s) {
    case PUZ_SOLVED: return "solved";
    case PUZ_UNSAT: return "no solution";
    case PUZ_UNKNOWN: return "unknown";
    default: return "error";
    }
}

/* The backend's main choice in force ("" when it has none). */
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

static void print_json(const Model *m, const Backend *b, const puz_options *o,
                       const puz_result *r, const puz_limits *lim, int counting)
{
    printf("{\"backend\":\"%s\",\"formulation\":\"%s\",\"status\":\"%s\",\"solutions\":%llu,"
           "\"complete\":%s,\"effort\":%ld,\"build_ms\":%.3f,\"solve_ms\":%.3f",
           b->name, main_choice(b, o), status_name(r->status), (unsigned long long)r->solutions,
           (counting && r->solutions >= lim->max_solutions) || !r->complete ? "false" : "true",
           r->effort, 1e3 * r->build_sec, 1e3 * r->solve_sec);
    if (r->solution) {
        fputs(",\"solution\":", stdout);
        gridfmt_write_json(stdout, m, r->solution);
    }
    puts("}");
}

int cmd_solve(int argc, char **argv)
{
    static const struct option own[] = {
        {"backend", required_argument, NULL, 'b'},
        {"count", required_argument, NULL, 'c'},
        {"all", no_argument, NULL, 'l'},
        {"line", no_argument, NULL, 'L'},
        {"json", no_argument, NULL, 'J'},
        {"stats", no_argument, NULL, 's'},
        {"time-limit", required_argument, NULL, 'T'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    struct option *longopts = cli_longopts(own);
    CliOpts co = {0};
    puz_limits lim = {0};
    PrintCtx p = {OUT_GRID, 0, 0, 0, NULL};
    const char *bname = "native";
    int stats = 0, counting = 0, opt, bad = 0;
    long n;
    optind = 1;
    while (!bad && (opt = getopt_long(argc, argv, "b:h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'b': bname = optarg; break;
        case 'c':
            if ((n = cli_count("solve", optarg)) < 0)
                bad = 1;
            lim.max_solutions = (uint64_t)n;
            counting = 1;
            break;
        case 'l': p.print_each = 1; lim.max_solutions = UINT64_MAX; break;
        case 'L': p.form = OUT_LINE; break;
        case 'J': p.form = OUT_JSON; break;
        case 's': stats = 1; break;
        case 'T':
            if ((lim.time_limit = cli_seconds("solve", "time-limit", optarg)) < 0)
                bad = 1;
            break;
        case 'h': cli_help(stdout, solve_usage); free(longopts); return 0;
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
    if (counting && p.print_each) {
        fputs("puzc solve: error: --count and --all exclude each other\n", stderr);
        return 2;
    }
    const Backend *b = cli_backend("solve", bname);
    if (!b)
        return 2;
    puz_options *po = cli_options("solve", b, &co);
    if (!po)
        return 2;
    if ((counting && lim.max_solutions > 1) || p.print_each) {
        if (!(b->caps & CAP_COUNT)) {
            fprintf(stderr, "puzc solve: error: backend %s cannot count solutions\n", b->name);
            puz_options_free(po);
            return 2;
        }
    }
    Model *m = cli_load(argv[optind]);
    if (!m) {
        puz_options_free(po);
        return 2;
    }
    if (!lim.max_solutions)
        lim.max_solutions = 1;
    p.who = b->name;
    lim.on_solution = on_solution;
    lim.ctx = &p;
    CliProgress prog;
    cli_progress_init(&prog, cli_verbose(&co));
    lim.progress = cli_progress;
    lim.progress_ctx = &prog;

    puz_result res = {0};
    puz_status st = puz_solve(m, b, po, &lim, &res);
    cli_progress_end(&prog);
    int status;
    if (p.bad) {
        status = 3;
    } else if (st == PUZ_ERROR) {
        fprintf(stderr, "puzc solve: error: %s\n", res.err[0] ? res.err : "backend failed");
        status = 2;
    } else if (res.solution && !cli_check_solution(m, res.solution, b->name)) {
        status = 3;
    } else {
        if (p.form == OUT_JSON && !p.print_each)
            print_json(m, b, po, &res, &lim, counting);
        else if (counting)
            printf("%llu\n", (unsigned long long)res.solutions);
        else if (p.print_each)
            fprintf(stderr, "%llu solution%s\n", (unsigned long long)res.solutions,
                    res.solutions == 1 ? "" : "s");
        else if (res.solution)
            cli_print_grid(stdout, m, res.solution, p.form);
        else if (st == PUZ_UNSAT)
            puts("no solution");
        else
            printf("not solved%s%s\n", res.note[0] ? ": " : "", res.note);
        status = res.solutions > 0 || (st == PUZ_SOLVED && res.solution) ? 0 : 1;
        if (!res.complete && (counting || p.print_each)) {
            /* a count cut short is not an answer to "how many" */
            fprintf(stderr, "puzc solve: time limit reached: at least %llu solution%s\n",
                    (unsigned long long)res.solutions, res.solutions == 1 ? "" : "s");
            status = 1;
        }
    }
    if (stats)
        print_stats(b, po, &res);
    puz_result_free(&res);
    puz_options_free(po);
    model_free(m);
    return status;
}
