/* gm_src.c -- the generator's choices (a seeded RNG or a fuzzer's bytes)
 * and the text buffer it writes into. */
#include "gm.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* splitmix64 */
static uint64_t gm_next(GmSrc *s)
{
    uint64_t z = (s->rng += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

void gm_src_seed(GmSrc *s, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    /* the start hashed: seeds next to each other are far apart in the
     * sequence, not one step */
    s->rng = seed;
    s->rng = gm_next(s) ^ 0x2545F4914F6CDD1Du;
}

void gm_src_bytes(GmSrc *s, const uint8_t *data, size_t size)
{
    memset(s, 0, sizeof *s);
    s->bytes = 1;
    s->data = data;
    s->size = size;
    uint64_t h = 0xCBF29CE484222325u; /* FNV-1a of the bytes seeds what follows them */
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 0x100000001B3u;
    s->rng = h;
}

unsigned gm_below(GmSrc *s, unsigned n)
{
    if (n < 2)
        return 0;
    if (!s->bytes || s->pos >= s->size)
        return (unsigned)(gm_next(s) % n);
    /* as many bytes as n needs, little-endian; 0 past the end */
    int nbytes = n <= 1u << 8 ? 1 : n <= 1u << 16 ? 2 : n <= 1u << 24 ? 3 : 4;
    uint32_t v = 0;
    for (int i = 0; i < nbytes && s->pos < s->size; i++)
        v |= (uint32_t)s->data[s->pos++] << (8 * i);
    return v % n;
}

int gm_range(GmSrc *s, int lo, int hi)
{
    if (hi <= lo)
        return lo;
    return lo + (int)gm_below(s, (unsigned)(hi - lo) + 1);
}

int gm_chance(GmSrc *s, unsigned pct)
{
    return gm_below(s, 100) < pct;
}

int gm_weighted(GmSrc *s, const unsigned *w, int n)
{
    unsigned total = 0;
    for (int i = 0; i < n; i++)
        total += w[i];
    unsigned r = gm_below(s, total);
    for (int i = 0; i < n; i++) {
        if (r < w[i])
            return i;
        r -= w[i];
    }
    return 0;
}

void gm_buf_init(GmBuf *b, size_t limit)
{
    memset(b, 0, sizeof *b);
    b->limit = limit;
}

void gm_buf_free(GmBuf *b)
{
    free(b->text);
    memset(b, 0, sizeof *b);
}

void gm_putn(GmBuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *t = realloc(b->text, cap);
        if (!t)
            abort();
        b->text = t;
        b->cap = cap;
    }
    memcpy(b->text + b->len, s, n);
    b->len += n;
    b->text[b->len] = '\0';
}

void gm_puts(GmBuf *b, const char *s) { gm_putn(b, s, strlen(s)); }

void gm_printf(GmBuf *b, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        abort();
    if ((size_t)n < sizeof small) {
        gm_putn(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big)
        abort();
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    gm_putn(b, big, (size_t)n);
    free(big);
}

int gm_full(const GmBuf *b) { return b->limit && b->len >= b->limit; }
