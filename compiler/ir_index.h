/* ir_index.h -- the cell/group/peer index of a Model, the one every engine
 * that reasons about "all different" groups derives its tables from (the
 * native solver, its conflict-driven search and baselines, the heuristic
 * backend, the rater).
 *
 * GROUPS are the constraints whose cells hold pairwise different values:
 * ALLDIFF, PERM and the distinct SUMs (Killer cages), in the order of
 * m->cons. A group is FULL when it has as many cells as the model has
 * values (n == nvals): then every value appears in it exactly once (by
 * pigeonhole, whatever its kind: a PERM, a nine-cell ALLDIFF or cage of a
 * 9x9). That is the one meaning of "full" the engines share: hidden
 * singles, locked candidates, innies and fish rest on it.
 *
 * Every list is CSR: item i's entries are list[start[i] .. start[i + 1]).
 *   groups         gcells by gstart (each group's cells in the constraint's
 *                  order), gcon[g] its index in m->cons, gfull[g] as above
 *   cells' groups  cglist by cgstart: the groups holding cell c, in group
 *                  order
 *   peers          peers by pstart: the cells sharing a group with c, each
 *                  once, c itself left out; in the order met walking c's
 *                  groups in order and each group's cells in order. Built
 *                  on demand (ir_index_peers): quadratic in the group size,
 *                  it is the one part that can outgrow memory (a 200x200
 *                  Latin square holds 16 million peers), so it is built
 *                  under a guard. */
#ifndef PUZC_IR_INDEX_H
#define PUZC_IR_INDEX_H

#include "ir.h"

#include <stddef.h>
#include <stdint.h>

typedef struct {
    int ncells, ngroups;
    int *gstart, *gcells;   /* group g: gcells[gstart[g] .. gstart[g + 1]) */
    int *gcon;              /* group g's constraint: m->cons[gcon[g]] */
    uint8_t *gfull;         /* group g has nvals cells */
    int *cgstart, *cglist;  /* cell c's groups */
    int *pstart, *peers;    /* cell c's peers; NULL until ir_index_peers */
} IrIndex;

/* Is c a group (ALLDIFF, PERM or a distinct SUM)? */
static inline int ir_is_group(const Constraint *c)
{
    return c->kind == CON_ALLDIFF || c->kind == CON_PERM || (c->kind == CON_SUM && c->distinct);
}

/* The groups and each cell's groups of m into ix (peers NULL). */
void ir_index_init(IrIndex *ix, const Model *m);

/* Called every 256 cells while ir_index_peers fills its list, and before
 * the list doubles: the bytes the list holds (or is about to) and its
 * entries; nonzero stops the build. */
typedef int (*IrIndexAsk)(void *ctx, size_t bytes, long entries);

/* Each cell's peers into ix->pstart/peers. 0 on success; -1 when ask (may
 * be NULL) stopped it, the peers left NULL. */
int ir_index_peers(IrIndex *ix, IrIndexAsk ask, void *ctx);

/* Frees what ix holds (not ix itself). */
void ir_index_free(IrIndex *ix);

/* Inverts nitems lists of cells (item i: cells[istart[i] .. istart[i+1]))
 * into each cell's items, in item order; keep (may be NULL: all) leaves
 * out the items whose keep[i] is 0. For the items an engine has beyond
 * the groups (the cages of sums, the full groups alone); the index's
 * cells' groups are built by it. */
void ir_index_invert(int ncells, int nitems, const int *istart, const int *cells,
                     const uint8_t *keep, int **start_out, int **list_out);

#endif
