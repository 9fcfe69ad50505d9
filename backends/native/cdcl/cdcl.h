/* cdcl.h -- a conflict-driven search (CDCL) for grids made only of
 * all-different groups, used by the general bitset search
 * (native/search/run.c) when one solution of a large grid is wanted, and
 * to count a large grid's solutions (blocking each one found). The groups
 * are handled natively, not as CNF; every conflict teaches a clause
 * (cdcl.c). */
#ifndef PUZC_CDCL_H
#define PUZC_CDCL_H

#include "budget.h"

#include <stdint.h>

/* The problem after the native solver's root propagation. Values are
 * indices 0 .. nvals-1. A group of nvals cells holds every value exactly
 * once (gfull); a shorter one at most once. */
typedef struct {
    int ncells, nvals, ngroups;
    const int *gstart, *gcells;    /* group g: gcells[gstart[g] .. gstart[g+1]) */
    const uint8_t *gfull;          /* group g holds every value */
    const uint8_t *allowed;        /* [c * nvals + v]: v still possible in cell c */
    const int *phase;              /* per cell: the value to try first, or NULL */
    double deadline;               /* a now_sec() time, 0 = none */
    const volatile int *cancel;    /* stop once set, or NULL */
    int minimise;                  /* CDCL_MIN_*: how far minimisation walks */
    unsigned seed;                 /* 0: the search as cdcl.c describes it;
                                      k > 0: its starting order shuffled by k
                                      (DIVERSIFIED, a racer of cdcl_race) */
    const volatile int *stop;      /* a second stop flag (the race's), or NULL */
    Budget *budget;                /* charged its tables and learnt clauses;
                                      NULL: no limit */
} CdclProblem;

/* CdclProblem.minimise: AUTO (0) is LIGHT up to 25 values and FULL above
 * (cdcl.c says why); the tests set each. */
enum { CDCL_MIN_AUTO = 0, CDCL_MIN_LIGHT = 1, CDCL_MIN_FULL = 2 };

typedef struct {
    long decisions, conflicts, propagations, learnt, learnt_lits, restarts;
    long collapsed;                /* learnt literals collapse() replaced */
} CdclStats;

/* Searches for one solution: 1 with it in out (ncells value indices),
 * 0 when there is none, -1 when the deadline or the cancel flag stopped
 * it, CDCL_OUT_OF_MEMORY when the budget refused its memory. st may be
 * NULL. Allocates and frees everything it uses. */
#define CDCL_OUT_OF_MEMORY (-2)
int cdcl_solve(const CdclProblem *p, int *out, CdclStats *st);

/* cdcl_race.c: the same with nthreads searches racing (seeds p->seed,
 * p->seed + 1, ...; the first on the calling thread), the first to settle
 * the answer stopping the others. st sums their work. nthreads <= 1, or
 * threads that cannot be made: fewer racers, down to cdcl_solve alone. */
int cdcl_race(const CdclProblem *p, int nthreads, int *out, CdclStats *st);

/* COUNTING (cdcl.c): the solutions one after another, each found one
 * passed to fn (out: ncells value indices; fn returns nonzero to stop)
 * and then excluded by a clause, until limit are found, fn stops it, or
 * none is left. The nblocked solutions in blocked (nblocked * ncells
 * value indices, found before by the caller) are excluded from the start
 * and not counted. Returns the solutions found (0 .. limit), with *status
 * 0 when the count is complete or stopped by limit or fn, -1 when the
 * deadline or the cancel flag stopped it, CDCL_OUT_OF_MEMORY when the
 * budget refused its memory. st may be NULL. */
typedef int (*CdclSolutionFn)(const int *out, void *ctx);
long cdcl_count(const CdclProblem *p, const int *blocked, int nblocked, long limit,
                CdclSolutionFn fn, void *ctx, int *status, CdclStats *st);

/* PAUSED COUNTS: the same count in steps. cdcl_count_new sets it up (NULL
 * with *status CDCL_OUT_OF_MEMORY when the budget refuses it; p's arrays
 * must outlive the count, p itself need not); each cdcl_count_run goes on
 * until limit solutions in all, none left, fn stops it, or max_decisions
 * decisions in all (0: no cap), when it pauses with *status CDCL_PAUSED,
 * its trail and learnt clauses kept for the next run; returns the
 * solutions found in all, st the work in all. cdcl_count_free ends it
 * (st: the work, may be NULL). */
#define CDCL_PAUSED 2
typedef struct CdclCount CdclCount;
CdclCount *cdcl_count_new(const CdclProblem *p, const int *blocked, int nblocked, int *status);
long cdcl_count_run(CdclCount *c, long limit, long max_decisions, CdclSolutionFn fn, void *ctx,
                    int *status, CdclStats *st);
void cdcl_count_free(CdclCount *c, CdclStats *st);

#endif
