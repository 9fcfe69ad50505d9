/* amo.c -- at-most-one (AMO) encodings. Each takes literals x1..xn and adds
 * clauses, maybe over new auxiliary variables, that a model satisfies only
 * when at most one xi is true, and that every such assignment of the xi
 * extends to. Lists of two or fewer literals are always pairwise (and
 * commander's of three or fewer). */
#include "amo.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

const char *const sat_amo_names[] = {
#define SAT_X_NAME(id, name) name,
    SAT_AMO_KINDS(SAT_X_NAME)
#undef SAT_X_NAME
    NULL};

int sat_amo_parse(const char *name)
{
    for (int k = 0; k < SAT_AMO_NKINDS; k++)
        if (!strcmp(name, sat_amo_names[k]))
            return k;
    return -1;
}

const char *sat_amo_name(SatAmoKind k) { return sat_amo_names[k]; }


static void amo_rec(SatCnf *f, SatAmoKind kind, const int *x, int n);

/* PAIRWISE: (-xi | -xj) for every i < j.
 * n(n-1)/2 binary clauses, no new variable. n = 3: (-x1|-x2) (-x1|-x3)
 * (-x2|-x3). For a 9-cell group, 36 clauses. */
static void amo_pairwise(SatCnf *f, const int *x, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            sat_cnf_add2(f, -x[i], -x[j]);
}

/* SEQUENTIAL counter (Sinz 2005): s1..s(n-1), si = "one of x1..xi is true"
 * (only the direction needed):
 *   (-x1 | s1)
 *   for 1 < i < n: (-xi | si) (-s(i-1) | si) (-xi | -s(i-1))
 *   (-xn | -s(n-1))
 * 3n-4 clauses, n-1 new variables. n = 9: 23 clauses, 8 variables. */
static void amo_sequential(SatCnf *f, const int *x, int n)
{
    int prev = sat_cnf_var(f);
    sat_cnf_add2(f, -x[0], prev);
    for (int i = 1; i < n - 1; i++) {
        int s = sat_cnf_var(f);
        sat_cnf_add2(f, -x[i], s);
        sat_cnf_add2(f, -prev, s);
        sat_cnf_add2(f, -x[i], -prev);
        prev = s;
    }
    sat_cnf_add2(f, -x[n - 1], -prev);
}

/* COMMANDER (Klieber & Kwon 2007): the list is cut into groups of 3; group
 * j gets a commander cj with cj <=> (some x of the group is true):
 *   pairwise AMO inside each group
 *   (-x | cj) for each x of group j;  (-cj | x_a | x_b | x_c)
 *   AMO over the commanders, by this same encoding (recursively).
 * A group of one literal is its own commander. n = 9: three groups,
 * 9 + 9 + 3 clauses, then AMO(c1,c2,c3) = 3 more; 3 new variables. */
#define COMMANDER_GROUP 3
static void amo_commander(SatCnf *f, const int *x, int n)
{
    int m = (n + COMMANDER_GROUP - 1) / COMMANDER_GROUP;
    int *c = xmalloc((size_t)m * sizeof(int));
    for (int j = 0; j < m; j++) {
        const int *g = x + j * COMMANDER_GROUP;
        int k = n - j * COMMANDER_GROUP < COMMANDER_GROUP ? n - j * COMMANDER_GROUP
                                                           : COMMANDER_GROUP;
        if (k == 1) {
            c[j] = g[0];
            continue;
        }
        c[j] = sat_cnf_var(f);
        amo_pairwise(f, g, k);
        for (int i = 0; i < k; i++)
            sat_cnf_add2(f, -g[i], c[j]);
        sat_cnf_lit(f, -c[j]);
        for (int i = 0; i < k; i++)
            sat_cnf_lit(f, g[i]);
        sat_cnf_end(f);
    }
    amo_rec(f, SAT_AMO_COMMANDER, c, m);
    free(c);
}

/* PRODUCT (Chen 2010): the literals on a p x q grid, p = ceil(sqrt n),
 * q = ceil(n/p); xk sits at row k/q, column k%q; row variables r1..rp and
 * column variables c1..cq:
 *   (-xk | r(k/q)) (-xk | c(k%q))   for every k
 *   AMO(r1..rp), AMO(c1..cq)        by this same encoding (recursively)
 * Two true x in different rows make two r true, in different columns two
 * c true. About 2n + 4 sqrt(n) clauses, 2 sqrt(n) new variables. n = 9:
 * 3 x 3, 18 + 3 + 3 = 24 clauses, 6 variables. */
static void amo_product(SatCnf *f, const int *x, int n)
{
    int p = 1;
    while (p * p < n)
        p++;
    int q = (n + p - 1) / p;
    int *r = xmalloc((size_t)(p + q) * sizeof(int)), *c = r + p;
    for (int i = 0; i < p; i++)
        r[i] = sat_cnf_var(f);
    for (int j = 0; j < q; j++)
        c[j] = sat_cnf_var(f);
    for (int k = 0; k < n; k++) {
        sat_cnf_add2(f, -x[k], r[k / q]);
        sat_cnf_add2(f, -x[k], c[k % q]);
    }
    amo_rec(f, SAT_AMO_PRODUCT, r, p);
    amo_rec(f, SAT_AMO_PRODUCT, c, q);
    free(r);
}

/* BIMANDER (Nguyen & Mai 2015): the list is cut into m = ceil(sqrt n)
 * groups of g = ceil(n/m); pairwise AMO inside each group; group i is
 * named in binary by new variables b1..bB (B = ceil(log2 m)):
 *   (-x | bj) when bit j of i is 1, (-x | -bj) when it is 0, for x in group i
 * Two true x in different groups would name two different numbers. n = 9:
 * 3 groups of 3, 9 pairwise + 9 * 2 bit clauses = 27 clauses, 2 variables. */
static void amo_bimander(SatCnf *f, const int *x, int n)
{
    int m = 1;
    while (m * m < n)
        m++;
    int g = (n + m - 1) / m, bits = 0;
    m = (n + g - 1) / g; /* groups actually used */
    while ((1 << bits) < m)
        bits++;
    int b[32];
    for (int j = 0; j < bits; j++)
        b[j] = sat_cnf_var(f);
    for (int i = 0; i < m; i++) {
        const int *grp = x + i * g;
        int k = n - i * g < g ? n - i * g : g;
        amo_pairwise(f, grp, k);
        for (int t = 0; t < k; t++)
            for (int j = 0; j < bits; j++)
                sat_cnf_add2(f, -grp[t], (i >> j & 1) ? b[j] : -b[j]);
    }
}

static void amo_rec(SatCnf *f, SatAmoKind kind, const int *x, int n)
{
    if (n <= 2 || kind == SAT_AMO_PAIRWISE || (kind == SAT_AMO_COMMANDER && n <= COMMANDER_GROUP))
        amo_pairwise(f, x, n);
    else if (kind == SAT_AMO_SEQUENTIAL)
        amo_sequential(f, x, n);
    else if (kind == SAT_AMO_COMMANDER)
        amo_commander(f, x, n);
    else if (kind == SAT_AMO_PRODUCT)
        amo_product(f, x, n);
    else
        amo_bimander(f, x, n);
}

void sat_amo(SatCnf *f, SatAmoKind kind, const int *lits, int n)
{
    int *open = xmalloc((size_t)(n ? n : 1) * sizeof(int)), k = 0, t = 0;
    for (int i = 0; i < n; i++) {
        int v = sat_cnf_fixed(f, lits[i]);
        if (v > 0 && !t)
            t = lits[i];
        else if (v >= 0)
            open[k++] = lits[i];
    }
    if (t) /* one is true: every other one false (or, if true, a conflict) */
        for (int i = 0; i < k; i++)
            sat_cnf_add2(f, -t, -open[i]);
    else
        amo_rec(f, kind, open, k);
    free(open);
}
