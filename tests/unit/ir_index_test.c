/* ir_index_test.c -- unit test of the cell/group/peer index
 * (compiler/ir_index.h) against brute force: on classic Sudoku, a model
 * with Killer cages (a nine-cell one full, a sum without distinct values
 * no group) and random models of overlapping groups, the groups are the
 * ALLDIFF, PERM and distinct SUM constraints in order, full exactly when
 * they have nvals cells; each cell's groups are those holding it, in
 * order; each cell's peers are the cells sharing a group with it, once,
 * without itself, in the order of its groups' cells; the guard stops the
 * peers' build and leaves them NULL; ir_index_invert keeps only the kept
 * items. Run by tests/t_native.sh; built as
 *   cc -std=c11 -Iinclude -Ibase -Icompiler tests/unit/ir_index_test.c build/libpuzc-internal.a */
#include "ir_index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unit.h"

/* 0 when ix is what brute force over m's constraints gives, else the
 * number of differences */
static int compare(const Model *m, const IrIndex *ix)
{
    int bad = 0, g = 0, np = 0;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        int group = c->kind == CON_ALLDIFF || c->kind == CON_PERM ||
                    (c->kind == CON_SUM && c->distinct);
        if (!group)
            continue;
        bad += g >= ix->ngroups;
        if (g >= ix->ngroups)
            break;
        bad += ix->gcon[g] != i || ix->gfull[g] != (c->n == m->nvals) ||
               ix->gstart[g + 1] - ix->gstart[g] != c->n ||
               memcmp(ix->gcells + ix->gstart[g], c->cells, (size_t)c->n * sizeof(int)) != 0;
        g++;
    }
    bad += g != ix->ngroups;
    int *seen = calloc((size_t)m->ncells, sizeof(int));
    for (int c = 0; c < m->ncells && !bad; c++) {
        int k = ix->cgstart[c];
        for (g = 0; g < ix->ngroups; g++)
            for (int i = ix->gstart[g]; i < ix->gstart[g + 1]; i++)
                if (ix->gcells[i] == c)
                    bad += k >= ix->cgstart[c + 1] || ix->cglist[k++] != g;
        bad += k != ix->cgstart[c + 1];
        if (!ix->peers)
            continue;
        /* peers: c's groups walked in order, each new cell once */
        k = ix->pstart[c];
        seen[c] = c + 1;
        for (g = 0; g < ix->ngroups; g++) {
            int in = 0;
            for (int i = ix->gstart[g]; i < ix->gstart[g + 1]; i++)
                in |= ix->gcells[i] == c;
            for (int i = ix->gstart[g]; in && i < ix->gstart[g + 1]; i++) {
                int q = ix->gcells[i];
                if (seen[q] == c + 1)
                    continue;
                seen[q] = c + 1;
                bad += k >= ix->pstart[c + 1] || ix->peers[k++] != q;
                np++;
            }
        }
        bad += k != ix->pstart[c + 1];
    }
    bad += ix->peers && ix->pstart[m->ncells] != np;
    free(seen);
    return bad;
}

/* n x n values, groups of 2..n+1 random cells (some more than n: no
 * filling, still an index), a sum or two, givens */
static Model *random_model(uint64_t *seed)
{
    int rows = 2 + (int)(rnd(seed) % 5), cols = 2 + (int)(rnd(seed) % 5);
    int n = 2 + (int)(rnd(seed) % 6);
    Model *m = model_new(rows, cols, 1, n);
    int ng = (int)(rnd(seed) % 12), cells[16];
    for (int g = 0; g < ng; g++) {
        int k = 2 + (int)(rnd(seed) % (uint64_t)n), got = 0;
        for (int t = 0; t < 4 * k && got < k && got < m->ncells; t++) {
            int c = (int)(rnd(seed) % (uint64_t)m->ncells), dup = 0;
            for (int j = 0; j < got; j++)
                dup |= cells[j] == c;
            if (!dup)
                cells[got++] = c;
        }
        ConKind kind = rnd(seed) % 4 ? (got == n ? CON_PERM : CON_ALLDIFF) : CON_SUM;
        model_add(m, kind, cells, got, kind == CON_SUM ? got * (n + 1) / 2 : 0,
                  kind == CON_SUM && rnd(seed) % 2, "g");
    }
    if (rnd(seed) % 2)
        model_set_given(m, (int)(rnd(seed) % (uint64_t)m->ncells), 1);
    return m;
}

static int asks;

static int stop_at_second(void *ctx, size_t bytes, long entries)
{
    (void)ctx;
    (void)bytes;
    (void)entries;
    return ++asks >= 2;
}

int main(void)
{
    IrIndex ix;
    Model *m = model_sudoku(3, 3);
    ir_index_init(&ix, m);
    check(ix.ngroups == 27 && !ix.peers && compare(m, &ix) == 0,
          "9x9 Sudoku: 27 full groups, each cell's 3 groups, no peers before ir_index_peers");
    check(ir_index_peers(&ix, NULL, NULL) == 0 && ix.pstart[81] == 81 * 20 && compare(m, &ix) == 0,
          "9x9 Sudoku: each cell's 20 peers, as brute force");
    ir_index_free(&ix);

    /* Killer cages: a nine-cell distinct one (full), two smaller ones, a
     * sum without distinct values (not a group) */
    int nine[9], two[2] = {0, 1}, three[3] = {9, 10, 11};
    for (int i = 0; i < 9; i++)
        nine[i] = 18 + i;
    model_add(m, CON_SUM, nine, 9, 45, true, "cage_a");
    model_add(m, CON_SUM, two, 2, 3, true, "cage_b");
    model_add(m, CON_SUM, three, 3, 6, false, "sum_c");
    ir_index_init(&ix, m);
    ir_index_peers(&ix, NULL, NULL);
    check(ix.ngroups == 29 && ix.gfull[27] && !ix.gfull[28] && ix.gcon[28] == 28 &&
              compare(m, &ix) == 0,
          "Killer: distinct cages are groups, a nine-cell one full; a plain sum is none");
    ir_index_free(&ix);
    model_free(m);

    int bad = 0, tried = 0;
    uint64_t seed = 0x1d3c5a7e9b2f4861ULL;
    for (int t = 0; t < 300; t++, tried++) {
        m = random_model(&seed);
        ir_index_init(&ix, m);
        bad += compare(m, &ix) != 0;
        ir_index_peers(&ix, NULL, NULL);
        bad += compare(m, &ix) != 0;
        ir_index_free(&ix);
        model_free(m);
    }
    char what[160];
    snprintf(what, sizeof what,
             "%d random models of overlapping groups and sums: groups, cells' groups and peers "
             "as brute force", tried);
    check(bad == 0, what);

    /* the guard: asked at cell 0 and before the list doubles; the second
     * ask stops a 40x40 Latin square (62,400 peers) */
    m = model_latin(40);
    ir_index_init(&ix, m);
    asks = 0;
    int r = ir_index_peers(&ix, stop_at_second, NULL);
    check(r == -1 && asks == 2 && !ix.peers && !ix.pstart,
          "the guard stops the peers' build, which leaves none");
    check(ir_index_peers(&ix, NULL, NULL) == 0 && ix.pstart[1600] == 1600 * 78,
          "the build runs again after a stop: each cell of a 40x40 Latin square has 78 peers");
    ir_index_free(&ix);
    model_free(m);

    /* invert with keep: items 0 and 2 of three lists */
    int istart[4] = {0, 2, 3, 5}, icells[5] = {1, 2, 0, 2, 3}, *start, *list;
    uint8_t keep[3] = {1, 0, 1};
    ir_index_invert(4, 3, istart, icells, keep, &start, &list);
    int want_start[5] = {0, 0, 1, 3, 4}, want_list[4] = {0, 0, 2, 2};
    check(memcmp(start, want_start, sizeof want_start) == 0 &&
              memcmp(list, want_list, sizeof want_list) == 0,
          "ir_index_invert: each cell's kept items, in item order");
    free(start);
    free(list);
    return failures != 0;
}
