/* isa.c -- isa.h: the level from the processor's feature bits, as the
 * compiler's run-time library reads them (CPUID, and XGETBV for whether
 * the system saves the AVX and AVX-512 registers). */
#include "isa.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#if defined(PUZ_MULTIARCH) && defined(__x86_64__)
#define ISA_X86 1
#else
#define ISA_X86 0
#endif

/* x86-64-v3 also has LZCNT, MOVBE and F16C, which clang cannot ask for by
 * name; every processor with AVX2, BMI2 and FMA has them (Intel from
 * Haswell, AMD from Excavator). x86-64-v4 is AVX-512 F, BW, CD, DQ, VL. */
static IsaLevel level = ISA_BASE;
static pthread_once_t level_once = PTHREAD_ONCE_INIT;

static void find_level(void)
{
#if ISA_X86
    __builtin_cpu_init();
    int v3 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
             __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma");
    int v4 = v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
             __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq") &&
             __builtin_cpu_supports("avx512vl");
    level = v4 ? ISA_V4 : v3 ? ISA_V3 : ISA_BASE;
#endif
    /* PUZC_ISA=base|v3 caps it: the tests run each instance on one
     * machine, the benchmarks compare them in one program */
    const char *cap = getenv("PUZC_ISA");
    if (cap && strcmp(cap, "base") == 0)
        level = ISA_BASE;
    else if (cap && strcmp(cap, "v3") == 0 && level > ISA_V3)
        level = ISA_V3;
}

IsaLevel isa_level(void)
{
    pthread_once(&level_once, find_level);
    return level;
}

int isa_fast_pext(void)
{
#if ISA_X86
    __builtin_cpu_init();
    return !__builtin_cpu_is("amdfam17h");
#else
    return 1;
#endif
}
