/* kakuro.c -- a Kakuro drawn as puzzle books draw it: the cells that are
 * not white filled black; a clue cell split by a white diagonal from its
 * top-left to its bottom-right corner, the down sum in white in the
 * bottom-left triangle and the across sum in the top-right one. The white
 * cells, their values and the grid lines are render_board's. */
#include "render.h"

#include "kakuro.h"
#include "util.h"

#include <stdlib.h>

#define CLUE_FILL 0x000000
#define CLUE_INK 0xffffff

void render_kakuro(RsScene *s, const Model *m, double x0, double y0, double cs)
{
    int *down = xmalloc((size_t)m->ncells * sizeof *down);
    int *across = xmalloc((size_t)m->ncells * sizeof *across);
    char buf[16];
    kakuro_clues(m, down, across);
    for (int cell = 0; cell < m->ncells; cell++) {
        kakuro_cell_text(m, down, across, cell, 0, buf);
        if (buf[0] == '.')
            continue; /* white */
        int r = cell / m->cols, c = cell % m->cols;
        rs_rect(s, down[cell] || across[cell] ? "clue" : "blank", x0 + c * cs, y0 + r * cs, cs,
                cs, CLUE_FILL);
    }
    int diag = rs_path(s, "clue-line", CLUE_INK, cs >= 32 ? 1.25 : 1, 0, 0);
    double inset = cs * 0.04;
    for (int cell = 0; cell < m->ncells; cell++)
        if (down[cell] || across[cell]) {
            int r = cell / m->cols, c = cell % m->cols;
            rs_seg(s, diag, x0 + c * cs + inset, y0 + r * cs + inset, x0 + (c + 1) * cs - inset,
                   y0 + (r + 1) * cs - inset);
        }
    /* the sums: two digits fit the triangle's widest part */
    double fs = cs * 0.3 < 7 ? 7 : cs * 0.3;
    for (int cell = 0; cell < m->ncells; cell++) {
        int r = cell / m->cols, c = cell % m->cols;
        if (down[cell]) {
            snprintf(buf, sizeof buf, "%d", down[cell]);
            rs_text(s, "down", x0 + (c + 0.3) * cs, y0 + (r + 0.72) * cs, fs, 0, 0, 0, CLUE_INK,
                    buf);
        }
        if (across[cell]) {
            snprintf(buf, sizeof buf, "%d", across[cell]);
            rs_text(s, "across", x0 + (c + 0.7) * cs, y0 + (r + 0.3) * cs, fs, 0, 0, 0,
                    CLUE_INK, buf);
        }
    }
    free(down);
    free(across);
}
