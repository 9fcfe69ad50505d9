/* frontend.h -- the compiler's whole face: .puz text (or a one-line
 * puzzle) in, checked Model out. Diagnostics (file:line:col: error: ...,
 * the line, a caret) come back as data in a puz_error (base/error.h); at
 * most 20 errors are kept. The public functions are puzc.h's
 * puz_compile_file, puz_compile_string and puz_model_from_line. */
#ifndef PUZC_FRONTEND_H
#define PUZC_FRONTEND_H

#include "error.h"
#include "ir.h"

#include <stddef.h>

/* The model of one puzzle line in any batch form (flags: puzc.h's
 * PUZ_LINE_*), its givens filled in and its name kept; errors are placed
 * at line 1 of `name` (NULL: "<line>"). */
puz_code front_line_model(const char *name, const char *text, size_t len, unsigned flags,
                          Model **out, puz_line_form *form, puz_error **err);

#endif
