/* gentypes.h -- the generator's and the rater's own types: what to make
 * and what was made, the fill methods, symmetries, statuses, the bulk
 * run's options and the rater's options and rating. puzc.h shows them as
 * opaque objects set by name (generator/gen_api.c). */
#ifndef PUZC_GENTYPES_H
#define PUZC_GENTYPES_H

#include "budget.h"
#include "puzc.h"

#include <stddef.h>
#include <stdint.h>

typedef enum { PUZ_GEN_SUDOKU, PUZ_GEN_LATIN, PUZ_GEN_KILLER } puz_gen_kind;

/* How an empty grid is filled. */
typedef enum {
    PUZ_FILL_AUTO = -1,  /* weighted up to 25x25, row beyond */
    PUZ_FILL_BACKTRACK,  /* backtracking over candidates, diagonal boxes pre-filled */
    PUZ_FILL_PRUNE,      /* big prune: 2 candidates with probability alpha, else 1 */
    PUZ_FILL_WEIGHTED,   /* big weighted prune: probability alpha * filled / total */
    PUZ_FILL_ROW,        /* O(n^2) row pattern, randomly relabelled and permuted */
    PUZ_FILL_BLOCK,      /* O(n^2) block-by-block pattern, the same */
    PUZ_FILL_ILP         /* the 0-1 max-sum model, solved by the ilp backend */
} puz_fill_method;

/* The symmetry of the givens: a given's images are given too. */
typedef enum { PUZ_SYM_NONE, PUZ_SYM_ROT180, PUZ_SYM_ROT90, PUZ_SYM_MIRROR } puz_symmetry;


/* Names as the command line writes them ("weighted", "ilp", "rot180",
 * "hard", "naked_pair"). The parsers return -1 for a name they do not know. */
const char *gen_fill_method_name(puz_fill_method m);
int gen_fill_method_parse(const char *name);
const char *gen_symmetry_name(puz_symmetry s);
int gen_symmetry_parse(const char *name);
int rate_level_parse(const char *name);


typedef struct puz_gen_result puz_gen_result;
/* Called as the work goes, with the figures of the grid just filled
 * (on_fill: solution, method, fill_*) or of the try just made (on_try:
 * also givens or cages, clues, the rating, checks). Pointers in *r are
 * valid during the call only. */
typedef void (*GenFn)(const puz_gen_result *r, void *ctx);

/* What to make. Start from puz_gen_opts_init's defaults. */
typedef struct {
    puz_gen_kind kind;
    int box_r, box_c;          /* Sudoku, Killer: the box shape (3x3) */
    int n;                     /* Latin: the side (9) */
    puz_fill_method method;
    double alpha;              /* prune, weighted: 0 = the paper's best (0.7, 1.0) */
    const puz_options *fill_options; /* PUZ_FILL_ILP: options of the ilp backend
                                        (NULL = defaults); formulation classic (the
                                        paper's = 1 rows) with ilp_fix 2, maxsum with
                                        0 and 1, unless they set it */
    /* Sudoku and Latin puzzles */
    int clues;                 /* stop removing givens at this many (best effort);
                                  0 = remove all that can go */
    puz_symmetry symmetry;
    int minimal;               /* no given can be removed: checks without time
                                  limit, every given tried */
    puz_level difficulty;      /* the level the puzzle must have, as puz_rate
                                  judges it; PUZ_LEVEL_ANY = any */
    /* Killer */
    int cage_min, cage_max;    /* cage sizes drawn from this range (1-5) */
    int max_cages;             /* more cages than this fails a try; 0 = any */
    /* every product */
    uint64_t seed;
    long tries;                /* fresh grids to try for a difficulty, a clue target
                                  or a Killer; 0 = 200 up to 9x9, 10 up to 16x16, 3
                                  beyond (1 when nothing is asked of the puzzle) */
    double time_limit;         /* seconds for the whole call: filling, removing
                                  givens, caging, rating and checking (the
                                  work stops at 90% of it, the rest rates and
                                  checks what it kept); 0 = none. generate_bulk:
                                  per puzzle */
    double check_limit;        /* seconds per uniqueness check (a check cut short
                                  keeps its given); < 0 = 0 (none) up to 16x16,
                                  2 beyond */
    const puz_backend *counter; /* counts for the uniqueness checks; NULL = native */
    puz_progress_fn progress;  /* long work reports here; may be NULL */
    void *progress_ctx;
    GenFn on_fill, on_try;      /* may be NULL */
    void *ctx;                 /* for on_fill and on_try */
    int ilp_fix;               /* PUZ_FILL_ILP: 2 (the default) band by band, one
                                  small program a band; or one program for the
                                  whole grid with, fixed at random before GLPK
                                  runs, 0 the first row (the paper's program) or
                                  1 the boxes on the diagonal (as the
                                  backtracking fill does) */
    size_t memory_limit_mb;    /* as puz_limits': the counts, the rater, the
                                  fill; 0 = half the machine */
    Budget *budget;        /* a shared budget instead (generate_bulk's
                                  threads share the caller's) */
    const volatile int *cancel; /* stop when set; may be NULL */
} puz_gen_opts;

/* The defaults: a 9x9 Sudoku, PUZ_FILL_AUTO, no symmetry, any difficulty,
 * cages of 1-5 cells, seed 0, default tries and check limit, native, the
 * ILP fill band by band. */

typedef enum {
    PUZ_GEN_DONE = 0,     /* made as asked */
    PUZ_GEN_MISSED = 1,   /* a puzzle, but none of the difficulty asked turned up
                             in the tries: the closest one; or the time limit
                             (or cancel) stopped the removal of givens: the
                             puzzle so far, unique and checked (stop says so) */
    PUZ_GEN_NONE = 2,     /* nothing within the limits (time limit, max_cages in
                             every try, the ilp backend finding no grid): err */
    PUZ_GEN_ERROR = 3,    /* could not run: options, a backend missing, unable
                             to count, or failing: err */
    PUZ_GEN_INTERNAL = 4  /* the result failed the final check from the outside
                             (verifier, count to 2): a bug; err */
} puz_gen_status;

struct puz_gen_result {
    puz_gen_status status;
    char err[256];           /* why, for every status but DONE */
    puz_model *model;        /* the puzzle: its givens, or the Killer's cages (no
                                givens); puz_fill: the filled grid as givens */
    int n;                   /* the side: n * n cells, row-major */
    int *solution;           /* the filled grid: the puzzle's one solution */
    int *givens;             /* Sudoku, Latin puzzle: its givens (0 = empty) */
    int ncages;              /* Killer: cage_of[cell] = 0..ncages-1 (numbered in */
    int *cage_of, *cage_sum; /*   order of first appearance), cage_sum[cage] */
    int clues;               /* givens; Killer: cages of one cell */
    puz_level level;         /* puzzle: the rater's verdict ... */
    int hardest;             /* ... its hardest technique (puz_tech; -1 none) */
    long guesses;            /* ... and its guesses */
    long checks, cut_short;  /* uniqueness checks made; cut short by check_limit */
    int minimal;             /* every given was tried and none can go */
    long effort;             /* Killer: the final count's effort, in the counting
                                backend's unit (puz_backend_effort_name) */
    puz_fill_method method;  /* the fill method used (PUZ_FILL_AUTO resolved) */
    long fill_restarts, fill_nodes; /* the grid's fill: fresh starts, values placed */
    double fill_sec;         /* ... and its time, check included */
    double remove_sec;       /* removing givens (Killer: caging), last try */
    long tries;              /* tries made (on_fill, on_try: this try, from 1) */
    double sec;              /* the whole call */
    puz_stop stop;           /* a limit cut the call short (MISSED: the puzzle so
                                far; NONE: nothing made); else PUZ_STOP_NONE */
    int untried;             /* stop: the givens the removal did not try */
};


/* The rater: solves the puzzle the way a person would, with the simplest
 * technique that makes progress, and says which techniques it needed and
 * how often, how many guesses, and a difficulty level. Models made of
 * distinct groups, Killer cages and givens (Sudoku of every box shape,
 * Latin, jigsaw, X, Killer ...); one with plain sums is refused. */
typedef enum {
    PUZ_RATE_SOLVED = 0,
    PUZ_RATE_NO_SOLUTION = 1,
    PUZ_RATE_GAVE_UP = 2,  /* more guesses than max_guesses */
    PUZ_RATE_REFUSED = 3,  /* a model the rater does not reason about: err */
    PUZ_RATE_ERROR = 4,    /* the count failed, or the solution failed the
                              verifier (a bug): err */
    PUZ_RATE_STOPPED = 5   /* time_limit, the budget or cancel ended it
                              (puz_rating.stop) */
} puz_rate_status;

typedef struct {
    long max_guesses;           /* give up past this many; 0 = no bound */
    const puz_backend *counter; /* the uniqueness count; NULL = native */
    double count_limit;         /* seconds for it; 0 = none */
    puz_progress_fn progress;   /* long work reports here about once a second
                                   ("rating: 5000 guesses, depth 40, 3.0 s");
                                   may be NULL */
    void *progress_ctx;
    int steps;                  /* record the solving path (puz_rating.steps) */
    double time_limit;          /* seconds for the whole call, the count
                                   included (count_limit still bounds it); 0 =
                                   none */
    size_t memory_limit_mb;     /* as puz_limits': the search's levels, the
                                   path, the count; 0 = half the machine */
    Budget *budget;         /* a shared budget instead (puz_limits') */
    const volatile int *cancel; /* stop when set; may be NULL */
} puz_rate_opts;


struct puz_rating {
    puz_rate_status status;
    long count[PUZ_NTECHS];  /* steps of each technique on the path that solved
                                it (placements for singles, eliminating steps for
                                the others, guessed values for guess) */
    long guesses;            /* every value tried, failed branches included */
    int hardest;             /* puz_tech; -1 when nothing was left to fill */
    puz_level level;         /* the level of `hardest` */
    int unique;              /* SOLVED: 1 one solution, 0 two or more, -1 the
                                count was cut short */
    int *solution;           /* SOLVED: the solution (ncells values), else NULL */
    char err[256];
    long score;              /* SOLVED: sum over the path's steps of each technique's
                                weight (puz_tech_weight) plus puz_tech_weight(GUESS)
                                for every value tried (failed branches included) */
    puz_stop stop;           /* STOPPED: which limit (time, memory, cancel); a
                                count cut short by one says unique = -1 */
    puz_step *steps;         /* opts->steps: the solving path, nsteps long */
    struct RateWhy *whys;    /* why each step (rate.h's RateWhy), nsteps long */
    long nsteps;
    puz_elim *elims;         /* the steps' eliminations, nelims long */
    long nelims;
};


/* Many puzzles in one call (bulk.c). */
typedef int (*BulkFn)(long index, uint64_t seed, const puz_gen_result *r, void *ctx);

typedef struct {
    long count;                /* puzzles to make (>= 1) */
    int jobs;                  /* threads; 0 = one per online core */
    long max_retries;          /* duplicates in a row before giving up on a
                                  slot (too few puzzles of the shape); 0 = 1000 */
    BulkFn on_puzzle;
    void *ctx;
} puz_bulk_opts;

typedef struct {
    puz_gen_status status;     /* DONE; NONE: too many duplicates, or a
                                  puzzle within no limit; ERROR; INTERNAL */
    char err[256];
    long made;                 /* puzzles handed to on_puzzle */
    long duplicates;           /* puzzles made again for being equal to one before */
    long missed;               /* of made: PUZ_GEN_MISSED (difficulty not reached) */
    int jobs;                  /* threads used */
    int stopped;               /* on_puzzle asked to stop */
    puz_stop stop;             /* NONE for a puzzle within no limit: the limit
                                  that ended it (time, memory, cancel) */
    double sec;
} puz_bulk_result;

/* The generator's calls (generate.c, bulk.c), rating.c's, and
 * latin2sudoku.c's; puzc.h's puz_fill, puz_generate, puz_generate_bulk,
 * puz_rate and puz_latin_* wrap them (gen_api.c). */
void gen_opts_init(puz_gen_opts *o);
puz_gen_status gen_fill(const puz_gen_opts *o, puz_gen_result *out);
puz_gen_status gen_generate(const puz_gen_opts *o, puz_gen_result *out);
void gen_result_free(puz_gen_result *r);
puz_gen_status gen_bulk(const puz_gen_opts *o, const puz_bulk_opts *b, puz_bulk_result *out);
puz_rate_status rate_puzzle(const puz_model *m, const puz_rate_opts *o, puz_rating *out);
void rating_free(puz_rating *r);
struct puz_model *latin_to_sudoku(const struct puz_model *latin, char *err, size_t errsz);
int latin_from_sudoku(const struct puz_model *latin, const int *sudoku, int *square, char *err,
                      size_t errsz);

#endif
