/* gm_plan.c -- the generator's planted solutions, cage partitions, labels
 * and value characters (gm_impl.h). */
#include "gm_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* PLANTED SOLUTION. With boxes of R x C on an n x n grid (n = R*C), cell
 * (r, c) holds (C*(r mod R) + r div R + c) mod n: each row is a shift of
 * the first, the shifts C*(r mod R) + r div R are distinct mod n (columns
 * distinct), and the R rows of a band cover each box's n values once.
 * Otherwise (r + c) mod nv, distinct along rows and columns while they
 * are at most nv long. Then the values are relabelled: shifted, perhaps
 * reversed, and offset to vmin. */
void gm_plan_make(GmSrc *s, GmPlan *p, int rows, int cols, int vmin, int vmax, int box_r,
                  int box_c)
{
    p->rows = rows < 1 ? 1 : rows > GM_PLAN_MAX ? GM_PLAN_MAX : rows;
    p->cols = cols < 1 ? 1 : cols > GM_PLAN_MAX ? GM_PLAN_MAX : cols;
    p->vmin = vmin < 1 ? 1 : vmin > 1000 ? 1000 : vmin;
    p->vmax = vmax < p->vmin ? p->vmin : vmax > p->vmin + 999 ? p->vmin + 999 : vmax;
    int nv = p->vmax - p->vmin + 1;
    int boxed = box_r > 0 && box_c > 0 && (long)box_r * box_c == nv && p->rows == nv && p->cols == nv;
    p->box_r = boxed ? box_r : 0;
    p->box_c = boxed ? box_c : 0;
    p->sol = malloc((size_t)p->rows * (size_t)p->cols * sizeof *p->sol);
    if (!p->sol)
        abort();
    int shift = (int)gm_below(s, (unsigned)nv), flip = gm_chance(s, 50);
    for (int r = 0; r < p->rows; r++)
        for (int c = 0; c < p->cols; c++) {
            int v = boxed ? (box_c * (r % box_r) + r / box_r + c) % nv : (r + c) % nv;
            v = (v + shift) % nv;
            if (flip)
                v = nv - 1 - v;
            p->sol[r * p->cols + c] = p->vmin + v;
        }
}

void gm_plan_free(GmPlan *p)
{
    free(p->sol);
    p->sol = NULL;
}

/* CAGE PARTITION. Row by row, a cell joins the cage of its left or upper
 * neighbour (each about a third of the time, while that cage has fewer
 * than 6 cells), is left out, or starts a cage; past max_cages it joins
 * its left neighbour's instead (or is left out). */
int gm_partition(GmSrc *s, int rows, int cols, int pct_none, int max_cages, int *lab)
{
    int n = rows * cols, ncages = 0;
    int *size = calloc((size_t)n + 1, sizeof *size);
    if (!size)
        abort();
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            int i = r * cols + c, left = c > 0 ? lab[i - 1] : -1, up = r > 0 ? lab[i - cols] : -1;
            int k = (int)gm_below(s, 100), cage;
            if (k < pct_none)
                cage = -1;
            else if (left >= 0 && size[left] < 6 && k < pct_none + 33)
                cage = left;
            else if (up >= 0 && size[up] < 6 && k < pct_none + 66)
                cage = up;
            else if (max_cages && ncages >= max_cages)
                cage = left >= 0 ? left : up;
            else
                cage = ncages++;
            lab[i] = cage;
            if (cage >= 0)
                size[cage]++;
        }
    free(size);
    return ncages;
}

const char *gm_label(int k, char buf[16])
{
    if (k < 26)
        snprintf(buf, 16, "%c", 'a' + k);
    else if (k < 52)
        snprintf(buf, 16, "%c", 'A' + k - 26);
    else
        snprintf(buf, 16, "L%d", k);
    return buf;
}

char gm_value_char(int v)
{
    return v >= 0 && v <= 9 ? (char)('0' + v) : v <= 35 ? (char)('A' + v - 10) : '?';
}
