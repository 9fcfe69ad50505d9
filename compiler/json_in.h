/* json_in.h -- a small JSON reader for the importers (f-puzzles and
 * SudokuPad data): the whole text into a tree of values, each with the
 * byte offset where it starts, so that a refusal can say where in the
 * input the thing it refuses is (a line and column, and a JSON path).
 * Also reads SudokuPad's "zipped" JSON (JSON_ZIPPED below). */
#ifndef PUZC_JSON_IN_H
#define PUZC_JSON_IN_H

#include <stddef.h>

typedef enum { JV_NULL, JV_BOOL, JV_NUM, JV_STR, JV_ARR, JV_OBJ } JvType;

typedef struct JsonValue JsonValue;
struct JsonValue {
    JvType type;
    size_t off;        /* byte offset of its first character in the text */
    int b;             /* JV_BOOL */
    double num;        /* JV_NUM */
    char *str;         /* JV_STR: the decoded UTF-8 text, NUL-terminated */
    size_t slen;
    int n;             /* JV_ARR: elements; JV_OBJ: members */
    JsonValue *items;  /* the elements, or the members' values */
    char **keys;       /* JV_OBJ: the members' names, decoded */
};

/* Reading flags. JSON_ZIPPED: SudokuPad's zipped form of its JSON
 * (PuzzleZipper), where keys are bare words ([A-Za-z0-9]+), strings are in
 * single quotes (\' for a quote inside), t and f are true and false, #0
 * and #F are the colours "#000000" and "#FFFFFF", six bare hex digits are a
 * colour "#RRGGBB", and an element left out of an array ([,x] [] [x,,y])
 * is an empty object {}. Key names are read as written (the caller maps
 * the short ones). */
enum { JSON_ZIPPED = 1 };

/* The deepest nesting read (deeper is an error, not a crash). */
#define JSON_MAX_NEST 200

/* Parses text[0..len) (one value, blanks around it). On success returns
 * the root (free it with jin_free); on failure NULL, with *err_off the
 * byte offset of the problem and why[] saying what it is ("expected ',' or
 * '}' after a member"). */
JsonValue *jin_parse(const char *text, size_t len, unsigned flags, size_t *err_off, char *why,
                      size_t whysz);
void jin_free(JsonValue *v);

/* The member `key` of an object (NULL when v is not an object or has
 * none); its index in v->items through *idx when idx is not NULL. */
const JsonValue *jin_get(const JsonValue *v, const char *key, int *idx);
/* "array", "object", "string", ... for messages. */
const char *jin_type_name(JvType t);
/* A number as an int: a JSON number, or a string holding a decimal
 * integer (f-puzzles writes cage totals as strings). 0 and *ok false when
 * neither (ok may be NULL). */
long jin_int(const JsonValue *v, int *ok);

#endif
