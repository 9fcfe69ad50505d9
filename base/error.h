/* error.h -- puz_error, the one error type of every public call (puzc.h):
 * a code and a list of messages (errors, warnings, notes), each with its
 * place and its rendering. The front end's diagnostics (compiler/diag.c)
 * are added to one; the other modules make one-message errors with
 * err_set. */
#ifndef PUZC_ERROR_H
#define PUZC_ERROR_H

#include "puzc.h"

#include <stdarg.h>

#if defined(__GNUC__)
#define ERR_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define ERR_PRINTF(a, b)
#endif

struct puz_error {
    puz_code code;
    puz_diag *items; /* the messages; their strings are owned */
    int count, cap;
    int errors;      /* errors found, also those not kept */
    char *text;      /* the renderings joined, made on first request */
    int stop;        /* PUZ_E_LIMIT: puzc.h's puz_stop, which limit */
};

/* An error with no message yet. */
puz_error *err_new(puz_code code);
/* Adds a message: file may be NULL (no place: line and column 0); text is
 * its rendering (taken over), or NULL to render it as "error: message\n"
 * (or "warning: ", "note: ") with the place in front when there is one. */
void err_add(puz_error *e, puz_severity sev, const char *file, int line, int col,
             const char *message, char *text);
/* Hands e to the caller through out (freed when out is NULL, or when it is
 * an empty error of code PUZ_OK); returns e's code. */
puz_code err_give(puz_error **out, puz_error *e);
/* A one-message error of `code` given through out; returns code. */
puz_code err_set(puz_error **out, puz_code code, const char *fmt, ...) ERR_PRINTF(3, 4);
puz_code err_vset(puz_error **out, puz_code code, const char *fmt, va_list ap);

#endif
