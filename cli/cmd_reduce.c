/* cmd_reduce.c -- `puzc reduce --box RxC [--bounds L] [--closed]`: the
 * equalities of the reduced-constraint ILP formulation for one box shape
 * (backends/ilp/coeffs.c): the coefficients the constraint-creation MILP
 * found, or the closed form, and how many equalities replace the row
 * (column) equalities of each band (stack) and value. */
#include "cli.h"
#include "commands.h"

#include <stdlib.h>
#include <string.h>

static const char reduce_usage[] =
    "usage: puzc reduce --box RxC [--bounds L] [--closed] [--time-limit S] [--verbose]\n"
    "  --box RxC       box shape (3x3 for 9x9 Sudoku, 2x2, 2x3, ...)\n"
    "  --bounds L      coefficients in [-L, L] for the MILP (default 1); whole L\n"
    "                  gives integer coefficients, fractional L real ones\n"
    "  --closed        the closed form instead: weights h^(row in box), any box\n"
    "  --full          solve the MILP over every occurrence pattern (729 for 3x3)\n"
    "                  rather than over box rows (27): slow, same guarantees\n"
    "  --time-limit S  stop the MILP after S seconds (default 60)\n"
    "  --verbose       GLPK's own output on stderr\n"
    "exit status: 0 found and checked, 1 no equalities within the bounds, 2 usage or\n"
    "output error\n";

/* One equality drawn like the paper's (15): the constant, then the band's
 * h rows, the boxes side by side. */
static void print_eq(const puz_reduced *e, int h, int w, int j, const char *what)
{
    printf("  equality %d:  %g + sum c * x = 0, c by %s position:\n", j + 1,
           puz_reduced_coef(e, j, -1), what);
    for (int row = 0; row < h; row++) {
        printf("   ");
        for (int b = 0; b < h; b++) {
            printf("  ");
            for (int col = 0; col < w; col++)
                printf(" %5g", puz_reduced_coef(e, j, b * h * w + row * w + col));
            if (b + 1 < h)
                printf("  |");
        }
        putchar('\n');
    }
}

static int report(int h, int w, double L, int closed, int full, double tl, int verbose,
                  const char *group, const char *band)
{
    puz_reduced *e = NULL;
    int n = h * w;
    CliProgress prog; /* --verbose: GLPK's output on stderr */
    cli_progress_init(&prog, verbose);
    if (closed) {
        e = puz_reduced_closed(h, w);
    } else {
        puz_limits *lim = puz_limits_new();
        puz_limits_set_time(lim, tl);
        if (verbose)
            puz_limits_on_progress(lim, cli_progress, &prog);
        puz_error *err = NULL;
        puz_code rc = puz_reduced_milp(h, w, L, full, lim, &e, &err);
        puz_limits_free(lim);
        if (rc != PUZ_OK)
            return cli_fail(err, 2);
        if (puz_reduced_neq(e) == 0) {
            const char *why = puz_reduced_why(e);
            fprintf(stderr, "puzc reduce: %s\n", why);
            int status = strstr(why, "too many") ? 2 : 1;
            if (!strstr(why, "too many") && !strstr(why, "within")) /* not the time limit */
                printf("%ss of %dx%d boxes: no fewer than %d equalities with coefficients in "
                       "[-%g, %g]\n", band, h, w, h, L, L);
            puz_reduced_free(e);
            return status;
        }
    }
    int neq = puz_reduced_neq(e);
    if (closed)
        printf("%ss of %d %ss crossing %d boxes: closed form, weights %d^(%s in box)\n",
               band, h, group, h, h, group);
    else
        printf("%ss of %d %ss crossing %d boxes: MILP (6)-(12), coefficients in [-%g, %g] "
               "(%s), %ld feasible and %ld infeasible patterns, %.2f s%s\n",
               band, h, group, h, L, L, L == (long)L ? "integer" : "real",
               puz_reduced_feasible(e), puz_reduced_infeasible(e), puz_reduced_seconds(e),
               puz_reduced_optimal(e) ? ", minimal" : ", not proved minimal");
    printf("  %d equalit%s replace the %d %s equalities of each %s and value: %d rows "
           "instead of %d\n",
           neq, neq == 1 ? "y" : "ies", h, group, band, neq * w * n, n * n);
    for (int j = 0; j < neq; j++)
        print_eq(e, h, w, j, group);
    int bad = puz_reduced_check(e, NULL) != PUZ_OK;
    if (bad)
        fprintf(stderr, "puzc reduce: internal error: the equalities do not separate the "
                        "patterns\n");
    else if (puz_reduced_feasible(e))
        printf("  checked: all %ld feasible patterns satisfy every equality, all %ld "
               "infeasible ones violate one\n", puz_reduced_feasible(e),
               puz_reduced_infeasible(e));
    puz_reduced_free(e);
    return bad ? 3 : 0;
}

int cmd_reduce(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"box", required_argument, NULL, 'x'},
        {"bounds", required_argument, NULL, 'W'},
        {"closed", no_argument, NULL, 'c'},
        {"full", no_argument, NULL, 'f'},
        {"time-limit", required_argument, NULL, 'T'},
        {"verbose", no_argument, NULL, 'v'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int br = 0, bc = 0, closed = 0, full = 0, verbose = 0, opt;
    double tl = 60, L = 1;
    optind = 1;
    while ((opt = cli_getopt(argc, argv, "h", longopts)) != -1) {
        switch (opt) {
        case 'x': {
            char tail;
            if (sscanf(optarg, "%dx%d%c", &br, &bc, &tail) != 2 || br < 1 || bc < 1 ||
                br * bc > PUZ_MAX_VALUES || br > 8 || bc > 8) {
                fprintf(stderr, "puzc reduce: error: --box wants RxC with R, C in 1..8, "
                                "not '%s'\n", optarg);
                return 2;
            }
            break;
        }
        case 'c': closed = 1; break;
        case 'f': full = 1; break;
        case 'h': fputs(reduce_usage, stdout); return 0;
        case 'T':
            if ((tl = cli_seconds("reduce", "time-limit", optarg)) < 0)
                return 2;
            break;
        case 'v': verbose = 1; break;
        case 'W': { /* checked as the ilp backend's --bounds is */
            puz_options *o = puz_options_new(puz_backend_find("ilp"));
            puz_error *e = NULL;
            if (puz_options_set(o, "bounds", optarg, &e) != PUZ_OK) {
                puz_options_free(o);
                return cli_fail(e, 2);
            }
            L = strtod(puz_options_get(o, "bounds"), NULL);
            puz_options_free(o);
            break;
        }
        default: return 2; /* '?': cli_getopt reported it */
        }
    }
    if (optind != argc || !br) {
        fprintf(stderr, "puzc reduce: error: want --box RxC and no file\n%s", reduce_usage);
        return 2;
    }
    printf("reduced formulation for %dx%d Sudoku (boxes %dx%d)\n", br * bc, br * bc, br, bc);
    int rc = report(br, bc, L, closed, full, tl, verbose, "row", "band");
    if (rc == 0 && br != bc)
        rc = report(bc, br, L, closed, full, tl, verbose, "column", "stack");
    else if (rc == 0)
        printf("stacks: the same equalities with rows and columns exchanged\n");
    return rc;
}
