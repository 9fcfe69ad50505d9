/* importers.h -- readers of the setters' formats (f-puzzles, SudokuPad),
 * each writing the .puz text of the puzzle it reads, and refusing by name,
 * at its place in the input, what the .puz language cannot say. Each
 * reader has its own file (import_fpuzzles.c, import_sudokupad.c); the
 * links' compression is lzstring.c, the JSON reader json_in.c. */
#ifndef PUZC_IMPORTERS_H
#define PUZC_IMPORTERS_H

#include "diag.h"
#include "json_in.h"
#include "source.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Each takes the input's text (a file's content: JSON, a link, or the
 * compressed data alone), writes the .puz to out and returns 0; or
 * returns -1 with *err (PUZ_E_INPUT) holding located messages: the place
 * in the file (line:col) and, for a thing refused, its JSON path. `name`
 * is the input's name in messages. */
int import_fpuzzles(const char *name, const char *text, size_t len, FILE *out, puz_error **err);
int import_sudokupad(const char *name, const char *text, size_t len, FILE *out, puz_error **err);

/* Which of the two reads text: "fpuzzles" for f-puzzles JSON, an
 * f-puzzles link or its bare compressed data; "sudokupad" for a SudokuPad
 * link or SudokuPad data (JSON, or the scl/ctc/fpuzzles-prefixed forms);
 * NULL when it is neither. */
const char *import_detect(const char *text, size_t len);

/* ---- shared by the readers ---- */

/* The f-puzzles document root (parsed from src) as .puz on out; errors
 * through d. 0 or -1. */
int fpz_translate(const Source *src, const JsonValue *root, Diag *d, FILE *out);
/* The SudokuPad document root (parsed from src) as .puz on out. */
int scl_translate(const Source *src, const JsonValue *root, Diag *d, FILE *out);

/* What a reader found, for import_write_puz. */
typedef struct {
    int n;                  /* the side */
    const int *given;       /* n*n values, 0 = empty */
    const int *region;      /* n*n region numbers 0..n-1, -1: in none */
    bool custom;            /* regions other than the default boxes */
    const char *from;       /* "f-puzzles data", for the first comment */
    const char *title, *author, *rules; /* each may be NULL */
    const char *left_out;   /* a comment on what was left out, or NULL */
    const char *statements; /* the constraints' statements, one a line */
    size_t len;
} ImportPuz;
/* Writes the .puz: comments (where it came from, its rules, what was left
 * out), name and source, the header -- `sudoku HxW` for the default boxes
 * (import_box_h), else `grid`, `values`, rows and columns and the regions
 * (a `regions` map when they are a partition into n-cell regions, else a
 * `distinct` each) --, the statements, the givens. */
void import_write_puz(FILE *out, const ImportPuz *p);
/* The default boxes of a side n, as f-puzzles and SudokuPad draw them:
 * the largest h <= sqrt(n) dividing n rows high (1 for a prime). */
int import_box_h(int n);

/* The end of puz_import: rc the reader's (0 or -1, its messages in
 * *err); the .puz in buf[0..n) is compiled once (messages name it "NAME
 * (as .puz)") and handed over in *puz, or freed. */
puz_code import_finish(const char *name, int rc, char *buf, size_t n, char **puz, size_t *puzlen,
                       puz_error **err);

/* The place of byte off of src as a one-character Loc. */
Loc import_loc(const Source *src, size_t off);
/* Decompresses lz-string base64 data found at text[start..start+len) of
 * src (URL escapes %XX decoded first) and parses it as JSON -- as
 * SudokuPad's zipped JSON when `zipped` allows it and the text starts
 * '{' then a bare name --; returns the root, and in *out_src the Source of
 * the decompressed text (named "NAME (decompressed)", NULL when there is
 * none), which the root's offsets are into. NULL after an error reported
 * at its place: in src for the compressed data, in *out_src for its
 * JSON. */
JsonValue *import_unpack(const Source *src, size_t start, size_t len, int zipped, Diag *d,
                         Source **out_src);

#endif
