/* render.c -- libpuzc's picture entry points (puzc.h): the renderer's
 * settings, then check the grid, read the layout from the IR and draw in
 * the asked format to a FILE* or to memory. Writes only to the stream it
 * is given. */
#include "render.h"

#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The settings, once: name, kind, values, help, compare rows, flags, then
 * the field, its type and range (base/settings.h). */
#define RENDER_SETTINGS(X)                                                                     \
    X("ascii", PUZ_OPT_FLAG, NULL, "text: + - | instead of box drawing", PUZ_ROWS_NONE, NULL,  \
      0, ascii, SET_FLAG, 0, 0, NULL)                                                          \
    X("color", PUZ_OPT_FLAG, NULL, "text: ANSI colours", PUZ_ROWS_NONE, NULL, 0, color,        \
      SET_FLAG, 0, 0, NULL)                                                                    \
    X("tint", PUZ_OPT_FLAG, NULL, "svg, png: regions tinted", PUZ_ROWS_NONE, NULL, 0, tint,    \
      SET_FLAG, 0, 0, NULL)                                                                    \
    X("cell", PUZ_OPT_INT, NULL, "svg, png: a cell's side in pixels, 8..200 (0: by size)",     \
      PUZ_ROWS_NONE, NULL, 0, cell, SET_INT, 0, 200, NULL)

static const puz_option render_table[] = {RENDER_SETTINGS(SETTINGS_OPTION) SETTINGS_END};
#define SETTINGS_OWNER struct puz_render_opts
static const SetPlace render_places[] = {RENDER_SETTINGS(SETTINGS_PLACE)};

const puz_option *puz_render_settings(void) { return render_table; }

puz_render_opts *puz_render_opts_new(void) { return xcalloc(1, sizeof(puz_render_opts)); }

void puz_render_opts_free(puz_render_opts *o)
{
    if (!o)
        return;
    settings_text_free(&o->text);
    free(o);
}

puz_code puz_render_set(puz_render_opts *o, const char *name, const char *value,
                        puz_error **err)
{
    puz_render_opts keep = *o;
    puz_code rc = settings_set(render_table, render_places, "render", o, &o->text, name, value,
                               err);
    if (rc == PUZ_OK && o->cell != 0 && o->cell < 8) {
        o->cell = keep.cell;
        return err_set(err, PUZ_E_ARG, "render: --cell wants 8..200 pixels (or 0: by size), "
                                       "not '%s'", value);
    }
    return rc;
}

int puz_render_format_parse(const char *name)
{
    static const char *const names[] = {"svg", "text", "png"};
    for (int i = 0; i < 3; i++)
        if (name && !strcmp(name, names[i]))
            return i;
    return -1;
}

puz_code puz_render(const puz_model *m, const int *grid, puz_render_format f,
                    const puz_render_opts *o, FILE *out, puz_error **err)
{
    static const puz_render_opts defaults;
    if (!o)
        o = &defaults;
    if (f != PUZ_RENDER_SVG && f != PUZ_RENDER_TEXT && f != PUZ_RENDER_PNG)
        return err_set(err, PUZ_E_ARG, "unknown picture format %d", (int)f);
    for (int i = 0; grid && i < m->ncells; i++)
        if (grid[i] && (grid[i] < m->vmin || grid[i] > m->vmax)) {
            char name[CELL_NAME_MAX];
            return err_set(err, PUZ_E_ARG, "cell %s holds %d, outside %d..%d",
                           cell_name(m, i, name), grid[i], m->vmin, m->vmax);
        }
    RenderLayout l;
    render_layout_init(&l, m);
    char why[256] = "";
    int rc = 0;
    if (f == PUZ_RENDER_TEXT) {
        render_text(out, m, &l, grid, o);
    } else {
        RsScene s;
        render_board(&s, m, &l, grid, o);
        if (f == PUZ_RENDER_SVG)
            render_svg(out, &s);
        else
            rc = render_png(out, &s, why, sizeof why);
        rs_free(&s);
    }
    render_layout_free(&l);
    if (rc != 0) /* no cairo to draw with, a picture too large, a write */
        return err_set(err, ferror(out) ? PUZ_E_IO
                            : !strncmp(why, "PNG needs", 9) ? PUZ_E_UNSUPPORTED : PUZ_E_ARG,
                       "%s", why);
    /* no flush here: what is still buffered is the caller's to flush, and
     * its failure the caller's to see (with errno intact) */
    if (ferror(out))
        return err_set(err, PUZ_E_IO, "writing the picture: %s", strerror(errno ? errno : EIO));
    return PUZ_OK;
}

puz_code puz_render_string(const puz_model *m, const int *grid, puz_render_format f,
                           const puz_render_opts *o, char **buf, size_t *len, puz_error **err)
{
    char *b = NULL;
    size_t n = 0;
    FILE *mem = xopen_memstream(&b, &n);
    puz_code rc = puz_render(m, grid, f, o, mem, err);
    xclose_memstream(mem, &b);
    if (rc != PUZ_OK) {
        free(b);
        return rc;
    }
    *buf = b;
    if (len)
        *len = n;
    return PUZ_OK;
}
