/* up.h -- unit propagation and failed-literal probing over a stored clause
 * buffer, for `--propagate-only` (no search, no PicoSAT). */
#ifndef PUZC_SAT_UP_H
#define PUZC_SAT_UP_H

#include "cnf.h"

#include <stdint.h>

typedef struct SatUp SatUp;

/* Indexes the clauses of f (a SAT_SINK_STORE buffer); the x variables its
 * givens decided (f->known) start with their values. NULL when f->guard
 * (asked every 4096 clauses) stopped it. */
SatUp *sat_up_new(const SatCnf *f);
/* The bytes sat_up_new(f) will take (near enough: its watch lists grow by
 * doubling), so that the memory limit can refuse it beforehand. */
size_t sat_up_bytes(const SatCnf *f);
void sat_up_free(SatUp *u);
/* Propagates the unit clauses to a fixpoint. Returns 0 on a conflict. */
int sat_up_propagate(SatUp *u);
/* Failed literals: assumes each open x variable (1..nx) true, then false;
 * when that propagates to a conflict the opposite is fixed. Rounds until
 * nothing changes. Returns 0 on a conflict, -1 when stop(stop_ctx) (asked
 * every 256 probes; stop may be NULL) ended it first, else 1; *probes
 * counts the trials. */
int sat_up_probe(SatUp *u, int nx, long *probes, int (*stop)(void *), void *stop_ctx);
/* +1 true, -1 false, 0 open. */
int sat_up_value(const SatUp *u, int var);

#endif
