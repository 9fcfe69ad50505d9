/* gm_impl.h -- what the generator's parts (gm_model.c, gm_lines.c,
 * gm_answer.c) share: the planted solution a text is built around, cage
 * partitions, labels and value characters (gm_plan.c). */
#ifndef PUZC_FUZZ_GM_IMPL_H
#define PUZC_FUZZ_GM_IMPL_H

#include "gm.h"

/* The largest side a plan keeps: past it (a header past the caps) the
 * text still says the huge size, the plan is cut to this. */
#define GM_PLAN_MAX 260

/* A grid and a solution planted in it: rows, columns and (when box_r > 0)
 * boxes of box_r x box_c hold distinct values whenever the value range
 * allows, so clues and sums taken from it make satisfiable puzzles. */
typedef struct {
    int rows, cols, vmin, vmax, box_r, box_c;
    int *sol;                /* rows * cols values in vmin..vmax */
} GmPlan;

void gm_plan_make(GmSrc *s, GmPlan *p, int rows, int cols, int vmin, int vmax, int box_r,
                  int box_c);
void gm_plan_free(GmPlan *p);

/* A cage partition of a rows x cols grid: lab[cell] = cage 0..(return
 * value - 1), or -1 for a cell in no cage (about pct_none percent); cages
 * grow from neighbours, at most max_cages of them (0: any). */
int gm_partition(GmSrc *s, int rows, int cols, int pct_none, int max_cages, int *lab);

/* Label k of a map: a-z, A-Z, then words (L52, L53, ...). */
const char *gm_label(int k, char buf[16]);
/* The one-character form of value v (1-9, then A-Z for 10-35; '?' past). */
char gm_value_char(int v);

#endif
