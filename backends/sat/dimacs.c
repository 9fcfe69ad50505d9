/* dimacs.c -- DIMACS output with a header that maps x variables to cells,
 * and the answers of minisat, cadical, picosat (or any solver printing the
 * SAT competition's `s`/`v` lines) read back into a grid. */
#include "dimacs.h"

#include "known.h"
#include "wcnf.h"
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
 *   c given r1c1 5                  (eliminated: decided cells, no variables)
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
    int8_t *known = cfg->eliminate ? sat_known(m) : NULL;
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
    char amo[80];
    fprintf(out, "c encoding %s, amo %s, cages %s, %s\n", sat_encoding_name(cfg->enc),
            sat_amo_words(cfg, m, amo, sizeof amo), sat_cage_name(cfg->cage),
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
 *   competition (picosat, cadical, kissat, clasp...)  `c` comments, an `s`
 *       line (SATISFIABLE, UNSATISFIABLE, UNKNOWN, or a MaxSAT solver's
 *       OPTIMUM FOUND) before or after `v 1 -2 3 ... 0` lines, and a MaxSAT
 *       solver's `o COST` lines. A model ends with its 0; when a solver
 *       prints several (clasp prints each better one, `o` after each), the
 *       last one counts;
 *   minisat's result file (minisat IN.cnf OUT)  `SAT` then one line
 *       `1 -2 3 ... 0` (or `UNSAT`, or `INDET` when it gave up).
 * `v` lines naming variables (`v x1 -x2`) are a pseudo-Boolean solver's
 * answer: left to the ilp backend's OPB reader (-2).
 * A cell's value is the given when it has one (a CNF with givens eliminated has no
 * variables for it), else its one true x variable; variables the givens
 * decided false are ignored (a solver prints some value for variables that
 * occur in no clause). A MaxSAT answer (to the WCNF, where every cell has
 * its variables) is read by wcnf.c. */
typedef struct {
    const char *p;
    int lineno;
    const char *start; /* the current line's first byte (for columns) */
} Lines;

/* The next line (without \r\n) into [*s, *e); 0 at the end. */
static int next_line(Lines *L, const char **s, const char **e)
{
    if (!*L->p)
        return 0;
    *s = L->start = L->p;
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

/* A line that starts with the letter ch alone or followed by a blank. */
static int is_tagged(const char *s, const char *e, char ch)
{
    return s < e && *s == ch && (e - s == 1 || s[1] == ' ' || s[1] == '\t');
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

/* The first token of [s, e) names a variable (x1, -x2): an OPB answer. */
static int names_variables(const char *s, const char *e)
{
    while (s < e && isspace((unsigned char)*s))
        s++;
    if (s < e && *s == '-')
        s++;
    return s < e && *s == 'x';
}

enum { VERDICT_NONE, VERDICT_SAT, VERDICT_UNSAT, VERDICT_UNKNOWN, VERDICT_OPTIMUM };

static int read_verdict(const char *s, const char *e)
{
    static const struct {
        const char *word;
        int verdict;
    } words[] = {{"s SATISFIABLE", VERDICT_SAT},
                 {"s UNSATISFIABLE", VERDICT_UNSAT},
                 {"s UNKNOWN", VERDICT_UNKNOWN},
                 {"s OPTIMUM FOUND", VERDICT_OPTIMUM}};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (is_word(s, e, words[i].word))
            return words[i].verdict;
    return VERDICT_NONE;
}

static int answer_fail(SatAnswer *a, int rc)
{
    free(a->val);
    a->val = NULL;
    return rc;
}

/* A located message: at line L's column of q. */
static int answer_at(SatAnswer *a, DecodeLoc *at, const Lines *L, const char *q)
{
    at->line = L->lineno;
    at->col = (int)(q - L->start) + 1;
    return answer_fail(a, -1);
}

int sat_answer_read(const Model *m, const char *text, const char *path, SatAnswer *a, char *err,
                    size_t errsz, DecodeLoc *at)
{
    Lines L = {text, 0, text};
    const char *s, *e;
    int nx = m->ncells * m->nvals, minisat = 0, verdict = VERDICT_NONE, seen = 0;
    int done = 0, nlits = 0;
    memset(a, 0, sizeof *a);
    a->cost = -1;
    a->val = xcalloc((size_t)nx + 1, 1);
    while (next_line(&L, &s, &e)) {
        if (s == e || is_tagged(s, e, 'c'))
            continue;
        if (!seen++) { /* minisat's result file: its verdict comes first */
            if (is_word(s, e, "SAT")) {
                minisat = 1;
                verdict = VERDICT_SAT;
                continue;
            }
            if (is_word(s, e, "UNSAT"))
                return answer_fail(a, 1);
            if (is_word(s, e, "INDET")) {
                snprintf(err, errsz, "%s: the solver gave up (INDET): no answer to decode", path);
                return answer_fail(a, -1);
            }
        }
        if (!minisat && is_tagged(s, e, 's')) {
            if ((verdict = read_verdict(s, e)) == VERDICT_NONE) {
                if (seen == 1)
                    return answer_fail(a, -2);
                snprintf(err, errsz, "not a verdict: '%.*s'", (int)(e - s > 40 ? 40 : e - s), s);
                return answer_at(a, at, &L, s);
            }
            if (verdict == VERDICT_UNKNOWN) {
                snprintf(err, errsz, "%s: the solver gave up (%.*s): no answer to decode", path,
                         (int)(e - s), s);
                return answer_fail(a, -1);
            }
            continue;
        }
        if (!minisat && is_tagged(s, e, 'o')) {
            a->maxsat = 1;
            a->cost = strtol(s + 1, NULL, 10);
            continue;
        }
        if (!minisat && !is_tagged(s, e, 'v')) {
            if (seen == 1)
                return answer_fail(a, -2);
            snprintf(err, errsz, "expected a 'v' line, found '%.*s'",
                     (int)(e - s > 40 ? 40 : e - s), s);
            return answer_at(a, at, &L, s);
        }
        if (!minisat)
            s++;
        if (!nlits && names_variables(s, e))
            return answer_fail(a, -2);
        if (done) { /* a 0 ended the last model: this is a better one */
            memset(a->val, 0, (size_t)nx + 1);
            done = 0;
        }
        const char *bad = NULL;
        if (read_lits(s, e, a->val, nx, &done, &bad) != 0) {
            const char *q = bad;
            while (q < e && !isspace((unsigned char)*q))
                q++;
            snprintf(err, errsz, "not a literal: '%.*s'", (int)(q - bad > 20 ? 20 : q - bad),
                     bad);
            return answer_at(a, at, &L, bad);
        }
        nlits++;
        if (minisat && done)
            break;
    }
    if (verdict == VERDICT_UNSAT)
        return answer_fail(a, 1);
    if (verdict == VERDICT_NONE) {
        if (!nlits)
            return answer_fail(a, -2);
        snprintf(err, errsz, "%s: 'v' lines but no 's' line: did the solver finish?", path);
        return answer_fail(a, -1);
    }
    if (!nlits) {
        snprintf(err, errsz, "%s: the answer says satisfiable but lists no literals", path);
        return answer_fail(a, -1);
    }
    a->maxsat |= verdict == VERDICT_OPTIMUM;
    a->optimal = verdict == VERDICT_OPTIMUM;
    return 0;
}

int sat_dimacs_decode(const Model *m, const char *text, const char *path, int *grid,
                      char *err, size_t errsz, DecodeLoc *at)
{
    SatAnswer a;
    at->line = 0;
    int r = sat_answer_read(m, text, path, &a, err, errsz, at);
    if (r != 0)
        return r;
    if (a.maxsat) {
        r = sat_wcnf_grid(m, &a, path, grid, err, errsz);
        free(a.val);
        return r;
    }
    int8_t *known = sat_known(m);
    char name[CELL_NAME_MAX];
    for (int cell = 0; cell < m->ncells && !r; cell++) {
        grid[cell] = m->given[cell];
        if (grid[cell])
            continue;
        for (int k = 0; k < m->nvals && r == 0; k++) {
            int x = cell * m->nvals + k + 1;
            if (a.val[x] <= 0 || known[x] < 0)
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
    free(a.val);
    return r;
}
