/* registry.c -- the list of backends, in the order `puzc compare` shows them. */
#include "backend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* X-macro: every backend compiled into puzc. */
#define PUZ_BACKENDS(X) \
    X(native) \
    X(sat) \
    X(dlx) \
    X(heuristic) \
    X(ilp)

#define PUZ_X_DECL(id) extern const Backend backend_##id;
PUZ_BACKENDS(PUZ_X_DECL)
#undef PUZ_X_DECL

const Backend *const backend_list[] = {
#define PUZ_X_PTR(id) &backend_##id,
    PUZ_BACKENDS(PUZ_X_PTR)
#undef PUZ_X_PTR
    NULL
};

const Backend *backend_find(const char *name)
{
    for (int i = 0; name && backend_list[i]; i++)
        if (strcmp(backend_list[i]->name, name) == 0)
            return backend_list[i];
    return NULL;
}

const Backend *backend_for_format(const char *format)
{
    for (int i = 0; backend_list[i]; i++) {
        const char *const *f = backend_list[i]->formats;
        for (; f && *f; f++)
            if (strcmp(*f, format) == 0)
                return backend_list[i];
    }
    return NULL;
}

int backend_takes(const Backend *b, const Model *m)
{
    int maxv = b->max_values ? b->max_values : PUZ_MAX_VALUES;
    return model_refused(m, b->kinds) < 0 && m->nvals <= maxv;
}

/* The refusal's advice: " (use A, B or C)", the backends in registry order
 * that take m with their declared kinds and values, appended to err; the
 * refusing backend `self` itself when its defaults take m (its options
 * refused). Nothing when none does. */
static void refuse_advice(const Model *m, const char *self, char *err, size_t errsz)
{
    const Backend *take[16];
    int n = 0;
    for (int i = 0; backend_list[i] && n < 16; i++)
        if (backend_takes(backend_list[i], m))
            take[n++] = backend_list[i];
    size_t len = strlen(err);
    for (int i = 0; i < n && len < errsz; i++) {
        const char *sep = i == 0 ? " (use " : i == n - 1 ? " or " : ", ";
        const char *mine = strcmp(take[i]->name, self) == 0 ? " with its default options" : "";
        len += (size_t)snprintf(err + len, errsz - len, "%s%s%s%s", sep, take[i]->name, mine,
                                i == n - 1 ? ")" : "");
    }
}

int backend_refuse_as(const Model *m, const char *name, const char *who, ConKinds kinds,
                      int max_values, char *err, size_t errsz)
{
    if (model_refuse(m, kinds, who, err, errsz) == 0 &&
        model_refuse_values(m, max_values ? max_values : PUZ_MAX_VALUES, who, err, errsz) == 0)
        return 0;
    if (err && errsz)
        refuse_advice(m, name, err, errsz);
    return -1;
}

int backend_refuse(const Model *m, const char *name, char *err, size_t errsz)
{
    const Backend *b = backend_find(name);
    return backend_refuse_as(m, name, name, b->kinds, b->max_values, err, errsz);
}

/* ---- the registry as puzc.h shows it ---- */

int puz_backend_count(void)
{
    int n = 0;
    while (backend_list[n])
        n++;
    return n;
}

const puz_backend *puz_backend_at(int i)
{
    return i >= 0 && i < puz_backend_count() ? backend_list[i] : NULL;
}

const puz_backend *puz_backend_find(const char *name) { return name ? backend_find(name) : NULL; }

const puz_backend *puz_backend_for_format(const char *format)
{
    return format ? backend_for_format(format) : NULL;
}

const char *const *puz_backend_formats(const puz_backend *b)
{
    static const char *const none[] = {NULL};
    return b->formats ? b->formats : none;
}

const char *puz_backend_name(const puz_backend *b) { return b->name; }
const char *puz_backend_description(const puz_backend *b) { return b->description; }
unsigned puz_backend_caps(const puz_backend *b) { return b->caps; }
const char *puz_backend_effort_name(const puz_backend *b) { return b->effort_name; }

const char *puz_backend_size_name(const puz_backend *b, int i)
{
    return i >= 0 && i < 3 ? b->size_names[i] : NULL;
}
