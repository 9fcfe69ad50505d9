/* pattern.c -- the O(n^2) constructions for the empty grid of Takano,
 * Freitas & Sá, "O jogo de lógica Sudoku" (section 5.1), randomised.
 *
 * THE PATTERNS. Both write the circular list 0, 1, ..., n-1 (values 1..n
 * after relabelling) into the grid, shifting the start of the list:
 *   row    the paper's second algorithm: rows come in bands of box_r rows
 *          and every band uses the same pattern; row i of band b starts
 *          box_c places further on than the row above it, and each band
 *          one place further than the band above:
 *              v(r, c) = (box_c * i + b + c) mod n,   r = b * box_r + i
 *          A box (b, s) holds box_c*i + j + const for i < box_r, j < box_c:
 *          every residue once; a column holds box_c*i + b: every residue
 *          once; a row holds c + const: every residue once.
 *   block  the paper's first algorithm: block by block down each stack,
 *          each block laid out column by column from the list, the next
 *          block starting box_r places on, the next stack one place on:
 *              v(r, c) = (i + box_r * j + box_r * b + s) mod n,
 *              r = b * box_r + i, c = s * box_c + j
 *          (a box holds i + box_r*j: every residue; a row holds
 *          box_r*j + s; a column box_r*b + i: every residue once).
 *   Latin  the cyclic square v(r, c) = (r + c) mod n.
 *
 * RANDOMISING. The validity of a Sudoku grid is kept by relabelling the
 * values, permuting the rows within a band, the bands, the columns within
 * a stack and the stacks, and (square boxes) transposing; a Latin square's
 * by relabelling and permuting all rows and all columns. Each is drawn
 * uniformly from the seeded Rng, so the output is uniform over the pattern's
 * orbit under these symmetries -- varied, but an orbit of one grid: far
 * from every grid (the search methods in fill.c reach those). O(n^2).
 */
#include "fill.h"

#include "ir.h"

/* A random order of n parts of size k each: part order, then the order
 * within each part. map[i] is the source index of position i. */
static void banded_perm(Rng *rng, int parts, int k, int *map)
{
    int order[PUZ_MAX_SIDE], inner[PUZ_MAX_SIDE];
    for (int p = 0; p < parts; p++)
        order[p] = p;
    rng_shuffle(rng, order, parts);
    for (int p = 0; p < parts; p++) {
        for (int i = 0; i < k; i++)
            inner[i] = i;
        rng_shuffle(rng, inner, k);
        for (int i = 0; i < k; i++)
            map[p * k + i] = order[p] * k + inner[i];
    }
}

static int base_value(int box_r, int box_c, int n, FillMethod variant, int r, int c)
{
    if (box_r && variant == PUZ_FILL_BLOCK) {
        int b = r / box_r, i = r % box_r, s = c / box_c, j = c % box_c;
        return (i + box_r * j + box_r * b + s) % n;
    }
    return model_pattern_value(box_r, box_c, n, r, c); /* row, and Latin */
}

void pattern_fill(int box_r, int box_c, int n, FillMethod variant, Rng *rng, int *grid)
{
    int label[PUZ_MAX_SIDE], rows[PUZ_MAX_SIDE], cols[PUZ_MAX_SIDE];
    for (int v = 0; v < n; v++)
        label[v] = v + 1;
    rng_shuffle(rng, label, n);
    if (box_r) {
        banded_perm(rng, box_c, box_r, rows); /* box_c bands of box_r rows */
        banded_perm(rng, box_r, box_c, cols); /* box_r stacks of box_c columns */
    } else {
        banded_perm(rng, 1, n, rows);
        banded_perm(rng, 1, n, cols);
    }
    int transpose = (box_r == box_c) && rng_below(rng, 2);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            int v = label[base_value(box_r, box_c, n, variant, rows[r], cols[c])];
            if (transpose)
                grid[c * n + r] = v;
            else
                grid[r * n + c] = v;
        }
}
