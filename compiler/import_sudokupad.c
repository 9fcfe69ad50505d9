/* import_sudokupad.c -- SudokuPad's own puzzle JSON (the data of its scl
 * and ctc links) to .puz text (importers.h, scl_translate).
 *
 * THE FORMAT, as SudokuPad keeps it: an object with "cells" (rows of cell
 * objects; a clue has "value"), "regions" (each an array of [row, col]
 * pairs from 0: the boxes, or a jigsaw's regions), "cages" (each with
 * "cells" as pairs and "value": a Killer total; a cage with no cells
 * whose value reads "title: ...", "author: ...", "rules: ..." or
 * "solution: ..." is the puzzle's metadata), and the drawings: "lines",
 * "arrows", "overlays", "underlays" (what rule a drawn line follows is
 * said in the rules text, not in the data), "global" (switches such as
 * "antiknight"). The zipped form shortens the names (cells "ce", value
 * "v", regions "re", cages "ca", lines "l", arrows "a", overlays "o",
 * underlays "u"); both are looked up. What is read: the grid, its clues,
 * its regions, Killer cages, metadata; the drawings and global rules are
 * refused by name (import the puzzle's f-puzzles form, which names its
 * rules, to keep them), the rest (sizes, colours, videos) left out. */
#include "importers.h"

#include "util.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* A member by its SudokuPad name or its zipped short name. */
static const JsonValue *scl_get(const JsonValue *o, const char *name, const char *zipped)
{
    const JsonValue *v = jin_get(o, name, NULL);
    return v ? v : zipped ? jin_get(o, zipped, NULL) : NULL;
}

static void scl_error(const Source *src, Diag *d, const JsonValue *at, const char *path,
                      const char *fmt, ...) DIAG_PRINTF(5, 6);
static void scl_error(const Source *src, Diag *d, const JsonValue *at, const char *path,
                      const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_error(d, import_loc(src, at->off), "%s (at %s)", msg, path);
}

/* A [row, col] pair from 0 -> cell index, or -1 with an error. */
static int scl_cell(const Source *src, Diag *d, const JsonValue *v, int n, const char *path)
{
    int ok1 = 0, ok2 = 0;
    long r = -1, c = -1;
    if (v->type == JV_ARR && v->n == 2) {
        r = jin_int(&v->items[0], &ok1);
        c = jin_int(&v->items[1], &ok2);
    }
    if (!ok1 || !ok2) {
        scl_error(src, d, v, path, "expected a cell [row, column], found %s",
                  jin_type_name(v->type));
        return -1;
    }
    if (r < 0 || r >= n || c < 0 || c >= n) {
        scl_error(src, d, v, path, "cell [%ld, %ld] is outside the %dx%d grid", r, c, n, n);
        return -1;
    }
    return (int)(r * n + c);
}

/* "title: X" -> key "title", value X. */
static int meta_split(const char *s, char *key, size_t ksz, const char **val)
{
    size_t k = 0;
    while (s[k] >= 'a' && s[k] <= 'z')
        k++;
    if (k == 0 || k >= ksz || s[k] != ':')
        return 0;
    memcpy(key, s, k);
    key[k] = '\0';
    *val = s + k + 1;
    while (**val == ' ')
        (*val)++;
    return 1;
}

static const struct {
    const char *name, *zipped, *what;
} scl_drawings[] = {
    {"lines", "l", "drawn lines"},
    {"arrows", "a", "drawn arrows"},
    {"overlays", "o", "overlays (dots, circles, clues drawn on the grid)"},
    {"underlays", "u", "underlays (shaded cells, thermometer bulbs)"},
    {"global", NULL, "global rules"},
    {"foglight", NULL, "fog of war"},
    {"triggereffect", NULL, "trigger effects"},
};

int scl_translate(const Source *src, const JsonValue *root, Diag *d, FILE *out)
{
    int errors0 = d->errors;
    if (root->type != JV_OBJ) {
        diag_error(d, import_loc(src, root->off), "SudokuPad data is a JSON object; found %s",
                   jin_type_name(root->type));
        return -1;
    }
    const JsonValue *cells = scl_get(root, "cells", "ce");
    if (!cells || cells->type != JV_ARR || cells->n == 0) {
        diag_error(d, import_loc(src, cells ? cells->off : root->off),
                   "SudokuPad data without its \"cells\" (rows of cells)");
        return -1;
    }
    int n = cells->n;
    if (n > 64) {
        scl_error(src, d, cells, "cells", "%d rows: puzc reads SudokuPad grids of up to 64", n);
        return -1;
    }
    int *given = xcalloc((size_t)n * n, sizeof *given), *region = xmalloc((size_t)n * n *
                                                                          sizeof *region);
    char path[96];
    for (int r = 0; r < n; r++) {
        const JsonValue *row = &cells->items[r];
        snprintf(path, sizeof path, "cells[%d]", r);
        if (row->type != JV_ARR || row->n != n) {
            scl_error(src, d, row, path, "row %d has %d cells; puzc reads square grids (%dx%d)",
                      r + 1, row->type == JV_ARR ? row->n : 0, n, n);
            goto done;
        }
        for (int c = 0; c < n; c++) {
            const JsonValue *v = scl_get(&row->items[c], "value", "v");
            if (!v || (v->type == JV_STR && v->slen == 0))
                continue;
            int ok;
            long g = jin_int(v, &ok);
            if (!ok || g < 1 || g > n) {
                snprintf(path, sizeof path, "cells[%d][%d].value", r, c);
                scl_error(src, d, v, path, "a given must be a value 1..%d", n);
                continue;
            }
            given[r * n + c] = (int)g;
        }
    }
    /* regions: given, or none (rows and columns only) */
    const JsonValue *regs = scl_get(root, "regions", "re");
    for (int i = 0; i < n * n; i++)
        region[i] = -1;
    bool custom = true;
    if (regs && regs->type == JV_ARR) {
        int bh = import_box_h(n), bw = n / bh;
        bool boxes = regs->n == n;
        for (int g = 0; g < regs->n && d->errors == errors0; g++) {
            const JsonValue *rg = &regs->items[g];
            snprintf(path, sizeof path, "regions[%d]", g);
            if (g >= n) {
                scl_error(src, d, rg, path, "more than %d regions", n);
                break;
            }
            if (rg->type != JV_ARR) {
                scl_error(src, d, rg, path, "expected an array of cells");
                break;
            }
            for (int k = 0; k < rg->n; k++) {
                char p[112];
                snprintf(p, sizeof p, "%s[%d]", path, k);
                int c = scl_cell(src, d, &rg->items[k], n, p);
                if (c < 0)
                    break;
                if (region[c] >= 0) {
                    scl_error(src, d, &rg->items[k], p, "cell r%dc%d is in two regions",
                              c / n + 1, c % n + 1);
                    break;
                }
                region[c] = g;
            }
        }
        /* the default boxes, in any order: each region n cells of one box */
        if (boxes) {
            for (int g = 0; g < n && boxes; g++) {
                int box = -1, cnt = 0;
                for (int i = 0; i < n * n; i++)
                    if (region[i] == g) {
                        int b = (i / n / bh) * bh + (i % n) / bw;
                        if (box >= 0 && b != box)
                            boxes = false;
                        box = b;
                        cnt++;
                    }
                boxes &= cnt == n;
            }
        }
        custom = !(boxes && bh > 1);
    }
    /* cages and metadata */
    FILE *st;
    char *st_buf = NULL;
    size_t st_len = 0;
    st = xopen_memstream(&st_buf, &st_len);
    char *title = NULL, *author = NULL, *rules = NULL;
    const JsonValue *cages = scl_get(root, "cages", "ca");
    int *cc = xmalloc((size_t)n * n * sizeof *cc);
    for (int i = 0; cages && cages->type == JV_ARR && i < cages->n; i++) {
        const JsonValue *cg = &cages->items[i], *cv = scl_get(cg, "cells", "ce"),
                        *val = scl_get(cg, "value", "v");
        snprintf(path, sizeof path, "cages[%d]", i);
        const char *mv;
        char key[16];
        if ((!cv || cv->type != JV_ARR || cv->n == 0) && val && val->type == JV_STR &&
            meta_split(val->str, key, sizeof key, &mv)) {
            char **slot = !strcmp(key, "title") ? &title : !strcmp(key, "author") ? &author
                        : !strcmp(key, "rules") ? &rules : NULL;
            if (slot && !*slot)
                *slot = xstrdup(mv);
            continue;
        }
        const JsonValue *hidden = jin_get(cg, "hidden", NULL);
        if (hidden && hidden->type == JV_BOOL && hidden->b)
            continue; /* f-puzzles' cells without a region, drawn nowhere */
        if (!cv || cv->type != JV_ARR || cv->n == 0)
            continue;
        if (cv->n > n * n) {
            scl_error(src, d, cv, path, "a cage of %d cells", cv->n);
            continue;
        }
        int k, bad = 0;
        for (k = 0; k < cv->n && !bad; k++) {
            char p[128];
            snprintf(p, sizeof p, "%s.cells[%d]", path, k);
            cc[k] = scl_cell(src, d, &cv->items[k], n, p);
            bad = cc[k] < 0;
            for (int j = 0; j < k && !bad; j++)
                if (cc[j] == cc[k]) {
                    scl_error(src, d, &cv->items[k], p, "cell r%dc%d is listed twice",
                              cc[k] / n + 1, cc[k] % n + 1);
                    bad = 1;
                }
        }
        if (bad)
            continue;
        int ok = 0;
        long total = val ? jin_int(val, &ok) : 0;
        if (val && !ok && !(val->type == JV_STR && val->slen == 0)) {
            snprintf(path, sizeof path, "cages[%d].value", i);
            scl_error(src, d, val, path, "a cage whose clue is %s%s%s (not a total) cannot be "
                      "written in the .puz language", val->type == JV_STR ? "\"" : "",
                      val->type == JV_STR ? val->str : jin_type_name(val->type),
                      val->type == JV_STR ? "\"" : "");
            continue;
        }
        if (ok)
            fprintf(st, "cage %ld", total);
        else /* a cage without a total: its digits differ */
            fputs("cage", st);
        for (k = 0; k < cv->n; k++)
            fprintf(st, " r%dc%d", cc[k] / n + 1, cc[k] % n + 1);
        fputc('\n', st);
    }
    free(cc);
    xclose_memstream(st, &st_buf);
    const JsonValue *meta = jin_get(root, "metadata", NULL);
    const char *mt[3] = {"title", "author", "rules"};
    char **slots[3] = {&title, &author, &rules};
    for (int k = 0; k < 3; k++) {
        const JsonValue *v = jin_get(meta, mt[k], NULL);
        if (v && v->type == JV_STR && !*slots[k])
            *slots[k] = xstrdup(v->str);
    }
    for (size_t k = 0; k < sizeof scl_drawings / sizeof *scl_drawings; k++) {
        const JsonValue *v = scl_get(root, scl_drawings[k].name, scl_drawings[k].zipped);
        if (v && ((v->type == JV_ARR && v->n > 0) || (v->type == JV_BOOL && v->b)))
            scl_error(src, d, v, scl_drawings[k].name,
                      "SudokuPad '%s' (%s) cannot be read: the data draws them without "
                      "saying their rule; import the puzzle's f-puzzles form to keep its rules",
                      scl_drawings[k].name, scl_drawings[k].what);
    }
    if (d->errors == errors0) {
        ImportPuz p = {.n = n, .given = given, .region = region, .custom = custom,
                       .from = "SudokuPad data", .title = title, .author = author,
                       .rules = rules, .statements = st_buf, .len = st_len};
        import_write_puz(out, &p);
    }
    free(st_buf);
    free(title);
    free(author);
    free(rules);
done:
    free(given);
    free(region);
    return d->errors == errors0 ? 0 : -1;
}
