/* cmd_check.c -- `puzc check`: compile .puz files, report their errors,
 * and print each model's statistics (kind, grid, values, givens,
 * constraints per kind; with --stats every backend's model size). */
#include "cli.h"
#include "commands.h"

#include "gridfmt.h"

#include <stdlib.h>
#include <string.h>

#define CHECK_USAGE_LINE "usage: puzc check FILE.puz... [--stats] [--json] [--grid]\n"

static const char check_usage[] =
    CHECK_USAGE_LINE
    "  --stats   also each backend's model size, plain and with givens eliminated\n"
    "  --json    one JSON object per file instead of the text table\n"
    "  --grid    print the givens as a grid, laid out as the file wrote them\n"
    "exit status: 0 valid, 2 errors (reported on stderr) or output not written\n";

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

static void json_string(const char *s)
{
    if (!s) {
        fputs("null", stdout);
        return;
    }
    putchar('"');
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            printf("\\%c", ch);
        else if (ch < 0x20)
            printf("\\u%04x", ch);
        else
            putchar(ch);
    }
    putchar('"');
}

/* One model size of backend b: formulation f (NULL = its default), with
 * givens kept (plain) or eliminated (reduced). */
static void print_size(const Model *m, const Backend *b, const char *f, int reduced, int json,
                       int *first)
{
    SolveOpts o = {0};
    long size[3] = {0, 0, 0};
    o.formulation = f;
    o.no_reduce = !reduced;
    o.limit = 1;
    int ok = b->size(m, &o, size) == 0;
    if (json) {
        printf("%s{\"backend\":", *first ? "" : ",");
        json_string(b->name);
        fputs(",\"formulation\":", stdout);
        json_string(f);
        printf(",\"reduced\":%s", reduced ? "true" : "false");
        for (int i = 0; i < 3 && ok; i++)
            if (b->size_names[i]) {
                putchar(',');
                json_string(b->size_names[i]);
                printf(":%ld", size[i]);
            }
        printf(",\"applies\":%s}", ok ? "true" : "false");
        *first = 0;
        return;
    }
    printf("size        %s%s%s %s:", b->name, f ? "/" : "", f ? f : "",
           reduced ? "reduced" : "plain");
    if (!ok) {
        puts(" not applicable");
        return;
    }
    for (int i = 0, n = 0; i < 3; i++)
        if (b->size_names[i])
            printf("%s %ld %s", n++ ? "," : "", size[i], b->size_names[i]);
    putchar('\n');
}

static void print_sizes(const Model *m, int json)
{
    int first = 1;
    if (json)
        fputs(",\"sizes\":[", stdout);
    for (int i = 0; backend_list[i]; i++) {
        const Backend *b = backend_list[i];
        if (!b->size)
            continue;
        const puz_option *main = backend_main_choice(b);
        /* a choice of one value (native's method) adds no row */
        const char *const *f = main && main->values[1] ? main->values : NULL;
        do {
            for (int reduced = 0; reduced < 2; reduced++)
                print_size(m, b, f ? *f : NULL, reduced, json, &first);
        } while (f && *++f);
    }
    if (json)
        putchar(']');
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
        print_sizes(m, 0);
}

static void print_json(const char *path, const Model *m, int stats)
{
    Counts k = count(m);
    fputs("{\"file\":", stdout);
    json_string(path);
    fputs(",\"name\":", stdout);
    json_string(m->name);
    fputs(",\"source\":", stdout);
    json_string(m->source);
    printf(",\"kind\":\"%s\",\"rows\":%d,\"cols\":%d,\"box_rows\":%d,\"box_cols\":%d,"
           "\"vmin\":%d,\"vmax\":%d,\"cells\":%d,\"givens\":%d,"
           "\"layout\":{\"spaced\":%s,\"rulers\":%s},"
           "\"constraints\":{\"alldiff\":%d,\"perm\":%d,\"sum\":%d,\"cages\":%d,\"given\":%d,"
           "\"odd\":%d,\"even\":%d,\"less\":%d,\"consecutive\":%d,\"double\":%d,"
           "\"arrow\":%d,\"total\":%d}",
           kind_name(m->kind), m->rows, m->cols, m->box_r, m->box_c, m->vmin, m->vmax,
           m->ncells, model_ngivens(m), m->layout & LAYOUT_SPACED ? "true" : "false",
           m->layout & LAYOUT_RULERS ? "true" : "false", k.alldiff, k.perm, k.sum, k.cages,
           k.given, k.odd, k.even, k.less, k.consec, k.dbl, k.arrow, m->ncons);
    if (stats)
        print_sizes(m, 1);
    puts("}");
}

int cmd_check(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"stats", no_argument, NULL, 's'},
        {"json", no_argument, NULL, 'J'},
        {"grid", no_argument, NULL, 'g'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int stats = 0, json = 0, grid = 0, opt;
    optind = 1;
    opterr = 0;
    while ((opt = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (opt) {
        case 's': stats = 1; break;
        case 'J': json = 1; break;
        case 'g': grid = 1; break;
        case 'h': fputs(check_usage, stdout); return 0;
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
    for (int i = optind; i < argc; i++) {
        Model *m = cli_load(argv[i]);
        if (!m) {
            status = 2;
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
    return status;
}
