/* cmd_batch.c -- `puzc batch`, a Unix filter: one puzzle per input line,
 * solved by any backend through the library's puz_solver (prepared once per
 * grid side and worker), one answer per line in input order, each written
 * as soon as it and the lines before it are solved (plain, JSON Lines or
 * CSV); the lines go through base/pool's ordered pool (pool.h), N
 * worker threads made once (--jobs N), or none: --jobs 1 runs on the main
 * thread alone. Below: batch's part of the pool (THE POOL). */
#include "batch_line.h"
#include "batch_stats.h"
#include "cli.h"
#include "commands.h"
#include "json.h"

#include "gridfmt.h"
#include "pool.h"
#include "util.h"
#include "verify.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char batch_usage[] =
    "usage: puzc batch [FILE|-] [--json|--csv] [--count N] [--killer] [--jobs N]\n"
    "                  [--stats] [--first-line N] [--time-limit S] [--memory-limit MB]\n"
    "                  [--backend B] [backend options]\n"
    "       puzc batch --merge-stats FILE...\n"
    "  one puzzle per line: 81 characters for 9x9 (16, 36, 256, 625 for 4x4, 6x6,\n"
    "  16x16, 25x25; values 1-9 then A-Z, '.', '0' or '_' empty; text after the\n"
    "  grid is its name), or `name<TAB>v1,v2,...` for any size (0 empty); a UTF-8\n"
    "  byte order mark before the first line is skipped\n"
    "  --killer     lines are `[title<TAB>]cagemap<TAB>sum,sum,...`\n"
    "  --count N    the number of solutions (up to N) instead of the grid\n"
    "  --jobs N     N worker threads, 0: one per online core (the answers stay in\n"
    "               input order)\n"
    "  --json       JSON Lines: one object per input line (docs/json.md)\n"
    "  --csv        CSV: a header line, then one row per input line\n"
    "  --stats      puzzles/s, us/puzzle, effort on stderr; with --json, a last\n"
    "               object {\"summary\":{...}} on stdout instead\n"
    "  --first-line N  the first line's number (default 1), for a shard of a file\n"
    "  --merge-stats FILE...  sums the summary objects in the files (the output of\n"
    "               batch --json --stats; '-' stdin) into one, on stdout\n"
    "  --time-limit S  at most S seconds per line (a count cut short: '! at least N')\n"
    "  --memory-limit MB  per line, for building the model (default: half the memory)\n"
    "  --backend B  native (default), dlx, sat, ilp, or heuristic (no --count), with\n"
    "               its options (below)\n"
    "each answer is written as soon as it and the lines before it are solved\n"
    "(flushed at once when stdout is a pipe or a terminal): batch works as a\n"
    "coprocess. A plain answer line: the solution in the input's form (the\n"
    "line's `name<TAB>` or title before it, the text after a grid after it), the\n"
    "count, or '! reason'.\n"
    "exit status: 0 all solved, 1 some had no solution (or were stopped by a\n"
    "limit), 2 bad lines (or a usage error, the input cannot be read, the output\n"
    "written), 3 an internal error; SIGINT or SIGTERM: the lines answered so far\n"
    "(whole) and --stats of them, exit 130 or 143\n";

typedef enum { FMT_PLAIN, FMT_JSON, FMT_CSV } Format;

/* Storage a job keeps from line to line: job_clear() empties the job but
 * not its stores, so that a line costs no malloc and free (with threads
 * they went to and came from different threads' arenas: 1.5% of the CPU
 * of a 9x9 run). */
typedef struct {
    char *p;
    size_t cap;
} Store;

/* Room for n bytes in s. */
static char *store_room(Store *s, size_t n)
{
    if (n > s->cap) {
        s->cap = n < 128 ? 128 : 2 * n;
        s->p = xrealloc(s->p, s->cap);
    }
    return s->p;
}

/* One line, and what came of it: an item of the pool. */
typedef struct {
    char *text;      /* the line, in `line` (read there, newline cut) */
    size_t len;
    long lineno;
    BatchStatus status;
    char *solution;  /* solved: the grid in the line's own form (in `sol`, or
                        malloc'd when sol_owned) */
    char *reason;    /* bad line, stopped, internal error: why (malloc'd) */
    long count;      /* --count: solutions found (stopped: at least this many) */
    int echo_pre, echo_tail, name_off, name_len; /* see PuzzleLine */
    double usec;
    long effort;
    char *out;       /* the answer as written, without newline: in `ans` or
                        num, or malloc'd (a stream's) when out_owned */
    char num[24];    /* a count's digits, out pointing here */
    int sol_owned, out_owned;
    int whole;       /* answered before any signal: out can be written */
    Store line, sol, ans; /* kept by job_clear() */
} Job;

/* Per-thread solvers, one per grid side (a Killer line's cages make it a
 * shape of its own: prepared for that line alone). */
typedef struct {
    Model *m;        /* the shape: a Sudoku of that side, no givens */
    puz_solver *s;
    int classic;     /* model_is_classic(m): verify_classic() checks it */
} ShapeCache;

typedef struct {
    long count;      /* 0 = solve */
    int killer;
    Format fmt;
    int timed;       /* --stats, --json, --csv: each line's time is measured */
    const Backend *backend;
    const puz_options *opts;
    double time_limit;
    const volatile int *stop; /* set by SIGINT/SIGTERM: cancels the solve */
    CliProgress prog;   /* a heuristic's progress, --verbose solver output */
    ShapeCache cache[PUZ_MAX_SIDE + 1];
} Worker;

/* The solution in the line's form: one character a cell into j's store,
 * else a malloc'd string (sol_owned). */
static char *format_grid(const PuzzleLine *p, const Model *m, const int *grid, Job *j)
{
    if (p->form != LINE_COMMA && m->vmax <= GRIDFMT_MAX_CHAR_VALUE) {
        char *buf = store_room(&j->sol, (size_t)m->ncells + 1);
        for (int i = 0; i < m->ncells; i++)
            buf[i] = gridfmt_value_char(grid[i]);
        buf[m->ncells] = '\0';
        return buf;
    }
    j->sol_owned = 1;
    char *buf;
    size_t sz;
    FILE *f = xopen_memstream(&buf, &sz);
    if (p->form == LINE_COMMA)
        for (int i = 0; i < m->ncells; i++)
            fprintf(f, i ? ",%d" : "%d", grid[i]);
    else
        gridfmt_write_line(f, m, grid);
    xclose_memstream(f, &buf);
    return buf;
}

/* The givens hold in the solution, and the solution satisfies the model:
 * checked here, apart from the solver. */
static int check(const Model *m, int classic, const int *givens, const int *grid)
{
    unsigned bad = 0; /* no branch per cell: givens and blanks alternate at random */
    for (int c = 0; c < m->ncells; c++)
        bad |= (unsigned)(givens[c] != 0) & (unsigned)(givens[c] != grid[c]);
    if (bad)
        return 0;
    return classic ? verify_classic(m, grid) : verify_grid(m, grid, NULL, 0);
}

/* The model and solver for line p: the worker's per-shape ones, or a
 * Killer line's own. NULL with a message in err. */
static puz_solver *line_solver(Worker *w, const PuzzleLine *p, Model **m, int *classic,
                               char *err, size_t errsz)
{
    *classic = 0;
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
        } else {
            c->classic = model_is_classic(c->m);
        }
    }
    *m = c->m;
    *classic = c->classic;
    return c->s;
}

/* What the solver said, as the line's status and fields. */
static void judge(Worker *w, Job *j, const PuzzleLine *p, const Model *m, int classic,
                  const puz_result *r)
{
    long n = (long)r->solutions;
    j->effort = r->effort;
    if (r->status == PUZ_ERROR) {
        j->status = BS_BAD;
        j->reason = xstrdup(r->err);
    } else if (n > 0 && !check(m, classic, p->givens, r->solution)) {
        j->status = BS_INTERNAL;
        j->reason = xstrdup("wrong solution");
    } else if (w->count) {
        j->count = n;
        j->status = !r->complete ? BS_STOPPED : n ? BS_SOLVED : BS_NOSOL;
        if (!r->complete) /* not a count: a lower bound */
            j->reason = xstrdup(cli_stopped(r));
    } else if (r->status == PUZ_UNKNOWN && n == 0) { /* gave up: limit or method */
        j->status = BS_STOPPED;
        j->reason = xstrdup(r->note);
    } else if (n == 0) {
        j->status = BS_NOSOL;
    } else {
        j->status = BS_SOLVED;
        j->solution = format_grid(p, m, r->solution, j);
    }
}

/* ---- the answer, written out ----
 * plain: one line per input line --
 *   solved     PRE SOLUTION TAIL: the line's "name<TAB>" (comma form) or
 *              "title<TAB>" (Killer) before it, the text after a
 *              one-character grid (separator included) after it
 *   --count    the count
 *   blank      a blank line
 *   otherwise  "! no solution", "! not solved[: WHY]", "! at least N
 *              solutions: WHY", "! line N: MESSAGE" (a bad line),
 *              "! line N: internal error: wrong solution"
 * JSON Lines: {"line":N,"name":S,"status":S,"solution":S,"count":N,
 *   "reason":S,"us":X,"effort":N}, members present as docs/json.md says.
 * CSV (RFC 4180: a field with a comma, quote, CR or LF is quoted, its
 *   quotes doubled): line,name,status,solution,count,reason,us,effort --
 *   the same values, empty where JSON has no member. */
static const char csv_header[] = "line,name,status,solution,count,reason,us,effort";

static void render_plain(FILE *f, const Worker *w, const Job *j)
{
    switch (j->status) {
    case BS_BLANK: break;
    case BS_SOLVED:
    case BS_NOSOL:
        if (w->count) {
            fprintf(f, "%ld", j->count);
        } else if (j->status == BS_NOSOL) {
            fputs("! no solution", f);
        } else {
            fwrite(j->text, 1, (size_t)j->echo_pre, f);
            fputs(j->solution, f);
            fwrite(j->text + j->echo_tail, 1, j->len - (size_t)j->echo_tail, f);
        }
        break;
    case BS_STOPPED:
        if (w->count)
            fprintf(f, "! at least %ld solutions: %s", j->count, j->reason);
        else
            fprintf(f, "! not solved%s%s", j->reason[0] ? ": " : "", j->reason);
        break;
    case BS_BAD: fprintf(f, "! line %ld: %s", j->lineno, j->reason); break;
    default: fprintf(f, "! line %ld: internal error: %s", j->lineno, j->reason); break;
    }
}

static int has_count(const Worker *w, const Job *j)
{
    return w->count && (j->status == BS_SOLVED || j->status == BS_NOSOL || j->status == BS_STOPPED);
}

static int has_effort(const Job *j)
{
    return j->status == BS_SOLVED || j->status == BS_NOSOL || j->status == BS_STOPPED;
}

static void render_json(FILE *f, const Worker *w, const Job *j)
{
    JsonWriter jw;
    json_init(&jw, f);
    json_object_begin(&jw);
    json_kint(&jw, "line", j->lineno);
    if (j->name_len) {
        json_key(&jw, "name");
        json_string_n(&jw, j->text + j->name_off, (size_t)j->name_len);
    }
    json_kstr(&jw, "status", batch_status_name[j->status]);
    if (j->solution)
        json_kstr(&jw, "solution", j->solution);
    if (has_count(w, j))
        json_kint(&jw, "count", j->count);
    if (j->reason)
        json_kstr(&jw, "reason", j->reason);
    if (j->status != BS_BLANK)
        json_kdouble(&jw, "us", j->usec, 1);
    if (has_effort(j))
        json_kint(&jw, "effort", j->effort);
    json_object_end(&jw);
}

static void csv_field(FILE *f, const char *s, size_t n)
{
    if (!memchr(s, ',', n) && !memchr(s, '"', n) && !memchr(s, '\n', n) && !memchr(s, '\r', n)) {
        fwrite(s, 1, n, f);
        return;
    }
    fputc('"', f);
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '"')
            fputc('"', f);
        fputc(s[i], f);
    }
    fputc('"', f);
}

static void render_csv(FILE *f, const Worker *w, const Job *j)
{
    fprintf(f, "%ld,", j->lineno);
    csv_field(f, j->text + j->name_off, (size_t)j->name_len);
    fprintf(f, ",%s,", batch_status_name[j->status]);
    if (j->solution)
        csv_field(f, j->solution, strlen(j->solution));
    fputc(',', f);
    if (has_count(w, j))
        fprintf(f, "%ld", j->count);
    fputc(',', f);
    if (j->reason)
        csv_field(f, j->reason, strlen(j->reason));
    fputc(',', f);
    if (j->status != BS_BLANK)
        fprintf(f, "%.1f", j->usec);
    fputc(',', f);
    if (has_effort(j))
        fprintf(f, "%ld", j->effort);
}

static void render(const Worker *w, Job *j)
{
    if (w->fmt == FMT_PLAIN && j->status == BS_SOLVED && !w->count) {
        /* the common answer, put together without a stream: PRE SOLUTION TAIL */
        size_t pre = (size_t)j->echo_pre, sol = strlen(j->solution);
        size_t tail = j->len - (size_t)j->echo_tail;
        j->out = store_room(&j->ans, pre + sol + tail + 1);
        memcpy(j->out, j->text, pre);
        memcpy(j->out + pre, j->solution, sol);
        memcpy(j->out + pre + sol, j->text + j->echo_tail, tail);
        j->out[pre + sol + tail] = '\0';
        return;
    }
    if (w->fmt == FMT_PLAIN && w->count && (j->status == BS_SOLVED || j->status == BS_NOSOL)) {
        /* a count: no stream (opening one clears an 8 KB buffer), no
         * printf (a count is never negative) */
        char *e = j->num + sizeof j->num - 1;
        unsigned long c = (unsigned long)j->count;
        *e = '\0';
        do
            *--e = (char)('0' + c % 10);
        while (c /= 10);
        j->out = e;
        return;
    }
    j->out_owned = 1;
    size_t sz;
    FILE *f = xopen_memstream(&j->out, &sz);
    if (w->fmt == FMT_JSON)
        render_json(f, w, j);
    else if (w->fmt == FMT_CSV)
        render_csv(f, w, j);
    else
        render_plain(f, w, j);
    xclose_memstream(f, &j->out);
}

static void run_job(Worker *w, Job *j)
{
    char err[256];
    PuzzleLine p;
    double t0 = w->timed ? now_sec() : 0;
    if (j->len == 0) {
        j->status = BS_BLANK; /* echoed, not counted as a puzzle */
    } else if (batch_parse_line(j->text, j->len, w->killer, &p, err, sizeof err) != 0) {
        j->status = BS_BAD;
        j->reason = xstrdup(err);
    } else {
        j->echo_pre = p.echo_pre;
        j->echo_tail = p.echo_tail;
        j->name_off = p.name_off;
        j->name_len = p.name_len;
        Model *m = NULL;
        int classic;
        puz_solver *s = line_solver(w, &p, &m, &classic, err, sizeof err);
        if (!s) {
            j->status = BS_BAD;
            j->reason = xstrdup(err);
        } else {
            puz_limits lim = {0};
            lim.max_solutions = w->count ? (uint64_t)w->count : 1;
            lim.time_limit = w->time_limit;
            lim.budget = cli_budget();
            lim.no_times = 1; /* each line is timed here */
            lim.cancel = w->stop;
            lim.progress = cli_progress;
            lim.progress_ctx = &w->prog;
            puz_result r = {0};
            puz_solver_solve(s, p.givens, &lim, &r);
            cli_progress_end(&w->prog);
            judge(w, j, &p, m, classic, &r);
            puz_result_free(&r);
        }
        if (p.form == LINE_KILLER || p.named_shape) {
            puz_solver_free(s);
            model_free(m);
        }
        batch_line_free(&p);
    }
    if (w->timed)
        j->usec = 1e6 * (now_sec() - t0);
    /* a signal while it ran: perhaps cut short, dropped */
    j->whole = !cancel_requested(w->stop);
    if (j->whole)
        render(w, j);
}

/* The job emptied for the next line; its stores kept. */
static void job_clear(Job *j)
{
    free(j->reason);
    if (j->sol_owned)
        free(j->solution);
    if (j->out_owned)
        free(j->out);
    Store line = j->line, sol = j->sol, ans = j->ans;
    memset(j, 0, sizeof *j);
    j->line = line;
    j->sol = sol;
    j->ans = ans;
}

static void job_free(Job *j)
{
    job_clear(j);
    free(j->line.p);
    free(j->sol.p);
    free(j->ans.p);
}

static void worker_free(Worker *w)
{
    for (int i = 0; i <= PUZ_MAX_SIDE; i++) {
        puz_solver_free(w->cache[i].s);
        model_free(w->cache[i].m);
    }
}

/* One line in, its text (inside *line, newline and a first line's byte
 * order mark cut) out; -1 at the end (then *err is what errno said). */
static ssize_t next_line(FILE *in, char **line, size_t *cap, long lineno, char **text, int *err)
{
    errno = 0;
    ssize_t got = cli_getline(line, cap, in);
    if (got < 0) {
        *err = errno;
        return -1;
    }
    size_t len = (size_t)got, bom = lineno ? 0 : cli_bom(*line, len);
    while (len > bom && ((*line)[len - 1] == '\n' || (*line)[len - 1] == '\r'))
        len--;
    *text = *line + bom;
    (*text)[len - bom] = '\0';
    return (ssize_t)(len - bom);
}

/* ---- THE POOL ----
 * The lines go through base/pool's ordered pool (pool.h has the whole
 * story): a ring of jobs (BATCH_LINES_PER_THREAD a worker), each line read
 * straight into its job's own store; workers that claim the oldest lines a
 * few at a time and solve them with their own solvers (Worker); whichever
 * worker finds the oldest unwritten line answered writes the run of
 * answered lines outside the lock while the others go on solving. A
 * regular file is read by the workers themselves (a read never waits for
 * a writer), so that N threads run on N cores, not N + 1; a pipe or a
 * terminal by the main thread (POOL_CALLER_PRODUCES), so that no worker
 * waits there for the next line while lines already read wait to be
 * solved, and a signal interrupts the read. --jobs 1 (or no thread made):
 * each line read, solved and written in turn on this thread, with no lock
 * and no thread switch (on a set of 7 us puzzles the hand-over cost a
 * third more CPU).
 * Batch's part: writing (batch_write) stops at the first failed write or
 * at the first line a signal cut short (nothing after it is written); each
 * run of answers is flushed at once when stdout is a pipe, a socket or a
 * terminal, or when the input may block and every line read is answered
 * (batch_flush): batch works as a coprocess. The pool's threads block
 * SIGINT and SIGTERM, so that a write there is never cut short; on the
 * main thread alone they are held while an answer is written and flushed
 * when it is flushed at once (a write to a regular file is not
 * interrupted). The flag cancels the solves in flight (those lines are
 * dropped) and the reading. */
#define BATCH_LINES_PER_THREAD 256

typedef struct {
    Worker *ws;               /* one a worker */
    FILE *in;
    long base;                /* line number of the first line, less one */
    int rerr;                 /* what errno said when a read failed */
    long rline;               /* ... and the number of the line it was reading */
    BatchTally *tally;
    int flush_each;           /* stdout is a pipe, a socket, a terminal: flush each run */
    int flush_idle;           /* the input may block: flush when all read is written */
    int dropped;              /* a line was dropped: nothing after it is written */
    int lost;                 /* writing stdout failed */
} Batch;

/* Line `index` (from 0) of the input into the job's own store: 1; 0 at
 * the end, -1 when the read failed (rerr, rline say why and where). */
static int batch_read(void *ctx, void *item, long index)
{
    Batch *b = ctx;
    Job *j = item;
    char *text;
    b->rline = b->base + index + 1;
    ssize_t len = next_line(b->in, &j->line.p, &j->line.cap, index, &text, &b->rerr);
    if (len < 0)
        return b->rerr ? -1 : 0;
    j->text = text;
    j->len = (size_t)len;
    j->lineno = b->rline;
    return 1;
}

static void batch_solve(void *ctx, int worker, void *item, long index)
{
    (void)index;
    run_job(&((Batch *)ctx)->ws[worker], item);
}

/* A line's answer out (the pool's consumer: in input order, one at a
 * time); the job emptied for the next line. Non-zero: write no more. */
static int batch_write(void *ctx, void *item, long index)
{
    Batch *b = ctx;
    Job *j = item;
    (void)index;
    b->dropped = b->dropped || !j->whole;
    if (!b->lost && !b->dropped) {
        if (fputs(j->out, stdout) == EOF || putchar('\n') == EOF)
            b->lost = cli_output_failed(); /* now, while errno says why */
        batch_tally_add(b->tally, j->status, j->usec, j->effort);
    }
    job_clear(j);
    return b->lost || b->dropped;
}

/* After a run of answers: flushed when someone may be waiting for them. */
static int batch_flush(void *ctx, int caught_up)
{
    Batch *b = ctx;
    if (b->flush_each || (caught_up && b->flush_idle))
        fflush(stdout);
    b->lost = b->lost || cli_output_failed();
    return b->lost;
}

static void batch_job_free(void *ctx, void *item)
{
    (void)ctx;
    job_free(item);
}

/* ---- the command ---- */

/* What the command line asked for. */
typedef struct {
    long count, jobs, first_line;
    double time_limit;
    int killer, stats, verbose, merge;
    Format fmt;
    int timed;       /* --stats, --json, --csv: each line's time is measured */
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
        {"json", no_argument, NULL, 'J'},
        {"csv", no_argument, NULL, 'C'},
        {"first-line", required_argument, NULL, 'F'},
        {"merge-stats", no_argument, NULL, 'G'},
        {"backend", required_argument, NULL, 'b'},
        {"time-limit", required_argument, NULL, 'T'},
        {"memory-limit", required_argument, NULL, 'M'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    struct option *longopts = cli_longopts(own);
    CliOpts co = {0};
    int opt, bad = 0, json = 0, csv = 0;
    a->jobs = 1;
    a->first_line = 1;
    a->backend = backend_find("native");
    optind = 1;
    while (!bad && (opt = getopt_long(argc, argv, "j:h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'c': bad = (a->count = cli_count("batch", optarg)) < 0; break;
        case 'k': a->killer = 1; break;
        case 'j':
            if ((a->jobs = cli_long("batch", "jobs", optarg)) < 0 || a->jobs > 256) {
                if (a->jobs > 256)
                    fputs("puzc batch: error: --jobs wants 0..256 (0: one per core)\n", stderr);
                bad = 1;
            }
            break;
        case 's': a->stats = 1; break;
        case 'J': json = 1; break;
        case 'C': csv = 1; break;
        case 'G': a->merge = 1; break;
        case 'F':
            if ((a->first_line = cli_long("batch", "first-line", optarg)) < 1) {
                if (a->first_line == 0)
                    fputs("puzc batch: error: --first-line wants 1 or more\n", stderr);
                bad = 1;
            }
            break;
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
    if (json && csv) {
        fputs("puzc batch: error: --json and --csv exclude each other\n", stderr);
        return 2;
    }
    a->fmt = json ? FMT_JSON : csv ? FMT_CSV : FMT_PLAIN;
    if (a->merge)
        return 0; /* the files are argv[optind..] */
    if (argc - optind > 1) {
        fprintf(stderr, "puzc batch: error: more than one input file\n%s", batch_usage);
        return 2;
    }
    if (a->count > 1 && !(a->backend->caps & CAP_COUNT)) {
        fprintf(stderr, "puzc batch: error: backend %s cannot count solutions\n",
                a->backend->name);
        return 2;
    }
    if (a->jobs == 0)
        a->jobs = online_cores(256);
    a->verbose = cli_verbose(&co);
    a->path = optind < argc ? argv[optind] : "-";
    return (a->opts = cli_options("batch", a->backend, &co)) ? 0 : 2;
}

/* --merge-stats FILE...: the summary objects in the files summed into one. */
static int merge_stats(int nfiles, char **files)
{
    char dash[] = "-", *stdin_only[] = {dash};
    if (nfiles == 0) {
        nfiles = 1;
        files = stdin_only;
    }
    BatchSummary all = {0}, one;
    char *line = NULL, err[160];
    size_t cap = 0;
    int rc = 0;
    for (int i = 0; i < nfiles && !rc; i++) {
        FILE *in = cli_open_lines("batch", files[i]);
        if (!in) {
            rc = 2;
            break;
        }
        long lineno = 0;
        while (!rc && cli_getline(&line, &cap, in) >= 0) {
            lineno++;
            int got = batch_summary_parse(line, &one, err, sizeof err);
            if (got < 0) {
                fprintf(stderr, "puzc batch: error: %s:%ld: a malformed summary: %s\n", files[i],
                        lineno, err);
                rc = 2;
            } else if (got && batch_summary_merge(&all, &one) != 0) {
                fprintf(stderr,
                        "puzc batch: error: %s:%ld: a summary of backend %s (%s) does not "
                        "merge with one of %s (%s)\n",
                        files[i], lineno, one.backend, one.effort_unit, all.backend,
                        all.effort_unit);
                rc = 2;
            }
        }
        if (!rc && cli_lines_error("batch", files[i], in, errno, lineno + 1) != 0)
            rc = 2;
        if (in != stdin)
            fclose(in);
    }
    free(line);
    if (!rc && !all.shards) {
        fputs("puzc batch: error: no summary object ({\"summary\":...}) in the input\n", stderr);
        rc = 2;
    }
    if (rc)
        return rc;
    JsonWriter jw;
    json_init(&jw, stdout);
    batch_summary_json(&jw, &all);
    putchar('\n');
    return 0;
}

/* Whether f is a regular file (else a pipe, terminal, socket, device). */
static int is_regular(FILE *f)
{
    struct stat st;
    return fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode);
}

/* Whether someone may be reading f as it is written: a pipe, a socket, a
 * terminal (not a regular file, nor /dev/null). */
static int is_stream(FILE *f)
{
    struct stat st;
    return isatty(fileno(f)) ||
           (fstat(fileno(f), &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)));
}

int cmd_batch(int argc, char **argv)
{
    BatchArgs a = {0};
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc == 1 ? 0 : rc;
    if (a.merge)
        return merge_stats(argc - optind, argv + optind);
    FILE *in = cli_open_lines("batch", a.path);
    if (!in) {
        puz_options_free(a.opts);
        return 2;
    }
    cli_catch_signals(); /* SIGINT, SIGTERM: answered lines out, stats, 130/143 */
    const volatile int *stop = cli_cancel_flag();
    int nthreads = (int)a.jobs;
    BatchTally t = {0};
    Batch b = {.in = in, .base = a.first_line - 1, .tally = &t};
    b.flush_each = is_stream(stdout);
    b.flush_idle = !is_regular(in);
    /* files read and written in 64 KB blocks, not stdio's 4 KB: a sixteenth
     * of the system calls (set before any I/O on either stream; static
     * buffers, as glibc ignores the size without one and stdout is
     * flushed after this returns) */
    static char inbuf[1 << 16], outbuf[1 << 16];
    if (!b.flush_idle)
        setvbuf(in, inbuf, _IOFBF, sizeof inbuf);
    if (!b.flush_each && !isatty(fileno(stdout)))
        setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    b.ws = xcalloc((size_t)nthreads, sizeof *b.ws);
    for (int i = 0; i < nthreads; i++) {
        b.ws[i] = (Worker){.count = a.count, .killer = a.killer, .fmt = a.fmt,
                           .timed = a.stats || a.fmt != FMT_PLAIN, .backend = a.backend,
                           .opts = a.opts, .time_limit = a.time_limit, .stop = stop};
        cli_progress_init(&b.ws[i].prog, a.verbose);
    }
    if (a.fmt == FMT_CSV) {
        puts(csv_header);
        if (b.flush_each)
            fflush(stdout);
    }
    double t_start = now_sec();
    PoolSpec ps = {.threads = nthreads,
                   .caller = b.flush_idle ? POOL_CALLER_PRODUCES : POOL_CALLER_WAITS,
                   .slots = (long)nthreads * BATCH_LINES_PER_THREAD, .item_size = sizeof(Job),
                   .hold_signals = b.flush_each || b.flush_idle, .cancel = stop, .ctx = &b,
                   .produce = batch_read, .work = batch_solve, .consume = batch_write,
                   .run_end = batch_flush, .item_free = batch_job_free};
    PoolReport rep;
    pool_run(&ps, &rep);
    cli_hold_signals(1); /* from here to the exit: nothing more cut short */
    int lost = b.lost;
    t.s.wall = now_sec() - t_start;
    t.s.threads = rep.workers;
    t.s.shards = 1;
    snprintf(t.s.backend, sizeof t.s.backend, "%s", a.backend->name);
    snprintf(t.s.effort_unit, sizeof t.s.effort_unit, "%s", a.backend->effort_name);
    int sig = cli_signal_status();
    int unread = !lost && !sig && cli_lines_error("batch", a.path, in, b.rerr, b.rline) != 0;
    if (in != stdin)
        fclose(in);
    for (int i = 0; i < nthreads; i++)
        worker_free(&b.ws[i]);
    if (sig)
        fprintf(stderr, "puzc batch: stopped by %s: %ld line%s answered, the rest dropped\n",
                sig == 128 + SIGINT ? "SIGINT" : "SIGTERM", t.s.lines,
                t.s.lines == 1 ? "" : "s");
    if (a.stats && a.fmt == FMT_JSON && !lost) {
        JsonWriter jw;
        json_init(&jw, stdout);
        batch_summary_json(&jw, &t.s);
        putchar('\n');
    } else if (a.stats) {
        batch_tally_print(&t, stderr, !strcmp(a.backend->name, "native"));
    }
    long internal = t.s.status[BS_INTERNAL], badl = t.s.status[BS_BAD];
    long nosol = t.s.status[BS_NOSOL] + t.s.status[BS_STOPPED];
    batch_tally_free(&t);
    puz_options_free(a.opts);
    free(b.ws);
    if (sig)
        return sig;
    if (lost || unread)
        return internal ? 3 : 2; /* lost: main() says why */
    return internal ? 3 : badl ? 2 : nosol ? 1 : 0;
}
