/* import_fpuzzles.c -- f-puzzles data (its JSON, or a link's compressed
 * form) to .puz text (importers.h).
 *
 * THE FORMAT, as f-puzzles writes it: an object with "size" (the side,
 * 4..16), "grid" (size rows of size cell objects: "value" with "given":
 * true for a clue, "region" the cell's region index from 0 when it is
 * not the default box -- null: in no region), "title", "author",
 * "ruleset", "solution" (size*size numbers), the global switches
 * ("diagonal+" the anti-diagonal, bottom left to top right; "diagonal-"
 * the main one; "antiknight", "nonconsecutive" ...) and one array per
 * constraint kind, each element an object naming cells "R<row>C<col>"
 * (1-based): "killercage" {cells, value: the total as a string, or none},
 * "thermometer" {lines: [[bulb, ...]]}, "arrow" {cells: the circle,
 * lines: [[circle, arrow cells...]]}, "odd"/"even" {cell}, "difference"
 * (white dot) and "ratio" (black dot) {cells: two, value: difference 1 /
 * ratio 2 when left out}, "xv" {cells: two, value "X" or "V"},
 * "extraregion" {cells}, "renban" {lines}, "betweenline" {lines},
 * "regionsumline" {lines}, "quadruple" {cells: a 2x2, values: numbers},
 * "clone" {cells, cloneCells}, "skyscraper" {cell: outside the grid, R0C3 above
 * column 3, value}, "sandwichsum" and "xsum" {cell, value} likewise (the
 * line from the clue inward); "negative" names the marks that are all given
 * ("ratio", "xv"), "nonconsecutive" says neighbours not across a white dot
 * are not consecutive. The default boxes of a
 * size are its most square tiling: the largest h <= sqrt(size) dividing
 * it, boxes h rows high (6: 2x3, 8: 2x4, 12: 3x4; a prime size: 1 row).
 * Drawings that carry no rule (line, rectangle, circle, text, cage) and
 * solver settings are left out, said in a comment of the .puz.
 *
 * The kinds are the table `fpz_kinds`: one entry each, a translator or
 * NULL for a kind the .puz language cannot say yet (refused by name). */
#include "importers.h"

#include "util.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const Source *src;
    Diag *d;
    int n;              /* side */
    int *given;         /* n*n, 0 = empty */
    int *region;        /* n*n, region index, -1: none */
    FILE *st;           /* the statements */
    char *st_buf;
    size_t st_len;
    int ignored;        /* drawings left out */
    char ignored_names[160];
    /* the negative rules, written once every entry is read (fz_negatives) */
    const JsonValue *nonconsec, *neg_ratio, *neg_xv; /* where each was said, or NULL */
    bool white_dots;    /* the data has "difference" dots */
} Fz;

Loc import_loc(const Source *src, size_t off)
{
    int lo = 0, hi = src->nlines - 1;
    while (lo < hi) { /* the last line starting at or before off */
        int mid = (lo + hi + 1) / 2;
        if (src->line_start[mid] <= off)
            lo = mid;
        else
            hi = mid - 1;
    }
    return source_loc(lo + 1, (int)(off - src->line_start[lo]) + 1);
}

static void fz_error(Fz *z, const JsonValue *at, const char *path, const char *fmt, ...)
    DIAG_PRINTF(4, 5);
static void fz_error(Fz *z, const JsonValue *at, const char *path, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_error(z->d, import_loc(z->src, at ? at->off : 0), "%s (at %s)", msg, path);
}

/* ---- cells ---- */

/* "R3C7" (either case) -> the cell index; -1 with an error. */
static int fz_cell(Fz *z, const JsonValue *v, const char *path)
{
    if (!v || v->type != JV_STR) {
        fz_error(z, v, path, "expected a cell \"R<row>C<col>\", found %s",
                 v ? jin_type_name(v->type) : "nothing");
        return -1;
    }
    const char *s = v->str;
    int r = 0, c = 0, k = 0;
    if ((*s == 'R' || *s == 'r') && s[1] >= '0' && s[1] <= '9') {
        for (s++; *s >= '0' && *s <= '9' && k < 4; s++, k++)
            r = r * 10 + (*s - '0');
        if ((*s == 'C' || *s == 'c') && s[1] >= '0' && s[1] <= '9') {
            for (s++, k = 0; *s >= '0' && *s <= '9' && k < 4; s++, k++)
                c = c * 10 + (*s - '0');
            if (*s == '\0') {
                if (r < 1 || r > z->n || c < 1 || c > z->n) {
                    fz_error(z, v, path, "cell %s is outside the %dx%d grid", v->str, z->n, z->n);
                    return -1;
                }
                return (r - 1) * z->n + (c - 1);
            }
        }
    }
    fz_error(z, v, path, "expected a cell \"R<row>C<col>\", found \"%s\"", v->str);
    return -1;
}

static void put_cell(Fz *z, int cell)
{
    fprintf(z->st, " r%dc%d", cell / z->n + 1, cell % z->n + 1);
}

/* The cells of array v (path names it) into cells[] (room for max);
 * their number, or -1 after an error. A cell listed twice is an error. */
static int fz_cells(Fz *z, const JsonValue *v, const char *path, int *cells, int max)
{
    char p[160];
    if (!v || v->type != JV_ARR) {
        fz_error(z, v, path, "expected an array of cells, found %s",
                 v ? jin_type_name(v->type) : "nothing");
        return -1;
    }
    if (v->n > max) {
        fz_error(z, v, path, "%d cells, more than the grid has", v->n);
        return -1;
    }
    for (int i = 0; i < v->n; i++) {
        snprintf(p, sizeof p, "%s[%d]", path, i);
        int c = fz_cell(z, &v->items[i], p);
        if (c < 0)
            return -1;
        for (int j = 0; j < i; j++)
            if (cells[j] == c) {
                fz_error(z, &v->items[i], p, "cell %s is listed twice", v->items[i].str);
                return -1;
            }
        cells[i] = c;
    }
    return v->n;
}

/* The member `key` of element el of array `kind`, required. */
static const JsonValue *fz_member(Fz *z, const JsonValue *el, const char *kind, int i,
                                  const char *key)
{
    const JsonValue *v = jin_get(el, key, NULL);
    if (!v) {
        char p[96];
        snprintf(p, sizeof p, "%s[%d]", kind, i);
        fz_error(z, el, p, "'%s' entry without \"%s\"", kind, key);
    }
    return v;
}

/* ---- the kinds ---- */

/* The member "lines" of element i of `kind`: an array; NULL after an
 * error. Its path goes to path. */
static const JsonValue *fz_lines(Fz *z, const JsonValue *el, const char *kind, int i, char *path,
                                 size_t sz)
{
    const JsonValue *lines = fz_member(z, el, kind, i, "lines");
    snprintf(path, sz, "%s[%d].lines", kind, i);
    if (lines && lines->type != JV_ARR) {
        fz_error(z, lines, path, "expected an array of lines, found %s",
                 jin_type_name(lines->type));
        return NULL;
    }
    return lines;
}

/* Each translator gets the kind's value v (an array of objects, or a
 * switch) and writes its statements; -1 after an error. */
typedef int (*FzRead)(Fz *z, const char *kind, const JsonValue *v);

static int need_array(Fz *z, const char *kind, const JsonValue *v)
{
    if (v->type == JV_ARR)
        return 0;
    fz_error(z, v, kind, "expected an array, found %s", jin_type_name(v->type));
    return -1;
}

/* "value" of a dot or cage: an integer, or (left out, "") the default. */
static int fz_number(Fz *z, const JsonValue *el, const char *kind, int i, int dflt, int *out)
{
    const JsonValue *v = jin_get(el, "value", NULL);
    if (!v || v->type == JV_NULL || (v->type == JV_STR && v->slen == 0)) {
        *out = dflt;
        return 0;
    }
    int ok;
    long n = jin_int(v, &ok);
    if (!ok || n < -1000000 || n > 1000000) {
        char p[96];
        snprintf(p, sizeof p, "%s[%d].value", kind, i);
        if (v->type == JV_STR)
            fz_error(z, v, p, "'%s' value \"%s\" is not a whole number", kind, v->str);
        else
            fz_error(z, v, p, "'%s' value is not a whole number", kind);
        return -1;
    }
    *out = (int)n;
    return 0;
}

static int rd_killercage(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    int *cells = xmalloc((size_t)z->n * z->n * sizeof *cells);
    int rc = 0;
    for (int i = 0; i < v->n && rc == 0; i++) {
        const JsonValue *el = &v->items[i], *cv = fz_member(z, el, kind, i, "cells");
        char p[96];
        snprintf(p, sizeof p, "%s[%d].cells", kind, i);
        int n, total;
        if (!cv || (n = fz_cells(z, cv, p, cells, z->n * z->n)) < 0 ||
            fz_number(z, el, kind, i, -1, &total) < 0) {
            rc = -1;
            break;
        }
        if (n == 0)
            continue;
        if (total < 0) /* a cage without a total: its digits differ */
            fputs("cage", z->st);
        else
            fprintf(z->st, "cage %d", total);
        for (int k = 0; k < n; k++)
            put_cell(z, cells[k]);
        fputc('\n', z->st);
    }
    free(cells);
    return rc;
}

static int rd_extraregion(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    int *cells = xmalloc((size_t)z->n * z->n * sizeof *cells);
    int rc = 0;
    for (int i = 0; i < v->n; i++) {
        const JsonValue *cv = fz_member(z, &v->items[i], kind, i, "cells");
        char p[96];
        snprintf(p, sizeof p, "%s[%d].cells", kind, i);
        int n;
        if (!cv || (n = fz_cells(z, cv, p, cells, z->n * z->n)) < 0) {
            rc = -1;
            break;
        }
        if (n < 2)
            continue;
        fputs("distinct", z->st);
        for (int k = 0; k < n; k++)
            put_cell(z, cells[k]);
        fputc('\n', z->st);
    }
    free(cells);
    return rc;
}

/* odd, even, minimum, maximum: {cell} each; one statement of all of them. */
static int rd_parity(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    if (v->n == 0)
        return 0;
    fputs(kind, z->st);
    for (int i = 0; i < v->n; i++) {
        const JsonValue *cv = fz_member(z, &v->items[i], kind, i, "cell");
        char p[96];
        snprintf(p, sizeof p, "%s[%d].cell", kind, i);
        int c;
        if (!cv || (c = fz_cell(z, cv, p)) < 0)
            return -1;
        put_cell(z, c);
    }
    fputc('\n', z->st);
    return 0;
}

/* difference (white dot: difference 1 -> consecutive) and ratio (black:
 * ratio 2 -> double): two cells each. */
static int rd_dots(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    bool white = !strcmp(kind, "difference");
    int dflt = white ? 1 : 2;
    z->white_dots |= white && v->n > 0;
    for (int i = 0; i < v->n; i++) {
        const JsonValue *el = &v->items[i], *cv = fz_member(z, el, kind, i, "cells");
        char p[96];
        snprintf(p, sizeof p, "%s[%d].cells", kind, i);
        int cells[2], n, val;
        if (!cv)
            return -1;
        if (cv->type == JV_ARR && cv->n != 2) {
            fz_error(z, cv, p, "a dot joins two cells, not %d", cv->n);
            return -1;
        }
        if ((n = fz_cells(z, cv, p, cells, 2)) < 0 || fz_number(z, el, kind, i, dflt, &val) < 0)
            return -1;
        if (val != dflt) {
            snprintf(p, sizeof p, "%s[%d].value", kind, i);
            fz_error(z, jin_get(el, "value", NULL), p,
                     "a %s dot of %s %d cannot be written in the .puz language (only %d: '%s')",
                     white ? "white" : "black", white ? "difference" : "ratio", val, dflt,
                     white ? "consecutive" : "double");
            return -1;
        }
        fputs(white ? "consecutive" : "double", z->st);
        put_cell(z, cells[0]);
        put_cell(z, cells[1]);
        fputc('\n', z->st);
    }
    return 0;
}

static int rd_thermometer(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    int *cells = xmalloc((size_t)z->n * z->n * sizeof *cells);
    int rc = 0;
    for (int i = 0; i < v->n && rc == 0; i++) {
        char p[96];
        const JsonValue *lines = fz_lines(z, &v->items[i], kind, i, p, sizeof p);
        if (!lines) {
            rc = -1;
            break;
        }
        for (int l = 0; l < lines->n; l++) {
            char q[112];
            snprintf(q, sizeof q, "%s[%d]", p, l);
            int n = fz_cells(z, &lines->items[l], q, cells, z->n * z->n);
            if (n < 0) {
                rc = -1;
                break;
            }
            if (n < 2)
                continue;
            fputs("thermo", z->st);
            for (int k = 0; k < n; k++)
                put_cell(z, cells[k]);
            fputc('\n', z->st);
        }
    }
    free(cells);
    return rc;
}

/* arrow: one circle cell; its lines start at the circle, and every cell
 * after the first on each line is on the arrow. */
static int rd_arrow(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    int nn = z->n * z->n;
    int *cells = xmalloc((size_t)nn * sizeof *cells), *arrow = xmalloc((size_t)nn * sizeof *arrow);
    int rc = 0;
    for (int i = 0; i < v->n && rc == 0; i++) {
        const JsonValue *el = &v->items[i], *cv = fz_member(z, el, kind, i, "cells");
        char p[96];
        snprintf(p, sizeof p, "%s[%d].cells", kind, i);
        if (cv && cv->type == JV_ARR && cv->n > 1) {
            fz_error(z, cv, p, "an arrow whose circle is %d cells (a pill, read as a number of "
                     "%d digits) cannot be written in the .puz language", cv->n, cv->n);
            rc = -1;
            break;
        }
        int circle[1], nc;
        const JsonValue *lines;
        if (!cv || (nc = fz_cells(z, cv, p, circle, 1)) < 0 ||
            !(lines = fz_lines(z, el, kind, i, p, sizeof p))) {
            rc = -1;
            break;
        }
        int na = 0;
        for (int l = 0; l < lines->n && rc == 0; l++) {
            char q[112];
            snprintf(q, sizeof q, "%s[%d]", p, l);
            int n = fz_cells(z, &lines->items[l], q, cells, nn);
            if (n < 0) {
                rc = -1;
                break;
            }
            if (n > 0 && nc == 1 && cells[0] != circle[0]) {
                fz_error(z, &lines->items[l].items[0], q,
                         "an arrow's line must start at its circle %s; this one starts at %s", cv->items[0].str,
                         lines->items[l].items[0].str);
                rc = -1;
                break;
            }
            for (int k = 1; k < n; k++) {
                for (int j = 0; j < na; j++)
                    if (arrow[j] == cells[k]) {
                        fz_error(z, &lines->items[l].items[k], q,
                                 "two lines of one arrow share cell %s (counted twice): this "
                                 "cannot be written in the .puz language",
                                 lines->items[l].items[k].str);
                        rc = -1;
                    }
                if (nc == 1 && cells[k] == circle[0]) {
                    fz_error(z, &lines->items[l].items[k], q,
                             "the arrow runs through its own circle");
                    rc = -1;
                }
                if (rc)
                    break;
                arrow[na++] = cells[k];
            }
        }
        if (rc || nc == 0 || na == 0)
            continue;
        fputs("arrow", z->st);
        put_cell(z, circle[0]);
        fputs(" =", z->st);
        for (int k = 0; k < na; k++)
            put_cell(z, arrow[k]);
        fputc('\n', z->st);
    }
    free(cells);
    free(arrow);
    return rc;
}

/* diagonal+ (the anti-diagonal), diagonal- (the main one): a switch. */
static int rd_diagonal(Fz *z, const char *kind, const JsonValue *v)
{
    if (v->type != JV_BOOL) {
        fz_error(z, v, kind, "expected true or false, found %s", jin_type_name(v->type));
        return -1;
    }
    if (!v->b)
        return 0;
    fputs("distinct", z->st);
    for (int i = 0; i < z->n; i++)
        put_cell(z, kind[8] == '+' ? (z->n - 1 - i) * z->n + i : i * z->n + i);
    fputc('\n', z->st);
    return 0;
}

/* xv: two cells each, value "X" (they add up to 10) or "V" (to 5). */
static int rd_xv(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    for (int i = 0; i < v->n; i++) {
        const JsonValue *el = &v->items[i], *cv = fz_member(z, el, kind, i, "cells"),
                        *val = cv ? fz_member(z, el, kind, i, "value") : NULL;
        char p[96];
        int cells[2];
        if (!val)
            return -1;
        snprintf(p, sizeof p, "%s[%d].cells", kind, i);
        if (cv->type == JV_ARR && cv->n != 2) {
            fz_error(z, cv, p, "an X or a V joins two cells, not %d", cv->n);
            return -1;
        }
        if (fz_cells(z, cv, p, cells, 2) < 0)
            return -1;
        const char *letter = val->type == JV_STR ? val->str : "";
        if (strcmp(letter, "X") && strcmp(letter, "V") && strcmp(letter, "x") &&
            strcmp(letter, "v")) {
            snprintf(p, sizeof p, "%s[%d].value", kind, i);
            fz_error(z, val, p, "an XV mark is \"X\" or \"V\"");
            return -1;
        }
        fprintf(z->st, "xv %c", letter[0] == 'x' || letter[0] == 'X' ? 'X' : 'V');
        put_cell(z, cells[0]);
        put_cell(z, cells[1]);
        fputc('\n', z->st);
    }
    return 0;
}

/* nonconsecutive (a switch): no neighbours consecutive but across a white
 * dot -- noted here, written by fz_negatives. */
static int rd_nonconsecutive(Fz *z, const char *kind, const JsonValue *v)
{
    if (v->type != JV_BOOL) {
        fz_error(z, v, kind, "expected true or false, found %s", jin_type_name(v->type));
        return -1;
    }
    if (v->b)
        z->nonconsec = v;
    return 0;
}

/* negative: the marks of which kinds are all given ("ratio": black dots,
 * "xv"); noted, written by fz_negatives. */
static int rd_negative(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    for (int i = 0; i < v->n; i++) {
        const JsonValue *e = &v->items[i];
        char p[64];
        snprintf(p, sizeof p, "%s[%d]", kind, i);
        if (e->type == JV_STR && !strcmp(e->str, "ratio"))
            z->neg_ratio = e;
        else if (e->type == JV_STR && !strcmp(e->str, "xv"))
            z->neg_xv = e;
        else if (e->type == JV_STR)
            fz_error(z, e, p, "f-puzzles 'negative' \"%s\" (every such mark given) cannot be "
                     "written in the .puz language", e->str);
        else
            fz_error(z, e, p, "expected the name of a mark, found %s", jin_type_name(e->type));
    }
    return 0;
}

/* The negative rules as statements: nonconsecutive and every black dot
 * given are `negative kropki` (the unmarked neighbours neither
 * consecutive nor double); nonconsecutive alone `negative consecutive`
 * (`nonconsecutive` without white dots); every XV given `negative xv`.
 * Every black dot given without nonconsecutive has no statement. */
static void fz_negatives(Fz *z)
{
    if (z->nonconsec && z->neg_ratio)
        fputs("negative kropki\n", z->st);
    else if (z->nonconsec)
        fputs(z->white_dots ? "negative consecutive\n" : "nonconsecutive\n", z->st);
    else if (z->neg_ratio)
        fz_error(z, z->neg_ratio, "negative", "f-puzzles 'negative' \"ratio\" (every black dot "
                 "given) without nonconsecutive cannot be written in the .puz language (it has "
                 "'negative kropki', for both colours)");
    if (z->neg_xv)
        fputs("negative xv\n", z->st);
}

/* An outside clue's cell, "R0C3" (above column 3), "R10C3" (below it on
 * a 9x9), "R3C0", "R3C10": the cells it looks along, nearest first, into
 * cells[] (n of them); -1 with an error for a cell that is not next to
 * the grid's edge. */
static int fz_outside(Fz *z, const JsonValue *v, const char *path, int *cells)
{
    int n = z->n, r = -1, c = -1;
    if (v && v->type == JV_STR && sscanf(v->str, "R%dC%d", &r, &c) == 2) {
        bool top = r == 0, bottom = r == n + 1, left = c == 0, right = c == n + 1;
        if ((top || bottom) && c >= 1 && c <= n) {
            for (int i = 0; i < n; i++)
                cells[i] = (top ? i : n - 1 - i) * n + (c - 1);
            return 0;
        }
        if ((left || right) && r >= 1 && r <= n) {
            for (int i = 0; i < n; i++)
                cells[i] = (r - 1) * n + (left ? i : n - 1 - i);
            return 0;
        }
    }
    fz_error(z, v, path, "expected a clue's cell outside the grid (R0C1..R0C%d, R%dC1.., "
             "R1C0.., R1C%d..), found %s", n, n + 1, n + 1,
             v && v->type == JV_STR ? v->str : "no cell");
    return -1;
}

/* skyscraper, sandwichsum, xsum: {cell: outside the grid, value: how many
 * are seen, the sum between the 1 and the N, the sum of the first X}: the
 * statement of the same word ("sandwich" for sandwichsum) over the line
 * from the clue inward. */
static int rd_skyscraper(Fz *z, const char *kind, const JsonValue *v)
{
    const char *word = !strcmp(kind, "sandwichsum") ? "sandwich" : kind;
    if (need_array(z, kind, v) < 0)
        return -1;
    int *cells = xmalloc((size_t)z->n * sizeof *cells);
    int rc = 0;
    for (int i = 0; i < v->n && rc == 0; i++) {
        const JsonValue *el = &v->items[i], *cv = fz_member(z, el, kind, i, "cell");
        char p[96];
        snprintf(p, sizeof p, "%s[%d].cell", kind, i);
        int seen;
        if (!cv || fz_outside(z, cv, p, cells) < 0 || fz_number(z, el, kind, i, -1, &seen) < 0) {
            rc = -1;
            break;
        }
        if (seen < 0)
            continue; /* a clue cell without a number says nothing */
        fprintf(z->st, "%s %d", word, seen);
        for (int k = 0; k < z->n; k++)
            put_cell(z, cells[k]);
        fputc('\n', z->st);
    }
    free(cells);
    return rc;
}

/* antiknight, antiking, disjointgroups: a switch, the statement of the
 * same rule when true. */
static int rd_global(Fz *z, const char *kind, const JsonValue *v)
{
    if (v->type != JV_BOOL) {
        fz_error(z, v, kind, "expected true or false, found %s", jin_type_name(v->type));
        return -1;
    }
    if (v->b)
        fprintf(z->st, "%s\n", !strcmp(kind, "disjointgroups") ? "disjoint" : kind);
    return 0;
}

/* whispers (neighbours on the line differ by at least "value", 5 when
 * left out: German whispers), palindrome, renban, between and region-sum
 * lines ("betweenline": between, "regionsumline": regionsum): a statement
 * a line. */
static int rd_line_rule(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    int *cells = xmalloc((size_t)z->n * z->n * sizeof *cells);
    int rc = 0;
    for (int i = 0; i < v->n && rc == 0; i++) {
        char p[96];
        int gap = 5;
        const JsonValue *lines = fz_lines(z, &v->items[i], kind, i, p, sizeof p);
        if (!lines || (!strcmp(kind, "whispers") &&
                       fz_number(z, &v->items[i], kind, i, 5, &gap) < 0)) {
            rc = -1;
            break;
        }
        for (int l = 0; l < lines->n; l++) {
            char q[112];
            snprintf(q, sizeof q, "%s[%d]", p, l);
            int n = fz_cells(z, &lines->items[l], q, cells, z->n * z->n);
            if (n < 0) {
                rc = -1;
                break;
            }
            if (n < 2)
                continue;
            if (!strcmp(kind, "palindrome") || !strcmp(kind, "renban"))
                fputs(kind, z->st);
            else if (!strcmp(kind, "betweenline"))
                fputs("between", z->st);
            else if (!strcmp(kind, "regionsumline"))
                fputs("regionsum", z->st);
            else if (gap == 5)
                fputs("german", z->st);
            else
                fprintf(z->st, "whisper %d", gap);
            for (int k = 0; k < n; k++)
                put_cell(z, cells[k]);
            fputc('\n', z->st);
        }
    }
    free(cells);
    return rc;
}

/* quadruple: {cells: the four cells around a corner, values: the values
 * they hold among them, as numbers or strings}; no values says nothing.
 * The checker says whether the cells are a 2x2 and the values fit. */
static int rd_quadruple(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    int nn = z->n * z->n, rc = 0;
    int *cells = xmalloc((size_t)nn * sizeof *cells);
    for (int i = 0; i < v->n && rc == 0; i++) {
        const JsonValue *el = &v->items[i], *cv = fz_member(z, el, kind, i, "cells"),
                        *vv = cv ? fz_member(z, el, kind, i, "values") : NULL;
        char p[96], q[96];
        snprintf(p, sizeof p, "%s[%d].cells", kind, i);
        snprintf(q, sizeof q, "%s[%d].values", kind, i);
        int n;
        if (!vv || (n = fz_cells(z, cv, p, cells, nn)) < 0) {
            rc = -1;
            break;
        }
        if (vv->type != JV_ARR) {
            fz_error(z, vv, q, "expected an array of values, found %s", jin_type_name(vv->type));
            rc = -1;
            break;
        }
        if (n != 4) {
            fz_error(z, cv, p, "a quadruple has the four cells around a corner, not %d", n);
            rc = -1;
            break;
        }
        if (vv->n == 0)
            continue;
        fputs("quadruple", z->st);
        for (int k = 0; k < n; k++)
            put_cell(z, cells[k]);
        fputs(" =", z->st);
        for (int k = 0; k < vv->n && rc == 0; k++) {
            int ok;
            long val = jin_int(&vv->items[k], &ok);
            if (!ok || val < 1 || val > 1000000) {
                fz_error(z, &vv->items[k], q, "a quadruple's values are whole numbers from 1");
                rc = -1;
            } else {
                fprintf(z->st, " %ld", val);
            }
        }
        fputc('\n', z->st);
    }
    free(cells);
    return rc;
}

/* clone: {cells: A1..Ak, cloneCells: B1..Bk}, Ai holding Bi's value. */
static int rd_clone(Fz *z, const char *kind, const JsonValue *v)
{
    if (need_array(z, kind, v) < 0)
        return -1;
    int nn = z->n * z->n, rc = 0;
    int *a = xmalloc((size_t)nn * sizeof *a), *b = xmalloc((size_t)nn * sizeof *b);
    for (int i = 0; i < v->n && rc == 0; i++) {
        const JsonValue *el = &v->items[i], *av = fz_member(z, el, kind, i, "cells"),
                        *bv = av ? fz_member(z, el, kind, i, "cloneCells") : NULL;
        char p[96], q[96];
        snprintf(p, sizeof p, "%s[%d].cells", kind, i);
        snprintf(q, sizeof q, "%s[%d].cloneCells", kind, i);
        int na, nb;
        if (!bv || (na = fz_cells(z, av, p, a, nn)) < 0 || (nb = fz_cells(z, bv, q, b, nn)) < 0) {
            rc = -1;
            break;
        }
        if (na != nb) {
            fz_error(z, bv, q, "a clone of %d cells has %d clone cells", na, nb);
            rc = -1;
            break;
        }
        if (na == 0)
            continue;
        fputs("clone", z->st);
        for (int k = 0; k < na; k++)
            put_cell(z, a[k]);
        for (int k = 0; k < nb; k++)
            put_cell(z, b[k]);
        fputc('\n', z->st);
    }
    free(a);
    free(b);
    return rc;
}

typedef struct {
    const char *key;   /* the f-puzzles entry */
    const char *rule;  /* its rule, for messages */
    FzRead read;       /* NULL: the .puz language cannot say it (refused) */
} FzKind;

static const FzKind fpz_kinds[] = {
    {"killercage", "killer cages", rd_killercage},
    {"extraregion", "extra regions", rd_extraregion},
    {"thermometer", "thermometers", rd_thermometer},
    {"arrow", "arrows", rd_arrow},
    {"odd", "odd cells", rd_parity},
    {"even", "even cells", rd_parity},
    {"difference", "white Kropki dots", rd_dots},
    {"ratio", "black Kropki dots", rd_dots},
    {"diagonal+", "the anti-diagonal", rd_diagonal},
    {"diagonal-", "the main diagonal", rd_diagonal},
    {"antiknight", "anti-knight", rd_global},
    {"antiking", "anti-king", rd_global},
    {"disjointgroups", "disjoint groups", rd_global},
    {"nonconsecutive", "non-consecutive", rd_nonconsecutive},
    {"negative", "negative constraints (every dot or XV given)", rd_negative},
    {"littlekillersum", "little killer sums", NULL},
    {"sandwichsum", "sandwich sums", rd_skyscraper},
    {"xsum", "X-sums", rd_skyscraper},
    {"skyscraper", "skyscrapers", rd_skyscraper},
    {"xv", "XV", rd_xv},
    {"palindrome", "palindromes", rd_line_rule},
    {"renban", "renban lines", rd_line_rule},
    {"whispers", "German whispers", rd_line_rule},
    {"regionsumline", "region sum lines", rd_line_rule},
    {"betweenline", "between lines", rd_line_rule},
    {"entropicline", "entropic lines", NULL},
    {"modularline", "modular lines", NULL},
    {"nabner", "nabner lines", NULL},
    {"doublearrow", "double arrows", NULL},
    {"zipperline", "zipper lines", NULL},
    {"slowthermometer", "slow thermometers", NULL},
    {"clone", "clones", rd_clone},
    {"quadruple", "quadruples", rd_quadruple},
    {"minimum", "minimum cells", rd_parity},
    {"maximum", "maximum cells", rd_parity},
    {"rowindexer", "row indexers", NULL},
    {"columnindexer", "column indexers", NULL},
    {"boxindexer", "box indexers", NULL},
    {"lockout", "lockout lines", NULL},
    {"fogofwar", "fog of war", NULL},
    {"foglight", "fog lights", NULL},
    {"triggereffect", "trigger effects", NULL},
};

/* Entries that carry no rule: read elsewhere (size, grid, metadata,
 * solution), solver settings, and drawings (left out, counted). */
static const char *const fpz_plain[] = {"size", "grid", "title", "author", "ruleset", "solution",
                                        "disabledlogic", "truecandidatesoptions", "metadata",
                                        "version", NULL};
static const char *const fpz_drawings[] = {"line", "rectangle", "circle", "text", "cage", NULL};

static bool in_list(const char *const *l, const char *s)
{
    for (; *l; l++)
        if (!strcmp(*l, s))
            return true;
    return false;
}

/* Is v "something" (a true switch, a non-empty array or string)? */
static bool present(const JsonValue *v)
{
    switch (v->type) {
    case JV_NULL: return false;
    case JV_BOOL: return v->b;
    case JV_ARR: case JV_OBJ: return v->n > 0;
    case JV_STR: return v->slen > 0;
    default: return true;
    }
}

/* ---- the grid ---- */

int import_box_h(int n)
{
    int h = 1;
    while ((h + 1) * (h + 1) <= n)
        h++;
    while (h > 1 && n % h)
        h--;
    return h;
}

static int read_grid(Fz *z, const JsonValue *grid, bool *custom)
{
    int n = z->n, bh = import_box_h(n), bw = n / bh;
    *custom = false;
    if (grid->type != JV_ARR || grid->n != n) {
        if (grid->type != JV_ARR)
            fz_error(z, grid, "grid", "expected an array of rows, found %s",
                     jin_type_name(grid->type));
        else
            fz_error(z, grid, "grid", "%d rows, but \"size\" is %d", grid->n, n);
        return -1;
    }
    for (int r = 0; r < n; r++) {
        const JsonValue *row = &grid->items[r];
        char p[64];
        snprintf(p, sizeof p, "grid[%d]", r);
        if (row->type != JV_ARR || row->n != n) {
            if (row->type != JV_ARR)
                fz_error(z, row, p, "expected an array of cells, found %s",
                         jin_type_name(row->type));
            else
                fz_error(z, row, p, "row %d has %d cells, expected %d", r + 1, row->n, n);
            return -1;
        }
        for (int c = 0; c < n; c++) {
            const JsonValue *cell = &row->items[c];
            int i = r * n + c;
            snprintf(p, sizeof p, "grid[%d][%d]", r, c);
            z->region[i] = (r / bh) * bh + c / bw; /* boxes numbered row by row */
            if (cell->type != JV_OBJ) {
                fz_error(z, cell, p, "expected a cell object, found %s",
                         jin_type_name(cell->type));
                return -1;
            }
            const JsonValue *g = jin_get(cell, "given", NULL), *val = jin_get(cell, "value", NULL);
            if (g && g->type == JV_BOOL && g->b && val) {
                int ok;
                long v = jin_int(val, &ok);
                if (!ok || v < 1 || v > n) {
                    char q[80];
                    snprintf(q, sizeof q, "%s.value", p);
                    fz_error(z, val, q, "a given must be a value 1..%d", n);
                    return -1;
                }
                z->given[i] = (int)v;
            }
            int at;
            const JsonValue *reg = jin_get(cell, "region", &at);
            if (reg) {
                int ok;
                long rg = reg->type == JV_NULL ? -1 : jin_int(reg, &ok);
                if (reg->type != JV_NULL && (!ok || rg < 0 || rg >= n)) {
                    char q[80];
                    snprintf(q, sizeof q, "%s.region", p);
                    fz_error(z, reg, q, "a region is a number 0..%d or null", n - 1);
                    return -1;
                }
                if (rg != z->region[i])
                    *custom = true;
                z->region[i] = (int)rg;
            }
            const JsonValue *gpm = jin_get(cell, "givenPencilMarks", NULL);
            if (gpm && present(gpm)) {
                char q[100];
                snprintf(q, sizeof q, "%s.givenPencilMarks", p);
                fz_error(z, gpm, q, "given pencil marks (candidates a cell is limited to) "
                         "cannot be written in the .puz language");
                return -1;
            }
        }
    }
    return 0;
}

int fpz_translate(const Source *src, const JsonValue *root, Diag *d, FILE *out)
{
    Fz z = {.src = src, .d = d};
    int errors0 = d->errors;
    if (root->type != JV_OBJ) {
        diag_error(d, import_loc(src, root->off), "f-puzzles data is a JSON object; found %s",
                   jin_type_name(root->type));
        return -1;
    }
    const JsonValue *size = jin_get(root, "size", NULL), *grid = jin_get(root, "grid", NULL);
    int ok = 0;
    long n = size ? jin_int(size, &ok) : 0;
    if (!grid) {
        diag_error(d, import_loc(src, root->off), "f-puzzles data without a \"grid\"");
        return -1;
    }
    if (!size)
        n = grid->type == JV_ARR ? grid->n : 0, ok = 1;
    if (!ok || n < 1 || n > 64) {
        z.n = 1;
        fz_error(&z, size ? size : grid, "size", "the size is a side of 1..64 cells");
        return -1;
    }
    z.n = (int)n;
    z.given = xcalloc((size_t)n * n, sizeof *z.given);
    z.region = xcalloc((size_t)n * n, sizeof *z.region);
    z.st = xopen_memstream(&z.st_buf, &z.st_len);
    bool custom = false;
    int rc = read_grid(&z, grid, &custom);
    for (int i = 0; rc == 0 && i < root->n && !diag_full(d); i++) {
        const char *key = root->keys[i];
        const JsonValue *v = &root->items[i];
        if (in_list(fpz_plain, key))
            continue;
        if (in_list(fpz_drawings, key)) {
            if (present(v)) {
                z.ignored += v->type == JV_ARR ? v->n : 1;
                size_t l = strlen(z.ignored_names);
                snprintf(z.ignored_names + l, sizeof z.ignored_names - l, "%s%s", l ? ", " : "", key);
            }
            continue;
        }
        const FzKind *k = NULL;
        for (size_t j = 0; j < sizeof fpz_kinds / sizeof *fpz_kinds; j++)
            if (!strcmp(fpz_kinds[j].key, key))
                k = &fpz_kinds[j];
        if (!k) {
            if (present(v))
                fz_error(&z, v, key, "unknown f-puzzles entry \"%s\"", key);
            continue; /* more errors may follow */
        }
        if (!k->read) {
            if (present(v))
                fz_error(&z, v, key, "f-puzzles '%s' (%s) cannot be written in the .puz language",
                         key, k->rule);
            continue;
        }
        k->read(&z, key, v); /* its errors are counted in d: go on to the next */
    }
    if (rc == 0)
        fz_negatives(&z);
    xclose_memstream(z.st, &z.st_buf);
    if (rc == 0 && d->errors == errors0) {
        const JsonValue *t = jin_get(root, "title", NULL), *a = jin_get(root, "author", NULL),
                        *rules = jin_get(root, "ruleset", NULL);
        char left[256] = "";
        if (z.ignored)
            snprintf(left, sizeof left, "%d drawing%s without a rule (%s)", z.ignored,
                     z.ignored == 1 ? "" : "s", z.ignored_names);
        ImportPuz p = {.n = z.n, .given = z.given, .region = z.region, .custom = custom,
                       .from = "f-puzzles data",
                       .title = t && t->type == JV_STR ? t->str : NULL,
                       .author = a && a->type == JV_STR ? a->str : NULL,
                       .rules = rules && rules->type == JV_STR ? rules->str : NULL,
                       .left_out = z.ignored ? left : NULL,
                       .statements = z.st_buf, .len = z.st_len};
        import_write_puz(out, &p);
    } else {
        rc = -1;
    }
    free(z.st_buf);
    free(z.given);
    free(z.region);
    return rc;
}
