/* settings.h -- settings by name, checked against their owner's table: a
 * backend's options, the generator's, the rater's and the renderer's
 * settings are each one table of puzc.h's puz_option (name, kind, values,
 * help) beside a table of places (where the value lands in the owner's
 * struct, as what type, within what range). One function checks and
 * stores a `name value` pair for all of them, with the same messages, and
 * keeps the text given, so that a setting reads back as it was set.
 *
 * An owner writes its settings once, as an X-macro list of
 *     X(name, kind, values, help, rows, rows_values, flags, field, type, lo, hi, parse)
 * and expands it with SETTINGS_OPTION and SETTINGS_PLACE into the two
 * tables (render/render.c is a small example). */
#ifndef PUZC_SETTINGS_H
#define PUZC_SETTINGS_H

#include "error.h"
#include "puzc.h"

#include <stddef.h>

/* How a value is stored (SET_CLAMP or-ed in: a number past hi becomes hi
 * instead of being refused). */
typedef enum {
    SET_CHOICE, /* const char *: the table's own string for the value */
    SET_FLAG,   /* int: 1 when set ("on"), 0 "off" */
    SET_INT,    /* int, from a whole number (PUZ_OPT_INT) within lo..hi */
    SET_LONG,   /* long, the same */
    SET_U64,    /* uint64_t, the same (a seed) */
    SET_DOUBLE, /* double, from a number (PUZ_OPT_REAL) within lo..hi */
    SET_PARSE,  /* the owner's parse function (SetPlace.parse) stores it */
    SET_CLAMP = 16
} SetType;

/* A parse function: stores value at field; 0, or -1 with what it wants in
 * why ("RxC, e.g. 3x3"). */
typedef int (*SetParse)(void *field, const char *value, char *why, size_t whysz);

typedef struct {
    size_t offset; /* of the field in the owner's struct */
    int type;      /* SetType */
    double lo, hi; /* SET_INT..SET_DOUBLE: the range */
    SetParse parse;
} SetPlace;

#define SETTINGS_MAX 40

/* The text of the values set, kept in the owner. */
typedef struct {
    char *text[SETTINGS_MAX];
    unsigned char given[SETTINGS_MAX];
} SetText;

/* The X-macro expansions: an entry of each table. SETTINGS_PLACE needs
 * SETTINGS_OWNER defined as the owner's struct type. */
#define SETTINGS_OPTION(name, kind, values, help, rows, rows_values, flags, field, type, lo, \
                        hi, parse)                                                          \
    {name, kind, values, help, rows, rows_values, flags},
#define SETTINGS_PLACE(name, kind, values, help, rows, rows_values, flags, field, type, lo, \
                       hi, parse)                                                          \
    {offsetof(SETTINGS_OWNER, field), type, lo, hi, parse},
#define SETTINGS_END {NULL, PUZ_OPT_FLAG, NULL, NULL, PUZ_ROWS_NONE, NULL, 0}

/* Checks `name value` against the table (n entries; `who` names the owner
 * in messages: "backend sat", "generate", "render") and stores it in owner
 * and its text in t (may be NULL). PUZ_OK, or PUZ_E_ARG with the message:
 *   "backend native has no option --amo (it takes --method, --no-fast)"
 *   "sat: unknown --encoding 'x' (have: extended efficient minimal)"
 *   "sat: --seed wants a non-negative whole number, not 'x'" */
puz_code settings_set(const puz_option *table, const SetPlace *places, const char *who,
                      void *owner, SetText *t, const char *name, const char *value,
                      puz_error **err);
/* The value in force as text: as given, else a choice's default (its first
 * value), else NULL (an unset flag or number, or an unknown name). */
const char *settings_get(const puz_option *table, const SetText *t, const char *name);
/* Whether name was set. */
int settings_isset(const puz_option *table, const SetText *t, const char *name);
/* The table entry of name, or NULL. */
const puz_option *settings_find(const puz_option *table, const char *name);
/* A copy of t (the strings duplicated), and freeing one. */
void settings_text_copy(SetText *dst, const SetText *src);
void settings_text_free(SetText *t);

#endif
