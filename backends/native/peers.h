/* peers.h -- the two cell indexes every native search builds from a
 * model's groups: each cell's groups (a cell -> groups inverse of the
 * groups' cell lists) and each cell's peers (the cells that share a group
 * with it, each once, the cell itself left out). Used by the native solver
 * (native_impl.h), its conflict-driven search (cdcl.c) and the survey's
 * baselines (baseline.c). Both are CSR arrays: item c's entries are
 * list[start[c] .. start[c + 1]). */
#ifndef PUZC_PEERS_H
#define PUZC_PEERS_H

#include <stddef.h>
#include <stdint.h>

/* Inverts nitems lists of cells (item i: cells[istart[i] .. istart[i+1]))
 * into each cell's items, in item order; keep (may be NULL: all) leaves
 * out the items whose keep[i] is 0. */
void peers_index(int ncells, int nitems, const int *istart, const int *cells,
                 const uint8_t *keep, int **start_out, int **list_out);

/* Called every 256 cells while peers_build fills its list, and before the
 * list doubles: the bytes the list holds (or is about to) and its entries;
 * nonzero stops the build. */
typedef int (*PeersAsk)(void *ctx, size_t bytes, long entries);

/* Each cell's peers through its groups (cgstart/cglist, as peers_index
 * gives them; gstart/gcells the groups' cells). 0 on success; -1 when ask
 * (may be NULL) stopped it, with nothing left allocated. */
int peers_build(int ncells, const int *cgstart, const int *cglist, const int *gstart,
                const int *gcells, PeersAsk ask, void *ctx, int **pstart_out, int **peers_out);

#endif
