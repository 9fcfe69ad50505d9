/* unit.h -- what the small unit tests share: check() prints one TAP-style
 * "ok - ..." or "not ok - ..." line a check and counts the failures (main
 * returns failures != 0), and rnd(), a xorshift64 step, for reproducible
 * random cases without the library's own generator. Header-only: each test
 * is one translation unit. */
#ifndef PUZC_UNIT_H
#define PUZC_UNIT_H

#include <stdint.h>
#include <stdio.h>

static int failures;

static void check(int cond, const char *what)
{
    printf("%s - %s\n", cond ? "ok" : "not ok", what);
    failures += !cond;
}

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

#endif
