/* scene.c -- a picture as a list of primitives (rectangles, paths of
 * straight segments, text) in pixel coordinates: built once, written as
 * SVG or rasterised for PNG, so both show the same drawing. */
#include "render.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

void rs_init(RsScene *s, int width, int height, const char *title)
{
    memset(s, 0, sizeof *s);
    s->width = width;
    s->height = height;
    s->title = title ? xstrdup(title) : NULL;
}

void rs_free(RsScene *s)
{
    for (int i = 0; i < s->n; i++) {
        free(s->item[i].seg);
        free(s->item[i].text);
    }
    free(s->item);
    free(s->title);
    memset(s, 0, sizeof *s);
}

static RsItem *add(RsScene *s, RsKind kind, const char *cls, uint32_t color)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 64;
        s->item = xrealloc(s->item, (size_t)s->cap * sizeof *s->item);
    }
    RsItem *it = &s->item[s->n++];
    memset(it, 0, sizeof *it);
    it->kind = kind;
    it->cls = cls;
    it->color = color;
    return it;
}

void rs_rect(RsScene *s, const char *cls, double x, double y, double w, double h, uint32_t color)
{
    RsItem *it = add(s, RS_RECT, cls, color);
    it->x = x;
    it->y = y;
    it->w = w;
    it->h = h;
}

int rs_path(RsScene *s, const char *cls, uint32_t color, double width, double dash, int crisp)
{
    RsItem *it = add(s, RS_PATH, cls, color);
    it->width = width;
    it->dash = dash;
    it->crisp = crisp;
    return s->n - 1;
}

void rs_seg(RsScene *s, int path, double x1, double y1, double x2, double y2)
{
    RsItem *it = &s->item[path];
    if (it->nseg == it->segcap) {
        it->segcap = it->segcap ? 2 * it->segcap : 16;
        it->seg = xrealloc(it->seg, (size_t)it->segcap * sizeof *it->seg);
    }
    it->seg[it->nseg++] = (RsSeg){x1, y1, x2, y2};
}

void rs_text(RsScene *s, const char *cls, double x, double y, double size, int anchor, int bold,
             int halo, uint32_t color, const char *text)
{
    RsItem *it = add(s, RS_TEXT, cls, color);
    it->x = x;
    it->y = y;
    it->h = size;
    it->anchor = anchor;
    it->bold = bold;
    it->halo = halo;
    it->text = xstrdup(text);
}
