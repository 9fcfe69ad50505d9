/* import_janko.h -- the reader of Janko's puzzle text (import_janko.c):
 * a line of the collection's JSON Lines, or the bare problem text, as
 * .puz, one family a table entry. */
#ifndef PUZC_IMPORT_JANKO_H
#define PUZC_IMPORT_JANKO_H

#include "puzc.h"

#include <stddef.h>
#include <stdio.h>

/* The widest grid line read (a Shogun frame is 45 wide). */
#define PUZ_JANKO_MAX_SIDE 64

/* flags: JANKO_X adds the X rule (both diagonals distinct). */
enum { JANKO_X = 1 };

/* Writes the .puz of text[0..len) (name: the input's, in messages) to
 * out; family NULL or "auto": told by the line's page or the text's
 * shape. 0, or -1 with *err: PUZ_E_INPUT with located messages (in a JSON
 * line, the problem's places are in "NAME (problem)"), PUZ_E_ARG for an
 * unknown family. */
int import_janko_family(const char *name, const char *text, size_t len, const char *family,
                        unsigned flags, FILE *out, puz_error **err);
/* The same with the family told apart (import.c's reader signature). */
int import_janko(const char *name, const char *text, size_t len, FILE *out, puz_error **err);
/* The family names, NULL-terminated. */
const char *const *janko_families(void);

#endif
