/* cmd_batch.c -- `puzc batch`: one puzzle per input line, streamed, solved
 * by any backend through the library's puz_solver (prepared once per grid
 * side and thread; the backend takes its own fast paths), answered one
 * output line per input line in input order; --jobs N threads. */
#include "batch_line.h"
#include "cli.h"
#include "commands.h"

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
    "  --time-limit S  at most S seconds per line (a count cut short: '! at least N')\n"
    "  --backend B  native (default), dlx, sat, ilp, or heuristic (no --count), with\n"
    "               its options (below)\n"
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

/* Per-thread solvers, one per grid side (a Killer line's cages make it a
 * shape of its own: prepared for that line alone). */
typedef struct {
    Model *m;        /* the shape: a Sudoku of that side, no givens */
    puz_solver *s;
} ShapeCache;

typedef struct {
    Job *jobs;
    int njobs, first, step;
    long count;      /* 0 = solve */
    int killer;
    const Backend *backend;
    const puz_options *opts;
    double time_limit;
    int timed;       /* --stats: each line's time is measured */
    CliProgress prog;   /* a heuristic's progress, --verbose solver output */
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

/* The model and solver for line p: the worker's per-shape ones, or a
 * Killer line's own. NULL with a message in err. */
static puz_solver *line_solver(Worker *w, const PuzzleLine *p, Model **m, char *err,
                               size_t errsz)
{
    if (p->form == LINE_KILLER) {
        *m = batch_line_model(p);
        puz_solver *s = puz_solver_new(w->backend, *m, w->opts, err, errsz);
        if (!s) {
            model_free(*m);
            *m = NULL;
        }
        return s;
    }
    ShapeCache *c = &w->cache[p->side];
    if (!c->m) {
        c->m = batch_line_model(p);
        c->s = puz_solver_new(w->backend, c->m, w->opts, err, errsz);
        if (!c->s) {
            model_free(c->m);
            c->m = NULL;
        }
    }
    *m = c->m;
    return c->s;
}

/* The answer line for a solved line, from what the solver said. */
static void answer(Worker *w, Job *j, const PuzzleLine *p, const Model *m,
                   const puz_result *r)
{
    long n = (long)r->solutions;
    if (r->status == PUZ_ERROR) {
        j->out = msg("! line %ld: %s", j->lineno, r->err);
        j->status = 2;
    } else if (n > 0 && !check(m, p->givens, r->solution)) {
        j->out = msg("! line %ld: internal error: wrong solution%s", j->lineno, "");
        j->status = 3;
    } else if (w->count && !r->complete) { /* not a count: a lower bound */
        j->out = msg("! at least %ld solutions%s", n, ": time limit reached");
        j->status = 1;
    } else if (w->count) {
        j->out = msg("%ld%s", n, "");
        j->status = n ? 0 : 1;
    } else if (r->status == PUZ_UNKNOWN && n == 0) { /* gave up: limit or method */
        char buf[200];
        snprintf(buf, sizeof buf, "! not solved%s%s", r->note[0] ? ": " : "", r->note);
        j->out = xstrdup(buf);
        j->status = 1;
    } else if (n == 0) {
        j->out = xstrdup("! no solution");
        j->status = 1;
    } else {
        j->out = format_grid(p, m, j->text, r->solution);
        j->status = 0;
    }
}

static void run_job(Worker *w, Job *j)
{
    char err[256];
    PuzzleLine p;
    double t0 = w->timed ? now_sec() : 0;
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
    Model *m = NULL;
    puz_solver *s = line_solver(w, &p, &m, err, sizeof err);
    if (!s) {
        j->out = msg("! line %ld: %s", j->lineno, err);
        j->status = 2;
    } else {
        puz_limits lim = {0};
        lim.max_solutions = w->count ? (uint64_t)w->count : 1;
        lim.time_limit = w->time_limit;
        lim.progress = cli_progress;
        lim.progress_ctx = &w->prog;
        puz_result r = {0};
        puz_solver_solve(s, p.givens, &lim, &r);
        cli_progress_end(&w->prog);
        j->guesses = r.effort;
        answer(w, j, &p, m, &r);
        puz_result_free(&r);
    }
    if (p.form == LINE_KILLER) {
        puz_solver_free(s);
        model_free(m);
    }
    batch_line_free(&p);
    if (w->timed)
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
        puz_solver_free(w->cache[i].s);
        model_free(w->cache[i].m);
    }
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int cmd_batch(int argc, char **argv)
{
    static const struct option own[] = {
        {"count", required_argument, NULL, 'c'},
        {"killer", no_argument, NULL, 'k'},
        {"jobs", required_argument, NULL, 'j'},
        {"stats", no_argument, NULL, 's'},
        {"backend", required_argument, NULL, 'b'},
        {"time-limit", required_argument, NULL, 'T'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    struct option *longopts = cli_longopts(own);
    CliOpts co = {0};
    long count = 0, jobs = 1;
    double time_limit = 0;
    int killer = 0, stats = 0, opt, bad = 0;
    const Backend *backend = backend_find("native");
    optind = 1;
    while (!bad && (opt = getopt_long(argc, argv, "j:h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'c':
            bad = (count = cli_count("batch", optarg)) < 0;
            break;
        case 'k': killer = 1; break;
        case 'j':
            if ((jobs = cli_long("batch", "jobs", optarg)) < 1 || jobs > 256) {
                if (jobs == 0 || jobs > 256)
                    fputs("puzc batch: error: --jobs wants 1..256\n", stderr);
                bad = 1;
            }
            break;
        case 's': stats = 1; break;
        case 'b':
            bad = !(backend = cli_backend("batch", optarg));
            break;
        case 'T':
            bad = (time_limit = cli_seconds("batch", "time-limit", optarg)) < 0;
            break;
        case 'h': cli_help(stdout, batch_usage); free(longopts); return 0;
        default:
            if (!cli_backend_option(opt, optarg, &co)) {
                fputs(batch_usage, stderr);
                bad = 1;
            }
        }
    }
    free(longopts);
    if (bad)
        return 2;
    if (argc - optind > 1) {
        fprintf(stderr, "puzc batch: error: more than one input file\n%s", batch_usage);
        return 2;
    }
    if (count > 1 && !(backend->caps & CAP_COUNT)) {
        fprintf(stderr, "puzc batch: error: backend %s cannot count solutions\n", backend->name);
        return 2;
    }
    puz_options *opts = cli_options("batch", backend, &co);
    if (!opts)
        return 2;
    const char *path = optind < argc ? argv[optind] : "-";
    FILE *in = strcmp(path, "-") ? fopen(path, "r") : stdin;
    if (!in) {
        fprintf(stderr, "puzc batch: error: cannot open '%s'\n", path);
        puz_options_free(opts);
        return 2;
    }

    int nthreads = (int)jobs;
    int chunk = nthreads == 1 ? 64 : 256 * nthreads;
    Job *js = xcalloc((size_t)chunk, sizeof *js);
    Worker *ws = xcalloc((size_t)nthreads, sizeof *ws);
    pthread_t *tids = xcalloc((size_t)nthreads, sizeof *tids);
    size_t tcap = 1024, tn = 0;
    double *times = stats ? xmalloc(tcap * sizeof(double)) : NULL;
    long lineno = 0, solved = 0, nosol = 0, nbad = 0, internal = 0, noguess = 0, guesses = 0;
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
        ws[i].backend = backend;
        ws[i].opts = opts;
        ws[i].time_limit = time_limit;
        ws[i].timed = stats;
        cli_progress_init(&ws[i].prog, cli_verbose(&co));
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
            nbad += j->status == 2;
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
                np + nbad, solved, nosol, nbad, wall, nthreads, nthreads == 1 ? "" : "s",
                wall > 0 ? (double)(np + nbad) / wall : 0.0,
                np + nbad ? 1e6 * wall / (double)(np + nbad) : 0.0, med, p99, max);
        /* effort in the backend's own unit: native guesses, dlx nodes, ... */
        int native = !strcmp(backend->name, "native");
        fprintf(stderr, "%.2f %s/puzzle, %.1f%% %s\n", np ? (double)guesses / (double)np : 0.0,
                backend->effort_name, np ? 100.0 * (double)noguess / (double)np : 0.0,
                native ? "solved without guessing" : "with none");
    }
    free(times);
    puz_options_free(opts);
    free(js);
    free(ws);
    free(tids);
    if (internal)
        return 3;
    return nbad ? 2 : nosol ? 1 : 0;
}
