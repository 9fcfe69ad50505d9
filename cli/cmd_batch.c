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

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

static const char batch_usage[] =
    "usage: puzc batch [FILE|-] [--count N] [--killer] [--jobs N] [--stats] [--backend B]\n"
    "  one puzzle per line: 81 characters for 9x9 (16, 36, 256, 625 for 4x4, 6x6,\n"
    "  16x16, 25x25; values 1-9 then A-Z, '.', '0' or '_' empty; anything after the\n"
    "  grid ignored), or `name<TAB>v1,v2,...` for any size (0 empty); a UTF-8 byte\n"
    "  order mark before the first line is skipped\n"
    "  --killer     lines are `[title<TAB>]cagemap<TAB>sum,sum,...`\n"
    "  --count N    print the number of solutions (up to N) instead of the grid\n"
    "  --jobs N     N threads (output order stays the input order)\n"
    "  --stats      puzzles/s, us/puzzle, guesses on stderr\n"
    "  --time-limit S  at most S seconds per line (a count cut short: '! at least N')\n"
    "  --memory-limit MB  per line, for building the model (default: half the memory)\n"
    "  --backend B  native (default), dlx, sat, ilp, or heuristic (no --count), with\n"
    "               its options (below)\n"
    "each output line: the solved grid in the input's form, the count, or\n"
    "'! reason'. exit status: 0 all solved, 1 some had no solution, 2 bad lines\n"
    "(or the input cannot be read, or the output written); SIGINT or SIGTERM: the\n"
    "lines answered so far (whole) and --stats of them, exit 130 or 143\n";

/* Work for one line and what came of it. */
typedef struct {
    char *text;
    size_t len;
    long lineno;
    char *out;       /* the output line, without newline (malloc'd) */
    int status;      /* 0 solved, 1 no solution, 2 malformed, 3 internal */
    int done;        /* answered before any signal: out is whole */
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
    const volatile int *stop; /* set by SIGINT/SIGTERM: cancels the solve */
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
    char *buf;
    size_t sz;
    FILE *f = xopen_memstream(&buf, &sz);
    if (p->form == LINE_COMMA) {
        fwrite(line, 1, (size_t)p->prefix_len, f);
        for (int i = 0; i < m->ncells; i++)
            fprintf(f, i ? ",%d" : "%d", grid[i]);
    } else {
        gridfmt_write_line(f, m, grid);
    }
    xclose_memstream(f, &buf);
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
    if (p->form == LINE_KILLER || p->named_shape) { /* a model of its own */
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
        j->out = msg("! at least %ld solutions: %s", n, cli_stopped(r));
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
        j->done = 1;
        return;
    }
    if (batch_parse_line(j->text, j->len, w->killer, &p, err, sizeof err) != 0) {
        j->out = msg("! line %ld: %s", j->lineno, err);
        j->status = 2;
        j->done = 1;
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
        lim.memory_limit_mb = cli_memory_mb;
        lim.no_times = 1; /* --stats times each line here */
        lim.cancel = w->stop;
        lim.progress = cli_progress;
        lim.progress_ctx = &w->prog;
        puz_result r = {0};
        puz_solver_solve(s, p.givens, &lim, &r);
        cli_progress_end(&w->prog);
        j->guesses = r.effort;
        answer(w, j, &p, m, &r);
        puz_result_free(&r);
    }
    if (p.form == LINE_KILLER || p.named_shape) {
        puz_solver_free(s);
        model_free(m);
    }
    batch_line_free(&p);
    if (w->timed)
        j->usec = 1e6 * (now_sec() - t0);
    /* a signal while it ran: perhaps cut short, dropped */
    j->done = !*w->stop;
}

/* The worker's lines of the chunk, until a signal comes. */
static void *worker_main(void *arg)
{
    Worker *w = arg;
    for (int i = w->first; i < w->njobs && !*w->stop; i += w->step)
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

/* What the command line asked for. */
typedef struct {
    long count, jobs;
    double time_limit;
    int killer, stats, verbose;
    const Backend *backend;
    puz_options *opts;
    const char *path;
} BatchArgs;

/* Parses argv into a; 0, or the exit status (2; 1 stands for --help, 0). */
static int parse_args(int argc, char **argv, BatchArgs *a)
{
    static const struct option own[] = {
        {"count", required_argument, NULL, 'c'},
        {"killer", no_argument, NULL, 'k'},
        {"jobs", required_argument, NULL, 'j'},
        {"stats", no_argument, NULL, 's'},
        {"backend", required_argument, NULL, 'b'},
        {"time-limit", required_argument, NULL, 'T'},
        {"memory-limit", required_argument, NULL, 'M'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    struct option *longopts = cli_longopts(own);
    CliOpts co = {0};
    int opt, bad = 0;
    a->jobs = 1;
    a->backend = backend_find("native");
    optind = 1;
    while (!bad && (opt = getopt_long(argc, argv, "j:h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'c': bad = (a->count = cli_count("batch", optarg)) < 0; break;
        case 'k': a->killer = 1; break;
        case 'j':
            if ((a->jobs = cli_long("batch", "jobs", optarg)) < 1 || a->jobs > 256) {
                if (a->jobs == 0 || a->jobs > 256)
                    fputs("puzc batch: error: --jobs wants 1..256\n", stderr);
                bad = 1;
            }
            break;
        case 's': a->stats = 1; break;
        case 'b': bad = !(a->backend = cli_backend("batch", optarg)); break;
        case 'T': bad = (a->time_limit = cli_seconds("batch", "time-limit", optarg)) < 0; break;
        case 'M': bad = cli_memory_limit("batch", optarg) < 0; break;
        case 'h': cli_help(stdout, batch_usage); free(longopts); return 1;
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
    if (a->count > 1 && !(a->backend->caps & CAP_COUNT)) {
        fprintf(stderr, "puzc batch: error: backend %s cannot count solutions\n",
                a->backend->name);
        return 2;
    }
    a->verbose = cli_verbose(&co);
    a->path = optind < argc ? argv[optind] : "-";
    return (a->opts = cli_options("batch", a->backend, &co)) ? 0 : 2;
}

/* What came of the lines, for the exit status and --stats. */
typedef struct {
    long answered;  /* output lines, blank ones included */
    long solved, nosol, bad, internal, noguess, guesses;
    double *times;  /* --stats: each counted line's time, us */
    size_t ntimes, cap;
} Tally;

static void tally_add(Tally *t, const Job *j, int stats)
{
    t->answered++;
    if (j->status >= 0 && stats) {
        if (t->ntimes == t->cap)
            t->times = xrealloc(t->times, (t->cap = t->cap ? 2 * t->cap : 1024) * sizeof(double));
        t->times[t->ntimes++] = j->usec;
    }
    t->solved += j->status == 0;
    t->nosol += j->status == 1;
    t->bad += j->status == 2;
    t->internal += j->status == 3;
    if (j->status == 0 || j->status == 1) {
        t->guesses += j->guesses;
        t->noguess += j->guesses == 0;
    }
}

/* --stats on stderr: rate, time per puzzle, effort in the backend's unit. */
static void tally_print(Tally *t, const Backend *b, double wall, int nthreads)
{
    long np = t->solved + t->nosol, all = np + t->bad;
    size_t tn = t->ntimes;
    if (tn) /* qsort wants an array, even of none */
        qsort(t->times, tn, sizeof(double), cmp_double);
    double med = tn ? t->times[tn / 2] : 0;
    double p99 = tn ? t->times[(size_t)(0.99 * (double)(tn - 1))] : 0;
    double max = tn ? t->times[tn - 1] : 0;
    fprintf(stderr,
            "puzzles %ld (solved %ld, no solution %ld, bad lines %ld), %.3f s, %d thread%s\n"
            "%.0f puzzles/s, %.1f us/puzzle mean, median %.1f, p99 %.1f, max %.1f\n",
            all, t->solved, t->nosol, t->bad, wall, nthreads, nthreads == 1 ? "" : "s",
            wall > 0 ? (double)all / wall : 0.0, all ? 1e6 * wall / (double)all : 0.0, med, p99,
            max);
    int native = !strcmp(b->name, "native");
    fprintf(stderr, "%.2f %s/puzzle, %.1f%% %s\n", np ? (double)t->guesses / (double)np : 0.0,
            b->effort_name, np ? 100.0 * (double)t->noguess / (double)np : 0.0,
            native ? "solved without guessing" : "with none");
}

/* Reads up to `chunk` lines into js; returns how many (0 at the end; then
 * *err is what errno said when reading failed). A byte order mark before
 * the first line is skipped. A signal stops the reading (a read waiting
 * for input returns: no SA_RESTART). */
static int read_chunk(FILE *in, Job *js, int chunk, long *lineno, char **line, size_t *cap,
                      int *err, const volatile int *stop)
{
    int n = 0;
    ssize_t got;
    errno = 0;
    while (n < chunk && !*stop && (got = cli_getline(line, cap, in)) >= 0) {
        size_t len = (size_t)got, bom = *lineno ? 0 : cli_bom(*line, len);
        while (len > bom && ((*line)[len - 1] == '\n' || (*line)[len - 1] == '\r'))
            len--;
        len -= bom;
        js[n].text = xmalloc(len + 1);
        memcpy(js[n].text, *line + bom, len);
        js[n].text[len] = '\0';
        js[n].len = len;
        js[n].lineno = ++*lineno;
        n++;
    }
    *err = errno;
    return n;
}

/* Solves js[0..n) on the workers' threads (the caller's for one). */
static void run_chunk(Worker *ws, pthread_t *tids, int nthreads, int n)
{
    for (int i = 0; i < nthreads; i++)
        ws[i].njobs = n;
    if (nthreads == 1) {
        worker_main(&ws[0]);
        return;
    }
    /* A worker whose thread cannot be made (no memory for its stack) does
     * its share on this thread instead: every line is still answered. */
    char *started = xmalloc((size_t)nthreads);
    for (int i = 0; i < nthreads; i++)
        started[i] = pthread_create(&tids[i], NULL, worker_main, &ws[i]) == 0;
    for (int i = 0; i < nthreads; i++)
        if (!started[i])
            worker_main(&ws[i]);
    for (int i = 0; i < nthreads; i++)
        if (started[i])
            pthread_join(tids[i], NULL);
    free(started);
}

/* Prints the chunk's answers in input order up to the first line a signal
 * dropped (whole lines only), tallies them and frees the chunk: 1 when
 * writing stdout failed. Signals wait while it writes (no write cut short
 * by EINTR). */
static int print_chunk(Job *js, int n, Tally *t, int stats, int stream)
{
    int lost = 0, i = 0;
    cli_hold_signals(1);
    for (; i < n && js[i].done && !lost; i++) {
        if (puts(js[i].out) == EOF)
            lost = cli_output_failed(); /* now, while errno says why */
        tally_add(t, &js[i], stats);
    }
    for (i = 0; i < n; i++) {
        free(js[i].text);
        free(js[i].out);
        memset(&js[i], 0, sizeof js[i]);
    }
    if (stream)
        fflush(stdout); /* streamed: answers appear as lines arrive */
    lost = lost || cli_output_failed();
    cli_hold_signals(0);
    return lost;
}

int cmd_batch(int argc, char **argv)
{
    BatchArgs a = {0};
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc == 1 ? 0 : rc;
    FILE *in = cli_open_lines("batch", a.path);
    if (!in) {
        puz_options_free(a.opts);
        return 2;
    }
    cli_catch_signals(); /* SIGINT, SIGTERM: answered lines out, stats, 130/143 */
    const volatile int *stop = cli_cancel_flag();
    int nthreads = (int)a.jobs, chunk = nthreads == 1 ? 64 : 256 * nthreads, n;
    Job *js = xcalloc((size_t)chunk, sizeof *js);
    Worker *ws = xcalloc((size_t)nthreads, sizeof *ws);
    pthread_t *tids = xcalloc((size_t)nthreads, sizeof *tids);
    for (int i = 0; i < nthreads; i++) {
        ws[i] = (Worker){.jobs = js, .first = i, .step = nthreads, .count = a.count,
                         .killer = a.killer, .backend = a.backend, .opts = a.opts,
                         .time_limit = a.time_limit, .timed = a.stats, .stop = stop};
        cli_progress_init(&ws[i].prog, a.verbose);
    }
    Tally t = {0};
    long lineno = 0;
    char *line = NULL;
    size_t cap = 0;
    double t_start = now_sec();
    int lost = 0; /* writing stdout failed: the answers would be lost, stop */
    int rerr = 0;
    while (!lost && !*stop &&
           (n = read_chunk(in, js, chunk, &lineno, &line, &cap, &rerr, stop)) > 0) {
        run_chunk(ws, tids, nthreads, n);
        lost = print_chunk(js, n, &t, a.stats, nthreads == 1 && !a.stats);
    }
    double wall = now_sec() - t_start;
    cli_hold_signals(1); /* from here to the exit: nothing more cut short */
    int sig = cli_signal_status();
    int unread = !lost && !sig && cli_lines_error("batch", a.path, in, rerr) != 0;
    if (in != stdin)
        fclose(in);
    free(line);
    for (int i = 0; i < nthreads; i++)
        worker_free(&ws[i]);
    if (sig)
        fprintf(stderr, "puzc batch: stopped by %s: %ld line%s answered, the rest dropped\n",
                sig == 128 + SIGINT ? "SIGINT" : "SIGTERM", t.answered,
                t.answered == 1 ? "" : "s");
    if (a.stats)
        tally_print(&t, a.backend, wall, nthreads);
    free(t.times);
    puz_options_free(a.opts);
    free(js);
    free(ws);
    free(tids);
    if (sig)
        return sig;
    if (lost || unread)
        return t.internal ? 3 : 2; /* lost: main() says why */
    return t.internal ? 3 : t.bad ? 2 : t.nosol ? 1 : 0;
}
