/* native_backend.c -- backend_native: the propagation solver behind the
 * Backend interface. Prepared once per shape (a copy of the shape; native.c's
 * NativeSolver is compiled from it by the first run, under that run's
 * limits: "time limit reached while building the model (N links so far)",
 * and again by the next run if a limit stopped it); a classic 9x9 shape
 * takes the 9x9 fast path (fast9.c) unless --no-fast, or unless every
 * solution must be seen (a callback with a limit above 1: the fast path
 * reports only the first). Tests run both paths and compare them.
 * --method backtrack|fc-mrv|norvig run the survey's baselines instead
 * (baseline.c), never the fast path. A count that runs past
 * NATIVE_COUNT_CAP guesses goes on with dlx (COUNT HAND-OVER below); on
 * grids of groups alone dlx counts first, then dlx and native take turns
 * (COUNT PORTFOLIO, INTERLEAVED COUNT). Its
 * formulation, one domain per cell with all-different groups and sums, is
 * also what it writes for MiniZinc (mzn.c). */
#include "native.h"
#include "mzn.h"

#include "baseline/baseline.h"

#include "fast9/fast9.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The native backend's own options, as set by name (NATIVE_OPTIONS
 * below). */
typedef struct {
    const char *method; /* --method: bitset (NULL) or a baseline */
    int no_fast;        /* --no-fast: no 9x9 fast path (tests compare) */
    int no_hand_over;   /* --no-hand-over: counts by native's search alone
                           (tests compare its counts with dlx's and sat's) */
    int threads;        /* --threads: racing conflict-driven searches of a big
                           grid's first solution; 0 (unset) and 1 = one */
    uint64_t seed;      /* --seed: the conflict-driven search's order */
} NativeOpts;

static const NativeOpts native_defaults = {0};

struct BackendPrep {
    Model *m;            /* the shape, its givens refilled per run */
    NativeSolver *s;
    BaseSolver *base;    /* --method backtrack|fc-mrv|norvig, else NULL */
    int fast9;           /* a classic 9x9 shape, fast path allowed */
    const Backend *hand[2]; /* dlx, sat when they take the shape (BY_DLX, BY_SAT) */
    BackendPrep *prep[2];   /* each prepared for the shape at its first use */
    int tail;               /* where a capped count goes (COUNT HAND-OVER), or -1 */
    int dlx_first;          /* COUNT PORTFOLIO: counts start with dlx */
    int held;               /* s's tables may be charged to this run's budget */
};

enum { BY_DLX, BY_SAT };

/* COUNT HAND-OVER. Counting is one exhaustive search (run.c), and on a few
 * grids it runs very long where dlx's exact cover search is quick, and
 * the other way round: on the ACS 16x16 set counting to 2,
 * inst16x16_30_45 took native 79 s (10.8 M guesses) and dlx 0.1 ms, while
 * inst16x16_30_13 took dlx 1 s (1.6 M nodes) and native 0.7 ms (72
 * guesses). Below the tails the two are close. So a count (limit > 1) on
 * a shape dlx takes (its kinds and values) gives up after
 * NATIVE_COUNT_CAP guesses while it has found fewer than two solutions
 * (run.c's COUNT CAP), and dlx counts the grid again from its givens,
 * under what is left of the call's time limit, its cancel flag and memory
 * budget. Both are exact, so the count is. A solution native already
 * passed to on_solution is not passed again. On the ACS 16x16 set every
 * native count below the tail took at most 978 guesses, the tail lines
 * 76,595 or more (docs/backends/native.md#counting-native-then-dlx).
 * A model with more than groups (sums, variants) goes to sat instead when
 * sat takes it: its learning has no such tails where dlx's search of sums
 * does (Janko Margin 18_9x9 counted to 2, process CPU: native 0.30 s,
 * the cap then dlx; now 50 ms, sat alone 36 ms). */
#define NATIVE_COUNT_CAP 2000

/* COUNT PORTFOLIO. On shapes of all-different groups alone (not the
 * classic 9x9, which has its fast path), dlx counts most lines several
 * times faster than native: ACS 16x16 at 0-25% given ~0.2 ms a line
 * against 0.9-2.2 ms (CPU), each of dlx's nodes far cheaper than a guess
 * here, which runs locked candidates and looks for the value with fewest
 * places; ACS 25x25 at 55-60% given ~0.2 ms against ~3 ms. Its tails lie
 * elsewhere (16x16 at 30-40% given: up to 0.7 s, where native takes
 * 0.3-0.8 ms; 25x25 at 15-30%: past 10 s). So a count without a caller's
 * on_solution (which would see solutions of both) starts with dlx under
 * dlx_first_nodes(), 16 nodes a cell (on 16x16 4,096 nodes settle most
 * lines that 2,048 left to the next stage; 20 a cell did no better), 20
 * above 256 cells (empty 25x25 grids take dlx 11,142 nodes: with 16 a
 * cell they went into turns; ACS 25x25 every 10th line, CPU best of two,
 * lines over 2x the best of dlx and sat 6 -> 2, in both halves of the
 * set; 24 did no better). Past them dlx and native take turns, each
 * resumed where it paused (INTERLEAVED COUNT below; native's count goes
 * by learning on large grids: run.c). Each count is exact, and the
 * answer is the count of the one that finished, so nothing is counted
 * twice. Details:
 * docs/backends/native.md#counting-in-turns-paused-and-resumed. On
 * dense grids up to 256 cells both first turns differ (DENSE FIRST
 * TURNS below). */
#define DLX_FIRST_PER_CELL 16
#define DLX_FIRST_PER_CELL_LARGE 20

/* DENSE FIRST TURNS. Up to 256 cells, a grid with DENSE_GIVEN_LO to
 * DENSE_GIVEN_HI percent of its cells given (dense_grid()) gives dlx a
 * first turn of DLX_FIRST_PER_CELL_DENSE nodes a cell (512 on 16x16)
 * and native then a first turn of NATIVE_FIRST_DENSE guesses, before
 * the turns in CPU time go on as everywhere. On ACS 16x16 at 30-40%
 * given native's own search is the quicker on 39 of 270 lines (all but
 * one 0.15-0.65 ms, 13-90 guesses) while dlx takes 600 to 1.6 M nodes;
 * dlx's 4,096-node first turn (about 1 ms) put them at up to 5.5x
 * native's time, and a first native turn of 8 guesses took them
 * through several turns, each resumed at a cost. dlx still settles most
 * dense lines (its median 100-160 us; 59-74 of a level's 90 within 512
 * nodes) in its short turn. Chosen on the even-numbered 16x16 instances
 * (the odd ones held out) among 2 nodes a cell with 8, 48, 64, 96 and
 * 160 guesses, 3 with 64, 80 and 96, 4 with 64 and 96:
 * docs/backends/native.md#counting-in-turns-paused-and-resumed. */
#define DENSE_GIVEN_LO 30
#define DENSE_GIVEN_HI 45
#define DLX_FIRST_PER_CELL_DENSE 2
#define NATIVE_FIRST_DENSE 64

/* The percentage of cells given (rounded down). */
static int given_percent(const Model *m, const int *givens)
{
    long n = 0;
    for (int c = 0; c < m->ncells; c++)
        n += givens[c] != 0;
    return (int)(100 * n / m->ncells);
}

static int dense_grid(const Model *m, int given_pct)
{
    return m->ncells <= 256 && given_pct >= DENSE_GIVEN_LO && given_pct < DENSE_GIVEN_HI;
}

static long dlx_first_nodes(const Model *m, int given_pct)
{
    if (m->ncells > 256)
        return (long)DLX_FIRST_PER_CELL_LARGE * m->ncells;
    return (long)(dense_grid(m, given_pct) ? DLX_FIRST_PER_CELL_DENSE : DLX_FIRST_PER_CELL) *
           m->ncells;
}

/* Every constraint a group (all-different, every value once) or a given. */
static int groups_alone(const Model *m)
{
    for (int i = 0; i < m->ncons; i++)
        if (m->cons[i].kind != CON_ALLDIFF && m->cons[i].kind != CON_PERM &&
            m->cons[i].kind != CON_GIVEN)
            return 0;
    return 1;
}

static BackendPrep *native_prepare(const Model *shape, const SolveOpts *o, char *err,
                                   size_t errsz)
{
    const NativeOpts *no = o->own;
    int method = base_method(no->method);
    if (method >= 0) { /* the survey's baselines know groups and sums only */
        char who[64];
        snprintf(who, sizeof who, "native --method %s", no->method);
        if (backend_refuse_as(shape, "native", who, CON_BASE_KINDS, PUZ_WORD_VALUES, err,
                              errsz) != 0)
            return NULL;
    }
    BackendPrep *p = xcalloc(1, sizeof *p);
    p->m = model_clone(shape);
    if (method >= 0)
        p->base = base_new(p->m, (BaseMethod)method);
    p->fast9 = !p->base && !no->no_fast && shape->rows == 9 && shape->cols == 9 &&
               shape->vmin == 1 && shape->vmax == 9 && model_is_classic(shape);
    const char *names[2] = {"dlx", "sat"};
    for (int i = 0; i < 2; i++) {
        const Backend *b = backend_find(names[i]);
        p->hand[i] = !p->base && b && backend_takes(b, shape) ? b : NULL;
    }
    int groups = groups_alone(shape);
    p->tail = no->no_hand_over         ? -1
              : !groups && p->hand[BY_SAT] ? BY_SAT
              : p->hand[BY_DLX]            ? BY_DLX
                                           : -1;
    p->dlx_first = !no->no_hand_over && p->hand[BY_DLX] && !p->fast9 && groups;
    return p;
}

static void native_release(BackendPrep *p)
{
    if (!p)
        return;
    native_free(p->s);
    for (int i = 0; i < 2; i++)
        if (p->prep[i])
            p->hand[i]->release(p->prep[i]);
    base_free(p->base);
    model_free(p->m);
    free(p);
}

/* The 9x9 fast path: givens in, the count and the first solution out. */
static void run_fast9(BackendPrep *p, const int *givens, const SolveOpts *o, SolveResult *r)
{
    Fast9Stats fs;
    int *out = xmalloc(81 * sizeof(int));
    long n = fast9_solve(givens, out, o->limit, opts_deadline_now(o), o->cancel, &fs);
    r->solutions = n;
    r->effort = fs.guesses;
    r->incomplete = fs.stopped;
    if (fs.stopped)
        r->stop = opts_stop_reason(o);
    if (!n) {
        free(out);
    } else {
        r->first = out;
        if (o->on_solution) { /* limit 1 here: the one solution */
            model_replace_givens(p->m, givens);
            o->on_solution(p->m, r->first, o->ctx);
        }
    }
}

/* A baseline method: the count, the first solution, nodes as effort. */
static void run_base(BackendPrep *p, const int *givens, const SolveOpts *o, SolveResult *r)
{
    BaseStats st;
    model_replace_givens(p->m, givens);
    r->first = xmalloc((size_t)p->m->ncells * sizeof(int));
    r->solutions = base_count(p->base, o, r->first, &st);
    r->effort = st.nodes;
    r->incomplete = st.stopped;
    if (st.stopped)
        r->stop = opts_stop_reason(o);
    snprintf(r->note, sizeof r->note, "%s: effort counts nodes (values the search put in a cell)",
             ((const NativeOpts *)o->own)->method);
    if (!r->solutions) {
        free(r->first);
        r->first = NULL;
    }
}

/* The caller's on_solution during a hand-over: every solution but the one
 * native passed on already (skip, or NULL). */
typedef struct {
    const SolveOpts *o;
    const int *skip;
    int ncells;
} HandOver;

static int hand_over_solution(const Model *m, const int *grid, void *ctx)
{
    HandOver *h = ctx;
    if (h->skip && memcmp(grid, h->skip, (size_t)h->ncells * sizeof(int)) == 0) {
        h->skip = NULL;
        return 0;
    }
    return h->o->on_solution(m, grid, h->o->ctx);
}

/* The other engine's result x as the count's (its solutions, status,
 * why it stopped), its effort after `guesses` of native's. 1 when the
 * caller is to write the note (x neither failed nor stopped building). */
static int take_over(SolveResult *r, const SolveResult *x, long guesses)
{
    r->solutions = x->solutions;
    r->effort = guesses + x->effort;
    r->incomplete = x->incomplete;
    r->stop = x->stop;
    r->internal = x->internal;
    memcpy(r->err, x->err, sizeof r->err);
    if (x->status == PUZ_ERROR) {
        r->status = PUZ_ERROR;
        return 0;
    }
    if (x->stop_building) {
        memcpy(r->note, x->note, sizeof r->note);
        return 0;
    }
    return 1;
}

/* Native's own count as the result: its solutions, the first (a buffer
 * of the caller's, freed when none was found), and what stopped it. */
static void take_native(SolveResult *r, const SolveOpts *o, long found, int *first,
                        int timed_out)
{
    r->solutions = found;
    r->first = found ? first : NULL;
    if (!found)
        free(first);
    r->incomplete = timed_out != 0;
    if (timed_out)
        r->stop = timed_out == STOP_MEMORY ? STOP_MEMORY : opts_stop_reason(o);
}

/* COUNT HAND-OVER: backend `by` (BY_DLX, BY_SAT) counts the grid whose
 * native count was capped (r holds that count: at most one solution, and
 * `guesses`), by the deadline. Returns 0, or -1 when the backend could not
 * be prepared. */
static int hand_over(BackendPrep *p, int by, const int *givens, const SolveOpts *o,
                     double deadline, long guesses, SolveResult *r)
{
    const Backend *b = p->hand[by];
    SolveOpts d = *o;
    d.own = b->opts_default;
    d.deadline = deadline;
    if (b->prepare && !p->prep[by] &&
        !(p->prep[by] = b->prepare(p->m, &d, r->err, sizeof r->err)))
        return -1;
    HandOver h = {o, r->solutions ? r->first : NULL, p->m->ncells};
    if (o->on_solution) {
        d.on_solution = hand_over_solution;
        d.ctx = &h;
    }
    SolveResult x;
    memset(&x, 0, sizeof x);
    if (b->prepare) {
        b->run(p->prep[by], givens, &d, &x);
    } else { /* sat: one model, once */
        model_replace_givens(p->m, givens);
        b->solve(p->m, &d, &x);
    }
    if (!r->first) {
        r->first = x.first;
        x.first = NULL;
    }
    free(x.first);
    if (take_over(r, &x, guesses))
        snprintf(r->note, sizeof r->note, "counted by %s after %ld guesses (effort: guesses + %s)",
                 b->name, guesses, b->effort_name);
    return 0;
}

/* INTERLEAVED COUNT (COUNT PORTFOLIO):
 * dlx counts first under dlx_first_nodes(); past them native and dlx take
 * turns, each paused at its cap and resumed later where it stopped
 * (dlx.h's and run.c's PAUSE AND RESUME / PAUSED COUNTS: no work is lost
 * or repeated), until one of them settles the count; that one's count is
 * the answer (the other's partial count is dropped: nothing is counted
 * twice). Turns are measured in the thread's CPU time: each turn brings
 * the engine's total to PORTFOLIO_GROWTH times the other's, its cap
 * (guesses or nodes) set from its own rate so far, so whichever engine
 * is the quicker on the line, the count costs at most about 1 +
 * PORTFOLIO_GROWTH times its time alone, plus the first dlx turn. r
 * gets the count, the first solution, effort (guesses + nodes) and a
 * note. Returns 0, or -1 when dlx could not be prepared (r->err).
 * Growth 1.5: 1.25 and 2 did no better on the ACS 16x16 lines where dlx
 * passes 1,000 nodes or native is the quicker (even instance numbers; the
 * odd ones held out), within the noise of a shared machine. A turn is at
 * least PORTFOLIO_MIN_GUESSES guesses (native's first, whose rate is not
 * known yet: NATIVE_FIRST_DENSE on dense grids) or PORTFOLIO_MIN_NODES
 * nodes. On 25x25 and up native's
 * count goes by learning after 16 nodes and probes (run.c), paused and
 * resumed too (cdcl.h's PAUSED COUNTS); there the turns took ACS 25x25
 * (every 10th line) from 15 lines over 2x dlx's time to 5, at the cost
 * of lines that learning alone counts in 10-40 ms while dlx has a tail
 * (50_50: 37 ms alone, about 70 ms in turns). */
#define PORTFOLIO_GROWTH 1.5
#define PORTFOLIO_MIN_GUESSES 8
#define PORTFOLIO_MIN_NODES 256

/* LEARNING ALONE. Above 256 cells, a grid with at least
 * LEARN_ALONE_GIVEN percent of its cells given that dlx's first turn did
 * not settle is left to native's count by learning, without turns: on ACS
 * 25x25 dlx's tails lie at 40-50% given (45_60 1.4 s, 50_50 2 s), where
 * learning takes 7-40 ms and turns gave dlx as much again (50_50: 37 ms
 * alone, 70 ms in turns, sat 16-23 ms); below 40% dlx settles the lines
 * its first turn left within a few turns (20_50, 15_0, 40_80: 13,000 to
 * 20,000 nodes). */
#define LEARN_ALONE_GIVEN 40

static int learn_alone(const Model *m, int given_pct)
{
    return m->ncells > 256 && given_pct >= LEARN_ALONE_GIVEN;
}
static int portfolio_count(BackendPrep *p, const int *givens, const SolveOpts *o,
                           double deadline, SolveResult *r)
{
    const Backend *b = p->hand[BY_DLX];
    SolveOpts d = *o;
    d.own = b->opts_default;
    d.deadline = deadline;
    if (!p->prep[BY_DLX] && !(p->prep[BY_DLX] = b->prepare(p->m, &d, r->err, sizeof r->err)))
        return -1;
    const NativeOpts *no = o->own;
    NativeStats st = {0};
    SolveResult x;
    double td = 0, tn = 0; /* CPU seconds each has spent */
    int pct = given_percent(p->m, givens);
    long nodes = 0, cap = dlx_first_nodes(p->m, pct);
    int *first = NULL, timed_out = 0, native_started = 0, alone = learn_alone(p->m, pct);
    /* native's first turn (DENSE FIRST TURNS) */
    long nfirst = dense_grid(p->m, pct) ? NATIVE_FIRST_DENSE : PORTFOLIO_MIN_GUESSES;
    for (int turn = 0;; turn++) {
        /* dlx's turn */
        double c0 = thread_cpu_sec();
        memset(&x, 0, sizeof x);
        d.effort_cap = cap;
        d.effort_resume = turn > 0;
        b->run(p->prep[BY_DLX], givens, &d, &x);
        td += thread_cpu_sec() - c0;
        nodes = x.effort;
        if (!x.capped || x.status == PUZ_ERROR)
            break;
        /* native's turn: its total to PORTFOLIO_GROWTH times dlx's */
        c0 = thread_cpu_sec();
        double rate = st.guesses > 0 && tn > 0 ? st.guesses / tn : 0;
        long want = rate > 0 ? (long)(rate * (PORTFOLIO_GROWTH * td - tn)) : 0;
        long least = native_started ? PORTFOLIO_MIN_GUESSES : nfirst;
        long gcap = alone ? 0 /* LEARNING ALONE: no cap */
                          : st.guesses + (want > least ? want : least);
        long found;
        if (!native_started) {
            native_started = 1;
            first = xmalloc((size_t)p->m->ncells * sizeof(int));
            native_set_run(p->s, o->cancel, no->threads, (unsigned)no->seed, gcap, !alone,
                           o->budget);
            found = native_count(p->s, NULL, o->limit, NULL, NULL, first, deadline, &timed_out,
                                 &st);
        } else {
            found = native_resume(p->s, gcap, deadline, &timed_out, &st);
        }
        tn += thread_cpu_sec() - c0;
        if (!st.capped) { /* native settled it (or a limit stopped it) */
            /* dlx's paused count let go now, its memory charged to this
             * call's budget (prepared again by the next count) */
            b->release(p->prep[BY_DLX]);
            p->prep[BY_DLX] = NULL;
            take_native(r, o, found, first, timed_out);
            r->effort = st.guesses + nodes;
            snprintf(r->note, sizeof r->note,
                     "counted by native, dlx beside it (effort: guesses + dlx's %ld nodes)",
                     nodes);
            return 0;
        }
        /* dlx's next turn: its total to PORTFOLIO_GROWTH times native's */
        double drate = td > 0 ? nodes / td : 0;
        long dwant = (long)(drate * (PORTFOLIO_GROWTH * tn - td));
        cap = nodes + (dwant > PORTFOLIO_MIN_NODES ? dwant : PORTFOLIO_MIN_NODES);
    }
    if (native_started) /* native's paused count let go while the budget lives */
        native_drop(p->s);
    free(first);
    r->first = x.first;
    if (take_over(r, &x, st.guesses)) {
        if (native_started)
            snprintf(r->note, sizeof r->note,
                     "counted by dlx, native beside it (effort: nodes + native's %ld guesses)",
                     st.guesses);
        else
            snprintf(r->note, sizeof r->note, "counted by dlx (effort: its nodes)");
    }
    return 0;
}

/* The general solver's run (not the fast path, not a baseline): a count
 * in turns with dlx (COUNT PORTFOLIO), or native's own search, then the
 * COUNT HAND-OVER when capped. -1 on an error (r->err). Out of line, so
 * that native_run's 9x9 fast path carries none of it. */
static __attribute__((noinline)) int run_general(BackendPrep *p, const int *givens,
                                               const SolveOpts *o, double t0,
                                               SolveResult *r)
{
    NativeStats st;
    int timed_out = 0;
    p->held = 1; /* the search charges its stacks to this call's budget */
    model_replace_givens(p->m, givens);
    const NativeOpts *no = o->own;
    long cap = o->limit > 1 && p->tail >= 0 ? NATIVE_COUNT_CAP : 0;
    double deadline = opts_deadline(o, t0);
    /* COUNT PORTFOLIO (h 0: counted in turns; 1: native alone) */
    int h = o->limit > 1 && p->dlx_first && !o->on_solution
                ? portfolio_count(p, givens, o, deadline, r)
                : 1;
    if (h < 0)
        return -1;
    if (h > 0) {
        native_set_run(p->s, o->cancel, no->threads, (unsigned)no->seed, cap, 0, o->budget);
        int *first = xmalloc((size_t)p->m->ncells * sizeof(int));
        long found = native_count(p->s, NULL, o->limit, o->on_solution, o->ctx, first,
                                  deadline, &timed_out, &st);
        take_native(r, o, found, first, timed_out);
        r->effort = st.guesses;
        if (st.capped && hand_over(p, p->tail, givens, o, deadline, st.guesses, r) != 0)
            return -1;
    }
    return r->status == PUZ_ERROR ? -1 : 0;
}

static SolveStatus run_once(BackendPrep *p, const int *givens, const SolveOpts *o,
                            SolveResult *r)
{
    int fast = p->fast9 && (!o->on_solution || o->limit == 1);
    double t0 = fast && o->no_times ? 0 : now_sec();
    if (!p->s && !p->base) { /* the first run compiles the shape, under its limits */
        BuildGuard guard;
        double b0 = t0 ? t0 : now_sec();
        build_guard_init(&guard, o, opts_deadline(o, b0), "links");
        p->s = native_new(p->m, &guard);
        r->build_sec = now_sec() - b0;
        if (!p->s)
            return build_stopped(&guard, r);
        p->held = 1;
    }
    if (p->base) {
        run_base(p, givens, o, r);
    } else if (fast) {
        run_fast9(p, givens, o, r);
        memcpy(r->note, "9x9 fast path", sizeof "9x9 fast path");
    } else if (run_general(p, givens, o, t0, r) != 0) {
        return r->status = PUZ_ERROR;
    }
    r->solve_sec = fast && o->no_times ? 0 : now_sec() - t0;
    if (p->base)
        base_size(p->base, r->size);
    else
        native_size(p->s, r->size);
    if (r->solutions)
        return r->status = PUZ_SOLVED;
    if (r->incomplete) {
        stop_words(r->stop, o->budget, r->note, sizeof r->note);
        return r->status = PUZ_UNKNOWN;
    }
    return r->status = PUZ_UNSAT;
}

/* One run, then the solver lets go of the call's budget, whichever way
 * the run went (the fast path, dlx first, an error): what the first run
 * built was charged to that call's budget, and a puz_limits may be freed
 * (or a call's own budget on the stack be gone) while the solver lives
 * on for other calls (fuzz_api found the build's charge left behind when
 * dlx counted first or the fast path solved). Only after a run that
 * charged it (the build, the general search): a fast path line past the
 * first has nothing to let go, and asking cost ~100 instructions a line. */
static SolveStatus native_run(BackendPrep *p, const int *givens, const SolveOpts *o,
                              SolveResult *r)
{
    SolveStatus st = run_once(p, givens, o, r);
    if (p->held) {
        native_set_run(p->s, NULL, 0, 0, 0, 0, NULL);
        p->held = 0;
    }
    return st;
}

/* One model, once: prepared, run, released. */
static SolveStatus native_solve(const Model *m, const SolveOpts *o, SolveResult *r)
{
    BackendPrep *p = native_prepare(m, o, r->err, sizeof r->err);
    if (!p)
        return r->status = PUZ_ERROR;
    native_run(p, m->given, o, r);
    native_release(p);
    return r->status;
}

static int native_model_size(const Model *m, const SolveOpts *o, long size[3], char *note,
                             size_t notesz)
{
    BuildGuard guard;
    build_guard_init(&guard, o, opts_deadline_now(o), "links");
    NativeSolver *s = native_new(m, &guard);
    if (!s) {
        build_guard_end(&guard);
        return size_stopped(&guard, note, notesz);
    }
    native_size(s, size);
    native_free(s);
    return 0;
}

/* Compare's rows leave out, unless its --time-limit bounds every run, the
 * baselines that can run for very long: backtrack (pure backtracking,
 * which leaves most 17-clue puzzles unsolved after seconds and takes
 * minutes on the 16x16 model) and fc-mrv above 9x9
 * (docs/benchmarks.md#native-the-slow-baselines-left-out-of-compare). */
static int native_row_ok(const Model *m, const SolveOpts *o)
{
    int method = base_method(((const NativeOpts *)o->own)->method);
    if (o->time_limit > 0 || method < 0 || method == BASE_NORVIG)
        return 1;
    return method == BASE_FC_MRV && m->ncells <= 81;
}

static int native_emit(const Model *m, const char *format, const SolveOpts *o, FILE *out,
                       char *err, size_t errsz)
{
    (void)o;
    if (strcmp(format, "mzn") != 0) {
        snprintf(err, errsz, "native: cannot write format '%s' (have: mzn)", format);
        return -1;
    }
    return native_mzn_write(m, out);
}

static const char *const native_methods[] = {"bitset", "backtrack", "fc-mrv", "norvig", NULL};
static const char *const native_formats[] = {"mzn", NULL};

/* SET_PARSE for --threads: 0 is one per online core, past
 * NATIVE_MAX_THREADS it is NATIVE_MAX_THREADS. */
#define NATIVE_MAX_THREADS 64
static int parse_threads(void *field, const char *value, char *why, size_t whysz)
{
    char *end;
    errno = 0;
    unsigned long u = *value != '-' ? strtoul(value, &end, 10) : 0;
    if (*value == '-' || end == value || *end || errno) {
        snprintf(why, whysz, "a non-negative whole number");
        return -1;
    }
    *(int *)field = u == 0 ? online_cores(NATIVE_MAX_THREADS)
                    : u > NATIVE_MAX_THREADS ? NATIVE_MAX_THREADS : (int)u;
    return 0;
}

#define NATIVE_OPTIONS(X)                                                                          \
    X("method", PUZ_OPT_CHOICE, native_methods,                                                    \
      "bitset: candidate bitsets, singles, locked candidates, GAC, search; the survey's "          \
      "baselines: backtrack (cell order, no pruning), fc-mrv (forward checking, fewest values "    \
      "first), norvig (eliminate + only choice, MRV search)",                                      \
      PUZ_ROWS_EACH, NULL, 0, method, SET_CHOICE, 0, 0, NULL)                                 \
    X("no-fast", PUZ_OPT_FLAG, NULL,                                                               \
      "classic 9x9 through the general solver, not the fast path",                                 \
      PUZ_ROWS_NONE, NULL, 0, no_fast, SET_FLAG, 0, 0, NULL)                                       \
    X("no-hand-over", PUZ_OPT_FLAG, NULL,                                                          \
      "count by native's own search alone: no turns with dlx on grids of groups, no hand-over "    \
      "of a long count to dlx or sat (for comparing engines)",                                     \
      PUZ_ROWS_NONE, NULL, 0, no_hand_over, SET_FLAG, 0, 0, NULL)                                  \
    X("threads", PUZ_OPT_INT, NULL,                                                                \
      "N seeded searches race for the first solution of a grid of groups alone, over 256 "         \
      "cells up to 64x64 (conflict-driven), the first answer wins; default 1, 0: one per core",    \
      PUZ_ROWS_NONE, NULL, 0, threads, SET_PARSE, 0, 0, parse_threads)                        \
    X("seed", PUZ_OPT_INT, NULL,                                                                   \
      "the conflict-driven search's starting order: 0 (default) as documented, else shuffled "     \
      "by the seed (racers take seed, seed + 1, ...)",                                             \
      PUZ_ROWS_NONE, NULL, 0, seed, SET_U64, 0, 0, NULL)
#define SETTINGS_OWNER NativeOpts
BACKEND_OPTION_TABLES(NATIVE_OPTIONS, native_options, native_places)
#undef SETTINGS_OWNER

const Backend backend_native = {
    .name = "native",
    .description = "bitset propagation (singles, cage sums) and search, built in; MiniZinc model",
    .caps = CAP_SOLVE | CAP_COUNT | CAP_EMIT | CAP_DECODE,
    .formats = native_formats,
    .size_names = {"cells", "groups", "sums"},
    .effort_name = "guesses",
    .kinds = CON_ALL_KINDS,
    .solve = native_solve,
    .emit = native_emit,
    .size = native_model_size,
    .decode = native_mzn_decode,
    .options = native_options,
    .places = native_places,
    .opts_size = sizeof native_defaults,
    .opts_default = &native_defaults,
    .prepare = native_prepare,
    .run = native_run,
    .release = native_release,
    .compare_row_ok = native_row_ok,
};
