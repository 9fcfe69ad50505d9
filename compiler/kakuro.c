/* kakuro.c -- Kakuro pictures: a cell token read (kakuro_read_cell), the
 * runs found and lowered to distinct SUM constraints with their checks
 * (kakuro_lower), and the clues read back from the constraints for the
 * picture and the writers (see kakuro.h). */
#include "kakuro.h"

#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* A sum as written: decimal digits, at most 999999 (a run's largest sum is
 * 45: anything past that is reported against its run). -1: not digits. */
static int read_sum(const char *t, int len)
{
    long v = 0;
    if (len == 0)
        return 0;
    for (int i = 0; i < len; i++) {
        if (!isdigit((unsigned char)t[i]))
            return -1;
        v = v > 999999 ? v : v * 10 + (t[i] - '0');
    }
    return (int)v;
}

static Loc part_loc(Loc loc, int from, int len)
{
    Loc l = {loc.first_line, loc.first_column + from, loc.first_line,
             loc.first_column + from + (len > 0 ? len : 1)};
    return l;
}

int kakuro_read_cell(Diag *d, const char *t, int len, Loc loc, KakuroCell *out)
{
    memset(out, 0, sizeof *out);
    out->loc = loc;
    if (len == 1 && (t[0] == '.' || t[0] == '_' || t[0] == '0')) {
        out->kind = KAKURO_WHITE;
        return 0;
    }
    if (len == 1 && t[0] >= '1' && t[0] <= '9') {
        out->kind = KAKURO_WHITE;
        out->given = t[0] - '0';
        return 0;
    }
    if (len == 1 && t[0] == '-') {
        out->kind = KAKURO_BLANK;
        return 0;
    }
    const char *sep = NULL;
    for (int i = 0; i < len && !sep; i++)
        if (t[i] == '\\' || t[i] == ',')
            sep = t + i;
    int shown = len > 20 ? 20 : len;
    if (!sep) {
        if (read_sum(t, len) > 0)
            diag_error(d, loc, "'%.*s' is not a Kakuro cell: a white cell holds one digit; "
                       "a clue is written %.*s\\ (down sum) or \\%.*s (across sum)", shown, t,
                       shown, t, shown, t);
        else
            diag_error(d, loc, "'%.*s' is not a Kakuro cell: expected '.' (a white cell), "
                       "a digit, '-' (a blank) or a clue D\\A (down\\across, either may be "
                       "left out)", shown, t);
        return -1;
    }
    int dl = (int)(sep - t), al = len - dl - 1;
    int down = read_sum(t, dl), across = read_sum(sep + 1, al);
    if (down < 0 || across < 0) {
        diag_error(d, down < 0 ? part_loc(loc, 0, dl) : part_loc(loc, dl + 1, al),
                   "'%.*s' is not a clue: a clue is D\\A or D,A, the down sum D and the across "
                   "sum A in digits, either left out", shown, t);
        return -1;
    }
    out->kind = KAKURO_CLUE;
    out->down = down;
    out->across = across;
    out->down_loc = part_loc(loc, 0, dl);
    out->across_loc = part_loc(loc, dl + 1, al);
    if ((dl && !down) || (al && !across)) {
        diag_error(d, dl && !down ? out->down_loc : out->across_loc,
                   "a sum of 0 is impossible: a run holds digits 1..9");
        return -1;
    }
    if (!dl && !al)
        out->kind = KAKURO_BLANK; /* "\" alone: a clue cell without sums */
    return 0;
}

/* The sums n different digits 1..9 can make: n(n+1)/2 .. n(19-n)/2. */
static int run_lo(int n) { return n * (n + 1) / 2; }
static int run_hi(int n) { return n * (19 - n) / 2; }

int kakuro_lower(Model *m, Diag *d, const KakuroCell *cell)
{
    int rows = m->rows, cols = m->cols, before = d->errors;
    int cells[PUZ_MAX_SIDE];
    char nb[CELL_NAME_MAX], na[CELL_NAME_MAX], nc[CELL_NAME_MAX], name[24];
    /* per white cell, the runs it is in (bit 0 across, bit 1 down) */
    unsigned char *in = xcalloc((size_t)m->ncells, 1);
    for (int dir = 0; dir < 2 && !diag_full(d); dir++) {
        bool across = dir == 0;
        const char *word = across ? "across" : "down";
        int step = across ? 1 : cols;
        /* clues first, in reading order: a sum with no run after it */
        for (int i = 0; i < m->ncells && !diag_full(d); i++) {
            int sum = across ? cell[i].across : cell[i].down;
            if (cell[i].kind != KAKURO_CLUE || !sum)
                continue;
            bool edge = across ? i % cols == cols - 1 : i / cols == rows - 1;
            Loc at = across ? cell[i].across_loc : cell[i].down_loc;
            if (edge)
                diag_error(d, at, "%s's %s sum %d has no run: the clue is at the grid's %s "
                           "edge", cell_name(m, i, nb), word, sum, across ? "right" : "bottom");
            else if (cell[i + step].kind != KAKURO_WHITE)
                diag_error(d, at, "%s's %s sum %d has no run: %s, %s it, is not a white cell",
                           cell_name(m, i, nb), word, sum, cell_name(m, i + step, na),
                           across ? "right of" : "below");
        }
        for (int i = 0; i < m->ncells && !diag_full(d); i++) {
            int r = i / cols, c = i % cols;
            if (cell[i].kind != KAKURO_WHITE)
                continue;
            bool first = across ? c == 0 || cell[i - 1].kind != KAKURO_WHITE
                                : r == 0 || cell[i - cols].kind != KAKURO_WHITE;
            if (!first)
                continue;
            int n = 0;
            for (int j = i; n < PUZ_MAX_SIDE && (across ? j / cols == r : j < m->ncells) &&
                            cell[j].kind == KAKURO_WHITE; j += step)
                cells[n++] = j;
            int clue = (across ? c > 0 : r > 0) ? i - step : -1;
            int sum = clue >= 0 && cell[clue].kind == KAKURO_CLUE
                          ? (across ? cell[clue].across : cell[clue].down) : 0;
            if (!sum) {
                if (n >= 2) {
                    if (clue >= 0)
                        diag_error(d, cell[i].loc, "the %s run %s..%s has no sum: %s, before "
                                   "it, needs %s sum (write %s)", word, cell_name(m, i, nb),
                                   cell_name(m, cells[n - 1], na), cell_name(m, clue, nc),
                                   across ? "an across" : "a down", across ? "\\N" : "N\\");
                    else
                        diag_error(d, cell[i].loc, "the %s run %s..%s has no sum: a run starts "
                                   "after a clue cell, and this one starts at the edge", word,
                                   cell_name(m, i, nb), cell_name(m, cells[n - 1], na));
                }
                continue;
            }
            Loc sum_loc = across ? cell[clue].across_loc : cell[clue].down_loc;
            snprintf(name, sizeof name, "%s_%s", word, cell_name(m, clue, nb));
            if (n > KAKURO_VMAX) {
                diag_error(d, sum_loc, "%s: the run %s..%s has %d cells; a run holds at most "
                           "%d (every digit once)", name, cell_name(m, i, nb),
                           cell_name(m, cells[n - 1], na), n, KAKURO_VMAX);
                continue;
            }
            if (sum < run_lo(n) || sum > run_hi(n)) {
                diag_error(d, sum_loc, "%s: a sum of %d is impossible for %d different digits "
                           "(possible: %d..%d)", name, sum, n, run_lo(n), run_hi(n));
                continue;
            }
            for (int k = 0; k < n; k++)
                in[cells[k]] |= (unsigned char)(1u << dir);
            model_add(m, CON_SUM, cells, n, sum, true, name);
        }
    }
    /* a white cell in no run: no clue before it either way */
    for (int i = 0; i < m->ncells && !diag_full(d) && d->errors == before; i++)
        if (cell[i].kind == KAKURO_WHITE && !in[i])
            diag_error(d, cell[i].loc, "%s is in no run: a white cell needs a clue to its left "
                       "or above", cell_name(m, i, nb));
    free(in);
    return d->errors - before;
}

bool kakuro_run(const Model *m, const Constraint *c, int *clue, bool *across)
{
    if (m->kind != KIND_KAKURO || c->kind != CON_SUM || !c->distinct || c->n < 1)
        return false;
    bool ac = strncmp(c->name, "across_", 7) == 0;
    if (!ac && strncmp(c->name, "down_", 5) != 0)
        return false;
    int step = ac ? 1 : m->cols, first = c->cells[0];
    int r = first / m->cols, col = first % m->cols;
    if (ac ? col == 0 : r == 0)
        return false;
    for (int i = 1; i < c->n; i++)
        if (c->cells[i] != first + i * step || (ac && c->cells[i] / m->cols != r))
            return false;
    char nb[CELL_NAME_MAX];
    cell_name(m, first - step, nb);
    if (strcmp(c->name + (ac ? 7 : 5), nb) != 0)
        return false;
    *clue = first - step;
    *across = ac;
    return true;
}

void kakuro_clues(const Model *m, int *down, int *across)
{
    memset(down, 0, (size_t)m->ncells * sizeof *down);
    memset(across, 0, (size_t)m->ncells * sizeof *across);
    for (int i = 0; i < m->ncons; i++) {
        int clue;
        bool ac;
        if (kakuro_run(m, &m->cons[i], &clue, &ac))
            (ac ? across : down)[clue] = m->cons[i].total;
    }
}

void kakuro_token(const KakuroCell *k, char *buf)
{
    if (k->kind == KAKURO_CLUE) {
        int n = 0;
        if (k->down)
            n = snprintf(buf, 16, "%d", k->down);
        buf[n++] = '\\';
        buf[n] = '\0';
        if (k->across)
            snprintf(buf + n, (size_t)(16 - n), "%d", k->across);
    } else if (k->kind == KAKURO_BLANK) {
        strcpy(buf, "-");
    } else if (k->given) {
        snprintf(buf, 16, "%d", k->given);
    } else {
        strcpy(buf, ".");
    }
}

void kakuro_cell_text(const Model *m, const int *down, const int *across, int cell,
                      int value, char *buf)
{
    KakuroCell k = {KAKURO_WHITE, down[cell], across[cell], value, {0}, {0}, {0}};
    if (down[cell] || across[cell])
        k.kind = KAKURO_CLUE;
    else if (!model_used(m, cell))
        k.kind = KAKURO_BLANK;
    kakuro_token(&k, buf);
}

void kakuro_write_rows(FILE *f, const Model *m, const int *grid)
{
    int *down = xmalloc((size_t)m->ncells * sizeof *down);
    int *across = xmalloc((size_t)m->ncells * sizeof *across);
    kakuro_clues(m, down, across);
    char buf[16];
    int *width = xcalloc((size_t)m->cols, sizeof *width);
    for (int i = 0; i < m->ncells; i++) {
        kakuro_cell_text(m, down, across, i, grid ? grid[i] : 0, buf);
        int w = (int)strlen(buf);
        if (w > width[i % m->cols])
            width[i % m->cols] = w;
    }
    for (int r = 0; r < m->rows; r++) {
        for (int c = 0; c < m->cols; c++) {
            int i = r * m->cols + c;
            kakuro_cell_text(m, down, across, i, grid ? grid[i] : 0, buf);
            fprintf(f, "%s%-*s", c ? "  " : "", c + 1 < m->cols ? width[c] : 0, buf);
        }
        fputc('\n', f);
    }
    free(width);
    free(down);
    free(across);
}

void kakuro_write_picture(FILE *f, const Model *m, const int *grid)
{
    fputs("givens\n", f);
    kakuro_write_rows(f, m, grid);
}
