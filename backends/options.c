/* options.c -- backend options as puzc.h shows them: puz_options, a
 * backend's SolveOpts and the text of the values set. Each backend lists
 * what it takes and where each lands (Backend.options and .places, one
 * X-macro list in its own file: backend.h); base/settings.c checks and
 * stores a `name value` pair, as it does for every other settings table. */
#include "backend.h"
#include "settings.h"

#include "error.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static const puz_option no_options[] = {{NULL, PUZ_OPT_FLAG, NULL, NULL, PUZ_ROWS_NONE, NULL, 0}};

const puz_option *puz_backend_options(const puz_backend *b)
{
    return b->options ? b->options : no_options;
}

const puz_option *puz_backend_option(const puz_backend *b, const char *name)
{
    return settings_find(puz_backend_options(b), name); /* NULL name: none */
}

int opts_parse_threads(void *field, const char *value, char *why, size_t whysz)
{
    char *end;
    errno = 0;
    unsigned long u = *value != '-' ? strtoul(value, &end, 10) : 0;
    if (*value == '-' || end == value || *end || errno) {
        snprintf(why, whysz, "a non-negative whole number");
        return -1;
    }
    *(int *)field = u == 0 ? online_cores(SOLVE_MAX_THREADS)
                    : u > SOLVE_MAX_THREADS ? SOLVE_MAX_THREADS : (int)u;
    return 0;
}

/* ---- the public face: a set of values for one backend ---------------- */

struct puz_options {
    const Backend *b;
    SolveOpts o;
    SetText t; /* the values given, as text */
};

puz_options *puz_options_new(const puz_backend *b)
{
    puz_options *o = xcalloc(1, sizeof *o);
    o->b = b;
    return o;
}

puz_options *puz_options_clone(const puz_options *src)
{
    puz_options *o = xcalloc(1, sizeof *o);
    *o = *src;
    settings_text_copy(&o->t, &src->t);
    return o;
}

void puz_options_free(puz_options *o)
{
    if (!o)
        return;
    settings_text_free(&o->t);
    free(o);
}

puz_code puz_options_set(puz_options *o, const char *name, const char *value, puz_error **err)
{
    char who[64];
    if (!name)
        return err_set(err, PUZ_E_ARG, "no option named");
    snprintf(who, sizeof who, "backend %s", o->b->name);
    return settings_set(puz_backend_options(o->b), o->b->places, who, &o->o, &o->t, name, value,
                        err);
}

const char *puz_options_get(const puz_options *o, const char *name)
{
    return settings_get(puz_backend_options(o->b), &o->t, name);
}

const SolveOpts *options_solveopts(const puz_options *o) { return &o->o; }

int options_given(const puz_options *o, const char *name)
{
    return settings_isset(puz_backend_options(o->b), &o->t, name);
}

const Backend *options_backend(const puz_options *o) { return o->b; }

const puz_backend *puz_options_backend(const puz_options *o) { return o->b; }

int puz_options_isset(const puz_options *o, const char *name) { return options_given(o, name); }

int puz_options_worth_comparing(const puz_options *o, const puz_model *m, double time_limit)
{
    if (!o->b->compare_row_ok)
        return 1;
    SolveOpts so = o->o;
    so.time_limit = time_limit;
    return o->b->compare_row_ok(m, &so);
}
