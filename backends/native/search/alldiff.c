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
 *   3. With the edge i -> j, that is iff i and j lie in one strongly
 *      connected component of the exchange graph: the components are
 *      found by bitset searches forward and backward from a cell, and v
 *      leaves cand[i] unless j is in i's component.
 * What survives is exactly the set of values each cell takes in some
 * filling of the group: the strongest pruning one group allows. It
 * subsumes naked and hidden singles, pairs, triples ... of the group.
 * Cost for n = 25: a few thousand word operations per group.
 *
 * Compiled once per candidate-set width (cset.h; define CSET_W and include
 * cset.h first), as one part of the general bitset search (search_impl.h,
 * in every per-width instance; gac.c calls gac_filter_open, places.c
 * gac_filter) and, at width 1,
 * by tests/unit/alldiff_test.c on its own. Positions of the group, like
 * values, are sets of up to CSET_BITS bits. */
typedef struct {
    const cset *cand;      /* the group's candidates by position */
    int val[CSET_BITS];     /* position -> matched value, -1 none */
    int cell_of[CSET_BITS]; /* value -> matched position, -1 none */
    cset seen;             /* values visited by the current augmentation */
} Match;

/* Kuhn's augmenting path from position i: a free value first, else a
 * value whose cell can move elsewhere. Recursion depth is at most n. */
static int augment(Match *m, int i)
{
    cset try = cs_andnot(m->cand[i], m->seen);
    for (cset x = try; !cs_empty(x); cs_droplo(&x)) {
        int v = cs_lo(x);
        if (m->cell_of[v] < 0) {
            m->val[i] = v;
            m->cell_of[v] = i;
            return 1;
        }
    }
    for (cset x = try; !cs_empty(x); cs_droplo(&x)) {
        int v = cs_lo(x);
        if (cs_has(m->seen, v))
            continue;
        cs_add(&m->seen, v);
        if (augment(m, m->cell_of[v])) {
            m->val[i] = v;
            m->cell_of[v] = i;
            return 1;
        }
    }
    return 0;
}

/* gac_filter's work once the group's singles are known and sound (no
 * empty cell, no two singles on one value): open holds the positions of
 * the other cells, taken the singles' values. What it returns and does
 * is gac_filter's, but that only the open cells' entries of match are
 * written. gac_pass (gac.c) calls it directly, having read the group
 * already. Kept out of line, as it was in a file of its own: inlined into
 * the solver's gac_pass it ran 7% more instructions on ACS 25x25 lines. */
static __attribute__((noinline)) int gac_filter_open(cset *cand, const int *cells, cset open,
                                                     cset taken, cs_index *match, cset *changed)
{
    cset c[CSET_BITS], vals = cs_zero();
    Match m;
    m.cand = c;
    *changed = cs_zero();
    /* a single's value no other cell can take (a single never moves):
     * the open cells are matched over the values left, and only they are
     * searched below (the work follows the open cells, not the group) */
    for (cset o = open; !cs_empty(o); cs_droplo(&o)) {
        int i = cs_lo(o);
        c[i] = cs_andnot(cand[cells[i]], taken);
        vals = cs_or(vals, c[i]);
    }
    for (cset x = vals; !cs_empty(x); cs_droplo(&x))
        m.cell_of[cs_lo(x)] = -1;
    cset todo = cs_zero(); /* open cells the last matching does not place */
    for (cset o = open; !cs_empty(o); cs_droplo(&o)) {
        int i = cs_lo(o), v = match[i];
        if (v >= 0 && cs_has(c[i], v) && m.cell_of[v] < 0) {
            m.val[i] = v;
            m.cell_of[v] = i;
        } else
            todo = cs_or(todo, cs_lowbit(o));
    }
    for (; !cs_empty(todo); cs_droplo(&todo)) {
        m.seen = cs_zero();
        if (!augment(&m, cs_lo(todo)))
            return -1;
    }
    /* the open cells, as many as the values left, took every one of them:
     * each value of vals has its cell */
    for (cset o = open; !cs_empty(o); cs_droplo(&o))
        match[cs_lo(o)] = (cs_index)m.val[cs_lo(o)];
    /* the exchange graph among open cells: adj[i] = the cells whose value
     * i could take */
    cset adj[CSET_BITS], comp[CSET_BITS];
    for (cset o = open; !cs_empty(o); cs_droplo(&o)) {
        int i = cs_lo(o);
        cset a = cs_zero();
        for (cset x = c[i]; !cs_empty(x); cs_droplo(&x))
            cs_add(&a, m.cell_of[cs_lo(x)]);
        cs_del(&a, i);
        adj[i] = a;
    }
    /* i's value v = val[j] stays iff i is reachable from j: with the edge
     * i -> j, iff i and j are in one strongly connected component. The
     * components, each as the cells that j (the lowest left) reaches
     * (forward) and that reach j (backward, within those): usually a few
     * large ones, cheaper than every cell's reach */
    for (cset left = open; !cs_empty(left);) {
        cset fwd = cs_lowbit(left), front = fwd;
        while (!cs_empty(front)) {
            cset nw = cs_andnot(cs_and(adj[cs_lo(front)], left), fwd);
            cs_droplo(&front);
            fwd = cs_or(fwd, nw);
            front = cs_or(front, nw);
        }
        cset back = cs_lowbit(left);
        for (int grew = 1; grew;) {
            grew = 0;
            for (cset x = cs_andnot(fwd, back); !cs_empty(x); cs_droplo(&x))
                if (cs_meets(adj[cs_lo(x)], back)) {
                    back = cs_or(back, cs_lowbit(x));
                    grew = 1;
                }
        }
        for (cset x = back; !cs_empty(x); cs_droplo(&x))
            comp[cs_lo(x)] = back;
        left = cs_andnot(left, back);
    }
    for (cset o = open; !cs_empty(o); cs_droplo(&o)) {
        int i = cs_lo(o);
        cset keep = cs_bit(m.val[i]);
        for (cset x = cs_andnot(c[i], keep); !cs_empty(x); cs_droplo(&x))
            if (cs_has(comp[i], m.cell_of[cs_lo(x)]))
                keep = cs_or(keep, cs_lowbit(x));
        if (!cs_eq(keep, cand[cells[i]])) { /* (a value some single holds goes too) */
            cand[cells[i]] = keep;
            cs_add(changed, i);
        }
    }
    return 0;
}

/* Removes from cand[cells[0..n)] (bit k = value vmin+k; n <= CSET_BITS,
 * every candidate below bit n) every value that no assignment of distinct
 * values to the n cells gives its cell, and sets *changed to the positions
 * i (bit i) whose cell lost a value. Returns -1 when there is no such
 * assignment at all (cand untouched), else 0. match[i] (value index or -1,
 * n entries) is where the matching starts from, and holds the one found
 * when 0 is returned: the last call's is a good start for the next (any
 * start gives the same result; after a -1 match is still a start). */
static int gac_filter(cset *cand, const int *cells, int n, cs_index *match, cset *changed)
{
    cset open = cs_zero(), taken = cs_zero();
    for (int i = 0; i < n; i++) { /* a single is matched to its value */
        cset x = cand[cells[i]];
        if (cs_multi(x)) {
            cs_add(&open, i);
            continue;
        }
        if (cs_empty(x) || cs_meets(taken, x))
            return -1; /* an empty cell, or two singles on one value: no filling */
        taken = cs_or(taken, x);
        match[i] = (cs_index)cs_lo(x);
    }
    return gac_filter_open(cand, cells, open, taken, match, changed);
}
