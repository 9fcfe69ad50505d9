/* native_w4.c -- the native solver (search/search_impl.h) with candidate sets of
 * four words a cell: 129 to 256 values (up to 256x256). */
#define CSET_W 4
#define NATIVE_OPS native_w4_ops
#include "search/search_impl.h"
