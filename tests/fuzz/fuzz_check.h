/* fuzz_check.h -- what the harnesses check of the models the library hands
 * back: any breach is a bug, reported by abort() (a crash to libFuzzer). */
#ifndef PUZC_FUZZ_CHECK_H
#define PUZC_FUZZ_CHECK_H

#include "ir.h"

#include <stdlib.h>

/* What every Model must satisfy, however it was made. */
static inline void fuzz_check_model(const Model *m)
{
    if (m->ncells != m->rows * m->cols || m->rows < 1 || m->rows > PUZ_MAX_SIDE ||
        m->cols < 1 || m->cols > PUZ_MAX_SIDE || m->vmin < 1 || m->nvals > PUZ_MAX_VALUES ||
        m->nvals != m->vmax - m->vmin + 1)
        abort();
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        for (int k = 0; k < c->n; k++)
            if (c->cells[k] < 0 || c->cells[k] >= m->ncells)
                abort();
        if ((c->kind == CON_PERM && c->n != m->nvals) ||
            (c->kind == CON_ALLDIFF && c->n > m->nvals) ||
            (c->kind == CON_GIVEN && (c->total < m->vmin || c->total > m->vmax)))
            abort();
    }
    for (int i = 0; i < m->ncells; i++)
        if (m->given[i] && (m->given[i] < m->vmin || m->given[i] > m->vmax))
            abort();
}

/* A grid a reader says is complete: every cell holds a value of the model. */
static inline void fuzz_check_grid(const Model *m, const int *grid)
{
    for (int i = 0; i < m->ncells; i++)
        if (grid[i] < m->vmin || grid[i] > m->vmax)
            abort();
}

#endif
