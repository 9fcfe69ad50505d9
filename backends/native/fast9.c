/* fast9.c -- the 9x9 fast path of the native backend: the same solver
 * family as native.c (bitset candidates, naked and hidden singles,
 * branching on the fewest candidates), with everything sized for 81 cells
 * so that it lives in registers and two cache lines per level.
 *
 * REPRESENTATION
 *   cand[c]  9-bit candidate mask of cell c (bit v-1 <=> value v possible)
 *   units    27 groups of 9 cells: rows 0-8, columns 9-17, boxes 18-26
 *   peers    20 cells per cell (row, column and box, without itself)
 *   A level of the search is the 81 masks plus a count of open cells
 *   (164 bytes); branching copies one level into the next.
 * PROPAGATION
 *   naked single   a one-candidate cell not yet placed: its value leaves
 *                  its 20 peers (a queue of such cells)
 *   hidden single  per unit, values seen once and not twice (once/twice
 *                  accumulation over the 9 masks) go to their one cell; a
 *                  value seen nowhere is a contradiction. Only units with
 *                  a changed cell since their last scan are scanned (a
 *                  27-bit dirty mask).
 *   pointing       a value of a box confined to one row (column) of it
 *                  leaves the rest of that row (column)
 */
#include "fast9.h"

#include <pthread.h>
#include <string.h>

typedef struct {
    uint16_t cand[81];
    uint8_t placed[81];
    int open;
} Level;

static uint8_t unit_cells[27][9];
static uint8_t peers[81][20];
static uint32_t cell_units[81]; /* bit u set <=> the cell is in unit u */
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void build_tables(void)
{
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < 9; j++) {
            unit_cells[i][j] = (uint8_t)(i * 9 + j);
            unit_cells[9 + i][j] = (uint8_t)(j * 9 + i);
            unit_cells[18 + i][j] = (uint8_t)((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3);
        }
    for (int c = 0; c < 81; c++)
        cell_units[c] = (1u << (c / 9)) | (1u << (9 + c % 9)) |
                        (1u << (18 + (c / 27) * 3 + (c % 9) / 3));
    for (int c = 0; c < 81; c++) {
        int r = c / 9, k = c % 9, n = 0;
        for (int p = 0; p < 81; p++) {
            int pr = p / 9, pk = p % 9;
            if (p != c && (pr == r || pk == k || (pr / 3 == r / 3 && pk / 3 == k / 3)))
                peers[c][n++] = (uint8_t)p;
        }
    }
}

typedef struct {
    Level stack[82];
    uint8_t queue[81];
    int qh, qt;
    uint32_t dirty;          /* units changed since their last hidden-single scan */
    int limit, found;
    uint8_t *solution;
    long guesses;
} Ctx;

static inline int one_bit(unsigned x) { return x && !(x & (x - 1)); }

static inline void place(Ctx *x, Level *l, int c)
{
    l->placed[c] = 1;
    l->open--;
    x->queue[x->qt++] = (uint8_t)c;
}

/* Propagates level l to a fixpoint; 0 on contradiction. */
static int propagate(Ctx *x, Level *l)
{
    uint16_t *cand = l->cand;
    for (;;) {
        while (x->qh < x->qt) {
            int c = x->queue[x->qh++];
            uint16_t v = cand[c];
            const uint8_t *p = peers[c];
            for (int i = 0; i < 20; i++) {
                int q = p[i];
                if (!(cand[q] & v))
                    continue;
                uint16_t m = cand[q] &= (uint16_t)~v;
                if (!m)
                    return 0;
                x->dirty |= cell_units[q];
                if (one_bit(m) && !l->placed[q])
                    place(x, l, q);
            }
        }
        if (!l->open)
            return 1;
        int changed = 0;
        uint32_t todo = x->dirty;
        x->dirty = 0;
        for (; todo; todo &= todo - 1) {
            int u = __builtin_ctz(todo);
            const uint8_t *uc = unit_cells[u];
            unsigned once = 0, twice = 0;
            for (int i = 0; i < 9; i++) {
                unsigned m = cand[uc[i]];
                twice |= once & m;
                once |= m;
            }
            if (once != 0x1ff)
                return 0;
            unsigned hidden = once & ~twice;
            if (!hidden)
                continue;
            for (int i = 0; i < 9; i++) {
                int c = uc[i];
                unsigned h = cand[c] & hidden;
                if (!h || l->placed[c])
                    continue;
                if (!one_bit(h))
                    return 0;
                cand[c] = (uint16_t)h;
                x->dirty |= cell_units[c];
                place(x, l, c);
                changed = 1;
            }
        }
        if (changed)
            continue;
        /* pointing: per box, a value confined to one of its rows/columns */
        for (int b = 0; b < 9 && !changed; b++) {
            int r0 = b / 3 * 3, c0 = b % 3 * 3;
            unsigned rows[3], cols[3];
            for (int i = 0; i < 3; i++) {
                int c = (r0 + i) * 9 + c0;
                rows[i] = (unsigned)(cand[c] | cand[c + 1] | cand[c + 2]);
                int d = r0 * 9 + c0 + i;
                cols[i] = (unsigned)(cand[d] | cand[d + 9] | cand[d + 18]);
            }
            for (int i = 0; i < 3; i++) {
                unsigned only_r = rows[i] & ~(rows[(i + 1) % 3] | rows[(i + 2) % 3]);
                unsigned only_c = cols[i] & ~(cols[(i + 1) % 3] | cols[(i + 2) % 3]);
                for (int k = 0; only_r && k < 9; k++) {
                    int c = (r0 + i) * 9 + k;
                    if (k / 3 == b % 3 || !(cand[c] & only_r) || l->placed[c])
                        continue;
                    uint16_t m = cand[c] &= (uint16_t)~only_r;
                    if (!m)
                        return 0;
                    x->dirty |= cell_units[c];
                    if (one_bit(m))
                        place(x, l, c);
                    changed = 1;
                }
                for (int k = 0; only_c && k < 9; k++) {
                    int c = k * 9 + c0 + i;
                    if (k / 3 == b / 3 || !(cand[c] & only_c) || l->placed[c])
                        continue;
                    uint16_t m = cand[c] &= (uint16_t)~only_c;
                    if (!m)
                        return 0;
                    x->dirty |= cell_units[c];
                    if (one_bit(m))
                        place(x, l, c);
                    changed = 1;
                }
            }
        }
        if (!changed)
            return 1;
    }
}

static void search(Ctx *x, int depth)
{
    Level *l = &x->stack[depth];
    if (!l->open) {
        if (x->found++ == 0 && x->solution)
            for (int c = 0; c < 81; c++)
                x->solution[c] = (uint8_t)(__builtin_ctz(l->cand[c]) + 1);
        return;
    }
    int best = -1, bestn = 10;
    for (int c = 0; c < 81; c++) {
        if (l->placed[c])
            continue;
        int n = __builtin_popcount(l->cand[c]);
        if (n < bestn) {
            bestn = n;
            best = c;
            if (n == 2)
                break;
        }
    }
    Level *next = l + 1;
    for (unsigned vals = l->cand[best]; vals && x->found < x->limit; vals &= vals - 1) {
        memcpy(next, l, sizeof *l);
        next->cand[best] = (uint16_t)(vals & -vals);
        x->guesses++;
        x->qh = x->qt = 0;
        x->dirty = cell_units[best];
        place(x, next, best);
        if (propagate(x, next))
            search(x, depth + 1);
    }
}

int fast9_solve(const uint8_t puzzle[81], uint8_t solution[81], int limit, Fast9Stats *stats)
{
    pthread_once(&tables_once, build_tables);
    Ctx x;
    x.limit = limit > 0 ? limit : 1;
    x.found = 0;
    x.solution = solution;
    x.guesses = 0;
    x.qh = x.qt = 0;
    x.dirty = (1u << 27) - 1;
    Level *l = &x.stack[0];
    l->open = 81;
    int ok = 1;
    for (int c = 0; c < 81; c++) {
        l->cand[c] = 0x1ff;
        l->placed[c] = 0;
    }
    for (int c = 0; c < 81 && ok; c++) {
        int v = puzzle[c];
        if (!v)
            continue;
        if (v > 9 || !(l->cand[c] & (1u << (v - 1)))) {
            ok = 0;
            break;
        }
        l->cand[c] = (uint16_t)(1u << (v - 1));
        place(&x, l, c);
        /* eliminate at once, so that two equal givens meet as a conflict */
        while (x.qh < x.qt && ok) {
            int p = x.queue[x.qh++];
            for (int i = 0; i < 20; i++) {
                int q = peers[p][i];
                if (l->placed[q] && l->cand[q] == l->cand[p]) {
                    ok = 0;
                    break;
                }
                l->cand[q] &= (uint16_t)~l->cand[p];
                if (!l->cand[q])
                    ok = 0;
            }
        }
    }
    if (ok) {
        /* cells narrowed to one candidate by the givens */
        x.qh = x.qt = 0;
        for (int c = 0; c < 81; c++)
            if (!l->placed[c] && one_bit(l->cand[c]))
                place(&x, l, c);
        if (propagate(&x, l))
            search(&x, 0);
    }
    if (stats)
        stats->guesses = x.guesses;
    return x.found;
}
