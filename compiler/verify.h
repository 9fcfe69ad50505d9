/* verify.h -- the independent solution checker. It knows nothing of any
 * solver: it reads the Model's constraints and a filled grid, nothing else. */
#ifndef PUZC_VERIFY_H
#define PUZC_VERIFY_H

#include "ir.h"

/* Returns 1 when grid (ncells values) satisfies every constraint of m;
 * otherwise 0 and, when why is non-NULL, a one-line reason naming the
 * cell and constraint ("r3c4 = 7 repeats in row3"). */
int verify_grid(const Model *m, const int *grid, char *why, size_t whysz);

/* verify_grid(m, grid, NULL, 0) for a model that is rows, columns and boxes
 * only (model_is_classic(m)), in a tenth of the time on a 9x9: for
 * `batch`, where checking each answer is a fair part of a line's work.
 * Grids above 64 values (one mask word per group would not hold them) go
 * to verify_grid. Givens (CON_GIVEN) are not read: the caller compares
 * them itself. */
int verify_classic(const Model *m, const int *grid);

#endif
