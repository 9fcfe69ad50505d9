/* encode.c -- lowers the IR to CNF: cells and groups by Lynce & Ouaknine
 * ("Sudoku as a SAT problem", 2006), givens as unit clauses, cages and sums
 * by cage.c, every at-most-one by amo.c (--amo). */
#include "encode.h"

#include "cage.h"
#include "outside.h"
#include "sandwich.h"
#include "pairs.h"
#include "quadruple.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static const char *const enc_names[] = {"minimal", "efficient", "extended"};
const char *const sat_cage_names[] = {"sets", "totalizer", "counter", NULL};

const char *sat_encoding_name(SatEncoding e) { return enc_names[e]; }
const char *sat_cage_name(SatCageKind k) { return sat_cage_names[k]; }

int sat_config(const SatOpts *o, SatConfig *cfg, char *err, size_t errsz)
{
    cfg->enc = SAT_ENC_EXTENDED;
    cfg->amo = SAT_AMO_PAIRWISE;
    cfg->amo_auto = !o->amo;
    cfg->cage = SAT_CAGE_SETS;
    cfg->eliminate = !o->keep_givens;
    if (o->encoding) {
        int i = 0;
        while (i < 3 && strcmp(o->encoding, enc_names[i]))
            i++;
        if (i == 3) {
            snprintf(err, errsz, "sat: unknown --encoding '%s' (have: minimal efficient extended)",
                     o->encoding);
            return -1;
        }
        cfg->enc = (SatEncoding)i;
    }
    if (o->amo) {
        int k = sat_amo_parse(o->amo);
        if (k < 0) {
            snprintf(err, errsz, "sat: unknown --amo '%s'", o->amo);
            return -1;
        }
        cfg->amo = (SatAmoKind)k;
    }
    if (o->cage) {
        int i = 0;
        while (i < 3 && strcmp(o->cage, sat_cage_names[i]))
            i++;
        if (i == 3) {
            snprintf(err, errsz, "sat: unknown --cage '%s' (have: sets totalizer counter)",
                     o->cage);
            return -1;
        }
        cfg->cage = (SatCageKind)i;
    }
    return 0;
}

SatAmoKind sat_amo_for(const SatConfig *cfg, int n)
{
    return cfg->amo_auto && n > SAT_AMO_AUTO_MAX ? SAT_AMO_PRODUCT : cfg->amo;
}

const char *sat_amo_words(const SatConfig *cfg, const Model *m, char *buf, size_t n)
{
    int longest = m->nvals; /* the cell lists; then the groups' */
    for (int i = 0; i < m->ncons; i++)
        if (m->cons[i].n > longest && (m->cons[i].kind == CON_PERM ||
                                       m->cons[i].kind == CON_ALLDIFF ||
                                       (m->cons[i].kind == CON_SUM && m->cons[i].distinct)))
            longest = m->cons[i].n;
    if (sat_amo_for(cfg, longest) == cfg->amo)
        snprintf(buf, n, "%s", sat_amo_name(cfg->amo));
    else
        snprintf(buf, n, "%s up to %d literals, %s above", sat_amo_name(cfg->amo),
                 SAT_AMO_AUTO_MAX, sat_amo_name(SAT_AMO_PRODUCT));
    return buf;
}

static int xlit(const Model *m, int cell, int k) { return cell * m->nvals + k + 1; }

/* Is w a partner of v: |v - w| = 1 (CONSEC), or one twice the other? */
static int partner(ConKind kind, int v, int w)
{
    return kind == CON_CONSEC ? v - w == 1 || w - v == 1 : v == 2 * w || w == 2 * v;
}

/* A pair kind's clauses (pairs.h; THE VARIANTS below): for each pair a, b,
 * each side and each value v, either the support clause
 * (-x[a,v] | x[b,w1] | x[b,w2] ...) over the partners w of v, or the
 * conflict clauses (-x[a,v] | -x[b,w]) over the values w it forbids,
 * whichever is shorter (1 + P literals, or 2 F): both say the same where
 * b holds exactly one value. A negative kind forbids at most two values
 * (two binary clauses), XV allows one (a clause of two literals). */
static void encode_pairs(SatCnf *f, const Model *m, const Constraint *c)
{
    int nv = m->nvals;
    for (int i = 0; i + 1 < c->n; i += 2)
        for (int side = 0; side < 2; side++) {
            int a = c->cells[i + side], b = c->cells[i + 1 - side];
            for (int k = 0; k < nv; k++) {
                int np = 0;
                for (int q = 0; q < nv; q++)
                    np += pair_ok(c->kind, c->total, m->vmin + k, m->vmin + q);
                if (np == nv)
                    continue;
                if (1 + np <= 2 * (nv - np)) {
                    sat_cnf_lit(f, -xlit(m, a, k));
                    for (int q = 0; q < nv; q++)
                        if (pair_ok(c->kind, c->total, m->vmin + k, m->vmin + q))
                            sat_cnf_lit(f, xlit(m, b, q));
                    sat_cnf_end(f);
                } else if (side == 0) { /* side 1's are the same clauses */
                    for (int q = 0; q < nv; q++)
                        if (!pair_ok(c->kind, c->total, m->vmin + k, m->vmin + q))
                            sat_cnf_add2(f, -xlit(m, a, k), -xlit(m, b, q));
                }
            }
        }
}

/* RENBAN over cells c_0..c_{n-1} (see THE VARIANTS): values index k =
 * 0..nv-1, windows w = 0..nv-n (the values w..w+n-1).
 *   distinct    (-x[a,k] | -x[b,k])  for each two cells a, b and value k
 *   S[w]        auxiliary, "the line's values are w..w+n-1": exactly one
 *               (S[0] | ... | S[nv-n]) and (-S[w] | -S[w']) pairwise,
 *               and (-S[w] | -x[c,k]) for every cell c and k outside the
 *               window.
 * n different values inside one window of n values fill it, and only the
 * window starting at their smallest holds them: each grid fixes every S,
 * so counts stay exact. A 9x9's 4-cell line: 6 S variables, 54 distinct,
 * 15 exactly-one and 4 * 6 * 5 = 120 window clauses. */
static void encode_renban(SatCnf *f, const Model *m, const Constraint *c)
{
    int nv = m->nvals, n = c->n, nw = nv - n + 1; /* n <= nv (check.c) */
    for (int k = 0; k < nv; k++)
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                sat_cnf_add2(f, -xlit(m, c->cells[i], k), -xlit(m, c->cells[j], k));
    int *S = xmalloc((size_t)nw * sizeof *S);
    for (int w = 0; w < nw; w++) {
        S[w] = sat_cnf_var(f);
        sat_cnf_lit(f, S[w]);
    }
    sat_cnf_end(f);
    for (int w = 0; w < nw; w++) {
        for (int u = w + 1; u < nw; u++)
            sat_cnf_add2(f, -S[w], -S[u]);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < nv; k++)
                if (k < w || k >= w + n)
                    sat_cnf_add2(f, -S[w], -xlit(m, c->cells[i], k));
    }
    free(S);
}

/* BETWEEN, ends a = c_0 and z = c_{n-1}, value indices v, w (see THE
 * VARIANTS): one auxiliary variable D, "a < z", defined both ways by
 *   (-D | -x[a,v] | -x[z,w])  for w <= v      D: a below z
 *   (D | -x[a,v] | -x[z,w])   for w >= v      -D: a above z
 * (so equal ends satisfy neither: the line has no solution then, as the
 * rule says) and, for every middle cell b,
 *   (-D | -x[a,v] | -x[b,w]), (-D | -x[z,v] | -x[b,w'])  w <= v, w' >= v
 *   (D | -x[z,v] | -x[b,w]),  (D | -x[a,v] | -x[b,w'])   w <= v, w' >= v
 * Every grid fixes D: counts stay exact. */
static void encode_between(SatCnf *f, const Model *m, const Constraint *c)
{
    int nv = m->nvals, a = c->cells[0], z = c->cells[c->n - 1];
    int D = sat_cnf_var(f);
    for (int v = 0; v < nv; v++)
        for (int w = 0; w < nv; w++) {
            int cl[2][3] = {{-D, -xlit(m, a, v), -xlit(m, z, w)}, {D, -xlit(m, a, v), -xlit(m, z, w)}};
            if (w <= v)
                sat_cnf_clause(f, cl[0], 3);
            if (w >= v)
                sat_cnf_clause(f, cl[1], 3);
            for (int i = 1; i + 1 < c->n; i++) {
                int b = c->cells[i];
                /* the end below (a when D) forbids b the values up to its
                 * own; the end above, those from its own up */
                for (int side = 0; side < 2; side++) {
                    int d = side ? -D : D, low = side ? z : a, high = side ? a : z;
                    int lo_cl[3] = {-d, -xlit(m, low, v), -xlit(m, b, w)};
                    int hi_cl[3] = {-d, -xlit(m, high, v), -xlit(m, b, w)};
                    if (w <= v)
                        sat_cnf_clause(f, lo_cl, 3);
                    if (w >= v)
                        sat_cnf_clause(f, hi_cl, 3);
                }
            }
        }
}

/* QUADRUPLE, the 2x2 c_0..c_3 (see THE VARIANTS): a value v listed k
 * times is "at least k of x[c_0,v] .. x[c_3,v]", which holds exactly when
 * every 5 - k of them hold one: a clause over each set of 5 - k cells (k =
 * 1: one clause of four; 2: four of three; 3: six of two; 4: four units).
 * No auxiliary variables. */
static void encode_quadruple(SatCnf *f, const Model *m, const Constraint *c)
{
    int v[4], need[4], n = quad_needs(c->total, v, need);
    for (int j = 0; j < n; j++) {
        for (int set = 1; set < 16; set++) { /* the cells of the clause, as bits */
            if (__builtin_popcount((unsigned)set) != 5 - need[j])
                continue;
            for (int i = 0; i < 4; i++)
                if (set >> i & 1)
                    sat_cnf_lit(f, xlit(m, c->cells[i], v[j] - m->vmin));
            sat_cnf_end(f);
        }
    }
}

/* One variant constraint's clauses (see THE VARIANTS below). */
static void encode_variant(SatCnf *f, const Model *m, const Constraint *c, int chain)
{
    int nv = m->nvals;
    switch (c->kind) {
    case CON_PARITY:
        for (int j = 0; j < c->n; j++)
            for (int k = 0; k < nv; k++)
                if (((m->vmin + k) & 1) != (c->total != 0))
                    sat_cnf_add1(f, -xlit(m, c->cells[j], k));
        return;
    case CON_LESS:
        for (int j = 0; j + 1 < c->n; j++)
            for (int k = 0; k < nv; k++)
                for (int q = 0; q <= k; q++)
                    sat_cnf_add2(f, -xlit(m, c->cells[j], k), -xlit(m, c->cells[j + 1], q));
        return;
    case CON_CONSEC:
    case CON_DOUBLE:
        for (int side = 0; side < 2; side++) {
            int a = c->cells[side], b = c->cells[1 - side];
            for (int k = 0; k < nv; k++) {
                sat_cnf_lit(f, -xlit(m, a, k));
                for (int q = 0; q < nv; q++)
                    if (partner(c->kind, m->vmin + k, m->vmin + q))
                        sat_cnf_lit(f, xlit(m, b, q));
                sat_cnf_end(f);
            }
        }
        return;
    case CON_ARROW: sat_arrow(f, m, c, chain); return;
    case CON_SKYSCRAPER: sat_skyscraper(f, m, c); return;
    case CON_RENBAN: encode_renban(f, m, c); return;
    case CON_BETWEEN: encode_between(f, m, c); return;
    case CON_SANDWICH: sat_sandwich(f, m, c); return;
    case CON_XSUM: sat_xsum(f, m, c); return;
    case CON_REGIONSUM: sat_regionsum(f, m, c, chain); return;
    case CON_QUADRUPLE: encode_quadruple(f, m, c); return;
    default: /* the pair kinds, listed once in pairs.h */
        if (con_is_pairs(c->kind))
            encode_pairs(f, m, c);
        return;
    }
}

/* THE ENCODINGS. Variables: x[c,v] = DIMACS c*nvals + (v-vmin) + 1 (ir.h),
 * "cell c holds v"; auxiliary variables (AMO encodings, cage selectors, sum
 * totals) follow in the order the clauses below create them. Clauses:
 *   cell definedness   (x[c,1] | ... | x[c,n])           every cell
 *   cell uniqueness    AMO(x[c,1..n])                    efficient, extended
 *   group uniqueness   AMO(x[c1,v], ..., x[cn,v])        every group, value
 *   group definedness  (x[c1,v] | ... | x[cn,v])         extended, PERM groups
 *   given              (x[c,v])
 * minimal = definedness of cells + uniqueness of groups; efficient adds
 * cell uniqueness; extended adds group definedness. A group is a PERM (a
 * row, column, box, region or full diagonal, n cells for n values), an
 * ALLDIFF (fewer cells than values: uniqueness only), or a Killer cage
 * (uniqueness, then cage.c for the sum).
 *
 * Sizes with pairwise AMO, empty n x n Sudoku (n^2 cells, 3n groups):
 *   cell definedness    n^2 clauses of n literals
 *   cell uniqueness     n^2 * n(n-1)/2 binary clauses
 *   group uniqueness    3n * n * n(n-1)/2 binary clauses
 *   group definedness   3n * n clauses of n literals
 *   minimal   = n^2 + 3n^3(n-1)/2      9x9:   81 + 8,748 = 8,829
 *   efficient = minimal + n^3(n-1)/2   9x9: 8,829 + 2,916 = 11,745
 *   extended  = efficient + 3n^2       9x9: 11,745 + 243 = 11,988
 * over n^3 variables (729); 4x4: 304 / 400 / 448, 16x16: 92,416 /
 * 123,136 / 123,904.
 *
 * Cells in a sum or a variant, and cells in no PERM group, get cell
 * uniqueness in every encoding: sums and variants need one value per cell,
 * and elsewhere "at least one" would let a model hold two values in a
 * cell. (In a PERM group of n cells the n values' uniqueness already leaves
 * each cell exactly one.)
 *
 * THE VARIANTS (ir.h), a = cells[0], b = cells[1], values v, w:
 *   PARITY   (-x[c,v])  for every cell c and every v of the wrong parity
 *   LESS     (-x[a,v] | -x[b,w])  for w <= v, each adjacent pair a, b of
 *            the chain ("a holds v" forbids b every value up to v); the
 *            chain's order follows by transitivity
 *   CONSEC,  (-x[a,v] | x[b,w1] | x[b,w2] ...)  over b's partners w of v
 *   DOUBLE   (|v - w| = 1, or v = 2w or w = 2v), and the same from b to a;
 *            a value with no partner gets (-x[a,v])
 *   ARROW    the partial-total tree of cage.c over the mirrored circle and
 *            the arrow (sat_arrow), totalizer or counter by --cage
 *   NONCONSEC, NONDOUBLE, XV, NONXV (pairs.h), each pair a, b: support
 *            clauses as CONSEC's or conflict clauses (-x[a,v] | -x[b,w])
 *            over the forbidden w, the shorter (encode_pairs); no auxiliary
 *            variables
 *   SKYSCRAPER  prefix maxima, visibility and a sequential counter over
 *            auxiliary variables defined both ways (outside.c)
 *   RENBAN   distinct pairs, and one auxiliary variable per window of n
 *            values: exactly one, each forbidding the values outside it
 *            (encode_renban)
 *   BETWEEN  one auxiliary variable "the first end is the smaller", defined
 *            both ways, and three-literal clauses under it and its negation
 *            (encode_between)
 *   SANDWICH exactly one vmin and one vmax on the line, "an end seen
 *            before c_k" prefix variables, "c_k between the ends", and a
 *            one-hot column of partial totals per cell (sandwich.c)
 *   XSUM     one-hot partial totals of the first cells, the first cell's
 *            value X requiring the X-th column's total (sandwich.c)
 *   REGIONSUM  the partial-total tree of cage.c over both runs, the second
 *            mirrored (sat_regionsum: sum A + sum (vmin + vmax - B) is a
 *            constant), totalizer or counter by --cage
 *   QUADRUPLE  per listed value v, k times: a clause of x[c,v] over every
 *            5 - k of the four cells (encode_quadruple)
 * Example: consecutive r1c1 r1c2 in 1..9 adds 18 clauses, 2 of 2 literals
 * (values 1 and 9) and 16 of 3. */
int sat_encode(const Model *m, const SatConfig *cfg, SatCnf *f)
{
    int fallbacks = 0, nv = m->nvals, big = m->ncells > nv ? m->ncells : nv;
    int *lits = xmalloc((size_t)big * sizeof(int));
    uint8_t *in_perm = xcalloc((size_t)m->ncells, 1), *in_sum = xcalloc((size_t)m->ncells, 1);
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        for (int j = 0; j < c->n; j++) {
            if (c->kind == CON_PERM)
                in_perm[c->cells[j]] = 1;
            if (c->kind == CON_SUM || con_is_variant(c->kind))
                in_sum[c->cells[j]] = 1;
        }
    }
    /* cell definedness and uniqueness */
    for (int cell = 0; cell < m->ncells && !f->stopped; cell++) {
        for (int k = 0; k < nv; k++)
            lits[k] = xlit(m, cell, k);
        sat_cnf_clause(f, lits, nv);
        if (cfg->enc != SAT_ENC_MINIMAL || in_sum[cell] || !in_perm[cell])
            sat_amo(f, sat_amo_for(cfg, nv), lits, nv);
    }
    for (int i = 0; i < m->ncons && !f->stopped; i++) {
        const Constraint *c = &m->cons[i];
        /* GIVEN -> (x[c,v]) */
        if (c->kind == CON_GIVEN) {
            sat_cnf_add1(f, xlit(m, c->cells[0], c->total - m->vmin));
            continue;
        }
        if (con_is_variant(c->kind)) {
            encode_variant(f, m, c, cfg->cage == SAT_CAGE_COUNTER);
            continue;
        }
        /* SUM without distinct -> partial totals */
        if (c->kind == CON_SUM && !c->distinct) {
            sat_sum_tree(f, m, c, cfg->cage == SAT_CAGE_COUNTER);
            continue;
        }
        /* PERM, ALLDIFF, cage -> group uniqueness (+ definedness) */
        for (int k = 0; k < nv; k++) {
            for (int j = 0; j < c->n; j++)
                lits[j] = xlit(m, c->cells[j], k);
            sat_amo(f, sat_amo_for(cfg, c->n), lits, c->n);
            if (c->kind == CON_PERM && cfg->enc == SAT_ENC_EXTENDED)
                sat_cnf_clause(f, lits, c->n);
        }
        if (c->kind != CON_SUM)
            continue;
        /* the cage's total: digit sets, or (too many sets) a totalizer */
        if (cfg->cage == SAT_CAGE_SETS && sat_cage_sets(f, m, c, cfg->amo) == 0)
            continue;
        fallbacks += cfg->cage == SAT_CAGE_SETS;
        sat_sum_tree(f, m, c, cfg->cage == SAT_CAGE_COUNTER);
    }
    free(lits);
    free(in_perm);
    free(in_sum);
    return fallbacks;
}
