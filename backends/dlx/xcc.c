/* xcc.c -- the exact-cover matrix as text in the common XCC format of
 * exact-cover solvers (Knuth's DLX programs and their kin), and an
 * external solver's chosen options read back into a grid.
 *
 * THE FORMAT. Lines starting with '|' are comments. The first other line
 * names the items: the primary ones, then " | ", then the secondary ones.
 * Every following line is one option: the names of the items it covers,
 * a coloured item as NAME:COLOUR. For `sudoku 2x2` with 4 givens:
 *   | puzc exact cover (XCC) ...
 *   p11 p13 p14 ... r1v1 r1v2 ... b4v4
 *   p11 r1v1 c1v1 b1v1
 *   p11 r1v2 c1v2 b1v2
 *   ...
 * ITEM NAMES (RC = row and column, 1-based; "R_C" when the grid is wider
 * than 9): pRC cell rRcC holds one value; rIvV, cIvV, bIvV, dIvV row,
 * column, box, diagonal I holds value V; NAME_vV any other group (region_a_v5,
 * cage_b_v5 for a digit-set cage); NAME alone one digit set of cage NAME,
 * or one placement of sum NAME; xRC:V cell rRcC is V (colours). An option's
 * cells are its p items and its value is in each of its value items:
 * "p11 r1v5 c1v5 b1v5" puts 5 in r1c1; a placement lists all its cells.
 *
 * THE ANSWER: the chosen options, one per line, as the option lines (in
 * any item order, a coloured item with its colour; the givens' options may
 * be there or not; lines naming anything but items, and anything from a
 * '(' on, are ignored). "Altogether 0 solutions" or
 * "no solution" alone, with no option line, says there is none. */
#include "dlx.h"

#include "util.h"

#include <ctype.h>
#include <strings.h>
#include <stdlib.h>
#include <string.h>

/* "11" for r1c1, or "10_11" when the grid is wider than 9 cells. */
static int cell_tag(const Model *m, int cell, char *buf, size_t n)
{
    int r = cell / m->cols + 1, c = cell % m->cols + 1;
    if (m->rows <= 9 && m->cols <= 9)
        return snprintf(buf, n, "%d%d", r, c);
    return snprintf(buf, n, "%d_%d", r, c);
}

/* A constraint's name as an item name: row1 -> r1, col2 -> c2, box3 -> b3,
 * diag1 -> d1 (*abbrev set); others as they are, blanks, ':' and '|'
 * replaced by '_'. */
static void con_tag(const char *name, char *buf, size_t n, int *abbrev)
{
    static const char *const longer[] = {"row", "col", "box", "diag"};
    static const char shorter[] = "rcbd";
    *abbrev = 0;
    for (int i = 0; i < 4; i++) {
        size_t len = strlen(longer[i]);
        const char *d = name + len;
        if (strncmp(name, longer[i], len) == 0 && isdigit((unsigned char)*d) && *d != '0' &&
            strspn(d, "0123456789") == strlen(d)) {
            snprintf(buf, n, "%c%s", shorter[i], d);
            *abbrev = 1;
            return;
        }
    }
    snprintf(buf, n, "%s", name);
    for (char *p = buf; *p; p++)
        if (isspace((unsigned char)*p) || *p == ':' || *p == '|')
            *p = '_';
}

/* The name of raw item r. */
static void item_name(const DlxMatrix *x, int r, char *buf, size_t n)
{
    const Model *m = x->m;
    char tag[48];
    int a, b, abbrev;
    switch (dlx_raw_kind(x, r, &a, &b)) {
    case DLX_RAW_CELL:
        cell_tag(m, a, tag, sizeof tag);
        snprintf(buf, n, "p%s", tag);
        break;
    case DLX_RAW_GROUP:
        con_tag(m->cons[x->group_con[a]].name, tag, sizeof tag, &abbrev);
        snprintf(buf, n, abbrev ? "%sv%d" : "%s_v%d", tag, m->vmin + b);
        break;
    case DLX_RAW_SET:
        con_tag(m->cons[x->group_con[a]].name, buf, n, &abbrev);
        break;
    case DLX_RAW_COLOR:
        cell_tag(m, a, tag, sizeof tag);
        snprintf(buf, n, "x%s", tag);
        break;
    case DLX_RAW_SUM:
        con_tag(m->cons[a].name, buf, n, &abbrev);
        break;
    }
}

/* Every raw item's name, made unique: a name that two items would share
 * (two groups of the same name: two `distinct` statements at one first
 * cell, region labels equal in their first 16 bytes) gets "#<raw>" after
 * it, raw the item's number. No name from a model holds '#' (it starts a
 * comment in a .puz file) and raw numbers differ, so the results are
 * unique; emit and decode build them from the same numbering, whether the
 * givens were removed or not. */
typedef struct {
    char *name;
    int raw;
} Name;

static int cmp_name(const void *a, const void *b)
{
    const Name *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : (x->raw > y->raw) - (x->raw < y->raw);
}

static Name *all_names(const DlxMatrix *x, char ***by_raw)
{
    Name *v = xmalloc((size_t)(x->nraw + 1) * sizeof(Name));
    char buf[96];
    for (int r = 0; r < x->nraw; r++) {
        item_name(x, r, buf, sizeof buf);
        v[r].name = xstrdup(buf);
        v[r].raw = r;
    }
    qsort(v, (size_t)x->nraw, sizeof(Name), cmp_name);
    /* each run of equal names, the whole run renamed (a run is found
     * before any of it changes) */
    int dup = 0;
    for (int i = 0, j; i < x->nraw; i = j) {
        for (j = i + 1; j < x->nraw && !strcmp(v[i].name, v[j].name); j++)
            ;
        for (int k = i; j - i > 1 && k < j; k++) {
            snprintf(buf, sizeof buf, "%s#%d", v[k].name, v[k].raw);
            free(v[k].name);
            v[k].name = xstrdup(buf);
            dup = 1;
        }
    }
    if (dup)
        qsort(v, (size_t)x->nraw, sizeof(Name), cmp_name);
    *by_raw = xmalloc((size_t)(x->nraw + 1) * sizeof(char *));
    for (int i = 0; i < x->nraw; i++)
        (*by_raw)[v[i].raw] = v[i].name;
    return v;
}

static void free_names(Name *v, char **by_raw, int n)
{
    for (int i = 0; i < n; i++)
        free(v[i].name);
    free(v);
    free(by_raw);
}

void dlx_write_xcc(const DlxMatrix *x, FILE *out)
{
    const Model *m = x->m;
    char **name;
    Name *names = all_names(x, &name);
    fprintf(out, "| puzc exact cover (XCC)%s%s: %dx%d grid, values %d..%d\n",
            m->path ? " for " : "", m->path ? m->path : "", m->rows, m->cols, m->vmin, m->vmax);
    fprintf(out, "| %d options, %d primary and %d secondary items, %ld ones", x->noptions,
            x->nprimary, x->nitems - x->nprimary, x->ones);
    if (x->given_cells)
        fprintf(out, "; %d givens %s", x->given_cells,
                x->eliminated ? "removed (their options chosen, clashing ones gone)"
                           : "kept (each given cell has just its one option)");
    fputc('\n', out);
    if (x->placement_cons || x->set_cages)
        fprintf(out, "| %d sums as whole-sum placements, %d cages as digit sets\n",
                x->placement_cons, x->set_cages);
    fputs("| items: pRC cell rRcC holds one value; rIvV cIvV bIvV dIvV row, column, box,\n"
          "|   diagonal I holds V; NAME_vV group NAME holds V; NAME alone: one digit set\n"
          "|   of cage NAME or one placement of sum NAME; xRC:V cell rRcC is V\n"
          "| each line after the items is one option: \"p11 r1v5 c1v5 b1v5\" puts 5 in r1c1\n",
          out);
    const char *sep = "";
    for (int it = x->link[0].right; it != 0; it = x->link[it].right, sep = " ")
        fprintf(out, "%s%s", sep, name[it - 1]);
    int sroot = x->nraw + 1;
    if (x->link[sroot].right != sroot) {
        fputs(" |", out);
        for (int it = x->link[sroot].right; it != sroot; it = x->link[it].right)
            fprintf(out, " %s", name[it - 1]);
    }
    fputc('\n', out);
    const DlxNode *nd = x->node;
    sep = "";
    for (int p = x->nraw + 2; p < x->nnodes; p++) {
        if (nd[p].top <= 0) {
            fputc('\n', out);
            sep = "";
            continue;
        }
        fprintf(out, "%s%s", sep, name[nd[p].top - 1]);
        if (nd[p].color > 0)
            fprintf(out, ":%d", m->vmin + nd[p].color - 1);
        sep = " ";
    }
    free_names(names, name, x->nraw);
}

/* READING AN ANSWER: options are found by the set of their items with
 * their colours, through a hash table. An item of an option is the number
 * raw * (nvals + 1) + colour (0 uncoloured, else value index + 1); an
 * option's key is the sorted list of them. The colours belong in the key:
 * a sum whose cells all belong to other sums owns no cell, and its
 * placements ("sum_r2c1 x21:1 x11:3", "sum_r2c1 x21:3 x11:1") differ in
 * their colours alone. */
typedef long long ItemKey;
typedef struct {
    int *start;          /* option o's key: keys[start[o] .. start[o+1]) */
    ItemKey *keys;
    int *slot;           /* hash table of option numbers, -1 empty */
    size_t mask;
} OptionIndex;

static int cmp_key(const void *a, const void *b)
{
    ItemKey x = *(const ItemKey *)a, y = *(const ItemKey *)b;
    return (x > y) - (x < y);
}

static ItemKey item_key(const DlxMatrix *x, int raw, int color)
{
    return (ItemKey)raw * (x->m->nvals + 1) + color;
}

static size_t hash_key(const ItemKey *k, int n)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a, 64 bits also where size_t has 32 */
    for (int i = 0; i < n; i++)
        h = (h ^ (uint64_t)k[i]) * 1099511628211ULL;
    return (size_t)h;
}

static int is_color(const DlxMatrix *x, int raw) { return raw >= x->raw_color0 && raw < x->raw_sum0; }

static void index_build(const DlxMatrix *x, OptionIndex *ix)
{
    const DlxNode *nd = x->node;
    ix->start = xmalloc((size_t)(x->noptions + 1) * sizeof(int));
    ix->keys = xmalloc((size_t)(x->ones + 1) * sizeof(ItemKey));
    int o = 0, n = 0;
    ix->start[0] = 0;
    for (int p = x->nraw + 2; p < x->nnodes; p++) {
        if (nd[p].top <= 0) {
            qsort(ix->keys + ix->start[o], (size_t)(n - ix->start[o]), sizeof(ItemKey), cmp_key);
            ix->start[++o] = n;
        } else
            ix->keys[n++] = item_key(x, nd[p].top - 1, nd[p].color > 0 ? nd[p].color : 0);
    }
    size_t size = 16;
    while (size < 2 * (size_t)x->noptions)
        size *= 2;
    ix->mask = size - 1;
    ix->slot = xmalloc(size * sizeof(int));
    for (size_t i = 0; i < size; i++)
        ix->slot[i] = -1;
    for (o = 0; o < x->noptions; o++) {
        size_t h = hash_key(ix->keys + ix->start[o], ix->start[o + 1] - ix->start[o]) & ix->mask;
        while (ix->slot[h] >= 0)
            h = (h + 1) & ix->mask;
        ix->slot[h] = o;
    }
}

static int index_find(const OptionIndex *ix, const ItemKey *key, int n)
{
    for (size_t h = hash_key(key, n) & ix->mask; ix->slot[h] >= 0; h = (h + 1) & ix->mask) {
        int o = ix->slot[h];
        if (ix->start[o + 1] - ix->start[o] == n &&
            !memcmp(ix->keys + ix->start[o], key, (size_t)n * sizeof(ItemKey)))
            return o;
    }
    return -1;
}

static void index_free(OptionIndex *ix)
{
    free(ix->start);
    free(ix->keys);
    free(ix->slot);
}

static int find_name(const Name *v, int n, const char *s)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2, c = strcmp(v[mid].name, s);
        if (c == 0)
            return v[mid].raw;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

/* Says "no solution" in one of the forms solvers print. */
static int says_none(const char *line, size_t len)
{
    while (len && isspace((unsigned char)line[len - 1]))
        len--;
    while (len && isspace((unsigned char)*line))
        line++, len--;
    if (len >= 22 && !strncmp(line, "Altogether 0 solutions", 22))
        return 1;
    return (len == 11 && !strncasecmp(line, "no solution", 11)) ||
           (len == 12 && !strncasecmp(line, "no solutions", 12));
}

int dlx_read_answer(const DlxMatrix *x, const char *text, const char *path, int *grid,
                    char *err, size_t errsz, DecodeLoc *at)
{
    const Model *m = x->m;
    char **by_raw;
    Name *names = all_names(x, &by_raw);
    OptionIndex ix;
    index_build(x, &ix);
    ItemKey *key = xmalloc((size_t)(x->nraw + 1) * sizeof(ItemKey));
    char *tok = xmalloc(strlen(text) + 1);
    memcpy(grid, m->given, (size_t)m->ncells * sizeof(int));
    int rc = 0, found = 0, none = 0, lineno = 0;
    at->line = 0;
    for (const char *line = text; *line && rc == 0; ) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        lineno++;
        /* bad: 1 a colour that is no value, 2 a colour on an item that
         * takes none, 3 a coloured item without one; at bad_col */
        int n = 0, unknown = 0, ntok = 0, first_col = 0, bad = 0, bad_col = 0, bad_len = 0;
        if (says_none(line, len))
            none = 1;
        for (size_t i = 0; i < len && line[0] != '|';) {
            while (i < len && isspace((unsigned char)line[i]))
                i++;
            size_t j = i;
            while (j < len && !isspace((unsigned char)line[j]))
                j++;
            if (j == i || line[i] == '(')
                break;
            size_t tl = j - i;
            memcpy(tok, line + i, tl);
            tok[tl] = '\0';
            /* NAME:V, a coloured item: colour = value index + 1 */
            int color = 0;
            char *colon = strchr(tok, ':');
            if (colon) {
                *colon = '\0';
                char *vend;
                long v = strtol(colon + 1, &vend, 10);
                if (vend == colon + 1 || *vend || v < m->vmin || v > m->vmax)
                    color = -1;
                else
                    color = (int)(v - m->vmin) + 1;
            }
            int r = find_name(names, x->nraw, tok);
            if (!ntok++)
                first_col = (int)i + 1;
            if (r < 0)
                unknown = 1;
            else if (color < 0 || (color > 0) != is_color(x, r)) {
                if (!bad) {
                    bad = !is_color(x, r) ? 2 : color < 0 ? 1 : 3;
                    bad_col = (int)i + 1;
                    bad_len = (int)tl;
                }
            } else if (n < x->nraw)
                key[n++] = item_key(x, r, color);
            i = j;
        }
        if (ntok && !unknown) {
            qsort(key, (size_t)n, sizeof(ItemKey), cmp_key);
            int o = bad ? -1 : index_find(&ix, key, n);
            const char *t = line + bad_col - 1;
            int tl = bad_len > 40 ? 40 : bad_len;
            if (bad == 1)
                snprintf(err, errsz, "'%.*s': a colour is a value %d..%d", tl, t, m->vmin,
                         m->vmax);
            else if (bad == 2)
                snprintf(err, errsz, "'%.*s': this item takes no colour", tl, t);
            else if (bad == 3)
                snprintf(err, errsz, "'%.*s': a coloured item needs its colour (%.*s:V)", tl, t,
                         tl, t);
            else if (o < 0)
                snprintf(err, errsz, "not an option of this model's matrix: %.*s",
                         (int)(len > 60 ? 60 : len), line);
            if (o < 0) {
                at->line = lineno;
                at->col = bad ? bad_col : first_col;
                rc = -1;
            }
            for (int q = o < 0 ? 0 : x->opt_pair[o]; o >= 0 && q < x->opt_pair[o + 1]; q++) {
                int c = x->pair_cell[q], v = x->pair_val[q];
                if (grid[c] && grid[c] != v && rc == 0) {
                    char cn[CELL_NAME_MAX];
                    snprintf(err, errsz, "%s gets %d, but already holds %d",
                             cell_name(m, c, cn), v, grid[c]);
                    at->line = lineno;
                    at->col = first_col;
                    rc = -1;
                }
                grid[c] = v;
            }
            found++;
        }
        line = end ? end + 1 : line + len;
    }
    if (rc == 0 && !found)
        rc = none ? 1 : -2;
    for (int c = 0; c < m->ncells && rc == 0; c++)
        if (!grid[c]) {
            char cn[CELL_NAME_MAX];
            snprintf(err, errsz, "%s: the chosen options leave %s empty", path,
                     cell_name(m, c, cn));
            rc = -1;
        }
    free(tok);
    free(key);
    index_free(&ix);
    free_names(names, by_raw, x->nraw);
    return rc;
}
