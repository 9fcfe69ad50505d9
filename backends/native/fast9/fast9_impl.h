/* fast9_impl.h -- the 9x9 fast path of the native backend: the same solver
 * family as the general search (native/search/: bitset candidates,
 * propagation of singles, branching on a cell with the fewest
 * candidates), laid out band-wise so that one word operation works on
 * 27 cells at once. Two propagation engines share
 * the layout, the search and the givens: with AVX-512 one vector operation
 * works on the 9 digits of a band at once; elsewhere the engine works digit
 * by digit (the vector one, run as two AVX2 or four SSE2 halves, was slower
 * there: docs/backends/native.md).
 *
 * INSTANCES
 *   Included once per instruction-set level by a file that names the
 *   function it defines, FAST9_SOLVE (fast9.h's fast9_solve() with
 *   another name), and is compiled for that level: fast9_base.c for what
 *   the whole library is built for, fast9_v3.c (AVX2, BMI2: the per-digit
 *   engine with PEXT), fast9_v3np.c (the same without PEXT) and fast9_v4.c
 *   (AVX-512: the vector engine) where the Makefile builds for several
 *   levels; fast9.c picks one per process. What each level changes is
 *   chosen below at compile time, by the macros the compiler defines for
 *   its target (__AVX2__, __BMI2__, __AVX512F__ ...).
 *
 * REPRESENTATION
 *   A band is three rows (band b = rows 3b..3b+2). For digit d and band b,
 *   one 30-bit word (CAND(s, b, d)) holds the cells of band b where d is
 *   still possible: row r of the band (0..2) is the 10-bit lane at bit 10r,
 *   cell (r, c) is bit 10r+c (c = column 0..8), and bit 10r+9 is a guard
 *   bit, always 0 in the state. The box of bit 10r+c is c/3; a "mini-row"
 *   is the 3 cells of one row inside one box (9 per band).
 *   u[b] is the set of cells of band b not yet committed to a digit. A cell
 *   is committed to d when it is d's only place in its row; it then leaves
 *   the words of the other 8 digits. Cells committed to d stay in d's words.
 *   Vector engine: the 9 words of band b are the first 9 lanes of a 16-word
 *   vector v[b] (the other 7 stay 0); the state is 3 vectors and u (204
 *   bytes, padded to 256). Per-digit engine: f[9b+d]; per digit, cols[d],
 *   the columns (band b's 9 at bit 9b+c) the stack filter last left, and a
 *   27-bit mask of the words (digit, band) changed since their digit's last
 *   update (160 bytes). Either way a guess copies the state rather than
 *   logging undos. The givens are set all at once (fast9_solve()): the
 *   state forcing each in turn (guess()) would leave.
 *
 * PROPAGATION (propagate(): to a fixpoint, or a contradiction)
 *   Three rules per digit:
 *   band filter  inside a band, d takes one cell in each row and each box,
 *                so the mini-rows holding it form a 3x3 permutation matrix
 *                (6 possible); cells of mini-rows on none of the
 *                permutations that the non-empty mini-rows still contain
 *                go. This is locked candidates (pointing and claiming)
 *                between rows and boxes, and more; no permutation left (the
 *                word emptied) is a contradiction.
 *   stack filter the same rule turned by 90 degrees: in a stack (three
 *                columns of boxes) d takes one column in each band's box
 *                and each column once, so the non-empty mini-columns (the
 *                3 cells of one column inside one box) of each stack must
 *                also hold a permutation. This removes the column of a
 *                placed cell from the other bands, does box/column locked
 *                candidates, turns a column hidden single into a box single
 *                for the next band filter, and finds a column with no place
 *                left (no permutation: a contradiction, at once or at the
 *                next band filter). Skipped while the digit's column set is
 *                what the filter last left (its result is then already in
 *                the words).
 *   row singles  cells alone in their row lane, found for the three lanes
 *                at once with guard-bit arithmetic (see singles()), and
 *                committed. After the band filter a cell alone in its row
 *                is also alone in its box and the converse, so these are
 *                the row and box hidden singles (and the cells d is placed
 *                on).
 *   Vector engine: rounds of the three rules on all 27 words, until the
 *   stack filter and the singles change nothing in a round, on the words
 *   packed into two vectors (PACKED) and held in registers until
 *   propagation ends (stores of parts of a vector make the next load of
 *   the whole wait). The band filter is computed with shifts: a mini-row
 *   (r, k) of the 3x3 matrix m of non-empty mini-rows is on a permutation
 *   iff
 *     m[r][k] & (m[r+1][k+1] & m[r+2][k+2] | m[r+1][k+2] & m[r+2][k+1])
 *   (indices mod 3; band_filter()), the stack filter likewise on the
 *   digit's 27 columns (stack_keep()). A round's singles are committed
 *   together: their OR over the 9 digits (two steps of lane turns mod 9)
 *   leaves the other digits' words; a cell that is a single of two digits
 *   is a contradiction.
 *   Per-digit engine: per digit whose words changed (update()), the band
 *   filter (on the bands that changed) by a 512-entry table indexed by the
 *   9-bit set of non-empty mini-rows (minirows()), the row singles, each
 *   band's committed at once, and the stack filter by the same table on
 *   the 9 bits of which band has d in which of the stack's columns.
 *   Then, in both, once no rule is left to apply, per band (naked singles):
 *   the cells of u[b] with no candidate (contradiction) or exactly one,
 *   counted with an "at least once / twice / three times" accumulation over
 *   the 9 digit words (27 cells per operation; the vector engine's for the
 *   three bands at once, naked_singles_v()); the last pass also hands the
 *   cells with exactly two to the search. A naked single's row and box
 *   peers leave its digit's word, which makes it a row single next time.
 * SEARCH
 *   When propagation stalls, branch on a cell with two candidates if any,
 *   else three, else any (choose(): the same accumulation, up to "four
 *   times", only when no cell has two); of
 *   those, the one with the most open peers (its guess reaches the most
 *   cells; this halves the guesses against taking the first one). The
 *   vector engine scores a band's bivalue cells all at once (choose_two()). Each
 *   candidate but the last is tried on a copy of the state, the last on
 *   the state itself (guess() forces it as it copies). A solution is found when no cell is left open: each
 *   digit then has one cell per row and box (band filter) and per column
 *   (stack filter). The first solution is kept; counting stops at `limit`;
 *   the branches split on a cell's value, so no solution counts twice.
 *   Counting to 2 (vector engine), a first solution holding a rectangle
 *   a b / b a of open cells proves a second one (SWAP, at swappable()).
 */
#ifndef FAST9_SOLVE
#error "define FAST9_SOLVE, the name of the instance, before including fast9_impl.h"
#endif

#include "fast9.h"

#include "util.h"

#include <pthread.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__BMI2__) || defined(__AVX2__) || defined(__AVX512F__)
#include <immintrin.h>
#endif

/* The vector engine where AVX-512 is (one register per band); elsewhere
 * the per-digit one, faster there (see the file comment). */
#ifndef FAST9_VEC
#ifdef __AVX512F__
#define FAST9_VEC 1
#else
#define FAST9_VEC 0
#endif
#endif

#define ROW9 0x1ffu        /* one lane */
#define FULL 0x1ff7fdffu   /* the 27 cells of a band */
#define GUARD 0x20080200u  /* the guard bit of each lane */
#define LOW 0x00100401u    /* bit 0 of each lane */
#define MINI_FIRST 0x04912449u /* bits 10r+3k: the first cell of each mini-row */

#if FAST9_VEC
/* 16 words, one per digit (lanes 9..15 stay 0): every operation below is
 * done for the 9 digits of a band at once, in one AVX-512 register. GCC and
 * clang vector extensions, so -DFAST9_VEC=1 builds it anywhere (two AVX2 or
 * four SSE2 registers, or plain words) for testing; the compilers then warn
 * that passing such a vector by value changes the ABI, but only static
 * functions here take them (the Makefile passes -Wno-psabi for this file). */
typedef uint32_t V16 __attribute__((vector_size(64)));

typedef struct {
    union {
        V16 v[3];          /* v[b]: band b, one lane per digit */
        uint32_t f[3][16]; /* f[b][d]: cells of band b where digit d is possible */
    };
    uint32_t u[3];  /* cells of band b not yet committed */
} State;

#define CAND(s, b, d) ((s)->f[b][d])
#else
typedef struct {
    uint32_t f[27]; /* f[9b+d]: cells of band b where digit d (0..8) is possible */
    uint32_t u[3];  /* cells of band b not yet committed */
    uint32_t dirty; /* bit 3d+b: f[9b+d] changed since d's last update */
    uint32_t cols[9]; /* the columns of d (bit 9b+c) the stack filter last left */
} State;

#define CAND(s, b, d) ((s)->f[9 * (b) + (d)])
#endif

typedef struct {
    long limit, found;
    int *solution;
    uint32_t given[3];            /* the given cells of each band */
    long guesses;
    double deadline;              /* now_sec() to stop at, 0 = none */
    const volatile int *cancel;   /* stop when set; may be NULL */
    int stopped;
} Ctx;

/* Every 1024 guesses: past the deadline, or cancelled? */
static int must_stop(Ctx *x)
{
    if ((x->guesses & 1023) == 0 && must_end(x->deadline, x->cancel))
        x->stopped = 1;
    return x->stopped;
}

/* (32 entries, 30 and 31 empty, aligned: choose() loads them as vectors) */
static uint32_t peer[32] __attribute__((aligned(64))); /* band bit -> its row and box peers in the band */
static uint8_t cellof[30];     /* band bit 10r+c -> cell 9r+c of the band */
static uint32_t colof[32] __attribute__((aligned(64))); /* band bit 10r+c -> the 3 cells of column c in the band */
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;
#if !FAST9_VEC
static uint8_t mini3[512];     /* 9-bit row lane -> its 3 non-empty mini-rows */
static uint32_t allowed[512];  /* 9 mini-rows (bit 3r+k) -> cells of the permutations inside */
static uint32_t stackcols[512]; /* the same turned: 9 mini-columns -> columns kept */
static uint32_t stride3[512];  /* bit e -> bit 3e (digit set -> dirty bits of band 0) */
#endif

static void build_tables(void)
{
#if !FAST9_VEC
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
#endif
    for (int i = 0; i < 30; i++) {
        int r = i / 10, c = i % 10;
        peer[i] = 0;
        cellof[i] = (uint8_t)(c < 9 ? 9 * r + c : 0);
        colof[i] = LOW << c;
        if (c == 9)
            continue;
        for (int j = 0; j < 30; j++) {
            int r2 = j / 10, c2 = j % 10;
            if (c2 != 9 && j != i && (r2 == r || c2 / 3 == c / 3))
                peer[i] |= 1u << j;
        }
    }
}

#if !FAST9_VEC
/* Columns (9 bits) occupied in a band word, and columns back to the
 * band's cells (the vector engine: fold() and spread() below). */
static inline uint32_t fold_word(uint32_t w) { return (w | w >> 10 | w >> 20) & ROW9; }
static inline uint32_t spread1(uint32_t cols) { return cols * LOW; }
#endif

/* Naked singles, both engines' last step of a propagation round: per band,
 * an "at least once / twice / three times" accumulation over the 9 digit
 * words finds, 27 cells at a time, the open cells with no candidate left
 * (a contradiction: 0) and those with exactly one, whose row and box peers
 * lose that digit (2 when there were any, 1 when none). two[b] gets band
 * b's open cells with exactly two candidates, which the search branches
 * on. MARK_CHANGED tells the per-digit engine which words changed. */
#if FAST9_VEC
#define MARK_CHANGED(s, b, d) ((void)0)
#else
#define MARK_CHANGED(s, b, d) ((s)->dirty |= 1u << (3 * (d) + (b)))
#endif
#if !FAST9_VEC
/* The row and box peers of band b's naked singles nk leave their digit's
 * word. */
static inline void drop_peers(State *s, int b, uint32_t nk)
{
    for (int d = 0; d < 9; d++) {
        uint32_t x = CAND(s, b, d) & nk;
        if (!x)
            continue;
        uint32_t w = CAND(s, b, d);
        for (; x; x &= x - 1)
            w &= ~peer[__builtin_ctz(x)];
        CAND(s, b, d) = w;
        MARK_CHANGED(s, b, d);
    }
}

static inline int naked_singles(State *s, uint32_t two[3])
{
    int more = 0;
    for (int b = 0; b < 3; b++) {
        uint32_t u = s->u[b];
        two[b] = 0;
        if (!u)
            continue;
        uint32_t once = 0, twice = 0, thrice = 0;
        for (int d = 0; d < 9; d++) {
            uint32_t x = CAND(s, b, d);
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
        drop_peers(s, b, nk);
    }
    return 1 + more;
}
#endif

#if FAST9_VEC
/* Each lane its own index. */
static const V16 iota = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

/* Any bit set in any lane? */
static inline int any(V16 x)
{
#ifdef __AVX512F__
    return _mm512_test_epi32_mask((__m512i)x, (__m512i)x) != 0;
#else /* FAST9_VEC=1 without AVX-512 (for testing) */
    uint64_t q[8];
    memcpy(q, &x, sizeof q);
    return ((q[0] | q[1]) | (q[2] | q[3]) | (q[4] | q[5]) | (q[6] | q[7])) != 0;
#endif
}

/* Lane i against lane i ^ 8, 4, 2, 1: four steps of a butterfly give
 * each lane the OR of all 16. */
#define SHUF(x, ...) __builtin_shufflevector(x, x, __VA_ARGS__)
#define X8(x) SHUF(x, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7)
#define X4(x) SHUF(x, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11)
#define X2(x) SHUF(x, 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13)
#define X1(x) SHUF(x, 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14)
/* Lane i gets lane i + k (mod 9) of the 9 digit lanes; 9..15 stay. */
#define ROTL9(x, k) SHUF(x, (k) % 9, (1 + k) % 9, (2 + k) % 9, (3 + k) % 9, (4 + k) % 9, \
                         (5 + k) % 9, (6 + k) % 9, (7 + k) % 9, (8 + k) % 9, 9, 10, 11, 12, 13, 14, 15)
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
 * borrow). No masks after m's: the row turns of m (bits of MINI_LAST only,
 * none below bit 2) lose and bring no bit in 32-bit lanes, and the bits a
 * box turn brings outside MINI_LAST (guard and middle cells) meet only
 * zeros of a, then of m. With AVX512_VBMI2 a row turn is one funnel shift
 * (m >> 10 | (m >> 2) << 22, the same as m >> 10 | m << 20 here). */
#define MINI_LAST (MINI_FIRST << 2)
static inline V16 band_filter(V16 w)
{
    V16 w2 = w + w, m = (w | w2 | (w2 + w2)) & MINI_LAST;
#ifdef __AVX512VBMI2__
    __m512i m2 = (__m512i)(m >> 2);
    V16 a = (V16)_mm512_shrdi_epi32((__m512i)m, m2, 10), c = (V16)_mm512_shrdi_epi32((__m512i)m, m2, 20);
#else
    V16 a = m >> 10 | m << 20, c = m >> 20 | m << 10;
#endif
    V16 x = a & (c >> 3 | c << 6), y = a & (c << 3 | c >> 6);
    V16 k = m & (x >> 3 | x << 6 | y << 3 | y >> 6);
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

/* PACKED: propagate() keeps the 27 words in two vectors, pa (band 0 in
 * lanes 0..8, band 1's digits 0..6 in 9..15) and pb (band 1's digits 7, 8
 * in lanes 0..1, band 2 in 2..10, 11..15 zero): packed lane L (pa's lanes
 * 0..15, pb's 16..31, as the two-vector shuffles number them) is band L / 9,
 * digit L % 9, for L < 27. PROT(a, b, k, h) is half h of the packed pair
 * with each lane given lane digit + k (mod 9) of its own band; the lanes
 * from 27 on stay. */
#define PIX(L, k) ((L) < 27 ? 9 * ((L) / 9) + ((L) % 9 + (k)) % 9 : (L))
#define PROT(a, b, k, h)                                                                        \
    __builtin_shufflevector(a, b, PIX(16 * (h), k), PIX(16 * (h) + 1, k), PIX(16 * (h) + 2, k),  \
                            PIX(16 * (h) + 3, k), PIX(16 * (h) + 4, k), PIX(16 * (h) + 5, k),    \
                            PIX(16 * (h) + 6, k), PIX(16 * (h) + 7, k), PIX(16 * (h) + 8, k),    \
                            PIX(16 * (h) + 9, k), PIX(16 * (h) + 10, k), PIX(16 * (h) + 11, k),  \
                            PIX(16 * (h) + 12, k), PIX(16 * (h) + 13, k), PIX(16 * (h) + 14, k), \
                            PIX(16 * (h) + 15, k))

/* Row singles of the packed words committed: they leave the other digits
 * of their band. ua, ub: each lane its band's open cells. A cell committed
 * to two digits at once sets *bad. The OR of a band's 9 digit lanes in two
 * steps of lane turns (mod 9): t, lane i the OR of lanes i..i+2, then all,
 * t's lanes i, i+3, i+6 (the three windows that split the 9 lanes from i).
 * Two digits with the same single are two lanes either in one window (at
 * most 2 apart: "two of three" in t's step) or, from any i, in two windows
 * ("two of three" in all's step). */
static inline V16 maj3(V16 a, V16 b, V16 c) { return (a & b) | (a & c) | (b & c); }
static inline void commit(V16 *pa, V16 *pb, V16 *ua, V16 *ub, V16 *bad)
{
    V16 qa = singles(*pa) & *ua, qb = singles(*pb) & *ub;
    V16 qa1 = PROT(qa, qb, 1, 0), qb1 = PROT(qa, qb, 1, 1);
    V16 qa2 = PROT(qa, qb, 2, 0), qb2 = PROT(qa, qb, 2, 1);
    V16 ta = qa | qa1 | qa2, tb = qb | qb1 | qb2;
    V16 ta3 = PROT(ta, tb, 3, 0), tb3 = PROT(ta, tb, 3, 1);
    V16 ta6 = PROT(ta, tb, 6, 0), tb6 = PROT(ta, tb, 6, 1);
    V16 alla = ta | ta3 | ta6, allb = tb | tb3 | tb6;
    *bad |= maj3(qa, qa1, qa2) | maj3(qb, qb1, qb2) | maj3(ta, ta3, ta6) | maj3(tb, tb3, tb6);
    *ua &= ~alla;
    *ub &= ~allb;
    *pa &= ~alla | qa;
    *pb &= ~allb | qb;
}

/* A guess: dst is src (which may be dst itself) with digit d forced on
 * band bit i of band b (a candidate there): its row and box peers leave
 * d's word, its column leaves d's other bands, and the cell leaves the
 * other digits. The copy is the forced vectors and u written whole, no
 * word stores that the next loads of v would wait on: copying the state
 * first (gcc does it in 32-byte halves) left the 64-byte loads that
 * forced it waiting on the two stores of each half. */
static inline void guess(State *dst, const State *src, int d, int b, int i)
{
    V16 lane = (V16)(iota == (uint32_t)d), col = colof[i] & lane;
    /* what band b keeps, and the other two; chosen per band by a mask, not
     * an array indexed by b (kept in memory) */
    V16 own = (lane & peer[i]) | (~lane & (1u << i));
    V16 s0 = (V16)(iota & 0) - (uint32_t)(b == 0), s1 = (V16)(iota & 0) - (uint32_t)(b == 1);
    V16 s2 = (V16)(iota & 0) - (uint32_t)(b == 2);
    V16 v0 = src->v[0] & ~((own & s0) | (col & ~s0)), v1 = src->v[1] & ~((own & s1) | (col & ~s1));
    V16 v2 = src->v[2] & ~((own & s2) | (col & ~s2));
    uint32_t u0 = src->u[0], u1 = src->u[1], u2 = src->u[2];
    dst->v[0] = v0;
    dst->v[1] = v1;
    dst->v[2] = v2;
    dst->u[0] = u0;
    dst->u[1] = u1;
    dst->u[2] = u2;
    dst->u[b] &= ~(1u << i);
}

/* Is one of the 27 words, packed into pa (16) and pb (lanes 0..10), empty? */
static inline int empty_word(V16 pa, V16 pb)
{
#ifdef __AVX512F__
    return (_mm512_testn_epi32_mask((__m512i)pa, (__m512i)pa) |
            (_mm512_testn_epi32_mask((__m512i)pb, (__m512i)pb) & 0x7ff)) != 0;
#else
    static const V16 lanes11 = {~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, 0, 0, 0, 0, 0};
    return any((V16)(pa == 0) | ((V16)(pb == 0) & lanes11));
#endif
}

/* Naked singles (see naked_singles() above) from the packed words: the
 * accumulation over the digits for the three bands at once. ZIX regroups
 * the 27 words into three vectors z[j], digit 4j+e in 128-bit lane e of
 * z[j], band b's word in its word b (word 3, and digits past 8, from a
 * zero lane). "At least once, twice, three times" across the three
 * vectors, then across the four 128-bit lanes (two swaps, each merging
 * two saturating counts) leaves band b's in word b. */
#define ZIX(j, l) ((l) % 4 < 3 && 4 * (j) + (l) / 4 < 9 ? 9 * ((l) % 4) + 4 * (j) + (l) / 4 : 27)
#define ZREG(a, b, j)                                                                         \
    __builtin_shufflevector(a, b, ZIX(j, 0), ZIX(j, 1), ZIX(j, 2), ZIX(j, 3), ZIX(j, 4),       \
                            ZIX(j, 5), ZIX(j, 6), ZIX(j, 7), ZIX(j, 8), ZIX(j, 9), ZIX(j, 10), \
                            ZIX(j, 11), ZIX(j, 12), ZIX(j, 13), ZIX(j, 14), ZIX(j, 15))
#define LANES256(x) SHUF(x, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7)
#define LANES128(x) SHUF(x, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11)
static inline int naked_singles_v(V16 *pa, V16 *pb, const uint32_t u[3], uint32_t two[3])
{
    V16 z0 = ZREG(*pa, *pb, 0), z1 = ZREG(*pa, *pb, 1), z2 = ZREG(*pa, *pb, 2);
    V16 c1 = z0 | z1 | z2, c2 = maj3(z0, z1, z2), c3 = z0 & z1 & z2;
    /* two saturating counts (c1, c2, c3) and (d1, d2, d3) merged */
#define MERGE(X)                                                \
    do {                                                        \
        V16 d1 = X(c1), d2 = X(c2), d3 = X(c3);                 \
        c3 |= d3 | (c2 & d1) | (c1 & d2);                       \
        c2 |= d2 | (c1 & d1);                                   \
        c1 |= d1;                                               \
    } while (0)
    MERGE(LANES256);
    MERGE(LANES128);
#undef MERGE
    uint32_t nk[3];
    for (int b = 0; b < 3; b++) {
        if (u[b] & ~c1[b])
            return 0;
        two[b] = u[b] & c2[b] & ~c3[b];
        nk[b] = u[b] & ~c2[b];
    }
    if (!(nk[0] | nk[1] | nk[2]))
        return 1;
    /* each naked single's peers leave the word of its digit, the one lane
     * of its band holding it (as the words were: PACKED lanes of band b) */
    static const V16 band_a[3] = {{~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u},
                                  {0, 0, 0, 0, 0, 0, 0, 0, 0, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u}};
    static const V16 band_b[3] = {{0}, {~0u, ~0u},
                                  {0, 0, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u}};
    V16 a0 = *pa, b0 = *pb, a = a0, bv = b0;
    for (int b = 0; b < 3; b++)
        for (uint32_t x = nk[b]; x; x &= x - 1) {
            int c = __builtin_ctz(x);
            uint32_t bit = 1u << c, pr = peer[c];
            a &= ~((V16)((a0 & bit) != 0) & band_a[b] & pr);
            bv &= ~((V16)((b0 & bit) != 0) & band_b[b] & pr);
        }
    *pa = a;
    *pb = bv;
    return 2;
}

/* Propagates to a fixpoint; 0 on a contradiction. The rounds work on the
 * packed words (PACKED), the band filter and the singles on two vectors
 * instead of three; the stack filter gathers each digit's columns of the
 * three bands into its lane of band 0 and spreads what it keeps back. */
static int propagate(State *s, uint32_t two[3])
{
    static const V16 lanes_a0 = {~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u};
    static const V16 lanes_b1 = {~0u, ~0u};
    static const V16 lanes_b2 = {0, 0, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u};
    V16 pa = __builtin_shufflevector(s->v[0], s->v[1], 0, 1, 2, 3, 4, 5, 6, 7, 8, 16, 17, 18, 19, 20, 21, 22);
    V16 pb = __builtin_shufflevector(s->v[1], s->v[2], 7, 8, 16, 17, 18, 19, 20, 21, 22, 23, 24, 9, 9, 9, 9, 9);
    V16 ua = (lanes_a0 & s->u[0]) | (~lanes_a0 & s->u[1]);
    V16 ub = (lanes_b1 & s->u[1]) | (lanes_b2 & s->u[2]);
    for (;;) {
        V16 cols = pa & 0;
        for (;;) {
            pa = band_filter(pa);
            pb = band_filter(pb);
            if (empty_word(pa, pb))
                return 0;
            V16 oa = pa, ob = pb;
            /* each digit's columns: band 0's in its lane (bits 0..8), band
             * 1's and 2's moved there (bits 9..17, 18..26); lanes 9..15 of
             * cx take lane 27 (0) */
            V16 fa = fold(pa), fb = fold(pb);
            V16 f1 = __builtin_shufflevector(fa, fb, 9, 10, 11, 12, 13, 14, 15, 16, 17, 27, 27, 27, 27, 27, 27, 27);
            V16 f2 = __builtin_shufflevector(fb, fb, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11, 11, 11, 11, 11);
            V16 cx = (fa & lanes_a0) | f1 << 9 | f2 << 18;
            if (any(cx ^ cols)) {
                V16 k = stack_keep(cx), k9 = k >> 9;
                cols = k;
                /* back to the packed lanes (k's lanes 9..15 are 0) */
                V16 ka = __builtin_shufflevector(k, k9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 16, 17, 18, 19, 20, 21, 22);
                V16 kb = __builtin_shufflevector(k9, k >> 18, 7, 8, 16, 17, 18, 19, 20, 21, 22, 23, 24, 9, 9, 9, 9, 9);
                pa &= spread(ka & ROW9);
                pb &= spread(kb & ROW9);
            }
            V16 bad = pa & 0;
            commit(&pa, &pb, &ua, &ub, &bad);
            if (any(bad))
                return 0;
            if (!any((pa ^ oa) | (pb ^ ob)))
                break;
        }
        uint32_t u[3] = {ua[0], ua[9], ub[2]};
        int r = naked_singles_v(&pa, &pb, u, two);
        if (r == 0)
            return 0;
        if (r == 1) {
            s->v[0] = __builtin_shufflevector(pa, pb, 0, 1, 2, 3, 4, 5, 6, 7, 8, 27, 27, 27, 27, 27, 27, 27);
            s->v[1] = __builtin_shufflevector(pa, pb, 9, 10, 11, 12, 13, 14, 15, 16, 17, 27, 27, 27, 27, 27, 27, 27);
            s->v[2] = __builtin_shufflevector(pb, pb, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11, 11, 11, 11, 11);
            memcpy(s->u, u, sizeof u);
            return 1;
        }
    }
}

#else
/* FAST9_PEXT: BMI2's PEXT gathers bits in one instruction on Intel and on
 * AMD from Zen 3, but is microcoded on Zen 1 and 2 (about 250 cycles
 * against 3), where -march=native still defines __BMI2__: there the
 * portable forms below are used. An instance may set it first (fast9_v3np.c,
 * for those processors when fast9.c picks at run time). */
#ifndef FAST9_PEXT
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
#define FAST9_PEXT 1
#else
#define FAST9_PEXT 0
#endif
#endif

/* The 9-bit set of non-empty mini-rows of a band word (bit 3r+k). With
 * PEXT: each mini-row ORed into its first cell, those 9 bits gathered by
 * one PEXT; else three lookups, one a row lane. */
static inline unsigned minirows(uint32_t w)
{
#if FAST9_PEXT
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
 * bits 9b..9b+8): its 3 columns of each band, bit 3b+j. With PEXT one
 * PEXT; else a multiplication gathers them (the 3 shifted copies of the
 * masked word do not overlap at bits 12..20). */
static inline unsigned stack_index(uint32_t cx)
{
#if FAST9_PEXT
    return _pext_u32(cx, 0x1c0e07u);
#else
    return (((cx & 0x1c0e07u) * 0x1041u) >> 12) & ROW9;
#endif
}

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
        cx = (cx & ~ROW9) | fold_word(w0);
    }
    if (bands & 2) {
        if (!(w1 &= allowed[minirows(w1)]))
            return 0;
        s1 = singles(w1) & s->u[1];
        cx = (cx & ~(ROW9 << 9)) | fold_word(w1) << 9;
    }
    if (bands & 4) {
        if (!(w2 &= allowed[minirows(w2)]))
            return 0;
        s2 = singles(w2) & s->u[2];
        cx = (cx & ~(ROW9 << 18)) | fold_word(w2) << 18;
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
            w0 &= spread1(cy & ROW9);
            w1 &= spread1((cy >> 9) & ROW9);
            w2 &= spread1(cy >> 18);
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
    uint32_t col = ~spread1(1u << (i % 10));
    s->f[9 * b + d] &= ~peer[i];
    s->f[9 * ((b + 1) % 3) + d] &= col;
    s->f[9 * ((b + 2) % 3) + d] &= col;
    s->dirty |= 7u << (3 * d);
    commit(s, d, b, 1u << i);
}

/* A guess: dst is src (which may be dst itself) with digit d forced on
 * band bit i of band b. */
static inline void guess(State *dst, const State *src, int d, int b, int i)
{
    if (dst != src)
        *dst = *src;
    force(dst, d, b, i);
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
        int r = naked_singles(s, two);
        if (r != 2)
            return r;
    }
}

#endif

#if FAST9_VEC
/* SWAP: a solution S shows a second one at once when it holds a rectangle
 * a b / b a -- cells (r1,c1), (r1,c2), (r2,c1), (r2,c2), none a given, on
 * two rows of one band (or two columns of one stack) and so in two boxes:
 * a and b swapped there, every row, column and box keeps its digits, and
 * the givens hold. Rows r1, r2 of a band: if digits a != b have the same
 * pair of columns {c1, c2} in those rows, they hold such a rectangle (they
 * cannot share a cell, so b has them the other way round). So per band,
 * per pair of rows, does one column pair come twice among the digits whose
 * two cells are open? Pair masks: w | w turned one row holds, in lane r,
 * the columns of rows r and r-1 (mod 3); a pair with a given is replaced
 * by a mask no other digit has (8 bits, one per digit); lane d is compared
 * with lane d+k (mod 9), k = 1..4, which meets every pair of digits, and
 * a 10-bit lane equal in both is a rectangle. Columns: the same on each
 * stack turned (transposed) into a band-like word: lane j the column 3k+j,
 * bit 3b+r the row. */
static inline V16 lanes_of(V16 x)
{
    V16 nz = ((x | GUARD) - LOW) & GUARD;
    return nz - (nz >> 9);
}
static inline V16 row_pairs(V16 w) { return w | ((w << 10 | w >> 20) & FULL); }
static int pair_twice(V16 w, V16 gw)
{
    static const V16 unique = {0x1fe7f9fe, 0x1fd7f5fd, 0x1fb7edfb, 0x1f77ddf7, 0x1ef7bdef,
                               0x1df77ddf, 0x1bf6fdbf, 0x17f5fd7f, 0xff3fcff};
    static const V16 digits = {~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u};
    V16 l = lanes_of(row_pairs(gw)), q = (row_pairs(w) & ~l) | (unique & l);
    V16 x1 = q ^ ROTL9(q, 1), x2 = q ^ ROTL9(q, 2), x3 = q ^ ROTL9(q, 3), x4 = q ^ ROTL9(q, 4);
    /* a lane of x zero: its guard cleared by (x | guard) - 1 */
    V16 z = ((x1 | GUARD) - LOW) & ((x2 | GUARD) - LOW) & ((x3 | GUARD) - LOW) & ((x4 | GUARD) - LOW);
    return any(~z & GUARD & digits);
}
/* Stack k of band word w turned: bit 10r+3k+j to bit 10j+r (a 3x3 bit
 * transpose: the diagonal stays, the rest moves 9 or 18 bits). TURN3 on
 * x = w >> 3k masked to the stack, the same for the digits' vector and for
 * one word (the givens, turn1: a scalar turn per stack is cheaper than
 * turning each digit's given cells). */
#define TURN3(x) \
    (((x) & 0x400801u) | ((x) & 0x1002u) << 9 | ((x) & 0x4u) << 18 | ((x) & 0x200400u) >> 9 | ((x) & 0x100000u) >> 18)
static inline V16 turn(V16 w, int k)
{
    V16 x = w >> (3 * k) & 0x701c07u;
    return TURN3(x);
}
static inline uint32_t turn1(uint32_t w, int k)
{
    uint32_t x = w >> (3 * k) & 0x701c07u;
    return TURN3(x);
}
static int swappable(const State *s, const uint32_t given[3])
{
    for (int b = 0; b < 3; b++)
        if (pair_twice(s->v[b], s->v[b] & given[b]))
            return 1;
    /* a turn moves bits: the turned givens (one word for every digit)
     * mask the turned words */
    for (int k = 0; k < 3; k++) {
        V16 t = turn(s->v[0], k) | turn(s->v[1], k) << 3 | turn(s->v[2], k) << 6;
        uint32_t gk = turn1(given[0], k) | turn1(given[1], k) << 3 | turn1(given[2], k) << 6;
        if (pair_twice(t, t & gk))
            return 1;
    }
    return 0;
}
#endif

static void record(Ctx *x, const State *s)
{
    if (x->found++)
        return;
#if FAST9_VEC
    /* counting to 2: a second solution that the first shows (SWAP) */
    if (x->limit == 2 && swappable(s, x->given))
        x->found++;
#endif
    if (!x->solution)
        return;
    for (int b = 0; b < 3; b++) {
        int *sol = x->solution + 27 * b;
#if defined(__AVX512F__) && defined(__BMI2__)
        /* per digit, its cells gathered by one PEXT (bit 9r+c, the cell's
         * index in the band) are the mask that writes d+1 into the band's
         * 27 values (two vectors): no loop over the cells */
        __m512i lo = _mm512_setzero_si512(), hi = lo;
        for (int d = 0; d < 9; d++) {
            uint32_t m = _pext_u32(CAND(s, b, d), FULL);
            __m512i v = _mm512_set1_epi32(d + 1);
            lo = _mm512_mask_mov_epi32(lo, (__mmask16)m, v);
            hi = _mm512_mask_mov_epi32(hi, (__mmask16)(m >> 16), v);
        }
        _mm512_storeu_si512((void *)sol, lo);
        _mm512_mask_storeu_epi32((void *)(sol + 16), 0x7ff, hi);
#else
        for (int d = 0; d < 9; d++)
            for (uint32_t w = CAND(s, b, d); w; w &= w - 1)
                sol[cellof[__builtin_ctz(w)]] = d + 1;
#endif
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

#if FAST9_VEC
/* Bits set in each lane: one instruction with AVX512_VPOPCNTDQ, else the
 * SWAR sum of bit pairs, nibbles, bytes. */
static inline V16 popcount_lanes(V16 x)
{
#ifdef __AVX512VPOPCNTDQ__
    return (V16)_mm512_popcnt_epi32((__m512i)x);
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
#endif
}
static inline V16 max_lanes(V16 a, V16 b)
{
#ifdef __AVX512F__
    return (V16)_mm512_max_epu32((__m512i)a, (__m512i)b);
#else
    V16 gt = (V16)(a > b);
    return (a & gt) | (b & ~gt);
#endif
}

/* choose() among the cells with two candidates, the vector way: the keys
 * of all 32 band bits of a band (two vectors; peer and colof have 32
 * entries), the bits not bivalue masked to 0, the largest key over the
 * three bands by lane maxima and a butterfly. The same choice as the
 * scalar loop. */
static int choose_two(const State *s, const uint32_t two[3], int *bit)
{
    V16 best = iota & 0, pr0, pr1, co;
    memcpy(&pr0, peer, sizeof pr0);
    memcpy(&pr1, peer + 16, sizeof pr1);
    memcpy(&co, colof, sizeof co);
    for (int b = 0; b < 3; b++) {
        uint32_t u = s->u[b], o1 = s->u[(b + 1) % 3], o2 = s->u[(b + 2) % 3];
        /* open cells of each column (lane c, the bits of row 0) in the other
         * bands (o2's bits moved one column over, into free bits), then
         * the row and box peers, per half of the band's 32 bits */
        V16 nc = popcount_lanes((co & o1) | (co & o2) << 1);
        V16 n0 = popcount_lanes(pr0 & u) + nc;
        /* band bit 16 + l is in column (16 + l) % 10 (bits 30, 31 never bivalue) */
        V16 n1 = popcount_lanes(pr1 & u) + SHUF(nc, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0);
        V16 key0 = n0 << 8 | (255u - (32u * (unsigned)b + iota));
        V16 key1 = n1 << 8 | (255u - (32u * (unsigned)b + 16u + iota));
#ifdef __AVX512F__
        best = (V16)_mm512_mask_max_epu32((__m512i)best, (__mmask16)two[b], (__m512i)best, (__m512i)key0);
        best = (V16)_mm512_mask_max_epu32((__m512i)best, (__mmask16)(two[b] >> 16), (__m512i)best,
                                          (__m512i)key1);
#else
        V16 on0 = (V16)(((two[b] >> iota) & 1u) != 0), on1 = (V16)(((two[b] >> (16u + iota)) & 1u) != 0);
        best = max_lanes(best, key0 & on0);
        best = max_lanes(best, key1 & on1);
#endif
    }
    best = max_lanes(best, X8(best));
    best = max_lanes(best, X4(best));
    best = max_lanes(best, X2(best));
    best = max_lanes(best, X1(best));
    unsigned pos = 255u - (best[0] & 255u);
    *bit = (int)(pos & 31u);
    return (int)(pos >> 5);
}
#endif

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
            uint32_t x = CAND(s, b, d);
            c4 |= c3 & x;
            c3 |= c2 & x;
            c2 |= c1 & x;
            c1 |= x;
        }
        uint32_t u = s->u[b];
        cls[1][b] = u & ~c4 & c3;
        cls[2][b] = u & c4;
    }
#if FAST9_VEC
    if (two[0] | two[1] | two[2])
        return choose_two(s, two, bit);
#endif
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
                uint32_t col = colof[i];
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

/* The digits (bit d) still possible on band bit `bit` of band b. */
static inline unsigned digits_at(const State *s, int b, uint32_t bit)
{
#if FAST9_VEC && defined(__AVX512F__)
    /* one test of the band's vector: lanes 9..15 are 0 */
    return _mm512_test_epi32_mask((__m512i)s->v[b], _mm512_set1_epi32((int)bit));
#else
    unsigned ds = 0;
    for (int d = 0; d < 9; d++)
        ds |= (unsigned)((CAND(s, b, d) & bit) != 0) << d;
    return ds;
#endif
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
    unsigned ds = digits_at(s, b, bit);
    /* each candidate on a copy of the state, the last one on s itself */
    for (; ds && x->found < x->limit; ds &= ds - 1) {
        int d = __builtin_ctz(ds);
        x->guesses++;
        if (must_stop(x))
            return;
        if (ds & (ds - 1)) {
            State c;
            guess(&c, s, d, b, i);
            search(x, &c);
        } else {
            guess(s, s, d, b, i);
            search(x, s);
        }
    }
}

/* The givens of band b (cells 27b..27b+26 of the puzzle) as band words,
 * g[d] the cells given d (bit 10r+c); 0 when a value is outside 0..9. With
 * AVX-512 and BMI2, per digit two compares give the 27 cells (bit 9r+c),
 * which one PDEP spreads into the lanes: no branch per cell (givens and
 * blanks alternate at random). */
static int band_givens(const int *in, uint32_t g[9])
{
#if defined(__AVX512F__) && defined(__BMI2__)
    __m512i lo = _mm512_loadu_si512((const void *)in);
    __m512i hi = _mm512_maskz_loadu_epi32(0x7ff, in + 16);
    __m512i nine = _mm512_set1_epi32(9);
    if (_mm512_cmpgt_epu32_mask(lo, nine) | _mm512_cmpgt_epu32_mask(hi, nine))
        return 0; /* negative too */
    for (int d = 0; d < 9; d++) {
        __m512i v = _mm512_set1_epi32(d + 1);
        uint32_t m = (uint32_t)_mm512_cmpeq_epi32_mask(lo, v) |
                     (uint32_t)_mm512_cmpeq_epi32_mask(hi, v) << 16;
        g[d] = _pdep_u32(m, FULL);
    }
#else
    memset(g, 0, 9 * sizeof *g);
    for (int i = 0; i < 30; i += 10)
        for (int c = 0; c < 9; c++) {
            unsigned v = (unsigned)*in++;
            if (!v)
                continue;
            if (v > 9) /* negative too */
                return 0;
            g[v - 1] |= 1u << (i + c);
        }
#endif
    return 1;
}

long FAST9_SOLVE(const int puzzle[81], int solution[81], long limit, double deadline,
                 const volatile int *cancel, Fast9Stats *stats)
{
    pthread_once(&tables_once, build_tables);
    Ctx x = {.limit = limit > 0 ? limit : 1, .solution = solution, .deadline = deadline, .cancel = cancel};
    /* the givens all at once: g[9b+d] the givens of d in band b. Each
     * removes d from its row and box (the lanes and boxes g touches) and
     * from its column in the other bands (cols), and its cell from the
     * other digits (occ). Two givens of d in one row, box or column are a
     * contradiction, caught here at once (propagation would find it later:
     * some digit would have no place left in a row). The state is the one
     * forcing each given in turn would leave. */
#if FAST9_VEC
    /* the same per band on the 9 digits at once: g[b] is band b's vector */
    uint32_t g[3][16] __attribute__((aligned(64))), occ[3] = {0};
    int ok = 1;
    memset(g, 0, sizeof g);
    for (int b = 0; b < 3; b++) {
        ok &= band_givens(puzzle + 27 * b, g[b]);
        for (int d = 0; d < 9; d++)
            occ[b] |= g[b][d];
    }
    memcpy(x.given, occ, sizeof occ);
    static const V16 digit_lanes = {~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u};
    V16 gv[3], badv = digit_lanes & 0;
    memcpy(gv, g, sizeof gv);
    V16 cols = fold(gv[0]) | fold(gv[1]) << 9 | fold(gv[2]) << 18; /* lane d: d's given columns */
    State s;
    memset(&s, 0, sizeof s);
    for (int b = 0; b < 3; b++) {
        V16 w = gv[b];
        s.u[b] = FULL & ~occ[b];
        V16 rows = lanes_of(w);
        V16 mr = (w | w >> 1 | w >> 2) & MINI_FIRST;
        V16 m0 = mr & ROW9, m1 = mr >> 10 & ROW9, m2 = mr >> 20, m = m0 | m1 | m2;
        V16 box = m | m << 1 | m << 2;
        V16 other = cols & ~(ROW9 << (9 * b));
        V16 ocols = (other | other >> 9 | other >> 18) & ROW9;
        badv |= (w & ((w | GUARD) - LOW)) | (m0 & m1) | (m0 & m2) | (m1 & m2) | (w & spread(ocols));
        V16 kill = rows | spread(box | ocols);
        s.v[b] = ((s.u[b] & ~kill) | w) & digit_lanes;
    }
    uint32_t bad = (uint32_t)(!ok) | (uint32_t)any(badv);
#else
    uint32_t g[27], occ[3] = {0}, cols[9] = {0};
    int ok = 1;
    for (int b = 0; b < 3; b++) {
        ok &= band_givens(puzzle + 27 * b, g + 9 * b);
        for (int d = 0; d < 9; d++) {
            occ[b] |= g[9 * b + d];
            cols[d] |= fold_word(g[9 * b + d]) << (9 * b);
        }
    }
    memcpy(x.given, occ, sizeof occ);
    State s;
    memset(&s, 0, sizeof s);
#if !FAST9_VEC
    s.dirty = (1u << 27) - 1; /* all to update; no column set yet (cols 0) */
#endif
    uint32_t bad = !ok;
    for (int b = 0; b < 3; b++) {
        s.u[b] = FULL & ~occ[b];
        for (int d = 0; d < 9; d++) {
            uint32_t w = g[9 * b + d];
            /* rows: a lane's guard is set by (x | guard) - 1 iff x != 0 */
            uint32_t nz = ((w | GUARD) - LOW) & GUARD, rows = nz - (nz >> 9);
            /* boxes: the mini-rows touched, each lane's at bits 3k */
            uint32_t mr = (w | w >> 1 | w >> 2) & MINI_FIRST;
            uint32_t m0 = mr & ROW9, m1 = mr >> 10 & ROW9, m2 = mr >> 20;
            uint32_t box = (m0 | m1 | m2) * 7u;
            uint32_t other = cols[d] & ~(ROW9 << (9 * b)); /* d's given columns in the other bands */
            uint32_t ocols = (other | other >> 9 | other >> 18) & ROW9;
            /* two in a row, in a box (on two rows), in a column */
            bad |= (w & ((w | GUARD) - LOW)) | (m0 & m1) | (m0 & m2) | (m1 & m2) | (w & spread1(ocols));
            uint32_t kill = rows | spread1(box | ocols);
            CAND(&s, b, d) = (s.u[b] & ~kill) | w;
        }
    }
#endif
    if (!bad)
        search(&x, &s);
    if (stats) {
        stats->guesses = x.guesses;
        stats->stopped = x.stopped;
    }
    return x.found;
}
