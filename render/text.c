/* text.c -- a model as a boxed grid for a terminal: Unicode box drawing
 * (light lines inside regions, heavy ones on region borders and the
 * frame) or ASCII (+ - | on region borders only); Killer cages as a
 * second grid of cage labels beneath (the file's own, else letters),
 * bordered by cage, with the sums; a Kakuro's clue cells as they are
 * written in a .puz (16\7, and # for a blank); ANSI colours (cage
 * backgrounds, bold givens) when the caller asks. */
#include "render.h"

#include "kakuro.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* BOX DRAWING. The character where grid lines meet, by the weight of its
 * four arms: index up*27 + right*9 + down*3 + left, each 0 (none), 1
 * (light) or 2 (heavy); U+2500..U+257F has every combination. */
static const char *const box[81] = {
    " ", "╴", "╸", "╷", "┐", "┑", "╻", "┒", "┓",
    "╶", "─", "╾", "┌", "┬", "┭", "┎", "┰", "┱",
    "╺", "╼", "━", "┍", "┮", "┯", "┏", "┲", "┳",
    "╵", "┘", "┙", "│", "┤", "┥", "╽", "┧", "┪",
    "└", "┴", "┵", "├", "┼", "┽", "┟", "╁", "╅",
    "┕", "┶", "┷", "┝", "┾", "┿", "┢", "╆", "╈",
    "╹", "┚", "┛", "╿", "┦", "┩", "┃", "┨", "┫",
    "┖", "┸", "┹", "┞", "╀", "╃", "┠", "╂", "╉",
    "┗", "┺", "┻", "┡", "╄", "╇", "┣", "╊", "╋",
};

/* Cage and shading backgrounds: xterm 256-colour pastels, a black text. */
static const int ansi_bg[RENDER_NCOLORS] = {224, 194, 189, 230, 225, 195};
#define ANSI_SHADE 253

/* A cell's label: a value, or a cage's label (at most 16 characters, as
 * the compiler keeps them in a cage's name). */
#define LABEL_MAX 24

/* One grid to draw: per cell a label, a style and a background. */
typedef struct {
    const Model *m;
    const unsigned char *thick_r, *thick_b; /* region borders inside the grid */
    char (*label)[LABEL_MAX];
    int *bg;      /* xterm colour index, or -1 */
    int *style;   /* 0 plain, 1 a given (bold), 2 a found value (blue) */
    int cw;       /* label width */
    int ascii, color;
} TextGrid;

/* Weight of the edge above row i in column c, left of column j in row r. */
static int hweight(const TextGrid *g, int i, int c)
{
    if (i == 0 || i == g->m->rows)
        return 2;
    return g->thick_b[(i - 1) * g->m->cols + c] ? 2 : 1;
}

static int vweight(const TextGrid *g, int r, int j)
{
    if (j == 0 || j == g->m->cols)
        return 2;
    return g->thick_r[r * g->m->cols + j - 1] ? 2 : 1;
}

/* The junction at row line i, column line j. */
static const char *junction(const TextGrid *g, int i, int j)
{
    int u = i > 0 ? vweight(g, i - 1, j) : 0, d = i < g->m->rows ? vweight(g, i, j) : 0;
    int l = j > 0 ? hweight(g, i, j - 1) : 0, r = j < g->m->cols ? hweight(g, i, j) : 0;
    if (!g->ascii)
        return box[u * 27 + r * 9 + d * 3 + l];
    int vert = u == 2 || d == 2, horiz = l == 2 || r == 2;
    return vert && horiz ? "+" : vert ? "|" : horiz ? "-" : " ";
}

static void repeat(FILE *out, const char *s, int n)
{
    for (int i = 0; i < n; i++)
        fputs(s, out);
}

/* ASCII draws a column (row) line only where it has a heavy edge. */
static int ascii_col_line(const TextGrid *g, int j)
{
    for (int r = 0; r < g->m->rows; r++)
        if (vweight(g, r, j) == 2)
            return 1;
    return 0;
}

static int ascii_row_line(const TextGrid *g, int i)
{
    for (int c = 0; c < g->m->cols; c++)
        if (hweight(g, i, c) == 2)
            return 1;
    return 0;
}

/* LAYOUT. Unicode: every line drawn, a cell is " label " between them.
 * ASCII: a cell is " label"; a column line, where drawn, is "|" at the
 * left edge and " |" after a cell (so "| 5 3 . | ..."), a row line runs
 * under the same columns with '-' for heavy edges and '+' at crossings. */
static void row_line(FILE *out, const TextGrid *g, int i)
{
    int cols = g->m->cols;
    if (g->ascii && !ascii_row_line(g, i))
        return;
    for (int j = 0; j <= cols; j++) {
        if (g->ascii) {
            if (j && ascii_col_line(g, j))
                fputs(hweight(g, i, j - 1) == 2 ? "-" : " ", out);
            if (j == 0 || ascii_col_line(g, j))
                fputs(junction(g, i, j), out);
            if (j < cols)
                repeat(out, hweight(g, i, j) == 2 ? "-" : " ", g->cw + 1);
        } else {
            fputs(junction(g, i, j), out);
            if (j < cols)
                repeat(out, hweight(g, i, j) == 2 ? "━" : "─", g->cw + 2);
        }
    }
    fputc('\n', out);
}

static void cell_row(FILE *out, const TextGrid *g, int r)
{
    int cols = g->m->cols;
    for (int j = 0; j <= cols; j++) {
        int w = vweight(g, r, j);
        if (g->ascii) {
            if (j && ascii_col_line(g, j))
                fputc(' ', out);
            if (j == 0 || ascii_col_line(g, j))
                fputs(w == 2 ? "|" : " ", out);
        } else {
            fputs(w == 2 ? "┃" : "│", out);
        }
        if (j == cols)
            break;
        int cell = r * cols + j;
        int styled = g->color && (g->bg[cell] >= 0 || g->style[cell]);
        if (styled) {
            fputs("\033[", out);
            if (g->bg[cell] >= 0)
                fprintf(out, "48;5;%d;30", g->bg[cell]);
            if (g->style[cell])
                fprintf(out, "%s%s", g->bg[cell] >= 0 ? ";" : "", g->style[cell] == 1 ? "1" : "34");
            fputc('m', out);
        }
        fprintf(out, g->ascii ? " %*s" : " %*s ", g->cw, g->label[cell]);
        if (styled)
            fputs("\033[0m", out);
    }
    fputc('\n', out);
}

static void draw(FILE *out, const TextGrid *g)
{
    for (int r = 0; r <= g->m->rows; r++) {
        row_line(out, g, r);
        if (r < g->m->rows)
            cell_row(out, g, r);
    }
}

/* CAGE LABELS. A cage of a cages map keeps the label the file gave it
 * (its name is "cage_<label>", ir.h); the others (cage statements, Killer
 * lines, generated puzzles) take letters in the order puzc writes cage
 * maps, A..Z, a..z, then two letters (AA, AB, ...), each the next one no
 * file label uses. A file label that another cage already shows (two
 * labels cut alike) is not used twice: that cage takes a letter too. */
static void letters_label(int k, char *buf)
{
    static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    if (k < 52)
        snprintf(buf, LABEL_MAX, "%c", letters[k]);
    else
        snprintf(buf, LABEL_MAX, "%c%c", letters[(k / 52 - 1) % 52], letters[k % 52]);
}

static int label_taken(char (*name)[LABEL_MAX], int n, const char *label)
{
    for (int k = 0; k < n; k++)
        if (!strcmp(name[k], label))
            return 1;
    return 0;
}

/* name[k]: the label of cage k; returns the widest label's length. */
static int cage_labels(const RenderLayout *l, char (*name)[LABEL_MAX])
{
    int w = 1;
    unsigned char *own = xcalloc((size_t)(l->ncages ? l->ncages : 1), 1);
    for (int k = 0; k < l->ncages; k++) {
        const Constraint *cg = l->cage[k];
        name[k][0] = '\0';
        if (cg->labelled && !strncmp(cg->name, "cage_", 5) && cg->name[5] &&
            !label_taken(name, k, cg->name + 5)) {
            snprintf(name[k], LABEL_MAX, "%s", cg->name + 5);
            own[k] = 1;
        }
    }
    int next = 0;
    for (int k = 0; k < l->ncages; k++) {
        if (own[k])
            continue;
        char buf[LABEL_MAX];
        do
            letters_label(next++, buf);
        while (label_taken(name, l->ncages, buf));
        snprintf(name[k], LABEL_MAX, "%s", buf);
    }
    for (int k = 0; k < l->ncages; k++) {
        int n = (int)strlen(name[k]);
        w = n > w ? n : w;
    }
    free(own);
    return w;
}

/* The cage map: cage letters, heavy lines where cages meet, the sums. */
static void cage_map(FILE *out, const Model *m, const RenderLayout *l, TextGrid *g)
{
    unsigned char *tr = xcalloc((size_t)m->ncells, 1), *tb = xcalloc((size_t)m->ncells, 1);
    char (*name)[LABEL_MAX] = xcalloc((size_t)(l->ncages ? l->ncages : 1), sizeof *name);
    int width = cage_labels(l, name);
    for (int cell = 0; cell < m->ncells; cell++) {
        int r = cell / m->cols, c = cell % m->cols;
        if (c + 1 < m->cols)
            tr[cell] = l->cage_of[cell] != l->cage_of[cell + 1];
        if (r + 1 < m->rows)
            tb[cell] = l->cage_of[cell] != l->cage_of[cell + m->cols];
        if (l->cage_of[cell] >= 0)
            snprintf(g->label[cell], LABEL_MAX, "%s", name[l->cage_of[cell]]);
        else
            snprintf(g->label[cell], LABEL_MAX, ".");
        g->style[cell] = 0;
    }
    g->thick_r = tr;
    g->thick_b = tb;
    g->cw = width;
    fputs("\ncages:\n", out);
    draw(out, g);
    int col = 0;
    for (int k = 0; k < l->ncages; k++) {
        char item[LABEL_MAX + 16];
        int n = l->cage[k]->kind == CON_SUM /* a cage without a total: "A=?" */
                    ? snprintf(item, sizeof item, "%s=%d", name[k], l->cage[k]->total)
                    : snprintf(item, sizeof item, "%s=?", name[k]);
        if (col && col + 1 + n > 72) {
            fputc('\n', out);
            col = 0;
        }
        col += fprintf(out, "%s%s", col ? " " : "", item);
    }
    fputc('\n', out);
    free(tr);
    free(tb);
    free(name);
}

/* A Kakuro: its clue cells labelled "D\A" as a .puz writes them (either
 * sum left out), its blanks "#" (a '-' would read as a border line), on a
 * grey ground in colour; the white cells keep their values. */
static void kakuro_labels(const Model *m, TextGrid *g)
{
    int *down = xmalloc((size_t)m->ncells * sizeof *down);
    int *across = xmalloc((size_t)m->ncells * sizeof *across);
    char buf[16];
    kakuro_clues(m, down, across);
    for (int cell = 0; cell < m->ncells; cell++) {
        kakuro_cell_text(m, down, across, cell, 0, buf);
        if (buf[0] == '.')
            continue;
        snprintf(g->label[cell], LABEL_MAX, "%s", buf[0] == '-' ? "#" : buf);
        g->bg[cell] = ANSI_SHADE;
        g->style[cell] = 0;
        int w = (int)strlen(g->label[cell]);
        g->cw = w > g->cw ? w : g->cw;
    }
    free(down);
    free(across);
}

void render_text(FILE *out, const Model *m, const RenderLayout *l, const int *grid,
                 const puz_render_opts *o)
{
    TextGrid g = {m, l->thick_r, l->thick_b, NULL, NULL, NULL, l->vwidth, o->ascii, o->color};
    g.label = xcalloc((size_t)m->ncells, sizeof *g.label);
    g.bg = xmalloc((size_t)m->ncells * sizeof(int));
    g.style = xcalloc((size_t)m->ncells, sizeof(int));
    const int *vals = grid ? grid : m->given;
    for (int cell = 0; cell < m->ncells; cell++) {
        int r = cell / m->cols, c = cell % m->cols;
        if (!model_used(m, cell)) /* not part of the puzzle: blank */
            g.label[cell][0] = '\0';
        else if (vals[cell])
            snprintf(g.label[cell], LABEL_MAX, "%d", vals[cell]);
        else
            snprintf(g.label[cell], LABEL_MAX, ".");
        g.style[cell] = !model_used(m, cell) ? 0 : m->given[cell] ? 1 : vals[cell] ? 2 : 0;
        int diag = (l->diag_main && r == c) || (l->diag_anti && r + c == m->rows - 1);
        g.bg[cell] = l->cage_of[cell] >= 0 ? ansi_bg[l->cage_color[l->cage_of[cell]]]
                     : l->extra[cell] || diag ? ANSI_SHADE
                                              : -1;
    }
    if (m->kind == KIND_KAKURO)
        kakuro_labels(m, &g);
    draw(out, &g);
    if (l->diag_main || l->diag_anti)
        fprintf(out, "%s hold%s each value once\n",
                l->diag_main && l->diag_anti ? "both diagonals"
                : l->diag_main               ? "the main diagonal"
                                             : "the anti-diagonal",
                l->diag_main && l->diag_anti ? "" : "s");
    if (l->ncages)
        cage_map(out, m, l, &g);
    else if (!o->color) {
        int extra = 0;
        for (int cell = 0; cell < m->ncells; cell++)
            extra |= l->extra[cell];
        if (extra) { /* no shading to show them: a map */
            for (int cell = 0; cell < m->ncells; cell++) {
                snprintf(g.label[cell], LABEL_MAX, "%s", l->extra[cell] ? "#" : ".");
                g.style[cell] = 0;
            }
            g.cw = 1;
            fputs("\nextra distinct groups (#):\n", out);
            draw(out, &g);
        }
    }
    free(g.label);
    free(g.bg);
    free(g.style);
}
