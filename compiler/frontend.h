/* frontend.h -- the compiler's whole public face: .puz text in, checked
 * Model out. Diagnostics (file:line:col: error: ..., the line, a caret) go
 * to stderr; at most 20 errors are reported. */
#ifndef PUZC_FRONTEND_H
#define PUZC_FRONTEND_H

#include "ir.h"

#include <stddef.h>

/* Returns the number of errors; on 0, *out holds the Model (model_free it).
 * path "-" reads standard input. */
int puz_compile_file(const char *path, Model **out);
/* The same from memory; `name` is used in messages. */
int puz_compile_string(const char *name, const char *text, size_t len, Model **out);

#endif
