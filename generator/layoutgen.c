/* layoutgen.c -- unique multi-grid puzzles (puz_generate_layout): a
 * Samurai (or any named layout of compiler/layouts.h) with exactly one
 * solution, through the native backend.
 *
 * THE FILL. From the empty layout, up to LAYOUT_SEEDS random used cells
 * get a random value each, every one kept only while the model still has
 * a solution (a count to 1); the solution of what is left is the grid.
 * Random cells and values, so the seed gives every fill its own digits.
 * THE REMOVAL. Every used cell is a clue at first; in a random order each
 * clue is taken away for good when the puzzle without it still counts to
 * exactly 1 (a count to 2). Unused cells are never clues (the engine fixes
 * them, ir.h). What is left is minimal: no clue can go. A count the time
 * limit or a cancel stops keeps its clue, so what is handed out is unique
 * whatever the limit. THE CHECK: the puzzle counted once more to 2 must
 * have one solution, the grid (the engine's verifier passes every
 * solution a backend returns). */
#include "puzc.h"

#include "backend.h"
#include "ir.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define LAYOUT_SEEDS 24

/* Solutions of the layout with these givens, up to `upto` (0 after a
 * stop); the first into sol when not NULL. */
static uint64_t count(puz_solver *s, const int *g, const puz_limits *lim, uint64_t upto,
                      int *sol, int ncells, int *stopped)
{
    puz_limits *l = lim ? puz_limits_clone(lim) : puz_limits_new();
    puz_limits_set_solutions(l, upto);
    puz_result *r = puz_result_new();
    engine_solver_solve(s, g, l, r);
    uint64_t n = r->status == PUZ_STOPPED || r->status == PUZ_ERROR ? 0 : r->solutions;
    if (r->status == PUZ_STOPPED || r->status == PUZ_ERROR)
        *stopped = 1;
    if (n && sol && r->solution)
        memcpy(sol, r->solution, (size_t)ncells * sizeof *sol);
    puz_result_free(r);
    puz_limits_free(l);
    return n;
}

puz_code puz_generate_layout(const char *layout, uint64_t seed, const puz_limits *lim,
                             puz_model **out, puz_error **err)
{
    *out = NULL;
    Model *m = layout ? model_layout(layout) : NULL;
    if (!m)
        return err_set(err, PUZ_E_ARG, "unknown layout '%s'", layout ? layout : "(null)");
    char why[256] = "";
    puz_solver *s = engine_solver_new(backend_find("native"), m, NULL, why, sizeof why);
    if (!s) {
        model_free(m);
        return err_set(err, PUZ_E_INTERNAL, "generate: %s", why);
    }
    int nc = m->ncells, stopped = 0;
    int *g = xcalloc((size_t)nc, sizeof *g), *sol = xmalloc((size_t)nc * sizeof *sol);
    int *order = xmalloc((size_t)nc * sizeof *order), nused = 0;
    for (int c = 0; c < nc; c++)
        if (model_used(m, c))
            order[nused++] = c;
    Rng rng;
    rng_seed(&rng, seed);
    for (int k = 0; k < LAYOUT_SEEDS && !stopped; k++) { /* the fill */
        int c = order[rng_below(&rng, (uint64_t)nused)];
        if (g[c])
            continue;
        g[c] = m->vmin + (int)rng_below(&rng, (uint64_t)m->nvals);
        if (!count(s, g, lim, 1, NULL, nc, &stopped))
            g[c] = 0;
    }
    puz_code rc = PUZ_OK;
    if (stopped || !count(s, g, lim, 1, sol, nc, &stopped)) {
        rc = err_set(err, PUZ_E_LIMIT, "generate: stopped before the grid was filled");
    } else {
        memcpy(g, sol, (size_t)nc * sizeof *g);
        rng_shuffle(&rng, order, nused);
        for (int i = 0; i < nused; i++) { /* the removal */
            int c = order[i], v = g[c], st = 0;
            g[c] = 0;
            if (count(s, g, lim, 2, NULL, nc, &st) != 1)
                g[c] = v;
        }
        int *check = xmalloc((size_t)nc * sizeof *check);
        stopped = 0;
        if (count(s, g, NULL, 2, check, nc, &stopped) != 1 ||
            memcmp(check, sol, (size_t)nc * sizeof *check))
            rc = err_set(err, PUZ_E_INTERNAL, "generate: the %s made is not unique", layout);
        free(check);
    }
    if (rc == PUZ_OK) {
        model_replace_givens(m, g);
        *out = m;
        m = NULL;
    }
    model_free(m);
    engine_solver_free(s);
    free(g);
    free(sol);
    free(order);
    return rc;
}
