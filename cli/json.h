/* json.h -- the one JSON writer of the command line: every command's --json
 * (and batch's JSON Lines) is written through it, so strings are escaped
 * the same way everywhere and "no value" is always null. */
#ifndef PUZC_JSON_H
#define PUZC_JSON_H

#include <stddef.h>
#include <stdio.h>

/* Nesting deeper than this is a caller's bug: the writer stops adding
 * commas past it (the output is still written). */
#define JSON_MAX_DEPTH 16

/* Compact JSON (no blanks) to out; the caller writes the newline that ends
 * a JSON Lines record. A value goes where the writer stands: after a key,
 * as the next element of an array, or as the whole document. */
typedef struct {
    FILE *out;
    int depth;
    int after_key;                        /* a key was written: its value next */
    unsigned char count[JSON_MAX_DEPTH];  /* members so far at each level (0/1) */
} JsonWriter;

void json_init(JsonWriter *j, FILE *out);

void json_object_begin(JsonWriter *j);
void json_object_end(JsonWriter *j);
void json_array_begin(JsonWriter *j);
void json_array_end(JsonWriter *j);
/* The next member's name (escaped like any string). */
void json_key(JsonWriter *j, const char *key);

/* A string: s NULL is null. The bytes are escaped as JSON wants ('"', '\',
 * control characters as \n, \t ... or \u00XX); a byte that is not part of
 * valid UTF-8 becomes U+FFFD, so the output is always valid JSON and UTF-8. */
void json_string(JsonWriter *j, const char *s);
void json_string_n(JsonWriter *j, const char *s, size_t n);
void json_int(JsonWriter *j, long long v);
void json_uint(JsonWriter *j, unsigned long long v);
/* A number with at most `decimals` digits after the point; NaN and the
 * infinities (no JSON number) are null. */
void json_double(JsonWriter *j, double v, int decimals);
void json_bool(JsonWriter *j, int v);
void json_null(JsonWriter *j);

/* key and value in one call */
void json_kstr(JsonWriter *j, const char *key, const char *s);
void json_kint(JsonWriter *j, const char *key, long long v);
void json_kdouble(JsonWriter *j, const char *key, double v, int decimals);
void json_kbool(JsonWriter *j, const char *key, int v);

/* Writes s escaped, without the quotes, to out (for callers that build a
 * string piece by piece). */
void json_escape(FILE *out, const char *s, size_t n);

#endif
