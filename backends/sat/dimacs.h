/* dimacs.h -- the CNF as a DIMACS file for any SAT solver, and a solver's
 * answer (competition `s`/`v` lines, or minisat's result file) read back. */
#ifndef PUZC_SAT_DIMACS_H
#define PUZC_SAT_DIMACS_H

#include "encode.h"

#include <stdio.h>

/* Writes m under cfg to out. Returns 0, or -1 with a message in err. */
int sat_dimacs_write(const Model *m, const SatConfig *cfg, FILE *out, char *err, size_t errsz);

/* Backend.decode: 0 solved (grid filled), 1 the answer says unsatisfiable,
 * -1 error (message in err), -2 not a SAT solver's answer. */
int sat_dimacs_decode(const Model *m, const char *text, const char *path, int *grid,
                      char *err, size_t errsz);

#endif
