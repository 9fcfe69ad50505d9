/* fast9.c -- fast9.h's fast9_solve(): the 9x9 engine in the instance this
 * processor suits best, chosen once per process. With AVX-512 the vector
 * engine (v4); with AVX2 and BMI2 the per-digit engine with PEXT (v3), or
 * without it on the processors where PEXT is slow (v3-nopext); else the
 * one the library is built for (base). The per-digit engine is the one
 * AVX2 machines run because the vector one, split into AVX2 halves, was
 * slower there (docs/backends/native.md). */
#include "fast9.h"

#include "native/isa.h"

#include <pthread.h>

/* Every instance built, base first; runs and chosen set by pick(). */
static Fast9Instance instances[] = {
    {"base", fast9_solve_base, 1, 0},
#ifdef PUZ_MULTIARCH
    {"v3", fast9_solve_v3, 0, 0},
    {"v3-nopext", fast9_solve_v3np, 0, 0},
    {"v4", fast9_solve_v4, 0, 0},
#endif
};
#define NINSTANCES ((int)(sizeof instances / sizeof instances[0]))

static Fast9Solve *chosen;
static pthread_once_t picked = PTHREAD_ONCE_INIT;

static void pick(void)
{
    int best = 0;
#ifdef PUZ_MULTIARCH
    IsaLevel level = isa_level();
    instances[1].runs = instances[2].runs = level >= ISA_V3;
    instances[3].runs = level >= ISA_V4;
    best = level >= ISA_V4 ? 3 : level >= ISA_V3 ? (isa_fast_pext() ? 1 : 2) : 0;
#endif
    instances[best].chosen = 1;
    chosen = instances[best].solve;
}

long fast9_solve(const int puzzle[81], int solution[81], long limit, double deadline,
                 const volatile int *cancel, Fast9Stats *stats)
{
    pthread_once(&picked, pick);
    return chosen(puzzle, solution, limit, deadline, cancel, stats);
}

const Fast9Instance *fast9_instance(int i)
{
    pthread_once(&picked, pick);
    return i >= 0 && i < NINSTANCES ? &instances[i] : NULL;
}
