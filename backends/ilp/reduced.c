/* reduced.c -- the reduced-constraint equalities (coeffs.c) as puzc.h
 * shows them, for `puzc reduce` and for programs that study them. */
#include "ilp.h"

int puz_reduced_milp(int h, int w, double bound, int full, double time_limit,
                     puz_progress_fn progress, void *ctx, puz_reduced *out, char *err,
                     size_t errsz)
{
    return ilp_eqs_milp(h, w, bound, h > 1 ? h - 1 : 1, full, progress, ctx, time_limit, out, err,
                        errsz);
}

void puz_reduced_closed(int h, int w, puz_reduced *out) { ilp_eqs_closed(h, w, out); }

int puz_reduced_check(const puz_reduced *e) { return ilp_eqs_check(e); }

void puz_reduced_free(puz_reduced *e) { ilp_eqs_free(e); }
