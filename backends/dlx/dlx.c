/* dlx.c -- backend_dlx: the Model as an exact-cover matrix, solved by
 * Knuth's Algorithm X on dancing links (written here), and written in the
 * common XCC text format.
 *
 * THE MATRIX
 *   options (rows)  one per (cell, value) -- option index = var of ir.h,
 *                   c*nvals + (v - vmin) -- for cells outside every cage;
 *                   one per admissible placement of a whole cage (every
 *                   assignment of distinct values to its cells with the
 *                   right total), after them
 *   primary items   p<cell>            the cell holds exactly one value
 *                   <group>v<value>    a full group (PERM) holds the value
 *                                      exactly once
 *   secondary items <group>v<value>    an ALLDIFF group holds it at most once
 * For an empty 9x9 Sudoku: 729 options, 81 + 243 = 324 primary items, each
 * option covering 4 items (its cell, its row, column and box value items).
 * A cage option covers the items of all its cells. A cage of nvals cells
 * adding up to the sum of all values is simply a full group (PERM): no
 * placements needed. A cage with more than DLX_MAX_PLACEMENTS placements
 * is refused as not supported (the planned route: per-cage digit-set
 * options with secondary items, or Algorithm C with colours).
 *   SUM without distinctness is refused as not supported.
 * Givens: their options are chosen before the search (their items covered).
 *
 * THE SEARCH: Algorithm X, choosing the primary item with fewest options;
 * count up to the limit; effort = options tried. */
#include "../backend.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

#define DLX_MAX_PLACEMENTS 100000

typedef struct {
    int *L, *R, *U, *D, *C, *row; /* nodes; node 0 = root, 1..nitems = item headers */
    int *size;
    int nitems, nnodes, cap;
    int nrows;
    int *row_first;               /* first node of each option */
    int *row_cells, *row_vals;    /* option -> its (cell, value) pairs */
    int *row_pstart;              /* pairs of option r: [row_pstart[r], row_pstart[r+1]) */
    int npairs, pcap;
    char **item_name;
    int nprimary;
} Matrix;

static int new_node(Matrix *x)
{
    if (x->nnodes == x->cap) {
        x->cap = x->cap ? 2 * x->cap : 4096;
        x->L = xrealloc(x->L, (size_t)x->cap * sizeof(int));
        x->R = xrealloc(x->R, (size_t)x->cap * sizeof(int));
        x->U = xrealloc(x->U, (size_t)x->cap * sizeof(int));
        x->D = xrealloc(x->D, (size_t)x->cap * sizeof(int));
        x->C = xrealloc(x->C, (size_t)x->cap * sizeof(int));
        x->row = xrealloc(x->row, (size_t)x->cap * sizeof(int));
    }
    return x->nnodes++;
}

static void matrix_free(Matrix *x)
{
    free(x->L); free(x->R); free(x->U); free(x->D); free(x->C); free(x->row);
    free(x->size); free(x->row_first); free(x->row_cells); free(x->row_vals);
    free(x->row_pstart);
    for (int i = 0; i <= x->nitems; i++)
        free(x->item_name ? x->item_name[i] : NULL);
    free(x->item_name);
}

/* Adds an option covering items[0..n) and recording its (cell, value) pairs. */
static void add_option(Matrix *x, const int *items, int n, const int *cells, const int *vals,
                       int npairs)
{
    int r = x->nrows++;
    x->row_first = xrealloc(x->row_first, (size_t)x->nrows * sizeof(int));
    x->row_pstart = xrealloc(x->row_pstart, (size_t)(x->nrows + 1) * sizeof(int));
    if (x->npairs + npairs > x->pcap) {
        while (x->npairs + npairs > x->pcap)
            x->pcap = x->pcap ? 2 * x->pcap : 4096;
        x->row_cells = xrealloc(x->row_cells, (size_t)x->pcap * sizeof(int));
        x->row_vals = xrealloc(x->row_vals, (size_t)x->pcap * sizeof(int));
    }
    x->row_pstart[r] = x->npairs;
    memcpy(x->row_cells + x->npairs, cells, (size_t)npairs * sizeof(int));
    memcpy(x->row_vals + x->npairs, vals, (size_t)npairs * sizeof(int));
    x->npairs += npairs;
    x->row_pstart[r + 1] = x->npairs;
    int first = -1, prev = -1;
    for (int i = 0; i < n; i++) {
        int node = new_node(x), it = items[i];
        x->C[node] = it;
        x->row[node] = r;
        x->U[node] = x->U[it];
        x->D[node] = it;
        x->D[x->U[it]] = node;
        x->U[it] = node;
        x->size[it]++;
        if (first < 0) {
            first = node;
            x->L[node] = x->R[node] = node;
        } else {
            x->L[node] = prev;
            x->R[node] = first;
            x->R[prev] = node;
            x->L[first] = node;
        }
        prev = node;
    }
    x->row_first[r] = first;
}

static void cover(Matrix *x, int c)
{
    x->L[x->R[c]] = x->L[c];
    x->R[x->L[c]] = x->R[c];
    for (int i = x->D[c]; i != c; i = x->D[i])
        for (int j = x->R[i]; j != i; j = x->R[j]) {
            x->U[x->D[j]] = x->U[j];
            x->D[x->U[j]] = x->D[j];
            x->size[x->C[j]]--;
        }
}

static void uncover(Matrix *x, int c)
{
    for (int i = x->U[c]; i != c; i = x->U[i])
        for (int j = x->L[i]; j != i; j = x->L[j]) {
            x->size[x->C[j]]++;
            x->U[x->D[j]] = j;
            x->D[x->U[j]] = j;
        }
    x->L[x->R[c]] = c;
    x->R[x->L[c]] = c;
}

typedef struct {
    const Model *m;
    const SolveOpts *o;
    Matrix *x;
    int *chosen, depth;
    int *grid;
    long limit, found, effort;
    int stop;
    int *first;
} Search;

static void record(Search *s)
{
    for (int d = 0; d < s->depth; d++) {
        int r = s->chosen[d];
        for (int p = s->x->row_pstart[r]; p < s->x->row_pstart[r + 1]; p++)
            s->grid[s->x->row_cells[p]] = s->x->row_vals[p];
    }
    if (s->found++ == 0)
        memcpy(s->first, s->grid, (size_t)s->m->ncells * sizeof(int));
    if (s->o->on_solution && s->o->on_solution(s->m, s->grid, s->o->ctx))
        s->stop = 1;
    if (s->found >= s->limit)
        s->stop = 1;
}

static void search(Search *s)
{
    Matrix *x = s->x;
    if (x->R[0] == 0) {
        record(s);
        return;
    }
    int best = x->R[0];
    for (int c = x->R[best]; c != 0 && x->size[best] > 1; c = x->R[c])
        if (x->size[c] < x->size[best])
            best = c;
    if (x->size[best] == 0)
        return;
    cover(x, best);
    for (int r = x->D[best]; r != best && !s->stop; r = x->D[r]) {
        s->chosen[s->depth++] = x->row[r];
        s->effort++;
        for (int j = x->R[r]; j != r; j = x->R[j])
            cover(x, x->C[j]);
        search(s);
        for (int j = x->L[r]; j != r; j = x->L[j])
            uncover(x, x->C[j]);
        s->depth--;
    }
    uncover(x, best);
}

/* Which constraints are groups, and which cages are full groups. */
static int is_full_cage(const Model *m, const Constraint *c)
{
    long all = 0;
    for (int k = 0; k < m->nvals; k++)
        all += m->vmin + k;
    return c->kind == CON_SUM && c->distinct && c->n == m->nvals && c->total == all;
}

/* Placements of a cage: assignments of distinct values adding to total. */
typedef struct {
    const Model *m;
    const Constraint *c;
    int *vals, *out, nout, cap;
    uint64_t used;
} Place;

static void place_rec(Place *p, int i, int left)
{
    if (p->nout > DLX_MAX_PLACEMENTS)
        return;
    const Constraint *c = p->c;
    if (i == c->n) {
        if (left)
            return;
        if ((p->nout + 1) * c->n > p->cap)
            p->out = xrealloc(p->out, (size_t)(p->cap = 2 * (p->cap + c->n)) * sizeof(int));
        memcpy(p->out + p->nout * c->n, p->vals, (size_t)c->n * sizeof(int));
        p->nout++;
        return;
    }
    int rest = c->n - i - 1;
    for (int k = 0; k < p->m->nvals; k++) {
        int v = p->m->vmin + k;
        if (p->used >> k & 1)
            continue;
        if (v > left || left - v < rest * p->m->vmin)
            continue;
        int g = p->m->given[c->cells[i]];
        if (g && g != v)
            continue;
        p->used |= 1ULL << k;
        p->vals[i] = v;
        place_rec(p, i + 1, left - v);
        p->used &= ~(1ULL << k);
    }
}

/* Builds the matrix; 0, or -1 with a message. */
static int build(const Model *m, Matrix *x, char *err, size_t errsz)
{
    memset(x, 0, sizeof *x);
    int nv = m->nvals;
    /* item numbering: cells, then per group (PERM, ALLDIFF, cage) nv items */
    int *group_base = xmalloc((size_t)(m->ncons + 1) * sizeof(int));
    uint8_t *primary_group = xcalloc((size_t)(m->ncons + 1), 1);
    int nitems = m->ncells;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        group_base[i] = -1;
        if (c->kind == CON_SUM && !c->distinct) {
            snprintf(err, errsz, "dlx: %s: sums without distinct values are not supported",
                     c->name);
            free(group_base);
            free(primary_group);
            return -1;
        }
        if (c->kind == CON_PERM || c->kind == CON_ALLDIFF || is_full_cage(m, c)) {
            group_base[i] = nitems;
            primary_group[i] = c->kind == CON_PERM || is_full_cage(m, c);
            nitems += nv;
        } else if (c->kind == CON_SUM) {
            group_base[i] = nitems; /* secondary: distinct within the cage */
            nitems += nv;
        }
    }
    x->nitems = nitems;
    x->size = xcalloc((size_t)nitems + 1, sizeof(int));
    x->item_name = xcalloc((size_t)nitems + 1, sizeof(char *));
    for (int i = 0; i <= nitems; i++) {
        int node = new_node(x);
        x->U[node] = x->D[node] = node;
        x->C[node] = node;
        x->L[node] = x->R[node] = node;
    }
    /* item headers: node it = item it-1+1; primary ones linked to the root */
    char name[48];
    int last = 0;
    for (int cell = 0; cell < m->ncells; cell++) {
        int it = cell + 1;
        snprintf(name, sizeof name, "p%d_%d", cell / m->cols + 1, cell % m->cols + 1);
        x->item_name[it] = xstrdup(name);
        x->L[it] = last;
        x->R[last] = it;
        last = it;
    }
    int nprimary = m->ncells;
    for (int pass = 0; pass < 2; pass++) /* primary group items, then secondary */
        for (int i = 0; i < m->ncons; i++) {
            if (group_base[i] < 0 || primary_group[i] != !pass)
                continue;
            for (int k = 0; k < nv; k++) {
                int it = group_base[i] + k + 1;
                snprintf(name, sizeof name, "%sv%d", m->cons[i].name, m->vmin + k);
                x->item_name[it] = xstrdup(name);
                if (!pass) {
                    x->L[it] = last;
                    x->R[last] = it;
                    last = it;
                    nprimary++;
                }
            }
        }
    x->R[last] = 0;
    x->L[0] = last;
    x->nprimary = nprimary;

    /* per cell: its groups, and its cage (placement) if any */
    int *cage_of = xmalloc((size_t)m->ncells * sizeof(int));
    for (int c = 0; c < m->ncells; c++)
        cage_of[c] = -1;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_SUM && !is_full_cage(m, c))
            for (int j = 0; j < c->n; j++)
                cage_of[c->cells[j]] = i;
    }
    int *ngroups = xcalloc((size_t)m->ncells, sizeof(int));
    int *cell_groups = xmalloc((size_t)m->ncells * 8 * sizeof(int));
    int gcap = 8;
    for (int i = 0; i < m->ncons; i++) {
        if (group_base[i] < 0)
            continue;
        const Constraint *c = &m->cons[i];
        for (int j = 0; j < c->n; j++) {
            int cell = c->cells[j];
            if (ngroups[cell] == gcap) {
                int *bigger = xmalloc((size_t)m->ncells * 2 * gcap * sizeof(int));
                for (int q = 0; q < m->ncells; q++)
                    memcpy(bigger + q * 2 * gcap, cell_groups + q * gcap,
                           (size_t)ngroups[q] * sizeof(int));
                free(cell_groups);
                cell_groups = bigger;
                gcap *= 2;
            }
            cell_groups[cell * gcap + ngroups[cell]++] = group_base[i];
        }
    }
    /* (cell, value) options for cells outside cages */
    int items[PUZ_MAX_SIDE * 16];
    int rc = 0;
    for (int cell = 0; cell < m->ncells; cell++) {
        if (cage_of[cell] >= 0)
            continue;
        for (int k = 0; k < nv; k++) {
            int n = 0, v = m->vmin + k;
            items[n++] = cell + 1;
            for (int g = 0; g < ngroups[cell] && n < (int)(sizeof items / sizeof items[0]); g++)
                items[n++] = cell_groups[cell * gcap + g] + k + 1;
            add_option(x, items, n, &cell, &v, 1);
        }
    }
    /* placement options for cages */
    for (int i = 0; i < m->ncons && rc == 0; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind != CON_SUM || is_full_cage(m, c))
            continue;
        Place p = {m, c, xmalloc((size_t)c->n * sizeof(int)), NULL, 0, 0, 0};
        place_rec(&p, 0, c->total);
        if (p.nout > DLX_MAX_PLACEMENTS) {
            snprintf(err, errsz, "dlx: %s has more than %d placements (large cages are not "
                     "supported yet)", c->name, DLX_MAX_PLACEMENTS);
            rc = -1;
        }
        int *its = xmalloc((size_t)c->n * (1 + (size_t)gcap) * sizeof(int));
        for (int q = 0; q < p.nout && rc == 0; q++) {
            const int *vals = p.out + q * c->n;
            int n = 0;
            for (int j = 0; j < c->n; j++) {
                int cell = c->cells[j], k = vals[j] - m->vmin;
                its[n++] = cell + 1;
                for (int g = 0; g < ngroups[cell]; g++)
                    its[n++] = cell_groups[cell * gcap + g] + k + 1;
            }
            add_option(x, its, n, c->cells, vals, c->n);
        }
        free(its);
        free(p.vals);
        free(p.out);
    }
    free(cage_of);
    free(ngroups);
    free(cell_groups);
    free(group_base);
    free(primary_group);
    return rc;
}

/* Chooses the options of the givens before the search: 0, or -1 when two
 * givens collide (no solution). A given inside a cage is already enforced
 * by the cage's placements (built consistent with it), so it is left to
 * the search: choosing one placement for it would lose the others. */
static int choose_givens(const Model *m, Matrix *x, Search *s)
{
    for (int cell = 0; cell < m->ncells; cell++) {
        int v = m->given[cell];
        if (!v)
            continue;
        int it = cell + 1, found = -1, in_cage = 0;
        for (int r = x->D[it]; r != it; r = x->D[r]) {
            int row = x->row[r], p = x->row_pstart[row];
            if (x->row_pstart[row + 1] - p > 1) {
                in_cage = 1;
                break;
            }
            if (x->row_vals[p] == v)
                found = r;
        }
        if (in_cage)
            continue;
        if (found < 0) /* its option was removed by an earlier given: a clash */
            return -1;
        s->chosen[s->depth++] = x->row[found];
        cover(x, it);
        for (int j = x->R[found]; j != found; j = x->R[j])
            cover(x, x->C[j]);
    }
    return 0;
}

static SolveStatus dlx_solve(const Model *m, const SolveOpts *o, SolveResult *r)
{
    double t0 = now_sec();
    Matrix x;
    if (build(m, &x, r->err, sizeof r->err) != 0) {
        matrix_free(&x);
        return r->status = PUZ_ERROR;
    }
    Search s = {m, o, &x, xmalloc((size_t)(m->ncells + 1) * sizeof(int)), 0,
                xcalloc((size_t)m->ncells, sizeof(int)), o->limit > 0 ? o->limit : 1, 0, 0, 0,
                xmalloc((size_t)m->ncells * sizeof(int))};
    r->size[0] = x.nrows;
    r->size[1] = x.nitems;
    r->size[2] = x.nnodes - x.nitems - 1;
    double t1 = now_sec();
    r->build_sec = t1 - t0;
    if (choose_givens(m, &x, &s) == 0)
        search(&s);
    r->solve_sec = now_sec() - t1;
    r->solutions = s.found;
    r->effort = s.effort;
    if (s.found)
        r->first = s.first;
    else
        free(s.first);
    free(s.chosen);
    free(s.grid);
    matrix_free(&x);
    return r->status = s.found ? PUZ_SOLVED : PUZ_UNSAT;
}

static int dlx_size(const Model *m, const SolveOpts *o, long size[3])
{
    (void)o;
    Matrix x;
    char err[200];
    int rc = build(m, &x, err, sizeof err);
    if (rc == 0) {
        size[0] = x.nrows;
        size[1] = x.nitems;
        size[2] = x.nnodes - x.nitems - 1;
    }
    matrix_free(&x);
    return rc;
}

/* XCC text: the item names (primary, then `|`, then secondary) on one
 * line, then one line per option listing its items. */
static int dlx_emit(const Model *m, const char *format, const SolveOpts *o, FILE *out,
                    char *err, size_t errsz)
{
    (void)format;
    (void)o;
    Matrix x;
    if (build(m, &x, err, errsz) != 0) {
        matrix_free(&x);
        return -1;
    }
    fprintf(out, "| puzc exact cover: %d options, %d primary and %d secondary items\n",
            x.nrows, x.nprimary, x.nitems - x.nprimary);
    fprintf(out, "| an option p<r>_<c> ... places the value(s) its group items name; "
                 "givens are options to choose first\n");
    uint8_t *primary = xcalloc((size_t)x.nitems + 1, 1);
    for (int it = x.R[0]; it != 0; it = x.R[it]) {
        fprintf(out, it == x.R[0] ? "%s" : " %s", x.item_name[it]);
        primary[it] = 1;
    }
    int bar = 0;
    for (int it = 1; it <= x.nitems; it++)
        if (!primary[it]) {
            if (!bar++)
                fputs(" |", out);
            fprintf(out, " %s", x.item_name[it]);
        }
    fputc('\n', out);
    free(primary);
    for (int r = 0; r < x.nrows; r++) {
        int f = x.row_first[r], j = f;
        do {
            fprintf(out, j == f ? "%s" : " %s", x.item_name[x.C[j]]);
            j = x.R[j];
        } while (j != f);
        fputc('\n', out);
    }
    matrix_free(&x);
    return 0;
}

static const char *const dlx_formats[] = {"xcc", NULL};

const Backend backend_dlx = {
    .name = "dlx",
    .description = "exact cover by Algorithm X on dancing links, built in",
    .caps = CAP_SOLVE | CAP_COUNT | CAP_EMIT,
    .formulations = NULL,
    .formats = dlx_formats,
    .size_names = {"options", "items", "ones"},
    .effort_name = "nodes",
    .solve = dlx_solve,
    .emit = dlx_emit,
    .size = dlx_size,
    .decode = NULL,
};
