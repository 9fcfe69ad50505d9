/* native.c -- native.h's NativeSolver: the solver of native_impl.h in the
 * narrowest candidate-set width that holds the grid's values (native_w1.c
 * up to 64, native_w2.c up to 128, native_w4.c up to 256 = PUZ_MAX_VALUES),
 * so that the common grids keep one-word sets and their speed. */
#include "native.h"

#include "native_width.h"
#include "util.h"

#include <stdlib.h>

struct NativeSolver {
    int w;      /* 64-bit words per candidate set: 1, 2 or 4 */
    void *impl; /* that instance's solver */
};

NativeSolver *native_new(const Model *m, BuildGuard *guard)
{
    int w = m->nvals <= 64 ? 1 : m->nvals <= 128 ? 2 : 4;
    if (m->nvals > PUZ_MAX_VALUES)
        return NULL; /* the front end and the builders refuse these first */
    void *impl = w == 1   ? native_w1_new(m, guard)
                 : w == 2 ? native_w2_new(m, guard)
                          : native_w4_new(m, guard);
    if (!impl)
        return NULL;
    NativeSolver *s = xmalloc(sizeof *s);
    s->w = w;
    s->impl = impl;
    return s;
}

void native_free(NativeSolver *s)
{
    if (!s)
        return;
    if (s->w == 1)
        native_w1_free(s->impl);
    else if (s->w == 2)
        native_w2_free(s->impl);
    else
        native_w4_free(s->impl);
    free(s);
}

long native_count(NativeSolver *s, const int *givens, long limit, SolutionFn fn, void *ctx,
                  int *first, double deadline, int *timed_out, NativeStats *stats)
{
    if (s->w == 1)
        return native_w1_count(s->impl, givens, limit, fn, ctx, first, deadline, timed_out,
                               stats);
    if (s->w == 2)
        return native_w2_count(s->impl, givens, limit, fn, ctx, first, deadline, timed_out,
                               stats);
    return native_w4_count(s->impl, givens, limit, fn, ctx, first, deadline, timed_out, stats);
}

void native_set_cancel(NativeSolver *s, const volatile int *cancel)
{
    if (s->w == 1)
        native_w1_set_cancel(s->impl, cancel);
    else if (s->w == 2)
        native_w2_set_cancel(s->impl, cancel);
    else
        native_w4_set_cancel(s->impl, cancel);
}

void native_size(const NativeSolver *s, long size[3])
{
    if (s->w == 1)
        native_w1_size(s->impl, size);
    else if (s->w == 2)
        native_w2_size(s->impl, size);
    else
        native_w4_size(s->impl, size);
}
