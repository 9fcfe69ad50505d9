/* options.c -- backend options as puzc.h shows them: puz_options, a
 * backend's own options struct and the text of the values set. Each
 * backend lists what it takes and where each lands in its struct
 * (Backend.options and .places, one X-macro list in its own file:
 * backend.h); base/settings.c checks and stores a `name value` pair, as it
 * does for every other settings table. */
#include "backend.h"
#include "settings.h"

#include "error.h"
#include "util.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const puz_option no_options[] = {{NULL, PUZ_OPT_FLAG, NULL, NULL, PUZ_ROWS_NONE, NULL, 0}};

const puz_option *puz_backend_options(const puz_backend *b)
{
    return b->options ? b->options : no_options;
}

const puz_option *puz_backend_option(const puz_backend *b, const char *name)
{
    return settings_find(puz_backend_options(b), name); /* NULL name: none */
}

/* ---- the public face: a set of values for one backend ---------------- */

/* The backend's own struct (Backend.opts_size bytes, started from its
 * defaults) lives in the same allocation, after the text. */
struct puz_options {
    const Backend *b;
    SetText t; /* the values given, as text */
    max_align_t own[];
};

static puz_options *options_alloc(const Backend *b)
{
    return xcalloc(1, sizeof(puz_options) + b->opts_size);
}

puz_options *puz_options_new(const puz_backend *b)
{
    puz_options *o = options_alloc(b);
    o->b = b;
    if (b->opts_size)
        memcpy(o->own, b->opts_default, b->opts_size);
    return o;
}

puz_options *puz_options_clone(const puz_options *src)
{
    puz_options *o = options_alloc(src->b);
    memcpy(o, src, sizeof *o + src->b->opts_size);
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
    return settings_set(puz_backend_options(o->b), o->b->places, who, o->own, &o->t, name, value,
                        err);
}

const char *puz_options_get(const puz_options *o, const char *name)
{
    return settings_get(puz_backend_options(o->b), &o->t, name);
}

const void *options_own(const puz_options *o) { return o->own; }

const void *options_own_or_default(const Backend *b, const puz_options *o)
{
    return o ? options_own(o) : b->opts_default;
}

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
    SolveOpts so = {.time_limit = time_limit, .own = o->own};
    return o->b->compare_row_ok(m, &so);
}
