/* cuckoo.c -- AC3 + cuckoo search, the companion method of the AC3 + tabu
 * search (Soto, Crawford, Galleguillos, Monfroy, Paredes, "A pre-filtered
 * cuckoo search algorithm with geometric operators for solving Sudoku
 * problems", 2014), over the cuckoo search of Yang and Deb (2009).
 *
 * SEARCH SPACE AND COST as in tabu.c: consistent partial assignments inside
 * the AC3 pre-filtered domains (ac3.c), cost = empty cells.
 *
 * NESTS. 15 states. Each starts from the pre-filtered grid completed
 * greedily: the empty cells in random order, each given a random value its
 * domain still holds, AC3 after each; what stays empty has no value left.
 *
 * ONE ITERATION = one cuckoo: a new state made from nest i (i cycles over
 * the nests) by a Levy flight, kept in place of nest i when its cost is not
 * worse (equal costs let the nests drift across plateaus).
 *  Levy flight: 1 + floor(|s| x 4 x open) moves, capped at 8 x open, where
 *  open = the cells the pre-filter left open (at most 64: longer walks
 *  wasted time on sparse 16x16 and 25x25 grids) and s is drawn by Mantegna's
 *  algorithm for a Levy-stable step of index beta = 1.5 (s = u / |v|^(1/beta),
 *  u normal with the sigma below, v standard normal): mostly a walk of a
 *  few open-grid lengths, now and then a long jump. A move puts into a
 *  random empty cell a value of its filtered domain, drawn by roulette with
 *  weight 1/(1+g)^5 (g = peers holding it, emptied by the move, as in
 *  tabu.c). The flight ends with AC3 and the greedy completion above.
 *  (Short flights of one or two moves, the literal reading, solved far
 *  fewer hard puzzles per second in our runs: a flight must travel.)
 *  Abandoned nests: after each round over the nests, the worst quarter
 *  (pa = 0.25) are replaced by a copy of a random nest of the better half
 *  after a flight three times as long.
 * The best state over all nests is kept; stop at cost 0 or at a limit. */
#include "meta.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define CUCKOO_NESTS 15
#define CUCKOO_BETA 1.5

typedef struct {
    MetaState nest[CUCKOO_NESTS], egg;
    double sigma;     /* Mantegna's sigma_u for CUCKOO_BETA */
    int *order;
    int open;         /* cells the pre-filter left open, at most 64 */
    MetaRun *r;
} Cuckoo;

/* Standard normal deviate (Box-Muller). */
static double cuckoo_normal(Rng *rng)
{
    double u1 = rng_unit(rng), u2 = rng_unit(rng);
    return sqrt(-2.0 * log(1.0 - u1)) * cos(6.283185307179586 * u2);
}

/* Number of moves of one flight: 1 + floor(|Levy step| x scale), at most cap. */
static int cuckoo_steps(Cuckoo *k, double scale, int cap)
{
    double u = cuckoo_normal(&k->r->rng) * k->sigma, v = cuckoo_normal(&k->r->rng);
    double s = fabs(u) / pow(fabs(v) + 1e-12, 1.0 / CUCKOO_BETA) * scale;
    return s >= cap ? cap : 1 + (int)s;
}

/* Greedy completion: every empty cell that still has a value gets one. */
static void cuckoo_complete(Cuckoo *k, MetaState *s)
{
    int n = s->nempty;
    memcpy(k->order, s->empty, (size_t)n * sizeof(int));
    rng_shuffle(&k->r->rng, k->order, n);
    for (int i = 0; i < n; i++) {
        int c = k->order[i];
        uint64_t d = ac3_domain(s, c);
        if (s->val[c] || !d)
            continue;
        for (uint64_t j = rng_below(&k->r->rng, (uint64_t)__builtin_popcountll(d)); j; j--)
            d &= d - 1;
        ac3_move(s, c, __builtin_ctzll(d) + 1, NULL, NULL);
        ac3_fill(s, NULL, 0);
    }
}

/* One move of a flight: a random empty cell takes a roulette-drawn value. */
static void cuckoo_move(Cuckoo *k, MetaState *s)
{
    const MetaProblem *p = s->p;
    int nv = p->nvals;
    int c = s->empty[rng_below(&k->r->rng, (uint64_t)s->nempty)];
    const uint8_t *gam = &s->gamma[(size_t)c * (size_t)nv];
    double total = 0;
    for (uint64_t d = s->dom0[c]; d; d &= d - 1) {
        double x = 1.0 + gam[__builtin_ctzll(d)], x2 = x * x;
        total += 1.0 / (x2 * x2 * x);
    }
    double x = rng_unit(&k->r->rng) * total;
    int v = 0;
    for (uint64_t d = s->dom0[c]; d; d &= d - 1) {
        double y = 1.0 + gam[__builtin_ctzll(d)], y2 = y * y;
        v = __builtin_ctzll(d) + 1;
        if ((x -= 1.0 / (y2 * y2 * y)) < 0)
            break;
    }
    ac3_move(s, c, v, NULL, NULL);
}

static void cuckoo_flight(Cuckoo *k, MetaState *s, double scale)
{
    int steps = cuckoo_steps(k, scale * k->open, 8 * k->open);
    for (int i = 0; i < steps && s->nempty; i++)
        cuckoo_move(k, s);
    ac3_fill(s, NULL, 0);
    cuckoo_complete(k, s);
}

int cuckoo_solve(const MetaProblem *p, const uint64_t *dom0, MetaRun *r, int *grid,
                 MetaStats *st)
{
    Cuckoo k;
    int nc = p->ncells;
    k.r = r;
    k.order = xmalloc((size_t)nc * sizeof(int));
    k.sigma = pow(tgamma(1 + CUCKOO_BETA) * sin(3.141592653589793 * CUCKOO_BETA / 2) /
                      (tgamma((1 + CUCKOO_BETA) / 2) * CUCKOO_BETA *
                       pow(2, (CUCKOO_BETA - 1) / 2)),
                  1 / CUCKOO_BETA);
    ac3_state_init(&k.egg, p, dom0);
    k.open = k.egg.nempty > 0 ? k.egg.nempty : 1;
    if (k.open > 64)
        k.open = 64;
    int best = k.egg.nempty, bestn = -1;
    memcpy(grid, k.egg.val, (size_t)nc * sizeof(int));
    for (int i = 0; i < CUCKOO_NESTS; i++) {
        ac3_state_init(&k.nest[i], p, dom0);
        cuckoo_complete(&k, &k.nest[i]);
        if (k.nest[i].nempty < best) {
            best = k.nest[i].nempty;
            bestn = i;
        }
    }
    if (bestn >= 0)
        memcpy(grid, k.nest[bestn].val, (size_t)nc * sizeof(int));
    long iter = 0;
    int rank[CUCKOO_NESTS];
    while (best > 0 && !meta_stop(r, iter, best)) {
        int i = (int)(iter++ % CUCKOO_NESTS);
        ac3_state_copy(&k.egg, &k.nest[i]);
        cuckoo_flight(&k, &k.egg, 4.0);
        if (k.egg.nempty <= k.nest[i].nempty) {
            /* swap the states: the egg takes the nest's place */
            MetaState t = k.nest[i];
            k.nest[i] = k.egg;
            k.egg = t;
        }
        if (k.nest[i].nempty < best) {
            best = k.nest[i].nempty;
            memcpy(grid, k.nest[i].val, (size_t)nc * sizeof(int));
        }
        if (i == CUCKOO_NESTS - 1 && best > 0) {
            /* abandon the worst quarter: nests ranked by cost */
            for (int a = 0; a < CUCKOO_NESTS; a++) {
                int b = a;
                rank[a] = a;
                while (b > 0 && k.nest[rank[b - 1]].nempty > k.nest[a].nempty) {
                    rank[b] = rank[b - 1];
                    b--;
                }
                rank[b] = a;
            }
            int drop = CUCKOO_NESTS / 4, keep = CUCKOO_NESTS / 2;
            for (int a = CUCKOO_NESTS - drop; a < CUCKOO_NESTS; a++) {
                MetaState *w = &k.nest[rank[a]];
                ac3_state_copy(w, &k.nest[rank[rng_below(&r->rng, (uint64_t)keep)]]);
                cuckoo_flight(&k, w, 12.0);
                if (w->nempty < best) {
                    best = w->nempty;
                    memcpy(grid, w->val, (size_t)nc * sizeof(int));
                }
            }
        }
    }
    st->iterations = iter;
    st->best_cost = best;
    for (int i = 0; i < CUCKOO_NESTS; i++)
        ac3_state_free(&k.nest[i]);
    ac3_state_free(&k.egg);
    free(k.order);
    return best == 0;
}
