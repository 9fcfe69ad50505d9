/* search.c -- Knuth's Algorithm C (exact covering with colours) on dancing
 * links, after TAOCP 7.2.2.1, written here over the int arrays of matrix.c.
 * Without coloured items it is exactly Algorithm X.
 *
 * The steps, as Knuth numbers them:
 *   C2 all primary items covered: a solution (the chosen options x_0..x_l-1)
 *   C3 choose the primary item i with the fewest options (MRV; stop looking
 *      at a count of 0 or 1); none: backtrack
 *   C4 cover(i), x_l = first option of i
 *   C5 try x_l: commit every other item of its option, go one level down
 *   C6 undo C5, x_l = next option of i
 *   C7 uncover(i) once every option of i was tried
 *   C8 back to the level above
 * cover(i) unlinks item i from the list of items and hides every option
 * holding it (removes its other nodes from their columns); commit(p, j) is
 * cover(j) for an uncoloured item, purify(p) for a coloured one: options
 * giving the item another colour are hidden, those agreeing are marked
 * (colour -1) and left in place. Hiding skips marked nodes. Every change is
 * undone in reverse order, which is all the "dancing" is.
 * Speed (the 9x9 matrix after givens is ~250 options, a 17-clue puzzle
 * ~80 search nodes, so a few microseconds matter):
 *   - LEN lives in a dense array, the uncovered primary items in a sparse
 *     set (State below), so C3 scans an array, not the item list;
 *   - hide() notes each item whose LEN falls to 1 (a hint) and counts the
 *     primary items whose LEN is 0 (dead); C3 backs up at once while one is
 *     dead (0 is the minimum), else takes the newest live hint, and scans
 *     only when there is none. The choice is still an item of fewest
 *     options; the dead count saves the nodes an X that stops at its first
 *     1 would spend before reaching the 0
 *     (docs/benchmarks.md#dlx-the-dead-count-and-the-9x9-node-layout);
 *   - without coloured items the search is compiled a second time with the
 *     colour tests gone (search(..., 0, 0)), and a third time for a
 *     stride-4 matrix (cache.c: every option four nodes, no spacers), where
 *     an option's other nodes come by arithmetic (search(..., 0, 1));
 *   - the arrays live with the matrix (DlxMatrix.work): a matrix rebuilt
 *     in place per puzzle (cache.c) searches without allocating. */
#include "dlx.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The hot functions are inlined into the two copies of the search. */
#if defined(__GNUC__) || defined(__clang__)
#define DLX_INLINE __attribute__((always_inline))
#else
#define DLX_INLINE
#endif

/* The search's working state: the nodes, each primary item's LEN (a dense
 * copy of the header counts, read by C3 and kept by hide/unhide), and the
 * primary items not yet covered as a sparse set: act[0..nact) with pos[]
 * giving each one's place (-1 for secondary items). Covering swaps the
 * item to the end of the active part and shortens it; covers are undone
 * in reverse order, so uncovering is just lengthening it again. The hints
 * are a stack cut back, on each backtrack, to where it stood when the
 * level's item was covered; stale entries are skipped by C3. */
typedef struct {
    DlxNode *nd;
    int *len, *act, *pos;
    int nact;
    int *hint, nhint; /* items whose LEN fell to 1 (see C3) */
    int dead;         /* primary items with LEN 0 (see C3) */
} State;

/* LEN of a secondary item, as the search keeps it: so large that it never
 * falls to 1 or 0 (C3 never looks at secondary items). */
#define DLX_SECONDARY_LEN (1 << 29)

/* In a stride-4 matrix (DlxMatrix.stride), the j-th node after p in its
 * option, cyclically (j = 1..3; 3, 2, 1 is the same walk backwards). */
static inline int next4(int p, int j) { return (p & ~3) | ((p + j) & 3); }

/* Takes node q out of its column (hide's step for one node). */
static inline DLX_INLINE void unlink_node(State *st, int q)
{
    DlxNode *nd = st->nd;
    int x = nd[q].top, u = nd[q].up, d = nd[q].down;
    nd[u].down = d;
    nd[d].up = u;
    int l = --st->len[x]; /* 1: forced, a hint for C3; 0: dead */
    st->hint[st->nhint] = x; /* kept only when l == 1: no branch */
    st->nhint += l == 1;
    st->dead += l == 0;
}

static inline DLX_INLINE void relink_node(State *st, int q)
{
    DlxNode *nd = st->nd;
    int x = nd[q].top, u = nd[q].up, d = nd[q].down;
    nd[u].down = q;
    nd[d].up = q;
    st->dead -= st->len[x]++ == 0;
}

/* The other nodes of p's option out of their columns (s4: a stride-4
 * matrix, colours then never occur). */
static inline DLX_INLINE void hide(State *st, int p, int colors, int s4)
{
    DlxNode *nd = st->nd;
    if (s4) {
        unlink_node(st, next4(p, 1));
        unlink_node(st, next4(p, 2));
        unlink_node(st, next4(p, 3));
        return;
    }
    for (int q = p + 1; q != p;) {
        int x = nd[q].top;
        if (x <= 0) {
            q = nd[q].up; /* spacer: back to the option's first node */
            continue;
        }
        if (!colors || nd[q].color >= 0)
            unlink_node(st, q);
        q++;
    }
}

static inline DLX_INLINE void unhide(State *st, int p, int colors, int s4)
{
    DlxNode *nd = st->nd;
    if (s4) {
        relink_node(st, next4(p, 3));
        relink_node(st, next4(p, 2));
        relink_node(st, next4(p, 1));
        return;
    }
    for (int q = p - 1; q != p;) {
        int x = nd[q].top;
        if (x <= 0) {
            q = nd[q].down; /* spacer: on to the option's last node */
            continue;
        }
        if (!colors || nd[q].color >= 0)
            relink_node(st, q);
        q--;
    }
}

static inline DLX_INLINE void cover(State *st, int i, int colors, int s4)
{
    DlxNode *nd = st->nd;
    for (int p = nd[i].down; p != i; p = nd[p].down)
        hide(st, p, colors, s4);
    int at = st->pos[i];
    if (at >= 0) { /* a primary item leaves the active part */
        int last = st->act[--st->nact];
        st->act[at] = last;
        st->pos[last] = at;
        st->act[st->nact] = i;
        st->pos[i] = st->nact;
        st->dead -= st->len[i] == 0; /* an item of the option chosen */
    }
}

static inline DLX_INLINE void uncover(State *st, int i, int colors, int s4)
{
    DlxNode *nd = st->nd;
    if (st->pos[i] >= 0) {
        st->nact++;
        st->dead += st->len[i] == 0;
    }
    for (int p = nd[i].up; p != i; p = nd[p].up)
        unhide(st, p, colors, s4);
}

/* Item of p gets p's colour: agreeing nodes marked, the others' options
 * hidden. p itself keeps its colour so that unpurify can find it. */
static void purify(State *st, int p)
{
    DlxNode *nd = st->nd;
    int c = nd[p].color, i = nd[p].top;
    for (int q = nd[i].down; q != i; q = nd[q].down) {
        if (q == p)
            continue;
        if (nd[q].color == c)
            nd[q].color = -1;
        else
            hide(st, q, 1, 0);
    }
}

static void unpurify(State *st, int p)
{
    DlxNode *nd = st->nd;
    int c = nd[p].color, i = nd[p].top;
    for (int q = nd[i].up; q != i; q = nd[q].up) {
        if (q == p)
            continue;
        if (nd[q].color < 0)
            nd[q].color = c;
        else
            unhide(st, q, 1, 0);
    }
}

static inline DLX_INLINE void commit(State *st, int p, int j, int colors, int s4)
{
    if (!colors || st->nd[p].color == 0)
        cover(st, j, colors, s4);
    else if (st->nd[p].color > 0)
        purify(st, p);
}

static inline DLX_INLINE void uncommit(State *st, int p, int j, int colors, int s4)
{
    if (!colors || st->nd[p].color == 0)
        uncover(st, j, colors, s4);
    else if (st->nd[p].color > 0)
        unpurify(st, p);
}

/* The option holding node p: the spacer before it has top -o. */
static int option_of(const DlxMatrix *x, int p)
{
    const DlxNode *nd = x->node;
    if (x->stride)
        return (p - x->opt0) / x->stride;
    while (nd[p].top > 0)
        p--;
    return -nd[p].top;
}

/* The grid of the options chosen at levels 0..level-1; givens first. */
static void fill_grid(const DlxMatrix *x, const int *choice, int level, int *grid)
{
    const Model *m = x->m;
    memcpy(grid, m->given, (size_t)m->ncells * sizeof(int));
    for (int l = 0; l < level; l++) {
        int o = option_of(x, choice[l]);
        for (int q = x->opt_pair[o]; q < x->opt_pair[o + 1]; q++)
            grid[x->pair_cell[q]] = x->pair_val[q];
    }
}

/* The ints of the search's arrays (their layout: dlx_search). */
static long search_ints(const DlxMatrix *x)
{
    return 5 * (long)(x->nraw + 2) + x->m->ncells + x->nnodes;
}

size_t dlx_search_bytes(const DlxMatrix *x)
{
    return x->unsat ? 0 : (size_t)search_ints(x) * sizeof(int);
}

/* The node count at which the search next calls out_of_bounds: the next
 * multiple of 1024 (the clock), or max_nodes when that comes first. */
static long next_check(const DlxSearch *s)
{
    long c = (s->nodes | 1023) + 1;
    return s->max_nodes && s->max_nodes < c ? s->max_nodes : c;
}

/* At a check (next_check): past the deadline or cancelled (timed_out,
 * every 1024 nodes), or at max_nodes (capped)? Else the next check into
 * *check. Out of line: the search only calls it then. */
static __attribute__((noinline)) int out_of_bounds(DlxSearch *s, long *check)
{
    if ((s->nodes & 1023) == 0 && must_end(s->deadline, s->cancel))
        return s->timed_out = 1;
    if (s->max_nodes && s->nodes >= s->max_nodes)
        return s->capped = 1;
    *check = next_check(s);
    return 0;
}

/* The search proper; colors is a constant in each of the three calls
 * below, so that without coloured items the colour tests compile away.
 * resume: go on where a capped search paused (PAUSE AND RESUME, dlx.h):
 * the state is in x->work and s->at_*, the node at choice[at_level] not
 * yet tried. */

static inline DLX_INLINE void search(DlxMatrix *x, DlxSearch *s, int colors, int s4,
                                     int resume)
{
    const Model *m = x->m;
    s->timed_out = s->capped = 0;
    if (!resume) {
        s->solutions = s->nodes = 0;
        s->first = NULL;
    }
    if (x->unsat)
        return;
    DlxNode *nd = x->node;
    long check = next_check(s);
    /* len, pos, act, choice, mark: nraw + 2 each (nprimary <= nraw); grid;
     * hint: one per node (the stack holds at most the items that start
     * at LEN 1 and one entry per node hidden on the path, and hide writes
     * one past its top: fewer than nnodes). The
     * arrays stay with the matrix, for the next search on it (cache.c). */
    long need = search_ints(x), nitem = x->nraw + 2;
    if (x->nwork < need) {
        free(x->work);
        x->work = xmalloc((size_t)need * sizeof(int));
        x->nwork = need;
    }
    State st = {nd, x->work, x->work + 2 * nitem, x->work + nitem, 0,
                x->work + 5 * nitem + m->ncells, 0, 0};
    int *choice = x->work + 3 * nitem;
    int *mark = x->work + 4 * nitem; /* hint count after each level's C4 */
    int *grid = x->work + 5 * nitem;
    long limit = s->limit > 0 ? s->limit : 1;
    int level = 0, i = 0, p;
    if (resume) { /* the arrays stand as the pause left them */
        st.nact = s->at_nact;
        st.nhint = s->at_nhint;
        st.dead = s->at_dead;
        level = s->at_level;
        i = s->at_item;
        goto c5;
    }
    if (x->nitems > x->nprimary) /* else only the primary items below are met */
        for (int it = 0; it < nitem; it++) {
            st.len[it] = DLX_SECONDARY_LEN; /* secondary: never forced nor dead */
            st.pos[it] = -1;
        }
    for (int k = 0; k < x->nprimary; k++) { /* the primary list, as an array */
        int it = x->live[k];
        st.pos[it] = st.nact;
        st.act[st.nact++] = it;
        st.len[it] = nd[it].top;
        if (st.len[it] == 1)
            st.hint[st.nhint++] = it;
        st.dead += st.len[it] == 0;
    }

c2:
    if (st.nact == 0) {
        fill_grid(x, choice, level, grid);
        if (s->solutions++ == 0) {
            s->first = xmalloc((size_t)m->ncells * sizeof(int));
            memcpy(s->first, grid, (size_t)m->ncells * sizeof(int));
        }
        if ((s->visit && s->visit(x, grid, s->ctx)) || s->solutions >= limit)
            goto done;
        goto c8;
    }
    {   /* C3: the item with the fewest options. First the hints, newest
         * first: one still active with LEN <= 1 is chosen at once (the
         * others -- covered since, LEN grown back -- are dropped); then a scan of the active items, stopping at a LEN
         * of 1 or 0. Before all that, an item with LEN 0 (counted by
         * hide/unhide) is the minimum: back at once. */
        int best = 0x7fffffff;
        if (st.dead)
            goto c8; /* an item no option covers: the minimum, 0 */
        while (st.nhint > 0) {
            int j = st.hint[st.nhint - 1];
            if (st.pos[j] < st.nact && st.len[j] <= 1) { /* still active */
                best = st.len[j];
                i = j;
                break;
            }
            st.nhint--;
        }
        for (int k = 0; k < st.nact && best > 1; k++) {
            int j = st.act[k];
            if (st.len[j] < best) {
                best = st.len[j];
                i = j;
                if (best <= 1)
                    break;
            }
        }
        if (best == 0)
            goto c8;
    }
    cover(&st, i, colors, s4); /* C4 */
    choice[level] = nd[i].down;
    mark[level] = st.nhint;
c5:
    p = choice[level];
    if (p == i)
        goto c7;
    if (++s->nodes >= check && out_of_bounds(s, &check)) {
        if (s->capped) { /* paused before node p: what resuming needs */
            s->nodes--;
            s->at_level = level;
            s->at_item = i;
            s->at_nact = st.nact;
            s->at_nhint = st.nhint;
            s->at_dead = st.dead;
        }
        goto done;
    }
    if (s4)
        for (int k = 1; k < 4; k++)
            cover(&st, nd[next4(p, k)].top, 0, 1);
    else
        for (int q = p + 1; q != p;) {
            int j = nd[q].top;
            if (j <= 0)
                q = nd[q].up;
            else {
                commit(&st, q, j, colors, 0);
                q++;
            }
        }
    level++;
    goto c2;
c6:
    p = choice[level];
    if (s4)
        for (int k = 3; k > 0; k--)
            uncover(&st, nd[next4(p, k)].top, 0, 1);
    else
        for (int q = p - 1; q != p;) {
            int j = nd[q].top;
            if (j <= 0)
                q = nd[q].down;
            else {
                uncommit(&st, q, j, colors, 0);
                q--;
            }
        }
    i = nd[p].top;
    choice[level] = nd[p].down;
    if (st.nhint > mark[level])
        st.nhint = mark[level]; /* the hints of the option undone */
    goto c5;
c7:
    uncover(&st, i, colors, s4);
c8:
    if (level == 0)
        goto done;
    level--;
    goto c6;
done:;
}

static void search_any(DlxMatrix *x, DlxSearch *s, int resume)
{
    if (x->has_colors)
        search(x, s, 1, 0, resume);
    else if (x->stride == 4)
        search(x, s, 0, 1, resume);
    else
        search(x, s, 0, 0, resume);
}

void dlx_search(DlxMatrix *x, DlxSearch *s) { search_any(x, s, 0); }

void dlx_search_resume(DlxMatrix *x, DlxSearch *s) { search_any(x, s, 1); }
