/* baseline.h -- the survey's baseline exact methods behind native's
 * --method backtrack|fc-mrv|norvig (seed paper 001, Takano, Freitas and
 * Sá): pure backtracking, forward checking with MRV, Norvig's propagation.
 * A method module of its own beside the bitset search (it shares only the
 * cell/group/peer index of the model, ir_index.h). Its entry, from native_backend.c: the
 * method named (base_method), a BaseSolver prepared per shape (base_new),
 * a count per run (base_count), its size (base_size); see baseline.c. */
#ifndef PUZC_BASELINE_H
#define PUZC_BASELINE_H

#include "backend.h"

typedef enum { BASE_BACKTRACK, BASE_FC_MRV, BASE_NORVIG } BaseMethod;

typedef struct BaseSolver BaseSolver;

typedef struct {
    long nodes;    /* values the search put in a cell (see baseline.c) */
    int stopped;   /* the time limit passed or the cancel flag was set */
} BaseStats;

/* The method called `name` ("backtrack", "fc-mrv", "norvig"); -1 for
 * another name. */
int base_method(const char *name);

/* Compiles m's groups and sums once. The Model must outlive the solver;
 * its givens are read at each base_count (refill them with
 * model_replace_givens in between). */
BaseSolver *base_new(const Model *m, BaseMethod method);
void base_free(BaseSolver *s);

/* Counts the solutions of the model with its current givens up to
 * o->limit (0 = 1), each passed to o->on_solution (nonzero return stops),
 * stopping at o->time_limit or o->cancel. The first solution goes to first
 * (ncells ints) when non-NULL. Returns the count. */
long base_count(BaseSolver *s, const SolveOpts *o, int *first, BaseStats *st);

/* Size figures for SolveResult.size: cells, groups, sums. */
void base_size(const BaseSolver *s, long size[3]);

#endif
