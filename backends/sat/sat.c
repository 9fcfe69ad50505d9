/* sat.c -- backend_sat: the Model as CNF, solved by PicoSAT through its C
 * API, written as DIMACS for any other SAT solver, and an external
 * solver's answer read back.
 *
 * VARIABLES (ir.h): x[c,v] is DIMACS variable c*nvals + (v - vmin) + 1.
 * Cage selectors follow, numbered from ncells*nvals + 1 in cage order.
 *
 * CLAUSES (Lynce & Ouaknine's encodings; AMO = pairwise at-most-one,
 * ALO = one at-least-one clause)
 *   minimal    per cell ALO over its values; per group (PERM or ALLDIFF)
 *              and value, AMO over the group's cells
 *   efficient  minimal + per cell AMO over its values
 *   extended   efficient + per PERM group and value, ALO over its cells
 *   givens     a unit clause x[c,v]
 * Empty 9x9, minimal: 81 ALO + 27*9*C(9,2) AMO = 81 + 8,748 = 8,829
 * clauses; efficient adds 81*C(9,2) = 2,916; extended adds 27*9 = 243 more
 * (11,988). For an n x n Sudoku: minimal n^2 + 3n*n*C(n,2), efficient adds
 * n^2*C(n,2), extended adds 3n*n.
 *
 * KILLER CAGES (SUM with distinct), the digit-set encoding: each set D of
 * |cage| distinct values adding up to the total gets a selector s_D;
 *   ALO over the selectors of the cage;
 *   s_D -> OR_{c in cage} x[c,d]    for each d in D (d occurs);
 *   s_D -> -x[c,d]                  for each d not in D, c in cage;
 *   the cage's cells pairwise different (AMO per value, as a group), and a
 *   cell AMO on every cage cell in every encoding, so that a model gives
 *   one value per cell.
 * A cage with more than SAT_MAX_SETS admissible sets is reported as not
 * supported (--cage totalizer handles it). SUM without distinctness, and
 * every cage with --cage totalizer, use the prefix-total encoding below.
 *
 * COUNTING: after each model, a blocking clause OR_c -x[c,grid[c]] over the
 * x variables of the grid read from it (the lowest true value per cell), so
 * selectors never multiply the count. */
#include "../backend.h"

#include "util.h"

#include <picosat/picosat.h>
#include <stdlib.h>
#include <string.h>

#define SAT_MAX_SETS 20000

typedef enum { ENC_MINIMAL, ENC_EFFICIENT, ENC_EXTENDED } Encoding;

/* Clauses as one int array, each 0-terminated. */
typedef struct {
    int *lit;
    size_t n, cap;
    long clauses;
    int nvars;
    int used_vars;  /* variables that occur in the clauses */
    int8_t *known;  /* x variables decided by the givens: +1 true, -1 false */
} Cnf;

static void add_lit(Cnf *f, int l)
{
    if (f->n == f->cap)
        f->lit = xrealloc(f->lit, (f->cap = f->cap ? 2 * f->cap : 4096) * sizeof(int));
    f->lit[f->n++] = l;
    if (!l)
        f->clauses++;
}

static void add2(Cnf *f, int a, int b)
{
    add_lit(f, a);
    add_lit(f, b);
    add_lit(f, 0);
}

static void amo_pairwise(Cnf *f, const int *v, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            add2(f, -v[i], -v[j]);
}

/* AT-MOST-ONE over literals v[0..n), selected by --amo:
 *   pairwise    -v[i] | -v[j] for every pair: n(n-1)/2 clauses, no variables
 *   sequential  Sinz's counter: s[i] <=> "one of v[0..i] is true";
 *               v[i] -> s[i], s[i-1] -> s[i], v[i] -> -s[i-1]:
 *               3n-4 clauses, n-1 new variables
 *   product     Chen's 2-product: the n literals on a p x q grid (p*q >= n),
 *               v at (i, j) -> r[i] and c[j], AMO over r and over c
 *               (recursively): about 2n + 4 sqrt(n) clauses */
typedef enum { AMO_PAIRWISE, AMO_SEQUENTIAL, AMO_PRODUCT } AmoKind;

static int new_var(Cnf *f) { return ++f->nvars; }

static void amo(Cnf *f, AmoKind kind, const int *v, int n);

static void amo_sequential(Cnf *f, const int *v, int n)
{
    int prev = 0;
    for (int i = 0; i < n - 1; i++) {
        int s = new_var(f);
        add2(f, -v[i], s);
        if (prev) {
            add2(f, -prev, s);
            add2(f, -v[i], -prev);
        }
        prev = s;
    }
    if (prev)
        add2(f, -v[n - 1], -prev);
}

static void amo_product(Cnf *f, const int *v, int n)
{
    int p = 1;
    while (p * p < n)
        p++;
    int q = (n + p - 1) / p;
    int *r = xmalloc((size_t)(p + q) * sizeof(int)), *c = r + p;
    for (int i = 0; i < p; i++)
        r[i] = new_var(f);
    for (int j = 0; j < q; j++)
        c[j] = new_var(f);
    for (int k = 0; k < n; k++) {
        add2(f, -v[k], r[k / q]);
        add2(f, -v[k], c[k % q]);
    }
    amo(f, AMO_PRODUCT, r, p);
    amo(f, AMO_PRODUCT, c, q);
    free(r);
}

static void amo(Cnf *f, AmoKind kind, const int *v, int n)
{
    if (kind == AMO_PAIRWISE || n <= 4)
        amo_pairwise(f, v, n);
    else if (kind == AMO_SEQUENTIAL)
        amo_sequential(f, v, n);
    else
        amo_product(f, v, n);
}

static int xvar(const Model *m, int cell, int k) { return cell * m->nvals + k + 1; }

/* Enumerates the k-subsets of values adding up to `left`, as bit masks. */
static void cage_sets(const Model *m, int from, int k, int left, uint64_t chosen,
                      uint64_t **out, int *n, int *cap)
{
    if (*n > SAT_MAX_SETS)
        return;
    if (k == 0) {
        if (left == 0) {
            if (*n == *cap)
                *out = xrealloc(*out, (size_t)(*cap = *cap ? 2 * *cap : 64) * sizeof **out);
            (*out)[(*n)++] = chosen;
        }
        return;
    }
    for (int i = from; i < m->nvals; i++) {
        int v = m->vmin + i;
        if (v > left)
            break;
        cage_sets(m, i + 1, k - 1, left - v, chosen | 1ULL << i, out, n, cap);
    }
}

/* SUMS BY PREFIX TOTALS (totalizer style; for plain `sum` constraints and
 * for cages with --cage totalizer). For the cells c1..cn of a sum, s[i][t]
 * means "c1..ci add up to t" (t in i*vmin..i*vmax), with s[0][0] true:
 *   forward   s[i-1][t] & x[ci,v] -> s[i][t+v]
 *   backward  s[i][t] & x[ci,v] -> s[i-1][t-v]   (a clause -s[i][t] | -x[ci,v]
 *             when t-v is out of reach for i-1 cells)
 *   total     s[n][total] as a unit clause
 * With one value per cell, a true s[i][t] forces t to be the real prefix
 * sum, so the last unit clause is exactly "the cells add up to total". */
static void sum_totalizer(const Model *m, Cnf *f, const Constraint *c)
{
    int lo = m->vmin, hi = m->vmax, n = c->n;
    int **s = xmalloc((size_t)(n + 1) * sizeof(int *)); /* s[i][t - i*lo] */
    for (int i = 0; i <= n; i++) {
        int w = i * (hi - lo) + 1;
        s[i] = xmalloc((size_t)w * sizeof(int));
        for (int t = 0; t < w; t++)
            s[i][t] = i ? new_var(f) : 0; /* s[0][0] is the constant true */
    }
    for (int i = 1; i <= n; i++) {
        int cell = c->cells[i - 1], wprev = (i - 1) * (hi - lo) + 1;
        for (int k = 0; k < m->nvals; k++) {
            int v = lo + k, x = xvar(m, cell, k);
            /* forward */
            for (int tp = 0; tp < wprev; tp++) {
                int t = tp + (i - 1) * lo + v, idx = t - i * lo;
                if (i == 1)
                    add2(f, -x, s[1][idx]);
                else {
                    add_lit(f, -s[i - 1][tp]);
                    add_lit(f, -x);
                    add_lit(f, s[i][idx]);
                    add_lit(f, 0);
                }
            }
            /* backward */
            int w = i * (hi - lo) + 1;
            for (int ti = 0; ti < w; ti++) {
                int t = ti + i * lo, tp = t - v - (i - 1) * lo;
                if (tp < 0 || tp >= wprev)
                    add2(f, -s[i][ti], -x);
                else if (i > 1) {
                    add_lit(f, -s[i][ti]);
                    add_lit(f, -x);
                    add_lit(f, s[i - 1][tp]);
                    add_lit(f, 0);
                }
            }
        }
    }
    int ti = c->total - n * lo;
    if (ti >= 0 && ti <= n * (hi - lo)) {
        add_lit(f, s[n][ti]);
        add_lit(f, 0);
    } else { /* out of reach: no solution */
        add_lit(f, s[n][0]);
        add_lit(f, 0);
        add_lit(f, -s[n][0]);
        add_lit(f, 0);
    }
    for (int i = 0; i <= n; i++)
        free(s[i]);
    free(s);
}

static Encoding encoding_of(const char *f)
{
    if (f && !strcmp(f, "minimal"))
        return ENC_MINIMAL;
    if (f && !strcmp(f, "efficient"))
        return ENC_EFFICIENT;
    return ENC_EXTENDED;
}

/* GIVEN REDUCTION (Kwon & Jain): a given decides x[c,v] true, the other
 * values of its cell false, and v false in every cell sharing a group (a
 * PERM, ALLDIFF or cage) with it. Clauses holding a true literal are
 * dropped, false literals are struck out of the rest, and the givens' unit
 * clauses disappear. Variable numbers do not change (ir.h), so a reduced
 * CNF decodes like a plain one; the decided cells come from the model. A
 * clause struck empty (givens in conflict) becomes the pair x1, -x1. */
static void reduce(const Model *m, Cnf *f)
{
    int nx = m->ncells * m->nvals;
    int8_t *known = xcalloc((size_t)nx + 1, 1);
    int conflict = 0;
    for (int cell = 0; cell < m->ncells; cell++) {
        int v = m->given[cell];
        if (!v)
            continue;
        for (int k = 0; k < m->nvals; k++) {
            int8_t want = k == v - m->vmin ? 1 : -1;
            int8_t *x = &known[xvar(m, cell, k)];
            conflict |= *x && *x != want;
            *x = want;
        }
    }
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (!(c->kind == CON_PERM || c->kind == CON_ALLDIFF || (c->kind == CON_SUM && c->distinct)))
            continue;
        for (int j = 0; j < c->n; j++) {
            int v = m->given[c->cells[j]];
            if (!v)
                continue;
            for (int q = 0; q < c->n; q++) {
                if (q == j)
                    continue;
                int8_t *x = &known[xvar(m, c->cells[q], v - m->vmin)];
                conflict |= *x == 1;
                *x = -1;
            }
        }
    }
    uint8_t *seen = xcalloc((size_t)f->nvars + 1, 1);
    size_t out = 0, start = 0;
    long clauses = 0;
    for (size_t i = 0; i < f->n; i++) {
        if (f->lit[i] != 0)
            continue;
        /* clause f->lit[start..i) */
        int sat = 0;
        size_t keep = out;
        for (size_t j = start; j < i && !sat; j++) {
            int l = f->lit[j], a = l > 0 ? l : -l;
            int8_t val = a <= nx ? known[a] : 0;
            if (val && (val > 0) == (l > 0))
                sat = 1;
            else if (!val)
                f->lit[keep++] = l;
        }
        if (!sat) {
            if (keep == out)
                conflict = 1;
            else {
                for (size_t j = out; j < keep; j++)
                    seen[f->lit[j] > 0 ? f->lit[j] : -f->lit[j]] = 1;
                f->lit[keep++] = 0;
                out = keep;
                clauses++;
            }
        }
        start = i + 1;
    }
    f->n = out;
    f->clauses = clauses;
    if (conflict) {
        add_lit(f, 1);
        add_lit(f, 0);
        add_lit(f, -1);
        add_lit(f, 0);
        seen[1] = 1;
    }
    f->used_vars = 0;
    for (int v = 1; v <= f->nvars; v++)
        f->used_vars += seen[v];
    free(seen);
    f->known = known;
}

/* Builds the CNF; returns 0, or -1 with a message in err. */
static int build(const Model *m, const SolveOpts *o, Cnf *f, char *err, size_t errsz)
{
    Encoding enc = encoding_of(o->formulation);
    AmoKind ak = AMO_PAIRWISE;
    if (o->amo && !strcmp(o->amo, "sequential"))
        ak = AMO_SEQUENTIAL;
    else if (o->amo && !strcmp(o->amo, "product"))
        ak = AMO_PRODUCT;
    else if (o->amo && strcmp(o->amo, "pairwise")) {
        snprintf(err, errsz, "sat: unknown --amo '%s' (have: pairwise sequential product)",
                 o->amo);
        return -1;
    }
    int nv = m->nvals;
    int *lits = xmalloc((size_t)(m->ncells > nv ? m->ncells : nv) * sizeof(int));
    uint8_t *cell_amo = xcalloc((size_t)m->ncells, 1);
    memset(f, 0, sizeof *f);
    f->nvars = m->ncells * nv;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_SUM)
            for (int j = 0; j < c->n; j++)
                cell_amo[c->cells[j]] = 1;
    }
    for (int cell = 0; cell < m->ncells; cell++) {
        for (int k = 0; k < nv; k++)
            add_lit(f, lits[k] = xvar(m, cell, k));
        add_lit(f, 0);
        if (enc != ENC_MINIMAL || cell_amo[cell])
            amo(f, ak, lits, nv);
    }
    int totalizer = o->cage && !strcmp(o->cage, "totalizer");
    if (o->cage && !totalizer && strcmp(o->cage, "sets")) {
        snprintf(err, errsz, "sat: unknown --cage '%s' (have: sets totalizer)", o->cage);
        goto fail;
    }
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_SUM && (!c->distinct || totalizer)) {
            sum_totalizer(m, f, c);
            if (!c->distinct)
                continue;
        }
        if (c->kind == CON_GIVEN) {
            add_lit(f, xvar(m, c->cells[0], c->total - m->vmin));
            add_lit(f, 0);
            continue;
        }
        /* every group of distinct cells: AMO per value (and ALO for PERM) */
        for (int k = 0; k < nv; k++) {
            for (int j = 0; j < c->n; j++)
                lits[j] = xvar(m, c->cells[j], k);
            amo(f, ak, lits, c->n);
            if (c->kind == CON_PERM && enc == ENC_EXTENDED) {
                for (int j = 0; j < c->n; j++)
                    add_lit(f, lits[j]);
                add_lit(f, 0);
            }
        }
        if (c->kind != CON_SUM || totalizer)
            continue;
        uint64_t *sets = NULL;
        int ns = 0, cap = 0;
        cage_sets(m, 0, c->n, c->total, 0, &sets, &ns, &cap);
        if (ns > SAT_MAX_SETS) {
            free(sets);
            snprintf(err, errsz, "sat: %s has more than %d digit sets", c->name, SAT_MAX_SETS);
            goto fail;
        }
        int first = f->nvars + 1;
        f->nvars += ns;
        for (int s = 0; s < ns; s++)
            add_lit(f, first + s);
        add_lit(f, 0); /* no set at all: the clause is empty, unsatisfiable */
        for (int s = 0; s < ns; s++)
            for (int k = 0; k < nv; k++) {
                if (sets[s] >> k & 1) {
                    add_lit(f, -(first + s));
                    for (int j = 0; j < c->n; j++)
                        add_lit(f, xvar(m, c->cells[j], k));
                    add_lit(f, 0);
                } else {
                    for (int j = 0; j < c->n; j++)
                        add2(f, -(first + s), -xvar(m, c->cells[j], k));
                }
            }
        free(sets);
    }
    free(lits);
    free(cell_amo);
    f->used_vars = f->nvars;
    if (!o->no_reduce)
        reduce(m, f);
    return 0;
fail:
    free(lits);
    free(cell_amo);
    free(f->lit);
    memset(f, 0, sizeof *f);
    return -1;
}

/* The grid of a model: the lowest true value of each cell. */
static int read_grid(const Model *m, PicoSAT *ps, const int8_t *known, int *grid)
{
    for (int cell = 0; cell < m->ncells; cell++) {
        grid[cell] = 0;
        for (int k = 0; k < m->nvals && !grid[cell]; k++) {
            int x = xvar(m, cell, k);
            int8_t fixed = known ? known[x] : 0;
            if (fixed > 0 || (!fixed && picosat_deref(ps, x) > 0))
                grid[cell] = m->vmin + k;
        }
        if (!grid[cell])
            return -1;
    }
    return 0;
}

/* --propagate-only, on the clause buffer itself (no search, no PicoSAT):
 * unit propagation to a fixpoint (clauses rescanned until nothing
 * changes), then failed-literal probing: each open x assumed true and
 * propagated; when that meets an empty clause, x is false; repeated to a
 * fixpoint. val[v]: +1 true, -1 false, 0 open. Returns 0 on conflict. */
static int unit_propagate(const Cnf *f, int8_t *val)
{
    for (int changed = 1; changed;) {
        changed = 0;
        size_t start = 0;
        for (size_t i = 0; i < f->n; i++) {
            if (f->lit[i])
                continue;
            int open = 0, last = 0, sat = 0;
            for (size_t j = start; j < i && !sat; j++) {
                int l = f->lit[j], v = val[l > 0 ? l : -l];
                if (!v) {
                    open++;
                    last = l;
                } else if ((v > 0) == (l > 0))
                    sat = 1;
            }
            start = i + 1;
            if (sat || open > 1)
                continue;
            if (!open)
                return 0;
            val[last > 0 ? last : -last] = last > 0 ? 1 : -1;
            changed = 1;
        }
    }
    return 1;
}

static int decided_cells(const Model *m, const int8_t *val, int *grid)
{
    int n = 0;
    for (int cell = 0; cell < m->ncells; cell++) {
        grid[cell] = 0;
        for (int k = 0; k < m->nvals && !grid[cell]; k++)
            if (val[xvar(m, cell, k)] > 0)
                grid[cell] = m->vmin + k;
        n += grid[cell] != 0;
    }
    return n;
}

static SolveStatus propagate_only(const Model *m, const Cnf *f, SolveResult *r)
{
    int nx = m->ncells * m->nvals;
    int8_t *val = xcalloc((size_t)f->nvars + 1, 1), *trial = xmalloc((size_t)f->nvars + 1);
    int *grid = xmalloc((size_t)m->ncells * sizeof(int));
    if (f->known)
        memcpy(val, f->known, (size_t)nx + 1);
    int ok = unit_propagate(f, val), up = ok ? decided_cells(m, val, grid) : 0, fl = up;
    long probes = 0;
    if (ok && up < m->ncells) {
        for (int changed = 1; changed && ok;) {
            changed = 0;
            for (int x = 1; x <= nx && ok; x++) {
                if (val[x])
                    continue;
                memcpy(trial, val, (size_t)f->nvars + 1);
                trial[x] = 1;
                probes++;
                if (unit_propagate(f, trial))
                    continue;
                val[x] = -1; /* a failed literal */
                ok = unit_propagate(f, val);
                changed = 1;
            }
        }
        fl = ok ? decided_cells(m, val, grid) : 0;
    }
    free(val);
    free(trial);
    r->effort = probes;
    if (!ok) {
        snprintf(r->note, sizeof r->note, "propagation: contradiction (no solution)");
        free(grid);
        return r->status = PUZ_UNSAT;
    }
    snprintf(r->note, sizeof r->note, "unit propagation: %s (%d of %d cells); with failed "
             "literals: %s (%d)", up == m->ncells ? "solved" : "not solved", up, m->ncells,
             fl == m->ncells ? "solved" : "not solved", fl);
    if (fl == m->ncells) {
        r->solutions = 1;
        r->first = grid;
        return r->status = PUZ_SOLVED;
    }
    free(grid);
    return r->status = PUZ_UNKNOWN;
}

static SolveStatus sat_solve(const Model *m, const SolveOpts *o, SolveResult *r)
{
    double t0 = now_sec();
    Cnf f;
    if (build(m, o, &f, r->err, sizeof r->err) != 0)
        return r->status = PUZ_ERROR;
    if (o->propagate_only) {
        double tp = now_sec();
        r->build_sec = tp - t0;
        r->size[0] = f.used_vars;
        r->size[1] = f.clauses;
        r->size[2] = (long)(f.n - (size_t)f.clauses);
        SolveStatus st = propagate_only(m, &f, r);
        free(f.lit);
        free(f.known);
        r->solve_sec = now_sec() - tp;
        if (r->first && o->on_solution)
            o->on_solution(m, r->first, o->ctx);
        return st;
    }
    PicoSAT *ps = picosat_init();
    picosat_adjust(ps, f.nvars);
    for (size_t i = 0; i < f.n; i++)
        picosat_add(ps, f.lit[i]);
    r->size[0] = f.used_vars;
    r->size[1] = f.clauses;
    r->size[2] = (long)(f.n - (size_t)f.clauses);
    free(f.lit);
    double t1 = now_sec();
    r->build_sec = t1 - t0;
    long limit = o->limit > 0 ? o->limit : 1;
    int *grid = xmalloc((size_t)m->ncells * sizeof(int));
    int res = PICOSAT_UNKNOWN;
    while (r->solutions < limit && (res = picosat_sat(ps, -1)) == PICOSAT_SATISFIABLE) {
        if (read_grid(m, ps, f.known, grid) != 0) {
            snprintf(r->err, sizeof r->err, "sat: a model left a cell without a value");
            r->status = PUZ_ERROR;
            break;
        }
        if (r->solutions++ == 0) {
            r->first = xmalloc((size_t)m->ncells * sizeof(int));
            memcpy(r->first, grid, (size_t)m->ncells * sizeof(int));
        }
        if (o->on_solution && o->on_solution(m, grid, o->ctx))
            break;
        /* block this grid; literals decided by the givens are false in the
         * clause and left out (an empty clause ends the count) */
        int free_lits = 0;
        for (int cell = 0; cell < m->ncells; cell++) {
            int x = xvar(m, cell, grid[cell] - m->vmin);
            if (!f.known || !f.known[x]) {
                picosat_add(ps, -x);
                free_lits++;
            }
        }
        picosat_add(ps, 0);
        if (!free_lits)
            break;
    }
    r->effort = (long)picosat_decisions(ps);
    picosat_reset(ps);
    free(grid);
    free(f.known);
    r->solve_sec = now_sec() - t1;
    if (r->status == PUZ_ERROR)
        return PUZ_ERROR;
    r->status = r->solutions ? PUZ_SOLVED : res == PICOSAT_UNSATISFIABLE ? PUZ_UNSAT : PUZ_UNKNOWN;
    return r->status;
}

static int sat_size(const Model *m, const SolveOpts *o, long size[3])
{
    Cnf f;
    char err[200];
    if (build(m, o, &f, err, sizeof err) != 0)
        return -1;
    size[0] = f.used_vars;
    size[1] = f.clauses;
    size[2] = (long)(f.n - (size_t)f.clauses);
    free(f.lit);
    free(f.known);
    return 0;
}

static int sat_emit(const Model *m, const char *format, const SolveOpts *o, FILE *out,
                    char *err, size_t errsz)
{
    (void)format;
    Cnf f;
    if (build(m, o, &f, err, errsz) != 0)
        return -1;
    char name[CELL_NAME_MAX];
    fprintf(out, "c puzc CNF, encoding %s\n", o->formulation ? o->formulation : "extended");
    fprintf(out, "c x variables: cell r<row>c<col> holds value v  <=>  variable "
                 "(row-1)*%d + (col-1)*%d + (v-%d) + 1\n", m->cols * m->nvals, m->nvals, m->vmin);
    for (int cell = 0; cell < m->ncells; cell++)
        for (int k = 0; k < m->nvals; k++)
            fprintf(out, "c x %d %s v%d\n", xvar(m, cell, k), cell_name(m, cell, name),
                    m->vmin + k);
    if (f.known)
        fprintf(out, "c givens eliminated (Kwon & Jain): %d of %d variables remain; "
                     "decided cells are read from the model\n", f.used_vars, f.nvars);
    fprintf(out, "p cnf %d %ld\n", f.nvars, f.clauses);
    int start = 1;
    for (size_t i = 0; i < f.n; i++) {
        fprintf(out, start ? "%d" : " %d", f.lit[i]);
        start = f.lit[i] == 0;
        if (start)
            fputc('\n', out);
    }
    free(f.lit);
    free(f.known);
    return 0;
}

/* Answers: `s SATISFIABLE` with `v` lines (picosat, cadical, the SAT
 * competition format) or minisat's result file (`SAT` then the literals);
 * `s UNSATISFIABLE` / `UNSAT` mean no solution. */
static int sat_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
                      size_t errsz)
{
    const char *p = text;
    while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')
        p++;
    int minisat = !strncmp(p, "SAT\n", 4) || !strncmp(p, "SAT\r", 4);
    if (!minisat && !strncmp(p, "UNSAT", 5))
        return 1;
    if (!minisat && !strstr(text, "s SATISFIABLE")) {
        if (strstr(text, "s UNSATISFIABLE"))
            return 1;
        return -2;
    }
    for (int c = 0; c < m->ncells; c++)
        grid[c] = 0;
    int nx = m->ncells * m->nvals;
    const char *line = minisat ? strchr(p, '\n') + 1 : text;
    while (line && *line) {
        const char *next = strchr(line, '\n');
        if (minisat || line[0] == 'v') {
            const char *q = minisat ? line : line + 1;
            while (q < (next ? next : q + strlen(q))) {
                char *end;
                long l = strtol(q, &end, 10);
                if (end == q)
                    break;
                q = end;
                if (l > 0 && l <= nx) {
                    int cell = (int)((l - 1) / m->nvals), k = (int)((l - 1) % m->nvals);
                    if (!grid[cell])
                        grid[cell] = m->vmin + k;
                }
            }
        }
        line = next ? next + 1 : NULL;
    }
    char name[CELL_NAME_MAX];
    for (int c = 0; c < m->ncells; c++)
        if (!grid[c] && m->given[c])
            grid[c] = m->given[c]; /* eliminated from a reduced CNF */
    for (int c = 0; c < m->ncells; c++)
        if (!grid[c]) {
            snprintf(err, errsz, "%s: no true variable for cell %s", path, cell_name(m, c, name));
            return -1;
        }
    return 0;
}

static const char *const sat_formulations[] = {"extended", "efficient", "minimal", NULL};
static const char *const sat_formats[] = {"cnf", NULL};

const Backend backend_sat = {
    .name = "sat",
    .description = "CNF solved by PicoSAT (libpicosat); DIMACS for any SAT solver",
    .caps = CAP_SOLVE | CAP_COUNT | CAP_EMIT | CAP_DECODE,
    .formulations = sat_formulations,
    .formats = sat_formats,
    .size_names = {"vars", "clauses", "literals"},
    .effort_name = "decisions",
    .solve = sat_solve,
    .emit = sat_emit,
    .size = sat_size,
    .decode = sat_decode,
};
