/* budget.h -- the memory limit: a budget of bytes that the allocations of a
 * call (the one its puz_limits holds, or one made for the call), or of a
 * whole command with all its threads, are charged against.
 *
 * HOW MEMORY IS COUNTED. Not every malloc: what grows with the input or
 * with the search is charged where it grows -- a model's build (clauses,
 * rows, matrices, tables: the BuildGuard of guard.h), search stacks,
 * learnt clauses, PicoSAT's and GLPK's memory, a metaheuristic's
 * population, the rater's and the generator's states, the front end's
 * text and syntax tree. Each thing that holds such memory keeps a Charge:
 * the bytes it holds now and the budget they are charged to; it sets the
 * charge before it grows (charge_set) and clears it when it frees. A
 * charge the budget refuses leaves everything as it was: the caller does
 * not grow, and unwinds as for a time limit, its stop reason
 * STOP_MEMORY ("memory limit of N MB reached"). What is left uncounted is
 * small and fixed per call (a grid's worth of ints, option structs, stdio
 * buffers, a thread's stack): docs/commands.md states the baseline.
 *
 * The count is one atomic word, so the threads of a command (batch's
 * workers, native's racing searches, generate --jobs) share one budget.
 * Charges happen where memory grows (capacity doublings, 256 KB steps of
 * a solver's own allocator: CHARGE_STEP), never per search node, so the
 * atomic costs nothing a profile shows. */
#ifndef PUZC_BUDGET_H
#define PUZC_BUDGET_H

#include "puzc.h"

#include <stddef.h>

struct Budget {
    size_t limit; /* bytes; 0 = none */
    size_t used;  /* bytes charged now (atomic) */
    size_t peak;  /* the most ever charged at once (atomic) */
    int refs;     /* the puz_limits objects holding it (atomic) */
};
typedef struct Budget Budget;

/* A budget of limit_mb megabytes (budget_bytes_of_mb), made and freed;
 * the bytes it holds now and the most it held at once. */
Budget *budget_new(size_t limit_mb);
void budget_free(Budget *b);
size_t budget_used(const Budget *b);
size_t budget_peak(const Budget *b);
/* A budget of limit bytes (0: none). */
void budget_init(Budget *b, size_t limit);
/* The bytes of a limit in megabytes as puz_limits.memory_limit_mb gives
 * it: 0 = the default (half the machine's physical memory), SIZE_MAX =
 * none (0 returned). */
size_t budget_bytes_of_mb(size_t mb);
/* Charges n bytes: 0, or -1 (nothing charged) when used + n
 * would pass the limit. A NULL budget takes everything. */
int budget_charge(Budget *b, size_t n);
/* Charges n bytes held already (a charge moved from another budget):
 * never refused, used may pass the limit. */
void budget_force(Budget *b, size_t n);
void budget_release(Budget *b, size_t n);
/* The bytes that can still be charged (SIZE_MAX without a limit). */
size_t budget_room(const Budget *b);
/* The limit in MB, for the message "memory limit of N MB reached". */
size_t budget_limit_mb(const Budget *b);

/* Charges below CHARGE_STEP are rounded up to it by charge_step(): a
 * solver that allocates in many small pieces (PicoSAT's clauses) touches
 * the shared count once per step. */
#define CHARGE_STEP ((size_t)256 << 10)

/* What one holder of memory has charged, and where. Zero it to start. */
typedef struct {
    Budget *to;
    size_t bytes;
} Charge;

/* Makes c's charge `bytes` on budget b (moving it there first when it was
 * on another: memory held is never refused). Shrinking always succeeds;
 * growing is refused (-1, c unchanged) when b cannot take the difference. */
int charge_set(Charge *c, Budget *b, size_t bytes);
/* The same, never refused: for memory already taken (a solver's allocator
 * that cannot fail); used may then pass the limit. */
void charge_force(Charge *c, Budget *b, size_t bytes);
/* charge_set, with the charge kept at least `bytes` rounded up to the next
 * CHARGE_STEP and released only when it falls two steps below: for counts
 * that change at every allocation. */
int charge_step(Charge *c, Budget *b, size_t bytes);
/* Releases the whole charge. */
void charge_clear(Charge *c);

#endif
