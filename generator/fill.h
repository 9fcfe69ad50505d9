/* fill.h -- filling an empty Sudoku (any box shape up to 8x8) or Latin
 * square with a complete valid grid: the randomised backtracking methods of
 * Raggi, Neto & Fontes, "Geração de Sudoku com programação linear e com
 * heurísticas" (fill.c), and the O(n^2) circular-list constructions of
 * Takano, Freitas & Sá, "O jogo de lógica Sudoku" (pattern.c). */
#ifndef PUZC_FILL_H
#define PUZC_FILL_H

#include "gentypes.h"
#include "puzc.h"
#include "util.h"

#include <stdint.h>

/* X-macro: method (puzc.h's puz_fill_method), its --method name
 * (gen_fill_method_name), one-line description. PUZ_FILL_ILP, the last,
 * is not fill.c's but fill_ilp.c's. */
#define FILL_METHODS(X)                                                                         \
    X(PUZ_FILL_BACKTRACK, "backtrack", "backtracking over candidates, diagonal boxes pre-filled") \
    X(PUZ_FILL_PRUNE, "prune", "big prune: tries 2 candidates with probability alpha, else 1")  \
    X(PUZ_FILL_WEIGHTED, "weighted", "big weighted prune: probability alpha*filled/total")      \
    X(PUZ_FILL_ROW, "row", "O(n^2) row pattern (circular list), randomly relabelled and permuted") \
    X(PUZ_FILL_BLOCK, "block", "O(n^2) block-by-block pattern, randomly relabelled and permuted")
#define FILL_NMETHODS PUZ_FILL_ILP /* fill.c's */

typedef puz_fill_method FillMethod;

/* The paper's best alpha for each pruning method. */
#define FILL_PRUNE_ALPHA 0.7
#define FILL_WEIGHTED_ALPHA 1.0

typedef struct {
    int box_r, box_c;   /* box shape; 0, 0 for a Latin square */
    int n;              /* side: box_r * box_c for Sudoku */
    FillMethod method;
    double alpha;       /* prune/weighted; <= 0 takes the paper's best */
    uint64_t seed;
    double time_limit;  /* seconds, 0 = none */
    const volatile int *cancel; /* stop when set; may be NULL */
    puz_progress_fn progress; /* about once a second while it runs; may be NULL */
    void *progress_ctx;
} FillOpts;

typedef struct {
    long restarts;      /* fresh starts after a pruned search failed */
    long nodes;         /* values placed */
    int deepest_row;    /* furthest row reached (1-based) */
    int timed_out;
    double sec;
} FillStats;

/* Names: gen_fill_method_name and gen_fill_method_parse (gentypes.h), for
 * these and "ilp". */

/* The searches (backtrack, prune, weighted) keep one 64-bit mask per row,
 * column and box: grids of up to this side. The patterns take any. */
#define FILL_MAX_SIDE 64

/* Fills grid (n*n values 1..n, row-major). Returns 0, -1 when the time
 * limit ran out first (grid then undefined), or -2 when a search method
 * is asked for a side above FILL_MAX_SIDE. st may be NULL. */
int fill_grid(const FillOpts *o, int *grid, FillStats *st);

/* pattern.c: the O(n^2) constructions. variant PUZ_FILL_ROW or PUZ_FILL_BLOCK;
 * box_r = box_c = 0 for a Latin square. */
void pattern_fill(int box_r, int box_c, int n, FillMethod variant, Rng *rng, int *grid);

#endif
