/* fast9_v3np.c -- the 9x9 engine (fast9_impl.h) for x86-64-v3 without PEXT,
 * for AMD Zen 1 and 2, where PEXT is microcoded; built where the Makefile
 * builds for several levels (MULTIARCH). */
#define FAST9_SOLVE fast9_solve_v3np
#define FAST9_PEXT 0
#include "fast9_impl.h"
