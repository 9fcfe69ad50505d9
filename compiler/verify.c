/* verify.c -- check a complete grid against every constraint of a Model,
 * in O(cells + total constraint size). Used on every solution any backend
 * returns, so it deliberately shares no code with the solvers. */
#include "verify.h"

#include <stdio.h>
#include <string.h>

int verify_grid(const Model *m, const int *grid, char *why, size_t whysz)
{
    char a[CELL_NAME_MAX], b[CELL_NAME_MAX];
    int seen[PUZ_MAX_VALUES + 1];
    if (!why)
        whysz = 0;
    for (int i = 0; i < m->ncells; i++)
        if (grid[i] < m->vmin || grid[i] > m->vmax) {
            if (whysz)
                snprintf(why, whysz, "%s = %d is outside %d..%d", cell_name(m, i, a),
                         grid[i], m->vmin, m->vmax);
            return 0;
        }
    for (int k = 0; k < m->ncons; k++) {
        const Constraint *c = &m->cons[k];
        long sum = 0;
        bool distinct = c->kind == CON_ALLDIFF || c->kind == CON_PERM ||
                        (c->kind == CON_SUM && c->distinct);
        for (int v = 0; v <= m->nvals; v++)
            seen[v] = -1;
        for (int i = 0; i < c->n; i++) {
            int cell = c->cells[i], v = grid[cell];
            sum += v;
            if (distinct) {
                int idx = v - m->vmin;
                if (seen[idx] >= 0) {
                    if (whysz)
                        snprintf(why, whysz, "%s and %s both hold %d in %s",
                                 cell_name(m, seen[idx], a), cell_name(m, cell, b), v,
                                 c->name);
                    return 0;
                }
                seen[idx] = cell;
            }
        }
        if (c->kind == CON_PERM && c->n != m->nvals) {
            if (whysz)
                snprintf(why, whysz, "%s has %d cells for %d values", c->name, c->n,
                         m->nvals);
            return 0;
        }
        if (c->kind == CON_SUM && sum != c->total) {
            if (whysz)
                snprintf(why, whysz, "%s adds up to %ld, not %d", c->name, sum, c->total);
            return 0;
        }
        if (c->kind == CON_GIVEN && grid[c->cells[0]] != c->total) {
            if (whysz)
                snprintf(why, whysz, "%s = %d, but the given is %d",
                         cell_name(m, c->cells[0], a), grid[c->cells[0]], c->total);
            return 0;
        }
    }
    return 1;
}

int puz_verify(const puz_model *m, const int *grid, char *why, size_t whysz)
{
    return verify_grid(m, grid, why, whysz);
}
