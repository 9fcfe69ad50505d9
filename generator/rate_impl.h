/* rate_impl.h -- the rater's state, shared by rate.c (groups, the simple
 * techniques, guessing, the step log) and rate_adv.c (triples, fish,
 * XY-wing, coloring, Killer cages). Not a public header. */
#ifndef PUZC_RATE_IMPL_H
#define PUZC_RATE_IMPL_H

#include "ir_index.h"
#include "rate.h"

#include <stdint.h>


/* One level of the search: candidates, placed flags, counts on this path,
 * why the last technique made progress. */
typedef struct {
    uint64_t *cand;
    uint8_t *placed;
    int nplaced;
    long count[PUZ_NTECHS];
    RateWhy why;
} State;

/* ix: the model's groups (ix.gfull[g] when group g holds every value) and
 * each cell's peers (ir_index.h). Locked-candidate pairs: see rate.c.
 * Cages (Killer sums with distinct values, also groups): cells
 * scells[sstart[k] .. sstart[k+1]), total stotal[k]. Lines for fish: rowg[r] / colg[c] the full group that
 * is exactly row r / column c, or -1. */
struct Rater {
    const Model *m;
    int ncells, nvals, vmin;
    uint64_t full;
    IrIndex ix;             /* owned */
    int npairs;
    int *lstart, *lcells, *lgroup; /* lgroup[2p], [2p+1]: pair p's A and B */
    int nsums;
    int *sstart, *scells, *stotal, *sgroup; /* sgroup[k]: cage k's group */
    int ninnies;            /* innies: the same layout (rate_adv.c); igroup[k]:
                               the full group that holds them */
    int *istart, *icells, *itotal, *igroup;
    int *rowg, *colg;
    State *levels;
    int nlevels;
    long guesses, max_guesses;
    puz_progress_fn progress;
    void *progress_ctx;
    double t0, next_report;
    RateTech max_tech;
    int gave_up;
    /* LIMITS (rate_set_limits) */
    double deadline;
    const volatile int *cancel;
    Budget *budget;
    Charge mem;             /* the levels and the step log */
    int stop;               /* STOP_* that ended the last run, or 0 */
    Rating *out;
    int *solution;
    /* the step log (rate_record) */
    int rec;
    puz_step *steps;
    RateWhy *whys;          /* one a step */
    long nsteps, capsteps;
    puz_elim *elims;
    long nelims, capelims;
    uint64_t *before;
    uint8_t *before_placed;
};

static inline int rate_single(uint64_t x) { return x && !(x & (x - 1)); }

/* Sets s->why (at most WHY_GROUPS groups, WHY_CELLS cells kept). */
static inline void rate_why(State *s, int ngroups, const int *groups, int ncells,
                            const int *cells, uint64_t values, int number)
{
    RateWhy *w = &s->why;
    w->ngroups = ngroups < WHY_GROUPS ? ngroups : WHY_GROUPS;
    for (int i = 0; i < w->ngroups; i++)
        w->groups[i] = groups[i];
    w->ncells = ncells < WHY_CELLS ? ncells : WHY_CELLS;
    for (int i = 0; i < w->ncells; i++)
        w->cells[i] = cells[i];
    w->values = values;
    w->number = number;
}

/* The places of each open value in full group g: bit i of pos[v] when the
 * group's i-th cell (unplaced) still allows value index v (nvals entries
 * written); returns the values its placed cells hold. Groups of at most 64
 * cells. */
uint64_t rate_value_places(const Rater *r, const State *s, int g, uint64_t *pos);
/* Does cell a share a group with cell b (a != b)? */
int rate_sees(const Rater *r, int a, int b);
/* Removes the values `vals` from cell c (unplaced): 1 changed, 0 not,
 * -1 left without candidates. */
int rate_remove(State *s, int c, uint64_t vals);

/* rate_adv.c: technique steps, 1 progress, 0 nothing, -1 contradiction. */
int rate_cages(const Rater *r, State *s);
int rate_innies(const Rater *r, State *s);
/* Finds the innies of the full groups (rate_new, after groups and cages). */
void rate_find_innies(Rater *r);
int rate_naked_triples(const Rater *r, State *s);
int rate_hidden_triples(const Rater *r, State *s);
int rate_x_wing(const Rater *r, State *s);
int rate_xy_wing(const Rater *r, State *s);
int rate_swordfish(const Rater *r, State *s);
int rate_coloring(const Rater *r, State *s);
/* Every cage of a fully placed state holds its total: 1, else 0. */
int rate_sums_hold(const Rater *r, const State *s);

#endif
