/* fuzz_check.h -- what the harnesses check of the models the library hands
 * back, through include/puzc.h alone: any breach is a bug, reported by
 * abort() (a crash to libFuzzer). */
#ifndef PUZC_FUZZ_CHECK_H
#define PUZC_FUZZ_CHECK_H

#include "puzc.h"

#include <stdlib.h>
#include <string.h>

/* What every model must satisfy, however it was made: its sizes in range,
 * every constraint's cells in the grid (a permutation over every value,
 * a distinct group no larger than the values, a given one of them), its
 * givens values of it. */
static inline void fuzz_check_model(const puz_model *m)
{
    int rows = puz_model_rows(m), cols = puz_model_cols(m), n = puz_model_ncells(m);
    int vmin = puz_model_vmin(m), vmax = puz_model_vmax(m), nvals = vmax - vmin + 1;
    if (n != rows * cols || rows < 1 || rows > PUZ_MAX_SIDE || cols < 1 ||
        cols > PUZ_MAX_SIDE || vmin < 1 || nvals < 1 || nvals > PUZ_MAX_VALUES)
        abort();
    for (int i = 0; i < puz_model_nconstraints(m); i++) {
        const int *cells = NULL;
        int k, total = 0;
        const char *kind = puz_model_constraint(m, i, &cells, &k, &total, NULL, NULL);
        if (!kind || k < 0 || (k > 0 && !cells))
            abort();
        for (int j = 0; j < k; j++)
            if (cells[j] < 0 || cells[j] >= n)
                abort();
        if ((strcmp(kind, "perm") == 0 && k != nvals) ||
            (strcmp(kind, "alldiff") == 0 && k > nvals) ||
            (strcmp(kind, "given") == 0 && (total < vmin || total > vmax)))
            abort();
    }
    const int *given = puz_model_givens(m);
    int ngivens = 0;
    for (int c = 0; c < n; c++) {
        if (given[c] && (given[c] < vmin || given[c] > vmax))
            abort();
        ngivens += given[c] != 0;
    }
    if (ngivens != puz_model_ngivens(m))
        abort();
}

/* A grid a reader says is complete: every cell holds a value of the model. */
static inline void fuzz_check_grid(const puz_model *m, const int *grid)
{
    for (int c = 0; c < puz_model_ncells(m); c++)
        if (grid[c] < puz_model_vmin(m) || grid[c] > puz_model_vmax(m))
            abort();
}

/* An error handed back: a code other than PUZ_OK, a message and a text. */
static inline void fuzz_check_error(const puz_error *e, puz_code rc)
{
    if (!e || rc == PUZ_OK || puz_error_code(e) != rc || !puz_error_message(e) ||
        !puz_error_message(e)[0] || !puz_error_text(e))
        abort();
    for (int i = 0; i < puz_error_count(e); i++) {
        const puz_diag *d = puz_error_diag(e, i);
        if (!d || !d->text || !d->message)
            abort();
    }
}

#endif
