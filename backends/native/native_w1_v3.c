/* native_w1_v3.c -- native_w1.c's solver, one-word candidate sets (up to 64 values),
 * for x86-64-v3 (AVX2, BMI1/2, LZCNT); built where the Makefile builds for
 * several levels (MULTIARCH), picked by native.c where the processor has them. */
#define CSET_W 1
#define NATIVE_OPS native_w1_v3_ops
#include "search/search_impl.h"
