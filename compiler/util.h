/* util.h -- allocation that never returns NULL, unsigned decimals without
 * snprintf, a monotonic clock, and a seeded pseudo-random generator shared
 * by every module. */
#ifndef PUZC_UTIL_H
#define PUZC_UTIL_H

#include <stddef.h>
#include <stdint.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* Writes the decimal digits of v at p (no terminator); returns the end.
 * For hot paths where snprintf's formatting shows in a profile. */
char *fmt_uint(char *p, unsigned v);

/* Seconds from an arbitrary origin, monotonic. */
double now_sec(void);

/* xoshiro256** -- small, fast, reproducible across platforms. */
typedef struct { uint64_t s[4]; } Rng;
void rng_seed(Rng *r, uint64_t seed);
uint64_t rng_next(Rng *r);
/* Uniform in 0..n-1 (n > 0), without modulo bias. */
uint64_t rng_below(Rng *r, uint64_t n);
/* Uniform in [0, 1). */
double rng_unit(Rng *r);
/* Fisher-Yates shuffle of n ints. */
void rng_shuffle(Rng *r, int *a, int n);

#endif
