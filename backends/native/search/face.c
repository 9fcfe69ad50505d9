/* face.c -- the instance's face: the table of its operations
 * (native_width.h's NativeOps) under the name the instance gives it
 * (NATIVE_OPS), through which native.c calls it.
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* The instance's face (native_width.h): native.c keeps the Solver behind
 * a void pointer and calls these through the table of the width it chose. */
static void *ops_make(const Model *m, BuildGuard *guard) { return solver_new(m, guard); }
static void ops_release(void *s) { solver_free(s); }
static long ops_count(void *s, const int *givens, long limit, SolutionFn fn, void *ctx,
                      int *first, double deadline, int *timed_out, NativeStats *stats)
{
    return solver_count(s, givens, limit, fn, ctx, first, deadline, timed_out, stats);
}
static long ops_resume(void *s, long count_cap, double deadline, int *timed_out,
                       NativeStats *stats)
{
    return solver_resume(s, count_cap, deadline, timed_out, stats);
}
static void ops_drop(void *s) { solver_drop(s); }
static void ops_set_run(void *s, const volatile int *cancel, int threads, unsigned seed,
                        long count_cap, int turns, Budget *mem)
{
    /* what the solver holds moves to this run's budget (NULL: to none):
     * the budget of the run that built it may be gone by now */
    charge_force(&((Solver *)s)->tables, mem, ((Solver *)s)->tables.bytes);
    charge_force(&((Solver *)s)->stacks, mem, ((Solver *)s)->stacks.bytes);
    ((Solver *)s)->mem = mem;
    ((Solver *)s)->cancel = cancel;
    ((Solver *)s)->threads = threads;
    ((Solver *)s)->seed = seed;
    ((Solver *)s)->count_cap = count_cap;
    ((Solver *)s)->count_turns = turns;
}
static void ops_size(const void *s, long size[3]) { solver_size(s, size); }

const NativeOps NATIVE_OPS = {ops_make,   ops_release, ops_count, ops_resume,
                               ops_drop,   ops_set_run, ops_size};
