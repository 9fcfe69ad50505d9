/* dlx9.h -- the exact-cover backend's 9x9 fast path: Knuth's Algorithm X
 * on dancing links for the classic 9x9 Sudoku, the matrix and the search
 * of the general backend (cache.c, search.c) node for node, in 16-bit
 * links on the stack (see dlx9.c). Batch mode takes it for 9x9 lines. */
#ifndef PUZC_DLX9_H
#define PUZC_DLX9_H

#include <stdint.h>

/* puzzle: 81 values 0..9 (0 = empty), row-major. Counts exact covers up to
 * `limit` (1 = solve, 2 = uniqueness check); the first goes to solution
 * (81 values 1..9) when non-NULL. *nodes (may be NULL): options tried, as
 * the general search counts them. deadline: now_sec() value to give up at
 * (0 = none) or when *cancel (may be NULL) is set; *timed_out set then. Returns the number found (0..limit).
 * Thread-safe. */
long dlx9_solve(const uint8_t puzzle[81], uint8_t solution[81], long limit, double deadline,
                const volatile int *cancel, long *nodes, int *timed_out);

#endif
