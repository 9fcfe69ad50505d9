/* cmd_rate.c -- `puzc rate`: how hard a puzzle is for a person. Calls the
 * rater (puz_rate: generator/rate.c, with the uniqueness count through a
 * backend) and prints the hardest technique needed, how often each was
 * applied, the guesses, a difficulty word and whether the solution is
 * unique: a table or one JSON object. */
#include "cli.h"
#include "commands.h"

#include <stdlib.h>
#include <string.h>

static const char rate_usage[] =
    "usage: puzc rate FILE.puz [--json] [--max-guesses N]\n"
    "  Solves the puzzle with the simplest technique that makes progress:\n"
    "  naked singles (easy), hidden singles (medium), locked candidates,\n"
    "  naked and hidden pairs (hard), guessing (expert).\n"
    "  --json           one JSON object instead of the table\n"
    "  --max-guesses N  give up after N guesses (default 1000000)\n"
    "  Long work shows its progress on stderr when that is a terminal.\n"
    "exit status: 0 rated, 1 no solution (or gave up), 2 input or output error\n";

/* Seconds the uniqueness count may take before it is reported as cut short. */
#define RATE_COUNT_LIMIT 10.0

static const char *hardest_name(const puz_rating *rt, const char *none)
{
    return rt->hardest < 0 ? none : puz_tech_name(rt->hardest);
}

static void print_json(const char *path, const puz_rating *rt)
{
    int solved = rt->status == PUZ_RATE_SOLVED;
    JsonWriter j;
    json_init(&j, stdout);
    json_object_begin(&j);
    json_kstr(&j, "file", path);
    json_kstr(&j, "status", solved                                  ? "solved"
                            : rt->status == PUZ_RATE_NO_SOLUTION ? "no solution"
                                                                 : "stopped");
    json_kstr(&j, "difficulty", solved ? puz_level_name(rt->level) : NULL);
    json_kstr(&j, "hardest", solved ? hardest_name(rt, "none") : NULL);
    json_key(&j, "unique");
    if (!solved || rt->unique < 0)
        json_null(&j);
    else
        json_bool(&j, rt->unique);
    json_kint(&j, "guesses", rt->guesses);
    json_key(&j, "techniques");
    json_object_begin(&j);
    for (int t = 0; t < PUZ_NTECHS; t++)
        json_kint(&j, puz_tech_name((puz_tech)t), rt->count[t]);
    json_object_end(&j);
    json_object_end(&j);
    putchar('\n');
}

static void print_table(const char *path, const puz_rating *rt)
{
    printf("%-18s %s\n", "file", path);
    if (rt->status == PUZ_RATE_SOLVED) {
        printf("%-18s %s\n", "difficulty", puz_level_name(rt->level));
        printf("%-18s %s\n", "hardest", hardest_name(rt, "none (nothing to fill)"));
        printf("%-18s %s\n", "solutions",
               rt->unique < 0 ? "1 or more (count cut short)"
               : rt->unique  ? "1" : "2 or more (not unique)");
    } else {
        printf("%-18s %s\n", "difficulty", "-");
        printf("%-18s %s\n", "result", rt->status == PUZ_RATE_NO_SOLUTION
                                           ? "no solution" : "gave up (--max-guesses reached)");
    }
    printf("%-18s %ld\n", "guesses", rt->guesses);
    for (int t = 0; t < PUZ_NTECHS; t++)
        printf("%-18s %ld\n", puz_tech_name((puz_tech)t), rt->count[t]);
}

int cmd_rate(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"json", no_argument, NULL, 'J'},
        {"max-guesses", required_argument, NULL, 'g'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int json = 0, opt;
    puz_rate_opts ro = {1000000, NULL, RATE_COUNT_LIMIT, NULL, NULL};
    CliProgress prog; /* on stderr when it is a terminal, else nothing */
    optind = 1;
    while ((opt = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'J': json = 1; break;
        case 'g':
            if ((ro.max_guesses = cli_long("rate", "--max-guesses", optarg)) < 0)
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
    puz_rating rt;
    int status = 0;
    cli_progress_init(&prog, 0);
    ro.progress = cli_progress;
    ro.progress_ctx = &prog;
    puz_rate_status rs = puz_rate(m, &ro, &rt);
    cli_progress_clear(&prog);
    switch (rs) {
    case PUZ_RATE_REFUSED:
        fprintf(stderr, "puzc rate: error: %s: %s\n", path, rt.err);
        status = 2;
        break;
    case PUZ_RATE_ERROR:
        fprintf(stderr, "puzc rate: internal error: %s: %s\n", path, rt.err);
        status = 3;
        break;
    default:
        status = rt.status == PUZ_RATE_SOLVED ? 0 : 1;
        if (json)
            print_json(path, &rt);
        else
            print_table(path, &rt);
    }
    puz_rating_free(&rt);
    model_free(m);
    return status;
}
