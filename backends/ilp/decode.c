/* decode.c -- a solution file of an external MIP solver read back into a
 * grid: glpsol's printable report (-o FILE) and CBC's solution file
 * (`solve solu FILE`). Both name the columns, so the reader looks for
 * every token x_r<R>c<C>_v<V> and takes the first number after it
 * (glpsol puts a '*' before the activity of an integer column, and moves
 * the numbers to the next line when a name is long; CBC writes
 * "index name value cost"). Columns given elimination removed are the
 * model's givens, filled in first. The status words decide "no solution":
 * glpsol's "INTEGER EMPTY" / "UNDEFINED", CBC's "Infeasible". */
#include "ilp.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* A decimal number at *p (digits only), moved past; false if none. Past
 * 9 digits it stays at 999999999 (outside any model). */
static int read_number(const char **p, int *out)
{
    const char *s = *p;
    long v = 0;
    while (isdigit((unsigned char)*s)) {
        v = v < 999999999 ? v * 10 + (*s - '0') : 999999999;
        s++;
    }
    if (s == *p)
        return 0;
    *out = (int)(v > 999999999 ? 999999999 : v);
    *p = s;
    return 1;
}

/* Parses "x_r<R>c<C>_v<V>" at s (a token start); returns its length or 0.
 * (Not sscanf: glibc's measures the whole rest of the text on every call,
 * which made a 5 MB answer take half a minute.) */
static int column_token(const char *s, int *r, int *c, int *v)
{
    const char *p = s;
    if (strncmp(p, "x_r", 3) != 0)
        return 0;
    p += 3;
    if (!read_number(&p, r) || *p++ != 'c' || !read_number(&p, c) || strncmp(p, "_v", 2) != 0)
        return 0;
    p += 2;
    if (!read_number(&p, v) || (*p && !isspace((unsigned char)*p)))
        return 0;
    return (int)(p - s);
}

/* The 1-based line and column of q in text. */
static void locate(const char *text, const char *q, DecodeLoc *at)
{
    at->line = 1;
    const char *ls = text;
    for (const char *s = text; s < q; s++)
        if (*s == '\n') {
            at->line++;
            ls = s + 1;
        }
    at->col = (int)(q - ls) + 1;
}

int ilp_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
               size_t errsz, DecodeLoc *at)
{
    int glpsol = strstr(text, "Status:") && strstr(text, "Column name");
    int cbc = !glpsol && (!strncmp(text, "Optimal", 7) || !strncmp(text, "Infeasible", 10) ||
                          !strncmp(text, "Stopped", 7) || !strncmp(text, "Integer", 7));
    if (!glpsol && !cbc)
        return -2;
    if (glpsol && (strstr(text, "INTEGER EMPTY") || strstr(text, "PRIMAL INFEASIBLE") ||
                   strstr(text, "INTEGER UNDEFINED")))
        return strstr(text, "INTEGER UNDEFINED") ? (snprintf(err, errsz,
                   "%s: glpsol found no integer solution (status UNDEFINED: stopped early?)",
                   path), -1) : 1;
    if (cbc && !strncmp(text, "Infeasible", 10))
        return 1;
    if (cbc && strncmp(text, "Optimal", 7)) {
        snprintf(err, errsz, "%s: CBC did not finish (%.*s)", path,
                 (int)strcspn(text, "\n"), text);
        return -1;
    }
    for (int c = 0; c < m->ncells; c++)
        grid[c] = m->given[c];
    int seen = 0;
    for (const char *s = text; *s; s++) {
        if (s != text && !isspace((unsigned char)s[-1]))
            continue;
        int r, c, v, n = column_token(s, &r, &c, &v);
        if (!n)
            continue;
        const char *name = s;
        seen++;
        s += n;
        while (*s && (isspace((unsigned char)*s) || *s == '*'))
            s++;
        char *end;
        double x = strtod(s, &end);
        if (end == s) {
            snprintf(err, errsz, "no value after column x_r%dc%d_v%d", r, c, v);
            locate(text, name, at);
            return -1;
        }
        s = end - 1;
        if (x < 0.5)
            continue;
        if (r < 1 || r > m->rows || c < 1 || c > m->cols || v < m->vmin || v > m->vmax) {
            snprintf(err, errsz, "column x_r%dc%d_v%d is not in this %dx%d model", r, c, v,
                     m->rows, m->cols);
            locate(text, name, at);
            return -1;
        }
        int cell = (r - 1) * m->cols + c - 1;
        if (grid[cell] && grid[cell] != v) {
            snprintf(err, errsz, "r%dc%d holds both %d and %d", r, c, grid[cell], v);
            locate(text, name, at);
            return -1;
        }
        grid[cell] = v;
    }
    if (!seen) {
        snprintf(err, errsz, "%s: no x_r<row>c<col>_v<value> columns in the answer", path);
        return -1;
    }
    return ilp_grid_filled(m, grid, path, err, errsz);
}

int ilp_grid_filled(const Model *m, const int *grid, const char *path, char *err, size_t errsz)
{
    for (int cell = 0; cell < m->ncells; cell++)
        if (!grid[cell]) {
            char cn[CELL_NAME_MAX];
            snprintf(err, errsz, "%s: the answer leaves %s empty", path,
                     cell_name(m, cell, cn));
            return -1;
        }
    return 0;
}
