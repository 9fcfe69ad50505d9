/* settings.c -- settings by name against their owner's table
 * (settings.h): one check, one store, one set of messages for every
 * owner. */
#include "settings.h"

#include "util.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const puz_option *settings_find(const puz_option *table, const char *name)
{
    for (const puz_option *p = table; name && p->name; p++)
        if (!strcmp(p->name, name))
            return p;
    return NULL;
}

/* "--a, --b, --c" (the names), or "none"; cut at n. */
static void list_names(const puz_option *table, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    if (!table->name) {
        snprintf(buf, n, "none");
        return;
    }
    for (int i = 0; table[i].name && len < n; i++)
        len += (size_t)snprintf(buf + len, n - len, "%s--%s", i ? ", " : "", table[i].name);
}

/* A choice's values, blank-separated. */
static void list_values(const puz_option *p, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; p->values && p->values[i] && len < n; i++)
        len += (size_t)snprintf(buf + len, n - len, "%s%s", i ? " " : "", p->values[i]);
}

/* The owner's word in "X: unknown --y": "backend sat" says "sat". */
static const char *short_who(const char *who)
{
    return strncmp(who, "backend ", 8) ? who : who + 8;
}

/* A number for p within pl's range: 0, or -1 with the message. */
static int number(const puz_option *p, const SetPlace *pl, const char *who, const char *value,
                  double *out, puz_error **err)
{
    int whole = p->kind == PUZ_OPT_INT, clamp = pl->type & SET_CLAMP;
    char *end = NULL;
    errno = 0;
    double d = value && *value != '-' ? strtod(value, &end) : -1;
    int bad = !value || !end || end == value || *end || errno || !(d >= 0) ||
              (whole && (d >= 0x1p63 || d != (double)(long long)d)) || /* (no cast past it) */
              ((p->flags & PUZ_OPT_POSITIVE) && d == 0);
    if (!bad && d < pl->lo)
        bad = 1;
    if (!bad && pl->hi > pl->lo && d > pl->hi) {
        if (!clamp) {
            err_set(err, PUZ_E_ARG, "%s: --%s wants at most %g, not '%s'", short_who(who),
                    p->name, pl->hi, value);
            return -1;
        }
        d = pl->hi;
    }
    if (bad) {
        err_set(err, PUZ_E_ARG, "%s: --%s wants a %s%s, not '%s'", short_who(who), p->name,
                (p->flags & PUZ_OPT_POSITIVE) ? "positive " : "non-negative ",
                whole ? "whole number" : "number", value ? value : "");
        return -1;
    }
    *out = d;
    return 0;
}

puz_code settings_set(const puz_option *table, const SetPlace *places, const char *who,
                      void *owner, SetText *t, const char *name, const char *value,
                      puz_error **err)
{
    const puz_option *p = settings_find(table, name);
    if (!p) {
        char have[512];
        list_names(table, have, sizeof have);
        return err_set(err, PUZ_E_ARG, "%s has no option --%s (it takes %s)", who,
                       name ? name : "", have);
    }
    int i = (int)(p - table);
    const SetPlace *pl = &places[i];
    void *field = (char *)owner + pl->offset;
    double d = 0;
    switch (pl->type & ~SET_CLAMP) {
    case SET_FLAG: {
        int on;
        if (!value || !strcmp(value, "on") || !strcmp(value, "1") || !strcmp(value, "true"))
            on = 1;
        else if (!strcmp(value, "off") || !strcmp(value, "0") || !strcmp(value, "false"))
            on = 0;
        else
            return err_set(err, PUZ_E_ARG, "%s: --%s is on or off, not '%s'", short_who(who),
                           name, value);
        *(int *)field = on;
        value = on ? "on" : "off";
        break;
    }
    case SET_CHOICE: {
        const char *choice = NULL;
        for (int k = 0; value && p->values && p->values[k]; k++)
            if (!strcmp(p->values[k], value))
                choice = p->values[k];
        if (!choice) {
            char have[512];
            list_values(p, have, sizeof have);
            return err_set(err, PUZ_E_ARG, "%s: unknown --%s '%s' (have: %s)", short_who(who),
                           name, value ? value : "", have);
        }
        *(const char **)field = choice;
        break;
    }
    case SET_INT:
    case SET_LONG:
    case SET_U64:
    case SET_DOUBLE:
        if (number(p, pl, who, value, &d, err) != 0)
            return PUZ_E_ARG;
        switch (pl->type & ~SET_CLAMP) {
        case SET_INT: *(int *)field = (int)d; break;
        case SET_LONG: *(long *)field = (long)d; break;
        case SET_U64: /* a seed: read exactly, not through a double */
            *(uint64_t *)field = strtoull(value, NULL, 10);
            break;
        default: *(double *)field = d; break;
        }
        break;
    case SET_PARSE: {
        char why[160] = "";
        if (!value || pl->parse(field, value, why, sizeof why) != 0)
            return err_set(err, PUZ_E_ARG, "%s: --%s wants %s, not '%s'", short_who(who), name,
                           why[0] ? why : "a value", value ? value : "");
        break;
    }
    }
    if (t && i < SETTINGS_MAX) {
        free(t->text[i]);
        t->text[i] = value ? xstrdup(value) : NULL;
        t->given[i] = 1;
    }
    return PUZ_OK;
}

const char *settings_get(const puz_option *table, const SetText *t, const char *name)
{
    const puz_option *p = settings_find(table, name);
    if (!p)
        return NULL;
    int i = (int)(p - table);
    if (t && i < SETTINGS_MAX && t->given[i])
        return p->kind == PUZ_OPT_FLAG ? (t->text[i] ? t->text[i] : "on") : t->text[i];
    return p->kind == PUZ_OPT_CHOICE && p->values ? p->values[0] : NULL;
}

int settings_isset(const puz_option *table, const SetText *t, const char *name)
{
    const puz_option *p = settings_find(table, name);
    return p && t && p - table < SETTINGS_MAX && t->given[p - table];
}

void settings_text_copy(SetText *dst, const SetText *src)
{
    *dst = *src;
    for (int i = 0; i < SETTINGS_MAX; i++)
        dst->text[i] = src->text[i] ? xstrdup(src->text[i]) : NULL;
}

void settings_text_free(SetText *t)
{
    for (int i = 0; i < SETTINGS_MAX; i++) {
        free(t->text[i]);
        t->text[i] = NULL;
        t->given[i] = 0;
    }
}
