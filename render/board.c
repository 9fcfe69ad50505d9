/* board.c -- the puzzle as a scene: background, tints, diagonals, thin
 * cell lines, dashed cage outlines, thick region borders, values and cage
 * sums, in that order (later items drawn on top). */
#include "render.h"

#include "util.h"

#include <math.h>
#include <stdlib.h>

/* Region tints (--tint), a pastel each; extra groups share one shade. */
static const uint32_t tints[RENDER_NCOLORS] = {0xfde2e2, 0xdcf2e3, 0xe0e6fb,
                                               0xfcf0c8, 0xf1e0f6, 0xd8f0f0};
#define EXTRA_SHADE 0xdfe5ef
#define GIVEN_INK 0x000000
#define SOLVED_INK 0x1d4fc4
#define THIN_INK 0x9a9a9a
#define CAGE_INK 0x303030
#define DIAG_INK 0xe08080

/* The cell side in pixels: o->cell, or by the grid's size so that a
 * 64x64 grid stays about 1500 pixels wide. */
static int cell_side(const Model *m, const puz_render_opts *o)
{
    if (o->cell)
        return o->cell < 8 ? 8 : o->cell > 200 ? 200 : o->cell;
    int n = m->rows > m->cols ? m->rows : m->cols;
    return n <= 9 ? 48 : n <= 16 ? 40 : n <= 25 ? 32 : 24;
}

/* CAGE OUTLINES. Each cage is outlined inside its cells, `d` pixels in
 * from the cell borders. A cell side on the cage's edge (its neighbour
 * across is not in the cage) gets a segment d inside it; at each end the
 * segment stops d short of the corner when the outline turns outward
 * there (no cage neighbour along the side), runs to the cell's corner
 * when the cage goes straight on, and overshoots by d when the outline
 * turns inward (the diagonal cell is in the cage too), where it meets the
 * diagonal cell's segment. The segments are then chained end to end into
 * polylines (collinear runs merged), so that dashes flow around corners. */
typedef struct {
    const Model *m;
    const int *mark;
    int k;
} CageTest;

static int in_cage(const CageTest *t, int r, int c)
{
    if (r < 0 || c < 0 || r >= t->m->rows || c >= t->m->cols)
        return 0;
    return t->mark[r * t->m->cols + c] == t->k;
}

static void cage_segments(const CageTest *t, const Constraint *cg, double x0g, double y0g,
                          double cs, double d, RsSeg **out, int *n)
{
    *out = xmalloc((size_t)(4 * cg->n + 1) * sizeof(RsSeg));
    *n = 0;
    for (int i = 0; i < cg->n; i++) {
        int r = cg->cells[i] / t->m->cols, c = cg->cells[i] % t->m->cols;
        double x0 = x0g + c * cs, y0 = y0g + r * cs, x1 = x0 + cs, y1 = y0 + cs;
        int L = in_cage(t, r, c - 1), R = in_cage(t, r, c + 1);
        int U = in_cage(t, r - 1, c), D = in_cage(t, r + 1, c);
        if (!U) /* top side, left to right */
            (*out)[(*n)++] = (RsSeg){L ? (in_cage(t, r - 1, c - 1) ? x0 - d : x0) : x0 + d, y0 + d,
                                     R ? (in_cage(t, r - 1, c + 1) ? x1 + d : x1) : x1 - d, y0 + d};
        if (!R) /* right side, top to bottom */
            (*out)[(*n)++] = (RsSeg){x1 - d, U ? (in_cage(t, r - 1, c + 1) ? y0 - d : y0) : y0 + d,
                                     x1 - d, D ? (in_cage(t, r + 1, c + 1) ? y1 + d : y1) : y1 - d};
        if (!D) /* bottom side, right to left */
            (*out)[(*n)++] = (RsSeg){R ? (in_cage(t, r + 1, c + 1) ? x1 + d : x1) : x1 - d, y1 - d,
                                     L ? (in_cage(t, r + 1, c - 1) ? x0 - d : x0) : x0 + d, y1 - d};
        if (!L) /* left side, bottom to top */
            (*out)[(*n)++] = (RsSeg){x0 + d, D ? (in_cage(t, r + 1, c - 1) ? y1 + d : y1) : y1 - d,
                                     x0 + d, U ? (in_cage(t, r - 1, c - 1) ? y0 - d : y0) : y0 + d};
    }
}

static int same(double a, double b) { return fabs(a - b) < 1e-6; }

/* Chains segs (all oriented clockwise by cage_segments) into path p. */
static void chain(RsScene *s, int p, RsSeg *seg, int n)
{
    unsigned char *used = xcalloc((size_t)(n ? n : 1), 1);
    for (int start = 0; start < n; start++) {
        if (used[start])
            continue;
        used[start] = 1;
        RsSeg cur = seg[start];
        for (;;) {
            int next = -1;
            for (int j = 0; j < n && next < 0; j++)
                if (!used[j] && same(seg[j].x1, cur.x2) && same(seg[j].y1, cur.y2))
                    next = j;
            if (next < 0)
                break;
            used[next] = 1;
            int straight = (same(cur.y1, cur.y2) && same(seg[next].y1, seg[next].y2)) ||
                           (same(cur.x1, cur.x2) && same(seg[next].x1, seg[next].x2));
            if (straight) {
                cur.x2 = seg[next].x2;
                cur.y2 = seg[next].y2;
            } else {
                rs_seg(s, p, cur.x1, cur.y1, cur.x2, cur.y2);
                cur = seg[next];
            }
        }
        rs_seg(s, p, cur.x1, cur.y1, cur.x2, cur.y2);
    }
    free(used);
}

static void draw_cages(RsScene *s, const Model *m, const RenderLayout *l, double x0, double y0,
                       double cs)
{
    int *mark = xmalloc((size_t)m->ncells * sizeof(int));
    for (int i = 0; i < m->ncells; i++)
        mark[i] = -1;
    for (int k = 0; k < l->ncages; k++) {
        const Constraint *cg = l->cage[k];
        for (int i = 0; i < cg->n; i++)
            mark[cg->cells[i]] = k;
        CageTest t = {m, mark, k};
        RsSeg *seg;
        int n;
        cage_segments(&t, cg, x0, y0, cs, cs * 0.1, &seg, &n);
        int p = rs_path(s, "cage", CAGE_INK, cs >= 40 ? 1.25 : 1, cs / 14.0, 0);
        chain(s, p, seg, n);
        free(seg);
    }
    free(mark);
}

/* Thick borders: along each grid line, the runs of thick edges merged
 * into one segment each; the frame around the grid. */
static void draw_borders(RsScene *s, const Model *m, const RenderLayout *l, double x0,
                         double y0, double cs)
{
    int p = rs_path(s, "box", 0x000000, cs >= 32 ? 3 : 2, 0, 1);
    double W = m->cols * cs, H = m->rows * cs;
    if (!m->unused || m->kind == KIND_KAKURO) { /* a Kakuro is framed whole */
        rs_seg(s, p, x0, y0, x0 + W, y0);
        rs_seg(s, p, x0 + W, y0, x0 + W, y0 + H);
        rs_seg(s, p, x0 + W, y0 + H, x0, y0 + H);
        rs_seg(s, p, x0, y0 + H, x0, y0);
    } else { /* the frame's sides only along used cells */
        for (int i = 0; i < m->cols; i++) {
            if (model_used(m, model_cell(m, 0, i)))
                rs_seg(s, p, x0 + i * cs, y0, x0 + (i + 1) * cs, y0);
            if (model_used(m, model_cell(m, m->rows - 1, i)))
                rs_seg(s, p, x0 + i * cs, y0 + H, x0 + (i + 1) * cs, y0 + H);
        }
        for (int i = 0; i < m->rows; i++) {
            if (model_used(m, model_cell(m, i, 0)))
                rs_seg(s, p, x0, y0 + i * cs, x0, y0 + (i + 1) * cs);
            if (model_used(m, model_cell(m, i, m->cols - 1)))
                rs_seg(s, p, x0 + W, y0 + i * cs, x0 + W, y0 + (i + 1) * cs);
        }
    }
    for (int r = 0; r + 1 < m->rows; r++) /* below row r */
        for (int c = 0; c < m->cols;) {
            if (!l->thick_b[r * m->cols + c]) {
                c++;
                continue;
            }
            int e = c;
            while (e < m->cols && l->thick_b[r * m->cols + e])
                e++;
            rs_seg(s, p, x0 + c * cs, y0 + (r + 1) * cs, x0 + e * cs, y0 + (r + 1) * cs);
            c = e;
        }
    for (int c = 0; c + 1 < m->cols; c++) /* right of column c */
        for (int r = 0; r < m->rows;) {
            if (!l->thick_r[r * m->cols + c]) {
                r++;
                continue;
            }
            int e = r;
            while (e < m->rows && l->thick_r[e * m->cols + c])
                e++;
            rs_seg(s, p, x0 + (c + 1) * cs, y0 + r * cs, x0 + (c + 1) * cs, y0 + e * cs);
            r = e;
        }
}

/* The thin cell lines of a masked grid (ir.h: UNUSED CELLS): along each
 * inner grid line, the runs of edges next to a used cell, so unused cells
 * are left blank. */
static void thin_masked(RsScene *s, int p, const Model *m, double x0, double y0, double cs)
{
    for (int r = 1; r < m->rows; r++)
        for (int c = 0; c < m->cols;) {
            int e = c;
            while (e < m->cols && (model_used(m, model_cell(m, r - 1, e)) ||
                                   model_used(m, model_cell(m, r, e))))
                e++;
            if (e > c)
                rs_seg(s, p, x0 + c * cs, y0 + r * cs, x0 + e * cs, y0 + r * cs);
            c = e + 1;
        }
    for (int c = 1; c < m->cols; c++)
        for (int r = 0; r < m->rows;) {
            int e = r;
            while (e < m->rows && (model_used(m, model_cell(m, e, c - 1)) ||
                                   model_used(m, model_cell(m, e, c))))
                e++;
            if (e > r)
                rs_seg(s, p, x0 + c * cs, y0 + r * cs, x0 + c * cs, y0 + e * cs);
            r = e + 1;
        }
}

void render_board(RsScene *s, const Model *m, const RenderLayout *l, const int *grid,
                  const puz_render_opts *o)
{
    int cs = cell_side(m, o);
    int margin = cs / 2;
    double x0 = margin, y0 = margin;
    rs_init(s, 2 * margin + m->cols * cs, 2 * margin + m->rows * cs, m->name);
    rs_rect(s, "bg", 0, 0, s->width, s->height, 0xffffff);
    for (int cell = 0; cell < m->ncells; cell++) {
        int r = cell / m->cols, c = cell % m->cols;
        if (l->extra[cell])
            rs_rect(s, "extra", x0 + c * cs, y0 + r * cs, cs, cs, EXTRA_SHADE);
        else if (o->tint && l->region_of[cell] >= 0)
            rs_rect(s, "tint", x0 + c * cs, y0 + r * cs, cs, cs,
                    tints[l->region_color[l->region_of[cell]]]);
    }
    if (l->diag_main || l->diag_anti) {
        int p = rs_path(s, "diag", DIAG_INK, cs >= 32 ? 2 : 1.5, 0, 0);
        if (l->diag_main)
            rs_seg(s, p, x0, y0, x0 + m->cols * cs, y0 + m->rows * cs);
        if (l->diag_anti)
            rs_seg(s, p, x0 + m->cols * cs, y0, x0, y0 + m->rows * cs);
    }
    int thin = rs_path(s, "grid", THIN_INK, 1, 0, 1);
    if (!m->unused || m->kind == KIND_KAKURO) { /* a Kakuro's black cells cover theirs */
        for (int r = 1; r < m->rows; r++)
            rs_seg(s, thin, x0, y0 + r * cs, x0 + m->cols * cs, y0 + r * cs);
        for (int c = 1; c < m->cols; c++)
            rs_seg(s, thin, x0 + c * cs, y0, x0 + c * cs, y0 + m->rows * cs);
    } else {
        thin_masked(s, thin, m, x0, y0, cs);
    }
    if (m->kind == KIND_KAKURO)
        render_kakuro(s, m, x0, y0, cs);
    render_variants(s, m, x0, y0, cs);
    draw_cages(s, m, l, x0, y0, cs);
    draw_borders(s, m, l, x0, y0, cs);
    render_corner_marks(s, m, x0, y0, cs);
    /* values: one or two digits fill the cell; smaller under cage sums */
    double fs = cs * (l->vwidth == 1 ? 0.6 : l->vwidth == 2 ? 0.46 : 0.34);
    double dy = 0;
    if (l->ncages) { /* room for the sums and the inset outlines */
        fs *= l->vwidth == 1 ? 0.88 : 0.8;
        dy = cs * 0.06;
    }
    const int *vals = grid ? grid : m->given;
    for (int cell = 0; cell < m->ncells; cell++) {
        if (!vals[cell] || !model_used(m, cell))
            continue;
        char buf[16];
        snprintf(buf, sizeof buf, "%d", vals[cell]);
        int given = m->given[cell] != 0;
        int r = cell / m->cols, c = cell % m->cols;
        rs_text(s, given ? "given" : "solved", x0 + (c + 0.5) * cs, y0 + (r + 0.5) * cs + dy, fs,
                0, given, 0, given ? GIVEN_INK : SOLVED_INK, buf);
    }
    double ss = cs * 0.24 < 7 ? 7 : cs * 0.24;
    for (int k = 0; k < l->ncages; k++) {
        int cell = l->cage_first[k], r = cell / m->cols, c = cell % m->cols;
        if (l->cage[k]->kind != CON_SUM) /* a cage without a total */
            continue;
        char buf[16];
        snprintf(buf, sizeof buf, "%d", l->cage[k]->total);
        rs_text(s, "sum", x0 + c * cs + cs * 0.05, y0 + r * cs + cs * 0.16, ss, -1, 0, 1,
                CAGE_INK, buf);
    }
}
