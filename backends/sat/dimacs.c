/* dimacs.c -- DIMACS output with a header that maps x variables to cells,
 * and the answers of minisat, cadical, picosat (or any solver printing the
 * SAT competition's `s`/`v` lines) read back into a grid. */
#include "dimacs.h"

#include "reduce.h"
#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* THE FILE. Comment lines first, then `p cnf VARS CLAUSES` and one clause a
 * line. VARS is the highest variable: the x variables keep their ir.h
 * numbers even when the givens eliminated some, so the answer of any solver
 * decodes the same way.
 *   c puzc CNF (DIMACS): <model name>
 *   c grid 9x9, values 1..9, 23 givens
 *   c encoding extended, amo pairwise, cages sets, givens eliminated (Kwon & Jain)
 *   c x variables 1..729: cell r<R>c<C> holds v <=> (R-1)*81 + (C-1)*9 + (v-1) + 1
 *   c auxiliary variables 730..812 (at-most-one, cage selectors, partial sums)
 *   c given r1c1 5                  (reduced: decided cells, no variables)
 *   c x 2 r1c1 v2                   (one line per x variable in the clauses)
 *   p cnf 812 1680
 * The text is made in two passes over the encoder: the first only counts
 * (for the p line and the x variables that occur), the second writes. */
static void put_name(FILE *out, const char *s)
{
    for (; *s; s++)
        fputc(isprint((unsigned char)*s) ? *s : '?', out);
}

int sat_dimacs_write(const Model *m, const SatConfig *cfg, FILE *out, char *err, size_t errsz)
{
    int nx = m->ncells * m->nvals;
    int8_t *known = cfg->reduce ? sat_known(m) : NULL;
    SatCnf f;
    sat_cnf_init(&f, SAT_SINK_COUNT, nx, known);
    int fallbacks = sat_encode(m, cfg, &f);
    char name[CELL_NAME_MAX];
    fputs("c puzc CNF (DIMACS)", out);
    if (m->name || m->path) {
        fputs(": ", out);
        put_name(out, m->name ? m->name : m->path);
    }
    fprintf(out, "\nc grid %dx%d, values %d..%d, %d givens\n", m->rows, m->cols, m->vmin,
            m->vmax, model_ngivens(m));
    fprintf(out, "c encoding %s, amo %s, cages %s, %s\n", sat_encoding_name(cfg->enc),
            sat_amo_name(cfg->amo), sat_cage_name(cfg->cage),
            known ? "givens eliminated (Kwon & Jain)" : "plain (givens as unit clauses)");
    fprintf(out, "c x variables 1..%d: cell r<R>c<C> holds v <=> (R-1)*%d + (C-1)*%d + (v-%d) + 1\n",
            nx, m->cols * m->nvals, m->nvals, m->vmin);
    if (fallbacks)
        fprintf(out, "c %d cages with too many digit sets encoded by the totalizer\n", fallbacks);
    if (f.nvars > nx)
        fprintf(out, "c auxiliary variables %d..%d (at-most-one, cage selectors, partial sums)\n",
                nx + 1, f.nvars);
    if (f.conflict)
        fputs("c a clause was struck empty (no solution): unsatisfiable\n", out);
    for (int cell = 0; known && cell < m->ncells; cell++)
        if (m->given[cell])
            fprintf(out, "c given %s %d\n", cell_name(m, cell, name), m->given[cell]);
    for (int cell = 0; cell < m->ncells; cell++)
        for (int k = 0; k < m->nvals; k++) {
            int x = cell * m->nvals + k + 1;
            if (f.used[x])
                fprintf(out, "c x %d %s v%d\n", x, cell_name(m, cell, name), m->vmin + k);
        }
    fprintf(out, "p cnf %d %ld\n", f.nvars, f.clauses);
    long clauses = f.clauses;
    sat_cnf_free(&f);
    sat_cnf_init(&f, SAT_SINK_WRITE, nx, known);
    f.out = out;
    sat_encode(m, cfg, &f);
    int bad = f.clauses != clauses;
    sat_cnf_free(&f);
    bad |= f.write_err;
    free(known);
    if (bad) {
        snprintf(err, errsz, f.write_err ? "sat: write failed"
                                         : "sat: internal error: the two passes differ");
        return -1;
    }
    return 0;
}

/* ANSWERS. Two shapes:
 *   competition (picosat, cadical, kissat...)   `c` comments, `s SATISFIABLE`
 *       then `v 1 -2 3 ... 0` lines (or `s UNSATISFIABLE`, `s UNKNOWN`);
 *   minisat's result file (minisat IN.cnf OUT)  `SAT` then one line
 *       `1 -2 3 ... 0` (or `UNSAT`, or `INDET` when it gave up).
 * A cell's value is the given when it has one (a reduced CNF has no
 * variables for it), else its one true x variable; variables the givens
 * decided false are ignored (a solver prints some value for variables that
 * occur in no clause). */
typedef struct {
    const char *p;
    int lineno;
} Lines;

/* The next line (without \r\n) into [*s, *e); 0 at the end. */
static int next_line(Lines *L, const char **s, const char **e)
{
    if (!*L->p)
        return 0;
    *s = L->p;
    const char *nl = strchr(L->p, '\n');
    *e = nl ? nl : L->p + strlen(L->p);
    L->p = nl ? nl + 1 : *e;
    L->lineno++;
    while (*e > *s && ((*e)[-1] == '\r' || (*e)[-1] == ' ' || (*e)[-1] == '\t'))
        (*e)--;
    while (*s < *e && (**s == ' ' || **s == '\t'))
        (*s)++;
    return 1;
}

static int is_word(const char *s, const char *e, const char *w)
{
    size_t n = strlen(w);
    return (size_t)(e - s) == n && !memcmp(s, w, n);
}

/* Reads literals from [s, e) into val (|l| <= nx). Returns 0, or -1 on a
 * token that is not a number; *done when a 0 ends the list. */
static int read_lits(const char *s, const char *e, int8_t *val, int nx, int *done,
                     const char **bad)
{
    while (s < e && !*done) {
        while (s < e && isspace((unsigned char)*s))
            s++;
        if (s >= e)
            break;
        char *end;
        long l = strtol(s, &end, 10);
        if (end == s || (end < e && !isspace((unsigned char)*end))) {
            *bad = s;
            return -1;
        }
        s = end;
        if (l == 0)
            *done = 1;
        else if (l >= -(long)nx && l <= nx)
            val[l > 0 ? l : -l] = (int8_t)(l > 0 ? 1 : -1);
    }
    return 0;
}

int sat_dimacs_decode(const Model *m, const char *text, const char *path, int *grid,
                      char *err, size_t errsz)
{
    Lines L = {text, 0};
    const char *s, *e;
    int minisat = 0;
    /* the verdict: the first line that is not blank or a comment */
    for (;;) {
        if (!next_line(&L, &s, &e))
            return -2;
        if (s == e || (*s == 'c' && (e - s == 1 || s[1] == ' ' || s[1] == '\t')))
            continue;
        break;
    }
    if (is_word(s, e, "SAT"))
        minisat = 1;
    else if (is_word(s, e, "UNSAT") || is_word(s, e, "s UNSATISFIABLE"))
        return 1;
    else if (is_word(s, e, "INDET") || is_word(s, e, "s UNKNOWN")) {
        snprintf(err, errsz, "%s: the solver gave up (%.*s): no answer to decode", path,
                 (int)(e - s), s);
        return -1;
    } else if (!is_word(s, e, "s SATISFIABLE"))
        return -2;
    int nx = m->ncells * m->nvals, done = 0, nlits = 0;
    int8_t *val = xcalloc((size_t)nx + 1, 1);
    while (!done && next_line(&L, &s, &e)) {
        if (s == e || *s == 'c')
            continue;
        if (!minisat) {
            if (*s != 'v') {
                snprintf(err, errsz, "%s:%d: expected a 'v' line, found '%.*s'", path, L.lineno,
                         (int)(e - s > 40 ? 40 : e - s), s);
                free(val);
                return -1;
            }
            s++;
        }
        const char *bad = NULL;
        if (read_lits(s, e, val, nx, &done, &bad) != 0) {
            const char *q = bad;
            while (q < e && !isspace((unsigned char)*q))
                q++;
            snprintf(err, errsz, "%s:%d: not a literal: '%.*s'", path, L.lineno,
                     (int)(q - bad > 20 ? 20 : q - bad), bad);
            free(val);
            return -1;
        }
        nlits++;
    }
    if (!nlits) {
        snprintf(err, errsz, "%s: the answer says satisfiable but lists no literals", path);
        free(val);
        return -1;
    }
    int8_t *known = sat_known(m);
    char name[CELL_NAME_MAX];
    int r = 0;
    for (int cell = 0; cell < m->ncells && !r; cell++) {
        grid[cell] = m->given[cell];
        if (grid[cell])
            continue;
        for (int k = 0; k < m->nvals && r == 0; k++) {
            int x = cell * m->nvals + k + 1;
            if (val[x] <= 0 || known[x] < 0)
                continue;
            if (grid[cell]) {
                snprintf(err, errsz, "%s: cell %s has two true values (%d and %d)", path,
                         cell_name(m, cell, name), grid[cell], m->vmin + k);
                r = -1;
            } else
                grid[cell] = m->vmin + k;
        }
        if (!r && !grid[cell]) {
            snprintf(err, errsz, "%s: no true variable for cell %s (variables %d..%d)", path,
                     cell_name(m, cell, name), cell * m->nvals + 1, (cell + 1) * m->nvals);
            r = -1;
        }
    }
    free(known);
    free(val);
    return r;
}
