/* fast9_v3.c -- the 9x9 engine (fast9_impl.h) for x86-64-v3 (AVX2, BMI2):
 * the per-digit engine with PEXT; built where the Makefile builds for
 * several levels (MULTIARCH). */
#define FAST9_SOLVE fast9_solve_v3
#include "fast9_impl.h"
