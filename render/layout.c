/* layout.c -- what a model looks like drawn, read from the IR alone: which
 * distinct groups are rows, columns and diagonals, which form the boxes or
 * jigsaw regions (thick borders), which are extra (shaded), and the cages
 * (SUM constraints but a Kakuro's runs, which its clues show, and the
 * groups of cages without a total) with their top-left cells and colours. */
#include "render.h"

#include "kakuro.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static int is_group(const Constraint *c) { return c->kind == CON_ALLDIFF || c->kind == CON_PERM; }

/* A row: every cell of one row, each once. Likewise a column. In a
 * masked or multi-grid frame the rows of each grid are parts of the
 * frame's rows: there any cells of one row, each once, are a row. */
static int is_line(const Model *m, const Constraint *c, int by_row)
{
    int len = by_row ? m->cols : m->rows;
    if (m->unused || m->ngrids ? c->n > len : c->n != len)
        return 0;
    unsigned char *seen = xcalloc((size_t)len, 1);
    int ok = 1;
    for (int i = 0; i < c->n && ok; i++) {
        int r = c->cells[i] / m->cols, col = c->cells[i] % m->cols;
        int fixed = by_row ? r : col, pos = by_row ? col : r;
        int fixed0 = by_row ? c->cells[0] / m->cols : c->cells[0] % m->cols;
        ok = fixed == fixed0 && !seen[pos];
        seen[pos] = 1;
    }
    free(seen);
    return ok;
}

/* 1: the main diagonal (r == c), 2: the anti-diagonal (r + c == n - 1),
 * each cell once; 0: neither (a square grid only). */
static int diagonal_kind(const Model *m, const Constraint *c)
{
    if (m->rows != m->cols || c->n != m->rows)
        return 0;
    int main_ok = 1, anti_ok = 1;
    unsigned char *seen = xcalloc((size_t)c->n, 1);
    for (int i = 0; i < c->n; i++) {
        int r = c->cells[i] / m->cols, col = c->cells[i] % m->cols;
        main_ok &= r == col;
        anti_ok &= r + col == m->rows - 1;
        if (seen[r])
            main_ok = anti_ok = 0;
        seen[r] = 1;
    }
    free(seen);
    return main_ok ? 1 : anti_ok ? 2 : 0;
}

/* Greedy colouring: each item (region, cage) takes the lowest colour no
 * edge-neighbouring item has yet; owner[cell] is the item or -1. */
static void color_items(const Model *m, const int *owner, int nitems, int *color)
{
    for (int k = 0; k < nitems; k++)
        color[k] = -1;
    for (int k = 0; k < nitems; k++) {
        unsigned used = 0;
        for (int cell = 0; cell < m->ncells; cell++) {
            if (owner[cell] != k)
                continue;
            int r = cell / m->cols, c = cell % m->cols;
            int nb[4] = {r > 0 ? cell - m->cols : -1, r + 1 < m->rows ? cell + m->cols : -1,
                         c > 0 ? cell - 1 : -1, c + 1 < m->cols ? cell + 1 : -1};
            for (int i = 0; i < 4; i++)
                if (nb[i] >= 0 && owner[nb[i]] >= 0 && owner[nb[i]] != k &&
                    color[owner[nb[i]]] >= 0)
                    used |= 1u << color[owner[nb[i]]];
        }
        int col = 0;
        while (col < RENDER_NCOLORS && (used >> col & 1))
            col++;
        color[k] = col % RENDER_NCOLORS; /* more neighbours than colours: reuse */
    }
}

/* REGIONS. The distinct groups that are not rows, columns or diagonals are
 * taken in model order, each kept when it shares no cell with those kept
 * before; when the kept ones cover the grid they are its regions (boxes,
 * jigsaw pieces) and get thick borders, and the groups left over are
 * extra (shaded). When they do not cover it, every such group is extra:
 * a partial set of thick borders would read as boxes that are not there. */
static void find_regions(RenderLayout *l, const Model *m, unsigned char *other)
{
    int nreg = 0;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (!other[i])
            continue;
        int free_ = 1;
        for (int k = 0; k < c->n && free_; k++)
            free_ = l->region_of[c->cells[k]] < 0;
        if (!free_)
            continue;
        for (int k = 0; k < c->n; k++)
            l->region_of[c->cells[k]] = nreg;
        other[i] = 2; /* kept */
        nreg++;
    }
    int covered = nreg > 0;
    for (int cell = 0; cell < m->ncells && covered; cell++)
        covered = l->region_of[cell] >= 0 || !model_used(m, cell);
    if (!covered) {
        for (int cell = 0; cell < m->ncells; cell++)
            l->region_of[cell] = -1;
        nreg = 0;
    }
    for (int i = 0; i < m->ncons; i++)
        if (other[i] == 1 || (other[i] == 2 && !covered))
            for (int k = 0; k < m->cons[i].n; k++)
                l->extra[m->cons[i].cells[k]] = 1;
    l->nregions = nreg;
    l->region_color = xcalloc((size_t)(nreg ? nreg : 1), sizeof(int));
    color_items(m, l->region_of, nreg, l->region_color);
    for (int cell = 0; cell < m->ncells && covered; cell++) {
        int r = cell / m->cols, c = cell % m->cols;
        if (c + 1 < m->cols)
            l->thick_r[cell] = l->region_of[cell] != l->region_of[cell + 1];
        if (r + 1 < m->rows)
            l->thick_b[cell] = l->region_of[cell] != l->region_of[cell + m->cols];
    }
    /* the puzzle's outline: between a used cell and an unused one (two
     * unused cells share no border); not a Kakuro's, whose unused cells
     * are its black ones */
    for (int cell = 0; cell < m->ncells && m->unused && m->kind != KIND_KAKURO; cell++) {
        int r = cell / m->cols, c = cell % m->cols;
        if (c + 1 < m->cols)
            l->thick_r[cell] = m->unused[cell] != m->unused[cell + 1] ||
                               (!m->unused[cell] && l->thick_r[cell]);
        if (r + 1 < m->rows)
            l->thick_b[cell] = m->unused[cell] != m->unused[cell + m->cols] ||
                               (!m->unused[cell] && l->thick_b[cell]);
    }
}

/* A Kakuro's run: drawn as its clue, not as a cage. */
static int is_run(const Model *m, const Constraint *c)
{
    int clue;
    bool across;
    return kakuro_run(m, c, &clue, &across);
}

static void find_cages(RenderLayout *l, const Model *m)
{
    l->ncages = 0;
    for (int i = 0; i < m->ncons; i++)
        l->ncages += (m->cons[i].kind == CON_SUM && !is_run(m, &m->cons[i])) ||
                     con_is_plain_cage(&m->cons[i]);
    int n = l->ncages ? l->ncages : 1;
    l->cage = xcalloc((size_t)n, sizeof *l->cage);
    l->cage_first = xcalloc((size_t)n, sizeof(int));
    l->cage_color = xcalloc((size_t)n, sizeof(int));
    int k = 0;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        /* a Kakuro run is drawn by its clue cell (kakuro.c), an outside
         * sum or a little killer as a clue outside the grid (variants.c);
         * a cage without a total (a group) is drawn with no number */
        if (!con_is_plain_cage(c) &&
            (c->kind != CON_SUM || is_run(m, c) || !strncmp(c->name, "outsidesum_", 11) ||
             !strncmp(c->name, "littlekiller_", 13)))
            continue;
        l->cage[k] = c;
        l->cage_first[k] = c->n ? c->cells[0] : 0;
        for (int j = 0; j < c->n; j++) {
            if (c->cells[j] < l->cage_first[k])
                l->cage_first[k] = c->cells[j];
            if (l->cage_of[c->cells[j]] < 0)
                l->cage_of[c->cells[j]] = k;
        }
        k++;
    }
    l->ncages = k;
    color_items(m, l->cage_of, l->ncages, l->cage_color);
}

void render_layout_init(RenderLayout *l, const Model *m)
{
    memset(l, 0, sizeof *l);
    l->rows = m->rows;
    l->cols = m->cols;
    l->ncells = m->ncells;
    size_t nc = (size_t)m->ncells;
    l->thick_r = xcalloc(nc, 1);
    l->thick_b = xcalloc(nc, 1);
    l->extra = xcalloc(nc, 1);
    l->region_of = xmalloc(nc * sizeof(int));
    l->cage_of = xmalloc(nc * sizeof(int));
    for (size_t i = 0; i < nc; i++)
        l->region_of[i] = l->cage_of[i] = -1;
    /* other[i]: 1 for a distinct group that is no row, column or diagonal */
    unsigned char *other = xcalloc((size_t)(m->ncons ? m->ncons : 1), 1);
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (!is_group(c) || con_is_plain_cage(c) || c->n < 2 || is_line(m, c, 1) ||
            is_line(m, c, 0))
            continue;
        int d = diagonal_kind(m, c);
        if (d == 1)
            l->diag_main = 1;
        else if (d == 2)
            l->diag_anti = 1;
        else
            other[i] = 1;
    }
    find_regions(l, m, other);
    free(other);
    find_cages(l, m);
    int w = 1;
    for (int v = m->vmax; v >= 10; v /= 10)
        w++;
    l->vwidth = w;
}

void render_layout_free(RenderLayout *l)
{
    free(l->thick_r);
    free(l->thick_b);
    free(l->extra);
    free(l->region_of);
    free(l->region_color);
    free(l->cage);
    free(l->cage_first);
    free(l->cage_of);
    free(l->cage_color);
}
