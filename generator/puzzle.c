/* puzzle.c -- a Sudoku or Latin puzzle with exactly one solution
 * (puz_generate): tries of fill, remove givens, rate, keeping the try
 * closest to what was asked, then a final check from the outside.
 *
 * THE TRIES. Each try fills a fresh grid from the one seeded generator,
 * removes givens (gen.c: a logic pass with the rater, then, when asked, a
 * counting pass through the counting backend), and rates the result with
 * every technique (a guess budget past which it counts as expert). A try
 * scores 100000 per level away from the difficulty asked plus the clues
 * above the target; the lowest score so far is kept, and a score of 0
 * ends the tries. A difficulty below expert caps the removal's logic at
 * that level's techniques, so that the puzzle stays solvable by them.
 *
 * THE FINAL CHECK. The kept puzzle is counted once more to 2 by the
 * counting backend, without a time limit of its own: exactly one
 * solution, equal to the grid, which the verifier passes. Anything else is
 * a bug (PUZ_GEN_INTERNAL), never a puzzle handed out.
 *
 * THE TIME LIMIT (gen.h's LIMITS) ends the tries and the removal at 90% of
 * it; a removal cut short leaves a unique puzzle whose remaining givens
 * were not all tried, which is rated and checked in what is left and
 * reported as PUZ_GEN_MISSED (stop set); a final check the limit cuts
 * short hands out nothing (PUZ_GEN_NONE). */
#include "generate.h"

#include "gen.h"
#include "rate.h"
#include "verify.h"

#include <stdlib.h>
#include <string.h>

/* How far a try is from what was asked: difficulty first, then clues. */
static long try_score(const puz_gen_opts *o, const puz_gen_result *t)
{
    long s = 0;
    if (o->difficulty != PUZ_LEVEL_ANY)
        s += 100000L * labs((long)t->level - (long)o->difficulty);
    if (o->clues && t->clues > o->clues)
        s += t->clues - o->clues;
    return s;
}

/* The removal's options: the technique cap of the difficulty, the
 * counting pass where it pays (or is needed for minimal and expert). */
static GenOpts removal_opts(const GenRun *g)
{
    const puz_gen_opts *o = &g->o;
    GenOpts go = {0};
    go.target = o->clues;
    go.sym = o->symmetry;
    go.max_tech = o->difficulty != PUZ_LEVEL_ANY && o->difficulty < PUZ_LEVEL_EXPERT
                      ? rate_level_max_tech(o->difficulty) : PUZ_TECH_GUESS;
    go.check_limit = o->minimal ? 0 : o->check_limit;
    go.count_pass = g->n <= 16 || o->minimal || o->clues || o->difficulty == PUZ_LEVEL_EXPERT;
    go.progress = o->progress;
    go.progress_ctx = o->progress_ctx;
    go.lim = &g->lim;
    return go;
}

/* One try after the fill: remove, rate, report. fig gets the figures. */
static puz_gen_status one_try(GenRun *g, puz_solver *counter, Rater *rater, const GenOpts *go,
                              int *sol, int *giv, puz_gen_result *fig)
{
    GenStats gs;
    Rating rt;
    gen_remove(g->empty, counter, rater, sol, go, &g->rng, giv, &gs);
    if (gs.err[0])
        return gen_fail(fig, PUZ_GEN_ERROR, "%s: %s", puz_backend_name(g->o.counter), gs.err);
    if (gs.stopped) { /* the puzzle so far: unique, perhaps not as small as it can be */
        fig->stop = cancel_requested(g->lim.cancel) ? PUZ_STOP_CANCEL : PUZ_STOP_TIME;
        fig->untried = gs.untried;
    }
    rate_set_progress(rater, g->o.progress, g->o.progress_ctx); /* says so past 1 s */
    int st = rate_run(rater, giv, PUZ_TECH_GUESS, GEN_RATE_GUESSES, &rt, NULL);
    rate_set_progress(rater, NULL, NULL);
    if (st == RATE_STOPPED && rt.stop == PUZ_STOP_MEMORY)
        return gen_fail(fig, PUZ_GEN_NONE, "memory limit of %zu MB reached while rating a try",
                        budget_limit_mb(g->lim.budget));
    if (st == RATE_GAVE_UP || st == RATE_STOPPED) { /* more guesses than the budget, or
                                                        than the time allows: expert */
        rt.hardest = PUZ_TECH_GUESS;
        rt.level = PUZ_LEVEL_EXPERT;
    } else if (st != RATE_SOLVED) { /* cannot happen: the grid itself is a solution */
        return gen_fail(fig, PUZ_GEN_INTERNAL, "the rater found no solution");
    }
    fig->clues = gs.clues;
    fig->checks = gs.checks;
    fig->cut_short = gs.cut_short;
    fig->minimal = gs.tried_all;
    fig->remove_sec = gs.sec;
    fig->level = rt.level;
    fig->hardest = rt.hardest;
    fig->guesses = rt.guesses;
    if (g->o.on_try) {
        fig->solution = sol;
        fig->givens = giv;
        g->o.on_try(fig, g->o.ctx);
        fig->solution = fig->givens = NULL;
    }
    return PUZ_GEN_DONE;
}

/* Under a time limit, the counter's per-shape tables (the native
 * solver's, 0.1 s for a 64x64 under the sanitizers) are made before the
 * work begins, by a count of the filled grid itself: not in the last 10%
 * the limit leaves the final check. */
static void warm_up(GenRun *g, puz_solver *counter, const int *sol)
{
    puz_limits lim = {.max_solutions = 1};
    gen_limits_apply(&g->lim, g->lim.work, 0, &lim);
    puz_result res = {0};
    puz_solver_solve(counter, sol, &lim, &res);
    puz_result_free(&res);
}

/* The final check from the outside (see the top). */
static puz_gen_status final_check(GenRun *g, puz_solver *counter, const int *giv,
                                  const int *sol, puz_gen_result *out)
{
    char why[160];
    if (!verify_grid(g->empty, sol, why, sizeof why))
        return gen_fail(out, PUZ_GEN_INTERNAL, "the puzzle's solution is wrong: %s", why);
    /* a long run says what its last (silent) step is */
    if (g->o.progress && now_sec() - g->t0 >= 1.0)
        g->o.progress("final check: counting the puzzle's solutions (is it unique?)",
                      g->o.progress_ctx);
    puz_limits lim = {.max_solutions = 2};
    gen_limits_apply(&g->lim, g->lim.end, 0, &lim);
    puz_result res = {0};
    if (puz_solver_solve(counter, giv, &lim, &res) == PUZ_ERROR)
        gen_fail(out, PUZ_GEN_ERROR, "%s: %s", puz_backend_name(g->o.counter), res.err);
    else if (!res.complete && res.stop != PUZ_STOP_NONE && res.solutions < 2) {
        out->stop = res.stop;
        gen_fail(out, PUZ_GEN_NONE, "%s in the final check (is the puzzle unique?)",
                 res.stopped);
    } else if (res.solutions != 1 || !res.complete || !res.solution ||
             memcmp(res.solution, sol, sizeof(int) * (size_t)g->empty->ncells))
        gen_fail(out, PUZ_GEN_INTERNAL, "the puzzle is not unique");
    puz_result_free(&res);
    return out->status;
}

puz_gen_status gen_puzzle(GenRun *g, puz_gen_result *out)
{
    const puz_gen_opts *o = &g->o;
    size_t nc = (size_t)g->empty->ncells;
    char err[256];
    puz_solver *counter = puz_solver_new(o->counter, g->empty, NULL, err, sizeof err);
    if (!counter)
        return gen_fail(out, PUZ_GEN_ERROR, "%s: %s", puz_backend_name(o->counter), err);
    Rater *rater = rate_new(g->empty, err, sizeof err); /* Sudoku, Latin: never NULL */
    rate_set_limits(rater, g->lim.end, g->lim.cancel, g->lim.budget);
    GenOpts go = removal_opts(g);
    int *sol = xmalloc(sizeof(int) * nc), *giv = xmalloc(sizeof(int) * nc);
    int *best = xmalloc(sizeof(int) * nc), *best_sol = xmalloc(sizeof(int) * nc);
    puz_gen_result fig, best_fig = {0};
    long best_score = -1, t;
    for (t = 0; t < o->tries; t++) {
        if (t && gen_past(&g->lim, g->lim.work))
            break;
        memset(&fig, 0, sizeof fig);
        fig.tries = t + 1;
        if (gen_fill_one(g, sol, &fig) != PUZ_GEN_DONE) {
            gen_fail(out, fig.status, "%s", fig.err);
            break;
        }
        if (t == 0 && g->lim.end > 0)
            warm_up(g, counter, sol);
        if (one_try(g, counter, rater, &go, sol, giv, &fig) != PUZ_GEN_DONE) {
            gen_fail(out, fig.status, "%s", fig.err);
            break;
        }
        long score = try_score(o, &fig);
        if (best_score < 0 || score < best_score) {
            best_score = score;
            memcpy(best, giv, sizeof(int) * nc);
            memcpy(best_sol, sol, sizeof(int) * nc);
            best_fig = fig;
        }
        if (score == 0 || fig.stop)
            break;
    }
    out->tries = t < o->tries ? t + 1 : t;
    if (out->status == PUZ_GEN_DONE && best_score < 0)
        gen_fail(out, PUZ_GEN_NONE, "no puzzle made");
    if (out->status == PUZ_GEN_DONE)
        final_check(g, counter, best, best_sol, out);
    if (out->status == PUZ_GEN_DONE) {
        gen_take_figures(out, &best_fig);
        out->givens = best;
        out->solution = best_sol;
        best = best_sol = NULL;
        out->model = model_clone(g->empty);
        model_replace_givens(out->model, out->givens);
        if (best_fig.stop) {
            out->stop = best_fig.stop;
            out->untried = best_fig.untried;
            gen_fail(out, PUZ_GEN_MISSED, "%s while removing givens: the puzzle is unique, "
                     "%d of its givens were not tried", best_fig.stop == PUZ_STOP_CANCEL
                     ? "cancelled" : "time limit reached", best_fig.untried);
        } else if (o->difficulty != PUZ_LEVEL_ANY && out->level != o->difficulty)
            gen_fail(out, PUZ_GEN_MISSED, "no %s puzzle in %ld tries; the closest is %s",
                     puz_level_name(o->difficulty), out->tries, puz_level_name(out->level));
    }
    free(sol);
    free(giv);
    free(best);
    free(best_sol);
    rate_free(rater);
    puz_solver_free(counter);
    return out->status;
}
