/* grids.c -- multi-grid Sudoku models (gattai: Samurai, Sumo, ...): the
 * grids placed in one frame, the cells outside them unused, each grid's
 * rows, columns and boxes as groups (ir.h: ModelGrid, model_add_grids). */
#include "ir.h"
#include "layouts.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void model_grid_extent(const ModelGrid *g, int *last_row, int *last_col)
{
    int n = g->box_r * g->box_c;
    model_grid_cell(g, n - 1, n - 1, last_row, last_col);
}

/* The groups added so far, by a hash of their sorted cells (open
 * addressing, constraint index + 1 in a slot, 0 free): a frame of many
 * placements is checked in linear time. */
typedef struct {
    int *slot;
    size_t mask;
} GroupSet;

static size_t group_hash(const int *cells, int n)
{
    size_t h = 14695981039346656037u;
    for (int i = 0; i < n; i++)
        h = (h ^ (size_t)(unsigned)cells[i]) * 1099511628211u;
    return h;
}

/* Is the group cells[0..n) (sorted) one added before? If not, it will be
 * constraint `next`: remembered. */
static int seen_group(const Model *m, GroupSet *gs, const int *cells, int n, int next)
{
    size_t h = group_hash(cells, n) & gs->mask;
    for (; gs->slot[h]; h = (h + 1) & gs->mask) {
        const Constraint *c = &m->cons[gs->slot[h] - 1];
        if (c->n == n && !memcmp(c->cells, cells, (size_t)n * sizeof *cells))
            return 1;
    }
    gs->slot[h] = next + 1;
    return 0;
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* One group of a grid, sorted (so equal groups compare equal), once. */
static void grid_group(Model *m, GroupSet *gs, int *cells, int n, const char *name)
{
    qsort(cells, (size_t)n, sizeof *cells, cmp_int);
    if (!seen_group(m, gs, cells, n, m->ncons))
        model_add(m, n == m->nvals ? CON_PERM : CON_ALLDIFF, cells, n, 0, false, name);
}

void model_add_grids(Model *m, const ModelGrid *grids, int ngrids, const char *layout)
{
    unsigned char *in = xcalloc((size_t)m->ncells, 1);
    for (int k = 0; k < ngrids; k++) {
        const ModelGrid *g = &grids[k];
        int n = g->box_r * g->box_c, r, c;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                model_grid_cell(g, i, j, &r, &c);
                in[model_cell(m, r, c)] = 1;
            }
    }
    for (int c = 0; c < m->ncells; c++)
        if (!in[c])
            model_mark_unused(m, c);
    free(in);
    m->grids = xmalloc((size_t)(ngrids ? ngrids : 1) * sizeof *m->grids);
    memcpy(m->grids, grids, (size_t)ngrids * sizeof *grids);
    m->ngrids = ngrids;
    size_t len = layout ? strlen(layout) : 0;
    if (len >= sizeof m->layout_name)
        len = sizeof m->layout_name - 1;
    memcpy(m->layout_name, layout ? layout : "", len);
    m->layout_name[len] = '\0';
    int cells[PUZ_MAX_SIDE];
    char name[64]; /* model_add cuts it to fit */
    GroupSet gs = {NULL, 1};
    size_t ngroups = (size_t)ngrids * 3 * (size_t)(ngrids ? grids[0].box_r * grids[0].box_c : 1);
    while (gs.mask < 2 * ngroups) /* at most half full */
        gs.mask <<= 1;
    gs.slot = xcalloc(gs.mask, sizeof *gs.slot);
    gs.mask--;
    for (int k = 0; k < ngrids; k++) {
        const ModelGrid *g = &grids[k];
        int n = g->box_r * g->box_c, r, c;
        for (int i = 0; i < n; i++) { /* row i */
            for (int j = 0; j < n; j++) {
                model_grid_cell(g, i, j, &r, &c);
                cells[j] = model_cell(m, r, c);
            }
            snprintf(name, sizeof name, "g%drow%d", k + 1, i + 1);
            grid_group(m, &gs, cells, n, name);
        }
        for (int j = 0; j < n; j++) { /* column j */
            for (int i = 0; i < n; i++) {
                model_grid_cell(g, i, j, &r, &c);
                cells[i] = model_cell(m, r, c);
            }
            snprintf(name, sizeof name, "g%dcol%d", k + 1, j + 1);
            grid_group(m, &gs, cells, n, name);
        }
        for (int b = 0; b < n; b++) { /* box b, row-major */
            int i0 = (b / g->box_r) * g->box_r, j0 = (b % g->box_r) * g->box_c, t = 0;
            for (int i = i0; i < i0 + g->box_r; i++)
                for (int j = j0; j < j0 + g->box_c; j++) {
                    model_grid_cell(g, i, j, &r, &c);
                    cells[t++] = model_cell(m, r, c);
                }
            snprintf(name, sizeof name, "g%dbox%d", k + 1, b + 1);
            grid_group(m, &gs, cells, n, name);
        }
    }
    free(gs.slot);
    m->ngrid_cons = m->ncons;
}

Model *model_layout(const char *name)
{
    const Layout *l = layout_find(name);
    if (!l)
        return NULL;
    Model *m = model_new(l->rows, l->cols, 1, 9);
    m->kind = KIND_SUDOKU;
    model_add_grids(m, l->grids, l->ngrids, l->name);
    model_fix_unused(m);
    return m;
}
