/* latin2sudoku.c -- the reduction from Latin square completion to Sudoku
 * completion that Takano, Freitas & Sá give (after Yato & Seta) to show
 * Sudoku NP-complete (seed paper 001, section 3), both ways: a partial
 * Latin square of order k becomes a partial Sudoku of k x k boxes, and a
 * solution of that Sudoku maps back to a solution of the square.
 *
 * THE CONSTRUCTION (0-based rows i, columns j, values; n = k*k)
 *   Pattern: s(i,j) = ((i mod k)*k + i div k + j) mod n is a full Sudoku.
 *   Set B: the cells of the first band (i < k) whose column is the first of
 *   its box (j mod k = 0); cell (i, q*k) of B stands for the square's cell
 *   (i, q). In the pattern such a cell holds (i + q)*k mod n, a multiple of
 *   k, and no other cell of band 0, of a column q*k or of a band-0 box
 *   holds a multiple of k (i div k >= 1 outside band 0 breaks it, and j mod
 *   k != 0 does inside). So the instance is: every cell outside B given as
 *   the pattern says; cell (i, q*k) of B given k*l(i,q) where the square
 *   gives l(i,q) (values 0..k-1), empty where it is empty. The empty cells
 *   of row i of band 0 can then hold only multiples of k (the others are
 *   given in the row), distinct along the row (the square's row i) and down
 *   column q*k and box q (the square's column q). Completions of the two
 *   puzzles correspond one to one: the counts are equal.
 * Values here are 1-based as in the IR: Sudoku value s+1 <-> square l+1. */
#include "gentypes.h"
#include "ir.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>

/* The square's order, or 0 with a message: a Latin square is a k x k grid,
 * values 1..k, its rows and columns all-different, givens, nothing else. */
static int latin_order(const Model *m, char *err, size_t errsz)
{
    int k = m->rows;
    if (m->cols != k || m->vmin != 1 || m->vmax != k || model_count(m, CON_PERM) != 2 * k ||
        model_count(m, CON_PERM) + model_count(m, CON_GIVEN) != m->ncons) {
        snprintf(err, errsz, "not a Latin square (a k x k grid, values 1..k, rows and "
                             "columns distinct, givens, nothing else)");
        return 0;
    }
    if (k < 2 || k * k > PUZ_MAX_VALUES) {
        snprintf(err, errsz, "a Latin square of order %d gives a %dx%d Sudoku: the order "
                             "must be 2..16", k, k * k, k * k); /* 16 * 16 = PUZ_MAX_VALUES */
        return 0;
    }
    return k;
}

puz_model *latin_to_sudoku(const puz_model *latin, char *err, size_t errsz)
{
    int k = latin_order(latin, err, errsz);
    if (!k)
        return NULL;
    int n = k * k;
    Model *s = model_sudoku(k, k);
    int *g = xcalloc((size_t)n * (size_t)n, sizeof *g);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            if (i < k && j % k == 0) { /* in B: the square's cell (i, j/k) */
                int l = latin->given[i * k + j / k];
                g[i * n + j] = l ? (l - 1) * k + 1 : 0;
            } else {
                g[i * n + j] = ((i % k) * k + i / k + j) % n + 1;
            }
        }
    model_replace_givens(s, g);
    free(g);
    return s;
}

int latin_from_sudoku(const puz_model *latin, const int *sudoku, int *square, char *err,
                          size_t errsz)
{
    int k = latin_order(latin, err, errsz);
    if (!k)
        return -1;
    int n = k * k;
    for (int i = 0; i < k; i++)
        for (int q = 0; q < k; q++) {
            int v = sudoku[i * n + q * k];
            if (v < 1 || v > n || (v - 1) % k) {
                snprintf(err, errsz, "r%dc%d holds %d: not a value the reduction puts there "
                                     "(1, %d, %d, ...)", i + 1, q * k + 1, v, k + 1,
                         2 * k + 1);
                return -1;
            }
            square[i * k + q] = (v - 1) / k + 1;
        }
    return 0;
}
