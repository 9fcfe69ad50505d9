/* import_janko.c -- Janko's puzzle text (janko.at; the collection of
 * ../shared/puzzles/janko: JSON Lines {"id", "problem", "solution",
 * "source"}) to .puz, one family a table entry (import_janko.h).
 *
 * THE TEXT. A first line "ROWS COLS", then ROWS lines of COLS blank-separated
 * tokens: a digit string is a value, '-' an empty cell (in a multi-grid
 * frame also a cell outside every grid); then the family's extra data:
 *   sudoku            none (N x N, boxes from N: 9 -> 3x3, 6 -> 2x3, ...)
 *   killer            the grid holds each cage's sum in one of its cells
 *                     (no givens); then ROWS lines of cage numbers
 *   jigsaw            givens; then ROWS lines of region numbers
 *   evenodd           givens, and 'E' / 'O' for an empty even / odd cell
 *   consecutive       a Latin square's givens; then ROWS lines of per-cell bar masks, the
 *                     sides of the cell carrying a bar: 1 right, 2 down,
 *                     4 left, 8 up (a bar between two cells shows in both
 *                     masks); Konsekutiv: a bar exactly where neighbours
 *                     are consecutive (`consecutive` + `negative
 *                     consecutive`)
 *   skyscraper, margin   four lines BEFORE the grid: the clues seen from
 *                     the top (one per column), the bottom, the left (one
 *                     per row) and the right, '-' for none; skyscraper:
 *                     how many buildings are seen, margin: the sum of the
 *                     first three cells; then the givens
 *   samurai ... clueless2   givens over the layout's frame (layouts.h)
 *   kakuro            no extra data: 'A,B' a clue, the down sum A and the
 *                     across sum B (either empty), '0' a white cell, '-'
 *                     a blank (kakuro.h)
 * THE FAMILY is named by the caller, else by the janko.at page in the
 * line's "source" (/Sudoku/Killer/, /Sudoku/Chaos/, /Sudoku/, /Kakuro/),
 * else told by the text's shape: E/O marks; A,B clues (kakuro); a map
 * after the grid (N regions of N cells: jigsaw, else killer); a layout's frame (the layouts of that size
 * whose unused cells hold no clue: one must be left; so a plain Sudoku of
 * side 12 or 21 is named); else a square of boxes: sudoku.
 * THE X RULE (both diagonals distinct) is not in the text: it comes from
 * the caller (PUZ_JANKO_X), or from the page: the Killer and Jigsaw pages
 * of janko_x_pages below (the collection's puzzles whose published
 * solution has distinct diagonals: Killer 197, 249, 257, 717, 719, 727 and
 * the nine Jigsaws have more than one solution without the rule; Killer
 * 47, 49, 199 and 729 are unique either way, their solutions keep it). */
#include "import_janko.h"

#include "diag.h"
#include "importers.h"
#include "json_in.h"
#include "kakuro.h"
#include "layouts.h"
#include "util.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* One token of the problem text, at its place. */
typedef struct {
    const char *s;
    int len, line, col;
} JTok;

typedef struct {
    const Source *src;
    Diag *d;
    int rows, cols;
    JTok *grid;      /* rows * cols */
    JTok *map;       /* rows * cols tokens after the grid, or NULL */
    bool x;          /* both diagonals distinct */
    const char *id, *url;
    bool clue_lines; /* skyscraper, margin: four clue lines before the grid */
    JTok *clues;     /* their tokens: top and bottom (cols each), left and
                        right (rows each), or NULL */
    int nclue_lines;
} Janko;

typedef struct JankoFamily JankoFamily;
struct JankoFamily {
    const char *name;    /* as the caller names it */
    const char *title;
    const char *page;    /* the janko.at path naming it, or NULL */
    const char *layout;  /* a multi-grid family's layout (layouts.h) */
    int (*write)(const Janko *j, const JankoFamily *f, FILE *out);
};

static Loc tok_loc(const JTok *t)
{
    Loc l = {t->line, t->col, t->line, t->col + (t->len > 0 ? t->len : 1)};
    return l;
}

static bool tok_is(const JTok *t, const char *s)
{
    return (size_t)t->len == strlen(s) && !memcmp(t->s, s, (size_t)t->len);
}

/* A digit string's value (at most 9 digits), else -1. */
static int tok_num(const JTok *t)
{
    if (t->len < 1 || t->len > 9)
        return -1;
    int v = 0;
    for (int i = 0; i < t->len; i++) {
        if (!isdigit((unsigned char)t->s[i]))
            return -1;
        v = v * 10 + (t->s[i] - '0');
    }
    return v;
}

/* The box of a Sudoku of side n, as Janko draws it: the most square
 * r x c with r <= c (9: 3x3, 6: 2x3, 8: 2x4); 0 when n is prime. */
static int box_rows(int n)
{
    int r = 0;
    for (int q = 2; q * q <= n; q++)
        if (n % q == 0)
            r = q;
    return r;
}

static void write_meta(const Janko *j, const JankoFamily *f, FILE *out)
{
    fprintf(out, "# imported from a Janko %s puzzle%s\n", f->title, j->x ? " (X: diagonals)" : "");
    if (j->id)
        fprintf(out, "name \"%s\"\n", j->id);
    if (j->url && j->url[0])
        fprintf(out, "source \"%s\"\n", j->url);
}

/* The givens block: values as they are, anything else '.' (or '-' where
 * unused[] says so). */
static void write_givens(const Janko *j, const unsigned char *unused, FILE *out)
{
    fputs("givens\n", out);
    for (int r = 0; r < j->rows; r++) {
        fputs(" ", out);
        for (int c = 0; c < j->cols; c++) {
            const JTok *t = &j->grid[r * j->cols + c];
            if (unused && unused[r * j->cols + c])
                fputs(" -", out);
            else if (tok_num(t) > 0)
                fprintf(out, " %.*s", t->len, t->s);
            else
                fputs(" .", out);
        }
        fputc('\n', out);
    }
}

/* Every grid token a value or '-' (evenodd: also E, O). */
static int check_grid(const Janko *j, bool eo)
{
    int bad = 0;
    for (int i = 0; i < j->rows * j->cols && !diag_full(j->d); i++) {
        const JTok *t = &j->grid[i];
        if (tok_num(t) >= 0 || tok_is(t, "-") || (eo && (tok_is(t, "E") || tok_is(t, "O"))))
            continue;
        diag_error(j->d, tok_loc(t), "'%.*s' is not a cell: expected a number or '-'%s",
                   t->len > 20 ? 20 : t->len, t->s, eo ? " (or E, O)" : "");
        bad = -1;
    }
    return bad;
}

static int need_square(const Janko *j, const JankoFamily *f, bool boxes)
{
    if (j->rows != j->cols || (boxes && !box_rows(j->rows))) {
        diag_error(j->d, tok_loc(&j->grid[0]), "a %s is a square grid%s, not %dx%d", f->title,
                   boxes ? " of equal boxes" : "", j->rows, j->cols);
        return -1;
    }
    return 0;
}

static int need_map(const Janko *j, const char *what)
{
    if (j->map)
        return 0;
    Loc at = {j->rows + 2, 1, j->rows + 2, 2};
    diag_error(j->d, at, "the %s map is missing: %d rows of %d numbers after the grid", what,
               j->rows, j->cols);
    return -1;
}

/* The map's tokens as labels (numbers). */
static int check_map(const Janko *j)
{
    for (int i = 0; i < j->rows * j->cols; i++)
        if (tok_num(&j->map[i]) < 0) {
            diag_error(j->d, tok_loc(&j->map[i]), "'%.*s' is not a label: the map holds "
                       "numbers", j->map[i].len > 20 ? 20 : j->map[i].len, j->map[i].s);
            return -1;
        }
    return 0;
}

static void write_map(const Janko *j, const char *block, FILE *out)
{
    fprintf(out, "%s\n", block);
    for (int r = 0; r < j->rows; r++) {
        fputs(" ", out);
        for (int c = 0; c < j->cols; c++) {
            const JTok *t = &j->map[r * j->cols + c];
            fprintf(out, " %.*s", t->len, t->s);
        }
        fputc('\n', out);
    }
}

static int write_sudoku(const Janko *j, const JankoFamily *f, FILE *out)
{
    if (check_grid(j, false) || need_square(j, f, true))
        return -1;
    int br = box_rows(j->rows);
    write_meta(j, f, out);
    fprintf(out, "sudoku %dx%d\n", br, j->rows / br);
    if (j->x)
        fputs("distinct diagonals\n", out);
    write_givens(j, NULL, out);
    return 0;
}

static int write_evenodd(const Janko *j, const JankoFamily *f, FILE *out)
{
    if (check_grid(j, true) || need_square(j, f, true))
        return -1;
    int br = box_rows(j->rows);
    write_meta(j, f, out);
    fprintf(out, "sudoku %dx%d\n", br, j->rows / br);
    if (j->x)
        fputs("distinct diagonals\n", out);
    for (int k = 0; k < 2; k++) {
        const char *mark = k ? "O" : "E";
        bool any = false;
        for (int i = 0; i < j->rows * j->cols; i++)
            if (tok_is(&j->grid[i], mark)) {
                if (!any)
                    fputs(k ? "odd" : "even", out);
                fprintf(out, " r%dc%d", i / j->cols + 1, i % j->cols + 1);
                any = true;
            }
        if (any)
            fputc('\n', out);
    }
    write_givens(j, NULL, out);
    return 0;
}

static int write_jigsaw(const Janko *j, const JankoFamily *f, FILE *out)
{
    if (check_grid(j, false) || need_square(j, f, false) || need_map(j, "region") ||
        check_map(j))
        return -1;
    write_meta(j, f, out);
    fprintf(out, "grid %dx%d\nvalues 1..%d\ndistinct rows\ndistinct cols\n", j->rows, j->cols,
            j->rows);
    if (j->x)
        fputs("distinct diagonals\n", out);
    write_map(j, "regions", out);
    write_givens(j, NULL, out);
    return 0;
}

/* Konsekutiv: a Latin square (janko.at's Konsekutiv grids have no boxes:
 * rows and columns only, sides 5 to 9), a `consecutive` mark per bar (from
 * either cell's mask), then `negative consecutive` (no bar: not
 * consecutive). */
static int write_consecutive(const Janko *j, const JankoFamily *f, FILE *out)
{
    if (check_grid(j, false) || need_square(j, f, false) || need_map(j, "bar") || check_map(j))
        return -1;
    for (int i = 0; i < j->rows * j->cols; i++)
        if (tok_num(&j->map[i]) > 15) {
            diag_error(j->d, tok_loc(&j->map[i]), "'%.*s' is not a bar mask: expected 0..15 "
                       "(1 right, 2 down, 4 left, 8 up)", j->map[i].len > 20 ? 20 : j->map[i].len,
                       j->map[i].s);
            return -1;
        }
    write_meta(j, f, out);
    fprintf(out, "latin %d\n", j->rows);
    if (j->x)
        fputs("distinct diagonals\n", out);
    for (int r = 0; r < j->rows; r++)
        for (int c = 0; c < j->cols; c++) {
            int i = r * j->cols + c, m = tok_num(&j->map[i]);
            if (c + 1 < j->cols && ((m & 1) || (tok_num(&j->map[i + 1]) & 4)))
                fprintf(out, "consecutive r%dc%d r%dc%d\n", r + 1, c + 1, r + 1, c + 2);
            if (r + 1 < j->rows && ((m & 2) || (tok_num(&j->map[i + j->cols]) & 8)))
                fprintf(out, "consecutive r%dc%d r%dc%d\n", r + 1, c + 1, r + 2, c + 1);
        }
    fputs("negative consecutive\n", out);
    write_givens(j, NULL, out);
    return 0;
}

/* The outside clues (skyscraper, margin): per clue of the four lines, its
 * statement over the cells seen from it (all of the line: skyscraper; the
 * first three: margin), nearest first. */
static int write_outside(const Janko *j, const JankoFamily *f, FILE *out, const char *word,
                         int depth)
{
    if (check_grid(j, false) || need_square(j, f, true))
        return -1;
    if (j->nclue_lines < 4) {
        Loc at = {2, 1, 2, 2};
        diag_error(j->d, at, "a %s has four clue lines before the grid (top, bottom, left, "
                   "right)", f->title);
        return -1;
    }
    int n = j->rows, br = box_rows(n);
    for (int i = 0; i < 4 * n; i++)
        if (tok_num(&j->clues[i]) < 1 && !tok_is(&j->clues[i], "-")) {
            diag_error(j->d, tok_loc(&j->clues[i]), "'%.*s' is not a clue: expected a number or "
                       "'-'", j->clues[i].len > 20 ? 20 : j->clues[i].len, j->clues[i].s);
            return -1;
        }
    write_meta(j, f, out);
    fprintf(out, "sudoku %dx%d\n", br, n / br);
    if (j->x)
        fputs("distinct diagonals\n", out);
    for (int side = 0; side < 4; side++)
        for (int i = 0; i < n; i++) {
            int clue = tok_num(&j->clues[side * n + i]);
            if (clue < 1)
                continue;
            fprintf(out, "%s %d", word, clue);
            for (int d = 0; d < depth; d++) {
                int r = side == 0 ? d : side == 1 ? n - 1 - d : i;
                int c = side == 2 ? d : side == 3 ? n - 1 - d : i;
                fprintf(out, " r%dc%d", r + 1, c + 1);
            }
            fputc('\n', out);
        }
    write_givens(j, NULL, out);
    return 0;
}

/* Skyscraper (Wolkenkratzer): how many buildings each clue sees. */
static int write_skyscraper(const Janko *j, const JankoFamily *f, FILE *out)
{
    return write_outside(j, f, out, "skyscraper", j->rows);
}

/* Margin (Randsummen): the sum of the first three cells from each clue. */
static int write_margin(const Janko *j, const JankoFamily *f, FILE *out)
{
    return write_outside(j, f, out, "outsidesum", 3);
}

/* Killer: each cage's sum is the one number among its cells. */
static int write_killer(const Janko *j, const JankoFamily *f, FILE *out)
{
    if (check_grid(j, false) || need_square(j, f, true) || need_map(j, "cage") || check_map(j))
        return -1;
    int n = j->rows * j->cols, bad = 0;
    int *sum_at = xmalloc((size_t)n * sizeof *sum_at); /* per cell: the cell holding its cage's sum */
    for (int i = 0; i < n; i++)
        sum_at[i] = -1;
    for (int i = 0; i < n; i++) {
        if (tok_num(&j->grid[i]) < 0)
            continue;
        for (int k = 0; k < n; k++) {
            if (tok_num(&j->map[k]) != tok_num(&j->map[i]))
                continue;
            if (sum_at[k] >= 0 && sum_at[k] != i && !bad) {
                diag_error(j->d, tok_loc(&j->grid[i]), "cage %.*s has two sums", j->map[i].len,
                           j->map[i].s);
                diag_note(j->d, tok_loc(&j->grid[sum_at[k]]), "the first is here");
                bad = -1;
            }
            sum_at[k] = i;
        }
    }
    for (int i = 0; i < n && !bad; i++)
        if (sum_at[i] < 0) {
            diag_error(j->d, tok_loc(&j->map[i]), "cage %.*s has no sum in the grid",
                       j->map[i].len, j->map[i].s);
            bad = -1;
        }
    if (!bad) {
        int br = box_rows(j->rows);
        write_meta(j, f, out);
        fprintf(out, "killer %dx%d\n", br, j->rows / br);
        if (j->x)
            fputs("distinct diagonals\n", out);
        write_map(j, "cages", out);
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (tok_num(&j->grid[i]) < 0)
                continue;
            fprintf(out, "%s%.*s=%.*s", k % 12 ? " " : k ? "\nsums " : "sums ", j->map[i].len,
                    j->map[i].s, j->grid[i].len, j->grid[i].s);
            k++;
        }
        fputc('\n', out);
    }
    free(sum_at);
    return bad;
}

/* The unused cells of a layout's frame (rows x cols bytes, 1 = unused). */
static unsigned char *layout_mask(const Layout *l)
{
    unsigned char *un = xmalloc((size_t)l->rows * (size_t)l->cols);
    memset(un, 1, (size_t)l->rows * (size_t)l->cols);
    for (int k = 0; k < l->ngrids; k++)
        for (int i = 0; i < 9; i++)
            for (int jj = 0; jj < 9; jj++) {
                int r, c;
                model_grid_cell(&l->grids[k], i, jj, &r, &c);
                un[r * l->cols + c] = 0;
            }
    return un;
}

/* Does the text fit layout l: its frame, and no clue outside its grids?
 * With report, says where it does not. */
static bool fits_layout(const Janko *j, const Layout *l, bool report)
{
    if (j->rows != l->rows || j->cols != l->cols) {
        if (report)
            diag_error(j->d, tok_loc(&j->grid[0]), "a %s is a %dx%d frame, not %dx%d", l->title,
                       l->rows, l->cols, j->rows, j->cols);
        return false;
    }
    unsigned char *un = layout_mask(l);
    bool ok = true;
    for (int i = 0; i < j->rows * j->cols && ok; i++)
        if (un[i] && !tok_is(&j->grid[i], "-")) {
            if (report)
                diag_error(j->d, tok_loc(&j->grid[i]), "r%dc%d is outside the %s's grids: "
                           "write '-' there", i / j->cols + 1, i % j->cols + 1, l->title);
            ok = false;
        }
    free(un);
    return ok;
}

static int write_multi(const Janko *j, const JankoFamily *f, FILE *out)
{
    const Layout *l = layout_find(f->layout);
    if (check_grid(j, false) || !fits_layout(j, l, true))
        return -1;
    write_meta(j, f, out);
    fprintf(out, "sudoku %s\n", l->name);
    unsigned char *un = layout_mask(l);
    write_givens(j, un, out);
    free(un);
    return 0;
}

/* Kakuro: each cell read as the language reads a picture's (kakuro.h:
 * the collection's A,B clues and 0 cells are its own forms), written as
 * the picture, clues D\A, columns aligned; its runs are checked when the
 * .puz is compiled. */
static int write_kakuro(const Janko *j, const JankoFamily *f, FILE *out)
{
    int n = j->rows * j->cols, bad = 0;
    char (*tok)[16] = xmalloc((size_t)n * sizeof *tok);
    int *width = xcalloc((size_t)j->cols, sizeof *width);
    for (int i = 0; i < n && !diag_full(j->d); i++) {
        KakuroCell k;
        const JTok *t = &j->grid[i];
        if (kakuro_read_cell(j->d, t->s, t->len, tok_loc(t), &k) != 0) {
            bad = -1;
            continue;
        }
        kakuro_token(&k, tok[i]);
        int w = (int)strlen(tok[i]);
        width[i % j->cols] = w > width[i % j->cols] ? w : width[i % j->cols];
    }
    if (!bad) {
        write_meta(j, f, out);
        fprintf(out, "kakuro %dx%d\ngivens\n", j->rows, j->cols);
        for (int i = 0; i < n; i++) {
            int c = i % j->cols;
            fprintf(out, "  %-*s", c + 1 < j->cols ? width[c] : 0, tok[i]);
            if (c + 1 == j->cols)
                fputc('\n', out);
        }
    }
    free(tok);
    free(width);
    return bad;
}

/* THE FAMILIES: one entry each (others add theirs here). */
static const JankoFamily families[] = {
    {"sudoku", "Sudoku", "/Sudoku/", NULL, write_sudoku},
    {"killer", "Killer Sudoku", "/Sudoku/Killer/", NULL, write_killer},
    {"jigsaw", "Jigsaw Sudoku", "/Sudoku/Chaos/", NULL, write_jigsaw},
    {"evenodd", "Even-Odd Sudoku", NULL, NULL, write_evenodd},
    {"consecutive", "Konsekutiv Sudoku", "/Sudoku/Konsekutiv/", NULL, write_consecutive},
    {"skyscraper", "Skyscraper Sudoku", "/Sudoku/Wolkenkratzer/", NULL, write_skyscraper},
    {"margin", "Margin Sudoku", "/Sudoku/Randsummen/", NULL, write_margin},
    {"samurai", "Samurai Sudoku", NULL, "samurai", write_multi},
    {"butterfly", "Butterfly Sudoku", NULL, "butterfly", write_multi},
    {"sumo", "Sumo Sudoku", NULL, "sumo", write_multi},
    {"windmill", "Windmill Sudoku", NULL, "windmill", write_multi},
    {"gattai8", "Gattai-8 Sudoku", NULL, "gattai8", write_multi},
    {"shogun", "Shogun Sudoku", NULL, "shogun", write_multi},
    {"sohei", "Sohei Sudoku", NULL, "sohei", write_multi},
    {"clueless1", "Clueless 1 Sudoku", NULL, "clueless1", write_multi},
    {"clueless2", "Clueless 2 Sudoku", NULL, "clueless2", write_multi},
    {"kakuro", "Kakuro", "/Kakuro/", NULL, write_kakuro},
};
#define NFAMILIES (sizeof families / sizeof *families)

/* janko.at pages whose rules add the X rule (see the top). */
static const struct {
    const char *page;
    int nums[16];
} janko_x_pages[] = {
    {"/Sudoku/Killer/", {47, 49, 197, 199, 249, 257, 717, 719, 727, 729}},
    {"/Sudoku/Chaos/", {651, 653, 655, 661, 663, 665, 671, 673, 675}},
};

const char *const *janko_families(void)
{
    static const char *names[NFAMILIES + 1];
    for (size_t i = 0; i < NFAMILIES; i++)
        names[i] = families[i].name;
    names[NFAMILIES] = NULL;
    return names;
}

static const JankoFamily *family_named(const char *name)
{
    for (size_t i = 0; i < NFAMILIES; i++)
        if (!strcasecmp(families[i].name, name) ||
            (families[i].layout && layout_find(name) == layout_find(families[i].layout)))
            return &families[i];
    return NULL;
}

/* The family whose page is the longest one in url; NULL if none. */
static const JankoFamily *family_of_url(const char *url)
{
    const JankoFamily *best = NULL;
    for (size_t i = 0; url && i < NFAMILIES; i++)
        if (families[i].page && strstr(url, families[i].page) &&
            (!best || strlen(families[i].page) > strlen(best->page)))
            best = &families[i];
    /* a page below /Sudoku/ that is no family of the table: not sudoku */
    if (best && !strcmp(best->page, "/Sudoku/")) {
        const char *p = strstr(url, "/Sudoku/") + 8;
        if (!isdigit((unsigned char)*p))
            return NULL;
    }
    return best;
}

static bool x_page(const char *url, const JankoFamily *f)
{
    if (!url || !f->page)
        return false;
    for (size_t i = 0; i < sizeof janko_x_pages / sizeof *janko_x_pages; i++) {
        if (strcmp(janko_x_pages[i].page, f->page))
            continue;
        const char *p = strstr(url, f->page);
        if (!p)
            return false;
        int num = atoi(p + strlen(f->page));
        for (int k = 0; k < 16 && janko_x_pages[i].nums[k]; k++)
            if (janko_x_pages[i].nums[k] == num)
                return true;
    }
    return false;
}

/* The family by the text's shape (see the top); NULL after reporting. */
static const JankoFamily *family_of_shape(const Janko *j)
{
    int n = j->rows * j->cols;
    for (int i = 0; i < n; i++)
        if (tok_is(&j->grid[i], "E") || tok_is(&j->grid[i], "O"))
            return family_named("evenodd");
    for (int i = 0; i < n; i++)
        if (memchr(j->grid[i].s, ',', (size_t)j->grid[i].len))
            return family_named("kakuro");
    if (j->map) {
        int *count = xcalloc((size_t)n + 1, sizeof *count), labels = 0, even = 1;
        for (int i = 0; i < n; i++) {
            int v = tok_num(&j->map[i]);
            if (v < 0 || v > n) {
                even = 0;
                continue;
            }
            labels += count[v]++ == 0;
        }
        for (int v = 0; v <= n; v++)
            even &= !count[v] || count[v] == j->rows;
        free(count);
        return family_named(labels == j->rows && even ? "jigsaw" : "killer");
    }
    const JankoFamily *fit = NULL;
    int nfit = 0;
    char names[200] = "";
    size_t k = 0;
    for (size_t i = 0; i < NFAMILIES; i++) {
        const Layout *l = families[i].layout ? layout_find(families[i].layout) : NULL;
        if (l && fits_layout(j, l, false)) {
            fit = &families[i];
            nfit++;
            k += (size_t)snprintf(names + k, k < sizeof names ? sizeof names - k : 0, "%s%s",
                                  k ? ", " : "", families[i].name);
        }
    }
    if (nfit == 1)
        return fit;
    bool frame = false; /* a layout's frame size, whatever its clues */
    for (const Layout *l = layout_list; l->name; l++)
        frame |= l->rows == j->rows && l->cols == j->cols;
    if (!nfit && !frame && j->rows == j->cols && box_rows(j->rows))
        return family_named("sudoku");
    if (nfit > 1)
        diag_error(j->d, tok_loc(&j->grid[0]), "a %dx%d frame whose clues fit %s: name the "
                   "family", j->rows, j->cols, names);
    else
        diag_error(j->d, tok_loc(&j->grid[0]), "a %dx%d grid is no family this reader knows: "
                   "name the family", j->rows, j->cols);
    return NULL;
}

/* Cuts the text into lines of tokens: the header line, the grid, the map.
 * 0, or -1 after reporting. */
static int read_text(Janko *j)
{
    const char *t = j->src->text;
    size_t len = j->src->len, p = 0;
    int line = 0, row = -1, mrow = 0;
    while (p < len) {
        size_t e = p;
        while (e < len && t[e] != '\n')
            e++;
        line++;
        JTok toks[PUZ_JANKO_MAX_SIDE + 2];
        int nt = 0, over = 0;
        for (size_t q = p; q < e;) {
            if (isspace((unsigned char)t[q])) {
                q++;
                continue;
            }
            size_t s = q;
            while (q < e && !isspace((unsigned char)t[q]))
                q++;
            if (nt < PUZ_JANKO_MAX_SIDE + 1)
                toks[nt++] = (JTok){t + s, (int)(q - s), line, (int)(s - p) + 1};
            else
                over = 1;
        }
        p = e + 1;
        if (!nt)
            continue;
        if (row < 0) { /* ROWS COLS */
            int r = nt == 2 ? tok_num(&toks[0]) : -1, c = nt == 2 ? tok_num(&toks[1]) : -1;
            if (r < 1 || c < 1 || r > PUZ_JANKO_MAX_SIDE || c > PUZ_JANKO_MAX_SIDE) {
                diag_error(j->d, tok_loc(&toks[0]), "expected the grid's size, 'ROWS COLS' "
                           "(1 to %d each)", PUZ_JANKO_MAX_SIDE);
                return -1;
            }
            j->rows = r;
            j->cols = c;
            j->grid = xcalloc((size_t)r * (size_t)c, sizeof *j->grid);
            row = 0;
            continue;
        }
        if (j->clue_lines && j->nclue_lines < 4) { /* top, bottom: cols; left, right: rows */
            int want = j->nclue_lines < 2 ? j->cols : j->rows;
            if (over || nt != want) {
                diag_error(j->d, tok_loc(&toks[nt > want ? want : nt - 1]), "clue line %d (%s) "
                           "has %s%d clues, expected %d", j->nclue_lines + 1,
                           (const char *[]){"top", "bottom", "left", "right"}[j->nclue_lines],
                           over ? "over " : "", nt, want);
                return -1;
            }
            if (!j->clues)
                j->clues = xcalloc((size_t)2 * (size_t)(j->rows + j->cols), sizeof *j->clues);
            memcpy(j->clues + (j->nclue_lines < 2 ? j->nclue_lines * j->cols
                                                  : 2 * j->cols + (j->nclue_lines - 2) * j->rows),
                   toks, (size_t)nt * sizeof *toks);
            j->nclue_lines++;
            continue;
        }
        if (over || nt != j->cols) {
            /* too many: at the first cell too many; too few: past the last */
            int end = toks[nt - 1].col + toks[nt - 1].len;
            Loc at = nt > j->cols ? tok_loc(&toks[j->cols]) : (Loc){line, end, line, end + 1};
            diag_error(j->d, at, "%s row %d has %s%d cells, expected %d",
                       row < j->rows ? "grid" : "map", (row < j->rows ? row : mrow) + 1,
                       over ? "over " : "", nt, j->cols);
            return -1;
        }
        if (row < j->rows) {
            memcpy(j->grid + (size_t)row * (size_t)j->cols, toks, (size_t)nt * sizeof *toks);
            row++;
            continue;
        }
        if (mrow == 0)
            j->map = xcalloc((size_t)j->rows * (size_t)j->cols, sizeof *j->map);
        if (mrow == j->rows) {
            diag_error(j->d, tok_loc(&toks[0]), "more than %d map rows after the grid", j->rows);
            return -1;
        }
        memcpy(j->map + (size_t)mrow * (size_t)j->cols, toks, (size_t)nt * sizeof *toks);
        mrow++;
    }
    if (row < 0) {
        diag_error(j->d, source_loc(1, 1), "empty: expected the grid's size, 'ROWS COLS'");
        return -1;
    }
    if (row < j->rows || (mrow && mrow < j->rows)) {
        diag_error(j->d, source_loc(line ? line : 1, 1), "the text ends after %d of the %d %s "
                   "rows", row < j->rows ? row : mrow, j->rows, row < j->rows ? "grid" : "map");
        return -1;
    }
    return 0;
}

/* The problem text of a JSON line, its source URL and id (each a copy, or
 * NULL). 0, or -1 after reporting at its place in the line. */
static int read_json(const Source *src, Diag *d, char **problem, size_t *plen, char **url,
                     char **id)
{
    char why[128];
    size_t off = 0;
    JsonValue *root = jin_parse(src->text, src->len, 0, &off, why, sizeof why);
    if (!root) {
        diag_error(d, import_loc(src, off), "not JSON: %s", why);
        return -1;
    }
    const JsonValue *p = jin_get(root, "problem", NULL);
    const JsonValue *u = jin_get(root, "source", NULL), *i = jin_get(root, "id", NULL);
    int rc = 0;
    if (!p || p->type != JV_STR) {
        diag_error(d, import_loc(src, p ? p->off : root->off),
                   "a Janko line has a \"problem\" string%s", p ? ", not this" : "");
        rc = -1;
    } else {
        *problem = xmalloc(p->slen + 1);
        memcpy(*problem, p->str, p->slen + 1);
        *plen = p->slen;
        *url = u && u->type == JV_STR ? xstrdup(u->str) : NULL;
        *id = i && i->type == JV_STR ? xstrdup(i->str) : NULL;
    }
    jin_free(root);
    return rc;
}

int import_janko_family(const char *name, const char *text, size_t len, const char *family,
                        unsigned flags, FILE *out, puz_error **err)
{
    if (family && strcasecmp(family, "auto") && !family_named(family)) {
        char names[256] = "";
        for (size_t i = 0, n = 0; i < NFAMILIES && n < sizeof names; i++)
            n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", i ? ", " : "",
                                  families[i].name);
        err_set(err, PUZ_E_ARG, "unknown Janko family '%s' (have: auto, %s)", family, names);
        return -1;
    }
    puz_error *e = err_new(PUZ_E_INPUT);
    Source *src = source_new(name, text, len), *prob = NULL;
    Diag d;
    diag_init(&d, src, e);
    char *problem = NULL, *url = NULL, *id = NULL;
    size_t plen = 0, k = 0;
    while (k < len && isspace((unsigned char)text[k]))
        k++;
    int rc = 0;
    if (k < len && text[k] == '{') { /* a JSON line: the problem is its own text */
        rc = read_json(src, &d, &problem, &plen, &url, &id);
        if (!rc) {
            char *pname = xmalloc(strlen(name) + 16);
            sprintf(pname, "%s (problem)", name);
            prob = source_new(pname, problem, plen);
            free(pname);
            diag_init(&d, prob, e);
        }
    }
    Janko j = {prob ? prob : src, &d, 0, 0, NULL, NULL, false, id, url, false, NULL, 0};
    const JankoFamily *f = family && strcasecmp(family, "auto") ? family_named(family) : NULL;
    if (!rc && !f)
        f = family_of_url(url);
    j.clue_lines = f && (f->write == write_skyscraper || f->write == write_margin);
    if (!rc)
        rc = read_text(&j);
    if (!rc && !f && !(f = family_of_shape(&j)))
        rc = -1;
    if (!rc) {
        j.x = (flags & JANKO_X) || x_page(url, f);
        rc = f->write(&j, f, out);
    }
    free(j.grid);
    free(j.map);
    free(j.clues);
    free(problem);
    free(url);
    free(id);
    source_free(prob);
    source_free(src);
    if (rc == 0 && d.errors == 0) {
        puz_error_free(e);
        return 0;
    }
    if (e->count == 0)
        err_add(e, PUZ_DIAG_ERROR, NULL, 0, 0, "the puzzle could not be read", NULL);
    err_give(err, e);
    return -1;
}

int import_janko(const char *name, const char *text, size_t len, FILE *out, puz_error **err)
{
    return import_janko_family(name, text, len, NULL, 0, out, err);
}
