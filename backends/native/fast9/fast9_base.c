/* fast9_base.c -- the 9x9 engine (fast9_impl.h) for the processor the whole
 * library is built for (the Makefile's ARCH: x86-64-v2 by default). */
#define FAST9_SOLVE fast9_solve_base
#include "fast9_impl.h"
