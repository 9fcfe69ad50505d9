/* diag.c -- formats and prints every diagnostic of the front end: the
 * located header line, the source line and a caret line under the span. */
#include "diag.h"

#include <stdarg.h>

static FILE *diag_out;

void diag_set_stream(FILE *out) { diag_out = out; }

static FILE *stream(void) { return diag_out ? diag_out : stderr; }

void diag_init(Diag *d, const Source *src)
{
    d->src = src;
    d->errors = 0;
    d->last_shown = false;
}

bool diag_full(const Diag *d) { return d->errors > DIAG_MAX_ERRORS; }

/* Prints the line `loc` names and a caret line below it. Tabs in the
 * source are copied into the caret line so the caret stays aligned; other
 * control bytes print as '?' (the column count stays the same). */
static void show_line(const Source *src, Loc loc)
{
    FILE *out = stream();
    size_t len;
    const char *line = source_line(src, loc.first_line, &len);
    if (!line)
        return;
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)line[i];
        fputc(ch == '\t' || ch >= 0x20 ? ch : '?', out);
    }
    fputc('\n', out);
    int col = loc.first_column < 1 ? 1 : loc.first_column;
    int end = loc.last_line == loc.first_line ? loc.last_column : col + 1;
    if (end <= col)
        end = col + 1;
    if ((size_t)end > len + 2)
        end = (int)len + 2; /* one column past the end is allowed */
    if (col > end - 1)
        col = end - 1 < 1 ? 1 : end - 1;
    for (int i = 1; i < col; i++) {
        unsigned char ch = (size_t)i <= len ? (unsigned char)line[i - 1] : ' ';
        if ((ch & 0xC0) == 0x80)
            continue; /* a UTF-8 continuation byte takes no room */
        fputc(ch == '\t' ? '\t' : ' ', out);
    }
    fputc('^', out);
    for (int i = col + 1; i < end; i++)
        if ((size_t)i > len || ((unsigned char)line[i - 1] & 0xC0) != 0x80)
            fputc('~', out);
    fputc('\n', out);
}

static void vreport(const Diag *d, const char *what, Loc loc, const char *fmt, va_list ap)
{
    FILE *out = stream();
    fprintf(out, "%s:%d:%d: %s: ", d->src->name, loc.first_line, loc.first_column, what);
    vfprintf(out, fmt, ap);
    fputc('\n', out);
    show_line(d->src, loc);
}

void diag_error(Diag *d, Loc loc, const char *fmt, ...)
{
    d->errors++;
    d->last_shown = d->errors <= DIAG_MAX_ERRORS;
    if (d->errors == DIAG_MAX_ERRORS + 1)
        fprintf(stream(), "%s: too many errors, stopping after %d\n", d->src->name,
                DIAG_MAX_ERRORS);
    if (!d->last_shown)
        return;
    va_list ap;
    va_start(ap, fmt);
    vreport(d, "error", loc, fmt, ap);
    va_end(ap);
}

void diag_note(Diag *d, Loc loc, const char *fmt, ...)
{
    if (!d->last_shown)
        return;
    va_list ap;
    va_start(ap, fmt);
    vreport(d, "note", loc, fmt, ap);
    va_end(ap);
}

void diag_plain(Diag *d, const char *fmt, ...)
{
    FILE *out = stream();
    if (d)
        d->errors++;
    fputs("puzc: error: ", out);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
    fputc('\n', out);
}
