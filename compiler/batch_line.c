/* batch_line.c -- parse one line of batch input into givens (and cages),
 * with a message naming the column of anything wrong. */
#include "batch_line.h"

#include "gridfmt.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int batch_box_shape(int n, int *r, int *c)
{
    for (int k = 1; k * k <= n; k++)
        if (n % k == 0) {
            *r = k;
            *c = n / k;
        }
    if (*r == 1 && n > 3)
        return 0;
    return 1;
}

static int is_square(int n, int *side)
{
    for (int s = 1; s * s <= n; s++)
        if (s * s == n) {
            *side = s;
            return 1;
        }
    return 0;
}

/* The one-character sizes batch mode reads: 4x4, 6x6, 9x9, 16x16, 25x25. */
static const int char_sides[] = {4, 6, 9, 16, 25};

static int nearest_cells(int n)
{
    int best = 81;
    for (size_t i = 0; i < sizeof char_sides / sizeof char_sides[0]; i++) {
        int cells = char_sides[i] * char_sides[i];
        if (abs(cells - n) < abs(best - n))
            best = cells;
    }
    return best;
}

static int is_grid_char(int ch)
{
    return gridfmt_char_value(ch) >= 0;
}

/* `name<TAB>v1,v2,...` */
static int parse_comma(const char *line, size_t len, const char *tab, PuzzleLine *p,
                       char *err, size_t errsz)
{
    const char *s = tab + 1, *end = line + len;
    int n = 0, cap = 128;
    int *vals = xmalloc((size_t)cap * sizeof(int));
    while (s < end) {
        long v = 0;
        if (*s < '0' || *s > '9') {
            snprintf(err, errsz, "invalid character '%c' at column %d", *s,
                     (int)(s - line) + 1);
            free(vals);
            return -1;
        }
        while (s < end && *s >= '0' && *s <= '9' && v < 100000)
            v = v * 10 + (*s++ - '0');
        if (n == cap)
            vals = xrealloc(vals, (size_t)(cap *= 2) * sizeof(int));
        vals[n++] = (int)v;
        if (s < end && *s != ',') {
            snprintf(err, errsz, "invalid character '%c' at column %d", *s,
                     (int)(s - line) + 1);
            free(vals);
            return -1;
        }
        if (s < end)
            s++;
    }
    int side;
    if (!is_square(n, &side) || side < 2 || side > PUZ_MAX_SIDE ||
        !batch_box_shape(side, &p->box_r, &p->box_c)) {
        snprintf(err, errsz, "%d values do not make a Sudoku grid", n);
        free(vals);
        return -1;
    }
    for (int i = 0; i < n; i++)
        if (vals[i] > side) {
            snprintf(err, errsz, "value %d in cell %d is outside 0..%d", vals[i], i + 1, side);
            free(vals);
            return -1;
        }
    p->form = LINE_COMMA;
    p->side = side;
    p->givens = vals;
    p->prefix_len = (int)(tab - line) + 1;
    return 0;
}

/* Killer: [title<TAB>]cagemap<TAB>sums[<TAB>anything] */
static int parse_killer(const char *line, size_t len, PuzzleLine *p, char *err, size_t errsz)
{
    const char *f[4] = {line, NULL, NULL, NULL};
    int nf = 1;
    for (size_t i = 0; i < len && nf < 4; i++)
        if (line[i] == '\t')
            f[nf++] = line + i + 1;
    const char *map, *sums;
    size_t maplen;
    /* the map is the field of N*N cage letters followed by a sums field */
    int mi = -1;
    for (int i = 0; i + 1 < nf; i++) {
        size_t l = (size_t)(f[i + 1] - f[i] - 1);
        int side;
        /* (a TAB that ends the line starts an empty field: nothing to read) */
        if (is_square((int)l, &side) && side >= 4 && f[i + 1] < line + len &&
            f[i + 1][0] >= '0' && f[i + 1][0] <= '9') {
            mi = i;
            break;
        }
    }
    if (mi < 0) {
        snprintf(err, errsz, "expected a cage map and its sums separated by a TAB");
        return -1;
    }
    map = f[mi];
    maplen = (size_t)(f[mi + 1] - f[mi] - 1);
    sums = f[mi + 1];
    const char *sums_end = mi + 2 < nf ? f[mi + 2] - 1 : line + len;
    int side = 0;
    is_square((int)maplen, &side);
    if (side > PUZ_MAX_SIDE || !batch_box_shape(side, &p->box_r, &p->box_c)) {
        snprintf(err, errsz, "a cage map of %zu cells is not a Sudoku grid", maplen);
        return -1;
    }
    /* letters A..Z then a..z, numbered in order of first appearance */
    int label[128];
    for (int i = 0; i < 128; i++)
        label[i] = -1;
    p->cage_of = xmalloc((size_t)maplen * sizeof(int));
    p->ncages = 0;
    for (size_t i = 0; i < maplen; i++) {
        int ch = (unsigned char)map[i];
        if (!((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z'))) {
            snprintf(err, errsz, "invalid cage letter '%c' at column %d", ch,
                     (int)(map + i - line) + 1);
            return -1;
        }
        if (label[ch] < 0)
            label[ch] = p->ncages++;
        p->cage_of[i] = label[ch];
    }
    p->sums = xmalloc((size_t)p->ncages * sizeof(int));
    int n = 0;
    for (const char *s = sums; s < sums_end;) {
        if (*s < '0' || *s > '9') {
            snprintf(err, errsz, "invalid character '%c' at column %d", *s, (int)(s - line) + 1);
            return -1;
        }
        long v = 0;
        while (s < sums_end && *s >= '0' && *s <= '9' && v < 100000)
            v = v * 10 + (*s++ - '0');
        if (n < p->ncages)
            p->sums[n] = (int)v;
        n++;
        if (s < sums_end && *s++ != ',') {
            snprintf(err, errsz, "invalid character '%c' at column %d", s[-1],
                     (int)(s - line));
            return -1;
        }
    }
    if (n != p->ncages) {
        snprintf(err, errsz, "%d cages but %d sums", p->ncages, n);
        return -1;
    }
    p->form = LINE_KILLER;
    p->side = side;
    p->givens = xcalloc(maplen, sizeof(int));
    return 0;
}

int batch_parse_line(const char *line, size_t len, int killer, PuzzleLine *p, char *err,
                     size_t errsz)
{
    memset(p, 0, sizeof *p);
    while (len && (line[len - 1] == '\r' || line[len - 1] == '\n'))
        len--;
    int rc;
    if (killer) {
        rc = parse_killer(line, len, p, err, errsz);
    } else {
        const char *tab = memchr(line, '\t', len);
        if (tab && memchr(tab, ',', (size_t)(line + len - tab))) {
            rc = parse_comma(line, len, tab, p, err, errsz);
        } else {
            size_t n = 0;
            while (n < len && is_grid_char((unsigned char)line[n]))
                n++;
            int side = 0;
            for (size_t i = 0; i < sizeof char_sides / sizeof char_sides[0]; i++)
                if ((size_t)(char_sides[i] * char_sides[i]) == n)
                    side = char_sides[i];
            if (n < len && line[n] != ' ' && line[n] != '\t' && line[n] != ',' &&
                line[n] != ';' && line[n] != '#') {
                snprintf(err, errsz, "invalid character '%c' at column %zu", line[n], n + 1);
                rc = -1;
            } else if (!side) {
                /* the size it was probably meant to be: name a character
                 * that cannot be a value there, else the count */
                int want = nearest_cells((int)n), wside = 0;
                is_square(want, &wside);
                size_t i = 0;
                while (i < n && gridfmt_char_value((unsigned char)line[i]) <= wside)
                    i++;
                if (i < n)
                    snprintf(err, errsz, "invalid character '%c' at column %zu", line[i], i + 1);
                else
                    snprintf(err, errsz, "expected %d cells, got %zu", want, n);
                rc = -1;
            } else {
                p->form = LINE_CHARS;
                p->side = side;
                batch_box_shape(side, &p->box_r, &p->box_c);
                p->givens = xmalloc((size_t)n * sizeof(int));
                rc = 0;
                for (size_t i = 0; i < n; i++) {
                    int v = gridfmt_char_value((unsigned char)line[i]);
                    if (v > side) {
                        snprintf(err, errsz, "value '%c' at column %zu is outside 1..%d",
                                 line[i], i + 1, side);
                        rc = -1;
                        break;
                    }
                    p->givens[i] = v;
                }
            }
        }
    }
    if (rc != 0)
        batch_line_free(p);
    return rc;
}

void batch_line_free(PuzzleLine *p)
{
    free(p->givens);
    free(p->cage_of);
    free(p->sums);
    memset(p, 0, sizeof *p);
}

Model *batch_line_model(const PuzzleLine *p)
{
    Model *m = model_sudoku(p->box_r, p->box_c);
    if (p->form != LINE_KILLER)
        return m;
    m->kind = KIND_KILLER;
    int ncells = p->side * p->side;
    int *cells = xmalloc((size_t)ncells * sizeof(int));
    char name[24];
    for (int k = 0; k < p->ncages; k++) {
        int n = 0;
        for (int c = 0; c < ncells; c++)
            if (p->cage_of[c] == k)
                cells[n++] = c;
        snprintf(name, sizeof name, "cage%d", k + 1);
        model_add(m, CON_SUM, cells, n, p->sums[k], true, name);
    }
    free(cells);
    return m;
}
