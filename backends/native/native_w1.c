/* native_w1.c -- the native solver (search/search_impl.h) with one-word candidate
 * sets: grids of up to 64 values (9x9 .. 64x64), compiled to the code they
 * ran before the sets grew. */
#define CSET_W 1
#define NATIVE_OPS native_w1_ops
#include "search/search_impl.h"
