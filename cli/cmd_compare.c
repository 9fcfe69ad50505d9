/* cmd_compare.c -- `puzc compare`: every backend and formulation on one
 * model, or on every puzzle of a file of one-line puzzles, side by side:
 * model size in each backend's own terms, build and solve time, effort,
 * result, and whether every answer is verified and agrees with the others.
 *
 * ROWS. From each backend's option table (puz_option.rows), nothing known
 * here by name: the cross product of the options marked PUZ_ROWS_EACH (sat:
 * encoding x amo; ilp: formulation x no-eliminate; native: method;
 * heuristic: method), then on models with sums a row per value of each
 * PUZ_ROWS_SUMS option (sat and dlx: cage). A backend whose only varied
 * option is a sums one (dlx) shows just those rows there. Backends that
 * cannot count (the heuristics) run only when --backends names them, and
 * so do the rows a backend's compare_row_ok leaves out on this model and
 * time limit (native backtrack without --time-limit, ilp closed with givens
 * as bounds): those only when an entry of --backends names their label.
 *
 * AGREEMENT. Each run counts to --count (default 2) and every solution it
 * reports goes through verify_grid. The reference is the first row that
 * settled the count; a row agrees when its count equals the reference's
 * and, for a unique solution, its grid is the same. A wrong solution or a
 * disagreement is an internal error: exit 3. */
#include "batch_line.h"
#include "cli.h"
#include "json.h"
#include "commands.h"

#include "util.h"
#include "verify.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char compare_usage[] =
    "usage: puzc compare FILE.puz [--backends LIST] [--repeat K] [--count N] [--csv|--json]\n"
    "                    [--time-limit S] [--plot OUT.svg]\n"
    "       puzc compare --batch FILE|- [--killer] [--max N] [same options]\n"
    "  --backends LIST  comma-separated backends, or backend:formulation (sat:minimal,\n"
    "                   sat:minimal/pairwise, ilp:classic); default: every counting\n"
    "                   backend with every formulation\n"
    "  --repeat K       runs per row, median times reported (default 3; 1 with --batch)\n"
    "  --count N        count solutions up to N in every row (default 2)\n"
    "  --time-limit S   give each run at most S seconds (result: unknown)\n"
    "  --memory-limit MB  give each run's model build at most MB megabytes\n"
    "  --batch FILE     one-line puzzles as `puzc batch` reads them; per row: solved,\n"
    "                   failed, median, p90 and max time\n"
    "  --killer         batch lines are Killer lines; --max N: the first N puzzles\n"
    "  --plot OUT.svg   also a bar chart of the rows' times (log scale) as SVG:\n"
    "                   build + solve ms; with --batch the median, a whisker to p90\n"
    "  SIGINT or SIGTERM during --batch: the table of the puzzles done, exit 130/143\n"
    "exit status: 0 every row agrees, 2 usage, input or output error, 3 a wrong or\n"
    "disagreeing answer\n";

/* One row: a backend with its options, and what came of it. */
typedef struct {
    const Backend *b;
    char label[64];      /* the formulation column */
    SolveOpts o;         /* the options as the backend reads them */
    puz_options *po;     /* the same for the library */
    puz_solver *s;       /* --batch: prepared for the shape of side `side` */
    int side;
    /* single model: the last run, median times */
    puz_result r;
    double build_ms, solve_ms;
    long wrong;          /* solutions that failed verification */
    int agree;           /* 1 yes, 0 no, -1 not applicable */
    int opt_in;          /* compare_row_ok left it out: runs only when named */
    /* batch: per puzzle */
    double *ms;
    long nms, solved, unsat, failed, disagree, effort_sum, runs;
    char last_err[256];
} Row;

static int model_has_sums(const Model *m) { return model_count(m, CON_SUM) > 0; }

/* A row's options: (name, value) pairs from b's table, value NULL for a
 * flag that is on. */
typedef struct {
    int n;
    const char *name[8], *value[8];
} RowOpts;

/* What the rows are made for: the model (NULL: every row, to match
 * --backends against) and compare's time limit, for compare_row_ok. */
typedef struct {
    const Model *m;
    double time_limit;
} RowFor;

/* Adds the row of b with these options. Its label joins the values of the
 * options compare varies ("minimal/pairwise"; a flag by its name; an
 * option varied on sums only as "cage=sets"), or "-" for none. The row is
 * opt_in when the backend's compare_row_ok leaves it out on f's model. */
static Row *add_row(Row **rows, int *n, const Backend *b, const RowOpts *ro, const RowFor *f)
{
    SolveOpts o = {0};
    char err[256];
    for (int i = 0; i < ro->n; i++)
        if (opts_apply(b, &o, ro->name[i], ro->value[i], err, sizeof err) != 0)
            return NULL; /* cannot happen: the values come from b's table */
    SolveOpts judged = o;
    judged.time_limit = f->time_limit;
    int opt_in = f->m && b->compare_row_ok && !b->compare_row_ok(f->m, &judged);
    *rows = xrealloc(*rows, (size_t)(*n + 1) * sizeof(Row));
    Row *w = &(*rows)[(*n)++];
    memset(w, 0, sizeof *w);
    w->b = b;
    w->o = o;
    w->opt_in = opt_in;
    w->po = puz_options_new(b);
    for (int i = 0; i < ro->n; i++)
        puz_options_set(w->po, ro->name[i], ro->value[i], err, sizeof err);
    size_t len = 0;
    for (int i = 0; i < ro->n && len < sizeof w->label; i++) {
        const puz_option *p = puz_backend_option(b, ro->name[i]);
        const char *sep = len ? "/" : "";
        if (p->rows == PUZ_ROWS_SUMS)
            len += (size_t)snprintf(w->label + len, sizeof w->label - len, "%s%s=%s", sep,
                                    p->name, ro->value[i]);
        else
            len += (size_t)snprintf(w->label + len, sizeof w->label - len, "%s%s", sep,
                                    ro->value[i] ? ro->value[i] : p->name);
    }
    if (!len)
        snprintf(w->label, sizeof w->label, "-");
    return w;
}

/* The values compare runs for option p ({NULL} for a flag's "off"). */
static int row_values(const puz_option *p, const char **out, int max)
{
    const char *const *v = p->rows_values ? p->rows_values : p->values;
    int n = 0;
    for (int i = 0; v && v[i] && n < max; i++)
        out[n++] = p->kind == PUZ_OPT_FLAG ? (strcmp(v[i], "on") ? "" : NULL) : v[i];
    return n;
}

/* The cross product of b's PUZ_ROWS_EACH options, from option index k on. */
static void cross(Row **rows, int *n, const Backend *b, const puz_option *t, int k, RowOpts *ro,
                  const RowFor *f)
{
    while (t[k].name && t[k].rows != PUZ_ROWS_EACH)
        k++;
    if (!t[k].name) {
        add_row(rows, n, b, ro, f);
        return;
    }
    const char *vals[16];
    int nv = row_values(&t[k], vals, 16);
    for (int i = 0; i < nv; i++) {
        RowOpts next = *ro;
        if (!(t[k].kind == PUZ_OPT_FLAG && vals[i])) { /* a flag's "off" adds nothing */
            next.name[next.n] = t[k].name;
            next.value[next.n++] = vals[i];
        }
        cross(rows, n, b, t, k + 1, &next, f);
    }
}

/* Every row of backend b, from its option table: the cross product of the
 * options it marks PUZ_ROWS_EACH, then, on models with sums, a row per value
 * of each PUZ_ROWS_SUMS option (the others at their defaults). */
static void backend_rows(Row **rows, int *n, const Backend *b, int sums, const RowFor *f)
{
    const puz_option *t = puz_backend_options(b);
    int each = 0, sum_rows = 0;
    for (int k = 0; t[k].name; k++) {
        each |= t[k].rows == PUZ_ROWS_EACH;
        sum_rows |= t[k].rows == PUZ_ROWS_SUMS;
    }
    RowOpts ro = {0};
    if (each || !sums || !sum_rows) /* else the sums rows hold the plain one */
        cross(rows, n, b, t, 0, &ro, f);
    for (int k = 0; sums && t[k].name; k++) {
        if (t[k].rows != PUZ_ROWS_SUMS)
            continue;
        for (int i = 0; t[k].values[i]; i++) {
            RowOpts one = {1, {t[k].name}, {t[k].values[i]}};
            add_row(rows, n, b, &one, f);
        }
    }
}

/* Does list entry `want` ("name" or "name:formulation") pick row w? 0 no,
 * PICK_NAME by the backend's name alone, PICK_FORM by its main option's
 * value (ilp:classic), PICK_LABEL by the row's whole label
 * (ilp:classic/no-eliminate, native:backtrack). */
enum { PICK_NAME = 1, PICK_FORM, PICK_LABEL };

static int picks(const char *want, size_t len, const Row *w)
{
    const char *colon = memchr(want, ':', len);
    size_t nl = colon ? (size_t)(colon - want) : len;
    if (strlen(w->b->name) != nl || strncmp(w->b->name, want, nl))
        return 0;
    if (!colon)
        return PICK_NAME;
    const char *f = colon + 1;
    size_t fl = len - nl - 1;
    const char *form = backend_main_value(w->b, &w->o);
    if (strlen(w->label) == fl && !strncmp(w->label, f, fl))
        return PICK_LABEL;
    return form && strlen(form) == fl && !strncmp(form, f, fl) ? PICK_FORM : 0;
}

/* The rows for m: every counting backend, or those the list names; a row
 * compare_row_ok leaves out only when an entry names its label. */
static void row_free(Row *w);

static Row *make_rows(const Model *m, const char *list, double time_limit, int *nrows)
{
    Row *all = NULL, *rows = NULL;
    int nall = 0, n = 0;
    RowFor f = {m, time_limit};
    for (int i = 0; backend_list[i]; i++)
        backend_rows(&all, &nall, backend_list[i], model_has_sums(m), &f);
    for (int i = 0; i < nall; i++) {
        int keep = 0;
        if (!list)
            keep = (all[i].b->caps & CAP_COUNT) != 0 && !all[i].opt_in;
        for (const char *p = list; p && *p && !keep;) {
            const char *e = strchr(p, ',');
            size_t len = e ? (size_t)(e - p) : strlen(p);
            int how = picks(p, len, &all[i]);
            keep = all[i].opt_in ? how == PICK_LABEL : how != 0;
            p = e ? e + 1 : p + len;
        }
        if (keep) {
            rows = xrealloc(rows, (size_t)(n + 1) * sizeof(Row));
            rows[n++] = all[i];
        } else {
            row_free(&all[i]);
        }
    }
    free(all);
    *nrows = n;
    return rows;
}

/* Checks every entry of --backends names a backend and picks some row. */
static int check_list(const char *list, const Model *m)
{
    Row *all = NULL;
    int nall = 0;
    RowFor every = {NULL, 0};
    for (int i = 0; backend_list[i]; i++)
        backend_rows(&all, &nall, backend_list[i], 1, &every);
    int rc = 0;
    for (const char *p = list; p && *p && !rc;) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        const char *colon = memchr(p, ':', len);
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)(colon ? colon - p : (long)len), p);
        if (!cli_backend("compare", name))
            rc = -1;
        int hit = 0;
        for (int i = 0; i < nall && !rc; i++)
            hit |= picks(p, len, &all[i]);
        if (!rc && !hit) {
            fprintf(stderr, "puzc compare: error: no row matches '%.*s' (rows look like "
                            "sat:minimal/pairwise, ilp:classic, dlx)\n", (int)len, p);
            rc = -1;
        }
        p = e ? e + 1 : p + len;
    }
    (void)m;
    for (int i = 0; i < nall; i++)
        row_free(&all[i]);
    free(all);
    return rc;
}

/* Every solution of a run is verified here. */
typedef struct {
    long wrong;
    char why[160];
} Check;

static int check_solution(const Model *m, const int *grid, void *ctx)
{
    Check *c = ctx;
    if (!verify_grid(m, grid, c->why, sizeof c->why))
        c->wrong++;
    return 0;
}

/* A long run's progress (the heuristics') on a terminal. */
static CliProgress progress;

/* One run of row w on m through the library: the result in *r (caller
 * frees), wrong solutions counted. With `shape` (compare --batch), the row's
 * solver is prepared once per shape and fed m's givens, as batch does;
 * else the model is solved once as it is. */
static void run_row(Row *w, const Model *m, const Model *shape, long count, double time_limit,
                    puz_result *r, long *wrong)
{
    Check ck = {0, ""};
    puz_limits lim = {0};
    lim.max_solutions = (uint64_t)((w->b->caps & CAP_COUNT) ? count : 1);
    lim.time_limit = time_limit;
    lim.budget = cli_budget();
    lim.on_solution = check_solution;
    lim.ctx = &ck;
    lim.progress = cli_progress;
    lim.progress_ctx = &progress;
    lim.cancel = cli_cancel_flag(); /* compare --batch: SIGINT, SIGTERM */
    memset(r, 0, sizeof *r);
    if (shape && (!w->s || w->side != shape->rows || model_count(shape, CON_SUM))) {
        puz_solver_free(w->s);
        w->s = puz_solver_new(w->b, shape, w->po, r->err, sizeof r->err);
        w->side = shape->rows;
    }
    if (!shape)
        puz_solve(m, w->b, w->po, &lim, r);
    else if (w->s)
        puz_solver_solve(w->s, m->given, &lim, r);
    else
        r->status = PUZ_ERROR;
    cli_progress_end(&progress);
    if (r->solution && !verify_grid(m, r->solution, ck.why, sizeof ck.why))
        ck.wrong++;
    *wrong += ck.wrong;
    if (ck.wrong)
        fprintf(stderr, "puzc compare: internal error: %s %s returned a wrong solution: %s\n",
                w->b->name, w->label, ck.why);
}

static void row_free(Row *w)
{
    puz_result_free(&w->r);
    puz_options_free(w->po);
    puz_solver_free(w->s);
    free(w->ms);
}

/* The count settled? (not an error, not cut short) */
static int settled(const puz_result *r)
{
    return (r->status == PUZ_SOLVED || r->status == PUZ_UNSAT) && r->complete;
}

/* 1 when r agrees with ref (a settled reference), 0 when not, -1 when r
 * says nothing (error, unknown, or a backend that cannot count). */
static int agrees(const Row *w, const puz_result *r, const puz_result *ref, int ncells)
{
    if (!ref || !settled(r))
        return r->status == PUZ_SOLVED && ref && ref->solutions == 0 ? 0 : -1;
    int counts = (w->b->caps & CAP_COUNT) != 0;
    if (counts && r->solutions != ref->solutions)
        return 0;
    if (!counts && (r->solutions > 0) != (ref->solutions > 0))
        return 0;
    if (ref->solutions == 1 && r->solution && ref->solution &&
        memcmp(r->solution, ref->solution, (size_t)ncells * sizeof(int)))
        return 0;
    return 1;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static const char *result_name(const puz_result *r)
{
    switch (r->status) {
    case PUZ_SOLVED: return "solved";
    case PUZ_UNSAT: return "no solution";
    case PUZ_UNKNOWN: return "stopped";
    default: return "error";
    }
}

static const char *agree_name(int a) { return a > 0 ? "yes" : a == 0 ? "NO" : "-"; }

/* The formulation column: NULL (JSON's null, CSV's empty field) for none
 * (the table's "-"). */
static const char *label_or_null(const Row *w)
{
    return strcmp(w->label, "-") ? w->label : NULL;
}

/* "" as null: a note or a name that is not there. */
static const char *text_or_null(const char *s)
{
    return s && s[0] ? s : NULL;
}

/* CSV field (RFC 4180): quoted when it holds a comma, a quote, CR or LF,
 * its quotes doubled; NULL is an empty field. */
static void csv_str(FILE *out, const char *s)
{
    if (!s)
        return;
    if (!strpbrk(s, ",\"\r\n")) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

/* AN ALIGNED TABLE: cells collected as text (cellf), then printed with
 * each column as wide as its widest cell; text columns left, numbers right. */
#define TABLE_MAX_COLS 16
typedef struct {
    char **cell;
    int ncols, nrows, cap;
    int right[TABLE_MAX_COLS];
} Table;

static void table_print(FILE *out, Table *t, int ncells_total)
{
    int nrows = ncells_total / t->ncols;
    int width[TABLE_MAX_COLS] = {0};
    for (int r = 0; r < nrows; r++)
        for (int c = 0; c < t->ncols; c++) {
            int len = (int)strlen(t->cell[r * t->ncols + c]);
            if (len > width[c])
                width[c] = len;
        }
    for (int r = 0; r < nrows; r++) {
        for (int c = 0; c < t->ncols; c++) {
            const char *s = t->cell[r * t->ncols + c];
            int last = c == t->ncols - 1;
            if (t->right[c])
                fprintf(out, "%*s", width[c], s);
            else if (last)
                fputs(s, out);
            else
                fprintf(out, "%-*s", width[c], s);
            if (!last)
                fputs("  ", out);
        }
        fputc('\n', out);
    }
    for (int i = 0; i < ncells_total; i++)
        free(t->cell[i]);
    free(t->cell);
}

/* A table being filled: cells appended row by row, n so far. */
typedef struct {
    Table t;
    int n;
} Grid;

static void cellf(Grid *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void cellf(Grid *g, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (g->n == g->t.cap)
        g->t.cell = xrealloc(g->t.cell,
                             (size_t)(g->t.cap = g->t.cap ? 2 * g->t.cap : 64) * sizeof(char *));
    g->t.cell[g->n++] = xstrdup(buf);
}

static void size_text(char *buf, size_t n, const Row *w, const puz_result *r)
{
    const char *const *sn = w->b->size_names;
    if (r->status == PUZ_ERROR)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "%ld %s, %ld %s, %ld %s", r->size[0], sn[0] ? sn[0] : "",
                 r->size[1], sn[1] ? sn[1] : "", r->size[2], sn[2] ? sn[2] : "");
}

/* ONE MODEL */
/* Runs every row `repeat` times on m (median times); returns the reference
 * row's result: the first counting row that settled the count. */
static const puz_result *run_rows(Row *rows, int nrows, const Model *m, long repeat, long count,
                                  double time_limit, const char **ref_name)
{
    double *bt = xmalloc((size_t)repeat * sizeof(double));
    double *st = xmalloc((size_t)repeat * sizeof(double));
    const puz_result *ref = NULL;
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        for (long k = 0; k < repeat; k++) {
            puz_result_free(&w->r);
            run_row(w, m, NULL, count, time_limit, &w->r, &w->wrong);
            bt[k] = 1e3 * w->r.build_sec;
            st[k] = 1e3 * w->r.solve_sec;
        }
        qsort(bt, (size_t)repeat, sizeof(double), cmp_d);
        qsort(st, (size_t)repeat, sizeof(double), cmp_d);
        w->build_ms = bt[repeat / 2];
        w->solve_ms = st[repeat / 2];
        if (!ref && !w->wrong && settled(&w->r) && (w->b->caps & CAP_COUNT)) {
            ref = &w->r;
            *ref_name = w->b->name;
        }
    }
    free(bt);
    free(st);
    return ref;
}

/* Each row against the reference; 1 when some row disagrees (said why). */
static int judge_rows(Row *rows, int nrows, const puz_result *ref, const char *ref_name,
                      int ncells)
{
    int bad = 0;
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        w->agree = w->wrong ? 0 : agrees(w, &w->r, ref, ncells);
        if (w->agree == 0) {
            bad = 1;
            if (!w->wrong)
                fprintf(stderr, "puzc compare: internal error: %s %s disagrees: %s, %ld "
                                "solution(s), where %s found %ld\n",
                        w->b->name, w->label, result_name(&w->r), (long)w->r.solutions, ref_name,
                        ref ? (long)ref->solutions : 0);
        }
    }
    return bad;
}

static void print_rows_json(const Row *rows, int nrows, const char *path, long count,
                            long repeat)
{
    JsonWriter j;
    json_init(&j, stdout);
    json_object_begin(&j);
    json_kstr(&j, "file", path);
    json_kint(&j, "count", count);
    json_kint(&j, "repeat", repeat);
    json_key(&j, "rows");
    json_array_begin(&j);
    for (int i = 0; i < nrows; i++) {
        const Row *w = &rows[i];
        const char *const *sn = w->b->size_names;
        json_object_begin(&j);
        json_kstr(&j, "backend", w->b->name);
        json_kstr(&j, "formulation", label_or_null(w));
        json_key(&j, "size");
        json_object_begin(&j);
        for (int s = 0; s < 3; s++)
            json_kint(&j, sn[s] ? sn[s] : "?", w->r.size[s]);
        json_object_end(&j);
        json_kdouble(&j, "build_ms", w->build_ms, 3);
        json_kdouble(&j, "solve_ms", w->solve_ms, 3);
        json_kint(&j, "effort", w->r.effort);
        json_kstr(&j, "effort_name", text_or_null(w->b->effort_name));
        json_kstr(&j, "result", result_name(&w->r));
        json_kint(&j, "solutions", (long)w->r.solutions);
        json_key(&j, "verified");
        if (w->wrong || w->r.solutions)
            json_bool(&j, !w->wrong);
        else
            json_null(&j);
        json_key(&j, "agree");
        if (w->agree >= 0)
            json_bool(&j, w->agree > 0);
        else
            json_null(&j);
        json_kstr(&j, "note", text_or_null(w->r.status == PUZ_ERROR ? w->r.err : w->r.note));
        json_object_end(&j);
    }
    json_array_end(&j);
    json_object_end(&j);
    putchar('\n');
}

static void print_rows_csv(const Row *rows, int nrows)
{
    puts("backend,formulation,size1,size1_name,size2,size2_name,size3,size3_name,"
         "build_ms,solve_ms,effort,effort_name,result,solutions,verified,agree,note");
    for (int i = 0; i < nrows; i++) {
        const Row *w = &rows[i];
        const char *const *sn = w->b->size_names;
        printf("%s,", w->b->name);
        csv_str(stdout, label_or_null(w));
        printf(",%ld,%s,%ld,%s,%ld,%s,%.3f,%.3f,%ld,%s,%s,%ld,%s,%s,", w->r.size[0],
               sn[0] ? sn[0] : "", w->r.size[1], sn[1] ? sn[1] : "", w->r.size[2],
               sn[2] ? sn[2] : "", w->build_ms, w->solve_ms, w->r.effort,
               w->b->effort_name ? w->b->effort_name : "", result_name(&w->r),
               (long)w->r.solutions, w->wrong ? "no" : (long)w->r.solutions ? "yes" : "-",
               agree_name(w->agree));
        csv_str(stdout, w->r.status == PUZ_ERROR ? w->r.err : w->r.note);
        putchar('\n');
    }
}

static void print_rows_table(Row *rows, int nrows, const puz_result *ref, long count)
{
    char size[160];
    Grid g = {{NULL, 9, 0, 0, {0, 0, 0, 1, 1, 1, 0, 1, 0}}, 0};
    cellf(&g, "backend");
    cellf(&g, "formulation");
    cellf(&g, "model size");
    cellf(&g, "build ms");
    cellf(&g, "solve ms");
    cellf(&g, "effort");
    cellf(&g, "result");
    cellf(&g, "solutions");
    cellf(&g, "agree");
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        size_text(size, sizeof size, w, &w->r);
        cellf(&g, "%s", w->b->name);
        cellf(&g, "%s", w->label);
        cellf(&g, "%s", size);
        cellf(&g, "%.3f", w->build_ms);
        cellf(&g, "%.3f", w->solve_ms);
        cellf(&g, "%ld %s", w->r.effort, w->b->effort_name ? w->b->effort_name : "");
        cellf(&g, "%s", result_name(&w->r));
        cellf(&g, "%ld%s", (long)w->r.solutions,
              (long)w->r.solutions >= count && (w->b->caps & CAP_COUNT) ? "+" : "");
        cellf(&g, "%s", w->wrong ? "WRONG" : agree_name(w->agree));
    }
    table_print(stdout, &g.t, g.n);
    for (int i = 0; i < nrows; i++)
        if (rows[i].r.status == PUZ_ERROR || rows[i].r.status == PUZ_UNKNOWN)
            printf("  %s %s: %s\n", rows[i].b->name, rows[i].label,
                   rows[i].r.status == PUZ_ERROR ? rows[i].r.err : rows[i].r.note);
    if (!ref)
        puts("  (no row settled the count: nothing to agree with)");
}

/* --plot: the rows' times as a bar chart (puz_plot_svg). One model:
 * build + solve ms (medians of the repeats); --batch: the median per
 * puzzle with a whisker to p90. Bars of one backend share a colour. */
static FILE *plot_out;
static const char *plot_path;
static double pct(const double *v, long n, double p);

static int plot_rows(Row *rows, int nrows, const char *path, long npuz, int batch)
{
    if (!plot_out)
        return 0;
    const char **label = xcalloc((size_t)nrows, sizeof *label);
    const char **note = xcalloc((size_t)nrows, sizeof *note);
    char (*lab)[96] = xcalloc((size_t)nrows, sizeof *lab);
    char (*nt)[96] = xcalloc((size_t)nrows, sizeof *nt);
    int *group = xcalloc((size_t)nrows, sizeof *group);
    double *value = xcalloc((size_t)nrows, sizeof *value);
    double *hi = xcalloc((size_t)nrows, sizeof *hi);
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        snprintf(lab[i], sizeof lab[i], "%s%s%s", w->b->name, strcmp(w->label, "-") ? " " : "",
                 strcmp(w->label, "-") ? w->label : "");
        label[i] = lab[i];
        for (int k = 0; backend_list[k]; k++)
            if (backend_list[k] == w->b)
                group[i] = k;
        if (batch) {
            qsort(w->ms, (size_t)w->nms, sizeof(double), cmp_d);
            value[i] = pct(w->ms, w->nms, 0.5);
            hi[i] = pct(w->ms, w->nms, 0.9);
            int len = snprintf(nt[i], sizeof nt[i], "%ld solved", w->solved);
            if (w->failed)
                snprintf(nt[i] + len, sizeof nt[i] - (size_t)len, ", %ld failed", w->failed);
        } else {
            value[i] = w->build_ms + w->solve_ms;
            snprintf(nt[i], sizeof nt[i], "%s%s", result_name(&w->r),
                     w->wrong ? ", WRONG" : w->agree == 0 ? ", disagrees" : "");
        }
        note[i] = nt[i];
    }
    char title[300], err[256];
    if (batch)
        snprintf(title, sizeof title, "puzc compare --batch %s: %ld puzzle%s", path, npuz,
                 npuz == 1 ? "" : "s");
    else
        snprintf(title, sizeof title, "puzc compare %s", path);
    puz_plot p = {title,
                  batch ? "median build + solve time per puzzle, whisker to p90 (log scale)"
                        : "build + solve time, median of the repeats (log scale)",
                  nrows, label, group, value, batch ? hi : NULL, note};
    int rc = 0;
    if (puz_plot_svg(&p, plot_out, err, sizeof err) != 0 && !ferror(plot_out)) {
        fprintf(stderr, "puzc compare: error: %s\n", err);
        rc = 2;
    }
    if (cli_end_output(plot_out, plot_path) != 0)
        rc = 2;
    plot_out = NULL;
    free(label);
    free(note);
    free(lab);
    free(nt);
    free(group);
    free(value);
    free(hi);
    return rc;
}

static int compare_model(const char *path, const char *list, long repeat, long count,
                         double time_limit, int csv, int json)
{
    puz_limits fl = {.time_limit = time_limit, .budget = cli_budget()};
    int rc;
    Model *m = cli_load_limits(path, &fl, &rc);
    if (!m)
        return rc;
    int nrows;
    Row *rows = make_rows(m, list, time_limit, &nrows);
    const char *ref_name = "";
    const puz_result *ref = run_rows(rows, nrows, m, repeat, count, time_limit, &ref_name);
    int bad = judge_rows(rows, nrows, ref, ref_name, m->ncells);
    if (json)
        print_rows_json(rows, nrows, path, count, repeat);
    else if (csv)
        print_rows_csv(rows, nrows);
    else
        print_rows_table(rows, nrows, ref, count);
    int plot_rc = plot_rows(rows, nrows, path, 1, 0);
    for (int i = 0; i < nrows; i++)
        row_free(&rows[i]);
    free(rows);
    model_free(m);
    return bad ? 3 : plot_rc;
}

/* A FILE OF ONE-LINE PUZZLES */
static double pct(const double *v, long n, double p)
{
    if (n == 0)
        return 0;
    long i = (long)(p * (double)(n - 1) + 0.5);
    return v[i < n ? i : n - 1];
}

/* One puzzle of compare --batch through every row (best of `repeat`
 * times), the tallies kept in the rows, disagreements reported. 0 when a
 * signal came while it ran: the puzzle is dropped, no tally changed. */
static int run_line(Row *rows, int nrows, puz_result *res, const Model *m, const Model *shape,
                    const char *path, long lineno, long count, long repeat, double time_limit)
{
    const puz_result *ref = NULL;
    double *best = xcalloc((size_t)nrows, sizeof *best);
    long *wrong = xcalloc((size_t)nrows, sizeof *wrong);
    for (int i = 0; i < nrows && !cli_signal_status(); i++)
        for (long k = 0; k < repeat; k++) {
            puz_result_free(&res[i]);
            long before = wrong[i];
            run_row(&rows[i], m, shape, count, time_limit, &res[i], &wrong[i]);
            if (wrong[i] != before)
                fprintf(stderr, "puzc compare: %s:%ld: the wrong solution above\n", path,
                        lineno);
            double t = 1e3 * (res[i].build_sec + res[i].solve_sec);
            if (k == 0 || t < best[i])
                best[i] = t;
        }
    int whole = !cli_signal_status();
    for (int i = 0; i < nrows && whole; i++) {
        Row *w = &rows[i];
        w->wrong += wrong[i];
        if ((w->nms & (w->nms + 1)) == 0 || w->nms == 0)
            w->ms = xrealloc(w->ms, (size_t)(2 * w->nms + 2) * sizeof(double));
        w->ms[w->nms++] = best[i];
        w->runs++;
        w->effort_sum += res[i].effort;
        if (res[i].status == PUZ_SOLVED && res[i].complete)
            w->solved++;
        else if (res[i].status == PUZ_UNSAT)
            w->unsat++;
        else {
            w->failed++;
            if (res[i].status == PUZ_ERROR)
                snprintf(w->last_err, sizeof w->last_err, "%s", res[i].err);
        }
        if (!ref && settled(&res[i]) && (w->b->caps & CAP_COUNT))
            ref = &res[i];
    }
    for (int i = 0; i < nrows && whole; i++)
        if (agrees(&rows[i], &res[i], ref, m->ncells) == 0) {
            rows[i].disagree++;
            fprintf(stderr, "puzc compare: internal error: %s:%ld: %s %s disagrees (%s, "
                            "%ld solution(s); the reference found %ld)\n",
                    path, lineno, rows[i].b->name, rows[i].label, result_name(&res[i]),
                    (long)res[i].solutions, ref ? (long)ref->solutions : 0);
        }
    free(best);
    free(wrong);
    return whole;
}

/* The per-row summary of compare --batch; 1 when a row was wrong or
 * disagreed. */
static int print_batch(Row *rows, int nrows, const char *path, long npuz, long badlines,
                       long count, long repeat, int csv, int json)
{
    int bad = 0;
    Grid g = {{NULL, 12, 0, 0, {0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}}, 0};
    JsonWriter j;
    json_init(&j, stdout);
    if (json) {
        json_object_begin(&j);
        json_kstr(&j, "file", path);
        json_kint(&j, "puzzles", npuz);
        json_kint(&j, "bad_lines", badlines);
        json_kint(&j, "count", count);
        json_key(&j, "rows");
        json_array_begin(&j);
    } else if (csv)
        puts("backend,formulation,puzzles,solved,no solution,failed,wrong,disagree,median_ms,p90_ms,"
             "max_ms,total_s,puzzles_per_s,mean_effort,effort_name");
    else {
        const char *head[] = {"backend", "formulation", "puzzles", "solved", "no solution", "failed",
                              "disagree", "median ms", "p90 ms", "max ms", "puzzles/s",
                              "mean effort"};
        for (int c = 0; c < 12; c++)
            cellf(&g, "%s", head[c]);
    }
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        qsort(w->ms, (size_t)w->nms, sizeof(double), cmp_d);
        double total = 0;
        for (long k = 0; k < w->nms; k++)
            total += w->ms[k];
        double med = pct(w->ms, w->nms, 0.5), p90 = pct(w->ms, w->nms, 0.9);
        double mx = w->nms ? w->ms[w->nms - 1] : 0;
        double rate = total > 0 ? 1e3 * (double)w->nms / total : 0;
        double effort = w->runs ? (double)w->effort_sum / (double)w->runs : 0;
        if (w->wrong || w->disagree)
            bad = 1;
        const char *en = w->b->effort_name ? w->b->effort_name : "";
        if (json) {
            json_object_begin(&j);
            json_kstr(&j, "backend", w->b->name);
            json_kstr(&j, "formulation", label_or_null(w));
            json_kint(&j, "puzzles", w->runs);
            json_kint(&j, "solved", w->solved);
            json_kint(&j, "no solution", w->unsat);
            json_kint(&j, "failed", w->failed);
            json_kint(&j, "wrong", w->wrong);
            json_kint(&j, "disagree", w->disagree);
            json_kdouble(&j, "median_ms", med, 4);
            json_kdouble(&j, "p90_ms", p90, 4);
            json_kdouble(&j, "max_ms", mx, 4);
            json_kdouble(&j, "total_s", total / 1e3, 4);
            json_kdouble(&j, "puzzles_per_s", rate, 1);
            json_kdouble(&j, "mean_effort", effort, 2);
            json_kstr(&j, "effort_name", text_or_null(en));
            json_object_end(&j);
        } else if (csv) {
            printf("%s,", w->b->name);
            csv_str(stdout, label_or_null(w));
            printf(",%ld,%ld,%ld,%ld,%ld,%ld,%.4f,%.4f,%.4f,%.4f,%.1f,%.2f,%s\n", w->runs,
                   w->solved, w->unsat, w->failed, w->wrong, w->disagree, med, p90, mx,
                   total / 1e3, rate, effort, en);
        } else {
            cellf(&g, "%s", w->b->name);
            cellf(&g, "%s", w->label);
            cellf(&g, "%ld", w->runs);
            cellf(&g, "%ld", w->solved);
            cellf(&g, "%ld", w->unsat);
            cellf(&g, "%ld", w->failed);
            cellf(&g, "%ld", w->disagree + w->wrong);
            cellf(&g, "%.3f", med);
            cellf(&g, "%.3f", p90);
            cellf(&g, "%.3f", mx);
            cellf(&g, "%.0f", rate);
            cellf(&g, "%.1f %s", effort, en);
        }
    }
    if (json) {
        json_array_end(&j);
        json_object_end(&j);
        putchar('\n');
    } else if (!csv) {
        printf("%ld puzzles from %s, counting to %ld; times are build + solve per puzzle%s\n",
               npuz, path, count, repeat > 1 ? " (best of the repeats)" : "");
        table_print(stdout, &g.t, g.n);
        for (int i = 0; i < nrows; i++)
            if (rows[i].last_err[0])
                printf("  %s %s: %s\n", rows[i].b->name, rows[i].label, rows[i].last_err);
    }
    return bad;
}

/* What compare --batch has done so far. */
typedef struct {
    Row *rows;
    int nrows;
    puz_result *res;
    long lineno, npuz, badlines;
} BatchRun;

static void batch_run_free(BatchRun *b)
{
    for (int i = 0; i < b->nrows; i++)
        row_free(&b->rows[i]);
    free(b->rows);
    free(b->res);
}

/* One line of the file through every row (a bad line reported and
 * counted); the puzzle counts unless a signal dropped it: 1 when it did. */
static int batch_one(BatchRun *b, const char *line, size_t len, const char *path, int killer,
                      const char *list, long repeat, long count, double time_limit)
{
    PuzzleLine p;
    char err[200];
    if (batch_parse_line(line, len, killer, &p, err, sizeof err) != 0) {
        fprintf(stderr, "puzc compare: error: %s:%ld: %s\n", path, b->lineno, err);
        b->badlines++;
        return 0;
    }
    Model *shape = batch_line_model(&p), *m = model_clone(shape);
    for (int c = 0; c < m->ncells; c++)
        if (p.givens[c])
            model_set_given(m, c, p.givens[c]);
    batch_line_free(&p);
    if (!b->rows) {
        b->rows = make_rows(m, list, time_limit, &b->nrows);
        b->res = xcalloc((size_t)b->nrows + 1, sizeof(puz_result));
    }
    int done = run_line(b->rows, b->nrows, b->res, m, shape, path, b->lineno, count, repeat,
                        time_limit);
    b->npuz += done;
    for (int i = 0; i < b->nrows; i++)
        puz_result_free(&b->res[i]);
    model_free(m);
    model_free(shape);
    return done;
}

static int compare_batch(const char *path, int killer, long max, const char *list, long repeat,
                         long count, double time_limit, int csv, int json)
{
    FILE *in = cli_open_lines("compare", path);
    if (!in)
        return 2;
    cli_catch_signals(); /* SIGINT, SIGTERM: the table of the puzzles done, 130/143 */
    BatchRun b = {0};
    char *line = NULL;
    size_t cap = 0;
    ssize_t got;
    int tty = isatty(2), bad = 0;
    errno = 0;
    while ((max == 0 || b.npuz < max) && !cli_signal_status() &&
           (got = cli_getline(&line, &cap, in)) >= 0) {
        size_t len = (size_t)got, bom = b.lineno ? 0 : cli_bom(line, len);
        b.lineno++;
        while (len > bom && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            len--;
        if (len > bom &&
            batch_one(&b, line + bom, len - bom, path, killer, list, repeat, count, time_limit) &&
            tty && b.npuz % 50 == 0)
            fprintf(stderr, "\rpuzc compare: %ld puzzles...", b.npuz);
    }
    cli_hold_signals(1); /* from here to the exit: no write cut short */
    int sig = cli_signal_status();
    if (tty && b.npuz >= 50)
        fputs("\r                                   \r", stderr);
    int unread = !sig && cli_lines_error("compare", path, in, errno, b.lineno + 1);
    free(line);
    if (in != stdin)
        fclose(in);
    if (sig)
        fprintf(stderr, "puzc compare: stopped by %s: %ld puzzle%s done, the rest dropped\n",
                sig == 128 + SIGINT ? "SIGINT" : "SIGTERM", b.npuz, b.npuz == 1 ? "" : "s");
    if (!unread && !b.npuz && !sig)
        fprintf(stderr, "puzc compare: error: %s: no puzzle read\n", path);
    if (!unread && b.npuz)
        bad = print_batch(b.rows, b.nrows, path, b.npuz, b.badlines, count, repeat, csv, json);
    int plot_rc = !unread && b.npuz ? plot_rows(b.rows, b.nrows, path, b.npuz, 1) : 0;
    batch_run_free(&b);
    if (sig)
        return sig;
    if (unread || !b.npuz)
        return 2;
    return bad ? 3 : b.badlines || plot_rc ? 2 : 0;
}

int cmd_compare(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"backends", required_argument, NULL, 'b'},
        {"repeat", required_argument, NULL, 'k'},
        {"count", required_argument, NULL, 'n'},
        {"time-limit", required_argument, NULL, 'T'},
        {"memory-limit", required_argument, NULL, 'm'},
        {"batch", required_argument, NULL, 'B'},
        {"killer", no_argument, NULL, 'K'},
        {"max", required_argument, NULL, 'M'},
        {"csv", no_argument, NULL, 'c'},
        {"json", no_argument, NULL, 'j'},
        {"plot", required_argument, NULL, 'p'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    const char *list = NULL, *batch = NULL;
    long repeat = -1, count = 2, max = 0;
    double time_limit = 0;
    int csv = 0, json = 0, killer = 0, opt;
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
        case 'n':
            if ((count = cli_count("compare", optarg)) < 0)
                return 2;
            break;
        case 'T':
            if ((time_limit = cli_seconds("compare", "time-limit", optarg)) < 0)
                return 2;
            break;
        case 'm':
            if (cli_memory_limit("compare", optarg) < 0)
                return 2;
            break;
        case 'B': batch = optarg; break;
        case 'K': killer = 1; break;
        case 'M':
            if ((max = cli_long("compare", "max", optarg)) < 0)
                return 2;
            break;
        case 'c': csv = 1; break;
        case 'j': json = 1; break;
        case 'p': plot_path = optarg; break;
        case 'h': fputs(compare_usage, stdout); return 0;
        default:
            fputs("Try 'puzc compare --help'.\n", stderr);
            return 2;
        }
    }
    if (csv && json) {
        fputs("puzc compare: error: --csv and --json exclude each other\n", stderr);
        return 2;
    }
    if (batch ? optind != argc : optind != argc - 1) {
        fprintf(stderr, "puzc compare: error: %s\nTry 'puzc compare --help'.\n",
                batch ? "--batch takes the puzzle file; no other file"
                      : "want one puzzle file (or --batch FILE)");
        return 2;
    }
    if (!batch && (killer || max)) {
        fprintf(stderr, "puzc compare: error: --%s goes with --batch\n", killer ? "killer" : "max");
        return 2;
    }
    if (list && check_list(list, NULL) != 0)
        return 2;
    /* the chart's file opened before the runs: a path that cannot be
     * written fails now, not after minutes of solving */
    if (plot_path && !(plot_out = cli_fopen(plot_path, "w"))) {
        fprintf(stderr, "puzc compare: error: cannot write '%s': %s\n", plot_path,
                strerror(errno));
        return 2;
    }
    cli_progress_init(&progress, 0);
    if (batch)
        return compare_batch(batch, killer, max, list, repeat > 0 ? repeat : 1, count,
                             time_limit, csv, json);
    return compare_model(argv[optind], list, repeat > 0 ? repeat : 3, count, time_limit, csv,
                         json);
}
