/* ac3.c -- arc consistency (AC3, Mackworth 1977) for the metaheuristics:
 * the pre-filter of the domains from the givens, and the partial
 * assignment that tabu search and cuckoo search move through, kept
 * arc-consistent after every move (Soto et al., "Solving Sudokus via
 * Metaheuristics and AC3", Algorithm 1 lines 1 and 9).
 *
 * AC3 ON "DIFFERENT" CONSTRAINTS. Every group (row, column, box, region,
 * diagonal) says its cells differ pairwise, so the network is made of
 * binary constraints x != y between peers. Revising the arc (x, y) removes
 * a value a from D(x) only when no b in D(y) differs from a, that is when
 * D(y) = {a}. So AC3's queue of arcs reduces to a queue of cells whose
 * domain has become a single value: each such cell removes its value from
 * every peer, and a peer left with one value joins the queue. An empty
 * domain is a wipe-out. Domains are 64-bit masks, so a revision is one AND
 * and "one value left" is one popcount. */
#include "meta.h"

#include <stdlib.h>
#include <string.h>

static int ac3_single(uint64_t d) { return d && !(d & (d - 1)); }
static int ac3_value(uint64_t d) { return __builtin_ctzll(d) + 1; }

/* Pre-filter: givens are single-value domains, every other cell starts with
 * every value; then the queue as above. */
int ac3_prefilter(const MetaProblem *p, uint64_t *dom, int *wiped)
{
    int *queue = xmalloc((size_t)p->ncells * sizeof(int));
    uint8_t *done = xcalloc((size_t)p->ncells, 1);
    int head = 0, tail = 0, singles = 0, rc = 0;
    for (int c = 0; c < p->ncells; c++) {
        dom[c] = p->given[c] ? 1ULL << (p->given[c] - 1) : p->full;
        if (ac3_single(dom[c])) {
            queue[tail++] = c;
            done[c] = 1;
        }
    }
    while (head < tail) {
        int c = queue[head++];
        uint64_t bit = dom[c];
        for (int i = p->ix.pstart[c]; i < p->ix.pstart[c + 1]; i++) {
            int y = p->ix.peers[i];
            if (!(dom[y] & bit))
                continue;
            dom[y] &= ~bit;
            if (!dom[y]) {
                *wiped = y;
                rc = -1;
                goto out;
            }
            if (ac3_single(dom[y]) && !done[y]) {
                done[y] = 1;
                queue[tail++] = y;
            }
        }
    }
    singles = tail;
out:
    free(queue);
    free(done);
    return rc ? rc : singles;
}

/* The queue is a ring of ncells slots: a cell is in it at most once. */
static void ac3_push(MetaState *s, int c)
{
    if (!s->inq[c]) {
        s->inq[c] = 1;
        s->queue[(s->qhead + s->nq++) % s->p->ncells] = c;
    }
}

static int ac3_pop(MetaState *s)
{
    int c = s->queue[s->qhead];
    s->qhead = (s->qhead + 1) % s->p->ncells;
    s->nq--;
    s->inq[c] = 0;
    return c;
}

/* Assigns v to empty cell c (no peer holds v): the gamma counts and the
 * used masks of its peers follow, and the peers' domains are to revise. */
static void ac3_assign(MetaState *s, int c, int v)
{
    const MetaProblem *p = s->p;
    int nv = p->nvals, last = s->empty[--s->nempty];
    s->val[c] = v;
    s->empty[s->epos[c]] = last;
    s->epos[last] = s->epos[c];
    s->epos[c] = -1;
    for (int i = p->ix.pstart[c]; i < p->ix.pstart[c + 1]; i++) {
        int y = p->ix.peers[i];
        if (s->gamma[y * nv + v - 1]++ == 0)
            s->used[y] |= 1ULL << (v - 1);
        if (!s->val[y])
            ac3_push(s, y);
    }
}

/* Empties cell c: its peers may get a value back (a wiped-out domain may
 * become a single value), and c itself is to revise. */
static void ac3_unassign(MetaState *s, int c)
{
    const MetaProblem *p = s->p;
    int nv = p->nvals, v = s->val[c];
    s->val[c] = 0;
    s->epos[c] = s->nempty;
    s->empty[s->nempty++] = c;
    for (int i = p->ix.pstart[c]; i < p->ix.pstart[c + 1]; i++) {
        int y = p->ix.peers[i];
        if (--s->gamma[y * nv + v - 1] == 0)
            s->used[y] &= ~(1ULL << (v - 1));
        if (!s->val[y])
            ac3_push(s, y);
    }
    ac3_push(s, c);
}

void ac3_state_init(MetaState *s, const MetaProblem *p, const uint64_t *dom0)
{
    size_t n = (size_t)p->ncells;
    s->p = p;
    s->dom0 = dom0;
    s->val = xcalloc(n, sizeof(int));
    s->gamma = xcalloc(n * (size_t)p->nvals, 1);
    s->used = xcalloc(n, sizeof(uint64_t));
    s->empty = xmalloc(n * sizeof(int));
    s->epos = xmalloc(n * sizeof(int));
    s->queue = xmalloc(n * sizeof(int));
    s->inq = xcalloc(n, 1);
    s->nq = s->qhead = 0;
    s->nempty = p->ncells;
    for (int c = 0; c < p->ncells; c++) {
        s->empty[c] = c;
        s->epos[c] = c;
    }
    for (int c = 0; c < p->ncells; c++)
        if (ac3_single(dom0[c]))
            ac3_assign(s, c, ac3_value(dom0[c]));
    s->nq = s->qhead = 0;
    memset(s->inq, 0, n);
}

void ac3_state_free(MetaState *s)
{
    free(s->val);
    free(s->gamma);
    free(s->used);
    free(s->empty);
    free(s->epos);
    free(s->queue);
    free(s->inq);
    memset(s, 0, sizeof *s);
}

void ac3_state_copy(MetaState *dst, const MetaState *src)
{
    size_t n = (size_t)src->p->ncells;
    memcpy(dst->val, src->val, n * sizeof(int));
    memcpy(dst->gamma, src->gamma, n * (size_t)src->p->nvals);
    memcpy(dst->used, src->used, n * sizeof(uint64_t));
    memcpy(dst->empty, src->empty, n * sizeof(int));
    memcpy(dst->epos, src->epos, n * sizeof(int));
    dst->nempty = src->nempty;
    while (dst->nq)
        ac3_pop(dst);
    for (int i = 0; i < src->nq; i++)
        ac3_push(dst, src->queue[(src->qhead + i) % (int)n]);
}

/* The move of PARTIALCOL-style search over partial assignments: the peers
 * holding v are emptied first, so the assignment stays consistent. */
void ac3_move(MetaState *s, int c, int v, int *removed, int *nremoved)
{
    const MetaProblem *p = s->p;
    int k = 0;
    if (s->gamma[c * p->nvals + v - 1])
        for (int i = p->ix.pstart[c]; i < p->ix.pstart[c + 1]; i++) {
            int y = p->ix.peers[i];
            if (s->val[y] == v) {
                ac3_unassign(s, y);
                if (removed)
                    removed[k] = y;
                k++;
            }
        }
    if (nremoved)
        *nremoved = k;
    ac3_assign(s, c, v);
}

int ac3_fill(MetaState *s, const long *tabu, long iter)
{
    int nv = s->p->nvals, filled = 0;
    /* the queue grows while it is drained: a filled cell pushes its peers */
    while (s->nq) {
        int c = ac3_pop(s);
        if (s->val[c])
            continue;
        uint64_t d = ac3_domain(s, c);
        if (!ac3_single(d))
            continue;
        int v = ac3_value(d);
        if (tabu && tabu[c * nv + v - 1] > iter)
            continue;
        ac3_assign(s, c, v);
        filled++;
    }
    return filled;
}
