/* textin.c -- input text with a cap (textin.h). */
#include "textin.h"

#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

ssize_t textin_line(char **line, size_t *cap, FILE *in)
{
    size_t n = 0;
    int ch = 0;
    flockfile(in);
    /* getc_unlocked takes a byte from the stream's buffer: no call per byte */
    while ((ch = getc_unlocked(in)) != EOF) {
        if (n + 2 > *cap) {
            size_t want = *cap < 128 ? 128 : *cap * 2;
            if (want > TEXTIN_LINE_MAX + 2)
                want = TEXTIN_LINE_MAX + 2;
            *line = xrealloc(*line, want);
            *cap = want;
        }
        (*line)[n++] = (char)ch;
        if (ch == '\n')
            break;
        if (n > TEXTIN_LINE_MAX) {
            funlockfile(in);
            errno = EMSGSIZE;
            return -1;
        }
    }
    funlockfile(in);
    if (n == 0) /* the end, or a read error (errno from the read) */
        return -1;
    (*line)[n] = '\0';
    return (ssize_t)n;
}

int textin_all(FILE *f, size_t max, char **out, size_t *len)
{
    size_t cap = 1 << 14, n = 0, got;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
        if ((unsigned long long)st.st_size > max) {
            errno = EFBIG;
            return -1;
        }
        cap = (size_t)st.st_size + 1; /* + 1: the end is seen without a second read */
    }
    char *buf = xmalloc(cap);
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n > max)
            break;
        if (n == cap)
            buf = xrealloc(buf, cap = cap > max / 2 ? max + 1 : cap * 2);
    }
    int err = n > max ? EFBIG : ferror(f) ? (errno ? errno : EIO) : 0;
    if (err) {
        free(buf);
        errno = err;
        return -1;
    }
    if (cap != n + 1)
        buf = xrealloc(buf, n + 1); /* the slack of the last doubling back */
    buf[n] = '\0';
    *out = buf;
    *len = n;
    return 0;
}
