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
 * so do the rows puz_options_worth_comparing leaves out on this model and
 * time limit (native backtrack without --time-limit, ilp closed with givens
 * as bounds): those only when an entry of --backends names their label.
 *
 * AGREEMENT. Each run counts to --count (default 2) and every solution it
 * reports goes through puz_verify (the library checks the first one itself:
 * a wrong one is PUZ_E_INTERNAL). The reference is the first row that
 * settled the count; a row agrees when its count equals the reference's
 * and, for a unique solution, its grid is the same. A wrong solution or a
 * disagreement is an internal error: exit 3. */
#include "cli.h"
#include "json.h"
#include "commands.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
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

/* One run of a row: the library's result (reused run after run), and
 * what the result cannot say. error: the call failed (the backend cannot
 * express the model, its solver could not be prepared, a given out of
 * range): the result column says "error" and err why. internal: the
 * library refused the first solution (PUZ_E_INTERNAL): it is shown as
 * solved, and counted wrong. */
typedef struct {
    puz_result *r;
    int error, internal;
    char err[256];
} Run;

/* One row: a backend with its options, and what came of it. */
typedef struct {
    const puz_backend *b;
    char label[64];      /* the formulation column */
    puz_options *po;     /* the options */
    puz_solver *s;       /* --batch: prepared for the shape of side `side` */
    int side;
    /* single model: the last run, median times */
    Run run;
    double build_ms, solve_ms;
    long wrong;          /* solutions that failed verification */
    int agree;           /* 1 yes, 0 no, -1 not applicable */
    int opt_in;          /* left out by puz_options_worth_comparing: runs only when named */
    /* batch: per puzzle */
    double *ms;
    long nms, solved, unsat, failed, disagree, effort_sum, runs;
    char last_err[256];
} Row;

static int model_has_sums(const puz_model *m)
{
    const char *kind;
    for (int i = 0; (kind = puz_model_constraint(m, i, NULL, NULL, NULL, NULL, NULL)); i++)
        if (!strcmp(kind, "sum"))
            return 1;
    return 0;
}

static int can_count(const puz_backend *b) { return (puz_backend_caps(b) & PUZ_CAN_COUNT) != 0; }

/* A row's options: (name, value) pairs from b's table, value NULL for a
 * flag that is on. */
typedef struct {
    int n;
    const char *name[8], *value[8];
} RowOpts;

/* What the rows are made for: the model (NULL: every row, to match
 * --backends against) and compare's time limit, for
 * puz_options_worth_comparing. */
typedef struct {
    const puz_model *m;
    double time_limit;
} RowFor;

/* Adds the row of b with these options. Its label joins the values of the
 * options compare varies ("minimal/pairwise"; a flag by its name; an
 * option varied on sums only as "cage=sets"), or "-" for none. The row is
 * opt_in when puz_options_worth_comparing leaves it out on f's model. */
static Row *add_row(Row **rows, int *n, const puz_backend *b, const RowOpts *ro, const RowFor *f)
{
    puz_options *po = puz_options_new(b);
    for (int i = 0; i < ro->n; i++) {
        puz_error *e = NULL;
        if (puz_options_set(po, ro->name[i], ro->value[i], &e) != PUZ_OK) {
            puz_error_free(e);
            puz_options_free(po);
            return NULL; /* cannot happen: the values come from b's table */
        }
    }
    int opt_in = f->m && !puz_options_worth_comparing(po, f->m, f->time_limit);
    *rows = cli_realloc(*rows, (size_t)(*n + 1) * sizeof(Row));
    Row *w = &(*rows)[(*n)++];
    memset(w, 0, sizeof *w);
    w->b = b;
    w->po = po;
    w->opt_in = opt_in;
    w->run.r = puz_result_new();
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
static void cross(Row **rows, int *n, const puz_backend *b, const puz_option *t, int k,
                  RowOpts *ro, const RowFor *f)
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
static void backend_rows(Row **rows, int *n, const puz_backend *b, int sums, const RowFor *f)
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
    const char *name = puz_backend_name(w->b);
    if (strlen(name) != nl || strncmp(name, want, nl))
        return 0;
    if (!colon)
        return PICK_NAME;
    const char *f = colon + 1;
    size_t fl = len - nl - 1;
    const char *form = cli_main_value(w->b, w->po);
    if (strlen(w->label) == fl && !strncmp(w->label, f, fl))
        return PICK_LABEL;
    return form && strlen(form) == fl && !strncmp(form, f, fl) ? PICK_FORM : 0;
}

/* The rows for m: every counting backend, or those the list names; a row
 * puz_options_worth_comparing leaves out only when an entry names its
 * label. */
static void row_free(Row *w);

static Row *make_rows(const puz_model *m, const char *list, double time_limit, int *nrows)
{
    Row *all = NULL, *rows = NULL;
    int nall = 0, n = 0;
    RowFor f = {m, time_limit};
    int sums = model_has_sums(m);
    for (int i = 0; i < puz_backend_count(); i++)
        backend_rows(&all, &nall, puz_backend_at(i), sums, &f);
    for (int i = 0; i < nall; i++) {
        int keep = 0;
        if (!list)
            keep = can_count(all[i].b) && !all[i].opt_in;
        for (const char *p = list; p && *p && !keep;) {
            const char *e = strchr(p, ',');
            size_t len = e ? (size_t)(e - p) : strlen(p);
            int how = picks(p, len, &all[i]);
            keep = all[i].opt_in ? how == PICK_LABEL : how != 0;
            p = e ? e + 1 : p + len;
        }
        if (keep) {
            rows = cli_realloc(rows, (size_t)(n + 1) * sizeof(Row));
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
static int check_list(const char *list, const puz_model *m)
{
    Row *all = NULL;
    int nall = 0;
    RowFor every = {NULL, 0};
    for (int i = 0; i < puz_backend_count(); i++)
        backend_rows(&all, &nall, puz_backend_at(i), 1, &every);
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

/* Every solution handed to the callback is verified here (the first one
 * the library also checks itself). */
typedef struct {
    long wrong, calls;
    char why[160];
    int first_wrong;        /* the first solution handed over failed */
    char first_why[160];
} Check;

static int check_solution(const puz_model *m, const int *grid, void *ctx)
{
    Check *c = ctx;
    puz_error *e = NULL;
    if (puz_verify(m, grid, &e) != PUZ_OK) {
        c->wrong++;
        snprintf(c->why, sizeof c->why, "%s", puz_error_message(e));
        if (c->calls == 0) {
            c->first_wrong = 1;
            snprintf(c->first_why, sizeof c->first_why, "%s", c->why);
        }
        puz_error_free(e);
    }
    c->calls++;
    return 0;
}

/* The verifier's words in the library's PUZ_E_INTERNAL message ("internal
 * error: B returned a grid that is not a solution: WHY"), for a backend
 * that did not hand its first solution to the callback; the whole message
 * if it reads otherwise. */
static const char *internal_why(const puz_error *e)
{
    static const char mark[] = "not a solution: ";
    const char *msg = puz_error_message(e), *p = strstr(msg, mark);
    return p ? p + sizeof mark - 1 : msg;
}

/* PROGRESS ON A TERMINAL. When stderr is a terminal, one status line
 * rewritten in place ('\r'): "puzc compare: row 3/7 sat extended/pairwise,
 * run 2/3" (with --batch: "11 puzzles done; line 12, row 3/7 ..."), the
 * library's own progress of a long run (the heuristics') appended after a
 * colon; cut to 79 characters so that it never wraps (a wrapped line
 * cannot be rewritten).
 * It is wiped before anything else is written (a row of the table, a
 * message); nothing at all when stderr is not a terminal. With --batch the
 * line changes at most every STATUS_GAP seconds: a puzzle may take
 * microseconds. */
#define STATUS_GAP 0.1
static CliProgress progress;
static char status_now[80]; /* what is running: "row 3/7 sat extended/pairwise" */
static double status_last = -1; /* when --batch last rewrote the line */

static void status_put(const char *lib_line)
{
    char line[256];
    snprintf(line, sizeof line, "puzc compare: %s%s%s", status_now, lib_line ? ": " : "",
             lib_line ? lib_line : "");
    line[79] = '\0';
    cli_progress(line, &progress);
}

/* Says what runs now; `throttle` (--batch): only when STATUS_GAP has passed. */
static void status_show(int throttle, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void status_show(int throttle, const char *fmt, ...)
{
    if (!progress.tty)
        return;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    double now = (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
    if (throttle && status_last >= 0 && now - status_last < STATUS_GAP)
        return;
    status_last = now;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(status_now, sizeof status_now, fmt, ap);
    va_end(ap);
    status_put(NULL);
}

/* The puz_progress_fn of every run: the library's line after the status. */
static void status_lib(const char *line, void *ctx)
{
    (void)ctx;
    status_put(line);
}

/* Wipes the status line (before other output on the terminal). */
static void status_clear(void)
{
    cli_progress_clear(&progress);
    status_last = -1;
}

/* One run of row w on m through the library: the outcome in *u, wrong
 * solutions counted. With `shape` (compare --batch), the row's solver is
 * prepared once per shape and fed m's givens, as batch does; else the
 * model is solved once as it is. */
static void run_row(Row *w, const puz_model *m, const puz_model *shape, long count,
                    double time_limit, Run *u, long *wrong)
{
    Check ck = {0};
    puz_limits *lim = cli_limits(time_limit);
    puz_limits_set_solutions(lim, (uint64_t)(can_count(w->b) ? count : 1));
    puz_limits_on_solution(lim, check_solution, &ck);
    puz_limits_on_progress(lim, status_lib, NULL);
    puz_limits_set_cancel(lim, cli_cancel_flag()); /* compare --batch: SIGINT, SIGTERM */
    puz_error *e = NULL;
    puz_code rc = PUZ_OK;
    u->error = u->internal = 0;
    u->err[0] = '\0';
    if (shape && (!w->s || w->side != puz_model_rows(shape) || model_has_sums(shape))) {
        puz_solver_free(w->s);
        rc = puz_solver_new(w->b, shape, w->po, &w->s, &e);
        w->side = puz_model_rows(shape);
    }
    if (!shape) {
        rc = puz_solve(m, w->b, w->po, lim, u->r, &e);
    } else if (w->s) {
        rc = puz_solver_solve(w->s, puz_model_givens(m), lim, u->r, &e);
    } else { /* no solver for this shape: an empty result, and why */
        puz_result_free(u->r);
        u->r = puz_result_new();
    }
    if (rc == PUZ_E_INTERNAL) { /* the first solution failed the library's check */
        snprintf(ck.why, sizeof ck.why, "%s", ck.first_wrong ? ck.first_why : internal_why(e));
        ck.wrong++;
        u->internal = 1;
    } else if (rc != PUZ_OK) {
        snprintf(u->err, sizeof u->err, "%s", puz_error_message(e));
        u->error = 1;
    }
    puz_error_free(e);
    puz_limits_free(lim);
    *wrong += ck.wrong;
    if (ck.wrong) {
        status_clear();
        fprintf(stderr, "puzc compare: internal error: %s %s returned a wrong solution: %s\n",
                puz_backend_name(w->b), w->label, ck.why);
    }
}

static void row_free(Row *w)
{
    puz_result_free(w->run.r);
    puz_options_free(w->po);
    puz_solver_free(w->s);
    free(w->ms);
}

/* A run's status as compare names it: RUN_ERROR for a call that failed; a
 * solution the library refused as wrong is still "solved" (and WRONG). */
enum { RUN_ERROR = -1 };

static int run_status(const Run *u)
{
    if (u->error)
        return RUN_ERROR;
    return u->internal ? (int)PUZ_SOLVED : (int)puz_result_status(u->r);
}

static uint64_t run_solutions(const Run *u) { return puz_result_solutions(u->r); }

/* The count settled? (not an error, not cut short) */
static int settled(const Run *u)
{
    int st = run_status(u);
    return (st == PUZ_SOLVED || st == PUZ_NO_SOLUTION) && !u->internal &&
           puz_result_complete(u->r);
}

/* 1 when u agrees with ref (a settled reference), 0 when not, -1 when u
 * says nothing (error, stopped, or a backend that cannot count). */
static int agrees(const Row *w, const Run *u, const Run *ref, int ncells)
{
    if (!ref || !settled(u))
        return run_status(u) == PUZ_SOLVED && ref && run_solutions(ref) == 0 ? 0 : -1;
    int counts = can_count(w->b);
    if (counts && run_solutions(u) != run_solutions(ref))
        return 0;
    if (!counts && (run_solutions(u) > 0) != (run_solutions(ref) > 0))
        return 0;
    const int *g = puz_result_grid(u->r), *rg = puz_result_grid(ref->r);
    if (run_solutions(ref) == 1 && g && rg && memcmp(g, rg, (size_t)ncells * sizeof(int)))
        return 0;
    return 1;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static const char *result_name(const Run *u)
{
    switch (run_status(u)) {
    case PUZ_SOLVED: return "solved";
    case PUZ_NO_SOLUTION: return "no solution";
    case PUZ_STOPPED: return "stopped";
    default: return "error";
    }
}

/* The note column: why a failed call failed, else the result's note. */
static const char *run_note(const Run *u)
{
    return u->error ? u->err : puz_result_note(u->r);
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
        g->t.cell = cli_realloc(g->t.cell,
                                (size_t)(g->t.cap = g->t.cap ? 2 * g->t.cap : 64) * sizeof(char *));
    g->t.cell[g->n++] = cli_strdup(buf);
}

/* A size name of b, "" for none. */
static const char *size_name(const puz_backend *b, int i)
{
    const char *s = puz_backend_size_name(b, i);
    return s ? s : "";
}

/* The effort unit of b, "" for none. */
static const char *effort_name(const puz_backend *b)
{
    const char *s = puz_backend_effort_name(b);
    return s ? s : "";
}

static void size_text(char *buf, size_t n, const Row *w, const Run *u)
{
    if (u->error)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "%ld %s, %ld %s, %ld %s", puz_result_size(u->r, 0), size_name(w->b, 0),
                 puz_result_size(u->r, 1), size_name(w->b, 1), puz_result_size(u->r, 2),
                 size_name(w->b, 2));
}

/* ONE MODEL */
/* "sat extended/pairwise", or the backend's name alone for the label "-". */
static void row_title(const Row *w, char *buf, size_t n)
{
    int named = strcmp(w->label, "-") != 0;
    snprintf(buf, n, "%s%s%s", puz_backend_name(w->b), named ? " " : "", named ? w->label : "");
}

/* Runs row w (the i-th of nrows) `repeat` times on m: median times, the
 * status line saying which run of which row is on. */
static void run_model_row(Row *w, int i, int nrows, const puz_model *m, long repeat, long count,
                          double time_limit)
{
    double *bt = cli_malloc((size_t)repeat * sizeof(double));
    double *st = cli_malloc((size_t)repeat * sizeof(double));
    char title[96];
    row_title(w, title, sizeof title);
    for (long k = 0; k < repeat; k++) {
        if (repeat > 1)
            status_show(0, "row %d/%d %s, run %ld/%ld", i + 1, nrows, title, k + 1, repeat);
        else
            status_show(0, "row %d/%d %s", i + 1, nrows, title);
        run_row(w, m, NULL, count, time_limit, &w->run, &w->wrong);
        bt[k] = 1e3 * puz_result_build_sec(w->run.r);
        st[k] = 1e3 * puz_result_solve_sec(w->run.r);
    }
    qsort(bt, (size_t)repeat, sizeof(double), cmp_d);
    qsort(st, (size_t)repeat, sizeof(double), cmp_d);
    w->build_ms = bt[repeat / 2];
    w->solve_ms = st[repeat / 2];
    free(bt);
    free(st);
}

/* Row w against the reference (NULL: none yet); 1 when it disagrees (said
 * why). */
static int judge_row(Row *w, const Row *ref, int ncells)
{
    const Run *r = ref ? &ref->run : NULL;
    w->agree = w->wrong ? 0 : agrees(w, &w->run, r, ncells);
    if (w->agree == 0 && !w->wrong) {
        status_clear();
        fprintf(stderr, "puzc compare: internal error: %s %s disagrees: %s, %ld "
                        "solution(s), where %s found %ld\n",
                puz_backend_name(w->b), w->label, result_name(&w->run),
                (long)run_solutions(&w->run), ref ? puz_backend_name(ref->b) : "",
                r ? (long)run_solutions(r) : 0);
    }
    return w->agree == 0;
}

/* A count that is a lower bound ("N+"): it reached --count, or a limit
 * stopped it (or an error: a count of 0 that says nothing). */
static int cut_short(const Run *u, long count, const puz_backend *b)
{
    long n = (long)run_solutions(u);
    return (n >= count && can_count(b)) || !settled(u);
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
        const puz_result *r = w->run.r;
        json_object_begin(&j);
        json_kstr(&j, "backend", puz_backend_name(w->b));
        json_kstr(&j, "formulation", label_or_null(w));
        json_key(&j, "size");
        json_object_begin(&j);
        for (int s = 0; s < 3; s++) {
            const char *sn = puz_backend_size_name(w->b, s);
            json_kint(&j, sn ? sn : "?", puz_result_size(r, s));
        }
        json_object_end(&j);
        json_kdouble(&j, "build_ms", w->build_ms, 3);
        json_kdouble(&j, "solve_ms", w->solve_ms, 3);
        json_kint(&j, "effort", puz_result_effort(r));
        json_kstr(&j, "effort_name", text_or_null(puz_backend_effort_name(w->b)));
        json_kstr(&j, "result", result_name(&w->run));
        json_kint(&j, "solutions", (long)run_solutions(&w->run));
        json_kbool(&j, "complete", !cut_short(&w->run, count, w->b));
        json_key(&j, "verified");
        if (w->wrong || run_solutions(&w->run))
            json_bool(&j, !w->wrong);
        else
            json_null(&j);
        json_key(&j, "agree");
        if (w->agree >= 0)
            json_bool(&j, w->agree > 0);
        else
            json_null(&j);
        json_kstr(&j, "note", text_or_null(run_note(&w->run)));
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
        const puz_result *r = w->run.r;
        long n = (long)run_solutions(&w->run);
        printf("%s,", puz_backend_name(w->b));
        csv_str(stdout, label_or_null(w));
        printf(",%ld,%s,%ld,%s,%ld,%s,%.3f,%.3f,%ld,%s,%s,%ld,%s,%s,", puz_result_size(r, 0),
               size_name(w->b, 0), puz_result_size(r, 1), size_name(w->b, 1),
               puz_result_size(r, 2), size_name(w->b, 2), w->build_ms, w->solve_ms,
               puz_result_effort(r), effort_name(w->b), result_name(&w->run), n,
               w->wrong ? "no" : n ? "yes" : "-", agree_name(w->agree));
        csv_str(stdout, run_note(&w->run));
        putchar('\n');
    }
}

/* THE TABLE, STREAMED. Each row is printed (and flushed) as soon as its
 * runs are done, so the column widths are fixed before any row runs, from
 * what is known then: the headings, the backends' names, the labels, the
 * units of size and effort, and room for the numbers -- for each model size
 * figure D digits, D = the digits of cells x values plus 1 (a SAT encoding
 * has some 5 to 50 literals per candidate value of a cell); 6 digits of
 * effort; 9 characters of time (99999.999 ms); "solved" as the result. A
 * cell longer than its column pushes the rest of its row right only until
 * a later cell's slack takes the push up (a right-aligned number keeps its
 * right edge while its column has room; cells stay a blank apart), so a
 * long cell shifts a few cells of one row, never the table. */
#define NCOLS 9
typedef struct {
    int width[NCOLS];
} Layout;

static const char *const col_head[NCOLS] = {"backend", "formulation", "model size",
                                            "build ms", "solve ms", "effort", "result",
                                            "solutions", "agree"};
static const int col_right[NCOLS] = {0, 0, 0, 1, 1, 1, 0, 1, 0};

static int digits(long v)
{
    int d = 1;
    for (; v >= 10; v /= 10)
        d++;
    return d;
}

static int imax(int a, int b) { return a > b ? a : b; }

static void layout_init(Layout *L, const Row *rows, int nrows, const puz_model *m)
{
    int d = digits((long)puz_model_ncells(m) * puz_model_rows(m)) + 1;
    for (int c = 0; c < NCOLS; c++)
        L->width[c] = (int)strlen(col_head[c]);
    for (int i = 0; i < nrows; i++) {
        const Row *w = &rows[i];
        int names = 0;
        for (int k = 0; k < 3; k++)
            names += (int)strlen(size_name(w->b, k));
        L->width[0] = imax(L->width[0], (int)strlen(puz_backend_name(w->b)));
        L->width[1] = imax(L->width[1], (int)strlen(w->label));
        L->width[2] = imax(L->width[2], names + 3 * d + 7); /* "N a, N b, N c" */
        L->width[5] = imax(L->width[5], (int)strlen(effort_name(w->b)) + 1 + 6);
    }
    L->width[3] = imax(L->width[3], 9);
    L->width[4] = imax(L->width[4], 9);
    L->width[6] = imax(L->width[6], (int)strlen("solved"));
}

/* One line of the table: its cells at the layout's columns (see above). */
static void layout_line(const Layout *L, const char *const cell[NCOLS])
{
    int pos = 0, at = 0; /* pos: characters out; at: where column c starts */
    for (int c = 0; c < NCOLS; c++) {
        int len = (int)strlen(cell[c]);
        int start = col_right[c] ? at + L->width[c] - len : at;
        if (c && start < pos + 1)
            start = pos + 1;
        printf("%*s%s", start - pos, "", cell[c]);
        pos = start + len;
        at += L->width[c] + 2;
    }
    putchar('\n');
}

static void table_row(const Layout *L, const Row *w, long count)
{
    char size[160], build[32], solve[32], effort[64], sols[32];
    size_text(size, sizeof size, w, &w->run);
    snprintf(build, sizeof build, "%.3f", w->build_ms);
    snprintf(solve, sizeof solve, "%.3f", w->solve_ms);
    snprintf(effort, sizeof effort, "%ld %s", puz_result_effort(w->run.r), effort_name(w->b));
    snprintf(sols, sizeof sols, "%ld%s", (long)run_solutions(&w->run),
             cut_short(&w->run, count, w->b) ? "+" : "");
    const char *cell[NCOLS] = {puz_backend_name(w->b), w->label, size, build, solve, effort,
                               result_name(&w->run), sols,
                               w->wrong ? "WRONG" : agree_name(w->agree)};
    layout_line(L, cell);
}

/* The notes under the table: why a row failed or stopped; a row whose
 * agreement was settled only by a later row (its line says "-"); no
 * reference at all. */
static void table_notes(const Row *rows, int nrows, int refi, const int *late)
{
    char title[96];
    for (int i = 0; i < nrows; i++) {
        int st = run_status(&rows[i].run);
        row_title(&rows[i], title, sizeof title);
        if (st == RUN_ERROR || st == PUZ_STOPPED)
            printf("  %s: %s\n", title, run_note(&rows[i].run));
    }
    for (int i = 0; i < nrows; i++)
        if (late[i]) {
            char ref[96];
            row_title(&rows[i], title, sizeof title);
            row_title(&rows[refi], ref, sizeof ref);
            printf("  %s: agree %s, against %s (a later row; its line says -)\n", title,
                   agree_name(rows[i].agree), ref);
        }
    if (refi < 0)
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
    char title[300];
    if (batch)
        snprintf(title, sizeof title, "puzc compare --batch %s: %ld puzzle%s", path, npuz,
                 npuz == 1 ? "" : "s");
    else
        snprintf(title, sizeof title, "puzc compare %s", path);
    puz_plot *p = puz_plot_new(title,
                               batch ? "median build + solve time per puzzle, whisker to p90 "
                                       "(log scale)"
                                     : "build + solve time, median of the repeats (log scale)");
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        char lab[96], nt[96];
        row_title(w, lab, sizeof lab);
        int group = 0;
        for (int k = 0; k < puz_backend_count(); k++)
            if (puz_backend_at(k) == w->b)
                group = k;
        double value, hi = 0;
        if (batch) {
            qsort(w->ms, (size_t)w->nms, sizeof(double), cmp_d);
            value = pct(w->ms, w->nms, 0.5);
            hi = pct(w->ms, w->nms, 0.9);
            int len = snprintf(nt, sizeof nt, "%ld solved", w->solved);
            if (w->failed)
                snprintf(nt + len, sizeof nt - (size_t)len, ", %ld failed", w->failed);
        } else {
            value = w->build_ms + w->solve_ms;
            snprintf(nt, sizeof nt, "%s%s", result_name(&w->run),
                     w->wrong ? ", WRONG" : w->agree == 0 ? ", disagrees" : "");
        }
        puz_plot_add(p, lab, group, value, hi, nt);
    }
    int rc = 0;
    puz_error *e = NULL;
    if (puz_plot_svg(p, plot_out, &e) != PUZ_OK && !ferror(plot_out)) {
        fprintf(stderr, "puzc compare: error: %s\n", puz_error_message(e));
        rc = 2;
    }
    puz_error_free(e);
    puz_plot_free(p);
    if (cli_end_output(plot_out, plot_path) != 0)
        rc = 2;
    plot_out = NULL;
    return rc;
}

static int compare_model(const char *path, const char *list, long repeat, long count,
                         double time_limit, int csv, int json)
{
    puz_limits *fl = cli_limits(time_limit);
    int rc;
    puz_model *m = cli_load_limits(path, fl, &rc);
    puz_limits_free(fl);
    if (!m)
        return rc;
    int nrows, ncells = puz_model_ncells(m), table = !csv && !json, refi = -1, bad = 0;
    Row *rows = make_rows(m, list, time_limit, &nrows);
    Layout lay;
    if (table) {
        layout_init(&lay, rows, nrows, m);
        layout_line(&lay, col_head);
        fflush(stdout);
    }
    /* the reference: the first counting row that settled the count; each
     * row is judged against it as soon as it is done */
    for (int i = 0; i < nrows; i++) {
        Row *w = &rows[i];
        run_model_row(w, i, nrows, m, repeat, count, time_limit);
        if (refi < 0 && !w->wrong && settled(&w->run) && can_count(w->b))
            refi = i;
        status_clear();
        bad |= judge_row(w, refi >= 0 ? &rows[refi] : NULL, ncells);
        if (table) {
            table_row(&lay, w, count);
            fflush(stdout);
        }
    }
    status_clear();
    /* the rows before the reference were judged without one: again, now
     * (late: their verdict changed after their line was out) */
    int *late = cli_calloc((size_t)nrows + 1, sizeof *late);
    for (int i = 0; i < refi; i++) {
        int before = rows[i].agree;
        bad |= judge_row(&rows[i], &rows[refi], ncells);
        late[i] = rows[i].agree != before;
    }
    if (json)
        print_rows_json(rows, nrows, path, count, repeat);
    else if (csv)
        print_rows_csv(rows, nrows);
    else
        table_notes(rows, nrows, refi, late);
    free(late);
    int plot_rc = plot_rows(rows, nrows, path, 1, 0);
    for (int i = 0; i < nrows; i++)
        row_free(&rows[i]);
    free(rows);
    puz_model_free(m);
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
static int run_line(Row *rows, int nrows, Run *res, const puz_model *m, const puz_model *shape,
                    const char *path, long lineno, long npuz, long count, long repeat,
                    double time_limit)
{
    const Run *ref = NULL;
    double *best = cli_calloc((size_t)nrows, sizeof *best);
    long *wrong = cli_calloc((size_t)nrows, sizeof *wrong);
    char title[96];
    for (int i = 0; i < nrows && !cli_signal_status(); i++)
        for (long k = 0; k < repeat; k++) {
            long before = wrong[i];
            if (progress.tty) {
                row_title(&rows[i], title, sizeof title);
                status_show(1, "%ld puzzle%s done; line %ld, row %d/%d %s", npuz,
                            npuz == 1 ? "" : "s", lineno, i + 1, nrows, title);
            }
            run_row(&rows[i], m, shape, count, time_limit, &res[i], &wrong[i]);
            if (wrong[i] != before)
                fprintf(stderr, "puzc compare: %s:%ld: the wrong solution above\n", path,
                        lineno);
            double t = 1e3 * (puz_result_build_sec(res[i].r) + puz_result_solve_sec(res[i].r));
            if (k == 0 || t < best[i])
                best[i] = t;
        }
    int whole = !cli_signal_status();
    for (int i = 0; i < nrows && whole; i++) {
        Row *w = &rows[i];
        int st = run_status(&res[i]);
        w->wrong += wrong[i];
        if ((w->nms & (w->nms + 1)) == 0 || w->nms == 0)
            w->ms = cli_realloc(w->ms, (size_t)(2 * w->nms + 2) * sizeof(double));
        w->ms[w->nms++] = best[i];
        w->runs++;
        w->effort_sum += puz_result_effort(res[i].r);
        if (st == PUZ_SOLVED && puz_result_complete(res[i].r))
            w->solved++;
        else if (st == PUZ_NO_SOLUTION)
            w->unsat++;
        else {
            w->failed++;
            if (st == RUN_ERROR)
                snprintf(w->last_err, sizeof w->last_err, "%s", res[i].err);
        }
        if (!ref && settled(&res[i]) && can_count(w->b))
            ref = &res[i];
    }
    for (int i = 0; i < nrows && whole; i++)
        if (agrees(&rows[i], &res[i], ref, puz_model_ncells(m)) == 0) {
            rows[i].disagree++;
            status_clear();
            fprintf(stderr, "puzc compare: internal error: %s:%ld: %s %s disagrees (%s, "
                            "%ld solution(s); the reference found %ld)\n",
                    path, lineno, puz_backend_name(rows[i].b), rows[i].label,
                    result_name(&res[i]), (long)run_solutions(&res[i]),
                    ref ? (long)run_solutions(ref) : 0);
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
        const char *en = effort_name(w->b);
        if (json) {
            json_object_begin(&j);
            json_kstr(&j, "backend", puz_backend_name(w->b));
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
            printf("%s,", puz_backend_name(w->b));
            csv_str(stdout, label_or_null(w));
            printf(",%ld,%ld,%ld,%ld,%ld,%ld,%.4f,%.4f,%.4f,%.4f,%.1f,%.2f,%s\n", w->runs,
                   w->solved, w->unsat, w->failed, w->wrong, w->disagree, med, p90, mx,
                   total / 1e3, rate, effort, en);
        } else {
            cellf(&g, "%s", puz_backend_name(w->b));
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
                printf("  %s %s: %s\n", puz_backend_name(rows[i].b), rows[i].label,
                       rows[i].last_err);
    }
    return bad;
}

/* What compare --batch has done so far. */
typedef struct {
    Row *rows;
    int nrows;
    Run *res;
    long lineno, npuz, badlines;
} BatchRun;

static void batch_run_free(BatchRun *b)
{
    for (int i = 0; i < b->nrows; i++) {
        row_free(&b->rows[i]);
        puz_result_free(b->res[i].r);
    }
    free(b->rows);
    free(b->res);
}

/* One line of the file through every row (a bad line reported and
 * counted); the puzzle counts unless a signal dropped it: 1 when it did. */
static int batch_one(BatchRun *b, const char *line, size_t len, const char *path, int killer,
                     const char *list, long repeat, long count, double time_limit)
{
    puz_model *m = NULL;
    puz_line_form form;
    puz_error *e = NULL;
    if (puz_model_from_line(line, len, killer ? PUZ_LINE_IS_KILLER : PUZ_LINE_AUTO, &m, &form,
                            &e) != PUZ_OK) {
        status_clear();
        fprintf(stderr, "puzc compare: error: %s:%ld: %s\n", path, b->lineno,
                puz_error_message(e));
        puz_error_free(e);
        b->badlines++;
        return 0;
    }
    if (!killer && form == PUZ_LINE_KILLER) {
        /* TODO(puzc.h): PUZ_LINE_AUTO also reads a Killer line, which compare
         * without --killer refused (with the plain parse's own message, which
         * the library does not give) */
        status_clear();
        fprintf(stderr, "puzc compare: error: %s:%ld: a Killer line (use --killer)\n", path,
                b->lineno);
        puz_model_free(m);
        b->badlines++;
        return 0;
    }
    /* the shape the rows' solvers are prepared for: the model without its
     * givens, which each solve is fed */
    puz_model *shape = puz_model_clone(m);
    int *none = cli_calloc((size_t)puz_model_ncells(m), sizeof *none);
    puz_model_set_givens(shape, none, NULL);
    free(none);
    if (!b->rows) {
        b->rows = make_rows(m, list, time_limit, &b->nrows);
        b->res = cli_calloc((size_t)b->nrows + 1, sizeof(Run));
        for (int i = 0; i < b->nrows; i++)
            b->res[i].r = puz_result_new();
    }
    int done = run_line(b->rows, b->nrows, b->res, m, shape, path, b->lineno, b->npuz, count,
                        repeat, time_limit);
    b->npuz += done;
    puz_model_free(m);
    puz_model_free(shape);
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
    int bad = 0;
    errno = 0;
    while ((max == 0 || b.npuz < max) && !cli_signal_status() &&
           (got = cli_getline(&line, &cap, in)) >= 0) {
        size_t len = (size_t)got, bom = b.lineno ? 0 : cli_bom(line, len);
        b.lineno++;
        while (len > bom && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            len--;
        if (len > bom)
            batch_one(&b, line + bom, len - bom, path, killer, list, repeat, count, time_limit);
    }
    cli_hold_signals(1); /* from here to the exit: no write cut short */
    int sig = cli_signal_status();
    status_clear();
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
    while ((opt = cli_getopt(argc, argv, "h", longopts)) != -1) {
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
        default: return 2; /* '?': cli_getopt reported it */
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
