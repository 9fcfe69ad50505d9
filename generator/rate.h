/* rate.h -- the logic rater: solves a puzzle the way a person would, with
 * the simplest technique that makes progress, and reports which techniques
 * it needed and how many guesses. Works on any model made of distinct
 * groups and givens (Sudoku of every box shape, Latin, jigsaw, X, ...);
 * not on sums or cages. Used by `puzc rate` and by the generator. */
#ifndef PUZC_RATE_H
#define PUZC_RATE_H

#include "ir.h"

#include <stddef.h>

/* X-macro: technique id, name, difficulty level it implies (RateLevel). */
#define RATE_TECHS(X)                            \
    X(NAKED_SINGLE, "naked_single", RATE_EASY)    \
    X(HIDDEN_SINGLE, "hidden_single", RATE_MEDIUM) \
    X(LOCKED, "locked_candidates", RATE_HARD)     \
    X(NAKED_PAIR, "naked_pair", RATE_HARD)        \
    X(HIDDEN_PAIR, "hidden_pair", RATE_HARD)      \
    X(GUESS, "guess", RATE_EXPERT)

#define RATE_LEVELS(X) X(EASY, "easy") X(MEDIUM, "medium") X(HARD, "hard") X(EXPERT, "expert")

typedef enum {
#define RATE_X_LEVEL(id, name) RATE_##id,
    RATE_LEVELS(RATE_X_LEVEL)
#undef RATE_X_LEVEL
    RATE_NLEVELS
} RateLevel;

typedef enum {
#define RATE_X_TECH(id, name, level) RATE_##id,
    RATE_TECHS(RATE_X_TECH)
#undef RATE_X_TECH
    RATE_NTECHS
} RateTech;

/* rate_run's outcome. */
enum { RATE_SOLVED = 1, RATE_NO_SOLUTION = 0, RATE_STUCK = -1, RATE_GAVE_UP = -2 };

typedef struct {
    long count[RATE_NTECHS]; /* steps of each technique on the path that solved it
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
 * model's). Uses techniques up to max_tech only (RATE_GUESS: all; a lower
 * one returns RATE_STUCK where it would be needed). max_guesses bounds the
 * search (0 = none; past it, RATE_GAVE_UP). The solution found goes to
 * solution (ncells values) when non-NULL. Returns out->status. */
int rate_run(Rater *r, const int *givens, RateTech max_tech, long max_guesses, Rating *out,
             int *solution);

const char *rate_tech_name(RateTech t);
RateLevel rate_tech_level(RateTech t);
const char *rate_level_name(RateLevel l);
/* Level by name; -1 when unknown. */
int rate_level_parse(const char *name);
/* The hardest technique a level allows. */
RateTech rate_level_max_tech(RateLevel l);

#endif
