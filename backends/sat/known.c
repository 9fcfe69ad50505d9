/* known.c -- the x variables the givens decide (Kwon & Jain, "Optimized
 * CNF encoding for Sudoku puzzles"). The clause sink (cnf.c) then drops
 * every clause these make true and strikes the literals they make false, so
 * the emitted formula only speaks of open cells and values. */
#include "known.h"

#include "util.h"

/* A given v in cell c decides:
 *   x[c,v] true, x[c,w] false for every other value w of the cell;
 *   x[d,v] false for every other cell d of each group holding c (PERM,
 *   ALLDIFF, or a Killer cage: the groups whose cells differ).
 * Example, 9x9 with r1c1 = 5: x[r1c1,5] true, 8 other values of r1c1 and 20
 * neighbours' 5 false -- 29 of 729 variables decided by one given.
 * Nothing is propagated further (a cell left with one value keeps its
 * variable; its clause becomes a unit clause). When two givens clash, false
 * wins, so some clause is struck empty and the formula says "no solution".
 * Variable numbers stay those of ir.h: a formula with givens eliminated
 * decodes like a plain one, the decided cells' values coming from the model. */
int8_t *sat_known(const Model *m)
{
    int nv = m->nvals;
    int8_t *known = xcalloc((size_t)m->ncells * (size_t)nv + 1, 1);
    for (int cell = 0; cell < m->ncells; cell++) {
        int g = m->given[cell];
        if (!g)
            continue;
        for (int k = 0; k < nv; k++) {
            int8_t *x = &known[cell * nv + k + 1];
            if (*x == 0)
                *x = k == g - m->vmin ? 1 : -1;
            else if (k != g - m->vmin)
                *x = -1;
        }
    }
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (!(c->kind == CON_PERM || c->kind == CON_ALLDIFF ||
              (c->kind == CON_SUM && c->distinct)))
            continue;
        for (int j = 0; j < c->n; j++) {
            int g = m->given[c->cells[j]];
            if (!g)
                continue;
            for (int q = 0; q < c->n; q++)
                if (q != j)
                    known[c->cells[q] * nv + (g - m->vmin) + 1] = -1;
        }
    }
    return known;
}

int sat_known_open(const Model *m, const int8_t *known)
{
    int n = 0, nx = m->ncells * m->nvals;
    for (int v = 1; v <= nx; v++)
        n += known[v] == 0;
    return n;
}
