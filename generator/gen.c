/* gen.c -- clue removal with symmetry (see gen.h).
 *
 * CLUE REMOVAL. The cells are grouped into orbits of the chosen symmetry
 * (rot180: a cell and its image through the centre; rot90: the four
 * quarter-turn images; mirror: a cell and its left-right image; none: each
 * cell alone). Starting from the full grid, the orbits are visited once in
 * a random order; an orbit's givens are removed, the puzzle is checked, and
 * they come back when the check fails. The check is a search for a second
 * solution by the counting solver -- any backend that counts, through the
 * backend interface (puz_solver, prepared once per shape; native unless
 * the caller chose another) -- or, under a technique cap, the rater
 * solving it with those techniques only (a puzzle solved by forced steps
 * alone is unique). One pass per check is enough: removing givens
 * only adds solutions (or only makes logic harder), so an orbit that could
 * not go earlier cannot go later either; a final counting pass over every
 * orbit left thus makes the puzzle minimal (under the symmetry). With a target, the
 * pass stops once the clue count reaches it, skipping orbits that would
 * overshoot.
 */
#include "gen.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const sym_names[] = {
#define GEN_X_SNAME(id, name) [id] = name,
    GEN_SYMMETRIES(GEN_X_SNAME)
#undef GEN_X_SNAME
};

int gen_symmetry_parse(const char *name)
{
    for (int i = 0; i < GEN_NSYMS; i++)
        if (!strcmp(name, sym_names[i]))
            return i;
    return -1;
}

const char *gen_symmetry_name(puz_symmetry s)
{
    return (unsigned)s < GEN_NSYMS ? sym_names[s] : "?";
}

int gen_past(const GenLimits *l, double deadline)
{
    return must_end(deadline, l->cancel);
}

double gen_left(double deadline)
{
    if (deadline <= 0)
        return 0;
    double left = deadline - now_sec();
    return left > 1e-6 ? left : 1e-6;
}

void gen_limits_apply(const GenLimits *l, double deadline, double own, puz_limits *lim)
{
    double left = gen_left(deadline);
    lim->time_limit = left > 0 && (own <= 0 || left < own) ? left : own;
    lim->cancel = l->cancel;
    lim->budget = l->budget;
}

/* The image of cell c under one step of the symmetry (n x n grid). */
static int sym_image(GenSymmetry s, int n, int c)
{
    int r = c / n, k = c % n;
    switch (s) {
    case PUZ_SYM_ROT180: return (n - 1 - r) * n + (n - 1 - k);
    case PUZ_SYM_ROT90: return k * n + (n - 1 - r);
    case PUZ_SYM_MIRROR: return r * n + (n - 1 - k);
    default: return c;
    }
}

/* One progress line: "removing clues (counting): 40/81 cells tried, 30 clues, 1.0 s". */
static void progress_line(const GenOpts *o, const char *what, int done, int total, int clues,
                          double t0)
{
    char line[160];
    snprintf(line, sizeof line, "%s: %d/%d cells tried, %d clues, %.1f s", what, done, total,
             clues, now_sec() - t0);
    o->progress(line, o->progress_ctx);
}

/* Is the puzzle `givens` (the solution with the orbit's cells emptied)
 * still unique? A second solution must differ from the solution in an
 * orbit cell (else it would solve the puzzle before the removal, which is
 * unique), so it is enough to look, for each orbit cell c and each value w
 * other than solution[c], for one solution with c = w. These searches skip
 * the subtree of the known solution that a count to 2 walks through, and
 * most die in propagation. Each is one run of the counting solver with a
 * solution limit of 1 and what is left of the check's time; a run with
 * complete == 0 was cut short, and the check with it. 1 unique, 0 not (or
 * cut short: *timed_out; or the solver failed: why in err). */
static int unique_without(puz_solver *counter, int *givens, const int *solution,
                          const int *orbit, int k, int vmin, int vmax, double limit,
                          const GenLimits *gl, int *timed_out, char *err, size_t errsz)
{
    double deadline = limit > 0 ? now_sec() + limit : 0;
    if (gl && gl->work > 0 && (deadline <= 0 || gl->work < deadline))
        deadline = gl->work; /* the call's work deadline comes first */
    int ok = 1;
    *timed_out = 0;
    for (int j = 0; j < k && ok; j++) {
        int c = orbit[j];
        for (int w = vmin; w <= vmax && ok; w++) {
            if (w == solution[c])
                continue;
            double left = 0;
            if (deadline > 0 && (left = deadline - now_sec()) <= 0) {
                *timed_out = 1;
                ok = 0;
                break;
            }
            givens[c] = w;
            puz_limits lim = {.max_solutions = 1, .time_limit = left};
            if (gl) {
                lim.cancel = gl->cancel;
                lim.budget = gl->budget;
            }
            puz_result res = {0};
            if (engine_solver_solve(counter, givens, &lim, &res) == PUZ_ERROR) {
                if (!err[0])
                    snprintf(err, errsz, "%s", res.err[0] ? res.err : "the counting solver failed");
                ok = 0;
            } else if (res.solutions > 0) {
                ok = 0;
            } else if (!res.complete) {
                *timed_out = 1;
                ok = 0;
            }
            result_clear(&res);
        }
        givens[c] = 0;
    }
    for (int j = 0; j < k; j++)
        givens[orbit[j]] = 0;
    return ok;
}

/* The orbits of the symmetry, in a random order: orbit i is
 * cells[start[i] .. start[i+1]). Returns how many. */
static int make_orbits(GenSymmetry sym, int n, Rng *rng, int *cells, int *start)
{
    int nc = n * n, norb = 0, k = 0;
    int *order = xmalloc(sizeof(int) * (size_t)nc);
    uint8_t *seen = xcalloc((size_t)nc, 1);
    for (int c = 0; c < nc; c++)
        order[c] = c;
    rng_shuffle(rng, order, nc);
    for (int i = 0; i < nc; i++) {
        if (seen[order[i]])
            continue;
        start[norb++] = k;
        for (int x = order[i]; !seen[x]; x = sym_image(sym, n, x)) {
            seen[x] = 1;
            cells[k++] = x;
        }
    }
    start[norb] = k;
    free(order);
    free(seen);
    return norb;
}

typedef struct {
    const Model *m;
    puz_solver *counter;
    Rater *rater;
    const int *solution;
    const GenOpts *o;
    int *givens;
    GenStats *st;
    int clues, reached;     /* reached: the target was met */
    double t0, next_report;
} Pass;

/* One pass over the orbits still given: remove, check (by logic up to
 * max_tech, or by counting when max_tech is PUZ_TECH_GUESS), put back on
 * failure. Returns 1 when every orbit was tried. */
static int removal_pass(Pass *p, const int *cells, const int *start, int norb, RateTech max_tech)
{
    const GenOpts *o = p->o;
    GenStats *st = p->st;
    for (int i = 0; i < norb; i++) {
        const int *orbit = cells + start[i];
        int k = start[i + 1] - start[i];
        if (!p->givens[orbit[0]])
            continue; /* gone in an earlier pass */
        if (o->lim && gen_past(o->lim, o->lim->work)) {
            st->stopped = 1;
            for (; i < norb; i++) /* the givens left that this pass did not try */
                st->untried += p->givens[cells[start[i]]] ? start[i + 1] - start[i] : 0;
            return 0;
        }
        if (o->target && p->clues <= o->target) {
            p->reached = 1;
            return 0;
        }
        if (o->target && p->clues - k < o->target)
            continue;
        for (int j = 0; j < k; j++)
            p->givens[orbit[j]] = 0;
        int ok;
        if (max_tech < PUZ_TECH_GUESS) {
            Rating rt;
            ok = rate_run(p->rater, p->givens, max_tech, 0, &rt, NULL) == RATE_SOLVED;
        } else {
            int timed_out = 0;
            ok = unique_without(p->counter, p->givens, p->solution, orbit, k, p->m->vmin,
                                p->m->vmax, o->check_limit, o->lim, &timed_out, st->err,
                                sizeof st->err);
            st->cut_short += timed_out;
        }
        st->checks++;
        if (ok)
            p->clues -= k;
        else
            for (int j = 0; j < k; j++)
                p->givens[orbit[j]] = p->solution[orbit[j]];
        /* (the clock after every check: near the end of a --minimal run on a
         * big grid one check can take seconds) */
        if (o->progress && now_sec() >= p->next_report) {
            progress_line(o, max_tech < PUZ_TECH_GUESS ? "removing clues (logic)"
                          : "removing clues (counting)", i + 1, norb, p->clues, p->t0);
            p->next_report = now_sec() + 1.0;
        }
    }
    p->reached = o->target && p->clues <= o->target;
    return 1;
}

/* PHASES. Checking by logic is cheap (polynomial) and proves uniqueness;
 * counting proves it for any puzzle but can be slow on large sparse grids.
 * So the first pass checks by logic with every technique short of guessing
 * (or up to the technique cap, which is then the only pass); the second
 * pass, when asked (count_pass), tries the givens left with the counter. */
void gen_remove(const Model *m, puz_solver *counter, Rater *rater, const int *solution,
                const GenOpts *o, Rng *rng, int *givens, GenStats *st)
{
    int nc = m->ncells;
    memset(st, 0, sizeof *st);
    memcpy(givens, solution, sizeof(int) * (size_t)nc);
    int *cells = xmalloc(sizeof(int) * (size_t)nc), *start = xmalloc(sizeof(int) * (size_t)(nc + 1));
    int norb = make_orbits(o->sym, m->rows, rng, cells, start);
    Pass p = {m, counter, rater, solution, o, givens, st, nc, 0, now_sec(), now_sec() + 1.0};
    RateTech logic_cap = o->max_tech < PUZ_TECH_GUESS ? o->max_tech : PUZ_TECH_HIDDEN_PAIR;
    int all = removal_pass(&p, cells, start, norb, logic_cap);
    if (o->max_tech == PUZ_TECH_GUESS && o->count_pass && !p.reached && !st->stopped)
        all = removal_pass(&p, cells, start, norb, PUZ_TECH_GUESS);
    st->clues = p.clues;
    st->tried_all = o->max_tech == PUZ_TECH_GUESS && o->count_pass && all && !p.reached && !st->cut_short;
    st->sec = now_sec() - p.t0;
    free(cells);
    free(start);
}
