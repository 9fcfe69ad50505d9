/* outside.c -- the CNF of a skyscraper clue (ir.h: SKYSCRAPER): cells
 * c_0..c_{n-1} seen from the clue, exactly N of them visible.
 *
 * AUXILIARY VARIABLES, each defined both ways from the x variables (so a
 * count over the grids stays exact: every grid fixes them all):
 *   M[i,k]  "the tallest of c_0..c_i holds value index k or more",
 *           k = 1..nv-1 (k = 0 is always true), i = 0..n-2:
 *             M[0,k] <-> OR_{q>=k} x[c_0,q]
 *             M[i,k] <-> M[i-1,k] | OR_{q>=k} x[c_i,q]
 *   V[i]    "c_i is visible" (taller than every cell before it), i >= 1:
 *             V[i] <-> OR_k (x[c_i,k] & -M[i-1,k])
 *           as (-x[c_i,k] | M[i-1,k] | V[i]) and (-V[i] | -x[c_i,k] |
 *           -M[i-1,k]) for every k (c_i holds one value; for k = 0,
 *           M is true: (-V[i] | -x[c_i,0]))
 *   S[j,t]  "at least t of V[1..j] are true", t = 1..N (a sequential
 *           counter, Sinz 2005, both directions):
 *             S[j,t] <-> S[j-1,t] | (S[j-1,t-1] & V[j])
 *           with S[j,0] true and S[0,t] false; then S[n-1,N-1] and
 *           -S[n-1,N]: exactly N - 1 visible after the first, which
 *           always is.
 * Sizes: (n-1)(nv-1) M, n-1 V, (n-1) N S variables; a 9-cell line of a
 * 9x9 with clue 4: 64 + 8 + 32 = 104 variables. */
#include "outside.h"

#include "util.h"

#include <stdlib.h>

static int xlit(const Model *m, int cell, int k) { return cell * m->nvals + k + 1; }

void sat_skyscraper(SatCnf *f, const Model *m, const Constraint *c)
{
    int n = c->n, nv = m->nvals, want = c->total;
    const int *x = c->cells;
    /* M[i][k] for i = 0..n-2 (the row before the last cell), k = 0..nv-1 */
    int *M = xmalloc((size_t)(n > 1 ? n - 1 : 1) * (size_t)nv * sizeof *M);
    for (int i = 0; i + 1 < n; i++) {
        int *row = M + (size_t)i * nv, *prev = i ? row - nv : NULL;
        row[0] = SAT_TRUE;
        for (int k = 1; k < nv; k++) {
            int v = row[k] = sat_cnf_var(f);
            /* v -> prev | OR_{q>=k} x[c_i,q]; each back to v */
            sat_cnf_lit(f, -v);
            if (prev)
                sat_cnf_lit(f, prev[k]);
            for (int q = k; q < nv; q++)
                sat_cnf_lit(f, xlit(m, x[i], q));
            sat_cnf_end(f);
            if (prev)
                sat_cnf_add2(f, -prev[k], v);
            for (int q = k; q < nv; q++)
                sat_cnf_add2(f, -xlit(m, x[i], q), v);
        }
    }
    /* V[i], i = 1..n-1; V[0] is true */
    int *V = xmalloc((size_t)n * sizeof *V);
    V[0] = SAT_TRUE;
    for (int i = 1; i < n; i++) {
        const int *prev = M + (size_t)(i - 1) * nv;
        V[i] = sat_cnf_var(f);
        for (int k = 0; k < nv; k++) {
            int xk = xlit(m, x[i], k);
            if (k > 0) {
                sat_cnf_lit(f, -xk);
                sat_cnf_lit(f, prev[k]);
                sat_cnf_lit(f, V[i]);
                sat_cnf_end(f);
            }
            sat_cnf_lit(f, -V[i]);
            sat_cnf_lit(f, -xk);
            if (k > 0)
                sat_cnf_lit(f, -prev[k]);
            sat_cnf_end(f);
        }
    }
    /* S: the previous column (j - 1) and this one, t = 0..want */
    int *S = xmalloc((size_t)(want + 1) * sizeof *S), *T = xmalloc((size_t)(want + 1) * sizeof *T);
    S[0] = SAT_TRUE;
    for (int t = 1; t <= want; t++)
        S[t] = -SAT_TRUE;
    for (int j = 1; j < n; j++) {
        T[0] = SAT_TRUE;
        for (int t = 1; t <= want; t++) {
            int v = T[t] = sat_cnf_var(f);
            sat_cnf_add2(f, -S[t], v);                 /* S[j-1,t] -> v */
            sat_cnf_lit(f, -S[t - 1]);                 /* S[j-1,t-1] & V[j] -> v */
            sat_cnf_lit(f, -V[j]);
            sat_cnf_lit(f, v);
            sat_cnf_end(f);
            sat_cnf_lit(f, -v);                        /* v -> S[j-1,t] | S[j-1,t-1] */
            sat_cnf_lit(f, S[t]);
            sat_cnf_lit(f, S[t - 1]);
            sat_cnf_end(f);
            sat_cnf_lit(f, -v);                        /* v -> S[j-1,t] | V[j] */
            sat_cnf_lit(f, S[t]);
            sat_cnf_lit(f, V[j]);
            sat_cnf_end(f);
        }
        int *tmp = S;
        S = T;
        T = tmp;
    }
    sat_cnf_add1(f, S[want - 1]);
    sat_cnf_add1(f, -S[want]);
    free(M);
    free(V);
    free(S);
    free(T);
}
