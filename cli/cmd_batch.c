/* cmd_batch.c -- `puzc batch`: one puzzle per input line, streamed, solved
 * by the native backend (the 9x9 fast path where it applies), answered one
 * output line per input line in input order; --jobs N threads. */
#include "batch_line.h"
#include "cli.h"
#include "commands.h"

#include "../backends/dlx/dlx9.h"
#include "../backends/native/fast9.h"
#include "../backends/native/native.h"
#include "gridfmt.h"
#include "util.h"
#include "verify.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static const char batch_usage[] =
    "usage: puzc batch [FILE|-] [--count N] [--killer] [--jobs N] [--stats] [--backend B]\n"
    "  one puzzle per line: 81 characters for 9x9 (16, 36, 256, 625 for 4x4, 6x6,\n"
    "  16x16, 25x25; values 1-9 then A-Z, '.', '0' or '_' empty; anything after the\n"
    "  grid ignored), or `name<TAB>v1,v2,...` for any size (0 empty)\n"
    "  --killer     lines are `[title<TAB>]cagemap<TAB>sum,sum,...`\n"
    "  --count N    print the number of solutions (up to N) instead of the grid\n"
    "  --jobs N     N threads (output order stays the input order)\n"
    "  --stats      puzzles/s, us/puzzle, guesses on stderr\n"
    "  --no-fast    solve 9x9 with the general n x n solver, not the 9x9 fast path\n"
    "               (native, and dlx: its general matrix, not its 9x9 one)\n"
    "  --backend B  native (default), dlx, sat, ilp, or heuristic (no --count), with\n"
    "               its options: --encoding E --amo A --cage C --method M --seed S ...\n"
    "each output line: the solved grid in the input's form, the count, or\n"
    "'! reason'. exit status: 0 all solved, 1 some had no solution, 2 bad lines\n";

/* Work for one line and what came of it. */
typedef struct {
    char *text;
    size_t len;
    long lineno;
    char *out;       /* the output line, without newline (malloc'd) */
    int status;      /* 0 solved, 1 no solution, 2 malformed, 3 internal */
    double usec;
    long guesses;
} Job;

/* Per-thread solvers, cached by grid side (Killer lines build their own). */
typedef struct {
    int side;
    Model *m;
    NativeSolver *s;
    Model *line;     /* --backend: m with the current line's givens */
} ShapeCache;

typedef struct {
    Job *jobs;
    int njobs, first, step;
    long count;      /* 0 = solve */
    int killer;
    int general;     /* --no-fast: 9x9 through the general solver too */
    int dlx9;        /* --backend dlx: classic 9x9 through its fast path */
    const Backend *backend; /* NULL: native (fast path / direct solver) */
    SolveOpts base;         /* --encoding, --amo, ... for that backend */
    ShapeCache cache[PUZ_MAX_SIDE + 1];
} Worker;

static char *format_grid(const PuzzleLine *p, const Model *m, const char *line,
                         const int *grid)
{
    if (p->form != LINE_COMMA && m->vmax <= GRIDFMT_MAX_CHAR_VALUE) {
        char *buf = xmalloc((size_t)m->ncells + 1);
        for (int i = 0; i < m->ncells; i++)
            buf[i] = gridfmt_value_char(grid[i]);
        buf[m->ncells] = '\0';
        return buf;
    }
    char *buf = NULL;
    size_t sz = 0;
    FILE *f = open_memstream(&buf, &sz);
    if (p->form == LINE_COMMA) {
        fwrite(line, 1, (size_t)p->prefix_len, f);
        for (int i = 0; i < m->ncells; i++)
            fprintf(f, i ? ",%d" : "%d", grid[i]);
    } else {
        gridfmt_write_line(f, m, grid);
    }
    fclose(f);
    return buf;
}

static char *msg(const char *fmt, long a, const char *b)
{
    char tmp[300];
    snprintf(tmp, sizeof tmp, fmt, a, b);
    return xstrdup(tmp);
}

/* The givens hold in the solution, and the solution satisfies the model:
 * checked here, apart from the solver. */
static int check(const Model *m, const int *givens, const int *grid)
{
    for (int c = 0; c < m->ncells; c++)
        if (givens[c] && givens[c] != grid[c])
            return 0;
    return verify_grid(m, grid, NULL, 0);
}

/* What run_job holds for one line: a Killer line's own model and solver
 * (other lines borrow the worker's per-shape ones), the grid, the line. */
static void release(PuzzleLine *p, Model *m, NativeSolver *s, int *grid)
{
    free(grid);
    if (p->form == LINE_KILLER) {
        native_free(s);
        model_free(m);
    }
    batch_line_free(p);
}

static void run_job(Worker *w, Job *j)
{
    char err[200];
    PuzzleLine p;
    double t0 = now_sec();
    if (j->len == 0) {
        j->out = xstrdup("");
        j->status = -1; /* blank line: echoed, not counted */
        return;
    }
    if (batch_parse_line(j->text, j->len, w->killer, &p, err, sizeof err) != 0) {
        j->out = msg("! line %ld: %s", j->lineno, err);
        j->status = 2;
        return;
    }
    Model *m, *pm = NULL;
    NativeSolver *s;
    if (p.form == LINE_KILLER) {
        m = batch_line_model(&p);
        s = native_new(m);
    } else {
        ShapeCache *c = &w->cache[p.side];
        if (!c->m) {
            c->m = batch_line_model(&p);
            c->s = native_new(c->m);
        }
        m = c->m;
        s = c->s;
        if (w->backend && !c->line)
            c->line = model_clone(m);
        pm = c->line;
    }
    int *grid = xmalloc((size_t)m->ncells * sizeof(int));
    long n;
    int incomplete = 0;   /* a count cut short by --time-limit */
    char gave_up[200] = ""; /* "! not solved: ..." when the method gave up */
    if (w->dlx9 && p.form != LINE_KILLER && p.side == 9) {
        /* classic 9x9 through DLX's fast path (same nodes as the general) */
        uint8_t in[81], out[81];
        long nodes = 0;
        int timed_out = 0;
        double deadline = w->base.time_limit > 0 ? t0 + w->base.time_limit : 0;
        for (int c = 0; c < 81; c++)
            in[c] = (uint8_t)p.givens[c];
        n = dlx9_solve(in, out, w->count ? (int)(w->count < 1000000 ? w->count : 1000000) : 1,
                       deadline, &nodes, &timed_out);
        for (int c = 0; c < 81; c++)
            grid[c] = out[c];
        j->guesses = nodes;
        incomplete = timed_out;
        if (timed_out && n == 0)
            snprintf(gave_up, sizeof gave_up, "! not solved: time limit %.3g s reached",
                     w->base.time_limit);
    } else if (w->backend) {
        /* any backend through the interface: the line's model with its
         * givens (the shape's model refilled, or a Killer line's own copy) */
        if (pm)
            model_replace_givens(pm, p.givens);
        else {
            pm = model_clone(m);
            for (int c = 0; c < m->ncells; c++)
                if (p.givens[c])
                    model_set_given(pm, c, p.givens[c]);
        }
        SolveOpts o = w->base;
        o.limit = w->count ? w->count : 1;
        SolveResult res = {0};
        w->backend->solve(pm, &o, &res);
        n = res.solutions;
        j->guesses = res.effort;
        if (res.first)
            memcpy(grid, res.first, (size_t)m->ncells * sizeof(int));
        if (res.status == PUZ_ERROR)
            n = -1;
        if (res.status == PUZ_UNKNOWN && n == 0) /* an incomplete method */
            snprintf(gave_up, sizeof gave_up, "! not solved%s%s", res.note[0] ? ": " : "",
                     res.note);
        incomplete = res.incomplete;
        solve_result_free(&res);
        if (pm != w->cache[p.side].line)
            model_free(pm);
        if (n < 0) {
            j->out = msg("! line %ld: %s", j->lineno, res.err);
            j->status = 2;
            release(&p, m, s, grid);
            return;
        }
    } else if (p.form != LINE_KILLER && p.side == 9 && !w->general) {
        /* classic 9x9: the fast path */
        uint8_t in[81], out[81];
        Fast9Stats fs;
        for (int c = 0; c < 81; c++)
            in[c] = (uint8_t)p.givens[c];
        n = fast9_solve(in, out, w->count ? (int)w->count : 1, &fs);
        for (int c = 0; c < 81; c++)
            grid[c] = out[c];
        j->guesses = fs.guesses;
    } else {
        NativeStats st;
        n = native_count(s, p.givens, w->count ? w->count : 1, NULL, NULL, grid, 0, NULL, &st);
        j->guesses = st.guesses;
    }
    if (gave_up[0]) {
        j->out = xstrdup(gave_up);
        j->status = 1;
    } else if (n > 0 && !check(m, p.givens, grid)) {
        j->out = msg("! line %ld: internal error: wrong solution%s", j->lineno, "");
        j->status = 3;
    } else if (w->count && incomplete) { /* not a count: a lower bound */
        j->out = msg("! at least %ld solutions%s", n, ": time limit reached");
        j->status = 1;
    } else if (w->count) {
        j->out = msg("%ld%s", n, "");
        j->status = n ? 0 : 1;
    } else if (n == 0) {
        j->out = xstrdup("! no solution");
        j->status = 1;
    } else {
        j->out = format_grid(&p, m, j->text, grid);
        j->status = 0;
    }
    release(&p, m, s, grid);
    j->usec = 1e6 * (now_sec() - t0);
}

static void *worker_main(void *arg)
{
    Worker *w = arg;
    for (int i = w->first; i < w->njobs; i += w->step)
        run_job(w, &w->jobs[i]);
    return NULL;
}

static void worker_free(Worker *w)
{
    for (int i = 0; i <= PUZ_MAX_SIDE; i++) {
        native_free(w->cache[i].s);
        model_free(w->cache[i].m);
        model_free(w->cache[i].line);
    }
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int cmd_batch(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"count", required_argument, NULL, 'c'},
        {"killer", no_argument, NULL, 'k'},
        {"jobs", required_argument, NULL, 'j'},
        {"stats", no_argument, NULL, 's'},
        {"backend", required_argument, NULL, 'b'},
        {"no-fast", no_argument, NULL, 'g'},
        {"help", no_argument, NULL, 'h'},
        CLI_SOLVER_OPTIONS,
        {NULL, 0, NULL, 0}};
    SolveOpts base = {0};
    long count = 0, jobs = 1;
    int killer = 0, stats = 0, general = 0, opt;
    const Backend *backend = NULL;
    optind = 1;
    while ((opt = getopt_long(argc, argv, "j:h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'c':
            if ((count = cli_count("batch", optarg)) < 0)
                return 2;
            break;
        case 'k': killer = 1; break;
        case 'j':
            if ((jobs = cli_long("batch", "jobs", optarg)) < 1 || jobs > 256) {
                if (jobs == 0 || jobs > 256)
                    fputs("puzc batch: error: --jobs wants 1..256\n", stderr);
                return 2;
            }
            break;
        case 's': stats = 1; break;
        case 'g': general = 1; break;
        case 'b':
            if (!(backend = cli_backend("batch", optarg)))
                return 2;
            if (!strcmp(optarg, "native"))
                backend = NULL;
            break;
        case 'h': fputs(batch_usage, stdout); return 0;
        default: {
            int r = cli_solver_option("batch", opt, optarg, &base);
            if (r == 1)
                break;
            if (r == 0)
                fputs(batch_usage, stderr);
            return 2;
        }
        }
    }
    if (argc - optind > 1) {
        fprintf(stderr, "puzc batch: error: more than one input file\n%s", batch_usage);
        return 2;
    }
    if (backend && !cli_formulation_ok("batch", backend, base.formulation))
        return 2;
    if (backend && count > 1 && !(backend->caps & CAP_COUNT)) {
        fprintf(stderr, "puzc batch: error: backend %s cannot count solutions\n", backend->name);
        return 2;
    }
    const char *path = optind < argc ? argv[optind] : "-";
    FILE *in = strcmp(path, "-") ? fopen(path, "r") : stdin;
    if (!in) {
        fprintf(stderr, "puzc batch: error: cannot open '%s'\n", path);
        return 2;
    }

    int nthreads = (int)jobs;
    int chunk = nthreads == 1 ? 64 : 256 * nthreads;
    Job *js = xcalloc((size_t)chunk, sizeof *js);
    Worker *ws = xcalloc((size_t)nthreads, sizeof *ws);
    pthread_t *tids = xcalloc((size_t)nthreads, sizeof *tids);
    size_t tcap = 1024, tn = 0;
    double *times = stats ? xmalloc(tcap * sizeof(double)) : NULL;
    long lineno = 0, solved = 0, nosol = 0, bad = 0, internal = 0, noguess = 0, guesses = 0;
    char *line = NULL;
    size_t cap = 0;
    ssize_t got = 0;
    double t_start = now_sec();
    for (int i = 0; i < nthreads; i++) {
        ws[i].jobs = js;
        ws[i].first = i;
        ws[i].step = nthreads;
        ws[i].count = count;
        ws[i].killer = killer;
        ws[i].general = general;
        ws[i].dlx9 = backend && !strcmp(backend->name, "dlx") && !general && !base.no_reduce;
        ws[i].backend = backend;
        ws[i].base = base;
    }
    while (got >= 0) {
        int n = 0;
        while (n < chunk && (got = getline(&line, &cap, in)) >= 0) {
            size_t len = (size_t)got;
            while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
                len--;
            js[n].text = xmalloc(len + 1);
            memcpy(js[n].text, line, len);
            js[n].text[len] = '\0';
            js[n].len = len;
            js[n].lineno = ++lineno;
            n++;
        }
        for (int i = 0; i < nthreads; i++)
            ws[i].njobs = n;
        if (nthreads == 1)
            worker_main(&ws[0]);
        else {
            for (int i = 0; i < nthreads; i++)
                pthread_create(&tids[i], NULL, worker_main, &ws[i]);
            for (int i = 0; i < nthreads; i++)
                pthread_join(tids[i], NULL);
        }
        for (int i = 0; i < n; i++) {
            Job *j = &js[i];
            puts(j->out);
            if (j->status >= 0 && stats) {
                if (tn == tcap)
                    times = xrealloc(times, (tcap *= 2) * sizeof(double));
                times[tn++] = j->usec;
            }
            solved += j->status == 0;
            nosol += j->status == 1;
            bad += j->status == 2;
            internal += j->status == 3;
            if (j->status == 0 || j->status == 1) {
                guesses += j->guesses;
                noguess += j->guesses == 0;
            }
            free(j->text);
            free(j->out);
            memset(j, 0, sizeof *j);
        }
        if (nthreads == 1 && !stats)
            fflush(stdout); /* streamed: answers appear as lines arrive */
    }
    double wall = now_sec() - t_start;
    if (in != stdin)
        fclose(in);
    free(line);
    for (int i = 0; i < nthreads; i++)
        worker_free(&ws[i]);
    if (stats) {
        long np = solved + nosol;
        qsort(times, tn, sizeof(double), cmp_double);
        double med = tn ? times[tn / 2] : 0, p99 = tn ? times[(size_t)(0.99 * (double)(tn - 1))] : 0;
        double max = tn ? times[tn - 1] : 0;
        fprintf(stderr,
                "puzzles %ld (solved %ld, no solution %ld, bad lines %ld), %.3f s, %d thread%s\n"
                "%.0f puzzles/s, %.1f us/puzzle mean, median %.1f, p99 %.1f, max %.1f\n",
                np + bad, solved, nosol, bad, wall, nthreads, nthreads == 1 ? "" : "s",
                wall > 0 ? (double)(np + bad) / wall : 0.0,
                np + bad ? 1e6 * wall / (double)(np + bad) : 0.0, med, p99, max);
        /* effort in the backend's own unit: native guesses, dlx nodes, ... */
        const char *unit = backend ? backend->effort_name : "guesses";
        fprintf(stderr, "%.2f %s/puzzle, %.1f%% %s\n", np ? (double)guesses / (double)np : 0.0,
                unit, np ? 100.0 * (double)noguess / (double)np : 0.0,
                backend ? "with none" : "solved without guessing");
    }
    free(times);
    free(js);
    free(ws);
    free(tids);
    if (internal)
        return 3;
    return bad ? 2 : nosol ? 1 : 0;
}
