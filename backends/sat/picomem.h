/* picomem.h -- the allocator PicoSAT runs on (picosat_minit): its memory
 * counted against the call's budget, and its million small clauses carved
 * from big blocks, so that they cost one free a block instead of one a
 * clause when the instance goes (picomem.c). */
#ifndef PUZC_PICOMEM_H
#define PUZC_PICOMEM_H

#include "budget.h"

#include <stddef.h>

/* Pieces up to PICO_SMALL bytes come from the blocks, in classes of 16
 * bytes up to 512, of powers of two above; bigger ones from malloc. */
#define PICO_SMALL ((size_t)64 << 10)
#define PICO_CLASSES (512 / 16 + 7) /* 16, 32, .. 512; 1K, 2K, .. 64K */

typedef struct PicoBig PicoBig;

typedef struct {
    Budget *budget;
    Charge charge;
    size_t bytes;              /* held: blocks and big pieces */
    int over;                  /* the budget refused some of it (charged
                                  anyway: PicoSAT cannot be refused) */
    char *cur, *end;           /* the free end of the newest block */
    void **blocks;
    size_t nblocks, capblocks;
    void *free_list[PICO_CLASSES + 1]; /* freed pieces, by class */
    PicoBig *big;              /* the big pieces */
} PicoMem;

/* An allocator charging budget (NULL: no limit). */
void pico_mem_init(PicoMem *pm, Budget *budget);
/* Frees every piece and releases the charge: the PicoSAT instance that
 * lived on it is gone with it (no picosat_reset needed). */
void pico_mem_free(PicoMem *pm);

/* picosat_minit's three functions; state is the PicoMem. */
void *pico_mem_new(void *state, size_t n);
void *pico_mem_resize(void *state, void *p, size_t old, size_t n);
void pico_mem_delete(void *state, void *p, size_t n);

#endif
