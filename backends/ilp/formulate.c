/* formulate.c -- a Model as a 0-1 integer program, in four formulations.
 *
 * ROW NAMES. <L> below is the constraint's label, k<N>_<name> (con_label,
 * ir.h: k30_consecutive_r4c2), unique per constraint; the suffixes after it
 * differ within one constraint (its cells, positions J and values V, W are
 * distinct), so every row name is unique (ilp.h says the whole scheme).
 *
 * CLASSIC (Bartlett et al., "An integer programming model for the Sudoku
 * problem"), x[c,v] binary:
 *   cell_r<R>c<C>:      sum_v x[c,v] = 1                    every cell
 *   <L>_v<V>:           sum_{c in group} x[c,v] = 1          a group holding every value
 *                                               (PERM: rows, columns, boxes, regions)
 *                       ... <= 1                 a smaller distinct group (ALLDIFF,
 *                                               diagonals of a bigger grid, cages)
 *   <L>_sum:            sum_{c in cage} sum_v v x[c,v] = total     (SUM, Killer)
 * Givens are eliminated (program.c) or kept as bounds x = 1.
 *
 * KILLER CAGES, strengthened: the sum row alone is weak in the LP
 * relaxation (GLPK wanders for minutes on a Killer with a 9-cell cage), so a
 * distinct cage whose admissible digit sets -- sets of n different values
 * adding up to the total -- number at most ILP_MAX_CAGE_SETS gets one
 * binary z_<L>_<i> per set S_i and
 *   <L>_set:            sum_i z_i = 1                     one set is chosen
 *   <L>_v<V>:           sum_{c in cage} x[c,v] - sum_{i : v in S_i} z_i = 0
 * in place of its <= 1 rows: value v appears once exactly when the chosen
 * set holds it, and a value no set holds is ruled out outright. The sum
 * row stays (implied, but it helps the relaxation).
 *
 * REDUCED (the seed paper of Pereira, Colnago and Colombo Jr.): the same
 * program with the row equalities of each band of boxes and value replaced
 * by the equalities coeffs.c finds, and the column equalities of each stack
 * likewise:
 *   band<B>_v<V>_e<E>:  c0 + sum_{cells in band} c_pos x[c,v] = 0
 * pos = box_in_band*(h*w) + row_in_box*w + col_in_box, h x w the box; for
 * stacks the grid is read transposed. Box equalities stay: the new rows are
 * only valid given one occurrence per box. CLOSED is the same with the
 * closed-form equality (weights h^(row in box), one per band and value).
 *
 * THE VARIANTS (ir.h), in every formulation, with val(c) = sum_v v x[c,v]
 * the value of cell c (a = cells[0], b = cells[1]):
 *   <L>_r<R>c<C>:       sum_{v of the wrong parity} x[c,v] = 0      PARITY
 *   <L>_<J>:            val(c_J) - val(c_J+1) <= -1    each adjacent pair, LESS
 *   <L>_v<V>_w<W>:      x[a,v] + x[b,w] <= 1   every pair of values that is not
 *                       |v - w| = 1 (CONSEC) or one twice the other (DOUBLE)
 *   <L>_sum:            val(circle) - sum_{arrow cells c} val(c) = 0     ARROW
 *   <L>_<I>a_v<V>, b:   x[a,v] + sum_{w forbidden beside v} x[b,w] <= 1 for
 *                       pair I of NONCONSEC, NONDOUBLE, XV, NONXV (pairs.h),
 *                       each side
 *   <L>_m.., _v.., _seen: SKYSCRAPER, over auxiliary columns (add_skyscraper)
 *   <L>_d<V>, _w, _<I>_<V>: RENBAN, over one auxiliary column a window
 *                       (add_renban)
 *   <L>_<I>_lt<P>, _gt<P>: BETWEEN, strict inequalities switched by one
 *                       auxiliary column (add_between)
 *   <L>_e, _f, _<K>.., _sum: SANDWICH, over auxiliary columns "the ends at
 *                       places i and j" and "c_k between them, holding v"
 *                       (add_sandwich)
 *   <L>_x<X>, _<I>.., _sum: XSUM, over auxiliary columns "c_i counted by
 *                       the first cell, holding v" (add_xsum)
 *   <L>_sum:            sum_{c in run A} val(c) - sum_{c in run B} val(c) = 0
 *                       REGIONSUM (a line's runs chained pair by pair, so
 *                       every run equals the first: their common sum)
 *   <L>_v<V>:           -sum_{c in the 2x2} x[c,V] <= -k, V listed k times
 *                       (QUADRUPLE)
 * and rows that cut the LP relaxation, implied by those with the cell rows
 * (with the pairwise rows alone, the value rows being weak, GLPK was slow
 * to prove even a 9x9 Kropki unique: docs/benchmarks.md#ilp-weak-relaxations):
 *   <L>_<J>_ge<V>:      sum_{v >= V} x[a,v] - sum_{w > V} x[b,w] <= 0
 *                       for each V but vmin: "a >= V -> b > V" (LESS pair a, b)
 *   <L>_a<V>, _b<V>:    x[a,v] - sum_{w partner of v} x[b,w] <= 0, and from b
 *                       to a: v needs a partner on the other side (CONSEC,
 *                       DOUBLE)
 *   <L>_<I>_le<T>:      sum_{v <= T} x[A,v] - sum_{w <= T-(k-1)vmin} x[B_I,w] <= 0
 *                       "circle <= T -> arrow cell I <= T - (k-1) vmin", k
 *                       arrow cells (ARROW)
 * They only add rows, so the reduced and closed forms (whose band rows
 * stand in for the row and column groups alone) take them as they are; in
 * maxsum an empty cell has val 0, and a grid that fills every cell meets
 * them exactly.
 *
 * MAXSUM (the generation model of Raggi, Neto and Fontes): every equality
 * of the cell and group rows becomes <= 1 and the objective maximises the
 * sum of all x; a complete grid exists exactly when the optimum fills every
 * cell, so an empty or partial grid is completed by solving it. Cage sums
 * stay equalities.
 */
#include "ilp.h"
#include "pairs.h"
#include "quadruple.h"

#include "util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

const char *const ilp_form_names[] = {"classic", "reduced", "closed", "maxsum", NULL};

const char *ilp_form_name(IlpForm form) { return ilp_form_names[form]; }

int ilp_form_parse(const char *name, IlpForm *form, char *err, size_t errsz)
{
    if (!name) {
        *form = ILP_FORM_CLASSIC;
        return 0;
    }
    for (int i = 0; i < 4; i++)
        if (!strcmp(name, ilp_form_names[i])) {
            *form = (IlpForm)i;
            return 0;
        }
    snprintf(err, errsz, "ilp: unknown formulation '%s' (have: classic, reduced, closed, maxsum)",
             name);
    return -1;
}

#define ILP_MAX_CAGE_SETS 256

/* Sets of k->n distinct values (bit v-vmin) adding up to k->total, by
 * depth-first search over values in increasing order. Returns the number
 * found, or -1 when there are more than max. */
static int set_search(const Model *m, int need, int sum, int from, uint64_t set, uint64_t *out,
                      int n, int max)
{
    if (need == 0)
        return sum == 0 ? (n < max ? (out[n] = set, n + 1) : -1) : n;
    for (int k = from; k < m->nvals && n >= 0; k++) {
        int v = m->vmin + k;
        /* the smallest remaining values must still fit */
        long low = (long)need * v + (long)need * (need - 1) / 2;
        if (low > sum)
            break;
        n = set_search(m, need - 1, sum - v, k + 1, set | 1ULL << k, out, n, max);
    }
    return n;
}

static void add_cage_sets(IlpProgram *p, const Constraint *k, const char *name,
                          const uint64_t *sets, int nsets)
{
    const Model *m = p->m;
    int z0 = -1;
    ilp_row_begin(p, ILP_EQ, 1, "%s_set", name);
    for (int i = 0; i < nsets; i++) {
        int z = ilp_aux_new(p, "z_%s_%d", name, i + 1);
        if (i == 0)
            z0 = z;
        ilp_row_term(p, z, 1);
    }
    ilp_row_end(p);
    for (int v = 0; v < m->nvals; v++) {
        ilp_row_begin(p, ILP_EQ, 0, "%s_v%d", name, m->vmin + v);
        for (int a = 0; a < k->n; a++)
            ilp_row_term(p, k->cells[a] * m->nvals + v, 1);
        for (int i = 0; i < nsets; i++)
            if (sets[i] >> v & 1)
                ilp_row_term(p, z0 + i, -1);
        ilp_row_end(p);
    }
}

/* 1 when constraint k is exactly row r (dir 0) or column r (dir 1). */
static int is_line(const Model *m, const Constraint *k, int dir)
{
    int n = dir ? m->rows : m->cols;
    if (k->kind != CON_PERM || k->n != n)
        return 0;
    int first = dir ? k->cells[0] % m->cols : k->cells[0] / m->cols;
    unsigned char seen[PUZ_MAX_SIDE] = {0};
    for (int i = 0; i < k->n; i++) {
        int c = k->cells[i];
        int line = dir ? c % m->cols : c / m->cols, pos = dir ? c / m->cols : c % m->cols;
        if (line != first || seen[pos])
            return 0;
        seen[pos] = 1;
    }
    return 1;
}

/* For the reduced forms: marks which constraints the band equalities
 * replace, after checking the model has every row, column and box. */
static int mark_replaced(const Model *m, char *replaced, char *err, size_t errsz)
{
    int n = m->nvals;
    if (!m->box_r || !m->box_c || m->rows != n || m->cols != n ||
        m->box_r * m->box_c != n) {
        snprintf(err, errsz, "ilp: the reduced formulations need a Sudoku grid with regular "
                             "boxes (this model has none)");
        return -1;
    }
    int rows = 0, cols = 0, boxes = 0;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *k = &m->cons[i];
        if (is_line(m, k, 0)) {
            replaced[i] = 1;
            rows++;
        } else if (is_line(m, k, 1)) {
            replaced[i] = 1;
            cols++;
        } else if (k->kind == CON_PERM && !strncmp(k->name, "box", 3)) {
            boxes++;
        }
    }
    if (rows != n || cols != n || boxes < n) {
        snprintf(err, errsz, "ilp: the reduced formulations need every row, column and box "
                             "as a group (found %d rows, %d columns, %d boxes of %d)",
                 rows, cols, boxes, n);
        return -1;
    }
    return 0;
}

/* The band (dir 0) or stack (dir 1) equalities for every value. */
static void add_bands(IlpProgram *p, const IlpEqs *e, int dir)
{
    const Model *m = p->m;
    int br = m->box_r, bc = m->box_c, n = m->nvals;
    int span = dir ? bc : br, nbands = n / span;
    for (int band = 0; band < nbands; band++)
        for (int k = 0; k < n; k++)
            for (int j = 0; j < e->neq; j++) {
                ilp_row_begin(p, ILP_EQ, -e->coef[j][0], "%s%d_v%d_e%d",
                              dir ? "stack" : "band", band + 1, m->vmin + k, j + 1);
                for (int a = 0; a < span; a++)      /* row (column) in the band */
                    for (int b = 0; b < n; b++) {   /* along it */
                        int r = dir ? b : band * span + a, c = dir ? band * span + a : b;
                        int pos = dir ? (r / br) * br * bc + (c % bc) * br + r % br
                                      : (c / bc) * br * bc + (r % br) * bc + c % bc;
                        ilp_row_term(p, model_var(m, model_cell(m, r, c), m->vmin + k),
                                     e->coef[j][1 + pos]);
                    }
                ilp_row_end(p);
            }
}

/* Adds val(c) * sign to the open row. */
static void add_val(IlpProgram *p, int c, double sign)
{
    const Model *m = p->m;
    for (int v = 0; v < m->nvals; v++)
        ilp_row_term(p, c * m->nvals + v, sign * (m->vmin + v));
}

/* Is w a partner of v under CONSEC (|v - w| = 1) or DOUBLE? */
static int partner(ConKind kind, int v, int w)
{
    return kind == CON_CONSEC ? v - w == 1 || w - v == 1 : v == 2 * w || w == 2 * v;
}

/* A pair kind's rows (pairs.h; THE VARIANTS): for pair I (1-based), each
 * side and each value v that forbids some w, the conflict row
 * x[a,v] + sum_{w forbidden beside v} x[b,w] <= 1: b holds one value, so
 * the forbidden ones may share one row with v, and the row is as tight as
 * the pairwise rows together. With equal cell rows it is also "v needs a
 * partner": no separate support rows. */
static void add_pairs(IlpProgram *p, const Constraint *k, const char *name)
{
    const Model *m = p->m;
    int nv = m->nvals;
    for (int i = 0; i + 1 < k->n; i += 2)
        for (int side = 0; side < 2; side++) {
            int a = k->cells[i + side], b = k->cells[i + 1 - side];
            for (int v = 0; v < nv; v++) {
                int any = 0;
                for (int w = 0; w < nv && !any; w++)
                    any = !pair_ok(k->kind, k->total, m->vmin + v, m->vmin + w);
                if (!any)
                    continue;
                ilp_row_begin(p, ILP_LE, 1, "%s_%d%c_v%d", name, i / 2 + 1, side ? 'b' : 'a',
                              m->vmin + v);
                ilp_row_term(p, a * nv + v, 1);
                for (int w = 0; w < nv; w++)
                    if (!pair_ok(k->kind, k->total, m->vmin + v, m->vmin + w))
                        ilp_row_term(p, b * nv + w, 1);
                ilp_row_end(p);
            }
        }
}

/* A BETWEEN line's rows (see THE VARIANTS), ends a, z, M = nvals, over one
 * auxiliary binary column D ("a < z"), each strict inequality u < w
 * written val(u) - val(w) <= -1, switched off by M when the other order
 * holds:
 *   <L>_1_lt0:   val(a) - val(z) + M D <= M - 1      (D = 1: a < z)
 *   <L>_1_gt0:   val(z) - val(a) - M D <= -1         (D = 0: z < a)
 *   <L>_<I>_lt0, _lt1: a < b, b < z (D = 1), <L>_<I>_gt0, _gt1: z < b,
 *   b < a (D = 0) for the middle cell b = c_I
 * Values differ by at most M - 1, so a switched-off row always holds; every
 * grid fixes D (counts stay exact). */
static void add_between(IlpProgram *p, const Constraint *k, const char *name)
{
    int nv = p->m->nvals, a = k->cells[0], z = k->cells[k->n - 1];
    int D = ilp_aux_new(p, "%s_D", name);
    /* u < w when D == on: val(u) - val(w) + M D <= M - 1 (on = 1), or
     * val(u) - val(w) - M D <= -1 (on = 0) */
    for (int i = 0; i < k->n; i++)
        for (int on = 0; on < 2; on++)
            for (int part = 0; part < (i == 0 ? 1 : i + 1 < k->n ? 2 : 0); part++) {
                int u, w;
                if (i == 0) { /* the ends themselves */
                    u = on ? a : z;
                    w = on ? z : a;
                } else { /* part 0: low end < b, part 1: b < high end */
                    int low = on ? a : z, high = on ? z : a, b = k->cells[i];
                    u = part ? b : low;
                    w = part ? high : b;
                }
                ilp_row_begin(p, ILP_LE, on ? nv - 1 : -1, "%s_%d_%s%d", name, i + 1,
                              on ? "lt" : "gt", part);
                add_val(p, u, 1);
                add_val(p, w, -1);
                ilp_row_term(p, D, on ? nv : -nv);
                ilp_row_end(p);
            }
}

/* A RENBAN line's rows (see THE VARIANTS), cells c_0..c_{n-1}, value
 * indices k = 0..nv-1, one auxiliary binary column S[w] for each window
 * of n values w..w+n-1 (w = 0..nv-n):
 *   <L>_d<V>:     sum_i x[c_i,k] <= 1        the cells' values differ
 *   <L>_w:        sum_w S[w] = 1             the line lies in one window
 *   <L>_<I>_<V>:  x[c_i,k] - sum_{w <= k < w+n} S[w] <= 0   c_i in it
 * n different values inside one window of n fill it and no other window
 * holds them, so every grid fixes the columns (counts stay exact). */
static void add_renban(IlpProgram *p, const Constraint *k, const char *name)
{
    const Model *m = p->m;
    int nv = m->nvals, n = k->n, nw = nv - n + 1; /* n <= nv (check.c) */
    for (int v = 0; v < nv; v++) {
        ilp_row_begin(p, ILP_LE, 1, "%s_d%d", name, m->vmin + v);
        for (int i = 0; i < n; i++)
            ilp_row_term(p, k->cells[i] * nv + v, 1);
        ilp_row_end(p);
    }
    int *S = xmalloc((size_t)nw * sizeof *S);
    ilp_row_begin(p, ILP_EQ, 1, "%s_w", name);
    for (int w = 0; w < nw; w++) {
        S[w] = ilp_aux_new(p, "%s_S%d", name, m->vmin + w);
        ilp_row_term(p, S[w], 1);
    }
    ilp_row_end(p);
    for (int i = 0; i < n; i++)
        for (int v = 0; v < nv; v++) {
            ilp_row_begin(p, ILP_LE, 0, "%s_%d_%d", name, i + 1, m->vmin + v);
            ilp_row_term(p, k->cells[i] * nv + v, 1);
            for (int w = 0; w < nw; w++)
                if (w <= v && v < w + n)
                    ilp_row_term(p, S[w], -1);
            ilp_row_end(p);
        }
    free(S);
}

/* A SKYSCRAPER's rows (see THE VARIANTS) over auxiliary binary columns,
 * each fixed by the grid (so counts stay exact), cells c_0..c_{n-1} from
 * the clue N inward, ge(i,k) = sum_{q>=k} x[c_i,q] ("c_i holds value index
 * k or more"):
 *   M[i,k], i = 0..n-2, k = 1..nv-1: the tallest of c_0..c_i is k or more
 *     <L>_m<I>_<K>:  M[0,k] - ge(0,k) = 0
 *     <L>_m<I>_<K>a: M[i-1,k] - M[i,k] <= 0
 *     <L>_m<I>_<K>b: ge(i,k) - M[i,k] <= 0
 *     <L>_m<I>_<K>c: M[i,k] - M[i-1,k] - ge(i,k) <= 0
 *   V[i], i = 1..n-1: c_i is visible; with c_i holding u, exactly when
 *   M[i-1,u] = 0:
 *     <L>_v<I>_<K>a: x[c_i,k] - M[i-1,k] - V[i] <= 0          k >= 1
 *     <L>_v<I>_<K>b: V[i] + M[i-1,k] + x[c_i,k] <= 2          k >= 1
 *     <L>_v<I>_0:    V[i] + x[c_i,0] <= 1
 *   <L>_seen:        sum_i V[i] = N - 1 (the first is always seen) */
static void add_skyscraper(IlpProgram *p, const Constraint *k, const char *name)
{
    const Model *m = p->m;
    int nv = m->nvals, n = k->n;
    const int *x = k->cells;
    int *M = xmalloc((size_t)(n > 1 ? n - 1 : 1) * (size_t)nv * sizeof *M);
    for (int i = 0; i + 1 < n; i++)
        for (int q = 1; q < nv; q++) {
            int col = M[(size_t)i * nv + q] = ilp_aux_new(p, "%s_M%d_%d", name, i + 1, m->vmin + q);
            if (i == 0) {
                ilp_row_begin(p, ILP_EQ, 0, "%s_m1_%d", name, m->vmin + q);
                ilp_row_term(p, col, 1);
                for (int w = q; w < nv; w++)
                    ilp_row_term(p, x[0] * nv + w, -1);
                ilp_row_end(p);
                continue;
            }
            int prev = M[(size_t)(i - 1) * nv + q];
            ilp_row_begin(p, ILP_LE, 0, "%s_m%d_%da", name, i + 1, m->vmin + q);
            ilp_row_term(p, prev, 1);
            ilp_row_term(p, col, -1);
            ilp_row_end(p);
            for (int c = 0; c < 2; c++) { /* b: ge - M <= 0; c: M - prev - ge <= 0 */
                double sign = c ? 1 : -1;
                ilp_row_begin(p, ILP_LE, 0, "%s_m%d_%d%c", name, i + 1, m->vmin + q,
                              c ? 'c' : 'b');
                ilp_row_term(p, col, sign);
                if (c)
                    ilp_row_term(p, prev, -1);
                for (int w = q; w < nv; w++)
                    ilp_row_term(p, x[i] * nv + w, -sign);
                ilp_row_end(p);
            }
        }
    int *V = xmalloc((size_t)n * sizeof *V);
    for (int i = 1; i < n; i++) {
        V[i] = ilp_aux_new(p, "%s_V%d", name, i + 1);
        const int *prev = M + (size_t)(i - 1) * nv;
        ilp_row_begin(p, ILP_LE, 1, "%s_v%d_%d", name, i + 1, m->vmin);
        ilp_row_term(p, V[i], 1);
        ilp_row_term(p, x[i] * nv, 1);
        ilp_row_end(p);
        for (int q = 1; q < nv; q++) {
            ilp_row_begin(p, ILP_LE, 0, "%s_v%d_%da", name, i + 1, m->vmin + q);
            ilp_row_term(p, x[i] * nv + q, 1);
            ilp_row_term(p, prev[q], -1);
            ilp_row_term(p, V[i], -1);
            ilp_row_end(p);
            ilp_row_begin(p, ILP_LE, 2, "%s_v%d_%db", name, i + 1, m->vmin + q);
            ilp_row_term(p, V[i], 1);
            ilp_row_term(p, prev[q], 1);
            ilp_row_term(p, x[i] * nv + q, 1);
            ilp_row_end(p);
        }
    }
    ilp_row_begin(p, ILP_EQ, k->total - 1, "%s_seen", name);
    for (int i = 1; i < n; i++)
        ilp_row_term(p, V[i], 1);
    ilp_row_end(p);
    free(M);
    free(V);
}

/* Adds sum_{i in lo..hi-1} x[c_i,v] * sign to the open row. */
static void add_count(IlpProgram *p, const int *cells, int lo, int hi, int v, double sign)
{
    for (int i = lo; i < hi; i++)
        ilp_row_term(p, cells[i] * p->m->nvals + v, sign);
}

/* Is constraint k's cell set that of a PERM group (each value exactly once
 * on the line)? */
static int line_is_perm(const Model *m, const Constraint *k)
{
    for (int g = 0; g < m->ncons; g++) {
        const Constraint *c = &m->cons[g];
        if (c->kind != CON_PERM || c->n != k->n)
            continue;
        int all = 1;
        for (int i = 0; i < k->n && all; i++) {
            int in = 0;
            for (int j = 0; j < c->n && !in; j++)
                in = c->cells[j] == k->cells[i];
            all = in;
        }
        if (all)
            return 1;
    }
    return 0;
}

/* A SANDWICH's rows (see THE VARIANTS), cells c_0..c_{n-1}, e = value index
 * 0 (vmin), f = nv - 1 (vmax), one binary column P[i,j] per pair of places
 * i < j the two ends may take (a pair whose j - i - 1 cells between cannot
 * add up to total is left out: each between vmin + 1 and vmax - 1, and on a
 * PERM line different, so within the sums of the smallest and the largest
 * middle values), B(k) = sum_{i<k<j} P[i,j] "c_k lies between the ends":
 *   <L>_e, <L>_f:   sum_i x[c_i,e] = 1, sum_i x[c_i,f] = 1
 *   <L>_<K>p:       x[c_k,e] + x[c_k,f] - sum_{pairs with k} P = 0
 * (c_k is an end exactly when the chosen pair has it: every grid fixes P),
 * one binary column Y[k,v] per inner cell and middle value, "between,
 * holding v":
 *   <L>_<K>y:       sum_v Y[k,v] - B(k) = 0
 *   <L>_<K>_<V>:    Y[k,v] - x[c_k,v] <= 0
 *   <L>_sum:        sum_k sum_v v Y[k,v] = total
 * On a PERM line (up to 64 values) whose sets of middle values adding up to
 * total -- the clue's combinations -- number at most ILP_MAX_CAGE_SETS, one
 * binary column z_S per set S, as for a Killer cage:
 *   <L>_set:        sum_S z_S = 1
 *   <L>_w<V>:       sum_k Y[k,v] - sum_{S holding v} z_S = 0
 *   <L>_k<K>:       sum_{pairs with K cells between} P - sum_{|S| = K} z_S = 0
 * (the values between the ends are the chosen set, as many as the cells
 * between), which the LP relaxation feels.
 * Every grid fixes every column: counts stay exact. */
static void add_sandwich(IlpProgram *p, const Constraint *k, const char *name)
{
    const Model *m = p->m;
    int nv = m->nvals, n = k->n, e = 0, f = nv - 1, nmid = nv - 2, perm = line_is_perm(m, k);
    const int *x = k->cells;
    for (int end = 0; end < 2; end++) {
        ilp_row_begin(p, ILP_EQ, 1, "%s_%c", name, end ? 'f' : 'e');
        add_count(p, x, 0, n, end ? f : e, 1);
        ilp_row_end(p);
    }
    /* P[i*n + j], -1 for a pair left out */
    int *P = xmalloc((size_t)n * n * sizeof *P);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int between = j - i - 1;
            long lo = (long)between * (m->vmin + 1), hi = (long)between * (m->vmax - 1);
            if (perm && between <= nmid) { /* the smallest and the largest middle values */
                lo = hi = 0;
                for (int t = 0; t < between; t++) {
                    lo += m->vmin + 1 + t;
                    hi += m->vmax - 1 - t;
                }
            }
            P[i * n + j] = i < j && (!perm || between <= nmid) && lo <= k->total &&
                                   k->total <= hi
                               ? ilp_aux_new(p, "%s_P%d_%d", name, i + 1, j + 1)
                               : -1;
        }
    for (int c = 0; c < n; c++) {
        ilp_row_begin(p, ILP_EQ, 0, "%s_%dp", name, c + 1);
        ilp_row_term(p, x[c] * nv + e, 1);
        ilp_row_term(p, x[c] * nv + f, 1);
        for (int o = 0; o < n; o++) {
            int col = c < o ? P[c * n + o] : P[o * n + c];
            if (o != c && col >= 0)
                ilp_row_term(p, col, -1);
        }
        ilp_row_end(p);
    }
    int *Y = xmalloc((size_t)(n > 2 ? n - 2 : 1) * (size_t)(nmid > 0 ? nmid : 1) * sizeof *Y);
    for (int c = 1; c + 1 < n; c++) {
        int *y = Y + (size_t)(c - 1) * nmid;
        for (int v = 1; v < f; v++)
            y[v - 1] = ilp_aux_new(p, "%s_Y%d_%d", name, c + 1, m->vmin + v);
        ilp_row_begin(p, ILP_EQ, 0, "%s_%dy", name, c + 1);
        for (int v = 1; v < f; v++)
            ilp_row_term(p, y[v - 1], 1);
        for (int i = 0; i < c; i++)
            for (int j = c + 1; j < n; j++)
                if (P[i * n + j] >= 0)
                    ilp_row_term(p, P[i * n + j], -1);
        ilp_row_end(p);
        for (int v = 1; v < f; v++) {
            ilp_row_begin(p, ILP_LE, 0, "%s_%d_%d", name, c + 1, m->vmin + v);
            ilp_row_term(p, y[v - 1], 1);
            ilp_row_term(p, x[c] * nv + v, -1);
            ilp_row_end(p);
        }
    }
    ilp_row_begin(p, ILP_EQ, k->total, "%s_sum", name);
    for (int c = 1; c + 1 < n; c++)
        for (int v = 1; v < f; v++)
            ilp_row_term(p, Y[(size_t)(c - 1) * nmid + v - 1], m->vmin + v);
    ilp_row_end(p);
    uint64_t sets[ILP_MAX_CAGE_SETS];
    int ns = 0;
    for (int size = 0; perm && nv <= PUZ_WORD_VALUES && size <= nmid && ns >= 0; size++) {
        uint64_t found[ILP_MAX_CAGE_SETS];
        int nf = set_search(m, size, k->total, 1, 0, found, 0, ILP_MAX_CAGE_SETS);
        for (int t = 0; t < nf && ns >= 0; t++)
            if (!(found[t] >> f & 1)) /* middle values only */
                ns = ns < ILP_MAX_CAGE_SETS ? (sets[ns] = found[t], ns + 1) : -1;
        ns = nf < 0 ? -1 : ns;
    }
    if (perm && nv <= PUZ_WORD_VALUES && ns > 0) {
        int z0 = -1;
        ilp_row_begin(p, ILP_EQ, 1, "%s_set", name);
        for (int t = 0; t < ns; t++) {
            int z = ilp_aux_new(p, "z_%s_%d", name, t + 1);
            z0 = t == 0 ? z : z0;
            ilp_row_term(p, z, 1);
        }
        ilp_row_end(p);
        for (int v = 1; v < f; v++) {
            ilp_row_begin(p, ILP_EQ, 0, "%s_w%d", name, m->vmin + v);
            for (int c = 1; c + 1 < n; c++)
                ilp_row_term(p, Y[(size_t)(c - 1) * nmid + v - 1], 1);
            for (int t = 0; t < ns; t++)
                if (sets[t] >> v & 1)
                    ilp_row_term(p, z0 + t, -1);
            ilp_row_end(p);
        }
        for (int size = 0; size <= nmid; size++) {
            ilp_row_begin(p, ILP_EQ, 0, "%s_k%d", name, size);
            for (int i = 0; i + size + 1 < n; i++)
                if (P[i * n + i + size + 1] >= 0)
                    ilp_row_term(p, P[i * n + i + size + 1], 1);
            for (int t = 0; t < ns; t++)
                if (__builtin_popcountll(sets[t]) == size)
                    ilp_row_term(p, z0 + t, -1);
            ilp_row_end(p);
        }
    }
    free(Y);
    free(P);
}

/* An XSUM's rows (see THE VARIANTS), cells c_0..c_{n-1}: the first cell's
 * value X counts c_i when X > i, G(i) = sum_{q : vmin + q > i} x[c_0,q]
 * (linear, 0 or 1); one binary column Y[i,v] per later cell and value,
 * "counted, holding v":
 *   <L>_x<X>:    x[c_0,q] = 0                  X = vmin + q past the line
 *   <L>_<I>y:    sum_v Y[i,v] - G(i) = 0
 *   <L>_<I>_<V>: Y[i,v] - x[c_i,v] <= 0
 *   <L>_sum:     val(c_0) + sum_{i>=1} sum_v v Y[i,v] = total
 * On a PERM line (up to 64 values) whose sets -- for each X, the sets of
 * X - 1 other values adding up to total - X -- number at most
 * ILP_MAX_CAGE_SETS, one binary column z_S per X and set:
 *   <L>_xs<X>:   sum_{S of X} z_S - x[c_0,q] = 0
 *   <L>_xw<V>:   sum_{i>=1} Y[i,v] - sum_{S holding v} z_S = 0
 * (the first X cells hold X and the chosen set), which the LP relaxation
 * feels. Every grid fixes every column: counts stay exact. */
static void add_xsum(IlpProgram *p, const Constraint *k, const char *name)
{
    const Model *m = p->m;
    int nv = m->nvals, n = k->n, last = n < m->vmax ? n : m->vmax; /* cells counted: < last */
    for (int q = 0; q < nv; q++)
        if (m->vmin + q > n) {
            ilp_row_begin(p, ILP_EQ, 0, "%s_x%d", name, m->vmin + q);
            ilp_row_term(p, k->cells[0] * nv + q, 1);
            ilp_row_end(p);
        }
    int *Y = xmalloc((size_t)(last > 1 ? last : 1) * (size_t)nv * sizeof *Y);
    for (int i = 1; i < last; i++) {
        for (int v = 0; v < nv; v++)
            Y[(size_t)i * nv + v] = ilp_aux_new(p, "%s_Y%d_%d", name, i + 1, m->vmin + v);
        ilp_row_begin(p, ILP_EQ, 0, "%s_%dy", name, i + 1);
        for (int v = 0; v < nv; v++)
            ilp_row_term(p, Y[(size_t)i * nv + v], 1);
        for (int q = 0; q < nv; q++)
            if (m->vmin + q > i)
                ilp_row_term(p, k->cells[0] * nv + q, -1);
        ilp_row_end(p);
        for (int v = 0; v < nv; v++) {
            ilp_row_begin(p, ILP_LE, 0, "%s_%d_%d", name, i + 1, m->vmin + v);
            ilp_row_term(p, Y[(size_t)i * nv + v], 1);
            ilp_row_term(p, k->cells[i] * nv + v, -1);
            ilp_row_end(p);
        }
    }
    ilp_row_begin(p, ILP_EQ, k->total, "%s_sum", name);
    add_val(p, k->cells[0], 1);
    for (int i = 1; i < last; i++)
        for (int v = 0; v < nv; v++)
            ilp_row_term(p, Y[(size_t)i * nv + v], m->vmin + v);
    ilp_row_end(p);
    uint64_t sets[ILP_MAX_CAGE_SETS];
    int ns = 0, at[PUZ_WORD_VALUES + 1] = {0}, perm = nv <= PUZ_WORD_VALUES && line_is_perm(m, k);
    for (int q = 0; perm && q < nv && ns >= 0; q++) {
        int X = m->vmin + q;
        at[q] = ns;
        if (X > n)
            continue;
        uint64_t found[ILP_MAX_CAGE_SETS];
        int nf = set_search(m, X - 1, k->total - X, 0, 0, found, 0, ILP_MAX_CAGE_SETS);
        for (int t = 0; t < nf && ns >= 0; t++)
            if (!(found[t] >> q & 1))
                ns = ns < ILP_MAX_CAGE_SETS ? (sets[ns] = found[t], ns + 1) : -1;
        ns = nf < 0 ? -1 : ns;
    }
    if (perm && ns > 0) {
        at[nv] = ns;
        int z0 = -1;
        for (int t = 0; t < ns; t++) {
            int z = ilp_aux_new(p, "z_%s_%d", name, t + 1);
            z0 = t == 0 ? z : z0;
        }
        for (int q = 0; q < nv && m->vmin + q <= n; q++) {
            ilp_row_begin(p, ILP_EQ, 0, "%s_xs%d", name, m->vmin + q);
            for (int t = at[q]; t < at[q + 1]; t++)
                ilp_row_term(p, z0 + t, 1);
            ilp_row_term(p, k->cells[0] * nv + q, -1);
            ilp_row_end(p);
        }
        for (int v = 0; v < nv; v++) {
            ilp_row_begin(p, ILP_EQ, 0, "%s_xw%d", name, m->vmin + v);
            for (int i = 1; i < last; i++)
                ilp_row_term(p, Y[(size_t)i * nv + v], 1);
            for (int t = 0; t < ns; t++)
                if (sets[t] >> v & 1)
                    ilp_row_term(p, z0 + t, -1);
            ilp_row_end(p);
        }
    }
    free(Y);
}

/* One variant constraint's rows (see THE VARIANTS). */
static void add_variant(IlpProgram *p, const Constraint *k, const char *name)
{
    const Model *m = p->m;
    int nv = m->nvals;
    switch (k->kind) {
    case CON_PARITY:
        for (int a = 0; a < k->n; a++) {
            int c = k->cells[a];
            ilp_row_begin(p, ILP_EQ, 0, "%s_r%dc%d", name, c / m->cols + 1, c % m->cols + 1);
            for (int v = 0; v < nv; v++)
                if (((m->vmin + v) & 1) != (k->total != 0))
                    ilp_row_term(p, c * nv + v, 1);
            ilp_row_end(p);
        }
        return;
    case CON_LESS:
        for (int a = 0; a + 1 < k->n; a++) {
            ilp_row_begin(p, ILP_LE, -1, "%s_%d", name, a + 1);
            add_val(p, k->cells[a], 1);
            add_val(p, k->cells[a + 1], -1);
            ilp_row_end(p);
            for (int t = 1; t < nv; t++) {
                ilp_row_begin(p, ILP_LE, 0, "%s_%d_ge%d", name, a + 1, m->vmin + t);
                for (int v = t; v < nv; v++)
                    ilp_row_term(p, k->cells[a] * nv + v, 1);
                for (int w = t + 1; w < nv; w++)
                    ilp_row_term(p, k->cells[a + 1] * nv + w, -1);
                ilp_row_end(p);
            }
        }
        return;
    case CON_CONSEC:
    case CON_DOUBLE:
        for (int v = 0; v < nv; v++)
            for (int w = 0; w < nv; w++) {
                if (partner(k->kind, m->vmin + v, m->vmin + w))
                    continue;
                ilp_row_begin(p, ILP_LE, 1, "%s_v%d_w%d", name, m->vmin + v, m->vmin + w);
                ilp_row_term(p, k->cells[0] * nv + v, 1);
                ilp_row_term(p, k->cells[1] * nv + w, 1);
                ilp_row_end(p);
            }
        for (int side = 0; side < 2; side++)
            for (int v = 0; v < nv; v++) {
                ilp_row_begin(p, ILP_LE, 0, "%s_%c%d", name, side ? 'b' : 'a', m->vmin + v);
                ilp_row_term(p, k->cells[side] * nv + v, 1);
                for (int w = 0; w < nv; w++)
                    if (partner(k->kind, m->vmin + v, m->vmin + w))
                        ilp_row_term(p, k->cells[1 - side] * nv + w, -1);
                ilp_row_end(p);
            }
        return;
    case CON_ARROW:
        ilp_row_begin(p, ILP_EQ, 0, "%s_sum", name);
        add_val(p, k->cells[0], 1);
        for (int a = 1; a < k->n; a++)
            add_val(p, k->cells[a], -1);
        ilp_row_end(p);
        for (int a = 1; a < k->n; a++)
            for (int t = 0; t + 1 < nv; t++) {
                int top = t - (k->n - 2) * m->vmin; /* index of T - (k-1) vmin */
                ilp_row_begin(p, ILP_LE, 0, "%s_%d_le%d", name, a, m->vmin + t);
                for (int v = 0; v <= t; v++)
                    ilp_row_term(p, k->cells[0] * nv + v, 1);
                for (int w = 0; w <= top && w < nv; w++)
                    ilp_row_term(p, k->cells[a] * nv + w, -1);
                ilp_row_end(p);
            }
        return;
    case CON_SKYSCRAPER: add_skyscraper(p, k, name); return;
    case CON_RENBAN: add_renban(p, k, name); return;
    case CON_BETWEEN: add_between(p, k, name); return;
    case CON_SANDWICH: add_sandwich(p, k, name); return;
    case CON_XSUM: add_xsum(p, k, name); return;
    case CON_REGIONSUM:
        ilp_row_begin(p, ILP_EQ, 0, "%s_sum", name);
        for (int a = 0; a < k->n; a++)
            add_val(p, k->cells[a], a < k->total ? 1 : -1);
        ilp_row_end(p);
        return;
    case CON_QUADRUPLE: {
        int v[4], need[4], n = quad_needs(k->total, v, need);
        for (int j = 0; j < n; j++) {
            ilp_row_begin(p, ILP_LE, -need[j], "%s_v%d", name, v[j]);
            for (int a = 0; a < 4; a++)
                ilp_row_term(p, k->cells[a] * nv + v[j] - m->vmin, -1);
            ilp_row_end(p);
        }
        return;
    }
    default: /* the pair kinds, listed once in pairs.h */
        if (con_is_pairs(k->kind))
            add_pairs(p, k, name);
        return;
    }
}

int ilp_formulate(const Model *m, IlpForm form, int eliminate, double bounds, BuildGuard *guard,
                  IlpProgram *p, char *err, size_t errsz)
{
    char *replaced = xcalloc((size_t)m->ncons + 1, 1);
    const IlpEqs *rows_eq = NULL, *cols_eq = NULL;
    if (!replaced) {
        snprintf(err, errsz, "ilp: out of memory");
        return -1;
    }
    if (form == ILP_FORM_REDUCED || form == ILP_FORM_CLOSED) {
        double L = form == ILP_FORM_CLOSED ? 0 : bounds > 0 ? bounds : ILP_DEFAULT_BOUNDS;
        double deadline = guard ? guard->deadline : 0;
        if (mark_replaced(m, replaced, err, errsz) != 0 ||
            !(rows_eq = ilp_eqs_get(m->box_r, m->box_c, L, deadline, err, errsz)) ||
            !(cols_eq = ilp_eqs_get(m->box_c, m->box_r, L, deadline, err, errsz))) {
            free(replaced);
            if (!build_check(guard))
                return -1;
            ilp_program_init(p, m, form, eliminate); /* the deadline cut the MILP short */
            p->stopped = 1;
            return 0;
        }
    }
    ilp_program_init(p, m, form, eliminate);
    p->guard = guard;
    IlpSense one = form == ILP_FORM_MAXSUM ? ILP_LE : ILP_EQ;
    for (int c = 0; c < m->ncells; c++) {
        ilp_row_begin(p, one, 1, "cell_r%dc%d", c / m->cols + 1, c % m->cols + 1);
        for (int k = 0; k < m->nvals; k++)
            ilp_row_term(p, c * m->nvals + k, 1);
        ilp_row_end(p);
    }
    char name[CON_LABEL_MAX];
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *k = &m->cons[i];
        if (replaced[i] || k->kind == CON_GIVEN)
            continue;
        con_label(m, i, name);
        if (con_is_variant(k->kind)) {
            add_variant(p, k, name);
            continue;
        }
        if (k->kind == CON_SUM) {
            ilp_row_begin(p, ILP_EQ, k->total, "%s_sum", name);
            for (int a = 0; a < k->n; a++)
                for (int v = 0; v < m->nvals; v++)
                    ilp_row_term(p, k->cells[a] * m->nvals + v, m->vmin + v);
            ilp_row_end(p);
            if (!k->distinct)
                continue;
            uint64_t sets[ILP_MAX_CAGE_SETS];
            /* a set is one 64-bit word: above 64 values, the sum row alone */
            int nsets = m->nvals > PUZ_WORD_VALUES
                            ? -1 : set_search(m, k->n, k->total, 0, 0, sets, 0, ILP_MAX_CAGE_SETS);
            if (nsets > 0) {
                add_cage_sets(p, k, name, sets, nsets);
                continue;
            }
        }
        IlpSense s = k->kind == CON_PERM && form != ILP_FORM_MAXSUM ? ILP_EQ : ILP_LE;
        for (int v = 0; v < m->nvals; v++) {
            ilp_row_begin(p, s, 1, "%s_v%d", name, m->vmin + v);
            for (int a = 0; a < k->n; a++)
                ilp_row_term(p, k->cells[a] * m->nvals + v, 1);
            ilp_row_end(p);
        }
    }
    if (rows_eq) {
        add_bands(p, rows_eq, 0);
        add_bands(p, cols_eq, 1);
    }
    free(replaced);
    return 0;
}
