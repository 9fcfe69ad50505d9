/* native_width.h -- the native solver (native_impl.h) as each instance of
 * one candidate-set width exports it: native_w1_new .. native_w4_size,
 * called only by native.c, which wraps them as native.h's NativeSolver. */
#ifndef PUZC_NATIVE_WIDTH_H
#define PUZC_NATIVE_WIDTH_H

#include "native.h"

/* The widths built, in 64-bit words per cell (each takes up to 64 * W
 * values; the widest, 256, is ir.h's PUZ_MAX_VALUES). */
#define NATIVE_DECLARE(W)                                                          \
    void *native_w##W##_new(const Model *m, BuildGuard *guard);                    \
    void native_w##W##_free(void *s);                                              \
    long native_w##W##_count(void *s, const int *givens, long limit, SolutionFn fn, \
                             void *ctx, int *first, double deadline, int *timed_out, \
                             NativeStats *stats);                                  \
    void native_w##W##_set_cancel(void *s, const volatile int *cancel);            \
    void native_w##W##_size(const void *s, long size[3]);
NATIVE_DECLARE(1)
NATIVE_DECLARE(2)
NATIVE_DECLARE(4)
#undef NATIVE_DECLARE

#endif
