/* cmd_rate.c -- `puzc rate`: how hard a puzzle is for a person. Calls the
 * rater (puz_rate: generator/rate.c, with the uniqueness count through a
 * backend) on one .puz file (a table, one JSON object or one CSV row; the
 * solving path with --steps) or on a file of one-line puzzles as batch
 * reads them (one row a line: table, CSV or JSON lines). */
#include "cli.h"
#include "commands.h"
#include "explain.h"
#include "json.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char rate_usage[] =
    "usage: puzc rate FILE.puz|- [--json|--csv] [--steps] [--max-guesses N]\n"
    "                 [--time-limit S] [--memory-limit MB]\n"
    "       puzc rate [--line|--killer] FILE|- [--json|--csv] [--max-guesses N]\n"
    "                 [--time-limit S] [--memory-limit MB]\n"
    "  Solves the puzzle with the simplest technique that makes progress:\n"
    "  naked singles (easy); hidden singles, Killer cage combinations (medium);\n"
    "  locked candidates, naked and hidden pairs and triples (hard); X-wing,\n"
    "  XY-wing, swordfish, simple coloring (fiendish); guessing (expert).\n"
    "  score: the sum of each step's technique weight (1 naked single .. 25\n"
    "  coloring) plus 50 for every value guessed (docs/generate.md).\n"
    "  A FILE not ending in .puz (or any FILE, - for stdin, with --line) holds\n"
    "  one-line puzzles as `puzc batch` reads them: one row a line (line, grade,\n"
    "  score, hardest, guesses, unique; the table also the puzzle, its name or its\n"
    "  line); Killer lines are recognised (--killer: only Killer lines). - alone\n"
    "  is a .puz on stdin. A puzzle with two solutions or more gets no grade: it\n"
    "  is \"not unique\".\n"
    "  --json           one JSON object (one a line for a file of lines)\n"
    "  --csv            CSV with a header row\n"
    "  --steps          the solving path, one technique a step, with the houses\n"
    "                   behind it (a .puz or one puzzle, not a file of lines)\n"
    "  --max-guesses N  give up after N guesses (default 1000000)\n"
    "  --time-limit S   stop rating a puzzle after S seconds (its count included)\n"
    "  --memory-limit MB  the memory the command may take (default: half the\n"
    "                   machine's; 0: no limit)\n"
    "  Long work shows its progress on stderr when that is a terminal.\n"
    "exit status: 0 rated, 1 no solution, 4 gave up or stopped by a limit\n"
    "for some puzzle, 2 input or output error\n";

enum { FORM_TABLE, FORM_JSON, FORM_CSV };

/* --steps was asked (and is recorded in the rating). */
static int rated_steps;

static const char *hardest_name(const puz_rating *rt, const char *none)
{
    int h = puz_rating_hardest(rt);
    return h < 0 ? none : puz_tech_name((puz_tech)h);
}

static int solved(const puz_rating *rt) { return puz_rating_status(rt) == PUZ_SOLVED; }

/* Why a rating stopped: the limit in words. */
static const char *stop_text(const puz_rating *rt)
{
    static char mem[64];
    switch (puz_rating_stop(rt)) {
    case PUZ_STOP_GAVE_UP: return "gave up (--max-guesses reached)";
    case PUZ_STOP_MEMORY:
        snprintf(mem, sizeof mem, "stopped: memory limit of %zu MB reached", cli_memory_mb);
        return mem;
    case PUZ_STOP_CANCEL: return "stopped: cancelled";
    default: return "stopped: time limit reached";
    }
}

static const char *status_word(const puz_rating *rt)
{
    return solved(rt) ? "solved"
           : puz_rating_status(rt) == PUZ_NO_SOLUTION ? "no solution" : "stopped";
}

/* Graded: solved, and not known to have two solutions or more. A puzzle
 * with several gets no grade: the rater's path reaches one of them by
 * guessing, which would always read "expert" (a count cut short, unique
 * -1, keeps its grade: the output says the count was cut short). */
static int graded(const puz_rating *rt) { return solved(rt) && puz_rating_unique(rt) != 0; }

/* A row's grade: the level; "not unique"; or the status when not solved. */
static const char *grade_word(const puz_rating *rt)
{
    return graded(rt) ? puz_level_name((puz_level)puz_rating_level(rt))
           : solved(rt) ? "not unique" : status_word(rt);
}

/* A cell as r<row>c<col>, 1-based. */
static void rc_cell_name(const puz_model *m, int c, char *buf, size_t sz)
{
    puz_cell_name(m, c, buf, sz);
}

/* One step as text: "r3c4 = 7" or "r1c7 -3 -8, r1c9 -3". */
static void step_text(FILE *f, const puz_model *m, const puz_rating *rt, const puz_step *st)
{
    char cn[32];
    if (st->cell >= 0) {
        rc_cell_name(m, st->cell, cn, sizeof cn);
        fprintf(f, "%s = %d", cn, st->value);
        return;
    }
    for (int i = 0; i < st->nelims; i++) {
        const puz_elim *e = puz_rating_elim(rt, st->first + i);
        rc_cell_name(m, e->cell, cn, sizeof cn);
        fprintf(f, "%s%s", i ? ", " : "", cn);
        for (uint64_t v = e->values; v; v &= v - 1)
            fprintf(f, " -%d", puz_model_vmin(m) + __builtin_ctzll(v));
    }
}

/* A step a line, then why: "(box 4, row 5)" (explain_why). */
static void print_steps_table(const puz_model *m, const puz_rating *rt)
{
    char why[512];
    printf("steps (%ld):\n", puz_rating_nsteps(rt));
    for (long i = 0; i < puz_rating_nsteps(rt); i++) {
        const puz_step *st = puz_rating_step(rt, i);
        printf("%5ld  %-18s ", i + 1, puz_tech_name((puz_tech)st->tech));
        step_text(stdout, m, rt, st);
        explain_why(m, rt, i, why, sizeof why);
        printf("%s%s\n", *why ? "  " : "", why);
    }
}

/* The fields every JSON form shares (docs/json.md): status, then the
 * grade ("difficulty" for one .puz, "grade" for a row), score, hardest,
 * unique and guesses; null where the rater did not settle them. */
static void json_rating(JsonWriter *j, const char *grade_key, const puz_rating *rt)
{
    int ok = solved(rt);
    json_kstr(j, "status", status_word(rt));
    json_kstr(j, grade_key, graded(rt) ? puz_level_name((puz_level)puz_rating_level(rt)) : NULL);
    json_key(j, "score");
    if (ok)
        json_int(j, puz_rating_score(rt));
    else
        json_null(j);
    json_kstr(j, "hardest", ok ? hardest_name(rt, "none") : NULL);
    json_key(j, "unique");
    if (!ok || puz_rating_unique(rt) < 0)
        json_null(j);
    else
        json_bool(j, puz_rating_unique(rt));
    json_kint(j, "guesses", puz_rating_guesses(rt));
}

static void print_json(const char *path, const puz_model *m, const puz_rating *rt)
{
    JsonWriter j;
    json_init(&j, stdout);
    json_object_begin(&j);
    json_kstr(&j, "file", path);
    json_rating(&j, "difficulty", rt);
    json_key(&j, "techniques");
    json_object_begin(&j);
    for (int t = 0; t < PUZ_NTECHS; t++)
        json_kint(&j, puz_tech_name((puz_tech)t), puz_rating_count(rt, t));
    json_object_end(&j);
    if (rated_steps) {
        int cols = puz_model_cols(m);
        json_key(&j, "steps");
        json_array_begin(&j);
        for (long i = 0; i < puz_rating_nsteps(rt); i++) {
            const puz_step *st = puz_rating_step(rt, i);
            json_object_begin(&j);
            json_kstr(&j, "technique", puz_tech_name((puz_tech)st->tech));
            if (st->cell >= 0) {
                json_kint(&j, "row", st->cell / cols + 1);
                json_kint(&j, "col", st->cell % cols + 1);
                json_kint(&j, "value", st->value);
            } else {
                json_key(&j, "eliminations");
                json_array_begin(&j);
                for (int e = 0; e < st->nelims; e++) {
                    const puz_elim *el = puz_rating_elim(rt, st->first + e);
                    json_object_begin(&j);
                    json_kint(&j, "row", el->cell / cols + 1);
                    json_kint(&j, "col", el->cell % cols + 1);
                    json_key(&j, "values");
                    json_array_begin(&j);
                    for (uint64_t v = el->values; v; v &= v - 1)
                        json_int(&j, puz_model_vmin(m) + __builtin_ctzll(v));
                    json_array_end(&j);
                    json_object_end(&j);
                }
                json_array_end(&j);
            }
            int cons[8], nh = puz_rating_step_houses(rt, i, cons, 8);
            char name[64];
            json_key(&j, "houses");
            json_array_begin(&j);
            for (int k = 0; k < nh && k < 8; k++) {
                puz_model_house(m, cons[k], name, sizeof name);
                json_string(&j, name);
            }
            json_array_end(&j);
            json_object_end(&j);
        }
        json_array_end(&j);
    }
    json_object_end(&j);
    putchar('\n');
}

static void print_table(const char *path, const puz_model *m, const puz_rating *rt)
{
    printf("%-18s %s\n", "file", path);
    if (solved(rt)) {
        printf("%-18s %s\n", "difficulty",
               graded(rt) ? puz_level_name((puz_level)puz_rating_level(rt))
                          : "none: not unique (a grade needs one solution)");
        printf("%-18s %ld\n", "score", puz_rating_score(rt));
        printf("%-18s %s\n", "hardest", hardest_name(rt, "none (nothing to fill)"));
        printf("%-18s %s\n", "solutions",
               puz_rating_unique(rt) < 0 ? "1 or more (count cut short)"
               : puz_rating_unique(rt)  ? "1" : "2 or more (not unique)");
    } else {
        printf("%-18s %s\n", "difficulty", "-");
        printf("%-18s %s\n", "result",
               puz_rating_status(rt) == PUZ_NO_SOLUTION ? "no solution" : stop_text(rt));
    }
    printf("%-18s %ld\n", "guesses", puz_rating_guesses(rt));
    for (int t = 0; t < PUZ_NTECHS; t++)
        printf("%-18s %ld\n", puz_tech_name((puz_tech)t), puz_rating_count(rt, t));
    if (rated_steps)
        print_steps_table(m, rt);
}

/* ---- rows: one a puzzle (a .puz with --csv, or each line of a file) ---- */

static void row_header(int form)
{
    if (form == FORM_CSV)
        puts("line,grade,score,hardest,guesses,unique");
    else if (form == FORM_TABLE)
        printf("%-6s %-11s %7s %-18s %8s %-6s %s\n", "line", "grade", "score", "hardest",
               "guesses", "unique", "puzzle");
}

/* The table's puzzle column: a line's name, else its text, cut to
 * ROW_PUZZLE_MAX bytes with "..." (the line number finds the rest). */
#define ROW_PUZZLE_MAX 90

/* A row (grade_word): `name` is the puzzle's name or NULL; `text` (n
 * bytes) the line as the file holds it, for the table. */
static void row(int form, long line, const char *name, const char *text, size_t n,
                const puz_rating *rt)
{
    int ok = solved(rt), unique = puz_rating_unique(rt);
    const char *grade = grade_word(rt);
    const char *uniq = !ok || unique < 0 ? "?" : unique ? "yes" : "no";
    if (form == FORM_CSV) {
        printf("%ld,%s,", line, grade);
        if (ok)
            printf("%ld", puz_rating_score(rt));
        printf(",%s,%ld,%s\n", ok ? hardest_name(rt, "none") : "", puz_rating_guesses(rt), uniq);
    } else if (form == FORM_JSON) {
        JsonWriter j;
        json_init(&j, stdout);
        json_object_begin(&j);
        json_kint(&j, "line", line);
        if (name)
            json_kstr(&j, "name", name);
        json_rating(&j, "grade", rt);
        json_object_end(&j);
        putchar('\n');
    } else {
        char sc[24] = "-";
        if (ok)
            snprintf(sc, sizeof sc, "%ld", puz_rating_score(rt));
        printf("%-6ld %-11s %7s %-18s %8ld %-6s ", line, grade, sc,
               ok ? hardest_name(rt, "none") : "-", puz_rating_guesses(rt), uniq);
        if (name)
            puts(name);
        else if (n > ROW_PUZZLE_MAX)
            printf("%.*s...\n", ROW_PUZZLE_MAX - 3, text);
        else
            printf("%.*s\n", (int)n, text);
    }
}

/* Rates m: 0 rated (solved), 1 no solution or gave up, 2 refused, 3 the
 * rater or the count failed; the message on stderr for 2 and 3 (where:
 * the file, or file:line). */
static int rate_one(const puz_model *m, const puz_rater *ro, double time_limit,
                    const char *where, puz_rating *rt)
{
    CliProgress prog; /* on stderr when it is a terminal, else nothing */
    cli_progress_init(&prog, 0);
    puz_limits *lim = cli_limits(time_limit);
    puz_limits_set_cancel(lim, cli_cancel_flag());
    puz_limits_on_progress(lim, cli_progress, &prog);
    puz_error *e = NULL;
    puz_code rc = puz_rate(m, ro, lim, rt, &e);
    puz_limits_free(lim);
    cli_progress_clear(&prog);
    if (rc != PUZ_OK) {
        fprintf(stderr, "puzc rate: %s: %s: %s\n", rc == PUZ_E_INTERNAL ? "internal error" : "error",
                where, puz_error_message(e));
        puz_error_free(e);
        return rc == PUZ_E_INTERNAL ? 3 : 2;
    }
    return solved(rt)                                  ? CLI_EXIT_OK
           : puz_rating_status(rt) == PUZ_NO_SOLUTION ? CLI_EXIT_NONE
                                                      : CLI_EXIT_LIMIT;
}

/* A file of one-line puzzles: one row each. Unreadable lines are reported
 * (file:line: error: ...) and skipped; the exit status is the worst. */
static int rate_lines(const char *path, int killer, int form, const puz_rater *ro,
                      double time_limit)
{
    FILE *in = cli_open_lines("rate", path);
    if (!in)
        return 2;
    char *line = NULL, where[512];
    size_t cap = 0;
    ssize_t len;
    long no = 0;
    int worst = 0;
    puz_rating *rt = puz_rating_new();
    row_header(form);
    while (errno = 0, (len = cli_getline(&line, &cap, in)) >= 0) {
        no++;
        size_t n = (size_t)len;
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        if (!n || line[0] == '#')
            continue;
        snprintf(where, sizeof where, "%s:%ld", strcmp(path, "-") ? path : "<stdin>", no);
        puz_model *m;
        puz_line_form lf;
        puz_error *e = NULL;
        if (puz_model_from_line(line, n, killer ? PUZ_LINE_IS_KILLER : PUZ_LINE_AUTO, &m, &lf,
                                &e) != PUZ_OK) {
            fprintf(stderr, "puzc rate: error: %s: %s\n", where, puz_error_message(e));
            puz_error_free(e);
            worst = 2;
            continue;
        }
        /* the row's name: a comma line's or a Killer's title, not the text
         * after a one-character grid */
        const char *name = lf == PUZ_LINE_CHARS ? NULL : puz_model_name(m);
        int st = rate_one(m, ro, time_limit, where, rt);
        if (st <= 1 || st == CLI_EXIT_LIMIT)
            row(form, no, name && *name ? name : NULL, line, n, rt);
        worst = cli_worse(worst, st);
        puz_model_free(m);
        if (cli_output_failed())
            break;
    }
    int rerr = errno;
    puz_rating_free(rt);
    free(line);
    if (cli_lines_error("rate", path, in, rerr, no + 1) != 0)
        worst = cli_worse(worst, CLI_EXIT_USAGE);
    if (in != stdin)
        fclose(in);
    return worst;
}

static int ends_with(const char *s, const char *tail)
{
    size_t a = strlen(s), b = strlen(tail);
    return a >= b && !strcmp(s + a - b, tail);
}

int cmd_rate(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"json", no_argument, NULL, 'J'},
        {"csv", no_argument, NULL, 'C'},
        {"steps", no_argument, NULL, 'S'},
        {"line", no_argument, NULL, 'L'},
        {"killer", no_argument, NULL, 'K'},
        {"max-guesses", required_argument, NULL, 'g'},
        {"time-limit", required_argument, NULL, 'T'},
        {"memory-limit", required_argument, NULL, 'M'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int form = FORM_TABLE, opt, lines = 0, killer = 0, steps = 0;
    const char *form_opt = NULL; /* --json or --csv: one at most */
    double time_limit = 0;
    puz_rater *ro = puz_rater_new();
    puz_error *e = NULL;
    optind = 1;
    while ((opt = cli_getopt(argc, argv, "h", longopts)) != -1) {
        switch (opt) {
        case 'J':
        case 'C':
            if (cli_exclusive(&form_opt, opt == 'J' ? "--json" : "--csv")) {
                puz_rater_free(ro);
                return 2;
            }
            form = opt == 'J' ? FORM_JSON : FORM_CSV;
            break;
        case 'S': steps = 1; break;
        case 'L': lines = 1; break;
        case 'K': killer = lines = 1; break;
        case 'g':
            if (cli_long("rate", "--max-guesses", optarg) < 0) {
                puz_rater_free(ro);
                return 2;
            }
            puz_rater_set(ro, "max-guesses", optarg, NULL);
            break;
        case 'T':
        case 'M':
            if (cli_limit_option("rate", opt, optarg, &time_limit) < 0) {
                puz_rater_free(ro);
                return 2;
            }
            break;
        case 'h': fputs(rate_usage, stdout); puz_rater_free(ro); return 0;
        default: puz_rater_free(ro); return 2; /* '?': cli_getopt reported it */
        }
    }
    int status = 2;
    if (optind != argc - 1) {
        fprintf(stderr, "puzc rate: error: %s\n%s",
                optind >= argc ? "no puzzle file given" : "more than one puzzle file given",
                rate_usage);
        puz_rater_free(ro);
        return 2;
    }
    const char *path = argv[optind];
    /* a file not named .puz holds lines; stdin (-) is a .puz, as it always
     * was, unless --line or --killer says lines */
    if (!lines && strcmp(path, "-") && !ends_with(path, ".puz") && !cli_is_inline(path))
        lines = 1;
    if (lines && steps) {
        fprintf(stderr, "puzc rate: error: --steps shows one puzzle's path: give a .puz file "
                "(a file of lines gets one row a puzzle)\n");
        puz_rater_free(ro);
        return 2;
    }
    if (lines) {
        status = rate_lines(path, killer, form, ro, time_limit);
        puz_rater_free(ro);
        return status;
    }
    puz_limits *fl = cli_limits(time_limit);
    int rc;
    puz_model *m = cli_load_limits(path, fl, &rc);
    puz_limits_free(fl);
    if (!m) {
        puz_rater_free(ro);
        return rc;
    }
    if (steps)
        puz_rater_set(ro, "steps", NULL, &e);
    rated_steps = steps;
    puz_rating *rt = puz_rating_new();
    status = rate_one(m, ro, time_limit, path, rt);
    if (status <= 1 || status == CLI_EXIT_LIMIT) {
        if (form == FORM_JSON) {
            print_json(path, m, rt);
        } else if (form == FORM_CSV) {
            row_header(form);
            row(form, 1, NULL, "", 0, rt);
            if (rated_steps) {
                puts("step,technique,cell,value,eliminations,houses");
                for (long i = 0; i < puz_rating_nsteps(rt); i++) {
                    const puz_step *st = puz_rating_step(rt, i);
                    char cn[32] = "";
                    if (st->cell >= 0)
                        rc_cell_name(m, st->cell, cn, sizeof cn);
                    char houses[512];
                    explain_houses(m, rt, i, houses, sizeof houses);
                    printf("%ld,%s,%s,", i + 1, puz_tech_name((puz_tech)st->tech), cn);
                    if (st->cell >= 0)
                        printf("%d,", st->value);
                    else {
                        fputs(",\"", stdout);
                        step_text(stdout, m, rt, st);
                        fputs("\",", stdout);
                    }
                    printf("\"%s\"\n", houses);
                }
            }
        } else {
            print_table(path, m, rt);
        }
    }
    puz_rating_free(rt);
    puz_rater_free(ro);
    puz_model_free(m);
    return status;
}
