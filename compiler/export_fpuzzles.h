/* export_fpuzzles.h -- a model written in a setter's format: f-puzzles
 * JSON, or the link that opens it in f-puzzles (its lz-string base64
 * after https://www.f-puzzles.com/?load=) or in SudokuPad (after
 * https://sudokupad.app/fpuzzles, URL-escaped). These formats write the model itself,
 * not a backend's formulation: puz_emit takes them by name next to the
 * backends' formats. */
#ifndef PUZC_EXPORT_FPUZZLES_H
#define PUZC_EXPORT_FPUZZLES_H

#include "ir.h"

#include <stddef.h>
#include <stdio.h>

/* The names, NULL-terminated: "fpuzzles", "fpuzzles-link", "sudokupad-link". */
extern const char *const export_format_names[];
/* Is `format` one of them? */
int export_is_format(const char *format);
/* Writes m in `format`, with `solution` (ncells values, or NULL: none
 * known). 0; -1 with why[] naming what f-puzzles cannot hold (a sum whose
 * cells may repeat, a grid that is not N x N with values 1..N, ...). */
int export_model(const Model *m, const char *format, const int *solution, FILE *out, char *why,
                 size_t whysz);

#endif
