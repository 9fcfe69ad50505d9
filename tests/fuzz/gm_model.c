/* gm_model.c -- random .puz models (gm.h): a header, then statements of
 * every kind, built token by token around a planted solution, often
 * repeated, often about the same few cells. A model is drawn at one of
 * three levels of mess: CLEAN ones parse and mostly check (so that the
 * checker, the backends and the rest see them), ODD ones parse but go to
 * the edges of meaning (cells outside the grid, a cell in two cages,
 * sums out of reach, blocks twice), BROKEN ones have damaged lines too. */
#include "gm_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { M_CLEAN, M_ODD, M_BROKEN };
static const unsigned mess_w[] = {45, 35, 20};

/* Header kinds, and how often each is drawn. */
enum { H_SUDOKU_RC, H_SUDOKU_N, H_KILLER_RC, H_KILLER_N, H_LATIN, H_GRID_RC, H_GRID_N, H_NONE };
static const unsigned header_w[] = {30, 8, 14, 4, 14, 22, 5, 1};
static const char *const header_word[] = {"sudoku", "sudoku", "killer", "killer",
                                          "latin",  "grid",   "grid"};

/* Statements, and their weights: cages and clues, the statements that
 * share cells, weigh most; ST_REPEAT writes an earlier line again and
 * ST_BURST one new line many times over. */
enum {
    ST_ROWS, ST_COLS, ST_BOXES, ST_DIAGONALS, ST_DISTINCT, ST_GIVEN, ST_GIVENS, ST_REGIONS,
    ST_CAGES, ST_SUMS, ST_CAGE, ST_SUM, ST_ODDEVEN, ST_LESS, ST_KROPKI, ST_ARROW, ST_VALUES,
    ST_HEADER, ST_META, ST_COMMENT, ST_GARBAGE, ST_REPEAT, ST_BURST, ST_COUNT
};
static const unsigned stmt_w[ST_COUNT] = {3, 3, 3, 3, 6, 10, 5, 3, 5, 2, 12, 6,
                                          4, 4, 4, 4, 2, 1, 2, 3, 1, 8, 3};

/* Tokens a damaged line may get in place of one of its own. */
static const char *const vocab[] = {
    "sudoku", "latin", "killer", "grid", "values", "distinct", "cage", "sum", "given",
    "givens", "regions", "cages", "sums", "odd", "even", "less", "thermo", "consecutive",
    "double", "arrow", "rows", "cols", "columns", "boxes", "diagonals", "name", "source",
    "=", ",", "..", "0", "1", "2", "9", "10", "36", "255", "256", "257", "65536",
    "999999999", "1000000000", "99999999999", "r0c1", "r1c0", "r1c1", "R2C2", "r257c1",
    "r1c999999999", "3x3", "0x0", "1x1", "16x16", "16x17", "x", "3x", "rc", "r1c", "r1",
    "\"", "\"a\\\"b\"", "#", "\\", "|", ".", "-", "_", "-1", "a", "A", "givn", "\xEF\xBB\xBF",
    "\xff", "\xc3\xa9", "\t"};
#define NVOCAB (sizeof vocab / sizeof vocab[0])

#define MAX_PREV 8
#define MAX_ITEMS 512

/* One cell or a rectangle between two corners (1-based, as written). */
typedef struct {
    int r, c, r2, c2, range;
} Item;

typedef struct {
    GmSrc *s;
    GmBuf *out;
    GmPlan p;
    int mess, kind, crlf, shout; /* M_*; header kind; CRLF ends; upper-case keywords */
    int strict;                /* this statement keeps to the CLEAN rules */
    int one_line;              /* name, source: no continuation (strict lines) */
    int hot[4], nhot;          /* cells (0-based) that many statements name */
    /* CLEAN models: what may appear once, and cells already caged or given */
    int done[ST_COUNT];
    unsigned char *caged, *given;
    unsigned *mark, stamp;     /* cells in the list being built */
    /* the line being built: tokens, each NUL-terminated in tok */
    GmBuf tok;
    size_t toff[MAX_ITEMS * 3 + 16];
    int ntok;
    char *prev[MAX_PREV];      /* earlier one-line statements, for repeats */
    int nprev, prev_next;
    Item items[MAX_ITEMS];     /* the cell list being built */
    int nitems;
} Gen;

/* Something at the edge of meaning (a lax line of an ODD or BROKEN
 * model), or of syntax (a lax line of a BROKEN one): with probability pct,
 * never in strict lines (every line of a CLEAN model, most of the others). */
static int odd(Gen *g, unsigned pct) { return !g->strict && gm_chance(g->s, pct); }
static int broken(Gen *g, unsigned pct)
{
    return g->mess == M_BROKEN && !g->strict && gm_chance(g->s, pct);
}

static int nvals(const Gen *g) { return g->p.vmax - g->p.vmin + 1; }

/* Whether the planted values of the cells idx[0..n) (0-based) differ:
 * strict lines add a group of cells that must differ only then, so that
 * clues taken from the plan cannot clash in it. */
static int plan_distinct(const Gen *g, const int *idx, int n)
{
    for (int i = 0; i < n; i++)
        for (int k = 0; k < i; k++)
            if (g->p.sol[idx[i]] == g->p.sol[idx[k]])
                return 0;
    return 1;
}

/* The same for every group of a label map (lab[cell] in 0..nlab-1, -1
 * none), in one pass: seen[v] holds the last label that had value v, the
 * cells taken label by label (a counting sort), so 65,536 boxes of a
 * 256x256 cost as little as one. */
static int plan_distinct_map(const Gen *g, const int *lab, int nlab)
{
    int n = g->p.rows * g->p.cols, nv = g->p.vmax - g->p.vmin + 1, ok = 1;
    int *start = calloc((size_t)nlab + 2, sizeof *start), *order = malloc((size_t)n * sizeof *order);
    int *seen = malloc((size_t)nv * sizeof *seen);
    if (!start || !order || !seen)
        abort();
    for (int i = 0; i < n; i++)
        if (lab[i] >= 0 && lab[i] < nlab)
            start[lab[i] + 2]++;
    for (int l = 0; l < nlab; l++)
        start[l + 2] += start[l + 1];
    for (int i = 0; i < n; i++)
        if (lab[i] >= 0 && lab[i] < nlab)
            order[start[lab[i] + 1]++] = i;
    for (int v = 0; v < nv; v++)
        seen[v] = -1;
    for (int l = 0, k = 0; l < nlab && ok; l++)
        for (; k < start[l + 1] && ok; k++) {
            int v = g->p.sol[order[k]] - g->p.vmin;
            ok = seen[v] != l;
            seen[v] = l;
        }
    free(seen);
    free(order);
    free(start);
    return ok;
}

static void tok(Gen *g, const char *t)
{
    if (g->ntok >= (int)(sizeof g->toff / sizeof g->toff[0]))
        return;
    g->toff[g->ntok++] = g->tok.len;
    gm_putn(&g->tok, t, strlen(t) + 1);
}

static void tokf(Gen *g, const char *fmt, long a)
{
    char buf[32];
    snprintf(buf, sizeof buf, fmt, a);
    tok(g, buf);
}

/* A keyword, in upper case in models that shout (the language ignores case). */
static void kw(Gen *g, const char *word)
{
    char buf[32];
    size_t n = strlen(word);
    for (size_t i = 0; i <= n && i < sizeof buf; i++)
        buf[i] = (char)(g->shout && word[i] >= 'a' && word[i] <= 'z' ? word[i] - 32 : word[i]);
    buf[sizeof buf - 1] = '\0';
    tok(g, buf);
}

static void newline(Gen *g)
{
    gm_puts(g->out, g->crlf ? "\r\n" : "\n");
}

/* Damages the tokens of the line: one dropped, doubled, swapped with the
 * next, replaced from the vocabulary, or the line cut after it. */
static void damage(Gen *g)
{
    if (g->ntok == 0)
        return;
    int i = (int)gm_below(g->s, (unsigned)g->ntok);
    const char *word = vocab[gm_below(g->s, NVOCAB)];
    size_t *o = g->toff;
    switch (gm_below(g->s, 5)) {
    case 0: /* dropped */
        memmove(o + i, o + i + 1, (size_t)(g->ntok - i - 1) * sizeof *o);
        g->ntok--;
        break;
    case 1: /* doubled */
        if (g->ntok < (int)(sizeof g->toff / sizeof g->toff[0])) {
            memmove(o + i + 1, o + i, (size_t)(g->ntok - i) * sizeof *o);
            g->ntok++;
        }
        break;
    case 2: /* swapped with the next */
        if (i + 1 < g->ntok) {
            size_t t = o[i];
            o[i] = o[i + 1];
            o[i + 1] = t;
        }
        break;
    case 3: /* replaced */
        o[i] = g->tok.len;
        gm_putn(&g->tok, word, strlen(word) + 1);
        break;
    default: /* cut */
        g->ntok = i + 1;
    }
}

/* Writes the tokens as one line (single blanks mostly; now and then tabs,
 * runs of blanks, continuations; in BROKEN models commas anywhere and a
 * damaged token), perhaps with a comment after it; keeps it for repeats. */
static void end_line(Gen *g, int keep)
{
    if (broken(g, 25))
        damage(g);
    GmBuf line;
    gm_buf_init(&line, 0);
    gm_puts(&line, "");
    int style = gm_chance(g->s, 85) || (g->one_line && g->strict) ? 0
                : g->mess == M_BROKEN && !g->strict ? 5 : 4;
    for (int i = 0; i < g->ntok; i++) {
        if (i > 0) {
            switch (style ? (int)gm_below(g->s, (unsigned)style) : 0) {
            case 0: gm_puts(&line, " "); break;
            case 1: gm_puts(&line, "\t"); break;
            case 2: gm_puts(&line, "   "); break;
            case 3: gm_puts(&line, " \\\n  "); break;
            default: gm_puts(&line, " , "); break;
            }
        }
        gm_puts(&line, g->tok.text + g->toff[i]);
    }
    if (gm_chance(g->s, 3))
        gm_puts(&line, gm_chance(g->s, 50) ? "  # a comment, r1c1 = 5" : " \t");
    gm_putn(g->out, line.text, line.len);
    newline(g);
    if (keep && line.len < 4096) {
        free(g->prev[g->prev_next]);
        g->prev[g->prev_next] = line.text;
        line.text = NULL;
        g->prev_next = (g->prev_next + 1) % MAX_PREV;
        if (g->nprev < MAX_PREV)
            g->nprev++;
    }
    gm_buf_free(&line);
    g->ntok = 0;
    g->tok.len = 0;
}

/* ---- cells ---- */

static int inside(const Gen *g, int r, int c) /* 1-based */
{
    return r >= 1 && c >= 1 && r <= g->p.rows && c <= g->p.cols;
}

static int plan_value(const Gen *g, int r, int c) /* 1-based; 0 outside */
{
    return inside(g, r, c) ? g->p.sol[(r - 1) * g->p.cols + (c - 1)] : 0;
}

static int edge_coord(Gen *g, int n)
{
    switch (gm_below(g->s, 6)) {
    case 0: return 0;
    case 1: return n;
    case 2: return 1;
    case 3: return g->mess == M_BROKEN && !g->strict ? 1000000000 : 999999999;
    case 4: return 999999999;
    default: return n + 1;
    }
}

/* A cell (1-based): one of the hot cells, a cell at or past the edge (not
 * in CLEAN models), or any cell of the grid. */
static void pick_cell(Gen *g, int *r, int *c)
{
    int k = (int)gm_below(g->s, 100);
    if (g->nhot && k < 35) {
        int h = g->hot[gm_below(g->s, (unsigned)g->nhot)];
        *r = h / g->p.cols + 1;
        *c = h % g->p.cols + 1;
    } else if (k < 38 && !g->strict) {
        *r = gm_chance(g->s, 50) ? edge_coord(g, g->p.rows) : gm_range(g->s, 1, g->p.rows);
        *c = gm_chance(g->s, 50) ? edge_coord(g, g->p.cols) : gm_range(g->s, 1, g->p.cols);
    } else {
        *r = gm_range(g->s, 1, g->p.rows);
        *c = gm_range(g->s, 1, g->p.cols);
    }
}

/* A neighbour of (r, c) inside the plan, or (r, c) itself. */
static void step(Gen *g, int *r, int *c)
{
    static const int dr[] = {0, 1, 0, -1}, dc[] = {1, 0, -1, 0};
    int d = (int)gm_below(g->s, 4);
    int nr = *r + dr[d], nc = *c + dc[d];
    if (inside(g, nr, nc)) {
        *r = nr;
        *c = nc;
    }
}

/* A list length: mostly short, sometimes long; empty or one past `most`
 * now and then in models that are not CLEAN. */
static int list_len(Gen *g, int most)
{
    if (most < 1)
        most = 1;
    switch (gm_weighted(g->s, (const unsigned[]){60, 28, 8, 2, 2}, 5)) {
    case 0: return gm_range(g->s, 1, 4 < most ? 4 : most);
    case 1: return gm_range(g->s, 1, 12 < most ? 12 : most);
    case 2: return gm_range(g->s, 1, most);
    case 3: return g->strict ? 1 : 0;
    default: return g->strict ? most : most + gm_range(g->s, 1, 3);
    }
}

/* What a list's cells must be in CLEAN models, besides inside the grid
 * and once a list: of distinct planted values (distinct groups, cages),
 * not caged before (cages). */
enum { F_DISTINCT = 1, F_CAGE = 2 };

/* The number of cells `it` names (its rectangle's, for a range). */
static int item_cells(const Item *it)
{
    if (!it->range)
        return 1;
    long h = labs((long)it->r2 - it->r) + 1, w = labs((long)it->c2 - it->c) + 1;
    return h * w > 1000000 ? 1000000 : (int)(h * w);
}

/* Whether the cells of `it` may join the list being built (flags F_*;
 * vals: the planted values taken so far); if so they are taken. */
static int fits(Gen *g, const Item *it, int flags, unsigned char *vals)
{
    if (!g->strict)
        return 1;
    int r0 = it->r, r1 = it->range ? it->r2 : it->r, c0 = it->c, c1 = it->range ? it->c2 : it->c;
    if (r0 > r1) {
        int t = r0;
        r0 = r1;
        r1 = t;
    }
    if (c0 > c1) {
        int t = c0;
        c0 = c1;
        c1 = t;
    }
    if (!inside(g, r0, c0) || !inside(g, r1, c1) || (r1 - r0 + 1) * (c1 - c0 + 1) > 16)
        return 0;
    int took[16], n = 0, ok = 1;
    for (int r = r0; r <= r1 && ok; r++)
        for (int c = c0; c <= c1 && ok; c++) {
            int i = (r - 1) * g->p.cols + c - 1, v = g->p.sol[i] - g->p.vmin;
            if (g->mark[i] == g->stamp || ((flags & F_CAGE) && g->caged[i]) ||
                ((flags & F_DISTINCT) && vals[v])) {
                ok = 0;
                break;
            }
            g->mark[i] = g->stamp;
            if (flags & F_DISTINCT)
                vals[v] = 1;
            took[n++] = i;
        }
    if (!ok) /* put back what this item took */
        for (int k = 0; k < n; k++) {
            g->mark[took[k]] = 0;
            if (flags & F_DISTINCT)
                vals[g->p.sol[took[k]] - g->p.vmin] = 0;
        }
    return ok;
}

/* Builds g->items: up to n cells, a walk through neighbours (walk) or
 * anywhere, a few written as ranges; in CLEAN models only cells that fit
 * (above, flags F_*); a cage's cells are caged then. */
static void make_items(Gen *g, int n, int walk, int flags)
{
    if (n > MAX_ITEMS)
        n = MAX_ITEMS;
    unsigned char *vals = calloc((size_t)nvals(g), 1);
    if (!vals)
        abort();
    g->stamp++;
    int r, c;
    pick_cell(g, &r, &c);
    g->nitems = 0;
    for (int tries = 0, cells = 0; cells < n && g->nitems < MAX_ITEMS && tries < 3 * n + 8;
         tries++) {
        Item it = {r, c, 0, 0, 0};
        if (gm_chance(g->s, 8)) {
            it.range = 1;
            it.r2 = r + gm_range(g->s, -2, 3);
            it.c2 = c + gm_range(g->s, -2, 3);
        }
        if ((!g->strict || cells + item_cells(&it) <= n) && fits(g, &it, flags, vals)) {
            g->items[g->nitems++] = it;
            cells += item_cells(&it);
        }
        if (walk && !gm_chance(g->s, 10))
            step(g, &r, &c);
        else
            pick_cell(g, &r, &c);
    }
    if ((flags & F_CAGE) && g->strict) /* every cell this list marked */
        for (int i = 0; i < g->p.rows * g->p.cols; i++)
            if (g->mark[i] == g->stamp)
                g->caged[i] = 1;
    free(vals);
}

/* The planted values of the items' cells, ranges expanded. */
static long items_sum(const Gen *g)
{
    long sum = 0;
    for (int i = 0; i < g->nitems; i++) {
        const Item *it = &g->items[i];
        int r0 = it->r, r1 = it->range ? it->r2 : it->r, c0 = it->c, c1 = it->range ? it->c2 : it->c;
        for (int r = r0 < r1 ? r0 : r1; r <= (r0 < r1 ? r1 : r0) && r - r0 < 64; r++)
            for (int c = c0 < c1 ? c0 : c1; c <= (c0 < c1 ? c1 : c0) && c - c0 < 64; c++)
                sum += plan_value(g, r, c);
    }
    return sum;
}

static void cell_tok(Gen *g, int r, int c)
{
    char buf[48];
    snprintf(buf, sizeof buf, gm_chance(g->s, 3) ? "R%dC%d" : "r%dc%d", r, c);
    tok(g, buf);
}

/* Writes the items: blanks or commas between them, ranges as a..b. */
static void items_toks(Gen *g)
{
    int commas = gm_chance(g->s, 30);
    for (int i = 0; i < g->nitems; i++) {
        const Item *it = &g->items[i];
        if (i > 0 && commas)
            tok(g, ",");
        cell_tok(g, it->r, it->c);
        if (it->range) {
            tok(g, "..");
            cell_tok(g, it->r2, it->c2);
        }
    }
}

/* A total: the planted sum, or (not in CLEAN models) off by one, or at
 * the ends of what a number may be. */
static long total_of(Gen *g, long planted)
{
    if (g->strict)
        return planted;
    switch (gm_weighted(g->s, (const unsigned[]){80, 8, 4, 4, 4}, 5)) {
    case 0: return planted;
    case 1: return planted + (gm_chance(g->s, 50) ? 1 : -1);
    case 2: return 0;
    case 3: return g->mess == M_BROKEN && !g->strict && gm_chance(g->s, 50) ? 1000000000 : 999999999;
    default: return gm_range(g->s, 1, 100);
    }
}

/* A value for a clue: the planted one, or (not in CLEAN models) at or
 * past the range. */
static int clue_value(Gen *g, int planted)
{
    if (g->strict)
        return planted;
    switch (gm_weighted(g->s, (const unsigned[]){88, 3, 3, 2, 2, 2}, 6)) {
    case 0: return planted ? planted : g->p.vmin;
    case 1: return g->p.vmin - 1;
    case 2: return g->p.vmax + 1;
    case 3: return g->p.vmax;
    case 4: return 999999999;
    default: return gm_range(g->s, g->p.vmin, g->p.vmax);
    }
}

/* ---- statements ---- */

static void header_line(Gen *g, int kind, int a, int b)
{
    kw(g, header_word[kind]);
    if (kind == H_SUDOKU_RC || kind == H_KILLER_RC || kind == H_GRID_RC) {
        char buf[48];
        snprintf(buf, sizeof buf, "%dx%d", a, b);
        tok(g, buf);
    } else {
        tokf(g, "%ld", a);
    }
    end_line(g, 0);
}

/* The size of a header: small mostly, medium, at the caps, or (not in
 * CLEAN models) past them or not a size at all. */
static void header_size(Gen *g, int kind, int *a, int *b)
{
    int cls = gm_weighted(g->s, (const unsigned[]){85, 8, 3, g->strict ? 0 : 4}, 4);
    int boxes = kind == H_SUDOKU_RC || kind == H_KILLER_RC;
    int square = kind == H_SUDOKU_N || kind == H_KILLER_N;
    static const int past[] = {0, 257, 999999999, 65536, 1000000000};
    int npast = g->mess == M_BROKEN ? 5 : 4;
    if (boxes) {
        if (cls == 0) {
            *a = gm_weighted(g->s, (const unsigned[]){10, 45, 40, 5}, 4) + 1;
            *b = gm_weighted(g->s, (const unsigned[]){10, 45, 40, 5}, 4) + 1;
        } else if (cls == 1) {
            *a = gm_range(g->s, 1, 6);
            *b = gm_range(g->s, 1, 6);
        } else if (cls == 2) {
            *a = gm_chance(g->s, 70) ? 16 : 1;
            *b = *a == 16 ? 16 : 256;
        } else {
            *a = gm_chance(g->s, 50) ? 16 : past[gm_below(g->s, (unsigned)npast)];
            *b = *a == 16 ? 17 : gm_range(g->s, 0, 3);
        }
    } else if (square) {
        static const int small[] = {4, 9, 1, 16, 6, 2, 8};
        *a = cls == 0 ? small[gm_below(g->s, g->strict ? 4 : 7)]
             : cls == 1 ? (gm_chance(g->s, 50) ? 25 : 36)
             : cls == 2 ? 256 : past[gm_below(g->s, (unsigned)npast)];
        *b = 0;
    } else if (kind == H_LATIN || kind == H_GRID_N) {
        *a = cls == 0 ? gm_range(g->s, 1, 9) : cls == 1 ? gm_range(g->s, 10, 40)
             : cls == 2 ? 256 : past[gm_below(g->s, (unsigned)npast)];
        *b = 0;
    } else { /* grid RxC */
        if (cls == 0) {
            *a = gm_range(g->s, 1, 9);
            *b = gm_chance(g->s, 70) ? *a : gm_range(g->s, 1, 9);
        } else if (cls == 1) {
            *a = gm_range(g->s, 1, 40);
            *b = gm_range(g->s, 1, 40);
        } else if (cls == 2) {
            *a = gm_chance(g->s, 50) ? 256 : 1;
            *b = *a == 256 && gm_chance(g->s, 50) ? 256 : 256 / *a;
        } else {
            *a = past[gm_below(g->s, (unsigned)npast)];
            *b = gm_range(g->s, 0, 5);
        }
    }
}

/* values A..B: the plan's range, else (not in CLEAN models) an edge. */
static void values_line(Gen *g)
{
    int a = g->p.vmin, b = g->p.vmax;
    switch (g->strict ? 0 : gm_weighted(g->s, (const unsigned[]){70, 4, 4, 4, 4, 4, 4, 2}, 8)) {
    case 0: break;
    case 1: a = 0; break;
    case 2: a = 1; b = 256; break;
    case 3: a = 1; b = 257; break;
    case 4: a = b; b = g->p.vmin; break;
    case 5: b = a; break;
    case 6: a = 256; b = 256; break;
    default: a = 1; b = 999999999; break;
    }
    kw(g, "values");
    tokf(g, "%ld", a);
    tok(g, "..");
    tokf(g, "%ld", b);
    end_line(g, 1);
}

/* distinct rows|cols|boxes RxC|diagonals|cells. CLEAN models keep to
 * what the grid allows: lines no longer than the values, diagonals on a
 * square, boxes that tile the grid on a grid without boxes, once. */
static void distinct_line(Gen *g, int what)
{
    int clean = g->strict, nv = nvals(g);
    if (clean && ((what == ST_ROWS && g->p.cols > nv) || (what == ST_COLS && g->p.rows > nv) ||
                  (what == ST_DIAGONALS && (g->p.rows != g->p.cols || g->p.rows > nv))))
        return;
    if (clean && what == ST_DIAGONALS) {
        int n = g->p.rows, ok;
        int *idx = malloc(2 * (size_t)n * sizeof *idx);
        if (!idx)
            abort();
        for (int i = 0; i < n; i++) {
            idx[i] = i * (n + 1);
            idx[n + i] = i * n + (n - 1 - i);
        }
        ok = plan_distinct(g, idx, n) && plan_distinct(g, idx + n, n);
        free(idx);
        if (!ok)
            return;
    }
    int br = 0, bc = 0;
    if (what == ST_BOXES) {
        br = g->p.box_r;
        bc = g->p.box_c;
        if (clean) {
            if (g->done[ST_BOXES] || g->kind == H_SUDOKU_RC || g->kind == H_SUDOKU_N ||
                g->kind == H_KILLER_RC || g->kind == H_KILLER_N)
                return;
            br = 0;
            for (int t = 0; t < 8 && !br; t++) { /* a divisor of each side, the box small enough */
                int x = gm_range(g->s, 1, 4), y = gm_range(g->s, 1, 4);
                if (g->p.rows % x == 0 && g->p.cols % y == 0 && x * y <= nv) {
                    br = x;
                    bc = y;
                }
            }
            if (br) { /* the plan's boxes must hold distinct values */
                int n = g->p.rows * g->p.cols, per = g->p.cols / bc;
                int *lab = malloc((size_t)n * sizeof *lab);
                if (!lab)
                    abort();
                for (int i = 0; i < n; i++)
                    lab[i] = (i / g->p.cols / br) * per + (i % g->p.cols) / bc;
                if (!plan_distinct_map(g, lab, (g->p.rows / br) * per))
                    br = 0;
                free(lab);
            }
            if (!br)
                return;
            g->done[ST_BOXES] = 1;
        } else if (!br || gm_chance(g->s, 30)) {
            br = gm_range(g->s, 1, 4);
            bc = gm_range(g->s, 1, 4);
        }
    }
    kw(g, "distinct");
    switch (what) {
    case ST_ROWS: kw(g, "rows"); break;
    case ST_COLS: kw(g, gm_chance(g->s, 20) ? "columns" : "cols"); break;
    case ST_DIAGONALS: kw(g, "diagonals"); break;
    case ST_BOXES: {
        kw(g, "boxes");
        char buf[32];
        snprintf(buf, sizeof buf, "%dx%d", br, bc);
        tok(g, broken(g, 10) ? "3" : buf);
        break;
    }
    default:
        make_items(g, list_len(g, nv), gm_chance(g->s, 50), F_DISTINCT);
        if (!g->nitems && clean) {
            g->ntok = 0;
            return;
        }
        items_toks(g);
    }
    end_line(g, 1);
}

/* cage TOTAL cells (a walk; in CLEAN models uncaged cells of distinct
 * planted values), sum TOTAL cells */
static void cage_line(Gen *g, int plain)
{
    make_items(g, list_len(g, plain ? 20 : nvals(g)), 1, plain ? 0 : F_DISTINCT | F_CAGE);
    if (!g->nitems && g->strict)
        return;
    kw(g, plain ? "sum" : "cage");
    tokf(g, "%ld", total_of(g, items_sum(g)));
    items_toks(g);
    end_line(g, 1);
}

/* given r1c1 = 5[,] ...: cells not given before, in CLEAN models. */
static void given_line(Gen *g)
{
    int n = gm_weighted(g->s, (const unsigned[]){50, 30, 15, 5}, 4) * 2 + 1;
    n = gm_range(g->s, 1, n);
    int commas = gm_chance(g->s, 70), written = 0;
    for (int i = 0; i < n; i++) {
        int r, c;
        pick_cell(g, &r, &c);
        if (g->strict) {
            int k = (r - 1) * g->p.cols + c - 1;
            if (g->given[k])
                continue;
            g->given[k] = 1;
        }
        if (written == 0)
            kw(g, "given");
        else if (commas)
            tok(g, ",");
        cell_tok(g, r, c);
        tok(g, "=");
        tokf(g, "%ld", clue_value(g, plan_value(g, r, c)));
        written++;
    }
    if (written)
        end_line(g, 1);
}

/* odd/even cells whose planted values have that parity (mostly). */
static void parity_line(Gen *g)
{
    int want_odd = gm_chance(g->s, 50), n = list_len(g, 10);
    g->stamp++;
    g->nitems = 0;
    for (int i = 0; i < n && i < MAX_ITEMS; i++) {
        Item it = {1, 1, 0, 0, 0};
        for (int t = 0; t < 4; t++) {
            pick_cell(g, &it.r, &it.c);
            if (plan_value(g, it.r, it.c) % 2 == want_odd)
                break;
        }
        if (fits(g, &it, 0, NULL))
            g->items[g->nitems++] = it;
    }
    if (g->strict && (!g->nitems || (want_odd ? g->p.vmin == g->p.vmax && g->p.vmin % 2 == 0
                                                      : g->p.vmin == g->p.vmax && g->p.vmin % 2)))
        return;
    kw(g, want_odd ? "odd" : "even");
    items_toks(g);
    end_line(g, 1);
}

/* less/thermo: a walk, ordered by planted value (bulb first). */
static void less_line(Gen *g)
{
    make_items(g, list_len(g, nvals(g)), 1, F_DISTINCT);
    for (int i = 0; i < g->nitems; i++)
        if (g->strict)
            g->items[i].range = 0;
    if (g->strict && g->nitems < 2)
        return;
    if (!odd(g, 10))
        for (int i = 1; i < g->nitems; i++) /* insertion sort by planted value */
            for (int k = i; k > 0 && plan_value(g, g->items[k].r, g->items[k].c) <
                                         plan_value(g, g->items[k - 1].r, g->items[k - 1].c);
                 k--) {
                Item t = g->items[k];
                g->items[k] = g->items[k - 1];
                g->items[k - 1] = t;
            }
    kw(g, gm_chance(g->s, 50) ? "less" : "thermo");
    items_toks(g);
    end_line(g, 1);
}

/* consecutive/double: a pair of neighbours whose planted values fit. */
static void kropki_line(Gen *g)
{
    int dbl = gm_chance(g->s, 50);
    int r, c, r2 = 1, c2 = 1;
    pick_cell(g, &r, &c);
    for (int t = 0; t < 6; t++) {
        r2 = r;
        c2 = c;
        step(g, &r2, &c2);
        int a = plan_value(g, r, c), b = plan_value(g, r2, c2);
        if (dbl ? (a == 2 * b || b == 2 * a) : (a - b == 1 || b - a == 1))
            break;
    }
    if (g->strict && ((r == r2 && c == c2) || nvals(g) < 2 ||
                               (dbl && 2 * g->p.vmin > g->p.vmax)))
        return;
    g->items[0] = (Item){r, c, 0, 0, 0};
    g->items[1] = (Item){r2, c2, 0, 0, 0};
    g->nitems = 2;
    if (odd(g, 5))
        g->nitems = gm_range(g->s, 0, 1);
    if (odd(g, 5))
        make_items(g, gm_range(g->s, 3, 6), 1, 0);
    kw(g, dbl ? "double" : "consecutive");
    items_toks(g);
    end_line(g, 1);
}

/* arrow CIRCLE = cells: cells whose planted values add up to the circle's
 * (in CLEAN models no cell twice, the circle not on the arrow). */
static void arrow_line(Gen *g)
{
    int r, c;
    pick_cell(g, &r, &c);
    int want = plan_value(g, r, c), sum = 0;
    g->stamp++;
    g->nitems = 0;
    Item circle = {r, c, 0, 0, 0};
    if (!fits(g, &circle, 0, NULL))
        return;
    int n = gm_range(g->s, 1, 4);
    for (int t = 0; t < 12 && g->nitems < n; t++) {
        Item it = {r, c, 0, 0, 0};
        if (gm_chance(g->s, 60))
            step(g, &it.r, &it.c);
        else
            pick_cell(g, &it.r, &it.c);
        int v = plan_value(g, it.r, it.c);
        if ((sum + v <= want || odd(g, 10)) && fits(g, &it, 0, NULL)) {
            g->items[g->nitems++] = it;
            sum += v;
        }
    }
    if (g->strict && (!g->nitems || (long)g->nitems * g->p.vmin > g->p.vmax))
        return;
    kw(g, "arrow");
    cell_tok(g, r, c);
    tok(g, "=");
    items_toks(g);
    end_line(g, 1);
}

/* name or source: bare text, a quoted string with escapes, or (BROKEN)
 * one left open or missing. */
static void meta_line(Gen *g, int which)
{
    static const char *const texts[] = {
        "AI Escargot", "\"https://example.org/#12\"", "\"a \\\"quoted\\\" \\\\ name\"",
        "r1c1 = 5 # not a clue", "\"\"", "caf\xc3\xa9", "\"tab\there\"", "\"unterminated", ""};
    kw(g, which ? "name" : "source");
    const char *t = texts[gm_below(g->s, g->mess == M_BROKEN && !g->strict ? 9 : 7)];
    if (*t)
        tok(g, t);
    /* The text after name or source runs to the end of its line: a '\'
     * there is part of it, not a continuation (the lexer's TEXT state). */
    g->one_line = 1;
    end_line(g, 0);
    g->one_line = 0;
}

static void comment_line(Gen *g)
{
    static const char *const lines[] = {"# a comment", "", "   ", "\t# indented comment",
                                        "#", "# r1c1 = 5 \\"};
    gm_puts(g->out, lines[gm_below(g->s, sizeof lines / sizeof lines[0])]);
    newline(g);
}

static void garbage_line(Gen *g)
{
    static const char *const lines[] = {
        "\xEF\xBB\xBFsudoku 3x3", "r1c1", "12 3 4", "\"unterminated", "givn r1c1 = 1",
        "5 3 . . 7 . . . .", "....", "given r1c1 = ", "cage r1c1", "sum 5", "arrow r1c1 r1c2",
        "distinct", "distinct boxes", "values 1..", "values ..9", "sums a=", "sums =3",
        "given r1c1 = 5 r1c2", "\x01\x02", "cage 5 r1c1..", "cage 5 ..r1c1", "odd ,",
        "less r1c1,,r1c2", "name", "grid 3x", "x3", "1e5", "r99999999999c1", "given r1c1 == 5",
        "\\"};
    gm_puts(g->out, lines[gm_below(g->s, sizeof lines / sizeof lines[0])]);
    newline(g);
}

/* ---- blocks ---- */

/* Room for a block of about `bytes` more? Else the block is cut short. */
static int room(const Gen *g, size_t bytes)
{
    return !g->out->limit || g->out->len + bytes < g->out->limit;
}

/* The rows of a block: rows x cols entries, written one character a cell
 * (grouped by boxes with '|', rulers between bands, now and then) or as
 * blank-separated tokens; in models that are not CLEAN a row too short or
 * too long, a row too many or too few, now and then. */
static void block_rows(Gen *g, char **cell, int chars)
{
    int rows = g->p.rows, cols = g->p.cols;
    if (odd(g, 4))
        rows += gm_chance(g->s, 50) ? 1 : -1;
    int bad_row = odd(g, 4) ? (int)gm_below(g->s, (unsigned)rows + 1) : -1;
    int groups = g->p.box_c && gm_chance(g->s, 40), rulers = g->p.box_r && gm_chance(g->s, 40);
    int indent = gm_chance(g->s, 70);
    if (!g->strict && !room(g, (size_t)rows * (size_t)cols * (chars ? 2 : 5) + 64))
        rows = g->strict ? 0 : (int)gm_below(g->s, 3); /* cut short: too few rows */
    for (int r = 0; r < rows; r++) {
        if (rulers && r > 0 && r % g->p.box_r == 0 && r <= g->p.rows) {
            gm_puts(g->out, indent ? "  " : "");
            for (int c = 0; c < cols; c++) {
                if (c > 0 && c % g->p.box_c == 0)
                    gm_puts(g->out, chars ? "+" : "-+-");
                gm_puts(g->out, chars ? "-" : "--");
            }
            newline(g);
        }
        if (gm_chance(g->s, 2)) {
            gm_puts(g->out, gm_chance(g->s, 50) ? "" : "  # a comment in a block");
            newline(g);
        }
        gm_puts(g->out, indent ? "  " : "");
        int n = cols;
        if (r == bad_row)
            n += gm_chance(g->s, 50) ? 1 : -1;
        for (int c = 0; c < n; c++) {
            int src = (r < g->p.rows ? r : g->p.rows - 1) * g->p.cols + (c < cols ? c : cols - 1);
            if (c > 0) {
                if (groups && c % g->p.box_c == 0)
                    gm_puts(g->out, chars ? "|" : " | ");
                else if (!chars)
                    gm_puts(g->out, " ");
            }
            gm_puts(g->out, cell[src]);
        }
        newline(g);
    }
}

/* A block keyword, once in CLEAN models (where a block too large for the
 * text's limit is left out). */
static int block_start(Gen *g, int st, const char *word, size_t bytes)
{
    if (g->strict && (g->done[st] || !room(g, bytes)))
        return 0;
    g->done[st] = 1;
    kw(g, word);
    end_line(g, 0);
    return 1;
}

static char **cells_new(int n, char **store)
{
    char **cell = malloc((size_t)n * sizeof *cell);
    *store = malloc((size_t)n * 16);
    if (!cell || !*store)
        abort();
    for (int i = 0; i < n; i++)
        cell[i] = *store + (size_t)i * 16;
    return cell;
}

static void givens_block(Gen *g)
{
    static const unsigned density_w[] = {10, 30, 25, 20, 15};
    static const int density[] = {0, 20, 50, 80, 100};
    int pct = density[gm_weighted(g->s, density_w, 5)];
    int chars = g->p.vmax <= 35 && gm_chance(g->s, 60);
    int n = g->p.rows * g->p.cols;
    if (!block_start(g, ST_GIVENS, "givens", (size_t)n * (chars ? 2 : 5) + 64))
        return;
    char *store, **cell = cells_new(n, &store);
    static const char *const empty[] = {".", "0", "_"};
    const char *blank = empty[gm_weighted(g->s, (const unsigned[]){80, 15, 5}, 3)];
    for (int i = 0; i < n; i++) {
        if (!gm_chance(g->s, (unsigned)pct) || (g->strict && g->given[i])) {
            snprintf(cell[i], 16, "%s", blank);
            continue;
        }
        g->given[i] = 1;
        int v = gm_chance(g->s, 95) ? g->p.sol[i] : clue_value(g, g->p.sol[i]);
        if (chars)
            snprintf(cell[i], 16, "%c", v >= 0 && v <= 35 ? gm_value_char(v) : '#');
        else
            snprintf(cell[i], 16, "%d", v);
    }
    block_rows(g, cell, chars);
    free(store);
    free(cell);
}

/* A label map block's rows: labels per cell, -1 as '.'. */
static void map_rows(Gen *g, const int *lab, int nlabels)
{
    int n = g->p.rows * g->p.cols;
    int chars = nlabels <= 52 && gm_chance(g->s, 50);
    char *store, **cell = cells_new(n, &store);
    for (int i = 0; i < n; i++) {
        if (lab[i] < 0)
            snprintf(cell[i], 16, ".");
        else
            gm_label(lab[i], cell[i]);
    }
    block_rows(g, cell, chars);
    free(store);
    free(cell);
}

/* regions: boxes (or rows) as regions, then a few neighbouring cells swapped
 * between regions (sizes kept; perhaps no longer connected). CLEAN models:
 * on a square grid with as many values as its side only. */
static void regions_block(Gen *g)
{
    int n = g->p.rows * g->p.cols, rows = g->p.rows, cols = g->p.cols;
    if (g->strict && (rows != cols || cols != nvals(g)))
        return;
    if (!block_start(g, ST_REGIONS, "regions", (size_t)n * 5 + 64))
        return;
    int *lab = malloc((size_t)n * sizeof *lab);
    if (!lab)
        abort();
    int nlab = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            int l = g->p.box_r ? (r / g->p.box_r) * (cols / g->p.box_c) + c / g->p.box_c : r;
            lab[r * cols + c] = l;
            if (l + 1 > nlab)
                nlab = l + 1;
        }
    int swaps = gm_weighted(g->s, (const unsigned[]){50, 30, 20}, 3);
    swaps = swaps == 0 ? 0 : swaps == 1 ? gm_range(g->s, 1, 3) : gm_range(g->s, 4, 40);
    for (int k = 0; k < swaps; k++) {
        int r = gm_range(g->s, 1, rows), c = gm_range(g->s, 1, cols), r2 = r, c2 = c;
        step(g, &r2, &c2);
        int a = (r - 1) * cols + c - 1, b = (r2 - 1) * cols + c2 - 1, t = lab[a];
        lab[a] = lab[b];
        lab[b] = t;
    }
    if (g->strict && !plan_distinct_map(g, lab, nlab)) /* clues could clash: no swaps */
        for (int i = 0; i < n; i++) {
            int r = i / cols, c = i % cols;
            lab[i] = g->p.box_r ? (r / g->p.box_r) * (cols / g->p.box_c) + c / g->p.box_c : r;
        }
    if (odd(g, 3))
        lab[gm_below(g->s, (unsigned)n)] = gm_chance(g->s, 50) ? -1 : nlab++;
    map_rows(g, lab, nlab);
    free(lab);
}

/* sums lines for the cages of lab: label=total, a few to a line; in
 * models that are not CLEAN a label left out, written twice or unknown,
 * now and then. */
static void sums_lines(Gen *g, const int *lab, int ncages)
{
    int n = g->p.rows * g->p.cols;
    long *sum = calloc((size_t)ncages + 1, sizeof *sum);
    if (!sum)
        abort();
    for (int i = 0; i < n; i++)
        if (lab[i] >= 0)
            sum[lab[i]] += g->p.sol[i];
    int per_line = gm_chance(g->s, 70) ? 1000 : gm_range(g->s, 1, 12);
    int commas = gm_chance(g->s, 30);
    for (int k = 0, on_line = 0; k <= ncages; k++) {
        if (k == ncages || on_line == per_line ||
            g->ntok + 4 > (int)(sizeof g->toff / sizeof g->toff[0])) {
            if (on_line)
                end_line(g, 0);
            on_line = 0;
            if (k == ncages)
                break;
        }
        if (odd(g, 2))
            continue; /* left out */
        if (on_line == 0)
            kw(g, "sums");
        else if (commas)
            tok(g, ",");
        char buf[16];
        int label = odd(g, 2) ? ncages + (int)gm_below(g->s, 3) : k;
        tok(g, gm_label(label, buf));
        tok(g, "=");
        tokf(g, "%ld", total_of(g, sum[k]));
        on_line++;
        if (odd(g, 2))
            k--; /* the same label again */
    }
    free(sum);
}

/* cages + sums: a partition (CLEAN: cells not caged before, each cage's
 * planted values distinct, a cell that would repeat one alone in a cage). */
static void cages_block(Gen *g)
{
    int n = g->p.rows * g->p.cols, nv = nvals(g);
    if (!block_start(g, ST_CAGES, "cages", (size_t)n * 5 + 64))
        return;
    int *lab = malloc((size_t)n * sizeof *lab);
    if (!lab)
        abort();
    int ncages = gm_partition(g->s, g->p.rows, g->p.cols, gm_chance(g->s, 30) ? 0 : 10, 0, lab);
    if (g->strict) {
        unsigned char *seen = calloc((size_t)ncages * (size_t)nv + 1, 1);
        int *size = calloc((size_t)ncages + 1, sizeof *size), *renum = malloc(((size_t)n + 1) * sizeof *renum);
        if (!seen || !size || !renum)
            abort();
        for (int i = 0; i < n; i++) {
            if (lab[i] < 0)
                continue;
            if (g->caged[i]) {
                lab[i] = -1;
                continue;
            }
            int v = g->p.sol[i] - g->p.vmin;
            if (seen[(size_t)lab[i] * (size_t)nv + (size_t)v] || size[lab[i]] == nv)
                lab[i] = -2 - i; /* a cage of its own, numbered below */
            else {
                seen[(size_t)lab[i] * (size_t)nv + (size_t)v] = 1;
                size[lab[i]]++;
            }
        }
        /* cages numbered again in order of first appearance */
        for (int i = 0; i <= n; i++)
            renum[i] = -1;
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (lab[i] == -1)
                continue;
            int key = lab[i] >= 0 ? lab[i] : n; /* singles: each new */
            if (key == n || renum[key] < 0) {
                int id = k++;
                if (key < n)
                    renum[key] = id;
                lab[i] = id;
            } else {
                lab[i] = renum[key];
            }
            g->caged[i] = 1;
        }
        ncages = k;
        free(renum);
        free(size);
        free(seen);
    }
    map_rows(g, lab, ncages);
    if (!odd(g, 3))
        sums_lines(g, lab, ncages);
    free(lab);
}

/* A sums line with no cages block before it (or one more after it). */
static void sums_alone(Gen *g)
{
    kw(g, "sums");
    int n = gm_range(g->s, 0, 4);
    for (int i = 0; i < n; i++) {
        char buf[16];
        tok(g, gm_label((int)gm_below(g->s, 60), buf));
        tok(g, "=");
        tokf(g, "%ld", gm_range(g->s, 0, 50));
    }
    end_line(g, 1);
}

/* ---- the model ---- */

static void statement(Gen *g, int st, int a, int b);

/* One new line (of the kinds that make one line), written k times. In
 * CLEAN models only kinds that may repeat: distinct, sum and variants. */
static void burst(Gen *g, int a, int b)
{
    static const int kinds[] = {ST_CAGE, ST_GIVEN, ST_CAGE, ST_DISTINCT, ST_SUM, ST_ODDEVEN,
                                ST_LESS, ST_ARROW, ST_KROPKI};
    int k = gm_chance(g->s, 20) ? gm_range(g->s, 41, 300) : gm_range(g->s, 2, 40);
    int first = g->mess == M_CLEAN ? 3 : 0;
    int had = g->nprev ? g->prev_next : -1;
    statement(g, kinds[first + (int)gm_below(g->s, (unsigned)(9 - first))], a, b);
    if (!g->nprev || g->prev_next == had)
        return; /* nothing written */
    const char *line = g->prev[(g->prev_next + MAX_PREV - 1) % MAX_PREV];
    for (int i = 1; i < k && room(g, strlen(line) + 2); i++) {
        gm_puts(g->out, line);
        newline(g);
    }
}

static void statement(Gen *g, int st, int a, int b)
{
    g->strict = g->mess == M_CLEAN || !gm_chance(g->s, g->mess == M_ODD ? 35 : 50);
    switch (st) {
    case ST_ROWS:
    case ST_COLS:
    case ST_BOXES:
    case ST_DIAGONALS:
    case ST_DISTINCT: distinct_line(g, st); break;
    case ST_GIVEN: given_line(g); break;
    case ST_GIVENS: givens_block(g); break;
    case ST_REGIONS: regions_block(g); break;
    case ST_CAGES: cages_block(g); break;
    case ST_SUMS: sums_alone(g); break;
    case ST_CAGE: cage_line(g, 0); break;
    case ST_SUM: cage_line(g, 1); break;
    case ST_ODDEVEN: parity_line(g); break;
    case ST_LESS: less_line(g); break;
    case ST_KROPKI: kropki_line(g); break;
    case ST_ARROW: arrow_line(g); break;
    case ST_VALUES: values_line(g); break;
    case ST_HEADER: header_line(g, gm_chance(g->s, 50) && g->kind < H_NONE ? g->kind : H_LATIN,
                                a, b); break;
    case ST_META: meta_line(g, gm_chance(g->s, 50)); break;
    case ST_COMMENT: comment_line(g); break;
    case ST_GARBAGE: garbage_line(g); break;
    case ST_REPEAT:
        if (g->nprev) {
            gm_puts(g->out, g->prev[gm_below(g->s, (unsigned)g->nprev)]);
            newline(g);
        }
        break;
    default: burst(g, a, b); break;
    }
}

/* A statement kind for this model: CLEAN models leave out what would be
 * an error anywhere (a second header or values line, name or source, a
 * sums line of its own, garbage) and repeat only what may repeat. */
static int pick_statement(Gen *g)
{
    int st = gm_weighted(g->s, stmt_w, ST_COUNT);
    if (g->mess == M_CLEAN &&
        (st == ST_VALUES || st == ST_HEADER || st == ST_META || st == ST_SUMS ||
         st == ST_GARBAGE || st == ST_REPEAT))
        return ST_COMMENT;
    if (g->mess != M_BROKEN && st == ST_GARBAGE)
        return ST_REPEAT;
    return st;
}

void gm_model(GmSrc *s, GmBuf *out)
{
    Gen g;
    memset(&g, 0, sizeof g);
    g.s = s;
    g.out = out;
    gm_buf_init(&g.tok, 0);
    g.mess = gm_weighted(s, mess_w, 3);
    g.strict = g.mess == M_CLEAN; /* the header and what comes before it */
    g.kind = gm_weighted(s, header_w, g.mess == M_CLEAN ? 7 : 8);
    int a = 3, b = 3;
    if (g.kind != H_NONE)
        header_size(&g, g.kind, &a, &b);
    /* the plan: the grid and values the header makes */
    int rows, cols, vmin = 1, vmax, br = 0, bc = 0;
    switch (g.kind) {
    case H_SUDOKU_RC:
    case H_KILLER_RC:
        rows = cols = vmax = (long)a * b > 100000 ? 100000 : a * b;
        br = a;
        bc = b;
        break;
    case H_SUDOKU_N:
    case H_KILLER_N:
        rows = cols = vmax = a;
        for (int k = 1; k * k <= a; k++)
            br = bc = k * k == a ? k : br;
        break;
    case H_GRID_RC: rows = a; cols = b; vmax = a > b ? a : b; break;
    case H_NONE: rows = cols = vmax = 9; br = bc = 3; break;
    default: rows = cols = vmax = a; break;
    }
    int grid = g.kind == H_GRID_RC || g.kind == H_GRID_N;
    int values = grid && gm_chance(s, 75);
    if (values && gm_chance(s, 20)) { /* another range than the default */
        vmin = gm_range(s, 1, 3);
        vmax = vmin + gm_range(s, 0, rows > cols ? rows : cols);
        if (g.mess == M_CLEAN && vmax > 256)
            vmax = 256;
    }
    g.crlf = gm_chance(s, 4);
    g.shout = gm_chance(s, 3);
    gm_plan_make(s, &g.p, rows, cols, vmin, vmax, br, bc);
    int n = g.p.rows * g.p.cols;
    g.caged = calloc((size_t)n, 1);
    g.given = calloc((size_t)n, 1);
    g.mark = calloc((size_t)n, sizeof *g.mark);
    if (!g.caged || !g.given || !g.mark)
        abort();
    g.nhot = gm_range(s, 1, 3);
    for (int i = 0; i < g.nhot; i++)
        g.hot[i] = (int)gm_below(s, (unsigned)n);

    if (broken(&g, 5))
        gm_puts(out, "\xEF\xBB\xBF");
    else if (gm_chance(s, 2))
        gm_puts(out, "\xEF\xBB\xBF"); /* a BOM at the start is fine */
    static const char *const mess_name[] = {"clean", "odd", "broken"};
    gm_printf(out, "# gen_model: %s", mess_name[g.mess]); /* for whoever reads it */
    newline(&g);
    if (gm_chance(s, 15))
        meta_line(&g, 1);
    if (gm_chance(s, 10))
        meta_line(&g, 0);
    if (odd(&g, 3))
        statement(&g, ST_GIVEN, a, b); /* before the header */
    if (g.kind != H_NONE)
        header_line(&g, g.kind, a, b);
    if (values)
        values_line(&g);
    if (grid && gm_chance(s, 80)) {
        distinct_line(&g, ST_ROWS);
        distinct_line(&g, ST_COLS);
    }
    static const unsigned count_w[] = {15, 40, 30, 15};
    int nst;
    switch (gm_weighted(s, count_w, 4)) {
    case 0: nst = gm_range(s, 0, 3); break;
    case 1: nst = gm_range(s, 4, 15); break;
    case 2: nst = gm_range(s, 16, 60); break;
    default: nst = gm_range(s, 61, 300); break;
    }
    for (int i = 0; i < nst && !gm_full(out); i++)
        statement(&g, pick_statement(&g), a, b);
    /* a last line without its newline, or with a continuation */
    if (out->len && out->text[out->len - 1] == '\n' && gm_chance(s, 5)) {
        out->len -= out->len > 1 && out->text[out->len - 2] == '\r' ? 2 : 1;
        out->text[out->len] = '\0';
        if (gm_chance(s, 20))
            gm_puts(out, " \\");
    }
    for (int i = 0; i < MAX_PREV; i++)
        free(g.prev[i]);
    free(g.caged);
    free(g.given);
    free(g.mark);
    gm_buf_free(&g.tok);
    gm_plan_free(&g.p);
}
