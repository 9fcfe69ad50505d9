/* rate_adv.c -- the rater's techniques past the pairs (see rate.c for the
 * state and the order): Killer cage combinations, naked and hidden
 * triples, X-wing and swordfish, XY-wing, simple coloring. Each applies
 * once, counts itself, and returns 1 progress, 0 nothing, -1 contradiction.
 *
 *   cage combination  a cage of k cells and total T: the candidates of each
 *                     cell that take part in some assignment of distinct
 *                     values, one per cell from its candidates, adding up to
 *                     T; the others go. (The search is bounded: a cage whose
 *                     assignments take more than CAGE_NODES steps to list is
 *                     left for later, which is sound: nothing is removed.)
 *   innies            (the 45 rule) a full group holds every value once, so
 *                     the cells it has outside the cages lying wholly inside
 *                     it (at most INNIES_MAX of them, distinct: one group)
 *                     add up to the group's total minus those cages' sums:
 *                     a cage of their own, found once by rate_new, reasoned
 *                     about by the same combinations
 *   naked triple      three cells of a group whose candidates together are
 *                     three values: those values leave the group's others
 *   hidden triple     three values of a full group whose places together are
 *                     three cells: those cells keep only those values
 *   X-wing, swordfish a value whose places in each of k full rows (k = 2,
 *                     3) lie in the same k full columns: it leaves those
 *                     columns' other cells (and the same with rows and
 *                     columns swapped)
 *   XY-wing           a cell {x,y} seeing a cell {x,z} and a cell {y,z}:
 *                     z leaves every cell seeing both of those
 *   coloring          for one value, the cells linked by conjugate pairs
 *                     (a full group where the value has exactly two places:
 *                     one of them holds it) coloured alternately; two cells
 *                     of one colour that see each other make that colour
 *                     false (the value leaves all its cells); a cell seeing
 *                     both colours cannot hold the value
 */
#include "rate_impl.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

#define CAGE_NODES 20000
#define INNIES_MAX 5

/* ---- Killer cages ---- */

typedef struct {
    const uint64_t *cand;  /* the cage's cells' candidates */
    int n, total, vmin;
    uint64_t allowed[64];
    int val[64];
    long nodes;
} CageSearch;

/* Lowest and highest value of a mask (mask != 0). */
static int lo_val(const CageSearch *cs, uint64_t m) { return cs->vmin + __builtin_ctzll(m); }
static int hi_val(const CageSearch *cs, uint64_t m) { return cs->vmin + 63 - __builtin_clzll(m); }

/* Assignments of cells i.. with `used` values taken and `sum` so far.
 * Returns -1 when over the node budget. */
static int cage_dfs(CageSearch *cs, int i, uint64_t used, int sum)
{
    if (++cs->nodes > CAGE_NODES)
        return -1;
    if (i == cs->n) {
        if (sum == cs->total)
            for (int j = 0; j < cs->n; j++)
                cs->allowed[j] |= 1ULL << (cs->val[j] - cs->vmin);
        return 0;
    }
    int lo = 0, hi = 0;
    for (int j = i; j < cs->n; j++) {
        uint64_t m = cs->cand[j] & ~used;
        if (!m)
            return 0;
        lo += lo_val(cs, m);
        hi += hi_val(cs, m);
    }
    if (sum + lo > cs->total || sum + hi < cs->total)
        return 0;
    for (uint64_t m = cs->cand[i] & ~used; m; m &= m - 1) {
        uint64_t bit = m & -m;
        cs->val[i] = cs->vmin + __builtin_ctzll(bit);
        if (cage_dfs(cs, i + 1, used | bit, sum + cs->val[i]) < 0)
            return -1;
    }
    return 0;
}

/* Cage combinations over the cages of a list (cells[start[k] ..
 * start[k+1]), total[k], behind it group[k]), counted as tech. */
static int cage_list(State *s, int vmin, int ncages, const int *start, const int *cells_of,
                     const int *total, const int *group, RateTech tech)
{
    uint64_t cand[64];
    for (int k = 0; k < ncages; k++) {
        const int *cells = cells_of + start[k];
        int n = start[k + 1] - start[k];
        if (n > 64)
            continue;
        CageSearch cs = {cand, n, total[k], vmin, {0}, {0}, 0};
        for (int j = 0; j < n; j++)
            cand[j] = s->cand[cells[j]];
        if (cage_dfs(&cs, 0, 0, 0) < 0)
            continue; /* too many assignments to list: no conclusion */
        int changed = 0;
        for (int j = 0; j < n; j++) {
            if (!cs.allowed[j])
                return -1; /* no assignment at all */
            if (s->placed[cells[j]])
                continue;
            int got = rate_remove(s, cells[j], cand[j] & ~cs.allowed[j]);
            if (got < 0)
                return -1;
            changed |= got;
        }
        if (changed) {
            s->count[tech]++;
            rate_why(s, 1, group + k, tech == PUZ_TECH_INNIES ? n : 0, cells, 0, total[k]);
            return 1;
        }
    }
    return 0;
}

int rate_cages(const Rater *r, State *s)
{
    return cage_list(s, r->vmin, r->nsums, r->sstart, r->scells, r->stotal, r->sgroup,
                     PUZ_TECH_CAGE);
}

int rate_innies(const Rater *r, State *s)
{
    return cage_list(s, r->vmin, r->ninnies, r->istart, r->icells, r->itotal, r->igroup,
                     PUZ_TECH_INNIES);
}

void rate_find_innies(Rater *r)
{
    int nc = r->ncells, cap = 0;
    r->istart = xmalloc(sizeof(int) * (size_t)(r->ix.ngroups + 1));
    r->itotal = xmalloc(sizeof(int) * (size_t)(r->ix.ngroups + 1));
    r->igroup = xmalloc(sizeof(int) * (size_t)(r->ix.ngroups + 1));
    r->icells = NULL;
    r->istart[0] = 0;
    if (!r->nsums)
        return;
    int *ing = xmalloc(sizeof(int) * (size_t)nc), *cover = xmalloc(sizeof(int) * (size_t)nc);
    for (int c = 0; c < nc; c++)
        ing[c] = -1;
    int group_total = r->nvals * (2 * r->vmin + r->nvals - 1) / 2, k = 0;
    for (int g = 0; g < r->ix.ngroups; g++) {
        int n = r->ix.gstart[g + 1] - r->ix.gstart[g];
        if (!r->ix.gfull[g] || n != r->nvals)
            continue;
        for (int i = r->ix.gstart[g]; i < r->ix.gstart[g + 1]; i++) {
            ing[r->ix.gcells[i]] = g;
            cover[r->ix.gcells[i]] = 0;
        }
        int inside = 0, sum = 0, overlap = 0;
        for (int q = 0; q < r->nsums; q++) {
            int all = 1;
            for (int i = r->sstart[q]; i < r->sstart[q + 1] && all; i++)
                all = ing[r->scells[i]] == g;
            if (!all)
                continue;
            inside++;
            sum += r->stotal[q];
            for (int i = r->sstart[q]; i < r->sstart[q + 1]; i++)
                overlap |= cover[r->scells[i]]++;
        }
        int rest = 0;
        for (int i = r->ix.gstart[g]; i < r->ix.gstart[g + 1]; i++)
            rest += !cover[r->ix.gcells[i]];
        if (!inside || overlap || rest < 1 || rest > INNIES_MAX)
            continue;
        if (r->istart[k] + rest > cap)
            r->icells = xrealloc(r->icells, sizeof(int) * (size_t)(cap = 2 * cap + rest + 16));
        int at = r->istart[k];
        for (int i = r->ix.gstart[g]; i < r->ix.gstart[g + 1]; i++)
            if (!cover[r->ix.gcells[i]])
                r->icells[at++] = r->ix.gcells[i];
        r->itotal[k] = group_total - sum;
        r->igroup[k] = g;
        r->istart[++k] = at;
    }
    r->ninnies = k;
    free(ing);
    free(cover);
}

int rate_sums_hold(const Rater *r, const State *s)
{
    for (int k = 0; k < r->nsums; k++) {
        int sum = 0;
        for (int i = r->sstart[k]; i < r->sstart[k + 1]; i++)
            sum += r->vmin + __builtin_ctzll(s->cand[r->scells[i]]);
        if (sum != r->stotal[k])
            return 0;
    }
    return 1;
}

/* ---- triples ---- */

int rate_naked_triples(const Rater *r, State *s)
{
    int idx[64];
    for (int g = 0; g < r->ix.ngroups; g++) {
        const int *gc = r->ix.gcells + r->ix.gstart[g];
        int n = r->ix.gstart[g + 1] - r->ix.gstart[g], m = 0;
        for (int i = 0; i < n; i++) {
            int p = __builtin_popcountll(s->cand[gc[i]]);
            if (!s->placed[gc[i]] && p >= 2 && p <= 3 && m < 64)
                idx[m++] = i;
        }
        for (int a = 0; a < m; a++)
            for (int b = a + 1; b < m; b++) {
                uint64_t ab = s->cand[gc[idx[a]]] | s->cand[gc[idx[b]]];
                if (__builtin_popcountll(ab) > 3)
                    continue;
                for (int c = b + 1; c < m; c++) {
                    uint64_t u = ab | s->cand[gc[idx[c]]];
                    if (__builtin_popcountll(u) != 3)
                        continue;
                    int changed = 0;
                    for (int i = 0; i < n; i++) {
                        if (i == idx[a] || i == idx[b] || i == idx[c])
                            continue;
                        int got = rate_remove(s, gc[i], u);
                        if (got < 0)
                            return -1;
                        changed |= got;
                    }
                    if (changed) {
                        s->count[PUZ_TECH_NAKED_TRIPLE]++;
                        int three[3] = {gc[idx[a]], gc[idx[b]], gc[idx[c]]};
                        rate_why(s, 1, &g, 3, three, u, 0);
                        return 1;
                    }
                }
            }
    }
    return 0;
}

int rate_hidden_triples(const Rater *r, State *s)
{
    uint64_t pos[64];
    int vals[64];
    for (int g = 0; g < r->ix.ngroups; g++) {
        if (!r->ix.gfull[g])
            continue;
        const int *gc = r->ix.gcells + r->ix.gstart[g];
        int n = r->ix.gstart[g + 1] - r->ix.gstart[g], m = 0;
        if (n > 64)
            continue;
        uint64_t placed = rate_value_places(r, s, g, pos);
        for (int v = 0; v < r->nvals; v++) {
            int p = __builtin_popcountll(pos[v]);
            if (!(placed >> v & 1) && p >= 2 && p <= 3)
                vals[m++] = v;
        }
        for (int a = 0; a < m; a++)
            for (int b = a + 1; b < m; b++) {
                uint64_t ab = pos[vals[a]] | pos[vals[b]];
                if (__builtin_popcountll(ab) > 3)
                    continue;
                for (int c = b + 1; c < m; c++) {
                    uint64_t u = ab | pos[vals[c]];
                    if (__builtin_popcountll(u) != 3)
                        continue;
                    uint64_t keep = (1ULL << vals[a]) | (1ULL << vals[b]) | (1ULL << vals[c]);
                    int changed = 0;
                    for (uint64_t q = u; q; q &= q - 1) {
                        int got = rate_remove(s, gc[__builtin_ctzll(q)], ~keep);
                        if (got < 0)
                            return -1;
                        changed |= got;
                    }
                    if (changed) {
                        s->count[PUZ_TECH_HIDDEN_TRIPLE]++;
                        int three[3], n3 = 0;
                        for (uint64_t q = u; q; q &= q - 1)
                            three[n3++] = gc[__builtin_ctzll(q)];
                        rate_why(s, 1, &g, 3, three, keep, 0);
                        return 1;
                    }
                }
            }
    }
    return 0;
}

/* ---- fish ---- */

/* The value `bit`, whose places in the k base lines pick[] (rows when
 * by_rows, else columns) lie in the cover lines of mask u (k of them),
 * leaves the cover lines' other cells: 1 progress, 0 none, -1. */
static int fish_clear(const Rater *r, State *s, int by_rows, const int *pick, int k,
                      uint64_t u, uint64_t bit)
{
    const Model *m = r->m;
    int nb = by_rows ? m->rows : m->cols, changed = 0;
    for (uint64_t q = u; q; q &= q - 1)
        if ((by_rows ? r->colg[__builtin_ctzll(q)] : r->rowg[__builtin_ctzll(q)]) < 0)
            return 0; /* a cover line that is no full group */
    for (uint64_t q = u; q; q &= q - 1) {
        int c = __builtin_ctzll(q);
        for (int b = 0; b < nb; b++) {
            int base = 0;
            for (int i = 0; i < k; i++)
                base |= b == pick[i];
            if (base)
                continue;
            int got = rate_remove(s, by_rows ? b * m->cols + c : c * m->cols + b, bit);
            if (got < 0)
                return -1;
            changed |= got;
        }
    }
    if (changed) { /* the base lines' groups, then the cover lines' */
        int groups[6], ng = 0;
        for (int i = 0; i < k; i++)
            groups[ng++] = by_rows ? r->rowg[pick[i]] : r->colg[pick[i]];
        for (uint64_t q = u; q; q &= q - 1)
            groups[ng++] = by_rows ? r->colg[__builtin_ctzll(q)] : r->rowg[__builtin_ctzll(q)];
        rate_why(s, ng, groups, 0, NULL, bit, 0);
    }
    return changed;
}

/* Fish of size k (2, 3) with rows (by_rows) or columns as the base. */
static int fish_dir(const Rater *r, State *s, int k, int by_rows, RateTech tech)
{
    const Model *m = r->m;
    int nb = by_rows ? m->rows : m->cols, nc = by_rows ? m->cols : m->rows;
    if (nb > 64 || nc > 64)
        return 0;
    int line[64];
    uint64_t places[64];
    for (int v = 0; v < r->nvals; v++) {
        uint64_t bit = 1ULL << v;
        int nl = 0;
        for (int b = 0; b < nb; b++) {
            if ((by_rows ? r->rowg[b] : r->colg[b]) < 0)
                continue;
            uint64_t pl = 0;
            int done = 0;
            for (int c = 0; c < nc && !done; c++) {
                int cell = by_rows ? b * m->cols + c : c * m->cols + b;
                if (s->placed[cell])
                    done = s->cand[cell] == bit;
                else if (s->cand[cell] & bit)
                    pl |= 1ULL << c;
            }
            int p = __builtin_popcountll(pl);
            if (!done && p >= 2 && p <= k) {
                places[nl] = pl;
                line[nl++] = b;
            }
        }
        for (int a = 0; a < nl; a++)
            for (int b = a + 1; b < nl; b++) {
                uint64_t ab = places[a] | places[b];
                int got = 0;
                if (k == 2 && __builtin_popcountll(ab) == 2) {
                    int pick[2] = {line[a], line[b]};
                    got = fish_clear(r, s, by_rows, pick, 2, ab, bit);
                }
                for (int c = b + 1; k == 3 && c < nl && !got; c++) {
                    uint64_t u = ab | places[c];
                    int pick[3] = {line[a], line[b], line[c]};
                    if (__builtin_popcountll(u) == 3)
                        got = fish_clear(r, s, by_rows, pick, 3, u, bit);
                }
                if (got < 0)
                    return -1;
                if (got) {
                    s->count[tech]++;
                    return 1;
                }
            }
    }
    return 0;
}

int rate_x_wing(const Rater *r, State *s)
{
    int k = fish_dir(r, s, 2, 1, PUZ_TECH_X_WING);
    return k ? k : fish_dir(r, s, 2, 0, PUZ_TECH_X_WING);
}

int rate_swordfish(const Rater *r, State *s)
{
    int k = fish_dir(r, s, 3, 1, PUZ_TECH_SWORDFISH);
    return k ? k : fish_dir(r, s, 3, 0, PUZ_TECH_SWORDFISH);
}

/* ---- XY-wing ---- */

int rate_xy_wing(const Rater *r, State *s)
{
    for (int p = 0; p < r->ncells; p++) {
        uint64_t P = s->cand[p];
        if (s->placed[p] || __builtin_popcountll(P) != 2)
            continue;
        for (int i = r->ix.pstart[p]; i < r->ix.pstart[p + 1]; i++) {
            int a = r->ix.peers[i];
            uint64_t A = s->cand[a];
            if (s->placed[a] || __builtin_popcountll(A) != 2 || __builtin_popcountll(A & P) != 1)
                continue;
            uint64_t z = A & ~P, want = (P & ~A) | z;
            for (int j = r->ix.pstart[p]; j < r->ix.pstart[p + 1]; j++) {
                int b = r->ix.peers[j];
                if (b == a || s->placed[b] || s->cand[b] != want)
                    continue;
                int changed = 0;
                for (int t = r->ix.pstart[a]; t < r->ix.pstart[a + 1]; t++) {
                    int c = r->ix.peers[t];
                    if (c == p || c == b || !(s->cand[c] & z) || !rate_sees(r, c, b))
                        continue;
                    int got = rate_remove(s, c, z);
                    if (got < 0)
                        return -1;
                    changed |= got;
                }
                if (changed) {
                    s->count[PUZ_TECH_XY_WING]++;
                    int wing[3] = {p, a, b};
                    rate_why(s, 0, NULL, 3, wing, z, 0);
                    return 1;
                }
            }
        }
    }
    return 0;
}

/* ---- simple coloring ---- */

/* The conjugate partner list of each cell for value bit: adjacency in
 * adj[cell * 8 ...] (at most 8 links a cell are kept; more is unusual). */
#define COLOR_LINKS 8

int rate_coloring(const Rater *r, State *s)
{
    int nc = r->ncells;
    int *adj = xmalloc(sizeof(int) * (size_t)nc * COLOR_LINKS);
    int *deg = xmalloc(sizeof(int) * (size_t)nc), *color = xmalloc(sizeof(int) * (size_t)nc);
    int *comp = xmalloc(sizeof(int) * (size_t)nc), *queue = xmalloc(sizeof(int) * (size_t)nc);
    int result = 0;
    for (int v = 0; v < r->nvals && !result; v++) {
        uint64_t bit = 1ULL << v;
        memset(deg, 0, sizeof(int) * (size_t)nc);
        for (int g = 0; g < r->ix.ngroups; g++) {
            if (!r->ix.gfull[g])
                continue;
            int two[2], np = 0, done = 0;
            for (int i = r->ix.gstart[g]; i < r->ix.gstart[g + 1] && !done; i++) {
                int c = r->ix.gcells[i];
                if (s->placed[c])
                    done = s->cand[c] == bit;
                else if (s->cand[c] & bit) {
                    if (np < 2)
                        two[np] = c;
                    np++;
                }
            }
            if (done || np != 2)
                continue;
            for (int e = 0; e < 2; e++) {
                int x = two[e], y = two[1 - e], dup = 0;
                for (int j = 0; j < deg[x]; j++)
                    dup |= adj[x * COLOR_LINKS + j] == y;
                if (!dup && deg[x] < COLOR_LINKS)
                    adj[x * COLOR_LINKS + deg[x]++] = y;
            }
        }
        for (int c = 0; c < nc; c++)
            color[c] = -1;
        for (int start = 0; start < nc && !result; start++) {
            if (!deg[start] || color[start] >= 0)
                continue;
            /* colour the component of start */
            int nq = 0, head = 0;
            color[start] = 0;
            queue[nq++] = start;
            while (head < nq) {
                int x = queue[head++];
                for (int j = 0; j < deg[x]; j++) {
                    int y = adj[x * COLOR_LINKS + j];
                    if (color[y] < 0) {
                        color[y] = 1 - color[x];
                        queue[nq++] = y;
                    }
                }
            }
            memcpy(comp, queue, sizeof(int) * (size_t)nq);
            /* wrap: two cells of one colour see each other */
            int false_color = -1, two[2] = {-1, -1};
            for (int i = 0; i < nq && false_color < 0; i++)
                for (int j = i + 1; j < nq; j++)
                    if (color[comp[i]] == color[comp[j]] && rate_sees(r, comp[i], comp[j])) {
                        false_color = color[comp[i]];
                        two[0] = comp[i];
                        two[1] = comp[j];
                        break;
                    }
            int changed = 0;
            if (false_color >= 0) {
                for (int i = 0; i < nq; i++)
                    if (color[comp[i]] == false_color) {
                        int got = rate_remove(s, comp[i], bit);
                        if (got < 0) {
                            result = -1;
                            break;
                        }
                        changed |= got;
                    }
            } else {
                /* trap: a cell outside that sees both colours */
                for (int c = 0; c < nc && result >= 0; c++) {
                    if (s->placed[c] || !(s->cand[c] & bit) || color[c] >= 0)
                        continue;
                    int seen = 0, by[2] = {-1, -1};
                    for (int i = 0; i < nq && seen != 3; i++)
                        if (rate_sees(r, c, comp[i])) {
                            seen |= 1 << color[comp[i]];
                            if (by[color[comp[i]]] < 0)
                                by[color[comp[i]]] = comp[i];
                        }
                    if (seen == 3) {
                        int got = rate_remove(s, c, bit);
                        if (got < 0)
                            result = -1;
                        if (got > 0 && !changed) { /* the first cell cleared: why */
                            two[0] = by[0];
                            two[1] = by[1];
                        }
                        changed |= got > 0;
                    }
                }
            }
            if (result >= 0 && changed) {
                s->count[PUZ_TECH_COLORING]++;
                rate_why(s, 0, NULL, 2, two, bit, nq);
                result = 1;
            }
            /* cells of this component keep their colour: not coloured again */
        }
    }
    free(adj);
    free(deg);
    free(color);
    free(comp);
    free(queue);
    return result;
}
