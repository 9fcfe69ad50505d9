/* diag.c -- formats every diagnostic of the front end (the located header
 * line, the source line and a caret line under the span) into a puz_diags
 * entry: the library prints nothing itself. */
#include "diag.h"

#include "util.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void diag_init(Diag *d, const Source *src, puz_diags *out)
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
    puz_diags *o = d ? d->out : NULL;
    if (!o) {
        free(text);
        return;
    }
    o->items = xrealloc(o->items, (size_t)(o->count + 1) * sizeof *o->items);
    puz_diag *g = &o->items[o->count++];
    g->severity = sev;
    g->file = file ? xstrdup(file) : NULL;
    g->line = line;
    g->column = col;
    g->message = xstrdup(message);
    g->text = text;
}

void puz_diags_free(puz_diags *d)
{
    if (!d)
        return;
    for (int i = 0; i < d->count; i++) {
        free(d->items[i].file);
        free(d->items[i].message);
        free(d->items[i].text);
    }
    free(d->items);
    d->items = NULL;
    d->count = d->errors = 0;
}

bool diag_full(const Diag *d) { return d->errors > DIAG_MAX_ERRORS; }

/* Prints the line `loc` names and a caret line below it. Tabs in the
 * source are copied into the caret line so the caret stays aligned; other
 * control bytes print as '?' (the column count stays the same). */
static void show_line(FILE *out, const Source *src, Loc loc)
{
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

/* Renders "file:line:col: what: message", the line and the caret into
 * memory and keeps it. */
static void vreport(Diag *d, puz_severity sev, Loc loc, const char *fmt, va_list ap)
{
    if (!d->out)
        return;
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out)
        return;
    fprintf(out, "%s:%d:%d: %s: %s\n", d->src->name, loc.first_line, loc.first_column,
            sev == PUZ_DIAG_ERROR ? "error" : "note", msg);
    show_line(out, d->src, loc);
    fclose(out);
    push(d, sev, d->src->name, loc.first_line, loc.first_column, msg, text);
}

void diag_error(Diag *d, Loc loc, const char *fmt, ...)
{
    d->errors++;
    d->last_shown = d->errors <= DIAG_MAX_ERRORS;
    if (d->out)
        d->out->errors++;
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
    if (d->out)
        d->out->errors++;
    char msg[1024], line[1100];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(line, sizeof line, "puzc: error: %s\n", msg);
    push(d, PUZ_DIAG_ERROR, NULL, 0, 0, msg, xstrdup(line));
}
