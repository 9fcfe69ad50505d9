/* native_w4_v3.c -- native_w4.c's solver, four-word candidate sets (129 to 256 values),
 * for x86-64-v3 (AVX2, BMI1/2, LZCNT); built where the Makefile builds for
 * several levels (MULTIARCH), picked by native.c where the processor has them. */
#define CSET_W 4
#define NATIVE_OPS native_w4_v3_ops
#include "search/search_impl.h"
