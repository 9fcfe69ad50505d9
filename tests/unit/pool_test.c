/* pool_test.c -- base/pool.c's ordered work pool, from its interface:
 * items consumed in input order, each worked on once, whatever the work
 * times, threads, ring size and claim size, with each part the caller's
 * thread can take; the consumer never running twice at once; a blocking
 * producer that waits for the answer to its last item (a coprocess); the
 * cancel flag, a producer's error and a consumer's stop each ending the
 * run with a prefix consumed; one thread meaning no threads; the signals
 * the pool's threads block; every slot freed. And pool_threads_run. */
#include "pool.h"
#include "unit.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct {
    long index; /* by produce */
    long value; /* by work */
    int worked;
    char *buf;  /* produce's, kept from use to use: freed by item_free alone */
} Item;

typedef struct {
    /* the run */
    long n;          /* items to make */
    long fail_at;    /* produce says -1 here (-1: never) */
    long stop_at;    /* consume says stop here (-1: never) */
    long cancel_at;  /* work sets the cancel flag after this item (-1: never) */
    int max_us;      /* work sleeps 0 .. max_us microseconds, by the item */
    int coprocess;   /* produce waits for the items before to be consumed */
    int cancel;      /* the flag */
    pthread_t caller;
    PoolCaller part;
    int threads;
    /* what was seen */
    pthread_mutex_t mu;
    pthread_cond_t cv;
    long next;       /* the index consume expects */
    long consumed, produced, frees;
    int misordered, wrong, twice, overlap, in_consume;
    int consumer_elsewhere, producer_elsewhere, work_on_caller, coprocess_stuck;
    int unmasked, held, caught_up_missing;
    int nthreads_seen;
    pthread_t seen[16];
} Ctx;

static uint64_t mix(uint64_t x)
{
    x ^= x >> 31;
    x *= 0x9E3779B97F4A7C15ULL;
    return x ^ (x >> 29);
}

static int produce(void *ctx, void *item, long k)
{
    Ctx *c = ctx;
    Item *it = item;
    if (c->part == POOL_CALLER_PRODUCES && !pthread_equal(pthread_self(), c->caller))
        c->producer_elsewhere++;
    if (k == c->fail_at)
        return -1;
    if (k >= c->n)
        return 0;
    if (c->coprocess) { /* the next item only once the last one is answered */
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_sec += 10;
        pthread_mutex_lock(&c->mu);
        int e = 0;
        while (c->consumed < k && e == 0)
            e = pthread_cond_timedwait(&c->cv, &c->mu, &ts);
        c->coprocess_stuck += e != 0;
        pthread_mutex_unlock(&c->mu);
        if (e)
            return -1;
    }
    if (!it->buf)
        it->buf = malloc(32);
    if (it->worked)
        c->twice++; /* a slot reused before consume emptied it */
    it->index = k;
    it->value = -1;
    c->produced++; /* one producer at a time: no lock */
    return 1;
}

static void work(void *ctx, int worker, void *item, long k)
{
    Ctx *c = ctx;
    Item *it = item;
    if (it->index != k || it->worked)
        __atomic_add_fetch(&c->twice, 1, __ATOMIC_RELAXED);
    if (pthread_equal(pthread_self(), c->caller)) {
        __atomic_add_fetch(&c->work_on_caller, 1, __ATOMIC_RELAXED);
    } else {
        sigset_t now;
        pthread_sigmask(SIG_BLOCK, NULL, &now);
        if (!sigismember(&now, SIGINT) || !sigismember(&now, SIGTERM) ||
            sigismember(&now, SIGSEGV))
            __atomic_add_fetch(&c->unmasked, 1, __ATOMIC_RELAXED);
    }
    if (worker < 0 || worker >= (c->threads > 1 ? c->threads : 1))
        __atomic_add_fetch(&c->twice, 1, __ATOMIC_RELAXED);
    if (c->max_us) {
        long us = (long)(mix((uint64_t)k + 1) % (uint64_t)(c->max_us + 1));
        struct timespec ts = {0, us * 1000};
        nanosleep(&ts, NULL);
    }
    pthread_mutex_lock(&c->mu);
    int i;
    for (i = 0; i < c->nthreads_seen; i++)
        if (pthread_equal(c->seen[i], pthread_self()))
            break;
    if (i == c->nthreads_seen && i < 16)
        c->seen[c->nthreads_seen++] = pthread_self();
    pthread_mutex_unlock(&c->mu);
    it->value = (long)(mix((uint64_t)k) & 0xffffff);
    it->worked = 1;
    if (k == c->cancel_at)
        __atomic_store_n(&c->cancel, 1, __ATOMIC_RELAXED);
}

static int consume(void *ctx, void *item, long k)
{
    Ctx *c = ctx;
    Item *it = item;
    if (__atomic_add_fetch(&c->in_consume, 1, __ATOMIC_ACQ_REL) != 1)
        __atomic_add_fetch(&c->overlap, 1, __ATOMIC_RELAXED);
    if (c->part == POOL_CALLER_CONSUMES && c->threads > 1 &&
        !pthread_equal(pthread_self(), c->caller))
        c->consumer_elsewhere++;
    if (pthread_equal(pthread_self(), c->caller)) {
        sigset_t now;
        pthread_sigmask(SIG_BLOCK, NULL, &now);
        c->held += sigismember(&now, SIGINT);
    }
    if (k != c->next || it->index != k)
        c->misordered++;
    if (!it->worked || it->value != (long)(mix((uint64_t)k) & 0xffffff))
        c->wrong++;
    c->next = k + 1;
    it->worked = 0; /* emptied for the next use, buf kept */
    pthread_mutex_lock(&c->mu);
    c->consumed++;
    pthread_cond_broadcast(&c->cv);
    pthread_mutex_unlock(&c->mu);
    __atomic_sub_fetch(&c->in_consume, 1, __ATOMIC_ACQ_REL);
    return k == c->stop_at;
}

static int run_end(void *ctx, int caught_up)
{
    Ctx *c = ctx;
    /* a coprocess's producer makes nothing before the last answer is out */
    if (c->coprocess && !caught_up)
        c->caught_up_missing++;
    return 0;
}

static void item_free(void *ctx, void *item)
{
    Ctx *c = ctx;
    free(((Item *)item)->buf);
    c->frees++;
}

typedef struct {
    int threads;
    PoolCaller part;
    long slots;
    int claim, max_us, hold;
} Shape;

static const char *part_name[] = {"waits", "produces", "consumes"};

/* One run of n items; the checks every run passes, under `what`. */
static PoolStatus run(Ctx *c, const Shape *sh, const char *what, PoolReport *rep)
{
    c->caller = pthread_self();
    c->part = sh->part;
    c->threads = sh->threads;
    c->max_us = sh->max_us;
    pthread_mutex_init(&c->mu, NULL);
    pthread_cond_init(&c->cv, NULL);
    PoolSpec s = {.threads = sh->threads, .caller = sh->part, .slots = sh->slots,
                  .item_size = sizeof(Item), .claim = sh->claim, .hold_signals = sh->hold,
                  .cancel = &c->cancel, .ctx = c, .produce = produce, .work = work,
                  .consume = consume, .run_end = run_end, .item_free = item_free};
    PoolStatus st = pool_run(&s, rep);
    char msg[300];
    int alone = sh->threads <= 1 || rep->workers == 1;
    long slots = alone ? 1 : sh->slots;
    int ok = !c->misordered && !c->wrong && !c->twice && !c->overlap && !c->consumer_elsewhere &&
             !c->producer_elsewhere && !c->unmasked && c->frees == slots &&
             rep->consumed == c->consumed && rep->produced == c->produced &&
             (alone ? c->work_on_caller == c->produced : c->work_on_caller == 0) &&
             (sh->hold ? c->held == c->consumed || (!alone && sh->part != POOL_CALLER_CONSUMES)
                       : c->held == 0);
    snprintf(msg, sizeof msg,
             "%s (%d thread%s, caller %s, %ld slots, claim %d): %ld of %ld consumed in order, "
             "each worked on once, one consumer at a time, every slot freed",
             what, sh->threads, sh->threads == 1 ? "" : "s", part_name[sh->part], sh->slots, sh->claim, c->consumed, c->n);
    check(ok, msg);
    if (!ok)
        printf("    misordered %d wrong %d twice %d overlap %d consumer elsewhere %d producer "
               "elsewhere %d unmasked %d frees %ld/%ld work on caller %d held %d\n",
               c->misordered, c->wrong, c->twice, c->overlap, c->consumer_elsewhere,
               c->producer_elsewhere, c->unmasked, c->frees, slots, c->work_on_caller, c->held);
    pthread_mutex_destroy(&c->mu);
    pthread_cond_destroy(&c->cv);
    return st;
}

static void ctx_init(Ctx *c, long n)
{
    memset(c, 0, sizeof *c);
    c->n = n;
    c->fail_at = c->stop_at = c->cancel_at = -1;
}

/* Orders under random work times, for every part, thread count, ring
 * size and claim size, including an empty input. */
static void test_order(void)
{
    static const Shape shapes[] = {
        {1, POOL_CALLER_WAITS, 64, 0, 50, 0},     {2, POOL_CALLER_WAITS, 512, 0, 50, 0},
        {3, POOL_CALLER_WAITS, 7, 0, 80, 0},      {4, POOL_CALLER_WAITS, 1, 0, 20, 0},
        {2, POOL_CALLER_PRODUCES, 512, 0, 50, 0}, {3, POOL_CALLER_PRODUCES, 2, 0, 80, 0},
        {5, POOL_CALLER_PRODUCES, 3, 1, 30, 0},   {2, POOL_CALLER_CONSUMES, 8, 1, 50, 1},
        {4, POOL_CALLER_CONSUMES, 16, 1, 80, 0},  {3, POOL_CALLER_CONSUMES, 1, 0, 20, 1},
        {8, POOL_CALLER_WAITS, 100, 3, 100, 0},   {1, POOL_CALLER_CONSUMES, 10, 0, 0, 1},
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        const Shape *sh = &shapes[i];
        Ctx c;
        ctx_init(&c, 1500);
        PoolReport rep;
        PoolStatus st = run(&c, sh, "random work times", &rep);
        check(st == POOL_DONE && c.consumed == c.n && c.next == c.n, "  ... all of them: done");
        if (sh->threads > 1 && sh->slots >= 2L * sh->threads)
            check(rep.workers == sh->threads && c.nthreads_seen >= 2,
                  "  ... worked on by more than one thread, none of them the caller's");
        else if (sh->threads <= 1)
            check(rep.workers == 1 && c.nthreads_seen == 1, "  ... one thread: the caller's alone");
    }
    Shape sh = {3, POOL_CALLER_WAITS, 16, 0, 0, 0};
    Ctx c;
    ctx_init(&c, 0);
    PoolReport rep;
    check(run(&c, &sh, "an empty input", &rep) == POOL_DONE && c.consumed == 0,
          "  ... done, nothing consumed");
    /* a long run of instant items: the claims and the ring's hand-overs */
    sh = (Shape){2, POOL_CALLER_WAITS, 64, 0, 0, 0};
    ctx_init(&c, 200000);
    check(run(&c, &sh, "200,000 instant items", &rep) == POOL_DONE && c.consumed == c.n,
          "  ... done");
    sh.part = POOL_CALLER_PRODUCES;
    ctx_init(&c, 200000);
    check(run(&c, &sh, "200,000 instant items", &rep) == POOL_DONE && c.consumed == c.n,
          "  ... done");
    sh.part = POOL_CALLER_CONSUMES;
    ctx_init(&c, 200000);
    check(run(&c, &sh, "200,000 instant items", &rep) == POOL_DONE && c.consumed == c.n,
          "  ... done");
}

/* Random shapes: threads 1-6, rings of 1-300, claims 0-4, 0-2000 items. */
static void test_random(void)
{
    uint64_t seed = 0x5eed;
    int bad = 0;
    for (int t = 0; t < 30; t++) {
        Shape sh = {1 + (int)(rnd(&seed) % 6), (PoolCaller)(rnd(&seed) % 3),
                    1 + (long)(rnd(&seed) % 300), (int)(rnd(&seed) % 5),
                    (int)(rnd(&seed) % 3) * 20, (int)(rnd(&seed) % 2)};
        Ctx c;
        ctx_init(&c, (long)(rnd(&seed) % 2001));
        PoolReport rep;
        if (run(&c, &sh, "random shape", &rep) != POOL_DONE || c.consumed != c.n)
            bad++;
    }
    check(!bad, "30 random shapes: every run done, every item consumed");
}

/* A producer that blocks until the answer to its last item is out (a
 * coprocess at the end of a pipe): the workers and the consumer go on
 * while it waits, and each run ends caught up. */
static void test_blocking_producer(void)
{
    static const Shape shapes[] = {
        {2, POOL_CALLER_PRODUCES, 512, 0, 30, 0},
        {3, POOL_CALLER_PRODUCES, 4, 0, 30, 0},
        {1, POOL_CALLER_PRODUCES, 512, 0, 30, 1},
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        Ctx c;
        ctx_init(&c, 300);
        c.coprocess = 1;
        PoolReport rep;
        PoolStatus st = run(&c, &shapes[i], "a producer waiting for each answer", &rep);
        check(st == POOL_DONE && !c.coprocess_stuck && c.consumed == c.n,
              "  ... every answer out while the producer waited for it");
        check(!c.caught_up_missing, "  ... each run of answers ends caught up (flush now)");
    }
}

/* Cancel (from a worker's item, or from another thread mid-run), the
 * producer's error and the consumer's stop: each ends the run, and what
 * was consumed is the input's first items in order. */
typedef struct {
    int *flag;
    int ms;
} Later;

static void *cancel_later(void *arg)
{
    Later *l = arg;
    struct timespec ts = {0, l->ms * 1000000L};
    nanosleep(&ts, NULL);
    __atomic_store_n(l->flag, 1, __ATOMIC_RELAXED);
    return NULL;
}

static void test_stops(void)
{
    static const Shape shapes[] = {
        {1, POOL_CALLER_WAITS, 64, 0, 10, 0},     {2, POOL_CALLER_WAITS, 64, 0, 10, 0},
        {3, POOL_CALLER_PRODUCES, 32, 0, 10, 0},  {2, POOL_CALLER_CONSUMES, 8, 1, 10, 1},
        {4, POOL_CALLER_WAITS, 5, 2, 10, 0},
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        const Shape *sh = &shapes[i];
        PoolReport rep;
        Ctx c;
        ctx_init(&c, 5000);
        c.cancel_at = 700;
        PoolStatus st = run(&c, sh, "cancelled by an item's work", &rep);
        check(st == POOL_CANCELLED && c.consumed <= 701 + 8L * sh->threads && c.consumed < c.n,
              "  ... cancelled, the consumed items a prefix ending near the cancel");

        ctx_init(&c, 1L << 30);
        pthread_t t;
        Later l = {&c.cancel, 30};
        pthread_create(&t, NULL, cancel_later, &l);
        st = run(&c, sh, "cancelled from another thread after 30 ms", &rep);
        pthread_join(t, NULL);
        check(st == POOL_CANCELLED, "  ... cancelled");

        ctx_init(&c, 5000);
        c.fail_at = 1234;
        st = run(&c, sh, "the producer failing at item 1234", &rep);
        check(st == POOL_FAILED && c.consumed == 1234, "  ... failed, items 0-1233 consumed");

        ctx_init(&c, 5000);
        c.stop_at = 2345;
        st = run(&c, sh, "the consumer stopping at item 2345", &rep);
        check(st == POOL_STOPPED && c.consumed == 2346, "  ... stopped, items 0-2345 consumed");
    }
    /* cancelled before it starts: nothing made */
    Shape sh = {2, POOL_CALLER_PRODUCES, 8, 0, 0, 0};
    Ctx c;
    ctx_init(&c, 100);
    c.cancel = 1;
    PoolReport rep;
    check(run(&c, &sh, "cancelled before the start", &rep) == POOL_CANCELLED && c.produced == 0,
          "  ... cancelled, nothing made");
}

/* pool_threads_run: every part once, all at the same time, part 0 on the
 * caller's thread. */
typedef struct {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int n, arrived, ran[8], timed_out, zero_elsewhere, unmasked;
    pthread_t caller;
} Parts;

static void part(void *ctx, int i)
{
    Parts *p = ctx;
    if (i == 0 && !pthread_equal(pthread_self(), p->caller))
        p->zero_elsewhere = 1;
    sigset_t now;
    pthread_sigmask(SIG_BLOCK, NULL, &now);
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += 10;
    pthread_mutex_lock(&p->mu);
    p->unmasked += i != 0 && !sigismember(&now, SIGINT);
    p->ran[i]++;
    p->arrived++;
    pthread_cond_broadcast(&p->cv);
    while (p->arrived < p->n && !p->timed_out)
        p->timed_out = pthread_cond_timedwait(&p->cv, &p->mu, &ts) != 0;
    pthread_mutex_unlock(&p->mu);
}

static void test_threads_run(void)
{
    for (int n = 1; n <= 4; n += 3) {
        Parts p;
        memset(&p, 0, sizeof p);
        pthread_mutex_init(&p.mu, NULL);
        pthread_cond_init(&p.cv, NULL);
        p.n = n;
        p.caller = pthread_self();
        int made = pool_threads_run(n, part, &p);
        int once = 1;
        for (int i = 0; i < n; i++)
            once &= p.ran[i] == 1;
        char msg[120];
        snprintf(msg, sizeof msg, "pool_threads_run(%d): each part once, all at once, part 0 "
                 "on the caller's thread, %d threads made", n, n - 1);
        check(once && !p.timed_out && !p.zero_elsewhere && !p.unmasked && made == n - 1, msg);
        pthread_mutex_destroy(&p.mu);
        pthread_cond_destroy(&p.cv);
    }
}

int main(void)
{
    alarm(120); /* a hang is a failure, not a stuck test run */
    test_order();
    test_random();
    test_blocking_producer();
    test_stops();
    test_threads_run();
    sigset_t now;
    pthread_sigmask(SIG_BLOCK, NULL, &now);
    check(!sigismember(&now, SIGINT), "the caller's signal mask as it was after every run");
    return failures != 0;
}
