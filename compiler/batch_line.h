/* batch_line.h -- reading one puzzle from one line of batch input: the
 * one-character form (81 chars for 9x9, 256 for 16x16 ...), the comma form
 * `name<TAB>v1,v2,...` of any size, and Killer lines (cage map + sums).
 *
 * SHAPE NAMES. A line's side gives its shape: a Sudoku with the boxes of
 * batch_box_shape. A comma line whose name starts with a shape word says
 * otherwise: `latin[ N]` (a Latin square: rows and columns only, any side)
 * or `sudoku RxC` (boxes of R rows x C columns); a Killer line's title may
 * start with `killer RxC`. N and R*C must agree with the side. `puzc
 * generate --line` writes these names where the side alone would mislead.
 * A line `LAYOUT<TAB>CELLS` names a multi-grid layout (compiler/layouts.h:
 * samurai, sumo, ...): CELLS are its frame's cells row by row, one
 * character each ('.', '0', '_' or '-' empty or outside the grids; a
 * value only inside them), and the answer is the frame's cells with '-'
 * outside the grids. */
#ifndef PUZC_BATCH_LINE_H
#define PUZC_BATCH_LINE_H

#include "ir.h"

#include <stddef.h>

typedef enum { LINE_CHARS, LINE_COMMA, LINE_KILLER } LineForm;

typedef struct {
    LineForm form;
    int side, box_r, box_c;     /* grid side and box shape */
    int *givens;                /* side*side values, 0 = empty (owned) */
    int prefix_len;             /* comma form: length of "name<TAB>" to echo */
    /* What the answer carries of the line: line[0..echo_pre) before the
     * solution (the comma form's "name<TAB>", a Killer's "title<TAB>") and
     * line[echo_tail..len) after it (the text after a one-character grid,
     * separator included); echo_tail == len: nothing. */
    int echo_pre, echo_tail;
    /* The line's name, line[name_off..name_off+name_len) (name_len 0: none):
     * the comma form's name, a Killer title, the text after a one-character
     * grid without its leading separators and blanks. */
    int name_off, name_len;
    int latin;                  /* named `latin`: a Latin square, no boxes */
    int named_shape;            /* the name set the shape (latin, or boxes other
                                   than batch_box_shape's, or a layout) */
    const char *layout;         /* a layout line's layout name, else NULL */
    /* Killer: cage of each cell (0-based, in letter order) and the sums */
    int *cage_of;
    int ncages;
    int *sums;
    int err_col;                /* on failure: the column (1-based) the message
                                   names ("... at column 12"), 0 for none */
    /* the givens of a 9x9 line read by the one-pass parse: givens points
     * here, no allocation per line (last: batch_parse_line() clears the
     * fields above it only) */
    int cells81[81];
} PuzzleLine;

/* Parses `line` (no newline). Returns 0, or -1 with a message in err such
 * as "expected 81 cells, got 80" or "invalid character 'x' at column 12"
 * (columns 1-based; the one the message names also in p->err_col). killer
 * selects the Killer form. */
int batch_parse_line(const char *line, size_t len, int killer, PuzzleLine *p, char *err,
                     size_t errsz);
void batch_line_free(PuzzleLine *p);

/* Box shape for a side n: r x c with r*c = n, r <= c, r as large as
 * possible (9 -> 3x3, 6 -> 2x3, 12 -> 3x4); 0 when n is prime and > 3. */
int batch_box_shape(int n, int *r, int *c);

/* The model of a parsed line: a Sudoku or a Latin square (Killer: plus
 * cages), no givens. */
Model *batch_line_model(const PuzzleLine *p);

#endif
