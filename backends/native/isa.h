/* isa.h -- the instruction-set level this processor runs, for the native
 * backend's hot code compiled at several levels. Where the Makefile builds
 * for several (MULTIARCH, the default on x86-64: it defines PUZ_MULTIARCH),
 * the library as a whole targets x86-64-v2 and the 9x9 engine (fast9.c) and
 * the general solver (native.c) are also compiled for x86-64-v3 (AVX2,
 * BMI1/2, LZCNT, FMA), the 9x9 engine for x86-64-v4 (AVX-512) too; each
 * picks its instance once per process from what this answers. Elsewhere
 * (`make ARCH=...`, other processors) there is one level, ISA_BASE. */
#ifndef PUZC_ISA_H
#define PUZC_ISA_H

typedef enum {
    ISA_BASE, /* what the whole library is built for */
    ISA_V3,   /* x86-64-v3 */
    ISA_V4    /* x86-64-v4 */
} IsaLevel;

/* The highest level this processor runs (ISA_BASE without PUZ_MULTIARCH),
 * or lower where the environment's PUZC_ISA says base or v3; found once. */
IsaLevel isa_level(void);

/* PEXT takes one instruction here; not on AMD family 17h (Zen 1, Zen 2),
 * where it is microcoded (about 250 cycles). */
int isa_fast_pext(void);

#endif
