/* error.c -- puz_error (error.h): building one, handing it over, and the
 * public accessors. */
#include "error.h"

#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

puz_error *err_new(puz_code code)
{
    puz_error *e = xcalloc(1, sizeof *e);
    e->code = code;
    return e;
}

static const char *severity_word(puz_severity s)
{
    return s == PUZ_DIAG_ERROR ? "error" : s == PUZ_DIAG_WARNING ? "warning" : "note";
}

void err_add(puz_error *e, puz_severity sev, const char *file, int line, int col,
             const char *message, char *text)
{
    if (e->count == e->cap)
        e->items = xrealloc(e->items, (size_t)(e->cap = e->cap ? 2 * e->cap : 4) *
                                          sizeof *e->items);
    if (!text) {
        size_t n = strlen(message) + (file ? strlen(file) : 0) + 64;
        text = xmalloc(n);
        if (file && line)
            snprintf(text, n, "%s:%d:%d: %s: %s\n", file, line, col, severity_word(sev), message);
        else if (file)
            snprintf(text, n, "%s: %s: %s\n", file, severity_word(sev), message);
        else
            snprintf(text, n, "%s: %s\n", severity_word(sev), message);
    }
    puz_diag *d = &e->items[e->count++];
    d->severity = sev;
    d->file = file ? xstrdup(file) : NULL;
    d->line = file ? line : 0;
    d->column = file ? col : 0;
    d->message = xstrdup(message);
    d->text = text;
    if (sev == PUZ_DIAG_ERROR)
        e->errors++;
    free(e->text); /* made again on request */
    e->text = NULL;
}

puz_code err_give(puz_error **out, puz_error *e)
{
    puz_code code = e->code;
    if (out && (code != PUZ_OK || e->count))
        *out = e;
    else
        puz_error_free(e);
    return code;
}

puz_code err_vset(puz_error **out, puz_code code, const char *fmt, va_list ap)
{
    if (!out)
        return code;
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    puz_error *e = err_new(code);
    err_add(e, PUZ_DIAG_ERROR, NULL, 0, 0, msg, NULL);
    *out = e;
    return code;
}

puz_code err_set(puz_error **out, puz_code code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    err_vset(out, code, fmt, ap);
    va_end(ap);
    return code;
}

/* ---- the public face ---- */

const char *puz_code_name(puz_code c)
{
    switch (c) {
    case PUZ_OK: return "ok";
    case PUZ_E_INPUT: return "input error";
    case PUZ_E_ARG: return "bad argument";
    case PUZ_E_UNSUPPORTED: return "not supported";
    case PUZ_E_IO: return "input/output error";
    case PUZ_E_INVALID: return "not a solution";
    case PUZ_E_INTERNAL: return "internal error";
    case PUZ_E_LIMIT: return "stopped by a limit";
    }
    return "unknown error";
}

puz_code puz_error_code(const puz_error *e) { return e ? e->code : PUZ_OK; }

/* The first error's message (or the first message of any kind). */
static const puz_diag *first(const puz_error *e)
{
    if (!e || !e->count)
        return NULL;
    for (int i = 0; i < e->count; i++)
        if (e->items[i].severity == PUZ_DIAG_ERROR)
            return &e->items[i];
    return &e->items[0];
}

const char *puz_error_message(const puz_error *e)
{
    const puz_diag *d = first(e);
    return d ? d->message : e ? puz_code_name(e->code) : "";
}

const char *puz_error_file(const puz_error *e)
{
    const puz_diag *d = first(e);
    return d ? d->file : NULL;
}

int puz_error_line(const puz_error *e)
{
    const puz_diag *d = first(e);
    return d ? d->line : 0;
}

int puz_error_column(const puz_error *e)
{
    const puz_diag *d = first(e);
    return d ? d->column : 0;
}

const char *puz_error_text(const puz_error *e)
{
    if (!e)
        return "";
    puz_error *w = (puz_error *)e; /* the text is a cache, made once */
    if (!w->text) {
        size_t n = 1;
        for (int i = 0; i < e->count; i++)
            n += strlen(e->items[i].text);
        w->text = xmalloc(n);
        char *p = w->text;
        for (int i = 0; i < e->count; i++) {
            size_t k = strlen(e->items[i].text);
            memcpy(p, e->items[i].text, k);
            p += k;
        }
        *p = '\0';
    }
    return w->text;
}

int puz_error_count(const puz_error *e) { return e ? e->count : 0; }

const puz_diag *puz_error_diag(const puz_error *e, int i)
{
    return e && i >= 0 && i < e->count ? &e->items[i] : NULL;
}

int puz_error_errors(const puz_error *e) { return e ? e->errors : 0; }
int puz_error_stop(const puz_error *e) { return e ? e->stop : 0; }

void puz_error_free(puz_error *e)
{
    if (!e)
        return;
    for (int i = 0; i < e->count; i++) {
        free((char *)e->items[i].file);
        free((char *)e->items[i].message);
        free((char *)e->items[i].text);
    }
    free(e->items);
    free(e->text);
    free(e);
}
