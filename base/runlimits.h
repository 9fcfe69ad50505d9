/* runlimits.h -- puzc.h's puz_limits as the engine reads it: the solutions
 * wanted, the time limit, the cancel flag, the memory budget, and the
 * callbacks. The one definition every layer reads (the front end reads a
 * model within it, the backends solve within it, the generator and the
 * rater work within it). */
#ifndef PUZC_RUNLIMITS_H
#define PUZC_RUNLIMITS_H

#include "budget.h"
#include "puzc.h"

#include <stddef.h>
#include <stdint.h>

/* puzc.h's puz_limits: what bounds a call. Unset (zeroed): one solution,
 * no time limit, the default memory limit. */
struct puz_limits {
    uint64_t max_solutions;   /* stop after this many; 0 means 1 */
    double time_limit;        /* seconds for the whole call; 0 = none */
    const volatile int *cancel; /* stop when *cancel is nonzero; may be NULL */
    puz_solution_fn on_solution;
    void *ctx;
    puz_progress_fn progress;
    void *progress_ctx;
    int no_times;             /* no build and solve times (batch's 3 us lines) */
    size_t memory_limit_mb;   /* 0 = half the physical memory; SIZE_MAX = none;
                                 ignored when budget is set */
    double time_spent;        /* seconds of time_limit spent already (reading
                                 the model): the call ends time_limit -
                                 time_spent from its start */
    Budget *budget;       /* a budget shared with other calls (other
                                 threads: batch's workers), whose limit then
                                 bounds them all together; NULL = the call's
                                 own, of memory_limit_mb. A puz_solver's
                                 per-shape tables are charged to the budget
                                 of each run while it runs, and let go as
                                 it ends */
    int own_budget;           /* puzc.h's puz_limits_set_memory made budget:
                                 the object holds a reference to it */
};

#endif
