/* alldiff.h -- generalised arc consistency for a group of n cells that
 * must hold n values once each (Régin's all-different filtering), for
 * one-word candidate sets (alldiff.c; the solver's own copies of
 * alldiff_impl.h take every width). */
#ifndef PUZC_ALLDIFF_H
#define PUZC_ALLDIFF_H

#include <stdint.h>

/* Removes from cand[cells[0..n)] (bit k = value vmin+k; n <= 64, every
 * candidate below bit n) every value that no assignment of distinct values
 * to the n cells gives its cell, and sets *changed to the positions i
 * (bit i) whose cell lost a value. Returns -1 when there is no such
 * assignment at all (cand untouched), else 0. match[i] (value index or
 * -1, n entries) is where the matching starts from, and holds the one
 * found on return: the last call's is a good start for the next. */
int alldiff_filter(uint64_t *cand, const int *cells, int n, int8_t *match, uint64_t *changed);

#endif
