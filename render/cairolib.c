/* cairolib.c -- cairo loaded on demand: the first PNG opens libcairo.so.2
 * with dlopen and fills the RenderCairo table from its symbols, once for
 * the process; the handle stays open. A missing library, or one without a
 * function the table names, is a message for every later call too. */
#include "cairolib.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* The soname of cairo 1.x (Debian's libcairo2). */
#define CAIRO_SONAME "libcairo.so.2"

static RenderCairo lib;
static int loaded;       /* lib is complete */
static char why[256];    /* else: the reason */
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void)
{
    void *h = dlopen(CAIRO_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        snprintf(why, sizeof why, "PNG needs the cairo library (Debian: libcairo2): %s",
                 e ? e : CAIRO_SONAME " not found");
        return;
    }
    /* POSIX makes dlsym's object pointer convertible to a function's */
#define CAIRO_LOAD(ret, name, params)                                                        \
    if (!(lib.name = (ret(*) params)dlsym(h, #name))) {                                      \
        snprintf(why, sizeof why, "PNG needs cairo 1.10 or later: %s has no %s", CAIRO_SONAME, \
                 #name);                                                                     \
        dlclose(h);                                                                          \
        memset(&lib, 0, sizeof lib);                                                         \
        return;                                                                              \
    }
    CAIRO_FUNCS(CAIRO_LOAD)
#undef CAIRO_LOAD
    loaded = 1;
}

const RenderCairo *render_cairo(char *err, size_t errsz)
{
    pthread_once(&once, load);
    if (loaded)
        return &lib;
    snprintf(err, errsz, "%s", why);
    return NULL;
}
