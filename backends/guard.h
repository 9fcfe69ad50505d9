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

#include <stddef.h>

/* Why a run ended early: puzc.h's puz_stop. */
enum { STOP_NONE = 0, STOP_TIME = 1, STOP_CANCEL = 2, STOP_MEMORY = 3 };

typedef struct BuildGuard {
    double deadline;             /* now_sec() time to stop at, 0 = none */
    const volatile int *cancel;  /* stop when *cancel is nonzero; may be NULL */
    size_t limit;                /* bytes the build may hold, 0 = no limit */
    size_t bytes;                /* what it holds now, as the backend counts it
                                    (set before build_check) */
    const size_t *more;          /* a solver's own allocation counter (PicoSAT's),
                                    added to bytes; may be NULL */
    long count;                  /* units built so far (set before build_check) */
    const char *unit;            /* "clauses", "rows", "options", "links" */
    int stop;                    /* STOP_* once it said stop (sticky) */
} BuildGuard;

/* 1 (and g->stop set) when the build must stop: cancelled, past the
 * deadline, or bytes + *more above the limit. Reads the clock: call it at
 * a coarse grain. A NULL guard never stops. */
int build_check(BuildGuard *g);
/* The bytes still free under the limit (SIZE_MAX without one). */
size_t build_room(const BuildGuard *g);

#endif
