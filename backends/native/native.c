/* native.c -- native.h's NativeSolver: the general bitset search
 * (search/search_impl.h) in the narrowest candidate-set width that holds
 * the grid's values (native_w1.c up to 64, native_w2.c up to 128,
 * native_w4.c up to 256 = PUZ_MAX_VALUES), so that the common grids keep
 * one-word sets and their speed; compiled
 * for x86-64-v3 too where the build targets several levels, and then that
 * instance on the processors that run it (isa.h). */
#include "native.h"

#include "isa.h"
#include "native_width.h"
#include "util.h"

#include <stdlib.h>

/* The instances built: per level (ISA_BASE, ISA_V3), per width (1, 2, 4 words). */
static const NativeOps *const instances[][3] = {
    {&native_w1_ops, &native_w2_ops, &native_w4_ops},
#ifdef PUZ_MULTIARCH
    {&native_w1_v3_ops, &native_w2_v3_ops, &native_w4_v3_ops},
#endif
};
#define NLEVELS ((int)(sizeof instances / sizeof instances[0]))

struct NativeSolver {
    const NativeOps *ops; /* the instance of the width chosen */
    void *impl;           /* that instance's solver */
};

NativeSolver *native_new(const Model *m, BuildGuard *guard)
{
    if (m->nvals > PUZ_MAX_VALUES)
        return NULL; /* the front end and the builders refuse these first */
    int level = (int)isa_level();
    if (level >= NLEVELS)
        level = NLEVELS - 1; /* v4: no instance of its own here */
    const NativeOps *ops = instances[level][m->nvals <= 64 ? 0 : m->nvals <= 128 ? 1 : 2];
    void *impl = ops->make(m, guard);
    if (!impl)
        return NULL;
    NativeSolver *s = xmalloc(sizeof *s);
    s->ops = ops;
    s->impl = impl;
    return s;
}

void native_free(NativeSolver *s)
{
    if (!s)
        return;
    s->ops->release(s->impl);
    free(s);
}

long native_count(NativeSolver *s, const int *givens, long limit, SolutionFn fn, void *ctx,
                  int *first, double deadline, int *timed_out, NativeStats *stats)
{
    return s->ops->count(s->impl, givens, limit, fn, ctx, first, deadline, timed_out, stats);
}

long native_resume(NativeSolver *s, long count_cap, double deadline, int *timed_out,
                   NativeStats *stats)
{
    return s->ops->resume(s->impl, count_cap, deadline, timed_out, stats);
}

void native_drop(NativeSolver *s) { s->ops->drop(s->impl); }

void native_set_run(NativeSolver *s, const volatile int *cancel, int threads, unsigned seed,
                    long count_cap, int turns, Budget *mem)
{
    s->ops->set_run(s->impl, cancel, threads, seed, count_cap, turns, mem);
}

void native_size(const NativeSolver *s, long size[3]) { s->ops->size(s->impl, size); }
