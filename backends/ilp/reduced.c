/* reduced.c -- the reduced-constraint equalities (coeffs.c) as puzc.h
 * shows them, for `puzc reduce` and for programs that study them. */
#include "ilp.h"

#include "error.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

puz_code puz_reduced_milp(int h, int w, double bound, int full, const puz_limits *lim,
                          puz_reduced **out, puz_error **err)
{
    if (h < 1 || w < 1 || h > 16 || w > 16 || !(bound > 0))
        return err_set(err, PUZ_E_ARG, "reduced: boxes of %dx%d with bound %g: want 1..16 and a "
                                       "positive bound", h, w, bound);
    puz_reduced *e = xcalloc(1, sizeof *e);
    char why[sizeof e->why] = "";
    *out = NULL;
    if (ilp_eqs_milp(h, w, bound, h > 1 ? h - 1 : 1, full, lim ? lim->progress : NULL,
                     lim ? lim->progress_ctx : NULL, lim ? lim->time_limit : 0, e, why,
                     sizeof why) != 0) {
        ilp_eqs_free(e); /* none within the bounds, the patterns or the time */
        if (!strncmp(why, "internal error", 14)) {
            free(e);
            return err_set(err, PUZ_E_INTERNAL, "reduced: %s", why);
        }
        snprintf(e->why, sizeof e->why, "%s", why);
    }
    e->h = h;
    e->w = w;
    e->npos = h * h * w;
    *out = e;
    return PUZ_OK;
}

puz_reduced *puz_reduced_closed(int h, int w)
{
    puz_reduced *e = xcalloc(1, sizeof *e);
    ilp_eqs_closed(h, w, e);
    return e;
}

void puz_reduced_free(puz_reduced *e)
{
    if (!e)
        return;
    ilp_eqs_free(e);
    free(e);
}

int puz_reduced_npos(const puz_reduced *e) { return e->npos; }
int puz_reduced_neq(const puz_reduced *e) { return e->neq; }

double puz_reduced_coef(const puz_reduced *e, int eq, int pos)
{
    return eq >= 0 && eq < e->neq && pos >= -1 && pos < e->npos ? e->coef[eq][pos + 1] : 0;
}

long puz_reduced_feasible(const puz_reduced *e) { return e->feasible; }
long puz_reduced_infeasible(const puz_reduced *e) { return e->infeasible; }
double puz_reduced_seconds(const puz_reduced *e) { return e->seconds; }
int puz_reduced_optimal(const puz_reduced *e) { return e->optimal; }
const char *puz_reduced_why(const puz_reduced *e) { return e->neq ? "" : e->why; }

puz_code puz_reduced_check(const puz_reduced *e, puz_error **err)
{
    return ilp_eqs_check(e) == 0 ? PUZ_OK
                                 : err_set(err, PUZ_E_INVALID, "an equality does not tell the "
                                                               "feasible occurrence patterns "
                                                               "from the infeasible ones");
}
