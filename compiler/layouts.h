/* layouts.h -- the named multi-grid Sudoku layouts (gattai): several 9x9
 * Sudokus placed in one frame, sharing the cells where they overlap. A
 * grid's cell (i, j), 0-based, lies in the frame at
 *   row  = row0 + (i / box_r) * boxstep + (i % box_r) * step
 *   col  = col0 + (j / box_c) * boxstep + (j % box_c) * step
 * (step 1 and boxstep box_r * step for a grid of adjacent cells; Clueless
 * 1's tenth grid is the centre cells of the others' boxes, step 3;
 * Clueless 2's is their centre boxes, boxstep 9). Cells of the frame in
 * no grid are unused (ir.h: UNUSED CELLS). The placements were read off
 * the published solutions of the Janko collection (where the '-' cells
 * lie and which 9x9 blocks hold a Sudoku in every puzzle). */
#ifndef PUZC_LAYOUTS_H
#define PUZC_LAYOUTS_H

#include "ir.h"

#define LAYOUT_MAX_GRIDS 16

typedef struct {
    const char *name;      /* "samurai" */
    const char *title;     /* "Samurai" */
    int rows, cols;        /* the frame */
    int ngrids;
    ModelGrid grids[LAYOUT_MAX_GRIDS]; /* 0-based; 3x3 boxes */
} Layout;

/* The layout of that name (case-insensitive; "gattai-8" = "gattai8"), or
 * NULL. */
const Layout *layout_find(const char *name);
/* The layouts, NULL-terminated by a NULL name. */
extern const Layout layout_list[];
/* "samurai, butterfly, ..." into buf, for messages. */
void layout_names(char *buf, size_t n);

#endif
