/* fill_ilp.c -- a filled grid from 0-1 programs solved by the ilp backend
 * (GLPK) through the backend interface, looked up at run time: the model
 * of Raggi, Neto & Fontes, "Geração de Sudoku com programação linear e com
 * heurísticas" (maximise the sum of x[r,c,v] over the grid under the
 * Sudoku or Latin constraints, so that every cell gets a value), and
 * puzc's band by band fill, the default.
 *
 * WHAT IS FIXED FIRST (puz_gen_opts.ilp_fix), from the seed, so that seeds
 * give different grids and GLPK has less to search:
 *  0 (--ilp-fix row): the paper's whole-grid program; the first row, a
 *    random permutation -- any one is a first row, by relabelling, so this
 *    fixes nothing but the labels;
 *  1 (--ilp-fix diag): every box on the main diagonal (min(bands, stacks)
 *    of them), each an independent random permutation, as the backtracking
 *    fill does: they share no row or column, and fixing box 1 breaks the
 *    value-relabelling symmetry. With givens eliminated (the ilp default)
 *    the program loses their columns and every value they rule out.
 *    A Latin square has no boxes: its first row is fixed.
 *  2 (--ilp-fix bands, the default): the incremental fill by bands. Band
 *    k (its box_r rows) is one small program: a grid of the first k+1
 *    bands (rows, columns as at-most-once groups, boxes), the bands above
 *    given and eliminated, so GLPK sees only band k's cells and the values
 *    their columns still lack. The first box is fixed at random (the
 *    other diagonal boxes would clash with the columns above them). A band that cannot be completed under the bands above (GLPK
 *    proves it) sends the fill back to band 0 with new diagonal boxes, a
 *    restart, until the time limit. A Latin square is filled row by row
 *    the same way.
 * The model, unless the ilp options given set the formulation: classic,
 * the paper's own = 1 rows (its objective, the sum of x, is then a
 * constant), for the bands; maxsum (every = 1 row relaxed to <= 1,
 * maximise the sum of x: our relaxation, not the paper's) for the
 * whole-grid programs, the paper's program as puzc has always run it. The
 * default is the strategy that reaches the paper's 36x36 (docs/reproduce.md:
 * classic bands fill it in seconds; the paper's program fills no 25x25 in
 * 200 s).
 *
 * The same seed gives the same run: the permutations come from the seeded
 * Rng, and GLPK's search does not depend on the clock (glpk_run.c); a time
 * limit only stops it. */
#include "generate.h"

#include "backend.h"

#include <stdlib.h>
#include <string.h>

/* One GLPK run on m under the time left (0 = none); the grid into out.
 * Returns PUZ_SOLVED, PUZ_UNSAT (no grid), PUZ_UNKNOWN (time), PUZ_ERROR;
 * but for PUZ_SOLVED the message is in fig. */
static puz_status ilp_run_model(GenRun *g, const puz_backend *ilp, const puz_options *opts,
                                Model *m, double left, int *out, puz_gen_result *fig)
{
    /* GLPK's own lines (--verbose among the fill options) go where the
     * generator's progress goes */
    puz_limits lim = {.max_solutions = 1,
                      .time_limit = left,
                      .cancel = g->lim.cancel,
                      .progress = g->o.progress,
                      .progress_ctx = g->o.progress_ctx,
                      .budget = g->lim.budget};
    puz_result res = {0};
    puz_status st = puz_solve(m, ilp, opts, &lim, &res);
    if (st == PUZ_ERROR)
        gen_fail(fig, PUZ_GEN_ERROR, "ilp: %s", res.err[0] ? res.err : "failed");
    else if (res.solution) {
        memcpy(out, res.solution, sizeof(int) * (size_t)m->ncells);
        st = PUZ_SOLVED;
    } else {
        gen_fail(fig, PUZ_GEN_NONE, "ilp: no grid%s%s", res.note[0] ? ": " : "", res.note);
        st = res.status == PUZ_UNSAT ? PUZ_UNSAT : PUZ_UNKNOWN;
    }
    puz_result_free(&res);
    return st;
}

/* --ilp-fix bands (see the top of the file). */
static puz_gen_status fill_bands(GenRun *g, const puz_backend *ilp, const puz_options *opts,
                                 int *grid, puz_gen_result *fig)
{
    int n = g->n, perm[PUZ_MAX_SIDE];
    int latin = g->o.kind == PUZ_GEN_LATIN;
    int br = latin ? 0 : g->o.box_r, bc = latin ? 0 : g->o.box_c, h = br > 0 ? br : 1;
    double t0 = now_sec(), limit = gen_left(g->lim.work);
    int *part = xmalloc(sizeof(int) * (size_t)n * (size_t)n);
    long restarts = 0;
    for (int i = 0; i < n; i++)
        perm[i] = i + 1;
    for (int k = 0; k < n / h;) {
        double left = limit > 0 ? limit - (now_sec() - t0) : 0;
        if (limit > 0 && left <= 0) {
            gen_fail(fig, PUZ_GEN_NONE, "ilp: no grid: time limit %g s reached in band %d of %d "
                     "(%ld restarts)", g->o.time_limit, k + 1, n / h, restarts);
            break;
        }
        int rows = (k + 1) * h;
        Model *m = model_new(rows, n, 1, n);
        model_add_rows(m);
        model_add_cols(m);
        if (br > 0)
            model_add_boxes(m, br, bc);
        for (int c = 0; c < k * h * n; c++)
            model_set_given(m, c, grid[c]);
        if (br > 0 && k == 0) { /* the first box: breaks the relabelling symmetry */
            rng_shuffle(&g->rng, perm, n);
            int j = 0;
            for (int r = 0; r < br; r++)
                for (int c = 0; c < bc; c++)
                    model_set_given(m, r * n + c, perm[j++]);
        } else if (br == 0 && k == 0) {
            rng_shuffle(&g->rng, perm, n);
            for (int c = 0; c < n; c++)
                model_set_given(m, c, perm[c]);
        }
        puz_status st = ilp_run_model(g, ilp, opts, m, limit > 0 ? left : 0, part, fig);
        model_free(m);
        if (st == PUZ_SOLVED) {
            memcpy(grid + k * h * n, part + k * h * n, sizeof(int) * (size_t)h * (size_t)n);
            k++;
        } else if (st == PUZ_UNSAT) { /* the bands above cannot be completed */
            restarts++;
            fig->status = PUZ_GEN_DONE;
            fig->err[0] = '\0';
            k = 0;
        } else {
            if (st == PUZ_UNKNOWN)
                gen_fail(fig, PUZ_GEN_NONE, "ilp: no grid: time limit %g s reached in band %d "
                         "of %d (%ld restarts)", g->o.time_limit, k + 1, n / h, restarts);
            break;
        }
    }
    fig->fill_restarts = restarts;
    free(part);
    return fig->status;
}

puz_gen_status fill_ilp(GenRun *g, int *grid, puz_gen_result *fig)
{
    const puz_backend *ilp = puz_backend_find("ilp");
    if (!ilp)
        return gen_fail(fig, PUZ_GEN_ERROR, "the ilp backend is not built");
    const puz_options *user = g->o.fill_options;
    if (user && options_backend(user) != ilp)
        return gen_fail(fig, PUZ_GEN_ERROR, "the fill options are backend %s's, not ilp's",
                        puz_backend_name(options_backend(user)));
    char err[256];
    puz_options *opts = user ? puz_options_clone(user) : puz_options_new(ilp);
    const char *form = user && options_given(user, "formulation")
                           ? puz_options_get(user, "formulation")
                           : g->o.ilp_fix == 2 ? "classic" : "maxsum";
    if (strcmp(form, "maxsum") && strcmp(form, "classic")) {
        puz_options_free(opts);
        return gen_fail(fig, PUZ_GEN_ERROR,
                        "the ILP fill takes formulation maxsum or classic, not %s", form);
    }
    if (puz_options_set(opts, "formulation", form, err, sizeof err) != 0) {
        puz_options_free(opts);
        return gen_fail(fig, PUZ_GEN_ERROR, "%s", err);
    }
    if (g->o.ilp_fix == 2) {
        fill_bands(g, ilp, opts, grid, fig);
        puz_options_free(opts);
        return fig->status;
    }
    int n = g->n, perm[PUZ_MAX_SIDE];
    int latin = g->o.kind == PUZ_GEN_LATIN;
    int br = latin ? 0 : g->o.box_r, bc = latin ? 0 : g->o.box_c;
    Model *m = model_clone(g->empty);
    for (int i = 0; i < n; i++)
        perm[i] = i + 1;
    if (g->o.ilp_fix == 1 && br > 0) {
        int ndiag = br < bc ? br : bc;
        for (int d = 0; d < ndiag; d++) {
            rng_shuffle(&g->rng, perm, n);
            int k = 0;
            for (int r = d * br; r < (d + 1) * br; r++)
                for (int c = d * bc; c < (d + 1) * bc; c++)
                    model_set_given(m, r * n + c, perm[k++]);
        }
    } else {
        rng_shuffle(&g->rng, perm, n);
        for (int c = 0; c < n; c++)
            model_set_given(m, c, perm[c]);
    }
    ilp_run_model(g, ilp, opts, m, gen_left(g->lim.work), grid, fig);
    puz_options_free(opts);
    model_free(m);
    return fig->status;
}
