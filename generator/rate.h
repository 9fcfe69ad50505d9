/* rate.h -- the logic rater: solves a puzzle the way a person would, with
 * the simplest technique that makes progress, and reports which techniques
 * it needed and how many guesses. Works on any model made of distinct
 * groups and givens (Sudoku of every box shape, Latin, jigsaw, X, ...);
 * not on sums or cages. Used by `puzc rate` and by the generator. */
#ifndef PUZC_RATE_H
#define PUZC_RATE_H

#include "ir.h"
#include "puzc.h"

#include <stddef.h>

/* X-macro: technique (puzc.h's puz_tech), its name, the level it implies
 * (puz_level). The names are the public ones: puz_tech_name. */
#define RATE_TECHS(X)                                              \
    X(PUZ_TECH_NAKED_SINGLE, "naked_single", PUZ_LEVEL_EASY)       \
    X(PUZ_TECH_HIDDEN_SINGLE, "hidden_single", PUZ_LEVEL_MEDIUM)   \
    X(PUZ_TECH_LOCKED, "locked_candidates", PUZ_LEVEL_HARD)        \
    X(PUZ_TECH_NAKED_PAIR, "naked_pair", PUZ_LEVEL_HARD)           \
    X(PUZ_TECH_HIDDEN_PAIR, "hidden_pair", PUZ_LEVEL_HARD)         \
    X(PUZ_TECH_GUESS, "guess", PUZ_LEVEL_EXPERT)

/* X-macro: level (puz_level) and its name (puz_level_name). */
#define RATE_LEVELS(X)                                                            \
    X(PUZ_LEVEL_EASY, "easy") X(PUZ_LEVEL_MEDIUM, "medium") X(PUZ_LEVEL_HARD, "hard") \
    X(PUZ_LEVEL_EXPERT, "expert")
#define RATE_NLEVELS (PUZ_LEVEL_EXPERT + 1)

typedef puz_level RateLevel;
typedef puz_tech RateTech;

/* rate_run's outcome. */
enum { RATE_SOLVED = 1, RATE_NO_SOLUTION = 0, RATE_STUCK = -1, RATE_GAVE_UP = -2 };

typedef struct {
    long count[PUZ_NTECHS]; /* steps of each technique on the path that solved it
                                (placements for singles, eliminating steps for the
                                others, guessed values for guess) */
    long guesses;            /* every value tried at a branching point, also in
                                branches that failed */
    int hardest;             /* RateTech, -1 when nothing was left to do */
    RateLevel level;         /* the word for `hardest` */
    int status;              /* RATE_SOLVED, RATE_NO_SOLUTION, RATE_STUCK, RATE_GAVE_UP */
} Rating;

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
/* Where rate_run's search reports, about once a second once it has run
 * for a second ("rating: 5000 guesses, depth 40, 3.0 s"); fn NULL: nowhere. */
void rate_set_progress(Rater *r, puz_progress_fn fn, void *ctx);

/* Names: puz_tech_name, puz_tech_level, puz_level_name, puz_level_parse
 * (puzc.h). The hardest technique a level allows: */
RateTech rate_level_max_tech(RateLevel l);

#endif
