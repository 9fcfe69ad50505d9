/* verify.c -- check a complete grid against every constraint of a Model,
 * in O(cells + total constraint size). Used on every solution any backend
 * returns, so it deliberately shares no code with the solvers. */
#include "verify.h"

#include <stdio.h>
#include <string.h>
#ifdef __AVX512F__
#include <immintrin.h>
#endif

/* The variant kinds (ir.h), each read straight from its definition. */
static bool variant_holds(const Model *m, const Constraint *c, const int *grid, char *why,
                          size_t whysz)
{
    char a[CELL_NAME_MAX], b[CELL_NAME_MAX];
    const int *x = c->cells;
    switch (c->kind) {
    case CON_PARITY:
        for (int i = 0; i < c->n; i++)
            if ((grid[x[i]] % 2 != 0) != (c->total != 0)) {
                if (whysz)
                    snprintf(why, whysz, "%s = %d is not %s (%s)", cell_name(m, x[i], a),
                             grid[x[i]], con_word(c), c->name);
                return false;
            }
        return true;
    case CON_LESS:
        for (int i = 1; i < c->n; i++)
            if (!(grid[x[i - 1]] < grid[x[i]])) {
                if (whysz)
                    snprintf(why, whysz, "%s = %d is not less than %s = %d (%s)",
                             cell_name(m, x[i - 1], a), grid[x[i - 1]], cell_name(m, x[i], b),
                             grid[x[i]], c->name);
                return false;
            }
        return true;
    case CON_CONSEC:
    case CON_DOUBLE: {
        int p = grid[x[0]], q = grid[x[1]];
        bool ok = c->kind == CON_CONSEC ? (p - q == 1 || q - p == 1) : (p == 2 * q || q == 2 * p);
        if (!ok && whysz)
            snprintf(why, whysz, "%s = %d and %s = %d %s (%s)", cell_name(m, x[0], a), p,
                     cell_name(m, x[1], b), q,
                     c->kind == CON_CONSEC ? "do not differ by 1" : "are not double and half",
                     c->name);
        return ok;
    }
    case CON_ARROW: {
        long sum = 0;
        for (int i = 1; i < c->n; i++)
            sum += grid[x[i]];
        if (sum != grid[x[0]]) {
            if (whysz)
                snprintf(why, whysz, "%s = %d, but its arrow adds up to %ld (%s)",
                         cell_name(m, x[0], a), grid[x[0]], sum, c->name);
            return false;
        }
        return true;
    }
    case CON_NONCONSEC:
    case CON_NONDOUBLE:
    case CON_NONXV:
        for (int i = 0; i + 1 < c->n; i += 2) {
            int p = grid[x[i]], q = grid[x[i + 1]];
            const char *bad = NULL;
            if (c->kind == CON_NONCONSEC && (p == q + 1 || q == p + 1))
                bad = "are consecutive";
            else if (c->kind == CON_NONDOUBLE && (p == 2 * q || q == 2 * p))
                bad = "are double and half";
            else if (c->kind == CON_NONXV && (p + q == 5 || p + q == 10))
                bad = p + q == 5 ? "add up to 5 with no V between them"
                                 : "add up to 10 with no X between them";
            if (bad) {
                if (whysz)
                    snprintf(why, whysz, "%s = %d and %s = %d %s (%s)", cell_name(m, x[i], a),
                             p, cell_name(m, x[i + 1], b), q, bad, c->name);
                return false;
            }
        }
        return true;
    case CON_DIFFER:
    case CON_WHISPER:
    case CON_EQUAL:
        for (int i = 0; i + 1 < c->n; i += 2) {
            int p = grid[x[i]], q = grid[x[i + 1]], d = p > q ? p - q : q - p;
            bool ok = c->kind == CON_DIFFER ? p != q : c->kind == CON_EQUAL ? p == q
                                                                               : d >= c->total;
            if (!ok) {
                if (whysz)
                    snprintf(why, whysz, "%s = %d and %s = %d %s (%s)", cell_name(m, x[i], a), p,
                             cell_name(m, x[i + 1], b), q,
                             c->kind == CON_DIFFER  ? "are equal"
                             : c->kind == CON_EQUAL ? "differ"
                                                    : "differ by less than the line asks",
                             c->name);
                return false;
            }
        }
        return true;
    case CON_BETWEEN: { /* strictly between the ends (none when they are equal) */
        int e0 = grid[x[0]], e1 = grid[x[c->n - 1]], lo = e0 < e1 ? e0 : e1, hi = e0 ^ e1 ^ lo;
        for (int i = 1; i + 1 < c->n; i++)
            if (grid[x[i]] <= lo || grid[x[i]] >= hi) {
                if (whysz)
                    snprintf(why, whysz, "%s = %d is not strictly between the ends %d and %d (%s)",
                             cell_name(m, x[i], a), grid[x[i]], e0, e1, c->name);
                return false;
            }
        return true;
    }
    case CON_REGIONSUM: { /* two runs of a region-sum line, the same sum */
        long first = 0, second = 0;
        for (int i = 0; i < c->n; i++)
            *(i < c->total ? &first : &second) += grid[x[i]];
        if (first != second) {
            if (whysz)
                snprintf(why, whysz, "the line's run from %s adds up to %ld, the run from %s to "
                         "%ld (%s)", cell_name(m, x[0], a), first, cell_name(m, x[c->total], b),
                         second, c->name);
            return false;
        }
        return true;
    }
    case CON_QUADRUPLE: /* each listed value, as many times as listed */
        for (unsigned t = (unsigned)c->total; t; t >>= 8) {
            int v = (int)(t & 0xff), listed = 0, held = 0;
            for (unsigned u = (unsigned)c->total; u; u >>= 8)
                listed += (int)(u & 0xff) == v;
            for (int i = 0; i < c->n; i++)
                held += grid[x[i]] == v;
            if (held < listed) {
                if (whysz)
                    snprintf(why, whysz, "%d is listed %d time%s but the 2x2 from %s holds it "
                             "%d time%s (%s)", v, listed, listed > 1 ? "s" : "",
                             cell_name(m, x[0], a), held, held == 1 ? "" : "s", c->name);
                return false;
            }
        }
        return true;
    case CON_RENBAN: { /* n different values, the largest n - 1 above the smallest */
        int lo = grid[x[0]], hi = grid[x[0]];
        for (int i = 0; i < c->n; i++) {
            for (int j = 0; j < i; j++)
                if (grid[x[i]] == grid[x[j]]) {
                    if (whysz)
                        snprintf(why, whysz, "%s and %s both hold %d on a renban line (%s)",
                                 cell_name(m, x[j], a), cell_name(m, x[i], b), grid[x[i]],
                                 c->name);
                    return false;
                }
            lo = grid[x[i]] < lo ? grid[x[i]] : lo;
            hi = grid[x[i]] > hi ? grid[x[i]] : hi;
        }
        if (hi - lo != c->n - 1) {
            if (whysz)
                snprintf(why, whysz, "the values %d..%d of a renban line of %d cells are not "
                         "consecutive (%s)", lo, hi, c->n, c->name);
            return false;
        }
        return true;
    }
    case CON_SANDWICH: { /* vmin and vmax once each, the cells between them add up */
        int lo = -1, hi = -1, sum = 0;
        for (int i = 0; i < c->n; i++) {
            int v = grid[x[i]], *end = v == m->vmin ? &lo : v == m->vmax ? &hi : NULL;
            if (end && *end >= 0) {
                if (whysz)
                    snprintf(why, whysz, "%s and %s both hold %d on a sandwich line (%s)",
                             cell_name(m, x[*end], a), cell_name(m, x[i], b), v, c->name);
                return false;
            }
            if (end)
                *end = i;
        }
        if (lo < 0 || hi < 0) {
            if (whysz)
                snprintf(why, whysz, "the sandwich line has no %d (%s)", lo < 0 ? m->vmin : m->vmax,
                         c->name);
            return false;
        }
        for (int i = (lo < hi ? lo : hi) + 1; i < (lo < hi ? hi : lo); i++)
            sum += grid[x[i]];
        if (sum != c->total) {
            if (whysz)
                snprintf(why, whysz, "the cells between %d and %d add up to %d, not %d (%s)",
                         m->vmin, m->vmax, sum, c->total, c->name);
            return false;
        }
        return true;
    }
    case CON_XSUM: { /* the first X cells, X the first cell's value */
        int k = grid[x[0]], sum = 0;
        if (k > c->n) {
            if (whysz)
                snprintf(why, whysz, "%s = %d counts more than the %d cells of its x-sum (%s)",
                         cell_name(m, x[0], a), k, c->n, c->name);
            return false;
        }
        for (int i = 0; i < k; i++)
            sum += grid[x[i]];
        if (sum != c->total) {
            if (whysz)
                snprintf(why, whysz, "the first %d cells add up to %d, not %d (%s)", k, sum,
                         c->total, c->name);
            return false;
        }
        return true;
    }
    case CON_SKYSCRAPER: {
        int seen = 0, top = 0;
        for (int i = 0; i < c->n; i++)
            if (i == 0 || grid[x[i]] > top) {
                seen++;
                top = grid[x[i]];
            }
        if (seen != c->total) {
            if (whysz)
                snprintf(why, whysz, "%d buildings are seen from the clue %d (%s)", seen, c->total,
                         c->name);
            return false;
        }
        return true;
    }
    case CON_XV:
        if (grid[x[0]] + grid[x[1]] != c->total) {
            if (whysz)
                snprintf(why, whysz, "%s = %d and %s = %d do not add up to %d (%s)",
                         cell_name(m, x[0], a), grid[x[0]], cell_name(m, x[1], b), grid[x[1]],
                         c->total, c->name);
            return false;
        }
        return true;
    default:
        if (whysz)
            snprintf(why, whysz, "%s: unknown kind of constraint", c->name);
        return false;
    }
}

int verify_grid(const Model *m, const int *grid, char *why, size_t whysz)
{
    char a[CELL_NAME_MAX], b[CELL_NAME_MAX];
    int seen[PUZ_MAX_VALUES + 1];
    if (!why)
        whysz = 0;
    for (int i = 0; i < m->ncells; i++)
        if (grid[i] < m->vmin || grid[i] > m->vmax) {
            if (whysz)
                snprintf(why, whysz, "%s = %d is outside %d..%d", cell_name(m, i, a),
                         grid[i], m->vmin, m->vmax);
            return 0;
        }
    for (int k = 0; k < m->ncons; k++) {
        const Constraint *c = &m->cons[k];
        long sum = 0;
        bool distinct = c->kind == CON_ALLDIFF || c->kind == CON_PERM ||
                        (c->kind == CON_SUM && c->distinct);
        for (int v = 0; v <= m->nvals; v++)
            seen[v] = -1;
        for (int i = 0; i < c->n; i++) {
            int cell = c->cells[i], v = grid[cell];
            sum += v;
            if (distinct) {
                int idx = v - m->vmin;
                if (seen[idx] >= 0) {
                    if (whysz)
                        snprintf(why, whysz, "%s and %s both hold %d in %s",
                                 cell_name(m, seen[idx], a), cell_name(m, cell, b), v,
                                 c->name);
                    return 0;
                }
                seen[idx] = cell;
            }
        }
        if (c->kind == CON_PERM && c->n != m->nvals) {
            if (whysz)
                snprintf(why, whysz, "%s has %d cells for %d values", c->name, c->n,
                         m->nvals);
            return 0;
        }
        if (c->kind == CON_SUM && sum != c->total) {
            if (whysz)
                snprintf(why, whysz, "%s adds up to %ld, not %d", c->name, sum, c->total);
            return 0;
        }
        if (con_is_variant(c->kind) && !variant_holds(m, c, grid, why, whysz))
            return 0;
        if (c->kind == CON_GIVEN && grid[c->cells[0]] != c->total) {
            if (whysz)
                snprintf(why, whysz, "%s = %d, but the given is %d",
                         cell_name(m, c->cells[0], a), grid[c->cells[0]], c->total);
            return 0;
        }
    }
    return 1;
}

/* Each value 1..n, its bit (v-1) ORed into a mask per row, column and
 * box; n values in a group of n cells are all different exactly when the
 * group's mask has n bits, so every mask must end full. A classic model's
 * PERMs are exactly its rows, columns and boxes (model_is_classic()). */
#ifndef __AVX512F__
/* The 9x9 case, a band of three rows at a time: its rows and boxes in
 * registers, only the columns in memory (with AVX-512: below). */
static int verify_classic9(const int *g)
{
    unsigned col[9] = {0}, ok = 0x1ff;
    for (int band = 0; band < 3; band++) {
        unsigned b0 = 0, b1 = 0, b2 = 0;
        for (int r = 0; r < 3; r++, g += 9) {
            unsigned m[9];
            for (int k = 0; k < 9; k++) {
                unsigned v = (unsigned)g[k] - 1u;
                if (v >= 9)
                    return 0;
                m[k] = 1u << v;
                col[k] |= m[k];
            }
            b0 |= m[0] | m[1] | m[2];
            b1 |= m[3] | m[4] | m[5];
            b2 |= m[6] | m[7] | m[8];
            ok &= m[0] | m[1] | m[2] | m[3] | m[4] | m[5] | m[6] | m[7] | m[8];
        }
        ok &= b0 & b1 & b2;
    }
    for (int k = 0; k < 9; k++)
        ok &= col[k];
    return ok == 0x1ff;
}
#endif

#ifdef __AVX512F__
/* The 9x9 case with AVX-512, the 27 groups' masks by ORs of shifted
 * vectors instead of a loop over the cells. m[i] = 1 << g[i]: value v at
 * bit v (the full mask is bits 1..9, 0x3fe; a shift count past 31, a
 * negative value's too, gives 0, and 0 gives bit 0: neither can complete a
 * group). Then a[i] = m[i] | m[i+1] | m[i+2], the mask of a mini-row at
 * its first cell; row r's is a[9r] | a[9r+3] | a[9r+6], box (B, S)'s a[j] |
 * a[j+9] | a[j+18] at j = 27B + 3S, column c's m[c] | m[c+9] | ... |
 * m[c+72]. m and a are held as vectors of 16 positions (m[k] positions
 * 16k..16k+15, 0 past cell 80); the positions j+s of vector k come from
 * k and k+1 by one lane shift (valignd, at(), s < 16), in registers: the
 * same done with stores and unaligned loads waited on the stores. Only
 * the lanes at a group's first cell are compared. */
#define at(v, k, s) _mm512_alignr_epi32(v[(k) + 1], v[k], s)
static inline __m512i or3(__m512i x, __m512i y, __m512i z)
{
    return _mm512_ternarylogic_epi32(x, y, z, 0xfe);
}

static int verify_classic9_vec(const int *g)
{
    const __m512i one = _mm512_set1_epi32(1), full = _mm512_set1_epi32(0x3fe);
    __m512i m[8], a[8];
    for (int k = 0; k < 6; k++) { /* cells 0..80, then 0 */
        __mmask16 in = k < 5 ? 0xffff : 0x1;
        m[k] = _mm512_maskz_sllv_epi32(in, one, _mm512_maskz_loadu_epi32(in, g + 16 * k));
    }
    m[6] = m[7] = a[6] = a[7] = _mm512_setzero_si512();
    for (int k = 0; k < 6; k++)
        a[k] = or3(m[k], at(m, k, 1), at(m, k, 2));
    unsigned bad = 0;
    /* rows start at 9r: lanes 0, 9 of vector 0; 2, 11 of 1; 4, 13 of 2;
     * 6, 15 of 3; 8 of 4 */
    static const __mmask16 row_lanes[5] = {0x0201, 0x0804, 0x2010, 0x8040, 0x0100};
    for (int k = 0; k < 5; k++)
        bad |= _mm512_mask_cmpneq_epi32_mask(row_lanes[k], or3(a[k], at(a, k, 3), at(a, k, 6)), full);
    /* boxes start at 0, 3, 6, 27, 30, 33, 54, 57, 60 (a[j + 18] is lane
     * s + 2 of the next vector) */
    static const __mmask16 box_lanes[4] = {0x0049, 0x4800, 0x0002, 0x1240};
    for (int k = 0; k < 4; k++)
        bad |= _mm512_mask_cmpneq_epi32_mask(box_lanes[k], or3(a[k], at(a, k, 9), at(a, k + 1, 2)), full);
    /* columns: lanes 0..8 of m at 0, 9, ..., 72 */
    __m512i c = or3(m[0], at(m, 0, 9), at(m, 1, 2));
    c = or3(c, at(m, 1, 11), at(m, 2, 4));
    c = or3(c, at(m, 2, 13), at(m, 3, 6));
    c = or3(c, at(m, 3, 15), at(m, 4, 8));
    bad |= _mm512_mask_cmpneq_epi32_mask(0x1ff, c, full);
    return !bad;
}
#undef at
#endif

int verify_classic(const Model *m, const int *grid)
{
    if (m->rows == 9 && m->box_r == 3 && m->box_c == 3) {
#ifdef __AVX512F__
        return verify_classic9_vec(grid);
#else
        return verify_classic9(grid);
#endif
    }
    if (m->rows > 64) /* one 64-bit mask per group below: too narrow */
        return verify_grid(m, grid, NULL, 0);
    uint64_t row[PUZ_MAX_SIDE], col[PUZ_MAX_SIDE], box[PUZ_MAX_SIDE];
    int n = m->rows, br = m->box_r, bc = m->box_c, bpr = n / bc; /* boxes per band */
    for (int i = 0; i < n; i++)
        row[i] = col[i] = box[i] = 0;
    const int *g = grid;
    for (int r = 0; r < n; r++) {
        uint64_t rm = 0, *bx = box + r / br * bpr;
        for (int kb = 0, k = 0; kb < bpr; kb++) {
            uint64_t bm = 0;
            for (int j = 0; j < bc; j++, k++) {
                unsigned v = (unsigned)*g++ - 1u;
                if (v >= (unsigned)n)
                    return 0;
                uint64_t bit = 1ULL << v;
                rm |= bit;
                bm |= bit;
                col[k] |= bit;
            }
            bx[kb] |= bm;
        }
        row[r] = rm;
    }
    uint64_t all = n == 64 ? ~0ULL : (1ULL << n) - 1, ok = all;
    for (int i = 0; i < n; i++)
        ok &= row[i] & col[i] & box[i];
    return ok == all;
}
