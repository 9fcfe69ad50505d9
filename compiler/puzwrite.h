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
 * cell, so at most 52 cages; solution: one character a cell, left out
 * when NULL). */
void puzwrite_killer_line(FILE *f, const char *name, int n, const int *cage_of, int ncages,
                          const int *sum, const int *solution);

/* A Killer's cages as a map: cage_of[cell] (ncells ints, numbered in
 * order of first appearance) and sums[cage] (room for ncells): the
 * number of cages; -1 when a cell is in two cages, -(c + 2) when cell c is
 * the first in none. */
int puzwrite_cage_map(const Model *m, int *cage_of, int *sums);
/* The whole model as .puz text that compiles to the same model: name and
 * source, the header (or grid and values), every constraint the header
 * does not add as its statement, the givens. */
void puzwrite_model(FILE *f, const Model *m);

#endif
