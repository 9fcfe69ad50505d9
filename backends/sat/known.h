/* known.h -- given elimination (Kwon & Jain's "reduction"; --no-reduce
 * turns it off): which x variables the givens decide before any clause is
 * written. */
#ifndef PUZC_SAT_KNOWN_H
#define PUZC_SAT_KNOWN_H

#include "ir.h"

#include <stdint.h>

/* known[var] for DIMACS variables 1..ncells*nvals: +1 true, -1 false, 0
 * open (index 0 unused). xcalloc'd; the caller frees it. */
int8_t *sat_known(const Model *m);
/* How many x variables stay open. */
int sat_known_open(const Model *m, const int8_t *known);

#endif
