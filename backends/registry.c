/* registry.c -- the list of backends, in the order `puzc compare` shows them. */
#include "backend.h"

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

const Backend *const puz_backends[] = {
#define PUZ_X_PTR(id) &backend_##id,
    PUZ_BACKENDS(PUZ_X_PTR)
#undef PUZ_X_PTR
    NULL
};

const Backend *backend_find(const char *name)
{
    for (int i = 0; puz_backends[i]; i++)
        if (strcmp(puz_backends[i]->name, name) == 0)
            return puz_backends[i];
    return NULL;
}

const Backend *backend_for_format(const char *format)
{
    for (int i = 0; puz_backends[i]; i++) {
        const char *const *f = puz_backends[i]->formats;
        for (; f && *f; f++)
            if (strcmp(*f, format) == 0)
                return puz_backends[i];
    }
    return NULL;
}

void solve_result_free(SolveResult *r)
{
    free(r->first);
    r->first = NULL;
}
