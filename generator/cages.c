/* cages.c -- Killer cages over a filled grid (see cages.h).
 *
 * KILLER CAGES. Cells are visited in a random order; each cell not yet in
 * a cage starts one with a size drawn from min..max and grows it by random
 * orthogonal neighbours that are free and whose value is not in the cage
 * yet (cage values differ). Sums come from the grid. The counting backend
 * (native unless the caller chose another) then looks for two solutions;
 * while it finds a second one, a random cell where the two differ is split
 * off its cage into a cage of its own (the rest of the cage falls into its
 * connected pieces), which rules that second solution out. This ends: at
 * worst every cage is one cell.
 *
 * CAGES OF AT LEAST TWO CELLS (min_size > 1: every cage's size within
 * [min, max], so splitting off single cells is not allowed). The cages
 * are drawn as a partition: each new cage starts at the free cell with
 * the fewest free neighbours (ties broken at random: corners and nooks
 * first, so that no cell is left stranded) and grows as above; a cage
 * left smaller than min is merged into a neighbouring cage when the union
 * fits (at most max cells, values distinct), else the drawing of that
 * region starts again (up to KILLER_REDRAWS times). While the counter
 * finds a second solution, the cages holding a cell where the two differ
 * are dissolved, together with their neighbouring cages every few rounds
 * (a larger region redraws more freely), and the region is drawn again.
 * A count cut short (KILLER_CHECK_LIMIT when the caller set no limit)
 * counts as not unique; with no second solution to go by, a random cage
 * and its neighbours are drawn again.
 * After KILLER_ROUNDS counts without a unique caging the try fails and
 * the caller fills a new grid. A size range no partition of the grid can
 * meet (no k with k * min <= cells <= k * max) is refused before drawing.
 */
#include "cages.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Orthogonal neighbours of c on an n x n grid into nb; returns how many. */
static int neighbours(int n, int c, int nb[4])
{
    int r = c / n, k = c % n, m = 0;
    if (r > 0) nb[m++] = c - n;
    if (r < n - 1) nb[m++] = c + n;
    if (k > 0) nb[m++] = c - 1;
    if (k < n - 1) nb[m++] = c + 1;
    return m;
}

/* Grows random cages over the grid: cage_of[] filled, returns ncages. */
static int draw_cages(int n, const int *sol, const GenKillerOpts *o, Rng *rng, int *cage_of)
{
    int nc = n * n, ncages = 0;
    int *order = xmalloc(sizeof(int) * (size_t)nc), *cells = xmalloc(sizeof(int) * (size_t)nc);
    for (int c = 0; c < nc; c++) {
        order[c] = c;
        cage_of[c] = -1;
    }
    rng_shuffle(rng, order, nc);
    for (int i = 0; i < nc; i++) {
        int c0 = order[i];
        if (cage_of[c0] >= 0)
            continue;
        int id = ncages++, size = 1;
        int want = o->min_size + (int)rng_below(rng, (uint64_t)(o->max_size - o->min_size + 1));
        uint64_t vals = 1ULL << (sol[c0] - 1);
        cage_of[c0] = id;
        cells[0] = c0;
        while (size < want) {
            /* the frontier: free neighbours with a value new to the cage */
            int front[4 * 64], nf = 0, nb[4];
            for (int j = 0; j < size; j++) {
                int m = neighbours(n, cells[j], nb);
                for (int t = 0; t < m; t++)
                    if (cage_of[nb[t]] < 0 && !(vals >> (sol[nb[t]] - 1) & 1) && nf < 4 * 64)
                        front[nf++] = nb[t];
            }
            if (!nf)
                break;
            int x = front[rng_below(rng, (uint64_t)nf)];
            cage_of[x] = id;
            vals |= 1ULL << (sol[x] - 1);
            cells[size++] = x;
        }
    }
    free(order);
    free(cells);
    return ncages;
}

/* Attempts at drawing one region, and counts per try, for min_size > 1. */
#define KILLER_REDRAWS 200
#define KILLER_ROUNDS 100
/* Seconds per count when the caller set none: big cages can make a count
 * slow, and a caging whose count is cut short is drawn again anyway. */
#define KILLER_CHECK_LIMIT 0.5

/* Cells (in cells[]) of cage id, and their value mask; returns the count. */
static int cage_cells(int nc, const int *cage_of, int id, const int *sol, int *cells,
                      uint64_t *vals)
{
    int k = 0;
    *vals = 0;
    for (int c = 0; c < nc; c++)
        if (cage_of[c] == id) {
            cells[k++] = c;
            *vals |= 1ULL << (sol[c] - 1);
        }
    return k;
}

/* Partitions the free cells (cage_of -1) into new cages of min..max cells
 * (ids from *next_id on), as the top says. 0, or -1 (cage_of restored to
 * its state on entry) when no drawing of the region worked. */
static int draw_region(int n, const int *sol, const GenKillerOpts *o, Rng *rng, int *cage_of,
                       int *next_id)
{
    int nc = n * n, nb[4];
    int *saved = xmalloc(sizeof(int) * (size_t)nc), *cells = xmalloc(sizeof(int) * (size_t)nc);
    int *other = xmalloc(sizeof(int) * (size_t)nc), *cand = xmalloc(sizeof(int) * (size_t)nc);
    memcpy(saved, cage_of, sizeof(int) * (size_t)nc);
    int id0 = *next_id, ok = 0;
    for (int attempt = 0; attempt < KILLER_REDRAWS && !ok; attempt++) {
        memcpy(cage_of, saved, sizeof(int) * (size_t)nc);
        int id = id0;
        ok = 1;
        for (;;) {
            /* the free cell with the fewest free neighbours */
            int best = 5, ncand = 0;
            for (int c = 0; c < nc; c++) {
                if (cage_of[c] >= 0)
                    continue;
                int m = neighbours(n, c, nb), f = 0;
                for (int t = 0; t < m; t++)
                    f += cage_of[nb[t]] < 0;
                if (f < best) {
                    best = f;
                    ncand = 0;
                }
                if (f == best)
                    cand[ncand++] = c;
            }
            if (!ncand)
                break;
            int c0 = cand[rng_below(rng, (uint64_t)ncand)], size = 1, me = id++;
            int want = o->min_size + (int)rng_below(rng, (uint64_t)(o->max_size - o->min_size + 1));
            uint64_t vals = 1ULL << (sol[c0] - 1);
            cage_of[c0] = me;
            cells[0] = c0;
            while (size < want) {
                int nf = 0;
                for (int j = 0; j < size; j++) {
                    int m = neighbours(n, cells[j], nb);
                    for (int t = 0; t < m; t++)
                        if (cage_of[nb[t]] < 0 && !(vals >> (sol[nb[t]] - 1) & 1))
                            cand[nf++] = nb[t];
                }
                if (!nf)
                    break;
                int x = cand[rng_below(rng, (uint64_t)nf)];
                cage_of[x] = me;
                vals |= 1ULL << (sol[x] - 1);
                cells[size++] = x;
            }
            if (size >= o->min_size)
                continue;
            /* too small: merge into a neighbouring cage where the union fits */
            int nm = 0;
            for (int j = 0; j < size; j++) {
                int m = neighbours(n, cells[j], nb);
                for (int t = 0; t < m; t++) {
                    int q = cage_of[nb[t]];
                    if (q >= 0 && q != me)
                        cand[nm++] = q;
                }
            }
            int merged = 0;
            while (nm && !merged) {
                int pick = (int)rng_below(rng, (uint64_t)nm), q = cand[pick];
                cand[pick] = cand[--nm];
                uint64_t qv;
                int qs = cage_cells(nc, cage_of, q, sol, other, &qv);
                if (qs + size <= o->max_size && !(qv & vals)) {
                    for (int j = 0; j < size; j++)
                        cage_of[cells[j]] = q;
                    merged = 1;
                }
            }
            if (!merged) {
                ok = 0;
                break;
            }
        }
        if (ok)
            *next_id = id;
    }
    if (!ok)
        memcpy(cage_of, saved, sizeof(int) * (size_t)nc);
    free(saved);
    free(cells);
    free(other);
    free(cand);
    return ok ? 0 : -1;
}

/* Renumbers cages in order of first appearance; fills sums and sizes. */
static void finish_cages(int n, const int *sol, GenCages *k)
{
    int nc = n * n, next = 0;
    int *map = xmalloc(sizeof(int) * (size_t)(2 * nc + 2));
    for (int i = 0; i < 2 * nc + 2; i++)
        map[i] = -1;
    for (int c = 0; c < nc; c++) {
        int id = k->cage_of[c];
        if (map[id] < 0)
            map[id] = next++;
        k->cage_of[c] = map[id];
    }
    k->ncages = next;
    free(k->sum);
    free(k->size);
    k->sum = xcalloc((size_t)next, sizeof(int));
    k->size = xcalloc((size_t)next, sizeof(int));
    for (int c = 0; c < nc; c++) {
        k->sum[k->cage_of[c]] += sol[c];
        k->size[k->cage_of[c]]++;
    }
    free(map);
}

Model *gen_killer_model(int box_r, int box_c, const GenCages *k)
{
    Model *m = model_sudoku(box_r, box_c);
    m->kind = KIND_KILLER;
    int *cells = xmalloc(sizeof(int) * (size_t)m->ncells);
    char name[24];
    for (int id = 0; id < k->ncages; id++) {
        int n = 0;
        for (int c = 0; c < m->ncells; c++)
            if (k->cage_of[c] == id)
                cells[n++] = c;
        snprintf(name, sizeof name, "cage_%d", id + 1);
        model_add(m, CON_SUM, cells, n, k->sum[id], true, name);
    }
    free(cells);
    return m;
}

void gen_cages_free(GenCages *k)
{
    free(k->cage_of);
    free(k->sum);
    free(k->size);
    memset(k, 0, sizeof *k);
}

/* The second solution the counter finds: the first one that differs from
 * the intended grid. */
typedef struct {
    const int *sol;
    int *other;
    int ncells, have;
} Second;

static int keep_other(const Model *m, const int *grid, void *ctx)
{
    (void)m;
    Second *s = ctx;
    if (!s->have && memcmp(grid, s->sol, sizeof(int) * (size_t)s->ncells)) {
        memcpy(s->other, grid, sizeof(int) * (size_t)s->ncells);
        s->have = 1;
    }
    return 0;
}

/* Takes cell x out of its cage and splits the rest of that cage into its
 * connected pieces, each a new cage id (ids may then have gaps). */
static void split_cell(int n, int *cage_of, int x, int *next_id)
{
    int nc = n * n, old = cage_of[x];
    cage_of[x] = (*next_id)++;
    int *stack = xmalloc(sizeof(int) * (size_t)nc), nb[4];
    for (int c = 0; c < nc; c++) {
        if (cage_of[c] != old)
            continue;
        int id = (*next_id)++, sp = 0;
        cage_of[c] = id;
        stack[sp++] = c;
        while (sp) {
            int y = stack[--sp], m = neighbours(n, y, nb);
            for (int t = 0; t < m; t++)
                if (cage_of[nb[t]] == old) {
                    cage_of[nb[t]] = id;
                    stack[sp++] = nb[t];
                }
        }
    }
    free(stack);
}

int gen_killer_sizes_possible(int ncells, int min_size, int max_size)
{
    for (int k = 1; k <= ncells; k++)
        if (k * min_size <= ncells && ncells <= k * max_size)
            return 1;
    return 0;
}

/* Counts the caging to 2: 1 unique, 0 not (sec->other: the second
 * solution when sec->have), -2 the counter failed (st->err). */
static int count_caging(int box_r, int box_c, const GenKillerOpts *o, const GenCages *k,
                        Second *sec, GenStats *st)
{
    Model *m = gen_killer_model(box_r, box_c, k);
    puz_limits lim = {.max_solutions = 2,
                      .time_limit = o->check_limit > 0 ? o->check_limit : KILLER_CHECK_LIMIT,
                      .on_solution = keep_other, .ctx = sec};
    if (o->lim)
        gen_limits_apply(o->lim, o->lim->work, lim.time_limit, &lim);
    puz_result res = {0};
    sec->have = 0;
    puz_status ps = puz_solve(m, o->counter, NULL, &lim, &res);
    int rc = res.solutions == 1 && res.complete;
    if (ps == PUZ_ERROR) {
        snprintf(st->err, sizeof st->err, "%s", res.err[0] ? res.err : "the counting solver failed");
        rc = -2;
    }
    st->checks++;
    st->cut_short += !res.complete;
    puz_result_free(&res);
    model_free(m);
    return rc;
}

/* min_size > 1: partition, count, redraw the ambiguous region (see the
 * top). 0, -1 (no unique caging in KILLER_ROUNDS, or over max_cages), -2. */
static int killer_sized(int box_r, int box_c, const int *solution, const GenKillerOpts *o,
                        Rng *rng, GenCages *out, GenStats *st)
{
    int n = box_r * box_c, nc = n * n, rc = -1, nb[4];
    out->cage_of = xmalloc(sizeof(int) * (size_t)nc);
    for (int c = 0; c < nc; c++)
        out->cage_of[c] = -1;
    int next_id = 0;
    if (draw_region(n, solution, o, rng, out->cage_of, &next_id) != 0)
        return -1;
    finish_cages(n, solution, out);
    Second sec = {solution, xmalloc(sizeof(int) * (size_t)nc), nc, 0};
    uint8_t *dissolve = xmalloc((size_t)(2 * nc + 2));
    for (int round = 0; round < KILLER_ROUNDS; round++) {
        if (o->lim && gen_past(o->lim, o->lim->work)) {
            rc = -3;
            break;
        }
        if ((o->max_cages && out->ncages > o->max_cages) ||
            (o->deadline > 0 && now_sec() > o->deadline))
            break;
        int u = count_caging(box_r, box_c, o, out, &sec, st);
        if (u != 0) {
            rc = u == 1 ? 0 : -2;
            break;
        }
        /* dissolve the cages where the second solution differs (any cage
         * when the count was cut short), every third round their
         * neighbours too, and draw the region again */
        memset(dissolve, 0, (size_t)(2 * nc + 2));
        int any = 0;
        for (int c = 0; c < nc && sec.have; c++)
            if (sec.other[c] != solution[c])
                any = dissolve[out->cage_of[c]] = 1;
        if (!any) /* cut short, no second solution seen: a random cage */
            dissolve[out->cage_of[rng_below(rng, (uint64_t)nc)]] = 1;
        if (round % 3 == 2 || !any)
            for (int c = 0; c < nc; c++)
                if (dissolve[out->cage_of[c]] == 1) {
                    int m = neighbours(n, c, nb);
                    for (int t = 0; t < m; t++)
                        if (!dissolve[out->cage_of[nb[t]]])
                            dissolve[out->cage_of[nb[t]]] = 2;
                }
        int *keep = xmalloc(sizeof(int) * (size_t)nc);
        memcpy(keep, out->cage_of, sizeof(int) * (size_t)nc);
        for (int c = 0; c < nc; c++)
            if (dissolve[out->cage_of[c]])
                out->cage_of[c] = -1;
        next_id = out->ncages;
        if (draw_region(n, solution, o, rng, out->cage_of, &next_id) != 0)
            memcpy(out->cage_of, keep, sizeof(int) * (size_t)nc); /* next round, another region */
        free(keep);
        finish_cages(n, solution, out);
    }
    free(sec.other);
    free(dissolve);
    return rc;
}

int gen_killer(int box_r, int box_c, const int *solution, const GenKillerOpts *o, Rng *rng,
               GenCages *out, GenStats *st)
{
    if (o->min_size > 1) {
        double t0 = now_sec();
        memset(st, 0, sizeof *st);
        memset(out, 0, sizeof *out);
        int rc = killer_sized(box_r, box_c, solution, o, rng, out, st);
        st->sec = now_sec() - t0;
        return rc;
    }

    int n = box_r * box_c, nc = n * n;
    double t0 = now_sec();
    memset(st, 0, sizeof *st);
    memset(out, 0, sizeof *out);
    out->cage_of = xmalloc(sizeof(int) * (size_t)nc);
    draw_cages(n, solution, o, rng, out->cage_of);
    finish_cages(n, solution, out);
    Second sec = {solution, xmalloc(sizeof(int) * (size_t)nc), nc, 0};
    int *diff = xmalloc(sizeof(int) * (size_t)nc), rc = 0;
    for (;;) {
        if (o->max_cages && out->ncages > o->max_cages) {
            rc = -1;
            break;
        }
        if (o->lim && gen_past(o->lim, o->lim->work)) {
            rc = -3;
            break;
        }
        Model *m = gen_killer_model(box_r, box_c, out);
        puz_limits lim = {.max_solutions = 2, .time_limit = o->check_limit,
                          .on_solution = keep_other, .ctx = &sec};
        if (o->lim)
            gen_limits_apply(o->lim, o->lim->work, o->check_limit, &lim);
        puz_result res = {0};
        sec.have = 0;
        puz_status ps = puz_solve(m, o->counter, NULL, &lim, &res);
        int timed_out = !res.complete;
        uint64_t cnt = res.solutions;
        if (ps == PUZ_ERROR)
            snprintf(st->err, sizeof st->err, "%s", res.err[0] ? res.err : "the counting solver failed");
        puz_result_free(&res);
        model_free(m);
        if (ps == PUZ_ERROR) {
            rc = -2;
            break;
        }
        st->checks++;
        if (timed_out)
            st->cut_short++;
        if (cnt == 1 && !timed_out)
            break;
        int nd = 0;
        if (sec.have) {
            for (int c = 0; c < nc; c++)
                if (sec.other[c] != solution[c] && out->size[out->cage_of[c]] > 1)
                    diff[nd++] = c;
        }
        if (!nd) /* no second solution to go by (cut short): any cell of a big cage */
            for (int c = 0; c < nc; c++)
                if (out->size[out->cage_of[c]] > 1)
                    diff[nd++] = c;
        if (!nd)
            break; /* every cage is one cell: unique, whatever the counter said */
        int next_id = out->ncages;
        split_cell(n, out->cage_of, diff[rng_below(rng, (uint64_t)nd)], &next_id);
        finish_cages(n, solution, out);
    }
    free(sec.other);
    free(diff);
    st->clues = 0;
    for (int c = 0; c < out->ncages; c++)
        st->clues += out->size[c] == 1;
    st->sec = now_sec() - t0;
    return rc;
}
