/* sandwich.h -- the CNF of the sandwich and x-sum clues (sandwich.c). */
#ifndef PUZC_SAT_SANDWICH_H
#define PUZC_SAT_SANDWICH_H

#include "cnf.h"
#include "ir.h"

/* Adds the clauses of a SANDWICH constraint c (ir.h) to f. */
void sat_sandwich(SatCnf *f, const Model *m, const Constraint *c);
/* Adds the clauses of an XSUM constraint c (ir.h) to f. */
void sat_xsum(SatCnf *f, const Model *m, const Constraint *c);

#endif
