/* export_fpuzzles.c -- a model as f-puzzles data (export_fpuzzles.h); the
 * format is described in import_fpuzzles.c, which reads it back.
 *
 * THE MAPPING, one entry a constraint kind (fpx_kinds below):
 *   ALLDIFF/PERM  a full row or column: f-puzzles' own rule (every row and
 *                 every column must be one); the main diagonal:
 *                 "diagonal-"; the anti-diagonal: "diagonal+"; groups of N
 *                 cells that tile the grid (taken in model order while
 *                 they stay disjoint): the regions -- none written when
 *                 they are f-puzzles' default boxes, else each cell's
 *                 "region" --; every other group: "extraregion". When the
 *                 groups do not tile the grid, every cell's region is null
 *                 (a Latin square) and they are all extra regions.
 *   SUM           with distinct cells: "killercage" with its total; a sum
 *                 whose cells may repeat has no f-puzzles form (refused);
 *                 a cage without a total (a group named cage_<cell>,
 *                 con_is_plain_cage): "killercage" with no value
 *   GIVEN         the cell's "value" with "given": true
 *   PARITY        "odd" / "even"
 *   LESS          "thermometer", the chain as its line; the pairs of a
 *                 minimum (maximum) cell, named minimum_<cell>: "minimum"
 *                 ("maximum") {cell}, once a name
 *   CONSEC        "difference" (a white dot: neighbours only)
 *   DOUBLE        "ratio" (a black dot: neighbours only)
 *   ARROW         "arrow": the circle, one line from it through the arrow
 *   XV            "xv": value "X" (a total of 10) or "V" (5)
 *   NONCONSEC     over every pair of neighbours but those of white dots:
 *                 "nonconsecutive" (f-puzzles' rule: neighbours not across
 *                 a white dot are not consecutive); with NONDOUBLE, both
 *                 over the pairs with no dot (`negative kropki`): that and
 *                 "negative": ["ratio"] (every black dot given)
 *   NONXV         over the pairs with no XV mark: "negative": ["xv"]
 *   SKYSCRAPER    a whole row or column from one end: "skyscraper", its
 *                 clue in the cell outside that end (R0C3 above column 3)
 *   XSUM          the same line: "xsum", its clue likewise
 *   SANDWICH      a whole row or column, either way: "sandwichsum", its
 *                 clue above the column or left of the row (as f-puzzles
 *                 places them; the rule reads the line either way)
 *   DIFFER        every knight's-move pair: "antiknight"; every king's-move
 *                 pair: "antiking"; other pairs have no f-puzzles form
 *   WHISPER       a chain of neighbour pairs (a0 b0, b0 b1, ...): a
 *                 "whispers" line, its "value" the least difference
 *   EQUAL         the mirror pairs of a line (c0 c(k-1), c1 c(k-2), ...)
 *                 whose cells step to neighbours: a "palindrome" line; other
 *                 pairs (A1 B1, A2 B2, ...): a "clone", cells A, cloneCells B
 *                 Any other set of pairs has no f-puzzles form (refused)
 *   RENBAN        "renban", the line as written
 *   BETWEEN       "betweenline", the line as written (its ends the circles)
 *   REGIONSUM     "regionsumline", the whole line (its constraints joined
 *                 back, regionsum.h), once
 *   QUADRUPLE     "quadruple" {cells: the 2x2, values: the listed values}
 * The name is the "title", the source the "author"; the solution, when
 * known, the "solution" (every value, row by row). A model with unused
 * cells (a shape, a Samurai) has no f-puzzles form. */
#include "export_fpuzzles.h"

#include "lzstring.h"
#include "quadruple.h"
#include "regionsum.h"
#include "util.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

const char *const export_format_names[] = {"fpuzzles", "fpuzzles-link", "sudokupad-link", NULL};

int export_is_format(const char *format)
{
    for (int i = 0; format && export_format_names[i]; i++)
        if (!strcmp(format, export_format_names[i]))
            return 1;
    return 0;
}

static void put_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fputc('"', f);
}

static void put_cell(FILE *f, const Model *m, int c)
{
    fprintf(f, "\"R%dC%d\"", c / m->cols + 1, c % m->cols + 1);
}

static void put_cells(FILE *f, const Model *m, const int *cells, int n)
{
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        if (i)
            fputc(',', f);
        put_cell(f, m, cells[i]);
    }
    fputc(']', f);
}

/* What a distinct group is. */
enum { G_ROW, G_COL, G_DIAG_MAIN, G_DIAG_ANTI, G_OTHER };

static int group_shape(const Model *m, const Constraint *c)
{
    int n = m->rows;
    if (c->n != n)
        return G_OTHER;
    bool row = true, col = true, dm = true, da = true;
    int r0 = c->cells[0] / n, c0 = c->cells[0] % n;
    for (int i = 0; i < c->n; i++) {
        int r = c->cells[i] / n, k = c->cells[i] % n;
        row &= r == r0;
        col &= k == c0;
        dm &= r == k;
        da &= r + k == n - 1;
    }
    /* n distinct cells of one row are the row (cells are never listed twice) */
    return row ? G_ROW : col ? G_COL : dm ? G_DIAG_MAIN : da ? G_DIAG_ANTI : G_OTHER;
}

static bool neighbours(const Model *m, int a, int b)
{
    int ra = a / m->cols, ca = a % m->cols, rb = b / m->cols, cb = b % m->cols;
    return abs(ra - rb) + abs(ca - cb) == 1;
}

/* The default boxes of f-puzzles for side n: the largest h <= sqrt(n)
 * dividing n rows high (1, the rows, for a prime); a cell's box. */
static int box_h(int n)
{
    int h = 1;
    while ((h + 1) * (h + 1) <= n)
        h++;
    while (h > 1 && n % h)
        h--;
    return h;
}

static int default_box(int n, int cell)
{
    int h = box_h(n), w = n / h;
    return (cell / n / h) * h + (cell % n) / w;
}

/* One array of entries of one kind: "key":[...], written when the model
 * has any; each entry by fn. */
typedef void (*EntryFn)(FILE *f, const Model *m, const Constraint *c);

static void e_cage(FILE *f, const Model *m, const Constraint *c)
{
    fputs("{\"cells\":", f);
    put_cells(f, m, c->cells, c->n);
    if (c->kind == CON_SUM)
        fprintf(f, ",\"value\":\"%d\"", c->total);
    fputc('}', f);
}

static void e_cells(FILE *f, const Model *m, const Constraint *c)
{
    fputs("{\"cells\":", f);
    put_cells(f, m, c->cells, c->n);
    fputc('}', f);
}

static void e_parity(FILE *f, const Model *m, const Constraint *c)
{
    for (int i = 0; i < c->n; i++) {
        if (i)
            fputc(',', f);
        fputs("{\"cell\":", f);
        put_cell(f, m, c->cells[i]);
        fputc('}', f);
    }
}

/* A LESS pair of a minimum cell (1: named minimum_<cell>, the cell first)
 * or a maximum cell (2: maximum_<cell>, the cell second); 0 otherwise. */
static int minmax_of(const Constraint *c)
{
    return !strncmp(c->name, "minimum_", 8) ? 1 : !strncmp(c->name, "maximum_", 8) ? 2 : 0;
}

/* The cell of a minimum or maximum cell's pairs (written once a name). */
static void e_minmax(FILE *f, const Model *m, const Constraint *c)
{
    fputs("{\"cell\":", f);
    put_cell(f, m, c->cells[minmax_of(c) == 1 ? 0 : 1]);
    fputc('}', f);
}

static void e_line(FILE *f, const Model *m, const Constraint *c)
{
    fputs("{\"lines\":[", f);
    put_cells(f, m, c->cells, c->n);
    fputs("]}", f);
}

static void e_arrow(FILE *f, const Model *m, const Constraint *c)
{
    fputs("{\"lines\":[", f);
    put_cells(f, m, c->cells, c->n);
    fputs("],\"cells\":[", f);
    put_cell(f, m, c->cells[0]);
    fputs("]}", f);
}

/* The union of the pairs of every constraint of kind k, as marks on the
 * grid's edges (edge of a and b: a for the pair (a, a+1), ncells + a for
 * (a, a+cols)); -1 when a pair is not two neighbours. */
static int edge_of(const Model *m, int a, int b)
{
    if (a > b) {
        int t = a;
        a = b;
        b = t;
    }
    if (b == a + 1 && a % m->cols + 1 < m->cols)
        return a;
    if (b == a + m->cols)
        return m->ncells + a;
    return -1;
}

static int mark_edges(const Model *m, ConKind k, unsigned char *on)
{
    memset(on, 0, 2 * (size_t)m->ncells);
    int any = 0;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind != k)
            continue;
        for (int j = 0; j + 1 < c->n; j += 2) {
            int e = edge_of(m, c->cells[j], c->cells[j + 1]);
            if (e < 0)
                return -1;
            on[e] = 1;
            any = 1;
        }
    }
    return any;
}

/* Is `on` exactly the grid's edges but those of `but1` and `but2` (NULL:
 * none)? */
static bool all_edges_but(const Model *m, const unsigned char *on, const unsigned char *but1,
                          const unsigned char *but2)
{
    for (int a = 0; a < m->ncells; a++)
        for (int side = 0; side < 2; side++) {
            int b = side ? a + m->cols : a + 1;
            if (side ? b >= m->ncells : a % m->cols + 1 >= m->cols)
                continue;
            int e = side ? m->ncells + a : a;
            bool want = !(but1 && but1[e]) && !(but2 && but2[e]);
            if ((bool)on[e] != want)
                return false;
        }
    return true;
}

/* The negative rules of the pair kinds: *nonconsec, *neg_ratio, *neg_xv
 * set for what the model says; -1 with why[] for a set of pairs f-puzzles
 * cannot say. */
static int pair_rules(const Model *m, bool *nonconsec, bool *neg_ratio, bool *neg_xv, char *why,
                      size_t whysz)
{
    size_t ne = 2 * (size_t)m->ncells;
    unsigned char *nc = xmalloc(ne), *nd = xmalloc(ne), *nx = xmalloc(ne), *white = xmalloc(ne),
                  *black = xmalloc(ne), *xv = xmalloc(ne);
    int hn = mark_edges(m, CON_NONCONSEC, nc), hd = mark_edges(m, CON_NONDOUBLE, nd),
        hx = mark_edges(m, CON_NONXV, nx);
    mark_edges(m, CON_CONSEC, white);
    mark_edges(m, CON_DOUBLE, black);
    mark_edges(m, CON_XV, xv);
    int rc = 0;
    *nonconsec = *neg_ratio = *neg_xv = false;
    if (hn < 0 || hd < 0 || hx < 0) {
        snprintf(why, whysz, "fpuzzles: a negative rule on cells that are not neighbours has "
                 "no f-puzzles form");
        rc = -1;
    } else if (hd > 0) {
        if (hn > 0 && all_edges_but(m, nc, white, black) && all_edges_but(m, nd, white, black))
            *nonconsec = *neg_ratio = true;
        else {
            snprintf(why, whysz, "fpuzzles: 'nondouble' has an f-puzzles form only as "
                     "'negative kropki' (every dot given)");
            rc = -1;
        }
    } else if (hn > 0) {
        if (all_edges_but(m, nc, white, NULL))
            *nonconsec = true;
        else {
            snprintf(why, whysz, "fpuzzles: 'nonconsecutive' has an f-puzzles form only over "
                     "the whole grid (but its white dots)");
            rc = -1;
        }
    }
    if (rc == 0 && hx > 0) {
        if (all_edges_but(m, nx, xv, NULL))
            *neg_xv = true;
        else {
            snprintf(why, whysz, "fpuzzles: 'nonxv' has an f-puzzles form only as 'negative xv' "
                     "(every XV given)");
            rc = -1;
        }
    }
    free(nc);
    free(nd);
    free(nx);
    free(white);
    free(black);
    free(xv);
    return rc;
}

/* The clue cell of a skyscraper over a whole row or column from one end
 * ("R0C3"), into buf; 0, or -1 when its cells are not such a line. */
static int sky_clue(const Model *m, const Constraint *c, char *buf, size_t sz)
{
    int n = m->rows;
    if (c->n != n)
        return -1;
    int r0 = c->cells[0] / n, c0 = c->cells[0] % n, r1 = c->cells[1] / n, c1 = c->cells[1] % n;
    int dr = r1 - r0, dc = c1 - c0;
    if (abs(dr) + abs(dc) != 1)
        return -1;
    for (int i = 0; i < n; i++)
        if (c->cells[i] != (r0 + i * dr) * n + c0 + i * dc)
            return -1;
    if (dr != 0 && (r0 == 0 || r0 == n - 1))
        snprintf(buf, sz, "R%dC%d", dr > 0 ? 0 : n + 1, c0 + 1);
    else if (dc != 0 && (c0 == 0 || c0 == n - 1))
        snprintf(buf, sz, "R%dC%d", r0 + 1, dc > 0 ? 0 : n + 1);
    else
        return -1;
    return 0;
}

static void e_sky(FILE *f, const Model *m, const Constraint *c)
{
    char clue[32];
    sky_clue(m, c, clue, sizeof clue);
    if (c->kind == CON_SANDWICH) { /* above or left, whichever end it was */
        int r = 0, k = 0, n = m->rows;
        sscanf(clue, "R%dC%d", &r, &k);
        snprintf(clue, sizeof clue, "R%dC%d", r == n + 1 ? 0 : r, k == n + 1 ? 0 : k);
    }
    fprintf(f, "{\"cell\":\"%s\",\"value\":\"%d\"}", clue, c->total);
}

/* Is c's pair list every knight's (king's) move pair of the grid, each
 * once? */
static bool all_moves(const Model *m, const Constraint *c, bool knight)
{
    static const int kn[4][2] = {{1, 2}, {1, -2}, {2, 1}, {2, -1}};
    static const int kg[4][2] = {{0, 1}, {1, -1}, {1, 0}, {1, 1}};
    const int (*d)[2] = knight ? kn : kg;
    int n = 0;
    for (int r = 0; r < m->rows; r++)
        for (int k = 0; k < m->cols; k++)
            for (int j = 0; j < 4; j++) {
                int r2 = r + d[j][0], k2 = k + d[j][1];
                n += r2 < m->rows && k2 >= 0 && k2 < m->cols;
            }
    if (c->n != 2 * n)
        return false;
    for (int i = 0; i + 1 < c->n; i += 2) { /* each pair a move apart (no pair twice: counted) */
        int dr = c->cells[i + 1] / m->cols - c->cells[i] / m->cols,
            dc = c->cells[i + 1] % m->cols - c->cells[i] % m->cols;
        dr = abs(dr);
        dc = abs(dc);
        if (knight ? !((dr == 1 && dc == 2) || (dr == 2 && dc == 1)) :
                     !(dr <= 1 && dc <= 1 && dr + dc > 0))
            return false;
    }
    return true;
}

/* The line of a WHISPER (a chain of pairs) or an EQUAL (mirror pairs)
 * constraint into line[] (room for c->n + 1); its length, or -1 when the
 * pairs are no such line. */
static int pair_line(const Constraint *c, int *line)
{
    int np = c->n / 2, k = 0;
    if (np < 1 || c->n % 2)
        return -1;
    if (c->kind == CON_WHISPER) {
        line[k++] = c->cells[0];
        for (int i = 0; i < np; i++) {
            if (c->cells[2 * i] != line[k - 1])
                return -1;
            line[k++] = c->cells[2 * i + 1];
        }
        return k;
    }
    bool odd = c->cells[2 * np - 2] == c->cells[2 * np - 1]; /* the middle with itself */
    for (int i = 0; i < np; i++)
        line[k++] = c->cells[2 * i];
    for (int i = np - 1 - odd; i >= 0; i--)
        line[k++] = c->cells[2 * i + 1];
    return k;
}

/* Do the EQUAL pairs of c make a palindrome line stepping from each cell
 * to a neighbour (the diagonal ones too)? Else they are a clone. */
static bool is_palindrome(const Model *m, const Constraint *c)
{
    int *line = xmalloc((size_t)(c->n + 1) * sizeof *line), k = pair_line(c, line);
    bool ok = k >= 2;
    for (int i = 0; ok && i + 1 < k; i++) {
        int dr = abs(line[i + 1] / m->cols - line[i] / m->cols),
            dc = abs(line[i + 1] % m->cols - line[i] % m->cols);
        ok = dr <= 1 && dc <= 1 && dr + dc > 0;
    }
    free(line);
    return ok;
}

static void e_clone(FILE *f, const Model *m, const Constraint *c)
{
    fputs("{\"cells\":[", f);
    for (int i = 0; i < c->n; i += 2) {
        fputs(i ? "," : "", f);
        put_cell(f, m, c->cells[i]);
    }
    fputs("],\"cloneCells\":[", f);
    for (int i = 1; i < c->n; i += 2) {
        fputs(i > 1 ? "," : "", f);
        put_cell(f, m, c->cells[i]);
    }
    fputs("]}", f);
}

static void e_pairline(FILE *f, const Model *m, const Constraint *c)
{
    int *line = xmalloc((size_t)(c->n + 1) * sizeof *line);
    int k = pair_line(c, line);
    fputs("{\"lines\":[", f);
    put_cells(f, m, line, k);
    fputc(']', f);
    if (c->kind == CON_WHISPER)
        fprintf(f, ",\"value\":\"%d\"", c->total);
    fputc('}', f);
    free(line);
}

/* A region-sum line, whole, from its first constraint. */
static void e_regionsum(FILE *f, const Model *m, const Constraint *c)
{
    int *line = xmalloc((size_t)m->ncells * sizeof *line), last;
    int n = rsum_line(m, (int)(c - m->cons), line, &last);
    fputs("{\"lines\":[", f);
    put_cells(f, m, line, n);
    fputs("]}", f);
    free(line);
}

static void e_quadruple(FILE *f, const Model *m, const Constraint *c)
{
    int v[4], n = quad_values(c->total, v);
    fputs("{\"cells\":", f);
    put_cells(f, m, c->cells, c->n);
    fputs(",\"values\":[", f);
    for (int j = 0; j < n; j++)
        fprintf(f, j ? ",%d" : "%d", v[j]);
    fputs("]}", f);
}

static void e_xv(FILE *f, const Model *m, const Constraint *c)
{
    fputs("{\"cells\":", f);
    put_cells(f, m, c->cells, c->n);
    fprintf(f, ",\"value\":\"%c\"}", c->total == 10 ? 'X' : 'V');
}

/* Which constraints go in an entry: a kind, and for PARITY its total. */
typedef struct {
    const char *key;
    ConKind kind;
    int total;      /* PARITY: 1 odd, 0 even; else -1 */
    EntryFn fn;
    int shape;      /* EQUAL: 1 the palindromes, 0 the clones; LESS: 0 the
                       thermometers, 1 minimum cells, 2 maximum; else -1 */
} FpxKind;

static const FpxKind fpx_kinds[] = {
    {"killercage", CON_SUM, -1, e_cage, -1},
    {"thermometer", CON_LESS, -1, e_line, 0},
    {"minimum", CON_LESS, -1, e_minmax, 1},
    {"maximum", CON_LESS, -1, e_minmax, 2},
    {"arrow", CON_ARROW, -1, e_arrow, -1},
    {"odd", CON_PARITY, 1, e_parity, -1},
    {"even", CON_PARITY, 0, e_parity, -1},
    {"difference", CON_CONSEC, -1, e_cells, -1},
    {"ratio", CON_DOUBLE, -1, e_cells, -1},
    {"xv", CON_XV, -1, e_xv, -1},
    {"skyscraper", CON_SKYSCRAPER, -1, e_sky, -1},
    {"sandwichsum", CON_SANDWICH, -1, e_sky, -1},
    {"xsum", CON_XSUM, -1, e_sky, -1},
    {"whispers", CON_WHISPER, -1, e_pairline, -1},
    {"palindrome", CON_EQUAL, -1, e_pairline, 1},
    {"clone", CON_EQUAL, -1, e_clone, 0},
    {"renban", CON_RENBAN, -1, e_line, -1},
    {"betweenline", CON_BETWEEN, -1, e_line, -1},
    {"regionsumline", CON_REGIONSUM, -1, e_regionsum, -1},
    {"quadruple", CON_QUADRUPLE, -1, e_quadruple, -1},
};

static int write_json(const Model *m, const int *solution, FILE *f, char *why, size_t whysz)
{
    int n = m->rows;
    if (m->rows != m->cols || m->vmin != 1 || m->vmax != n || n < 1 || n > 16) {
        snprintf(why, whysz, "fpuzzles: f-puzzles grids are N x N (N up to 16) with values 1..N; "
                 "this one is %dx%d with values %d..%d", m->rows, m->cols, m->vmin, m->vmax);
        return -1;
    }
    if (m->unused) {
        snprintf(why, whysz, "fpuzzles: every cell of an f-puzzles grid is in play; this model "
                 "has %d unused cells (a shape or a layout of several grids)", m->nunused);
        return -1;
    }
    /* classify the distinct groups; check what has no f-puzzles form */
    int *shape = xmalloc((size_t)(m->ncons ? m->ncons : 1) * sizeof *shape);
    int *region = xmalloc((size_t)n * n * sizeof *region);
    bool *in_part = xcalloc((size_t)(m->ncons ? m->ncons : 1), sizeof *in_part);
    int rows = 0, cols = 0, parts = 0, rc = 0;
    bool dmain = false, danti = false, antiknight = false, antiking = false;
    for (int i = 0; i < n * n; i++)
        region[i] = -1;
    for (int i = 0; i < m->ncons && rc == 0; i++) {
        const Constraint *c = &m->cons[i];
        char cn[CELL_NAME_MAX];
        shape[i] = -1;
        switch (c->kind) {
        case CON_ALLDIFF:
        case CON_PERM:
            if (con_is_plain_cage(c)) /* a killer cage with no value */
                break;
            shape[i] = group_shape(m, c);
            rows |= shape[i] == G_ROW ? 1 << (c->cells[0] / n) : 0;
            cols |= shape[i] == G_COL ? 1 << (c->cells[0] % n) : 0;
            dmain |= shape[i] == G_DIAG_MAIN;
            danti |= shape[i] == G_DIAG_ANTI;
            if (shape[i] == G_OTHER && c->n == n) { /* a region, while they stay disjoint */
                bool free_cells = true;
                for (int k = 0; k < c->n; k++)
                    free_cells &= region[c->cells[k]] < 0;
                if (free_cells) {
                    for (int k = 0; k < c->n; k++)
                        region[c->cells[k]] = i;
                    in_part[i] = true;
                    parts++;
                }
            }
            break;
        case CON_SUM:
            if (!c->distinct) {
                snprintf(why, whysz, "fpuzzles: f-puzzles has no sum whose cells may repeat "
                         "('sum' %s)", c->name);
                rc = -1;
            }
            break;
        case CON_SKYSCRAPER:
        case CON_SANDWICH:
        case CON_XSUM: {
            char clue[32];
            if (sky_clue(m, c, clue, sizeof clue) < 0) {
                snprintf(why, whysz, "fpuzzles: a %s clue looks along a whole row or "
                         "column from outside it; %s does not", con_word(c), c->name);
                rc = -1;
            }
            break;
        }
        case CON_XV:
        case CON_CONSEC:
        case CON_DOUBLE:
            if (c->kind == CON_XV && c->total != 10 && c->total != 5) {
                snprintf(why, whysz, "fpuzzles: an XV mark adds up to 10 or 5, not %d (%s)",
                         c->total, c->name);
                rc = -1;
            } else if (!neighbours(m, c->cells[0], c->cells[1])) {
                snprintf(why, whysz, "fpuzzles: a mark (a Kropki dot, an X or a V) sits between "
                         "neighbours; '%s' %s joins %s and a cell that is not next to it",
                         con_word(c), c->name, cell_name(m, c->cells[0], cn));
                rc = -1;
            }
            break;
        case CON_DIFFER:
            if (all_moves(m, c, true))
                antiknight = true;
            else if (all_moves(m, c, false))
                antiking = true;
            else {
                snprintf(why, whysz, "fpuzzles: '%s' pairs other than every knight's or king's "
                         "move have no f-puzzles form (%s)", con_word(c), c->name);
                rc = -1;
            }
            break;
        case CON_WHISPER:
        case CON_EQUAL: {
            int *line = xmalloc((size_t)(c->n + 1) * sizeof *line);
            if (pair_line(c, line) < 0) {
                snprintf(why, whysz, "fpuzzles: '%s' pairs that are not a line have no "
                         "f-puzzles form (%s)", con_word(c), c->name);
                rc = -1;
            }
            free(line);
            break;
        }
        case CON_GIVEN: case CON_PARITY: case CON_LESS:
        case CON_ARROW: case CON_NONCONSEC: case CON_NONDOUBLE: case CON_NONXV:
        case CON_RENBAN: case CON_BETWEEN: case CON_REGIONSUM: case CON_QUADRUPLE:
            break; /* written below */
        default:
            /* a kind the table does not write yet: said, never dropped */
            snprintf(why, whysz, "fpuzzles: the f-puzzles export does not write '%s' (%s) yet",
                     con_word(c), c->name);
            rc = -1;
        }
    }
    int all = (1 << n) - 1;
    if (rc == 0 && (rows != all || cols != all)) {
        snprintf(why, whysz, "fpuzzles: every row and every column of an f-puzzles grid holds "
                 "distinct values; this model lacks %s", rows != all ? "distinct rows" :
                 "distinct columns");
        rc = -1;
    }
    bool nonconsec = false, neg_ratio = false, neg_xv = false;
    if (rc == 0)
        rc = pair_rules(m, &nonconsec, &neg_ratio, &neg_xv, why, whysz);
    if (rc) {
        free(shape);
        free(region);
        free(in_part);
        return -1;
    }
    /* the regions: a tiling by n groups, or none (every cell null) */
    bool tiled = parts == n, boxes = tiled;
    if (!tiled)
        for (int i = 0; i < m->ncons; i++)
            in_part[i] = false;
    int *num = xmalloc((size_t)(m->ncons ? m->ncons : 1) * sizeof *num), next = 0;
    for (int i = 0; i < m->ncons; i++)
        num[i] = -1;
    for (int cell = 0; tiled && cell < n * n; cell++) { /* numbered by first cell */
        int g = region[cell];
        if (num[g] < 0)
            num[g] = next++;
    }
    /* default boxes: each group is one box */
    for (int cell = 0; tiled && cell < n * n; cell++) {
        int first = m->cons[region[cell]].cells[0];
        if (default_box(n, cell) != default_box(n, first))
            boxes = false;
    }
    bool prime_rows = box_h(n) == 1; /* the default boxes are the rows: nothing to undo */
    fprintf(f, "{\"size\":%d", n);
    if (m->name) {
        fputs(",\"title\":", f);
        put_str(f, m->name);
    }
    if (m->source) {
        fputs(",\"author\":", f);
        put_str(f, m->source);
    }
    fputs(",\"grid\":[", f);
    for (int r = 0; r < n; r++) {
        fputs(r ? ",[" : "[", f);
        for (int c = 0; c < n; c++) {
            int cell = r * n + c, g = m->given[cell];
            fputs(c ? ",{" : "{", f);
            bool sep = false;
            if (g) {
                fprintf(f, "\"value\":%d,\"given\":true", g);
                sep = true;
            }
            if (tiled && !boxes)
                fprintf(f, "%s\"region\":%d", sep ? "," : "", num[region[cell]]);
            else if (!tiled && !prime_rows)
                fprintf(f, "%s\"region\":null", sep ? "," : "");
            fputc('}', f);
        }
        fputc(']', f);
    }
    fputc(']', f);
    if (dmain)
        fputs(",\"diagonal-\":true", f);
    if (danti)
        fputs(",\"diagonal+\":true", f);
    if (antiknight)
        fputs(",\"antiknight\":true", f);
    if (antiking)
        fputs(",\"antiking\":true", f);
    if (nonconsec)
        fputs(",\"nonconsecutive\":true", f);
    if (neg_ratio || neg_xv)
        fprintf(f, ",\"negative\":[%s%s%s]", neg_ratio ? "\"ratio\"" : "",
                neg_ratio && neg_xv ? "," : "", neg_xv ? "\"xv\"" : "");
    /* extra regions: distinct groups that are none of the above */
    bool any = false;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if ((c->kind == CON_ALLDIFF || c->kind == CON_PERM) && shape[i] == G_OTHER && !in_part[i]) {
            fputs(any ? "," : ",\"extraregion\":[", f);
            e_cells(f, m, c);
            any = true;
        }
    }
    if (any)
        fputc(']', f);
    for (size_t k = 0; k < sizeof fpx_kinds / sizeof *fpx_kinds; k++) {
        any = false;
        for (int i = 0; i < m->ncons; i++) {
            const Constraint *c = &m->cons[i];
            bool plain_cage = fpx_kinds[k].kind == CON_SUM && con_is_plain_cage(c);
            if ((c->kind != fpx_kinds[k].kind && !plain_cage) ||
                (fpx_kinds[k].total >= 0 && c->total != fpx_kinds[k].total) ||
                (c->kind == CON_EQUAL && is_palindrome(m, c) != fpx_kinds[k].shape) ||
                (c->kind == CON_LESS && minmax_of(c) != fpx_kinds[k].shape) ||
                (c->kind == CON_LESS && minmax_of(c) && i > 0 && !strcmp(m->cons[i - 1].name, c->name)) ||
                (c->kind == CON_REGIONSUM && i > 0 && m->cons[i - 1].kind == CON_REGIONSUM &&
                 rsum_continues(m, i - 1)))
                continue;
            if (!any)
                fprintf(f, ",\"%s\":[", fpx_kinds[k].key);
            else
                fputc(',', f);
            fpx_kinds[k].fn(f, m, c);
            any = true;
        }
        if (any)
            fputc(']', f);
    }
    if (solution) {
        fputs(",\"solution\":[", f);
        for (int i = 0; i < n * n; i++)
            fprintf(f, i ? ",%d" : "%d", solution[i]);
        fputc(']', f);
    }
    fputs("}", f);
    free(num);
    free(shape);
    free(region);
    free(in_part);
    return 0;
}

int export_model(const Model *m, const char *format, const int *solution, FILE *out, char *why,
                 size_t whysz)
{
    if (!strcmp(format, "fpuzzles")) {
        if (write_json(m, solution, out, why, whysz) < 0)
            return -1;
        fputc('\n', out);
        return 0;
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *mem = xopen_memstream(&buf, &len);
    int rc = write_json(m, solution, mem, why, whysz);
    xclose_memstream(mem, &buf);
    if (rc == 0) {
        size_t n;
        char *b64 = lz_compress_base64(buf, len, &n);
        if (!strcmp(format, "fpuzzles-link")) {
            fprintf(out, "https://www.f-puzzles.com/?load=%s\n", b64);
        } else { /* SudokuPad's path: '+', '/' and '=' escaped */
            fputs("https://sudokupad.app/fpuzzles", out);
            for (const char *p = b64; *p; p++)
                if (*p == '+' || *p == '/' || *p == '=')
                    fprintf(out, "%%%02X", (unsigned char)*p);
                else
                    fputc(*p, out);
            fputc('\n', out);
        }
        free(b64);
    }
    free(buf);
    return rc;
}
