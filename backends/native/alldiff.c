/* alldiff.c -- generalised arc consistency (GAC) for a full group: n cells
 * that take n values, each once (a Sudoku row, column or box; a Latin
 * square's line). After J.-C. Régin, "A filtering algorithm for
 * constraints of difference in CSPs", AAAI 1994, specialised to the case
 * where cells and values are equally many, so that every solution of the
 * group is a perfect matching between its cells and its values.
 *
 * THE METHOD
 *   1. A perfect matching: cell i takes value val[i] (cell_of[v] back),
 *      found by augmenting paths (Kuhn) over candidate bitsets, starting
 *      from the caller's last matching where it still fits. None: the
 *      group cannot be filled, a contradiction.
 *   2. The exchange graph on cells: i -> j when i could take j's matched
 *      value (v = val[j] is a candidate of i). A candidate v of i with v
 *      matched to j != i lies in some perfect matching iff the matching can
 *      be rotated along a cycle through the edge i -> j, that is iff i is
 *      reachable from j. (With as many values as cells every value is
 *      matched, so there are no free values and no even alternating paths
 *      to consider: cycles are all.)
 *   3. So reach[j], the cells reachable from j, is computed for every j
 *      by a bitset search, and v leaves cand[i] unless bit i of reach[j].
 * What survives is exactly the set of values each cell takes in some
 * filling of the group: the strongest pruning one group allows. It
 * subsumes naked and hidden singles, pairs, triples ... of the group.
 * Cost for n = 25: a few thousand word operations per group. */
#include "alldiff.h"

typedef struct {
    const uint64_t *cand; /* the group's candidates by position */
    int val[64];          /* position -> matched value, -1 none */
    int cell_of[64];      /* value -> matched position, -1 none */
    uint64_t seen;        /* values visited by the current augmentation */
} Match;

/* Kuhn's augmenting path from position i: a free value first, else a
 * value whose cell can move elsewhere. Recursion depth is at most n. */
static int augment(Match *m, int i)
{
    uint64_t try = m->cand[i] & ~m->seen;
    for (uint64_t x = try; x; x &= x - 1) {
        int v = __builtin_ctzll(x);
        if (m->cell_of[v] < 0) {
            m->val[i] = v;
            m->cell_of[v] = i;
            return 1;
        }
    }
    for (uint64_t x = try; x; x &= x - 1) {
        int v = __builtin_ctzll(x);
        if (m->seen >> v & 1)
            continue;
        m->seen |= 1ULL << v;
        if (augment(m, m->cell_of[v])) {
            m->val[i] = v;
            m->cell_of[v] = i;
            return 1;
        }
    }
    return 0;
}

int alldiff_filter(uint64_t *cand, const int *cells, int n, int8_t *match, uint64_t *changed)
{
    uint64_t c[64], open = 0;
    Match m;
    m.cand = c;
    *changed = 0;
    for (int i = 0; i < n; i++) {
        c[i] = cand[cells[i]];
        m.val[i] = m.cell_of[i] = -1;
    }
    /* a single is matched to its value (two singles on one value, or an
     * empty cell: no filling); only the open cells are searched below */
    for (int i = 0; i < n; i++) {
        if (!c[i])
            return -1;
        if (c[i] & (c[i] - 1)) {
            open |= 1ULL << i;
            continue;
        }
        int v = __builtin_ctzll(c[i]);
        if (m.cell_of[v] >= 0)
            return -1;
        m.val[i] = v;
        m.cell_of[v] = i;
    }
    uint64_t todo = 0; /* open cells the last matching does not place */
    for (uint64_t o = open; o; o &= o - 1) {
        int i = __builtin_ctzll(o), v = match[i];
        if (v >= 0 && (c[i] >> v & 1) && m.cell_of[v] < 0) {
            m.val[i] = v;
            m.cell_of[v] = i;
        } else
            todo |= o & -o;
    }
    for (; todo; todo &= todo - 1) {
        m.seen = 0;
        if (!augment(&m, __builtin_ctzll(todo)))
            return -1;
    }
    for (int i = 0; i < n; i++)
        match[i] = (int8_t)m.val[i];
    /* the exchange graph among open cells: adj[i] = the cells whose value
     * i could take (a single never moves: no edges from it, and an edge
     * into it, a value placed elsewhere in the group, never survives) */
    uint64_t adj[64], reach[64];
    for (uint64_t o = open; o; o &= o - 1) {
        int i = __builtin_ctzll(o);
        uint64_t a = 0;
        for (uint64_t x = c[i]; x; x &= x - 1)
            a |= 1ULL << m.cell_of[__builtin_ctzll(x)];
        adj[i] = a & open & ~(1ULL << i);
    }
    for (uint64_t o = open; o; o &= o - 1) {
        int j = __builtin_ctzll(o);
        uint64_t r = adj[j], front = r;
        while (front) {
            int k = __builtin_ctzll(front);
            front &= front - 1;
            uint64_t nw = adj[k] & ~r;
            r |= nw;
            front |= nw;
        }
        reach[j] = r;
    }
    for (uint64_t o = open; o; o &= o - 1) {
        int i = __builtin_ctzll(o);
        uint64_t keep = 1ULL << m.val[i];
        for (uint64_t x = c[i] & ~keep; x; x &= x - 1) {
            int j = m.cell_of[__builtin_ctzll(x)];
            if ((open >> j & 1) && (reach[j] >> i & 1))
                keep |= x & -x;
        }
        if (keep != c[i]) {
            cand[cells[i]] = keep;
            *changed |= 1ULL << i;
        }
    }
    return 0;
}
