/* budget.c -- the memory budget and the charges made against it
 * (budget.h), and the public puz_budget_* calls. */
#include "budget.h"

#include "util.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

void budget_init(Budget *b, size_t limit)
{
    b->limit = limit;
    b->used = b->peak = 0;
}

/* The default limit: half the machine's physical memory (0 when the
 * system does not say). Read once: sysconf asks the kernel. */
static size_t phys_half;
static pthread_once_t phys_once = PTHREAD_ONCE_INIT;

static void phys_read(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages > 0 && size > 0 && (size_t)pages <= SIZE_MAX / (size_t)size)
        phys_half = (size_t)pages * (size_t)size / 2;
}

size_t budget_bytes_of_mb(size_t mb)
{
    if (mb == 0) {
        pthread_once(&phys_once, phys_read);
        return phys_half;
    }
    return mb > (SIZE_MAX >> 20) ? 0 : mb << 20; /* SIZE_MAX: none */
}

static void note_peak(Budget *b, size_t used)
{
    size_t p = __atomic_load_n(&b->peak, __ATOMIC_RELAXED);
    while (used > p &&
           !__atomic_compare_exchange_n(&b->peak, &p, used, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        ;
}

int budget_charge(Budget *b, size_t n)
{
    if (!b || !n)
        return 0;
    size_t used = __atomic_load_n(&b->used, __ATOMIC_RELAXED);
    do {
        if (b->limit && (n > b->limit || used > b->limit - n))
            return -1;
    } while (!__atomic_compare_exchange_n(&b->used, &used, used + n, 1, __ATOMIC_RELAXED,
                                          __ATOMIC_RELAXED));
    note_peak(b, used + n);
    return 0;
}

void budget_force(Budget *b, size_t n)
{
    if (b && n)
        note_peak(b, __atomic_add_fetch(&b->used, n, __ATOMIC_RELAXED));
}

void budget_release(Budget *b, size_t n)
{
    if (b && n)
        __atomic_sub_fetch(&b->used, n, __ATOMIC_RELAXED);
}

size_t budget_room(const Budget *b)
{
    if (!b || !b->limit)
        return SIZE_MAX;
    size_t used = __atomic_load_n(&b->used, __ATOMIC_RELAXED);
    return used < b->limit ? b->limit - used : 0;
}

size_t budget_limit_mb(const Budget *b) { return b ? b->limit >> 20 : 0; }


int charge_set(Charge *c, Budget *b, size_t bytes)
{
    if (c->to != b) {
        budget_release(c->to, c->bytes);
        budget_force(b, c->bytes);
        c->to = b;
    }
    if (bytes <= c->bytes) {
        budget_release(b, c->bytes - bytes);
        c->bytes = bytes;
        return 0;
    }
    if (budget_charge(b, bytes - c->bytes) != 0)
        return -1;
    c->bytes = bytes;
    return 0;
}

void charge_force(Charge *c, Budget *b, size_t bytes)
{
    if (charge_set(c, b, bytes) != 0) {
        budget_force(b, bytes - c->bytes);
        c->bytes = bytes;
    }
}

int charge_step(Charge *c, Budget *b, size_t bytes)
{
    if (c->to == b && bytes <= c->bytes && c->bytes - bytes < 2 * CHARGE_STEP)
        return 0;
    size_t up = bytes > SIZE_MAX - CHARGE_STEP ? bytes : (bytes / CHARGE_STEP + 1) * CHARGE_STEP;
    if (charge_set(c, b, up) == 0)
        return 0;
    return charge_set(c, b, bytes); /* the step does not fit: the bytes alone may */
}

void charge_clear(Charge *c)
{
    budget_release(c->to, c->bytes);
    c->bytes = 0;
}

Budget *budget_new(size_t limit_mb)
{
    Budget *b = xmalloc(sizeof *b);
    budget_init(b, budget_bytes_of_mb(limit_mb));
    return b;
}

void budget_free(Budget *b) { free(b); }

size_t budget_peak(const Budget *b)
{
    return b ? __atomic_load_n(&b->peak, __ATOMIC_RELAXED) : 0;
}

size_t budget_used(const Budget *b)
{
    return b ? __atomic_load_n(&b->used, __ATOMIC_RELAXED) : 0;
}
