/* gen.h -- puzzles from a filled grid: removing givens while the solution
 * stays unique (with symmetry, a clue target, a cap on the techniques the
 * puzzle may need), and Killer cages drawn over a filled grid. */
#ifndef PUZC_GEN_H
#define PUZC_GEN_H

#include "ir.h"
#include "puzc.h"
#include "rate.h"
#include "util.h"

#define GEN_SYMMETRIES(X) \
    X(NONE, "none")       \
    X(ROT180, "rot180")   \
    X(ROT90, "rot90")     \
    X(MIRROR, "mirror")

typedef enum {
#define GEN_X_SYM(id, name) GEN_SYM_##id,
    GEN_SYMMETRIES(GEN_X_SYM)
#undef GEN_X_SYM
    GEN_NSYMS
} GenSymmetry;

typedef struct {
    int target;          /* stop at this many clues; 0 = remove all it can */
    GenSymmetry sym;
    RateTech max_tech;   /* < RATE_GUESS: keep the puzzle solvable by these
                            techniques (the rater), which also makes it unique;
                            RATE_GUESS: uniqueness only (the counting solver) */
    double check_limit;  /* seconds per uniqueness count, 0 = none; a count cut
                            short keeps the clue */
    int count_pass;      /* after the logic pass, try the givens left with the
                            counter (max_tech RATE_GUESS only) */
    int progress;        /* 0 quiet, 1 a \r line on stderr, 2 a line per second */
} GenOpts;

typedef struct {
    int clues;           /* givens left */
    long checks;         /* uniqueness checks made */
    long cut_short;      /* of which stopped by check_limit */
    int tried_all;       /* every orbit left was tried with the counter and none
                            was cut short: minimal (under the symmetry) */
    double sec;
    char err[256];       /* the counting solver failed (PUZ_ERROR): why; the
                            checks it failed kept their clues */
} GenStats;

int gen_sym_parse(const char *name);   /* -1 when unknown */
const char *gen_sym_name(GenSymmetry s);

/* Removes givens from solution (m->ncells values) into givens, visiting the
 * symmetry's orbits of cells in a random order and keeping a removal only
 * when the puzzle stays unique (counter: a solver of m on any backend that
 * counts, prepared once; rater: a rater of m, needed when o->max_tech <
 * RATE_GUESS). */
void gen_remove(const Model *m, puz_solver *counter, Rater *rater, const int *solution,
                const GenOpts *o, Rng *rng, int *givens, GenStats *st);

/* Killer cages over a filled grid: cage_of[cell] = cage 0..ncages-1,
 * numbered in order of first appearance (row-major), sum[cage]. */
typedef struct {
    int ncages;
    int *cage_of;
    int *sum;
    int *size;
} GenCages;

typedef struct {
    int min_size, max_size;  /* cage sizes drawn from this range (1-5 default) */
    double check_limit;      /* seconds per uniqueness count, 0 = none */
    int max_cages;           /* 0 = any number; else split no further (fail) */
    const puz_backend *counter; /* counts to 2 for each caging; NULL = native */
} GenKillerOpts;

/* Draws cages over solution (a filled box_r x box_c Sudoku), then splits
 * cages where a second solution differs until the Killer is unique.
 * Returns 0, -1 when max_cages would be exceeded, or -2 when the counting
 * backend failed (why in st->err). Free with gen_cages_free. */
int gen_killer(int box_r, int box_c, const int *solution, const GenKillerOpts *o, Rng *rng,
               GenCages *out, GenStats *st);
/* The Killer model of those cages (no givens). */
Model *gen_killer_model(int box_r, int box_c, const GenCages *k);
void gen_cages_free(GenCages *k);

#endif
