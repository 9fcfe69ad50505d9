/* cmd_rate.c -- `puzc rate`: how hard a puzzle is for a person. Calls the
 * rater (puz_rate: generator/rate.c, with the uniqueness count through a
 * backend) on one .puz file (a table, one JSON object or one CSV row; the
 * solving path with --steps) or on a file of one-line puzzles as batch
 * reads them (one row a line: table, CSV or JSON lines). */
#include "batch_line.h"
#include "cli.h"
#include "commands.h"
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
    "  score, hardest, guesses, unique); Killer lines are recognised (--killer:\n"
    "  only Killer lines). - alone is a .puz on stdin.\n"
    "  --json           one JSON object (one a line for a file of lines)\n"
    "  --csv            CSV with a header row\n"
    "  --steps          the solving path, one technique a step (a .puz only)\n"
    "  --max-guesses N  give up after N guesses (default 1000000)\n"
    "  --time-limit S   stop rating a puzzle after S seconds (its count included)\n"
    "  --memory-limit MB  the memory the command may take (default: half the\n"
    "                   machine's; 0: no limit)\n"
    "  Long work shows its progress on stderr when that is a terminal.\n"
    "exit status: 0 rated, 1 no solution (or gave up, or stopped by a limit)\n"
    "for some puzzle, 2 input or output error\n";

/* Seconds the uniqueness count may take before it is reported as cut short. */
#define RATE_COUNT_LIMIT 10.0

enum { FORM_TABLE, FORM_JSON, FORM_CSV };

static const char *hardest_name(const puz_rating *rt, const char *none)
{
    return rt->hardest < 0 ? none : puz_tech_name(rt->hardest);
}

/* Why a rating stopped: the limit in words. */
static const char *stop_text(const puz_rating *rt)
{
    static char mem[64];
    if (rt->status == PUZ_RATE_GAVE_UP)
        return "gave up (--max-guesses reached)";
    if (rt->stop == PUZ_STOP_MEMORY) {
        snprintf(mem, sizeof mem, "stopped: memory limit of %zu MB reached",
                 budget_limit_mb(cli_budget()));
        return mem;
    }
    return rt->stop == PUZ_STOP_CANCEL ? "stopped: cancelled" : "stopped: time limit reached";
}

static const char *status_word(const puz_rating *rt)
{
    return rt->status == PUZ_RATE_SOLVED ? "solved"
           : rt->status == PUZ_RATE_NO_SOLUTION ? "no solution" : "stopped";
}

/* A cell as r<row>c<col>, 1-based. */
static void rc_cell_name(const Model *m, int c, char *buf, size_t sz)
{
    snprintf(buf, sz, "r%dc%d", c / m->cols + 1, c % m->cols + 1);
}

/* One step as text: "r3c4 = 7" or "r1c7 -3 -8, r1c9 -3". */
static void step_text(FILE *f, const Model *m, const puz_rating *rt, const puz_step *st)
{
    char cn[32];
    if (st->cell >= 0) {
        rc_cell_name(m, st->cell, cn, sizeof cn);
        fprintf(f, "%s = %d", cn, st->value);
        return;
    }
    for (int i = 0; i < st->nelims; i++) {
        const puz_elim *e = &rt->elims[st->first + i];
        rc_cell_name(m, e->cell, cn, sizeof cn);
        fprintf(f, "%s%s", i ? ", " : "", cn);
        for (uint64_t v = e->values; v; v &= v - 1)
            fprintf(f, " -%d", m->vmin + __builtin_ctzll(v));
    }
}

static void print_steps_table(const Model *m, const puz_rating *rt)
{
    printf("steps (%ld):\n", rt->nsteps);
    for (long i = 0; i < rt->nsteps; i++) {
        const puz_step *st = &rt->steps[i];
        printf("%5ld  %-18s ", i + 1, puz_tech_name(st->tech));
        step_text(stdout, m, rt, st);
        putchar('\n');
    }
}

/* The fields every JSON form shares (docs/json.md): status, then the
 * grade ("difficulty" for one .puz, "grade" for a row), score, hardest,
 * unique and guesses; null where the rater did not settle them. */
static void json_rating(JsonWriter *j, const char *grade_key, const puz_rating *rt)
{
    int solved = rt->status == PUZ_RATE_SOLVED;
    json_kstr(j, "status", status_word(rt));
    json_kstr(j, grade_key, solved ? puz_level_name(rt->level) : NULL);
    json_key(j, "score");
    if (solved)
        json_int(j, rt->score);
    else
        json_null(j);
    json_kstr(j, "hardest", solved ? hardest_name(rt, "none") : NULL);
    json_key(j, "unique");
    if (!solved || rt->unique < 0)
        json_null(j);
    else
        json_bool(j, rt->unique);
    json_kint(j, "guesses", rt->guesses);
}

static void print_json(const char *path, const Model *m, const puz_rating *rt)
{
    JsonWriter j;
    json_init(&j, stdout);
    json_object_begin(&j);
    json_kstr(&j, "file", path);
    json_rating(&j, "difficulty", rt);
    json_key(&j, "techniques");
    json_object_begin(&j);
    for (int t = 0; t < PUZ_NTECHS; t++)
        json_kint(&j, puz_tech_name((puz_tech)t), rt->count[t]);
    json_object_end(&j);
    if (rt->steps) {
        json_key(&j, "steps");
        json_array_begin(&j);
        for (long i = 0; i < rt->nsteps; i++) {
            const puz_step *st = &rt->steps[i];
            json_object_begin(&j);
            json_kstr(&j, "technique", puz_tech_name(st->tech));
            if (st->cell >= 0) {
                json_kint(&j, "row", st->cell / m->cols + 1);
                json_kint(&j, "col", st->cell % m->cols + 1);
                json_kint(&j, "value", st->value);
            } else {
                json_key(&j, "eliminations");
                json_array_begin(&j);
                for (int e = 0; e < st->nelims; e++) {
                    const puz_elim *el = &rt->elims[st->first + e];
                    json_object_begin(&j);
                    json_kint(&j, "row", el->cell / m->cols + 1);
                    json_kint(&j, "col", el->cell % m->cols + 1);
                    json_key(&j, "values");
                    json_array_begin(&j);
                    for (uint64_t v = el->values; v; v &= v - 1)
                        json_int(&j, m->vmin + __builtin_ctzll(v));
                    json_array_end(&j);
                    json_object_end(&j);
                }
                json_array_end(&j);
            }
            json_object_end(&j);
        }
        json_array_end(&j);
    }
    json_object_end(&j);
    putchar('\n');
}

static void print_table(const char *path, const Model *m, const puz_rating *rt)
{
    printf("%-18s %s\n", "file", path);
    if (rt->status == PUZ_RATE_SOLVED) {
        printf("%-18s %s\n", "difficulty", puz_level_name(rt->level));
        printf("%-18s %ld\n", "score", rt->score);
        printf("%-18s %s\n", "hardest", hardest_name(rt, "none (nothing to fill)"));
        printf("%-18s %s\n", "solutions",
               rt->unique < 0 ? "1 or more (count cut short)"
               : rt->unique  ? "1" : "2 or more (not unique)");
    } else {
        printf("%-18s %s\n", "difficulty", "-");
        printf("%-18s %s\n", "result",
               rt->status == PUZ_RATE_NO_SOLUTION ? "no solution" : stop_text(rt));
    }
    printf("%-18s %ld\n", "guesses", rt->guesses);
    for (int t = 0; t < PUZ_NTECHS; t++)
        printf("%-18s %ld\n", puz_tech_name((puz_tech)t), rt->count[t]);
    if (rt->steps)
        print_steps_table(m, rt);
}

/* ---- rows: one a puzzle (a .puz with --csv, or each line of a file) ---- */

static void row_header(int form)
{
    if (form == FORM_CSV)
        puts("line,grade,score,hardest,guesses,unique");
    else if (form == FORM_TABLE)
        printf("%-6s %-11s %7s %-18s %8s %s\n", "line", "grade", "score", "hardest", "guesses",
               "unique");
}

/* A row: grade is the level, or the status when not solved. */
static void row(int form, long line, const char *name, const puz_rating *rt)
{
    int solved = rt->status == PUZ_RATE_SOLVED;
    const char *grade = solved ? puz_level_name(rt->level) : status_word(rt);
    const char *uniq = !solved || rt->unique < 0 ? "?" : rt->unique ? "yes" : "no";
    if (form == FORM_CSV) {
        printf("%ld,%s,", line, grade);
        if (solved)
            printf("%ld", rt->score);
        printf(",%s,%ld,%s\n", solved ? hardest_name(rt, "none") : "", rt->guesses, uniq);
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
        if (solved)
            snprintf(sc, sizeof sc, "%ld", rt->score);
        printf("%-6ld %-11s %7s %-18s %8ld %s\n", line, grade, sc,
               solved ? hardest_name(rt, "none") : "-", rt->guesses, uniq);
    }
}

/* Rates m: 0 rated (solved), 1 no solution or gave up, 2 refused, 3 the
 * rater or the count failed; the message on stderr for 2 and 3 (where:
 * the file, or file:line). */
static int rate_one(const Model *m, const puz_rate_opts *ro, const char *where,
                    puz_rating *rt)
{
    CliProgress prog; /* on stderr when it is a terminal, else nothing */
    cli_progress_init(&prog, 0);
    puz_rate_opts o = *ro;
    o.progress = cli_progress;
    o.progress_ctx = &prog;
    puz_rate_status rs = puz_rate(m, &o, rt);
    cli_progress_clear(&prog);
    switch (rs) {
    case PUZ_RATE_REFUSED:
        fprintf(stderr, "puzc rate: error: %s: %s\n", where, rt->err);
        return 2;
    case PUZ_RATE_ERROR:
        fprintf(stderr, "puzc rate: internal error: %s: %s\n", where, rt->err);
        return 3;
    default:
        return rt->status == PUZ_RATE_SOLVED ? 0 : 1;
    }
}

/* A file of one-line puzzles: one row each. Unreadable lines are reported
 * (file:line: error: ...) and skipped; the exit status is the worst. */
static int rate_lines(const char *path, int killer, int form, const puz_rate_opts *ro)
{
    FILE *in = cli_open_lines("rate", path);
    if (!in)
        return 2;
    char *line = NULL, err[256], where[512];
    size_t cap = 0;
    ssize_t len;
    long no = 0;
    int worst = 0;
    row_header(form);
    while (errno = 0, (len = cli_getline(&line, &cap, in)) >= 0) {
        no++;
        size_t n = (size_t)len;
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        if (!n || line[0] == '#')
            continue;
        snprintf(where, sizeof where, "%s:%ld", strcmp(path, "-") ? path : "<stdin>", no);
        PuzzleLine p;
        int rc = batch_parse_line(line, n, killer, &p, err, sizeof err);
        if (rc != 0 && !killer && memchr(line, '\t', n)) {
            char err2[256];
            rc = batch_parse_line(line, n, 1, &p, err2, sizeof err2);
        }
        if (rc != 0) {
            fprintf(stderr, "puzc rate: error: %s: %s\n", where, err);
            worst = 2;
            continue;
        }
        Model *m = batch_line_model(&p);
        model_replace_givens(m, p.givens);
        char *name = p.prefix_len > 1 ? strndup(line, (size_t)p.prefix_len - 1) : NULL;
        const char *tab = memchr(line, '\t', n);
        if (p.form == LINE_KILLER && tab && (int)(tab - line) != p.side * p.side)
            name = strndup(line, (size_t)(tab - line)); /* the Killer's title */
        puz_rating rt;
        int st = rate_one(m, ro, where, &rt);
        if (st <= 1)
            row(form, no, name, &rt);
        if (st > worst)
            worst = st;
        puz_rating_free(&rt);
        free(name);
        model_free(m);
        batch_line_free(&p);
        if (cli_output_failed())
            break;
    }
    int rerr = errno;
    free(line);
    if (cli_lines_error("rate", path, in, rerr, no + 1) != 0 && worst < 2)
        worst = 2;
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
    puz_rate_opts ro = {1000000, NULL, RATE_COUNT_LIMIT, NULL, NULL, 0, 0, 0, NULL, NULL};
    optind = 1;
    while ((opt = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'J': form = FORM_JSON; break;
        case 'C': form = FORM_CSV; break;
        case 'S': steps = 1; break;
        case 'L': lines = 1; break;
        case 'K': killer = lines = 1; break;
        case 'g':
            if ((ro.max_guesses = cli_long("rate", "--max-guesses", optarg)) < 0)
                return 2;
            break;
        case 'T':
        case 'M':
            if (cli_limit_option("rate", opt, optarg, &ro.time_limit) < 0)
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
    /* a file not named .puz holds lines; stdin (-) is a .puz, as it always
     * was, unless --line or --killer says lines */
    if (!lines && strcmp(path, "-") && !ends_with(path, ".puz"))
        lines = 1;
    if (lines && steps) {
        fprintf(stderr, "puzc rate: error: --steps shows one puzzle's path: give a .puz file "
                "(a file of lines gets one row a puzzle)\n");
        return 2;
    }
    ro.budget = cli_budget();
    ro.cancel = cli_cancel_flag();
    if (lines)
        return rate_lines(path, killer, form, &ro);
    puz_limits fl = {.time_limit = ro.time_limit, .budget = ro.budget};
    int rc;
    Model *m = cli_load_limits(path, &fl, &rc);
    if (!m)
        return rc;
    ro.steps = steps;
    puz_rating rt;
    int status = rate_one(m, &ro, path, &rt);
    if (status <= 1) {
        if (form == FORM_JSON) {
            print_json(path, m, &rt);
        } else if (form == FORM_CSV) {
            row_header(form);
            row(form, 1, NULL, &rt);
            if (rt.steps) {
                puts("step,technique,cell,value,eliminations");
                for (long i = 0; i < rt.nsteps; i++) {
                    const puz_step *st = &rt.steps[i];
                    char cn[32] = "";
                    if (st->cell >= 0)
                        rc_cell_name(m, st->cell, cn, sizeof cn);
                    printf("%ld,%s,%s,", i + 1, puz_tech_name(st->tech), cn);
                    if (st->cell >= 0)
                        printf("%d,\n", st->value);
                    else {
                        fputs(",\"", stdout);
                        step_text(stdout, m, &rt, st);
                        puts("\"");
                    }
                }
            }
        } else {
            print_table(path, m, &rt);
        }
    }
    puz_rating_free(&rt);
    model_free(m);
    return status;
}
