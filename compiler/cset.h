/* cset.h -- a set of candidate values (bit k = value index k), the native
 * solver's and its all-different filter's one data type, in a width fixed
 * when the including file is compiled: define CSET_W (64-bit words) first.
 *   CSET_W 1   a plain uint64_t, up to 64 values: the operations below are
 *              the single word operations they name, so 9x9 .. 64x64 grids
 *              compile to exactly the code they had before sets grew
 *   CSET_W 2,4 an array of 2 or 4 words, up to 128 or 256 values; loops of
 *              a constant CSET_W the compiler unrolls
 * One width per translation unit (native_w1.c, native_w2.c, native_w4.c
 * each include native/search/search_impl.h once; tests/unit/alldiff_test.c
 * its all-different filter at width 1). Every operation takes and returns
 * sets by value; an index k is always below CSET_BITS. */
#ifndef PUZC_CSET_H
#define PUZC_CSET_H

#include <stdint.h>

#ifndef CSET_W
#error "define CSET_W (1, 2 or 4) before including cset.h"
#endif

#define CSET_BITS (64 * CSET_W)

#if CSET_W == 1

typedef uint64_t cset;
typedef int8_t cs_index; /* a value index or -1 (alldiff matchings) */

static inline cset cs_zero(void) { return 0; }
static inline cset cs_bit(int k) { return 1ULL << k; }
/* bits 0 .. n-1, 0 <= n <= CSET_BITS */
static inline cset cs_upto(int n) { return n >= 64 ? ~0ULL : (1ULL << n) - 1; }
static inline cset cs_and(cset a, cset b) { return a & b; }
static inline cset cs_or(cset a, cset b) { return a | b; }
static inline cset cs_andnot(cset a, cset b) { return a & ~b; }
static inline int cs_empty(cset a) { return !a; }
static inline int cs_eq(cset a, cset b) { return a == b; }
static inline int cs_meets(cset a, cset b) { return (a & b) != 0; }
static inline int cs_has(cset a, int k) { return (int)(a >> k & 1); }
static inline int cs_count(cset a) { return __builtin_popcountll(a); }
static inline int cs_single(cset a) { return a && !(a & (a - 1)); }
/* more than one element (a nonempty set that is not a single) */
static inline int cs_multi(cset a) { return (a & (a - 1)) != 0; }
/* lowest and highest index of a nonempty set */
static inline int cs_lo(cset a) { return __builtin_ctzll(a); }
static inline int cs_hi(cset a) { return 63 - __builtin_clzll(a); }
static inline cset cs_lowbit(cset a) { return a & -a; }
static inline void cs_droplo(cset *a) { *a &= *a - 1; }
static inline void cs_add(cset *a, int k) { *a |= 1ULL << k; }
static inline void cs_del(cset *a, int k) { *a &= ~(1ULL << k); }
/* every index moved up or down by one (bits shifted out are lost) */
static inline cset cs_up1(cset a) { return a << 1; }
static inline cset cs_down1(cset a) { return a >> 1; }

#else

typedef struct {
    uint64_t w[CSET_W];
} cset;
typedef int16_t cs_index;

static inline cset cs_zero(void)
{
    cset r;
    for (int i = 0; i < CSET_W; i++)
        r.w[i] = 0;
    return r;
}
static inline cset cs_bit(int k)
{
    cset r = cs_zero();
    r.w[k >> 6] = 1ULL << (k & 63);
    return r;
}
static inline cset cs_upto(int n)
{
    cset r;
    for (int i = 0; i < CSET_W; i++) {
        int m = n - 64 * i;
        r.w[i] = m >= 64 ? ~0ULL : m <= 0 ? 0 : (1ULL << m) - 1;
    }
    return r;
}
static inline cset cs_and(cset a, cset b)
{
    for (int i = 0; i < CSET_W; i++)
        a.w[i] &= b.w[i];
    return a;
}
static inline cset cs_or(cset a, cset b)
{
    for (int i = 0; i < CSET_W; i++)
        a.w[i] |= b.w[i];
    return a;
}
static inline cset cs_andnot(cset a, cset b)
{
    for (int i = 0; i < CSET_W; i++)
        a.w[i] &= ~b.w[i];
    return a;
}
static inline int cs_empty(cset a)
{
    uint64_t x = 0;
    for (int i = 0; i < CSET_W; i++)
        x |= a.w[i];
    return !x;
}
static inline int cs_eq(cset a, cset b)
{
    uint64_t x = 0;
    for (int i = 0; i < CSET_W; i++)
        x |= a.w[i] ^ b.w[i];
    return !x;
}
static inline int cs_meets(cset a, cset b)
{
    uint64_t x = 0;
    for (int i = 0; i < CSET_W; i++)
        x |= a.w[i] & b.w[i];
    return x != 0;
}
static inline int cs_has(cset a, int k) { return (int)(a.w[k >> 6] >> (k & 63) & 1); }
static inline int cs_count(cset a)
{
    int n = 0;
    for (int i = 0; i < CSET_W; i++)
        n += __builtin_popcountll(a.w[i]);
    return n;
}
static inline int cs_single(cset a)
{
    int n = 0;
    for (int i = 0; i < CSET_W; i++) {
        if (a.w[i] & (a.w[i] - 1))
            return 0;
        n += a.w[i] != 0;
    }
    return n == 1;
}
static inline int cs_multi(cset a) { return cs_count(a) > 1; }
static inline int cs_lo(cset a)
{
    for (int i = 0; i < CSET_W - 1; i++)
        if (a.w[i])
            return 64 * i + __builtin_ctzll(a.w[i]);
    return 64 * (CSET_W - 1) + __builtin_ctzll(a.w[CSET_W - 1]);
}
static inline int cs_hi(cset a)
{
    for (int i = CSET_W - 1; i > 0; i--)
        if (a.w[i])
            return 64 * i + 63 - __builtin_clzll(a.w[i]);
    return 63 - __builtin_clzll(a.w[0]);
}
static inline cset cs_lowbit(cset a) { return cs_empty(a) ? a : cs_bit(cs_lo(a)); }
static inline void cs_droplo(cset *a)
{
    for (int i = 0; i < CSET_W; i++)
        if (a->w[i]) {
            a->w[i] &= a->w[i] - 1;
            return;
        }
}
static inline void cs_add(cset *a, int k) { a->w[k >> 6] |= 1ULL << (k & 63); }
static inline void cs_del(cset *a, int k) { a->w[k >> 6] &= ~(1ULL << (k & 63)); }
static inline cset cs_up1(cset a)
{
    for (int i = CSET_W - 1; i > 0; i--)
        a.w[i] = a.w[i] << 1 | a.w[i - 1] >> 63;
    a.w[0] <<= 1;
    return a;
}
static inline cset cs_down1(cset a)
{
    for (int i = 0; i < CSET_W - 1; i++)
        a.w[i] = a.w[i] >> 1 | a.w[i + 1] << 63;
    a.w[CSET_W - 1] >>= 1;
    return a;
}

#endif

#endif
