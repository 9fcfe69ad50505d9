/* native_width.h -- the native solver (search/search_impl.h) as each instance of
 * one candidate-set width and instruction-set level exports it: a table of
 * its operations (native_w1_ops .. native_w4_v3_ops), used only by
 * native.c, which wraps the chosen one as native.h's NativeSolver. */
#ifndef PUZC_NATIVE_WIDTH_H
#define PUZC_NATIVE_WIDTH_H

#include "native.h"

/* One instance's solver behind a void pointer: native.h's functions, each
 * taking the instance's own solver. */
typedef struct {
    void *(*make)(const Model *m, BuildGuard *guard);
    void (*release)(void *s);
    long (*count)(void *s, const int *givens, long limit, SolutionFn fn, void *ctx, int *first,
                  double deadline, int *timed_out, NativeStats *stats);
    long (*resume)(void *s, long count_cap, double deadline, int *timed_out, NativeStats *stats);
    void (*drop)(void *s);
    void (*set_run)(void *s, const volatile int *cancel, int threads, unsigned seed,
                    long count_cap, int turns, Budget *mem);
    void (*size)(const void *s, long size[3]);
} NativeOps;

/* The widths built, in 64-bit words per cell (each takes up to 64 * W
 * values; the widest, 256, is ir.h's PUZ_MAX_VALUES), for the level the
 * library is built for and, where the Makefile builds for several
 * (PUZ_MULTIARCH), for x86-64-v3 (native_w1_v3.c ...; isa.h). */
extern const NativeOps native_w1_ops, native_w2_ops, native_w4_ops;
extern const NativeOps native_w1_v3_ops, native_w2_v3_ops, native_w4_v3_ops;

#endif
