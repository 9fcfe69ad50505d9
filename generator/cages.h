/* cages.h -- Killer puzzles from a filled grid: random cages drawn over it,
 * split until the sums alone have one solution, and the Killer model of
 * those cages. */
#ifndef PUZC_CAGES_H
#define PUZC_CAGES_H

#include "gen.h"

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
    double deadline;         /* min_size > 1: no new count after this now_sec();
                                0 = none */
    const GenLimits *lim;    /* the call's limits: counts within them, no new
                                count after their work deadline (-3); may be
                                NULL */
} GenKillerOpts;

/* Draws cages over solution (a filled box_r x box_c Sudoku), then splits
 * cages where a second solution differs until the Killer is unique.
 * With min_size > 1 no cage is split below min_size: ambiguous regions are
 * drawn again instead (cages.c). Returns 0, -1 when max_cages would be
 * exceeded or (min_size > 1) no unique caging was found for this grid,
 * -2 when the counting backend failed (why in st->err), or -3 when the
 * limits of o->lim stopped it. Every cage's size
 * is within [min_size, max_size] when min_size > 1 (and at most max_size
 * always). Free with gen_cages_free. */
int gen_killer(int box_r, int box_c, const int *solution, const GenKillerOpts *o, Rng *rng,
               GenCages *out, GenStats *st);
/* Whether cells can be split into cages of min..max cells at all. */
int gen_killer_sizes_possible(int ncells, int min_size, int max_size);
/* The Killer model of those cages (no givens). */
Model *gen_killer_model(int box_r, int box_c, const GenCages *k);
void gen_cages_free(GenCages *k);

#endif
