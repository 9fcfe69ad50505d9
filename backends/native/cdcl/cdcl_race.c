/* cdcl_race.c -- cdcl.h's cdcl_race: several conflict-driven searches of
 * one grid, each diversified by its own seed, racing on as many threads;
 * the first to settle the answer (a solution, or the proof that there is
 * none) wins and stops the others; a racer the budget refuses memory drops
 * out, the others go on. Written for puzc.
 *
 * WHY. At the phase transition a CDCL search's time on one grid depends on
 * the order it happens to try things in far more than on the grid:
 * relabelled, permuted copies of one grid take several times their
 * fastest copy's time (docs/benchmarks.md#native-cdcl-diversified-starts).
 * Racing N differently seeded searches costs N times the CPU of one while
 * they run and takes the wall time of the luckiest, which cuts the long
 * runs off the tail (native --threads N; docs/backends/native.md has the
 * figures).
 *
 * THREADS. The racers run by pool_threads_run (pool.h), not the ordered
 * pool: a race has no stream of items to hand out and no order to put
 * answers back in, and every racer must run at the same time as the
 * others (a pool of fewer threads than racers would run them one after
 * another, the first alone deciding); it needs only N threads started
 * with the signals blocked and joined. */
#include "cdcl.h"

#include "pool.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    CdclProblem p;      /* the caller's, with this racer's seed and the race's flag */
    int *out;           /* its solution */
    CdclStats st;
    int r;              /* cdcl_solve's answer */
    int *done;          /* the race's flag: set by the first to settle */
    int *winner;        /* the first to settle, or -1 */
    int id;
} Racer;

/* Racer i of the race rs. */
static void racer_run(void *rs, int i)
{
    Racer *a = (Racer *)rs + i;
    a->r = cdcl_solve(&a->p, a->out, &a->st);
    if (a->r >= 0) {
        int none = -1;
        __atomic_compare_exchange_n(a->winner, &none, a->id, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE);
        __atomic_store_n(a->done, 1, __ATOMIC_RELEASE);
    }
}

int cdcl_race(const CdclProblem *p, int nthreads, int *out, CdclStats *st)
{
    if (nthreads <= 1)
        return cdcl_solve(p, out, st);
    int done = 0, winner = -1;
    Racer *rs = xcalloc((size_t)nthreads, sizeof *rs);
    for (int i = 0; i < nthreads; i++) {
        rs[i].p = *p;
        rs[i].p.seed = p->seed + (unsigned)i;
        rs[i].p.stop = &done;
        rs[i].out = i ? xmalloc((size_t)p->ncells * sizeof(int)) : out;
        rs[i].done = &done;
        rs[i].winner = &winner;
        rs[i].id = i;
        rs[i].r = -1;
    }
    /* racer 0 runs here, the others on threads (one whose thread cannot
     * be made runs here after racer 0, and stops within its first few
     * hundred steps when the race is settled) */
    pool_threads_run(nthreads, racer_run, rs);
    /* the sums of every racer's work */
    CdclStats sum;
    memset(&sum, 0, sizeof sum);
    for (int i = 0; i < nthreads; i++) {
        sum.decisions += rs[i].st.decisions;
        sum.conflicts += rs[i].st.conflicts;
        sum.propagations += rs[i].st.propagations;
        sum.learnt += rs[i].st.learnt;
        sum.learnt_lits += rs[i].st.learnt_lits;
        sum.restarts += rs[i].st.restarts;
        sum.collapsed += rs[i].st.collapsed;
    }
    if (st)
        *st = sum;
    /* no winner: the time limit or the cancel stopped the race, or every
     * racer ran out of the budget */
    int r = winner >= 0 ? rs[winner].r : CDCL_OUT_OF_MEMORY;
    for (int i = 0; i < nthreads && winner < 0; i++)
        if (rs[i].r == -1) /* every racer runs (pool_threads_run): -1 is a limit */
            r = -1;
    if (winner > 0 && r == 1)
        memcpy(out, rs[winner].out, (size_t)p->ncells * sizeof(int));
    for (int i = 1; i < nthreads; i++)
        free(rs[i].out);
    free(rs);
    return r;
}
