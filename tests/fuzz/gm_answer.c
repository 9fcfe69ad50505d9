/* gm_answer.c -- random answers of external solvers (gm.h), in the forms
 * `puzc decode` reads (docs/answers.md) and the grids `puzc verify` reads:
 * built from a solution when there is one (so that most decode), with
 * verdicts of every kind, then perhaps damaged. */
#include "gm_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    GmSrc *s;
    GmBuf *out;
    int rows, cols, vmin, vmax, nv, ncells;
    int *grid;              /* the answer's values */
} Ans;

/* The CNF's variable for cell i holding v (docs/answers.md). */
static long var_of(const Ans *a, int i, int v)
{
    return (long)i * a->nv + (v - a->vmin) + 1;
}

/* Literals: for each cell its true variable, and its false ones too when
 * the model is small enough; split over lines of `per` literals, each
 * line starting with `lead` ("v ", "" ...), "x" before each variable for
 * OPB, a 0 at the end unless opb. */
static void literals(Ans *a, const char *lead, int opb)
{
    int all = (long)a->ncells * a->nv <= 20000 && gm_chance(a->s, 70);
    int per = gm_chance(a->s, 50) ? 1000000 : gm_range(a->s, 1, 20), on = 0;
    gm_puts(a->out, lead);
    for (int i = 0; i < a->ncells && !gm_full(a->out); i++)
        for (int v = a->vmin; v <= a->vmax; v++) {
            int truth = a->grid[i] == v;
            if (!truth && !all)
                continue;
            if (on == per) {
                gm_puts(a->out, "\n");
                gm_puts(a->out, lead);
                on = 0;
            }
            gm_printf(a->out, "%s%s%ld ", truth ? "" : "-", opb ? "x" : "", var_of(a, i, v));
            on++;
        }
    if (gm_chance(a->s, 10)) /* an auxiliary variable past the grid's */
        gm_printf(a->out, "%ld ", var_of(a, a->ncells, a->vmin) + 7);
    gm_puts(a->out, opb ? "\n" : "0\n");
}

static void sat_answer(Ans *a, int form)
{
    static const char *const verdict[] = {"s SATISFIABLE", "s UNSATISFIABLE", "s UNKNOWN",
                                          "s OPTIMUM FOUND", "s SAT", ""};
    const char *s = verdict[gm_weighted(a->s, (const unsigned[]){80, 6, 4, 4, 3, 3}, 6)];
    switch (form) {
    case 0: /* competition output: s before or after the v lines */
        gm_puts(a->out, "c a solver\n");
        if (gm_chance(a->s, 70))
            gm_printf(a->out, "%s\n", s);
        literals(a, "v ", 0);
        if (gm_chance(a->s, 30))
            gm_printf(a->out, "%s\n", s);
        break;
    case 1: /* minisat's result file */
        gm_puts(a->out, (const char *const[]){"SAT\n", "UNSAT\n", "INDET\n", "SAT"}[gm_below(a->s, 4)]);
        literals(a, "", 0);
        break;
    case 2: /* clasp on OPB */
        literals(a, "v ", 1);
        gm_printf(a->out, "%s\n", gm_chance(a->s, 50) ? "s OPTIMUM FOUND" : s);
        break;
    default: /* a MaxSAT answer to WCNF */
        gm_printf(a->out, "o %d\n", gm_range(a->s, 0, 3));
        literals(a, "v ", 0);
        gm_printf(a->out, "%s\n", gm_chance(a->s, 70) ? "s OPTIMUM FOUND" : s);
    }
}

/* glpsol's solution file (-w): columns by number, as the classic
 * program with givens kept would number them. */
static void glpsol_w(Ans *a)
{
    long cols = (long)a->ncells * a->nv, rows = cols / a->nv * 4;
    if (gm_chance(a->s, 30))
        rows = gm_range(a->s, 0, 400);
    gm_printf(a->out, "c Problem:\nc Rows:       %ld\nc Columns:    %ld\nc\n", rows, cols);
    static const char *const kind[] = {"mip", "bas", "ipt", "xyz"};
    static const char *const st[] = {"o", "f", "n", "u", "i"};
    const char *k = kind[gm_weighted(a->s, (const unsigned[]){70, 15, 10, 5}, 4)];
    gm_printf(a->out, "s %s %ld %ld %s 0\n", k, rows, cols, st[gm_below(a->s, 5)]);
    for (long r = 1; r <= rows && !gm_full(a->out); r++)
        gm_printf(a->out, "i %ld 1\n", r);
    for (int i = 0; i < a->ncells && !gm_full(a->out); i++)
        for (int v = a->vmin; v <= a->vmax; v++)
            gm_printf(a->out, "j %ld %d\n", var_of(a, i, v), a->grid[i] == v);
    gm_puts(a->out, "e o f\n");
}

/* glpsol's report (-o) or CBC's solution file: x_r<R>c<C>_v<V> columns. */
static void report(Ans *a, int cbc)
{
    if (cbc)
        gm_puts(a->out, (const char *const[]){"Optimal - objective value 0.00000000\n",
                                              "Infeasible - objective value 0\n",
                                              "Stopped on time\n"}[gm_weighted(a->s,
                                              (const unsigned[]){85, 10, 5}, 3)]);
    else
        gm_printf(a->out, "Problem:    \nRows:       %d\nColumns:    %d\nStatus:     %s\n"
                  "Objective:  obj = 0 (MINimum)\n\n   No. Column name       Activity     Lower "
                  "bound   Upper bound\n------ ------------    ------------- ------------- "
                  "-------------\n", a->ncells * 4, a->ncells * a->nv,
                  (const char *const[]){"INTEGER OPTIMAL", "INTEGER EMPTY", "INTEGER UNDEFINED",
                                        "PRIMAL INFEASIBLE"}[gm_weighted(a->s,
                                        (const unsigned[]){85, 5, 5, 5}, 4)]);
    long k = 0;
    for (int i = 0; i < a->ncells && !gm_full(a->out); i++)
        for (int v = a->vmin; v <= a->vmax; v++) {
            int one = a->grid[i] == v;
            if (!one && gm_chance(a->s, 70))
                continue;
            int r = i / a->cols + 1, c = i % a->cols + 1;
            if (cbc)
                gm_printf(a->out, "%7ld x_r%dc%d_v%d %16d %20d\n", k++, r, c, v, one, 0);
            else if (gm_chance(a->s, 10)) /* a long name: the activity on the next line */
                gm_printf(a->out, "%6ld x_r%dc%d_v%d\n%20s *  %12d %13d %13d\n", ++k, r, c, v,
                          "", one, 0, 1);
            else
                gm_printf(a->out, "%6ld x_r%dc%d_v%d    * %14d %13d %13d\n", ++k, r, c, v, one,
                          0, 1);
        }
}

/* Chosen XCC options: a cell's option with its row, column and box items
 * (box shape as batch gives a side), in any order. */
static void xcc(Ans *a)
{
    if (gm_chance(a->s, 5)) {
        gm_puts(a->out, gm_chance(a->s, 50) ? "Altogether 0 solutions\n" : "no solution\n");
        return;
    }
    int br = 1, bc = a->cols, boxes = a->rows == a->cols && a->nv == a->cols && gm_chance(a->s, 80);
    for (int k = 1; k * k <= a->nv; k++)
        if (a->nv % k == 0) {
            br = k;
            bc = a->nv / k;
        }
    int wide = a->rows > 9 || a->cols > 9;
    for (int i = 0; i < a->ncells && !gm_full(a->out); i++) {
        int r = i / a->cols + 1, c = i % a->cols + 1, v = a->grid[i];
        char tag[32];
        snprintf(tag, sizeof tag, wide ? "%d_%d" : "%d%d", r, c);
        gm_printf(a->out, "p%s r%dv%d c%dv%d", tag, r, v, c, v);
        if (boxes)
            gm_printf(a->out, " b%dv%d", ((r - 1) / br) * (a->cols / bc) + (c - 1) / bc + 1, v);
        if (gm_chance(a->s, 5))
            gm_printf(a->out, " x%s:%d", tag, v);
        gm_puts(a->out, gm_chance(a->s, 3) ? " (chatter)\n" : "\n");
    }
}

/* A grid, one row a line: MiniZinc's output (then ----------), or as
 * `puzc verify` reads it (blanks or commas), or the one-line form. */
static void grid_text(Ans *a, int form)
{
    if (form == 0 && gm_chance(a->s, 5)) {
        gm_puts(a->out, (const char *const[]){"=====UNSATISFIABLE=====\n", "=====UNKNOWN=====\n",
                                              "=====ERROR=====\n"}[gm_below(a->s, 3)]);
        return;
    }
    int line = form == 2 && a->vmax <= 35;
    for (int i = 0; i < a->ncells && !gm_full(a->out); i++) {
        if (line) {
            char ch = gm_value_char(a->grid[i]);
            gm_putn(a->out, &ch, 1);
            continue;
        }
        gm_printf(a->out, "%d", a->grid[i]);
        gm_puts(a->out, (i + 1) % a->cols == 0 ? "\n" : form == 1 && gm_chance(a->s, 50) ? ","
                                                                                           : " ");
    }
    if (line)
        gm_puts(a->out, "\n");
    if (form == 0)
        gm_puts(a->out, "----------\n");
}

/* Damage: a byte changed, or the text cut. */
static void damage(Ans *a, size_t from)
{
    GmBuf *b = a->out;
    if (b->len <= from || !gm_chance(a->s, 12))
        return;
    size_t i = from + gm_below(a->s, (unsigned)(b->len - from));
    static const char bytes[] = {'x', '0', '-', ' ', '\n', '9', ':', '*', '\0', '\xff', 'v', 's'};
    if (gm_chance(a->s, 30)) {
        b->len = i;
        b->text[i] = '\0';
    } else {
        b->text[i] = bytes[gm_below(a->s, sizeof bytes)];
    }
}

void gm_answer(GmSrc *s, int rows, int cols, int vmin, int vmax, const int *solution,
               GmBuf *out)
{
    Ans a = {s, out, rows < 1 ? 1 : rows, cols < 1 ? 1 : cols, vmin, vmax < vmin ? vmin : vmax,
             0, 0, NULL};
    a.nv = a.vmax - a.vmin + 1;
    a.ncells = a.rows * a.cols;
    a.grid = malloc((size_t)a.ncells * sizeof *a.grid);
    if (!a.grid)
        abort();
    for (int i = 0; i < a.ncells; i++)
        a.grid[i] = solution ? solution[i] : gm_range(s, a.vmin, a.vmax);
    if (gm_chance(s, 5)) /* a wrong value */
        a.grid[gm_below(s, (unsigned)a.ncells)] = gm_range(s, a.vmin, a.vmax);
    size_t from = out->len;
    int form = (int)gm_below(s, 11);
    switch (form) {
    case 0: case 1: case 2: case 3: sat_answer(&a, form); break;
    case 4: glpsol_w(&a); break;
    case 5: report(&a, 0); break;
    case 6: report(&a, 1); break;
    case 7: xcc(&a); break;
    default: grid_text(&a, form - 8); break;
    }
    damage(&a, from);
    free(a.grid);
}
