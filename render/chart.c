/* chart.c -- puz_plot: a horizontal bar chart of timings (compare
 * --plot), one bar per row on a log-scale time axis with decade grid
 * lines, an optional whisker, labels on the left and notes on the right;
 * built as a scene and written by the SVG writer. */
#include "render.h"

#include "util.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Bar colours by group (backend), a muted qualitative set. */
static const uint32_t bar_ink[8] = {0x4e79a7, 0xf28e2b, 0x59a14f, 0xe15759,
                                    0x76b7b2, 0xedc948, 0xb07aa1, 0x9c755f};

/* v (> 0, three significant digits at most) as a plain decimal with unit:
 * as many decimals as the third significant digit needs, trailing zeros
 * and a bare point dropped ("0.0421", "0.25", "12.7", "546", "1780"). */
static void plain_number(double v, const char *unit, char *buf, size_t n)
{
    int e = (int)floor(log10(v)), dec = e >= 2 ? 0 : 2 - e;
    char num[64];
    snprintf(num, sizeof num, "%.*f", dec, v);
    if (strchr(num, '.')) {
        size_t len = strlen(num);
        while (num[len - 1] == '0')
            num[--len] = '\0';
        if (num[len - 1] == '.')
            num[--len] = '\0';
    }
    snprintf(buf, n, "%s %s", num, unit);
}

/* Milliseconds as a label, ticks and bars alike: three significant digits
 * in plain numbers, never an exponent -- "0.0421 ms", "0.25 ms", "12.7 ms",
 * "546 ms" -- and seconds from 1000 ms on: "1 s", "1.78 s", "95 s",
 * "1780 s". Rounded to three digits first, so that 999.7 ms is "1 s". */
static void time_label(double ms, char *buf, size_t n)
{
    if (!(ms > 0) || !isfinite(ms)) {
        snprintf(buf, n, "0 ms");
        return;
    }
    char r[32];
    snprintf(r, sizeof r, "%.2e", ms);
    double v = strtod(r, NULL);
    if (v >= 1000)
        plain_number(v / 1000, "s", buf, n);
    else
        plain_number(v, "ms", buf, n);
}

/* Text width estimate for layout: 0.6 em a character. */
static double text_w(const char *s, double size) { return s ? 0.6 * size * (double)strlen(s) : 0; }

/* LAYOUT. Title on top; a row of ROW pixels per bar; labels right-aligned
 * in a column as wide as the longest; the plot PW pixels wide between
 * decades lo and hi: lo the power of ten at or below the smallest of the
 * times and whisker ends -- one decade lower when that time is less than
 * MIN_BAR decades above it, so that the shortest bar still shows -- and hi
 * the power of ten at or above the largest (one decade at least); x(v) =
 * left + PW * log10(v / lo) / log10(hi / lo); the axis with its decade
 * labels and caption beneath. */
#define MIN_BAR 0.2
#define ROW 24
#define BAR 14
#define PW 480
#define FS 12.0

puz_plot *puz_plot_new(const char *title, const char *axis)
{
    puz_plot *p = xcalloc(1, sizeof *p);
    p->title = title ? xstrdup(title) : NULL;
    p->axis = axis ? xstrdup(axis) : NULL;
    return p;
}

void puz_plot_add(puz_plot *p, const char *label, int group, double ms, double hi_ms,
                  const char *note)
{
    if (p->n == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 16;
        p->label = xrealloc(p->label, (size_t)p->cap * sizeof *p->label);
        p->note = xrealloc(p->note, (size_t)p->cap * sizeof *p->note);
        p->group = xrealloc(p->group, (size_t)p->cap * sizeof *p->group);
        p->value = xrealloc(p->value, (size_t)p->cap * sizeof *p->value);
        p->hi = xrealloc(p->hi, (size_t)p->cap * sizeof *p->hi);
    }
    p->label[p->n] = xstrdup(label ? label : "");
    p->note[p->n] = note ? xstrdup(note) : NULL;
    p->group[p->n] = group;
    p->value[p->n] = ms;
    p->hi[p->n] = hi_ms;
    p->n++;
}

void puz_plot_free(puz_plot *p)
{
    if (!p)
        return;
    for (int i = 0; i < p->n; i++) {
        free(p->label[i]);
        free(p->note[i]);
    }
    free(p->label);
    free(p->note);
    free(p->group);
    free(p->value);
    free(p->hi);
    free(p->title);
    free(p->axis);
    free(p);
}

puz_code puz_plot_svg(const puz_plot *p, FILE *out, puz_error **err)
{
    if (!p || p->n <= 0)
        return err_set(err, PUZ_E_ARG, "nothing to plot (no rows)");
    double vmin = INFINITY, vmax = 0, labw = 0, notew = 0;
    for (int i = 0; i < p->n; i++) {
        double v[2] = {p->value[i], p->hi[i]};
        for (int k = 0; k < 2; k++)
            if (v[k] > 0 && isfinite(v[k])) {
                vmin = fmin(vmin, v[k]);
                vmax = fmax(vmax, v[k]);
            }
        labw = fmax(labw, text_w(p->label[i], FS));
        double nw = text_w(p->note[i] ? p->note[i] : "", FS) + text_w("0.0001 ms  ", FS);
        notew = fmax(notew, nw);
    }
    if (!(vmax > 0)) { /* no times at all: an axis from 0.1 to 10 ms */
        vmin = 1;
        vmax = 10;
    }
    /* the powers of ten from log10, corrected where it rounds across one */
    double lo = pow(10, floor(log10(vmin))), hi = pow(10, ceil(log10(vmax)));
    if (lo > vmin)
        lo /= 10;
    if (lo * 10 <= vmin)
        lo *= 10;
    if (hi < vmax)
        hi *= 10;
    if (log10(vmin / lo) < MIN_BAR)
        lo /= 10;
    if (hi <= lo)
        hi = lo * 10;
    double decades = log10(hi / lo);
    double left = 16 + labw + 10, top = p->title ? 44 : 16;
    double axis_y = top + p->n * ROW + 4;
    int width = (int)ceil(left + PW + 10 + notew + 10);
    int height = (int)ceil(axis_y + (p->axis ? 44 : 26));
    RsScene s;
    rs_init(&s, width, height, p->title);
    rs_rect(&s, "bg", 0, 0, width, height, 0xffffff);
    if (p->title)
        rs_text(&s, "title", 16, 22, 15, -1, 1, 0, 0x202020, p->title);
    /* grid: decades dark, 2..9 within each light */
    int minor = rs_path(&s, "minor", 0xe8e8e8, 1, 0, 1);
    int major = rs_path(&s, "major", 0xb0b0b0, 1, 0, 1);
    for (int d = 0; d <= (int)(decades + 0.5); d++) {
        double base = lo * pow(10, d);
        double x = left + PW * log10(base / lo) / decades;
        rs_seg(&s, major, floor(x) + 0.5, top - 6, floor(x) + 0.5, axis_y);
        char buf[32];
        time_label(base, buf, sizeof buf);
        rs_text(&s, "tick", x, axis_y + 12, 11, 0, 0, 0, 0x404040, buf);
        for (int k = 2; k <= 9 && base * k < hi * 0.999; k++) {
            double xm = left + PW * log10(base * k / lo) / decades;
            rs_seg(&s, minor, floor(xm) + 0.5, top - 6, floor(xm) + 0.5, axis_y);
        }
    }
    int axis = rs_path(&s, "axis", 0x404040, 1, 0, 1);
    rs_seg(&s, axis, left, axis_y, left + PW, axis_y);
    if (p->axis)
        rs_text(&s, "caption", left + PW / 2.0, axis_y + 32, FS, 0, 0, 0, 0x202020, p->axis);
    for (int i = 0; i < p->n; i++) {
        double cy = top + i * ROW + ROW / 2.0;
        rs_text(&s, "label", left - 10, cy, FS, 1, 0, 0, 0x202020, p->label[i]);
        double v = p->value[i], end = left;
        uint32_t ink = bar_ink[p->group[i] & 7];
        if (v > 0 && isfinite(v)) {
            end = left + PW * log10(v / lo) / decades;
            rs_rect(&s, "bar", left, cy - BAR / 2.0, fmax(end - left, 1), BAR, ink);
        }
        double w = p->hi[i];
        if (w > 0 && isfinite(w) && v > 0 && w > v) {
            double xw = left + PW * log10(w / lo) / decades;
            int wp = rs_path(&s, "whisker", 0x303030, 1, 0, 0);
            rs_seg(&s, wp, end, cy, xw, cy);
            rs_seg(&s, wp, xw, cy - 4, xw, cy + 4);
            end = xw;
        }
        char buf[160], t[32] = "";
        if (v > 0 && isfinite(v))
            time_label(v, t, sizeof t);
        snprintf(buf, sizeof buf, "%s%s%s", t, t[0] && p->note[i] ? "  " : "",
                 p->note[i] ? p->note[i] : "");
        rs_text(&s, "value", end + 6, cy, 11, -1, 0, 0, 0x303030, buf);
    }
    render_svg(out, &s);
    rs_free(&s);
    if (ferror(out)) /* no flush: the caller's, as for puz_render */
        return err_set(err, PUZ_E_IO, "writing the chart: %s", strerror(errno ? errno : EIO));
    return PUZ_OK;
}

puz_code puz_plot_svg_string(const puz_plot *p, char **svg, size_t *len, puz_error **err)
{
    if (!svg)
        return err_set(err, PUZ_E_ARG, "puz_plot_svg_string: no output");
    char *b = NULL;
    size_t n = 0;
    FILE *mem = xopen_memstream(&b, &n);
    puz_code rc = puz_plot_svg(p, mem, err);
    xclose_memstream(mem, &b);
    if (rc != PUZ_OK) {
        free(b);
        return rc;
    }
    *svg = b;
    if (len)
        *len = strlen(b);
    return PUZ_OK;
}
