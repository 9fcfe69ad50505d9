/* cmd_rate.c -- `puzc rate`: how hard a puzzle is for a person. Runs the
 * logic rater (generator/rate.c) and prints the hardest technique
 * needed, how often each was applied, the guesses, and a difficulty word;
 * the native counter says whether the solution is unique. */
#include "cli.h"
#include "commands.h"

#include "rate.h"
#include "native/native.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static const char rate_usage[] =
    "usage: puzc rate FILE.puz [--json] [--max-guesses N]\n"
    "  Solves the puzzle with the simplest technique that makes progress:\n"
    "  naked singles (easy), hidden singles (medium), locked candidates,\n"
    "  naked and hidden pairs (hard), guessing (expert).\n"
    "  --json           one JSON object instead of the table\n"
    "  --max-guesses N  give up after N guesses (default 1000000)\n"
    "exit status: 0 rated, 1 no solution (or gave up), 2 input error\n";

/* Seconds the uniqueness count may take before it is reported as cut short. */
#define RATE_COUNT_LIMIT 10.0

int cmd_rate(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"json", no_argument, NULL, 'J'},
        {"max-guesses", required_argument, NULL, 'g'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int json = 0, opt;
    long max_guesses = 1000000;
    optind = 1;
    while ((opt = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'J': json = 1; break;
        case 'g':
            if ((max_guesses = cli_long("rate", "--max-guesses", optarg)) < 0)
                return 2;
            break;
        case 'h': fputs(rate_usage, stdout); return 0;
        default: fputs(rate_usage, stderr); return 2;
        }
    }
    if (optind != argc - 1) {
        fprintf(stderr, "puzc rate: error: %s\n%s",
                optind >= argc ? "no puzzle file given" : "more than one puzzle file given",
                rate_usage);
        return 2;
    }
    const char *path = argv[optind];
    Model *m = cli_load(path);
    if (!m)
        return 2;
    char err[256];
    Rater *r = rate_new(m, err, sizeof err);
    if (!r) {
        fprintf(stderr, "puzc rate: error: %s: %s\n", path, err);
        model_free(m);
        return 2;
    }
    Rating rt;
    int *sol = xmalloc(sizeof(int) * (size_t)m->ncells);
    int st = rate_run(r, NULL, RATE_GUESS, max_guesses, &rt, sol);
    int status = 0;
    long count = 0;
    int cut = 0;
    if (st == RATE_SOLVED) {
        if (!cli_check_solution(m, sol, "rate")) {
            status = 3;
        } else {
            NativeSolver *ns = native_new(m);
            count = native_count(ns, NULL, 2, NULL, NULL, NULL, RATE_COUNT_LIMIT, &cut, NULL);
            native_free(ns);
        }
    } else {
        status = 1;
    }
    if (status == 3) {
        /* reported by cli_check_solution */
    } else if (json) {
        printf("{\"file\":\"%s\",\"status\":\"%s\",\"difficulty\":", path,
               st == RATE_SOLVED ? "solved" : st == RATE_NO_SOLUTION ? "no solution" : "gave up");
        if (st == RATE_SOLVED)
            printf("\"%s\",\"hardest\":\"%s\"", rate_level_name(rt.level),
                   rt.hardest < 0 ? "none" : rate_tech_name((RateTech)rt.hardest));
        else
            fputs("null,\"hardest\":null", stdout);
        printf(",\"unique\":%s,\"guesses\":%ld,\"techniques\":{",
               st != RATE_SOLVED ? "null" : cut ? "null" : count == 1 ? "true" : "false",
               rt.guesses);
        for (int t = 0; t < RATE_NTECHS; t++)
            printf("%s\"%s\":%ld", t ? "," : "", rate_tech_name((RateTech)t), rt.count[t]);
        puts("}}");
    } else {
        printf("%-18s %s\n", "file", path);
        if (st == RATE_SOLVED) {
            printf("%-18s %s\n", "difficulty", rate_level_name(rt.level));
            printf("%-18s %s\n", "hardest",
                   rt.hardest < 0 ? "none (nothing to fill)"
                                  : rate_tech_name((RateTech)rt.hardest));
            printf("%-18s %s\n", "solutions",
                   cut ? "1 or more (count cut short)" : count == 1 ? "1" : "2 or more (not unique)");
        } else {
            printf("%-18s %s\n", "difficulty", "-");
            printf("%-18s %s\n", "result",
                   st == RATE_NO_SOLUTION ? "no solution" : "gave up (--max-guesses reached)");
        }
        printf("%-18s %ld\n", "guesses", rt.guesses);
        for (int t = 0; t < RATE_NTECHS; t++)
            printf("%-18s %ld\n", rate_tech_name((RateTech)t), rt.count[t]);
    }
    free(sol);
    rate_free(r);
    model_free(m);
    return status;
}
