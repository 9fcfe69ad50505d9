/* verify_test.c -- verify_classic() (compiler/verify.c), the checker batch
 * uses on classic grids, against verify_grid(), the general one: on valid
 * grids of several box shapes and on many broken copies of them (a cell
 * set to a random value, 0 and n+1 included, a few negative or far too
 * large; two cells of a row swapped;
 * a column shifted; two rows of different bands swapped, which breaks
 * boxes only), the two must always agree. Prints one "ok - ..."
 * line a check. 9x9 boxes (81 values) take the general path: masks of one
 * word would not hold them. Built by tests/t_native.sh against libpuzc.a. */
#include "verify.h"

#include <stdio.h>
#include <stdlib.h>

#include "unit.h"

int main(void)
{
    static const int shapes[][2] = {{2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 4}, {8, 8}, {9, 9}};
    uint64_t seed = 0x9e3779b97f4a7c15u;
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        int br = shapes[k][0], bc = shapes[k][1], n = br * bc;
        Model *m = model_sudoku(br, bc);
        int *valid = malloc((size_t)n * (size_t)n * sizeof *valid);
        int *g = malloc((size_t)n * (size_t)n * sizeof *g);
        /* a valid grid: row r is the first row shifted by bc * (r % br) + r / br */
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++)
                valid[r * n + c] = (bc * (r % br) + r / br + c) % n + 1;
        char what[96];
        snprintf(what, sizeof what, "%dx%d boxes: a valid grid passes both", br, bc);
        check(verify_classic(m, valid) == 1 && verify_grid(m, valid, NULL, 0) == 1, what);
        int agree = 1, broken = 0;
        for (int t = 0; t < 3000; t++) {
            for (int i = 0; i < n * n; i++)
                g[i] = valid[i];
            int i = (int)(rnd(&seed) % (uint64_t)(n * n)), j;
            switch (t % 4) {
            case 0: /* 0..n+1, or now and then far outside (a shift count past 31) */
                g[i] = t % 64 ? (int)(rnd(&seed) % (uint64_t)(n + 2)) : t % 128 ? -1 - t : n + 33 + t;
                break;
            case 1:
                j = i / n * n + (int)(rnd(&seed) % (uint64_t)n);
                g[i] = valid[j];
                g[j] = valid[i];
                break;
            case 2: /* rows i / n and the same row of the next band swapped */
                j = (i / n + br) % n;
                for (int c = 0; c < n; c++) {
                    g[i / n * n + c] = valid[j * n + c];
                    g[j * n + c] = valid[i / n * n + c];
                }
                break;
            default: /* column i % n moved down by one, cyclically */
                for (int r = 0; r < n; r++)
                    g[r * n + i % n] = valid[(r + n - 1) % n * n + i % n];
                break;
            }
            int a = verify_classic(m, g), b = verify_grid(m, g, NULL, 0);
            agree &= a == b;
            broken += !b;
        }
        snprintf(what, sizeof what, "%dx%d boxes: 3000 edited grids (%d broken), same verdicts",
                 br, bc, broken);
        check(agree && broken > 1000, what);
        free(valid);
        free(g);
        model_free(m);
    }
    return failures ? 1 : 0;
}
