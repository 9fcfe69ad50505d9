/* pool.c -- the ordered work pool and pool_threads_run (pool.h says what
 * they do and why). Here: how the pool keeps its counts, who wakes whom.
 *
 * THE COUNTS. Under one lock: nprod items made, nclaim handed to workers,
 * nout consumed (nout <= nclaim <= nprod, nprod - nout <= cap), and one
 * state a slot: OPEN (made, or being worked on), DONE, SKIPPED (claimed
 * after a cancel, not worked on). Item k's slot belongs, outside the lock,
 * to the producer while k >= nprod (and nprod - nout < cap), to the worker
 * that claimed it while it is OPEN, and to the consumer while it is DONE
 * and at or past nout; each hand-over is a change of the counts or the
 * state under the lock, so what one wrote the next sees.
 *
 * WHO WAKES WHOM. Workers wait on `work` for items to claim or room to
 * produce into: woken by the producer (an item made), by a consumer (room,
 * when the workers produce) and at the end. The caller's thread waits on
 * `space` (producing: the ring full, until a quarter of it is free, so that
 * it is not woken for every slot) or `done` (consuming: the oldest item not
 * yet done), in slices of 50 ms when there is a cancel flag, as a signal
 * wakes no condition wait. A worker waits without a time-out: while one
 * waits another thread is always busy (working, producing or consuming) and
 * sees the flag when it is done. */
#include "pool.h"

#include "util.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define POOL_CLAIM 8      /* items a claim at most, by default */
#define POOL_PRODUCE 128  /* items a worker's turn at producing, at most */
#define POOL_AHEAD 16     /* a worker produces when fewer unclaimed items than this per worker */
#define POOL_POLL_NS 50000000L

enum { SLOT_OPEN, SLOT_DONE, SLOT_SKIPPED };

typedef struct {
    const PoolSpec *s;
    pthread_mutex_t mu;
    pthread_cond_t work, space, done;
    char *ring;
    unsigned char *state;
    long cap;
    long nprod, nclaim, nout;
    int nthreads, idle;        /* workers; those waiting on `work` */
    int producing, consuming;  /* a worker produces; someone consumes */
    int producer_waits, consumer_waits; /* the caller's thread, on space, done */
    int end, failed;           /* the producer said 0 or -1 (failed) */
    int quit;                  /* produce and claim no more: cancel or stop */
    int stopped;               /* a hook said stop: consume no more */
    sigset_t async;            /* the signals the pool's threads block */
} Pool;

typedef struct {
    Pool *p;
    int id;
} WorkerArg;

/* The asynchronous signals: all but those a thread's own fault or call
 * raises (which must reach it, or the process dies without its handler). */
static void async_signals(sigset_t *set)
{
    static const int own[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGPIPE,
#ifdef SIGTRAP
                              SIGTRAP,
#endif
#ifdef SIGSYS
                              SIGSYS,
#endif
#ifdef SIGXFSZ
                              SIGXFSZ,
#endif
    };
    sigfillset(set);
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        sigdelset(set, own[i]);
}

/* pthread_create with the asynchronous signals blocked in the new thread. */
static int thread_start(pthread_t *t, void *(*fn)(void *), void *arg)
{
    sigset_t block, old;
    async_signals(&block);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    int e = pthread_create(t, NULL, fn, arg);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return e;
}

static void *item_at(const Pool *p, long k)
{
    return p->ring + (size_t)(k % p->cap) * p->s->item_size;
}

/* The most items produced and not consumed at which a waiting producer
 * goes on: a quarter of the ring free (at least a slot). */
static long producer_low(const Pool *p)
{
    return p->cap - (p->cap / 4 > 1 ? p->cap / 4 : 1);
}

/* Stops production and claiming (and, stop: consumption); wakes everyone. */
static void quit(Pool *p, int stop)
{
    p->quit = 1;
    p->stopped |= stop;
    pthread_cond_broadcast(&p->work);
    pthread_cond_broadcast(&p->space);
    pthread_cond_broadcast(&p->done);
}

/* Whether the pool is to produce and claim no more; the cancel flag seen. */
static int quitting(Pool *p)
{
    if (!p->quit && cancel_requested(p->s->cancel))
        quit(p, 0);
    return p->quit;
}

/* A wait of the caller's thread: in slices when a cancel flag may be set. */
static void caller_wait(Pool *p, pthread_cond_t *c)
{
    if (!p->s->cancel) {
        pthread_cond_wait(c, &p->mu);
        return;
    }
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_nsec += POOL_POLL_NS;
    if (ts.tv_nsec >= 1000000000L) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000L;
    }
    pthread_cond_timedwait(c, &p->mu, &ts);
}

/* Consumes the run of done items from the oldest unconsumed one, again
 * while there are more; nothing when another thread consumes. Called with
 * the lock held, returns with it held. */
static void consume_runs(Pool *p, int on_caller)
{
    const PoolSpec *s = p->s;
    if (p->consuming)
        return;
    p->consuming = 1;
    while (!p->stopped && p->nout < p->nprod && p->state[p->nout % p->cap] == SLOT_DONE) {
        long from = p->nout, to = from, k;
        while (to < p->nprod && p->state[to % p->cap] == SLOT_DONE)
            to++;
        int caught_up = to == p->nprod, stop = 0, hold = on_caller && s->hold_signals;
        pthread_mutex_unlock(&p->mu);
        sigset_t old;
        if (hold)
            pthread_sigmask(SIG_BLOCK, &p->async, &old);
        for (k = from; k < to && !stop; k++)
            stop = s->consume(s->ctx, item_at(p, k), k);
        if (!stop && s->run_end)
            stop = s->run_end(s->ctx, caught_up);
        if (hold)
            pthread_sigmask(SIG_SETMASK, &old, NULL);
        pthread_mutex_lock(&p->mu);
        for (long i = from; i < k; i++)
            p->state[i % p->cap] = SLOT_OPEN;
        p->nout = k;
        if (stop)
            quit(p, 1);
        if (p->producer_waits && p->nprod - p->nout <= producer_low(p))
            pthread_cond_signal(&p->space);
        if (s->caller != POOL_CALLER_PRODUCES && p->idle) /* room to produce into */
            pthread_cond_signal(&p->work);
    }
    p->consuming = 0;
}

/* A worker's turn at producing: up to POOL_PRODUCE items into the free
 * slots, outside the lock, published at once. Lock held on entry and exit. */
static void produce_some(Pool *p)
{
    const PoolSpec *s = p->s;
    long at = p->nprod, room = p->cap - (p->nprod - p->nout), k = 0;
    long want = room < POOL_PRODUCE ? room : POOL_PRODUCE;
    int r = 1;
    p->producing = 1;
    pthread_mutex_unlock(&p->mu);
    for (; k < want && !cancel_requested(s->cancel); k++)
        if ((r = s->produce(s->ctx, item_at(p, at + k), at + k)) <= 0)
            break;
    pthread_mutex_lock(&p->mu);
    p->nprod += k;
    p->producing = 0;
    if (r <= 0) {
        p->end = 1;
        p->failed = r < 0;
        pthread_cond_broadcast(&p->done);
    }
    quitting(p);
    if (p->idle && (k || r <= 0))
        pthread_cond_broadcast(&p->work);
}

/* Works on claimed items first .. first+n-1 (skipping them once the pool
 * quits), each marked done under the lock and consumed when it can be.
 * Lock held on entry and exit. */
static void work_claim(Pool *p, int id, long first, long n)
{
    const PoolSpec *s = p->s;
    int skip = 0;
    pthread_mutex_unlock(&p->mu);
    for (long i = first; i < first + n; i++) {
        int worked = !skip && !cancel_requested(s->cancel);
        if (worked)
            s->work(s->ctx, id, item_at(p, i), i);
        pthread_mutex_lock(&p->mu);
        p->state[i % p->cap] = worked ? SLOT_DONE : SLOT_SKIPPED;
        if (s->caller != POOL_CALLER_CONSUMES)
            consume_runs(p, 0);
        else if (i == p->nout && p->consumer_waits)
            pthread_cond_signal(&p->done);
        skip = quitting(p);
        if (i + 1 < first + n)
            pthread_mutex_unlock(&p->mu);
    }
}

static void *worker_main(void *arg)
{
    Pool *p = ((WorkerArg *)arg)->p;
    int id = ((WorkerArg *)arg)->id;
    int produces = p->s->caller != POOL_CALLER_PRODUCES;
    pthread_mutex_lock(&p->mu);
    while (!quitting(p)) {
        /* produce ahead while the others still have items to claim (a
         * worker put to sleep for want of items takes tens of microseconds
         * to wake on a virtual machine) */
        if (produces && !p->producing && !p->end &&
            p->nprod - p->nclaim < (long)POOL_AHEAD * p->nthreads && p->nprod - p->nout < p->cap) {
            produce_some(p);
            continue;
        }
        if (p->nclaim < p->nprod) {
            /* the oldest unclaimed items, fewer when few are waiting, so
             * that a short input still spreads over every worker */
            long n = (p->nprod - p->nclaim) / (2L * p->nthreads);
            long most = p->s->claim > 0 ? p->s->claim : POOL_CLAIM;
            n = n < 1 ? 1 : n > most ? most : n;
            long first = p->nclaim;
            p->nclaim += n;
            work_claim(p, id, first, n);
            continue;
        }
        if (p->end)
            break;
        p->idle++; /* another worker produces, or the ring is full */
        pthread_cond_wait(&p->work, &p->mu);
        p->idle--;
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* POOL_CALLER_PRODUCES: the caller's thread makes the items, waiting while
 * the ring is full. */
static void caller_produce(Pool *p)
{
    const PoolSpec *s = p->s;
    pthread_mutex_lock(&p->mu);
    while (!quitting(p)) {
        if (p->nprod - p->nout >= p->cap) {
            p->producer_waits = 1;
            while (!quitting(p) && p->nprod - p->nout > producer_low(p))
                caller_wait(p, &p->space);
            p->producer_waits = 0;
            continue;
        }
        long k = p->nprod;
        pthread_mutex_unlock(&p->mu);
        int r = s->produce(s->ctx, item_at(p, k), k);
        pthread_mutex_lock(&p->mu);
        if (r <= 0) {
            p->end = 1;
            p->failed = r < 0;
            break;
        }
        p->nprod++;
        if (p->idle)
            pthread_cond_signal(&p->work);
    }
    pthread_cond_broadcast(&p->work);
    pthread_mutex_unlock(&p->mu);
}

/* POOL_CALLER_CONSUMES: the caller's thread consumes, in order, till the
 * end, a stop, or the first item that will not be done. */
static void caller_consume(Pool *p)
{
    pthread_mutex_lock(&p->mu);
    for (;;) {
        quitting(p);
        if (p->stopped)
            break;
        if (p->nout < p->nprod && p->state[p->nout % p->cap] == SLOT_DONE) {
            consume_runs(p, 1);
            continue;
        }
        if (p->nout < p->nprod && p->state[p->nout % p->cap] == SLOT_SKIPPED)
            break;
        if ((p->quit && p->nout >= p->nclaim) || (p->end && p->nout == p->nprod))
            break;
        p->consumer_waits = 1;
        caller_wait(p, &p->done);
        p->consumer_waits = 0;
    }
    pthread_mutex_unlock(&p->mu);
}

/* One thread: each item made, worked on and consumed in turn, one slot. */
static void run_alone(Pool *p)
{
    const PoolSpec *s = p->s;
    void *it = p->ring;
    for (long k = 0; !cancel_requested(s->cancel); k++) {
        int r = s->produce(s->ctx, it, k);
        if (r <= 0) {
            p->end = 1;
            p->failed = r < 0;
            return;
        }
        p->nprod++;
        s->work(s->ctx, 0, it, k);
        sigset_t old;
        if (s->hold_signals)
            pthread_sigmask(SIG_BLOCK, &p->async, &old);
        int stop = s->consume(s->ctx, it, k);
        p->nout++;
        if (!stop && s->run_end)
            stop = s->run_end(s->ctx, 1);
        if (s->hold_signals)
            pthread_sigmask(SIG_SETMASK, &old, NULL);
        if (stop) {
            p->stopped = 1;
            return;
        }
    }
}

PoolStatus pool_run(const PoolSpec *s, PoolReport *report)
{
    Pool p;
    memset(&p, 0, sizeof p);
    p.s = s;
    async_signals(&p.async);
    int n = s->threads > 1 ? s->threads : 1, started = 0;
    p.cap = n > 1 && s->slots > 1 ? s->slots : 1;
    p.ring = xcalloc((size_t)p.cap, s->item_size);
    p.state = xcalloc((size_t)p.cap, 1);
    pthread_t *tids = NULL;
    WorkerArg *args = NULL;
    if (n > 1) {
        pthread_mutex_init(&p.mu, NULL);
        pthread_cond_init(&p.work, NULL);
        pthread_cond_init(&p.space, NULL);
        pthread_cond_init(&p.done, NULL);
        tids = xcalloc((size_t)n, sizeof *tids);
        args = xcalloc((size_t)n, sizeof *args);
        /* the lock held till the number of workers is known: they may
         * start producing at once; a thread that cannot be made (no memory
         * for its stack) is left out */
        pthread_mutex_lock(&p.mu);
        for (int i = 0; i < n; i++) {
            args[started] = (WorkerArg){&p, started};
            if (thread_start(&tids[started], worker_main, &args[started]) == 0)
                started++;
        }
        p.nthreads = started;
        pthread_mutex_unlock(&p.mu);
    }
    if (!started) {
        run_alone(&p);
    } else {
        if (s->caller == POOL_CALLER_PRODUCES)
            caller_produce(&p);
        else if (s->caller == POOL_CALLER_CONSUMES)
            caller_consume(&p);
        for (int i = 0; i < started; i++)
            pthread_join(tids[i], NULL);
    }
    if (n > 1) {
        pthread_mutex_destroy(&p.mu);
        pthread_cond_destroy(&p.work);
        pthread_cond_destroy(&p.space);
        pthread_cond_destroy(&p.done);
    }
    if (s->item_free)
        for (long k = 0; k < p.cap; k++)
            s->item_free(s->ctx, item_at(&p, k));
    free(p.ring);
    free(p.state);
    free(tids);
    free(args);
    if (report) {
        report->produced = p.nprod;
        report->consumed = p.nout;
        report->workers = started ? started : 1;
    }
    if (p.stopped)
        return POOL_STOPPED;
    if (p.end && p.nout == p.nprod)
        return p.failed ? POOL_FAILED : POOL_DONE;
    return POOL_CANCELLED;
}

/* ---- pool_threads_run ---- */

typedef struct {
    void (*fn)(void *ctx, int i);
    void *ctx;
    int i;
    int made;
    pthread_t t;
} Part;

static void *part_main(void *arg)
{
    Part *a = arg;
    a->fn(a->ctx, a->i);
    return NULL;
}

int pool_threads_run(int n, void (*fn)(void *ctx, int i), void *ctx)
{
    if (n < 1)
        return 0;
    Part *parts = xcalloc((size_t)n, sizeof *parts);
    int made = 0;
    for (int i = 1; i < n; i++) {
        parts[i] = (Part){.fn = fn, .ctx = ctx, .i = i};
        parts[i].made = thread_start(&parts[i].t, part_main, &parts[i]) == 0;
        made += parts[i].made;
    }
    fn(ctx, 0);
    for (int i = 1; i < n; i++)
        if (!parts[i].made)
            fn(ctx, i);
    for (int i = 1; i < n; i++)
        if (parts[i].made)
            pthread_join(parts[i].t, NULL);
    free(parts);
    return made;
}
