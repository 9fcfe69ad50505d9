/* source.c -- the input text and its line map: reading a file or taking a
 * buffer, and finding the start of each line for diagnostics. */
#include "source.h"

#include "textin.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The Source of name over buf[0..len) (buf from xmalloc, room for len + 1
 * bytes), which it takes: no copy of a file's text is made. */
static Source *source_take(const char *name, char *buf, size_t len)
{
    /* A UTF-8 byte order mark, as some editors write, is not part of the
     * text (and columns count from after it). */
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) {
        memmove(buf, buf + 3, len - 3);
        len -= 3;
    }
    Source *s = xcalloc(1, sizeof *s);
    s->name = xstrdup(name);
    s->text = buf;
    s->text[len] = '\0';
    s->len = len;
    size_t cap = 64;
    s->line_start = xmalloc(cap * sizeof *s->line_start);
    s->line_start[s->nlines++] = 0;
    for (const char *p = buf, *end = buf + len; (p = memchr(p, '\n', (size_t)(end - p))); ) {
        if (++p == end)
            break;
        if ((size_t)s->nlines == cap)
            s->line_start = xrealloc(s->line_start, (cap *= 2) * sizeof *s->line_start);
        s->line_start[s->nlines++] = (size_t)(p - buf);
    }
    return s;
}

Source *source_new(const char *name, const char *text, size_t len)
{
    char *buf = xmalloc(len + 1);
    if (len)
        memcpy(buf, text, len);
    return source_take(name, buf, len);
}

Source *source_read(const char *path)
{
    int is_stdin = strcmp(path, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f && errno == ENOMEM)
        out_of_memory(0); /* fopen's own buffer */
    if (!f)
        return NULL;
    char *buf;
    size_t n;
    int bad = textin_all(f, SOURCE_MAX_LEN, &buf, &n), err = errno;
    if (!is_stdin)
        fclose(f);
    if (bad) {
        errno = err;
        return NULL;
    }
    return source_take(is_stdin ? "<stdin>" : path, buf, n);
}

void source_free(Source *s)
{
    if (!s)
        return;
    free(s->name);
    free(s->text);
    free(s->line_start);
    free(s);
}

const char *source_line(const Source *s, int line, size_t *len)
{
    if (line < 1 || line > s->nlines)
        return NULL;
    size_t start = s->line_start[line - 1];
    /* the line ends before the next one starts (or at the end of the text,
     * which may end with the last line's newline) */
    size_t end = line < s->nlines ? s->line_start[line] - 1 : s->len;
    if (end > start && s->text[end - 1] == '\n')
        end--;
    if (end > start && s->text[end - 1] == '\r')
        end--;
    *len = end - start;
    return s->text + start;
}

Loc source_end(const Source *s)
{
    size_t len = 0;
    source_line(s, s->nlines, &len);
    return source_loc(s->nlines, (int)len + 1);
}

Loc source_loc(int line, int col)
{
    Loc l = {line, col, line, col + 1};
    return l;
}
