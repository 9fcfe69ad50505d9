/* batch_line.c -- parse one line of batch input into givens (and cages),
 * with a message naming the column of anything wrong. */
#include "batch_line.h"

#include "gridfmt.h"
#include "layouts.h"
#include "util.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __AVX512BW__
#include <immintrin.h>
#endif

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

/* A byte of the line as a message shows it: 'x' when printable ASCII, else
 * escaped ('\0', '\t', '\x01', '\xef'): a message never carries a raw
 * control or high byte. */
static const char *byte_name(int byte, char buf[8])
{
    unsigned char ch = (unsigned char)byte;
    static const char esc[] = {'\0', '0', '\t', 't', '\r', 'r', '\n', 'n', '\'', '\'', '\\', '\\'};
    for (size_t i = 0; i < sizeof esc; i += 2)
        if (ch == (unsigned char)esc[i]) {
            snprintf(buf, 8, "'\\%c'", esc[i + 1]);
            return buf;
        }
    if (ch >= 0x20 && ch < 0x7f)
        snprintf(buf, 8, "'%c'", ch);
    else
        snprintf(buf, 8, "'\\x%02x'", ch);
    return buf;
}

/* The message for the character at `at`; returns its column. */
static int bad_char(const char *line, const char *at, char *err, size_t errsz)
{
    char name[8];
    int col = (int)(at - line) + 1;
    snprintf(err, errsz, "invalid character %s at column %d", byte_name(*at, name), col);
    return col;
}

/* Numbers of the comma form and Killer sums stop here: past it a number
 * is "too large" (a grid value is at most 256, a sum at most a few
 * thousand: smaller ones are judged by what they mean). */
#define BATCH_NUMBER_MAX 1000000L

/* Reads the whole number at *s (before end) into *v, past it; `what` names
 * it in messages ("number", "sum"). 0, or -1 with a message and its column
 * in *col: a character that is not a digit, a negative number, a number
 * too large. */
static int read_number(const char *line, const char **s, const char *end, const char *what,
                       long *v, int *col, char *err, size_t errsz)
{
    const char *p = *s, *digits;
    int neg = p < end && *p == '-' && p + 1 < end && p[1] >= '0' && p[1] <= '9';
    digits = p + neg;
    if (digits >= end || *digits < '0' || *digits > '9') {
        *col = bad_char(line, p < end ? p : end - 1, err, errsz);
        return -1;
    }
    long n = 0;
    const char *q = digits;
    for (; q < end && *q >= '0' && *q <= '9'; q++)
        if (n <= BATCH_NUMBER_MAX)
            n = n * 10 + (*q - '0');
    int ndig = (int)(q - digits);
    if (neg || n > BATCH_NUMBER_MAX) {
        *col = (int)(p - line) + 1;
        snprintf(err, errsz, "%s %s%.*s%s at column %d is %s", what, neg ? "-" : "",
                 ndig > 20 ? 20 : ndig, digits, ndig > 20 ? "..." : "", *col,
                 neg ? "negative" : "too large");
        return -1;
    }
    *v = n;
    *s = q;
    return 0;
}

/* Reads "RxC" at *s (before end) into r, c; past it. 0, or -1. */
static int read_box(const char **s, const char *end, int *r, int *c)
{
    const char *p = *s;
    int a = 0, b = 0;
    while (p < end && *p >= '0' && *p <= '9' && a < 1000)
        a = a * 10 + (*p++ - '0');
    if (!a || p >= end || (*p != 'x' && *p != 'X'))
        return -1;
    p++;
    while (p < end && *p >= '0' && *p <= '9' && b < 1000)
        b = b * 10 + (*p++ - '0');
    if (!b || (p < end && *p != ' '))
        return -1;
    *r = a;
    *c = b;
    *s = p;
    return 0;
}

/* The word `w` starts name (before end), followed by a blank or the end. */
static const char *starts_word(const char *name, const char *end, const char *w)
{
    size_t n = strlen(w);
    if ((size_t)(end - name) < n || memcmp(name, w, n) || (name + n < end && name[n] != ' '))
        return NULL;
    return name + n;
}

/* The shape a name gives (see batch_line.h): 0 none or set in p, -1 with a
 * message. kw is "sudoku" (comma lines: also "latin") or "killer". */
static int named_shape(const char *name, const char *end, const char *kw, int side,
                       PuzzleLine *p, char *err, size_t errsz)
{
    const char *s;
    if (!strcmp(kw, "sudoku") && (s = starts_word(name, end, "latin"))) {
        while (s < end && *s == ' ')
            s++;
        const char *digits = s;
        long n = 0;
        for (; s < end && *s >= '0' && *s <= '9'; s++)
            if (n <= PUZ_MAX_SIDE)
                n = n * 10 + (*s - '0');
        if (s > digits && n != side) {
            int nd = (int)(s - digits);
            snprintf(err, errsz, "the name says latin %.*s%s but the line has %d values (%dx%d)",
                     nd > 12 ? 12 : nd, digits, nd > 12 ? "..." : "", side * side, side, side);
            return -1;
        }
        p->latin = p->named_shape = 1;
        p->box_r = p->box_c = 0;
        return 0;
    }
    if (!(s = starts_word(name, end, kw)))
        return 0;
    while (s < end && *s == ' ')
        s++;
    int r, c;
    if (read_box(&s, end, &r, &c) != 0) {
        snprintf(err, errsz, "the name starts with '%s' but no box shape RxC follows", kw);
        return -1;
    }
    if (r * c != side) {
        snprintf(err, errsz, "the name says %s %dx%d but the grid is %dx%d", kw, r, c, side,
                 side);
        return -1;
    }
    p->named_shape = r != p->box_r || c != p->box_c;
    p->box_r = r;
    p->box_c = c;
    return 0;
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
        if (read_number(line, &s, end, "number", &v, &p->err_col, err, errsz) != 0) {
            free(vals);
            return -1;
        }
        if (n == cap)
            vals = xrealloc(vals, (size_t)(cap *= 2) * sizeof(int));
        vals[n++] = (int)v;
        if (s < end && *s != ',') {
            p->err_col = bad_char(line, s, err, errsz);
            free(vals);
            return -1;
        }
        if (s < end)
            s++;
    }
    int side, latin = starts_word(line, tab, "latin") != NULL;
    if (!is_square(n, &side) || side < 2 || side > PUZ_MAX_SIDE ||
        (!batch_box_shape(side, &p->box_r, &p->box_c) && !latin &&
         !starts_word(line, tab, "sudoku"))) {
        snprintf(err, errsz, "%d values do not make a %s grid", n, latin ? "Latin" : "Sudoku");
        free(vals);
        return -1;
    }
    if (named_shape(line, tab, "sudoku", side, p, err, errsz) != 0) {
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
    p->echo_pre = p->prefix_len;
    p->name_len = (int)(tab - line);
    return 0;
}

/* The smallest Killer grid, 4x4: a shorter field is no cage map. */
#define KILLER_MIN_CELLS 16

static int starts_sums(const char *f, const char *end)
{
    return f < end && ((*f >= '0' && *f <= '9') || *f == '-');
}

/* "a cage map of 80 cells is not a Sudoku grid (9x9 has 81)": the nearest
 * grid with boxes named when the count is no square. */
static void bad_map_size(size_t cells, char *err, size_t errsz)
{
    int best = 0, side, r = 0, c = 0;
    for (int n = 4; n <= PUZ_MAX_SIDE; n++)
        if (batch_box_shape(n, &r, &c) &&
            (!best || labs((long)n * n - (long)cells) < labs((long)best * best - (long)cells)))
            best = n;
    if (is_square((int)cells, &side) || cells > (size_t)PUZ_MAX_SIDE * PUZ_MAX_SIDE)
        snprintf(err, errsz, "a cage map of %zu cells is not a Sudoku grid", cells);
    else
        snprintf(err, errsz, "a cage map of %zu cells is not a Sudoku grid (%dx%d has %d)",
                 cells, best, best, best * best);
}

/* Killer: [title<TAB>]cagemap<TAB>sums[<TAB>anything] */
static int parse_killer(const char *line, size_t len, PuzzleLine *p, char *err, size_t errsz)
{
    const char *f[4] = {line, NULL, NULL, NULL}, *end = line + len;
    int nf = 1;
    for (size_t i = 0; i < len && nf < 4; i++)
        if (line[i] == '\t')
            f[nf++] = line + i + 1;
    const char *map, *sums;
    size_t maplen;
    /* the map: the first field of N*N cells followed by a field of sums; else
     * the first field long enough to be one (its size is then the error) */
    int mi = -1;
    for (int pass = 0; pass < 2 && mi < 0; pass++)
        for (int i = 0; i + 1 < nf && mi < 0; i++) {
            size_t l = (size_t)(f[i + 1] - f[i] - 1);
            int side;
            int fits = pass ? l >= KILLER_MIN_CELLS
                            : is_square((int)l, &side) && l >= KILLER_MIN_CELLS;
            if (fits && starts_sums(f[i + 1], end))
                mi = i;
        }
    if (mi < 0) {
        snprintf(err, errsz, "expected a cage map and its sums separated by a TAB");
        return -1;
    }
    map = f[mi];
    maplen = (size_t)(f[mi + 1] - f[mi] - 1);
    sums = f[mi + 1];
    const char *sums_end = mi + 2 < nf ? f[mi + 2] - 1 : end;
    int side = 0, titled = mi > 0 && starts_word(f[0], f[1] - 1, "killer");
    if (!is_square((int)maplen, &side) || side > PUZ_MAX_SIDE ||
        (!batch_box_shape(side, &p->box_r, &p->box_c) && !titled)) {
        bad_map_size(maplen, err, errsz);
        return -1;
    }
    if (titled && named_shape(f[0], f[1] - 1, "killer", side, p, err, errsz) != 0)
        return -1;
    /* letters A..Z then a..z, numbered in order of first appearance */
    int label[128];
    for (int i = 0; i < 128; i++)
        label[i] = -1;
    p->cage_of = xmalloc((size_t)maplen * sizeof(int));
    p->ncages = 0;
    for (size_t i = 0; i < maplen; i++) {
        int ch = (unsigned char)map[i];
        if (!((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z'))) {
            char name[8];
            p->err_col = (int)(map + i - line) + 1;
            snprintf(err, errsz, "invalid cage letter %s at column %d", byte_name(ch, name),
                     p->err_col);
            return -1;
        }
        if (label[ch] < 0)
            label[ch] = p->ncages++;
        p->cage_of[i] = label[ch];
    }
    p->sums = xmalloc((size_t)p->ncages * sizeof(int));
    int n = 0;
    for (const char *s = sums; s < sums_end;) {
        long v = 0;
        if (read_number(line, &s, sums_end, "sum", &v, &p->err_col, err, errsz) != 0)
            return -1;
        if (n < p->ncages)
            p->sums[n] = (int)v;
        n++;
        if (s < sums_end && *s != ',') {
            p->err_col = bad_char(line, s, err, errsz);
            return -1;
        }
        if (s < sums_end)
            s++;
    }
    if (n != p->ncages) {
        snprintf(err, errsz, "%d cages but %d sums", p->ncages, n);
        return -1;
    }
    p->form = LINE_KILLER;
    p->side = side;
    p->givens = xcalloc(maplen, sizeof(int));
    if (mi > 0) { /* the fields before the map: its title */
        p->echo_pre = (int)(map - line);
        p->name_len = p->echo_pre - 1;
    }
    return 0;
}

/* A 9x9 grid of exactly 81 characters, each '.' or a digit ('0' blank),
 * into g: 0, else nonzero (another blank, '_', or anything else takes the
 * general parser). No branch per cell: with AVX-512BW the 81 bytes as
 * vectors of 64 and 17 (a masked load reads no byte past the line), each
 * value c - '0' widened to an int 16 at a time; else arithmetic per cell,
 * which gcc vectorises. */
static int one_pass81(const char *line, int *g)
{
#ifdef __AVX512BW__
    const __mmask64 tail = (1ull << 17) - 1;
    __m512i lo = _mm512_loadu_si512((const void *)line);
    __m512i hi = _mm512_maskz_loadu_epi8(tail, line + 64);
    __m512i zero = _mm512_set1_epi8('0'), dot = _mm512_set1_epi8('.'), nine = _mm512_set1_epi8(9);
    __m512i vlo = _mm512_sub_epi8(lo, zero), vhi = _mm512_sub_epi8(hi, zero);
    __mmask64 dlo = _mm512_cmpeq_epi8_mask(lo, dot), dhi = _mm512_cmpeq_epi8_mask(hi, dot);
    if ((_mm512_cmpgt_epu8_mask(vlo, nine) & ~dlo) | (_mm512_cmpgt_epu8_mask(vhi, nine) & ~dhi & tail))
        return 1;
    vlo = _mm512_maskz_mov_epi8(~dlo, vlo);
    vhi = _mm512_maskz_mov_epi8(~dhi, vhi);
    _mm512_storeu_si512((void *)g, _mm512_cvtepu8_epi32(_mm512_castsi512_si128(vlo)));
    _mm512_storeu_si512((void *)(g + 16), _mm512_cvtepu8_epi32(_mm512_extracti32x4_epi32(vlo, 1)));
    _mm512_storeu_si512((void *)(g + 32), _mm512_cvtepu8_epi32(_mm512_extracti32x4_epi32(vlo, 2)));
    _mm512_storeu_si512((void *)(g + 48), _mm512_cvtepu8_epi32(_mm512_extracti32x4_epi32(vlo, 3)));
    _mm512_storeu_si512((void *)(g + 64), _mm512_cvtepu8_epi32(_mm512_castsi512_si128(vhi)));
    _mm512_mask_storeu_epi32((void *)(g + 80), 1, _mm512_cvtepu8_epi32(_mm512_extracti32x4_epi32(vhi, 1)));
    return 0;
#else
    unsigned bad = 0;
    for (int i = 0; i < 81; i++) {
        unsigned c = (unsigned char)line[i], v = c - '0', dot = c == '.';
        bad |= (v > 9u) & !dot;
        g[i] = dot ? 0 : (int)v;
    }
    return bad != 0;
#endif
}

/* `LAYOUT<TAB>CELLS` (batch_line.h): l's frame, one character a cell. */
static int parse_layout(const char *line, size_t len, const char *tab, const Layout *l,
                        PuzzleLine *p, char *err, size_t errsz)
{
    size_t start = (size_t)(tab + 1 - line), n = 0, cells = (size_t)l->rows * (size_t)l->cols;
    while (start + n < len && line[start + n] != ' ' && line[start + n] != '\t')
        n++;
    if (n != cells) {
        p->err_col = (int)(start + (n < cells ? n : cells)) + 1;
        snprintf(err, errsz, "a %s line has %zu cells (%dx%d), not %zu", l->name, cells, l->rows,
                 l->cols, n);
        return -1;
    }
    Model *m = model_layout(l->name);
    p->givens = xmalloc(cells * sizeof(int));
    int rc = 0;
    for (size_t i = 0; i < cells && !rc; i++) {
        char ch = line[start + i];
        int v = ch == '-' ? 0 : gridfmt_char_value((unsigned char)ch);
        if (v < 0 || v > 9) {
            p->err_col = bad_char(line, line + start + i, err, errsz);
            rc = -1;
        } else if (v && !model_used(m, (int)i)) {
            p->err_col = (int)(start + i) + 1;
            snprintf(err, errsz, "value '%c' at column %zu is outside the %s's grids", ch,
                     start + i + 1, l->name);
            rc = -1;
        }
        p->givens[i] = v;
    }
    model_free(m);
    p->form = LINE_CHARS;
    p->layout = l->name;
    p->named_shape = 1;
    p->name_off = 0;
    p->echo_pre = (int)start;
    p->name_len = (int)(tab - line);
    p->echo_tail = (int)(start + n);
    return rc;
}

int batch_parse_line(const char *line, size_t len, int killer, PuzzleLine *p, char *err,
                     size_t errsz)
{
    memset(p, 0, offsetof(PuzzleLine, cells81));
    while (len && (line[len - 1] == '\r' || line[len - 1] == '\n'))
        len--;
    p->echo_tail = (int)len;
    int rc;
    if (!killer && len == 81) {
        /* the common line, a 9x9 grid alone: one pass, no branch per cell
         * (a line that fails falls through, for the message) */
        int *g = p->cells81;
        if (!one_pass81(line, g)) {
            p->form = LINE_CHARS;
            p->side = 9;
            p->box_r = p->box_c = 3;
            p->givens = g;
            p->name_off = 81; /* no name */
            return 0;
        }
    }
    if (killer) {
        rc = parse_killer(line, len, p, err, errsz);
    } else {
        const char *tab = memchr(line, '\t', len);
        char word[16];
        size_t wl = tab ? (size_t)(tab - line) : 0;
        const Layout *l = NULL;
        if (tab && wl < sizeof word) {
            memcpy(word, line, wl);
            word[wl] = '\0';
            l = layout_find(word);
        }
        if (l) {
            rc = parse_layout(line, len, tab, l, p, err, errsz);
        } else if (tab && memchr(tab, ',', (size_t)(line + len - tab))) {
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
                p->err_col = bad_char(line, line + n, err, errsz);
                rc = -1;
            } else if (!side) {
                /* the size it was probably meant to be: a character that is
                 * a value in no size is invalid; else the count, and a
                 * character that cannot be a value there ('9' on a line
                 * nearest 4x4 is not invalid: the count is what is wrong) */
                int want = nearest_cells((int)n), wside = 0, k;
                is_square(want, &wside);
                size_t i = 0;
                while (i < n && gridfmt_char_value((unsigned char)line[i]) <= wside)
                    i++;
                int v = i < n ? gridfmt_char_value((unsigned char)line[i]) : 0;
                if (v > char_sides[sizeof char_sides / sizeof char_sides[0] - 1])
                    p->err_col = bad_char(line, line + i, err, errsz);
                else if ((k = snprintf(err, errsz, "expected %d cells, got %zu", want, n)) >= 0 &&
                         i < n && (size_t)k < errsz) {
                    p->err_col = (int)i + 1;
                    snprintf(err + k, errsz - (size_t)k,
                             "; value '%c' at column %zu is outside 1..%d", line[i], i + 1,
                             wside);
                }
                rc = -1;
            } else {
                p->form = LINE_CHARS;
                p->side = side;
                p->echo_tail = (int)n;
                size_t a = n, b = len; /* the name: the tail less separators, blanks */
                while (a < b && strchr(" \t,;#", line[a]))
                    a++;
                while (b > a && (line[b - 1] == ' ' || line[b - 1] == '\t'))
                    b--;
                p->name_off = (int)a;
                p->name_len = (int)(b - a);
                batch_box_shape(side, &p->box_r, &p->box_c);
                p->givens = xmalloc((size_t)n * sizeof(int));
                rc = 0;
                for (size_t i = 0; i < n; i++) {
                    int v = gridfmt_char_value((unsigned char)line[i]);
                    if (v > side) {
                        p->err_col = (int)i + 1;
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
    if (rc != 0) {
        int col = p->err_col; /* the one field a failed parse leaves */
        batch_line_free(p);
        p->err_col = col;
    }
    return rc;
}

void batch_line_free(PuzzleLine *p)
{
    if (p->givens != p->cells81)
        free(p->givens);
    free(p->cage_of);
    free(p->sums);
    memset(p, 0, offsetof(PuzzleLine, cells81));
}

Model *batch_line_model(const PuzzleLine *p)
{
    if (p->layout)
        return model_layout(p->layout);
    Model *m = p->latin ? model_latin(p->side) : model_sudoku(p->box_r, p->box_c);
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
