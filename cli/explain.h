/* explain.h -- a step of the rater's path in words (explain.c), for
 * `puzc hint` and `puzc rate --steps`. */
#ifndef PUZC_EXPLAIN_H
#define PUZC_EXPLAIN_H

#include "puzc.h"

#include <stddef.h>
#include <stdio.h>

/* Step i's houses as "box 4, row 5" into buf ("" when none). */
void explain_houses(const puz_model *m, const puz_rating *rt, long i, char *buf, size_t size);
/* What rate --steps shows after a step: "(box 4, row 5)", or for a step
 * with no house its pattern's cells, "(cells r1c1 r1c7 r3c2)"; "" for
 * a naked single or a guess. */
void explain_why(const puz_model *m, const puz_rating *rt, long i, char *buf, size_t size);
/* Step i as a solver says it, one line without its newline: "r4c7 must
 * be 6: the only place for 6 in box 6", "6 in box 4 lies in row 5: remove
 * 6 from r5c7, r5c8". */
void explain_step(FILE *f, const puz_model *m, const puz_rating *rt, long i);

#endif
