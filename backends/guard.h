/* guard.h -- the limits a backend's model build honours (backends/progress.c).
 * Building a formulation can take longer than the whole time limit (the
 * 33 million clauses of an empty 64x64 grid) or more memory than the
 * machine has; every backend therefore builds under a BuildGuard and asks
 * it, at a coarse grain (every few thousand clauses, rows or options),
 * whether to go on. Once it says stop, the backend frees what it built
 * and reports the stop with build_stopped(): the note is then one line,
 *     time limit reached while building the model (N clauses so far)
 *     memory limit of M MB reached while building the model (N rows so far)
 *     cancelled while building the model (N options so far)
 * in the backend's own unit. */
#ifndef PUZC_GUARD_H
#define PUZC_GUARD_H

#include "../compiler/budget.h"

#include <stddef.h>

/* Why a run ended early: puzc.h's puz_stop. */
enum { STOP_NONE = 0, STOP_TIME = 1, STOP_CANCEL = 2, STOP_MEMORY = 3 };

typedef struct BuildGuard {
    double deadline;             /* now_sec() time to stop at, 0 = none */
    const volatile int *cancel;  /* stop when *cancel is nonzero; may be NULL */
    Budget *budget;              /* the call's memory (budget.h); NULL = no limit */
    Charge charge;               /* what the build holds, charged to budget */
    size_t bytes;                /* what it holds now, as the backend counts it
                                    (set before build_check) */
    const int *over;             /* a solver's own allocator (PicoSAT's), which
                                    charges the budget itself, went past it;
                                    may be NULL */
    long count;                  /* units built so far (set before build_check) */
    const char *unit;            /* "clauses", "rows", "options", "links" */
    int stop;                    /* STOP_* once it said stop (sticky) */
} BuildGuard;

/* 1 (and g->stop set) when the build must stop: cancelled, past the
 * deadline, *over set, or bytes refused by the budget (charged otherwise).
 * Reads the clock: call it at a coarse grain. A NULL guard never stops. */
int build_check(BuildGuard *g);
/* The bytes the budget can still take (SIZE_MAX without a limit). */
size_t build_room(const BuildGuard *g);
/* The build is freed: its charge released. */
void build_guard_end(BuildGuard *g);
/* The build is kept: its charge moves to *to (which held none). */
void build_guard_keep(BuildGuard *g, Charge *to);

#endif
