/* explain.c -- a step of the rater's path in words (explain.h): the
 * houses behind it (puz_rating_step_houses, named by puz_model_house), the
 * pattern's cells and values, the eliminations, as one sentence per
 * technique. */
#include "explain.h"

#include <string.h>

/* Values of mask as "6", "3 and 7", "2, 5 and 7". */
static void put_values(FILE *f, const puz_model *m, uint64_t mask)
{
    int n = __builtin_popcountll(mask), k = 0;
    for (; mask; mask &= mask - 1, k++)
        fprintf(f, "%s%d", k == 0 ? "" : k == n - 1 ? " and " : ", ",
                puz_model_vmin(m) + __builtin_ctzll(mask));
}

/* Cells as "r1c1", "r1c1 and r1c5", "r1c1, r1c2 and r1c3". */
static void put_cells(FILE *f, const puz_model *m, const int *cells, int n)
{
    char cn[32];
    for (int k = 0; k < n; k++)
        fprintf(f, "%s%s", k == 0 ? "" : k == n - 1 ? " and " : ", ",
                puz_cell_name(m, cells[k], cn, sizeof cn));
}

/* Houses from..to-1 of step i as "row 2 and row 7". */
static void put_houses(FILE *f, const puz_model *m, const int *cons, int from, int to)
{
    char name[64];
    for (int k = from; k < to; k++) {
        puz_model_house(m, cons[k], name, sizeof name);
        fprintf(f, "%s%s", k == from ? "" : k == to - 1 ? " and " : ", ", name);
    }
}

/* The step's eliminations, cells that lose the same values together, in
 * the order of their first cell: "remove 6 from r5c7, r5c8", "remove 6
 * from r7c1, r7c4; 1 from r7c5". */
static void put_removals(FILE *f, const puz_model *m, const puz_rating *rt, const puz_step *st)
{
    char cn[32];
    fputs("remove ", f);
    for (int k = 0, groups = 0; k < st->nelims; k++) {
        uint64_t v = puz_rating_elim(rt, st->first + k)->values;
        int first = 1;
        for (int j = 0; j < k && first; j++)
            first = puz_rating_elim(rt, st->first + j)->values != v;
        if (!first)
            continue; /* said with the cell that had these values first */
        fputs(groups++ ? "; " : "", f);
        put_values(f, m, v);
        fputs(" from ", f);
        for (int j = k, n = 0; j < st->nelims; j++) {
            const puz_elim *e = puz_rating_elim(rt, st->first + j);
            if (e->values == v)
                fprintf(f, "%s%s", n++ ? ", " : "", puz_cell_name(m, e->cell, cn, sizeof cn));
        }
    }
}

void explain_houses(const puz_model *m, const puz_rating *rt, long i, char *buf, size_t size)
{
    int cons[8], n = puz_rating_step_houses(rt, i, cons, 8);
    size_t at = 0;
    char name[64];
    buf[0] = 0;
    for (int k = 0; k < n && k < 8 && at < size; k++) {
        puz_model_house(m, cons[k], name, sizeof name);
        at += (size_t)snprintf(buf + at, size - at, "%s%s", k ? ", " : "", name);
    }
}

void explain_why(const puz_model *m, const puz_rating *rt, long i, char *buf, size_t size)
{
    int cells[8], n = puz_rating_step_cells(rt, i, cells, 8);
    char h[256], cn[32];
    explain_houses(m, rt, i, h, sizeof h);
    buf[0] = 0;
    if (*h) {
        snprintf(buf, size, "(%s)", h);
        return;
    }
    if (!n)
        return;
    size_t at = (size_t)snprintf(buf, size, "(cells");
    for (int k = 0; k < n && k < 8 && at < size; k++)
        at += (size_t)snprintf(buf + at, size - at, " %s", puz_cell_name(m, cells[k], cn, sizeof cn));
    if (at < size)
        snprintf(buf + at, size - at, ")");
}

void explain_step(FILE *f, const puz_model *m, const puz_rating *rt, long i)
{
    const puz_step *st = puz_rating_step(rt, i);
    int cons[8], cells[8];
    int nh = puz_rating_step_houses(rt, i, cons, 8), nc = puz_rating_step_cells(rt, i, cells, 8);
    uint64_t vals = puz_rating_step_values(rt, i);
    int number = puz_rating_step_number(rt, i);
    char cn[32], name[64];
    if (nh > 8)
        nh = 8;
    if (nc > 8)
        nc = 8;
    if (st->cell >= 0)
        puz_cell_name(m, st->cell, cn, sizeof cn);
    switch ((puz_tech)st->tech) {
    case PUZ_TECH_NAKED_SINGLE:
        fprintf(f, "%s must be %d: the only value left in it", cn, st->value);
        return;
    case PUZ_TECH_HIDDEN_SINGLE:
        fprintf(f, "%s must be %d: the only place for %d in ", cn, st->value, st->value);
        put_houses(f, m, cons, 0, nh);
        return;
    case PUZ_TECH_GUESS:
        fprintf(f, "guess %s = %d: no technique applies", cn, st->value);
        return;
    case PUZ_TECH_CAGE:
        puz_model_house(m, nh ? cons[0] : -1, name, sizeof name);
        fprintf(f, "%s adds up to %d with distinct values: ", name, number);
        break;
    case PUZ_TECH_INNIES:
        puz_model_house(m, nh ? cons[0] : -1, name, sizeof name);
        fprintf(f, "the cells of %s outside its cages, ", name);
        put_cells(f, m, cells, nc);
        fprintf(f, ", add up to %d: ", number);
        break;
    case PUZ_TECH_LOCKED:
        put_values(f, m, vals);
        fputs(" in ", f);
        put_houses(f, m, cons, 0, nh < 1 ? nh : 1);
        fputs(__builtin_popcountll(vals) > 1 ? " lie in " : " lies in ", f);
        put_houses(f, m, cons, 1, nh);
        fputs(": ", f);
        break;
    case PUZ_TECH_NAKED_PAIR:
    case PUZ_TECH_NAKED_TRIPLE:
        put_cells(f, m, cells, nc);
        fputs(" in ", f);
        put_houses(f, m, cons, 0, nh);
        fputs(" can only be ", f);
        put_values(f, m, vals);
        fputs(": ", f);
        break;
    case PUZ_TECH_HIDDEN_PAIR:
    case PUZ_TECH_HIDDEN_TRIPLE:
        fputs("in ", f);
        put_houses(f, m, cons, 0, nh);
        fputs(", ", f);
        put_values(f, m, vals);
        fputs(" fit only ", f);
        put_cells(f, m, cells, nc);
        fputs(": ", f);
        break;
    case PUZ_TECH_X_WING:
    case PUZ_TECH_SWORDFISH:
        fputs(st->tech == PUZ_TECH_X_WING ? "x-wing on " : "swordfish on ", f);
        put_values(f, m, vals);
        fputs(": in ", f);
        put_houses(f, m, cons, 0, nh / 2);
        fputs(" it fits only ", f);
        put_houses(f, m, cons, nh / 2, nh);
        fputs(": ", f);
        break;
    case PUZ_TECH_XY_WING:
        fputs("xy-wing: pivot ", f);
        put_cells(f, m, cells, nc < 1 ? nc : 1);
        fputs(" with pincers ", f);
        put_cells(f, m, cells + 1, nc < 1 ? 0 : nc - 1);
        fputs(", one of which is ", f);
        put_values(f, m, vals);
        fputs(": ", f);
        break;
    case PUZ_TECH_COLORING: {
        /* a wrap clears its two cells of one colour; a trap other cells */
        int wrap = 0;
        for (int k = 0; k < st->nelims && nc; k++)
            wrap |= puz_rating_elim(rt, st->first + k)->cell == cells[0];
        fputs("coloring on ", f);
        put_values(f, m, vals);
        fprintf(f, ": in a chain of %d cells linked by the only two places in a house, ", number);
        if (wrap) {
            put_cells(f, m, cells, nc);
            fputs(" share a colour and see each other, so that colour is false: ", f);
        } else {
            fprintf(f, "%s sees ", puz_cell_name(m, puz_rating_elim(rt, st->first)->cell, cn,
                                                  sizeof cn));
            put_cells(f, m, cells, nc);
            fputs(", of opposite colours: ", f);
        }
        break;
    }
    default: break;
    }
    put_removals(f, m, rt, st);
}
