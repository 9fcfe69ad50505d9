/* wcnf.c -- `puzc emit --format wcnf`: the model as a weighted (partial)
 * MaxSAT instance, and a MaxSAT solver's answer back into a grid.
 *
 * THE FORMAT. The classic weighted CNF of the MaxSAT evaluations, read by
 * clasp (`clasp FILE.wcnf`), open-wbo, RC2, and most MaxSAT solvers:
 *   c comment lines
 *   p wcnf VARS CLAUSES TOP
 *   WEIGHT LIT LIT ... 0          one clause a line
 * A clause whose weight is TOP is hard (it must hold); the others are soft,
 * and the solver minimises the sum of the weights of the soft clauses it
 * falsifies (the cost, `o COST` in its answer).
 *
 * THE ENCODING. Every clause of the CNF (encode.c, under --encoding, --amo
 * and --cage) of the model without its givens is hard; each given is one
 * soft unit clause of weight 1,
 *   1 x[c,g] 0                    "cell c holds its given g"
 * with TOP = number of givens + 1. An answer of cost k is a grid of the
 * puzzle that keeps all but k givens; the optimum drops the fewest. For a
 * puzzle with a solution the optimum is 0 and the grid is its solution;
 * for a contradictory one (two givens that cannot both hold) it names
 * which givens to drop. The givens are never eliminated (that would bake
 * them into the hard clauses), so every cell has its x variables with the
 * ir.h numbers, x[c,v] = c*nvals + (v-vmin) + 1, auxiliary variables after
 * them. Header:
 *   c puzc WCNF (weighted MaxSAT): <model name>
 *   c grid 4x4, values 1..4, 4 givens as soft unit clauses (weight 1), the rest hard (weight 5)
 *   c encoding extended, amo pairwise, cages sets
 *   c x variables 1..64: cell r<R>c<C> holds v <=> (R-1)*16 + (C-1)*4 + (v-1) + 1
 *   c soft r1c1 = 2: x 2          (one line per given, in cell order)
 *   p wcnf 64 452 5
 * The hard clauses come first, then the soft ones in cell order. */
#include "wcnf.h"

#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static void put_name(FILE *out, const char *s)
{
    for (; *s; s++)
        fputc(isprint((unsigned char)*s) ? *s : '?', out);
}

int sat_wcnf_write(const Model *m, const SatConfig *cfg, FILE *out, char *err, size_t errsz)
{
    int nx = m->ncells * m->nvals, nsoft = model_ngivens(m), top = nsoft + 1;
    /* the hard part: the model with no givens, nothing eliminated */
    Model *shape = model_clone(m);
    int *none = xcalloc((size_t)m->ncells, sizeof *none);
    model_replace_givens(shape, none);
    free(none);
    SatConfig hard = *cfg;
    hard.eliminate = 0;
    SatCnf f;
    sat_cnf_init(&f, SAT_SINK_COUNT, nx, NULL);
    int fallbacks = sat_encode(shape, &hard, &f);
    char name[CELL_NAME_MAX];
    fputs("c puzc WCNF (weighted MaxSAT)", out);
    if (m->name || m->path) {
        fputs(": ", out);
        put_name(out, m->name ? m->name : m->path);
    }
    fprintf(out, "\nc grid %dx%d, values %d..%d, %d givens as soft unit clauses (weight 1), "
                 "the rest hard (weight %d)\n", m->rows, m->cols, m->vmin, m->vmax, nsoft, top);
    fprintf(out, "c encoding %s, amo %s, cages %s\n", sat_encoding_name(hard.enc),
            sat_amo_name(hard.amo), sat_cage_name(hard.cage));
    fprintf(out, "c x variables 1..%d: cell r<R>c<C> holds v <=> (R-1)*%d + (C-1)*%d + (v-%d) + 1\n",
            nx, m->cols * m->nvals, m->nvals, m->vmin);
    if (fallbacks)
        fprintf(out, "c %d cages with too many digit sets encoded by the totalizer\n", fallbacks);
    if (f.nvars > nx)
        fprintf(out, "c auxiliary variables %d..%d (at-most-one, cage selectors, partial sums)\n",
                nx + 1, f.nvars);
    for (int cell = 0; cell < m->ncells; cell++)
        if (m->given[cell])
            fprintf(out, "c soft %s = %d: x %d\n", cell_name(m, cell, name), m->given[cell],
                    model_var(m, cell, m->given[cell]) + 1);
    fprintf(out, "p wcnf %d %ld %d\n", f.nvars, f.clauses + nsoft, top);
    long clauses = f.clauses;
    sat_cnf_free(&f);
    sat_cnf_init(&f, SAT_SINK_WRITE, nx, NULL);
    f.out = out;
    f.weight = top;
    sat_encode(shape, &hard, &f);
    int bad = f.clauses != clauses;
    sat_cnf_free(&f);
    model_free(shape);
    for (int cell = 0; cell < m->ncells; cell++)
        if (m->given[cell])
            fprintf(out, "1 %d 0\n", model_var(m, cell, m->given[cell]) + 1);
    if (bad || f.write_err) {
        snprintf(err, errsz, f.write_err ? "sat: write failed"
                                         : "sat: internal error: the two passes differ");
        return -1;
    }
    return 0;
}

/* THE ANSWER: competition lines (dimacs.c reads them) whose last model
 * gives every cell its one true x variable. The givens it breaks are the
 * cells whose value differs from their given; there must be as many as the
 * last `o` line's cost (else the answer is to another file). */
int sat_wcnf_grid(const Model *m, const SatAnswer *a, const char *path, int *grid, char *err,
                  size_t errsz)
{
    char name[CELL_NAME_MAX];
    long dropped = 0;
    for (int cell = 0; cell < m->ncells; cell++) {
        grid[cell] = 0;
        for (int k = 0; k < m->nvals; k++) {
            if (a->val[cell * m->nvals + k + 1] <= 0)
                continue;
            if (grid[cell]) {
                snprintf(err, errsz, "%s: cell %s has two true values (%d and %d)", path,
                         cell_name(m, cell, name), grid[cell], m->vmin + k);
                return -1;
            }
            grid[cell] = m->vmin + k;
        }
        if (!grid[cell]) {
            snprintf(err, errsz, "%s: no true variable for cell %s (variables %d..%d)", path,
                     cell_name(m, cell, name), cell * m->nvals + 1, (cell + 1) * m->nvals);
            return -1;
        }
        dropped += m->given[cell] && grid[cell] != m->given[cell];
    }
    if (a->cost >= 0 && a->cost != dropped) {
        snprintf(err, errsz, "%s: the answer's cost is %ld but its grid drops %ld givens: "
                             "an answer to another model's WCNF?", path, a->cost, dropped);
        return -1;
    }
    if (!dropped)
        return 0;
    if (a->optimal)
        err[0] = '\0';
    else
        snprintf(err, errsz, "the solver did not prove this optimal: fewer dropped givens "
                             "may do");
    return 2;
}
