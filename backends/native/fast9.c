/* fast9.c -- the 9x9 fast path of the native backend: the same solver
 * family as native_impl.h (bitset candidates, propagation of singles, branching
 * on a cell with the fewest candidates), laid out band-wise so that one
 * word operation works on 27 cells at once, and one vector operation on
 * the 9 digits of a band at once.
 *
 * REPRESENTATION
 *   A band is three rows (band b = rows 3b..3b+2). For digit d and band b,
 *   f[b][d] is a 30-bit word of the cells of band b where d is still
 *   possible: row r of the band (0..2) is the 10-bit lane at bit 10r, cell
 *   (r, c) is bit 10r+c (c = column 0..8), and bit 10r+9 is a guard bit,
 *   always 0 in the state. The box of bit 10r+c is c/3; a "mini-row" is the
 *   3 cells of one row inside one box (9 per band). The 9 words of a band
 *   are the first 9 of a 16-word vector v[b] (the other 7 stay 0), so each
 *   rule below runs on the 9 digits of a band in one vector operation
 *   (one AVX-512 instruction; two with AVX2).
 *   u[b] is the set of cells of band b not yet committed to a digit. A cell
 *   is committed to d when it is d's only place in its row; it then leaves
 *   the words of the other 8 digits. Cells committed to d stay in d's words.
 *   The whole state is 3 vectors and 3 words (204 bytes, padded to 256), so
 *   a guess copies it rather than logging undos. The givens are set all at
 *   once (fast9_solve()): the state force() would leave after each in turn.
 *
 * PROPAGATION (propagate(): to a fixpoint, or a contradiction)
 *   Rounds of three rules on all 27 words, until the second and third
 *   change nothing in a round (the first, reapplied, would not either):
 *   band filter  inside a band, d takes one cell in each row and each box,
 *                so the mini-rows holding it form a 3x3 permutation matrix
 *                (6 possible). A mini-row is kept iff it lies on one of
 *                the permutations the non-empty mini-rows still contain,
 *                computed with shifts (see band_filter(): the rule is
 *                m[r][k] & (m[r+1][k+1] & m[r+2][k+2] | m[r+1][k+2] &
 *                m[r+2][k+1])); cells outside go. This is locked candidates
 *                (pointing and claiming) between rows and boxes, and more;
 *                no permutation left (a word emptied) is a contradiction.
 *   stack filter the same rule turned by 90 degrees: in a stack (three
 *                columns of boxes) d takes one column in each band's box
 *                and each column once, so the non-empty mini-columns (the
 *                3 cells of one column inside one box) of each stack must
 *                also hold a permutation (stack_keep(), on the digit's 27
 *                columns gathered band by band; skipped while they are
 *                what it last left in this propagate() call: its result
 *                is then already in the words). This removes the column
 *                of a placed cell from the other bands, does box/column
 *                locked candidates, turns a column hidden single into a
 *                box single for the next band filter, and empties a band's
 *                word (a contradiction, next round) when a column of a
 *                stack has no place left.
 *   row singles  cells alone in their row lane, found for the three lanes
 *                at once with guard-bit arithmetic (see singles()), and
 *                committed: the OR over the 9 digits (or_lanes()) leaves
 *                the other digits' words. After the band filter a cell
 *                alone in its row is also alone in its box, so these are
 *                the row and box hidden singles (and the cells d is placed
 *                on). Two digits committed to one cell in the same round
 *                both stay in it: such a state can only end full with a
 *                cell of two digits, which solved() rejects.
 *   Then, once a round changes nothing, per band (naked singles): the
 *   cells of u[b] with no candidate (contradiction) or exactly one, counted
 *   with an "at least once / twice / three times" accumulation over the 9
 *   digit words (27 cells per operation); the last pass also hands the
 *   cells with exactly two to the search. A naked single's row and box peers
 *   leave its digit's word, which makes it a row single in the next round.
 * SEARCH
 *   When propagation stalls, branch on a cell with two candidates if any,
 *   else three, else any (choose(): the same accumulation, up to "four
 *   times", only when no cell has two); of
 *   those, the one with the most open peers (its guess reaches the most
 *   cells; this halves the guesses against taking the first one). Each
 *   candidate but the last is tried on a copy of the state, the last on
 *   the state itself. A solution is found when no cell is left open (and
 *   no cell holds two digits): each digit then has one cell per row and
 *   box (band filter) and per column (stack filter). The first solution is
 *   kept; counting stops at `limit`; the branches split on a cell's value,
 *   so no solution counts twice.
 */
#include "fast9.h"

#include "util.h"

#include <pthread.h>
#include <string.h>
#ifdef __AVX512F__
#include <immintrin.h>
#endif

#define ROW9 0x1ffu        /* one lane */
#define FULL 0x1ff7fdffu   /* the 27 cells of a band */
#define GUARD 0x20080200u  /* the guard bit of each lane */
#define LOW 0x00100401u    /* bit 0 of each lane */
#define MINI_FIRST 0x04912449u /* bits 10r+3k: the first cell of each mini-row */

/* 16 words, one per digit (lanes 9..15 stay 0): every operation below is
 * done for the 9 digits of a band at once. GCC and clang vector extensions:
 * one AVX-512 register, two AVX2 or four SSE2 ones, or plain words (ARCH=).
 * (Without AVX-512 the compilers would warn that passing such a vector by
 * value changes the ABI; only static functions here take them, so the
 * Makefile builds this file with -Wno-psabi.) */
typedef uint32_t V16 __attribute__((vector_size(64)));

typedef struct {
    union {
        V16 v[3];          /* v[b]: band b, one lane per digit */
        uint32_t f[3][16]; /* f[b][d]: cells of band b where digit d is possible */
    };
    uint32_t u[3];  /* cells of band b not yet committed */
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

static uint32_t peer[30];      /* band bit -> its row and box peers in the band */
static uint8_t cellof[30];     /* band bit 10r+c -> cell 9r+c of the band */
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void build_tables(void)
{
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

/* Any bit set in any lane? */
static inline int any(V16 x)
{
#ifdef __AVX512F__
    return _mm512_test_epi32_mask((__m512i)x, (__m512i)x) != 0;
#else
    uint64_t q[8];
    memcpy(q, &x, sizeof q);
    return ((q[0] | q[1]) | (q[2] | q[3]) | (q[4] | q[5]) | (q[6] | q[7])) != 0;
#endif
}

/* The OR of the 16 lanes, in every lane (a butterfly). */
static inline V16 or_lanes(V16 t)
{
    t |= __builtin_shufflevector(t, t, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    t |= __builtin_shufflevector(t, t, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11);
    t |= __builtin_shufflevector(t, t, 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
    t |= __builtin_shufflevector(t, t, 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14);
    return t;
}

/* The 3x3 permutation rule. m is a 3x3 0/1 matrix (rows r, columns k); an
 * entry is on some permutation matrix inside m iff
 *   m[r][k] & (m[r+1][k+1] & m[r+2][k+2] | m[r+1][k+2] & m[r+2][k+1])
 * (indices mod 3). With a = m turned one row (a[r][k] = m[r+1][k]) and c
 * two rows, and K1, K2 the turns by one and two columns:
 *   x = a & K1(c), y = a & K2(c), kept = m & (K1(x) | K2(y)).
 * Band filter: m is the non-empty mini-rows of a band word, each at its
 * last cell (bit 10r+3k+2); a turn of rows moves lanes by 10 bits, a turn
 * of boxes by 3 bits inside a lane. Vector shifts take one port (AVX-512),
 * adds two: m is gathered with adds (w + w is w << 1) and a kept bit k
 * widened to its mini-row by k - (k >> 2) | k (within each mini-row, no
 * borrow). */
#define MINI_LAST (MINI_FIRST << 2)
static inline V16 box1(V16 x) { return (x >> 3 | x << 6) & MINI_LAST; }
static inline V16 box2(V16 x) { return (x << 3 | x >> 6) & MINI_LAST; }
static inline V16 band_filter(V16 w)
{
    V16 w2 = w + w, m = (w | w2 | (w2 + w2)) & MINI_LAST;
    V16 a = (m >> 10 | m << 20) & MINI_LAST, c = (m >> 20 | m << 10) & MINI_LAST;
    V16 x = a & box1(c), y = a & box2(c);
    V16 k = m & (box1(x) | box2(y));
    return w & ((k - (k >> 2)) | k);
}

/* Stack filter: m is the digit's column set cx (band b's columns at bits
 * 9b..9b+8), rows the bands (9 bits apart), columns a stack's three
 * columns (1 bit apart, turned inside each group of 3). */
#define M27 0x7ffffffu
#define J0 0x1249249u  /* column 0 of each stack */
#define J2 0x4924924u  /* column 2 of each stack */
static inline V16 col1(V16 x) { return (x >> 1 & (J0 | J0 << 1)) | (x << 2 & J2); }
static inline V16 col2(V16 x) { return (x << 1 & (J2 | J0 << 1)) | (x >> 2 & J0); }
static inline V16 stack_keep(V16 m)
{
    V16 a = (m >> 9 | m << 18) & M27, c = (m >> 18 | m << 9) & M27;
    V16 x = a & col1(c), y = a & col2(c);
    return m & (col1(x) | col2(y));
}

/* Cells alone in their lane. Per lane x (with guard 0): (x | guard) - 1
 * is x - 1 with no borrow into the next lane, so t = w & ((w|G) - L) holds
 * x & (x-1) per lane: 0 iff x has at most one bit. The same trick on t sets
 * the guard of each lane where t is non-zero; g - (g >> 9) widens those
 * guards to lane masks, whose cells are the ones not alone. */
static inline V16 singles(V16 w)
{
    V16 t = w & ((w | GUARD) - LOW);
    V16 g = ((t | GUARD) - LOW) & GUARD;
    return w & ~(g - (g >> 9));
}

/* Columns (9 bits) occupied in a band word, and back to the band's cells. */
static inline V16 fold(V16 w) { return (w | w >> 10 | w >> 20) & ROW9; }
static inline V16 spread(V16 c) { return c | c << 10 | c << 20; }
static inline uint32_t spread1(uint32_t cols) { return cols * LOW; }

/* Row singles of band word w committed: they leave the other digits. */
static inline V16 commit(V16 w, uint32_t *u)
{
    V16 p = singles(w) & *u;
    V16 t = or_lanes(p);
    *u &= ~t[0];
    return w & (~t | p);
}

/* Forces digit d on band bit i of band b (a candidate there): its row and
 * box peers leave d's word, its column leaves d's other bands, and the
 * cell leaves the other digits. */
static void force(State *s, int d, int b, int i)
{
    uint32_t bit = 1u << i, col = ~spread1(1u << (i % 10));
    uint32_t keep = s->f[b][d] & ~peer[i];
    s->v[b] &= ~bit;
    s->f[b][d] = keep;
    s->f[(b + 1) % 3][d] &= col;
    s->f[(b + 2) % 3][d] &= col;
    s->u[b] &= ~bit;
}

static const V16 DIGITS = {~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, 0, 0, 0, 0, 0, 0, 0};

/* Propagates to a fixpoint; 0 on a contradiction. */
static int propagate(State *s, uint32_t two[3])
{
    for (;;) {
        V16 w0 = s->v[0], w1 = s->v[1], w2 = s->v[2], cols = w0 & 0;
        for (;;) {
            w0 = band_filter(w0);
            w1 = band_filter(w1);
            w2 = band_filter(w2);
            V16 o0 = w0, o1 = w1, o2 = w2;
            V16 z = (V16)(w0 == 0) | (V16)(w1 == 0) | (V16)(w2 == 0);
            if (any(z & DIGITS))
                return 0;
            V16 cx = fold(w0) | fold(w1) << 9 | fold(w2) << 18;
            if (any(cx ^ cols)) {
                V16 k = stack_keep(cx);
                cols = k;
                w0 &= spread(k & ROW9);
                w1 &= spread(k >> 9 & ROW9);
                w2 &= spread(k >> 18);
            }
            w0 = commit(w0, &s->u[0]);
            w1 = commit(w1, &s->u[1]);
            w2 = commit(w2, &s->u[2]);
            if (!any((w0 ^ o0) | (w1 ^ o1) | (w2 ^ o2)))
                break;
        }
        s->v[0] = w0;
        s->v[1] = w1;
        s->v[2] = w2;
        /* naked singles */
        int more = 0;
        for (int b = 0; b < 3; b++) {
            uint32_t u = s->u[b];
            two[b] = 0;
            if (!u)
                continue;
            uint32_t once = 0, twice = 0, thrice = 0;
            for (int d = 0; d < 9; d++) {
                uint32_t x = s->f[b][d];
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
                uint32_t x = s->f[b][d] & nk;
                if (!x)
                    continue;
                uint32_t w = s->f[b][d];
                for (; x; x &= x - 1)
                    w &= ~peer[__builtin_ctz(x)];
                s->f[b][d] = w;
            }
        }
        if (!more)
            return 1;
    }
}

/* A full state is a solution unless two digits were committed to one
 * cell in the same round (each a row single). */
static int solved(const State *s)
{
    for (int b = 0; b < 3; b++) {
        uint32_t once = 0, twice = 0;
        for (int d = 0; d < 9; d++) {
            twice |= once & s->f[b][d];
            once |= s->f[b][d];
        }
        if (twice)
            return 0;
    }
    return 1;
}

static void record(Ctx *x, const State *s)
{
    if (x->found++ || !x->solution)
        return;
    for (int b = 0; b < 3; b++) {
        int *sol = x->solution + 27 * b;
        for (int d = 0; d < 9; d++)
            for (uint32_t w = s->f[b][d]; w; w &= w - 1)
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
            uint32_t x = s->f[b][d];
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
                uint32_t col = spread1(1u << (i % 10));
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
        if (solved(s))
            record(x, s);
        return;
    }
    int i, b = choose(s, two, &i);
    uint32_t bit = 1u << i;
    unsigned ds = 0;
    for (int d = 0; d < 9; d++)
        ds |= (unsigned)((s->f[b][d] & bit) != 0) << d;
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
    memset(&s, 0, sizeof s);
    for (int b = 0; b < 3; b++) {
        s.u[b] = FULL & ~occ[b];
        for (int d = 0; d < 9; d++) {
            int k = 9 * b + d;
            uint32_t other = cols[d] & ~(ROW9 << (9 * b)); /* d's given columns in the other bands */
            kill[k] |= spread1((other | other >> 9 | other >> 18) & ROW9);
            if (g[k] & kill[k])
                ok = 0;
            s.f[b][d] = (s.u[b] & ~kill[k]) | g[k];
        }
    }
    if (ok)
        search(&x, &s);
    if (stats) {
        stats->guesses = x.guesses;
        stats->stopped = x.stopped;
    }
    return x.found;
}
