/* fast9.c -- the 9x9 fast path of the native backend: the same solver
 * family as native_impl.h (bitset candidates, propagation of singles, branching
 * on a cell with the fewest candidates), laid out band-wise so that one
 * word operation works on 27 cells at once.
 *
 * REPRESENTATION
 *   A band is three rows (band b = rows 3b..3b+2). For digit d and band b,
 *   f[9b+d] is a 30-bit word of the cells of band b where d is still
 *   possible: row r of the band (0..2) is the 10-bit lane at bit 10r, cell
 *   (r, c) is bit 10r+c (c = column 0..8), and bit 10r+9 is a guard bit,
 *   always 0 in the state. The box of bit 10r+c is c/3; a "mini-row" is the
 *   3 cells of one row inside one box (9 per band).
 *   u[b] is the set of cells of band b not yet committed to a digit. A cell
 *   is committed to d when it is d's only place in its row; it then leaves
 *   the words of the other 8 digits. Cells committed to d stay in d's words.
 *   cols[d] holds the columns where d is possible, band b's 9 at bit 9b+c,
 *   as the stack filter last left them (see update()).
 *   The whole state is 39 words plus a 27-bit mask of the words (digit,
 *   band) changed since their digit's last update (160 bytes), so a guess
 *   copies it rather than logging undos. The givens are set all at once
 *   (fast9_solve()): the state force() would leave after each in turn.
 *
 * PROPAGATION (propagate(): to a fixpoint, or a contradiction)
 *   Per changed digit d (update()), on its three band words (the band
 *   filter only on the bands that changed; the others are still filtered):
 *   band filter  inside a band, d takes one cell in each row and each box,
 *                so the mini-rows holding it form a 3x3 permutation matrix
 *                (6 possible). A table indexed by the 9-bit set of
 *                non-empty mini-rows (minirows()) gives the union of the permutations
 *                that set still contains; cells outside it go. This is
 *                locked candidates (pointing and claiming) between rows and
 *                boxes, and more; no permutation left is a contradiction.
 *   row singles  cells alone in their row lane, found for the three lanes
 *                at once with guard-bit arithmetic (see singles()). After
 *                the band filter a cell alone in its row is also alone in
 *                its box and the converse, so these are the row and box
 *                hidden singles (and the cells d is placed on); new ones
 *                are committed.
 *   stack filter the same rule turned by 90 degrees: in a stack (three
 *                columns of boxes) d takes one column in each band's box
 *                and each column once, so the non-empty mini-columns (the
 *                3 cells of one column inside one box) of each stack must
 *                also hold a permutation: the same table, on the 9 bits
 *                of which band has d in which of the stack's columns
 *                (from fold() of the band words that changed, cols[d] for
 *                the others; skipped while that set is what the filter
 *                last left, the words being inside its result then).
 *                This removes the column
 *                of a placed cell from the other bands, does box/column
 *                locked candidates, turns a column hidden single into a
 *                box single for the next band filter, and finds a column
 *                with no place left (no permutation: a contradiction).
 *   Then, once no digit is left to update, per band (naked singles): the
 *   cells of u[b] with no candidate (contradiction) or exactly one, counted
 *   with an "at least once / twice / three times" accumulation over the 9
 *   digit words (27 cells per operation); the last pass also hands the
 *   cells with exactly two to the search. A naked single's row and box peers
 *   leave its digit's word, which makes it a row single at the next update.
 * SEARCH
 *   When propagation stalls, branch on a cell with two candidates if any,
 *   else three, else any (choose(): the same accumulation, up to "four
 *   times", only when no cell has two); of
 *   those, the one with the most open peers (its guess reaches the most
 *   cells; this halves the guesses against taking the first one). Each
 *   candidate but the last is tried on a copy of the state, the last on
 *   the state itself. A solution is found when no cell is left open: each
 *   digit then has one cell per row and box (band filter) and per column
 *   (stack filter). The first solution is kept; counting stops at `limit`;
 *   the branches split on a cell's value, so no solution counts twice.
 */
#include "fast9.h"

#include "util.h"

#include <pthread.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__BMI2__) || defined(__AVX2__)
#include <immintrin.h>
#endif

#define ROW9 0x1ffu        /* one lane */
#define FULL 0x1ff7fdffu   /* the 27 cells of a band */
#define GUARD 0x20080200u  /* the guard bit of each lane */
#define LOW 0x00100401u    /* bit 0 of each lane */

typedef struct {
    uint32_t f[27]; /* f[9b+d]: cells of band b where digit d (0..8) is possible */
    uint32_t u[3];  /* cells of band b not yet committed */
    uint32_t dirty; /* bit 3d+b: f[9b+d] changed since d's last update */
    uint32_t cols[9]; /* the columns of d (bit 9b+c) the stack filter last left */
} State;

typedef struct {
    long limit, found;
    int *solution;
    long guesses;
    double deadline;              /* now_sec() to stop at, 0 = none */
    const volatile int *cancel;   /* stop when set; may be NULL */
    int stopped;
} Ctx;

/* Every 1024 guesses: past the deadline, or cancelled? */
static int must_stop(Ctx *x)
{
    if ((x->guesses & 1023) == 0 &&
        ((x->deadline > 0 && now_sec() >= x->deadline) || (x->cancel && *x->cancel)))
        x->stopped = 1;
    return x->stopped;
}

static uint8_t mini3[512];     /* 9-bit row lane -> its 3 non-empty mini-rows */
static uint32_t allowed[512];  /* 9 mini-rows (bit 3r+k) -> cells of the permutations inside */
static uint32_t stackcols[512]; /* the same turned: 9 mini-columns -> columns kept */
static uint32_t peer[30];      /* band bit -> its row and box peers in the band */
static uint8_t cellof[30];     /* band bit 10r+c -> cell 9r+c of the band */
static uint32_t stride3[512];  /* bit e -> bit 3e (digit set -> dirty bits of band 0) */
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void build_tables(void)
{
    static const int perm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (unsigned x = 0; x < 512; x++)
        mini3[x] = (uint8_t)((x & 7 ? 1 : 0) | (x & 070 ? 2 : 0) | (x & 0700 ? 4 : 0));
    for (unsigned m = 0; m < 512; m++) {
        uint32_t cells = 0;
        unsigned minis = 0;
        for (int p = 0; p < 6; p++) {
            unsigned pm = 0;
            for (int r = 0; r < 3; r++)
                pm |= 1u << (3 * r + perm[p][r]);
            if ((m & pm) != pm)
                continue;
            minis |= pm;
            for (int r = 0; r < 3; r++)
                cells |= 7u << (10 * r + 3 * perm[p][r]);
        }
        allowed[m] = cells;
        stackcols[m] = (minis & 7u) | (minis & 070u) << 6 | (minis & 0700u) << 12;
    }
    for (unsigned x = 0; x < 512; x++) {
        stride3[x] = 0;
        for (int e = 0; e < 9; e++)
            stride3[x] |= (x >> e & 1u) << (3 * e);
    }
    for (int i = 0; i < 30; i++) {
        int r = i / 10, c = i % 10;
        peer[i] = 0;
        cellof[i] = (uint8_t)(c < 9 ? 9 * r + c : 0);
        if (c == 9)
            continue;
        for (int j = 0; j < 30; j++) {
            int r2 = j / 10, c2 = j % 10;
            if (c2 != 9 && j != i && (r2 == r || c2 / 3 == c / 3))
                peer[i] |= 1u << j;
        }
    }
}

/* The 9-bit set of non-empty mini-rows of a band word (bit 3r+k). With
 * BMI2: each mini-row ORed into its first cell, those 9 bits gathered by
 * one PEXT; else three lookups, one a row lane. */
#define MINI_FIRST 0x04912449u /* bits 10r+3k: the first cell of each mini-row */
static inline unsigned minirows(uint32_t w)
{
#ifdef __BMI2__
    return _pext_u32(w | w >> 1 | w >> 2, MINI_FIRST);
#else
    return mini3[w & ROW9] | (unsigned)mini3[(w >> 10) & ROW9] << 3 | (unsigned)mini3[w >> 20] << 6;
#endif
}

/* Cells alone in their lane. Per lane x (with guard 0): (x | guard) - 1
 * is x - 1 with no borrow into the next lane, so t = w & ((w|G) - L) holds
 * x & (x-1) per lane: 0 iff x has at most one bit. The same trick on t sets
 * the guard of each lane where t is non-zero; g - (g >> 9) widens those
 * guards to lane masks, whose cells are the ones not alone. */
static inline uint32_t singles(uint32_t w)
{
    uint32_t t = w & ((w | GUARD) - LOW);
    uint32_t g = ((t | GUARD) - LOW) & GUARD;
    return w & ~(g - (g >> 9));
}

/* The stack filter's table index for stack 0 of cx (band b's 9 columns at
 * bits 9b..9b+8): its 3 columns of each band, bit 3b+j. With BMI2 one
 * PEXT; else a multiplication gathers them (the 3 shifted copies of the
 * masked word do not overlap at bits 12..20). */
static inline unsigned stack_index(uint32_t cx)
{
#ifdef __BMI2__
    return _pext_u32(cx, 0x1c0e07u);
#else
    return (((cx & 0x1c0e07u) * 0x1041u) >> 12) & ROW9;
#endif
}

/* Columns (9 bits) occupied in a band word, and back to the band's cells. */
static inline uint32_t fold(uint32_t w) { return (w | w >> 10 | w >> 20) & ROW9; }
static inline uint32_t spread(uint32_t cols) { return cols * LOW; }
/* Removes the committed cells n of band b from every digit but d, and
 * marks the digits that lost a cell as changed. The 9 words of a band are
 * adjacent: 8 of them take one AVX2 operation, or two with SSE2 (any
 * x86-64). */
static inline void commit(State *s, int d, int b, uint32_t n)
{
    uint32_t *f = s->f + 9 * b, keep = f[d], changed = 0;
    s->u[b] &= ~n;
#if defined(__AVX2__)
    __m256i nv = _mm256_set1_epi32((int)n);
    __m256i v = _mm256_loadu_si256((const __m256i *)f);
    unsigned miss = (unsigned)_mm256_movemask_ps(
        _mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(v, nv), _mm256_setzero_si256())));
    _mm256_storeu_si256((__m256i *)f, _mm256_andnot_si256(nv, v));
    changed = (~miss & 0xffu) | (uint32_t)((f[8] & n) != 0) << 8;
    f[8] &= ~n;
#elif defined(__SSE2__)
    __m128i nv = _mm_set1_epi32((int)n), zero = _mm_setzero_si128();
    __m128i lo = _mm_loadu_si128((const __m128i *)f);
    __m128i hi = _mm_loadu_si128((const __m128i *)(f + 4));
    unsigned miss = (unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(lo, nv), zero))) |
                    (unsigned)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(hi, nv), zero))) << 4;
    _mm_storeu_si128((__m128i *)f, _mm_andnot_si128(nv, lo));
    _mm_storeu_si128((__m128i *)(f + 4), _mm_andnot_si128(nv, hi));
    changed = (~miss & 0xffu) | (uint32_t)((f[8] & n) != 0) << 8;
    f[8] &= ~n;
#else
    for (int e = 0; e < 9; e++) {
        uint32_t x = f[e];
        f[e] = x & ~n;
        changed |= (uint32_t)((x & n) != 0) << e;
    }
#endif
    f[d] = keep;
    s->dirty |= stride3[changed & ~(1u << d)] << b;
}

/* One round of the per-digit rules on digit d (see the file comment), the
 * band filter on the bands in `bands` (bit b), the ones that changed: the
 * others are as the last round left them, filtered, with no new single.
 * Returns 0 on a contradiction. The bands that the stack filter changed
 * are marked for another round. */
static int update(State *s, int d, unsigned bands)
{
    uint32_t *f = s->f + d;
    uint32_t w0 = f[0], w1 = f[9], w2 = f[18], s0 = 0, s1 = 0, s2 = 0;
    /* cx: band b's columns at bit 9b + column; a band that did not change
     * still has the columns the last update left (s->cols[d]) */
    uint32_t cx = s->cols[d];
    if (bands & 1) {
        if (!(w0 &= allowed[minirows(w0)]))
            return 0;
        s0 = singles(w0) & s->u[0];
        cx = (cx & ~ROW9) | fold(w0);
    }
    if (bands & 2) {
        if (!(w1 &= allowed[minirows(w1)]))
            return 0;
        s1 = singles(w1) & s->u[1];
        cx = (cx & ~(ROW9 << 9)) | fold(w1) << 9;
    }
    if (bands & 4) {
        if (!(w2 &= allowed[minirows(w2)]))
            return 0;
        s2 = singles(w2) & s->u[2];
        cx = (cx & ~(ROW9 << 18)) | fold(w2) << 18;
    }
    /* stack filter: the 3 bits of stack k of the 3 bands gathered into the
     * table index (stack_index()), which gives the columns kept in the
     * same layout, at stack 0; skipped while cx is what it last left */
    if (cx != s->cols[d]) {
        uint32_t a0 = stackcols[stack_index(cx)], a1 = stackcols[stack_index(cx >> 3)];
        uint32_t a2 = stackcols[stack_index(cx >> 6)];
        if (!a0 | !a1 | !a2)
            return 0;
        uint32_t cy = a0 | a1 << 3 | a2 << 6, lost = cx & ~cy;
        s->cols[d] = cx & cy;
        if (lost) {
            w0 &= spread(cy & ROW9);
            w1 &= spread((cy >> 9) & ROW9);
            w2 &= spread(cy >> 18);
            s->dirty |= (uint32_t)(((lost & ROW9) != 0) | (((lost >> 9) & ROW9) != 0) << 1 |
                                   ((lost >> 18) != 0) << 2) << (3 * d);
        }
    }
    f[0] = w0;
    f[9] = w1;
    f[18] = w2;
    if (s0)
        commit(s, d, 0, s0);
    if (s1)
        commit(s, d, 1, s1);
    if (s2)
        commit(s, d, 2, s2);
    return 1;
}

/* Forces digit d on band bit i of band b (a candidate there): its row and
 * box peers leave d's word, its column leaves d's other bands, and the
 * cell is committed. */
static void force(State *s, int d, int b, int i)
{
    uint32_t col = ~spread(1u << (i % 10));
    s->f[9 * b + d] &= ~peer[i];
    s->f[9 * ((b + 1) % 3) + d] &= col;
    s->f[9 * ((b + 2) % 3) + d] &= col;
    s->dirty |= 7u << (3 * d);
    commit(s, d, b, 1u << i);
}

/* Propagates to a fixpoint; 0 on a contradiction. */
static int propagate(State *s, uint32_t two[3])
{
    for (;;) {
        while (s->dirty) {
            int d = __builtin_ctz(s->dirty) / 3;
            unsigned bands = (s->dirty >> (3 * d)) & 7;
            s->dirty &= ~(7u << (3 * d));
            if (!update(s, d, bands))
                return 0;
        }
        /* naked singles */
        int more = 0;
        for (int b = 0; b < 3; b++) {
            uint32_t u = s->u[b];
            two[b] = 0;
            if (!u)
                continue;
            uint32_t once = 0, twice = 0, thrice = 0;
            for (int d = 0; d < 9; d++) {
                uint32_t x = s->f[9 * b + d];
                thrice |= twice & x;
                twice |= once & x;
                once |= x;
            }
            if (u & ~once)
                return 0;
            two[b] = u & twice & ~thrice;
            uint32_t nk = u & ~twice;
            if (!nk)
                continue;
            more = 1;
            for (int d = 0; d < 9; d++) {
                uint32_t x = s->f[9 * b + d] & nk;
                if (!x)
                    continue;
                uint32_t w = s->f[9 * b + d];
                for (; x; x &= x - 1)
                    w &= ~peer[__builtin_ctz(x)];
                s->f[9 * b + d] = w;
                s->dirty |= 1u << (3 * d + b);
            }
        }
        if (!more)
            return 1;
    }
}

static void record(Ctx *x, const State *s)
{
    if (x->found++ || !x->solution)
        return;
    for (int b = 0; b < 3; b++) {
        int *sol = x->solution + 27 * b;
        for (int d = 0; d < 9; d++)
            for (uint32_t w = s->f[9 * b + d]; w; w &= w - 1)
                sol[cellof[__builtin_ctz(w)]] = d + 1;
    }
}

/* Bits set in x (SWAR sum of bit pairs, nibbles, bytes). */
static inline int popcount64(uint64_t x)
{
#ifdef __POPCNT__
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555u);
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (int)((x * 0x0101010101010101u) >> 56);
#endif
}

/* Picks the branching cell: among the open cells with the fewest
 * candidates (two, else three, else any), one with the most open peers,
 * whose guess reaches the most cells. Per band, the classes come from an
 * "at least 1, 2, 3, 4 times" accumulation over the digit words. Returns
 * the band (and the band bit in *bit). */
static int choose(const State *s, const uint32_t two[3], int *bit)
{
    uint32_t cls[3][3];
    /* the cells with two candidates came with the last naked-singles pass */
    cls[0][0] = two[0];
    cls[0][1] = two[1];
    cls[0][2] = two[2];
    for (int b = 0; b < 3 && !(two[0] | two[1] | two[2]); b++) {
        uint32_t c1 = 0, c2 = 0, c3 = 0, c4 = 0;
        for (int d = 0; d < 9; d++) {
            uint32_t x = s->f[9 * b + d];
            c4 |= c3 & x;
            c3 |= c2 & x;
            c2 |= c1 & x;
            c1 |= x;
        }
        uint32_t u = s->u[b];
        cls[1][b] = u & ~c4 & c3;
        cls[2][b] = u & c4;
    }
    for (int k = 0; k < 3; k++) {
        /* best: (open peers) << 8 | 255 - (32b + i), the largest wins: the
         * most open peers, the first cell on ties; kept without a branch */
        unsigned best = 0;
        if (k > 0 && (two[0] | two[1] | two[2]))
            break;
        for (int b = 0; b < 3; b++) {
            uint32_t o1 = s->u[(b + 1) % 3], o2 = s->u[(b + 2) % 3];
            for (uint32_t t = cls[k][b]; t; t &= t - 1) {
                int i = __builtin_ctz(t);
                uint32_t col = spread(1u << (i % 10));
                /* row and box peers, then the column in the other bands
                 * (o2's bits moved one column over, into free bits) */
                unsigned n = (unsigned)popcount64((uint64_t)(peer[i] & s->u[b]) |
                                                  (uint64_t)((o1 & col) | (o2 & col) << 1) << 32);
                unsigned key = n << 8 | (255u - (unsigned)(32 * b + i));
                best = key > best ? key : best;
            }
        }
        if (best) {
            unsigned pos = 255u - (best & 255u);
            *bit = (int)(pos & 31u);
            return (int)(pos >> 5);
        }
    }
    *bit = 0;
    return 0; /* not reached: search() calls this with open cells */
}

static void search(Ctx *x, State *s)
{
    uint32_t two[3];
    if (!propagate(s, two))
        return;
    if (!(s->u[0] | s->u[1] | s->u[2])) {
        record(x, s);
        return;
    }
    int i, b = choose(s, two, &i);
    uint32_t bit = 1u << i;
    unsigned ds = 0;
    for (int d = 0; d < 9; d++)
        ds |= (unsigned)((s->f[9 * b + d] & bit) != 0) << d;
    /* each candidate on a copy of the state, the last one on s itself */
    for (; ds && x->found < x->limit; ds &= ds - 1) {
        int d = __builtin_ctz(ds);
        x->guesses++;
        if (must_stop(x))
            return;
        if (ds & (ds - 1)) {
            State c = *s;
            force(&c, d, b, i);
            search(x, &c);
        } else {
            force(s, d, b, i);
            search(x, s);
        }
    }
}

long fast9_solve(const int puzzle[81], int solution[81], long limit, double deadline,
                 const volatile int *cancel, Fast9Stats *stats)
{
    pthread_once(&tables_once, build_tables);
    Ctx x = {limit > 0 ? limit : 1, 0, solution, 0, deadline, cancel, 0};
    /* the givens all at once: g[9b+d] the givens of d in band b; each
     * removes d from its row and box peers (kill) and its column in the
     * other bands (cols), and its cell from the other digits (occ). Two
     * givens that clash remove each other, so a given inside kill is a
     * contradiction, caught here at once (propagation would find it later:
     * some digit would have no place left in a row). The state is the
     * one force() would leave after each given in turn. */
    uint32_t g[27] = {0}, kill[27] = {0}, occ[3] = {0}, cols[9] = {0};
    int ok = 1;
    const int *in = puzzle;
    for (int b = 0; b < 3; b++)
        for (int i = 0; i < 30; i += 10)
            for (int c = 0; c < 9; c++) {
                unsigned v = (unsigned)*in++;
                if (!v)
                    continue;
                if (v > 9) { /* negative too */
                    ok = 0;
                    continue;
                }
                int k = 9 * b + (int)v - 1;
                g[k] |= 1u << (i + c);
                kill[k] |= peer[i + c];
                occ[b] |= 1u << (i + c);
                cols[v - 1] |= 1u << (9 * b + c);
            }
    State s;
    for (int b = 0; b < 3; b++) {
        s.u[b] = FULL & ~occ[b];
        for (int d = 0; d < 9; d++) {
            int k = 9 * b + d;
            uint32_t other = cols[d] & ~(ROW9 << (9 * b)); /* d's given columns in the other bands */
            kill[k] |= spread((other | other >> 9 | other >> 18) & ROW9);
            if (g[k] & kill[k])
                ok = 0;
            s.f[k] = (s.u[b] & ~kill[k]) | g[k];
        }
    }
    s.dirty = (1u << 27) - 1;
    for (int d = 0; d < 9; d++)
        s.cols[d] = 0; /* no column set: the first update filters */
    if (ok)
        search(&x, &s);
    if (stats) {
        stats->guesses = x.guesses;
        stats->stopped = x.stopped;
    }
    return x.found;
}
