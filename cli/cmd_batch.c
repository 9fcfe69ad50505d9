/* cmd_batch.c -- `puzc batch`, a Unix filter: one puzzle per input line,
 * solved by any backend through the library's puz_solver (prepared once per
 * grid side and worker), one answer per line in input order, each written
 * as soon as it and the lines before it are solved (plain, JSON Lines or
 * CSV); --jobs N > 1: a pool of N worker threads made once (see THE POOL),
 * --jobs 1: on the main thread. */
#include "batch_line.h"
#include "batch_stats.h"
#include "cli.h"
#include "commands.h"
#include "json.h"

#include "gridfmt.h"
#include "util.h"
#include "verify.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
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

/* One line, and what came of it. */
typedef struct {
    char *text;      /* the line: in `line` (the pool's), or the reader's buffer */
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
    int finished;    /* the worker is done with it (under the pool's lock) */
    Store line, sol, ans; /* kept by job_clear() */
} Job;

/* Per-thread solvers, one per grid side (a Killer line's cages make it a
 * shape of its own: prepared for that line alone). */
typedef struct {
    Model *m;        /* the shape: a Sudoku of that side, no givens */
    puz_solver *s;
    int classic;     /* model_is_classic(m): verify_classic() checks it */
} ShapeCache;

struct Pool;

typedef struct {
    struct Pool *pool;
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

/* The line's text (len bytes and a NUL) copied into the job's store. */
static void job_set_text(Job *j, const char *text, size_t len, long lineno)
{
    j->text = store_room(&j->line, len + 1);
    memcpy(j->text, text, len + 1);
    j->len = len;
    j->lineno = lineno;
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
 * Lines are read into a ring of `cap` jobs (line k of the input, 0-based,
 * in slot k % cap) as they come, by the main thread or by the workers
 * (below); reading waits only when the ring is full of lines not yet
 * written. nthreads workers, made once, claim
 * the oldest unclaimed lines a few at a time (fewer when few are waiting,
 * so that a short input still spreads over every worker) and solve them.
 * Whichever worker then finds the oldest unwritten line answered becomes
 * the writer: it takes the run of answered lines from there, writes them
 * outside the lock (the other workers go on solving), and looks again; a
 * worker that finishes while another writes leaves its answer to that one.
 * So an answer leaves as soon as the lines before it are done, and no
 * worker waits for a print phase. The workers block SIGINT and SIGTERM
 * (writes are never cut short); the main thread takes them: the flag
 * cancels the solves in flight (those lines are dropped), the reader
 * stops, and the lines answered whole before the first dropped one are
 * written.
 * When the input is a regular file (a read never waits for a writer) there
 * is no reading thread: the workers read for themselves. A worker that
 * finds fewer than POOL_AHEAD unclaimed lines per worker takes the
 * reader's part (one worker at a time): it reads up to POOL_READ lines into
 * the free slots, outside the lock (the slots from nread on belong to no
 * one else), and publishes them at once; the others go on with the lines
 * left, and wait only at the start and when the ring is full. The main
 * thread only waits for the workers, so that on N cores N threads run,
 * not N + 1 (a reading thread woken and put to sleep again each time the
 * ring fills took a core from the workers). A pipe or a terminal keeps the
 * reading thread: a worker waiting there for the next line would leave the
 * lines already read unsolved. */
#define POOL_BLOCK 8          /* at most this many lines per claim */
#define POOL_READ 128         /* at most this many lines per worker's read */
#define POOL_AHEAD 16         /* read when fewer unclaimed lines than this per worker */
#define POOL_LINES_PER_THREAD 256

typedef struct Pool {
    pthread_mutex_t mu;
    pthread_cond_t work;      /* lines to claim, or the end */
    pthread_cond_t space;     /* the ring has room again */
    Job *ring;
    long cap, nread, nclaimed, nout; /* lines read, handed out, written */
    long base;                /* line number of the first line, less one */
    int nthreads, idle;       /* workers; those waiting for work */
    int eof, quit;            /* no more lines; stop now (signal, lost output) */
    int writing;              /* a worker is writing answers */
    int reader_waits;
    int dropped;              /* a line was dropped: nothing after it is written */
    int lost;                 /* writing stdout failed */
    int flush_each;           /* stdout is a pipe, a socket, a terminal: flush each run */
    int flush_idle;           /* the input may block: flush when all read is written */
    BatchTally *tally;
    const volatile int *stop;
    /* the workers read (a regular file): */
    FILE *in;                 /* the input, or NULL: the main thread reads */
    int reading;              /* a worker is reading */
    char *rbuf;               /* the reader's getline buffer */
    size_t rcap;
    int rerr;                 /* what errno said when a read failed */
    long rline;               /* ... and the number of the line it was reading */
} Pool;

/* Writes the run of answered lines from the oldest unwritten one, again
 * while there are more; called with the lock held, returns with it held. */
static void pool_write(Pool *p)
{
    if (p->writing)
        return;
    p->writing = 1;
    while (p->nout < p->nread && p->ring[p->nout % p->cap].finished) {
        long from = p->nout, to = from;
        while (to < p->nread && p->ring[to % p->cap].finished)
            to++;
        int idle = to == p->nread, lost = p->lost, dropped = p->dropped;
        pthread_mutex_unlock(&p->mu);
        for (long k = from; k < to; k++) {
            Job *j = &p->ring[k % p->cap];
            dropped = dropped || !j->whole;
            if (!lost && !dropped) {
                if (fputs(j->out, stdout) == EOF || putchar('\n') == EOF)
                    lost = cli_output_failed(); /* now, while errno says why */
                batch_tally_add(p->tally, j->status, j->usec, j->effort);
            }
            job_clear(j);
        }
        if (!lost && !dropped && (p->flush_each || (idle && p->flush_idle)))
            fflush(stdout);
        lost = lost || cli_output_failed();
        pthread_mutex_lock(&p->mu);
        p->nout = to;
        p->lost = lost;
        p->dropped = dropped;
        if (lost) {
            p->quit = 1;
            pthread_cond_broadcast(&p->work);
        }
        if (p->reader_waits && p->nread - p->nout <= p->cap - p->cap / 4)
            pthread_cond_signal(&p->space);
        if (p->in && p->idle) /* a worker may wait for room to read into */
            pthread_cond_signal(&p->work);
    }
    p->writing = 0;
}

/* The reader's part of a worker (the input a regular file): up to POOL_READ
 * lines into the free slots; called with the lock held, returns with it
 * held. The end of the input, a read error or a signal ends the input. */
static void pool_read(Pool *p)
{
    long at = p->nread, room = p->cap - (p->nread - p->nout);
    long want = room < POOL_READ ? room : POOL_READ, k = 0;
    int end = 0;
    p->reading = 1;
    pthread_mutex_unlock(&p->mu);
    for (; k < want; k++) {
        char *text;
        ssize_t len;
        if (cancel_requested(p->stop) ||
            (len = next_line(p->in, &p->rbuf, &p->rcap, at + k - p->base, &text, &p->rerr)) < 0) {
            p->rline = at + k + 1;
            end = 1;
            break;
        }
        job_set_text(&p->ring[(at + k) % p->cap], text, (size_t)len, at + k + 1);
    }
    pthread_mutex_lock(&p->mu);
    p->nread += k;
    p->reading = 0;
    if (end) {
        p->eof = 1;
        if (cancel_requested(p->stop))
            p->quit = 1;
    }
    if (p->idle && (k || end))
        pthread_cond_broadcast(&p->work);
}

static void *pool_worker(void *arg)
{
    Worker *w = arg;
    Pool *p = w->pool;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        /* the workers read: ahead, while the others still have lines to
         * claim (a worker put to sleep for want of lines takes tens of
         * microseconds to wake on a virtual machine) */
        if (p->in && !p->reading && !p->eof && !p->quit &&
            p->nread - p->nclaimed < POOL_AHEAD * p->nthreads && p->nread - p->nout < p->cap) {
            pool_read(p);
            continue;
        }
        while (!p->quit && !p->eof && p->nclaimed == p->nread) {
            p->idle++; /* another worker reads, or the ring is full */
            pthread_cond_wait(&p->work, &p->mu);
            p->idle--;
        }
        if (p->quit || p->nclaimed == p->nread)
            break;
        long k = (p->nread - p->nclaimed) / (2 * p->nthreads);
        k = k < 1 ? 1 : k > POOL_BLOCK ? POOL_BLOCK : k;
        long first = p->nclaimed;
        p->nclaimed += k;
        pthread_mutex_unlock(&p->mu);
        for (long i = first; i < first + k; i++) {
            Job *j = &p->ring[i % p->cap];
            if (!cancel_requested(w->stop))
                run_job(w, j);
            pthread_mutex_lock(&p->mu);
            j->finished = 1;
            pool_write(p);
            pthread_mutex_unlock(&p->mu);
        }
        pthread_mutex_lock(&p->mu);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* A line read (text, len bytes and a NUL: copied) into the next slot;
 * waits while the ring is full. 0, or -1 when the pool stopped. */
static int pool_put(Pool *p, const char *text, size_t len, long lineno)
{
    pthread_mutex_lock(&p->mu);
    if (p->nread - p->nout >= p->cap) { /* full: wait till a quarter is free */
        p->reader_waits = 1;
        while (!p->quit && !cancel_requested(p->stop) && p->nread - p->nout > p->cap - p->cap / 4) {
            /* a signal does not wake a condition wait: look every 50 ms */
            struct timespec ts;
            clock_gettime(CLOCK_REALTIME, &ts);
            ts.tv_nsec += 50000000L;
            if (ts.tv_nsec >= 1000000000L) {
                ts.tv_sec++;
                ts.tv_nsec -= 1000000000L;
            }
            pthread_cond_timedwait(&p->space, &p->mu, &ts);
        }
        p->reader_waits = 0;
    }
    if (p->quit || cancel_requested(p->stop)) {
        pthread_mutex_unlock(&p->mu);
        return -1;
    }
    job_set_text(&p->ring[p->nread % p->cap], text, len, lineno);
    p->nread++;
    if (p->idle)
        pthread_cond_signal(&p->work);
    pthread_mutex_unlock(&p->mu);
    return 0;
}

/* The input has ended (or a signal came): the workers finish what was read. */
static void pool_end(Pool *p)
{
    pthread_mutex_lock(&p->mu);
    p->eof = 1;
    if (cancel_requested(p->stop))
        p->quit = 1;
    pthread_cond_broadcast(&p->work);
    pthread_mutex_unlock(&p->mu);
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

/* --jobs 1 (or no worker thread could be made): each line read, solved and
 * written in turn on this thread, with no lock and no thread switch (on a
 * set of 7 us puzzles the pool's hand-over cost a third more CPU). The
 * answer is flushed at once when stdout is a pipe or a terminal, or stdin
 * is not a regular file (someone may wait for the answer); signals are held while it is
 * written then, so that no write to a pipe is cut short (a write to a
 * regular file is not interrupted). */
static int run_inline(Worker *w, FILE *in, BatchTally *t, int flush, int *rerr, long *rline)
{
    char *line = NULL, *text;
    size_t cap = 0;
    long n = 0;
    ssize_t len;
    int lost = 0;
    Job j = {0};
    while (!lost && !cancel_requested(w->stop) &&
           (*rline = w->pool->nread + n + 1,
            len = next_line(in, &line, &cap, n, &text, rerr)) >= 0) {
        /* the text read in place, not copied: done with before the next line */
        j.text = text;
        j.len = (size_t)len;
        j.lineno = w->pool->nread + ++n;
        run_job(w, &j);
        if (flush)
            cli_hold_signals(1);
        if (j.whole) {
            if (fputs(j.out, stdout) == EOF || putchar('\n') == EOF)
                lost = cli_output_failed();
            batch_tally_add(t, j.status, j.usec, j.effort);
            if (flush)
                fflush(stdout);
            lost = lost || cli_output_failed();
        }
        if (flush)
            cli_hold_signals(0);
        job_clear(&j);
    }
    job_free(&j);
    free(line);
    return lost;
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
    Pool pool = {.nthreads = nthreads, .tally = &t, .stop = stop,
                 .nread = a.first_line - 1, .nclaimed = a.first_line - 1,
                 .nout = a.first_line - 1, .base = a.first_line - 1};
    pool.cap = (long)nthreads * POOL_LINES_PER_THREAD;
    pool.ring = xcalloc((size_t)pool.cap, sizeof *pool.ring);
    pool.flush_each = is_stream(stdout);
    pool.flush_idle = !is_regular(in);
    /* files read and written in 64 KB blocks, not stdio's 4 KB: a sixteenth
     * of the system calls (set before any I/O on either stream; static
     * buffers, as glibc ignores the size without one and stdout is
     * flushed after this returns) */
    static char inbuf[1 << 16], outbuf[1 << 16];
    if (!pool.flush_idle)
        setvbuf(in, inbuf, _IOFBF, sizeof inbuf);
    if (!pool.flush_each && !isatty(fileno(stdout)))
        setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    pthread_mutex_init(&pool.mu, NULL);
    pthread_cond_init(&pool.work, NULL);
    pthread_cond_init(&pool.space, NULL);
    Worker *ws = xcalloc((size_t)nthreads, sizeof *ws);
    pthread_t *tids = xcalloc((size_t)nthreads, sizeof *tids);
    for (int i = 0; i < nthreads; i++) {
        ws[i] = (Worker){.pool = &pool, .count = a.count, .killer = a.killer, .fmt = a.fmt,
                         .timed = a.stats || a.fmt != FMT_PLAIN, .backend = a.backend, .opts = a.opts, .time_limit = a.time_limit,
                         .stop = stop};
        cli_progress_init(&ws[i].prog, a.verbose);
    }
    if (a.fmt == FMT_CSV) {
        puts(csv_header);
        if (pool.flush_each)
            fflush(stdout);
    }
    double t_start = now_sec();
    /* The workers are made with SIGINT and SIGTERM blocked (they inherit
     * the mask); a worker whose thread cannot be made (no memory for its
     * stack) is left out; with none, this thread does the work, as it does
     * for --jobs 1. The lock is held till their number is known: they may
     * start reading at once. */
    int started = 0;
    if (nthreads > 1 && !pool.flush_idle)
        pool.in = in;
    cli_hold_signals(1);
    pthread_mutex_lock(&pool.mu);
    for (int i = 0; i < nthreads && nthreads > 1; i++)
        if (pthread_create(&tids[started], NULL, pool_worker, &ws[started]) == 0)
            started++;
    pool.nthreads = started;
    pthread_mutex_unlock(&pool.mu);
    cli_hold_signals(0);
    int rerr = 0, lost;
    long rline = 0;
    if (started) {
        if (!pool.in) { /* this thread reads */
            char *line = NULL, *text;
            size_t cap = 0;
            ssize_t len;
            long lineno = pool.base;
            while (!cancel_requested(stop) &&
                   (rline = lineno + 1,
                    len = next_line(in, &line, &cap, lineno - pool.base, &text, &rerr)) >= 0)
                if (pool_put(&pool, text, (size_t)len, ++lineno) != 0)
                    break;
            free(line);
            pool_end(&pool);
        }
        for (int i = 0; i < started; i++)
            pthread_join(tids[i], NULL);
        cli_hold_signals(1); /* from here to the exit: nothing more cut short */
        pthread_mutex_lock(&pool.mu);
        pool_write(&pool); /* what was answered whole after the last writer left */
        pthread_mutex_unlock(&pool.mu);
        lost = pool.lost;
        if (pool.in) {
            rerr = pool.rerr;
            rline = pool.rline;
            free(pool.rbuf);
        }
    } else {
        lost = run_inline(&ws[0], in, &t, pool.flush_each || pool.flush_idle, &rerr, &rline);
        started = 1;
        cli_hold_signals(1);
    }
    for (long k = 0; k < pool.cap; k++) /* the lines not written, and the stores */
        job_free(&pool.ring[k]);
    t.s.wall = now_sec() - t_start;
    t.s.threads = started;
    t.s.shards = 1;
    snprintf(t.s.backend, sizeof t.s.backend, "%s", a.backend->name);
    snprintf(t.s.effort_unit, sizeof t.s.effort_unit, "%s", a.backend->effort_name);
    int sig = cli_signal_status();
    int unread = !lost && !sig && cli_lines_error("batch", a.path, in, rerr, rline) != 0;
    if (in != stdin)
        fclose(in);
    for (int i = 0; i < nthreads; i++)
        worker_free(&ws[i]);
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
    pthread_mutex_destroy(&pool.mu);
    pthread_cond_destroy(&pool.work);
    pthread_cond_destroy(&pool.space);
    free(pool.ring);
    free(ws);
    free(tids);
    if (sig)
        return sig;
    if (lost || unread)
        return internal ? 3 : 2; /* lost: main() says why */
    return internal ? 3 : badl ? 2 : nosol ? 1 : 0;
}
