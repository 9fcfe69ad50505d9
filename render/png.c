/* png.c -- a scene rasterised into RGB pixels for the PNG writer: filled
 * rectangles, strokes stamped as squares along each segment (dashes by
 * the distance run along the path), text in the 5x7 bitmap font scaled to
 * the font size. No anti-aliasing: a pixel is painted when its centre lies
 * inside the shape. */
#include "render.h"

#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int w, h;
    unsigned char *px; /* w * h * 3 bytes, row-major RGB */
} Raster;

/* Paints the pixels whose centres lie in [x0, x1) x [y0, y1). */
static void fill(Raster *r, double x0, double y0, double x1, double y1, uint32_t c)
{
    int ia = (int)ceil(x0 - 0.5), ib = (int)ceil(x1 - 0.5);
    int ja = (int)ceil(y0 - 0.5), jb = (int)ceil(y1 - 0.5);
    if (ia < 0) ia = 0;
    if (ja < 0) ja = 0;
    if (ib > r->w) ib = r->w;
    if (jb > r->h) jb = r->h;
    for (int j = ja; j < jb; j++)
        for (int i = ia; i < ib; i++) {
            unsigned char *p = r->px + 3 * ((size_t)j * (size_t)r->w + (size_t)i);
            p[0] = (unsigned char)(c >> 16);
            p[1] = (unsigned char)(c >> 8);
            p[2] = (unsigned char)c;
        }
}

/* A stroke: a square of side `width` stamped every quarter pixel along
 * the segment, skipped in the gaps of a dash pattern. *run is the length
 * already drawn along the path (dashes continue across joined segments). */
static void stroke(Raster *r, const RsSeg *g, double width, double dash, double *run,
                   uint32_t c)
{
    double dx = g->x2 - g->x1, dy = g->y2 - g->y1, len = sqrt(dx * dx + dy * dy);
    double hw = width / 2;
    if (width < 1)
        hw = 0.5;
    int steps = (int)(len * 4) + 1;
    if (!dash && (dx == 0 || dy == 0)) { /* axis-aligned, solid: one box, square caps */
        fill(r, fmin(g->x1, g->x2) - hw, fmin(g->y1, g->y2) - hw, fmax(g->x1, g->x2) + hw,
             fmax(g->y1, g->y2) + hw, c);
        return;
    }
    for (int s = 0; s <= steps; s++) {
        double t = (double)s / steps, at = *run + t * len;
        if (dash > 0 && fmod(at, 2 * dash) >= dash)
            continue;
        double x = g->x1 + t * dx, y = g->y1 + t * dy;
        fill(r, x - hw, y - hw, x + hw, y + hw, c);
    }
    *run += len;
}

static void path(Raster *r, const RsItem *it)
{
    double run = 0;
    for (int i = 0; i < it->nseg; i++) {
        const RsSeg *g = &it->seg[i];
        if (i && (g->x1 != it->seg[i - 1].x2 || g->y1 != it->seg[i - 1].y2))
            run = 0; /* a new polyline: its dashes start afresh */
        stroke(r, g, it->width, it->dash, &run, it->color);
    }
}

/* TEXT. The font's cap height is 7 pixels times the scale; the scale is
 * the one that makes it about 0.72 of the font size (as in the SVG's
 * fonts). A glyph advances 6 units; bold doubles each pixel column. */
static void text(Raster *r, const RsItem *it)
{
    int s = (int)(it->h * 0.72 / 7 + 0.5);
    if (s < 1)
        s = 1;
    int n = (int)strlen(it->text);
    double tw = (double)(6 * n - 1) * s, th = 7.0 * s;
    double x = it->anchor < 0 ? it->x : it->anchor == 0 ? it->x - tw / 2 : it->x - tw;
    double y = it->y - th / 2;
    x = floor(x + 0.5);
    y = floor(y + 0.5);
    if (it->halo)
        fill(r, x - s, y - s, x + tw + s, y + th + s, 0xffffff);
    int boldw = it->bold ? (s + 1) / 2 : 0;
    for (int k = 0; k < n; k++) {
        const unsigned char *g = render_glyph((unsigned char)it->text[k]);
        double gx = x + 6.0 * s * k;
        for (int row = 0; g && row < 7; row++)
            for (int col = 0; col < 5; col++)
                if (g[row] >> (4 - col) & 1)
                    fill(r, gx + col * s, y + row * s, gx + (col + 1) * s + boldw,
                         y + (row + 1) * s, it->color);
    }
}

/* Keeps a picture to what a PNG viewer and our memory take comfortably. */
#define PNG_MAX_PIXELS (40L * 1000 * 1000)

int render_png(FILE *out, const RsScene *s, char *err, size_t errsz)
{
    if (s->width < 1 || s->height < 1 || (long)s->width * s->height > PNG_MAX_PIXELS) {
        snprintf(err, errsz, "picture of %dx%d pixels is too large for PNG (at most %ld)",
                 s->width, s->height, PNG_MAX_PIXELS);
        return -1;
    }
    Raster r = {s->width, s->height, NULL};
    r.px = xmalloc((size_t)r.w * (size_t)r.h * 3);
    memset(r.px, 0xff, (size_t)r.w * (size_t)r.h * 3);
    for (int i = 0; i < s->n; i++) {
        const RsItem *it = &s->item[i];
        if (it->kind == RS_RECT)
            fill(&r, it->x, it->y, it->x + it->w, it->y + it->h, it->color);
        else if (it->kind == RS_PATH)
            path(&r, it);
        else
            text(&r, it);
    }
    render_png_encode(out, r.w, r.h, r.px);
    free(r.px);
    return 0;
}
