/* pool.h -- one ordered work pool for the whole program: items made by a
 * producer, worked on by N threads in any order, consumed in input order;
 * and pool_threads_run, N functions on N threads at once (for racing).
 *
 * THE POOL. Items live in a ring of `slots` items (item k, from 0, in slot
 * k % slots), which bounds the memory held whatever the input's length.
 * Four hooks do the work, the pool only hands items from one to the next:
 *   produce  makes item k (batch: reads line k; bulk generation: k < count)
 *   work     does the slow part, on any thread, in any order
 *   consume  takes item k in order (batch: writes the answer), one call
 *            at a time, never two at once, outside the pool's lock
 *   run_end  after each run of items consumed, whether every item made so
 *            far is now consumed (batch's flushing policy)
 * Whoever finds the oldest unconsumed item done takes the run of done
 * items from there and consumes it outside the lock while the others go
 * on working; a thread that finishes an item while another consumes
 * leaves it to that one. So an item is consumed as soon as it and those
 * before it are done, and no thread waits for a consume phase.
 *
 * The caller's thread takes one of three parts (PoolCaller):
 *   POOL_CALLER_WAITS     the workers also produce, one at a time, a batch
 *                         of items ahead while the others still have items
 *                         to claim (a cheap producer: a regular file, the
 *                         next index); the caller only waits, so that N
 *                         threads run on N cores, not N + 1.
 *   POOL_CALLER_PRODUCES  the producer may block (a pipe, a terminal): the
 *                         caller's thread produces, so that no worker waits
 *                         there while items already made wait to be worked
 *                         on, and a signal (taken by the caller's thread,
 *                         below) interrupts the read it is blocked in.
 *   POOL_CALLER_CONSUMES  the caller's thread consumes, in order; the
 *                         workers produce (as for WAITS) and work. For a
 *                         consumer that must run on the caller's thread (a
 *                         library callback).
 * One thread (threads <= 1, or no thread could be made) is no threads at
 * all: the caller's thread produces, works on and consumes each item in
 * turn, with no lock and no thread switch.
 *
 * Stopping. produce returns 0 at the end of its input, -1 on an error (the
 * end too: the items made before it are still worked on and consumed);
 * consume and run_end return non-zero to stop the pool (a write failed):
 * nothing more is produced, claimed or consumed. The cancel flag (set by a
 * signal handler or another thread; polled, at least every 50 ms while the
 * caller's thread waits) stops production and claiming; items claimed and
 * not yet begun are not worked on, and consumption ends at the first such
 * item, so what is consumed is always a prefix of the input, each item of
 * it worked on (work should poll the same flag to cut a long item short;
 * consume then decides what a cut item is worth).
 *
 * Signals. The pool's threads block every asynchronous signal, so that
 * the caller's thread (or another of the program's) takes them: a write
 * in a consumer on a worker is never cut short by a handler. With
 * hold_signals the caller's thread blocks them too while it consumes.
 *
 * Memory. The ring is zeroed once; an item is then left as the hooks leave
 * it, so that it may keep buffers from one use to the next (consume
 * empties it for reuse); item_free, when given, is called on every slot at
 * the end, consumed or not. */
#ifndef PUZC_POOL_H
#define PUZC_POOL_H

#include <stddef.h>

typedef enum {
    POOL_CALLER_WAITS,
    POOL_CALLER_PRODUCES,
    POOL_CALLER_CONSUMES
} PoolCaller;

typedef struct {
    int threads;            /* worker threads; <= 1: the caller's thread alone */
    PoolCaller caller;      /* the caller's thread's part (with threads) */
    long slots;             /* items in the ring, >= 1 (one thread uses one) */
    size_t item_size;       /* bytes of one item */
    int claim;              /* the most items a worker claims at once (fewer
                               when few are waiting); 0: 8 */
    int hold_signals;       /* the caller's thread blocks signals while it consumes */
    const volatile int *cancel; /* may be NULL */
    void *ctx;              /* every hook's first argument */
    /* item `index` made into `item`: 1, or 0 at the end, -1 on an error */
    int (*produce)(void *ctx, void *item, long index);
    /* the work on an item, by worker `worker` (0 .. threads - 1; 0 alone) */
    void (*work)(void *ctx, int worker, void *item, long index);
    /* item `index`, in order: 0 go on, non-zero stop */
    int (*consume)(void *ctx, void *item, long index);
    /* after a run consumed (may be NULL); caught_up: every item produced
       so far is consumed (the producer may wait next): 0 go on, non-zero stop */
    int (*run_end)(void *ctx, int caught_up);
    void (*item_free)(void *ctx, void *item); /* may be NULL */
} PoolSpec;

typedef enum {
    POOL_DONE = 0,      /* the producer's end reached, every item consumed */
    POOL_FAILED = 1,    /* produce said -1; the items before it consumed */
    POOL_STOPPED = 2,   /* consume or run_end said stop */
    POOL_CANCELLED = 3  /* the cancel flag */
} PoolStatus;

typedef struct {
    long produced, consumed;
    int workers;            /* threads that worked on items: those made, or
                               1 (the caller's) when there were none */
} PoolReport;

/* Runs the pool to its end; the report may be NULL. */
PoolStatus pool_run(const PoolSpec *spec, PoolReport *report);

/* fn(ctx, i) once for each i in 0 .. n-1, all at once: i = 0 on the
 * caller's thread, the others on threads of their own (made with the
 * signals blocked, as the pool's); an i whose thread cannot be made runs
 * on the caller's thread after 0. Returns when every call has returned;
 * the number of threads made. Not the ordered pool: for work that needs
 * every part running at the same time (racing searches), with no items,
 * no order and no consumer. */
int pool_threads_run(int n, void (*fn)(void *ctx, int i), void *ctx);

#endif
