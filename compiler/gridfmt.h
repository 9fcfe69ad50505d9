/* gridfmt.h -- writing and reading grids: the one-character value
 * alphabet, the one-line format of batch mode, the multi-line layout of
 * .puz files, and a grid read back from any of them. */
#ifndef PUZC_GRIDFMT_H
#define PUZC_GRIDFMT_H

#include "ir.h"

#include <stdio.h>

/* One character per value: 1-9, then A-Z for 10..35. Empty is '.'. */
#define GRIDFMT_MAX_CHAR_VALUE 35
/* Value of a grid character: 1..35, 0 for an empty mark ('.', '0', '_'),
 * -1 for anything else. Lower-case letters read as upper case. Inline,
 * one lookup: batch reads every character of every line through it.
 * gridfmt_char_table[c] is the value of byte c plus one (0: not a grid
 * character). */
extern const signed char gridfmt_char_table[256];
static inline int gridfmt_char_value(int ch)
{
    return (unsigned)ch < 256u ? gridfmt_char_table[ch] - 1 : -1;
}
/* Character of a value 1..35 ('.' for 0, '?' past 35). Inline, as above. */
static inline char gridfmt_value_char(int v)
{
    if (v >= 1 && v <= 9)
        return (char)('0' + v);
    if (v == 0)
        return '.';
    if (v >= 10 && v <= GRIDFMT_MAX_CHAR_VALUE)
        return (char)('A' + v - 10);
    return '?';
}

/* The one-line form: one character per cell when every value fits one
 * character (vmax <= 35), else the values comma-separated. 0 prints as '.'
 * (or 0 in the comma form). No newline. */
void gridfmt_write_line(FILE *out, const Model *m, const int *grid);
/* The grid as the input wrote it (m->layout): one char per cell or blank-
 * separated tokens, with '|' and '-+' rulers between boxes when asked; a
 * Kakuro as its picture (kakuro_write_rows). */
void gridfmt_write_grid(FILE *out, const Model *m, const int *grid);
/* Reads a grid from text: one character per cell (rulers, blanks and
 * newlines skipped), blank- or comma-separated numbers, or the batch comma
 * form `name<TAB>v1,v2,...`; a Kakuro also as its picture (its clues
 * unused cells). Fills grid (m->ncells values, 0 = empty).
 * Returns 0, or -1 with a message in err. */
int gridfmt_read(const Model *m, const char *text, int *grid, char *err, size_t errsz);

#endif
