/* rate.h -- the logic rater: solves a puzzle the way a person would, with
 * the simplest technique that makes progress, and reports which techniques
 * it needed and how many guesses. Works on any model made of distinct
 * groups, Killer cages and givens (Sudoku of every box shape, Latin,
 * jigsaw, X, Killer ...); not on plain sums. Used by `puzc rate` and by
 * the generator. The techniques past the pairs are rate_adv.c's. */
#ifndef PUZC_RATE_H
#define PUZC_RATE_H

#include "budget.h"
#include "ir.h"
#include "backend.h"
#include "gentypes.h"
#include "puzc.h"

#include <stddef.h>
#include <stdint.h>

/* X-macro: technique (puzc.h's puz_tech), its name, the level it implies
 * (puz_level), its weight in the score (puz_tech_weight). The names are
 * the public ones: puz_tech_name. The order is the order the rater tries
 * them in: simplest first. */
#define RATE_TECHS(X)                                                    \
    X(PUZ_TECH_NAKED_SINGLE, "naked_single", PUZ_LEVEL_EASY, 1)          \
    X(PUZ_TECH_HIDDEN_SINGLE, "hidden_single", PUZ_LEVEL_MEDIUM, 2)      \
    X(PUZ_TECH_CAGE, "cage_combination", PUZ_LEVEL_MEDIUM, 3)            \
    X(PUZ_TECH_LOCKED, "locked_candidates", PUZ_LEVEL_HARD, 4)           \
    X(PUZ_TECH_INNIES, "innies", PUZ_LEVEL_HARD, 5)                      \
    X(PUZ_TECH_NAKED_PAIR, "naked_pair", PUZ_LEVEL_HARD, 6)              \
    X(PUZ_TECH_HIDDEN_PAIR, "hidden_pair", PUZ_LEVEL_HARD, 8)            \
    X(PUZ_TECH_NAKED_TRIPLE, "naked_triple", PUZ_LEVEL_HARD, 10)         \
    X(PUZ_TECH_HIDDEN_TRIPLE, "hidden_triple", PUZ_LEVEL_HARD, 12)       \
    X(PUZ_TECH_X_WING, "x_wing", PUZ_LEVEL_FIENDISH, 15)                 \
    X(PUZ_TECH_XY_WING, "xy_wing", PUZ_LEVEL_FIENDISH, 18)               \
    X(PUZ_TECH_SWORDFISH, "swordfish", PUZ_LEVEL_FIENDISH, 20)           \
    X(PUZ_TECH_COLORING, "coloring", PUZ_LEVEL_FIENDISH, 25)             \
    X(PUZ_TECH_GUESS, "guess", PUZ_LEVEL_EXPERT, 50)

/* X-macro: level (puz_level) and its name (puz_level_name). */
#define RATE_LEVELS(X)                                                            \
    X(PUZ_LEVEL_EASY, "easy") X(PUZ_LEVEL_MEDIUM, "medium") X(PUZ_LEVEL_HARD, "hard") \
    X(PUZ_LEVEL_FIENDISH, "fiendish") X(PUZ_LEVEL_EXPERT, "expert")
#define RATE_NLEVELS (PUZ_LEVEL_EXPERT + 1)

typedef puz_level RateLevel;
typedef puz_tech RateTech;

/* rate_run's outcome; RATE_STOPPED: a limit of rate_set_limits ended it
 * (Rating.stop says which). */
enum { RATE_SOLVED = 1, RATE_NO_SOLUTION = 0, RATE_STUCK = -1, RATE_GAVE_UP = -2,
       RATE_STOPPED = -3 };

typedef struct {
    long count[PUZ_NTECHS]; /* steps of each technique on the path that solved it
                                (placements for singles, eliminating steps for the
                                others, guessed values for guess) */
    long guesses;            /* every value tried at a branching point, also in
                                branches that failed */
    int hardest;             /* RateTech, -1 when nothing was left to do */
    RateLevel level;         /* the word for `hardest` */
    long score;              /* puzc.h's puz_rating.score */
    int status;              /* RATE_SOLVED, RATE_NO_SOLUTION, RATE_STUCK, RATE_GAVE_UP,
                                RATE_STOPPED */
    int stop;                /* RATE_STOPPED: a puz_stop (PUZ_STOP_TIME, _CANCEL, _MEMORY) */
} Rating;

/* Why a technique step made progress, written by the technique when it
 * does (the step log keeps one a step: puz_rating_step_houses ...):
 *   groups  the rater's groups behind it, most telling first: the group of
 *           a hidden single, a pair or triple; a cage; the group holding
 *           innies; locked candidates' group A then B; a fish's base lines
 *           then its cover lines
 *   cells   the pattern's cells: a pair's or triple's cells, an XY-wing's
 *           pivot then pincers, innies; coloring's two telling cells (two
 *           of one colour that see each other, or one of each colour that
 *           the first cell cleared sees)
 *   values  the values it is about (bit k = vmin + k)
 *   number  a cage's or innies' total; coloring: the chain's length
 * (In the step log, rate_steps, the groups are the model's constraint
 * indexes: ix.gcon[g].) */
#define WHY_GROUPS 6
#define WHY_CELLS 8
typedef struct RateWhy {
    int ngroups, groups[WHY_GROUPS];
    int ncells, cells[WHY_CELLS];
    uint64_t values;
    int number;
} RateWhy;

typedef struct Rater Rater;

/* Compiles m's groups once (m must outlive the rater). NULL, with a reason
 * in err, when m has constraints the rater does not reason about (sums). */
Rater *rate_new(const Model *m, char *err, size_t errsz);
void rate_free(Rater *r);

/* Rates the puzzle with these givens (ncells values, 0 = empty; NULL = the
 * model's). Uses techniques up to max_tech only (PUZ_TECH_GUESS: all; a lower
 * one returns RATE_STUCK where it would be needed). max_guesses bounds the
 * search (0 = none; past it, RATE_GAVE_UP). The solution found goes to
 * solution (ncells values) when non-NULL. Returns out->status. */
int rate_run(Rater *r, const int *givens, RateTech max_tech, long max_guesses, Rating *out,
             int *solution);
/* What bounds the next runs: a deadline (a now_sec() time, 0 = none), a
 * cancel flag (NULL: none), a budget charged the search's levels and the
 * step log (NULL: no limit; it must outlive the rater). A run they stop
 * returns RATE_STOPPED: the deadline and the flag are looked at before each
 * search node's logic (a 36x36's takes about a millisecond). */
void rate_set_limits(Rater *r, double deadline, const volatile int *cancel, Budget *budget);
/* Where rate_run's search reports, about once a second once it has run
 * for a second ("rating: 5000 guesses, depth 40, 3.0 s"); fn NULL: nowhere. */
void rate_set_progress(Rater *r, puz_progress_fn fn, void *ctx);

/* Steps: with rate_record(r, 1) before rate_run, the solving path of the
 * last run (puzc.h's puz_step, puz_elim) and why each step (whys[i]; a
 * guess's is empty), valid until the next run. */
void rate_record(Rater *r, int on);
long rate_steps(const Rater *r, const puz_step **steps, const puz_elim **elims,
                const RateWhy **whys);

/* For tests: applies technique t once to the position cand (ncells masks,
 * bit k = value vmin + k; a cell with one candidate counts as placed, its
 * value already gone from its peers), in place. 1 progress, 0 nothing to
 * do, -1 contradiction. */
int rate_apply(Rater *r, uint64_t *cand, RateTech t);

/* Names: puz_tech_name, puz_tech_level, puz_level_name (puzc.h), rate_level_parse
 * (gentypes.h). The hardest technique a level allows: */
RateTech rate_level_max_tech(RateLevel l);

#endif
