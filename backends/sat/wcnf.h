/* wcnf.h -- the model as weighted CNF for MaxSAT solvers (the givens soft,
 * everything else hard), and a MaxSAT solver's answer read back. */
#ifndef PUZC_SAT_WCNF_H
#define PUZC_SAT_WCNF_H

#include "dimacs.h"

/* Writes m under cfg (its given reduction ignored: the givens are the soft
 * clauses) to out. Returns 0, or -1 with a message in err. */
int sat_wcnf_write(const Model *m, const SatConfig *cfg, FILE *out, char *err, size_t errsz);

/* The grid of a MaxSAT answer: every cell from its x variables. Returns 0
 * when it keeps every given, 2 when it drops some (err then holds a note,
 * or is empty: the caller names the cells), -1 error (message in err). */
int sat_wcnf_grid(const Model *m, const SatAnswer *a, const char *path, int *grid, char *err,
                  size_t errsz);

#endif
