/* outside.h -- the CNF of the outside clues (skyscraper; outside.c). */
#ifndef PUZC_SAT_OUTSIDE_H
#define PUZC_SAT_OUTSIDE_H

#include "cnf.h"
#include "ir.h"

/* Adds the clauses of a SKYSCRAPER constraint c (ir.h) to f. */
void sat_skyscraper(SatCnf *f, const Model *m, const Constraint *c);

#endif
