/* cmd_check.c -- `puzc check`: compile .puz files, report their errors,
 * and print each model's statistics (kind, grid, values, givens, groups by
 * family, cages, sums and variants; the IR's kinds in JSON; with --stats
 * every backend's model size). */
#include "cli.h"
#include "commands.h"
#include "json.h"

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
    "exit status: 0 valid, 4 a size cut short by a limit, 2 errors (reported on\n"
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
    int nonconsec, nondouble, xv, nonxv;     /* the pair kinds (issue 28) */
    int skyscraper, differ, whisper, equal, renban, between;
    int sandwich, xsum;
    int regionsum, quadruple;
} Counts;

/* The model's constraints by kind, as the IR names them. */
static Counts count(const puz_model *m)
{
    Counts k = {0};
    for (int i = 0; i < puz_model_nconstraints(m); i++) {
        int total, distinct;
        const char *kind = puz_model_constraint(m, i, NULL, NULL, &total, &distinct, NULL);
        if (!strcmp(kind, "alldiff"))
            k.alldiff++;
        else if (!strcmp(kind, "perm"))
            k.perm++;
        else if (!strcmp(kind, "sum"))
            k.sum++, k.cages += distinct;
        else if (!strcmp(kind, "given"))
            k.given++;
        else if (!strcmp(kind, "parity"))
            *(total ? &k.odd : &k.even) += 1;
        else if (!strcmp(kind, "less"))
            k.less++;
        else if (!strcmp(kind, "consecutive"))
            k.consec++;
        else if (!strcmp(kind, "double"))
            k.dbl++;
        else if (!strcmp(kind, "arrow"))
            k.arrow++;
        else if (!strcmp(kind, "nonconsecutive"))
            k.nonconsec++;
        else if (!strcmp(kind, "nondouble"))
            k.nondouble++;
        else if (!strcmp(kind, "xv"))
            k.xv++;
        else if (!strcmp(kind, "nonxv"))
            k.nonxv++;
        else if (!strcmp(kind, "skyscraper"))
            k.skyscraper++;
        else if (!strcmp(kind, "differ"))
            k.differ++;
        else if (!strcmp(kind, "whisper"))
            k.whisper++;
        else if (!strcmp(kind, "equal"))
            k.equal++;
        else if (!strcmp(kind, "renban"))
            k.renban++;
        else if (!strcmp(kind, "between"))
            k.between++;
        else if (!strcmp(kind, "sandwich"))
            k.sandwich++;
        else if (!strcmp(kind, "xsum"))
            k.xsum++;
        else if (!strcmp(kind, "regionsum"))
            k.regionsum++;
        else if (!strcmp(kind, "quadruple"))
            k.quadruple++;
    }
    return k;
}

/* The families of the model's groups (its ALLDIFF and PERM constraints),
 * told by the names the compiler gives them (row1, col1, box1, diag1,
 * region_a, distinct_r1c1), in that order: "rows, columns, boxes", a
 * family of one group in the singular ("a diagonal" reads "diagonal").
 * The text output's groups line shows them. */
static void group_families(const puz_model *m, char *buf, size_t n)
{
    static const struct {
        const char *prefix, *one, *many;
    } fam[] = {{"row", "row", "rows"},          {"col", "column", "columns"},
               {"box", "box", "boxes"},         {"diag", "diagonal", "diagonals"},
               {"region_", "region", "regions"}, {"", "cell list", "cell lists"}};
    enum { NFAM = sizeof fam / sizeof fam[0] };
    int count[NFAM] = {0};
    for (int i = 0; i < puz_model_nconstraints(m); i++) {
        const char *name;
        const char *kind = puz_model_constraint(m, i, NULL, NULL, NULL, NULL, &name);
        if (strcmp(kind, "alldiff") != 0 && strcmp(kind, "perm") != 0)
            continue;
        int f = 0;
        while (f < NFAM - 1 && strncmp(name, fam[f].prefix, strlen(fam[f].prefix)) != 0)
            f++;
        count[f]++;
    }
    size_t len = 0;
    buf[0] = '\0';
    for (int f = 0; f < NFAM && len < n; f++)
        if (count[f])
            len += (size_t)snprintf(buf + len, n - len, "%s%s", len ? ", " : "",
                                    count[f] == 1 ? fam[f].one : fam[f].many);
}

/* The backend's flag that keeps the givens in its model, or NULL. */
static const char *keep_givens_option(const puz_backend *b)
{
    return puz_backend_option(b, "no-reduce")      ? "no-reduce"
           : puz_backend_option(b, "no-eliminate") ? "no-eliminate"
                                                    : NULL;
}

/* One model size of backend b: formulation f (NULL = its default), with
 * givens kept (plain) or eliminated. */
static void print_size(const puz_model *m, const puz_backend *b, const char *f, int eliminated,
                       JsonWriter *json)
{
    long size[3] = {0, 0, 0};
    char note[256] = "";
    puz_options *o = puz_options_new(b);
    const puz_option *main = cli_main_choice(b);
    if (f && main)
        puz_options_set(o, main->name, f, NULL);
    if (!eliminated && keep_givens_option(b))
        puz_options_set(o, keep_givens_option(b), NULL, NULL);
    int rc = 1; /* 0 sized, -1 not applicable, 1 a limit stopped it */
    double left = stats_deadline > 0 ? stats_deadline - cli_now() : 0;
    if (stats_deadline > 0 && left <= 0) { /* not even begun */
        snprintf(note, sizeof note, "time limit reached before this size");
    } else {
        puz_limits *lim = cli_limits(left);
        puz_limits_set_cancel(lim, cli_cancel_flag());
        puz_error *e = NULL;
        puz_code code = puz_model_size(m, b, o, lim, size, &e);
        rc = code == PUZ_OK ? 0 : code == PUZ_E_LIMIT ? 1 : -1;
        if (rc == 1)
            snprintf(note, sizeof note, "%s", puz_error_message(e));
        puz_error_free(e);
        puz_limits_free(lim);
    }
    puz_options_free(o);
    int ok = rc == 0;
    stats_cut |= rc == 1;
    if (json) {
        json_object_begin(json);
        json_kstr(json, "backend", puz_backend_name(b));
        json_kstr(json, "formulation", f);
        json_kbool(json, "reduced", eliminated); /* JSON's key for it */
        for (int i = 0; i < 3 && ok; i++)
            if (puz_backend_size_name(b, i))
                json_kint(json, puz_backend_size_name(b, i), size[i]);
        json_kbool(json, "applies", rc >= 0);
        if (rc == 1)
            json_kstr(json, "stopped", note);
        json_object_end(json);
        return;
    }
    printf("size        %s%s%s %s:", puz_backend_name(b), f ? "/" : "", f ? f : "",
           eliminated ? "eliminated" : "plain");
    if (!ok) {
        printf(" %s\n", rc == 1 ? note : "not applicable");
        return;
    }
    for (int i = 0, n = 0; i < 3; i++)
        if (puz_backend_size_name(b, i))
            printf("%s %ld %s", n++ ? "," : "", size[i], puz_backend_size_name(b, i));
    putchar('\n');
}

static void print_sizes(const puz_model *m, JsonWriter *json)
{
    if (json) {
        json_key(json, "sizes");
        json_array_begin(json);
    }
    for (int i = 0; i < puz_backend_count(); i++) {
        const puz_backend *b = puz_backend_at(i);
        if (!puz_backend_size_name(b, 0))
            continue;
        const puz_option *main = cli_main_choice(b);
        /* a choice of one value (native's method) adds no row */
        const char *const *f = main && main->values[1] ? main->values : NULL;
        do {
            for (int eliminated = 0; eliminated < 2; eliminated++)
                print_size(m, b, f ? *f : NULL, eliminated, json);
        } while (f && *++f);
    }
    if (json)
        json_array_end(json);
}

/* Cells outside the puzzle (multi-grid layouts, Kakuro's clue cells). */
static int unused_cells(const puz_model *m)
{
    int unused = 0;
    for (int c = 0; c < puz_model_ncells(m); c++)
        unused += !puz_model_cell_used(m, c);
    return unused;
}

static void print_text(const char *path, const puz_model *m, int stats)
{
    Counts k = count(m);
    printf("file        %s\n", path);
    if (puz_model_name(m))
        printf("name        %s\n", puz_model_name(m));
    if (puz_model_source(m))
        printf("source      %s\n", puz_model_source(m));
    printf("kind        %s\n", puz_kind_name(puz_model_kind(m)));
    printf("grid        %dx%d\n", puz_model_rows(m), puz_model_cols(m));
    if (puz_model_box_rows(m))
        printf("box         %dx%d\n", puz_model_box_rows(m), puz_model_box_cols(m));
    printf("values      %d..%d\n", puz_model_vmin(m), puz_model_vmax(m));
    int unused = unused_cells(m);
    if (unused)
        printf("cells       %d (%d unused)\n", puz_model_ncells(m), unused);
    else
        printf("cells       %d\n", puz_model_ncells(m));
    printf("givens      %d\n", puz_model_ngivens(m));
    /* groups of cells holding different values: a group of as many cells
     * as values holds each once (PERM), a smaller one (ALLDIFF) does not */
    char fams[128];
    group_families(m, fams, sizeof fams);
    printf("groups      %d", k.alldiff + k.perm);
    if (k.alldiff + k.perm)
        printf(" (%s%s", fams, k.alldiff ? "; " : ")");
    if (k.alldiff)
        printf("%d with fewer cells than values)", k.alldiff);
    putchar('\n');
    /* Killer cages, plain sums and the variants when the model has any
     * (one line per statement kind) */
    if (k.cages)
        printf("cages       %d\n", k.cages);
    if (k.sum - k.cages)
        printf("sums        %d (without distinct values)\n", k.sum - k.cages);
    const char *vname[] = {"odd", "even", "less", "consecutive", "double", "arrow",
                           "nonconsecutive", "nondouble", "xv", "nonxv", "skyscraper",
                           "differ", "whisper", "equal", "renban", "between", "sandwich",
                           "xsum", "regionsum", "quadruple"};
    int vcount[] = {k.odd, k.even, k.less, k.consec, k.dbl, k.arrow,
                    k.nonconsec, k.nondouble, k.xv, k.nonxv, k.skyscraper,
                    k.differ, k.whisper, k.equal, k.renban, k.between, k.sandwich,
                    k.xsum, k.regionsum, k.quadruple};
    for (int i = 0; i < (int)(sizeof vcount / sizeof vcount[0]); i++)
        if (vcount[i])
            printf("%-11s %d\n", vname[i], vcount[i]);
    printf("constraints %d\n", puz_model_nconstraints(m));
    if (stats)
        print_sizes(m, NULL);
}

static void print_json(const char *path, const puz_model *m, int stats)
{
    Counts k = count(m);
    JsonWriter j;
    json_init(&j, stdout);
    json_object_begin(&j);
    json_kstr(&j, "file", path);
    json_kstr(&j, "name", puz_model_name(m));
    json_kstr(&j, "source", puz_model_source(m));
    json_kstr(&j, "kind", puz_kind_name(puz_model_kind(m)));
    json_kint(&j, "rows", puz_model_rows(m));
    json_kint(&j, "cols", puz_model_cols(m));
    json_kint(&j, "box_rows", puz_model_box_rows(m));
    json_kint(&j, "box_cols", puz_model_box_cols(m));
    json_kint(&j, "vmin", puz_model_vmin(m));
    json_kint(&j, "vmax", puz_model_vmax(m));
    json_kint(&j, "cells", puz_model_ncells(m));
    json_kint(&j, "unused", unused_cells(m));
    json_kint(&j, "givens", puz_model_ngivens(m));
    json_key(&j, "layout");
    json_object_begin(&j);
    json_kbool(&j, "spaced", (puz_model_layout(m) & PUZ_LAYOUT_SPACED) != 0);
    json_kbool(&j, "rulers", (puz_model_layout(m) & PUZ_LAYOUT_RULERS) != 0);
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
    json_kint(&j, "nonconsecutive", k.nonconsec);
    json_kint(&j, "nondouble", k.nondouble);
    json_kint(&j, "xv", k.xv);
    json_kint(&j, "nonxv", k.nonxv);
    json_kint(&j, "skyscraper", k.skyscraper);
    json_kint(&j, "differ", k.differ);
    json_kint(&j, "whisper", k.whisper);
    json_kint(&j, "equal", k.equal);
    json_kint(&j, "renban", k.renban);
    json_kint(&j, "between", k.between);
    json_kint(&j, "sandwich", k.sandwich);
    json_kint(&j, "xsum", k.xsum);
    json_kint(&j, "regionsum", k.regionsum);
    json_kint(&j, "quadruple", k.quadruple);
    json_kint(&j, "total", puz_model_nconstraints(m));
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
    while ((opt = cli_getopt(argc, argv, "h", longopts)) != -1) {
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
        default: return 2; /* '?': cli_getopt reported it */
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
        stats_deadline = cli_now() + time_limit;
    for (int i = optind; i < argc; i++) {
        /* reading the model within the limits too */
        double left = stats_deadline > 0 ? stats_deadline - cli_now() : 0;
        puz_limits *fl = cli_limits(stats_deadline > 0 && left < 1e-6 ? 1e-6 : left);
        int rc;
        puz_model *m = cli_load_limits(argv[i], fl, &rc);
        puz_limits_free(fl);
        if (!m) {
            status = status > rc ? status : rc;
            continue;
        }
        if (grid)
            puz_grid_write(m, puz_model_givens(m), PUZ_GRID_ROWS, stdout, NULL);
        else if (json)
            print_json(argv[i], m, stats);
        else {
            if (i > optind)
                putchar('\n');
            print_text(argv[i], m, stats);
        }
        puz_model_free(m);
    }
    return status ? status : stats_cut ? CLI_EXIT_LIMIT : CLI_EXIT_OK;
}
