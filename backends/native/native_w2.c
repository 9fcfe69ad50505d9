/* native_w2.c -- the native solver (search/search_impl.h) with candidate sets of
 * two words a cell: 65 to 128 values (a 100x100 grid). */
#define CSET_W 2
#define NATIVE_OPS native_w2_ops
#include "search/search_impl.h"
