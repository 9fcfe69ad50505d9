/* peers.c -- each cell's groups and each cell's peers, as CSR arrays
 * (peers.h). Peers are the union of the cell's groups, deduplicated with a
 * stamp per cell (stamp[q] == c + 1: q already listed for c), so a cell in
 * several groups with the same neighbour (a row and a box) lists it once. */
#include "peers.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

void peers_index(int ncells, int nitems, const int *istart, const int *cells,
                 const uint8_t *keep, int **start_out, int **list_out)
{
    int *start = xcalloc((size_t)ncells + 1, sizeof(int));
    for (int it = 0; it < nitems; it++)
        if (!keep || keep[it])
            for (int i = istart[it]; i < istart[it + 1]; i++)
                start[cells[i] + 1]++;
    for (int c = 0; c < ncells; c++)
        start[c + 1] += start[c];
    int *fill = xmalloc(((size_t)ncells + 1) * sizeof(int));
    memcpy(fill, start, ((size_t)ncells + 1) * sizeof(int));
    int *list = xmalloc((size_t)(start[ncells] ? start[ncells] : 1) * sizeof(int));
    for (int it = 0; it < nitems; it++)
        if (!keep || keep[it])
            for (int i = istart[it]; i < istart[it + 1]; i++)
                list[fill[cells[i]]++] = it;
    free(fill);
    *start_out = start;
    *list_out = list;
}

int peers_build(int ncells, const int *cgstart, const int *cglist, const int *gstart,
                const int *gcells, PeersAsk ask, void *ctx, int **pstart_out, int **peers_out)
{
    int *stamp = xcalloc((size_t)ncells ? (size_t)ncells : 1, sizeof(int));
    size_t cap = 1024, np = 0;
    int *peers = xmalloc(cap * sizeof(int));
    int *pstart = xmalloc(((size_t)ncells + 1) * sizeof(int));
    for (int c = 0; c < ncells; c++) {
        if (ask && !(c & 255) && ask(ctx, cap * sizeof(int), (long)np)) {
            free(stamp);
            free(peers);
            free(pstart);
            return -1;
        }
        pstart[c] = (int)np;
        stamp[c] = c + 1;
        for (int j = cgstart[c]; j < cgstart[c + 1]; j++)
            for (int i = gstart[cglist[j]]; i < gstart[cglist[j] + 1]; i++) {
                int q = gcells[i];
                if (stamp[q] == c + 1)
                    continue;
                stamp[q] = c + 1;
                if (np == cap) { /* asked first: the list doubles between two asks */
                    if (ask && ask(ctx, 2 * cap * sizeof(int), (long)np)) {
                        free(stamp);
                        free(peers);
                        free(pstart);
                        return -1;
                    }
                    peers = xrealloc(peers, (cap *= 2) * sizeof(int));
                }
                peers[np++] = q;
            }
    }
    pstart[ncells] = (int)np;
    free(stamp);
    *pstart_out = pstart;
    *peers_out = peers;
    return 0;
}
