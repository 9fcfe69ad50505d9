/* native_w2_v3.c -- native_w2.c's solver, two-word candidate sets (65 to 128 values),
 * for x86-64-v3 (AVX2, BMI1/2, LZCNT); built where the Makefile builds for
 * several levels (MULTIARCH), picked by native.c where the processor has them. */
#define CSET_W 2
#define NATIVE_OPS native_w2_v3_ops
#include "search/search_impl.h"
