/* check.h -- the checking pass: validates the model as written (ast.h)
 * against its grid, reports every problem at its location, and lowers a
 * valid model to the IR (ir.h). */
#ifndef PUZC_CHECK_H
#define PUZC_CHECK_H

#include "ast.h"
#include "diag.h"
#include "ir.h"

/* Returns the number of errors reported; on 0, *out is the Model (with
 * path copied into Model.path when not NULL), else *out is NULL. Frees
 * each statement's cell list once it is lowered. */
int check_model(AstFile *f, Diag *d, const char *path, Model **out);

#endif
