/* failmalloc.c -- an LD_PRELOAD shim for tests/t_fault.sh: one allocation
 * (malloc, calloc or realloc), or every one from some point on, returns
 * NULL, as when memory runs out. Allocations are counted from just before
 * the program's main (the dynamic loader's and libc's start-up ones are not
 * counted, and never fail).
 *   FAILMALLOC_N=N      the Nth allocation fails (1-based; 0 or unset: none)
 *   FAILMALLOC_ALL=1    ... and every one after it
 *   FAILMALLOC_COUNT=F  at exit, the number of allocations is written to F
 * Built by the test: cc -shared -fPIC -o failmalloc.so failmalloc.c */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void *__libc_malloc(size_t n);
void *__libc_calloc(size_t n, size_t size);
void *__libc_realloc(void *p, size_t n);

static long fail_at, count;
static int armed, fail_all;

__attribute__((constructor)) static void failmalloc_init(void)
{
    const char *n = getenv("FAILMALLOC_N"), *all = getenv("FAILMALLOC_ALL");
    fail_at = n ? atol(n) : 0;
    fail_all = all && *all == '1';
    armed = 1;
}

__attribute__((destructor)) static void failmalloc_report(void)
{
    const char *path = getenv("FAILMALLOC_COUNT");
    if (!path)
        return;
    char buf[32];
    int len = snprintf(buf, sizeof buf, "%ld\n", count);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
        if (write(fd, buf, (size_t)len) < 0) {
            /* nothing to do: the count is lost */
        }
        close(fd);
    }
}

/* Counts one allocation; true (errno ENOMEM, as malloc sets it) when it
 * is to fail. */
static int fails(void)
{
    if (!armed)
        return 0;
    count++;
    if (fail_at > 0 && (count == fail_at || (fail_all && count > fail_at))) {
        errno = ENOMEM;
        return 1;
    }
    return 0;
}

void *malloc(size_t n) { return fails() ? NULL : __libc_malloc(n); }

void *calloc(size_t n, size_t size) { return fails() ? NULL : __libc_calloc(n, size); }

void *realloc(void *p, size_t n) { return fails() ? NULL : __libc_realloc(p, n); }
