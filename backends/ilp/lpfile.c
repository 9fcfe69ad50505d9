/* lpfile.c -- the program as a CPLEX LP file and as a free MPS file, with
 * readable names, unique as ilp.h says (columns x_r1c1_v5, rows cell_r1c1,
 * k3_row3_v7, band1_v2_e1, k30_cage_a_sum), for glpsol (--lp, --freemps),
 * CBC and any other MIP solver.
 *
 * LP: an objective (0 for the feasibility formulations, the sum of every
 * column for maxsum), "Subject To" with one row per line (wrapped every
 * eight terms), "Bounds" for givens kept as x = 1, "Binaries", "End".
 * MPS (free form): ROWS, COLUMNS between INTORG/INTEND markers, RHS and
 * BOUNDS (UP 1 for every column, FX 1 for the kept givens). MPS has no
 * portable way to say "maximise", so maxsum's objective is written as
 * minimise -sum x (the comment says so); the optimum is the same grid. */
#include "ilp.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

static void header(const IlpProgram *p, FILE *out, const char *comment)
{
    const Model *m = p->m;
    const char *givens = !model_ngivens(m) ? "none"
                         : memchr(p->bound, 1, (size_t)p->nvars) ? "kept as bounds x = 1"
                                                                 : "eliminated";
    fprintf(out, "%s puzc: %dx%d grid, values %d..%d, ILP formulation %s, givens %s\n", comment,
            m->rows, m->cols, m->vmin, m->vmax, ilp_form_name(p->form), givens);
    if (m->name)
        fprintf(out, "%s model: %s\n", comment, m->name);
    fprintf(out, "%s %d columns, %d rows, %d nonzeros; x_r<row>c<col>_v<value> = 1: the cell "
                 "holds the value\n", comment, p->ncols, p->nrows, p->nnz);
    fprintf(out, "%s row names: cell_r<row>c<col>, and k<N>_<constraint name>_... for the "
                 "model's constraint N\n", comment);
}

/* One "+ 3 x_r1c1_v5" term; first terms drop the "+". */
static void term(FILE *out, double c, const char *name, int first)
{
    if (c < 0)
        fputs(" -", out);
    else if (!first)
        fputs(" +", out);
    double a = c < 0 ? -c : c;
    if (a != 1)
        fprintf(out, " %.12g", a);
    fprintf(out, " %s", name);
}

void ilp_write_lp(const IlpProgram *p, FILE *out)
{
    char name[48];
    header(p, out, "\\");
    fputs(p->maximize ? "Maximize\n obj:" : "Minimize\n obj:", out);
    if (p->ncols == 0) {
        fputs(" 0 x_empty\n", out);
    } else if (p->maximize) {
        for (int j = 0, t = 0; j < p->ncols; j++) {
            if (p->col_var[j] >= p->nvars) /* cage digit sets: not in the sum */
                continue;
            ilp_col_name(p, j, name, sizeof name);
            term(out, 1, name, t == 0);
            if (t++ % 8 == 7)
                fputs("\n    ", out);
        }
        fputc('\n', out);
    } else {
        ilp_col_name(p, 0, name, sizeof name);
        fprintf(out, " 0 %s\n", name);
    }
    fputs("Subject To\n", out);
    for (int i = 0; i < p->nrows; i++) {
        const IlpRow *r = &p->rows[i];
        fprintf(out, " %s:", r->name);
        for (int t = 0; t < r->len; t++) {
            ilp_col_name(p, p->ind[r->start + t], name, sizeof name);
            term(out, p->val[r->start + t], name, t == 0);
            if (t % 8 == 7 && t + 1 < r->len)
                fputs("\n   ", out);
        }
        fprintf(out, " %s %.12g\n", r->sense == ILP_EQ ? "=" : "<=", r->rhs == 0 ? 0 : r->rhs);
    }
    int nb = 0;
    for (int j = 0; j < p->ncols; j++)
        if (ilp_col_bound(p, j)) {
            if (!nb++)
                fputs("Bounds\n", out);
            ilp_col_name(p, j, name, sizeof name);
            fprintf(out, " %s = 1\n", name);
        }
    if (p->ncols == 0) {
        fputs("Bounds\n x_empty = 0\n", out);
    } else {
        fputs("Binaries\n", out);
        for (int j = 0; j < p->ncols; j++) {
            ilp_col_name(p, j, name, sizeof name);
            fprintf(out, " %s", name);
            if (j % 8 == 7 || j + 1 == p->ncols)
                fputc('\n', out);
        }
    }
    fputs("End\n", out);
}

void ilp_write_mps(const IlpProgram *p, FILE *out)
{
    char name[48];
    header(p, out, "*");
    if (p->maximize)
        fputs("* objective: maximise sum x, written as minimise -sum x\n", out);
    fputs("NAME puzc\nROWS\n N obj\n", out);
    for (int i = 0; i < p->nrows; i++)
        fprintf(out, " %c %s\n", p->rows[i].sense == ILP_EQ ? 'E' : 'L', p->rows[i].name);
    /* The matrix column by column: count, then place (a transpose). */
    int *start = xcalloc((size_t)p->ncols + 1, sizeof *start);
    int *rowof = xmalloc((size_t)(p->nnz ? p->nnz : 1) * sizeof *rowof);
    double *val = xmalloc((size_t)(p->nnz ? p->nnz : 1) * sizeof *val);
    for (int t = 0; t < p->nnz; t++)
        start[p->ind[t] + 1]++;
    for (int j = 0; j < p->ncols; j++)
        start[j + 1] += start[j];
    int *fill = xmalloc((size_t)(p->ncols ? p->ncols : 1) * sizeof *fill);
    for (int j = 0; j < p->ncols; j++)
        fill[j] = start[j];
    for (int i = 0; i < p->nrows; i++)
        for (int t = p->rows[i].start; t < p->rows[i].start + p->rows[i].len; t++) {
            int j = p->ind[t];
            rowof[fill[j]] = i;
            val[fill[j]++] = p->val[t];
        }
    fputs("COLUMNS\n", out);
    fputs(" MARKER 'MARKER' 'INTORG'\n", out);
    for (int j = 0; j < p->ncols; j++) {
        ilp_col_name(p, j, name, sizeof name);
        if (p->maximize && p->col_var[j] < p->nvars)
            fprintf(out, " %s obj -1\n", name);
        for (int t = start[j]; t < start[j + 1]; t++)
            fprintf(out, " %s %s %.12g\n", name, p->rows[rowof[t]].name, val[t]);
        if (!p->maximize && start[j] == start[j + 1])
            fprintf(out, " %s obj 0\n", name);
    }
    fputs(" MARKER 'MARKER' 'INTEND'\n", out);
    fputs("RHS\n", out);
    for (int i = 0; i < p->nrows; i++)
        if (p->rows[i].rhs != 0)
            fprintf(out, " rhs %s %.12g\n", p->rows[i].name, p->rows[i].rhs);
    fputs("BOUNDS\n", out);
    for (int j = 0; j < p->ncols; j++) {
        ilp_col_name(p, j, name, sizeof name);
        if (ilp_col_bound(p, j))
            fprintf(out, " FX bnd %s 1\n", name);
        else
            fprintf(out, " UP bnd %s 1\n", name);
    }
    fputs("ENDATA\n", out);
    free(start);
    free(rowof);
    free(val);
    free(fill);
}
