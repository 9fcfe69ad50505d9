/* frontend.h -- the compiler's whole public face: .puz text in, checked
 * Model out. Diagnostics (file:line:col: error: ..., the line, a caret)
 * come back as data in a puz_diags (puzc.h); at most 20 errors are kept.
 * The functions are puzc.h's puz_compile_file and puz_compile_string. */
#ifndef PUZC_FRONTEND_H
#define PUZC_FRONTEND_H

#include "ir.h"
#include "puzc.h"

#include <stddef.h>


#endif
