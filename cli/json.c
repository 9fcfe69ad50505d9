/* json.c -- the JSON writer (see json.h): commas and nesting tracked per
 * level, strings escaped, invalid UTF-8 replaced, numbers that JSON cannot
 * hold written as null. */
#include "json.h"

#include <math.h>
#include <string.h>

void json_init(JsonWriter *j, FILE *out)
{
    memset(j, 0, sizeof *j);
    j->out = out;
}

/* Before any value: the comma that separates it from the one before, unless
 * it follows its key. */
static void before_value(JsonWriter *j)
{
    if (j->after_key) {
        j->after_key = 0;
        return;
    }
    if (j->depth > 0 && j->depth <= JSON_MAX_DEPTH) {
        if (j->count[j->depth - 1])
            fputc(',', j->out);
        j->count[j->depth - 1] = 1;
    }
}

static void open_level(JsonWriter *j, int ch)
{
    before_value(j);
    fputc(ch, j->out);
    j->depth++;
    if (j->depth <= JSON_MAX_DEPTH)
        j->count[j->depth - 1] = 0;
}

static void close_level(JsonWriter *j, int ch)
{
    fputc(ch, j->out);
    if (j->depth > 0)
        j->depth--;
}

void json_object_begin(JsonWriter *j) { open_level(j, '{'); }
void json_object_end(JsonWriter *j) { close_level(j, '}'); }
void json_array_begin(JsonWriter *j) { open_level(j, '['); }
void json_array_end(JsonWriter *j) { close_level(j, ']'); }

void json_key(JsonWriter *j, const char *key)
{
    before_value(j);
    fputc('"', j->out);
    json_escape(j->out, key, strlen(key));
    fputs("\":", j->out);
    j->after_key = 1;
}

/* The length of the valid UTF-8 sequence at s (n bytes left), or 0 when the
 * byte at s starts none: a stray continuation byte, an overlong form (C0,
 * C1, E0 80..9F, F0 80..8F), a surrogate (ED A0..BF), past U+10FFFF (F4
 * 90.., F5..FF), or a sequence cut short. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    unsigned char c = s[0];
    size_t len;
    unsigned char lo = 0x80, hi = 0xBF; /* the second byte's range */
    if (c < 0x80)
        return 1;
    if (c < 0xC2)
        return 0;
    if (c < 0xE0) {
        len = 2;
    } else if (c < 0xF0) {
        len = 3;
        if (c == 0xE0)
            lo = 0xA0;
        if (c == 0xED)
            hi = 0x9F;
    } else if (c < 0xF5) {
        len = 4;
        if (c == 0xF0)
            lo = 0x90;
        if (c == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    if (n < len || s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < len; i++)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    return len;
}

void json_escape(FILE *out, const char *str, size_t n)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t i = 0;
    while (i < n) {
        unsigned char c = s[i];
        size_t len;
        switch (c) {
        case '"': fputs("\\\"", out); i++; continue;
        case '\\': fputs("\\\\", out); i++; continue;
        case '\n': fputs("\\n", out); i++; continue;
        case '\r': fputs("\\r", out); i++; continue;
        case '\t': fputs("\\t", out); i++; continue;
        case '\b': fputs("\\b", out); i++; continue;
        case '\f': fputs("\\f", out); i++; continue;
        default: break;
        }
        if (c < 0x20) {
            fprintf(out, "\\u%04x", c);
            i++;
        } else if ((len = utf8_len(s + i, n - i)) == 0) {
            fputs("\\ufffd", out); /* one replacement per invalid byte */
            i++;
        } else {
            fwrite(s + i, 1, len, out);
            i += len;
        }
    }
}

void json_string_n(JsonWriter *j, const char *s, size_t n)
{
    before_value(j);
    if (!s) {
        fputs("null", j->out);
        return;
    }
    fputc('"', j->out);
    json_escape(j->out, s, n);
    fputc('"', j->out);
}

void json_string(JsonWriter *j, const char *s)
{
    json_string_n(j, s, s ? strlen(s) : 0);
}

void json_int(JsonWriter *j, long long v)
{
    before_value(j);
    fprintf(j->out, "%lld", v);
}

void json_uint(JsonWriter *j, unsigned long long v)
{
    before_value(j);
    fprintf(j->out, "%llu", v);
}

void json_double(JsonWriter *j, double v, int decimals)
{
    before_value(j);
    if (!isfinite(v)) {
        fputs("null", j->out);
        return;
    }
    /* %.*f, then the zeros (and a point) it leaves at the end cut: 1.50 -> 1.5 */
    char buf[64];
    int k = snprintf(buf, sizeof buf, "%.*f", decimals < 0 ? 0 : decimals > 17 ? 17 : decimals, v);
    if (k < 0 || (size_t)k >= sizeof buf) {
        snprintf(buf, sizeof buf, "%.17g", v);
    } else if (strchr(buf, '.')) {
        while (k > 0 && buf[k - 1] == '0')
            buf[--k] = '\0';
        if (k > 0 && buf[k - 1] == '.')
            buf[--k] = '\0';
    }
    if (!strcmp(buf, "-0"))
        strcpy(buf, "0");
    fputs(buf, j->out);
}

void json_bool(JsonWriter *j, int v)
{
    before_value(j);
    fputs(v ? "true" : "false", j->out);
}

void json_null(JsonWriter *j)
{
    before_value(j);
    fputs("null", j->out);
}

void json_kstr(JsonWriter *j, const char *key, const char *s)
{
    json_key(j, key);
    json_string(j, s);
}

void json_kint(JsonWriter *j, const char *key, long long v)
{
    json_key(j, key);
    json_int(j, v);
}

void json_kdouble(JsonWriter *j, const char *key, double v, int decimals)
{
    json_key(j, key);
    json_double(j, v, decimals);
}

void json_kbool(JsonWriter *j, const char *key, int v)
{
    json_key(j, key);
    json_bool(j, v);
}
