/* diag.c -- formats every diagnostic of the front end (the located header
 * line, the source line and a caret line under the span) into a puz_error
 * message: the library prints nothing itself. */
#include "diag.h"

#include "util.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void diag_init(Diag *d, const Source *src, puz_error *out)
{
    d->src = src;
    d->out = out;
    d->errors = 0;
    d->last_shown = false;
}

/* Adds one rendered message to d->out (nothing when there is none). */
static void push(Diag *d, puz_severity sev, const char *file, int line, int col,
                 const char *message, char *text)
{
    if (!d || !d->out) {
        free(text);
        return;
    }
    err_add(d->out, sev, file, line, col, message, text);
}

bool diag_full(const Diag *d) { return d->errors > DIAG_MAX_ERRORS; }

/* A quoted line longer than DIAG_QUOTE_MAX bytes is cut to a window of
 * DIAG_QUOTE_WIDTH bytes that starts DIAG_QUOTE_BEFORE bytes before the
 * column, with "..." on each side that was cut, so that a message on a
 * line of megabytes stays one short line (and takes no time to render). */
#define DIAG_QUOTE_MAX 100
#define DIAG_QUOTE_WIDTH 80
#define DIAG_QUOTE_BEFORE 30

static bool utf8_cont(const char *line, size_t i) { return ((unsigned char)line[i] & 0xC0) == 0x80; }

/* The character at line[i]: its length in bytes, and *raw when it is
 * quoted as itself (a tab, printable ASCII, a whole UTF-8 sequence other
 * than a byte order mark); anything else is one byte quoted as '?'. Each
 * character takes one column. */
static size_t glyph(const char *line, size_t i, size_t len, bool *raw)
{
    unsigned char ch = (unsigned char)line[i];
    size_t n = ch >= 0xC2 && ch <= 0xDF ? 2 : ch >= 0xE0 && ch <= 0xEF ? 3
             : ch >= 0xF0 && ch <= 0xF4 ? 4 : 1;
    *raw = ch == '\t' || (ch >= 0x20 && ch < 0x7F);
    if (n == 1 || i + n > len)
        return 1;
    for (size_t k = 1; k < n; k++)
        if (!utf8_cont(line, i + k))
            return 1;
    *raw = !(n == 3 && memcmp(line + i, "\xEF\xBB\xBF", 3) == 0);
    return n;
}

/* Prints the line `loc` names (or its window) and a caret line below it:
 * '^' under the column, '~' under the rest of the span. Tabs in the source
 * are copied into the caret line so the caret stays aligned. */
static void show_line(FILE *out, const Source *src, Loc loc)
{
    size_t len;
    const char *line = source_line(src, loc.first_line, &len);
    if (!line)
        return;
    /* the span, 0-based [col, end) in bytes; one byte past the line is allowed */
    size_t col = loc.first_column < 1 ? 0 : (size_t)loc.first_column - 1;
    size_t end = loc.last_line == loc.first_line && loc.last_column > loc.first_column
                     ? (size_t)loc.last_column - 1 : col + 1;
    if (end > len + 1)
        end = len + 1;
    if (col >= end)
        col = end - 1;
    /* the window [from, to) of the line that is shown */
    size_t from = 0, to = len;
    if (len > DIAG_QUOTE_MAX) {
        from = col > DIAG_QUOTE_BEFORE ? col - DIAG_QUOTE_BEFORE : 0;
        to = from + DIAG_QUOTE_WIDTH;
        if (to > len) {
            to = len;
            from = len - DIAG_QUOTE_WIDTH;
        }
        while (from > 0 && from < len && utf8_cont(line, from))
            from++; /* never start or end inside a UTF-8 character */
        while (to < len && to > from && utf8_cont(line, to))
            to--;
    }
    bool raw;
    if (from > 0)
        fputs("...", out);
    for (size_t i = from, n; i < to; i += n) {
        n = glyph(line, i, to, &raw);
        if (raw)
            fwrite(line + i, 1, n, out);
        else
            fputc('?', out);
    }
    if (to < len)
        fputs("...", out);
    fputc('\n', out);
    if (from > 0)
        fputs("   ", out);
    size_t i = from;
    while (i < col && i < to) {
        fputc(line[i] == '\t' ? '\t' : ' ', out);
        i += glyph(line, i, to, &raw);
    }
    if (col >= to) /* one past the end of the line */
        i = col;
    fputc('^', out);
    i += i < to ? glyph(line, i, to, &raw) : 1;
    size_t stop = to < len ? to : len + 1;
    while (i < end && i < stop) {
        fputc('~', out);
        i += i < to ? glyph(line, i, to, &raw) : 1;
    }
    fputc('\n', out);
}

/* Renders "file:line:col: what: message", the line and the caret into
 * memory and keeps it. */
static void vreport(Diag *d, puz_severity sev, Loc loc, const char *fmt, va_list ap)
{
    if (!d->out)
        return;
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    char *text;
    size_t len;
    FILE *out = xopen_memstream(&text, &len);
    fprintf(out, "%s:%d:%d: %s: %s\n", d->src->name, loc.first_line, loc.first_column,
            sev == PUZ_DIAG_ERROR ? "error" : sev == PUZ_DIAG_WARNING ? "warning" : "note", msg);
    show_line(out, d->src, loc);
    xclose_memstream(out, &text);
    push(d, sev, d->src->name, loc.first_line, loc.first_column, msg, text);
}

void diag_error(Diag *d, Loc loc, const char *fmt, ...)
{
    d->errors++;
    d->last_shown = d->errors <= DIAG_MAX_ERRORS;
    if (!d->last_shown && d->out)
        d->out->errors++; /* counted, not kept (err_add counts those kept) */
    if (d->errors == DIAG_MAX_ERRORS + 1 && d->out) {
        char line[512];
        snprintf(line, sizeof line, "%s: too many errors, stopping after %d\n", d->src->name,
                 DIAG_MAX_ERRORS);
        char *text = xstrdup(line);
        line[strlen(line) - 1] = '\0';
        push(d, PUZ_DIAG_NOTE, d->src->name, 0, 0, line, text);
    }
    if (!d->last_shown)
        return;
    va_list ap;
    va_start(ap, fmt);
    vreport(d, PUZ_DIAG_ERROR, loc, fmt, ap);
    va_end(ap);
}

void diag_note(Diag *d, Loc loc, const char *fmt, ...)
{
    if (!d->last_shown)
        return;
    va_list ap;
    va_start(ap, fmt);
    vreport(d, PUZ_DIAG_NOTE, loc, fmt, ap);
    va_end(ap);
}

void diag_plain(Diag *d, const char *fmt, ...)
{
    d->errors++;
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    push(d, PUZ_DIAG_ERROR, NULL, 0, 0, msg, NULL);
}

void diag_warning(Diag *d, Loc loc, const char *fmt, ...)
{
    d->last_shown = true; /* its notes follow it */
    va_list ap;
    va_start(ap, fmt);
    vreport(d, PUZ_DIAG_WARNING, loc, fmt, ap);
    va_end(ap);
}
