/* import_link.c -- finding the puzzle data in what the user hands to
 * `puzc import`: a JSON document, a link, or the compressed data alone,
 * and unpacking it (importers.h).
 *
 * THE LINKS. f-puzzles: https://www.f-puzzles.com/?load=DATA, DATA the
 * lz-string base64 (lzstring.c) of the f-puzzles JSON. SudokuPad
 * (https://sudokupad.app/PUZZLE, also https://app.crackingthecryptic.com/
 * sudoku/PUZZLE, or ?puzzleid=PUZZLE): PUZZLE is a prefix and data --
 * "fpuzzles" or "fpuz" then f-puzzles data as above; "scl" or "ctc" then
 * the lz-string base64 of SudokuPad's own JSON, plain or zipped (json_in.h,
 * JSON_ZIPPED); "scf" a legacy 9x9 form; anything else is a short id the
 * SudokuPad server keeps (puzc does not fetch it). URL escapes (%2B ...) in
 * the data are decoded; a '+' turned into a blank by a URL decoder reads
 * as '+' again. */
#include "importers.h"

#include "lzstring.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static int hexval(int c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

JsonValue *import_unpack(const Source *src, size_t start, size_t len, int zipped, Diag *d,
                         Source **out_src)
{
    /* %XX decoded; map[i]: the offset in src of decoded byte i */
    char *buf = xmalloc(len + 1);
    size_t *map = xmalloc((len + 1) * sizeof *map), n = 0;
    const char *t = src->text + start;
    for (size_t i = 0; i < len; i++) {
        map[n] = start + i;
        if (t[i] == '%' && i + 2 < len && hexval(t[i + 1]) >= 0 && hexval(t[i + 2]) >= 0) {
            buf[n++] = (char)(hexval(t[i + 1]) * 16 + hexval(t[i + 2]));
            i += 2;
        } else {
            buf[n++] = t[i];
        }
    }
    map[n] = start + len;
    buf[n] = '\0';
    size_t outlen = 0, bad = 0;
    char why[128];
    char *text = lz_decompress_base64(buf, n, &outlen, &bad, why, sizeof why);
    JsonValue *root = NULL;
    *out_src = NULL;
    if (!text) {
        diag_error(d, import_loc(src, map[bad < n ? bad : n]),
                   "the puzzle data is not lz-string base64 (as f-puzzles and SudokuPad links "
                   "carry): %s", why);
        goto done;
    }
    char *name = xmalloc(strlen(src->name) + 16);
    sprintf(name, "%s (decompressed)", src->name);
    Source *s2 = source_new(name, text, outlen);
    free(name);
    free(text);
    *out_src = s2;
    /* a zipped document starts '{' then a bare key */
    size_t p = 0;
    while (p < outlen && (s2->text[p] == ' ' || s2->text[p] == '\n'))
        p++;
    unsigned flags = zipped && p + 1 < outlen && s2->text[p] == '{' && s2->text[p + 1] != '"' &&
                     s2->text[p + 1] != '}' ? JSON_ZIPPED : 0;
    size_t off = 0;
    root = jin_parse(s2->text, s2->len, flags, &off, why, sizeof why);
    if (!root) {
        Diag d2;
        diag_init(&d2, s2, d->out);
        diag_error(&d2, import_loc(s2, off), "the decompressed puzzle data is not %s: %s",
                   flags ? "SudokuPad's zipped JSON" : "JSON", why);
        d->errors += d2.errors;
    }
done:
    free(buf);
    free(map);
    return root;
}

typedef enum { DATA_NONE, DATA_JSON, DATA_FPUZZLES, DATA_SCL, DATA_SCF, DATA_SHORT } DataKind;

typedef struct {
    DataKind kind;
    size_t start, len; /* the data (after any prefix) */
    bool sudokupad;    /* it came in a SudokuPad link or with its prefix */
} Found;

static bool starts(const char *s, size_t len, const char *w)
{
    size_t n = strlen(w);
    return len >= n && !strncmp(s, w, n);
}

static bool is_b64(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
           c == '+' || c == '/' || c == '=' || c == '%' || c == '-' || c == '_' || c == ' ';
}

static const char *find_in(const char *s, size_t len, const char *w)
{
    size_t n = strlen(w);
    for (size_t i = 0; i + n <= len; i++)
        if (!memcmp(s + i, w, n))
            return s + i;
    return NULL;
}

/* A SudokuPad puzzle text (prefix and data) at s[0..len). */
static void sudokupad_payload(const char *base, const char *s, size_t len, Found *f)
{
    static const struct { const char *prefix; DataKind kind; } pre[] = {
        {"fpuzzles", DATA_FPUZZLES}, {"fpuz", DATA_FPUZZLES}, {"scl", DATA_SCL},
        {"ctc", DATA_SCL}, {"scf", DATA_SCF}};
    for (size_t i = 0; i < sizeof pre / sizeof *pre; i++)
        if (starts(s, len, pre[i].prefix)) {
            size_t k = strlen(pre[i].prefix);
            f->kind = pre[i].kind;
            f->start = (size_t)(s - base) + k;
            f->len = len - k;
            f->sudokupad = true;
            return;
        }
    f->kind = DATA_SHORT;
    f->start = (size_t)(s - base);
    f->len = len;
    f->sudokupad = true;
}

static Found find_data(const char *text, size_t len)
{
    Found f = {0};
    size_t a = 0, b = len;
    if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3))
        a = 3;
    while (a < b && (text[a] == ' ' || text[a] == '\t' || text[a] == '\n' || text[a] == '\r'))
        a++;
    while (b > a && (text[b - 1] == ' ' || text[b - 1] == '\t' || text[b - 1] == '\n' ||
                     text[b - 1] == '\r'))
        b--;
    const char *s = text + a;
    size_t n = b - a;
    if (n == 0)
        return f;
    if (*s == '{' || *s == '[') {
        f.kind = DATA_JSON;
        f.start = a;
        f.len = n;
        return f;
    }
    const char *q;
    if (find_in(s, n, "://") || starts(s, n, "www.") || starts(s, n, "sudokupad.app") ||
        starts(s, n, "f-puzzles.com")) {
        /* the data ends at '&' or '#' (or a blank) */
        if ((q = find_in(s, n, "?load=")) != NULL || (q = find_in(s, n, "&load=")) != NULL) {
            const char *e = q + 6;
            while (e < s + n && *e != '&' && *e != '#')
                e++;
            f.kind = DATA_FPUZZLES;
            f.start = (size_t)(q + 6 - text);
            f.len = (size_t)(e - (q + 6));
            return f;
        }
        if ((q = find_in(s, n, "puzzleid=")) != NULL) {
            const char *e = q + 9;
            while (e < s + n && *e != '&' && *e != '#')
                e++;
            sudokupad_payload(text, q + 9, (size_t)(e - (q + 9)), &f);
            return f;
        }
        const char *hosts[] = {"sudokupad.app/", "crackingthecryptic.com/sudoku/",
                               "crackingthecryptic.com/"};
        for (size_t i = 0; i < sizeof hosts / sizeof *hosts; i++)
            if ((q = find_in(s, n, hosts[i])) != NULL) {
                const char *p = q + strlen(hosts[i]), *e = p;
                while (e < s + n && *e != '?' && *e != '#')
                    e++;
                sudokupad_payload(text, p, (size_t)(e - p), &f);
                return f;
            }
        return f; /* a link of another site */
    }
    for (size_t i = 0; i < n; i++)
        if (!is_b64((unsigned char)s[i]))
            return f;
    if (starts(s, n, "fpuz") || starts(s, n, "scl") || starts(s, n, "ctc") ||
        starts(s, n, "scf")) {
        sudokupad_payload(text, s, n, &f);
        return f;
    }
    f.kind = DATA_FPUZZLES; /* bare data: an f-puzzles link's */
    f.start = a;
    f.len = n;
    return f;
}

const char *import_detect(const char *text, size_t len)
{
    Found f = find_data(text, len);
    switch (f.kind) {
    case DATA_JSON:
        /* f-puzzles has a "grid", SudokuPad's JSON "cells", a line of
         * Janko's collection (import_janko.h) a "problem" */
        if (find_in(text + f.start, f.len, "\"grid\""))
            return "fpuzzles";
        if (find_in(text + f.start, f.len, "\"problem\""))
            return "janko";
        return "sudokupad";
    case DATA_FPUZZLES:
        return f.sudokupad ? "sudokupad" : "fpuzzles";
    case DATA_SCL: case DATA_SCF: case DATA_SHORT:
        return "sudokupad";
    default:
        return NULL;
    }
}

static void shift(JsonValue *v, size_t by)
{
    v->off += by;
    for (int i = 0; i < v->n; i++)
        shift(&v->items[i], by);
}

/* Reads text as `want` ("fpuzzles" or "sudokupad"): finds the data,
 * unpacks it, and hands the document to its translator. */
static int import_any(const char *want, const char *name, const char *text, size_t len, FILE *out,
                      puz_error **err)
{
    Source *src = source_new(name, text, len);
    puz_error *e = err_new(PUZ_E_INPUT);
    Diag d;
    diag_init(&d, src, e);
    Found f = find_data(src->text, src->len);
    Source *inner = NULL;
    JsonValue *root = NULL;
    bool fpz = false;
    size_t where = f.start < src->len ? f.start : 0;
    switch (f.kind) {
    case DATA_NONE:
        diag_error(&d, import_loc(src, 0),
                   "not %s data: expected JSON, an f-puzzles or SudokuPad link, or the "
                   "compressed data of one", !strcmp(want, "fpuzzles") ? "f-puzzles" : "SudokuPad");
        break;
    case DATA_SHORT:
        diag_error(&d, import_loc(src, where),
                   "'%.*s' is a SudokuPad short id, kept on its server: puzc does not fetch "
                   "puzzles; open the link and share it as an f-puzzles or scl link",
                   (int)(f.len < 40 ? f.len : 40), src->text + f.start);
        break;
    case DATA_SCF:
        diag_error(&d, import_loc(src, where),
                   "SudokuPad's legacy 'scf' form is not read; open the link in SudokuPad and "
                   "share it again (an scl link)");
        break;
    case DATA_JSON: {
        char why[128];
        size_t off = 0;
        root = jin_parse(src->text + f.start, src->len - f.start, 0, &off, why, sizeof why);
        if (!root)
            diag_error(&d, import_loc(src, f.start + off), "not JSON: %s", why);
        else
            shift(root, f.start); /* offsets of the file, past a BOM and blanks */
        /* SudokuPad's JSON has its "cells"; anything else asked for as
           f-puzzles data is refused by the f-puzzles reader */
        fpz = jin_get(root, "grid", NULL) != NULL ||
              (!strcmp(want, "fpuzzles") && !jin_get(root, "cells", NULL) &&
               !jin_get(root, "ce", NULL));
        break;
    }
    case DATA_FPUZZLES:
        root = import_unpack(src, f.start, f.len, 0, &d, &inner);
        fpz = true;
        break;
    case DATA_SCL:
        root = import_unpack(src, f.start, f.len, 1, &d, &inner);
        fpz = root && jin_get(root, "grid", NULL) != NULL;
        break;
    }
    int rc = -1;
    if (root) {
        const Source *doc = inner ? inner : src;
        Diag d2;
        diag_init(&d2, doc, e);
        if (!strcmp(want, "fpuzzles") && !fpz)
            diag_error(&d2, import_loc(doc, root->off),
                       "this is SudokuPad data, not f-puzzles data (use --format sudokupad)");
        else
            rc = fpz ? fpz_translate(doc, root, &d2, out) : scl_translate(doc, root, &d2, out);
        d.errors += d2.errors;
    }
    jin_free(root);
    source_free(inner);
    source_free(src);
    if (rc == 0 && d.errors == 0) {
        puz_error_free(e);
        return 0;
    }
    if (e->count == 0)
        err_add(e, PUZ_DIAG_ERROR, NULL, 0, 0, "the puzzle could not be read", NULL);
    err_give(err, e);
    return -1;
}

int import_fpuzzles(const char *name, const char *text, size_t len, FILE *out, puz_error **err)
{
    return import_any("fpuzzles", name, text, len, out, err);
}

int import_sudokupad(const char *name, const char *text, size_t len, FILE *out, puz_error **err)
{
    return import_any("sudokupad", name, text, len, out, err);
}
