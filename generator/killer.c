/* killer.c -- a Killer Sudoku with exactly one solution (puz_generate with
 * kind Killer): tries of fill and cage (cages.c), then a final check from
 * the outside.
 *
 * THE TRIES. Each try fills a fresh grid from the one seeded generator and
 * cages it; caging only fails when the cages would number more than
 * max_cages (the labels a one-line Killer can carry) or, with cages of
 * at least two cells, when no unique caging turned up for the grid; then
 * a new grid is tried. THE FINAL CHECK: the Killer model of the cages is counted to 2
 * by the counting backend (with the check time limit): exactly one
 * solution, equal to the grid, which the verifier passes. Anything else is
 * a bug (PUZ_GEN_INTERNAL). */
#include "generate.h"

#include "cages.h"
#include "verify.h"

#include <stdlib.h>
#include <string.h>

/* Seconds of tries for cages of 2+ cells when --time-limit is not given. */
#define KILLER_SIZED_BUDGET 20.0

/* The final check (see the top); out->effort gets the count's effort. */
static puz_gen_status final_check(GenRun *g, const Model *km, const int *sol,
                                  puz_gen_result *out)
{
    char why[160];
    if (!verify_grid(km, sol, why, sizeof why))
        return gen_fail(out, PUZ_GEN_INTERNAL, "the Killer's solution is wrong: %s", why);
    puz_limits lim = {.max_solutions = 2};
    gen_limits_apply(&g->lim, g->lim.end, g->o.check_limit, &lim);
    puz_result res = {0};
    if (puz_solve(km, g->o.counter, NULL, &lim, &res) == PUZ_ERROR)
        gen_fail(out, PUZ_GEN_ERROR, "%s: %s", puz_backend_name(g->o.counter), res.err);
    else if (!res.complete && res.solutions < 2 && res.stop != PUZ_STOP_NONE &&
             (res.stop != PUZ_STOP_TIME || gen_past(&g->lim, g->lim.end))) {
        out->stop = res.stop; /* the call's limit, not the check's own */
        gen_fail(out, PUZ_GEN_NONE, "%s in the final check", res.stopped);
    } else if (res.solutions != 1 || !res.complete || !res.solution ||
             memcmp(res.solution, sol, sizeof(int) * (size_t)km->ncells))
        gen_fail(out, PUZ_GEN_INTERNAL, "the Killer is not unique");
    out->effort = res.effort;
    puz_result_free(&res);
    return out->status;
}

/* Reports a try's cages to on_try. */
static void report_try(GenRun *g, const GenCages *k, const GenStats *gs, int *sol,
                       puz_gen_result *fig)
{
    fig->clues = gs->clues;
    fig->checks = gs->checks;
    fig->cut_short = gs->cut_short;
    fig->remove_sec = gs->sec;
    if (!g->o.on_try)
        return;
    fig->solution = sol;
    fig->ncages = k->ncages;
    fig->cage_of = k->cage_of;
    fig->cage_sum = k->sum;
    g->o.on_try(fig, g->o.ctx);
    fig->solution = fig->cage_of = fig->cage_sum = NULL;
    fig->ncages = 0;
}

puz_gen_status gen_killer_puzzle(GenRun *g, puz_gen_result *out)
{
    const puz_gen_opts *o = &g->o;
    int *sol = xmalloc(sizeof(int) * (size_t)g->empty->ncells);
    GenKillerOpts ko = {o->cage_min, o->cage_max, o->check_limit, o->max_cages, o->counter, 0,
                        &g->lim};
    GenCages k = {0};
    GenStats gs = {0};
    puz_gen_result fig;
    int rc = -1;
    long t;
    /* cages of 2+ cells: a budget in time too (a wide range of big cages
     * may have no unique caging at all); --time-limit replaces it */
    double budget = o->time_limit > 0 ? 0 : o->cage_min > 1 ? KILLER_SIZED_BUDGET : 0;
    ko.deadline = budget > 0 ? g->t0 + budget : 0;
    for (t = 0; t < o->tries; t++) {
        if (t && ((budget > 0 && now_sec() - g->t0 > budget) || gen_past(&g->lim, g->lim.work)))
            break;
        memset(&fig, 0, sizeof fig);
        fig.tries = t + 1;
        if (gen_fill_one(g, sol, &fig) != PUZ_GEN_DONE) {
            gen_fail(out, fig.status, "%s", fig.err);
            break;
        }
        gen_cages_free(&k);
        rc = gen_killer(o->box_r, o->box_c, sol, &ko, &g->rng, &k, &gs);
        if (rc == -2) {
            gen_fail(out, PUZ_GEN_ERROR, "%s: %s", puz_backend_name(o->counter), gs.err);
            break;
        }
        if (rc == -3) { /* (cages of 2+ cells: the message below says what to change) */
            out->stop = cancel_requested(g->lim.cancel) ? PUZ_STOP_CANCEL : PUZ_STOP_TIME;
            if (o->cage_min == 1)
                gen_fail(out, PUZ_GEN_NONE, "%s while caging (try %ld): no unique Killer yet",
                         out->stop == PUZ_STOP_CANCEL ? "cancelled" : "time limit reached", t + 1);
            break;
        }
        report_try(g, &k, &gs, sol, &fig);
        if (rc == 0)
            break;
    }
    out->tries = t < o->tries ? t + 1 : t;
    if (out->status == PUZ_GEN_DONE && rc != 0 && o->cage_min > 1)
        gen_fail(out, PUZ_GEN_NONE, "no unique Killer with cages of %d-%d cells in %ld "
                 "tries, %.0f s (larger cages say less: allow smaller ones, or a longer "
                 "--time-limit)", o->cage_min, o->cage_max, out->tries, now_sec() - g->t0);
    else if (out->status == PUZ_GEN_DONE && rc != 0)
        gen_fail(out, PUZ_GEN_NONE, "no Killer with at most %d cages in %ld tries",
                 o->max_cages, o->tries);
    if (out->status == PUZ_GEN_DONE) {
        Model *km = gen_killer_model(o->box_r, o->box_c, &k);
        if (final_check(g, km, sol, out) == PUZ_GEN_DONE) {
            gen_take_figures(out, &fig);
            out->model = km;
            km = NULL;
            out->solution = sol;
            sol = NULL;
            out->ncages = k.ncages;
            out->cage_of = k.cage_of;
            out->cage_sum = k.sum;
            k.cage_of = k.sum = NULL;
        }
        model_free(km);
    }
    gen_cages_free(&k);
    free(sol);
    return out->status;
}
