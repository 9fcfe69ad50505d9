/* variants.c -- the variant constraints drawn as puzzle books draw them:
 * an odd cell holds a light grey disc, an even one a light grey square; a
 * `less` chain (a thermometer) is a thick grey line through its cells from
 * a round bulb on the first; an arrow is a thin dark ring on its sum cell
 * and a thin dark line from the ring's edge through the arrow's cells,
 * ending in a head; Kropki dots sit on the border between two cells
 * (white: consecutive, black: double), and so do XV marks: a bold X or V
 * on a white halo, as f-puzzles and SudokuPad draw them. The negative
 * The outside clues (skyscraper, outsidesum, sandwich, xsum) are their number outside the
 * grid, beyond the first cell, across the edge the line starts from, as
 * the setters' tools write them.
 * constraints (nonconsecutive, negative kropki|consecutive|xv) have no
 * mark: setters' tools state them in the rules, and so the picture shows
 * nothing for them.
 * They are drawn kind by kind, not in model order: parity marks, then
 * thermometers, then arrows, then dots, so that an arrow whose circle is
 * a thermometer's bulb, or whose line crosses one, shows its own ring and
 * line on top, in an ink no thermometer has (the arrow is not read as
 * starting at the bulb).
 * Circles are polygons of CIRCLE_SIDES segments, since a scene holds only
 * rectangles, straight paths and text; a disc (an odd cell's, a dot's) is
 * a circle of half its radius stroked with a pen as wide as that radius. */
#include "render.h"

#include "quadruple.h"
#include "regionsum.h"

#include "util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void outside_clue(RsScene *s, const Model *m, const Constraint *c, double x0, double y0,
                         double cs);

#define PARITY_SHADE 0xdcdcdc
#define THERMO_INK 0xb4b4b4
#define ARROW_INK 0x707070
#define DOT_INK 0x202020
#define CIRCLE_SIDES 24

/* The last segment ends on the first one's start exactly (not at the
 * angle 2 pi, whose sine is not quite 0), so the writers close it. */
static void circle(RsScene *s, int p, double cx, double cy, double r)
{
    const double pi = 3.14159265358979323846;
    for (int i = 0; i < CIRCLE_SIDES; i++) {
        double a = 2 * pi * i / CIRCLE_SIDES, b = 2 * pi * ((i + 1) % CIRCLE_SIDES) / CIRCLE_SIDES;
        rs_seg(s, p, cx + r * cos(a), cy + r * sin(a), cx + r * cos(b), cy + r * sin(b));
    }
}

/* The centre of cell c. */
static void centre(const Model *m, int c, double x0, double y0, double cs, double *x, double *y)
{
    *x = x0 + (c % m->cols + 0.5) * cs;
    *y = y0 + (c / m->cols + 0.5) * cs;
}

/* A minimum or maximum cell's pair (a LESS of two neighbours named
 * minimum_<cell> or maximum_<cell>): an inequality sign on their border,
 * its tip toward the smaller cell (cells[0]). */
static void inequality(RsScene *s, const Model *m, const Constraint *c, double x0, double y0,
                       double cs)
{
    double ax, ay, bx, by;
    centre(m, c->cells[0], x0, y0, cs, &ax, &ay);
    centre(m, c->cells[1], x0, y0, cs, &bx, &by);
    double mx = (ax + bx) / 2, my = (ay + by) / 2, ux = (ax - bx) / cs, uy = (ay - by) / cs;
    double tx = mx + ux * cs * 0.07, ty = my + uy * cs * 0.07; /* the tip */
    double bx0 = mx - ux * cs * 0.07, by0 = my - uy * cs * 0.07;
    int p = rs_path(s, "inequality", 0x202020, cs * 0.04, 0, 0);
    rs_seg(s, p, bx0 - uy * cs * 0.1, by0 + ux * cs * 0.1, tx, ty);
    rs_seg(s, p, tx, ty, bx0 + uy * cs * 0.1, by0 - ux * cs * 0.1);
}

/* The line from (ax,ay) to (bx,by), its first `skip` pixels left out. */
static void line_from(RsScene *s, int p, double ax, double ay, double bx, double by, double skip)
{
    double dx = bx - ax, dy = by - ay, len = sqrt(dx * dx + dy * dy);
    if (len <= skip)
        return;
    rs_seg(s, p, ax + dx * skip / len, ay + dy * skip / len, bx, by);
}

static void draw_one(RsScene *s, const Model *m, const Constraint *c, double x0, double y0,
                     double cs)
{
    double ax, ay, bx = 0, by = 0;
    switch (c->kind) {
    case CON_PARITY:
        for (int i = 0; i < c->n; i++) {
            centre(m, c->cells[i], x0, y0, cs, &ax, &ay);
            if (c->total) {
                double r = cs * 0.4;
                circle(s, rs_path(s, "odd", PARITY_SHADE, r, 0, 0), ax, ay, r / 2);
            } else {
                double h = cs * 0.38;
                rs_rect(s, "even", ax - h, ay - h, 2 * h, 2 * h, PARITY_SHADE);
            }
        }
        break;
    case CON_LESS: { /* the bulb on the first (smallest) cell */
        if (!strncmp(c->name, "minimum_", 8) || !strncmp(c->name, "maximum_", 8)) {
            inequality(s, m, c, x0, y0, cs);
            break;
        }
        int p = rs_path(s, "thermo", THERMO_INK, cs * 0.22, 0, 0);
        centre(m, c->cells[0], x0, y0, cs, &ax, &ay);
        for (double r = cs * 0.06; r <= cs * 0.3; r += cs * 0.1)
            circle(s, p, ax, ay, r);
        for (int i = 1; i < c->n; i++) {
            centre(m, c->cells[i - 1], x0, y0, cs, &ax, &ay);
            centre(m, c->cells[i], x0, y0, cs, &bx, &by);
            rs_seg(s, p, ax, ay, bx, by);
        }
        break;
    }
    case CON_CONSEC:
    case CON_DOUBLE: { /* a dot half-way between the two centres */
        centre(m, c->cells[0], x0, y0, cs, &ax, &ay);
        centre(m, c->cells[1], x0, y0, cs, &bx, &by);
        double mx = (ax + bx) / 2, my = (ay + by) / 2, r = cs * 0.11;
        if (c->kind == CON_DOUBLE) {
            int p = rs_path(s, "kropki-fill", DOT_INK, r, 0, 0);
            circle(s, p, mx, my, r / 2);
        } else {
            int w = rs_path(s, "kropki-fill", 0xffffff, r, 0, 0);
            circle(s, w, mx, my, r / 2);
        }
        int p = rs_path(s, c->kind == CON_DOUBLE ? "kropki-black" : "kropki-white", DOT_INK,
                        cs * 0.03, 0, 0);
        circle(s, p, mx, my, r);
        break;
    }
    case CON_EQUAL:
    case CON_WHISPER: { /* a line through the centres: whisper green (German),
                         orange (Dutch), blue (other); palindrome grey */
        if (c->kind == CON_EQUAL && !strncmp(c->name, "clone_", 6)) { /* clones: shaded */
            for (int j = 0; j < c->n; j++) {
                int cell = c->cells[j];
                rs_rect(s, "clone", x0 + cell % m->cols * cs, y0 + cell / m->cols * cs, cs, cs,
                        PARITY_SHADE);
            }
            break;
        }
        int p = rs_path(s, c->kind == CON_EQUAL ? "palindrome" : "whisper",
                        c->kind == CON_EQUAL ? 0xb4b4b4 : c->total == 5 ? 0x6ccf6c
                                               : c->total == 4 ? 0xf3a24e : 0x6aa6d8,
                        cs * 0.16, 0, 0);
        for (int j = 0; j + 1 < c->n; j += 2) {
            if (c->kind == CON_WHISPER) {
                centre(m, c->cells[j], x0, y0, cs, &ax, &ay);
                centre(m, c->cells[j + 1], x0, y0, cs, &bx, &by);
                rs_seg(s, p, ax, ay, bx, by);
            } else if (j + 2 < c->n) { /* the two halves, step by step */
                for (int side = 0; side < 2; side++) {
                    centre(m, c->cells[j + side], x0, y0, cs, &ax, &ay);
                    centre(m, c->cells[j + 2 + side], x0, y0, cs, &bx, &by);
                    rs_seg(s, p, ax, ay, bx, by);
                }
            } else if (c->cells[j] != c->cells[j + 1]) { /* an even line's middle step */
                centre(m, c->cells[j], x0, y0, cs, &ax, &ay);
                centre(m, c->cells[j + 1], x0, y0, cs, &bx, &by);
                rs_seg(s, p, ax, ay, bx, by);
            }
        }
        break;
    }
    case CON_BETWEEN: /* a grey line, its ends circled, as f-puzzles draws one */
    case CON_RENBAN: { /* a purple line through the centres, as f-puzzles draws one */
        if (c->kind == CON_BETWEEN)
            for (int end = 0; end < 2; end++) {
                int q = rs_path(s, "between-end", 0x909090, cs * 0.04, 0, 0);
                centre(m, c->cells[end ? c->n - 1 : 0], x0, y0, cs, &ax, &ay);
                circle(s, q, ax, ay, cs * 0.38);
            }
        int p = rs_path(s, c->kind == CON_BETWEEN ? "between" : "renban",
                        c->kind == CON_BETWEEN ? 0xb4b4b4 : 0xc27ee0,
                        cs * (c->kind == CON_BETWEEN ? 0.12 : 0.3), 0, 0);
        for (int j = 0; j + 1 < c->n; j++) {
            centre(m, c->cells[j], x0, y0, cs, &ax, &ay);
            centre(m, c->cells[j + 1], x0, y0, cs, &bx, &by);
            rs_seg(s, p, ax, ay, bx, by);
        }
        break;
    }
    case CON_REGIONSUM: { /* a light blue line, as f-puzzles draws one: the
                           * whole line, from its first constraint */
        int i = (int)(c - m->cons), last;
        if (i > 0 && m->cons[i - 1].kind == CON_REGIONSUM && rsum_continues(m, i - 1))
            break;
        int *line = xmalloc((size_t)m->ncells * sizeof *line), n = rsum_line(m, i, line, &last);
        int p = rs_path(s, "regionsum", 0x2ecbff, cs * 0.16, 0, 0);
        for (int j = 0; j + 1 < n; j++) {
            centre(m, line[j], x0, y0, cs, &ax, &ay);
            centre(m, line[j + 1], x0, y0, cs, &bx, &by);
            rs_seg(s, p, ax, ay, bx, by);
        }
        free(line);
        break;
    }
    case CON_QUADRUPLE: { /* a white circle on the corner the four share,
                           * its values inside, two to a row */
        int v[4], n = quad_values(c->total, v);
        double r = cs * 0.34, size = cs * (n > 2 ? 0.23 : 0.3);
        char buf[8];
        centre(m, c->cells[0], x0, y0, cs, &ax, &ay);
        ax += cs / 2;
        ay += cs / 2;
        circle(s, rs_path(s, "quadruple-fill", 0xffffff, r, 0, 0), ax, ay, r / 2);
        circle(s, rs_path(s, "quadruple", DOT_INK, cs * 0.03, 0, 0), ax, ay, r);
        for (int j = 0; j < n; j++) {
            int row = n > 2 ? j / 2 : 0, rows = n > 2 ? 2 : 1, per = n > 2 ? 2 : n;
            int col = j % per, cols = n > 2 && j >= 2 ? n - 2 : per;
            snprintf(buf, sizeof buf, "%d", v[j]);
            rs_text(s, "quadruple-value", ax + (col - (cols - 1) / 2.0) * size * 0.85,
                    ay + (row - (rows - 1) / 2.0) * size * 1.05, size, 0, 0, 0,
                    DOT_INK, buf);
        }
        break;
    }
    case CON_SKYSCRAPER:
    case CON_SANDWICH:
    case CON_XSUM:
    case CON_SUM: /* an outside clue: its number beyond the first cell */
        outside_clue(s, m, c, x0, y0, cs);
        break;
    case CON_XV: { /* the letter half-way between the two centres */
        centre(m, c->cells[0], x0, y0, cs, &ax, &ay);
        centre(m, c->cells[1], x0, y0, cs, &bx, &by);
        double size = cs * 0.38;
        rs_text(s, "xv", (ax + bx) / 2, (ay + by) / 2 + size * 0.36, size, 0, 1, 1, DOT_INK,
                c->total == 10 ? "X" : "V");
        break;
    }
    case CON_ARROW: { /* the ring on the sum, the shaft from its edge */
        double rc = cs * 0.41; /* outside a bulb (0.37 of the cell) */
        int p = rs_path(s, "arrow", ARROW_INK, cs * 0.05, 0, 0);
        centre(m, c->cells[0], x0, y0, cs, &ax, &ay);
        circle(s, p, ax, ay, rc);
        for (int i = 1; i < c->n; i++) {
            centre(m, c->cells[i - 1], x0, y0, cs, &ax, &ay);
            centre(m, c->cells[i], x0, y0, cs, &bx, &by);
            line_from(s, p, ax, ay, bx, by, i == 1 ? rc : 0);
        }
        /* the head: two strokes back from the last centre */
        double dx = bx - ax, dy = by - ay, len = sqrt(dx * dx + dy * dy);
        if (len > 0) {
            double ux = dx / len, uy = dy / len, h = cs * 0.2;
            rs_seg(s, p, bx, by, bx - h * (ux + uy), by - h * (uy - ux));
            rs_seg(s, p, bx, by, bx - h * (ux - uy), by - h * (uy + ux));
        }
        break;
    }
    default:
        break;
    }
}

/* Which way the line of an outside clue runs from its first cell: the
 * step to its second cell, else inward from the nearest edge. */
static void inward(const Model *m, const Constraint *c, int *dr, int *dc)
{
    int r = c->cells[0] / m->cols, k = c->cells[0] % m->cols;
    if (c->n > 1) {
        int r1 = c->cells[1] / m->cols, k1 = c->cells[1] % m->cols;
        *dr = (r1 > r) - (r1 < r);
        *dc = (k1 > k) - (k1 < k);
        return;
    }
    int d[4] = {r, m->rows - 1 - r, k, m->cols - 1 - k}, best = 0;
    for (int i = 1; i < 4; i++)
        if (d[i] < d[best])
            best = i;
    *dr = best == 0 ? 1 : best == 1 ? -1 : 0;
    *dc = best == 2 ? 1 : best == 3 ? -1 : 0;
}

static void outside_clue(RsScene *s, const Model *m, const Constraint *c, double x0, double y0,
                         double cs)
{
    double ax, ay, size = cs * 0.32;
    int dr, dc;
    char buf[16];
    inward(m, c, &dr, &dc);
    centre(m, c->cells[0], x0, y0, cs, &ax, &ay);
    snprintf(buf, sizeof buf, "%d", c->total);
    if (dr && dc) { /* a little killer: the number further out, and an arrow
                     * from it along the diagonal to the first cell's
                     * corner, as f-puzzles draws one */
        int p = rs_path(s, "littlekiller-arrow", 0x202020, cs * 0.03, 0, 0);
        double tx = ax - dc * cs * 0.5, ty = ay - dr * cs * 0.5, h = cs * 0.07;
        rs_seg(s, p, ax - dc * cs * 0.66, ay - dr * cs * 0.66, tx, ty);
        rs_seg(s, p, tx, ty, tx - dc * h, ty);
        rs_seg(s, p, tx, ty, tx, ty - dr * h);
        rs_text(s, "littlekiller", ax - dc * cs * 0.8, ay - dr * cs * 0.8,
                size * 0.85, 0, 0, 0, 0x202020, buf);
        return;
    }
    rs_text(s, c->kind == CON_SUM ? "outsidesum" : con_kind_name(c->kind), ax - dc * cs * 0.72,
            ay - dr * cs * 0.72 + size * 0.36, size, 0, 0, 0, 0x202020, buf);
}

/* The layers, bottom to top; Kropki's two kinds share the last with XV
 * and the quadruples; lines (whisper, palindrome, renban, between, region
 * sum) with the thermometers. */
static int layer(ConKind k)
{
    return k == CON_PARITY ? 0
           : k == CON_LESS || k == CON_WHISPER || k == CON_EQUAL || k == CON_RENBAN ||
                     k == CON_BETWEEN || k == CON_REGIONSUM
               ? 1
           : k == CON_ARROW ? 2 : 3;
}

void render_variants(RsScene *s, const Model *m, double x0, double y0, double cs)
{
    for (int pass = 0; pass < 4; pass++)
        for (int i = 0; i < m->ncons; i++)
            if (m->cons[i].kind != CON_QUADRUPLE &&
                (con_is_variant(m->cons[i].kind) ||
                 (m->cons[i].kind == CON_SUM && (!strncmp(m->cons[i].name, "outsidesum_", 11) ||
                                                 !strncmp(m->cons[i].name, "littlekiller_", 13)))) &&
                layer(m->cons[i].kind) == pass)
                draw_one(s, m, &m->cons[i], x0, y0, cs);
}

void render_corner_marks(RsScene *s, const Model *m, double x0, double y0, double cs)
{
    for (int i = 0; i < m->ncons; i++)
        if (m->cons[i].kind == CON_QUADRUPLE)
            draw_one(s, m, &m->cons[i], x0, y0, cs);
}
