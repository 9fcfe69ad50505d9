/* model_api.c -- the model as puzc.h shows it: made, looked at, its
 * givens set, written back as .puz, as a grid or as one line, a grid read
 * in, a solution checked. Thin: the work is ir.c's, gridfmt.c's,
 * puzwrite.c's and verify.c's. */
#include "error.h"
#include "gridfmt.h"
#include "ir.h"
#include "puzwrite.h"
#include "util.h"
#include "verify.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

puz_model *puz_model_sudoku(int box_r, int box_c)
{
    if (box_r < 1 || box_c < 1 || box_r * box_c < 2 || box_r * box_c > PUZ_MAX_SIDE)
        return NULL;
    return model_sudoku(box_r, box_c);
}

puz_model *puz_model_latin(int n)
{
    return n >= 2 && n <= PUZ_MAX_SIDE ? model_latin(n) : NULL;
}

puz_model *puz_model_clone(const puz_model *m) { return m ? model_clone(m) : NULL; }
void puz_model_free(puz_model *m) { model_free(m); }

const char *puz_kind_name(puz_kind k)
{
    switch (k) {
    case PUZ_KIND_SUDOKU: return "sudoku";
    case PUZ_KIND_LATIN: return "latin";
    case PUZ_KIND_KILLER: return "killer";
    default: return "custom";
    }
}

puz_kind puz_model_kind(const puz_model *m)
{
    switch (m->kind) {
    case KIND_SUDOKU: return PUZ_KIND_SUDOKU;
    case KIND_LATIN: return PUZ_KIND_LATIN;
    case KIND_KILLER: return PUZ_KIND_KILLER;
    default: return PUZ_KIND_CUSTOM;
    }
}

int puz_model_rows(const puz_model *m) { return m->rows; }
int puz_model_cols(const puz_model *m) { return m->cols; }
int puz_model_ncells(const puz_model *m) { return m->ncells; }
int puz_model_vmin(const puz_model *m) { return m->vmin; }
int puz_model_vmax(const puz_model *m) { return m->vmax; }
int puz_model_box_rows(const puz_model *m) { return m->box_r; }
int puz_model_box_cols(const puz_model *m) { return m->box_c; }
const char *puz_model_name(const puz_model *m) { return m->name; }
const char *puz_model_source(const puz_model *m) { return m->source; }
const char *puz_model_path(const puz_model *m) { return m->path; }
const int *puz_model_givens(const puz_model *m) { return m->given; }
int puz_model_ngivens(const puz_model *m) { return model_ngivens(m); }
int puz_model_cell_used(const puz_model *m, int c)
{
    return c >= 0 && c < m->ncells && model_used(m, c);
}
const puz_error *puz_model_warnings(const puz_model *m) { return m->warnings; }

unsigned puz_model_layout(const puz_model *m)
{
    return (m->layout & LAYOUT_SPACED ? PUZ_LAYOUT_SPACED : 0) |
           (m->layout & LAYOUT_RULERS ? PUZ_LAYOUT_RULERS : 0);
}

puz_code puz_model_set_givens(puz_model *m, const int *givens, puz_error **err)
{
    char b[CELL_NAME_MAX];
    for (int c = 0; c < m->ncells; c++)
        if (givens[c] && (givens[c] < m->vmin || givens[c] > m->vmax))
            return err_set(err, PUZ_E_ARG, "given %d at %s is outside %d..%d", givens[c],
                           cell_name(m, c, b), m->vmin, m->vmax);
    model_replace_givens(m, givens);
    return PUZ_OK;
}

int puz_model_nconstraints(const puz_model *m) { return m->ncons; }

const char *puz_model_constraint(const puz_model *m, int i, const int **cells, int *ncells,
                                 int *total, int *distinct, const char **name)
{
    if (i < 0 || i >= m->ncons)
        return NULL;
    const Constraint *c = &m->cons[i];
    if (cells)
        *cells = c->cells;
    if (ncells)
        *ncells = c->n;
    if (total)
        *total = c->total;
    if (distinct)
        *distinct = c->kind == CON_SUM ? c->distinct
                                       : c->kind == CON_ALLDIFF || c->kind == CON_PERM;
    if (name)
        *name = c->name;
    return con_kind_name(c->kind);
}

char *puz_cell_name(const puz_model *m, int c, char *buf, size_t size)
{
    char b[CELL_NAME_MAX];
    snprintf(buf, size, "%s", c >= 0 && c < m->ncells ? cell_name(m, c, b) : "?");
    return buf;
}

/* HOUSES: the compiler's names for groups (ir.c, check.c, batch_line.c):
 * "row5", "col3", "box4", "diag1", "region_a", "cage_a" (a cage map's
 * label) or "cage4" (a Killer line's). A name of one of those forms is
 * that house; any other group is called by its own name. */
static const struct {
    const char *prefix; /* the name's start */
    int digits;         /* then a number (else: a label) */
    puz_house kind;
} house_forms[] = {
    {"row", 1, PUZ_HOUSE_ROW},     {"col", 1, PUZ_HOUSE_COLUMN},
    {"box", 1, PUZ_HOUSE_BOX},     {"diag", 1, PUZ_HOUSE_DIAGONAL},
    {"region_", 0, PUZ_HOUSE_REGION}, {"cage_", 0, PUZ_HOUSE_CAGE},
    {"cage", 1, PUZ_HOUSE_CAGE},
};

static const char *const house_names[] = {"none", "row", "column", "box", "diagonal",
                                          "region", "cage", "group"};

const char *puz_house_kind_name(puz_house h)
{
    return (unsigned)h <= PUZ_HOUSE_GROUP ? house_names[h] : "none";
}

puz_house puz_model_house(const puz_model *m, int i, char *name, size_t size)
{
    if (i < 0 || i >= m->ncons) {
        if (size)
            *name = 0;
        return PUZ_HOUSE_NONE;
    }
    const char *n = m->cons[i].name;
    for (size_t f = 0; f < sizeof house_forms / sizeof *house_forms; f++) {
        size_t len = strlen(house_forms[f].prefix);
        const char *rest = n + len;
        if (strncmp(n, house_forms[f].prefix, len) || !*rest ||
            (house_forms[f].digits && strspn(rest, "0123456789") != strlen(rest)))
            continue;
        snprintf(name, size, "%s %s", house_names[house_forms[f].kind], rest);
        return house_forms[f].kind;
    }
    if (*n)
        snprintf(name, size, "%s", n);
    else
        snprintf(name, size, "group %d", i + 1);
    return PUZ_HOUSE_GROUP;
}

/* A write that failed: PUZ_E_IO with errno's reason. */
static puz_code write_failed(FILE *out, puz_error **err)
{
    if (!ferror(out))
        return PUZ_OK;
    return err_set(err, PUZ_E_IO, "writing failed: %s", strerror(errno ? errno : EIO));
}

puz_code puz_model_write(const puz_model *m, FILE *out, puz_error **err)
{
    puzwrite_model(out, m);
    return write_failed(out, err);
}

puz_code puz_model_string(const puz_model *m, char **text, size_t *len, puz_error **err)
{
    if (!m || !text)
        return err_set(err, PUZ_E_ARG, "puz_model_string: no %s", m ? "output" : "model");
    char *buf;
    size_t n;
    FILE *f = xopen_memstream(&buf, &n);
    puzwrite_model(f, m);
    xclose_memstream(f, &buf);
    *text = buf;
    if (len)
        *len = strlen(buf);
    return PUZ_OK;
}

/* ---- grids ---- */

static void grid_out(FILE *f, const Model *m, const int *grid, puz_grid_style style)
{
    if (style == PUZ_GRID_ROWS) {
        gridfmt_write_grid(f, m, grid);
        return;
    }
    if (style == PUZ_GRID_COMMA)
        for (int c = 0; c < m->ncells; c++)
            fprintf(f, "%s%d", c ? "," : "", grid[c]);
    else
        gridfmt_write_line(f, m, grid);
    fputc('\n', f);
}

puz_code puz_grid_write(const puz_model *m, const int *grid, puz_grid_style style, FILE *out,
                        puz_error **err)
{
    grid_out(out, m, grid, style);
    return write_failed(out, err);
}

char *puz_grid_string(const puz_model *m, const int *grid, puz_grid_style style)
{
    char *buf;
    size_t len;
    FILE *f = xopen_memstream(&buf, &len);
    grid_out(f, m, grid, style);
    xclose_memstream(f, &buf);
    len = strlen(buf);
    if (len && buf[len - 1] == '\n')
        buf[len - 1] = '\0';
    return buf;
}

/* The Killer's cages as a cage map for a Killer line: the number of
 * cages, or -1 (why in err). */
static int killer_cages(const Model *m, int *cage_of, int **sums, puz_error **err)
{
    char b[CELL_NAME_MAX];
    int *sum = xmalloc((size_t)m->ncells * sizeof *sum);
    int n = puzwrite_cage_map(m, cage_of, sum);
    if (n < 0 || n > 52) {
        free(sum);
        if (n == -1)
            err_set(err, PUZ_E_UNSUPPORTED, "a Killer line puts each cell in one cage");
        else if (n < 0)
            err_set(err, PUZ_E_UNSUPPORTED, "a Killer line puts every cell in a cage (%s is in "
                                            "none)", cell_name(m, -n - 2, b));
        else
            err_set(err, PUZ_E_UNSUPPORTED, "a Killer line holds at most 52 cages (one letter a "
                                            "cell), not %d", n);
        return -1;
    }
    *sums = sum;
    return n;
}

puz_code puz_line_write(const puz_model *m, const int *grid, puz_line_form form,
                        const char *name, FILE *out, puz_error **err)
{
    const int *g = grid ? grid : m->given;
    switch (form) {
    case PUZ_LINE_CHARS:
        if (m->rows != m->cols)
            return err_set(err, PUZ_E_UNSUPPORTED, "a one-line puzzle is a square grid");
        gridfmt_write_line(out, m, g);
        if (name && *name)
            fprintf(out, "\t%s", name);
        fputc('\n', out);
        break;
    case PUZ_LINE_COMMA:
        puzwrite_line(out, m, g, name ? name : (m->kind == KIND_LATIN ? "latin" : ""));
        break;
    case PUZ_LINE_KILLER: {
        if (m->rows != m->cols)
            return err_set(err, PUZ_E_UNSUPPORTED, "a Killer line is a square grid");
        int *cage_of = xmalloc((size_t)m->ncells * sizeof *cage_of), *sums = NULL;
        int n = killer_cages(m, cage_of, &sums, err);
        if (n < 0) {
            free(cage_of);
            return PUZ_E_UNSUPPORTED;
        }
        puzwrite_killer_line(out, name ? name : "", m->rows, cage_of, n, sums, grid);
        free(cage_of);
        free(sums);
        break;
    }
    default: return err_set(err, PUZ_E_ARG, "unknown line form %d", (int)form);
    }
    return write_failed(out, err);
}

puz_code puz_grid_read(const puz_model *m, const char *text, size_t len, int *grid,
                       puz_error **err)
{
    char *t = xmalloc(len + 1), why[256];
    memcpy(t, text, len);
    t[len] = '\0';
    int rc = gridfmt_read(m, t, grid, why, sizeof why);
    free(t);
    return rc == 0 ? PUZ_OK : err_set(err, PUZ_E_INPUT, "%s", why);
}

puz_code puz_verify(const puz_model *m, const int *grid, puz_error **err)
{
    char why[256];
    return verify_grid(m, grid, why, sizeof why) ? PUZ_OK
                                                   : err_set(err, PUZ_E_INVALID, "%s", why);
}
