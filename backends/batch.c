/* batch.c -- puzc.h's batch runner: a file of one-line puzzles through one
 * backend on threads, each line's outcome handed to the caller in input
 * order. The lines go through base/pool's ordered pool (pool.h has the
 * whole story): a ring of items (BATCH_LINES_PER_THREAD a worker), each
 * line read straight into its item's own store; workers that claim the
 * oldest lines a few at a time and solve them with solvers of their own
 * (one per grid side, prepared once: the 9x9 fast paths); whoever finds
 * the oldest line not handed on done hands on the run of done lines,
 * outside the lock, while the others go on solving. A regular file is
 * read by the workers themselves (a read never waits for a writer), so
 * that N threads run on N cores, not N + 1; a pipe or a terminal by the
 * caller's thread (POOL_CALLER_PRODUCES), so that no worker waits there for
 * the next line while lines already read wait to be solved. One thread:
 * each line read, solved and handed on in turn on the caller's thread,
 * with no lock and no thread switch.
 *
 * A line costs no allocation: its item keeps its stores (the line, the
 * solution as text, the caller's output) from one use to the next. */
#include "backend.h"

#include "batch_line.h"
#include "error.h"
#include "gridfmt.h"
#include "pool.h"
#include "textin.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define BATCH_LINES_PER_THREAD 256
#define BATCH_MAX_JOBS 256

/* Storage an item keeps from line to line. */
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
struct puz_batch_item {
    char *text;          /* the line, in `line` (read there, newline cut) */
    size_t len;
    long lineno;
    puz_line_status status;
    char *solution;      /* solved: the grid in the line's own form, in `sol` */
    char *reason;        /* stopped, bad line, internal error: why (malloc'd) */
    uint64_t count;      /* counting: solutions found (stopped: at least) */
    int echo_pre, echo_tail, name_off, name_len; /* batch_line.h's PuzzleLine */
    double usec;
    long effort;
    size_t out_len;      /* the caller's output, in `out` */
    int whole;           /* solved before any cancel: it can be handed on */
    float cpu_usec;      /* the thread's CPU time on it (a float: it fills the
                            padding after whole, so clearing an item per line
                            costs no more than before) */
    Store line, sol, out;
};

/* A worker's solvers, one per grid side (a Killer line's cages, or a
 * named shape, make a model of its own: prepared for that line alone). */
typedef struct {
    Model *m;            /* the shape: a Sudoku (or Latin square) of that side */
    puz_solver *s;
} ShapeCache;

typedef struct {
    ShapeCache cache[PUZ_MAX_SIDE + 1];
    double cpu0;         /* timed: the thread's CPU clock as its line began
                            (kept here, not in a local that every line would
                            set) */
} Worker;

struct puz_batch {
    const Backend *b;
    const puz_options *o;
    const puz_limits *lim;
    uint64_t count;      /* 0: solve */
    int jobs, killer, timed;
    long first_line;
    puz_batch_solved_fn solved;
    void *solved_ctx;
    puz_batch_idle_fn idle;
    void *idle_ctx;
    /* one run's */
    Worker *ws;
    FILE *in;
    puz_batch_fn fn;
    void *ctx;
    int rerr;            /* what errno said when a read failed (EMSGSIZE: a line too long) */
    long rline;          /* ... and the number of the line it was reading */
    int dropped;         /* a line was cut short by a cancel: nothing after it is handed on */
    long handed;
    int threads;
};

const char *puz_line_status_name(puz_line_status s)
{
    static const char *const names[] = {"solved", "no solution", "stopped",
                                        "bad line", "internal error", "blank"};
    return (unsigned)s < sizeof names / sizeof names[0] ? names[s] : "?";
}

/* ---- the item as puzc.h shows it ---- */

long puz_batch_item_line(const puz_batch_item *it) { return it->lineno; }

const char *puz_batch_item_text(const puz_batch_item *it, size_t *len)
{
    if (len)
        *len = it->len;
    return it->text;
}

puz_line_status puz_batch_item_status(const puz_batch_item *it) { return it->status; }
const char *puz_batch_item_solution(const puz_batch_item *it) { return it->solution; }
size_t puz_batch_item_prefix(const puz_batch_item *it) { return (size_t)it->echo_pre; }
size_t puz_batch_item_suffix(const puz_batch_item *it) { return (size_t)it->echo_tail; }

const char *puz_batch_item_name(const puz_batch_item *it, size_t *len)
{
    if (len)
        *len = (size_t)it->name_len;
    return it->text + it->name_off;
}

uint64_t puz_batch_item_count(const puz_batch_item *it) { return it->count; }
const char *puz_batch_item_reason(const puz_batch_item *it) { return it->reason; }
double puz_batch_item_usec(const puz_batch_item *it) { return it->usec; }
double puz_batch_item_cpu_usec(const puz_batch_item *it) { return it->cpu_usec; }
long puz_batch_item_effort(const puz_batch_item *it) { return it->effort; }

void puz_batch_item_put(puz_batch_item *it, const char *text, size_t len)
{
    char *p = store_room(&it->out, len + 1);
    memcpy(p, text, len);
    p[len] = '\0';
    it->out_len = len;
}

const char *puz_batch_item_output(const puz_batch_item *it, size_t *len)
{
    if (len)
        *len = it->out_len;
    return it->out.p && it->out_len ? it->out.p : "";
}

/* ---- settings ---- */

puz_batch *puz_batch_new(void)
{
    puz_batch *bt = xcalloc(1, sizeof *bt);
    bt->b = backend_find("native");
    bt->jobs = 1;
    bt->first_line = 1;
    return bt;
}

void puz_batch_free(puz_batch *bt) { free(bt); }

void puz_batch_set_backend(puz_batch *bt, const puz_backend *b, const puz_options *o)
{
    bt->b = b ? b : o ? options_backend(o) : backend_find("native");
    bt->o = o;
}

void puz_batch_set_limits(puz_batch *bt, const puz_limits *lim) { bt->lim = lim; }
void puz_batch_set_count(puz_batch *bt, uint64_t n) { bt->count = n; }

void puz_batch_set_jobs(puz_batch *bt, int jobs)
{
    bt->jobs = jobs <= 0 ? online_cores(BATCH_MAX_JOBS) : jobs > BATCH_MAX_JOBS ? BATCH_MAX_JOBS
                                                                                : jobs;
}

void puz_batch_set_killer(puz_batch *bt, int on) { bt->killer = on != 0; }
void puz_batch_set_first_line(puz_batch *bt, long n) { bt->first_line = n >= 1 ? n : 1; }
void puz_batch_set_timed(puz_batch *bt, int on) { bt->timed = on <= 0 ? 0 : on == 1 ? 1 : 2; }

void puz_batch_on_solved(puz_batch *bt, puz_batch_solved_fn fn, void *ctx)
{
    bt->solved = fn;
    bt->solved_ctx = ctx;
}

void puz_batch_on_idle(puz_batch *bt, puz_batch_idle_fn fn, void *ctx)
{
    bt->idle = fn;
    bt->idle_ctx = ctx;
}

long puz_batch_lines(const puz_batch *bt) { return bt->handed; }
int puz_batch_threads(const puz_batch *bt) { return bt->threads; }

/* ---- one line ---- */

/* The solution in the line's form into the item's store: one character a
 * cell, or comma-separated (the comma form, and values past 35). */
static void format_grid(const PuzzleLine *p, const Model *m, const int *grid,
                        puz_batch_item *it)
{
    if (p->form != LINE_COMMA && m->vmax <= GRIDFMT_MAX_CHAR_VALUE) {
        int n = m->ncells; /* a local: the char stores below may alias m */
        char *buf = store_room(&it->sol, (size_t)n + 1);
        for (int i = 0; i < n; i++)
            buf[i] = gridfmt_value_char(grid[i]);
        for (int i = 0; m->unused && i < n; i++) /* a layout line's frame */
            if (m->unused[i])
                buf[i] = '-';
        buf[n] = '\0';
        it->solution = buf;
        return;
    }
    char *buf = store_room(&it->sol, (size_t)m->ncells * 4 + 1), *q = buf;
    for (int i = 0; i < m->ncells; i++) {
        if (i)
            *q++ = ',';
        q = fmt_uint(q, (unsigned)grid[i]);
    }
    *q = '\0';
    it->solution = buf;
}

/* The model and solver for line p: the worker's per-shape ones, or a
 * Killer line's (or a named shape's) own. NULL with a message in err. */
static puz_solver *line_solver(const puz_batch *bt, Worker *w, const PuzzleLine *p, Model **m,
                               char *err, size_t errsz)
{
    if (p->form == LINE_KILLER || p->named_shape) { /* a model of its own */
        *m = batch_line_model(p);
        puz_solver *s = engine_solver_new(bt->b, *m, bt->o, err, errsz);
        if (!s) {
            model_free(*m);
            *m = NULL;
        }
        return s;
    }
    ShapeCache *c = &w->cache[p->side];
    if (!c->m) {
        c->m = batch_line_model(p);
        c->s = engine_solver_new(bt->b, c->m, bt->o, err, errsz);
        if (!c->s) {
            model_free(c->m);
            c->m = NULL;
        }
    }
    *m = c->m;
    return c->s;
}

/* What the solver said, as the line's status and fields (the engine has
 * verified a solution it hands back: PUZ_ERROR with `internal` when it was
 * wrong). */
static void judge(const puz_batch *bt, puz_batch_item *it, const PuzzleLine *p, const Model *m,
                  const puz_result *r)
{
    uint64_t n = r->solutions;
    it->effort = r->effort;
    if (r->status == PUZ_ERROR) {
        it->status = r->internal ? PUZ_LINE_INTERNAL : PUZ_LINE_BAD;
        it->reason = xstrdup(r->internal ? "wrong solution" : r->err);
    } else if (bt->count) {
        it->count = n;
        it->status = !r->complete ? PUZ_LINE_STOPPED : n ? PUZ_LINE_SOLVED : PUZ_LINE_NO_SOLUTION;
        if (!r->complete) /* not a count: a lower bound */
            it->reason = xstrdup(r->stopped[0] ? r->stopped : "time limit reached");
    } else if (r->status == PUZ_UNKNOWN && n == 0) { /* gave up: a limit or the method */
        it->status = PUZ_LINE_STOPPED;
        it->reason = xstrdup(r->note);
    } else if (n == 0) {
        it->status = PUZ_LINE_NO_SOLUTION;
    } else {
        it->status = PUZ_LINE_SOLVED;
        format_grid(p, m, r->solution, it);
    }
}

static void run_line(puz_batch *bt, Worker *w, puz_batch_item *it)
{
    char err[256];
    PuzzleLine p;
    double t0 = 0;
    if (bt->timed) {
        t0 = now_sec();
        if (bt->timed > 1)
            w->cpu0 = thread_cpu_sec();
    }
    const volatile int *cancel = bt->lim ? bt->lim->cancel : NULL;
    if (it->len == 0) {
        it->status = PUZ_LINE_BLANK; /* echoed, not counted as a puzzle */
    } else if (batch_parse_line(it->text, it->len, bt->killer, &p, err, sizeof err) != 0) {
        it->status = PUZ_LINE_BAD;
        it->reason = xstrdup(err);
    } else {
        it->echo_pre = p.echo_pre;
        it->echo_tail = p.echo_tail;
        it->name_off = p.name_off;
        it->name_len = p.name_len;
        Model *m = NULL;
        puz_solver *s = line_solver(bt, w, &p, &m, err, sizeof err);
        if (!s) {
            it->status = PUZ_LINE_BAD;
            it->reason = xstrdup(err);
        } else {
            puz_limits lim = bt->lim ? *bt->lim : (puz_limits){0};
            lim.max_solutions = bt->count ? bt->count : 1;
            lim.no_times = 1; /* each line is timed here */
            lim.on_solution = NULL;
            puz_result r = {0};
            engine_solver_solve(s, p.givens, &lim, &r);
            judge(bt, it, &p, m, &r);
            result_clear(&r);
        }
        if (p.form == LINE_KILLER || p.named_shape) {
            engine_solver_free(s);
            model_free(m);
        }
        batch_line_free(&p);
    }
    if (bt->timed) {
        it->usec = 1e6 * (now_sec() - t0);
        if (bt->timed > 1)
            it->cpu_usec = (float)(1e6 * (thread_cpu_sec() - w->cpu0));
    }
    /* a cancel while it ran: perhaps cut short, dropped */
    it->whole = !cancel_requested(cancel);
    if (it->whole && bt->solved)
        bt->solved(it, bt->solved_ctx);
}

/* The item emptied for the next line; its stores kept. */
static void item_clear(puz_batch_item *it)
{
    free(it->reason);
    Store line = it->line, sol = it->sol, out = it->out;
    memset(it, 0, sizeof *it);
    it->line = line;
    it->sol = sol;
    it->out = out;
}

/* ---- the pool's hooks ---- */

/* Line `index` (from 0) of the input into the item's own store: 1; 0 at
 * the end, -1 when the read failed (rerr, rline say why and where). */
static int batch_read(void *ctx, void *item, long index)
{
    puz_batch *bt = ctx;
    puz_batch_item *it = item;
    bt->rline = bt->first_line + index;
    errno = 0;
    ssize_t got = textin_line(&it->line.p, &it->line.cap, bt->in);
    if (got < 0) {
        bt->rerr = errno == EMSGSIZE || ferror(bt->in) ? (errno ? errno : EIO) : 0;
        return bt->rerr ? -1 : 0;
    }
    size_t len = (size_t)got, bom = 0;
    if (index == 0 && len >= 3 && !memcmp(it->line.p, "\xEF\xBB\xBF", 3))
        bom = 3; /* a byte order mark before the first line is skipped */
    while (len > bom && (it->line.p[len - 1] == '\n' || it->line.p[len - 1] == '\r'))
        len--;
    it->text = it->line.p + bom;
    it->text[len - bom] = '\0';
    it->len = len - bom;
    it->lineno = bt->rline;
    return 1;
}

static void batch_solve(void *ctx, int worker, void *item, long index)
{
    (void)index;
    puz_batch *bt = ctx;
    run_line(bt, &bt->ws[worker], item);
}

/* A line handed on (the pool's consumer: in input order, one at a time);
 * the item emptied for the next line. Non-zero: no more. */
static int batch_hand_on(void *ctx, void *item, long index)
{
    puz_batch *bt = ctx;
    puz_batch_item *it = item;
    (void)index;
    bt->dropped = bt->dropped || !it->whole;
    int stop = bt->dropped;
    if (!stop) {
        bt->handed++;
        stop = bt->fn(it, bt->ctx) != 0;
    }
    item_clear(it);
    return stop;
}

static int batch_idle(void *ctx, int caught_up)
{
    puz_batch *bt = ctx;
    return bt->idle ? bt->idle(caught_up, bt->idle_ctx) : 0;
}

static void batch_item_free(void *ctx, void *item)
{
    (void)ctx;
    puz_batch_item *it = item;
    item_clear(it);
    free(it->line.p);
    free(it->sol.p);
    free(it->out.p);
}

static int is_regular(FILE *f)
{
    struct stat st;
    return fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode);
}

puz_code puz_batch_run(puz_batch *bt, FILE *in, const char *name, puz_batch_fn fn, void *ctx,
                       puz_error **err)
{
    if (!in || !fn)
        return err_set(err, PUZ_E_ARG, "puz_batch_run: no %s", in ? "function" : "input");
    int nthreads = bt->jobs;
    bt->ws = xcalloc((size_t)nthreads, sizeof *bt->ws);
    bt->in = in;
    bt->fn = fn;
    bt->ctx = ctx;
    bt->rerr = 0;
    bt->rline = 0;
    bt->dropped = 0;
    bt->handed = 0;
    int regular = is_regular(in);
    PoolSpec ps = {.threads = nthreads,
                   .caller = regular ? POOL_CALLER_WAITS : POOL_CALLER_PRODUCES,
                   .slots = (long)nthreads * BATCH_LINES_PER_THREAD,
                   .item_size = sizeof(puz_batch_item),
                   .cancel = bt->lim ? bt->lim->cancel : NULL,
                   .ctx = bt,
                   .produce = batch_read,
                   .work = batch_solve,
                   .consume = batch_hand_on,
                   .run_end = batch_idle,
                   .item_free = batch_item_free};
    PoolReport rep;
    pool_run(&ps, &rep);
    bt->threads = rep.workers;
    for (int i = 0; i < nthreads; i++)
        for (int k = 0; k <= PUZ_MAX_SIDE; k++) {
            engine_solver_free(bt->ws[i].cache[k].s);
            model_free(bt->ws[i].cache[k].m);
        }
    free(bt->ws);
    bt->ws = NULL;
    const char *who = name ? name : "<input>";
    if (bt->rerr == EMSGSIZE) {
        puz_error *e = err_new(PUZ_E_INPUT);
        char msg[200];
        snprintf(msg, sizeof msg, "line longer than 1 MB, the most puzc reads; the rest of the "
                                  "input is not read");
        err_add(e, PUZ_DIAG_ERROR, who, (int)bt->rline, (int)PUZ_LINE_MAX + 1, msg, NULL);
        return err_give(err, e);
    }
    if (bt->rerr)
        return err_set(err, PUZ_E_IO, "cannot read '%s': %s", who, strerror(bt->rerr));
    return PUZ_OK;
}
