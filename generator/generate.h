/* generate.h -- what the generator's products (puz_fill, puz_generate for
 * Sudoku/Latin and for Killer) share: the options with their defaults
 * resolved, the empty model of the shape, the seeded generator, one grid
 * filled by the chosen method and checked, and the failure report. */
#ifndef PUZC_GENERATE_H
#define PUZC_GENERATE_H

#include "budget.h"
#include "gen.h"
#include "ir.h"
#include "puzc.h"
#include "util.h"

#include <stddef.h>

/* The rater's guess budget for a generated puzzle; past it, "expert". */
#define GEN_RATE_GUESSES 1000000

typedef struct {
    puz_gen_opts o;        /* as given, defaults resolved (method, tries,
                              check_limit, counter) */
    int n;                 /* the side */
    Model *empty;          /* the empty grid of the shape (Killer: its Sudoku) */
    Rng rng;               /* seeded once; fills and removals draw from it in turn */
    double t0;
    GenLimits lim;         /* the call's limits (gen.h) */
    Budget own;            /* lim.budget when the caller gave none */
} GenRun;

/* Sets out->status and a message in out->err; returns the status. */
puz_gen_status gen_fail(puz_gen_result *out, puz_gen_status st, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Fills grid (n*n values) by g->o.method and checks it with the verifier.
 * fig receives the fill's figures (method, fill_*) and, on failure, the
 * status and message; on_fill is called on success. Returns fig->status. */
puz_gen_status gen_fill_one(GenRun *g, int *grid, puz_gen_result *fig);

/* fill_ilp.c: a grid from the ILP max-sum model through the ilp backend. */
puz_gen_status fill_ilp(GenRun *g, int *grid, puz_gen_result *fig);

/* puzzle.c: a Sudoku or Latin puzzle, the best of the tries. */
puz_gen_status gen_puzzle(GenRun *g, puz_gen_result *out);
/* killer.c: a Killer. */
puz_gen_status gen_killer_puzzle(GenRun *g, puz_gen_result *out);

/* A try's figures as the result of the call: the numbers, not the arrays
 * (which the caller hands over itself). */
void gen_take_figures(puz_gen_result *out, const puz_gen_result *fig);

#endif
