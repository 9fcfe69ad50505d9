/* util.h -- allocation that never returns NULL, unsigned decimals without
 * snprintf, a monotonic clock, the cancel flag's read, and a seeded
 * pseudo-random generator shared by every module. */
#ifndef PUZC_UTIL_H
#define PUZC_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include <stdio.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
/* Out of memory: calls the handler puz_set_oom_handler set (n: the bytes
 * asked for, 0 when unknown), which does not return; abort() without one.
 * For memory that runs out inside the C library (a stream, a line read). */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void out_of_memory(size_t n);
/* open_memstream that never returns NULL, and its fclose: the text written
 * (NUL-terminated) in *buf, or out of memory when the stream could not hold
 * it. */
FILE *xopen_memstream(char **buf, size_t *len);
void xclose_memstream(FILE *f, char **buf);

/* Writes the decimal digits of v at p (no terminator); returns the end.
 * For hot paths where snprintf's formatting shows in a profile. */
char *fmt_uint(char *p, unsigned v);

/* Seconds from an arbitrary origin, monotonic. */
double now_sec(void);
/* The calling thread's CPU seconds (user and system) from an arbitrary
 * origin: what a line cost on a shared machine, where wall time also
 * counts the others' work. */
double thread_cpu_sec(void);

/* True when the cancel flag (puz_limits.cancel; may be NULL) is set. The
 * flag is written by a signal handler or another thread while solver
 * threads poll it, so it is read with a relaxed atomic load: C11 calls a
 * plain read of it a data race (ThreadSanitizer reported one in batch),
 * and the load costs the same as the volatile read it replaces. */
static inline int cancel_requested(const volatile int *flag)
{
    return flag && __atomic_load_n(flag, __ATOMIC_RELAXED);
}

/* The deadline (now_sec() to stop at; 0: none) reached, or the cancel flag
 * set: what the searches poll every few hundred nodes. */
static inline int must_end(double deadline, const volatile int *cancel)
{
    return (deadline > 0 && now_sec() >= deadline) || cancel_requested(cancel);
}

/* The online cores, 1 .. max: what a thread count of 0 ("one per core")
 * means for batch --jobs, generate --jobs and native --threads. */
int online_cores(int max);

/* The Luby sequence, i >= 1: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...: the
 * restart schedule of the native searches (run i gets unit * luby(i)). */
long luby(long i);

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
