/* source.c -- the input text and its line map: reading a file or taking a
 * buffer, and finding the start of each line for diagnostics. */
#include "source.h"

#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

Source *source_new(const char *name, const char *text, size_t len)
{
    /* A UTF-8 byte order mark, as some editors write, is not part of the
     * text (and columns count from after it). */
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        text += 3;
        len -= 3;
    }
    Source *s = xcalloc(1, sizeof *s);
    s->name = xstrdup(name);
    s->text = xmalloc(len + 1);
    if (len)
        memcpy(s->text, text, len);
    s->text[len] = '\0';
    s->len = len;
    size_t cap = 64;
    s->line_start = xmalloc(cap * sizeof *s->line_start);
    s->line_start[s->nlines++] = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] != '\n' || i + 1 == len)
            continue;
        if ((size_t)s->nlines == cap)
            s->line_start = xrealloc(s->line_start, (cap *= 2) * sizeof *s->line_start);
        s->line_start[s->nlines++] = i + 1;
    }
    return s;
}

Source *source_read(const char *path)
{
    int is_stdin = strcmp(path, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f && errno == ENOMEM)
        out_of_memory(0); /* fopen's own buffer */
    if (!f)
        return NULL;
    /* a regular file's size is known: too large is said at once, and the
     * buffer is made to measure */
    size_t cap = 1 << 14, n = 0, got;
    struct stat st;
    if (!is_stdin && fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
        if ((unsigned long long)st.st_size > SOURCE_MAX_LEN) {
            fclose(f);
            errno = EFBIG;
            return NULL;
        }
        cap = (size_t)st.st_size + 1; /* + 1: the end is seen without a second read */
    }
    char *buf = xmalloc(cap);
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n > SOURCE_MAX_LEN)
            break;
        if (n == cap)
            buf = xrealloc(buf, cap *= 2);
    }
    int err = n > SOURCE_MAX_LEN ? EFBIG : ferror(f) ? (errno ? errno : EIO) : 0;
    if (!is_stdin)
        fclose(f);
    if (err) {
        free(buf);
        errno = err;
        return NULL;
    }
    Source *s = source_new(is_stdin ? "<stdin>" : path, buf, n);
    free(buf);
    return s;
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
