/* png.c -- a scene rasterised by cairo (loaded on demand, cairolib.c) on
 * an RGB image surface and written as PNG by cairo's own encoder: the
 * SVG's drawing with the same geometry, anti-aliased lines, dashes and
 * text in DejaVu Sans, as the SVG asks of a browser. */
#include "render.h"

#include "cairolib.h"
#include "util.h"

#include <errno.h>
#include <math.h>
#include <string.h>

/* Keeps a picture to what a PNG viewer and our memory take comfortably
 * (4 bytes a pixel while it is drawn); cairo's surfaces stop at 32767. */
#define PNG_MAX_PIXELS (40L * 1000 * 1000)
#define PNG_MAX_SIDE 32767

/* The SVG's first font (svg.c); FONT_FALLBACK is cairo's built-in font,
 * for a machine where fontconfig finds no font that draws digits. */
#define FONT_FAMILY "DejaVu Sans"
#define FONT_FALLBACK "@cairo:sans-serif"

typedef struct {
    const RenderCairo *c;
    cairo_t *cr;
    const char *family; /* FONT_FAMILY or FONT_FALLBACK */
} Pen;

static void ink(const Pen *p, uint32_t color)
{
    p->c->cairo_set_source_rgb(p->cr, (color >> 16 & 0xff) / 255.0, (color >> 8 & 0xff) / 255.0,
                               (color & 0xff) / 255.0);
}

/* A crisp path's coordinate moved onto the pixel grid: a line of odd
 * width centred on a pixel's middle, of even width on a pixel edge, so
 * its sides fall on pixel edges and it is drawn without grey fringes (the
 * SVG's crispEdges). */
static double snap(double v, double width)
{
    return (long)lround(width) % 2 ? floor(v) + 0.5 : floor(v + 0.5);
}

/* PATH, as svg.c writes it: a segment that starts where the one before it
 * ended continues that subpath, and a subpath that comes back to its start
 * is closed (joined corners, a dash pattern flowing around them); the
 * segment after a closed subpath starts a new one. */
static void path(const Pen *p, const RsItem *it)
{
    const RenderCairo *c = p->c;
    cairo_t *cr = p->cr;
    double w = it->width;
    c->cairo_new_path(cr);
    double sx = 0, sy = 0; /* the current subpath's start */
    int closed = 0;        /* the segment before closed its subpath */
    for (int i = 0; i < it->nseg; i++) {
        RsSeg g = it->seg[i];
        if (it->crisp)
            g = (RsSeg){snap(g.x1, w), snap(g.y1, w), snap(g.x2, w), snap(g.y2, w)};
        const RsSeg *prev = i ? &it->seg[i - 1] : NULL;
        if (!prev || closed || it->seg[i].x1 != prev->x2 || it->seg[i].y1 != prev->y2) {
            c->cairo_move_to(cr, g.x1, g.y1);
            sx = g.x1;
            sy = g.y1;
        }
        closed = g.x2 == sx && g.y2 == sy;
        if (closed)
            c->cairo_close_path(cr);
        else
            c->cairo_line_to(cr, g.x2, g.y2);
    }
    double dash[2] = {it->dash, it->dash};
    c->cairo_set_dash(cr, dash, it->dash > 0 ? 2 : 0, 0);
    c->cairo_set_line_width(cr, w);
    c->cairo_set_line_cap(cr, it->crisp ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT);
    ink(p, it->color);
    c->cairo_stroke(cr);
}

/* TEXT: anchored by its advance width like the SVG's text-anchor, and
 * centred vertically on the ink of its glyphs (the SVG's "central"
 * baseline does the same for digits within a fraction of a pixel). A halo
 * is the glyphs' outline stroked in white, a quarter of the font size
 * wide, under the fill (the SVG's paint-order="stroke"). */
static void text(const Pen *p, const RsItem *it)
{
    const RenderCairo *c = p->c;
    cairo_t *cr = p->cr;
    c->cairo_select_font_face(cr, p->family, CAIRO_FONT_SLANT_NORMAL,
                              it->bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    c->cairo_set_font_size(cr, it->h);
    cairo_text_extents_t e;
    c->cairo_text_extents(cr, it->text, &e);
    double x = it->x - (it->anchor + 1) * e.x_advance / 2;
    double y = it->y - (e.y_bearing + e.height / 2);
    if (it->halo) {
        c->cairo_new_path(cr);
        c->cairo_move_to(cr, x, y);
        c->cairo_text_path(cr, it->text);
        c->cairo_set_dash(cr, NULL, 0, 0);
        c->cairo_set_line_width(cr, it->h * 0.25);
        c->cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        ink(p, 0xffffff);
        c->cairo_stroke(cr);
        c->cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    }
    c->cairo_new_path(cr);
    c->cairo_move_to(cr, x, y);
    ink(p, it->color);
    c->cairo_show_text(cr, it->text);
}

/* FONT_FAMILY when fontconfig finds it, or a font in its place (its own
 * substitute for a missing family: the system's sans-serif) that draws
 * the digits; else cairo's built-in font, asked for by name: the one cairo
 * itself falls back to when fontconfig has no font at all ignores the
 * weight, and givens would not be bold. */
static const char *pick_family(const RenderCairo *c, cairo_t *cr)
{
    c->cairo_save(cr);
    c->cairo_select_font_face(cr, FONT_FAMILY, CAIRO_FONT_SLANT_NORMAL,
                              CAIRO_FONT_WEIGHT_NORMAL);
    c->cairo_set_font_size(cr, 20);
    cairo_text_extents_t e = {0};
    cairo_scaled_font_t *sf = c->cairo_get_scaled_font(cr);
    int usable = c->cairo_scaled_font_status(sf) == CAIRO_STATUS_SUCCESS &&
                 c->cairo_scaled_font_get_type(sf) != CAIRO_FONT_TYPE_USER;
    if (usable) {
        c->cairo_text_extents(cr, "0123456789", &e);
        usable = c->cairo_status(cr) == CAIRO_STATUS_SUCCESS && e.width > 0 && e.height > 0;
    }
    c->cairo_restore(cr);
    return usable ? FONT_FAMILY : FONT_FALLBACK;
}

/* cairo's PNG encoder writes through this: into the caller's stream, the
 * errno of a failed write kept (libpng's clean-up may change errno). */
typedef struct {
    FILE *out;
    int err;
} Sink;

static cairo_status_t sink_write(void *closure, const unsigned char *data, unsigned int len)
{
    Sink *k = closure;
    if (fwrite(data, 1, len, k->out) == len)
        return CAIRO_STATUS_SUCCESS;
    if (!k->err)
        k->err = errno ? errno : EIO;
    return CAIRO_STATUS_WRITE_ERROR;
}

/* A cairo failure as puz_render reports it: memory through the library's
 * out-of-memory handler, a failed write left to the caller's ferror (with
 * its errno), anything else a message. */
static int failed(const RenderCairo *c, cairo_status_t st, const Sink *k, char *err,
                  size_t errsz)
{
    if (st == CAIRO_STATUS_NO_MEMORY)
        out_of_memory(0);
    if (st == CAIRO_STATUS_WRITE_ERROR && ferror(k->out)) {
        errno = k->err;
        return 0;
    }
    snprintf(err, errsz, "drawing the PNG: %s", c->cairo_status_to_string(st));
    return -1;
}

int render_png(FILE *out, const RsScene *s, char *err, size_t errsz)
{
    if (s->width < 1 || s->height < 1 || s->width > PNG_MAX_SIDE || s->height > PNG_MAX_SIDE ||
        (long)s->width * s->height > PNG_MAX_PIXELS) {
        snprintf(err, errsz,
                 "picture of %dx%d pixels is too large for PNG (at most %ld pixels, %d a side)",
                 s->width, s->height, PNG_MAX_PIXELS, PNG_MAX_SIDE);
        return -1;
    }
    const RenderCairo *c = render_cairo(err, errsz);
    if (!c)
        return -1;
    Sink k = {out, 0};
    cairo_surface_t *sf = c->cairo_image_surface_create(CAIRO_FORMAT_RGB24, s->width, s->height);
    cairo_status_t st = c->cairo_surface_status(sf);
    if (st != CAIRO_STATUS_SUCCESS) {
        c->cairo_surface_destroy(sf);
        return failed(c, st, &k, err, errsz);
    }
    cairo_t *cr = c->cairo_create(sf);
    Pen p = {c, cr, NULL};
    p.family = pick_family(c, cr);
    ink(&p, 0xffffff);
    c->cairo_paint(cr);
    for (int i = 0; i < s->n; i++) {
        const RsItem *it = &s->item[i];
        if (it->kind == RS_RECT) {
            ink(&p, it->color);
            c->cairo_rectangle(cr, it->x, it->y, it->w, it->h);
            c->cairo_fill(cr);
        } else if (it->kind == RS_PATH && it->nseg) {
            path(&p, it);
        } else if (it->kind == RS_TEXT) {
            text(&p, it);
        }
    }
    st = c->cairo_status(cr);
    c->cairo_destroy(cr);
    if (st == CAIRO_STATUS_SUCCESS)
        st = c->cairo_surface_write_to_png_stream(sf, sink_write, &k);
    c->cairo_surface_destroy(sf);
    return st == CAIRO_STATUS_SUCCESS ? 0 : failed(c, st, &k, err, errsz);
}
