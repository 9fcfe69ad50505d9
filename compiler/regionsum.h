/* regionsum.h -- a region-sum line from its REGIONSUM constraints (ir.h):
 * the checker writes a line of k runs as k - 1 constraints in a row, run i
 * with run i + 1, so constraint i + 1 continues constraint i when its first
 * run is i's second. The writers and the picture, which show the line
 * whole, read it back with these. */
#ifndef PUZC_REGIONSUM_H
#define PUZC_REGIONSUM_H

#include "ir.h"

#include <string.h>

/* Does m->cons[i + 1] continue the line of m->cons[i] (a REGIONSUM)? */
static inline bool rsum_continues(const Model *m, int i)
{
    const Constraint *c = &m->cons[i], *d = i + 1 < m->ncons ? &m->cons[i + 1] : NULL;
    return d && d->kind == CON_REGIONSUM && !strcmp(c->name, d->name) &&
           d->total == c->n - c->total &&
           !memcmp(d->cells, c->cells + c->total, (size_t)d->total * sizeof *d->cells);
}

/* The whole line whose first constraint is m->cons[i] into line[] (room
 * for every cell of the model); returns its length and sets *last to the
 * index of its last constraint. */
static inline int rsum_line(const Model *m, int i, int *line, int *last)
{
    const Constraint *c = &m->cons[i];
    int n = c->n;
    memcpy(line, c->cells, (size_t)c->n * sizeof *line);
    while (rsum_continues(m, i)) {
        const Constraint *d = &m->cons[++i];
        memcpy(line + n, d->cells + d->total, (size_t)(d->n - d->total) * sizeof *line);
        n += d->n - d->total;
    }
    *last = i;
    return n;
}

#endif
