/* picomem.c -- PicoSAT's allocator (picomem.h).
 *
 * WHY. PicoSAT allocates every clause on its own, and a big grid's
 * hundreds of thousands of them took a good part of a time limit to free
 * one by one after it. And it keeps a list of binary clauses per literal,
 * each its own array that doubles as it grows, which left malloc's heap so
 * fragmented that the next instance of a run (compare's next row) took
 * megabytes more than alone (docs/benchmarks.md#sat-picosats-allocator).
 * Here a piece of up to PICO_SMALL bytes is rounded up to its
 * class (a multiple of 16 up to 512 bytes, a power of two above) and
 * carved from 1 MB blocks; a piece freed goes on its class's list, for the
 * next piece of the class.
 * PicoSAT tells the size of every piece it frees or resizes, so no header
 * is kept. Bigger pieces (its variable and literal arrays) are malloc's,
 * each behind a header that links it into a list. The instance then goes
 * with one free a block and a big piece (pico_mem_free), without
 * picosat_reset, which visited every clause to free it: PicoSAT holds
 * nothing but this memory.
 *
 * MEMORY. What is held -- the blocks and the big pieces -- is charged to
 * the budget, in CHARGE_STEP steps (budget.h); PicoSAT cannot be refused
 * memory, so a charge past the limit is made anyway and `over` set, which
 * the caller's interrupt and build guard turn into a stop. */
#include "picomem.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

#define PICO_BLOCK ((size_t)1 << 20)

void pico_mem_init(PicoMem *pm, Budget *budget)
{
    memset(pm, 0, sizeof *pm);
    pm->budget = budget;
}

/* The header of a big piece: the list of them (16 bytes: the piece keeps
 * malloc's alignment). */
struct PicoBig {
    PicoBig *prev, *next;
};

void pico_mem_free(PicoMem *pm)
{
    for (size_t i = 0; i < pm->nblocks; i++)
        free(pm->blocks[i]);
    while (pm->big) {
        PicoBig *b = pm->big;
        pm->big = b->next;
        free(b);
    }
    free(pm->blocks);
    charge_clear(&pm->charge);
    pico_mem_init(pm, pm->budget);
}

/* The held bytes grew by add and shrank by sub: charged again. */
static void held(PicoMem *pm, size_t add, size_t sub)
{
    pm->bytes = pm->bytes + add - sub;
    if (charge_step(&pm->charge, pm->budget, pm->bytes) != 0) {
        charge_force(&pm->charge, pm->budget, pm->bytes);
        pm->over = 1;
    }
}

/* The class of a piece of n <= PICO_SMALL bytes, 1 .. PICO_CLASSES, and
 * the bytes of a class. */
static size_t piece_class(size_t n)
{
    if (n <= 512)
        return n ? (n + 15) / 16 : 1;
    size_t k = 512 / 16, size = 512;
    while (size < n)
        size *= 2, k++;
    return k;
}

static size_t class_bytes(size_t k)
{
    return k <= 512 / 16 ? 16 * k : (size_t)512 << (k - 512 / 16);
}

static void *small_new(PicoMem *pm, size_t k)
{
    void *p = pm->free_list[k];
    if (p) {
        memcpy(&pm->free_list[k], p, sizeof(void *));
        return p;
    }
    size_t size = class_bytes(k);
    if ((size_t)(pm->end - pm->cur) < size) { /* a new block (the rest of the old one is lost) */
        if (pm->nblocks == pm->capblocks) {
            pm->capblocks = pm->capblocks ? 2 * pm->capblocks : 64;
            pm->blocks = xrealloc(pm->blocks, pm->capblocks * sizeof *pm->blocks);
        }
        pm->cur = pm->blocks[pm->nblocks++] = xmalloc(PICO_BLOCK);
        pm->end = pm->cur + PICO_BLOCK;
        held(pm, PICO_BLOCK, 0);
    }
    p = pm->cur;
    pm->cur += size;
    return p;
}

/* Big piece b goes into the list (at its new place after a realloc). */
static void *big_link(PicoMem *pm, PicoBig *b)
{
    b->prev = NULL;
    b->next = pm->big;
    if (pm->big)
        pm->big->prev = b;
    pm->big = b;
    return b + 1;
}

static PicoBig *big_unlink(PicoMem *pm, void *p)
{
    PicoBig *b = (PicoBig *)p - 1;
    if (b->prev)
        b->prev->next = b->next;
    else
        pm->big = b->next;
    if (b->next)
        b->next->prev = b->prev;
    return b;
}

void *pico_mem_new(void *state, size_t n)
{
    PicoMem *pm = state;
    if (n <= PICO_SMALL)
        return small_new(pm, piece_class(n));
    held(pm, n, 0);
    return big_link(pm, xmalloc(sizeof(PicoBig) + n));
}

void pico_mem_delete(void *state, void *p, size_t n)
{
    PicoMem *pm = state;
    if (!p)
        return;
    if (n <= PICO_SMALL) {
        size_t k = piece_class(n);
        memcpy(p, &pm->free_list[k], sizeof(void *));
        pm->free_list[k] = p;
        return;
    }
    free(big_unlink(pm, p));
    held(pm, 0, n);
}

void *pico_mem_resize(void *state, void *p, size_t old, size_t n)
{
    PicoMem *pm = state;
    if (old > PICO_SMALL && n > PICO_SMALL) {
        held(pm, n, old);
        return big_link(pm, xrealloc(big_unlink(pm, p), sizeof(PicoBig) + n));
    }
    /* (a first piece, p NULL, is made even when its class is that of 0
     * bytes: on wasm32 PicoSAT's first pieces are small enough) */
    if (p && old <= PICO_SMALL && n <= PICO_SMALL && piece_class(old) == piece_class(n))
        return p;
    void *q = pico_mem_new(pm, n);
    if (p)
        memcpy(q, p, old < n ? old : n);
    pico_mem_delete(pm, p, old);
    return q;
}
