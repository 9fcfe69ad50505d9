/* json_in.c -- the importers' JSON reader (json_in.h): recursive descent
 * over the text, one JsonValue per value, each remembering its offset.
 * Strict RFC 8259 JSON, or SudokuPad's zipped form with JSON_ZIPPED. */
#include "json_in.h"

#include "util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *s;
    size_t len, pos;
    unsigned flags;
    size_t err_off;
    char *why;
    size_t whysz;
    int failed;
} Reader;

static int fail(Reader *r, size_t off, const char *fmt, ...)
{
    if (!r->failed) {
        r->failed = 1;
        r->err_off = off;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->why, r->whysz, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static void skip_blanks(Reader *r)
{
    while (r->pos < r->len) {
        char c = r->s[r->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            break;
        r->pos++;
    }
}

static int peek(const Reader *r) { return r->pos < r->len ? (unsigned char)r->s[r->pos] : -1; }

/* What stands at the reader's place, for "found ..." in a message. */
static const char *found(const Reader *r, char *buf, size_t sz)
{
    int c = peek(r);
    if (c < 0)
        snprintf(buf, sz, "the end of the text");
    else if (c >= 0x20 && c < 0x7f)
        snprintf(buf, sz, "'%c'", c);
    else
        snprintf(buf, sz, "byte 0x%02X", (unsigned)c);
    return buf;
}

/* ---- strings ---- */

typedef struct {
    char *p;
    size_t n, cap;
} Buf;

static void buf_add(Buf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        b->cap = (b->n + n + 1) * 2;
        b->p = xrealloc(b->p, b->cap);
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = '\0';
}

static void buf_utf8(Buf *b, unsigned cp)
{
    char u[4];
    size_t n;
    if (cp < 0x80) {
        u[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xC0 | cp >> 6);
        u[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | cp >> 12);
        u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        u[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        u[0] = (char)(0xF0 | cp >> 18);
        u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        u[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    buf_add(b, u, n);
}

static int hex4(Reader *r, unsigned *v)
{
    *v = 0;
    for (int i = 0; i < 4; i++) {
        int c = peek(r);
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0)
            return fail(r, r->pos, "\\u wants four hex digits");
        *v = *v * 16 + (unsigned)d;
        r->pos++;
    }
    return 0;
}

/* A string from its opening quote (" or, zipped, '); the quote itself
 * ends it, escapes as JSON writes them (and \' in the zipped form). */
static int read_string(Reader *r, JsonValue *v)
{
    char q = r->s[r->pos];
    size_t start = r->pos++;
    Buf b = {0};
    buf_add(&b, "", 0);
    for (;;) {
        if (r->pos >= r->len) {
            free(b.p);
            return fail(r, start, "a string that is never closed");
        }
        unsigned char c = (unsigned char)r->s[r->pos];
        if (c == (unsigned char)q) {
            r->pos++;
            break;
        }
        if (c < 0x20) {
            free(b.p);
            return fail(r, r->pos, "a control character (byte 0x%02X) inside a string", c);
        }
        if (c != '\\') {
            size_t run = r->pos;
            while (run < r->len && r->s[run] != q && r->s[run] != '\\' &&
                   (unsigned char)r->s[run] >= 0x20)
                run++;
            buf_add(&b, r->s + r->pos, run - r->pos);
            r->pos = run;
            continue;
        }
        size_t esc = r->pos++;
        int e = peek(r);
        r->pos++;
        switch (e) {
        case '"': buf_add(&b, "\"", 1); break;
        case '\\': buf_add(&b, "\\", 1); break;
        case '/': buf_add(&b, "/", 1); break;
        case 'b': buf_add(&b, "\b", 1); break;
        case 'f': buf_add(&b, "\f", 1); break;
        case 'n': buf_add(&b, "\n", 1); break;
        case 'r': buf_add(&b, "\r", 1); break;
        case 't': buf_add(&b, "\t", 1); break;
        case 'u': {
            unsigned cp;
            if (hex4(r, &cp) < 0) {
                free(b.p);
                return -1;
            }
            /* a surrogate pair is one code point; a lone half is U+FFFD */
            if (cp >= 0xD800 && cp < 0xDC00 && r->pos + 1 < r->len && r->s[r->pos] == '\\' &&
                r->s[r->pos + 1] == 'u') {
                size_t back = r->pos;
                unsigned lo;
                r->pos += 2;
                if (hex4(r, &lo) < 0) {
                    free(b.p);
                    return -1;
                }
                if (lo >= 0xDC00 && lo < 0xE000)
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                else
                    r->pos = back;
            }
            if (cp >= 0xD800 && cp < 0xE000)
                cp = 0xFFFD;
            buf_utf8(&b, cp);
            break;
        }
        default:
            if (e == '\'' && (r->flags & JSON_ZIPPED)) {
                buf_add(&b, "'", 1);
                break;
            }
            free(b.p);
            return fail(r, esc, "unknown escape in a string");
        }
    }
    v->type = JV_STR;
    v->str = b.p;
    v->slen = b.n;
    return 0;
}

/* ---- numbers and words ---- */

static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_word(int c)
{
    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static int is_hex(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

static int read_number(Reader *r, JsonValue *v)
{
    size_t start = r->pos, p = r->pos;
    if (p < r->len && r->s[p] == '-')
        p++;
    if (p >= r->len || !is_digit((unsigned char)r->s[p]))
        return fail(r, start, "a number wants a digit after '-'");
    if (r->s[p] == '0')
        p++;
    else
        while (p < r->len && is_digit((unsigned char)r->s[p]))
            p++;
    if (p < r->len && r->s[p] == '.') {
        p++;
        if (p >= r->len || !is_digit((unsigned char)r->s[p]))
            return fail(r, p, "a number wants a digit after '.'");
        while (p < r->len && is_digit((unsigned char)r->s[p]))
            p++;
    }
    if (p < r->len && (r->s[p] == 'e' || r->s[p] == 'E')) {
        p++;
        if (p < r->len && (r->s[p] == '+' || r->s[p] == '-'))
            p++;
        if (p >= r->len || !is_digit((unsigned char)r->s[p]))
            return fail(r, p, "a number wants a digit in its exponent");
        while (p < r->len && is_digit((unsigned char)r->s[p]))
            p++;
    }
    char tmp[64];
    size_t n = p - start < sizeof tmp - 1 ? p - start : sizeof tmp - 1;
    memcpy(tmp, r->s + start, n);
    tmp[n] = '\0';
    v->type = JV_NUM;
    v->num = strtod(tmp, NULL);
    r->pos = p;
    return 0;
}

static void set_string(JsonValue *v, const char *s)
{
    v->type = JV_STR;
    v->str = xstrdup(s);
    v->slen = strlen(s);
}

/* true, false, null; zipped also t, f, #0, #F, RRGGBB and bare numbers
 * (a bare word that is all digits was a number before zipping). */
static int read_word(Reader *r, JsonValue *v)
{
    size_t start = r->pos, p = r->pos;
    if (p < r->len && r->s[p] == '#')
        p++;
    while (p < r->len && is_word((unsigned char)r->s[p]))
        p++;
    size_t n = p - start;
    const char *w = r->s + start;
    int zip = (r->flags & JSON_ZIPPED) != 0;
    if ((n == 4 && !memcmp(w, "true", 4)) || (zip && n == 1 && *w == 't')) {
        v->type = JV_BOOL;
        v->b = 1;
    } else if ((n == 5 && !memcmp(w, "false", 5)) || (zip && n == 1 && *w == 'f')) {
        v->type = JV_BOOL;
        v->b = 0;
    } else if (n == 4 && !memcmp(w, "null", 4)) {
        v->type = JV_NULL;
    } else if (zip && n == 2 && !memcmp(w, "#0", 2)) {
        set_string(v, "#000000");
    } else if (zip && n == 2 && !memcmp(w, "#F", 2)) {
        set_string(v, "#FFFFFF");
    } else if (zip && n == 6 && is_hex(w[0]) && is_hex(w[1]) && is_hex(w[2]) && is_hex(w[3]) &&
               is_hex(w[4]) && is_hex(w[5]) && !(is_digit(w[0]) && is_digit(w[1]) &&
               is_digit(w[2]) && is_digit(w[3]) && is_digit(w[4]) && is_digit(w[5]))) {
        char c[8] = "#";
        memcpy(c + 1, w, 6);
        c[7] = '\0';
        set_string(v, c);
    } else {
        if (n == 0)
            p++;
        return fail(r, start, "unknown word '%.*s'", (int)(n ? n : 1), w);
    }
    r->pos = p;
    return 0;
}

/* ---- arrays and objects ---- */

static int read_value(Reader *r, JsonValue *v, int depth);

static JsonValue *grow(JsonValue *items, int n, int *cap)
{
    if (n == *cap) {
        *cap = *cap ? *cap * 2 : 4;
        items = xrealloc(items, (size_t)*cap * sizeof *items);
    }
    memset(&items[n], 0, sizeof items[n]);
    return items;
}

static int read_array(Reader *r, JsonValue *v, int depth)
{
    int cap = 0;
    v->type = JV_ARR;
    r->pos++; /* '[' */
    skip_blanks(r);
    if (peek(r) == ']' && !(r->flags & JSON_ZIPPED)) {
        r->pos++;
        return 0;
    }
    for (;;) {
        skip_blanks(r);
        v->items = grow(v->items, v->n, &cap);
        JsonValue *e = &v->items[v->n++];
        int c = peek(r);
        if ((r->flags & JSON_ZIPPED) && (c == ',' || c == ']')) {
            e->type = JV_OBJ; /* an element left out: {} */
            e->off = r->pos;
        } else if (read_value(r, e, depth + 1) < 0) {
            return -1;
        }
        skip_blanks(r);
        c = peek(r);
        if (c == ',') {
            r->pos++;
            continue;
        }
        if (c == ']') {
            r->pos++;
            return 0;
        }
        char f[32];
        return fail(r, r->pos, "expected ',' or ']' after an array element, found %s",
                    found(r, f, sizeof f));
    }
}

static int read_key(Reader *r, char **key)
{
    int c = peek(r);
    JsonValue k = {0};
    if (c == '"' || ((r->flags & JSON_ZIPPED) && c == '\'')) {
        if (read_string(r, &k) < 0)
            return -1;
        *key = k.str;
        return 0;
    }
    if ((r->flags & JSON_ZIPPED) && is_word(c)) {
        size_t p = r->pos;
        while (p < r->len && is_word((unsigned char)r->s[p]))
            p++;
        *key = xmalloc(p - r->pos + 1);
        memcpy(*key, r->s + r->pos, p - r->pos);
        (*key)[p - r->pos] = '\0';
        r->pos = p;
        return 0;
    }
    char f[32];
    return fail(r, r->pos, "expected a member name in quotes, found %s", found(r, f, sizeof f));
}

static int read_object(Reader *r, JsonValue *v, int depth)
{
    int cap = 0;
    v->type = JV_OBJ;
    r->pos++; /* '{' */
    skip_blanks(r);
    if (peek(r) == '}') {
        r->pos++;
        return 0;
    }
    for (;;) {
        skip_blanks(r);
        char *key = NULL;
        if (read_key(r, &key) < 0)
            return -1;
        v->items = grow(v->items, v->n, &cap);
        v->keys = xrealloc(v->keys, (size_t)cap * sizeof *v->keys);
        v->keys[v->n] = key;
        JsonValue *e = &v->items[v->n++];
        skip_blanks(r);
        if (peek(r) != ':') {
            char f[32];
            return fail(r, r->pos, "expected ':' after the member name \"%s\", found %s", key,
                        found(r, f, sizeof f));
        }
        r->pos++;
        skip_blanks(r);
        if (read_value(r, e, depth + 1) < 0)
            return -1;
        skip_blanks(r);
        int c = peek(r);
        if (c == ',') {
            r->pos++;
            continue;
        }
        if (c == '}') {
            r->pos++;
            return 0;
        }
        char f[32];
        return fail(r, r->pos, "expected ',' or '}' after a member, found %s",
                    found(r, f, sizeof f));
    }
}

static int read_value(Reader *r, JsonValue *v, int depth)
{
    skip_blanks(r);
    v->off = r->pos;
    if (depth > JSON_MAX_NEST)
        return fail(r, r->pos, "nested deeper than %d arrays and objects", JSON_MAX_NEST);
    int c = peek(r);
    int zip = (r->flags & JSON_ZIPPED) != 0;
    if (c == '{')
        return read_object(r, v, depth);
    if (c == '[')
        return read_array(r, v, depth);
    if (c == '"' || (zip && c == '\''))
        return read_string(r, v);
    if (c == '-' || (is_digit(c) && !zip))
        return read_number(r, v);
    if (zip && is_digit(c)) {
        /* a number, unless it runs on into a colour (six hex digits) */
        size_t p = r->pos;
        while (p < r->len && is_word((unsigned char)r->s[p]))
            p++;
        if (p - r->pos == 6) {
            int all = 1;
            for (size_t i = r->pos; i < p; i++)
                all &= is_digit((unsigned char)r->s[i]);
            if (!all)
                return read_word(r, v);
        }
        return read_number(r, v);
    }
    if (c < 0)
        return fail(r, r->pos, "expected a value, found the end of the text");
    if (is_word(c) || c == '#')
        return read_word(r, v);
    char f[32];
    return fail(r, r->pos, "expected a value, found %s", found(r, f, sizeof f));
}

static void free_inner(JsonValue *v)
{
    for (int i = 0; i < v->n; i++) {
        free_inner(&v->items[i]);
        if (v->keys)
            free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
}

void jin_free(JsonValue *v)
{
    if (!v)
        return;
    free_inner(v);
    free(v);
}

JsonValue *jin_parse(const char *text, size_t len, unsigned flags, size_t *err_off, char *why,
                      size_t whysz)
{
    Reader r = {.s = text, .len = len, .flags = flags, .why = why, .whysz = whysz};
    JsonValue *root = xcalloc(1, sizeof *root);
    if (read_value(&r, root, 0) == 0) {
        skip_blanks(&r);
        if (r.pos < r.len) {
            char f[32];
            fail(&r, r.pos, "expected the end of the text after the value, found %s",
                 found(&r, f, sizeof f));
        }
    }
    if (r.failed) {
        jin_free(root);
        if (err_off)
            *err_off = r.err_off;
        return NULL;
    }
    return root;
}

const JsonValue *jin_get(const JsonValue *v, const char *key, int *idx)
{
    if (!v || v->type != JV_OBJ)
        return NULL;
    for (int i = 0; i < v->n; i++)
        if (!strcmp(v->keys[i], key)) {
            if (idx)
                *idx = i;
            return &v->items[i];
        }
    return NULL;
}

const char *jin_type_name(JvType t)
{
    static const char *const names[] = {"null", "true or false", "number", "string", "array",
                                        "object"};
    return names[t];
}

long jin_int(const JsonValue *v, int *ok)
{
    int good = 0;
    long n = 0;
    if (v && v->type == JV_NUM && v->num > -1e9 && v->num < 1e9 &&
        v->num == (double)(long)v->num) { /* the range first: a cast of a larger one is UB */
        n = (long)v->num;
        good = 1;
    } else if (v && v->type == JV_STR && v->slen > 0 && v->slen < 10) {
        char *end;
        n = strtol(v->str, &end, 10);
        good = *end == '\0' && (is_digit((unsigned char)v->str[0]) || v->str[0] == '-');
    }
    if (ok)
        *ok = good;
    return good ? n : 0;
}
