/* fast9_v4.c -- the 9x9 engine (fast9_impl.h) for x86-64-v4 (AVX-512): the
 * vector engine; built where the Makefile builds for several levels
 * (MULTIARCH). */
#define FAST9_SOLVE fast9_solve_v4
#include "fast9_impl.h"
