/* fast9.h -- the 9x9 fast path of the native backend: classic Sudoku only,
 * the same solver family as the general n x n solver (bitset candidates,
 * singles, branching on fewest candidates), specialised to 81 cells and
 * laid out band-wise (per digit, three 27-cell words) so that propagation
 * works on 27 cells per word operation (see fast9_impl.h). The engine is
 * compiled once per instruction-set level the build targets (fast9_base.c,
 * and fast9_v3.c, fast9_v3np.c, fast9_v4.c where the Makefile builds for
 * several); fast9_solve() runs the one this processor suits best. */
#ifndef PUZC_FAST9_H
#define PUZC_FAST9_H

#include <stdint.h>

typedef struct {
    long guesses;   /* values tried at branching cells (a cell of two: 1 or 2) */
    int stopped;    /* the deadline passed or *cancel was set first */
} Fast9Stats;

/* puzzle: 81 values 0..9 (0 = empty), row-major, as the Model's givens are
 * held (int: no copy per call). Searches for up to `limit` solutions (1 =
 * solve, 2 = uniqueness check); writes the first to solution (81 values
 * 1..9) when it is non-NULL. Stops early (stats->stopped)
 * once now_sec() passes deadline (0 = none) or *cancel (may be NULL) is set,
 * looking every 1024 guesses. Returns the number of solutions found
 * (0..limit). stats may be NULL. Thread-safe (no globals). */
long fast9_solve(const int puzzle[81], int solution[81], long limit, double deadline,
                 const volatile int *cancel, Fast9Stats *stats);

/* One instance of the engine: fast9_solve() as compiled for one level. */
typedef long Fast9Solve(const int puzzle[81], int solution[81], long limit, double deadline,
                        const volatile int *cancel, Fast9Stats *stats);
extern Fast9Solve fast9_solve_base, fast9_solve_v3, fast9_solve_v3np, fast9_solve_v4;

typedef struct {
    const char *name;  /* "base", "v3", "v3-nopext", "v4" */
    Fast9Solve *solve;
    int runs;          /* this processor executes it */
    int chosen;        /* the one fast9_solve() runs */
} Fast9Instance;

/* The i-th instance built (0: base), NULL past the last: for the tests,
 * which run each one this processor executes. */
const Fast9Instance *fast9_instance(int i);

#endif
