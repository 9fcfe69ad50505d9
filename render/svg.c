/* svg.c -- a scene written as SVG 1.1: one element per primitive, a path
 * holding all its segments ("M x1 y1 L x2 y2" each), text centred on its
 * anchor point vertically (dominant-baseline central). Numbers carry at
 * most two decimals, so the same scene always gives the same bytes. */
#include "render.h"

#include <string.h>

/* A coordinate: two decimals at most, trailing zeros dropped. */
static void num(FILE *out, double v)
{
    char buf[48];
    snprintf(buf, sizeof buf, "%.2f", v);
    char *dot = strchr(buf, '.');
    if (dot) {
        char *end = buf + strlen(buf) - 1;
        while (end > dot && *end == '0')
            *end-- = '\0';
        if (end == dot)
            *end = '\0';
    }
    if (!strcmp(buf, "-0"))
        strcpy(buf, "0");
    fputs(buf, out);
}

static void color(FILE *out, uint32_t c) { fprintf(out, "#%06x", (unsigned)(c & 0xffffff)); }

/* XML character data: & < > " escaped; control characters dropped. */
static void esc(FILE *out, const char *s)
{
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '&') fputs("&amp;", out);
        else if (ch == '<') fputs("&lt;", out);
        else if (ch == '>') fputs("&gt;", out);
        else if (ch == '"') fputs("&quot;", out);
        else if (ch >= 0x20 || ch == '\t') fputc(ch, out);
    }
}

/* A path's segments as SVG path data: a segment that starts where the one
 * before it ended continues that subpath ("L", so the stroke joins at the
 * corner instead of showing two butt ends), and a subpath that comes back
 * to its start is closed ("Z": a circle's polygon, a cage outline); the
 * segment after a closed subpath starts a new one (an arrow's line that
 * leaves its ring where the ring's polygon began). */
static void path(FILE *out, const RsItem *it)
{
    fprintf(out, "<path class=\"%s\" d=\"", it->cls);
    double sx = 0, sy = 0; /* the current subpath's start */
    int closed = 0;        /* the segment before closed its subpath */
    for (int i = 0; i < it->nseg; i++) {
        const RsSeg *g = &it->seg[i];
        if (i == 0 || closed || g->x1 != it->seg[i - 1].x2 || g->y1 != it->seg[i - 1].y2) {
            fputs(i ? " M" : "M", out);
            num(out, g->x1);
            fputc(' ', out);
            num(out, g->y1);
            sx = g->x1;
            sy = g->y1;
        }
        closed = g->x2 == sx && g->y2 == sy;
        if (closed) {
            fputc('Z', out);
            continue;
        }
        fputc('L', out);
        num(out, g->x2);
        fputc(' ', out);
        num(out, g->y2);
    }
    fputs("\" fill=\"none\" stroke=\"", out);
    color(out, it->color);
    fputs("\" stroke-width=\"", out);
    num(out, it->width);
    fputc('"', out);
    if (it->dash > 0) {
        fputs(" stroke-dasharray=\"", out);
        num(out, it->dash);
        fputc(' ', out);
        num(out, it->dash);
        fputc('"', out);
    }
    fputs(it->crisp ? " stroke-linecap=\"square\" shape-rendering=\"crispEdges\"/>\n" : "/>\n",
          out);
}

static void text(FILE *out, const RsItem *it)
{
    static const char *const anchor[] = {"start", "middle", "end"};
    fprintf(out, "<text class=\"%s\" x=\"", it->cls);
    num(out, it->x);
    fputs("\" y=\"", out);
    num(out, it->y);
    fputs("\" font-size=\"", out);
    num(out, it->h);
    fprintf(out, "\" text-anchor=\"%s\" dominant-baseline=\"central\"", anchor[it->anchor + 1]);
    if (it->bold)
        fputs(" font-weight=\"bold\"", out);
    if (it->halo) {
        fputs(" stroke=\"#ffffff\" stroke-width=\"", out);
        num(out, it->h * 0.25);
        fputs("\" paint-order=\"stroke\"", out);
    }
    fputs(" fill=\"", out);
    color(out, it->color);
    fputs("\">", out);
    esc(out, it->text);
    fputs("</text>\n", out);
}

void render_svg(FILE *out, const RsScene *s)
{
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" "
                 "height=\"%d\" viewBox=\"0 0 %d %d\" "
                 "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">\n",
            s->width, s->height, s->width, s->height);
    if (s->title) {
        fputs("<title>", out);
        esc(out, s->title);
        fputs("</title>\n", out);
    }
    for (int i = 0; i < s->n; i++) {
        const RsItem *it = &s->item[i];
        switch (it->kind) {
        case RS_RECT:
            fprintf(out, "<rect class=\"%s\" x=\"", it->cls);
            num(out, it->x);
            fputs("\" y=\"", out);
            num(out, it->y);
            fputs("\" width=\"", out);
            num(out, it->w);
            fputs("\" height=\"", out);
            num(out, it->h);
            fputs("\" fill=\"", out);
            color(out, it->color);
            fputs("\"/>\n", out);
            break;
        case RS_PATH:
            if (it->nseg)
                path(out, it);
            break;
        case RS_TEXT:
            text(out, it);
            break;
        }
    }
    fputs("</svg>\n", out);
}
