/* cage.c -- SUM constraints as clauses: the exact digit-set encoding of a
 * Killer cage (`--cage sets`), and partial-total trees for any sum
 * (`--cage totalizer`, `--cage counter`, and plain `sum` statements). */
#include "cage.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

static int xlit(const Model *m, int cell, int k) { return cell * m->nvals + k + 1; }

/* DIGIT SETS (exact). A cage of k cells with total S and pairwise different
 * values holds exactly one set D of k values with sum(D) = S. One selector
 * variable sD per admissible D:
 *   (sD1 | sD2 | ...)                     some set is chosen
 *   AMO(sD1, sD2, ...)                    (by --amo) only one
 *   (-sD | x[c1,d] | ... | x[ck,d])       for d in D: d occurs in the cage
 *   (-sD | -x[c,d])                       for d not in D, c in the cage
 * Example: 2 cells adding to 10 in 1..9 -> D in {1,9} {2,8} {3,7} {4,6}:
 * 1 + 6 + 8 + 4*7*2 = 71 clauses, 4 selectors. A selector is a function of
 * the x variables, so models of the x variables are not multiplied.
 * With givens, sets missing a given digit of the cage, or holding a digit no
 * cell of the cage can take any more, are left out (their selector would be
 * false). Sets are enumerated in increasing order of their digits. */
typedef struct {
    uint64_t *set;
    int n, cap;
    uint64_t allowed, required;
    long visits;  /* search nodes, bounded: givens can make branches dead */
} SetList;

#define SAT_CAGE_MAX_VISITS 1000000L

static void enum_sets(const Model *m, SetList *l, int i, int k, int left, uint64_t chosen)
{
    if (l->n > SAT_CAGE_MAX_SETS)
        return;
    if (++l->visits > SAT_CAGE_MAX_VISITS) {
        l->n = SAT_CAGE_MAX_SETS + 1; /* give up: the caller uses totals */
        return;
    }
    if (k == 0) {
        if (left == 0 && (chosen & l->required) == l->required) {
            if (l->n == l->cap)
                l->set = xrealloc(l->set, (size_t)(l->cap = l->cap ? 2 * l->cap : 64) *
                                              sizeof *l->set);
            l->set[l->n++] = chosen;
        }
        return;
    }
    if (i + k > m->nvals)
        return;
    /* the k smallest and k largest values still available bound the sum */
    long v = m->vmin + i, lo = (long)k * v + (long)k * (k - 1) / 2,
         hi = (long)k * m->vmax - (long)k * (k - 1) / 2;
    if (left < lo || left > hi)
        return;
    if (l->allowed >> i & 1)
        enum_sets(m, l, i + 1, k - 1, left - (int)v, chosen | 1ULL << i);
    enum_sets(m, l, i + 1, k, left, chosen);
}

int sat_cage_sets(SatCnf *f, const Model *m, const Constraint *c, SatAmoKind amo)
{
    SetList l = {NULL, 0, 0, 0, 0, 0};
    if (m->nvals > PUZ_WORD_VALUES) /* a set is one 64-bit word: the caller's totals instead */
        return -1;
    for (int k = 0; k < m->nvals; k++) {
        int possible = 0;
        for (int j = 0; j < c->n; j++) {
            int v = sat_cnf_fixed(f, xlit(m, c->cells[j], k));
            possible |= v >= 0;
            if (v > 0)
                l.required |= 1ULL << k;
        }
        if (possible)
            l.allowed |= 1ULL << k;
    }
    enum_sets(m, &l, 0, c->n, c->total, 0);
    if (l.n > SAT_CAGE_MAX_SETS) {
        free(l.set);
        return -1;
    }
    int *sel = xmalloc((size_t)(l.n ? l.n : 1) * sizeof(int));
    for (int s = 0; s < l.n; s++)
        sel[s] = sat_cnf_var(f);
    sat_cnf_clause(f, sel, l.n); /* no set at all: struck empty, no solution */
    sat_amo(f, amo, sel, l.n);
    for (int s = 0; s < l.n; s++)
        for (int k = 0; k < m->nvals; k++) {
            if (l.set[s] >> k & 1) {
                sat_cnf_lit(f, -sel[s]);
                for (int j = 0; j < c->n; j++)
                    sat_cnf_lit(f, xlit(m, c->cells[j], k));
                sat_cnf_end(f);
            } else {
                for (int j = 0; j < c->n; j++)
                    sat_cnf_add2(f, -sel[s], -xlit(m, c->cells[j], k));
            }
        }
    free(sel);
    free(l.set);
    return 0;
}

/* PARTIAL-TOTAL TREES (Bailleux & Boufkhad's totalizer, with weights as in
 * the generalized totalizer of Joshi et al.). Each node covers some cells and
 * has one literal N[t] per total t its cells can reach: "these cells add up
 * to t". A leaf is a cell, its literals the cell's x[c,v] (N[v] = x[c,v]).
 * A node N over children L and R gets fresh variables N[t] and
 *   forward   (-L[a] | -R[b] | N[a+b])
 *   backward  (-N[t] | -L[a] | R[t-a])   and  (-N[t] | -R[b] | L[t-b])
 * where a literal that does not exist is left out of the clause (a
 * combination leading to an impossible total is then simply forbidden).
 * With one value per cell, N[t] is true exactly for the real total of its
 * cells: forward makes that one true; backward, with the children exact,
 * makes any other one false. The root's only total is S and its literal is
 * the constant true, so the root adds (-L[a] | -R[b]) for a + b != S and
 * (-L[a] | R[S-a]): "the cells add up to S".
 * Pruning: a node over j of the n cells keeps totals t with
 *   S - max(rest) <= t <= S - min(rest), rest = the other n - j cells
 * (min/max of r distinct values: r*vmin + r(r-1)/2, r*vmax - r(r-1)/2 when
 * the sum is distinct; r*vmin, r*vmax otherwise); a leaf value outside its
 * window gets a unit clause -x[c,v].
 * Shapes: `totalizer` splits the cells in halves (depth log n); `counter`
 * (Hoelldobler's sequential weight counter) chains c1, c1+c2, c1+c2+c3...
 * Example: a plain sum of 3 cells to 6 in 1..9, chain: the leaves keep
 * 1..4; the node c1+c2 keeps totals 2..5 (4 variables, 16 forward and 32
 * backward clauses); the root pairs it with c3. */
typedef struct {
    int lo, hi;  /* totals lo..hi */
    int *lit;    /* lit[t - lo]: literal of total t, 0 when unreachable */
} Node;

typedef struct {
    SatCnf *f;
    const Model *m;
    const Constraint *c;
    int chain;
    int mirror_from, mirror_to; /* the leaves of cells mirror_from..mirror_to-1 read
                                   vmin + vmax - their value (ARROW, REGIONSUM) */
} Tree;

/* Bounds of the sum of r of the cells (distinct or not). */
static long rest_min(const Tree *T, int r)
{
    return (long)r * T->m->vmin + (T->c->distinct ? (long)r * (r - 1) / 2 : 0);
}

static long rest_max(const Tree *T, int r)
{
    return (long)r * T->m->vmax - (T->c->distinct ? (long)r * (r - 1) / 2 : 0);
}

/* The totals a node over j cells may take: its own reach within the room
 * the other cells leave. */
static void window(const Tree *T, int j, long *lo, long *hi)
{
    int r = T->c->n - j;
    *lo = T->c->total - rest_max(T, r);
    *hi = T->c->total - rest_min(T, r);
    if (*lo < rest_min(T, j))
        *lo = rest_min(T, j);
    if (*hi > rest_max(T, j))
        *hi = rest_max(T, j);
}

static int node_lit(const Node *N, long t)
{
    return t < N->lo || t > N->hi ? 0 : N->lit[t - N->lo];
}

/* The leaf of the cell at position i of the sum. */
static Node leaf(const Tree *T, int i)
{
    const Model *m = T->m;
    int cell = T->c->cells[i], mirror = i >= T->mirror_from && i < T->mirror_to;
    long wlo, whi;
    window(T, 1, &wlo, &whi);
    Node N = {m->vmin, m->vmax, xcalloc((size_t)m->nvals, sizeof(int))};
    for (int k = 0; k < m->nvals; k++) {
        int x = xlit(m, cell, mirror ? m->nvals - 1 - k : k), v = m->vmin + k;
        int fixed = sat_cnf_fixed(T->f, x);
        if (fixed < 0)
            continue;
        if (v < wlo || v > whi)
            sat_cnf_add1(T->f, -x); /* false, or a conflict for a given */
        else
            N.lit[k] = fixed > 0 ? SAT_TRUE : x;
    }
    return N;
}

/* Merges L and R (over j cells together); root: the whole sum. */
static Node merge(const Tree *T, Node *L, Node *R, int j, int root)
{
    SatCnf *f = T->f;
    long wlo, whi;
    window(T, j, &wlo, &whi);
    long lo = L->lo + R->lo > wlo ? L->lo + R->lo : wlo;
    long hi = L->hi + R->hi < whi ? L->hi + R->hi : whi;
    Node N = {(int)lo, (int)(hi >= lo ? hi : lo - 1), NULL};
    int w = N.hi - N.lo + 1;
    N.lit = xcalloc((size_t)(w > 0 ? w : 1), sizeof(int));
    for (int a = L->lo; a <= L->hi; a++)
        for (int b = R->lo; b <= R->hi; b++) {
            long t = (long)a + b;
            if (node_lit(L, a) && node_lit(R, b) && t >= N.lo && t <= N.hi && !N.lit[t - N.lo])
                N.lit[t - N.lo] = root ? SAT_TRUE : sat_cnf_var(f);
        }
    /* forward */
    for (int a = L->lo; a <= L->hi; a++)
        for (int b = R->lo; b <= R->hi; b++) {
            int la = node_lit(L, a), rb = node_lit(R, b);
            if (!la || !rb)
                continue;
            int nt = node_lit(&N, (long)a + b);
            sat_cnf_lit(f, -la);
            sat_cnf_lit(f, -rb);
            if (nt)
                sat_cnf_lit(f, nt);
            sat_cnf_end(f);
        }
    /* backward, through either child */
    for (int t = N.lo; t <= N.hi; t++) {
        int nt = node_lit(&N, t);
        if (!nt)
            continue;
        for (int side = 0; side < 2; side++) {
            const Node *A = side ? R : L, *B = side ? L : R;
            for (int a = A->lo; a <= A->hi; a++) {
                int la = node_lit(A, a);
                if (!la)
                    continue;
                int lb = node_lit(B, (long)t - a);
                sat_cnf_lit(f, -nt);
                sat_cnf_lit(f, -la);
                if (lb)
                    sat_cnf_lit(f, lb);
                sat_cnf_end(f);
            }
        }
    }
    free(L->lit);
    free(R->lit);
    return N;
}

/* The node over cells [lo, hi) of the sum. */
static Node build(const Tree *T, int lo, int hi, int root)
{
    if (hi - lo == 1)
        return leaf(T, lo);
    if (T->chain) {
        Node L = build(T, lo, hi - 1, 0), R = leaf(T, hi - 1);
        return merge(T, &L, &R, hi - lo, root);
    }
    int mid = lo + (hi - lo) / 2;
    Node L = build(T, lo, mid, 0), R = build(T, mid, hi, 0);
    return merge(T, &L, &R, hi - lo, root);
}

static void sum_tree(const Tree *T)
{
    SatCnf *f = T->f;
    Node N = build(T, 0, T->c->n, 1);
    /* some total is reached, and it is S: for a merged root the literal is
     * the constant true (clause dropped); for a one-cell sum it is x[c,S];
     * when S is out of reach the clause is struck empty (no solution) */
    for (int t = N.lo; t <= N.hi; t++)
        if (N.lit[t - N.lo])
            sat_cnf_lit(f, N.lit[t - N.lo]);
    sat_cnf_end(f);
    free(N.lit);
}

void sat_sum_tree(SatCnf *f, const Model *m, const Constraint *c, int chain)
{
    Tree T = {f, m, c, chain, 0, 0};
    sum_tree(&T);
}

/* ARROW, circle A = B1 + ... + Bk, as a sum with a constant total: with
 * A' = vmin + vmax - A (A mirrored in the value range, also in vmin..vmax),
 *   A = B1 + ... + Bk  <=>  A' + B1 + ... + Bk = vmin + vmax,
 * a plain (not distinct) sum over the same cells whose first leaf reads
 * x[A, vmin + vmax - v] for its value v. The tree above then encodes it
 * exactly as any sum (same pruning, same forward/backward clauses).
 * Example, 1..9 and A = B1 + B2: A' + B1 + B2 = 10; A = 9 is A' = 1, which
 * leaves B1 + B2 = 9. */
void sat_arrow(SatCnf *f, const Model *m, const Constraint *c, int chain)
{
    Constraint k = *c;
    k.total = m->vmin + m->vmax;
    k.distinct = false;
    Tree T = {f, m, &k, chain, 0, 1};
    sum_tree(&T);
}

/* REGIONSUM, runs A = c_0..c_{t-1} and B = c_t..c_{n-1} with equal sums,
 * the same way: each B' = vmin + vmax - B, so
 *   sum A = sum B  <=>  sum A + sum B' = (n - t)(vmin + vmax),
 * a plain sum with a constant total over every cell, B's leaves mirrored.
 * The tree's partial totals are the auxiliary variables (each defined
 * both ways from x, so every grid fixes them and counts stay exact).
 * Example, 1..9, A = a1 a2, B = b: a1 + a2 + (10 - b) = 10. */
void sat_regionsum(SatCnf *f, const Model *m, const Constraint *c, int chain)
{
    Constraint k = *c;
    k.total = (c->n - c->total) * (m->vmin + m->vmax);
    k.distinct = false;
    Tree T = {f, m, &k, chain, c->total, c->n};
    sum_tree(&T);
}
