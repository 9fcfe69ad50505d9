/* cdcl_race.c -- cdcl.h's cdcl_race: several conflict-driven searches of
 * one grid, each diversified by its own seed, racing on as many threads;
 * the first to settle the answer (a solution, or the proof that there is
 * none) wins and stops the others; a racer the budget refuses memory drops
 * out, the others go on. Written for puzc.
 *
 * WHY. At the phase transition a CDCL search's time on one grid depends on
 * the order it happens to try things in far more than on the grid: eight
 * relabelled, permuted copies of each of twenty 36x36 grids at 44% given
 * took from 1x to 3-10x their fastest copy's time. Racing N differently
 * seeded searches costs N times the CPU of one while they run and takes the
 * wall time of the luckiest, which cuts the long runs off the tail
 * (native --threads N; docs/backends/native.md has the figures). */
#include "cdcl.h"

#include "util.h"

#include <pthread.h>
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
    int ran;            /* its thread was made (racer 0: the caller's) */
} Racer;

static void *racer_run(void *arg)
{
    Racer *a = arg;
    a->r = cdcl_solve(&a->p, a->out, &a->st);
    if (a->r >= 0) {
        int none = -1;
        __atomic_compare_exchange_n(a->winner, &none, a->id, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE);
        __atomic_store_n(a->done, 1, __ATOMIC_RELEASE);
    }
    return NULL;
}

int cdcl_race(const CdclProblem *p, int nthreads, int *out, CdclStats *st)
{
    if (nthreads <= 1)
        return cdcl_solve(p, out, st);
    int done = 0, winner = -1;
    Racer *rs = xcalloc((size_t)nthreads, sizeof *rs);
    pthread_t *tids = xcalloc((size_t)nthreads, sizeof *tids);
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
    /* racer 0 runs here; the others on threads (fewer when one cannot be
     * made: a race of the ones started is still a race) */
    for (int i = 1; i < nthreads; i++)
        rs[i].ran = pthread_create(&tids[i], NULL, racer_run, &rs[i]) == 0;
    racer_run(&rs[0]);
    for (int i = 1; i < nthreads; i++)
        if (rs[i].ran)
            pthread_join(tids[i], NULL);
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
        if (rs[i].r == -1 && (i == 0 || rs[i].ran))
            r = -1;
    if (winner > 0 && r == 1)
        memcpy(out, rs[winner].out, (size_t)p->ncells * sizeof(int));
    for (int i = 1; i < nthreads; i++)
        free(rs[i].out);
    free(rs);
    free(tids);
    return r;
}
