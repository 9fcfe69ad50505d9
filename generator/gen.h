/* gen.h -- puzzles from a filled grid: removing givens while the solution
 * stays unique (with symmetry, a clue target, a cap on the techniques the
 * puzzle may need). Killer cages are cages.h. */
#ifndef PUZC_GEN_H
#define PUZC_GEN_H

#include "ir.h"
#include "gentypes.h"
#include "puzc.h"
#include "rate.h"
#include "util.h"

/* X-macro: symmetry (puzc.h's puz_symmetry) and its --symmetry name
 * (gen_symmetry_name, gen_symmetry_parse). */
#define GEN_SYMMETRIES(X)       \
    X(PUZ_SYM_NONE, "none")     \
    X(PUZ_SYM_ROT180, "rot180") \
    X(PUZ_SYM_ROT90, "rot90")   \
    X(PUZ_SYM_MIRROR, "mirror")
#define GEN_NSYMS (PUZ_SYM_MIRROR + 1)

typedef puz_symmetry GenSymmetry;

/* LIMITS of one generator call (puz_gen_opts.time_limit, memory_limit_mb
 * or budget, cancel). The work -- fills, removals, cagings, tries -- stops
 * at `work` (a now_sec() time, 0 = none), 90% of the time limit; what is
 * left, up to `end`, rates and checks what the work kept, so that a call
 * cut short by the limit still ends with a checked puzzle when it has
 * one, within the limit. Every count and the rater charge `budget`. */
typedef struct {
    double work, end;
    const volatile int *cancel;
    Budget *budget;
} GenLimits;

/* Past `deadline` (work or end of l; 0 = none), or cancelled. */
int gen_past(const GenLimits *l, double deadline);
/* lim's time limit, cancel flag and budget for a count that may take
 * `own` seconds (0 = no bound of its own) and must end by `deadline`. */
void gen_limits_apply(const GenLimits *l, double deadline, double own, puz_limits *lim);
/* Seconds left before `deadline`, at least a microsecond; 0 = no deadline. */
double gen_left(double deadline);

typedef struct {
    int target;          /* stop at this many clues; 0 = remove all it can */
    GenSymmetry sym;
    RateTech max_tech;   /* < PUZ_TECH_GUESS: keep the puzzle solvable by these
                            techniques (the rater), which also makes it unique;
                            PUZ_TECH_GUESS: uniqueness only (the counting solver) */
    double check_limit;  /* seconds per uniqueness count, 0 = none; a count cut
                            short keeps the clue */
    int count_pass;      /* after the logic pass, try the givens left with the
                            counter (max_tech PUZ_TECH_GUESS only) */
    puz_progress_fn progress; /* about once a second while it runs; may be NULL */
    void *progress_ctx;
    const GenLimits *lim;     /* the call's limits (the work deadline stops
                                 the pass: GenStats.stopped); may be NULL */
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
    int stopped;         /* a limit (GenOpts.lim) ended the removal early: the
                            puzzle is unique, with givens that were not tried */
    int untried;         /* ... that many */
} GenStats;

/* Removes givens from solution (m->ncells values) into givens, visiting the
 * symmetry's orbits of cells in a random order and keeping a removal only
 * when the puzzle stays unique (counter: a solver of m on any backend that
 * counts, prepared once; rater: a rater of m, needed when o->max_tech <
 * PUZ_TECH_GUESS). */
void gen_remove(const Model *m, puz_solver *counter, Rater *rater, const int *solution,
                const GenOpts *o, Rng *rng, int *givens, GenStats *st);

#endif
