/* dlx9.c -- Algorithm X on dancing links for the classic 9x9 Sudoku: the
 * general exact-cover backend (cache.c builds, search.c searches)
 * specialised to one shape, as the native backend has fast9.c beside its
 * n x n solver. Same matrix, same item and option order, same choices:
 * it visits the same nodes and finds the same first solution (the tests
 * compare both); what changes is the representation.
 *
 * THE MATRIX (cache.c's for model_sudoku(3,3) with its givens removed)
 *   items    1..81 the cells p_c; then 9 per group, rows 0-8, columns
 *            9-17, boxes 18-26: item 82 + 9g + k is "value k+1 in group g"
 *   options  x[c,v] is var = 9c + v-1; its four nodes sit at D9_OPT0 + 4var
 *            + j, j = 0 cell, 1 row, 2 column, 3 box: an option's other
 *            nodes are found by arithmetic (next4), no spacers
 *   per puzzle  the options no given rules out are linked into their
 *            columns, cells in order, values ascending; a given's items are
 *            dropped (no option holds them), the others are the active set
 * A node is two 16-bit links side by side (up, down; a little faster than
 * two arrays: docs/benchmarks.md#dlx-the-dead-count-and-the-9x9-node-layout) and its item comes from a table made once: 3,244 nodes in 13 KB,
 * the search state with them on the stack, nothing allocated.
 *
 * THE SEARCH is search.c's Algorithm X with its refinements: LEN in a
 * dense array, the uncovered items as a sparse set, hints (items whose LEN
 * fell to 1, newest first) and a dead count (items at LEN 0: back at
 * once) so that C3 rarely scans; see search.c for the steps. */
#include "dlx9.h"

#include "util.h"

#include <pthread.h>
#include <string.h>

#define D9_ITEMS 324
#define D9_OPT0 328                    /* first option node: a multiple of 4 */
#define D9_NODES (D9_OPT0 + 4 * 729)

static uint16_t d9_item[D9_NODES];     /* option node -> its item */
static pthread_once_t d9_once = PTHREAD_ONCE_INIT;

static void d9_tables(void)
{
    for (int var = 0; var < 729; var++) {
        int c = var / 9, k = var % 9, r = c / 9, col = c % 9, b = (r / 3) * 3 + col / 3;
        uint16_t *it = d9_item + D9_OPT0 + 4 * var;
        it[0] = (uint16_t)(c + 1);
        it[1] = (uint16_t)(82 + 9 * r + k);
        it[2] = (uint16_t)(82 + 9 * (9 + col) + k);
        it[3] = (uint16_t)(82 + 9 * (18 + b) + k);
    }
}

/* The linked matrix and the search's arrays. The counters the inner loops
 * bump (hint top, dead items, active items) live in Count, a local of
 * dlx9_solve that the always-inlined helpers below keep in registers. */
typedef struct {
    struct { uint16_t up, down; } nd[D9_NODES]; /* a node's two links side by side */
    int16_t len[D9_ITEMS + 1];
    int16_t act[D9_ITEMS], pos[D9_ITEMS + 1];
    uint16_t hint[D9_NODES];
} D9;

typedef struct {
    int nact, nhint, dead;
} Count;

#if defined(__GNUC__) || defined(__clang__)
#define D9_INLINE static inline __attribute__((always_inline))
#else
#define D9_INLINE static inline
#endif

/* The j-th node after p in its option, cyclically. */
D9_INLINE int next4(int p, int j) { return (p & ~3) | ((p + j) & 3); }

D9_INLINE void unlink_node(D9 *s, Count *n, int q)
{
    int x = d9_item[q], u = s->nd[q].up, d = s->nd[q].down;
    s->nd[u].down = (uint16_t)d;
    s->nd[d].up = (uint16_t)u;
    int l = --s->len[x];
    s->hint[n->nhint] = (uint16_t)x; /* kept only when l == 1 */
    n->nhint += l == 1;
    n->dead += l == 0;
}

D9_INLINE void relink_node(D9 *s, Count *n, int q)
{
    int x = d9_item[q], u = s->nd[q].up, d = s->nd[q].down;
    s->nd[u].down = (uint16_t)q;
    s->nd[d].up = (uint16_t)q;
    n->dead -= s->len[x]++ == 0;
}

D9_INLINE void cover(D9 *s, Count *n, int i)
{
    for (int p = s->nd[i].down; p != i; p = s->nd[p].down) {
        unlink_node(s, n, next4(p, 1));
        unlink_node(s, n, next4(p, 2));
        unlink_node(s, n, next4(p, 3));
    }
    int at = s->pos[i], last = s->act[--n->nact];
    s->act[at] = (int16_t)last;
    s->pos[last] = (int16_t)at;
    s->act[n->nact] = (int16_t)i;
    s->pos[i] = (int16_t)n->nact;
    n->dead -= s->len[i] == 0;
}

D9_INLINE void uncover(D9 *s, Count *n, int i)
{
    n->nact++;
    n->dead += s->len[i] == 0;
    for (int p = s->nd[i].up; p != i; p = s->nd[p].up) {
        relink_node(s, n, next4(p, 3));
        relink_node(s, n, next4(p, 2));
        relink_node(s, n, next4(p, 1));
    }
}

/* The matrix of the puzzle: 0, or -1 when two givens clash. */
static int build(D9 *s, Count *cnt, const uint8_t *in)
{
    uint16_t held[27] = {0};
    uint8_t dropped[D9_ITEMS + 1] = {0};
    for (int c = 0; c < 81; c++) {
        if (!in[c])
            continue;
        int k = in[c] - 1, r = c / 9, col = c % 9, b = (r / 3) * 3 + col / 3;
        int g[3] = {r, 9 + col, 18 + b};
        dropped[c + 1] = 1;
        for (int j = 0; j < 3; j++) {
            if (held[g[j]] >> k & 1)
                return -1;
            held[g[j]] |= (uint16_t)(1u << k);
            dropped[82 + 9 * g[j] + k] = 1;
        }
    }
    for (int h = 1; h <= D9_ITEMS; h++) {
        s->nd[h].up = s->nd[h].down = (uint16_t)h;
        s->len[h] = 0;
    }
    for (int c = 0; c < 81; c++) {
        if (in[c])
            continue;
        int r = c / 9, col = c % 9, b = (r / 3) * 3 + col / 3;
        unsigned cand = 0x1ffu & ~(unsigned)(held[r] | held[9 + col] | held[18 + b]);
        for (; cand; cand &= cand - 1) {
            int n = D9_OPT0 + 4 * (9 * c + __builtin_ctz(cand));
            for (int j = 0; j < 4; j++, n++) {
                int it = d9_item[n], u = s->nd[it].up;
                s->nd[n].up = (uint16_t)u;
                s->nd[n].down = (uint16_t)it;
                s->nd[u].down = (uint16_t)n;
                s->nd[it].up = (uint16_t)n;
                s->len[it]++;
            }
        }
    }
    cnt->nact = cnt->nhint = cnt->dead = 0;
    for (int it = 1; it <= D9_ITEMS; it++) {
        if (dropped[it])
            continue;
        s->pos[it] = (int16_t)cnt->nact;
        s->act[cnt->nact++] = (int16_t)it;
        if (s->len[it] == 1)
            s->hint[cnt->nhint++] = (uint16_t)it;
        cnt->dead += s->len[it] == 0;
    }
    return 0;
}

long dlx9_solve(const uint8_t puzzle[81], uint8_t solution[81], long limit, double deadline,
                const volatile int *cancel, long *nodes, int *timed_out)
{
    D9 st, *s = &st;
    Count cn, *n = &cn;
    int choice[82], mark[82], level = 0, i = 0, p;
    long found = 0;
    long nnodes = 0;
    if (timed_out)
        *timed_out = 0;
    if (limit < 1)
        limit = 1;
    pthread_once(&d9_once, d9_tables);
    if (build(s, n, puzzle) != 0)
        goto done;
c2:
    if (n->nact == 0) {
        if (found++ == 0 && solution) {
            memcpy(solution, puzzle, 81);
            for (int l = 0; l < level; l++) {
                int var = (choice[l] - D9_OPT0) >> 2;
                solution[var / 9] = (uint8_t)(var % 9 + 1);
            }
        }
        if (found >= limit)
            goto done;
        goto c8;
    }
    {   /* C3: dead -> back; else the newest live hint; else a scan */
        int best = 0x7fffffff;
        if (n->dead)
            goto c8;
        while (n->nhint > 0) {
            int j = s->hint[n->nhint - 1];
            if (s->pos[j] < n->nact && s->len[j] <= 1) {
                best = s->len[j];
                i = j;
                break;
            }
            n->nhint--;
        }
        for (int k = 0; k < n->nact && best > 1; k++) {
            int j = s->act[k];
            if (s->len[j] < best) {
                best = s->len[j];
                i = j;
            }
        }
        if (best == 0)
            goto c8;
    }
    cover(s, n, i); /* C4 */
    choice[level] = s->nd[i].down;
    mark[level] = n->nhint;
c5:
    p = choice[level];
    if (p == i)
        goto c7;
    if ((++nnodes & 1023) == 0 && must_end(deadline, cancel)) {
        if (timed_out)
            *timed_out = 1;
        goto done;
    }
    for (int k = 1; k < 4; k++)
        cover(s, n, d9_item[next4(p, k)]);
    level++;
    goto c2;
c6:
    p = choice[level];
    for (int k = 3; k > 0; k--)
        uncover(s, n, d9_item[next4(p, k)]);
    i = d9_item[p];
    choice[level] = s->nd[p].down;
    if (n->nhint > mark[level])
        n->nhint = mark[level];
    goto c5;
c7:
    uncover(s, n, i);
c8:
    if (level == 0)
        goto done;
    level--;
    goto c6;
done:
    if (nodes)
        *nodes = nnodes;
    return found;
}
