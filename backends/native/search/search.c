/* search.c -- the depth-first search from a propagated level: the
 * stacks, solutions reported, failed-value probing with lookahead, the
 * branching cell and value order (dom/wdeg, least constraining), and
 * search() itself. run.c drives it.
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* Levels 0..depth of the stacks exist: 0, or -1 when the budget refuses
 * them (then the search stops: timed_out STOP_MEMORY). The stacks grow by
 * doubling, each level ncells sets: 100x100 grids go thousands of levels
 * deep at 170 KB a level, the reason the memory limit covers them. */
static int ensure_depth(Solver *s, int depth)
{
    if (depth < s->depth_cap)
        return 0;
    int cap = s->depth_cap ? 2 * s->depth_cap : 16;
    while (cap <= depth)
        cap *= 2;
    size_t level = (size_t)s->ncells * (sizeof(cset) + 1) + CSET_BITS * sizeof(cs_index) +
                   3 * sizeof(int);
    if (charge_set(&s->stacks, s->mem, (size_t)cap * level) != 0 &&
        (cap = depth + 1, charge_set(&s->stacks, s->mem, (size_t)cap * level) != 0)) {
        s->timed_out = STOP_MEMORY; /* not even the exact depth fits */
        s->stop = 1;
        return -1;
    }
    s->cand_stack = xrealloc(s->cand_stack, (size_t)cap * s->ncells * sizeof(cset));
    s->placed_stack = xrealloc(s->placed_stack, (size_t)cap * s->ncells);
    s->vorder = xrealloc(s->vorder, (size_t)cap * CSET_BITS * sizeof(cs_index));
    s->rpath = xrealloc(s->rpath, (size_t)cap * 3 * sizeof(int));
    s->depth_cap = cap;
    return 0;
}

/* A solution in s->grid (values): kept as the first, passed to fn. */
static void report_grid(Solver *s)
{
    if (s->found++ == 0 && s->first)
        memcpy(s->first, s->grid, (size_t)s->ncells * sizeof(int));
    if (s->fn && s->fn(s->m, s->grid, s->ctx))
        s->stop = 1;
    if (s->found >= s->limit)
        s->stop = 1;
    if (s->found == 2) /* COUNT CAP (run.c): lifted at the second solution */
        s->budget = 0;
}

/* A solution as candidate sets, one value each. */
static void report(Solver *s, const cset *cand)
{
    for (int c = 0; c < s->ncells; c++)
        s->grid[c] = s->vmin + cs_lo(cand[c]);
    report_grid(s);
}

static void search(Solver *s, int depth);

/* PARTIAL RESTARTS (Latin squares, run.c's RESTARTS). On a QWH of order
 * 70 at 42% holes every probing run goes ~1,450 levels down before its
 * first dead end, and the runs that solve it are not those with a better
 * top: they met their first dead end as deep as the others and came out
 * of it within 20-40 more, where the others stay stuck however long they
 * backtrack below it (runs of 300 dead ends and more, hardly ever
 * solving). So there a run is cut in dead ends (s->fails), not guesses,
 * and starts again not from the root but from the level
 * LATIN_BACK_SHARE percent above its first dead end: that level's state
 * is still on the stack (the deeper levels and the probes only use the
 * levels below it), so the descent from there is a fraction of the whole,
 * and below it the random tie-breaks and the weights learnt so far choose
 * anew. Each such run gets LATIN_RUN_FAILS dead ends; after LATIN_PARTIALS
 * of them the next starts from the root, with LATIN_RUN_FAILS times the
 * Luby term, so that the runs from the root grow without bound and the
 * search stays complete. The first probing run alone keeps its budget in
 * guesses (run.c's LATIN_PROBE_UNITS units): it is the one that solves
 * the easier squares, with room to backtrack (cut at 40 dead ends, three
 * of ten fresh order-50 squares went from ~0.1 s to 0.5-0.9 s). Tuned
 * on bench/qwh.c seeds 1001 and 2001, ten of order 70 each under 10 s
 * of CPU: 3 of 20 solved before (every probing run 2 units of guesses
 * from the root), 9 of 20 now (7 going back 40% of the depth instead of
 * 20%); judged on fresh seeds 197752247 and 2787922110: 8 of 20 before,
 * 14 now (docs/benchmarks.md#latin-squares-partial-restarts). */
#define LATIN_RUN_FAILS 40
#define LATIN_BACK_SHARE 20
#define LATIN_PARTIALS 8

/* One branch: level depth+1 = level depth with cell c set to value bit v. */
static void try_value(Solver *s, int depth, int c, cset v)
{
    cset *cand = s->cand_stack + (size_t)depth * s->ncells;
    uint8_t *placed = s->placed_stack + (size_t)depth * s->ncells;
    cset *next = cand + s->ncells;
    uint8_t *nplaced = placed + s->ncells;
    int lat = lat_hold(s, depth); /* LATIN PROBES' places held (latin.c) */
    memcpy(next, cand, (size_t)s->ncells * sizeof(cset));
    memcpy(nplaced, placed, (size_t)s->ncells);
    next[c] = v;
    s->vlost = cand[c];
    s->st.guesses++;
    /* level depth is a fixpoint: nothing is dirty but what c's change makes
     * (flags left over from a sibling that failed would cost rescans) */
    memset(s->dirty, 0, (size_t)s->ngroups);
    s->qhead = s->qtail = 0;
    push(s, nplaced, c);
    int holds;
    if (lat) {
        lat_start(s);
        lat_cut(s, c, cs_andnot(cand[c], v));
        s->latdepth = depth + 1;
        holds = lat_full(s, next, nplaced);
    } else
        holds = propagate(s, next, nplaced);
    if (holds) {
        search(s, depth + 1);
        while (s->aborted && s->restart_at == depth + 1 && !s->timed_out) {
            /* PARTIAL RESTARTS: the run cut below starts again here */
            s->aborted = s->stop = 0;
            s->restart_at = 0;
            s->run_fail_depth = -1;
            s->budget = 0;
            s->fail_budget = s->fails + LATIN_RUN_FAILS;
            search(s, depth + 1);
        }
        return;
    }
    s->fails++;
    if (s->run_fail_depth < 0)
        s->run_fail_depth = depth;
    if (s->first_fail < 0)
        s->first_fail = s->st.guesses;
}

/* Every 256 search nodes or probes: past the deadline, or cancelled? Sets
 * stop. */
static int out_of_time(Solver *s)
{
    if ((++s->tick & 255) == 0 && must_end(s->deadline, s->cancel))
        s->timed_out = s->stop = 1;
    return s->stop && s->timed_out;
}

/* FAILED-VALUE PROBING, for grids of 25x25 and above (on 16x16 it costs
 * more than it saves): a cell with two candidates
 * whose one value propagates to a contradiction takes the other. One pass
 * over the two-candidate cells per search node, in level depth+1 as
 * scratch. Returns 0 when the node itself is contradictory.
 * It cuts the guesses by 10-50x but costs about as much as 30 plain
 * guesses per node, so when one solution is wanted it runs at the root
 * and in the runs (RESTARTS) that start once the search has made
 * PROBE_AFTER_GUESSES guesses (instances near the phase transition need
 * it: about a third of the ACS 25x25 ones at 40-50% given get there).
 * Counting probes at every node.
 * LOOKAHEAD. A probe whose two values both hold is not wasted: it tells
 * how many cells each value fixes (f0, f1, the singles its propagation
 * queued). When one solution is wanted, the search branches on the cell
 * with the largest 1024*f0*f1 + f0 + f1 -- the split that simplifies
 * both sides most, as lookahead SAT solvers choose (Li and Anbulagan's
 * Satz; Heule's march) -- and tries first the value that fixes fewer
 * cells, the freer side, likelier to hold a solution. After a restart
 * each score loses a random share of up to a fifth, so that runs differ
 * (without it the runs repeat, and a bad one repeats too). Lookahead beat
 * dom/wdeg alone on the worst ACS 25x25 instance
 * (docs/benchmarks.md#native-lookahead-with-a-random-share). */
/* LIGHT PROBES. When one solution is wanted, a probe propagates with the
 * cheap rules only (naked and hidden singles, sums, variants), as
 * lookahead SAT solvers probe with unit propagation alone: locked
 * candidates and GAC took most of a 36x36's time, mostly inside probes.
 * A probe then misses some failures and scores the split by fewer fixed
 * cells, but costs a fraction; the value a failed probe forces, and every
 * node the search keeps, still get the full fixpoint. Every rule is sound,
 * so a probe that fails under the cheap rules fails under all of them.
 * More 36x36 grids solved in less CPU, and a little less CPU on ACS 25x25
 * (docs/benchmarks.md#native-light-probes). Counting keeps full probes. */
/* PROBE TRAIL. Each probe works in level depth+1, copied from level depth
 * once per node, not once per probe: while a probe propagates, every
 * cell it changes is logged once (touch, solver.h; a stamp per cell
 * against an epoch that each probe advances), and afterwards only those
 * cells and the ones it queued (a cell set to a single is queued, and
 * touched only when taken off the queue) are copied back from level
 * depth. A probe changes tens of
 * cells where a copy was the whole grid twice (on a QWH of order 60, 3,600
 * cells, a node probes a hundred cells and more). A failed probe changes
 * level depth itself, after which the copy is made whole again. */
#define PROBE_MIN_CELLS 256
/* 3000 while probes propagated fully; with LIGHT PROBES, 300: the least
 * CPU and the shortest tail of the values tried on ACS 25x25, and the
 * tail is sensitive to it (docs/benchmarks.md#native-probe_after_guesses-300) */
#define PROBE_AFTER_GUESSES 300

static int probe(Solver *s, int depth)
{
    s->la_cell = -1;
    if (ensure_depth(s, depth + 1) != 0)
        return 1; /* stopped: the caller looks at s->stop */
    cset *cand = s->cand_stack + (size_t)depth * s->ncells;
    uint8_t *placed = s->placed_stack + (size_t)depth * s->ncells;
    cset *next = cand + s->ncells;
    uint8_t *nplaced = placed + s->ncells;
    long best = -1;
    s->la_cell = -1;
    memcpy(next, cand, (size_t)s->ncells * sizeof(cset));
    memcpy(nplaced, placed, (size_t)s->ncells);
    int lat = lat_hold(s, depth); /* LATIN PROBES (latin.c) */
    for (int c = 0; c < s->ncells; c++) {
        if (popcount(cand[c]) != 2)
            continue;
        /* the clock, between probes too: one node's probes on a 36x36 can
         * take milliseconds, and 256 such nodes overran a 10 s limit by 2 s */
        if (out_of_time(s))
            return 1;
        cset lo = cs_lowbit(cand[c]), hi = cs_andnot(cand[c], lo);
        int fixed[2] = {0, 0};
        int k;
        for (k = 0; k < 2; k++) {
            cset v = k ? hi : lo;
            s->trailing = 1;
            next[c] = v;
            s->vlost = cand[c];
            s->qhead = s->qtail = 0;
            push(s, nplaced, c);
            int holds;
            if (lat) {
                lat_start(s);
                lat_cut(s, c, cs_andnot(cand[c], v));
                holds = lat_propagate(s, next, nplaced);
            } else {
                memset(s->dirty, 0, (size_t)s->ngroups);
                s->light = s->limit == 1;
                holds = propagate(s, next, nplaced);
            }
            s->light = s->trailing = 0;
            for (int i = 0; i < s->qtail; i++) /* level depth+1 back to level depth */
                trail_add(s, s->queue[i]);
            for (int i = 0; i < s->ntrail; i++) {
                int t = s->trail[i];
                if (lat)
                    lat_restore(s, t, cand[t], next[t]);
                next[t] = cand[t];
                nplaced[t] = placed[t];
            }
            s->ntrail = 0;
            if (++s->epoch == 0) { /* wrapped: no stale stamp may match */
                memset(s->stamp, 0, (size_t)s->ncells * sizeof(unsigned));
                s->epoch = 1;
            }
            if (holds) {
                fixed[k] = s->qtail; /* cells this value fixes */
                continue;
            }
            s->vlost = cand[c];
            cand[c] = k ? lo : hi; /* v fails: the other value holds */
            memset(s->dirty, 0, (size_t)s->ngroups);
            s->qhead = s->qtail = 0;
            push(s, placed, c);
            if (lat) {
                lat_start(s);
                lat_cut(s, c, v);
            }
            if (!(lat ? lat_full(s, cand, placed) : propagate(s, cand, placed)))
                return 0;
            memcpy(next, cand, (size_t)s->ncells * sizeof(cset));
            memcpy(nplaced, placed, (size_t)s->ncells);
            break;
        }
        if (k == 2) { /* both values hold: a lookahead score */
            long score = 1024L * fixed[0] * fixed[1] + fixed[0] + fixed[1];
            if (s->randomize) /* restarts: up to a fifth off at random, for variety */
                score -= (long)((double)score * 0.2 * rng_unit(&s->rng));
            if (score > best) {
                best = score;
                s->la_cell = c;
                s->la_pair = cand[c];
                s->la_first = fixed[0] <= fixed[1] ? lo : hi; /* the freer branch first */
            }
        }
    }
    return 1;
}

/* FIRST SOLUTION (limit 1). Large sparse grids have many solutions; what
 * matters is not getting stuck under an early wrong guess.
 *   cell choice   dom/wdeg (Boussemart et al. 2004): every contradiction
 *                 adds 1 to the weight of the group (value missing, two
 *                 values for one cell) or the cell (wiped out) where it
 *                 showed; the cell branched on minimises candidates /
 *                 (1 + its weight + its groups' weights), so the search
 *                 goes first where it failed before. Weights last across
 *                 restarts (reset per native_count).
 *   value order   least constraining first: the value that fewest of the
 *                 cell's open peers still allow (random tie-breaks after
 *                 the first restart).
 * Counting (limit >= 2) keeps the plain rule: fewest candidates, first
 * such cell, or a value with fewer places in a group (below); every
 * branch is explored either way, so the count is exact. */

/* Two helpers of search, out of line so that their arrays are not on the
 * C stack of every level of the recursion. */

/* The value with fewest places (fewer than bestn, more than one) in a full
 * group: the group, its value in *bval; -1 when there is none. */
static __attribute__((noinline)) int value_split(Solver *s, const cset *cand, int bestn,
                                                 cset *bval)
{
    int cnt[CSET_BITS], bgroup = -1;
    for (int g = 0; g < s->ngroups; g++) {
        if (!s->gfull[g])
            continue;
        memset(cnt, 0, sizeof(int) * (size_t)s->nvals);
        const int *gc = s->gcells + s->gstart[g], n = s->gstart[g + 1] - s->gstart[g];
        cset done = cs_zero();
        for (int i = 0; i < n; i++) {
            cset x = cand[gc[i]];
            if (single(x))
                done = cs_or(done, x);
            else
                for (; !cs_empty(x); cs_droplo(&x))
                    cnt[cs_lo(x)]++;
        }
        for (int k = 0; k < s->nvals; k++)
            if (!cs_has(done, k) && cnt[k] > 1 && cnt[k] < bestn) {
                bestn = cnt[k];
                bgroup = g;
                *bval = cs_bit(k);
            }
        if (bestn == 2)
            break;
    }
    return bgroup;
}

/* Cell c's values, least constraining first (FIRST SOLUTION), into
 * order[]; returns how many. */
static __attribute__((noinline)) int value_order(Solver *s, const cset *cand, int c,
                                                 cs_index *order)
{
    int nv = 0, key[CSET_BITS];
    for (cset x = cand[c]; !cs_empty(x); cs_droplo(&x))
        order[nv++] = (cs_index)cs_lo(x);
    for (int i = 0; i < nv; i++) {
        int k = 0;
        cset bit = cs_bit(order[i]);
        for (int j = s->pstart[c]; j < s->pstart[c + 1]; j++)
            k += cs_meets(cand[s->peers[j]], bit);
        key[i] = k * CSET_BITS + (s->randomize ? (int)rng_below(&s->rng, CSET_BITS) : i);
        if (s->pattern && order[i] == s->phase[c])
            key[i] = -1; /* the phase first (PHASE) */
    }
    for (int i = 1; i < nv; i++) /* insertion sort by key */
        for (int j = i; j > 0 && key[j] < key[j - 1]; j--) {
            int t = key[j];
            key[j] = key[j - 1];
            key[j - 1] = t;
            cs_index b = order[j];
            order[j] = order[j - 1];
            order[j - 1] = b;
        }
    return nv;
}

/* A count's branch, the k-th of its node at level depth (k counted in
 * *k): tried, or while resuming a paused count (PAUSED COUNTS, run.c;
 * skip >= 0) skipped when it came before the pause, and gone on with,
 * not tried again, when it was in progress: its level still holds the
 * state the pause left. A cut at the budget below notes it in rpath
 * (three ints a level: this branch, then the split, note_split). */
static inline void branch(Solver *s, int depth, int c, cset v, int *k, int skip)
{
    int at = (*k)++;
    if (at < skip)
        return;
    if (at == skip)
        search(s, depth + 1);
    else
        try_value(s, depth, c, v);
    if (s->aborted)
        s->rpath[3 * depth] = at;
}

/* PAUSED COUNTS: how the node at level depth split -- cell how >= 0, or
 * the value index value of group -1 - how -- noted as the search unwinds
 * from a pause, so that the replay need not choose again. */
static void note_split(Solver *s, int depth, int how, int value)
{
    s->rpath[3 * depth + 1] = how;
    s->rpath[3 * depth + 2] = value;
}

/* Depth-first search from level `depth` (its state already propagated). */
static void search(Solver *s, int depth)
{
    cset *cand = s->cand_stack + (size_t)depth * s->ncells;
    int skip = -1, k = 0; /* PAUSED COUNTS: the branch in progress, when replaying */
    if (s->replay) {
        if (depth < s->replay)
            skip = s->rpath[3 * depth];
        else
            s->replay = 0; /* the paused node: from here on as usual */
    }
    if ((skip < 0 && s->budget && (s->count_cdcl ? s->tick : s->st.guesses) > s->budget &&
         (s->first_fail >= 0 || s->cut_always)) ||
        (s->fail_budget && s->fails > s->fail_budget)) {
        s->aborted = s->stop = 1;
        s->rdepth = depth;
        s->restart_at = 0; /* PARTIAL RESTARTS: or partway down */
        if (s->probe_run && s->places && s->partials < LATIN_PARTIALS && s->run_fail_depth > 0)
            s->restart_at = s->run_fail_depth * (100 - LATIN_BACK_SHARE) / 100;
        s->partials = s->restart_at ? s->partials + 1 : 0;
        return;
    }
    if (skip < 0 && s->ncells > PROBE_MIN_CELLS &&
        (s->limit > 1 || depth == 0 || s->probe_run)) {
        if (!probe(s, depth)) {
            s->fails++;
            return;
        }
        if (s->stop)
            return;
        cand = s->cand_stack + (size_t)depth * s->ncells;
        int c = s->la_cell;
        if (s->limit == 1 && c >= 0 && cs_eq(cand[c], s->la_pair)) {
            /* LOOKAHEAD: branch where both values fix the most cells (the
             * deeper levels' probes overwrite s->la_*: copied first) */
            cset first = s->la_first, second = cs_andnot(s->la_pair, first);
            if (out_of_time(s))
                return;
            try_value(s, depth, c, first);
            if (!s->stop)
                try_value(s, depth, c, second);
            return;
        }
    }
    int best = -1, bestn = CSET_BITS + 1;
    int off = s->randomize ? (int)rng_below(&s->rng, (uint64_t)s->ncells) : 0;
    int bgroup = -1;
    cset bval = cs_zero();
    if (skip >= 0) { /* PAUSED COUNTS: the split the node chose before the pause */
        int how = s->rpath[3 * depth + 1];
        best = how < 0 ? 0 : how; /* (a group split goes before the cell) */
        if (how < 0) {
            bgroup = -1 - how;
            bval = cs_bit(s->rpath[3 * depth + 2]);
        }
    } else if (s->limit == 1) { /* dom/wdeg, see FIRST SOLUTION */
        long bw = 1; /* compares n / w as n * bw < bestn * w */
        /* at a fixpoint a cell is placed iff it is a single: with sets of
         * two words and more, a byte read skips it, where the set's test
         * took a dozen instructions */
        const uint8_t *placed = s->placed_stack + (size_t)depth * s->ncells;
        for (int i = 0, c = off; i < s->ncells; i++, c = c + 1 < s->ncells ? c + 1 : 0) {
            if (CSET_W > 1 ? placed[c] != 0 : !cs_multi(cand[c]))
                continue;
            int n = popcount(cand[c]);
            if (CSET_W > 1 && n < 2)
                continue;
            long w = 1 + s->cw[c];
            if (CSET_W > 1 && s->lat) /* a Latin square: its two groups from latin.c's table */
                w += s->gw[s->latat[4 * c + 2]] + s->gw[s->latat[4 * c + 3]];
            else
                for (int j = s->cgstart[c]; j < s->cgstart[c + 1]; j++)
                    w += s->gw[s->cglist[j]];
            if (best < 0 || (long)n * bw < (long)bestn * w) {
                best = c;
                bestn = n;
                bw = w;
            }
        }
    } else {
        for (int i = 0; i < s->ncells; i++) {
            int c = off + i < s->ncells ? off + i : off + i - s->ncells;
            int n = popcount(cand[c]);
            if (n > 1 && n < bestn) {
                bestn = n;
                best = c;
                if (n == 2)
                    break;
            }
        }
    }
    /* A value with fewer places in a full group than the best cell has
     * candidates is the better split: it must go in one of those places. */
    if (skip < 0 && bestn > 2 && best >= 0 && s->limit > 1)
        bgroup = value_split(s, cand, bestn, &bval);
    if (best < 0) {
        report(s, cand);
        return;
    }
    if ((skip < 0 && out_of_time(s)) || ensure_depth(s, depth + 1) != 0)
        return;
    cand = s->cand_stack + (size_t)depth * s->ncells; /* the stack may have moved */
    if (bgroup >= 0) {
        const int *gc = s->gcells + s->gstart[bgroup];
        int n = s->gstart[bgroup + 1] - s->gstart[bgroup];
        int r = s->randomize ? (int)rng_below(&s->rng, (uint64_t)n) : 0;
        for (int i = 0; i < n && !s->stop; i++) {
            int c = gc[(i + r) % n];
            if (!cs_meets(cand[c], bval) || single(cand[c]))
                continue;
            branch(s, depth, c, bval, &k, skip);
            cand = s->cand_stack + (size_t)depth * s->ncells;
        }
        if (s->aborted) /* PAUSED COUNTS: the split, for the replay */
            note_split(s, depth, -1 - bgroup, cs_lo(bval));
        return;
    }
    cset vals = cand[best];
    if (s->limit == 1) { /* least constraining value first (FIRST SOLUTION) */
        int nv = value_order(s, cand, best, s->vorder + (size_t)depth * CSET_BITS);
        for (int i = 0; i < nv && !s->stop; i++)
            try_value(s, depth, best, cs_bit(s->vorder[(size_t)depth * CSET_BITS + i]));
        return;
    }
    if (s->randomize) { /* rotate the value order by a random amount */
        int r = (int)rng_below(&s->rng, (uint64_t)popcount(vals));
        cset low = cs_zero();
        for (int i = 0; i < r; i++) {
            low = cs_or(low, cs_lowbit(vals));
            cs_droplo(&vals);
        }
        for (; !cs_empty(vals) && !s->stop; cs_droplo(&vals)) {
            try_value(s, depth, best, cs_lowbit(vals));
            cand = s->cand_stack + (size_t)depth * s->ncells;
        }
        vals = low;
    }
    for (; !cs_empty(vals) && !s->stop; cs_droplo(&vals)) {
        branch(s, depth, best, cs_lowbit(vals), &k, skip);
        cand = s->cand_stack + (size_t)depth * s->ncells;
    }
    if (s->aborted)
        note_split(s, depth, best, 0);
}
