/* options.c -- backend options: the one place an option's name meets a
 * SolveOpts field. Each backend lists what it takes (Backend.options: name,
 * kind, values, help); opts_apply checks a `--name value` pair against that
 * list and stores it, and puz_options is the public face of the same. */
#include "backend.h"
#include "settings.h"

#include "error.h"
#include "util.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where each option name lands. A backend's table says which of these it
 * takes; several names may share a field (encoding, formulation and method
 * are each one backend's word for "which model or method"). */
typedef enum {
    FIELD_FORM, FIELD_AMO, FIELD_CAGE, FIELD_NO_REDUCE, FIELD_PROPAGATE_ONLY, FIELD_VERBOSE,
    FIELD_SEED, FIELD_ITERATIONS, FIELD_TABU_SIZE, FIELD_ALPHA, FIELD_BOUNDS, FIELD_NO_FAST,
    FIELD_VARIANT, FIELD_MIP_HEUR, FIELD_THREADS
} Field;

static const struct {
    const char *name;
    Field field;
} fields[] = {
    {"formulation", FIELD_FORM},   {"encoding", FIELD_FORM},
    {"method", FIELD_FORM},        {"amo", FIELD_AMO},
    {"cage", FIELD_CAGE},          {"no-reduce", FIELD_NO_REDUCE},
    {"no-eliminate", FIELD_NO_REDUCE}, {"propagate-only", FIELD_PROPAGATE_ONLY},
    {"verbose", FIELD_VERBOSE},    {"seed", FIELD_SEED},
    {"iterations", FIELD_ITERATIONS}, {"tabu-size", FIELD_TABU_SIZE},
    {"alpha", FIELD_ALPHA},        {"bounds", FIELD_BOUNDS},
    {"no-fast", FIELD_NO_FAST},    {"variant", FIELD_VARIANT},
    {"heuristics", FIELD_MIP_HEUR}, {"threads", FIELD_THREADS},
};

static const puz_option no_options[] = {{NULL, PUZ_OPT_FLAG, NULL, NULL, PUZ_ROWS_NONE, NULL, 0}};

const puz_option *puz_backend_options(const puz_backend *b)
{
    return b->options ? b->options : no_options;
}

/* (name NULL: no option, as settings_find has it; the queries below too) */
const puz_option *puz_backend_option(const puz_backend *b, const char *name)
{
    for (const puz_option *p = puz_backend_options(b); name && p->name; p++)
        if (!strcmp(p->name, name))
            return p;
    return NULL;
}

/* Stores a checked value: choice values point into the backend's table, so
 * they live as long as the program. */
static void store(SolveOpts *o, Field f, const char *choice, unsigned long u, double d)
{
    switch (f) {
    case FIELD_FORM: o->formulation = choice; break;
    case FIELD_AMO: o->amo = choice; break;
    case FIELD_CAGE: o->cage = choice; break;
    case FIELD_NO_REDUCE: o->no_reduce = 1; break;
    case FIELD_PROPAGATE_ONLY: o->propagate_only = 1; break;
    case FIELD_VERBOSE: o->verbose = 1; break;
    case FIELD_SEED: o->seed = u; break;
    case FIELD_ITERATIONS: o->iterations = u > (unsigned long)LONG_MAX ? LONG_MAX : (long)u; break;
    case FIELD_TABU_SIZE: o->tabu_size = u > 1000000 ? 1000000 : (int)u; break;
    case FIELD_ALPHA: o->alpha = d; break;
    case FIELD_BOUNDS: o->bounds = d; break;
    case FIELD_NO_FAST: o->no_fast = 1; break;
    case FIELD_VARIANT: o->variant = choice; break;
    case FIELD_MIP_HEUR: o->mip_heur = 1; break;
    case FIELD_THREADS: /* 0: one per online core */
        o->threads = u == 0 ? online_cores(SOLVE_MAX_THREADS)
                     : u > SOLVE_MAX_THREADS ? SOLVE_MAX_THREADS : (int)u;
        break;
    }
}

int opts_apply(const Backend *b, SolveOpts *o, const char *name, const char *value, char *err,
               size_t errsz)
{
    const puz_option *p = puz_backend_option(b, name);
    int fi = -1;
    for (size_t i = 0; p && i < sizeof fields / sizeof fields[0]; i++)
        if (!strcmp(fields[i].name, name))
            fi = (int)i;
    if (!p || fi < 0) {
        char have[256];
        settings_list_names(puz_backend_options(b), "no options", have, sizeof have);
        snprintf(err, errsz, "backend %s has no option --%s (it takes %s)", b->name, name, have);
        return -1;
    }
    const char *choice = NULL;
    unsigned long u = 0;
    double d = 0;
    char *end;
    switch (p->kind) {
    case PUZ_OPT_FLAG: /* NULL, as the command line gives it, or a word
                          that says on, as the other settings take */
        if (value && strcmp(value, "on") && strcmp(value, "1") && strcmp(value, "true")) {
            snprintf(err, errsz, "%s: --%s takes no value", b->name, name);
            return -1;
        }
        break;
    case PUZ_OPT_CHOICE:
        for (int i = 0; value && p->values[i]; i++)
            if (!strcmp(p->values[i], value))
                choice = p->values[i];
        if (!choice) {
            char have[256];
            settings_list_values(p, have, sizeof have);
            snprintf(err, errsz, "%s: unknown --%s '%s' (have: %s)", b->name, name,
                     value ? value : "", have);
            return -1;
        }
        break;
    case PUZ_OPT_INT:
        errno = 0;
        u = value && *value != '-' ? strtoul(value, &end, 10) : 0;
        if (!value || *value == '-' || end == value || *end || errno) {
            snprintf(err, errsz, "%s: --%s wants a non-negative whole number, not '%s'", b->name,
                     name, value ? value : "");
            return -1;
        }
        break;
    case PUZ_OPT_REAL:
        errno = 0;
        d = value ? strtod(value, &end) : -1;
        if (!value || end == value || *end || errno || !(d >= 0) || d > 1e12 ||
            ((p->flags & PUZ_OPT_POSITIVE) && d == 0)) {
            snprintf(err, errsz, "%s: --%s wants a %s number, not '%s'", b->name, name,
                     p->flags & PUZ_OPT_POSITIVE ? "positive" : "non-negative",
                     value ? value : "");
            return -1;
        }
        break;
    }
    store(o, fields[fi].field, choice, u, d);
    return 0;
}

/* ---- the public face: a set of values for one backend ---------------- */

#define OPTS_MAX 32

struct puz_options {
    const Backend *b;
    SolveOpts o;
    char *text[OPTS_MAX];   /* the value given for option i, as text */
    int given[OPTS_MAX];
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
    for (int i = 0; i < OPTS_MAX; i++)
        o->text[i] = src->text[i] ? xstrdup(src->text[i]) : NULL;
    return o;
}

void puz_options_free(puz_options *o)
{
    if (!o)
        return;
    for (int i = 0; i < OPTS_MAX; i++)
        free(o->text[i]);
    free(o);
}

puz_code puz_options_set(puz_options *o, const char *name, const char *value, puz_error **err)
{
    char why[512];
    if (!name)
        return err_set(err, PUZ_E_ARG, "no option named");
    if (opts_apply(o->b, &o->o, name, value, why, sizeof why) != 0)
        return err_set(err, PUZ_E_ARG, "%s", why);
    const puz_option *t = puz_backend_options(o->b);
    for (int i = 0; t[i].name && i < OPTS_MAX; i++)
        if (!strcmp(t[i].name, name)) {
            free(o->text[i]);
            o->text[i] = value ? xstrdup(value) : NULL;
            o->given[i] = 1;
        }
    return PUZ_OK;
}

const char *puz_options_get(const puz_options *o, const char *name)
{
    const puz_option *t = puz_backend_options(o->b);
    for (int i = 0; name && t[i].name && i < OPTS_MAX; i++) {
        if (strcmp(t[i].name, name))
            continue;
        if (o->given[i])
            return t[i].kind == PUZ_OPT_FLAG ? "on" : o->text[i];
        return t[i].kind == PUZ_OPT_CHOICE ? t[i].values[0] : NULL;
    }
    return NULL;
}

const SolveOpts *options_solveopts(const puz_options *o) { return &o->o; }

int options_given(const puz_options *o, const char *name)
{
    const puz_option *t = puz_backend_options(o->b);
    for (int i = 0; name && t[i].name && i < OPTS_MAX; i++)
        if (!strcmp(t[i].name, name))
            return o->given[i];
    return 0;
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
