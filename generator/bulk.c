/* bulk.c -- many puzzles in one call (puz_generate_bulk, puzc.h): threads
 * that each make whole puzzles by puz_generate, handed back to the
 * caller's thread in index order, with duplicates made again.
 *
 * SEEDS AND ORDER. Puzzle i is puz_generate with seed S + i (S the
 * options' seed), so the output depends on S only, not on the number of
 * threads nor on which thread made which puzzle. The puzzles go through
 * base/pool's ordered pool (pool.h): item i is index i, made by any of the
 * threads, in a ring of 4 x jobs slots (the memory held), and consumed by
 * the caller's thread (POOL_CALLER_CONSUMES: on_puzzle is called there),
 * which checks it, hands it on and empties the slot. One thread: all on
 * the caller's thread.
 *
 * DISTINCT. The caller's thread keeps a set of 64-bit hashes of the
 * puzzles handed on (givens, or cage map and sums). A puzzle whose hash is
 * in the set is taken for a duplicate and made again, in the caller's
 * thread, with seed S + i + k * 0x9E3779B97F4A7C15 for k = 1, 2, ...
 * (deterministic too). A hash collision between two different puzzles can
 * only cost a puzzle made again, never let a duplicate through. After
 * max_retries duplicates in a row the shape has run out of puzzles the
 * generator finds: the run stops with PUZ_GEN_NONE.
 */
#include "generate.h"
#include "pool.h"

#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BULK_RETRY_STEP 0x9E3779B97F4A7C15ULL
#define BULK_MAX_JOBS 256

/* ---- the set of hashes (open addressing; 0 marks an empty place) ---- */

typedef struct {
    uint64_t *h;
    size_t cap, n;
} HashSet;

/* A puzzle of the run: the pool's item. */
typedef struct {
    int made;
    puz_gen_result r;
} Slot;

typedef struct {
    puz_gen_opts o;          /* the options of every puzzle, callbacks cleared */
    long count;
    const puz_gen_opts *user;  /* the caller's: the run's progress */
    const puz_bulk_opts *bo;
    puz_bulk_result *out;
    HashSet seen;
    double t0, next_report;
} Bulk;

static uint64_t mix64(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static uint64_t hash_ints(uint64_t h, const int *a, int n)
{
    for (int i = 0; i < n; i++)
        h = mix64(h ^ (uint64_t)(unsigned)a[i]) + (uint64_t)i;
    return h;
}

/* The puzzle's hash: givens, or (Killer) cage map and sums. Never 0. */
static uint64_t puzzle_hash(const puz_gen_result *r)
{
    int nc = r->n * r->n;
    uint64_t h;
    if (r->cage_of)
        h = hash_ints(hash_ints(1, r->cage_of, nc), r->cage_sum, r->ncages);
    else
        h = hash_ints(2, r->givens ? r->givens : r->solution, nc);
    return h ? h : 1;
}

/* Inserts h; returns 0 when it was there already. */
static int set_add(HashSet *s, uint64_t h)
{
    if (2 * (s->n + 1) > s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 1024;
        uint64_t *t = xcalloc(cap, sizeof *t);
        for (size_t i = 0; i < s->cap; i++)
            if (s->h[i]) {
                size_t j = s->h[i] & (cap - 1);
                while (t[j])
                    j = (j + 1) & (cap - 1);
                t[j] = s->h[i];
            }
        free(s->h);
        s->h = t;
        s->cap = cap;
    }
    size_t j = h & (s->cap - 1);
    for (; s->h[j]; j = (j + 1) & (s->cap - 1))
        if (s->h[j] == h)
            return 0;
    s->h[j] = h;
    s->n++;
    return 1;
}

/* ---- one puzzle ---- */

static void make_one(const puz_gen_opts *base, uint64_t seed, puz_gen_result *r)
{
    puz_gen_opts o = *base;
    o.seed = seed;
    gen_generate(&o, r);
}

/* One progress line a second: "generated 500/1000 puzzles, 1.2 s". */
static void progress(const puz_gen_opts *o, long done, long count, double t0, double *next)
{
    double now = now_sec();
    if (!o->progress || now < *next)
        return;
    char line[120];
    snprintf(line, sizeof line, "generated %ld/%ld puzzles, %.1f s", done, count, now - t0);
    o->progress(line, o->progress_ctx);
    *next = now + 1.0;
}

/* Puzzle i, checked and made distinct, handed on: 0 go on, 1 stop. */
static int hand_on(Bulk *b, long i, puz_gen_result *r)
{
    const puz_bulk_opts *bo = b->bo;
    puz_bulk_result *out = b->out;
    uint64_t seed = b->o.seed + (uint64_t)i;
    long k = 0, retries = bo->max_retries > 0 ? bo->max_retries : 1000;
    for (;;) {
        if (r->status != PUZ_GEN_DONE && r->status != PUZ_GEN_MISSED) {
            out->status = r->status;
            out->stop = r->stop;
            snprintf(out->err, sizeof out->err, "puzzle %ld: %.200s", i + 1, r->err);
            return 1;
        }
        if (set_add(&b->seen, puzzle_hash(r)))
            break;
        out->duplicates++;
        gen_result_free(r);
        if (++k > retries) {
            out->status = PUZ_GEN_NONE;
            snprintf(out->err, sizeof out->err, "puzzle %ld: %ld puzzles in a row equal ones "
                     "made before: the shape has too few puzzles for %ld distinct ones",
                     i + 1, retries, b->count);
            return 1;
        }
        seed = b->o.seed + (uint64_t)i + (uint64_t)k * BULK_RETRY_STEP;
        make_one(&b->o, seed, r);
    }
    out->missed += r->status == PUZ_GEN_MISSED;
    out->made++;
    if (bo->on_puzzle && bo->on_puzzle(i, seed, r, bo->ctx)) {
        out->stopped = 1;
        return 1;
    }
    return 0;
}

/* ---- the pool's hooks ---- */

/* Item i: the index alone (the count its end). */
static int bulk_next(void *ctx, void *item, long i)
{
    (void)item;
    return i < ((Bulk *)ctx)->count;
}

/* Puzzle i, on any thread. */
static void bulk_make(void *ctx, int worker, void *item, long i)
{
    Bulk *b = ctx;
    Slot *s = item;
    (void)worker;
    make_one(&b->o, b->o.seed + (uint64_t)i, &s->r);
    s->made = 1;
}

static void bulk_slot_free(void *ctx, void *item)
{
    Slot *s = item;
    (void)ctx;
    if (s->made)
        gen_result_free(&s->r);
    s->made = 0;
}

/* Puzzle i on the caller's thread, in order: checked, made distinct,
 * handed on, its slot emptied. Non-zero: stop the run. */
static int bulk_hand_on(void *ctx, void *item, long i)
{
    Bulk *b = ctx;
    Slot *s = item;
    int stop = hand_on(b, i, &s->r);
    bulk_slot_free(ctx, item);
    if (!stop)
        progress(b->user, i + 1, b->count, b->t0, &b->next_report);
    return stop;
}

puz_gen_status gen_bulk(const puz_gen_opts *o, const puz_bulk_opts *bo,
                                 puz_bulk_result *out)
{
    double t0 = now_sec(), next_report = t0 + 1.0;
    memset(out, 0, sizeof *out);
    if (bo->count < 1 || bo->jobs < 0) {
        out->status = PUZ_GEN_ERROR;
        snprintf(out->err, sizeof out->err, "the count must be 1 or more and jobs 0 or more");
        return out->status;
    }
    Bulk b = {.o = *o, .count = bo->count, .user = o, .bo = bo, .out = out, .t0 = t0,
              .next_report = next_report};
    b.o.on_fill = b.o.on_try = NULL;
    b.o.progress = NULL;
    int jobs = bo->jobs ? bo->jobs : online_cores(BULK_MAX_JOBS);
    if (jobs > BULK_MAX_JOBS)
        jobs = BULK_MAX_JOBS;
    if (jobs > bo->count)
        jobs = (int)bo->count;
    out->jobs = jobs;
    /* a puzzle claimed at a time (each takes milliseconds or more); a
     * window of 4 x jobs puzzles ahead of the caller at most */
    PoolSpec ps = {.threads = jobs, .caller = POOL_CALLER_CONSUMES, .slots = 4L * jobs,
                   .item_size = sizeof(Slot), .claim = 1, .ctx = &b, .produce = bulk_next,
                   .work = bulk_make, .consume = bulk_hand_on, .item_free = bulk_slot_free};
    pool_run(&ps, NULL);
    free(b.seen.h);
    out->sec = now_sec() - t0;
    return out->status;
}
