/* puzwrite.h -- writing puzzles back out as text: the parts of a .puz file
 * (header, givens grid, Killer cage map and sums) and the one-line forms
 * `puzc batch` reads. The reader of these is the front end (parser.y) and
 * batch mode; what is written here must read back as the same puzzle. */
#ifndef PUZC_PUZWRITE_H
#define PUZC_PUZWRITE_H

#include "ir.h"

#include <stddef.h>
#include <stdio.h>

/* The kind line: "sudoku 3x3", "killer 2x3" or "latin 7" (m->kind). */
void puzwrite_header(FILE *f, const Model *m);
/* "givens" and the grid (0 = empty): one character a cell up to 16x16,
 * blank-separated tokens beyond; box rulers except for a Latin square. */
void puzwrite_givens(FILE *f, const Model *m, const int *grid);

/* A cage's label: A-Z a-z while there are at most 52 cages, else its
 * number from 1. */
void puzwrite_cage_label(int id, int ncages, char *buf, size_t sz);
/* "cages" and the label map of an n x n grid (cage_of[cell] = 0..ncages-1),
 * then "sums" lines, twelve labels a line. */
void puzwrite_cages(FILE *f, int n, const int *cage_of, int ncages, const int *sum);

/* A grid as one line and a newline: one character a cell when name is
 * NULL (values past 35 comma-separated, as gridfmt_write_line does), else
 * the comma form "name<TAB>v1,v2,...". */
void puzwrite_line(FILE *f, const Model *m, const int *grid, const char *name);
/* A Killer as one line, as `puzc batch --killer` reads it:
 * "name<TAB>labels<TAB>sum,sum,...<TAB>solution" (labels: one character a
 * cell, so at most 52 cages; solution: one character a cell). */
void puzwrite_killer_line(FILE *f, const char *name, int n, const int *cage_of, int ncages,
                          const int *sum, const int *solution);

#endif
