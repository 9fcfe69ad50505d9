/* render.c -- libpuzc's picture entry points (puzc.h): check the grid,
 * read the layout from the IR, draw in the asked format to a FILE* or to
 * memory. Writes only to the stream it is given. */
#include "render.h"

#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int puz_render_format_parse(const char *name)
{
    static const char *const names[] = {"svg", "text", "png"};
    for (int i = 0; i < 3; i++)
        if (name && !strcmp(name, names[i]))
            return i;
    return -1;
}

int puz_render(const puz_model *m, const int *grid, puz_render_format f,
               const puz_render_opts *o, FILE *out, char *err, size_t errsz)
{
    static const puz_render_opts defaults = {0};
    if (!o)
        o = &defaults;
    if (f != PUZ_RENDER_SVG && f != PUZ_RENDER_TEXT && f != PUZ_RENDER_PNG) {
        snprintf(err, errsz, "unknown picture format %d", (int)f);
        return -1;
    }
    for (int i = 0; grid && i < m->ncells; i++)
        if (grid[i] && (grid[i] < m->vmin || grid[i] > m->vmax)) {
            char name[CELL_NAME_MAX];
            snprintf(err, errsz, "cell %s holds %d, outside %d..%d", cell_name(m, i, name),
                     grid[i], m->vmin, m->vmax);
            return -1;
        }
    RenderLayout l;
    render_layout_init(&l, m);
    int rc = 0;
    if (f == PUZ_RENDER_TEXT) {
        render_text(out, m, &l, grid, o);
    } else {
        RsScene s;
        render_board(&s, m, &l, grid, o);
        if (f == PUZ_RENDER_SVG)
            render_svg(out, &s);
        else
            rc = render_png(out, &s, err, errsz);
        rs_free(&s);
    }
    render_layout_free(&l);
    /* no flush here: what is still buffered is the caller's to flush, and
     * its failure the caller's to see (with errno intact) */
    if (rc == 0 && ferror(out)) {
        snprintf(err, errsz, "writing the picture: %s", strerror(errno ? errno : EIO));
        rc = -1;
    }
    return rc;
}

int puz_render_mem(const puz_model *m, const int *grid, puz_render_format f,
                   const puz_render_opts *o, char **buf, size_t *len, char *err, size_t errsz)
{
    char *b = NULL;
    size_t n = 0;
    FILE *mem = xopen_memstream(&b, &n);
    int rc = puz_render(m, grid, f, o, mem, err, errsz);
    xclose_memstream(mem, &b);
    if (rc != 0) {
        free(b);
        return rc;
    }
    *buf = b;
    *len = n;
    return 0;
}
