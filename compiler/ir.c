/* ir.c -- constructors and small queries for the Model (see ir.h for the
 * numbering every backend shares). */
#include "ir.h"

#include "kakuro.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *con_kind_name(ConKind k)
{
    static const char *const names[] = {
#define PUZ_X_NAME(id, name) name,
        PUZ_CON_KINDS(PUZ_X_NAME)
#undef PUZ_X_NAME
    };
    return (unsigned)k < CON_NKINDS ? names[k] : "?";
}

const char *con_word(const Constraint *c)
{
    if (c->kind == CON_PARITY)
        return c->total ? "odd" : "even";
    if (c->kind == CON_NONCONSEC && !strcmp(c->name, "negative_kropki"))
        return "negative kropki";
    if (c->kind == CON_NONCONSEC && !strcmp(c->name, "negative_consecutive"))
        return "negative consecutive";
    if (c->kind == CON_NONDOUBLE)
        return "negative kropki";
    if (c->kind == CON_NONXV)
        return "negative xv";
    if (c->kind == CON_DIFFER)
        return strcmp(c->name, "antiking") ? "antiknight" : "antiking";
    if (c->kind == CON_WHISPER)
        return "whisper";
    if (c->kind == CON_EQUAL)
        return strncmp(c->name, "clone_", 6) ? "palindrome" : "clone";
    return con_kind_name(c->kind);
}

int model_refused(const Model *m, ConKinds takes)
{
    for (int i = 0; i < m->ncons; i++)
        if (!(takes & CON_BIT(m->cons[i].kind)))
            return i;
    return -1;
}

int model_refuse(const Model *m, ConKinds takes, const char *who, char *err, size_t errsz)
{
    int i = model_refused(m, takes);
    if (i < 0)
        return 0;
    const Constraint *c = &m->cons[i];
    if (err && errsz) {
        int clue;
        bool across;
        if (kakuro_run(m, c, &clue, &across))
            snprintf(err, errsz, "%s cannot express Kakuro runs ('sum')", who);
        else if (c->kind == CON_SUM && c->distinct)
            snprintf(err, errsz, "%s cannot express Killer cages ('sum')", who);
        else
            snprintf(err, errsz, "%s cannot express '%s'", who, con_word(c));
    }
    return -1;
}

int model_refuse_values(const Model *m, int limit, const char *who, char *err, size_t errsz)
{
    if (m->nvals <= limit)
        return 0;
    if (err && errsz)
        snprintf(err, errsz, "%s: grids above %d values are not supported (this one has %d)",
                 who, limit, m->nvals);
    return -1;
}

int model_nvariants(const Model *m)
{
    int n = 0;
    for (int i = 0; i < m->ncons; i++)
        n += con_is_variant(m->cons[i].kind);
    return n;
}

Model *model_new(int rows, int cols, int vmin, int vmax)
{
    Model *m = xcalloc(1, sizeof *m);
    m->rows = rows;
    m->cols = cols;
    m->ncells = rows * cols;
    m->vmin = vmin;
    m->vmax = vmax;
    m->nvals = vmax - vmin + 1;
    m->given = xcalloc((size_t)m->ncells, sizeof *m->given);
    return m;
}

void model_free(Model *m)
{
    if (!m)
        return;
    for (int i = 0; i < m->ncons; i++)
        free(m->cons[i].cells);
    free(m->cons);
    free(m->given);
    free(m->name);
    free(m->source);
    free(m->path);
    free(m->unused);
    free(m->grids);
    puz_error_free(m->warnings);
    free(m);
}

size_t model_bytes(const Model *m)
{
    size_t n = sizeof *m + (size_t)m->cap * sizeof *m->cons + (size_t)m->ncells * sizeof(int);
    if (m->unused)
        n += (size_t)m->ncells;
    for (int i = 0; i < m->ncons; i++)
        n += (size_t)m->cons[i].n * sizeof(int);
    return n;
}

bool con_is_plain_cage(const Constraint *c)
{
    return (c->kind == CON_ALLDIFF || c->kind == CON_PERM) && !strncmp(c->name, "cage_", 5);
}

int model_add(Model *m, ConKind kind, const int *cells, int n, int total,
              bool distinct, const char *name)
{
    if (m->ncons == m->cap) {
        m->cap = m->cap ? 2 * m->cap : 32;
        m->cons = xrealloc(m->cons, (size_t)m->cap * sizeof *m->cons);
    }
    Constraint *c = &m->cons[m->ncons];
    memset(c, 0, sizeof *c);
    c->kind = kind;
    c->n = n;
    c->cells = xmalloc((size_t)(n ? n : 1) * sizeof *c->cells);
    memcpy(c->cells, cells, (size_t)n * sizeof *cells);
    c->total = total;
    c->distinct = distinct;
    /* copied by hand, cut to fit: batch mode adds every line's givens
     * through here, and snprintf's formatting showed in its profile */
    const char *src = name ? name : con_kind_name(kind);
    size_t len = strlen(src);
    if (len >= sizeof c->name)
        len = sizeof c->name - 1;
    memcpy(c->name, src, len);
    c->name[len] = '\0';
    return m->ncons++;
}

/* The name "given_r<R>c<C>" is written by hand: batch mode adds every
 * line's givens through here, and snprintf was 14% of a DLX batch run. */
static void given_name(const Model *m, int cell, char name[24])
{
    int k = model_used(m, cell) ? 7 : 8;
    memcpy(name, model_used(m, cell) ? "given_r" : "unused_r", (size_t)k);
    char *p = fmt_uint(name + k, (unsigned)(cell / m->cols + 1));
    *p++ = 'c';
    *fmt_uint(p, (unsigned)(cell % m->cols + 1)) = 0;
}

void model_set_given(Model *m, int cell, int value)
{
    char buf[24];
    m->given[cell] = value;
    given_name(m, cell, buf);
    model_add(m, CON_GIVEN, &cell, 1, value, false, buf);
}

void model_mark_unused(Model *m, int cell)
{
    if (!m->unused)
        m->unused = xcalloc((size_t)m->ncells, 1);
    m->nunused += !m->unused[cell];
    m->unused[cell] = 1;
}

void model_fix_unused(Model *m)
{
    for (int c = 0; m->unused && c < m->ncells; c++)
        if (m->unused[c] && m->given[c] != m->vmin)
            model_set_given(m, c, m->vmin);
}

void model_set_unused(Model *m, int cell)
{
    model_mark_unused(m, cell);
    model_fix_unused(m);
}

/* The GIVEN constraints are moved behind the others (whose order stays)
 * and rewritten in place, so that a batch refilling one model per line
 * allocates nothing for a line with no more givens than the last. */
void model_replace_givens(Model *m, const int *values)
{
    int k = 0;
    for (int i = 0; i < m->ncons; i++)
        if (m->cons[i].kind != CON_GIVEN) {
            Constraint t = m->cons[k];
            m->cons[k++] = m->cons[i];
            m->cons[i] = t;
        }
    int spare = m->ncons;
    m->ncons = k;
    memset(m->given, 0, (size_t)m->ncells * sizeof *m->given);
    for (int c = 0; c < m->ncells; c++) {
        int v = model_used(m, c) ? values[c] : m->vmin; /* unused: fixed */
        if (!v)
            continue;
        if (m->ncons == spare) {
            model_set_given(m, c, v);
            spare++;
            continue;
        }
        Constraint *g = &m->cons[m->ncons++];
        m->given[c] = v;
        g->cells[0] = c;
        g->total = v;
        given_name(m, c, g->name);
    }
    for (int i = m->ncons; i < spare; i++)
        free(m->cons[i].cells);
}

/* A group of n distinct cells is PERM when it holds every value, else
 * ALLDIFF; with a mask, of its used cells (cells[] is scratch), and none
 * when fewer than two are left. */
static void add_group(Model *m, int *cells, int n, const char *name)
{
    if (m->unused) {
        int k = 0;
        for (int i = 0; i < n; i++)
            if (!m->unused[cells[i]])
                cells[k++] = cells[i];
        if (k < n && k < 2)
            return;
        n = k;
    }
    model_add(m, n == m->nvals ? CON_PERM : CON_ALLDIFF, cells, n, 0, false, name);
}

void model_add_rows(Model *m)
{
    int cells[PUZ_MAX_SIDE];
    char name[24];
    for (int r = 0; r < m->rows; r++) {
        for (int c = 0; c < m->cols; c++)
            cells[c] = model_cell(m, r, c);
        snprintf(name, sizeof name, "row%d", r + 1);
        add_group(m, cells, m->cols, name);
    }
}

void model_add_cols(Model *m)
{
    int cells[PUZ_MAX_SIDE];
    char name[24];
    for (int c = 0; c < m->cols; c++) {
        for (int r = 0; r < m->rows; r++)
            cells[r] = model_cell(m, r, c);
        snprintf(name, sizeof name, "col%d", c + 1);
        add_group(m, cells, m->rows, name);
    }
}

void model_add_boxes(Model *m, int box_r, int box_c)
{
    int *cells = xmalloc((size_t)box_r * (size_t)box_c * sizeof(int));
    char name[24];
    int b = 0;
    m->box_r = box_r;
    m->box_c = box_c;
    for (int br = 0; br < m->rows; br += box_r)
        for (int bc = 0; bc < m->cols; bc += box_c) {
            int n = 0;
            for (int r = br; r < br + box_r; r++)
                for (int c = bc; c < bc + box_c; c++)
                    cells[n++] = model_cell(m, r, c);
            snprintf(name, sizeof name, "box%d", ++b);
            add_group(m, cells, n, name);
        }
    free(cells);
}

Model *model_sudoku(int box_r, int box_c)
{
    int n = box_r * box_c;
    Model *m = model_new(n, n, 1, n);
    m->kind = KIND_SUDOKU;
    model_add_rows(m);
    model_add_cols(m);
    model_add_boxes(m, box_r, box_c);
    return m;
}

Model *model_latin(int n)
{
    Model *m = model_new(n, n, 1, n);
    m->kind = KIND_LATIN;
    model_add_rows(m);
    model_add_cols(m);
    return m;
}

static char *dup_or_null(const char *s) { return s ? xstrdup(s) : NULL; }

Model *model_clone(const Model *m)
{
    Model *k = model_new(m->rows, m->cols, m->vmin, m->vmax);
    k->box_r = m->box_r;
    k->box_c = m->box_c;
    k->kind = m->kind;
    k->layout = m->layout;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        int j = model_add(k, c->kind, c->cells, c->n, c->total, c->distinct, c->name);
        k->cons[j].labelled = c->labelled;
    }
    memcpy(k->given, m->given, (size_t)m->ncells * sizeof *m->given);
    if (m->unused) {
        k->unused = xmalloc((size_t)m->ncells);
        memcpy(k->unused, m->unused, (size_t)m->ncells);
        k->nunused = m->nunused;
    }
    if (m->ngrids) {
        k->grids = xmalloc((size_t)m->ngrids * sizeof *k->grids);
        memcpy(k->grids, m->grids, (size_t)m->ngrids * sizeof *k->grids);
    }
    k->ngrids = m->ngrids;
    k->ngrid_cons = m->ngrid_cons;
    memcpy(k->layout_name, m->layout_name, sizeof k->layout_name);
    k->name = dup_or_null(m->name);
    k->source = dup_or_null(m->source);
    k->path = dup_or_null(m->path);
    return k;
}

char *cell_name(const Model *m, int cell, char *buf)
{
    snprintf(buf, CELL_NAME_MAX, "r%uc%u", (unsigned short)(cell / m->cols + 1),
             (unsigned short)(cell % m->cols + 1));
    return buf;
}

char *con_label(const Model *m, int i, char *buf)
{
    snprintf(buf, CON_LABEL_MAX, "k%d_%s", i + 1, m->cons[i].name);
    for (char *p = buf; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
            *p = '_';
    return buf;
}

int model_count(const Model *m, ConKind kind)
{
    int n = 0;
    for (int i = 0; i < m->ncons; i++)
        n += m->cons[i].kind == kind;
    return n;
}

int model_ngivens(const Model *m)
{
    int n = 0;
    for (int i = 0; i < m->ncells; i++)
        n += m->given[i] != 0 && model_used(m, i);
    return n;
}

/* Which regular group a cell list is: 0 row, 1 column, 2 box, -1 none. */
static int group_shape(const Model *m, const Constraint *c)
{
    int r0 = c->cells[0] / m->cols, c0 = c->cells[0] % m->cols;
    int row = 1, col = 1, box = 1;
    for (int i = 0; i < c->n; i++) {
        int r = c->cells[i] / m->cols, k = c->cells[i] % m->cols;
        row &= r == r0;
        col &= k == c0;
        box &= r / m->box_r == r0 / m->box_r && k / m->box_c == c0 / m->box_c;
    }
    return row ? 0 : col ? 1 : box ? 2 : -1;
}

bool model_is_classic(const Model *m)
{
    if (!m->box_r || m->rows != m->cols || m->nvals != m->rows || m->vmin != 1 || m->unused)
        return false;
    /* Every non-given constraint a PERM over one whole row, column or box,
     * and every row, column and box present. */
    unsigned char seen[3][PUZ_MAX_SIDE] = {{0}};
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_GIVEN)
            continue;
        int g = c->kind == CON_PERM ? group_shape(m, c) : -1;
        if (g < 0)
            return false;
        int r = c->cells[0] / m->cols, k = c->cells[0] % m->cols;
        int idx = g == 0 ? r : g == 1 ? k : (r / m->box_r) * (m->cols / m->box_c) + k / m->box_c;
        seen[g][idx] = 1;
    }
    for (int i = 0; i < m->rows; i++)
        if (!seen[0][i] || !seen[1][i] || !seen[2][i])
            return false;
    return true;
}
