/* mzn.c -- mzn.h: `puzc emit --format mzn`, the model as a readable
 * MiniZinc model with its data, and MiniZinc's output of it read back
 * into a grid.
 *
 * WHY THE NATIVE BACKEND. MiniZinc states the puzzle as constraint
 * programming does: one integer variable per cell, `alldifferent` on each
 * group, `sum` on each cage. That is the native backend's own view (a
 * domain per cell, all-different groups and sum constraints propagated,
 * then search), not a lowering to clauses, rows or an exact cover; so the
 * native backend owns the format, as sat owns cnf and ilp owns lp.
 *
 * THE MODEL. x[r, c] in vmin..vmax is the value of cell r<r>c<c> (1-based,
 * as everywhere in puzc). The constraints, from the IR:
 *   PERM, ALLDIFF groups  alldifferent(...): every row, every column and
 *                         every regular box as one forall each when all of
 *                         them are groups; other groups as a region map
 *                         (data) when they do not overlap, else one line
 *                         each (diagonals, say), named in a comment
 *   SUM, distinct         a Killer cage: alldifferent and sum = total, the
 *                         cages as a cage map and their sums (data) when
 *                         they do not overlap, else one line each
 *   SUM                   sum(...) = total, one line each
 *   the variants          one line each, named in a comment:
 *     PARITY              x[r, c] mod 2 = 1 (odd) or 0 (even), per cell
 *     LESS                x[a] < x[b] /\ x[b] < x[c] ... along the chain
 *     CONSEC              abs(x[a] - x[b]) = 1
 *     DOUBLE              x[a] = 2 * x[b] \/ x[b] = 2 * x[a]
 *     ARROW               x[circle] = x[b] + x[c] + ...
 *     NONCONSEC           abs(x[a] - x[b]) != 1            per pair a, b
 *     NONDOUBLE           x[a] != 2 * x[b] /\ x[b] != 2 * x[a]    per pair
 *     XV                  x[a] + x[b] = total
 *     NONXV               x[a] + x[b] != 5 /\ x[a] + x[b] != 10    per pair
 *     DIFFER, EQUAL       x[a] != x[b], x[a] = x[b]           per pair
 *     WHISPER             abs(x[a] - x[b]) >= total            per pair
 *     SKYSCRAPER          1 + bool2int(x[b] > x[a]) + bool2int(x[c] >
 *                         max([x[a], x[b]])) + ... = clue
 *     RENBAN              alldifferent([x[a], ...]) /\ max([x[a], ...]) -
 *                         min([x[a], ...]) = n - 1
 *     BETWEEN             min(x[a], x[z]) < x[b] /\ x[b] < max(x[a], x[z])
 *                         for each middle cell b (ends a, z)
 *     SANDWICH            let { array[int] of var int: l = [x[a], ...] } in
 *                         count of vmin = 1 /\ count of vmax = 1 /\
 *                         sum(i)(bool2int(an end before i /\ one after) *
 *                         l[i]) = total (sums of bool2int, no globals)
 *     XSUM                the same l: l[1] <= n /\
 *                         sum(i)(bool2int(i <= l[1]) * l[i]) = total
 *     REGIONSUM           x[a] + x[b] = x[c] + ... (the two runs)
 *     QUADRUPLE           bool2int(x[a] = v) + ... >= k, a value v listed
 *                         k times
 *   GIVEN                 the `given` array (data; 0 = empty)
 * A constraint written on a line of its own, and each label of a region or
 * cage map, is named in a comment by its label (con_label, ir.h:
 * k12_diag1), the name the LP file's rows from it start with.
 * The model comes first, then `solve satisfy`, the output item, and the data
 * (given, region, cage, cage_sum) at the end, where they can be cut into a
 * .dzn file. It includes only alldifferent.mzn, not globals.mzn (Debian's
 * Gecode configuration cannot compile globals.mzn).
 *
 * THE OUTPUT. The output item prints the grid, one row a line, values
 * separated by blanks; MiniZinc ends each solution with `----------`, says
 * `=====UNSATISFIABLE=====` when there is none and `=====UNKNOWN=====`
 * when it gave up. The decoder reads the first solution (lines starting
 * with '%', MiniZinc's statistics and comments, skipped) as `puzc verify`
 * reads a grid. */
#include "mzn.h"

#include "gridfmt.h"
#include "quadruple.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* 1 when constraint k covers exactly row r (dir 0) or column r (dir 1) of
 * the grid, and *line = r. */
static int is_line(const Model *m, const Constraint *k, int dir, int *line)
{
    int n = dir ? m->rows : m->cols;
    if (k->n != n)
        return 0;
    int first = dir ? k->cells[0] % m->cols : k->cells[0] / m->cols;
    unsigned char seen[PUZ_MAX_SIDE] = {0};
    for (int i = 0; i < k->n; i++) {
        int c = k->cells[i];
        int l = dir ? c % m->cols : c / m->cols, pos = dir ? c / m->cols : c % m->cols;
        if (l != first || seen[pos])
            return 0;
        seen[pos] = 1;
    }
    *line = first;
    return 1;
}

/* 1 when constraint k covers exactly one regular box; *box = its index. */
static int is_box(const Model *m, const Constraint *k, int *box)
{
    int br = m->box_r, bc = m->box_c;
    if (!br || !bc || k->n != br * bc || br * bc > 64 || m->rows % br || m->cols % bc)
        return 0;
    int r0 = k->cells[0] / m->cols / br * br, c0 = k->cells[0] % m->cols / bc * bc;
    uint64_t seen = 0;
    for (int i = 0; i < k->n; i++) {
        int r = k->cells[i] / m->cols - r0, c = k->cells[i] % m->cols - c0;
        if (r < 0 || r >= br || c < 0 || c >= bc || (seen >> (r * bc + c) & 1))
            return 0;
        seen |= 1ULL << (r * bc + c);
    }
    *box = r0 / br * (m->cols / bc) + c0 / bc;
    return 1;
}

/* Kinds of constraint the writer sorts the IR into. */
enum { K_ROW, K_COL, K_BOX, K_GROUP, K_CAGE, K_SUM, K_GIVEN, K_VARIANT };

/* "x[r, c]" of a cell. */
static void put_x(FILE *out, const Model *m, int cell)
{
    fprintf(out, "x[%d, %d]", cell / m->cols + 1, cell % m->cols + 1);
}

/* ";  % k5_thermo_r3c1\n": the end of constraint i's line, its label (ir.h). */
static void put_label(FILE *out, const Model *m, int i)
{
    char label[CON_LABEL_MAX];
    fprintf(out, ";  %% %s\n", con_label(m, i, label));
}

/* Constraint ci, a variant, as a MiniZinc line (see THE MODEL). */
static void put_variant(FILE *out, const Model *m, int ci)
{
    const Constraint *k = &m->cons[ci];
    const int *x = k->cells;
    fputs("constraint ", out);
    switch (k->kind) {
    case CON_PARITY:
        for (int i = 0; i < k->n; i++) {
            fputs(i ? (i % 4 ? " /\\ " : " /\\\n    ") : "", out);
            put_x(out, m, x[i]);
            fprintf(out, " mod 2 = %d", k->total ? 1 : 0);
        }
        break;
    case CON_LESS:
        for (int i = 0; i + 1 < k->n; i++) {
            fputs(i ? (i % 4 ? " /\\ " : " /\\\n    ") : "", out);
            put_x(out, m, x[i]);
            fputs(" < ", out);
            put_x(out, m, x[i + 1]);
        }
        break;
    case CON_CONSEC:
        fputs("abs(", out);
        put_x(out, m, x[0]);
        fputs(" - ", out);
        put_x(out, m, x[1]);
        fputs(") = 1", out);
        break;
    case CON_DOUBLE:
        put_x(out, m, x[0]);
        fputs(" = 2 * ", out);
        put_x(out, m, x[1]);
        fputs(" \\/ ", out);
        put_x(out, m, x[1]);
        fputs(" = 2 * ", out);
        put_x(out, m, x[0]);
        break;
    case CON_NONCONSEC:
    case CON_NONDOUBLE:
    case CON_XV:
    case CON_NONXV:
    case CON_DIFFER:
    case CON_WHISPER:
    case CON_EQUAL:
        for (int i = 0; i + 1 < k->n; i += 2) {
            int a = x[i], b = x[i + 1];
            fputs(i ? (i % 4 ? " /\\ " : " /\\\n    ") : "", out);
            if (k->kind == CON_DIFFER || k->kind == CON_EQUAL) {
                put_x(out, m, a);
                fputs(k->kind == CON_DIFFER ? " != " : " = ", out);
                put_x(out, m, b);
            } else if (k->kind == CON_WHISPER) {
                fputs("abs(", out);
                put_x(out, m, a);
                fputs(" - ", out);
                put_x(out, m, b);
                fprintf(out, ") >= %d", k->total);
            } else if (k->kind == CON_NONCONSEC) {
                fputs("abs(", out);
                put_x(out, m, a);
                fputs(" - ", out);
                put_x(out, m, b);
                fputs(") != 1", out);
            } else if (k->kind == CON_NONDOUBLE) {
                for (int side = 0; side < 2; side++) {
                    fputs(side ? " /\\ " : "", out);
                    put_x(out, m, side ? b : a);
                    fputs(" != 2 * ", out);
                    put_x(out, m, side ? a : b);
                }
            } else if (k->kind == CON_XV) {
                put_x(out, m, a);
                fputs(" + ", out);
                put_x(out, m, b);
                fprintf(out, " = %d", k->total);
            } else {
                for (int t = 5; t <= 10; t += 5) {
                    fputs(t == 10 ? " /\\ " : "", out);
                    put_x(out, m, a);
                    fputs(" + ", out);
                    put_x(out, m, b);
                    fprintf(out, " != %d", t);
                }
            }
        }
        break;
    case CON_SKYSCRAPER:
        fputs("1", out);
        for (int i = 1; i < k->n; i++) {
            fputs(i % 3 ? " + bool2int(" : " +\n    bool2int(", out);
            put_x(out, m, x[i]);
            fputs(" > max([", out);
            for (int j = 0; j < i; j++) {
                fputs(j ? ", " : "", out);
                put_x(out, m, x[j]);
            }
            fputs("]))", out);
        }
        fprintf(out, " = %d", k->total);
        break;
    case CON_REGIONSUM:
        for (int i = 0; i < k->n; i++) {
            fputs(i == 0 ? "" : i == k->total ? " = " : " + ", out);
            put_x(out, m, x[i]);
        }
        break;
    case CON_QUADRUPLE: {
        int v[4], need[4], n = quad_needs(k->total, v, need);
        for (int j = 0; j < n; j++) {
            fputs(j ? " /\\\n    " : "", out);
            for (int i = 0; i < 4; i++) {
                fputs(i ? " + bool2int(" : "bool2int(", out);
                put_x(out, m, x[i]);
                fprintf(out, " = %d)", v[j]);
            }
            fprintf(out, " >= %d", need[j]);
        }
        break;
    }
    case CON_BETWEEN:
        for (int i = 1; i + 1 < k->n; i++)
            for (int side = 0; side < 2; side++) {
                fputs(i > 1 || side ? " /\\\n    " : "", out);
                if (side) {
                    put_x(out, m, x[i]);
                    fputs(" < ", out);
                }
                fputs(side ? "max(" : "min(", out);
                put_x(out, m, x[0]);
                fputs(", ", out);
                put_x(out, m, x[k->n - 1]);
                fputs(")", out);
                if (!side) {
                    fputs(" < ", out);
                    put_x(out, m, x[i]);
                }
            }
        break;
    case CON_SANDWICH:
    case CON_XSUM:
        fputs("let { array[int] of var int: l = [", out);
        for (int i = 0; i < k->n; i++) {
            fputs(i ? ", " : "", out);
            put_x(out, m, x[i]);
        }
        fputs("] } in\n    ", out);
        if (k->kind == CON_XSUM) {
            fprintf(out, "l[1] <= %d /\\ sum(i in index_set(l))(bool2int(i <= l[1]) * l[i]) = %d",
                    k->n, k->total);
            break;
        }
        for (int e = 0; e < 2; e++)
            fprintf(out, "%ssum(i in index_set(l))(bool2int(l[i] = %d)) = 1 /\\", e ? " " : "",
                    e ? m->vmax : m->vmin);
        fprintf(out, "\n    sum(i in index_set(l))(bool2int(\n"
                "      exists(j in index_set(l) where j < i)(l[j] = %d \\/ l[j] = %d) /\\\n"
                "      exists(j in index_set(l) where j > i)(l[j] = %d \\/ l[j] = %d)) * l[i]) = %d",
                m->vmin, m->vmax, m->vmin, m->vmax, k->total);
        break;
    case CON_RENBAN:
        for (int part = 0; part < 3; part++) {
            fputs(part == 0 ? "alldifferent([" : part == 1 ? " /\\\n    max([" : " - min([", out);
            for (int i = 0; i < k->n; i++) {
                fputs(i ? ", " : "", out);
                put_x(out, m, x[i]);
            }
            fputs("])", out);
        }
        fprintf(out, " = %d", k->n - 1);
        break;
    default: /* ARROW */
        put_x(out, m, x[0]);
        fputs(" = ", out);
        for (int i = 1; i < k->n; i++) {
            fputs(i == 1 ? "" : " + ", out);
            put_x(out, m, x[i]);
        }
        break;
    }
    put_label(out, m, ci);
}

/* Writes "[x[1, 1], x[1, 2], ...]" for the cells of k. */
static void cell_list(FILE *out, const Model *m, const Constraint *k)
{
    fputc('[', out);
    for (int i = 0; i < k->n; i++)
        fprintf(out, "%sx[%d, %d]", i ? i % 9 ? ", " : ",\n    " : "",
                k->cells[i] / m->cols + 1, k->cells[i] % m->cols + 1);
    fputc(']', out);
}

/* Writes a rows x cols array of numbers as a MiniZinc 2-d literal. */
static void map_data(FILE *out, const Model *m, const char *name, const int *v, int width)
{
    fprintf(out, "%s = [|\n", name);
    for (int r = 0; r < m->rows; r++) {
        fputs("   ", out);
        for (int c = 0; c < m->cols; c++)
            fprintf(out, " %*d%s", width, v[r * m->cols + c], c + 1 < m->cols ? "," : "");
        fputs(r + 1 < m->rows ? " |\n" : " |];\n", out);
    }
}

static int digits(int v)
{
    int n = 1;
    while (v >= 10) {
        v /= 10;
        n++;
    }
    return n;
}

/* Marks in map (per cell, 0 = none) the constraints of kind `want`
 * numbered 1.. in order; 0 when two of them share a cell. */
static int label_map(const Model *m, const int *kind, int want, int *map, int *count)
{
    memset(map, 0, (size_t)m->ncells * sizeof *map);
    *count = 0;
    for (int i = 0; i < m->ncons; i++) {
        if (kind[i] != want)
            continue;
        ++*count;
        for (int j = 0; j < m->cons[i].n; j++) {
            int c = m->cons[i].cells[j];
            if (map[c])
                return 0;
            map[c] = *count;
        }
    }
    return 1;
}

/* "% 1 = region_b, 2 = region_a, ..." for the map of kind `want`. */
static void label_names(FILE *out, const Model *m, const int *kind, int want)
{
    for (int i = 0, k = 0; i < m->ncons; i++)
        if (kind[i] == want) {
            char label[CON_LABEL_MAX];
            fprintf(out, "%s%d = %s", !k ? "% " : k % 8 ? ", " : ",\n% ", k + 1,
                    con_label(m, i, label));
            k++;
        }
    fputc('\n', out);
}

int native_mzn_write(const Model *m, FILE *out)
{
    int *kind = xmalloc(((size_t)m->ncons + 1) * sizeof *kind);
    int nrows = 0, ncols = 0, nboxes = 0, line;
    int nbox_all = m->box_r && m->box_c && !(m->rows % m->box_r) && !(m->cols % m->box_c)
                       ? (m->rows / m->box_r) * (m->cols / m->box_c) : -1;
    unsigned char rows_seen[PUZ_MAX_SIDE] = {0}, cols_seen[PUZ_MAX_SIDE] = {0};
    unsigned char *boxes_seen = xcalloc((size_t)m->ncells + 1, 1); /* fewer boxes than cells */
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *k = &m->cons[i];
        int box;
        if (k->kind == CON_GIVEN)
            kind[i] = K_GIVEN;
        else if (con_is_variant(k->kind))
            kind[i] = K_VARIANT;
        else if (k->kind == CON_SUM)
            kind[i] = k->distinct ? K_CAGE : K_SUM;
        else if (is_line(m, k, 0, &line) && !rows_seen[line]) {
            kind[i] = K_ROW;
            rows_seen[line] = 1;
            nrows++;
        } else if (is_line(m, k, 1, &line) && !cols_seen[line]) {
            kind[i] = K_COL;
            cols_seen[line] = 1;
            ncols++;
        } else if (is_box(m, k, &box) && !boxes_seen[box]) {
            kind[i] = K_BOX;
            boxes_seen[box] = 1;
            nboxes++;
        } else
            kind[i] = K_GROUP;
    }
    free(boxes_seen);
    /* a family that is not complete is written group by group */
    for (int i = 0; i < m->ncons; i++)
        if ((kind[i] == K_ROW && nrows != m->rows) || (kind[i] == K_COL && ncols != m->cols) ||
            (kind[i] == K_BOX && nboxes != nbox_all))
            kind[i] = K_GROUP;
    int *region = xmalloc((size_t)m->ncells * sizeof *region);
    int *cage = xmalloc((size_t)m->ncells * sizeof *cage);
    int nregions, ncages;
    int region_map = label_map(m, kind, K_GROUP, region, &nregions) && nregions > 1;
    int cage_map = label_map(m, kind, K_CAGE, cage, &ncages) && ncages > 0;
    int nsums = 0, cage_lines = !cage_map && ncages > 0;
    for (int i = 0; i < m->ncons; i++)
        nsums += kind[i] == K_SUM;

    fputs("% puzc MiniZinc model", out);
    if (m->name)
        fprintf(out, ": %s", m->name);
    fprintf(out, "\n%% grid %dx%d, values %d..%d, %d givens\n", m->rows, m->cols, m->vmin,
            m->vmax, model_ngivens(m));
    fputs("% x[r, c] is the value of cell r<r>c<c>. The model comes first, its data at the\n"
          "% end (move it to a .dzn file to reuse the model).\n"
          "%   minizinc --solver gecode FILE.mzn > ANSWER\n"
          "%   puzc decode FILE.puz ANSWER\n"
          "include \"alldifferent.mzn\";\n\n", out);
    fprintf(out, "int: rows = %d;\nint: cols = %d;\nset of int: ROW = 1..rows;\n"
                 "set of int: COL = 1..cols;\nset of int: VAL = %d..%d;\n"
                 "array[ROW, COL] of var VAL: x;\n\n", m->rows, m->cols, m->vmin, m->vmax);
    fprintf(out, "%% the givens (data: 0 = empty)\narray[ROW, COL] of 0..%d: given;\n"
                 "constraint forall (r in ROW, c in COL where given[r, c] > 0) "
                 "(x[r, c] = given[r, c]);\n", m->vmax);
    if (nrows == m->rows || ncols == m->cols)
        fputs("\n% all different: every row, every column\n", out);
    if (nrows == m->rows)
        fputs("constraint forall (r in ROW) (alldifferent([x[r, c] | c in COL]));\n", out);
    if (ncols == m->cols)
        fputs("constraint forall (c in COL) (alldifferent([x[r, c] | r in ROW]));\n", out);
    if (nboxes == nbox_all)
        fprintf(out, "%% all different: every %dx%d box\n"
                     "constraint forall (i in 0..%d, j in 0..%d) (alldifferent(\n"
                     "    [x[%d*i + a, %d*j + b] | a in 1..%d, b in 1..%d]));\n",
                m->box_r, m->box_c, m->rows / m->box_r - 1, m->cols / m->box_c - 1, m->box_r,
                m->box_c, m->box_r, m->box_c);
    if (region_map)
        fprintf(out, "\n%% all different: each region (data: region[r, c] = k for a cell of "
                     "region k, 0 for none)\nint: nregions = %d;\n"
                     "array[ROW, COL] of 0..nregions: region;\n"
                     "constraint forall (k in 1..nregions) (alldifferent(\n"
                     "    [x[r, c] | r in ROW, c in COL where region[r, c] = k]));\n",
                nregions);
    else if (nregions)
        fputs("\n% all different: each of these groups\n", out);
    for (int i = 0; i < m->ncons && !region_map; i++)
        if (kind[i] == K_GROUP) {
            fputs("constraint alldifferent(", out);
            cell_list(out, m, &m->cons[i]);
            fputc(')', out);
            put_label(out, m, i);
        }
    if (ncages)
        fputs("\n% a Killer cage: different values adding up to its sum\n"
              "predicate killer_cage(array[int] of var int: cells, int: total) =\n"
              "    alldifferent(cells) /\\ sum(cells) = total;\n", out);
    if (cage_map)
        fprintf(out, "%% the cages (data: cage[r, c] = k for a cell of cage k, 0 for none; "
                     "cage_sum[k])\nint: ncages = %d;\n"
                     "array[ROW, COL] of 0..ncages: cage;\narray[1..ncages] of int: cage_sum;\n"
                     "constraint forall (k in 1..ncages) (killer_cage(\n"
                     "    [x[r, c] | r in ROW, c in COL where cage[r, c] = k], cage_sum[k]));\n",
                ncages);
    for (int i = 0; i < m->ncons && cage_lines; i++)
        if (kind[i] == K_CAGE) {
            fputs("constraint killer_cage(", out);
            cell_list(out, m, &m->cons[i]);
            fprintf(out, ", %d)", m->cons[i].total);
            put_label(out, m, i);
        }
    if (nsums)
        fputs("\n% sums (values may repeat)\n", out);
    for (int i = 0; i < m->ncons; i++)
        if (kind[i] == K_SUM) {
            fputs("constraint sum(", out);
            cell_list(out, m, &m->cons[i]);
            fprintf(out, ") = %d", m->cons[i].total);
            put_label(out, m, i);
        }
    for (int i = 0, first = 1; i < m->ncons; i++)
        if (kind[i] == K_VARIANT) {
            if (first)
                fputs("\n% variants: odd, even, less (thermo), consecutive, double, arrow\n", out);
            first = 0;
            put_variant(out, m, i);
        }
    fprintf(out, "\nsolve satisfy;\n\n%% the grid, one row a line: what puzc decode reads\n"
                 "output [show_int(%d, x[r, c]) ++ if c = cols then \"\\n\" else \" \" endif\n"
                 "       | r in ROW, c in COL];\n", digits(m->vmax));
    fputs("\n% ---- data ----\n", out);
    map_data(out, m, "given", m->given, digits(m->vmax));
    if (region_map) {
        label_names(out, m, kind, K_GROUP);
        map_data(out, m, "region", region, digits(nregions));
    }
    if (cage_map) {
        label_names(out, m, kind, K_CAGE);
        map_data(out, m, "cage", cage, digits(ncages));
        fputs("cage_sum = [", out);
        for (int i = 0, k = 0; i < m->ncons; i++)
            if (kind[i] == K_CAGE) {
                fprintf(out, "%s%d", !k ? "" : k % 16 ? ", " : ",\n    ", m->cons[i].total);
                k++;
            }
        fputs("];\n", out);
    }
    free(kind);
    free(region);
    free(cage);
    return 0;
}

/* A line of [s, e) equal to w. */
static int line_eq(const char *s, const char *e, const char *w)
{
    size_t n = strlen(w);
    return (size_t)(e - s) == n && !memcmp(s, w, n);
}

int native_mzn_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
                      size_t errsz, DecodeLoc *at)
{
    at->line = 0;
    const char *block = text, *sep = NULL;
    for (const char *s = text; *s && !sep;) {
        const char *nl = strchr(s, '\n'), *e = nl ? nl : s + strlen(s);
        const char *t = e;
        while (t > s && (t[-1] == '\r' || t[-1] == ' ' || t[-1] == '\t'))
            t--;
        if (line_eq(s, t, "=====UNSATISFIABLE=====") ||
            line_eq(s, t, "=====UNSATorUNBOUNDED====="))
            return 1;
        if (line_eq(s, t, "=====UNKNOWN=====") || line_eq(s, t, "=====ERROR=====")) {
            snprintf(err, errsz, "%s: MiniZinc found no solution (%.*s): no answer to decode",
                     path, (int)(t - s), s);
            return -1;
        }
        if (line_eq(s, t, "----------"))
            sep = s;
        s = nl ? nl + 1 : e;
    }
    if (!sep)
        return -2;
    /* the first solution: its lines but MiniZinc's '%' comments */
    char *sol = xmalloc((size_t)(sep - block) + 1);
    size_t n = 0;
    for (const char *s = block; s < sep;) {
        const char *nl = memchr(s, '\n', (size_t)(sep - s)), *e = nl ? nl + 1 : sep;
        const char *t = s;
        while (t < e && (*t == ' ' || *t == '\t'))
            t++;
        if (*t != '%') {
            memcpy(sol + n, s, (size_t)(e - s));
            n += (size_t)(e - s);
        }
        s = e;
    }
    sol[n] = '\0';
    char why[200];
    int r = gridfmt_read(m, sol, grid, why, sizeof why);
    free(sol);
    if (r != 0) {
        snprintf(err, errsz, "%s: the solution MiniZinc printed is not a grid of this model: %s",
                 path, why);
        return -1;
    }
    char cn[CELL_NAME_MAX];
    for (int c = 0; c < m->ncells; c++)
        if (!grid[c]) {
            snprintf(err, errsz, "%s: the solution MiniZinc printed leaves %s empty", path,
                     cell_name(m, c, cn));
            return -1;
        }
    return 0;
}
