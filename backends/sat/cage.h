/* cage.h -- sums of cells as clauses: Killer cages by their admissible digit
 * sets, and any sum (distinct or not) by a tree of partial totals. */
#ifndef PUZC_SAT_CAGE_H
#define PUZC_SAT_CAGE_H

#include "amo.h"
#include "ir.h"

/* More admissible digit sets than this and a cage falls back to the
 * totalizer (a 64-value cage can have millions). */
#define SAT_CAGE_MAX_SETS 4096

/* Digit sets for SUM constraint c (distinct): one selector per set of
 * c->n values adding up to c->total, exactly one selector true, each
 * selector forcing its digits into the cage and the others out. Returns 0,
 * or -1 (nothing added) when there are more than SAT_CAGE_MAX_SETS sets
 * (or enumerating them takes too long).
 * Distinctness itself (AMO per value) is the caller's. */
int sat_cage_sets(SatCnf *f, const Model *m, const Constraint *c, SatAmoKind amo);

/* "The cells of c add up to c->total" by partial totals: a balanced tree
 * (chain = 0, the totalizer) or a chain c1, c1+c2, ... (chain = 1, the
 * sequential counter). With c->distinct, tighter bounds prune the totals.
 * Needs exactly one value per cell (the caller's cell clauses). */
void sat_sum_tree(SatCnf *f, const Model *m, const Constraint *c, int chain);

/* The ARROW constraint c (ir.h: cells[0] = the sum of the others) by the
 * same partial totals, the circle mirrored (see cage.c). Needs exactly one
 * value per cell. */
void sat_arrow(SatCnf *f, const Model *m, const Constraint *c, int chain);

/* The REGIONSUM constraint c (ir.h: two runs of equal sums) by the same
 * partial totals, the second run mirrored. Needs exactly one value per
 * cell. */
void sat_regionsum(SatCnf *f, const Model *m, const Constraint *c, int chain);

#endif
