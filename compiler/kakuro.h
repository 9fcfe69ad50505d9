/* kakuro.h -- Kakuro: the cells of a `kakuro RxC` picture read one by one
 * (white, blank, or a clue with a down and/or an across sum), the runs of
 * white cells lowered to the IR, and the clues read back out of a model
 * (for the picture, the .puz writer and the importers). */
#ifndef PUZC_KAKURO_H
#define PUZC_KAKURO_H

#include "diag.h"
#include "ir.h"

#include <stdbool.h>
#include <stdio.h>

/* Digits of a Kakuro and the longest run (every digit once). */
#define KAKURO_VMIN 1
#define KAKURO_VMAX 9

typedef enum { KAKURO_WHITE, KAKURO_BLANK, KAKURO_CLUE } KakuroKind;

/* One cell of the picture. A clue's sums are 0 where it has none. */
typedef struct {
    KakuroKind kind;
    int down, across;     /* KAKURO_CLUE: the sums */
    int given;            /* KAKURO_WHITE: a digit written in it, or 0 */
    Loc loc;              /* the cell as written */
    Loc down_loc, across_loc; /* each sum as written */
} KakuroCell;

/* Reads one cell token t[0..len) written at loc (see docs/language.md):
 *   .  _  0        a white cell            1..9   a white cell given that digit
 *   -              a blank (no clue)       D\A  D,A  a clue: down sum D and
 *                                          across sum A, either left out
 * Returns 0, or -1 after reporting to d what is wrong, at the part that is. */
int kakuro_read_cell(Diag *d, const char *t, int len, Loc loc, KakuroCell *out);

/* RUNS. An across run is a maximal row segment of white cells, a down run a
 * column segment; its clue is the cell just before it (left, above), and
 * the clue's sum for that direction its total. Every run with a sum
 * becomes a SUM constraint with distinct set (the IR's Killer cage: digits
 * differ and add up to the sum), its cells left to right or top to bottom,
 * named across_<clue cell> or down_<clue cell> (across_r2c1). Checked, each
 * error at the sum or the cell concerned: a sum with no white cell after
 * it, a run longer than 9 cells, a sum no set of different digits of the
 * run's length makes (possible: n(n+1)/2 .. n(19-n)/2), a run of two or
 * more cells without a sum, and a white cell in no run. A clue over a
 * single cell is a run of one (some published Kakuros have them): it gives
 * the cell's digit. cell[] is the picture, row-major, m's size; its cells
 * that are not white are the caller's to take out of the puzzle (the
 * mask, ir.h's UNUSED CELLS). Returns the number of errors reported. */
int kakuro_lower(Model *m, Diag *d, const KakuroCell *cell);

/* A run constraint of a Kakuro model as kakuro_lower makes it: its clue
 * cell and direction; false for any other constraint. */
bool kakuro_run(const Model *m, const Constraint *c, int *clue, bool *across);

/* The clues of m (a Kakuro): per cell, its down and across sums (0: none),
 * from its run constraints. Its white cells are its used ones. */
void kakuro_clues(const Model *m, int *down, int *across);

/* A cell read by kakuro_read_cell as the picture writes it, into buf (16
 * bytes): "16\7", "16\", "\7", "-" (a blank), "." or the digit given a
 * white cell. */
void kakuro_token(const KakuroCell *k, char *buf);

/* One cell of model m as the picture writes it (kakuro_token), with value
 * (0 or a digit) in a white cell. */
void kakuro_cell_text(const Model *m, const int *down, const int *across, int cell,
                      int value, char *buf);

/* The model's picture, one row per grid row, its cells as
 * kakuro_cell_text writes them two blanks apart, each column as wide as
 * its widest cell; the white cells show grid's values (0 or NULL: '.').
 * kakuro_write_picture writes `givens` first: the block of a .puz. */
void kakuro_write_rows(FILE *f, const Model *m, const int *grid);
void kakuro_write_picture(FILE *f, const Model *m, const int *grid);

#endif
