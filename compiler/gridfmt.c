/* gridfmt.c -- grid output in the forms users see: one line and the .puz
 * grid layout, with or without rulers (JSON is the command line's, through
 * cli/json.c); and reading a grid back from any of them. */
#include "gridfmt.h"

#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* value + 1 of each byte (gridfmt.h); the bytes not listed are 0 */
const signed char gridfmt_char_table[256] = {
    ['.'] = 1, ['0'] = 1, ['_'] = 1,
    ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5, ['5'] = 6, ['6'] = 7, ['7'] = 8, ['8'] = 9, ['9'] = 10,
    ['A'] = 11, ['a'] = 11,
    ['B'] = 12, ['b'] = 12,
    ['C'] = 13, ['c'] = 13,
    ['D'] = 14, ['d'] = 14,
    ['E'] = 15, ['e'] = 15,
    ['F'] = 16, ['f'] = 16,
    ['G'] = 17, ['g'] = 17,
    ['H'] = 18, ['h'] = 18,
    ['I'] = 19, ['i'] = 19,
    ['J'] = 20, ['j'] = 20,
    ['K'] = 21, ['k'] = 21,
    ['L'] = 22, ['l'] = 22,
    ['M'] = 23, ['m'] = 23,
    ['N'] = 24, ['n'] = 24,
    ['O'] = 25, ['o'] = 25,
    ['P'] = 26, ['p'] = 26,
    ['Q'] = 27, ['q'] = 27,
    ['R'] = 28, ['r'] = 28,
    ['S'] = 29, ['s'] = 29,
    ['T'] = 30, ['t'] = 30,
    ['U'] = 31, ['u'] = 31,
    ['V'] = 32, ['v'] = 32,
    ['W'] = 33, ['w'] = 33,
    ['X'] = 34, ['x'] = 34,
    ['Y'] = 35, ['y'] = 35,
    ['Z'] = 36, ['z'] = 36,
};

void gridfmt_write_line(FILE *out, const Model *m, const int *grid)
{
    if (m->vmax <= GRIDFMT_MAX_CHAR_VALUE && m->vmin >= 1) {
        for (int i = 0; i < m->ncells; i++)
            fputc(model_used(m, i) ? gridfmt_value_char(grid[i]) : '-', out);
        return;
    }
    for (int i = 0; i < m->ncells; i++) {
        if (i)
            fputc(',', out);
        if (model_used(m, i))
            fprintf(out, "%d", grid[i]);
        else
            fputc('-', out);
    }
}

static int digits(int v)
{
    int d = 1;
    while (v >= 10) {
        v /= 10;
        d++;
    }
    return d;
}

/* A ruler line under a band: '-' over each cell's width, '+' where a '|'
 * stands in the cell lines. */
static void write_ruler(FILE *out, const Model *m, int width, int spaced)
{
    for (int c = 0; c < m->cols; c++) {
        if (c && m->box_c && c % m->box_c == 0)
            fputs(spaced ? "-+" : "+", out);
        for (int k = 0; k < width + (spaced && c ? 1 : 0); k++)
            fputc('-', out);
    }
    fputc('\n', out);
}

void gridfmt_write_grid(FILE *out, const Model *m, const int *grid)
{
    int spaced = (m->layout & LAYOUT_SPACED) || m->vmax > GRIDFMT_MAX_CHAR_VALUE;
    int rulers = (m->layout & LAYOUT_RULERS) && m->box_r && m->box_c && !m->unused;
    int width = spaced ? digits(m->vmax) : 1;
    for (int r = 0; r < m->rows; r++) {
        if (rulers && r && r % m->box_r == 0)
            write_ruler(out, m, width, spaced);
        for (int c = 0; c < m->cols; c++) {
            int v = grid[model_cell(m, r, c)];
            if (c && rulers && c % m->box_c == 0)
                fputs(spaced ? " |" : "|", out);
            if (spaced) {
                if (c)
                    fputc(' ', out);
                if (!model_used(m, model_cell(m, r, c)))
                    fprintf(out, "%*s", width, "-");
                else if (v == 0)
                    fprintf(out, "%*s", width, ".");
                else
                    fprintf(out, "%*d", width, v);
            } else {
                fputc(model_used(m, model_cell(m, r, c)) ? gridfmt_value_char(v) : '-', out);
            }
        }
        fputc('\n', out);
    }
}

/* ---- reading a grid back ---- */

/* Numbers separated by blanks, commas or rulers; '.', '_' empty; with
 * dash, '-' is a cell (an unused one, GRIDFMT_DASH) rather than a ruler. */
#define GRIDFMT_DASH (-2)
static int parse_tokens(const Model *m, const char *s, int *grid, bool dash, char *err,
                        size_t errsz)
{
    int n = 0;
    while (*s) {
        if (dash && *s == '-') {
            if (n == m->ncells) {
                snprintf(err, errsz, "more than %d cells", m->ncells);
                return -1;
            }
            grid[n++] = GRIDFMT_DASH;
            s++;
            continue;
        }
        if (isdigit((unsigned char)*s)) {
            char *end;
            long v = strtol(s, &end, 10);
            if (n == m->ncells) {
                snprintf(err, errsz, "more than %d cells", m->ncells);
                return -1;
            }
            grid[n++] = (int)(v > m->vmax || v < 0 ? -1 : v);
            if (grid[n - 1] < 0) {
                snprintf(err, errsz, "value %ld at cell %d is outside %d..%d", v, n, m->vmin,
                         m->vmax);
                return -1;
            }
            s = end;
        } else if (*s == '.' || *s == '_') {
            if (n == m->ncells) {
                snprintf(err, errsz, "more than %d cells", m->ncells);
                return -1;
            }
            grid[n++] = 0;
            s++;
        } else if (isspace((unsigned char)*s) || *s == ',' || *s == '|' || *s == '-' ||
                   *s == '+') {
            s++;
        } else {
            snprintf(err, errsz, "unexpected character '%c' after %d cells", *s, n);
            return -1;
        }
    }
    if (n != m->ncells) {
        snprintf(err, errsz, "expected %d cells, found %d", m->ncells, n);
        return -1;
    }
    return 0;
}

/* One character per cell; rulers and white space skipped (with dash, '-'
 * is a cell, as in parse_tokens). */
static int parse_chars(const Model *m, const char *s, int *grid, bool dash, char *err,
                       size_t errsz)
{
    int n = 0;
    for (; *s; s++) {
        if (isspace((unsigned char)*s) || *s == '|' || (*s == '-' && !dash) || *s == '+')
            continue;
        int v = *s == '-' ? GRIDFMT_DASH : gridfmt_char_value((unsigned char)*s);
        if ((v < 0 && v != GRIDFMT_DASH) || v > m->vmax) {
            snprintf(err, errsz, "unexpected character '%c' after %d cells", *s, n);
            return -1;
        }
        if (n == m->ncells) {
            snprintf(err, errsz, "more than %d cells", m->ncells);
            return -1;
        }
        grid[n++] = v;
    }
    if (n != m->ncells) {
        snprintf(err, errsz, "expected %d cells, found %d", m->ncells, n);
        return -1;
    }
    return 0;
}

static int read_any(const Model *m, const char *text, int *grid, bool dash, char *err,
                    size_t errsz)
{
    const char *tab = strrchr(text, '\t');
    if (tab && strchr(tab, ','))
        return parse_tokens(m, tab + 1, grid, dash, err, errsz);
    /* One character per cell where values allow it; when that does not give
     * exactly one value per cell, numbers separated by blanks or commas
     * ("10 11 ." in a 16x16 grid). */
    if (m->vmax > GRIDFMT_MAX_CHAR_VALUE || strchr(text, ','))
        return parse_tokens(m, text, grid, dash, err, errsz);
    if (parse_chars(m, text, grid, dash, err, errsz) == 0)
        return 0;
    char err2[200];
    if (parse_tokens(m, text, grid, dash, err2, sizeof err2) == 0)
        return 0;
    return -1; /* the one-character reading's message is the clearer one */
}

/* A masked model's grid (ir.h: UNUSED CELLS) is read with '-' as its unused
 * cells, as gridfmt_write_* write it; failing that, as the used cells
 * alone in order ('-' a ruler again). Unused cells read as vmin. */
static int read_masked(const Model *m, const char *text, int *grid, char *err, size_t errsz)
{
    char nb[CELL_NAME_MAX];
    if (read_any(m, text, grid, true, err, errsz) == 0) {
        for (int c = 0; c < m->ncells; c++) {
            if (grid[c] == GRIDFMT_DASH && model_used(m, c)) {
                snprintf(err, errsz, "'-' (an unused cell) at %s, a cell of the puzzle",
                         cell_name(m, c, nb));
                return -1;
            }
            if (!model_used(m, c))
                grid[c] = m->vmin;
        }
        return 0;
    }
    int used = m->ncells - m->nunused;
    int *vals = xmalloc((size_t)m->ncells * sizeof *vals);
    Model probe = *m; /* the reader only counts to ncells: used cells alone */
    probe.ncells = used;
    char err2[200];
    int rc = read_any(&probe, text, vals, false, err2, sizeof err2);
    for (int c = 0, k = 0; rc == 0 && c < m->ncells; c++)
        grid[c] = model_used(m, c) ? vals[k++] : m->vmin;
    free(vals);
    return rc;
}

int gridfmt_read(const Model *m, const char *text, int *grid, char *err, size_t errsz)
{
    if (m->unused)
        return read_masked(m, text, grid, err, errsz);
    return read_any(m, text, grid, false, err, errsz);
}
