/* diag.h -- the only place that formats diagnostics. A located message is
 * "file:line:col: error: text", then the source line, then a caret line
 * (^ under the column, ~ under the rest of the span). Nothing is printed:
 * each message is added, rendered, to a puz_error (base/error.h) the
 * caller prints or inspects. After DIAG_MAX_ERRORS errors it says so once
 * and adds no more. */
#ifndef PUZC_DIAG_H
#define PUZC_DIAG_H

#include "error.h"
#include "source.h"

#include <stdbool.h>
#include <stdio.h>

#define DIAG_MAX_ERRORS 20

typedef struct {
    const Source *src;
    puz_error *out;    /* where messages go; NULL: counted, not kept */
    int errors;        /* every error, kept or not */
    bool last_shown;   /* the last error or warning was kept (its notes follow it) */
} Diag;

#if defined(__GNUC__)
#define DIAG_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define DIAG_PRINTF(a, b)
#endif

void diag_init(Diag *d, const Source *src, puz_error *out);
/* A located error. */
void diag_error(Diag *d, Loc loc, const char *fmt, ...) DIAG_PRINTF(3, 4);
/* A note that belongs to the error or warning just reported ("opened here"). */
void diag_note(Diag *d, Loc loc, const char *fmt, ...) DIAG_PRINTF(3, 4);
/* An error without a location: "error: text". Counts in d. */
void diag_plain(Diag *d, const char *fmt, ...) DIAG_PRINTF(2, 3);
/* A located warning (no error: the model is still made). */
void diag_warning(Diag *d, Loc loc, const char *fmt, ...) DIAG_PRINTF(3, 4);
/* True once the error limit was passed (and said so): callers may stop. */
bool diag_full(const Diag *d);

#endif
