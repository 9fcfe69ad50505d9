/* dlx.h -- the exact-cover backend's internal interface: the matrix built
 * from a Model (matrix.c, cages in cage.c), Knuth's Algorithms X and C on
 * dancing links (search.c), and the XCC text format (xcc.c). */
#ifndef PUZC_DLX_H
#define PUZC_DLX_H

#include "backend.h"
#include "guard.h"
#include "ir.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Cage handling (`--cage`): auto = whole-cage placements while a cage has
 * at most DLX_AUTO_PLACEMENTS of them, digit sets beyond; placements =
 * placements up to DLX_MAX_PLACEMENTS; sets = digit sets for every
 * distinct cage (sums whose values may repeat are always placements).
 * The auto limit, 120 (5!), was the fastest of the limits measured on
 * Killers (docs/benchmarks.md#dlx-the-auto-limit-for-whole-cage-placements). */
typedef enum { DLX_CAGE_AUTO, DLX_CAGE_PLACEMENTS, DLX_CAGE_SETS } DlxCageMode;
#define DLX_AUTO_PLACEMENTS 120
#define DLX_MAX_PLACEMENTS 1000000
#define DLX_MAX_SETS 200000

/* One node of the linked matrix, Knuth's layout: nodes 1..nitems are the
 * item headers (top = LEN, the number of options still holding the item);
 * then a spacer, and each option's nodes followed by a spacer. A spacer's
 * top is -o (o = the option after it), its up the first node of the
 * option before it, its down the last node of the option after it. color
 * is 0, or the colour (value index + 1) of a coloured secondary item, -1
 * once purified (Algorithm C). */
typedef struct {
    int top, up, down, color;
} DlxNode;

/* The doubly linked list of items still to cover: item 0 heads the
 * primary items, item nitems+1 the secondary ones. */
typedef struct {
    int left, right;
} DlxLink;

/* What a raw item is (before givens remove some): see matrix.c. */
typedef enum {
    DLX_RAW_CELL,   /* a = cell */
    DLX_RAW_GROUP,  /* a = group, b = value index */
    DLX_RAW_SET,    /* a = group of a digit-set cage: its one-set item */
    DLX_RAW_COLOR,  /* a = cell: its coloured item (overlapping sums) */
    DLX_RAW_SUM     /* a = constraint: one placement (owns no cell) */
} DlxRawKind;

typedef struct {
    const Model *m;
    /* raw items (matrix.c): cells 0..ncells-1; then nv items per group,
     * group g's value k at ncells + g*nv + k; then the set items
     * raw_set0 + s (of group set_group[s]); the colour items raw_color0 + t
     * (of cell color_cell[t]); the sum items raw_sum0 + u (of constraint
     * sum_con[u]). Item number = raw number + 1. */
    int nraw, raw_set0, raw_color0, raw_sum0;
    int *set_group, *color_cell, *sum_con;
    /* groups: constraint index, primary (exactly once) or not, and
     * whether the group is a cage solved by digit sets */
    int ngroups;
    int *group_con;
    uint8_t *group_primary, *group_sets;
    /* options, in order: their pairs (cell, value) in
     * pair_cell/pair_val[opt_pair[o] .. opt_pair[o+1]) */
    int noptions;
    int *opt_pair, *pair_cell, *pair_val;
    /* the linked matrix: nodes 0..nnodes-1 (0 unused, 1..nraw headers) */
    int nitems, nprimary; /* items in the two lists */
    DlxLink *link;        /* 0..nraw+1 */
    int *live;            /* the primary list as an array: nprimary items */
    DlxNode *node;
    int nnodes;
    /* 4: every option is four nodes at opt0 + 4*o .. +3 with no spacers
     * (a per-shape matrix whose cells are each in three groups, cache.c);
     * 0: Knuth's layout with spacers */
    int stride, opt0;
    long ones;
    int has_colors;
    int unsat;      /* the givens clash: no solution, nothing to search */
    int eliminated; /* givens removed (else pinned to their one option) */
    int given_cells;
    int placement_cons, set_cages, group_cages;
    int *work;      /* the search's arrays (search.c), made on first use, */
    long nwork;     /* of this many ints */
} DlxMatrix;

/* Builds the matrix of m; givens removed unless keep_givens, under guard
 * (may be NULL), which it asks every 4096 options and after each sum's
 * placements with the bytes of the matrix, counting options. Returns 0, 1
 * when the guard stopped it (free x), or -1 with a message in err (a cage
 * or sum beyond the limits). */
int dlx_build(const Model *m, DlxCageMode mode, int keep_givens, BuildGuard *guard, DlxMatrix *x,
              char *err, size_t errsz);
void dlx_matrix_free(DlxMatrix *x);
/* The kind of raw item r and its a/b (see DlxRawKind). */
DlxRawKind dlx_raw_kind(const DlxMatrix *x, int r, int *a, int *b);

/* Cages (cage.c). Value tuples of SUM constraint c: one value per cell from
 * cand[cell] (bit k = value vmin+k), adding up to c->total, pairwise
 * different where c->distinct, and different at positions i, j whenever
 * bit j of differ[i] is set (j < i: the cells share a group). Stored n
 * ints a tuple in *out (malloc'd). Returns the number, or -1 (nothing
 * stored) beyond limit or for more than 64 cells. */
long dlx_cage_placements(const Model *m, const Constraint *c, const uint64_t *cand,
                         const uint64_t *differ, long limit, int **out);
/* Digit sets of a distinct SUM constraint: sets of c->n values, all within
 * allowed, adding up to c->total, as value masks in *out. Returns the
 * number, or -1 (nothing stored) beyond limit. */
long dlx_cage_sets(const Model *m, const Constraint *c, uint64_t allowed, long limit,
                   uint64_t **out);

/* Search (Algorithm C, which is Algorithm X when no item has a colour). */
typedef int (*DlxVisit)(const DlxMatrix *x, const int *grid, void *ctx);
typedef struct {
    long limit;        /* stop after this many solutions (>= 1) */
    double deadline;   /* now_sec() value to stop at, 0 = none */
    const volatile int *cancel; /* stop as on the deadline when set; may be NULL */
    DlxVisit visit;    /* each solution as a grid; nonzero stops */
    void *ctx;
    long max_nodes;    /* stop (capped) at this many nodes, 0 = none */
    /* out */
    long solutions, nodes;
    int timed_out, capped;
    int *first;        /* first solution (ncells values) or NULL */
    /* where a capped search paused (dlx_search_resume): its level, the
     * item chosen there, and the scalars of its working state */
    int at_level, at_item, at_nact, at_nhint, at_dead;
} DlxSearch;
/* Runs the search on x (which it leaves in an unspecified state, or
 * paused when capped). */
void dlx_search(DlxMatrix *x, DlxSearch *s);
/* PAUSE AND RESUME. A search the cap stopped (s->capped) left x exactly
 * as it stood at that node, the node not yet tried: with x untouched
 * since and s->max_nodes raised (or 0), this goes on from there, keeping
 * the solutions and nodes counted so far, as if it had never stopped --
 * no node is searched twice, no solution found twice. */
void dlx_search_resume(DlxMatrix *x, DlxSearch *s);
/* The bytes of the arrays dlx_search keeps with x (for the budget). */
size_t dlx_search_bytes(const DlxMatrix *x);

/* The matrix of m with its givens removed, as dlx_build makes it, but
 * rebuilt in place in a per-thread matrix of m's shape (cache.c) without
 * allocating; NULL when m has a SUM constraint or the thread's matrix is
 * in use (then dlx_build). Valid until released. The matrix's bytes are
 * charged to the guard (the run's budget) before a new shape's arrays are
 * made, and refused beforehand when they would not fit: then *stopped is
 * set and NULL returned. (Between runs the thread's matrix is counted by
 * no budget.) */
DlxMatrix *dlx_cache_build(const Model *m, BuildGuard *guard, int *stopped);
/* Gives the matrix from dlx_cache_build back (until then, a nested call
 * returns NULL). */
void dlx_cache_release(DlxMatrix *x);

/* XCC text (xcc.c). */
void dlx_write_xcc(const DlxMatrix *x, FILE *out);
/* Reads chosen options back into grid: 0, 1 (the text says no solution),
 * -1 with a message, -2 when the text holds no option line. */
int dlx_read_answer(const DlxMatrix *x, const char *text, const char *path, int *grid,
                    char *err, size_t errsz, DecodeLoc *at);

/* Whether raw item r is primary: a cell; a group's value in a PERM group
 * (or one of nvals cells); a digit-set cage's item or a sum's own item.
 * Colour items are secondary. */
static inline int dlx_raw_primary(const DlxMatrix *x, int r)
{
    if (r < x->m->ncells)
        return 1;
    if (r < x->raw_set0)
        return x->group_primary[(r - x->m->ncells) / x->m->nvals];
    return r < x->raw_color0 || r >= x->raw_sum0;
}
/* Links the items into the two lists of x->link (allocated): primary ones
 * not dropped with a given; secondary ones some option still holds. The
 * primary list also goes into x->live (allocated, nraw + 1 ints). */
void dlx_link_items(DlxMatrix *x, const uint8_t *dropped);

#endif
