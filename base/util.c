/* util.c -- checked allocation, the clock, the Luby sequence, and the
 * xoshiro256** generator. */
#define _POSIX_C_SOURCE 200809L
#include "util.h"

#include "puzc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Out of memory: the library cannot go on and cannot print; the handler
 * the program set (puz_set_oom_handler) reports and exits, else abort(). */
static puz_oom_fn oom_handler;

void puz_set_oom_handler(puz_oom_fn fn) { oom_handler = fn; }

const char *puz_version(void) { return PUZ_VERSION; }
int puz_version_number(void) { return PUZ_VERSION_NUMBER; }
void puz_free(void *p) { free(p); }

void out_of_memory(size_t n)
{
    if (oom_handler)
        oom_handler(n);
    abort();
}

FILE *xopen_memstream(char **buf, size_t *len)
{
    *buf = NULL;
    FILE *f = open_memstream(buf, len);
    if (!f)
        out_of_memory(0);
    return f;
}

void xclose_memstream(FILE *f, char **buf)
{
    int bad = ferror(f);
    if (fclose(f) != 0 || bad || !*buf)
        out_of_memory(0);
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        out_of_memory(n);
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        out_of_memory(n * size);
    return p;
}

void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q)
        out_of_memory(n);
    return q;
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xmalloc(n), s, n);
}

char *fmt_uint(char *p, unsigned v)
{
    char d[10];
    int n = 0;
    do
        d[n++] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    while (n)
        *p++ = d[--n];
    return p;
}

double now_sec(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double thread_cpu_sec(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void rng_seed(Rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix(&seed);
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t rng_next(Rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint64_t rng_below(Rng *r, uint64_t n)
{
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do
        x = rng_next(r);
    while (x >= limit);
    return x % n;
}

double rng_unit(Rng *r) { return (double)(rng_next(r) >> 11) * 0x1.0p-53; }

void rng_shuffle(Rng *r, int *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint64_t)i + 1);
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

int online_cores(int max)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > max ? max : (int)n;
}

/* With k the least such that i <= 2^k - 1, luby(i) = 2^(k-1) when
 * i = 2^k - 1, else luby(i - 2^(k-1) + 1) (the loop below). */
long luby(long i)
{
    long k = 1;
    while ((1L << k) - 1 < i)
        k++;
    while ((1L << k) - 1 != i) {
        i -= (1L << (k - 1)) - 1;
        k = 1;
        while ((1L << k) - 1 < i)
            k++;
    }
    return 1L << (k - 1);
}
