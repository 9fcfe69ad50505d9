/* program.c -- the sparse 0-1 program the ILP formulations build: rows of
 * (column, coefficient) terms, each an equality or a <= row, with the
 * variables that given elimination decided substituted away as they come.
 *
 * GIVEN ELIMINATION (Bartlett et al.; the default): a given
 * x[c,g] = 1 decides x[c,v] = 0 for every other value of its cell and
 * x[c',g] = 0 for every cell c' sharing a distinct group with c (row,
 * column, box, region, diagonal, cage). A decided variable is no column;
 * each row it appears in moves coef * value to its right-hand side. A row
 * left with no open term is dropped when it holds (0 = 0, 0 <= rhs) and
 * marks the program infeasible when it does not (a cell none of whose
 * values survive: no solution, proved without a solver). With elimination
 * off (--no-eliminate) every variable is a column and a given becomes the
 * column bound x = 1 instead. */
#include "ilp.h"

#include "util.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Decides the variables a given fixes (see the comment at the top). */
static void eliminate_givens(IlpProgram *p)
{
    const Model *m = p->m;
    for (int c = 0; c < m->ncells; c++) {
        if (!m->given[c])
            continue;
        int g = m->given[c] - m->vmin;
        for (int k = 0; k < m->nvals; k++)
            p->fixed[c * m->nvals + k] = k == g;
    }
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *k = &m->cons[i];
        int distinct = k->kind == CON_PERM || k->kind == CON_ALLDIFF ||
                       (k->kind == CON_SUM && k->distinct);
        if (!distinct)
            continue;
        for (int a = 0; a < k->n; a++) {
            int c = k->cells[a];
            if (!m->given[c])
                continue;
            int g = m->given[c] - m->vmin;
            /* Two equal givens in one group (the checker reports them)
             * would zero each other's 1: the cell row then proves the
             * model infeasible, as it should. */
            for (int b = 0; b < k->n; b++)
                if (b != a)
                    p->fixed[k->cells[b] * m->nvals + g] = 0;
        }
    }
}

void ilp_program_init(IlpProgram *p, const Model *m, IlpForm form, int eliminate)
{
    memset(p, 0, sizeof *p);
    p->m = m;
    p->form = form;
    p->nvars = m->ncells * m->nvals;
    p->fixed = xmalloc((size_t)p->nvars);
    p->bound = xmalloc((size_t)p->nvars);
    memset(p->fixed, -1, (size_t)p->nvars);
    memset(p->bound, -1, (size_t)p->nvars);
    p->col = xmalloc((size_t)p->nvars * sizeof *p->col);
    p->col_var = xmalloc((size_t)p->nvars * sizeof *p->col_var);
    for (int v = 0; v < p->nvars; v++)
        p->col[v] = -1;
    if (eliminate) {
        eliminate_givens(p);
    } else {
        for (int c = 0; c < m->ncells; c++)
            if (m->given[c])
                p->bound[c * m->nvals + m->given[c] - m->vmin] = 1;
    }
    p->maximize = form == ILP_FORM_MAXSUM;
}

void ilp_program_free(IlpProgram *p)
{
    free(p->fixed);
    free(p->bound);
    free(p->col);
    free(p->col_var);
    free(p->aux);
    free(p->rows);
    free(p->ind);
    free(p->val);
    memset(p, 0, sizeof *p);
}

void ilp_row_begin(IlpProgram *p, IlpSense sense, double rhs, const char *fmt, ...)
{
    if (p->nrows == p->caprows) {
        p->caprows = p->caprows ? 2 * p->caprows : 256;
        p->rows = xrealloc(p->rows, (size_t)p->caprows * sizeof *p->rows);
    }
    IlpRow *r = &p->rows[p->nrows];
    r->start = p->nnz;
    r->len = 0;
    r->sense = sense;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->name, sizeof r->name, fmt, ap);
    va_end(ap);
    p->cur_rhs = rhs;
}

int ilp_aux_new(IlpProgram *p, const char *fmt, ...)
{
    if (p->naux == p->capaux) {
        p->capaux = p->capaux ? 2 * p->capaux : 64;
        p->aux = xrealloc(p->aux, (size_t)p->capaux * sizeof *p->aux);
        p->col = xrealloc(p->col, (size_t)(p->nvars + p->capaux) * sizeof *p->col);
        p->col_var = xrealloc(p->col_var, (size_t)(p->nvars + p->capaux) * sizeof *p->col_var);
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->aux[p->naux], sizeof p->aux[0], fmt, ap);
    va_end(ap);
    p->col[p->nvars + p->naux] = -1;
    return p->nvars + p->naux++;
}

size_t ilp_program_bytes(const IlpProgram *p)
{
    return (size_t)p->nvars * (2 + 2 * sizeof(int)) + (size_t)p->capaux * (sizeof p->aux[0] + 2 * sizeof(int)) +
           (size_t)p->caprows * sizeof(IlpRow) + (size_t)p->capnz * (sizeof(int) + sizeof(double));
}

void ilp_row_term(IlpProgram *p, int var, double coef)
{
    if (coef == 0 || p->stopped)
        return;
    if (var < p->nvars && p->fixed[var] >= 0) {
        p->cur_rhs -= coef * p->fixed[var];
        return;
    }
    if (p->nnz == p->capnz) {
        p->capnz = p->capnz ? 2 * p->capnz : 4096;
        p->ind = xrealloc(p->ind, (size_t)p->capnz * sizeof *p->ind);
        p->val = xrealloc(p->val, (size_t)p->capnz * sizeof *p->val);
    }
    /* Columns are made when a kept row first uses them; a dropped row can
     * only be one with no open term, so it never made one. */
    if (p->col[var] < 0) {
        p->col[var] = p->ncols;
        p->col_var[p->ncols++] = var;
    }
    p->ind[p->nnz] = p->col[var];
    p->val[p->nnz++] = coef;
}

void ilp_row_end(IlpProgram *p)
{
    if (p->stopped)
        return;
    IlpRow *r = &p->rows[p->nrows];
    r->len = p->nnz - r->start;
    r->rhs = p->cur_rhs;
    if (r->len > 0) {
        if (!(++p->nrows & 4095) && p->guard) {
            p->guard->count = p->nrows;
            p->guard->bytes = ilp_program_bytes(p);
            p->stopped = build_check(p->guard);
        }
        return;
    }
    /* No open term: the row holds or the program is infeasible. */
    int holds = r->sense == ILP_EQ ? fabs(r->rhs) < 1e-9 : r->rhs > -1e-9;
    if (!holds && !p->infeasible) {
        p->infeasible = 1;
        snprintf(p->why, sizeof p->why, "row %s cannot hold once the givens are placed",
                 r->name);
    }
}

void ilp_col_name(const IlpProgram *p, int j, char *buf, size_t n)
{
    const Model *m = p->m;
    int var = p->col_var[j], c = var / m->nvals;
    if (var >= p->nvars) {
        snprintf(buf, n, "%s", p->aux[var - p->nvars]);
        return;
    }
    snprintf(buf, n, "x_r%dc%d_v%d", c / m->cols + 1, c % m->cols + 1,
             var % m->nvals + m->vmin);
}
