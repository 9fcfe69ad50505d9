/* cdcl.c -- cdcl.h's conflict-driven search: Boolean variables per
 * (cell, value), the all-different groups propagated natively with
 * counters, and clauses learnt from conflicts (1-UIP, minimised and
 * collapsed, two watched literals, LBD-based deletion, VSIDS, target
 * phases, Luby restarts), as modern CDCL SAT solvers do. Written for
 * puzc. */
#include "cdcl.h"
#include "ir_index.h"

#include "util.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ENCODING. A variable x per pair (cell c, value v) still open after the
 * root propagation (CdclProblem.allowed), true when c holds v: the
 * variables of cell c are cbase[c] .. cbase[c + 1] - 1, one per value
 * open there, in the order of the values (var_of), and pair[x] is
 * c * nvals + v. The pairs the root propagation removed have no variable
 * and are false throughout (COMPACT VARIABLES).
 * Literal 2x is "x true", 2x + 1 "x false". The constraints are not
 * clauses but implicit, read off the groups:
 *   cell c            exactly one of x(c, 0 .. nvals-1)
 *   group g, value v  at most one of x(c, v), c in g; exactly one when g
 *                     is full (holds every value)
 * PROPAGATION of each literal taken from the trail:
 *   x(c,v) true   every other value of c and every peer cell's v become
 *                 false (reason: the binary clause -x(c,v) | -x(.,.),
 *                 stored as the true variable) -- naked singles' effect;
 *   x(c,v) false  the counters "values of c not false" and, per full group
 *                 g of c, "cells of g where v is not false" (the bits of
 *                 its OPEN MASK) drop by one;
 *                 at 1 the one literal left is made true (reason: that
 *                 cell's or that group's at-least-one clause) -- naked and
 *                 hidden singles; at 0 the clause is a conflict.
 * Counters change when a literal is propagated (not when assigned), and
 * backtracking restores them for the propagated literals only.
 * The counters and masks start with the open pairs only (cdcl_start).
 * Reasons are expanded into clauses only when conflict analysis needs
 * them (reason_lits). Learnt clauses are ordinary clauses watched by two
 * literals. */

enum { R_NONE, R_BIN, R_CELL, R_GROUP, R_CLAUSE };

#define KEEP_LBD 3 /* reduce() keeps learnt clauses of LBD up to this */
#define DOM_K 8    /* DECISIONS: the cell with fewest values among this many */

/* THE CLAUSE ARENA. Learnt clauses lie one after another in one array of
 * ints, each as its size, its LBD and its literals; a clause reference
 * (cref) is the offset of its size. Propagation then reads a clause with
 * one indirection (the arena) instead of two (a table of pointers, then a
 * block of malloc's), and clauses learnt together lie together. reduce()
 * copies the clauses it keeps into a new arena, in the same order, and
 * moves the references in the watch lists and the reasons. */
typedef struct {
    int size, lbd;
    int lits[];
} Clause;

typedef struct {
    int cref, blocker;
} Watch;

typedef struct {
    Watch *w;
    int n, cap;
} WList;

/* A variable's level, its reason (kind R_*, data) and its place on the
 * trail side by side: assign writes all four, and the analysis reads the
 * reason of a variable it has tested the level of (one cache line instead
 * of three; pt36-9102 under cachegrind 12% fewer D1 misses than three
 * arrays). */
typedef struct {
    int level, data, kind, trail;
} VarInfo;

typedef struct {
    double act; /* act[x], while x is in the heap */
    int x;
} HeapEnt;

typedef struct {
    int nc, nv, nvars, ng;
    int *cbase, *pair;         /* COMPACT VARIABLES: cell c's first, x's pair */
    uint64_t *ropen;           /* and the values open at the start (cw words a cell) */
    const int *gstart, *gcells;
    const uint8_t *gfull;
    int *cgstart, *cglist;     /* cell c's full groups */
    int *agstart, *aglist;     /* cell c's groups, all of them (its peers' groups) */
    int *agoff;                /* OPEN MASKS: c's word in each, from v's first */
    uint64_t *agbit;           /* and its bit there */
    int cw, gw;                /* OPEN MASKS: 64-bit words per cell, per group */
    uint64_t *cmask, *gmask;   /* OPEN MASKS */
    uint64_t *rcmask, *rgmask; /* ROOT MASKS: as the open masks, for level 0 */
    int nroot;                 /* the level-0 trail entries they have taken */
    int8_t *lv;                /* per literal: 1 true (or OUT_OF_HEAP), -1 false,
                                  0 unassigned */
    VarInfo *vi;               /* per variable: its level and reason */
    int *trail, ntrail, qhead;
    int *lim, nlim;            /* trail size at the start of each level */
    int *cellcnt;              /* not-false counters (the groups': OPEN MASKS) */
    uint8_t *cdone, *gdone;    /* SATISFIED: cell c, group g's v ([g * nv + v]) */
    double *act, inc;          /* VSIDS */
    HeapEnt *heap;             /* VSIDS heap */
    int nheap, *hpos;
    int dom_k;                 /* DECISIONS: top variables compared (0: off) */
    uint8_t *target;           /* TARGET PHASES: the values of the longest trail */
    int target_n;              /* its size */
    int target_root;           /* the level-0 trail entries saved in it */
    uint8_t *seen;
    int *arena;                /* THE CLAUSE ARENA */
    long asize, acap;
    int nlearnt;
    long reduce_at;            /* reduce() when nlearnt reaches it */
    WList *watch;              /* per literal: clauses watching it */
    uint64_t *watched;         /* WATCHED: bit l set when watch[l] is not empty */
    int *buf, *learnt, *toclear, ntoclear, *lvstamp, stampgen;
    int *lvfirst, *lvcount;    /* MINIMISATION: per level of the clause */
    int alo_min;               /* minimisation walks at-least-one reasons */
    int *dcnt;                 /* collapse(): per true variable, literals it falsified */
    int confl_kind, confl_data, confl_var;
    int unsat;                 /* COMPACT VARIABLES: no solution, seen at the start */
    CdclStats st;
    double deadline;
    const volatile int *cancel, *stop; /* the caller's flag; the race's */
    long tick;
    long max_decisions;        /* PAUSED COUNTS: pause at this many decisions, 0 = never */
    int paused;                /* search() paused: the next call goes on with */
    long p_restart, p_budget, p_since; /* its restart schedule, as it stood */
    Budget *budget;            /* MEMORY */
    Charge mem;
    size_t fixed, wbytes;      /* the tables' bytes; the watch lists' */
} Cdcl;

static inline int lit_var(int l) { return l >> 1; }
static inline Clause *clause_at(const Cdcl *s, int cref) { return (Clause *)(s->arena + cref); }
static inline int pos(int x) { return 2 * x; }
static inline int neg(int x) { return 2 * x + 1; }

/* COMPACT VARIABLES. Of a 36x36 grid's 46,656 pairs at 44% given, nine
 * in ten are false after the root propagation. They used to be variables
 * too, false at level 0, and every table indexed by variable or literal
 * (levels and reasons, values, activities, the heap, watch lists) was ten
 * times the size of its live part, so that many of the search's reads
 * missed the caches. With a variable for each open pair only, those
 * tables take a tenth: the same decisions for 6% fewer instructions and
 * half the last-level cache misses, and less CPU on fresh 36x36 grids
 * (docs/benchmarks.md#issue-30-target-3-compact-variables-branch-cdcl36).
 * Cell c's variable for value v (open at the start) is cbase[c] plus
 * the number of c's open values below v. */
static inline int var_of(const Cdcl *s, int c, int v)
{
    const uint64_t *r = s->ropen + (size_t)c * s->cw;
    int x = s->cbase[c];
    for (int w = 0; w < v >> 6; w++)
        x += __builtin_popcountll(r[w]);
    return x + __builtin_popcountll(r[v >> 6] & ((1ULL << (v & 63)) - 1));
}

/* ---- VSIDS heap (max-heap of activities) ---- */
/* Each heap entry carries a copy of its variable's activity (bump keeps
 * it equal to act[x]), so that a sifting step compares entries side by
 * side instead of reading act[] at two more places (pt36-2: 3% fewer L1
 * misses in all). SENTINEL: the entry after the last (heap[nheap]) has
 * activity -1, below every variable's, so that heap_down compares a last
 * parent's two children without asking whether the right one exists
 * (when it does not, the left one wins, as before). The heap and its
 * size are read into locals: the stores to hpos (ints) could otherwise
 * change them, for all the compiler knows. */
static const HeapEnt heap_sentinel = {-1.0, -1};

static void heap_up(Cdcl *s, int i)
{
    HeapEnt *h = s->heap, e = h[i];
    int *hpos = s->hpos;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (h[p].act >= e.act)
            break;
        h[i] = h[p];
        hpos[h[i].x] = i;
        i = p;
    }
    h[i] = e;
    hpos[e.x] = i;
}

static void heap_down(Cdcl *s, int i)
{
    HeapEnt *h = s->heap, e = h[i];
    int *hpos = s->hpos, n = s->nheap;
    for (;;) {
        int l = 2 * i + 1, b;
        if (l >= n)
            break;
        b = h[l + 1].act > h[l].act ? l + 1 : l; /* (SENTINEL) */
        if (h[b].act <= e.act)
            break;
        h[i] = h[b];
        hpos[h[i].x] = i;
        i = b;
    }
    h[i] = e;
    hpos[e.x] = i;
}

static void heap_insert(Cdcl *s, int x)
{
    if (s->hpos[x] >= 0)
        return;
    s->heap[s->nheap] = (HeapEnt){s->act[x], x};
    s->hpos[x] = s->nheap++;
    s->heap[s->nheap] = heap_sentinel;
    heap_up(s, s->nheap - 1);
}

static int heap_pop(Cdcl *s)
{
    int x = s->heap[0].x;
    s->hpos[x] = -1;
    HeapEnt last = s->heap[--s->nheap];
    s->heap[s->nheap] = heap_sentinel;
    if (s->nheap > 0) {
        s->heap[0] = last;
        s->hpos[last.x] = 0;
        heap_down(s, 0);
    }
    return x;
}

/* OUT OF THE HEAP. Every unassigned variable is in the heap (backtracking
 * puts back what it unassigns), so an assigned one is out of it exactly
 * when heap_pop_open took it off or a decision was made on it. Its true
 * literal's lv is then OUT_OF_HEAP -- still "true" to every test of lv,
 * which asks only for the sign -- so that backtracking learns what to put
 * back from the lv byte it clears anyway instead of reading hpos (186 KB
 * on a 36x36 grid: a cache miss on one variable in three it unassigns). */
#define OUT_OF_HEAP 2

/* The unassigned variable of highest activity, off the heap (the
 * assigned ones met on the way leave it too; backtracking puts them
 * back), or -1. */
static int heap_pop_open(Cdcl *s)
{
    while (s->nheap > 0) {
        int y = heap_pop(s);
        int8_t *t = &s->lv[pos(y)];
        if (*t == 0)
            return y;
        t[*t < 0] = OUT_OF_HEAP; /* (y's true literal) */
    }
    return -1;
}

static void bump(Cdcl *s, int x)
{
    if ((s->act[x] += s->inc) > 1e100) {
        for (int i = 0; i < s->nvars; i++)
            s->act[i] *= 1e-100;
        for (int i = 0; i < s->nheap; i++)
            s->heap[i].act *= 1e-100;
        s->inc *= 1e-100;
    }
    if (s->hpos[x] >= 0) {
        s->heap[s->hpos[x]].act = s->act[x];
        heap_up(s, s->hpos[x]);
    }
}

/* ---- assignment and backtracking ---- */
/* (The byte stores last: the compiler must assume a byte store changes
 * any of s's fields, and would read them again after it.) */
static inline void assign(Cdcl *s, int lit, int kind, int data)
{
    int x = lit_var(lit);
    int8_t *lv = s->lv;
    s->vi[x].level = s->nlim;
    s->vi[x].data = data;
    s->vi[x].kind = kind;
    s->vi[x].trail = s->ntrail;
    s->trail[s->ntrail++] = lit;
    lv[lit] = 1;
    lv[lit ^ 1] = -1;
}

/* OPEN MASKS. Per cell c, its values not false (cmask, cw words from
 * c * cw, bit v), and per group g and value v, the positions in g whose
 * cell has v not false (gmask, gw words from (v * ng + g) * gw, bit i for
 * cell gcells[gstart[g] + i]), as far as propagation has gone: like the
 * counters they lose a bit when a false literal is propagated (prop_false)
 * and get it back when backtracking undoes that (uncount). A literal
 * false but not yet propagated keeps its bit, so a scan still reads lv.
 * prop_true, alo_cell and alo_group visit only the bits set: of a 36x36
 * cell's 35 other values and its value in the 95 peers nearly all are
 * false already, so far fewer literals are looked at. The answers, and
 * the order literals are set, are those of the scans over every value
 * and the list of peers (prop_true), in less time. A group's mask is its
 * counter as well (its bits; mask_le1 for "at most 1"), the group loops
 * in prop_false and uncount one instead of two, fewer instructions and
 * cache misses (figures: docs/benchmarks.md#native-cdcl-open-masks). */
static inline void mask_clear(uint64_t *m, int i) { m[i >> 6] &= ~(1ULL << (i & 63)); }
static inline void mask_set(uint64_t *m, int i) { m[i >> 6] |= 1ULL << (i & 63); }
static inline int mask_has(const uint64_t *m, int i) { return (int)(m[i >> 6] >> (i & 63)) & 1; }
/* where cell c's mask starts in cmask (and rcmask), group g's for v in
 * gmask (and rgmask) */
static inline size_t cell_off(const Cdcl *s, int c) { return (size_t)c * s->cw; }
static inline size_t group_off(const Cdcl *s, int g, int v)
{
    return ((size_t)v * s->ng + g) * s->gw;
}
static inline uint64_t *cell_mask(const Cdcl *s, int c) { return s->cmask + cell_off(s, c); }
static inline uint64_t *group_mask(const Cdcl *s, int g, int v)
{
    return s->gmask + group_off(s, g, v);
}

/* x(c,v) false taken out of cell c's mask cm and of v's group masks
 * from gmv (group 0's for v): the open ones (prop_false) or the root
 * ones (root_masks) */
static inline void masks_drop(const Cdcl *s, uint64_t *cm, uint64_t *gmv, int c, int v)
{
    mask_clear(cm, v);
    for (int j = s->agstart[c], e = s->agstart[c + 1]; j < e; j++)
        gmv[s->agoff[j]] &= ~s->agbit[j];
}

/* at most one bit set in the n words from m */
static inline int mask_le1(const uint64_t *m, int n)
{
    int k = 0;
    for (int w = 0; w < n; w++) {
        if (m[w] & (m[w] - 1))
            return 0;
        k += m[w] != 0;
    }
    return k <= 1;
}

/* ROOT MASKS. The open masks' layout, the bits of the literals false at
 * level 0 cleared (the first nroot entries of the trail, brought up to
 * date when a conflict is analysed). Conflict analysis skips the false
 * literals at level 0 of a cell's or a group's at-least-one reason
 * without looking at them (they stop nothing and mark nothing), so
 * reason_lits and reason_implied visit only these bits. When every pair
 * had a variable (nine in ten false at level 0 on a 36x36 grid at 44%
 * given) this took 11% fewer instructions in all on pt36-2 (cachegrind),
 * 13% fewer L1 misses; now the pairs removed before the search have no
 * variable (COMPACT VARIABLES), and the root masks leave out what level
 * 0 sets later: learnt units and what they propagate. */
static void root_masks(Cdcl *s)
{
    for (; s->nroot < s->lim[0]; s->nroot++) {
        int l = s->trail[s->nroot], pr = s->pair[lit_var(l)], c = pr / s->nv, v = pr % s->nv;
        if (l & 1)
            masks_drop(s, s->rcmask + cell_off(s, c), s->rgmask + group_off(s, 0, v), c, v);
    }
}

/* The counters a propagated false x(c,v) lowered, raised again. */
static void uncount(Cdcl *s, int x)
{
    int pr = s->pair[x], c = pr / s->nv, v = pr % s->nv;
    uint64_t *gm = group_mask(s, 0, v);
    s->cellcnt[c]++;
    mask_set(cell_mask(s, c), v);
    for (int j = s->agstart[c]; j < s->agstart[c + 1]; j++)
        gm[s->agoff[j]] |= s->agbit[j];
}

/* SATISFIED. An at-least-one clause whose counter falls to 1 is most
 * often the cell or group whose value was just placed (the placement made
 * the others false); then its scan (alo_cell, alo_group) would only find
 * the true literal. So a propagated x(c,v) true marks cell c and, per full
 * group g of c, (g, v) as satisfied, and a counter at 1 of a marked clause
 * needs no scan. Backtracking clears the marks of the true literals it
 * undoes that were propagated (a mark cleared while another true literal
 * of the clause stays only costs a scan). The same decisions and
 * conflicts as without it. */
static inline void mark_done(Cdcl *s, int x, uint8_t m)
{
    int nv = s->nv, pr = s->pair[x], c = pr / nv, v = pr % nv;
    s->cdone[c] = m;
    for (int j = s->cgstart[c]; j < s->cgstart[c + 1]; j++)
        s->gdone[s->cglist[j] * nv + v] = m;
}

/* Undoes the levels above lvl. TARGET PHASES (CaDiCaL's, never reset
 * here): before that, a trail longer than any so far is saved as the
 * values decisions take (search), so that after a conflict or a restart
 * the search heads back to the largest consistent assignment met; at
 * first they are the caller's phase. Phase saving alone solved far fewer
 * hard 36x36 grids (docs/benchmarks.md#native-cdcl-target-phases). The
 * level-0 part of the trail only grows and its values never change, so
 * a save skips the level-0 entries saved before (target_root): on a 36x36
 * grid they are nine tenths of the trail. */
static void backtrack(Cdcl *s, int lvl)
{
    if (s->nlim <= lvl)
        return;
    int keep = s->lim[lvl];
    /* (in locals: the byte stores to target, lv and the SATISFIED marks
     * could change s's fields, for all the compiler knows) */
    const int *trail = s->trail;
    int8_t *lv = s->lv;
    int ntrail = s->ntrail, qhead = s->qhead;
    if (ntrail > s->target_n) { /* the longest trail so far */
        uint8_t *target = s->target;
        s->target_n = ntrail;
        for (int i = s->target_root; i < ntrail; i++)
            target[lit_var(trail[i])] = !(trail[i] & 1);
        s->target_root = s->lim[0];
    }
    for (int i = ntrail - 1; i >= keep; i--) {
        int lit = trail[i], x = lit_var(lit);
        if (i < qhead) {
            if (lit & 1)
                uncount(s, x);
            else
                mark_done(s, x, 0);
        }
        int out = lv[lit] == OUT_OF_HEAP;
        lv[lit] = lv[lit ^ 1] = 0;
        if (out)
            heap_insert(s, x);
    }
    s->ntrail = keep;
    s->qhead = keep;
    s->nlim = lvl;
}

/* ---- propagation ---- */
static inline int conflict(Cdcl *s, int kind, int data, int var)
{
    s->confl_kind = kind;
    s->confl_data = data;
    s->confl_var = var;
    return 0;
}

/* u made false by true x (the binary clause -x | -u): 0 when u is true. */
static inline int exclude(Cdcl *s, int x, int u)
{
    int8_t t = s->lv[pos(u)];
    if (t == 0)
        assign(s, neg(u), R_BIN, x);
    else if (t > 0)
        return conflict(s, R_BIN, x, u);
    return 1;
}

/* ONE WORD. prop_true, alo_cell, alo_group, prop_false and propagate take
 * the masks' widths (cw, gw: 64-bit words a cell's, a group's) as
 * arguments and are inlined into propagate, once with both 1 -- every
 * grid up to 64x64, the sizes the search is used on -- where the compiler
 * drops the word loops, and once with the widths read from s. */
#define CDCL_INLINE static inline __attribute__((always_inline))

/* x(c,v) true: the rest of c and v in c's peers become false. Only the
 * OPEN MASKS' bits are visited (the others are false: exclude would do
 * nothing); the peers group by group, in the groups' order (agstart), each
 * group's cells in its order: the order of the index's peers (ir_index.h),
 * where a peer met again is false by then (or the first meeting was a
 * conflict). */
CDCL_INLINE int prop_true(Cdcl *s, int x, int cw, int gw)
{
    int nv = s->nv, pr = s->pair[x], c = pr / nv, v = pr % nv;
    mark_done(s, x, 1);
    const uint64_t *cm = cell_mask(s, c);
    for (int w = 0; w < cw; w++)
        for (uint64_t m = cm[w]; m; m &= m - 1) {
            int u = var_of(s, c, 64 * w + __builtin_ctzll(m));
            if (u != x && !exclude(s, x, u))
                return 0;
        }
    /* (in locals: exclude's assignments store bytes, which the compiler
     * must assume change s's fields) */
    const int *ag = s->aglist, *gstart = s->gstart, *gcells = s->gcells;
    const uint64_t *gmv = group_mask(s, 0, v);
    for (int j = s->agstart[c], e = s->agstart[c + 1]; j < e; j++) {
        int g = ag[j];
        const int *gc = gcells + gstart[g];
        const uint64_t *gm = gmv + (size_t)g * gw;
        for (int w = 0; w < gw; w++)
            for (uint64_t m = gm[w]; m; m &= m - 1) {
                int q = gc[64 * w + __builtin_ctzll(m)];
                if (q != c && !exclude(s, x, var_of(s, q, v)))
                    return 0;
            }
    }
    return 1;
}

/* An at-least-one clause whose counter fell to 1 or 0: its one literal
 * not false (if unassigned) is made true; none left is a conflict. */
CDCL_INLINE int alo_cell(Cdcl *s, int c, int cw)
{
    int left = -1;
    const uint64_t *cm = s->cmask + (size_t)c * cw;
    for (int w = 0; w < cw; w++)
        for (uint64_t m = cm[w]; m; m &= m - 1) {
            int u = var_of(s, c, 64 * w + __builtin_ctzll(m));
            int8_t t = s->lv[pos(u)];
            if (t > 0)
                return 1;
            if (t == 0) {
                if (left >= 0)
                    return 1;
                left = u;
            }
        }
    if (left < 0)
        return conflict(s, R_CELL, c, -1);
    assign(s, pos(left), R_CELL, c);
    return 1;
}

CDCL_INLINE int alo_group(Cdcl *s, int g, int v, int gw)
{
    int left = -1;
    const int *gc = s->gcells + s->gstart[g];
    const uint64_t *gm = s->gmask + ((size_t)v * s->ng + g) * gw;
    for (int w = 0; w < gw; w++)
        for (uint64_t m = gm[w]; m; m &= m - 1) {
            int u = var_of(s, gc[64 * w + __builtin_ctzll(m)], v);
            int8_t t = s->lv[pos(u)];
            if (t > 0)
                return 1;
            if (t == 0) {
                if (left >= 0)
                    return 1;
                left = u;
            }
        }
    if (left < 0)
        return conflict(s, R_GROUP, g * s->nv + v, -1);
    assign(s, pos(left), R_GROUP, g * s->nv + v);
    return 1;
}

/* x(c,v) false: the counters first (all of them, so that backtracking can
 * undo them as a whole), then the clauses that became unit. */
CDCL_INLINE int prop_false(Cdcl *s, int x, int cw, int gw)
{
    int nv = s->nv, pr = s->pair[x], c = pr / nv, v = pr % nv;
    uint64_t *gm = s->gmask + (size_t)v * s->ng * gw;
    int cc = --s->cellcnt[c];
    masks_drop(s, s->cmask + (size_t)c * cw, gm, c, v);
    if (cc <= 1 && !s->cdone[c] && !alo_cell(s, c, cw))
        return 0;
    /* (the bounds and arrays in locals: alo_group's assignments store
     * bytes, which the compiler must assume change s's fields) */
    const int *cg = s->cglist;
    const uint8_t *gdone = s->gdone;
    for (int j = s->cgstart[c], e = s->cgstart[c + 1]; j < e; j++) {
        int g = cg[j];
        if (mask_le1(gm + (size_t)g * gw, gw) && !gdone[g * nv + v] && !alo_group(s, g, v, gw))
            return 0;
    }
    return 1;
}

/* WATCHED. Nine in ten of the literals propagated on a 36x36 grid have no
 * clause watching them, yet reading a list's size meant a cache miss in
 * s->watch (16 bytes a literal, 1.5 MB there). A bit per literal (12 KB)
 * says which lists are not empty: watch_add sets it, prop_clauses and
 * reduce clear it when they empty a list, and propagate looks at a list
 * only when its bit is set. */
static inline int has_watches(const Cdcl *s, int lit)
{
    return (int)(s->watched[lit >> 6] >> (lit & 63)) & 1;
}

/* Clause cref watches lit (blocker: another of its literals; when that is
 * true the clause need not be looked at). */
static void watch_add(Cdcl *s, int lit, int cref, int blocker)
{
    WList *o = &s->watch[lit];
    if (o->n == o->cap) {
        s->wbytes += (size_t)(o->cap ? o->cap : 4) * sizeof *o->w; /* (MEMORY) */
        o->cap = o->cap ? 2 * o->cap : 4;
        o->w = xrealloc(o->w, (size_t)o->cap * sizeof *o->w);
    }
    o->w[o->n++] = (Watch){cref, blocker};
    mask_set(s->watched, lit);
}

/* The learnt clauses watching literal f, which just became false. */
static int prop_clauses(Cdcl *s, int f)
{
    WList *ws = &s->watch[f];
    int i = 0, j = 0, n = ws->n, ok = 1;
    while (i < n) {
        Watch w = ws->w[i++];
        if (i < n) /* PREFETCH (propagate) */
            __builtin_prefetch(clause_at(s, ws->w[i].cref));
        if (s->lv[w.blocker] > 0) {
            ws->w[j++] = w;
            continue;
        }
        Clause *cl = clause_at(s, w.cref);
        int *l = cl->lits;
        if (l[0] == f) {
            l[0] = l[1];
            l[1] = f;
        }
        int first = l[0];
        w.blocker = first;
        if (s->lv[first] > 0) {
            ws->w[j++] = w;
            continue;
        }
        int k;
        for (k = 2; k < cl->size; k++)
            if (s->lv[l[k]] >= 0)
                break;
        if (k < cl->size) {
            l[1] = l[k];
            l[k] = f;
            watch_add(s, l[1], w.cref, first); /* l[1] is not f: ws stays valid */
            continue;
        }
        ws->w[j++] = w;
        if (s->lv[first] < 0) {
            conflict(s, R_CLAUSE, w.cref, -1);
            ok = 0;
            while (i < n)
                ws->w[j++] = ws->w[i++];
            break;
        }
        assign(s, first, R_CLAUSE, w.cref);
    }
    ws->n = j;
    if (j == 0)
        mask_clear(s->watched, f);
    return ok;
}

/* PREFETCH. A literal's watch list, its header in s->watch (16 bytes a
 * literal) and its block, and the clauses it names are each a cache miss
 * that prop_clauses would wait for in turn. So a watched literal's block
 * is fetched while prop_true or prop_false runs, and the next watch's
 * clause while a watch is looked at. The same work, fetched sooner, takes
 * less CPU on 36x36 grids
 * (docs/benchmarks.md#native-cdcl-prefetching-in-propagate). The header
 * of the next literal on the trail was fetched too, before the WATCHED
 * bits: now only one literal in ten has a header to read. */
CDCL_INLINE int propagate_w(Cdcl *s, int cw, int gw)
{
    while (s->qhead < s->ntrail) {
        int lit = s->trail[s->qhead++], x = lit_var(lit);
        /* (prop_false and prop_true add no watches) */
        int watched = has_watches(s, lit ^ 1);
        if (watched)
            __builtin_prefetch(s->watch[lit ^ 1].w);
        if (!((lit & 1) ? prop_false(s, x, cw, gw) : prop_true(s, x, cw, gw)))
            return 0;
        if (watched && !prop_clauses(s, lit ^ 1))
            return 0;
    }
    return 1;
}

static int propagate(Cdcl *s)
{
    s->st.propagations++;
    if (s->cw == 1 && s->gw == 1) /* ONE WORD */
        return propagate_w(s, 1, 1);
    return propagate_w(s, s->cw, s->gw);
}

/* ---- conflict analysis ---- */

/* LBD UPDATE (glucose's): a learnt clause met in conflict analysis, as
 * the conflict or a reason, gets the number of distinct levels of its
 * literals now as its LBD when that is lower, so that reduce() keeps the
 * clauses that have become closer to the search. On the 36x36 grids at
 * 44% given it means fewer decisions and more grids solved within 1 s,
 * though single grids move either way
 * (docs/benchmarks.md#native-cdcl-lbd-update). */
/* The distinct levels of lits[0..n), counted up to stop (LBD). */
static int count_levels(Cdcl *s, const int *lits, int n, int stop)
{
    int d = 0;
    s->stampgen++;
    for (int i = 0; i < n && d < stop; i++) {
        int lv = s->vi[lit_var(lits[i])].level;
        if (s->lvstamp[lv] != s->stampgen) {
            s->lvstamp[lv] = s->stampgen;
            d++;
        }
    }
    return d;
}

static void update_lbd(Cdcl *s, Clause *cl)
{
    int d = count_levels(s, cl->lits, cl->size, cl->lbd);
    if (d < cl->lbd)
        cl->lbd = d;
}

/* The literals of a reason (kind, data) other than that of variable x
 * (x < 0: all of them, for a conflict; then var is the binary conflict's
 * second variable), into s->buf; all are false. Returns their number.
 * A cell's or a group's leaves out those at level 0 (ROOT MASKS). */
static int reason_lits(Cdcl *s, int kind, int data, int x, int var)
{
    int n = 0, nv = s->nv;
    switch (kind) {
    case R_BIN:
        s->buf[n++] = neg(data);
        if (x < 0)
            s->buf[n++] = neg(var);
        break;
    case R_CELL: {
        const uint64_t *rm = s->rcmask + cell_off(s, data);
        for (int w = 0; w < s->cw; w++)
            for (uint64_t m = rm[w]; m; m &= m - 1) {
                int u = var_of(s, data, 64 * w + __builtin_ctzll(m));
                if (u != x)
                    s->buf[n++] = pos(u);
            }
        break;
    }
    case R_GROUP: {
        int g = data / nv, v = data % nv;
        const int *gc = s->gcells + s->gstart[g];
        const uint64_t *rm = s->rgmask + group_off(s, g, v);
        for (int w = 0; w < s->gw; w++)
            for (uint64_t m = rm[w]; m; m &= m - 1) {
                int u = var_of(s, gc[64 * w + __builtin_ctzll(m)], v);
                if (u != x)
                    s->buf[n++] = pos(u);
            }
        break;
    }
    case R_CLAUSE: {
        Clause *cl = clause_at(s, data);
        for (int i = 0; i < cl->size; i++)
            if (lit_var(cl->lits[i]) != x)
                s->buf[n++] = cl->lits[i];
        if (cl->lbd > KEEP_LBD)
            update_lbd(s, cl);
        break;
    }
    }
    return n;
}

/* MINIMISATION (MiniSat's recursive rule, with CaDiCaL's marks): a false
 * literal whose variable x is implied by the clause's other literals adds
 * nothing. Implied: every path back through reasons ends in the clause or
 * at level 0. seen[x]: 1 in the clause, 2 shown implied, 3 shown not;
 * the clause's levels are stamped in lvstamp (a literal of another level
 * cannot be implied by it; MiniSat's 32-bit abstraction of the levels let
 * nearly every level through on 36x36 clauses of 30-60 levels), and the
 * walk stops at depth MIN_DEPTH. Two of CaDiCaL's rules cut walks that
 * cannot succeed: a variable set before the clause's first literal of
 * its level (lvfirst: trail places) is not implied, and a literal alone
 * at its level in the clause (lvcount) is not redundant. (A variable of
 * level L is implied by literals of lower levels only through some of
 * level L, since propagation reaches its fixpoint before each decision;
 * going back through reasons on level L from one set before all of the
 * clause's literals of L meets none of them, only the decision of L.)
 * The same clauses, a walk a fraction as long: on pt36-1002 the walks
 * took 12% of the instructions before, 2% after. Up to 25 values
 * (alo_min 0) the walk does not go through the cells' and groups'
 * at-least-one reasons, only the learnt literal's own: faster on the ACS
 * 25x25 set, while on 36x36 grids the full walk did better
 * (docs/benchmarks.md#native-cdcl-minimisation-walk). */
#define MIN_DEPTH 1000
static int implied(Cdcl *s, int x, int depth);

/* false literal q implied? The marks and level 0 answer at once; the
 * walk only when they do not (called for each literal of a reason, this
 * saves a call per literal) */
static inline int lit_implied(Cdcl *s, int q, int depth)
{
    int u = lit_var(q);
    uint8_t m = s->seen[u];
    if (m == 1 || m == 2 || s->vi[u].level == 0)
        return 1;
    if (m == 3)
        return 0;
    return implied(s, u, depth);
}

/* The literals of x's reason other than x's own, in order, each implied
 * (walked at depth); of a cell's or a group's, those above level 0 (ROOT
 * MASKS: the others are). */
CDCL_INLINE int reason_implied(Cdcl *s, int x, int depth)
{
    int d = s->vi[x].data, nv = s->nv;
    switch (s->vi[x].kind) {
    case R_BIN:
        return lit_implied(s, neg(d), depth);
    case R_CELL: {
        const uint64_t *rm = s->rcmask + cell_off(s, d);
        for (int w = 0; w < s->cw; w++)
            for (uint64_t m = rm[w]; m; m &= m - 1) {
                int u = var_of(s, d, 64 * w + __builtin_ctzll(m));
                if (u != x && !lit_implied(s, pos(u), depth))
                    return 0;
            }
        return 1;
    }
    case R_GROUP: {
        int g = d / nv, v = d % nv;
        const int *gc = s->gcells + s->gstart[g];
        const uint64_t *rm = s->rgmask + group_off(s, g, v);
        for (int w = 0; w < s->gw; w++)
            for (uint64_t m = rm[w]; m; m &= m - 1) {
                int u = var_of(s, gc[64 * w + __builtin_ctzll(m)], v);
                if (u != x && !lit_implied(s, pos(u), depth))
                    return 0;
            }
        return 1;
    }
    case R_CLAUSE: {
        const Clause *cl = clause_at(s, d);
        for (int i = 0; i < cl->size; i++)
            if (lit_var(cl->lits[i]) != x && !lit_implied(s, cl->lits[i], depth))
                return 0;
        return 1;
    }
    }
    return 1;
}

/* x (level above 0, not marked) implied: its reason's literals are */
static int implied(Cdcl *s, int x, int depth)
{
    const VarInfo *v = &s->vi[x];
    if (v->kind == R_NONE || s->lvstamp[v->level] != s->stampgen || depth > MIN_DEPTH ||
        (!s->alo_min && (v->kind == R_CELL || v->kind == R_GROUP)))
        return 0;
    if (v->trail < s->lvfirst[v->level]) { /* set before the clause's first of its level */
        s->seen[x] = 3;
        s->toclear[s->ntoclear++] = x;
        return 0;
    }
    int ok = reason_implied(s, x, depth + 1);
    s->seen[x] = ok ? 2 : 3;
    s->toclear[s->ntoclear++] = x;
    return ok;
}

/* learnt literal l (seen 1) is redundant when its reason is implied (not
 * when it is alone at its level) */
static int redundant(Cdcl *s, int l)
{
    return s->lvcount[s->vi[lit_var(l)].level] > 1 && reason_implied(s, lit_var(l), 1);
}

/* COLLAPSE: literals x(c,v) false (learnt[1..]) that one true variable d
 * made false through a binary clause (-d | -x: d is in c or is v in a
 * peer) are replaced, when there are two or more of them, by the single
 * literal -d: resolving the clause with those binary reasons. d was set at
 * their level (binary implications propagate at once), so the levels, the
 * LBD and the asserting literal stay; the clause only gets shorter. This
 * is the "equality" view of the grid: a placed value instead of each
 * candidate it removed. Returns the new size. */
static int collapse(Cdcl *s, int nl)
{
    int k = 1, any = 0;
    for (int i = 1; i < nl; i++) {
        int l = s->learnt[i], x = lit_var(l);
        if (!(l & 1) && s->vi[x].kind == R_BIN && s->dcnt[s->vi[x].data]++)
            any = 1;
    }
    if (!any) {
        for (int i = 1; i < nl; i++) {
            int l = s->learnt[i], x = lit_var(l);
            if (!(l & 1) && s->vi[x].kind == R_BIN)
                s->dcnt[s->vi[x].data] = 0;
        }
        return nl;
    }
    for (int i = 1; i < nl; i++) {
        int l = s->learnt[i], x = lit_var(l);
        if (!(l & 1) && s->vi[x].kind == R_BIN) {
            int d = s->vi[x].data, c = s->dcnt[d];
            if (c == 1) {
                s->dcnt[d] = 0;
            } else if (c > 1) { /* the first of them: -d stands for all */
                s->dcnt[d] = -1;
                s->learnt[k++] = neg(d);
                continue;
            } else { /* c == -1: a later one, left out */
                continue;
            }
        }
        s->learnt[k++] = l;
    }
    s->st.collapsed += nl - k;
    for (int i = 1; i < k; i++) { /* the marks of the -d literals */
        int l = s->learnt[i];
        if (l & 1)
            s->dcnt[lit_var(l)] = 0;
    }
    return k;
}

/* 1-UIP: the learnt clause into s->learnt (asserting literal first, the
 * literal of the highest other level second); returns its size, and the
 * level to go back to in *back. */
static int analyze(Cdcl *s, int *back, int *lbd)
{
    root_masks(s);
    int n = reason_lits(s, s->confl_kind, s->confl_data, -1, s->confl_var);
    int paths = 0, nl = 1, idx = s->ntrail - 1, p = -1, cur = s->nlim;
    s->ntoclear = 0;
    for (;;) {
        for (int i = 0; i < n; i++) {
            int q = s->buf[i], u = lit_var(q);
            if (s->seen[u] || s->vi[u].level == 0)
                continue;
            s->seen[u] = 1;
            s->toclear[s->ntoclear++] = u;
            bump(s, u);
            if (s->vi[u].level >= cur)
                paths++;
            else
                s->learnt[nl++] = q;
        }
        while (!s->seen[lit_var(s->trail[idx])])
            idx--;
        p = s->trail[idx--];
        s->seen[lit_var(p)] = 0; /* not in the clause: minimisation must not count it */
        if (--paths == 0)
            break;
        int x = lit_var(p);
        n = reason_lits(s, s->vi[x].kind, s->vi[x].data, x, -1);
    }
    s->learnt[0] = p ^ 1;
    /* minimise */
    s->stampgen++; /* the clause's levels, their first trail places, their literals */
    for (int i = 1; i < nl; i++) {
        const VarInfo *v = &s->vi[lit_var(s->learnt[i])];
        if (s->lvstamp[v->level] != s->stampgen) {
            s->lvstamp[v->level] = s->stampgen;
            s->lvfirst[v->level] = v->trail;
            s->lvcount[v->level] = 0;
        }
        if (v->trail < s->lvfirst[v->level])
            s->lvfirst[v->level] = v->trail;
        s->lvcount[v->level]++;
    }
    int k = 1;
    for (int i = 1; i < nl; i++) {
        int x = lit_var(s->learnt[i]);
        if (s->vi[x].kind == R_NONE || !redundant(s, s->learnt[i]))
            s->learnt[k++] = s->learnt[i];
    }
    nl = k;
    for (int i = 0; i < s->ntoclear; i++)
        s->seen[s->toclear[i]] = 0;
    nl = collapse(s, nl);
    /* the highest other level second; LBD = distinct levels */
    *back = 0;
    if (nl > 1) {
        int bi = 1;
        for (int i = 2; i < nl; i++)
            if (s->vi[lit_var(s->learnt[i])].level > s->vi[lit_var(s->learnt[bi])].level)
                bi = i;
        int t = s->learnt[1];
        s->learnt[1] = s->learnt[bi];
        s->learnt[bi] = t;
        *back = s->vi[lit_var(s->learnt[1])].level;
    }
    *lbd = count_levels(s, s->learnt, nl, INT_MAX);
    return nl;
}

/* MEMORY. The tables (cdcl_init), the clause arena and the watch lists
 * are charged to the problem's budget: the tables before they are made,
 * the arena before it grows, reduce()'s second arena before it is made,
 * and the watch lists (which grow inside propagation, where nothing can
 * stop) after each conflict. A refusal ends the search with
 * CDCL_OUT_OF_MEMORY. 1 when the budget refuses `extra` bytes more. */
static int mem_refused(Cdcl *s, size_t extra)
{
    size_t bytes = s->fixed + (size_t)s->acap * sizeof *s->arena + s->wbytes + extra;
    return charge_step(&s->mem, s->budget, bytes) != 0;
}

/* Adds a learnt clause: its cref, or -1 when the budget refuses the
 * arena's growth. */
static int add_clause(Cdcl *s, const int *lits, int n, int lbd)
{
    if (s->asize + 2 + n > s->acap) {
        long cap = s->acap;
        while (s->asize + 2 + n > cap)
            cap = cap ? 2 * cap : 1 << 16;
        if (cap > INT_MAX) /* crefs are ints: 8 GB of clauses is out of memory */
            out_of_memory((size_t)cap * sizeof *s->arena);
        if (mem_refused(s, (size_t)(cap - s->acap) * sizeof *s->arena))
            return -1;
        s->acap = cap;
        s->arena = xrealloc(s->arena, (size_t)s->acap * sizeof *s->arena);
    }
    int cref = (int)s->asize;
    Clause *cl = clause_at(s, cref);
    cl->size = n;
    cl->lbd = lbd;
    memcpy(cl->lits, lits, (size_t)n * sizeof(int));
    s->asize += 2 + n;
    s->nlearnt++;
    watch_add(s, lits[0], cref, lits[1]);
    watch_add(s, lits[1], cref, lits[0]);
    return cref;
}

/* ---- clause deletion ---- */
typedef struct {
    long long key; /* LBD, then length: larger is worse (64 bits where long has 32) */
    int cref;
} Cand;

static int cmp_worse(const void *a, const void *b)
{
    const Cand *p = a, *q = b;
    if (p->key != q->key)
        return (q->key > p->key) - (q->key < p->key);
    return (p->cref > q->cref) - (p->cref < q->cref); /* the older first */
}

/* Deletes the worse half (by LBD, then size, then age) of the learnt
 * clauses with LBD above KEEP_LBD that are no variable's reason now. (The
 * keys travel with the clauses: batch --jobs runs solvers in threads, so
 * qsort's comparison reads no shared state; the age, the cref, makes the
 * order total.) KEEP_LBD 3 rather than glucose's 2, since collapse() made
 * clauses short and keeping more of them was faster on 36x36 grids
 * (docs/benchmarks.md#native-cdcl-keep_lbd-3). The clauses kept move to a
 * new arena; each old one's lbd slot then holds its new cref, or -1.
 * Returns -1 (nothing done) when the budget refuses the two arrays. */
static int reduce(Cdcl *s)
{
    if (mem_refused(s, (size_t)s->nlearnt * sizeof(Cand) + (size_t)s->acap * sizeof(int)))
        return -1;
    Cand *cand = xmalloc((size_t)(s->nlearnt ? s->nlearnt : 1) * sizeof *cand);
    int nc = 0;
    for (long r = 0; r < s->asize; r += 2 + s->arena[r]) {
        Clause *cl = clause_at(s, (int)r);
        if (cl->lbd <= KEEP_LBD)
            continue;
        int x = lit_var(cl->lits[0]);
        if (s->lv[cl->lits[0]] > 0 && s->vi[x].kind == R_CLAUSE && s->vi[x].data == r)
            continue;
        cand[nc++] = (Cand){(long long)cl->lbd * (1LL << 32) + cl->size, (int)r};
    }
    qsort(cand, (size_t)nc, sizeof *cand, cmp_worse);
    for (int i = 0; i < nc / 2; i++) {
        clause_at(s, cand[i].cref)->lbd = -2; /* deleted */
        s->nlearnt--;
    }
    free(cand);
    int *na = xmalloc((size_t)(s->acap ? s->acap : 1) * sizeof *na);
    long nsize = 0;
    for (long r = 0; r < s->asize; r += 2 + s->arena[r]) {
        Clause *cl = clause_at(s, (int)r);
        if (cl->lbd == -2) {
            cl->lbd = -1;
            continue;
        }
        memcpy(na + nsize, cl, (size_t)(2 + cl->size) * sizeof(int));
        cl->lbd = (int)nsize;
        nsize += 2 + cl->size;
    }
    for (int l = 0; l < 2 * s->nvars; l++) {
        WList *ws = &s->watch[l];
        int j = 0;
        for (int i = 0; i < ws->n; i++) {
            int to = s->arena[ws->w[i].cref + 1];
            if (to >= 0)
                ws->w[j++] = (Watch){to, ws->w[i].blocker};
        }
        ws->n = j;
        if (j == 0)
            mask_clear(s->watched, l);
    }
    for (int i = 0; i < s->ntrail; i++) {
        int x = lit_var(s->trail[i]);
        if (s->vi[x].kind == R_CLAUSE)
            s->vi[x].data = s->arena[s->vi[x].data + 1];
    }
    free(s->arena);
    s->arena = na;
    s->asize = nsize;
    return 0;
}

/* ---- set-up and the search loop ---- */
#define REDUCE_FIRST 2000
#define REDUCE_INC 300

static void cdcl_init(Cdcl *s, const CdclProblem *p)
{
    int nc = p->ncells, nv = p->nvals, ng = p->ngroups;
    s->nc = nc;
    s->nv = nv;
    s->alo_min = p->minimise == CDCL_MIN_AUTO ? nv > 25 : p->minimise == CDCL_MIN_FULL;
    s->dom_k = nv > 25 ? DOM_K : 0;
    s->ng = ng;
    s->gstart = p->gstart;
    s->gcells = p->gcells;
    s->gfull = p->gfull;
    /* cells' full groups, and all their groups (ir_index_invert), with the
     * cell's position in each */
    ir_index_invert(nc, ng, p->gstart, p->gcells, p->gfull, &s->cgstart, &s->cglist);
    ir_index_invert(nc, ng, p->gstart, p->gcells, NULL, &s->agstart, &s->aglist);
    /* OPEN MASKS: the open pairs */
    int gmax = 1;
    for (int g = 0; g < ng; g++)
        if (p->gstart[g + 1] - p->gstart[g] > gmax)
            gmax = p->gstart[g + 1] - p->gstart[g];
    s->cw = (nv + 63) / 64;
    s->gw = (gmax + 63) / 64;
    /* COMPACT VARIABLES: a variable per open pair */
    s->ropen = xcalloc((size_t)nc * s->cw, sizeof(uint64_t));
    s->cbase = xmalloc(((size_t)nc + 1) * sizeof(int));
    int nx = 0;
    for (int c = 0; c < nc; c++) {
        s->cbase[c] = nx;
        for (int v = 0; v < nv; v++)
            if (p->allowed[(size_t)c * nv + v]) {
                mask_set(s->ropen + (size_t)c * s->cw, v);
                nx++;
            }
    }
    s->cbase[nc] = nx;
    s->nvars = nx;
    s->pair = xmalloc((size_t)(nx ? nx : 1) * sizeof(int));
    for (int c = 0, x = 0; c < nc; c++)
        for (int v = 0; v < nv; v++)
            if (p->allowed[(size_t)c * nv + v])
                s->pair[x++] = c * nv + v;
    s->agoff = xmalloc((size_t)(s->agstart[nc] ? s->agstart[nc] : 1) * sizeof(int));
    s->agbit = xmalloc((size_t)(s->agstart[nc] ? s->agstart[nc] : 1) * sizeof(uint64_t));
    for (int c = 0; c < nc; c++)
        for (int j = s->agstart[c]; j < s->agstart[c + 1]; j++) {
            int g = s->aglist[j], i = 0;
            while (p->gcells[p->gstart[g] + i] != c)
                i++;
            s->agoff[j] = g * s->gw + i / 64;
            s->agbit[j] = 1ULL << (i & 63);
        }
    s->cmask = xmalloc((size_t)nc * s->cw * sizeof(uint64_t));
    memcpy(s->cmask, s->ropen, (size_t)nc * s->cw * sizeof(uint64_t));
    s->gmask = xcalloc((size_t)(ng ? ng : 1) * nv * s->gw, sizeof(uint64_t));
    for (int g = 0; g < ng; g++)
        for (int v = 0; v < nv; v++)
            for (int i = 0; i < p->gstart[g + 1] - p->gstart[g]; i++)
                if (p->allowed[(size_t)p->gcells[p->gstart[g] + i] * nv + v])
                    mask_set(group_mask(s, g, v), i);
    s->rcmask = xmalloc((size_t)nc * s->cw * sizeof(uint64_t));
    s->rgmask = xmalloc((size_t)(ng ? ng : 1) * nv * s->gw * sizeof(uint64_t));
    memcpy(s->rcmask, s->cmask, (size_t)nc * s->cw * sizeof(uint64_t));
    memcpy(s->rgmask, s->gmask, (size_t)(ng ? ng : 1) * nv * s->gw * sizeof(uint64_t));

    s->lv = xcalloc((size_t)2 * nx + 2, 1);
    s->vi = xmalloc((size_t)nx * sizeof(VarInfo));
    s->trail = xmalloc((size_t)nx * sizeof(int));
    s->lim = xmalloc((size_t)(nx + 1) * sizeof(int));
    s->cellcnt = xmalloc((size_t)nc * sizeof(int));
    s->cdone = xcalloc((size_t)nc, 1);
    s->gdone = xcalloc((size_t)(ng ? ng : 1) * nv, 1);
    s->act = xmalloc((size_t)nx * sizeof(double));
    s->heap = xmalloc((size_t)(nx + 1) * sizeof(HeapEnt)); /* (SENTINEL) */
    s->heap[0] = heap_sentinel;
    s->hpos = xmalloc((size_t)nx * sizeof(int));
    s->target = xmalloc((size_t)nx);
    s->seen = xcalloc((size_t)nx, 1);
    s->watch = xcalloc((size_t)2 * nx, sizeof(WList));
    s->watched = xcalloc((size_t)(2 * nx + 63) / 64, sizeof(uint64_t));
    s->buf = xmalloc((size_t)(nx + 2) * sizeof(int));
    s->learnt = xmalloc((size_t)(nx + 2) * sizeof(int));
    s->toclear = xmalloc((size_t)(2 * nx + 2) * sizeof(int));
    s->lvstamp = xcalloc((size_t)nx + 2, sizeof(int));
    s->lvfirst = xmalloc(((size_t)nx + 2) * sizeof(int));
    s->lvcount = xmalloc(((size_t)nx + 2) * sizeof(int));
    s->dcnt = xcalloc((size_t)nx, sizeof(int));
    for (int c = 0; c < nc; c++)
        s->cellcnt[c] = s->cbase[c + 1] - s->cbase[c];
    s->inc = 1;
    s->reduce_at = REDUCE_FIRST;
    /* DIVERSIFIED (seed > 0): each starting activity raised by a random
     * amount below the step between two candidate counts, so that the
     * cells keep their order by count and the ties among them (and among a
     * cell's values) fall in an order of the seed's, as in a relabelled,
     * permuted copy of the grid. Such copies of one grid differ in time
     * by several times, so racing copies takes the fastest of them
     * (docs/benchmarks.md#native-cdcl-diversified-starts). */
    Rng rng;
    rng_seed(&rng, p->seed);
    double jitter = p->seed ? 1e-3 / nv * 0x1p-64 : 0; /* rng_next() is below 2^64 */
    for (int c = 0; c < nc; c++) {
        int k = s->cbase[c + 1] - s->cbase[c];
        for (int v = 0, x = s->cbase[c]; v < nv; v++) {
            /* (a draw for every pair, open or not: the same jitter as
             * when every pair had a variable) */
            double j = jitter > 0 ? jitter * (double)rng_next(&rng) : 0;
            if (!p->allowed[(size_t)c * nv + v])
                continue;
            s->act[x] = 1e-3 * (nv - k) / nv + j; /* fewest candidates first, at the start */
            s->target[x] = p->phase && p->phase[c] == v;
            s->hpos[x] = -1;
            x++;
        }
    }
    for (int x = 0; x < nx; x++)
        heap_insert(s, x);
}

static void cdcl_free(Cdcl *s)
{
    free(s->arena);
    if (s->watch)
        for (int l = 0; l < 2 * s->nvars; l++)
            free(s->watch[l].w);
    free(s->watch);
    free(s->watched);
    free(s->cgstart);
    free(s->cglist);
    free(s->agstart);
    free(s->cbase);
    free(s->pair);
    free(s->ropen);
    free(s->aglist);
    free(s->agoff);
    free(s->agbit);
    free(s->cmask);
    free(s->gmask);
    free(s->rcmask);
    free(s->rgmask);
    free(s->lv);
    free(s->vi);
    free(s->trail);
    free(s->lim);
    free(s->cellcnt);
    free(s->cdone);
    free(s->gdone);
    free(s->act);
    free(s->heap);
    free(s->hpos);
    free(s->target);
    free(s->seen);
    free(s->buf);
    free(s->learnt);
    free(s->toclear);
    free(s->lvstamp);
    free(s->lvfirst);
    free(s->lvcount);
    free(s->dcnt);
}

static int stopped(Cdcl *s)
{
    return (++s->tick & 255) == 0 &&
           (must_end(s->deadline, s->cancel) || cancel_requested(s->stop));
}

#define RESTART_UNIT 2000

/* DECISIONS. The unassigned variable of highest VSIDS activity (bumped
 * for every variable met in conflict analysis, the increment growing by
 * 1/0.95 a conflict); at the start the cells with fewer candidates come
 * first. Its value is its TARGET PHASE (backtrack). When that is false,
 * the decision sets the cell's target value instead if it is still open
 * (a positive decision, "cell c takes v", as the native search makes):
 * faster on both the 36x36 and the ACS 25x25 sets.
 * Above 25 values, the variable is the one whose cell has the fewest
 * values not false (cellcnt) among the DOM_K unassigned variables of
 * highest activity (the first of them on ties; the others go back to the
 * heap): VSIDS says which part of the grid the conflicts are in, the
 * candidates count (as the search above branches) which cell there is
 * the most constrained. On 36x36 grids it cut the median and the CPU
 * against VSIDS alone; other K did worse, and on 25x25 grids it made the
 * slowest slower, so 25 values and fewer keep VSIDS alone
 * (docs/benchmarks.md#native-cdcl-decisions).
 * RESTARTS: Luby's sequence times RESTART_UNIT conflicts; the target
 * phases carry the search back to where it was. */
static int search(Cdcl *s, int *out)
{
    long nrestart = 1, budget = RESTART_UNIT * luby(1), since = 0;
    if (s->paused) { /* PAUSED COUNTS: as if it had never stopped */
        nrestart = s->p_restart;
        budget = s->p_budget;
        since = s->p_since;
        s->paused = 0;
    }
    for (;;) {
        if (!propagate(s)) {
            s->st.conflicts++;
            since++;
            if (s->nlim == 0)
                return 0;
            int back, lbd;
            int n = analyze(s, &back, &lbd);
            backtrack(s, back);
            if (n == 1) {
                assign(s, s->learnt[0], R_NONE, 0);
            } else {
                int cref = add_clause(s, s->learnt, n, lbd);
                if (cref < 0)
                    return CDCL_OUT_OF_MEMORY;
                s->st.learnt++;
                s->st.learnt_lits += n;
                assign(s, s->learnt[0], R_CLAUSE, cref);
            }
            s->inc *= 1 / 0.95;
            if (mem_refused(s, 0))
                return CDCL_OUT_OF_MEMORY;
            if (stopped(s))
                return -1;
            continue;
        }
        if (since >= budget) {
            backtrack(s, 0);
            s->st.restarts++;
            since = 0;
            budget = RESTART_UNIT * luby(++nrestart);
        }
        if (s->nlearnt >= s->reduce_at) {
            if (reduce(s) != 0)
                return CDCL_OUT_OF_MEMORY;
            s->reduce_at += REDUCE_FIRST + REDUCE_INC * s->st.restarts / 8;
        }
        if (s->max_decisions && s->st.decisions >= s->max_decisions) {
            /* PAUSED COUNTS: before the decision, nothing popped, the
             * trail and the restart schedule kept: the next call goes on
             * exactly as this one would have */
            s->paused = 1;
            s->p_restart = nrestart;
            s->p_budget = budget;
            s->p_since = since;
            return CDCL_PAUSED;
        }
        int x = heap_pop_open(s);
        if (x >= 0 && s->dom_k > 1) {
            int popped[DOM_K], np = 0, best = x, y;
            while (np < s->dom_k - 1 && (y = heap_pop_open(s)) >= 0) {
                popped[np++] = y;
                if (s->cellcnt[s->pair[y] / s->nv] < s->cellcnt[s->pair[best] / s->nv])
                    best = y;
            }
            if (best != x) {
                heap_insert(s, x);
                x = best;
            }
            for (int i = 0; i < np; i++)
                if (popped[i] != x)
                    heap_insert(s, popped[i]);
        }
        if (x < 0) { /* every variable set and nothing in conflict */
            for (int u = 0; u < s->nvars; u++)
                if (s->lv[pos(u)] > 0)
                    out[s->pair[u] / s->nv] = s->pair[u] % s->nv;
            return 1;
        }
        if (stopped(s))
            return -1;
        s->st.decisions++;
        s->lim[s->nlim++] = s->ntrail;
        int lit = s->target[x] ? pos(x) : neg(x);
        int c = s->pair[x] / s->nv;
        for (int u = s->cbase[c], e = s->cbase[c + 1]; !s->target[x] && u < e; u++)
            if (s->target[u] && s->lv[pos(u)] == 0) {
                heap_insert(s, x);
                lit = pos(u);
                break;
            }
        assign(s, lit, R_NONE, 0);
        if (lit_var(lit) == x) /* x was popped (u: still in the heap) */
            s->lv[lit] = OUT_OF_HEAP;
    }
}

/* The bytes cdcl_init allocates (MEMORY): about 130 a variable (an open
 * pair), and some per cell and per group and value. */
static size_t fixed_bytes(const CdclProblem *p)
{
    size_t nc = (size_t)p->ncells, nv = (size_t)p->nvals, ng = (size_t)p->ngroups,
           nx = 0, ngc = (size_t)p->gstart[p->ngroups], gmax = 1;
    for (size_t i = 0; i < nc * nv; i++) /* COMPACT VARIABLES */
        nx += p->allowed[i];
    for (int g = 0; g < p->ngroups; g++)
        if ((size_t)(p->gstart[g + 1] - p->gstart[g]) > gmax)
            gmax = (size_t)(p->gstart[g + 1] - p->gstart[g]);
    size_t cw = (nv + 63) / 64, gw = (gmax + 63) / 64;
    return 3 * (nc + 1 + ngc) * sizeof(int) + ngc * (sizeof(int) + sizeof(uint64_t)) +
           3 * nc * cw * sizeof(uint64_t) + 2 * (ng ? ng : 1) * nv * gw * sizeof(uint64_t) +
           nc * (sizeof(int) + 1) + (ng ? ng : 1) * nv +
           nx * (2 + 14 * sizeof(int) + sizeof(double) + sizeof(HeapEnt) + 2 + 2 * sizeof(WList)) +
           sizeof(HeapEnt) + (2 * nx + 63) / 64 * sizeof(uint64_t);
}

/* COMPACT VARIABLES: the counters start where the removed pairs left
 * them, so what propagation does when a counter falls to 1 or 0 is done
 * here at the start, by the same steps (alo_cell, alo_group): a cell
 * with one open value, or a full group with one place for a value, sets
 * it at level 0 (its at-least-one reason); none means no solution
 * (s->unsat). */
static void root_units(Cdcl *s)
{
    for (int c = 0; c < s->nc && !s->unsat; c++)
        if (s->cbase[c + 1] - s->cbase[c] <= 1 && !alo_cell(s, c, s->cw))
            s->unsat = 1;
    for (int g = 0; g < s->ng && !s->unsat; g++) {
        if (!s->gfull[g])
            continue;
        for (int v = 0; v < s->nv && !s->unsat; v++)
            if (mask_le1(group_mask(s, g, v), s->gw) && !alo_group(s, g, v, s->gw))
                s->unsat = 1;
    }
}

/* The search set up for p, a variable for each pair open there
 * (COMPACT VARIABLES): 0, or CDCL_OUT_OF_MEMORY when the budget refuses
 * its tables (nothing is then allocated). */
static int cdcl_start(Cdcl *s, const CdclProblem *p)
{
    memset(s, 0, sizeof *s);
    s->deadline = p->deadline;
    s->cancel = p->cancel;
    s->stop = p->stop;
    s->budget = p->budget;
    s->fixed = fixed_bytes(p);
    if (charge_set(&s->mem, s->budget, s->fixed) != 0)
        return CDCL_OUT_OF_MEMORY;
    cdcl_init(s, p);
    root_units(s);
    return 0;
}

static void cdcl_end(Cdcl *s, CdclStats *st)
{
    if (st)
        *st = s->st;
    cdcl_free(s);
    charge_clear(&s->mem);
}

int cdcl_solve(const CdclProblem *p, int *out, CdclStats *st)
{
    Cdcl s;
    if (cdcl_start(&s, p) != 0) {
        if (st)
            memset(st, 0, sizeof *st);
        return CDCL_OUT_OF_MEMORY;
    }
    int r = !s.unsat && propagate(&s);
    if (r)
        r = search(&s, out);
    cdcl_end(&s, st);
    return r;
}

/* BLOCKING CLAUSES (COUNTING). Once a solution sol is found and the
 * search is back at level 0, the clause "some cell differs from sol"
 * excludes it and nothing else: -x(c, sol[c]) over the cells not yet
 * settled at level 0 (a cell settled there holds sol[c] in every
 * solution left, its literal is false for good; one whose sol value is
 * false there already means sol is excluded, no clause needed). It is
 * kept as a learnt clause of LBD 0, which reduce() never deletes (LBDs
 * only fall). Every solution found satisfies the clauses of those found
 * before, so none is found twice, and learnt clauses follow from the
 * groups and the blocking clauses, so none is lost: the count is exact.
 * Returns 1, 0 when no solution is left (every cell settled as in sol),
 * CDCL_OUT_OF_MEMORY when the budget refuses the clause. */
static int block(Cdcl *s, const int *sol)
{
    int n = 0;
    for (int c = 0; c < s->nc; c++) {
        if (!mask_has(s->ropen + (size_t)c * s->cw, sol[c]))
            return 1; /* sol[c] false from the start */
        int x = var_of(s, c, sol[c]);
        if (s->lv[pos(x)] < 0)
            return 1;
        if (s->lv[pos(x)] == 0)
            s->learnt[n++] = neg(x);
    }
    if (n == 0)
        return 0;
    if (n == 1) {
        assign(s, s->learnt[0], R_NONE, 0);
        return 1;
    }
    return add_clause(s, s->learnt, n, 0) < 0 ? CDCL_OUT_OF_MEMORY : 1;
}

/* A count in progress (cdcl.h's PAUSED COUNTS): the search, where it
 * stands (r: 1 while more may come), the solutions found. */
struct CdclCount {
    Cdcl s;
    int *out;
    int r;
    long found;
};

CdclCount *cdcl_count_new(const CdclProblem *p, const int *blocked, int nblocked, int *status)
{
    CdclCount *c = xcalloc(1, sizeof *c);
    *status = 0;
    if (cdcl_start(&c->s, p) != 0) {
        free(c);
        *status = CDCL_OUT_OF_MEMORY;
        return NULL;
    }
    c->r = !c->s.unsat;
    for (int i = 0; i < nblocked && c->r == 1; i++)
        c->r = block(&c->s, blocked + (size_t)i * c->s.nc);
    c->out = xmalloc((size_t)c->s.nc * sizeof(int));
    return c;
}

long cdcl_count_run(CdclCount *c, long limit, long max_decisions, CdclSolutionFn fn, void *ctx,
                    int *status, CdclStats *st)
{
    Cdcl *s = &c->s;
    s->max_decisions = max_decisions;
    *status = 0;
    while (c->r == 1 && c->found < limit) {
        int r = search(s, c->out); /* from level 0, or where a pause left it */
        if (r == CDCL_PAUSED) {
            *status = CDCL_PAUSED;
            break;
        }
        c->r = r; /* a conflict at level 0: none left */
        if (r != 1)
            break;
        c->found++;
        if (fn && fn(c->out, ctx)) {
            c->r = 0; /* stopped by fn: over */
            break;
        }
        if (c->found < limit) {
            backtrack(s, 0);
            c->r = block(s, c->out);
        }
    }
    if (c->r < 0)
        *status = c->r;
    if (st)
        *st = s->st;
    return c->found;
}

void cdcl_count_free(CdclCount *c, CdclStats *st)
{
    if (!c)
        return;
    free(c->out);
    cdcl_end(&c->s, st);
    free(c);
}

long cdcl_count(const CdclProblem *p, const int *blocked, int nblocked, long limit,
                CdclSolutionFn fn, void *ctx, int *status, CdclStats *st)
{
    CdclCount *c = cdcl_count_new(p, blocked, nblocked, status);
    if (!c) {
        if (st)
            memset(st, 0, sizeof *st);
        return 0;
    }
    long found = cdcl_count_run(c, limit, 0, fn, ctx, status, NULL);
    cdcl_count_free(c, st);
    return found;
}
