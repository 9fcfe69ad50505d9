/* puzwrite.c -- puzzles as .puz text and as batch lines (see puzwrite.h).
 * The grid itself is gridfmt's; this file adds the statements around it
 * and the Killer cage map. */
#include "puzwrite.h"

#include "gridfmt.h"

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
    v.layout = (m->rows > 16 ? LAYOUT_SPACED : 0) | (m->kind != KIND_LATIN ? LAYOUT_RULERS : 0);
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
    fputc('\t', f);
    for (int c = 0; c < n * n; c++)
        fputc(gridfmt_value_char(solution[c]), f);
    fputc('\n', f);
}
