/* links.c -- the rules of the variant constraints other than parity
 * (less, consecutive, double, arrow; PROPAGATION in search_impl.h):
 * prune_link, which propagate.c runs on each Link.
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* The candidate bits of the values lo..hi (clipped to the grid's). */
static cset range_mask(const Solver *s, long lo, long hi)
{
    long kl = lo - s->vmin, kh = hi - s->vmin;
    if (kl < 0)
        kl = 0;
    if (kh > s->nvals - 1)
        kh = s->nvals - 1;
    if (kl > kh)
        return cs_zero();
    return cs_andnot(cs_upto((int)kh + 1), cs_upto((int)kl));
}

static inline long lo_value(const Solver *s, cset x)
{
    return s->vmin + cs_lo(x);
}
static inline long hi_value(const Solver *s, cset x)
{
    return s->vmin + cs_hi(x);
}

/* keep_only() for the variant rules, where a cell left empty also weighs
 * on that cell (dom/wdeg). */
static int narrow(Solver *s, cset *cand, uint8_t *placed, int c, cset mask)
{
    int r = keep_only(s, cand, placed, c, mask);
    if (r < 0)
        s->cw[c]++;
    return r;
}

/* The values with a partner in x: v and v +- 1 (consecutive), or v and 2v
 * or v/2 (double). */
static cset partners(const Solver *s, ConKind kind, cset x)
{
    if (kind == CON_CONSEC)
        return cs_and(cs_or(cs_up1(x), cs_down1(x)), s->full);
    cset out = cs_zero();
    for (; !cs_empty(x); cs_droplo(&x)) {
        long v = s->vmin + cs_lo(x);
        out = cs_or(out, range_mask(s, 2 * v, 2 * v));
        if (v % 2 == 0)
            out = cs_or(out, range_mask(s, v / 2, v / 2));
    }
    return out;
}

/* The pair kinds (pairs.h): each cell of a pair keeps the values with a
 * partner among the other's candidates (Link.allow), one pass each way,
 * which is arc consistent as the relations are symmetric. A negative kind
 * (NONCONSEC, NONDOUBLE, NONXV, DIFFER) denies a value at most two
 * partners (v +- 1; 2v and v/2; 5 - v and 10 - v; v), so a cell with three
 * candidates or more leaves its partner everything and is passed over. */
static int prune_pairs(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int changed = 0, every = l->kind == CON_XV || l->kind == CON_WHISPER || l->kind == CON_EQUAL;
    for (int i = 0; i + 1 < l->n; i += 2)
        for (int side = 0; side < 2; side++) {
            cset from = cand[x[i + side]], sup = cs_zero();
            if (!every && cs_count(from) > 2)
                continue;
            for (; !cs_empty(from); cs_droplo(&from))
                sup = cs_or(sup, l->allow[cs_lo(from)]);
            int r = narrow(s, cand, placed, x[i + 1 - side], sup);
            if (r < 0)
                return -1;
            changed |= r;
        }
    return changed;
}

/* SKYSCRAPER, clue N along x[0..n-1] (see PROPAGATION). The line is
 * read as an automaton whose state before cell i is (m, k): the tallest
 * value so far, m, and how many cells showed, k. A value v at cell i
 * hides (v <= m: state kept) or shows (v > m: state (v, k + 1)); the
 * line holds when it ends in a state with k = N. Every state set with one
 * k is a cset of maxima, so each step is a few set operations:
 *   backward  B[i][k], the maxima m from which cells i.. can still end
 *             with N shown: B[n][N] = all, else empty, and
 *             B[i][k] = (B[i+1][k] from lo(C) up)
 *                       | (below hi(C & B[i+1][k+1]))     (C = cell i's)
 *   forward   F[i][k], the states reached through cells 0..i-1 that are
 *             also in B[i][k] (so on some whole path); cell 0 starts it
 *             (it always shows: F[1][1] = C0 & B[1][1])
 *   support   v stays in cell i when it hides below a max of F[i][k] &
 *             B[i+1][k] (v <= that max) or shows into B[i+1][k+1] above
 *             the least of F[i][k].
 * A cell left with nothing is a contradiction. This is generalised arc
 * consistency for the rule on its own (the line's values need not differ
 * here: hiding admits v = m), so with every cell decided it is the rule
 * itself. It subsumes the bounds rule (the first cell at most vmax -
 * (N - 1), sure and possible shown cells bracketing N), which stays for
 * lines whose tables (n + 3 rows of N + 2 sets, Link.allow, built by
 * sky_tables) would pass SKY_MAX_SETS. */
#define SKY_MAX_SETS 8192

static int sky_rows(const Link *l)
{
    return l->total + 2;
}

static int sky_fits(const Link *l)
{
    return l->total >= 1 && (long)(l->n + 3) * sky_rows(l) <= SKY_MAX_SETS;
}

static int prune_skyscraper(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int n = l->n, N = l->total, w = sky_rows(l);
    if (!l->allow) { /* too large for tables: bounds */
        int r = narrow(s, cand, placed, x[0],
                       range_mask(s, s->vmin, s->vmin + s->nvals - l->total));
        if (r < 0)
            return -1;
        long hi_before = -1, lo_before = -1;
        int sure = 0, maybe = 0;
        for (int i = 0; i < n; i++) {
            long lo = lo_value(s, cand[x[i]]), hi = hi_value(s, cand[x[i]]);
            sure += lo > hi_before;
            maybe += hi > lo_before;
            if (hi > hi_before)
                hi_before = hi;
            if (lo > lo_before)
                lo_before = lo;
        }
        return sure > l->total || maybe < l->total ? -1 : r;
    }
    cset *B = l->allow, *F = B + (size_t)(n + 1) * w, *G = F + w; /* B[i][k] = B[i * w + k] */
    for (int k = 0; k < w; k++)
        B[(size_t)n * w + k] = k == N ? s->full : cs_zero();
    for (int i = n - 1; i >= 1; i--) {
        cset c = cand[x[i]];
        const cset *next = B + (size_t)(i + 1) * w;
        cset *row = B + (size_t)i * w;
        cset from_lo = cs_empty(c) ? cs_zero() : cs_andnot(s->full, cs_upto(cs_lo(c)));
        row[0] = cs_zero();
        for (int k = 1; k <= N; k++) {
            cset show = cs_and(c, next[k + 1]);
            row[k] = cs_and(next[k], from_lo);
            if (!cs_empty(show))
                row[k] = cs_or(row[k], cs_upto(cs_hi(show)));
        }
        row[N + 1] = cs_zero();
    }
    int changed = 0;
    /* cell 0: shows whatever it holds */
    cset keep0 = cs_and(cand[x[0]], B[w + 1]);
    for (int k = 0; k < w; k++)
        F[k] = cs_zero();
    F[1] = keep0;
    int r = narrow(s, cand, placed, x[0], keep0);
    if (r < 0)
        return -1;
    changed |= r;
    for (int i = 1; i < n; i++) {
        cset c = cand[x[i]], keep = cs_zero();
        const cset *next = B + (size_t)(i + 1) * w;
        cset from_lo = cs_empty(c) ? cs_zero() : cs_andnot(s->full, cs_upto(cs_lo(c)));
        for (int k = 0; k < w; k++)
            G[k] = cs_zero();
        for (int k = 1; k <= N && k <= i; k++) {
            cset f = F[k];
            if (cs_empty(f))
                continue;
            cset stay = cs_and(f, next[k]); /* hide: v <= a max kept */
            if (!cs_empty(stay))
                keep = cs_or(keep, cs_and(c, cs_upto(cs_hi(stay) + 1)));
            cset up = cs_andnot(cs_and(c, next[k + 1]), cs_upto(cs_lo(f) + 1)); /* show */
            keep = cs_or(keep, up);
            G[k] = cs_or(G[k], cs_and(cs_and(f, from_lo), next[k]));
            G[k + 1] = cs_or(G[k + 1], up);
        }
        r = narrow(s, cand, placed, x[i], keep);
        if (r < 0)
            return -1;
        changed |= r;
        cset *t = F;
        F = G;
        G = t;
    }
    return changed;
}

/* The tables of prune_skyscraper, NULL (bounds) for a line too large. */
static cset *sky_tables(const Link *l)
{
    return sky_fits(l) ? xmalloc((size_t)(l->n + 3) * sky_rows(l) * sizeof(cset)) : NULL;
}

/* RENBAN along x[0..n-1]: n different values forming a window w..w+n-1.
 * A decided cell's value leaves the others; the window's start w lies
 * between the largest smallest candidate less n - 1 and the smallest
 * largest candidate, so every cell keeps only the values from the first
 * to the last of those windows ([max lo - (n-1), min hi + (n-1)]); fewer
 * than n values left among the cells is a contradiction. With every cell
 * decided this is the rule itself (distinct, max - min <= n - 1). */
static int prune_renban(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int changed = 0, r;
    for (int i = 0; i < l->n; i++)
        if (cs_single(cand[x[i]]))
            for (int j = 0; j < l->n; j++) {
                if (j == i)
                    continue;
                if ((r = narrow(s, cand, placed, x[j], cs_andnot(s->full, cand[x[i]]))) < 0)
                    return -1;
                changed |= r;
            }
    long maxlo = s->vmin, minhi = s->vmin + s->nvals - 1;
    for (int i = 0; i < l->n; i++) {
        long lo = lo_value(s, cand[x[i]]), hi = hi_value(s, cand[x[i]]);
        maxlo = lo > maxlo ? lo : maxlo;
        minhi = hi < minhi ? hi : minhi;
    }
    cset window = range_mask(s, maxlo - (l->n - 1), minhi + (l->n - 1)), all = cs_zero();
    for (int i = 0; i < l->n; i++) {
        if ((r = narrow(s, cand, placed, x[i], window)) < 0)
            return -1;
        changed |= r;
        all = cs_or(all, cand[x[i]]);
    }
    return cs_count(all) < l->n ? -1 : changed;
}

/* BETWEEN, ends x[0] and x[n-1]: every cell between them strictly inside
 * the ends' values, by bounds. With the ends' order known (one's largest
 * candidate below the other's smallest) the line is a chain: small end <
 * each middle cell < large end, narrowed both ways as LESS is; else each
 * middle cell lies strictly inside the smallest and the largest candidate
 * of the ends. With every cell decided this is the rule itself (equal ends
 * leave the middle nothing). */
static int prune_between(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int a = x[0], z = x[l->n - 1], changed = 0, r;
    long loa = lo_value(s, cand[a]), hia = hi_value(s, cand[a]);
    long loz = lo_value(s, cand[z]), hiz = hi_value(s, cand[z]);
    if (hia < loz || hiz < loa) {
        int sm = hia < loz ? a : z, lg = hia < loz ? z : a;
        long lo = lo_value(s, cand[sm]), hi = hi_value(s, cand[lg]);
        long mid_hi = hi, mid_lo = lo; /* the middle's smallest largest, largest smallest */
        for (int i = 1; i + 1 < l->n; i++) {
            if ((r = narrow(s, cand, placed, x[i], range_mask(s, lo + 1, hi - 1))) < 0)
                return -1;
            changed |= r;
            long h = hi_value(s, cand[x[i]]), w = lo_value(s, cand[x[i]]);
            mid_hi = i == 1 || h < mid_hi ? h : mid_hi;
            mid_lo = i == 1 || w > mid_lo ? w : mid_lo;
        }
        if ((r = narrow(s, cand, placed, sm, range_mask(s, s->vmin, mid_hi - 1))) < 0)
            return -1;
        changed |= r;
        if ((r = narrow(s, cand, placed, lg, range_mask(s, mid_lo + 1, s->vmin + s->nvals))) < 0)
            return -1;
        return changed | r;
    }
    long lo = loa < loz ? loa : loz, hi = hia > hiz ? hia : hiz;
    for (int i = 1; i + 1 < l->n; i++) {
        if ((r = narrow(s, cand, placed, x[i], range_mask(s, lo + 1, hi - 1))) < 0)
            return -1;
        changed |= r;
    }
    return changed;
}

/* The values the two ends of a sandwich may take at places i and j (ci,
 * cj their candidates; lbit, hbit the smallest and largest value): vmin at
 * one and vmax at the other, either way round, into *si and *sj (both
 * empty when neither way fits). */
static inline void sandwich_ends(cset ci, cset cj, cset lbit, cset hbit, cset *si, cset *sj)
{
    *si = *sj = cs_zero();
    if (cs_meets(ci, lbit) && cs_meets(cj, hbit)) {
        *si = lbit;
        *sj = hbit;
    }
    if (cs_meets(ci, hbit) && cs_meets(cj, lbit)) {
        *si = cs_or(*si, hbit);
        *sj = cs_or(*sj, lbit);
    }
}

/* SANDWICH along x[0..n-1], total T: the line as a whole, over the
 * places of its two ends (vmin and vmax, each exactly once). Every pair of
 * places i < j, one able to hold vmin and the other vmax (either way
 * round), is kept when every other cell can hold a middle value (neither
 * end) and the cells strictly between add up to T within their bounds
 * (the sums of their smallest and largest middle candidates). Each cell
 * keeps only what some kept pair allows it: an end its end values, a cell
 * between the middle values within T less the others' bounds, a cell
 * outside the middle values; no pair kept is a contradiction. Between
 * sums only grow with j, so a pair's sum is carried from the last, and j
 * stops once the smallest sum passes T. With every cell decided one pair
 * at most is left, and it is kept exactly when the rule holds. The sets
 * gathered go in l->allow (n of them, scratch). */
static int prune_sandwich(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int n = l->n, top = s->nvals - 1, empty = 0, first = n, last = -1, changed = 0, r;
    long T = l->total;
    cset lbit = cs_bit(0), hbit = cs_bit(top), mid = cs_andnot(cs_andnot(s->full, lbit), hbit);
    cset *sup = l->allow;
    for (int k = 0; k < n; k++) {
        sup[k] = cs_zero();
        empty += !cs_meets(cand[x[k]], mid);
    }
    for (int i = 0; i + 1 < n; i++) {
        cset ci = cand[x[i]];
        if (!cs_meets(ci, cs_or(lbit, hbit)))
            continue;
        int ei = !cs_meets(ci, mid);
        long lo = 0, hi = 0; /* the bounds of cells i+1 .. j-1 */
        for (int j = i + 1; j < n; j++) {
            if (j > i + 1) {
                cset b = cs_and(cand[x[j - 1]], mid);
                if (cs_empty(b))
                    break; /* an end between: no later j either */
                lo += lo_value(s, b);
                hi += hi_value(s, b);
                if (lo > T)
                    break;
            }
            cset cj = cand[x[j]];
            if (hi < T || empty - ei - !cs_meets(cj, mid) > 0)
                continue;
            cset si, sj;
            sandwich_ends(ci, cj, lbit, hbit, &si, &sj);
            if (cs_empty(si))
                continue;
            sup[i] = cs_or(sup[i], si);
            sup[j] = cs_or(sup[j], sj);
            for (int k = i + 1; k < j; k++) {
                cset b = cs_and(cand[x[k]], mid);
                sup[k] = cs_or(sup[k], cs_and(b, range_mask(s, T - (hi - hi_value(s, b)),
                                                            T - (lo - lo_value(s, b)))));
            }
            first = first < j ? first : j; /* cells past it may lie outside */
            last = last > i ? last : i;    /* cells before it too */
        }
    }
    if (last < 0)
        return -1;
    for (int k = 0; k < n; k++) {
        cset keep = k < last || k > first ? cs_or(sup[k], cs_and(cand[x[k]], mid)) : sup[k];
        if ((r = narrow(s, cand, placed, x[k], keep)) < 0)
            return -1;
        changed |= r;
    }
    return changed;
}

/* REGIONSUM's sum sets: the sums 0..127 a run's cells can make, as bits
 * (two words). */
typedef struct {
    uint64_t w[2];
} RsumSet;

#define RSUM_MAX_SUM 127 /* sets hold sums up to this; larger runs: bounds */
#define RSUM_MAX_CELLS 64

static inline RsumSet rsum_shl(RsumSet a, int k) /* 0 <= k <= 127 */
{
    RsumSet r = a;
    if (k >= 64) {
        r.w[1] = a.w[0] << (k - 64);
        r.w[0] = 0;
    } else if (k > 0) {
        r.w[1] = a.w[1] << k | a.w[0] >> (64 - k);
        r.w[0] = a.w[0] << k;
    }
    return r;
}

static inline RsumSet rsum_or(RsumSet a, RsumSet b)
{
    return (RsumSet){{a.w[0] | b.w[0], a.w[1] | b.w[1]}};
}

static inline RsumSet rsum_and(RsumSet a, RsumSet b)
{
    return (RsumSet){{a.w[0] & b.w[0], a.w[1] & b.w[1]}};
}

static inline int rsum_empty(RsumSet a) { return !(a.w[0] | a.w[1]); }

/* The sums of a + v for a in A, v a value of the candidates c. */
static RsumSet rsum_cell(const Solver *s, RsumSet A, cset c)
{
    RsumSet out = {{0, 0}};
    for (; !cs_empty(c); cs_droplo(&c))
        out = rsum_or(out, rsum_shl(A, (int)(s->vmin + cs_lo(c))));
    return out;
}

/* The sums of a + b for a in A, b in B. */
static RsumSet rsum_add(RsumSet A, RsumSet B)
{
    RsumSet out = {{0, 0}};
    for (int h = 0; h < 2; h++)
        for (uint64_t w = A.w[h]; w; w &= w - 1)
            out = rsum_or(out, rsum_shl(B, 64 * h + __builtin_ctzll(w)));
    return out;
}

/* REGIONSUM by bounds, runs larger than the sets hold: each run's sum
 * lies between the sums of its cells' smallest and largest candidates;
 * both lie in the two ranges' overlap L..H (empty: a contradiction), so a
 * cell keeps the values that let its run still reach L..H with the
 * others' bounds, as an arrow. */
static int prune_regionsum_bounds(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    long lo[2] = {0, 0}, hi[2] = {0, 0};
    for (int i = 0; i < l->n; i++) {
        lo[i >= l->total] += lo_value(s, cand[x[i]]);
        hi[i >= l->total] += hi_value(s, cand[x[i]]);
    }
    long L = lo[0] > lo[1] ? lo[0] : lo[1], H = hi[0] < hi[1] ? hi[0] : hi[1];
    if (L > H)
        return -1;
    int changed = 0, r;
    for (int i = 0; i < l->n; i++) {
        int side = i >= l->total;
        long clo = lo_value(s, cand[x[i]]), chi = hi_value(s, cand[x[i]]);
        /* the run's other cells add up to lo - clo .. hi - chi */
        if ((r = narrow(s, cand, placed, x[i], range_mask(s, L - (hi[side] - chi),
                                                          H - (lo[side] - clo)))) < 0)
            return -1;
        if (r) {
            lo[side] += lo_value(s, cand[x[i]]) - clo;
            hi[side] += hi_value(s, cand[x[i]]) - chi;
            changed = 1;
        }
    }
    return changed;
}

/* SANDWICH along a full group (Link.set_at: every value once on the line),
 * by the sets of middle values adding up to T: for a pair of end places
 * i < j (kept as in prune_sandwich) with k cells between, a set S of k
 * values is kept when the cells between can hold all of S and each one of
 * them (their union covers S, each meets S), and the cells outside can hold
 * every other middle value likewise; each cell keeps its candidates in S
 * (between) or outside S (outside) over every kept pair and set. Setters
 * call these a sandwich's combinations: 0 leaves the ends neighbours, 35
 * on a 9x9 puts them at the line's ends. With every cell decided one pair
 * and one set at most is left, exactly when the rule holds. Scratch:
 * allow[0..n) the sets gathered, [n..2n) the union of the cells before i,
 * [2n..3n) after j. */
static int prune_sandwich_sets(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int n = l->n, top = s->nvals - 1, changed = 0, r, any = 0;
    cset lbit = cs_bit(0), hbit = cs_bit(top), mid = cs_andnot(cs_andnot(s->full, lbit), hbit);
    cset *sup = l->allow, *pre = sup + n, *suf = pre + n;
    const cset *sets = sup + 3 * n;
    pre[0] = suf[n - 1] = cs_zero();
    for (int k = 0; k < n; k++)
        sup[k] = cs_zero();
    for (int k = 1; k < n; k++) {
        pre[k] = cs_or(pre[k - 1], cs_and(cand[x[k - 1]], mid));
        suf[n - 1 - k] = cs_or(suf[n - k], cs_and(cand[x[n - k]], mid));
    }
    for (int i = 0; i + 1 < n; i++) {
        cset ci = cand[x[i]];
        if (!cs_meets(ci, cs_or(lbit, hbit)))
            continue;
        cset between = cs_zero();
        for (int j = i + 1; j < n; j++) {
            if (j > i + 1) {
                cset b = cs_and(cand[x[j - 1]], mid);
                if (cs_empty(b))
                    break; /* an end between: no later j either */
                between = cs_or(between, b);
            }
            cset cj = cand[x[j]], si, sj;
            sandwich_ends(ci, cj, lbit, hbit, &si, &sj);
            int k = j - i - 1;
            if (cs_empty(si) || k > n - 2)
                continue;
            cset outside = cs_or(pre[i], suf[j]);
            for (int t = l->set_at[k]; t < l->set_at[k + 1]; t++) {
                cset S = sets[t], rest = cs_andnot(mid, S);
                if (!cs_eq(cs_and(between, S), S) || !cs_eq(cs_and(outside, rest), rest))
                    continue;
                int ok = 1;
                for (int q = 0; q < n && ok; q++)
                    if (q != i && q != j)
                        ok = cs_meets(cand[x[q]], q > i && q < j ? S : rest);
                if (!ok)
                    continue;
                any = 1;
                sup[i] = cs_or(sup[i], si);
                sup[j] = cs_or(sup[j], sj);
                for (int q = 0; q < n; q++)
                    if (q != i && q != j)
                        sup[q] = cs_or(sup[q], cs_and(cand[x[q]], q > i && q < j ? S : rest));
            }
        }
    }
    if (!any)
        return -1;
    for (int k = 0; k < n; k++) {
        if ((r = narrow(s, cand, placed, x[k], sup[k])) < 0)
            return -1;
        changed |= r;
    }
    return changed;
}

/* A run's distinct assignments, cells x[i..e): with keep NULL, their sums
 * go to *sums; else each assignment whose sum is in common adds its values
 * to keep[] (keep[0] for x[i0]). */
static void rsum_walk(const Solver *s, const cset *cand, const int *x, int i, int e, int i0,
                      cset used, int sum, int *vals, RsumSet *sums, RsumSet common, cset *keep)
{
    if (i == e) {
        if (!keep) {
            sums->w[sum >> 6] |= (uint64_t)1 << (sum & 63);
        } else if (common.w[sum >> 6] >> (sum & 63) & 1) {
            for (int j = i0; j < e; j++)
                cs_add(&keep[j - i0], vals[j - i0]);
        }
        return;
    }
    for (cset c = cs_andnot(cand[x[i]], used); !cs_empty(c); cs_droplo(&c)) {
        int k = cs_lo(c);
        cset u = used;
        cs_add(&u, k);
        vals[i - i0] = k;
        rsum_walk(s, cand, x, i + 1, e, i0, u, sum + (int)s->vmin + k, vals, sums, common, keep);
    }
}

/* SUM BLOCKS: a plain sum (no cage: a little killer's diagonal, a sum
 * across boxes) beyond its bounds. Its cells, in order, fall into blocks,
 * runs whose every two cells share a group (mark_blocks, at build: a
 * diagonal's cells within one box), so a block's values differ. Each
 * block's distinct assignments give the set of sums it can make (walked
 * when the product of its candidate counts is at most SUMBLK_EXACT, else
 * its cells are taken one by one, their distinctness left out). With
 * F[b] the sums of the blocks before b and R[b + 1] those after it, the
 * block may make t only when total - t is in F[b] + R[b + 1]; each cell
 * keeps the values of some assignment of its block making such a t (none:
 * a contradiction). Only for sums whose every total fits a set (sums of at
 * most RSUM_MAX_SUM from values >= 0: a 9x9's always do). With every cell
 * decided this is the rule itself. A sum whose cells hold what they held
 * at its last fixpoint (Solver.sum_seen) is passed over: the walk would
 * find nothing. bench/variants' little killer 9x9s counted to 2 by
 * native alone: the first 231,604 guesses by bounds (its diagonals lying
 * in one box already SUM_APART), 89,357 by blocks; the second
 * 103,724 before either rule, 28,343 by blocks. */
#define SUMBLK_EXACT 64

static void mark_blocks(Solver *s)
{
    long vmax = s->vmin + s->nvals - 1, need = 0;
    for (int k = 0; k < s->nsums; k++)
        if (s->sums[k].distinct == SUM_PLAIN)
            need += s->sums[k].n + 1;
    if (!need || s->vmin < 0)
        return;
    int *store = s->sum_blocks = xmalloc((size_t)need * sizeof(int)), used = 0, seen = 0;
    for (int k = 0; k < s->nsums; k++) {
        Sum *sm = &s->sums[k];
        if (sm->distinct != SUM_PLAIN || sm->n > RSUM_MAX_CELLS ||
            (long)sm->n * vmax > RSUM_MAX_SUM || sm->total < 0 || sm->total > RSUM_MAX_SUM)
            continue;
        int *blk = store + used, nb = 0;
        blk[nb++] = 0;
        for (int j = 1; j < sm->n; j++) {
            int apart = 1;
            for (int i = blk[nb - 1]; apart && i < j; i++)
                apart = share_group(s, sm->cells[i], sm->cells[j]);
            if (!apart)
                blk[nb++] = j;
        }
        blk[nb] = sm->n;
        sm->blk = blk;
        sm->nblk = nb;
        sm->seen = seen;
        seen += sm->n;
        used += nb + 1;
    }
    s->sum_seen = xcalloc((size_t)(seen ? seen : 1), sizeof(cset)); /* empty: never seen */
}

static int prune_sum_blocks(Solver *s, const Sum *sm, cset *cand, uint8_t *placed)
{
    const int *x = sm->cells;
    cset *seen = s->sum_seen + sm->seen;
    int same = 1;
    for (int j = 0; same && j < sm->n; j++)
        same = cs_eq(seen[j], cand[x[j]]);
    if (same) /* as at its last fixpoint: nothing to find */
        return 0;
    int seg[RSUM_MAX_CELLS + 1], ns = 0, vals[RSUM_MAX_CELLS];
    for (int b = 0; b < sm->nblk; b++) {
        int i = sm->blk[b], e = sm->blk[b + 1];
        long ways = 1;
        for (int j = i; j < e && ways <= SUMBLK_EXACT; j++)
            ways *= cs_count(cand[x[j]]);
        if (ways <= SUMBLK_EXACT)
            seg[ns++] = i;
        else
            for (int j = i; j < e; j++)
                seg[ns++] = j;
    }
    seg[ns] = sm->n;
    RsumSet S[RSUM_MAX_CELLS], F[RSUM_MAX_CELLS + 1], R[RSUM_MAX_CELLS + 1], one = {{1, 0}};
    F[0] = one;
    for (int b = 0; b < ns; b++) {
        S[b] = (RsumSet){{0, 0}};
        rsum_walk(s, cand, x, seg[b], seg[b + 1], seg[b], cs_zero(), 0, vals, &S[b], one, NULL);
        F[b + 1] = rsum_add(F[b], S[b]);
    }
    if (!(F[ns].w[sm->total >> 6] >> (sm->total & 63) & 1))
        return -1;
    R[ns] = one;
    for (int b = ns - 1; b > 0; b--)
        R[b] = rsum_add(R[b + 1], S[b]);
    int changed = 0;
    cset keep[RSUM_MAX_CELLS];
    for (int b = 0; b < ns; b++) {
        RsumSet X = rsum_add(F[b], R[b + 1]), want = {{0, 0}};
        for (int h = 0; h < 2; h++)
            for (uint64_t w = X.w[h]; w; w &= w - 1) {
                int u = 64 * h + __builtin_ctzll(w);
                if (u <= sm->total)
                    want.w[(sm->total - u) >> 6] |= (uint64_t)1 << ((sm->total - u) & 63);
            }
        int i = seg[b], e = seg[b + 1];
        for (int j = i; j < e; j++)
            keep[j - i] = cs_zero();
        rsum_walk(s, cand, x, i, e, i, cs_zero(), 0, vals, NULL, want, keep);
        for (int j = i; j < e; j++) {
            int r = narrow(s, cand, placed, x[j], keep[j - i]);
            if (r < 0)
                return -1;
            changed |= r;
        }
    }
    if (!changed)
        for (int j = 0; j < sm->n; j++)
            seen[j] = cand[x[j]];
    return changed;
}

/* REGIONSUM, runs x[0..total-1] and x[total..n-1] (see PROPAGATION): by
 * the sets of sums each run can make, when every sum fits a set (a 9x9's
 * always do): the common sum lies in both runs' sets (none: a
 * contradiction), and a cell keeps a value v when v and the run's other
 * cells can make such a common sum. A run with few assignments left (the
 * product of its candidate counts at most RSUM_EXACT) is walked, its
 * values different as its region has them; a larger one is added up by
 * prefix and suffix sets (the cells before and after the cell), the
 * region's distinctness left out. A line's runs are chained pair by pair,
 * so its common sum narrows along the whole line as the pairs are run
 * again. With every cell decided this is the rule itself. */
#define RSUM_EXACT 64
static int prune_regionsum(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    long top[2] = {0, 0}, ways[2] = {1, 1};
    for (int i = 0; i < l->n; i++) {
        top[i >= l->total] += hi_value(s, cand[x[i]]);
        if (ways[i >= l->total] <= RSUM_EXACT)
            ways[i >= l->total] *= cs_count(cand[x[i]]);
    }
    if (top[0] > RSUM_MAX_SUM || top[1] > RSUM_MAX_SUM || l->n > RSUM_MAX_CELLS)
        return prune_regionsum_bounds(s, l, cand, placed);
    /* pre[i], suf[i]: the sums of the cells of i's run before i, after i */
    RsumSet pre[RSUM_MAX_CELLS], suf[RSUM_MAX_CELLS], one = {{1, 0}}, run[2];
    int vals[RSUM_MAX_CELLS], from[3] = {0, l->total, l->n};
    for (int side = 0; side < 2; side++) {
        int b = from[side], e = from[side + 1];
        if (ways[side] <= RSUM_EXACT) {
            run[side] = (RsumSet){{0, 0}};
            rsum_walk(s, cand, x, b, e, b, cs_zero(), 0, vals, &run[side], one, NULL);
            continue;
        }
        for (int i = b; i < e; i++)
            pre[i] = i == b ? one : rsum_cell(s, pre[i - 1], cand[x[i - 1]]);
        for (int i = e - 1; i >= b; i--)
            suf[i] = i + 1 == e ? one : rsum_cell(s, suf[i + 1], cand[x[i + 1]]);
        run[side] = rsum_cell(s, pre[e - 1], cand[x[e - 1]]);
    }
    RsumSet common = rsum_and(run[0], run[1]);
    if (rsum_empty(common))
        return -1;
    int changed = 0, r;
    cset keep[RSUM_MAX_CELLS];
    for (int side = 0; side < 2; side++) {
        int b = from[side], e = from[side + 1];
        for (int i = b; i < e; i++)
            keep[i - b] = cs_zero();
        if (ways[side] <= RSUM_EXACT)
            rsum_walk(s, cand, x, b, e, b, cs_zero(), 0, vals, NULL, common, keep);
        else
            for (int i = b; i < e; i++) {
                RsumSet others = rsum_add(pre[i], suf[i]);
                for (cset c = cand[x[i]]; !cs_empty(c); cs_droplo(&c))
                    if (!rsum_empty(rsum_and(rsum_shl(others, (int)(s->vmin + cs_lo(c))),
                                             common)))
                        cs_add(&keep[i - b], cs_lo(c));
            }
        for (int i = b; i < e; i++) {
            if ((r = narrow(s, cand, placed, x[i], keep[i - b])) < 0)
                return -1;
            changed |= r;
        }
    }
    return changed;
}

/* XSUM along x[0..n-1], total T: each value X of the first cell (X <= n)
 * is kept when T - X lies within the bounds of cells 1..X-1 (the sums of
 * their smallest and largest candidates); a cell k < X keeps what T - X
 * less the others' bounds allows, a cell k >= X anything. Each cell keeps
 * the union over the X kept, none kept is a contradiction; with every cell
 * decided this is the rule itself. Gathered in l->allow, as above. */
static int prune_xsum(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int n = l->n, free_from = n, changed = 0, r;
    cset *sup = l->allow, first = cs_zero();
    long lo = 0, hi = 0; /* bounds of cells 1 .. X-1 */
    int upto = 1;        /* cells below upto are in lo, hi */
    for (int k = 0; k < n; k++)
        sup[k] = cs_zero();
    for (cset c0 = cand[x[0]]; !cs_empty(c0); cs_droplo(&c0)) {
        int q = cs_lo(c0);
        long X = s->vmin + q, rest = l->total - X;
        if (X > n)
            break;
        for (; upto < X; upto++) {
            lo += lo_value(s, cand[x[upto]]);
            hi += hi_value(s, cand[x[upto]]);
        }
        if (rest < lo || rest > hi)
            continue;
        cs_add(&first, q);
        for (int k = 1; k < X; k++) {
            cset b = cand[x[k]];
            sup[k] = cs_or(sup[k], range_mask(s, rest - (hi - hi_value(s, b)),
                                              rest - (lo - lo_value(s, b))));
        }
        free_from = free_from < X ? free_from : (int)X;
    }
    if ((r = narrow(s, cand, placed, x[0], first)) < 0)
        return -1;
    changed |= r;
    for (int k = 1; k < n; k++) {
        if ((r = narrow(s, cand, placed, x[k], k >= free_from ? s->full : sup[k])) < 0)
            return -1;
        changed |= r;
    }
    return changed;
}

/* XSUM along a full group (Link.set_at), by the sets of values the first
 * X cells may hold: for each value X of the first cell (index q), a set S
 * of X - 1 other values adding up to T - X is kept when cells 1..X-1 can
 * hold all of S and each one of them, and the cells after them every value
 * but S and X likewise; each cell keeps its candidates in S (or outside S
 * and X) over every X and set kept, the first cell the X kept. With every
 * cell decided one X and one set at most is left, exactly when the rule
 * holds. Scratch: allow[0..n) the sets gathered, [n..2n) the union of the
 * cells from k on. */
static int prune_xsum_sets(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int n = l->n, changed = 0, r;
    cset *sup = l->allow, *from = sup + n, first = cs_zero(), prefix = cs_zero();
    const cset *sets = sup + 2 * n;
    from[n - 1] = cand[x[n - 1]];
    for (int k = n - 2; k >= 0; k--)
        from[k] = cs_or(from[k + 1], cand[x[k]]);
    for (int k = 0; k < n; k++)
        sup[k] = cs_zero();
    int upto = 1; /* prefix: the union of cells 1 .. upto-1 */
    for (cset c0 = cand[x[0]]; !cs_empty(c0); cs_droplo(&c0)) {
        int q = cs_lo(c0), X = s->vmin + q;
        if (X > n)
            break;
        for (; upto < X; upto++)
            prefix = cs_or(prefix, cand[x[upto]]);
        cset after = X < n ? from[X] : cs_zero(), qbit = cs_bit(q);
        for (int t = l->set_at[q]; t < l->set_at[q + 1]; t++) {
            cset S = sets[t], rest = cs_andnot(cs_andnot(s->full, S), qbit);
            if (!cs_eq(cs_and(prefix, S), S) || !cs_eq(cs_and(after, rest), rest))
                continue;
            int ok = 1;
            for (int k = 1; k < n && ok; k++)
                ok = cs_meets(cand[x[k]], k < X ? S : rest);
            if (!ok)
                continue;
            first = cs_or(first, qbit);
            for (int k = 1; k < n; k++)
                sup[k] = cs_or(sup[k], cs_and(cand[x[k]], k < X ? S : rest));
        }
    }
    sup[0] = first;
    for (int k = 0; k < n; k++) {
        if ((r = narrow(s, cand, placed, x[k], sup[k])) < 0)
            return -1;
        changed |= r;
    }
    return changed;
}

/* QUADRUPLE, the 2x2 x[0..3] and its listed values (quadruple.h), by
 * matching: the listed values must go to different cells that may hold
 * them. A cell keeps value v when the values still to be placed once v is
 * there (the list less one v, if v is listed) can go to the other three
 * cells, each to one; with no way for the whole list, a contradiction.
 * With every cell decided this is the rule itself. */
static int quad_fits(const cset *cand, const int *x, const int *k, int n, int skip, int used)
{
    if (n == 0)
        return 1;
    for (int i = 0; i < 4; i++)
        if (i != skip && !(used >> i & 1) && cs_has(cand[x[i]], k[0]) &&
            quad_fits(cand, x, k + 1, n - 1, skip, used | 1 << i))
            return 1;
    return 0;
}

static int prune_quadruple(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int v[4], k[4], rest[4], n = quad_values(l->total, v), changed = 0, r;
    for (int j = 0; j < n; j++)
        k[j] = v[j] - s->vmin;
    if (!quad_fits(cand, x, k, n, -1, 0))
        return -1;
    for (int i = 0; i < 4; i++) {
        /* the values not listed: all the list to the other three */
        cset keep = quad_fits(cand, x, k, n, i, 0) ? cand[x[i]] : cs_zero();
        for (int j = 0; j < n; j++) {
            if (j > 0 && k[j] == k[j - 1])
                continue;
            cs_del(&keep, k[j]);
            if (!cs_has(cand[x[i]], k[j]))
                continue;
            int m = 0;
            for (int q = 0; q < n; q++)
                if (q != j)
                    rest[m++] = k[q];
            if (quad_fits(cand, x, rest, m, i, 0))
                cs_add(&keep, k[j]);
        }
        if ((r = narrow(s, cand, placed, x[i], keep)) < 0)
            return -1;
        changed |= r;
    }
    return changed;
}

/* The rules of the variant constraints (see PROPAGATION); returns -1 on a
 * contradiction, 1 if a candidate went, 0 if nothing changed. */
static int prune_link(Solver *s, const Link *l, cset *cand, uint8_t *placed)
{
    const int *x = l->cells;
    int changed = 0, r;
    switch (l->kind) {
    case CON_LESS:
        for (int i = 1; i < l->n; i++) {
            if ((r = narrow(s, cand, placed, x[i],
                            range_mask(s, lo_value(s, cand[x[i - 1]]) + 1, s->vmin + CSET_BITS - 1))) < 0)
                return -1;
            changed |= r;
        }
        for (int i = l->n - 2; i >= 0; i--) {
            if ((r = narrow(s, cand, placed, x[i],
                            range_mask(s, s->vmin, hi_value(s, cand[x[i + 1]]) - 1))) < 0)
                return -1;
            changed |= r;
        }
        return changed;
    case CON_CONSEC:
    case CON_DOUBLE:
        for (int i = 0; i < 2; i++) {
            if ((r = narrow(s, cand, placed, x[1 - i], partners(s, l->kind, cand[x[i]]))) < 0)
                return -1;
            changed |= r;
        }
        return changed;
    case CON_ARROW: {
        long lo = 0, hi = 0;
        for (int i = 1; i < l->n; i++) {
            lo += lo_value(s, cand[x[i]]);
            hi += hi_value(s, cand[x[i]]);
        }
        if ((r = narrow(s, cand, placed, x[0], range_mask(s, lo, hi))) < 0)
            return -1;
        changed |= r;
        long alo = lo_value(s, cand[x[0]]), ahi = hi_value(s, cand[x[0]]);
        for (int i = 1; i < l->n; i++) {
            long clo = lo_value(s, cand[x[i]]), chi = hi_value(s, cand[x[i]]);
            /* the others add up to lo - clo .. hi - chi */
            if ((r = narrow(s, cand, placed, x[i],
                            range_mask(s, alo - (hi - chi), ahi - (lo - clo)))) < 0)
                return -1;
            if (r) {
                lo += lo_value(s, cand[x[i]]) - clo;
                hi += hi_value(s, cand[x[i]]) - chi;
                changed = 1;
            }
        }
        return changed;
    }
    case CON_SKYSCRAPER:
        return prune_skyscraper(s, l, cand, placed);
    case CON_RENBAN:
        return prune_renban(s, l, cand, placed);
    case CON_BETWEEN:
        return prune_between(s, l, cand, placed);
    case CON_SANDWICH:
        return l->set_at ? prune_sandwich_sets(s, l, cand, placed)
                         : prune_sandwich(s, l, cand, placed);
    case CON_XSUM:
        return l->set_at ? prune_xsum_sets(s, l, cand, placed) : prune_xsum(s, l, cand, placed);
    case CON_REGIONSUM:
        return prune_regionsum(s, l, cand, placed);
    case CON_QUADRUPLE:
        return prune_quadruple(s, l, cand, placed);
    default: /* the pair kinds, listed once in pairs.h */
        return con_is_pairs(l->kind) ? prune_pairs(s, l, cand, placed) : 0;
    }
}
