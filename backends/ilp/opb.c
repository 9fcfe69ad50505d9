/* opb.c -- `puzc emit --format opb`: the 0-1 program as a pseudo-Boolean
 * problem in the OPB format of the PB competitions, and a PB solver's
 * answer back into a grid.
 *
 * WHY THE ILP BACKEND. A pseudo-Boolean constraint is a linear row over 0-1
 * variables with whole coefficients: exactly what the formulations here
 * build (program.c), cage sums and digit-set selectors included. So the
 * OPB file is the same program as the LP file, under the same options
 * (--formulation, --no-eliminate, --bounds), only written for PB solvers
 * (clasp, RoundingSat, Sat4j...).
 *
 * THE FORMAT (PB competition 2012 and later, "OPB"):
 *   * #variable= N #constraint= M          the first line, required
 *   * comment lines
 *   min: +1 x1 -2 x3 ;                      an objective, optional, first
 *   +1 x1 +1 x2 +1 x3 = 1 ;                 one constraint a line
 *   -1 x4 -1 x5 >= -1 ;
 * Variables are x1..xN; terms are a signed whole coefficient and a
 * variable; the operators are = and >= only, so a row "sum <= b" is
 * written negated, "-sum >= -b". A solver answers in the competition form:
 * `s SATISFIABLE` (or OPTIMUM FOUND, UNSATISFIABLE), `v x1 -x2 ...` lines,
 * `o COST` for each better objective value.
 *
 * THE ENCODING. Variable x<N> with N = var + 1 = c*nvals + (v-vmin) + 1:
 * "cell c holds v", the ir.h numbering and the same numbers as the CNF; the
 * cage digit-set selectors (z_<cage>_<i> in the LP file) follow as
 * x<nvars+1>.., listed in the header. Each row of the program is one
 * constraint (equalities as =, <= rows negated); a given kept as a bound
 * (--no-eliminate) is the constraint +1 x<N> = 1; eliminated givens leave
 * no variable (their cells are listed in the header, and the numbers of the
 * variables they decided are simply unused). maxsum's objective, maximise
 * the sum of x, is written min: -1 x1 -1 x2 ... . N in the first line is
 * the highest variable number. Header:
 *   * #variable= 729 #constraint= 232
 *   * puzc OPB (pseudo-Boolean): <model name>
 *   * grid 9x9, values 1..9, ILP formulation classic, givens eliminated
 *   * x<N>: cell r<R>c<C> holds v <=> N = (R-1)*81 + (C-1)*9 + (v-1) + 1
 *   * x730 z_cage_a_1               (one line per selector)
 *   * given r1c1 5                  (eliminated givens)
 * Coefficients must be whole: the reduced formulation with a real
 * --bounds is refused. */
#include "ilp.h"

#include "util.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A whole number for coefficient or right-hand side a, or 0 with *bad. */
static long long whole(double a, int *bad)
{
    double r = nearbyint(a);
    if (fabs(a - r) > 1e-9 || fabs(r) > 1e15) {
        *bad = 1;
        return 0;
    }
    return (long long)r;
}

int ilp_write_opb(const IlpProgram *p, FILE *out, char *err, size_t errsz)
{
    const Model *m = p->m;
    int bad = 0, nbounds = 0, eliminated = 0;
    for (int i = 0; i < p->nrows && !bad; i++) {
        const IlpRow *r = &p->rows[i];
        whole(r->rhs, &bad);
        for (int t = r->start; t < r->start + r->len && !bad; t++)
            whole(p->val[t], &bad);
        if (bad)
            snprintf(err, errsz, "ilp: OPB takes whole coefficients, and row %s has others "
                                 "(a real --bounds gives real ones)", r->name);
    }
    if (bad)
        return -1;
    for (int j = 0; j < p->ncols; j++)
        nbounds += ilp_col_bound(p, j);
    for (int v = 0; v < p->nvars; v++)
        eliminated |= p->fixed[v] >= 0;
    int nvar = p->naux ? p->nvars + p->naux : 0;
    for (int j = 0; j < p->ncols; j++)
        if (p->col_var[j] + 1 > nvar)
            nvar = p->col_var[j] + 1;
    fprintf(out, "* #variable= %d #constraint= %d\n", nvar, p->nrows + nbounds);
    fputs("* puzc OPB (pseudo-Boolean)", out);
    if (m->name)
        fprintf(out, ": %s", m->name);
    fprintf(out, "\n* grid %dx%d, values %d..%d, ILP formulation %s, givens %s\n", m->rows,
            m->cols, m->vmin, m->vmax, ilp_form_name(p->form),
            !model_ngivens(m) ? "none" : eliminated ? "eliminated" : "kept as x = 1");
    fprintf(out, "* x<N>: cell r<R>c<C> holds v <=> N = (R-1)*%d + (C-1)*%d + (v-%d) + 1\n",
            m->cols * m->nvals, m->nvals, m->vmin);
    for (int a = 0; a < p->naux; a++)
        fprintf(out, "* x%d %s\n", p->nvars + a + 1, p->aux[a]);
    char name[CELL_NAME_MAX];
    for (int c = 0; eliminated && c < m->ncells; c++)
        if (m->given[c])
            fprintf(out, "* given %s %d\n", cell_name(m, c, name), m->given[c]);
    if (p->maximize && p->ncols) {
        fputs("min:", out);
        for (int j = 0, t = 0; j < p->ncols; j++)
            if (p->col_var[j] < p->nvars) /* cage digit sets: not in the sum */
                fprintf(out, "%s-1 x%d", t++ % 16 == 15 ? "\n " : " ", p->col_var[j] + 1);
        fputs(" ;\n", out);
    }
    for (int i = 0; i < p->nrows; i++) {
        const IlpRow *r = &p->rows[i];
        int sign = r->sense == ILP_LE ? -1 : 1;
        for (int t = r->start; t < r->start + r->len; t++)
            fprintf(out, "%+lld x%d ", sign * whole(p->val[t], &bad), p->col_var[p->ind[t]] + 1);
        fprintf(out, "%s %lld ;\n", r->sense == ILP_LE ? ">=" : "=", sign * whole(r->rhs, &bad));
    }
    for (int j = 0; j < p->ncols; j++)
        if (ilp_col_bound(p, j))
            fprintf(out, "+1 x%d = 1 ;\n", p->col_var[j] + 1);
    return 0;
}

/* THE ANSWER. Lines `c ...` (comments), `s ...` (the verdict), `o COST`
 * and `v` lines of literals x<N> / -x<N>, possibly several models (clasp
 * prints each better one): a `v` line after any other line starts a new
 * model, and the last one counts. A text whose `v` lines hold no x<N> is not
 * a PB answer (-2). Cells with givens take them (elimination left them no
 * variable); a variable elimination decided false is ignored (a solver
 * prints some value for a variable in no constraint); each other cell must
 * have exactly one true x<N>. */
static int line_is(const char *s, const char *e, char tag)
{
    return s < e && *s == tag && (e - s == 1 || isspace((unsigned char)s[1]));
}

/* Reads one `v` line's literals into val (1..nx; others ignored). -1 on a
 * token that is no literal. */
static int read_v(const char *s, const char *e, int8_t *val, int nx, const char **bad)
{
    for (s++; s < e;) {
        while (s < e && isspace((unsigned char)*s))
            s++;
        if (s >= e)
            break;
        const char *tok = s;
        int neg = *s == '-';
        s += neg;
        if (s >= e || *s != 'x' || s + 1 >= e || !isdigit((unsigned char)s[1])) {
            *bad = tok;
            return -1;
        }
        long n = 0;
        for (s++; s < e && isdigit((unsigned char)*s); s++)
            n = n < 100000000 ? n * 10 + (*s - '0') : n;
        if (s < e && !isspace((unsigned char)*s)) {
            *bad = tok;
            return -1;
        }
        if (n >= 1 && n <= nx)
            val[n] = (int8_t)(neg ? -1 : 1);
    }
    return 0;
}

int ilp_opb_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
                   size_t errsz, DecodeLoc *at)
{
    int nx = m->ncells * m->nvals, nv = 0, prev_v = 0, lineno = 0;
    int sat = 0, unsat = 0, unknown = 0;
    int8_t *val = xcalloc((size_t)nx + 1, 1);
    for (const char *s = text; *s;) {
        const char *nl = strchr(s, '\n'), *e = nl ? nl : s + strlen(s);
        const char *next = nl ? nl + 1 : e, *line0 = s;
        lineno++;
        while (s < e && isspace((unsigned char)*s))
            s++;
        while (e > s && isspace((unsigned char)e[-1]))
            e--;
        int is_v = line_is(s, e, 'v');
        if (is_v) {
            const char *t = s + 1;
            while (t < e && isspace((unsigned char)*t))
                t++;
            if (!nv && !(t < e && (*t == 'x' || (*t == '-' && t + 1 < e && t[1] == 'x'))))
                break; /* numbers: a SAT solver's answer */
            if (!prev_v && nv)
                memset(val, 0, (size_t)nx + 1);
            const char *bad = NULL;
            if (read_v(s, e, val, nx, &bad) != 0) {
                const char *q = bad;
                while (q < e && !isspace((unsigned char)*q))
                    q++;
                snprintf(err, errsz, "not a literal: '%.*s'", (int)(q - bad > 20 ? 20 : q - bad),
                         bad);
                at->line = lineno;
                at->col = (int)(bad - line0) + 1;
                free(val);
                return -1;
            }
            nv++;
        } else if (line_is(s, e, 's')) {
            sat |= strstr(s, "SATISFIABLE") != NULL && strstr(s, "UNSATISFIABLE") == NULL;
            sat |= strstr(s, "OPTIMUM FOUND") != NULL;
            unsat |= strstr(s, "UNSATISFIABLE") != NULL;
            unknown |= strstr(s, "UNKNOWN") != NULL;
        }
        if (s < e)
            prev_v = is_v;
        s = next;
    }
    if (!nv) {
        free(val);
        if (unsat)
            return 1;
        return -2;
    }
    if (!sat) {
        snprintf(err, errsz, "%s: %s: no answer to decode", path,
                 unknown ? "the solver gave up (s UNKNOWN)" : "'v' lines but no 's' line");
        free(val);
        return -1;
    }
    IlpProgram p;
    ilp_program_init(&p, m, ILP_FORM_CLASSIC, 1);
    char cn[CELL_NAME_MAX];
    int r = 0;
    for (int c = 0; c < m->ncells && !r; c++) {
        grid[c] = m->given[c];
        for (int k = 0; k < m->nvals && !grid[c] && !r; k++) {
            int var = c * m->nvals + k;
            if (val[var + 1] <= 0 || p.fixed[var] == 0)
                continue;
            for (int k2 = k + 1; k2 < m->nvals && !r; k2++)
                if (val[var + 1 + k2 - k] > 0 && p.fixed[var + k2 - k] != 0) {
                    snprintf(err, errsz, "%s: %s holds both %d and %d", path,
                             cell_name(m, c, cn), m->vmin + k, m->vmin + k2);
                    r = -1;
                }
            grid[c] = m->vmin + k;
        }
        if (!r && !grid[c]) {
            snprintf(err, errsz, "%s: the answer leaves %s empty (x%d..x%d all false)", path,
                     cell_name(m, c, cn), c * m->nvals + 1, (c + 1) * m->nvals);
            r = -1;
        }
    }
    ilp_program_free(&p);
    free(val);
    return r;
}
