/* outfile.c -- the files a command writes (emit -o, render -o, convert -o,
 * generate -o, compare --plot): stdio streams over a descriptor that keep
 * the errno of their first failed write. stdio drops its buffer when a
 * write fails, so the fflush at the end has nothing left to fail on and the
 * reason ("No space left on device", "File too large") would be lost. */
#define _GNU_SOURCE /* fopencookie */
#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct {
    int fd;
    int err; /* the first failed write's errno */
} OutCookie;

/* The streams open now, with their cookies (a command writes a few). */
#define OUT_MAX 8
static struct {
    FILE *f;
    OutCookie *c;
} outs[OUT_MAX];

static ssize_t out_write(void *cookie, const char *buf, size_t len)
{
    OutCookie *c = cookie;
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(c->fd, buf + done, len - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (!c->err)
                c->err = n < 0 ? errno : EIO;
            return done ? (ssize_t)done : -1;
        }
        done += (size_t)n;
    }
    return (ssize_t)done;
}

static int out_close(void *cookie)
{
    OutCookie *c = cookie;
    int rc = close(c->fd);
    for (int i = 0; i < OUT_MAX; i++)
        if (outs[i].c == c)
            outs[i].f = NULL, outs[i].c = NULL;
    free(c);
    return rc;
}

FILE *cli_open_output(const char *path)
{
    int slot = 0;
    while (slot < OUT_MAX && outs[slot].f)
        slot++;
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0)
        return NULL;
    OutCookie *c = malloc(sizeof *c);
    cookie_io_functions_t io = {NULL, out_write, NULL, out_close};
    FILE *f = c ? fopencookie(c, "w", io) : NULL;
    if (!f) {
        free(c);
        close(fd);
        errno = ENOMEM;
        return NULL;
    }
    c->fd = fd;
    c->err = 0;
    if (slot < OUT_MAX) {
        outs[slot].f = f;
        outs[slot].c = c;
    }
    return f;
}

int cli_output_errno(FILE *f)
{
    for (int i = 0; i < OUT_MAX; i++)
        if (outs[i].f == f)
            return outs[i].c->err;
    return 0;
}
