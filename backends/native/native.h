/* native.h -- the native propagation solver behind backend_native
 * (native_backend.c prepares one per shape and feeds it givens; everyone
 * else, the generator included, comes through the backend interface).
 * Candidate sets of 1, 2 or 4 64-bit words a cell, the fewest that hold
 * the grid's values (native.c): up to 256 values. */
#ifndef PUZC_NATIVE_H
#define PUZC_NATIVE_H

#include "../backend.h"

typedef struct NativeSolver NativeSolver;

typedef struct {
    long guesses;     /* values tried at branching points */
    long nodes;       /* propagation calls */
    int capped;       /* a count stopped at its guess cap (native_set_run)
                         before its second solution: not settled */
} NativeStats;

/* Compiles the model's groups, peers and sums once, under guard (may be
 * NULL), which it asks at every group of the locked-candidate pairs and
 * every 256 cells of the peer lists with the bytes of its tables and
 * counting the links made (pair and peer entries). NULL when the guard
 * stopped it. The tables stay charged to the guard's budget until
 * native_free. The Model must outlive the solver. */
NativeSolver *native_new(const Model *m, BuildGuard *guard);
void native_free(NativeSolver *s);

/* Counts solutions up to limit (>= 1). givens: ncells values (0 = empty)
 * replacing the model's own givens, or NULL for the model's. Each solution
 * goes to fn (may be NULL; nonzero return stops); the first is copied to
 * first (ncells ints) when it is non-NULL. Optional deadline (a now_sec()
 * time, 0 = none): *timed_out is set to STOP_TIME when it is hit (or the
 * cancel flag), to STOP_MEMORY when the budget refused the search's
 * memory. stats may be NULL. */
long native_count(NativeSolver *s, const int *givens, long limit, SolutionFn fn, void *ctx,
                  int *first, double deadline, int *timed_out, NativeStats *stats);

/* PAUSED COUNTS (search/run.c): the count the last native_count or
 * native_resume stopped at its cap (stats->capped) goes on from where it
 * stopped, to the new cap count_cap (guesses in all, as stats counts
 * them; > the old), with the same limit, fn and first; nothing is counted
 * twice. Returns the solutions found in all; stats in all. Only while
 * nothing else ran on s since. */
long native_resume(NativeSolver *s, long count_cap, double deadline, int *timed_out,
                   NativeStats *stats);
/* A paused count nobody will resume: what it holds (a count by learning,
 * charged to the budget of the call that paused it) let go, before that
 * call ends. */
void native_drop(NativeSolver *s);

/* What later counts may use: they also stop (as on the time limit) once
 * *cancel is set (NULL: never); a count (limit > 1) gives up past
 * count_cap guesses (0: never) while it has found fewer than two
 * solutions, with stats->capped set (run.c's COUNT CAP; on large grids
 * the count by learning past it runs uncapped unless `turns`, when the
 * cap pauses it too: PAUSED COUNTS); the conflict-driven search of a big grid's
 * first solution races `threads` diversified searches (cdcl_race; 1: one,
 * on the calling thread), seeded seed, seed + 1, ... (0: the unshuffled
 * search first); the tables, the search stacks and the racers' memory are
 * charged to mem (NULL: no limit) from this call to the next, which moves
 * them: mem must outlive both (call it with NULL to let go of mem). */
void native_set_run(NativeSolver *s, const volatile int *cancel, int threads, unsigned seed,
                    long count_cap, int turns, Budget *mem);

/* Size figures for SolveResult.size: cells, groups, sum constraints. */
void native_size(const NativeSolver *s, long size[3]);

#endif
