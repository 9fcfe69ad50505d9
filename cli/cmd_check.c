/* cmd_check.c -- `puzc check`: compile .puz files, report their errors,
 * and print each model's statistics (kind, grid, values, givens,
 * constraints per kind; with --stats every backend's model size). */
#include "cli.h"
#include "json.h"
#include "commands.h"

#include "gridfmt.h"

#include <stdlib.h>
#include <string.h>

#define CHECK_USAGE_LINE \
    "usage: puzc check FILE.puz... [--stats] [--json] [--grid] [--time-limit S] " \
    "[--memory-limit MB]\n"

static const char check_usage[] =
    CHECK_USAGE_LINE
    "  --stats   also each backend's model size, plain and with givens eliminated\n"
    "  --time-limit S    --stats: the seconds the sizes may take, all of them together\n"
    "  --memory-limit MB the memory the command may take (default: half the machine's)\n"
    "  --json    one JSON object per file instead of the text table\n"
    "  --grid    print the givens as a grid, laid out as the file wrote them\n"
    "exit status: 0 valid, 1 a size cut short by a limit, 2 errors (reported on\n"
    "stderr) or output not written\n";

/* --stats under the command's limits: each size is built with what is left
 * of the time limit (its deadline here) and charged to the command's
 * budget; a size a limit stops says so in its row, and the exit status is
 * then 1. */
static double stats_deadline;
static int stats_cut;

typedef struct {
    int alldiff, perm, sum, cages, given;
    int odd, even, less, consec, dbl, arrow; /* the variants */
} Counts;

static Counts count(const Model *m)
{
    Counts k = {0};
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        switch (c->kind) {
        case CON_ALLDIFF: k.alldiff++; break;
        case CON_PERM: k.perm++; break;
        case CON_SUM: k.sum++; k.cages += c->distinct; break;
        case CON_GIVEN: k.given++; break;
        case CON_PARITY: *(c->total ? &k.odd : &k.even) += 1; break;
        case CON_LESS: k.less++; break;
        case CON_CONSEC: k.consec++; break;
        case CON_DOUBLE: k.dbl++; break;
        case CON_ARROW: k.arrow++; break;
        default: break;
        }
    }
    return k;
}

static const char *kind_name(PuzzleKind k)
{
    switch (k) {
    case KIND_SUDOKU: return "sudoku";
    case KIND_LATIN: return "latin";
    case KIND_KILLER: return "killer";
    default: return "custom";
    }
}

/* One model size of backend b: formulation f (NULL = its default), with
 * givens kept (plain) or eliminated (reduced). */
static void print_size(const Model *m, const Backend *b, const char *f, int reduced,
                       JsonWriter *json)
{
    SolveOpts o = {0};
    long size[3] = {0, 0, 0};
    char note[128] = "";
    o.formulation = f;
    o.no_reduce = !reduced;
    o.limit = 1;
    o.deadline = stats_deadline;
    o.budget = cli_budget();
    o.cancel = cli_cancel_flag();
    int rc = 1;
    if (stats_deadline > 0 && now_sec() >= stats_deadline) /* not even begun */
        snprintf(note, sizeof note, "time limit reached before this size");
    else
        rc = b->size(m, &o, size, note, sizeof note);
    int ok = rc == 0;
    stats_cut |= rc == 1;
    if (json) {
        json_object_begin(json);
        json_kstr(json, "backend", b->name);
        json_kstr(json, "formulation", f);
        json_kbool(json, "reduced", reduced);
        for (int i = 0; i < 3 && ok; i++)
            if (b->size_names[i])
                json_kint(json, b->size_names[i], size[i]);
        json_kbool(json, "applies", rc >= 0);
        if (rc == 1)
            json_kstr(json, "stopped", note);
        json_object_end(json);
        return;
    }
    printf("size        %s%s%s %s:", b->name, f ? "/" : "", f ? f : "",
           reduced ? "reduced" : "plain");
    if (!ok) {
        printf(" %s\n", rc == 1 ? note : "not applicable");
        return;
    }
    for (int i = 0, n = 0; i < 3; i++)
        if (b->size_names[i])
            printf("%s %ld %s", n++ ? "," : "", size[i], b->size_names[i]);
    putchar('\n');
}

static void print_sizes(const Model *m, JsonWriter *json)
{
    if (json) {
        json_key(json, "sizes");
        json_array_begin(json);
    }
    for (int i = 0; backend_list[i]; i++) {
        const Backend *b = backend_list[i];
        if (!b->size)
            continue;
        const puz_option *main = backend_main_choice(b);
        /* a choice of one value (native's method) adds no row */
        const char *const *f = main && main->values[1] ? main->values : NULL;
        do {
            for (int reduced = 0; reduced < 2; reduced++)
                print_size(m, b, f ? *f : NULL, reduced, json);
        } while (f && *++f);
    }
    if (json)
        json_array_end(json);
}

static void print_text(const char *path, const Model *m, int stats)
{
    Counts k = count(m);
    printf("file        %s\n", path);
    if (m->name)
        printf("name        %s\n", m->name);
    if (m->source)
        printf("source      %s\n", m->source);
    printf("kind        %s\n", kind_name(m->kind));
    printf("grid        %dx%d\n", m->rows, m->cols);
    if (m->box_r)
        printf("box         %dx%d\n", m->box_r, m->box_c);
    printf("values      %d..%d\n", m->vmin, m->vmax);
    printf("cells       %d\n", m->ncells);
    printf("givens      %d\n", model_ngivens(m));
    printf("alldiff     %d\n", k.alldiff);
    printf("perm        %d\n", k.perm);
    printf("cages       %d\n", k.cages);
    printf("sums        %d\n", k.sum - k.cages);
    printf("given       %d\n", k.given);
    /* the variants, when the model has any (one line per statement kind) */
    const char *vname[] = {"odd", "even", "less", "consecutive", "double", "arrow"};
    int vcount[] = {k.odd, k.even, k.less, k.consec, k.dbl, k.arrow};
    for (int i = 0; i < 6; i++)
        if (vcount[i])
            printf("%-11s %d\n", vname[i], vcount[i]);
    printf("constraints %d\n", m->ncons);
    if (stats)
        print_sizes(m, NULL);
}

static void print_json(const char *path, const Model *m, int stats)
{
    Counts k = count(m);
    JsonWriter j;
    json_init(&j, stdout);
    json_object_begin(&j);
    json_kstr(&j, "file", path);
    json_kstr(&j, "name", m->name);
    json_kstr(&j, "source", m->source);
    json_kstr(&j, "kind", kind_name(m->kind));
    json_kint(&j, "rows", m->rows);
    json_kint(&j, "cols", m->cols);
    json_kint(&j, "box_rows", m->box_r);
    json_kint(&j, "box_cols", m->box_c);
    json_kint(&j, "vmin", m->vmin);
    json_kint(&j, "vmax", m->vmax);
    json_kint(&j, "cells", m->ncells);
    json_kint(&j, "givens", model_ngivens(m));
    json_key(&j, "layout");
    json_object_begin(&j);
    json_kbool(&j, "spaced", (m->layout & LAYOUT_SPACED) != 0);
    json_kbool(&j, "rulers", (m->layout & LAYOUT_RULERS) != 0);
    json_object_end(&j);
    json_key(&j, "constraints");
    json_object_begin(&j);
    json_kint(&j, "alldiff", k.alldiff);
    json_kint(&j, "perm", k.perm);
    json_kint(&j, "sum", k.sum);
    json_kint(&j, "cages", k.cages);
    json_kint(&j, "given", k.given);
    json_kint(&j, "odd", k.odd);
    json_kint(&j, "even", k.even);
    json_kint(&j, "less", k.less);
    json_kint(&j, "consecutive", k.consec);
    json_kint(&j, "double", k.dbl);
    json_kint(&j, "arrow", k.arrow);
    json_kint(&j, "total", m->ncons);
    json_object_end(&j);
    if (stats)
        print_sizes(m, &j);
    json_object_end(&j);
    putchar('\n');
}

int cmd_check(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"stats", no_argument, NULL, 's'},
        {"json", no_argument, NULL, 'J'},
        {"grid", no_argument, NULL, 'g'},
        {"time-limit", required_argument, NULL, 'T'},
        {"memory-limit", required_argument, NULL, 'M'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int stats = 0, json = 0, grid = 0, opt;
    double time_limit = 0;
    optind = 1;
    opterr = 0;
    while ((opt = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (opt) {
        case 's': stats = 1; break;
        case 'J': json = 1; break;
        case 'g': grid = 1; break;
        case 'h': fputs(check_usage, stdout); return 0;
        case 'T':
        case 'M':
            if (cli_limit_option("check", opt, optarg, &time_limit) < 0)
                return 2;
            break;
        default:
            fprintf(stderr, "puzc check: error: unknown option '%s'\n" CHECK_USAGE_LINE,
                    argv[optind - 1]);
            return 2;
        }
    }
    if (optind >= argc) {
        fputs("puzc check: error: no model file given\n" CHECK_USAGE_LINE, stderr);
        return 2;
    }
    if (grid && (json || stats)) {
        fputs("puzc check: error: --grid prints only the grid; drop --json and --stats\n"
              CHECK_USAGE_LINE, stderr);
        return 2;
    }
    int status = 0;
    if (time_limit > 0)
        stats_deadline = now_sec() + time_limit;
    for (int i = optind; i < argc; i++) {
        /* reading the model within the limits too */
        puz_limits fl = {.time_limit = stats_deadline > 0 ? stats_deadline - now_sec() : 0,
                         .budget = cli_budget()};
        if (stats_deadline > 0 && fl.time_limit < 1e-6)
            fl.time_limit = 1e-6;
        int rc;
        Model *m = cli_load_limits(argv[i], &fl, &rc);
        if (!m) {
            status = status > rc ? status : rc;
            continue;
        }
        if (grid)
            gridfmt_write_grid(stdout, m, m->given);
        else if (json)
            print_json(argv[i], m, stats);
        else {
            if (i > optind)
                putchar('\n');
            print_text(argv[i], m, stats);
        }
        model_free(m);
    }
    return status ? status : stats_cut;
}
