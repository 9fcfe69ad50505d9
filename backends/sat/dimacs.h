/* dimacs.h -- the CNF as a DIMACS file for any SAT solver, and a solver's
 * answer (competition `s`/`v` lines, or minisat's result file) read back. */
#ifndef PUZC_SAT_DIMACS_H
#define PUZC_SAT_DIMACS_H

#include "backend.h"
#include "encode.h"

#include <stdio.h>

/* Writes m under cfg to out. Returns 0, or -1 with a message in err. */
int sat_dimacs_write(const Model *m, const SatConfig *cfg, FILE *out, char *err, size_t errsz);

/* A SAT or MaxSAT solver's answer (see dimacs.c): the last model it
 * printed. */
typedef struct {
    int8_t *val;   /* [1..nx], nx = ncells*nvals: +1 true, -1 false, 0 not
                      listed; xcalloc'd, the caller frees it */
    int maxsat;    /* an `o COST` line or `s OPTIMUM FOUND`: a MaxSAT answer */
    int optimal;   /* `s OPTIMUM FOUND`: the solver proved the cost minimal */
    long cost;     /* the last `o` line's cost, -1 when there is none */
} SatAnswer;

/* Reads text into a. 0 a model (a->val set), 1 the answer says
 * unsatisfiable, -1 error (message in err; *at its place, line 0 when
 * none), -2 not a SAT solver's answer (a->val NULL unless 0). */
int sat_answer_read(const Model *m, const char *text, const char *path, SatAnswer *a, char *err,
                    size_t errsz, DecodeLoc *at);

/* Backend.decode: 0 solved (grid filled), 1 the answer says unsatisfiable,
 * 2 a MaxSAT answer to the WCNF that drops givens (wcnf.c), -1 error
 * (message in err), -2 not a SAT solver's answer. */
int sat_dimacs_decode(const Model *m, const char *text, const char *path, int *grid,
                      char *err, size_t errsz, DecodeLoc *at);

#endif
