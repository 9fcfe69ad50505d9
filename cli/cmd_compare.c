/* cmd_compare.c -- `puzc compare FILE.puz`: every backend and formulation
 * on one model, side by side: model size in each backend's own terms, build
 * and solve time (median of K runs), effort, result, and whether its
 * answer is verified and agrees with the others. */
#include "cli.h"
#include "commands.h"

#include "util.h"
#include "verify.h"

#include <stdlib.h>
#include <string.h>

static const char compare_usage[] =
    "usage: puzc compare FILE.puz [--backends LIST] [--repeat K] [--csv|--json]\n"
    "  --backends LIST  comma-separated backend names (default: every counting backend)\n"
    "  --repeat K       run each K times, report the median times (default 3)\n"
    "each row counts solutions up to 2 and verifies the first; 'agree' says whether\n"
    "its count and solution equal the first row's\n";

typedef struct {
    const Backend *b;
    const char *form;
    SolveResult r;         /* from the last run */
    double build_ms, solve_ms;
    int verified, agree;
} Row;

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int in_list(const char *list, const char *name)
{
    if (!list)
        return 1;
    size_t n = strlen(name);
    for (const char *p = list; (p = strstr(p, name)); p += n)
        if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
            return 1;
    return 0;
}

static const char *result_name(const SolveResult *r)
{
    if (r->status == PUZ_ERROR)
        return "error";
    if (r->status == PUZ_UNKNOWN)
        return "unknown";
    if (r->solutions == 0)
        return "no solution";
    return r->solutions == 1 ? "unique" : "2+ solutions";
}

int cmd_compare(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"backends", required_argument, NULL, 'b'},
        {"repeat", required_argument, NULL, 'k'},
        {"csv", no_argument, NULL, 'c'},
        {"json", no_argument, NULL, 'j'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    const char *list = NULL;
    long repeat = 3;
    int csv = 0, json = 0, opt;
    optind = 1;
    while ((opt = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'b': list = optarg; break;
        case 'k':
            if ((repeat = cli_long("compare", "repeat", optarg)) < 1) {
                if (repeat == 0)
                    fputs("puzc compare: error: --repeat wants 1 or more\n", stderr);
                return 2;
            }
            break;
        case 'c': csv = 1; break;
        case 'j': json = 1; break;
        case 'h': fputs(compare_usage, stdout); return 0;
        default: fputs(compare_usage, stderr); return 2;
        }
    }
    if (optind != argc - 1) {
        fprintf(stderr, "puzc compare: error: want one puzzle file\n%s", compare_usage);
        return 2;
    }
    for (const char *p = list; p && *p;) { /* every listed name must exist */
        const char *e = strchr(p, ',');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        char name[32];
        snprintf(name, sizeof name, "%.*s", (int)(n < 31 ? n : 31), p);
        if (!cli_backend("compare", name))
            return 2;
        p = e ? e + 1 : p + n;
    }
    Model *m = cli_load(argv[optind]);
    if (!m)
        return 2;

    Row rows[64];
    int nrows = 0;
    for (int i = 0; puz_backends[i]; i++) {
        const Backend *b = puz_backends[i];
        if (!(b->caps & CAP_COUNT) || !in_list(list, b->name))
            continue;
        const char *const *f = b->formulations;
        do {
            if (nrows < 64)
                rows[nrows++] = (Row){.b = b, .form = f ? *f : NULL};
        } while (f && *++f);
    }
    double *bt = xmalloc((size_t)repeat * sizeof(double));
    double *st = xmalloc((size_t)repeat * sizeof(double));
    int disagree = 0;
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        for (long k = 0; k < repeat; k++) {
            solve_result_free(&w->r);
            memset(&w->r, 0, sizeof w->r);
            SolveOpts o = {0};
            o.limit = 2;
            o.formulation = w->form;
            w->b->solve(m, &o, &w->r);
            bt[k] = 1e3 * w->r.build_sec;
            st[k] = 1e3 * w->r.solve_sec;
        }
        qsort(bt, (size_t)repeat, sizeof(double), cmp_d);
        qsort(st, (size_t)repeat, sizeof(double), cmp_d);
        w->build_ms = bt[repeat / 2];
        w->solve_ms = st[repeat / 2];
        w->verified = w->r.first ? verify_grid(m, w->r.first, NULL, 0) : 0;
        const Row *ref = &rows[0];
        w->agree = w->r.status != PUZ_ERROR && w->r.solutions == ref->r.solutions &&
                   (!w->r.first || !ref->r.first || w->r.solutions > 1 ||
                    !memcmp(w->r.first, ref->r.first, (size_t)m->ncells * sizeof(int))) &&
                   (!w->r.first || w->verified);
        if (w->r.status != PUZ_ERROR && !w->agree)
            disagree = 1;
    }
    free(bt);
    free(st);

    if (json)
        printf("{\"file\":\"%s\",\"repeat\":%ld,\"rows\":[", argv[optind], repeat);
    else if (csv)
        puts("backend,formulation,size1,size1_name,size2,size2_name,size3,size3_name,"
             "build_ms,solve_ms,effort,effort_name,result,verified,agree");
    else
        printf("%-9s %-10s %40s %9s %9s %16s  %-12s %s\n", "backend", "formulation",
               "model size", "build ms", "solve ms", "effort", "result", "agree");
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        const char *form = w->form ? w->form : "-";
        const char *const *sn = w->b->size_names;
        const char *res = result_name(&w->r);
        const char *agree = w->r.status == PUZ_ERROR ? "-" : w->agree ? "yes" : "NO";
        if (json) {
            printf("%s{\"backend\":\"%s\",\"formulation\":\"%s\",\"size\":{\"%s\":%ld,"
                   "\"%s\":%ld,\"%s\":%ld},\"build_ms\":%.3f,\"solve_ms\":%.3f,"
                   "\"effort\":%ld,\"effort_name\":\"%s\",\"result\":\"%s\",\"verified\":%s,"
                   "\"agree\":%s}",
                   i ? "," : "", w->b->name, form, sn[0], w->r.size[0], sn[1], w->r.size[1],
                   sn[2], w->r.size[2], w->build_ms, w->solve_ms, w->r.effort,
                   w->b->effort_name, res, w->verified ? "true" : "false",
                   w->agree ? "true" : "false");
        } else if (csv) {
            printf("%s,%s,%ld,%s,%ld,%s,%ld,%s,%.3f,%.3f,%ld,%s,%s,%s,%s\n", w->b->name, form,
                   w->r.size[0], sn[0], w->r.size[1], sn[1], w->r.size[2], sn[2], w->build_ms,
                   w->solve_ms, w->r.effort, w->b->effort_name, res,
                   w->verified ? "yes" : "no", agree);
        } else {
            char size[64], effort[40];
            if (w->r.status == PUZ_ERROR)
                snprintf(size, sizeof size, "%s", "-");
            else
                snprintf(size, sizeof size, "%ld/%ld/%ld %s/%s/%s", w->r.size[0],
                         w->r.size[1], w->r.size[2], sn[0], sn[1], sn[2]);
            snprintf(effort, sizeof effort, "%ld %s", w->r.effort, w->b->effort_name);
            printf("%-9s %-10s %40s %9.3f %9.3f %16s  %-12s %s\n", w->b->name, form, size,
                   w->build_ms, w->solve_ms, effort, res, agree);
            if (w->r.status == PUZ_ERROR)
                printf("          (%s)\n", w->r.err);
        }
    }
    if (json)
        puts("]}");
    for (int i = 0; i < nrows; i++)
        solve_result_free(&rows[i].r);
    model_free(m);
    return disagree ? 3 : 0;
}
