/* sandwich.c -- the CNF of the sandwich and x-sum clues (ir.h: SANDWICH,
 * XSUM), cells c_0..c_{n-1} in the line's order, x[c,k] the cell's value
 * index k (value vmin + k). Every auxiliary variable is defined both ways
 * from the x variables, so each grid fixes them all and a count of the
 * formula's models (clasp on the emitted CNF) is the count of grids.
 *
 * PARTIAL SUMS. Both clues add cells along the line one at a time into a
 * one-hot column of partial totals: P[s] "the cells so far add up to s",
 * s = 0..T (the clue). The next column Q is forced from the last by
 *   (-P[s] | -add | Q[s])                 the cell adds nothing
 *   (-P[s] | -x[c,k] | -add' | Q[s + v])  the cell adds its value v
 * and AMO(Q) (pairwise): with P one-hot, exactly the right Q is true and
 * the others false. A total past T has no Q: a sandwich then has no model
 * (the clause has no Q literal), an x-sum goes to the column's "over" cell
 * O, which stays set (-O | Q.over).
 *
 * SANDWICH, clue T. e_i = x[c_i, 0] (vmin), f_i = x[c_i, nv-1] (vmax):
 *   exactly one e_i and exactly one f_i        (ALO clause, pairwise AMO)
 *   L[k] <-> L[k-1] | e_{k-1}, H[k] likewise   an end seen before c_k
 *   O[k] <-> L[k] xor H[k]                      one end seen, not both
 *   B[k] <-> O[k] & O[k+1]                      c_k lies between the ends
 * for k = 1..n-2 (c_0 and c_{n-1} are never between: O[0] and O[n] are
 * false); the partial sums add v_k when B[k] (add = -B[k], add' = B[k]),
 * and the last column's P[T] is a unit clause.
 *
 * XSUM, clue T: the first cell holding X (X <= n, else a unit clause
 * against it) means the totals of c_0..c_{X-1} reach T: the partial sums
 * run over c_1.. c_{m-1}, m = min(n, vmax) (every cell adds, add = false
 * as a literal: -SAT_TRUE), from the column of c_0 itself (P[s] = x[c_0,
 * s - vmin], its over cell defined by the values past T); then
 *   (-x[c_0, X - vmin] | P_{X-1}[T])           for each X <= n.
 * Sizes on a 9x9 line: a sandwich of clue 35, 7 columns of 36, about 2,100
 * clauses of partial sums; an x-sum of clue 30 about as many. */
#include "sandwich.h"

#include "amo.h"
#include "util.h"

#include <stdlib.h>

static int xlit(const Model *m, int cell, int k) { return cell * m->nvals + k + 1; }

/* Exactly one of lits[0..n). */
static void exactly_one(SatCnf *f, const int *lits, int n)
{
    sat_cnf_clause(f, lits, n);
    sat_amo(f, SAT_AMO_PAIRWISE, lits, n);
}

/* The next column Q[0..T] (and Q[T+1], the over cell, when over) after
 * cell c from P (see PARTIAL SUMS): on = a literal true when c adds its
 * value (SAT_TRUE: always). */
static void add_column(SatCnf *f, const Model *m, int c, int on, const int *P, int *Q, int T,
                       int over)
{
    int width = T + 1 + over;
    for (int s = 0; s < width; s++)
        Q[s] = sat_cnf_var(f);
    for (int s = 0; s < width; s++) {
        if (on != SAT_TRUE) { /* adds nothing */
            int cl[3] = {-P[s], on, Q[s]};
            sat_cnf_clause(f, cl, 3);
        }
        for (int k = 0; k < m->nvals; k++) {
            int t = over && s > T ? T + 1 : s + m->vmin + k;
            if (t > T && over)
                t = T + 1;
            sat_cnf_lit(f, -P[s]);
            sat_cnf_lit(f, -on);
            sat_cnf_lit(f, -xlit(m, c, k));
            if (t <= T + over)
                sat_cnf_lit(f, Q[t]);
            sat_cnf_end(f);
        }
    }
    sat_amo(f, SAT_AMO_PAIRWISE, Q, width);
}

/* A fresh variable v <-> OR(lits[0..n)). */
static int or_var(SatCnf *f, const int *lits, int n)
{
    int v = sat_cnf_var(f);
    sat_cnf_lit(f, -v);
    for (int i = 0; i < n; i++)
        sat_cnf_lit(f, lits[i]);
    sat_cnf_end(f);
    for (int i = 0; i < n; i++)
        sat_cnf_add2(f, -lits[i], v);
    return v;
}

void sat_sandwich(SatCnf *f, const Model *m, const Constraint *c)
{
    int n = c->n, nv = m->nvals, T = c->total;
    const int *x = c->cells;
    int *lits = xmalloc((size_t)n * sizeof *lits);
    for (int end = 0; end < 2; end++) {
        for (int i = 0; i < n; i++)
            lits[i] = xlit(m, x[i], end ? nv - 1 : 0);
        exactly_one(f, lits, n);
    }
    /* L, H, O for k = 0..n-1 (k = 0: false), B for k = 1..n-2 */
    int *L = xmalloc((size_t)n * 3 * sizeof *L), *H = L + n, *O = H + n;
    L[0] = H[0] = O[0] = -SAT_TRUE;
    for (int k = 1; k < n; k++) {
        int le[2] = {L[k - 1], xlit(m, x[k - 1], 0)}, he[2] = {H[k - 1], xlit(m, x[k - 1], nv - 1)};
        L[k] = k == 1 ? le[1] : or_var(f, le, 2);
        H[k] = k == 1 ? he[1] : or_var(f, he, 2);
        int o = O[k] = sat_cnf_var(f);
        int xo[4][3] = {{-o, L[k], H[k]}, {-o, -L[k], -H[k]}, {o, -L[k], H[k]}, {o, L[k], -H[k]}};
        for (int j = 0; j < 4; j++)
            sat_cnf_clause(f, xo[j], 3);
    }
    int *cols = xmalloc((size_t)(T + 1) * 2 * sizeof *cols), *P = cols, *Q = cols + T + 1;
    P[0] = SAT_TRUE;
    for (int s = 1; s <= T; s++)
        P[s] = -SAT_TRUE;
    for (int k = 1; k + 1 < n; k++) {
        int b = sat_cnf_var(f);
        int bc[3][3] = {{-b, O[k], 0}, {-b, O[k + 1], 0}, {b, -O[k], -O[k + 1]}};
        sat_cnf_clause(f, bc[0], 2);
        sat_cnf_clause(f, bc[1], 2);
        sat_cnf_clause(f, bc[2], 3);
        add_column(f, m, x[k], b, P, Q, T, 0);
        int *t = P;
        P = Q;
        Q = t;
    }
    sat_cnf_add1(f, P[T]);
    free(cols);
    free(L);
    free(lits);
}

void sat_xsum(SatCnf *f, const Model *m, const Constraint *c)
{
    int n = c->n, nv = m->nvals, T = c->total;
    const int *x = c->cells;
    int last = n < m->vmax ? n : m->vmax; /* columns for c_0 .. c_{last-1} */
    int width = T + 2, *cols = xmalloc((size_t)last * width * sizeof *cols);
    int *over = xmalloc((size_t)nv * sizeof *over), nover = 0;
    for (int s = 0; s <= T; s++)
        cols[s] = s >= m->vmin && s - m->vmin < nv ? xlit(m, x[0], s - m->vmin) : -SAT_TRUE;
    for (int k = 0; k < nv; k++)
        if (m->vmin + k > T)
            over[nover++] = xlit(m, x[0], k);
    cols[T + 1] = nover ? or_var(f, over, nover) : -SAT_TRUE;
    for (int i = 1; i < last; i++)
        add_column(f, m, x[i], SAT_TRUE, cols + (size_t)(i - 1) * width, cols + (size_t)i * width,
                   T, 1);
    for (int k = 0; k < nv; k++) {
        int X = m->vmin + k;
        if (X > n)
            sat_cnf_add1(f, -xlit(m, x[0], k));
        else
            sat_cnf_add2(f, -xlit(m, x[0], k), cols[(size_t)(X - 1) * width + T]);
    }
    free(over);
    free(cols);
}
