/* native_backend.c -- backend_native: the general propagation solver of
 * native.c behind the Backend interface (solve, count, size). The 9x9 fast
 * path (fast9.c) serves batch mode; `puzc solve` keeps the general solver,
 * so that the two are separate implementations the tests compare. */
#include "native.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

static SolveStatus native_solve(const Model *m, const SolveOpts *o, SolveResult *r)
{
    double t0 = now_sec();
    NativeSolver *s = native_new(m);
    double t1 = now_sec();
    NativeStats st;
    int timed_out = 0;
    r->first = xmalloc((size_t)m->ncells * sizeof(int));
    long n = native_count(s, NULL, o->limit > 0 ? o->limit : 1, o->on_solution, o->ctx,
                          r->first, o->time_limit, &timed_out, &st);
    r->solve_sec = now_sec() - t1;
    r->build_sec = t1 - t0;
    native_size(s, r->size);
    native_free(s);
    r->solutions = n;
    r->effort = st.guesses;
    r->incomplete = timed_out;
    if (!n) {
        free(r->first);
        r->first = NULL;
    }
    if (n)
        r->status = PUZ_SOLVED;
    else if (timed_out) {
        r->status = PUZ_UNKNOWN;
        snprintf(r->note, sizeof r->note, "time limit reached");
    } else
        r->status = PUZ_UNSAT;
    return r->status;
}

static int native_model_size(const Model *m, const SolveOpts *o, long size[3])
{
    (void)o;
    NativeSolver *s = native_new(m);
    native_size(s, size);
    native_free(s);
    return 0;
}

const Backend backend_native = {
    .name = "native",
    .description = "bitset propagation (singles, cage sums) and search, built in",
    .caps = CAP_SOLVE | CAP_COUNT,
    .formulations = NULL,
    .formats = NULL,
    .size_names = {"cells", "groups", "sums"},
    .effort_name = "guesses",
    .solve = native_solve,
    .emit = NULL,
    .size = native_model_size,
    .decode = NULL,
};
