/* puzwrite.c -- puzzles as .puz text and as batch lines (see puzwrite.h).
 * The grid itself is gridfmt's; this file adds the statements around it
 * and the Killer cage map. */
#include "puzwrite.h"

#include "gridfmt.h"
#include "kakuro.h"
#include "quadruple.h"
#include "regionsum.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

void puzwrite_header(FILE *f, const Model *m)
{
    if (m->kind == KIND_LATIN)
        fprintf(f, "latin %d\n", m->rows);
    else
        fprintf(f, "%s %dx%d\n", m->kind == KIND_KILLER ? "killer" : "sudoku", m->box_r,
                m->box_c);
}

void puzwrite_givens(FILE *f, const Model *m, const int *grid)
{
    Model v = *m; /* the same model with the layout this writer chooses */
    v.layout = (m->rows > 16 || m->ngrids ? LAYOUT_SPACED : 0) |
               (m->kind != KIND_LATIN ? LAYOUT_RULERS : 0);
    fputs("givens\n", f);
    gridfmt_write_grid(f, &v, grid);
}

void puzwrite_cage_label(int id, int ncages, char *buf, size_t sz)
{
    if (ncages <= 52)
        snprintf(buf, sz, "%c", id < 26 ? 'A' + id : 'a' + id - 26);
    else
        snprintf(buf, sz, "%d", id + 1);
}

/* cages -> one row of labels per grid row: one character each while the
 * labels are letters, else numbers right-aligned in a common width. */
void puzwrite_cages(FILE *f, int n, const int *cage_of, int ncages, const int *sum)
{
    char lab[16];
    int width = ncages <= 52 ? 1 : ncages >= 100 ? 3 : 2;
    fputs("cages\n", f);
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
            puzwrite_cage_label(cage_of[r * n + c], ncages, lab, sizeof lab);
            if (width == 1)
                fputs(lab, f);
            else
                fprintf(f, "%s%*s", c ? " " : "", width, lab);
        }
        fputc('\n', f);
    }
    for (int id = 0; id < ncages; id++) {
        puzwrite_cage_label(id, ncages, lab, sizeof lab);
        fprintf(f, "%s%s=%d", id % 12 ? " " : "sums ", lab, sum[id]);
        if (id % 12 == 11 || id == ncages - 1)
            fputc('\n', f);
    }
}

void puzwrite_line(FILE *f, const Model *m, const int *grid, const char *name)
{
    if (!name) {
        gridfmt_write_line(f, m, grid);
    } else {
        fprintf(f, "%s\t", name);
        for (int c = 0; c < m->ncells; c++)
            fprintf(f, "%s%d", c ? "," : "", grid[c]);
    }
    fputc('\n', f);
}

void puzwrite_killer_line(FILE *f, const char *name, int n, const int *cage_of, int ncages,
                          const int *sum, const int *solution)
{
    char lab[16];
    fprintf(f, "%s\t", name);
    for (int c = 0; c < n * n; c++) {
        puzwrite_cage_label(cage_of[c], ncages, lab, sizeof lab);
        fputs(lab, f);
    }
    fputc('\t', f);
    for (int id = 0; id < ncages; id++)
        fprintf(f, "%s%d", id ? "," : "", sum[id]);
    if (solution) {
        fputc('\t', f);
        for (int c = 0; c < n * n; c++)
            fputc(gridfmt_value_char(solution[c]), f);
    }
    fputc('\n', f);
}

/* A quoted metadata string: name "AI Escargot" (\" and \\ escaped). */
static void write_quoted(FILE *f, const char *word, const char *text)
{
    fprintf(f, "%s \"", word);
    for (const char *p = text; *p; p++) {
        if (*p == '"' || *p == '\\')
            fputc('\\', f);
        fputc(*p == '\n' ? ' ' : *p, f);
    }
    fputs("\"\n", f);
}

/* Whether constraint c is one the header adds: a row, a column, or (with
 * boxes) a box, as an exactly-once group over those cells in that order. */
static int implied(const Model *m, const Constraint *c)
{
    if (m->kind == KIND_CUSTOM || c->kind != CON_PERM || c->n != m->nvals)
        return 0;
    int r0 = c->cells[0] / m->cols, c0 = c->cells[0] % m->cols;
    int row = 1, col = 1, box = m->box_r > 0 && r0 % m->box_r == 0 && c0 % m->box_c == 0;
    for (int i = 0; i < c->n; i++) {
        int r = c->cells[i] / m->cols, k = c->cells[i] % m->cols;
        row &= r == r0 && k == i;
        col &= k == c0 && r == i;
        if (m->box_r)
            box &= r == r0 + i / m->box_c && k == c0 + i % m->box_c;
    }
    return row || col || (m->box_r && box && m->kind != KIND_LATIN);
}

static void write_cells(FILE *f, const Model *m, const int *cells, int n)
{
    char b[CELL_NAME_MAX];
    for (int i = 0; i < n; i++)
        fprintf(f, " %s", cell_name(m, cells[i], b));
}

int puzwrite_cage_map(const Model *m, int *cage_of, int *sums)
{
    int *of = xmalloc((size_t)m->ncells * sizeof *of), n = 0;
    for (int c = 0; c < m->ncells; c++)
        of[c] = -1;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *k = &m->cons[i];
        for (int j = 0; k->kind == CON_SUM && k->distinct && j < k->n; j++) {
            if (of[k->cells[j]] >= 0) { /* a cell in two cages: no map */
                free(of);
                return -1;
            }
            of[k->cells[j]] = i;
        }
    }
    for (int c = 0; c < m->ncells; c++) {
        if (of[c] < 0) {
            free(of);
            return -(c + 2); /* the first cell in no cage */
        }
        int id = -1;
        for (int d = 0; d < c && id < 0; d++)
            if (of[d] == of[c])
                id = cage_of[d];
        if (id < 0) {
            id = n++;
            sums[id] = m->cons[of[c]].total;
        }
        cage_of[c] = id;
    }
    free(of);
    return n;
}

/* The mask (ir.h: UNUSED CELLS): an `unused` line per row that has
 * unused cells, each run of them one cell or one range. */
static void write_unused(FILE *f, const Model *m)
{
    char a[CELL_NAME_MAX], b[CELL_NAME_MAX];
    for (int r = 0; r < m->rows && m->unused; r++) {
        int any = 0;
        for (int c = 0; c < m->cols;) {
            if (model_used(m, model_cell(m, r, c))) {
                c++;
                continue;
            }
            int e = c;
            while (e + 1 < m->cols && !model_used(m, model_cell(m, r, e + 1)))
                e++;
            fputs(any++ ? " " : "unused ", f);
            fputs(cell_name(m, model_cell(m, r, c), a), f);
            if (e > c)
                fprintf(f, "..%s", cell_name(m, model_cell(m, r, e), b));
            c = e + 1;
        }
        if (any)
            fputc('\n', f);
    }
}

void puzwrite_model(FILE *f, const Model *m)
{
    if (m->name)
        write_quoted(f, "name", m->name);
    if (m->source)
        write_quoted(f, "source", m->source);
    /* a masked grid is written as a custom one: its groups are parts of
     * rows, columns and boxes, which a header would add whole; a Kakuro
     * as its picture, which holds its runs, its mask and its givens */
    bool kakuro = m->kind == KIND_KAKURO;
    bool custom = !kakuro &&
                  (m->kind == KIND_CUSTOM || (m->kind != KIND_LATIN && !m->box_r) || m->unused);
    int first = 0; /* the constraints the header or the placements make */
    if (kakuro) {
        fprintf(f, "kakuro %dx%d\n", m->rows, m->cols);
        kakuro_write_picture(f, m, m->given);
    } else if (m->ngrids && m->layout_name[0]) {
        fprintf(f, "sudoku %s\n", m->layout_name);
        first = m->ngrid_cons;
    } else if (m->ngrids) {
        fprintf(f, "grid %dx%d\nvalues %d..%d\n", m->rows, m->cols, m->vmin, m->vmax);
        for (int k = 0; k < m->ngrids; k++) {
            const ModelGrid *g = &m->grids[k];
            fprintf(f, "sudoku %dx%d at r%dc%d", g->box_r, g->box_c, g->row + 1, g->col + 1);
            if (g->step != 1)
                fprintf(f, " step %d", g->step);
            if (g->boxstep != g->box_r * g->step)
                fprintf(f, " boxstep %d", g->boxstep);
            fputc('\n', f);
        }
        first = m->ngrid_cons;
    } else if (custom) {
        fprintf(f, "grid %dx%d\n", m->rows, m->cols);
        fprintf(f, "values %d..%d\n", m->vmin, m->vmax);
    } else {
        puzwrite_header(f, m);
    }
    /* a Killer whose cages cover the grid once: its cage map and sums */
    if (!m->ngrids && !kakuro)
        write_unused(f, m);
    int *cage_of = NULL, *sums = NULL, ncages = -1;
    if (m->kind == KIND_KILLER && m->rows == m->cols && !m->unused) {
        cage_of = xmalloc((size_t)m->ncells * sizeof *cage_of);
        sums = xmalloc((size_t)m->ncells * sizeof *sums);
        ncages = puzwrite_cage_map(m, cage_of, sums);
        if (ncages >= 0)
            puzwrite_cages(f, m->rows, cage_of, ncages, sums);
        free(cage_of);
        free(sums);
    }
    for (int i = first; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        int clue;
        bool across;
        if (c->kind == CON_GIVEN || (!custom && !kakuro && implied(m, c)) ||
            (ncages >= 0 && c->kind == CON_SUM && c->distinct) || kakuro_run(m, c, &clue, &across))
            continue;
        switch (c->kind) {
        case CON_ALLDIFF:
        case CON_PERM: fputs(con_is_plain_cage(c) ? "cage" : "distinct", f); break;
        case CON_SUM:
            fprintf(f, "%s %d", c->distinct                               ? "cage"
                                : !strncmp(c->name, "outsidesum_", 11)   ? "outsidesum"
                                : !strncmp(c->name, "littlekiller_", 13) ? "littlekiller"
                                                                         : "sum",
                    c->total);
            break;
        case CON_PARITY: fputs(c->total ? "odd" : "even", f); break;
        case CON_LESS:
            if (!strncmp(c->name, "minimum_", 8) || !strncmp(c->name, "maximum_", 8)) {
                /* a minimum (maximum) cell's pairs, one per neighbour, its
                 * cell the smaller (larger) of each: the statement once */
                if (i == 0 || strcmp(m->cons[i - 1].name, c->name)) {
                    fprintf(f, "%.7s", c->name);
                    write_cells(f, m, &c->cells[c->name[1] == 'i' ? 0 : 1], 1);
                    fputc('\n', f);
                }
                continue;
            }
            fputs("less", f);
            break;
        case CON_CONSEC: fputs("consecutive", f); break;
        case CON_DOUBLE: fputs("double", f); break;
        case CON_XV: fputs(c->total == 10 ? "xv X" : "xv V", f); break;
        case CON_SKYSCRAPER: fprintf(f, "skyscraper %d", c->total); break;
        case CON_SANDWICH: fprintf(f, "sandwich %d", c->total); break;
        case CON_XSUM: fprintf(f, "xsum %d", c->total); break;
        case CON_DIFFER: fprintf(f, "%s\n", con_word(c)); continue;
        case CON_RENBAN: fputs("renban", f); break;
        case CON_BETWEEN: fputs("between", f); break;
        case CON_WHISPER:
        case CON_EQUAL: {
            int *line = xmalloc((size_t)c->n * sizeof *line), k = 0;
            if (c->kind == CON_WHISPER) { /* a0 b0=a1 b1=a2 ...: a0, then every b */
                fprintf(f, "whisper %d", c->total);
                line[k++] = c->cells[0];
                for (int j = 1; j < c->n; j += 2)
                    line[k++] = c->cells[j];
            } else if (!strncmp(c->name, "clone_", 6)) { /* A1 B1 A2 B2 ...: the As, the Bs */
                fputs("clone", f);
                for (int side = 0; side < 2; side++)
                    for (int j = side; j < c->n; j += 2)
                        line[k++] = c->cells[j];
            } else { /* mirror pairs: the first halves, then the second ones back */
                fputs("palindrome", f);
                for (int j = 0; j < c->n; j += 2)
                    line[k++] = c->cells[j];
                for (int j = c->n - 1; j > 0; j -= 2)
                    if (c->cells[j] != c->cells[j - 1])
                        line[k++] = c->cells[j];
            }
            write_cells(f, m, line, k);
            fputc('\n', f);
            free(line);
            continue;
        }
        case CON_NONCONSEC:
        case CON_NONDOUBLE:
        case CON_NONXV: {
            /* a switch's pairs are the statement again (negative kropki's
             * two constraints, one line); other pairs one line each */
            static const char *const sw[][2] = {
                {"nonconsecutive", "nonconsecutive"}, {"negative_kropki", "negative kropki"},
                {"negative_consecutive", "negative consecutive"}, {"negative_xv", "negative xv"}};
            int j = 0;
            while (j < 4 && strcmp(c->name, sw[j][0]))
                j++;
            if (j < 4) {
                if (c->kind != CON_NONDOUBLE)
                    fprintf(f, "%s\n", sw[j][1]);
                continue;
            }
            for (int k = 0; k + 1 < c->n; k += 2) {
                fputs("nonconsecutive", f);
                write_cells(f, m, c->cells + k, 2);
                fputc('\n', f);
            }
            continue;
        }
        case CON_REGIONSUM: { /* the line once, from its first constraint */
            if (i > first && m->cons[i - 1].kind == CON_REGIONSUM && rsum_continues(m, i - 1))
                continue;
            int *line = xmalloc((size_t)m->ncells * sizeof *line), last;
            int n = rsum_line(m, i, line, &last);
            fputs("regionsum", f);
            write_cells(f, m, line, n);
            fputc('\n', f);
            free(line);
            continue;
        }
        case CON_QUADRUPLE: {
            int v[4], n = quad_values(c->total, v);
            fputs("quadruple", f);
            write_cells(f, m, c->cells, c->n);
            fputs(" =", f);
            for (int j = 0; j < n; j++)
                fprintf(f, " %d", v[j]);
            fputc('\n', f);
            continue;
        }
        case CON_ARROW: {
            char b[CELL_NAME_MAX];
            fprintf(f, "arrow %s =", cell_name(m, c->cells[0], b));
            write_cells(f, m, c->cells + 1, c->n - 1);
            fputc('\n', f);
            continue;
        }
        default: continue;
        }
        write_cells(f, m, c->cells, c->n);
        fputc('\n', f);
    }
    int any = 0;
    for (int c = 0; c < m->ncells && !any; c++)
        any = m->given[c] != 0 && model_used(m, c);
    if (any && !kakuro) { /* a Kakuro's are in its picture */
        if (custom && !m->ngrids) {
            for (int c = 0; c < m->ncells; c++) /* a custom grid: one statement a given */
                if (m->given[c] && model_used(m, c)) {
                    char b[CELL_NAME_MAX];
                    fprintf(f, "given %s = %d\n", cell_name(m, c, b), m->given[c]);
                }
        } else {
            puzwrite_givens(f, m, m->given);
        }
    }
}
