/* fill.c -- the filling methods of Raggi, Neto & Fontes, "Geração de Sudoku
 * com programação linear e com heurísticas": backtracking over candidates
 * with the diagonal boxes pre-filled, "big prune" and "big weighted prune",
 * all in row-major order; and the dispatch to the O(n^2) patterns.
 *
 * THE SEARCH (the paper's Algorithms 1-3, CANFILL)
 *   Cells are filled row by row, left to right (the order the paper found
 *   best), skipping the pre-filled ones. A cell's candidates are the values
 *   missing from its row, column and box: one 64-bit mask each, so a
 *   candidate set is ~(row | col | box), and the search takes grids of up
 *   to 64 values (FILL_MAX_SIDE; it does not fill a 49x49 in a minute). Each time the search starts a new
 *   row it checks every empty cell of the rows below for at least one
 *   candidate and backs up when one has none (the paper refreshes its
 *   candidate lists at the start of each row and backs up the same way).
 *   Candidates are tried in a random order drawn from the seeded Rng.
 *
 *   backtrack  every candidate is tried: an exhaustive search. The boxes on
 *              the main diagonal share no row or column, so each is first
 *              filled with an independent random permutation.
 *   prune      at each cell, with probability alpha only two candidates
 *              are tried, otherwise one ("testAmount"); when the pruned
 *              search fails at the root it starts again from scratch
 *              (new diagonal boxes). The paper's best alpha is 0.7.
 *   weighted   as prune with probability alpha * filled / total, where
 *              filled counts the cells placed so far: few alternatives at
 *              the start, where a bad value is cheap to restart from, more
 *              near the end. The paper's best alpha is 1.0.
 *
 *   A Latin square has no boxes: its first row is the pre-filled part (any
 *   permutation of 1..n is one, by relabelling).
 */
#include "fill.h"

#include "ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const method_names[] = {
#define FILL_X_NAME(id, name, desc) [id] = name,
    FILL_METHODS(FILL_X_NAME)
#undef FILL_X_NAME
    [PUZ_FILL_ILP] = "ilp"};

int gen_fill_method_parse(const char *name)
{
    for (int i = 0; i <= PUZ_FILL_ILP; i++)
        if (!strcmp(name, method_names[i]))
            return i;
    return -1;
}

const char *gen_fill_method_name(puz_fill_method m)
{
    return m >= 0 && m <= PUZ_FILL_ILP ? method_names[m] : "auto";
}

typedef struct {
    const FillOpts *o;
    int n, ncells;
    uint64_t full;
    int *grid;
    uint64_t row[FILL_MAX_SIDE], col[FILL_MAX_SIDE], box[FILL_MAX_SIDE + 1];
    int boxof[FILL_MAX_SIDE * FILL_MAX_SIDE];  /* n for a Latin square: an always-empty mask */
    int order[FILL_MAX_SIDE * FILL_MAX_SIDE];  /* cells left to fill, row-major */
    unsigned char row_first[FILL_MAX_SIDE * FILL_MAX_SIDE];
    int norder, filled;
    double alpha;
    Rng rng;
    long nodes, restarts;
    int deepest_row, abort;
    double t0, deadline, next_report;
} Filler;

/* The i-th set bit of a, i uniform among them. */
static uint64_t random_bit(Rng *r, uint64_t a)
{
    int i = (int)rng_below(r, (uint64_t)__builtin_popcountll(a));
    while (i--)
        a &= a - 1;
    return a & -a;
}

static void put(Filler *f, int c, uint64_t bit)
{
    int r = c / f->n, k = c % f->n;
    f->row[r] |= bit;
    f->col[k] |= bit;
    if (f->boxof[c] < f->n)
        f->box[f->boxof[c]] |= bit;
    f->grid[c] = __builtin_ctzll(bit) + 1;
    f->filled++;
}

static void take(Filler *f, int c, uint64_t bit)
{
    int r = c / f->n, k = c % f->n;
    f->row[r] &= ~bit;
    f->col[k] &= ~bit;
    if (f->boxof[c] < f->n)
        f->box[f->boxof[c]] &= ~bit;
    f->grid[c] = 0;
    f->filled--;
}

static uint64_t candidates(const Filler *f, int c)
{
    return f->full & ~(f->row[c / f->n] | f->col[c % f->n] | f->box[f->boxof[c]]);
}

/* Every empty cell of rows r.. still has a candidate. */
static int rows_alive(const Filler *f, int r)
{
    for (int c = r * f->n; c < f->ncells; c++)
        if (!f->grid[c] && !candidates(f, c))
            return 0;
    return 1;
}

/* One progress line: "fill 64x64 backtrack: 3 restarts, row 12/64 reached, 2.0 s". */
static void progress(Filler *f, double now)
{
    char line[160];
    snprintf(line, sizeof line, "fill %dx%d %s: %ld restart%s, row %d/%d reached, %.1f s", f->n,
             f->n, method_names[f->o->method], f->restarts, f->restarts == 1 ? "" : "s",
             f->deepest_row, f->n, now - f->t0);
    f->o->progress(line, f->o->progress_ctx);
}

/* The clock, every 1024 nodes: time limit and progress. */
static void tick(Filler *f)
{
    double now = now_sec();
    if ((f->deadline > 0 && now > f->deadline) || cancel_requested(f->o->cancel))
        f->abort = 1;
    if (f->o->progress && now >= f->next_report) {
        progress(f, now);
        f->next_report = now + 1.0;
    }
}

/* CANFILL from position k of the order. */
static int can_fill(Filler *f, int k)
{
    if (k == f->norder)
        return 1;
    int c = f->order[k];
    if (f->row_first[k]) {
        int r = c / f->n;
        if (r + 1 > f->deepest_row)
            f->deepest_row = r + 1;
        if (!rows_alive(f, r))
            return 0;
    }
    if ((++f->nodes & 1023) == 0)
        tick(f);
    if (f->abort)
        return 0;
    uint64_t a = candidates(f, c);
    int tries = f->n;
    if (f->o->method == PUZ_FILL_PRUNE)
        tries = rng_unit(&f->rng) < f->alpha ? 2 : 1;
    else if (f->o->method == PUZ_FILL_WEIGHTED)
        tries = rng_unit(&f->rng) < f->alpha * f->filled / f->ncells ? 2 : 1;
    while (a && tries-- > 0) {
        uint64_t bit = random_bit(&f->rng, a);
        a &= ~bit;
        put(f, c, bit);
        if (can_fill(f, k + 1))
            return 1;
        take(f, c, bit);
        if (f->abort)
            return 0;
    }
    return 0;
}

/* A random permutation of 1..n into the cells listed. */
static void fill_perm(Filler *f, const int *cells)
{
    int v[FILL_MAX_SIDE];
    for (int i = 0; i < f->n; i++)
        v[i] = i;
    rng_shuffle(&f->rng, v, f->n);
    for (int i = 0; i < f->n; i++)
        put(f, cells[i], 1ULL << v[i]);
}

/* Empties the grid, pre-fills the independent part, lists the rest. */
static void start(Filler *f)
{
    const FillOpts *o = f->o;
    int n = f->n, cells[FILL_MAX_SIDE];
    memset(f->grid, 0, sizeof(int) * (size_t)f->ncells);
    memset(f->row, 0, sizeof f->row);
    memset(f->col, 0, sizeof f->col);
    memset(f->box, 0, sizeof f->box);
    f->filled = 0;
    if (o->box_r) {
        int ndiag = o->box_r < o->box_c ? o->box_r : o->box_c; /* min(stacks, bands) */
        for (int d = 0; d < ndiag; d++) {
            int k = 0;
            for (int r = d * o->box_r; r < (d + 1) * o->box_r; r++)
                for (int c = d * o->box_c; c < (d + 1) * o->box_c; c++)
                    cells[k++] = r * n + c;
            fill_perm(f, cells);
        }
    } else {
        for (int c = 0; c < n; c++)
            cells[c] = c;
        fill_perm(f, cells);
    }
    f->norder = 0;
    int last_row = -1;
    for (int c = 0; c < f->ncells; c++)
        if (!f->grid[c]) {
            f->row_first[f->norder] = c / n != last_row;
            last_row = c / n;
            f->order[f->norder++] = c;
        }
}

int fill_grid(const FillOpts *o, int *grid, FillStats *st)
{
    int rc = 0;
    double t0 = now_sec();
    if (o->method == PUZ_FILL_ROW || o->method == PUZ_FILL_BLOCK) {
        Rng rng;
        rng_seed(&rng, o->seed);
        pattern_fill(o->box_r, o->box_c, o->n, o->method, &rng, grid);
        if (st) {
            memset(st, 0, sizeof *st);
            st->nodes = (long)o->n * o->n;
            st->deepest_row = o->n;
            st->sec = now_sec() - t0;
        }
        return 0;
    }
    if (o->n > FILL_MAX_SIDE)
        return -2;
    Filler *f = xcalloc(1, sizeof *f);
    f->o = o;
    f->n = o->n;
    f->ncells = o->n * o->n;
    f->full = o->n == 64 ? ~0ULL : (1ULL << o->n) - 1;
    f->grid = grid;
    f->alpha = o->alpha > 0 ? o->alpha
               : o->method == PUZ_FILL_PRUNE ? FILL_PRUNE_ALPHA : FILL_WEIGHTED_ALPHA;
    rng_seed(&f->rng, o->seed);
    for (int c = 0; c < f->ncells; c++)
        f->boxof[c] = o->box_r ? (c / f->n) / o->box_r * o->box_r + (c % f->n) / o->box_c
                               : f->n;
    f->t0 = t0;
    f->deadline = o->time_limit > 0 ? t0 + o->time_limit : 0;
    f->next_report = t0 + 1.0;
    for (;;) {
        start(f);
        if (can_fill(f, 0))
            break;
        if (f->abort) {
            rc = -1;
            break;
        }
        f->restarts++;
    }
    if (st) {
        st->restarts = f->restarts;
        st->nodes = f->nodes;
        st->deepest_row = f->deepest_row;
        st->timed_out = rc != 0;
        st->sec = now_sec() - t0;
    }
    free(f);
    return rc;
}
