/* ir_index.c -- the cell/group/peer index of a Model (ir_index.h says what
 * each list holds). Peers are the union of the cell's groups, deduplicated
 * with a stamp per cell (stamp[q] == c + 1: q already listed for c), so a
 * cell in several groups with the same neighbour (a row and a box) lists it
 * once. */
#include "ir_index.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

void ir_index_invert(int ncells, int nitems, const int *istart, const int *cells,
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

void ir_index_init(IrIndex *ix, const Model *m)
{
    memset(ix, 0, sizeof *ix);
    ix->ncells = m->ncells;
    int ng = 0, ngc = 0;
    for (int i = 0; i < m->ncons; i++)
        if (ir_is_group(&m->cons[i])) {
            ng++;
            ngc += m->cons[i].n;
        }
    ix->ngroups = ng;
    ix->gstart = xmalloc(((size_t)ng + 1) * sizeof(int));
    ix->gcells = xmalloc((size_t)(ngc ? ngc : 1) * sizeof(int));
    ix->gcon = xmalloc((size_t)(ng ? ng : 1) * sizeof(int));
    ix->gfull = xmalloc((size_t)(ng ? ng : 1));
    int g = 0, k = 0;
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (!ir_is_group(c))
            continue;
        ix->gstart[g] = k;
        ix->gcon[g] = i;
        ix->gfull[g] = c->n == m->nvals;
        memcpy(ix->gcells + k, c->cells, (size_t)c->n * sizeof(int));
        k += c->n;
        g++;
    }
    ix->gstart[ng] = k;
    ir_index_invert(ix->ncells, ng, ix->gstart, ix->gcells, NULL, &ix->cgstart, &ix->cglist);
}

int ir_index_peers(IrIndex *ix, IrIndexAsk ask, void *ctx)
{
    int ncells = ix->ncells;
    const int *cgstart = ix->cgstart, *cglist = ix->cglist, *gstart = ix->gstart,
              *gcells = ix->gcells;
    int *stamp = xcalloc((size_t)ncells ? (size_t)ncells : 1, sizeof(int));
    size_t cap = 1024, np = 0;
    int *peers = xmalloc(cap * sizeof(int));
    int *pstart = xmalloc(((size_t)ncells + 1) * sizeof(int));
    for (int c = 0; c < ncells; c++) {
        if (ask && !(c & 255) && ask(ctx, cap * sizeof(int), (long)np))
            goto stopped;
        pstart[c] = (int)np;
        stamp[c] = c + 1;
        for (int j = cgstart[c]; j < cgstart[c + 1]; j++)
            for (int i = gstart[cglist[j]]; i < gstart[cglist[j] + 1]; i++) {
                int q = gcells[i];
                if (stamp[q] == c + 1)
                    continue;
                stamp[q] = c + 1;
                if (np == cap) { /* asked first: the list doubles between two asks */
                    if (ask && ask(ctx, 2 * cap * sizeof(int), (long)np))
                        goto stopped;
                    peers = xrealloc(peers, (cap *= 2) * sizeof(int));
                }
                peers[np++] = q;
            }
    }
    pstart[ncells] = (int)np;
    free(stamp);
    ix->pstart = pstart;
    ix->peers = peers;
    return 0;
stopped:
    free(stamp);
    free(peers);
    free(pstart);
    return -1;
}

void ir_index_free(IrIndex *ix)
{
    free(ix->gstart);
    free(ix->gcells);
    free(ix->gcon);
    free(ix->gfull);
    free(ix->cgstart);
    free(ix->cglist);
    free(ix->pstart);
    free(ix->peers);
    memset(ix, 0, sizeof *ix);
}
