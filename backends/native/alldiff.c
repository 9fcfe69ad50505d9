/* alldiff.c -- alldiff_filter (alldiff.h): the all-different filter of
 * alldiff_impl.h for one-word candidate sets, as the unit tests call it.
 * The native solver includes its own copy of the filter for each width. */
#include "alldiff.h"

#define CSET_W 1
#include "cset.h"

#include "search/alldiff.c"

int alldiff_filter(uint64_t *cand, const int *cells, int n, int8_t *match, uint64_t *changed)
{
    return gac_filter(cand, cells, n, match, changed);
}
