/* mzn.h -- the native backend's MiniZinc format (mzn.c): the model
 * written for `puzc emit --format mzn`, and MiniZinc's output of it read
 * back. native_backend.c registers both as the backend's emit and decode;
 * the format states the model as the native solver sees it (a domain per
 * cell, all-different groups, sums), so it lives beside that backend as
 * DIMACS lives beside sat's (sat/dimacs.h) and the LP file beside ilp's. */
#ifndef PUZC_NATIVE_MZN_H
#define PUZC_NATIVE_MZN_H

#include "backend.h"

/* The model as a MiniZinc model with its data, on out: returns 0. */
int native_mzn_write(const Model *m, FILE *out);

/* MiniZinc's output of the model read back into grid, as Backend.decode
 * returns. */
int native_mzn_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
                      size_t errsz, DecodeLoc *at);

#endif
