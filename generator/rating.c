/* rating.c -- puz_rate: the rater (rate.c) on a model's own givens, its
 * solving path copied out when asked, its solution passed through the verifier, and whether that solution is the
 * only one, counted to 2 by any backend that counts (native by default),
 * within a time limit. */
#include "rate.h"

#include "util.h"
#include "verify.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

puz_rate_status rate_puzzle(const puz_model *m, const puz_rate_opts *opts, puz_rating *out)
{
    static const puz_rate_opts defaults = {1000000, NULL, 10.0, NULL, NULL, 0, 0, 0, NULL, NULL};
    const puz_rate_opts *o = opts ? opts : &defaults;
    double deadline = o->time_limit > 0 ? now_sec() + o->time_limit : 0;
    Budget own, *budget = o->budget;
    if (!budget) {
        budget_init(&own, budget_bytes_of_mb(o->memory_limit_mb));
        budget = &own;
    }
    memset(out, 0, sizeof *out);
    out->hardest = -1;
    out->unique = -1;
    if (o->counter && !(puz_backend_caps(o->counter) & PUZ_CAN_COUNT)) {
        snprintf(out->err, sizeof out->err, "backend %s cannot count solutions",
                 puz_backend_name(o->counter));
        return out->status = PUZ_RATE_ERROR;
    }
    Rater *r = rate_new(m, out->err, sizeof out->err);
    if (!r)
        return out->status = PUZ_RATE_REFUSED;
    Rating rt;
    int *sol = xmalloc(sizeof(int) * (size_t)m->ncells);
    rate_record(r, o->steps);
    rate_set_progress(r, o->progress, o->progress_ctx);
    rate_set_limits(r, deadline, o->cancel, budget);
    int st = rate_run(r, NULL, PUZ_TECH_GUESS, o->max_guesses, &rt, sol);
    if (o->steps && st == RATE_SOLVED) {
        const puz_step *steps;
        const puz_elim *elims;
        const RateWhy *whys;
        out->nsteps = rate_steps(r, &steps, &elims, &whys);
        long nel = 0;
        for (long i = 0; i < out->nsteps; i++)
            if (steps[i].first + steps[i].nelims > nel)
                nel = steps[i].first + steps[i].nelims;
        out->steps = xmalloc(sizeof *out->steps * (size_t)(out->nsteps + 1));
        out->whys = xmalloc(sizeof *out->whys * (size_t)(out->nsteps + 1));
        out->elims = xmalloc(sizeof *out->elims * (size_t)(nel + 1));
        if (out->nsteps) { /* none: steps may be NULL, and memcpy may not take it */
            memcpy(out->steps, steps, sizeof *steps * (size_t)out->nsteps);
            memcpy(out->whys, whys, sizeof *whys * (size_t)out->nsteps);
        }
        if (nel)
            memcpy(out->elims, elims, sizeof *elims * (size_t)nel);
        out->nelims = nel;
    }
    rate_free(r);
    out->score = rt.score;
    memcpy(out->count, rt.count, sizeof out->count);
    out->guesses = rt.guesses;
    out->hardest = rt.hardest;
    out->level = rt.level;
    if (st != RATE_SOLVED) {
        free(sol);
        out->stop = (puz_stop)rt.stop;
        return out->status = st == RATE_NO_SOLUTION ? PUZ_RATE_NO_SOLUTION
                             : st == RATE_STOPPED  ? PUZ_RATE_STOPPED : PUZ_RATE_GAVE_UP;
    }
    out->solution = sol;
    char why[160];
    if (!verify_grid(m, sol, why, sizeof why)) {
        snprintf(out->err, sizeof out->err, "the rater's solution is wrong: %s", why);
        return out->status = PUZ_RATE_ERROR;
    }
    /* the count within count_limit and what is left of time_limit */
    double left = deadline > 0 ? deadline - now_sec() : 0;
    if (deadline > 0 && left < 1e-6)
        left = 1e-6;
    puz_limits lim = {.max_solutions = 2,
                      .time_limit = left > 0 && (!o->count_limit || left < o->count_limit)
                                        ? left : o->count_limit,
                      .cancel = o->cancel,
                      .progress = o->progress, .progress_ctx = o->progress_ctx,
                      .budget = budget};
    if (o->progress)
        o->progress("rating: rated; counting solutions (is it unique?)", o->progress_ctx);
    puz_result res = {0};
    out->status = PUZ_RATE_SOLVED;
    if (engine_solve(m, o->counter, NULL, &lim, &res) == PUZ_ERROR) {
        snprintf(out->err, sizeof out->err, "%s: %.200s",
                 puz_backend_name(o->counter ? o->counter : puz_backend_find("native")), res.err);
        out->status = PUZ_RATE_ERROR;
    } else {
        out->unique = !res.complete ? -1 : res.solutions == 1;
    }
    result_clear(&res);
    return out->status;
}

void rating_free(puz_rating *r)
{
    free(r->solution);
    free(r->steps);
    free(r->whys);
    free(r->elims);
    r->solution = NULL;
    r->steps = NULL;
    r->whys = NULL;
    r->elims = NULL;
    r->nsteps = r->nelims = 0;
}
