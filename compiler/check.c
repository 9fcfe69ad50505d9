/* check.c -- the checking pass: validates the model as written against
 * its grid and lowers it to the IR. Pass 1 finds the header (grid size,
 * values) and repeated one-off statements; pass 2 turns every statement,
 * in file order, into constraints; the end pairs cage maps with sums,
 * enters the givens and looks for givens that repeat inside a group.
 *
 * LOWERING (statement -> IR constraints, named as messages show them)
 *   sudoku|killer RxC, N     rows, cols, R x C boxes      row1.. col1.. box1..
 *   latin N                  rows, cols
 *   distinct rows|cols       one group per row/column
 *   distinct boxes RxC       one group per box (boxes must tile the grid)
 *   distinct diagonals       main and anti diagonal        diag1 diag2
 *   distinct <cells>         one group                     distinct_r1c1
 *   regions map              one group per label           region_a
 *   cages map + sums, cage   SUM, distinct                 cage_a, cage_r1c1
 *   cage <cells> (no total)  one group                     cage_r1c1
 *   sum                      SUM                           sum_r1c1
 *   givens block, given      GIVEN (model_set_given)       given_r4c7
 *   odd, even <cells>        PARITY (total 1 odd, 0 even)  odd_r1c1 even_r1c1
 *   less, thermo <cells>     LESS, cells in order          less_r1c1 thermo_r1c1
 *   consecutive A B          CONSEC                        consecutive_r1c1
 *   double A B               DOUBLE                        double_r1c1
 *   arrow A = B C ...        ARROW, the circle A first     arrow_r1c1
 *   nonconsecutive           NONCONSEC over every pair of  nonconsecutive
 *                            orthogonal neighbours
 *   nonconsecutive <cells>   the same over the neighbour   nonconsecutive_r1c1
 *                            pairs inside the cells
 *   xv X|V A B               XV, total 10 (X) or 5 (V)     xv_r1c1
 *   negative consecutive     after every statement (so     negative_consecutive
 *                            the marks are known): NONCONSEC over the
 *                            neighbour pairs with no consecutive mark
 *   negative kropki          NONCONSEC and NONDOUBLE over  negative_kropki
 *                            the pairs with no consecutive and no double mark
 *   negative xv              NONXV over the pairs with no  negative_xv
 *                            xv mark
 *   skyscraper N <cells>     SKYSCRAPER, total N, cells    skyscraper_r1c1
 *                            as written (from the clue inward)
 *   outsidesum N <cells>     SUM (values may repeat)       outsidesum_r1c1
 *   littlekiller N <cells>   SUM along a diagonal          littlekiller_r1c1
 *   antiknight, antiking     DIFFER over every knight's /  antiknight, antiking
 *                            king's move pair
 *   german|dutch <cells>,    WHISPER, total 5 | 4 | N,     whisper_r1c1
 *   whisper N <cells>        over the line's neighbour pairs
 *   palindrome <cells>       EQUAL over the mirror pairs   palindrome_r1c1
 *   clone A1..Ak B1..Bk      EQUAL over Ai Bi              clone_r1c1
 *   renban <cells>           RENBAN, cells as written      renban_r1c1
 *   minimum|maximum <cells>  LESS of two cells per         minimum_r1c1
 *                            orthogonal neighbour, the     maximum_r1c1
 *                            smaller first (one name a cell)
 *   between <cells>          BETWEEN, cells as written     between_r1c1
 *   sandwich N <cells>       SANDWICH, total N, cells as   sandwich_r1c1
 *                            written (from the clue inward)
 *   xsum N <cells>           XSUM, total N, cells from     xsum_r1c1
 *                            the clue inward
 *   regionsum <cells>        at the end (the regions       regionsum_r1c1
 *                            known): the line cut into its runs through
 *                            one region (a box, a region of a regions
 *                            map); REGIONSUM of each run and the next
 *   quadruple <cells> = V..  QUADRUPLE of the 2x2 (one     quadruple_r1c1
 *                            cell: its top left), the values packed
 *   disjoint                 at the end: one group per     disjoint1 ...
 *                            place in a box, its cells in every box
 * A mark is a statement on two orthogonal neighbours; the negatives come
 * after the cages of a cage map, before the givens.
 *   sudoku samurai (a named  its grids (layouts.h), each  g1row1 g1col1 g1box1
 *   layout), grid RxC +      grid's rows, columns, boxes  (a group two grids
 *   sudoku RxC at rXcY ...   (model_add_grids); cells in  share: once)
 *                            no grid unused
 *   unused <cells>, '-' in   the mask (model_mark_unused)  unused_r1c10
 *   the givens block         before any group is built; each unused cell
 *                            fixed to vmin at the end (ir.h: UNUSED CELLS)
 *   kakuro RxC + givens      a distinct SUM per run        across_r2c1 down_r1c2
 *                            (kakuro.c; named by the clue cell); the clue
 *                            and blank cells unused, as '-' above
 * A group is PERM when it has as many cells as there are values (each value
 * exactly once), else ALLDIFF (each at most once). Example: `sudoku 2x2`
 * with `given r1c1 = 3` gives 12 PERM (row1-4, col1-4, box1-4) and 1 GIVEN;
 * `grid 2x3` + `values 1..3` + `distinct cols` gives 3 ALLDIFF of 2 cells. */
#include "check.h"

#include "gridfmt.h"
#include "kakuro.h"
#include "layouts.h"
#include "quadruple.h"
#include "util.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One cell of a grid block as read: its text (not NUL-terminated), or
 * len < 0 when its row could not be read. */
typedef struct {
    const char *text;
    int len, line, col;
} Span;

/* One label of a label map (regions, cages), in order of first use. */
typedef struct {
    const char *text;
    int len;
    int first;       /* its first cell */
    int n;           /* its number of cells */
    int sum;         /* cages: from a sums line */
    bool has_sum;
    Loc sum_loc;
} Label;

/* A label map read from a block. */
typedef struct {
    Span *span;
    int *label_of;   /* per cell: index into labels, -1 for none */
    Label *labels;
    int nlabels;
    int *index;      /* hash of the labels: a label's number, -1 for free */
    unsigned mask;   /* its size - 1 (a power of two, over twice the cells) */
    bool ok;         /* every row read */
    int layout;
} LabelMap;

/* A regionsum line as written, read at the end (read_regionsums). */
typedef struct RsumLine {
    int *cells;
    Loc *locs;
    int n;
    Loc loc;
} RsumLine;

typedef struct {
    Diag *d;
    Model *m;
    int rows, cols, vmin, vmax, nvals;
    const AstStmt *header, *values;
    /* givens, before they enter the model (so repeats can name both) */
    int *gval;
    Loc *gloc;
    /* cages: which cage (index into cage_names) holds each cell */
    int *cage_of;
    Loc *cage_loc;
    char (*cage_names)[24];
    int ncages, cap_cages;   /* cage_names grows: a rejected cage counts too */
    /* scratch for one expanded cell list */
    int *list;
    Loc *list_loc;
    int *mark, stamp;
    bool have_rows, have_cols, have_diags;
    Loc box_loc;
    int layout;
    bool have_layout;      /* from a givens block */
    bool have_map_layout;  /* from a label map, used when no givens block */
    LabelMap cagemap;
    const AstStmt *cages_block;
    bool cagemap_read;
    const AstStmt *negative[3]; /* negative consecutive, kropki, xv (AST_NEG_*) */
    const AstStmt *disjoint;    /* disjoint: kept for the end (the boxes known) */
    struct RsumLine *rsum;      /* regionsum lines: kept for the end (the regions known) */
    int nrsum;
    bool mask_open;        /* reading the mask: unused cells may be listed */
    const Layout *named;   /* a `sudoku NAME` header's layout */
    ModelGrid *places;     /* grids placed by `sudoku RxC at` lines */
    int nplaces;
} Check;

static Loc span_loc(Span s)
{
    Loc l = {s.line, s.col, s.line, s.col + (s.len > 0 ? s.len : 1)};
    return l;
}

static bool loc_before(Loc a, Loc b)
{
    return a.first_line != b.first_line ? a.first_line < b.first_line
                                        : a.first_column < b.first_column;
}

static const char *cname(const Check *c, int cell, char *buf)
{
    return cell_name(c->m, cell, buf);
}

/* ---- pass 1: the header and the statements that may appear once ---- */

/* A second header, values line, name, source or block of the same kind. */
static void once(Check *c, const AstStmt **slot, const AstStmt *s, const char *what)
{
    if (*slot) {
        diag_error(c->d, s->loc, "duplicate %s", what);
        diag_note(c->d, (*slot)->loc, "the first one is here");
        return;
    }
    *slot = s;
}

/* header -> sudoku RxC | sudoku N | killer RxC | killer N | latin N
 *         | grid RxC | grid N | kakuro RxC | kakuro N
 * Sets the grid and the default values; false (reported) when unusable. */
static bool read_header(Check *c, const AstStmt *h, int *box_r, int *box_c)
{
    const char *word = ast_kind_word(h->kind);
    long long r = h->size.r, k = h->size.c;
    *box_r = *box_c = 0;
    if (h->kind == AST_LAYOUT) {
        c->named = layout_find(h->text);
        if (!c->named) {
            char names[256];
            layout_names(names, sizeof names);
            diag_error(c->d, h->loc, "unknown layout '%.24s' (layouts: %s)", h->text, names);
            return false;
        }
        c->rows = c->named->rows;
        c->cols = c->named->cols;
        c->vmin = 1;
        c->vmax = 9;
        return true;
    }
    if (h->kind == AST_SUDOKU || h->kind == AST_KILLER) {
        if (k == 0) {
            long long q = 0;
            while ((q + 1) * (q + 1) <= r)
                q++;
            if (r >= 1 && q * q != r) {
                diag_error(c->d, h->size_loc,
                           "%s %lld: the box shape is unclear (%lld is not a square); "
                           "write the box as RxC, e.g. %s 2x3 for a 6x6 grid",
                           word, r, r, word);
                return false;
            }
            r = k = q;
        }
        if (r < 1 || k < 1) {
            diag_error(c->d, h->size_loc, "a box needs at least one row and one column");
            return false;
        }
        if (r * k > PUZ_MAX_SIDE) {
            diag_error(c->d, h->size_loc,
                       "%lldx%lld boxes make the grid %lldx%lld, larger than the solver's "
                       "limit of %dx%d", r, k, r * k, r * k, PUZ_MAX_SIDE, PUZ_MAX_SIDE);
            return false;
        }
        *box_r = (int)r;
        *box_c = (int)k;
        c->rows = c->cols = (int)(r * k);
    } else {
        if (h->kind == AST_LATIN && k && k != r) {
            diag_error(c->d, h->size_loc, "a latin square has as many rows as columns: "
                       "write latin N");
            return false;
        }
        if (k == 0)
            k = r;
        if (r < 1 || k < 1) {
            diag_error(c->d, h->size_loc, "a grid needs at least one row and one column");
            return false;
        }
        if (r > PUZ_MAX_SIDE || k > PUZ_MAX_SIDE) {
            diag_error(c->d, h->size_loc,
                       "the grid %lldx%lld is larger than the solver's limit of %dx%d", r, k,
                       PUZ_MAX_SIDE, PUZ_MAX_SIDE);
            return false;
        }
        c->rows = (int)r;
        c->cols = (int)k;
    }
    c->vmin = 1;
    c->vmax = c->rows > c->cols ? c->rows : c->cols;
    if (h->kind == AST_KAKURO) {
        c->vmin = KAKURO_VMIN;
        c->vmax = KAKURO_VMAX;
    }
    return true;
}

/* sudoku RxC at rXcY [step S] [boxstep B] lines -> c->places: under a
 * `grid` header only, each a Sudoku of one size that fits the frame. The
 * values are 1..N of that size unless a values line says otherwise. */
static bool read_places(Check *c, const AstFile *f)
{
    bool ok = true;
    int n0 = 0;
    for (const AstStmt *s = f->first; s && !diag_full(c->d); s = s->next) {
        if (s->kind != AST_PLACE)
            continue;
        if (s->pheader != AST_SUDOKU) {
            diag_error(c->d, s->loc, "only Sudoku grids can be placed in a frame: write "
                       "`sudoku RxC at rXcY`");
            ok = false;
            continue;
        }
        if (c->header->kind != AST_GRID) {
            diag_error(c->d, s->loc, "a Sudoku is placed at a cell of a frame: the header "
                       "must be `grid RxC` (the frame)");
            diag_note(c->d, c->header->loc, "the header is here");
            return false;
        }
        long long br = s->psize.r, bc = s->psize.c ? s->psize.c : 0;
        if (!bc) { /* sudoku N: square boxes */
            long long q = 1;
            while ((q + 1) * (q + 1) <= br)
                q++;
            if (q * q != br) {
                diag_error(c->d, s->psize_loc, "sudoku %lld: the box shape is unclear (%lld "
                           "is not a square); write the box as RxC", br, br);
                ok = false;
                continue;
            }
            br = bc = q;
        }
        if (br < 1 || bc < 1 || br * bc > PUZ_MAX_SIDE) {
            diag_error(c->d, s->psize_loc, "a placed Sudoku needs boxes of 1 to %d cells",
                       PUZ_MAX_SIDE);
            ok = false;
            continue;
        }
        int n = (int)(br * bc);
        if (n0 && n != n0) {
            diag_error(c->d, s->psize_loc, "the grids of a frame share their values: this one "
                       "is %dx%d, the first %dx%d", n, n, n0, n0);
            ok = false;
            continue;
        }
        n0 = n;
        long long step = s->step ? s->step : 1, boxstep = s->boxstep ? s->boxstep : br * step;
        if (step < 1 || boxstep < 1) {
            diag_error(c->d, step < 1 ? s->step_loc : s->boxstep_loc,
                       "a step is at least 1");
            ok = false;
            continue;
        }
        ModelGrid g = {s->at.row - 1, s->at.col - 1, (int)br, (int)bc, (int)step, (int)boxstep};
        long long last_r = g.row + (n / br - 1) * boxstep + (br - 1) * step;
        long long last_c = g.col + (n / bc - 1) * boxstep + (bc - 1) * step;
        if ((br > 1 || bc > 1) && (boxstep < br * step || boxstep < bc * step)) {
            diag_error(c->d, s->boxstep_loc, "boxstep %lld is less than a box's extent (%lld): "
                       "its boxes would overlap", boxstep, br * step);
            ok = false;
            continue;
        }
        if (g.row < 0 || g.col < 0 || last_r >= c->rows || last_c >= c->cols) {
            diag_error(c->d, s->at.loc, "this %dx%d Sudoku does not fit the %dx%d frame: it "
                       "runs from r%dc%d to r%lldc%lld", n, n, c->rows, c->cols, s->at.row,
                       s->at.col, last_r + 1, last_c + 1);
            ok = false;
            continue;
        }
        if ((c->nplaces & (c->nplaces - 1)) == 0) /* 0, 1, 2, 4, ...: room doubles */
            c->places = xrealloc(c->places, (size_t)(c->nplaces ? 2 * c->nplaces : 1) *
                                                sizeof *c->places);
        c->places[c->nplaces++] = g;
    }
    if (ok && c->nplaces && !c->values) {
        c->vmin = 1;
        c->vmax = n0;
    }
    if (ok && c->nplaces && c->vmax - c->vmin + 1 != n0) {
        diag_error(c->d, c->values->loc, "the frame's %dx%d Sudokus need %d values, not %d",
                   n0, n0, n0, c->vmax - c->vmin + 1);
        ok = false;
    }
    return ok;
}

/* values -> 'values' lo '..' hi: 1 <= lo <= hi, at most PUZ_MAX_VALUES. */
static bool read_values(Check *c, const AstStmt *v)
{
    long long lo = v->lo, hi = v->hi;
    if (lo < 1) {
        diag_error(c->d, v->lo_loc, "values start at 1 or more (0 marks an empty cell)");
        return false;
    }
    if (hi < lo) {
        diag_error(c->d, v->hi_loc, "empty value range %lld..%lld", lo, hi);
        return false;
    }
    if (hi - lo + 1 > PUZ_MAX_VALUES) {
        diag_error(c->d, v->hi_loc, "%lld values are more than the solver's limit of %d",
                   hi - lo + 1, PUZ_MAX_VALUES);
        return false;
    }
    if (c->header->kind != AST_GRID && (lo != c->vmin || hi != c->vmax)) {
        diag_error(c->d, v->loc, "the %s header fixes the values to %d..%d",
                   ast_kind_word(c->header->kind), c->vmin, c->vmax);
        diag_note(c->d, c->header->loc, "the header is here");
        return false;
    }
    c->vmin = (int)lo;
    c->vmax = (int)hi;
    return true;
}

/* ---- cells, values, givens ---- */

static int cell_at(Check *c, int row, int col, Loc loc)
{
    if (row < 1 || row > c->rows || col < 1 || col > c->cols) {
        diag_error(c->d, loc, "cell r%dc%d is outside the %dx%d grid", row, col, c->rows,
                   c->cols);
        return -1;
    }
    return (row - 1) * c->cols + (col - 1);
}

/* A range's corners as written, from the range's location: the first
 * corner runs to the "..", the second back from the end over the
 * characters a cell is written with (r12c3). */
static Loc first_corner(const Check *c, Loc range)
{
    size_t len;
    const char *line = c->d->src ? source_line(c->d->src, range.first_line, &len) : NULL;
    if (!line)
        return range;
    int col = range.first_column;
    while ((size_t)col <= len && isalnum((unsigned char)line[col - 1]))
        col++;
    Loc l = {range.first_line, range.first_column, range.first_line, col};
    return l;
}

static Loc second_corner(const Check *c, Loc range)
{
    size_t len;
    const char *line = c->d->src ? source_line(c->d->src, range.last_line, &len) : NULL;
    if (!line || (size_t)range.last_column - 1 > len)
        return range;
    int col = range.last_column;
    while (col > 1 && isalnum((unsigned char)line[col - 2]))
        col--;
    Loc l = {range.last_line, col, range.last_line, range.last_column};
    return l;
}

/* cells -> the cells of every item in order into c->list; a range is the
 * rectangle between its two corners, row by row. Returns the count, or -1
 * after reporting a cell outside the grid or a cell listed twice. */
static int expand(Check *c, const AstCells *l)
{
    int n = 0;
    bool bad = false;
    char nb[CELL_NAME_MAX];
    c->stamp++;
    for (int i = 0; i < l->n; i++) {
        if (diag_full(c->d))
            return -1; /* a list of a million cells need not be read to its end */
        const AstCellItem *it = &l->v[i];
        Loc loc = it->loc;
        bool range = it->row2 != it->row || it->col2 != it->col;
        int a = cell_at(c, it->row, it->col, range ? first_corner(c, loc) : loc);
        int b = range ? cell_at(c, it->row2, it->col2, second_corner(c, loc)) : a;
        if (a < 0 || b < 0) {
            bad = true;
            continue;
        }
        int r0 = a / c->cols, r1 = b / c->cols, c0 = a % c->cols, c1 = b % c->cols;
        if (r0 > r1) {
            int t = r0; r0 = r1; r1 = t;
        }
        if (c0 > c1) {
            int t = c0; c0 = c1; c1 = t;
        }
        bool told = false;
        for (int r = r0; r <= r1; r++)
            for (int k = c0; k <= c1; k++) {
                int cell = r * c->cols + k;
                if (!c->mask_open && !model_used(c->m, cell)) {
                    if (!told)
                        diag_error(c->d, loc, "%s is an unused cell (not part of the puzzle)",
                                   cname(c, cell, nb));
                    told = bad = true;
                    continue;
                }
                if (c->mark[cell] == c->stamp) {
                    if (!told)
                        diag_error(c->d, loc, "%s appears twice in this list",
                                   cname(c, cell, nb));
                    told = bad = true;
                    continue;
                }
                c->mark[cell] = c->stamp;
                c->list_loc[n] = loc;
                c->list[n++] = cell;
            }
    }
    return bad ? -1 : n;
}

static bool value_ok(Check *c, long long v, Loc loc)
{
    if (v >= c->vmin && v <= c->vmax)
        return true;
    diag_error(c->d, loc, "value %lld is outside %d..%d", v, c->vmin, c->vmax);
    return false;
}

static void stage_given(Check *c, int cell, int v, Loc loc)
{
    char nb[CELL_NAME_MAX];
    if (!model_used(c->m, cell)) {
        diag_error(c->d, loc, "%s is an unused cell (not part of the puzzle): it cannot be given",
                   cname(c, cell, nb));
        return;
    }
    if (c->gval[cell] == v) { /* redundant, not contradictory: the model stands */
        diag_warning(c->d, loc, "%s is given %d twice; the second is redundant",
                     cname(c, cell, nb), v);
        diag_note(c->d, c->gloc[cell], "%s is first given here", nb);
        return;
    }
    if (c->gval[cell]) {
        diag_error(c->d, loc, "%s is given twice, as %d and %d", cname(c, cell, nb),
                   c->gval[cell], v);
        diag_note(c->d, c->gloc[cell], "%s is first given here", nb);
        return;
    }
    c->gval[cell] = v;
    c->gloc[cell] = loc;
}

/* The value of one cell of a givens grid: 0 for an empty mark ('.', '_',
 * '0'), a number, or a letter A-Z (10..35) when the values go past 9.
 * -1 after reporting anything else. */
static int token_value(Check *c, const char *t, int len, Loc loc)
{
    long long v = -1;
    bool letter = false;
    if (len == 1) {
        int g = gridfmt_char_value((unsigned char)t[0]);
        if (g == 0)
            return 0;
        if (g > 0 && (g <= 9 || c->vmax >= 10)) {
            v = g;
            letter = g > 9;
        }
    } else {
        v = 0;
        for (int i = 0; i < len && v >= 0; i++)
            v = isdigit((unsigned char)t[i]) ? (v > 1000000000 ? v : v * 10 + (t[i] - '0'))
                                             : -1;
        if (v == 0)
            return 0;
    }
    if (v < 0 && len == 1 && !isprint((unsigned char)t[0])) {
        diag_error(c->d, loc, "byte 0x%02x is not a value: expected %d..%d, or '.' for an "
                   "empty cell", (unsigned char)t[0], c->vmin, c->vmax);
        return -1;
    }
    if (v < 0) {
        diag_error(c->d, loc, "'%.*s' is not a value: expected %d..%d, or '.' for an empty cell",
                   len > 20 ? 20 : len, t, c->vmin, c->vmax);
        return -1;
    }
    if (v < c->vmin || v > c->vmax) {
        if (letter)
            diag_error(c->d, loc, "value %lld ('%c') is outside %d..%d", v, t[0], c->vmin,
                       c->vmax);
        else
            diag_error(c->d, loc, "value %lld is outside %d..%d", v, c->vmin, c->vmax);
        return -1;
    }
    return (int)v;
}

/* ---- grid blocks ---- */

/* Called for every cell of a block row as soon as its row is read. */
typedef void (*CellFn)(Check *c, int cell, Span s, void *ctx);

/* block rows -> one Span per cell, row-major, handed to fn row by row (so
 * messages come in file order). A row is read as blank-separated tokens
 * when it has one token per column, else as one character per cell (for a
 * givens block only when values fit one character). Read as characters, a
 * row is one run or groups of one size, except in a givens block whose
 * values stay below 10, where every character is a cell however grouped. '|' separates like a
 * blank; ruler lines are skipped. Rows that cannot be read, and missing
 * rows, are reported. Returns true when every row was read; *layout gets
 * LAYOUT_SPACED / LAYOUT_RULERS. */
/* THE BOX-SHAPE TRAP. `sudoku RxC` gives the shape of a box, not of the
 * grid: `sudoku 9x9` is an 81x81 grid. A block of n rows of n cells each
 * (as one run of characters or n tokens) under such a header, whose grid
 * is wider than n, is almost surely a grid of side n declared by its own
 * size. Rather than one error per row, one error says so and names the
 * header meant: the box closest to square (9 -> 3x3, 6 -> 2x3, 12 -> 3x4),
 * or `latin n` when n has no boxes but 1xn. True when it reported. */
static bool box_trap(Check *c, const AstStmt *s)
{
    const AstStmt *h = c->header;
    if (!h || (h->kind != AST_SUDOKU && h->kind != AST_KILLER) || !h->size.c)
        return false;
    const AstRows *rows = s->rows;
    int n = -1, nrows = 0;
    for (int i = 0; i < rows->n; i++) {
        const AstRow *row = &rows->v[i];
        if (ast_row_is_ruler(row))
            continue;
        int nt = 0, nch = 0;
        for (int k = 0; k < row->len;) {
            if (row->text[k] == '|' || isspace((unsigned char)row->text[k])) {
                k++;
                continue;
            }
            nt++;
            for (; k < row->len && row->text[k] != '|' && !isspace((unsigned char)row->text[k]); k++)
                nch++;
        }
        if (n < 0)
            n = nch;
        if (nch != n && nt != n)
            return false;
        nrows++;
    }
    if (n < 1 || nrows != n || n >= c->rows)
        return false;
    int br = 1;
    for (int q = 1; q * q <= n; q++)
        if (n % q == 0)
            br = q;
    const char *word = ast_kind_word(h->kind);
    if (br > 1)
        diag_error(c->d, h->size_loc,
                   "`%s %dx%d` means boxes of %dx%d cells, so the grid is %dx%d; for a "
                   "%dx%d grid write `%s %dx%d`", word, h->size.r, h->size.c, h->size.r,
                   h->size.c, c->rows, c->cols, n, n, word, br, n / br);
    else
        diag_error(c->d, h->size_loc,
                   "`%s %dx%d` means boxes of %dx%d cells, so the grid is %dx%d; a %dx%d "
                   "grid has no boxes of equal size: for a %dx%d Latin square write `latin %d`", word,
                   h->size.r, h->size.c, h->size.r, h->size.c, c->rows, c->cols, n, n, n, n, n);
    diag_note(c->d, s->loc, "the %s block has %d rows of %d cells", ast_kind_word(s->kind), n, n);
    return true;
}

static bool read_block(Check *c, const AstStmt *s, bool numbers, CellFn fn, void *ctx,
                       int *layout)
{
    const char *what = ast_kind_word(s->kind);
    const AstRows *rows = s->rows;
    bool ok = true, extra = false;
    int r = 0;
    /* a row's first cols + 1 tokens: enough to read it or to say where it
     * goes wrong (the rest of a long row is only counted) */
    *layout = 0;
    if (box_trap(c, s))
        return false;
    Span *tok = xmalloc(((size_t)c->cols + 1) * sizeof *tok);
    bool fits_char = !numbers || c->vmax <= GRIDFMT_MAX_CHAR_VALUE;
    for (int i = 0; i < rows->n && !diag_full(c->d); i++) {
        const AstRow *row = &rows->v[i];
        Loc rowloc = {row->line, 1, row->line, row->len + 1};
        if (ast_row_is_ruler(row) && c->header->kind != AST_KAKURO) { /* Kakuro: `- - -` */
            *layout |= LAYOUT_RULERS;
            continue;
        }
        if (r == c->rows) {
            if (!extra)
                diag_error(c->d, rowloc, "the %s block has more than %d rows", what, c->rows);
            extra = true;
            ok = false;
            continue;
        }
        int nt = 0, nch = 0;
        bool even = true; /* every token as long as the first */
        for (int k = 0; k < row->len;) {
            char ch = row->text[k];
            if (ch == '|' || isspace((unsigned char)ch)) {
                if (ch == '|')
                    *layout |= LAYOUT_RULERS;
                k++;
                continue;
            }
            int start = k;
            while (k < row->len && row->text[k] != '|' && !isspace((unsigned char)row->text[k]))
                k++;
            if (nt <= c->cols)
                tok[nt] = (Span){row->text + start, k - start, row->line, start + 1};
            even &= nt == 0 || k - start == tok[0].len;
            nt++;
            nch += k - start;
        }
        /* One character per cell: a single run, or groups of one size
         * ("53.|.7.|..."); when a value could take two characters, a row
         * of uneven tokens ("9 10 . .") is a row of numbers. */
        bool chars_ok = fits_char && nch == c->cols && (even || (numbers && c->vmax <= 9));
        int base = r * c->cols;
        if (nt == c->cols) {
            for (int k = 0; k < nt; k++)
                fn(c, base + k, tok[k], ctx);
            if (nt > 1)
                *layout |= LAYOUT_SPACED;
        } else if (chars_ok) {
            int n = 0;
            for (int k = 0; k < nt; k++)
                for (int j = 0; j < tok[k].len; j++)
                    fn(c, base + n++, (Span){tok[k].text + j, 1, row->line, tok[k].col + j}, ctx);
        } else {
            /* Count the cells the way the row seems to be written. */
            bool spaced = !fits_char || nt * 2 > c->cols;
            int count = spaced ? nt : nch;
            Loc where = source_loc(row->line, row->len + 1);
            if (count > c->cols && spaced) {
                where = span_loc(tok[c->cols]);
            } else if (count > c->cols) {
                int n = 0;
                for (int k = 0; k < nt && k <= c->cols && n <= c->cols; k++)
                    for (int j = 0; j < tok[k].len && n <= c->cols; j++, n++)
                        if (n == c->cols)
                            where = source_loc(row->line, tok[k].col + j);
            }
            diag_error(c->d, where, "row %d of the %s block has %d cells, expected %d", r + 1,
                       what, count, c->cols);
            ok = false;
        }
        r++;
    }
    free(tok);
    if (r < c->rows && !diag_full(c->d)) {
        if (s->end_eof)
            diag_error(c->d, s->end, "the file ends after %d of the %d rows of the %s block", r,
                       c->rows, what);
        else
            diag_error(c->d, s->end, "the %s block ends after %d of %d rows", what, r, c->rows);
        diag_note(c->d, s->loc, "the %s block starts here", what);
        ok = false;
    }
    return ok;
}

/* givens block -> a value or an empty mark per cell; '-' (an unused
 * cell) was read into the mask before (read_mask). */
static void given_cell(Check *c, int cell, Span s, void *ctx)
{
    (void)ctx;
    char nb[CELL_NAME_MAX];
    if (s.len == 1 && s.text[0] == '-') {
        if (model_used(c->m, cell)) /* a frame's grids made the mask */
            diag_error(c->d, span_loc(s), "%s is in a grid of the frame: '-' marks a cell "
                       "outside every grid ('.' an empty cell)", cname(c, cell, nb));
        return;
    }
    int v = token_value(c, s.text, s.len, span_loc(s));
    if (v > 0)
        stage_given(c, cell, v, span_loc(s));
}

/* kakuro: the givens block is the picture (kakuro.h), one token a cell;
 * its runs are lowered here, in the block's place (its cells that are not
 * white are in the mask already: read_mask). */
static void kakuro_cell(Check *c, int cell, Span s, void *ctx)
{
    KakuroCell *pic = ctx;
    if (kakuro_read_cell(c->d, s.text, s.len, span_loc(s), &pic[cell]) != 0)
        pic[cell].kind = KAKURO_BLANK; /* reported; lowered no further */
    else if (pic[cell].given)
        stage_given(c, cell, pic[cell].given, span_loc(s));
}

static void read_kakuro(Check *c, const AstStmt *s)
{
    int layout, before = c->d->errors;
    KakuroCell *pic = xcalloc((size_t)c->m->ncells, sizeof *pic);
    if (read_block(c, s, false, kakuro_cell, pic, &layout) && c->d->errors == before)
        kakuro_lower(c->m, c->d, pic);
    c->layout = layout;
    c->have_layout = true;
    free(pic);
}

static void read_givens(Check *c, const AstStmt *s)
{
    int layout;
    if (c->header->kind == AST_KAKURO) {
        read_kakuro(c, s);
        return;
    }
    read_block(c, s, true, given_cell, NULL, &layout);
    if (!c->have_layout) {
        c->layout = layout;
        c->have_layout = true;
    }
}

/* label map -> cells grouped by label, labels in order of first use; '.'
 * marks a cell without a label. */
static void label_cell(Check *c, int cell, Span s, void *ctx)
{
    (void)c;
    ((LabelMap *)ctx)->span[cell] = s;
}

/* Label text -> its number in map (-1 if none); with add, a new label is
 * made for text first used at cell `first`. The hash keeps the lookups of
 * a sums line of a million labels linear. */
static int find_label(LabelMap *map, const char *text, int len, bool add, int first)
{
    if (!map->index)
        return -1; /* no map read */
    unsigned h = 2166136261u;
    for (int i = 0; i < len; i++)
        h = (h ^ (unsigned char)text[i]) * 16777619u;
    for (h &= map->mask; map->index[h] >= 0; h = (h + 1) & map->mask) {
        const Label *l = &map->labels[map->index[h]];
        if (l->len == len && !memcmp(l->text, text, (size_t)len))
            return map->index[h];
    }
    if (!add)
        return -1;
    map->labels[map->nlabels] = (Label){text, len, first, 0, 0, false, {0}};
    return map->index[h] = map->nlabels++;
}

static void read_labels(Check *c, const AstStmt *s, LabelMap *map)
{
    int ncells = c->rows * c->cols;
    map->span = xmalloc((size_t)ncells * sizeof *map->span);
    map->label_of = xmalloc((size_t)ncells * sizeof *map->label_of);
    map->labels = xmalloc((size_t)ncells * sizeof *map->labels);
    map->nlabels = 0;
    map->mask = 1;
    while (map->mask < 2u * (unsigned)ncells)
        map->mask <<= 1;
    map->index = xmalloc(map->mask * sizeof *map->index);
    for (unsigned i = 0; i < map->mask; i++)
        map->index[i] = -1;
    map->mask--;
    for (int i = 0; i < ncells; i++)
        map->span[i].len = -1;
    map->ok = read_block(c, s, false, label_cell, map, &map->layout);
    if (!c->have_map_layout) {
        c->have_map_layout = true;
        if (!c->have_layout)
            c->layout = map->layout;
    }
    char nb[CELL_NAME_MAX];
    for (int i = 0; i < ncells; i++) {
        const Span *sp = &map->span[i];
        map->label_of[i] = -1;
        if (sp->len < 0 || (sp->len == 1 && (sp->text[0] == '.' || sp->text[0] == '-')))
            continue;
        if (!model_used(c->m, i)) {
            diag_error(c->d, span_loc(*sp), "%s is an unused cell (not part of the puzzle): "
                       "write '.' or '-' for it in the %s map", cname(c, i, nb),
                       ast_kind_word(s->kind));
            map->ok = false;
            continue;
        }
        int j = find_label(map, sp->text, sp->len, true, i);
        map->labels[j].n++;
        map->label_of[i] = j;
    }
}

static void free_labels(LabelMap *map)
{
    free(map->span);
    free(map->label_of);
    free(map->labels);
    free(map->index);
}

/* The cells of label j, row-major, into c->list (and their places). */
static int label_cells(Check *c, const LabelMap *map, int j)
{
    int n = 0;
    for (int i = 0; i < c->rows * c->cols; i++)
        if (map->label_of[i] == j) {
            c->list_loc[n] = span_loc(map->span[i]);
            c->list[n++] = i;
        }
    return n;
}

/* Label text for messages and constraint names (at most 16 bytes). */
static int label_len(const Label *l) { return l->len > 16 ? 16 : l->len; }

/* ---- constraints ---- */

/* A group of the used cells of cells[] (scratch): the mask leaves unused
 * cells out of diagonals. */
static void add_group(Check *c, int *cells, int n, const char *name)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (model_used(c->m, cells[i]))
            cells[k++] = cells[i];
    if (k < n && k < 2)
        return;
    n = k;
    model_add(c->m, n == c->nvals ? CON_PERM : CON_ALLDIFF, cells, n, 0, false, name);
}

/* regions block -> one group per label; every cell needs a label and, on
 * a square N x N grid, every region N cells (a jigsaw). */
static void read_regions(Check *c, const AstStmt *s)
{
    LabelMap map;
    char nb[CELL_NAME_MAX], name[24];
    read_labels(c, s, &map);
    bool ok = map.ok;
    for (int i = 0; i < c->rows * c->cols && !diag_full(c->d); i++)
        if (map.label_of[i] < 0 && map.span[i].len >= 0 && model_used(c->m, i)) {
            diag_error(c->d, span_loc(map.span[i]),
                       "%s is in no region: a regions map gives every cell a label",
                       cname(c, i, nb));
            ok = false;
        }
    /* sizes only of a complete map (a missing label would also miscount) */
    bool sizes_ok = true;
    int side = c->rows == c->cols ? c->rows : 0;
    for (int j = 0; ok && j < map.nlabels && !diag_full(c->d); j++) {
        const Label *l = &map.labels[j];
        Loc where = span_loc(map.span[l->first]);
        if (side && l->n != side) {
            diag_error(c->d, where, "region '%.*s' has %d cells; each region of a %dx%d grid "
                       "needs %d", label_len(l), l->text, l->n, side, side, side);
            sizes_ok = false;
        } else if (l->n > c->nvals) {
            diag_error(c->d, where, "region '%.*s' has %d cells but there are only %d values",
                       label_len(l), l->text, l->n, c->nvals);
            sizes_ok = false;
        }
    }
    for (int j = 0; ok && sizes_ok && j < map.nlabels; j++) {
        int n = label_cells(c, &map, j);
        snprintf(name, sizeof name, "region_%.*s", label_len(&map.labels[j]),
                 map.labels[j].text);
        add_group(c, c->list, n, name);
    }
    free_labels(&map);
}

/* A Killer cage: distinct cells adding up to total. Checks its size, that
 * the total is reachable (between the sums of the n smallest and the n
 * largest values), and that no cell is already in another cage. Returns
 * the SUM constraint's index, or -1 when the cage is too large. A cage
 * without a total (total_loc NULL: `cage CELLS`, f-puzzles' killer cage
 * with no value) is a group named cage_<cell>, which the picture draws as
 * a cage with no number and the f-puzzles export writes as such. */
static int add_cage(Check *c, const int *cells, const Loc *locs, int n, int total,
                    const Loc *total_loc, const char *name, Loc where)
{
    char nb[CELL_NAME_MAX];
    if (n > c->nvals) {
        diag_error(c->d, where, "%s has %d cells, but there are only %d different values",
                   name, n, c->nvals);
        return -1;
    }
    long long tri = (long long)n * (n - 1) / 2;
    long long lo = (long long)n * c->vmin + tri, hi = (long long)n * c->vmax - tri;
    if (total_loc && (total < lo || total > hi))
        diag_error(c->d, *total_loc, "%s: a sum of %d is impossible for %d different values "
                   "in %d..%d (possible: %lld..%lld)", name, total, n, c->vmin, c->vmax, lo, hi);
    for (int i = 0; i < n; i++) {
        int cell = cells[i];
        if (c->cage_of[cell] >= 0) {
            /* the error goes to the later of the two places in the file */
            const char *other = c->cage_names[c->cage_of[cell]];
            bool here_first = loc_before(locs[i], c->cage_loc[cell]);
            Loc first = here_first ? locs[i] : c->cage_loc[cell];
            Loc second = here_first ? c->cage_loc[cell] : locs[i];
            const char *a = here_first ? name : other, *b = here_first ? other : name;
            if (strcmp(a, b) == 0) /* two cages given the same name (or the same first cell) */
                diag_error(c->d, second, "%s is already in a cage (both cages are named %s)",
                           cname(c, cell, nb), a);
            else
                diag_error(c->d, second, "%s is in two cages, %s and %s", cname(c, cell, nb), a, b);
            diag_note(c->d, first, "%s puts it in %s", nb, a);
            continue;
        }
        c->cage_of[cell] = c->ncages;
        c->cage_loc[cell] = locs[i];
    }
    if (c->ncages == c->cap_cages) {
        c->cap_cages = c->cap_cages ? 2 * c->cap_cages : 16;
        c->cage_names = xrealloc(c->cage_names, (size_t)c->cap_cages * sizeof *c->cage_names);
    }
    snprintf(c->cage_names[c->ncages++], 24, "%s", name);
    if (!total_loc)
        return model_add(c->m, n == c->nvals ? CON_PERM : CON_ALLDIFF, cells, n, 0, false, name);
    return model_add(c->m, CON_SUM, cells, n, total, true, name);
}

/* cage [TOTAL] cells, sum TOTAL cells, distinct cells */
static void read_cell_stmt(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    int n = expand(c, s->cells);
    if (n < 0)
        return;
    cname(c, c->list[0], nb);
    if (s->kind == AST_CAGE || s->kind == AST_CAGE_PLAIN) {
        snprintf(name, sizeof name, "cage_%s", nb);
        add_cage(c, c->list, c->list_loc, n, s->lo, s->kind == AST_CAGE ? &s->lo_loc : NULL,
                 name, s->loc);
    } else if (s->kind == AST_SUM) {
        long long lo = (long long)n * c->vmin, hi = (long long)n * c->vmax;
        snprintf(name, sizeof name, "sum_%s", nb);
        if (s->lo < lo || s->lo > hi)
            diag_error(c->d, s->lo_loc, "%s: a sum of %d is impossible for %d cells with values "
                       "in %d..%d (possible: %lld..%lld)", name, s->lo, n, c->vmin, c->vmax,
                       lo, hi);
        model_add(c->m, CON_SUM, c->list, n, s->lo, false, name);
    } else {
        snprintf(name, sizeof name, "distinct_%.14s", nb);
        if (n > c->nvals)
            diag_error(c->d, s->loc, "%d cells cannot all be different: there are only %d "
                       "values", n, c->nvals);
        else
            add_group(c, c->list, n, name);
    }
}

/* Values v, w of the grid's range with |v - w| = 1 (consecutive) or one
 * twice the other (double): is there any such pair? */
static bool pair_possible(const Check *c, bool twice)
{
    for (long long v = c->vmin; v <= c->vmax; v++)
        if (twice ? 2 * v <= c->vmax : v + 1 <= c->vmax)
            return true;
    return false;
}

/* odd|even cells, less|thermo cells, consecutive A B, double A B,
 * arrow A = B C ...: each a variant constraint over its cells as written
 * (expand: in the grid, none twice). Checks that the grid's values allow
 * the constraint at all. */
static void read_variant(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    const char *word = ast_kind_word(s->kind);
    if (s->kind == AST_ARROW) { /* the circle on its own arrow: say so */
        const AstCellItem *o = &s->cells->v[0];
        bool inside = o->row >= 1 && o->row <= c->rows && o->col >= 1 && o->col <= c->cols;
        for (int i = 1; inside && i < s->cells->n; i++) {
            const AstCellItem *it = &s->cells->v[i];
            int r0 = it->row, r1 = it->row2, c0 = it->col, c1 = it->col2;
            if (o->row >= (r0 < r1 ? r0 : r1) && o->row <= (r0 < r1 ? r1 : r0) &&
                o->col >= (c0 < c1 ? c0 : c1) && o->col <= (c0 < c1 ? c1 : c0)) {
                diag_error(c->d, it->loc, "r%dc%d is the arrow's circle: it cannot be on the "
                           "arrow too", o->row, o->col);
                return;
            }
        }
    }
    int n = expand(c, s->cells);
    if (n < 0)
        return;
    cname(c, c->list[0], nb);
    snprintf(name, sizeof name, "%s_%s", word, nb);
    switch (s->kind) {
    case AST_ODD:
    case AST_EVEN: {
        int want = s->kind == AST_ODD;
        bool any = false;
        for (int v = c->vmin; v <= c->vmax; v++)
            any |= (v & 1) == want;
        if (!any) {
            diag_error(c->d, s->loc, "%s: no value in %d..%d is %s", word, c->vmin, c->vmax,
                       word);
            return;
        }
        model_add(c->m, CON_PARITY, c->list, n, want, false, name);
        return;
    }
    case AST_LESS:
    case AST_THERMO:
        if (n < 2) {
            diag_error(c->d, s->loc, "%s needs at least two cells", word);
            return;
        }
        if (n > c->nvals) {
            diag_error(c->d, s->loc, "%s: %d cells cannot increase strictly with only %d "
                       "values (%d..%d)", word, n, c->nvals, c->vmin, c->vmax);
            return;
        }
        model_add(c->m, CON_LESS, c->list, n, 0, false, name);
        return;
    case AST_CONSECUTIVE:
    case AST_DOUBLE:
        if (n != 2) {
            diag_error(c->d, s->loc, "%s takes exactly two cells, not %d", word, n);
            return;
        }
        if (!pair_possible(c, s->kind == AST_DOUBLE)) {
            diag_error(c->d, s->loc, "%s: no two values in %d..%d %s", word, c->vmin, c->vmax,
                       s->kind == AST_DOUBLE ? "where one is twice the other"
                                             : "differ by 1");
            return;
        }
        model_add(c->m, s->kind == AST_DOUBLE ? CON_DOUBLE : CON_CONSEC, c->list, n, 0, false,
                  name);
        return;
    default: { /* arrow: the circle, then at least one arrow cell */
        if (n < 2) {
            diag_error(c->d, s->loc, "arrow needs at least one cell after '='");
            return;
        }
        long long lo = (long long)(n - 1) * c->vmin;
        if (lo > c->vmax) {
            diag_error(c->d, s->loc, "arrow: %d arrow cells add up to at least %lld, more than "
                       "the circle's largest value %d", n - 1, lo, c->vmax);
            return;
        }
        model_add(c->m, CON_ARROW, c->list, n, 0, false, name);
        return;
    }
    }
}

/* ---- the negative constraints and XV (the pair kinds of pairs.h) ---- */

/* The orthogonal neighbour pairs of the grid whose both cells pass `in`
 * (NULL: every cell) and are used (not in the mask of unused cells), as
 * a0 b0 a1 b1 ... into out (room for 4 * ncells); returns the number of
 * cells written (twice the pairs). */
static int neighbour_pairs(const Check *c, const int *in, int stamp, int *out)
{
    int n = 0;
    const unsigned char *off = c->m->unused;
#define NP_IN(x) ((!in || in[x] == stamp) && !(off && off[x]))
    for (int r = 0; r < c->rows; r++)
        for (int k = 0; k < c->cols; k++) {
            int a = r * c->cols + k;
            if (!NP_IN(a))
                continue;
            if (k + 1 < c->cols && NP_IN(a + 1)) {
                out[n++] = a;
                out[n++] = a + 1;
            }
            if (r + 1 < c->rows && NP_IN(a + c->cols)) {
                out[n++] = a;
                out[n++] = a + c->cols;
            }
        }
#undef NP_IN
    return n;
}

/* nonconsecutive [cells]: no two orthogonal neighbours (of the grid, or
 * among the cells) hold consecutive values. */
static void read_nonconsecutive(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24] = "nonconsecutive";
    int *pairs = xmalloc((size_t)4 * c->m->ncells * sizeof *pairs), n;
    if (s->cells) {
        int k = expand(c, s->cells);
        if (k < 0) {
            free(pairs);
            return;
        }
        n = neighbour_pairs(c, c->mark, c->stamp, pairs);
        if (n == 0) {
            diag_error(c->d, s->loc, "nonconsecutive: no two of these %d cells are orthogonal "
                       "neighbours", k);
            free(pairs);
            return;
        }
        snprintf(name, sizeof name, "nonconsecutive_%s", cname(c, c->list[0], nb));
    } else {
        n = neighbour_pairs(c, NULL, 0, pairs);
    }
    if (n > 0)
        model_add(c->m, CON_NONCONSEC, pairs, n, 0, false, name);
    free(pairs);
}

/* xv X|V A B: the two cells add up to 10 (X) or 5 (V). */
static void read_xv(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    if (s->lo < 0) {
        diag_error(c->d, s->lo_loc, "xv: expected X (the pair adds up to 10) or V (to 5)");
        return;
    }
    int n = expand(c, s->cells);
    if (n < 0)
        return;
    if (n != 2) {
        diag_error(c->d, s->loc, "xv takes exactly two cells, not %d", n);
        return;
    }
    bool any = false;
    for (long long v = c->vmin; v <= c->vmax; v++)
        any |= s->lo - v >= c->vmin && s->lo - v <= c->vmax;
    if (!any) {
        diag_error(c->d, s->loc, "xv: no two values in %d..%d add up to %d", c->vmin, c->vmax,
                   s->lo);
        return;
    }
    snprintf(name, sizeof name, "xv_%s", cname(c, c->list[0], nb));
    model_add(c->m, CON_XV, c->list, 2, s->lo, false, name);
}

/* skyscraper N cells (from the clue inward): N of them visible;
 * outsidesum N cells: they add up to N (the first k cells seen from a
 * clue outside the grid). */
static void read_outside(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    int n = expand(c, s->cells);
    if (n < 0)
        return;
    bool sky = s->kind == AST_SKYSCRAPER, lk = s->kind == AST_LITTLEKILLER;
    const char *word = sky ? "skyscraper" : lk ? "littlekiller" : "outsidesum";
    snprintf(name, sizeof name, "%s_%s", word, cname(c, c->list[0], nb));
    for (int i = 1; lk && i < n; i++) { /* a diagonal, one step at a time */
        int dr = c->list[i] / c->cols - c->list[i - 1] / c->cols;
        int dc = c->list[i] % c->cols - c->list[i - 1] % c->cols;
        int dr0 = c->list[1] / c->cols - c->list[0] / c->cols;
        int dc0 = c->list[1] % c->cols - c->list[0] % c->cols;
        if ((dr != 1 && dr != -1) || (dc != 1 && dc != -1) || dr != dr0 || dc != dc0) {
            diag_error(c->d, c->list_loc[i], "littlekiller: %s does not go on along the "
                       "diagonal from %s", cname(c, c->list[i], nb),
                       cell_name(c->m, c->list[i - 1], name));
            return;
        }
    }
    if (sky) {
        if (s->lo < 1 || s->lo > n || s->lo > c->nvals) {
            diag_error(c->d, s->lo_loc, "skyscraper: %d buildings cannot be seen along %d cells "
                       "of %d values (1..%d)", s->lo, n, c->nvals, n < c->nvals ? n : c->nvals);
            return;
        }
        model_add(c->m, CON_SKYSCRAPER, c->list, n, s->lo, false, name);
        return;
    }
    long long lo = (long long)n * c->vmin, hi = (long long)n * c->vmax;
    if (s->lo < lo || s->lo > hi) {
        diag_error(c->d, s->lo_loc, "%s: %d cells add up to %lld..%lld, not %d", word, n, lo,
                   hi, s->lo);
        return;
    }
    model_add(c->m, CON_SUM, c->list, n, s->lo, false, name);
}

/* antiknight, antiking: every pair of cells a knight's (king's) move apart
 * differs; each pair once, unused cells left out. */
static void read_anti(Check *c, const AstStmt *s)
{
    static const int knight[4][2] = {{1, 2}, {1, -2}, {2, 1}, {2, -1}};
    static const int king[4][2] = {{0, 1}, {1, -1}, {1, 0}, {1, 1}};
    const int (*d)[2] = s->kind == AST_ANTIKNIGHT ? knight : king;
    const unsigned char *off = c->m->unused;
    int *pairs = xmalloc((size_t)8 * c->m->ncells * sizeof *pairs), n = 0;
    for (int r = 0; r < c->rows; r++)
        for (int k = 0; k < c->cols; k++)
            for (int j = 0; j < 4; j++) {
                int r2 = r + d[j][0], k2 = k + d[j][1];
                int a = r * c->cols + k, b = r2 * c->cols + k2;
                if (r2 < c->rows && k2 >= 0 && k2 < c->cols && !(off && (off[a] || off[b]))) {
                    pairs[n++] = a;
                    pairs[n++] = b;
                }
            }
    if (n)
        model_add(c->m, CON_DIFFER, pairs, n, 0, false,
                  s->kind == AST_ANTIKNIGHT ? "antiknight" : "antiking");
    free(pairs);
}

/* A line (whisper, palindrome) steps from each cell to a neighbour, the
 * diagonal ones too; false (reported) otherwise. */
static bool line_ok(Check *c, const AstStmt *s, int n, const char *word)
{
    char na[CELL_NAME_MAX], nb[CELL_NAME_MAX];
    if (n < 2) {
        diag_error(c->d, s->loc, "%s needs at least two cells", word);
        return false;
    }
    for (int i = 1; i < n; i++) {
        int a = c->list[i - 1], b = c->list[i];
        int dr = a / c->cols - b / c->cols, dc = a % c->cols - b % c->cols;
        if (dr < -1 || dr > 1 || dc < -1 || dc > 1) {
            diag_error(c->d, c->list_loc[i], "%s: %s does not touch %s (a line steps to a "
                       "neighbouring cell)", word, cname(c, b, nb), cname(c, a, na));
            return false;
        }
    }
    return true;
}

/* german|dutch cells, whisper N cells: neighbours along the line differ by
 * 5, 4, N or more. palindrome cells: the line reads the same both ways. */
static void read_line_rule(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    bool pal = s->kind == AST_PALINDROME;
    const char *word = pal ? "palindrome" : "whisper";
    int n = expand(c, s->cells);
    if (n < 0 || !line_ok(c, s, n, word))
        return;
    if (!pal && (s->lo < 1 || s->lo > c->vmax - c->vmin)) {
        diag_error(c->d, s->lo_loc, "whisper: no two values in %d..%d differ by %d or more",
                   c->vmin, c->vmax, s->lo);
        return;
    }
    int *pairs = xmalloc((size_t)2 * (size_t)n * sizeof *pairs), k = 0;
    if (pal) {
        for (int i = 0; i < (n + 1) / 2; i++) { /* the middle of an odd line: with itself */
            pairs[k++] = c->list[i];
            pairs[k++] = c->list[n - 1 - i];
        }
    } else {
        for (int i = 1; i < n; i++) {
            pairs[k++] = c->list[i - 1];
            pairs[k++] = c->list[i];
        }
    }
    snprintf(name, sizeof name, "%s_%s", word, cname(c, c->list[0], nb));
    model_add(c->m, pal ? CON_EQUAL : CON_WHISPER, pairs, k, pal ? 0 : s->lo, false, name);
    free(pairs);
}

/* renban cells: a line of different values forming a consecutive set
 * (RENBAN); at most as many cells as values. */
static void read_renban(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    int n = expand(c, s->cells);
    if (n < 0 || !line_ok(c, s, n, "renban"))
        return;
    if (n > c->nvals) {
        diag_error(c->d, s->loc, "renban: %d cells cannot hold different values: there are only "
                   "%d values", n, c->nvals);
        return;
    }
    snprintf(name, sizeof name, "renban_%s", cname(c, c->list[0], nb));
    model_add(c->m, CON_RENBAN, c->list, n, 0, false, name);
}

/* between cells: a line, its ends the circles, every other cell's value
 * strictly between theirs (BETWEEN); at least one cell between them, and
 * no more than the values strictly inside the grid's range. */
static void read_between(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    int n = expand(c, s->cells);
    if (n < 0 || !line_ok(c, s, n, "between"))
        return;
    if (n < 3) {
        diag_error(c->d, s->loc, "between needs its two ends and a cell between them");
        return;
    }
    if (n > c->nvals) {
        diag_error(c->d, s->loc, "between: %d cells between the ends cannot lie strictly inside "
                   "%d..%d", n - 2, c->vmin, c->vmax);
        return;
    }
    snprintf(name, sizeof name, "between_%s", cname(c, c->list[0], nb));
    model_add(c->m, CON_BETWEEN, c->list, n, 0, false, name);
}

/* sandwich N cells: the cells strictly between the line's vmin and vmax
 * add up to N, at most n - 2 cells of vmax - 1 (values may repeat, as in
 * outsidesum: a grid without distinct rows may take them); xsum N cells:
 * the first cell's value X counts the cells that add up to N, so N lies
 * between the smallest and the largest such sum over the X in reach. */
static void read_sandwich(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    bool sw = s->kind == AST_SANDWICH;
    const char *word = sw ? "sandwich" : "xsum";
    int n = expand(c, s->cells);
    if (n < 0)
        return;
    snprintf(name, sizeof name, "%s_%s", word, cname(c, c->list[0], nb));
    long long lo = 0, hi = 0;
    if (sw) {
        if (n < 2 || c->vmin == c->vmax) {
            diag_error(c->d, s->loc, "sandwich needs a line of at least two cells and two "
                       "values (its smallest and largest)");
            return;
        }
        hi = (long long)(n - 2) * (c->vmax - 1);
    } else {
        lo = -1;
        for (long long x = c->vmin; x <= c->vmax && x <= n; x++) {
            long long a = x + (x - 1) * c->vmin, b = x + (x - 1) * c->vmax;
            lo = lo < 0 || a < lo ? a : lo;
            hi = b > hi ? b : hi;
        }
        if (lo < 0) {
            diag_error(c->d, s->loc, "xsum: the first cell's value (%d or more) counts more "
                       "than the %d cells listed", c->vmin, n);
            return;
        }
    }
    if (s->lo < lo || s->lo > hi) {
        diag_error(c->d, s->lo_loc, sw ? "%s: at most %d cells between the ends add up to "
                   "%lld..%lld, not %d" : "%s: the first X of %d cells add up to %lld..%lld, "
                   "not %d", word, sw ? n - 2 : n, lo, hi, s->lo);
        return;
    }
    model_add(c->m, sw ? CON_SANDWICH : CON_XSUM, c->list, n, s->lo, false, name);
}

/* regionsum cells: a line, kept for the end (read_regionsums), when the
 * regions a later regions map makes are known. */
static void read_regionsum(Check *c, const AstStmt *s)
{
    int n = expand(c, s->cells);
    if (n < 0 || !line_ok(c, s, n, "regionsum"))
        return;
    c->rsum = xrealloc(c->rsum, (size_t)(c->nrsum + 1) * sizeof *c->rsum);
    RsumLine *l = &c->rsum[c->nrsum++];
    l->cells = xmalloc((size_t)n * sizeof *l->cells);
    l->locs = xmalloc((size_t)n * sizeof *l->locs);
    memcpy(l->cells, c->list, (size_t)n * sizeof *l->cells);
    memcpy(l->locs, c->list_loc, (size_t)n * sizeof *l->locs);
    l->n = n;
    l->loc = s->loc;
}

/* The sums k different values can make (a run lies in one region, whose
 * values differ): lo..hi. */
static void run_range(const Check *c, int k, long *lo, long *hi)
{
    *lo = (long)k * c->vmin + (long)k * (k - 1) / 2;
    *hi = (long)k * c->vmax - (long)k * (k - 1) / 2;
}

/* The regionsum lines, once every group is in the model: a region is a
 * group named box<N> (the grid's boxes) or region_<label> (a regions map;
 * a cell in both a box and a map's region: the later, the map's).
 * Each line is cut into its runs, the maximal stretches inside one region;
 * run i and run i + 1 make one REGIONSUM (cells of both, total = the
 * first's length). A line inside one region asks nothing and is refused,
 * as is a line no one sum can fit (some run's least sum above another's
 * largest). */
static void read_regionsums(Check *c)
{
    const Model *m = c->m;
    char na[CELL_NAME_MAX], nb[CELL_NAME_MAX], name[24];
    int *region = xmalloc((size_t)m->ncells * sizeof *region), nregions = 0;
    for (int i = 0; i < m->ncells; i++)
        region[i] = -1;
    for (int k = 0; k < m->ncons; k++) {
        const Constraint *g = &m->cons[k];
        bool box = !strncmp(g->name, "box", 3) && isdigit((unsigned char)g->name[3]);
        if ((g->kind != CON_PERM && g->kind != CON_ALLDIFF) ||
            (!box && strncmp(g->name, "region_", 7)))
            continue;
        for (int j = 0; j < g->n; j++)
            region[g->cells[j]] = k;
        nregions++;
    }
    for (int i = 0; i < c->nrsum && !diag_full(c->d); i++) {
        const RsumLine *l = &c->rsum[i];
        if (!nregions) {
            diag_error(c->d, l->loc, "regionsum needs regions: boxes ('sudoku RxC', 'distinct "
                       "boxes RxC') or a regions map");
            break;
        }
        int runs = 0, bad = 0;
        long lo = 0, hi = LONG_MAX, rlo, rhi;
        int lo_at = 0, hi_at = 0; /* the runs that set lo and hi */
        for (int j = 0; j < l->n && !bad; j++) {
            if (region[l->cells[j]] < 0) {
                diag_error(c->d, l->locs[j], "regionsum: %s is in no region",
                           cname(c, l->cells[j], na));
                bad = 1;
            } else if (j == 0 || region[l->cells[j]] != region[l->cells[j - 1]]) {
                int k = j + 1;
                while (k < l->n && region[l->cells[k]] == region[l->cells[j]])
                    k++;
                run_range(c, k - j, &rlo, &rhi);
                if (rlo > lo)
                    lo = rlo, lo_at = j;
                if (rhi < hi)
                    hi = rhi, hi_at = j;
                runs++;
            }
        }
        if (bad)
            continue;
        if (runs < 2) {
            diag_error(c->d, l->loc, "regionsum: the line lies in one region (%s) only: its "
                       "sum is free", m->cons[region[l->cells[0]]].name);
            continue;
        }
        if (lo > hi) {
            diag_error(c->d, l->loc, "regionsum: no sum fits every run: the run from %s adds "
                       "up to at least %ld, the run from %s to at most %ld",
                       cname(c, l->cells[lo_at], na), lo, cname(c, l->cells[hi_at], nb), hi);
            continue;
        }
        snprintf(name, sizeof name, "regionsum_%s", cname(c, l->cells[0], na));
        for (int j = 0; j < l->n;) { /* run j..k-1 with the next, k..e-1 */
            int k = j + 1, e;
            while (k < l->n && region[l->cells[k]] == region[l->cells[j]])
                k++;
            if (k == l->n)
                break;
            for (e = k + 1; e < l->n && region[l->cells[e]] == region[l->cells[k]]; e++)
                ;
            model_add(c->m, CON_REGIONSUM, l->cells + j, e - j, k - j, false, name);
            j = k;
        }
    }
    free(region);
}

/* quadruple cells = values: the four cells around a corner (written as
 * the 2x2, or as its top left cell) hold each listed value at least as
 * often as it is listed (QUADRUPLE, the values packed: quadruple.h). */
static void read_quadruple(Check *c, const AstStmt *s)
{
    char na[CELL_NAME_MAX], name[24];
    int n = expand(c, s->cells);
    if (n < 0)
        return;
    if (n != 1 && n != 4) {
        diag_error(c->d, s->loc, "quadruple takes the 2x2 of four cells around a corner, or its "
                   "top left cell, not %d cells", n);
        return;
    }
    int top = c->list[0];
    for (int i = 1; i < n; i++)
        top = c->list[i] < top ? c->list[i] : top;
    int r = top / c->cols, q = top % c->cols;
    if (n == 1 && (r + 1 >= c->rows || q + 1 >= c->cols)) {
        diag_error(c->d, c->list_loc[0], "quadruple: the grid has no 2x2 with %s at its top left",
                   cname(c, top, na));
        return;
    }
    int sq[4] = {top, top + 1, top + c->cols, top + c->cols + 1};
    for (int i = 0; i < n && n == 4; i++)
        if (q + 1 >= c->cols || (c->list[i] != sq[0] && c->list[i] != sq[1] &&
                                 c->list[i] != sq[2] && c->list[i] != sq[3])) {
            diag_error(c->d, c->list_loc[i], "quadruple: %s is not in the 2x2 with %s at its "
                       "top left (four cells around one corner)", cname(c, c->list[i], na),
                       cname(c, top, name));
            return;
        }
    for (int i = 0; i < 4; i++)
        if (!model_used(c->m, sq[i])) {
            diag_error(c->d, s->loc, "%s is an unused cell (not part of the puzzle)",
                       cname(c, sq[i], na));
            return;
        }
    if (s->lo > 4) {
        diag_error(c->d, s->lo_loc, "quadruple lists at most 4 values (one for each of its "
                   "cells), not %d", s->lo);
        return;
    }
    for (int i = 0; i < s->lo; i++) {
        if (!value_ok(c, s->digits[i], s->lo_loc))
            return;
        if (s->digits[i] > QUAD_MAX_VALUE) {
            diag_error(c->d, s->lo_loc, "quadruple: values above %d cannot be listed",
                       QUAD_MAX_VALUE);
            return;
        }
    }
    snprintf(name, sizeof name, "quadruple_%s", cname(c, top, na));
    model_add(c->m, CON_QUADRUPLE, sq, 4, quad_pack(s->digits, s->lo), false, name);
}

/* minimum|maximum cells: each listed cell holds less (more) than each of
 * its orthogonal neighbours; a LESS of two cells per neighbour, the
 * smaller first, all named minimum_<cell> (maximum_<cell>) so that the
 * picture and the writers know them. */
static void read_minmax(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    bool min = s->kind == AST_MINIMUM;
    int n = expand(c, s->cells);
    if (n < 0)
        return;
    if (c->nvals < 2) {
        diag_error(c->d, s->loc, "%s: one value cannot be less than another", min ? "minimum"
                                                                                   : "maximum");
        return;
    }
    for (int i = 0; i < n; i++) {
        int cell = c->list[i], r = cell / c->cols, q = cell % c->cols;
        int nbr[4] = {r > 0 ? cell - c->cols : -1, q > 0 ? cell - 1 : -1,
                      q + 1 < c->cols ? cell + 1 : -1, r + 1 < c->rows ? cell + c->cols : -1};
        snprintf(name, sizeof name, "%s_%s", min ? "minimum" : "maximum", cname(c, cell, nb));
        for (int k = 0; k < 4; k++) {
            if (nbr[k] < 0 || !model_used(c->m, nbr[k]))
                continue;
            int pair[2] = {min ? cell : nbr[k], min ? nbr[k] : cell};
            model_add(c->m, CON_LESS, pair, 2, 0, false, name);
        }
    }
}

/* clone A1 .. Ak B1 .. Bk: the list's two halves hold the same values,
 * cell by cell (two regions of one shape, each written in the same
 * order). */
static void read_clone(Check *c, const AstStmt *s)
{
    char nb[CELL_NAME_MAX], name[24];
    int n = expand(c, s->cells);
    if (n < 0)
        return;
    if (n < 2 || n % 2) {
        diag_error(c->d, s->loc, "clone takes two halves of equal size (A1 .. Ak B1 .. Bk), "
                   "not %d cells", n);
        return;
    }
    int *pairs = xmalloc((size_t)n * sizeof *pairs);
    for (int i = 0; i < n / 2; i++) {
        pairs[2 * i] = c->list[i];
        pairs[2 * i + 1] = c->list[n / 2 + i];
    }
    snprintf(name, sizeof name, "clone_%s", cname(c, c->list[0], nb));
    model_add(c->m, CON_EQUAL, pairs, n, 0, false, name);
    free(pairs);
}

/* disjoint groups: the cells at one place of every box differ (a group of
 * nvals cells: each value once). Needs regular boxes. */
static void read_disjoint(Check *c)
{
    const Model *m = c->m;
    if (!m->box_r || !m->box_c) {
        diag_error(c->d, c->disjoint->loc, "disjoint needs regular boxes ('sudoku RxC' or "
                   "'distinct boxes RxC')");
        return;
    }
    int nb = (c->rows / m->box_r) * (c->cols / m->box_c), k = 0;
    int *cells = xmalloc((size_t)nb * sizeof *cells);
    for (int pr = 0; pr < m->box_r; pr++)
        for (int pc = 0; pc < m->box_c; pc++) {
            char name[24];
            int n = 0;
            for (int r = pr; r < c->rows; r += m->box_r)
                for (int q = pc; q < c->cols; q += m->box_c)
                    cells[n++] = r * c->cols + q;
            snprintf(name, sizeof name, "disjoint%d", ++k);
            add_group(c, cells, n, name);
        }
    free(cells);
}

/* negative consecutive|kropki|xv: kept for the end (read_negatives). */
static void read_negative(Check *c, const AstStmt *s)
{
    static const char *const what[] = {"'negative consecutive'", "'negative kropki'",
                                       "'negative xv'"};
    if (s->lo == AST_NEG_UNKNOWN) {
        diag_error(c->d, s->lo_loc, "negative: expected consecutive, kropki or xv");
        return;
    }
    once(c, &c->negative[s->lo], s, what[s->lo]);
}

/* The edge between orthogonal neighbours a < b: horizontal edges first,
 * then vertical ones; -1 when a and b are not neighbours. */
static int edge_of(const Check *c, int a, int b)
{
    if (a > b) {
        int t = a; a = b; b = t;
    }
    if (b == a + 1 && a % c->cols + 1 < c->cols)
        return a / c->cols * (c->cols - 1) + a % c->cols;
    if (b == a + c->cols)
        return c->rows * (c->cols - 1) + a;
    return -1;
}

/* The pairs the negative statements deny: every pair of orthogonal
 * neighbours without a mark of the kinds the statement names (consecutive
 * for negative consecutive, consecutive or double for negative kropki, xv
 * for negative xv). */
static void read_negatives(Check *c)
{
    static const ConKind marks[3][2] = {{CON_CONSEC, CON_CONSEC}, {CON_CONSEC, CON_DOUBLE},
                                        {CON_XV, CON_XV}};
    static const char *const names[] = {"negative_consecutive", "negative_kropki",
                                        "negative_xv"};
    int nedges = c->rows * (c->cols - 1) + (c->rows - 1) * c->cols;
    uint8_t *marked = xmalloc((size_t)(nedges ? nedges : 1));
    int *all = xmalloc((size_t)4 * c->m->ncells * sizeof *all);
    int nall = neighbour_pairs(c, NULL, 0, all);
    for (int g = 0; g < 3; g++) {
        if (!c->negative[g])
            continue;
        memset(marked, 0, (size_t)(nedges ? nedges : 1));
        for (int i = 0; i < c->m->ncons; i++) {
            const Constraint *k = &c->m->cons[i];
            if ((k->kind == marks[g][0] || k->kind == marks[g][1]) && k->n == 2) {
                int e = edge_of(c, k->cells[0], k->cells[1]);
                if (e >= 0)
                    marked[e] = 1;
            }
        }
        int n = 0;
        for (int j = 0; j < nall; j += 2)
            if (!marked[edge_of(c, all[j], all[j + 1])]) {
                all[n++] = all[j];
                all[n++] = all[j + 1];
            }
        if (n > 0) {
            if (g == AST_NEG_XV) {
                model_add(c->m, CON_NONXV, all, n, 0, false, names[g]);
            } else {
                model_add(c->m, CON_NONCONSEC, all, n, 0, false, names[g]);
                if (g == AST_NEG_KROPKI)
                    model_add(c->m, CON_NONDOUBLE, all, n, 0, false, names[g]);
            }
        }
        nall = neighbour_pairs(c, NULL, 0, all);
    }
    free(marked);
    free(all);
}

/* given rXcY = v ... */
static void read_given_stmt(Check *c, const AstStmt *s)
{
    for (int i = 0; i < s->assigns->n && !diag_full(c->d); i++) {
        const AstAssign *a = &s->assigns->v[i];
        int cell = cell_at(c, a->cell.row, a->cell.col, a->cell.loc);
        if (cell >= 0 && value_ok(c, a->value, a->value_loc))
            stage_given(c, cell, a->value, a->cell.loc);
    }
}

/* distinct boxes RxC (or N for N x N): the boxes must tile the grid. */
static void read_boxes(Check *c, const AstStmt *s)
{
    long long br = s->size.r, bc = s->size.c ? s->size.c : s->size.r;
    if (br < 1 || bc < 1) {
        diag_error(c->d, s->size_loc, "a box needs at least one row and one column");
    } else if (c->rows % br || c->cols % bc) {
        bool by_rows = c->rows % br != 0;
        diag_error(c->d, s->size_loc, "%lldx%lld boxes do not tile the %dx%d grid "
                   "(%d %s not a multiple of %lld)", br, bc, c->rows, c->cols,
                   by_rows ? c->rows : c->cols, by_rows ? "rows are" : "columns are",
                   by_rows ? br : bc);
    } else if (c->m->box_r == br && c->m->box_c == bc) {
        /* already there (from the header or an earlier line) */
    } else if (c->m->box_r) {
        diag_error(c->d, s->loc, "the grid already has %dx%d boxes", c->m->box_r, c->m->box_c);
        diag_note(c->d, c->box_loc, "they are declared here");
    } else if (br * bc > c->nvals) {
        diag_error(c->d, s->size_loc, "a %lldx%lld box has %lld cells but there are only %d "
                   "values", br, bc, br * bc, c->nvals);
    } else {
        model_add_boxes(c->m, (int)br, (int)bc);
        c->box_loc = s->loc;
    }
}

/* distinct rows / cols / diagonals */
static void read_lines(Check *c, const AstStmt *s)
{
    int cells[PUZ_MAX_SIDE];
    if (s->kind == AST_DISTINCT_ROWS || s->kind == AST_DISTINCT_COLS) {
        bool rows = s->kind == AST_DISTINCT_ROWS;
        bool *done = rows ? &c->have_rows : &c->have_cols;
        int len = rows ? c->cols : c->rows;
        if (*done)
            return;
        if (len > c->nvals) {
            diag_error(c->d, s->loc, "each %s has %d cells but there are only %d values",
                       rows ? "row" : "column", len, c->nvals);
            return;
        }
        *done = true;
        if (rows)
            model_add_rows(c->m);
        else
            model_add_cols(c->m);
        return;
    }
    if (c->have_diags)
        return;
    if (c->rows != c->cols) {
        diag_error(c->d, s->loc, "distinct diagonals needs a square grid, not %dx%d", c->rows,
                   c->cols);
        return;
    }
    if (c->rows > c->nvals) {
        diag_error(c->d, s->loc, "each diagonal has %d cells but there are only %d values",
                   c->rows, c->nvals);
        return;
    }
    c->have_diags = true;
    int n = c->rows;
    for (int i = 0; i < n; i++)
        cells[i] = i * n + i;
    add_group(c, cells, n, "diag1");
    for (int i = 0; i < n; i++)
        cells[i] = i * n + (n - 1 - i);
    add_group(c, cells, n, "diag2");
}

/* sums a=3 b=15 ...: attached to the labels of the cages map. */
static void read_sums(Check *c, const AstStmt *s)
{
    LabelMap *map = &c->cagemap;
    for (int i = 0; i < s->assigns->n && !diag_full(c->d); i++) {
        const AstAssign *a = &s->assigns->v[i];
        size_t len = strlen(a->label);
        int j = len <= INT_MAX ? find_label(map, a->label, (int)len, false, 0) : -1;
        int shown = len > 24 ? 24 : (int)len; /* a long label is quoted in part */
        const char *cut = len > 24 ? "..." : "";
        if (j < 0) {
            if (map->ok)
                diag_error(c->d, a->lhs_loc, "there is no cage '%.*s%s' in the cages map",
                           shown, a->label, cut);
            continue;
        }
        Label *l = &map->labels[j];
        if (l->has_sum) {
            diag_error(c->d, a->lhs_loc, "a second sum for cage '%.*s%s'", shown, a->label, cut);
            diag_note(c->d, l->sum_loc, "the first one is here");
            continue;
        }
        l->has_sum = true;
        l->sum = a->value;
        l->sum_loc = a->value_loc;
    }
}

/* cages map + sums -> one cage per label. */
static void finish_cages(Check *c, const AstFile *f)
{
    LabelMap *map = &c->cagemap;
    char name[24];
    for (const AstStmt *s = f->first; s && !diag_full(c->d); s = s->next) {
        if (s->kind != AST_SUMS)
            continue;
        if (!c->cages_block) {
            diag_error(c->d, s->loc, "sums without a cages map");
            return;
        }
        read_sums(c, s);
    }
    if (!c->cagemap_read || !map->ok)
        return;
    for (int j = 0; j < map->nlabels && !diag_full(c->d); j++) {
        const Label *l = &map->labels[j];
        Loc where = span_loc(map->span[l->first]);
        if (!l->has_sum) {
            diag_error(c->d, where, "cage '%.*s' has no sum: add %.*s=N to a sums line",
                       label_len(l), l->text, label_len(l), l->text);
            continue;
        }
        int n = label_cells(c, map, j);
        snprintf(name, sizeof name, "cage_%.*s", label_len(l), l->text);
        int k = add_cage(c, c->list, c->list_loc, n, l->sum, &l->sum_loc, name, where);
        if (k >= 0) /* the picture shows the label, unless it was cut to fit */
            c->m->cons[k].labelled = l->len == label_len(l);
    }
}

/* Two equal givens in one group (row, column, box, region, diagonal,
 * distinct list or cage) can never be solved: name both. */
static void check_given_repeats(Check *c)
{
    int seen[PUZ_MAX_VALUES];
    char na[CELL_NAME_MAX], nb[CELL_NAME_MAX];
    for (int k = 0; k < c->m->ncons && !diag_full(c->d); k++) {
        const Constraint *con = &c->m->cons[k];
        if (!(con->kind == CON_ALLDIFF || con->kind == CON_PERM ||
              (con->kind == CON_SUM && con->distinct)))
            continue;
        for (int v = 0; v < c->nvals; v++)
            seen[v] = -1;
        for (int i = 0; i < con->n; i++) {
            int cell = con->cells[i], v = c->gval[cell];
            if (!v)
                continue;
            int first = seen[v - c->vmin];
            if (first < 0) {
                seen[v - c->vmin] = cell;
                continue;
            }
            int later = loc_before(c->gloc[first], c->gloc[cell]) ? cell : first;
            int other = later == cell ? first : cell;
            diag_error(c->d, c->gloc[later], "%d is given twice in %s: %s and %s", v, con->name,
                       cname(c, first, na), cname(c, cell, nb));
            diag_note(c->d, c->gloc[other], "%s = %d is given here", cname(c, other, na), v);
        }
    }
}

/* ---- the mask ---- */

/* A '-' of the givens block: an unused cell. */
static void dash_cell(Check *c, int cell, Span s, void *ctx)
{
    (void)ctx;
    if (s.len == 1 && s.text[0] == '-')
        model_mark_unused(c->m, cell);
}

/* A cell of a Kakuro picture that is not white (a clue, a blank, or a
 * token reported when pass 2 reads it): an unused cell. */
static void kakuro_mask_cell(Check *c, int cell, Span s, void *ctx)
{
    KakuroCell k;
    (void)ctx;
    if (kakuro_read_cell(c->d, s.text, s.len, span_loc(s), &k) != 0 || k.kind != KAKURO_WHITE)
        model_mark_unused(c->m, cell);
}

/* The unused cells, before any group is built: every `unused` list and
 * the '-' cells of the givens block (of a Kakuro picture: every cell that
 * is not white). The block is read here into a
 * scratch Diag (its errors are reported when pass 2 reads it in file
 * order). */
static void read_mask(Check *c, const AstFile *f, const AstStmt *givens)
{
    c->mask_open = true;
    for (const AstStmt *s = f->first; s && !diag_full(c->d); s = s->next) {
        if (s->kind != AST_UNUSED)
            continue;
        int n = expand(c, s->cells);
        char nb[CELL_NAME_MAX];
        for (int i = 0; i < n; i++) {
            if (c->m->ngrids && model_used(c->m, c->list[i])) {
                diag_error(c->d, c->list_loc[i], "%s is in a grid of the frame: a frame's "
                           "unused cells are the ones outside its grids",
                           cname(c, c->list[i], nb));
                break;
            }
            model_mark_unused(c->m, c->list[i]);
        }
    }
    c->mask_open = false;
    if (givens && !c->m->ngrids) { /* with grids, the grids make the mask */
        Diag *real = c->d, scratch;
        diag_init(&scratch, real->src, NULL);
        c->d = &scratch;
        int layout;
        bool kakuro = c->header->kind == AST_KAKURO;
        read_block(c, givens, !kakuro, kakuro ? kakuro_mask_cell : dash_cell, NULL, &layout);
        c->d = real;
    }
}

/* ---- the pass ---- */

static void check_free(Check *c)
{
    free(c->gval);
    free(c->gloc);
    free(c->cage_of);
    free(c->cage_loc);
    free(c->cage_names);
    free(c->list);
    free(c->list_loc);
    free(c->mark);
    free(c->places);
    for (int i = 0; i < c->nrsum; i++) {
        free(c->rsum[i].cells);
        free(c->rsum[i].locs);
    }
    free(c->rsum);
    if (c->cagemap_read)
        free_labels(&c->cagemap);
}

int check_model(AstFile *f, Diag *d, const char *path, Model **out)
{
    Check c = {0};
    const AstStmt *name = NULL, *source = NULL, *givens = NULL, *regions = NULL;
    int box_r, box_c, before = d->errors;
    c.d = d;
    *out = NULL;

    /* pass 1 */
    for (const AstStmt *s = f->first; s; s = s->next) {
        switch (s->kind) {
        case AST_SUDOKU:
        case AST_LATIN:
        case AST_KILLER:
        case AST_LAYOUT:
        case AST_GRID:
        case AST_KAKURO: once(&c, &c.header, s, "header: the grid is already declared"); break;
        case AST_VALUES: once(&c, &c.values, s, "values line"); break;
        case AST_NAME: once(&c, &name, s, "name line"); break;
        case AST_SOURCE: once(&c, &source, s, "source line"); break;
        case AST_GIVENS: once(&c, &givens, s, "givens block"); break;
        case AST_REGIONS: once(&c, &regions, s, "regions block"); break;
        case AST_CAGES: once(&c, &c.cages_block, s, "cages block"); break;
        default: break;
        }
    }
    if (!f->first) {
        diag_error(d, source_loc(1, 1), "empty model: expected a header such as 'sudoku 3x3'");
        return d->errors - before;
    }
    if (!c.header) {
        diag_error(d, f->first->loc, "missing header: a model starts with 'sudoku RxC', "
                   "'latin N', 'killer RxC', 'kakuro RxC' or 'grid RxC'");
        return d->errors - before;
    }
    if (!read_header(&c, c.header, &box_r, &box_c) || (c.values && !read_values(&c, c.values)) ||
        !read_places(&c, f)) {
        free(c.places);
        return d->errors - before;
    }

    Model *m = c.m = model_new(c.rows, c.cols, c.vmin, c.vmax);
    int ncells = m->ncells;
    c.nvals = m->nvals;
    c.gval = xcalloc((size_t)ncells, sizeof *c.gval);
    c.gloc = xcalloc((size_t)ncells, sizeof *c.gloc);
    c.cage_of = xmalloc((size_t)ncells * sizeof *c.cage_of);
    c.cage_loc = xcalloc((size_t)ncells, sizeof *c.cage_loc);
    c.list = xmalloc((size_t)ncells * sizeof *c.list);
    c.list_loc = xmalloc((size_t)ncells * sizeof *c.list_loc);
    c.mark = xcalloc((size_t)ncells, sizeof *c.mark);
    for (int i = 0; i < ncells; i++)
        c.cage_of[i] = -1;
    if (name)
        m->name = xstrdup(name->text);
    if (source)
        m->source = xstrdup(source->text);
    if (path)
        m->path = xstrdup(path);
    switch (c.header->kind) {
    case AST_LAYOUT:
    case AST_SUDOKU: m->kind = KIND_SUDOKU; break;
    case AST_KILLER: m->kind = KIND_KILLER; break;
    case AST_LATIN: m->kind = KIND_LATIN; break;
    case AST_KAKURO: m->kind = KIND_KAKURO; break;
    default: m->kind = KIND_CUSTOM; break;
    }
    if (c.named)
        model_add_grids(m, c.named->grids, c.named->ngrids, c.named->name);
    else if (c.nplaces)
        model_add_grids(m, c.places, c.nplaces, NULL);
    read_mask(&c, f, givens);
    if (c.header->kind != AST_GRID && c.header->kind != AST_LAYOUT &&
        c.header->kind != AST_KAKURO) {
        model_add_rows(m);
        model_add_cols(m);
        c.have_rows = c.have_cols = true;
    }
    if (box_r) {
        model_add_boxes(m, box_r, box_c);
        c.box_loc = c.header->loc;
    }

    /* pass 2, in file order (under the compile's limits, ast.h) */
    long k = 0;
    for (AstStmt *s = f->first; s && !diag_full(d); s = s->next) {
        if (f->lim && !(++k % FRONT_TICK) &&
            front_tick(f->lim, SIZE_MAX, s->loc.first_line, f->n + k))
            break;
        switch (s->kind) {
        case AST_DISTINCT_ROWS:
        case AST_DISTINCT_COLS:
        case AST_DISTINCT_DIAGONALS: read_lines(&c, s); break;
        case AST_DISTINCT_BOXES: read_boxes(&c, s); break;
        case AST_DISTINCT_CELLS:
        case AST_CAGE:
        case AST_CAGE_PLAIN:
        case AST_SUM: read_cell_stmt(&c, s); break;
        case AST_GIVEN: read_given_stmt(&c, s); break;
        case AST_ODD:
        case AST_EVEN:
        case AST_LESS:
        case AST_THERMO:
        case AST_CONSECUTIVE:
        case AST_DOUBLE:
        case AST_ARROW: read_variant(&c, s); break;
        case AST_NONCONSECUTIVE: read_nonconsecutive(&c, s); break;
        case AST_XV: read_xv(&c, s); break;
        case AST_SKYSCRAPER:
        case AST_OUTSIDESUM:
        case AST_LITTLEKILLER: read_outside(&c, s); break;
        case AST_ANTIKNIGHT:
        case AST_ANTIKING: read_anti(&c, s); break;
        case AST_WHISPER:
        case AST_PALINDROME: read_line_rule(&c, s); break;
        case AST_DISJOINT: once(&c, &c.disjoint, s, "'disjoint'"); break;
        case AST_CLONE: read_clone(&c, s); break;
        case AST_RENBAN: read_renban(&c, s); break;
        case AST_MINIMUM:
        case AST_MAXIMUM: read_minmax(&c, s); break;
        case AST_BETWEEN: read_between(&c, s); break;
        case AST_SANDWICH:
        case AST_XSUM: read_sandwich(&c, s); break;
        case AST_REGIONSUM: read_regionsum(&c, s); break;
        case AST_QUADRUPLE: read_quadruple(&c, s); break;
        case AST_NEGATIVE: read_negative(&c, s); break;
        case AST_GIVENS:
            if (s == givens)
                read_givens(&c, s);
            break;
        case AST_REGIONS:
            if (s == regions)
                read_regions(&c, s);
            break;
        case AST_CAGES:
            if (s == c.cages_block) {
                read_labels(&c, s, &c.cagemap);
                c.cagemap_read = true;
            }
            break;
        default: break;
        }
        /* its cells are in the model now: the model as written and the IR
         * are not held whole at once */
        ast_stmt_drop_cells(s);
    }
    if (c.header->kind == AST_KAKURO && !givens && !diag_full(d))
        diag_error(d, c.header->loc, "a kakuro model needs its picture: a givens block of "
                   "clues (D\\A), white cells (.) and blanks (-)");
    if (!diag_full(d))
        finish_cages(&c, f);
    if (!diag_full(d))
        read_negatives(&c);
    if (!diag_full(d) && c.disjoint)
        read_disjoint(&c);
    if (!diag_full(d) && c.nrsum)
        read_regionsums(&c);
    if (!diag_full(d))
        check_given_repeats(&c);
    for (int i = 0; i < ncells; i++)
        if (c.gval[i] || !model_used(m, i))
            model_set_given(m, i, model_used(m, i) ? c.gval[i] : m->vmin);
    m->layout = c.layout;
    check_free(&c);
    if (d->errors > before) {
        model_free(m);
        return d->errors - before;
    }
    *out = m;
    return 0;
}
