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

int gen_killer(int box_r, int box_c, const int *solution, const GenKillerOpts *o, Rng *rng,
               GenCages *out, GenStats *st)
{
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
        Model *m = gen_killer_model(box_r, box_c, out);
        puz_limits lim = {.max_solutions = 2, .time_limit = o->check_limit,
                          .on_solution = keep_other, .ctx = &sec};
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
