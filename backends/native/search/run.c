/* run.c -- one count (solver_count): the givens set and propagated at
 * the root, then the runs of the search (search.c): restarts with the
 * Luby sequence and deep descents, the phase first (phase.c), and the
 * hand-over to the conflict-driven search (native/cdcl/) on large grids.
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* RESTARTS. Finding one solution of a large grid is heavy-tailed: most
 * runs are quick, a few get lost deep in the tree. When a single solution
 * is wanted on a grid larger than 9x9, the search gives up after a budget
 * of guesses and starts again from the propagated root (level 0 stays
 * intact) with random tie-breaks. Run i gets RESTART_UNIT * luby(i)
 * guesses (Luby, Sinclair and Zuckerman's universal sequence); the failure
 * weights learnt so far steer each new run (see FIRST SOLUTION). On grids
 * with probing, the runs that start after PROBE_AFTER_GUESSES guesses
 * probe at every node and branch by lookahead (FAILED-VALUE PROBING); a
 * guess costs ~40x more there, so those runs take their own Luby sequence
 * from 1 rather than continuing the plain runs' (continuing it made one
 * seed's run several times slower:
 * docs/benchmarks.md#native-probing-runs-own-luby-sequence). On Latin
 * squares the probing runs count dead ends, not guesses, and most of them
 * restart partway down, not at the root (search.c's PARTIAL RESTARTS). Each
 * sequence grows without bound, so some run is long enough to finish and
 * the search stays complete. Counting (limit > 1) is one exhaustive run. */

/* COUNT CAP. Counting is one exhaustive depth-first run, and on a few
 * grids it is very long where another exact method is quick: the ACS
 * 16x16 inst16x16_30_45 took 79 s and 10.8 M guesses to count to 2, dlx
 * counts it in 0.1 ms. native_set_run's count_cap bounds such a run: past
 * that many guesses, while fewer than two solutions are found, the count
 * gives up (even before a contradiction) and says so (NativeStats.capped);
 * native_backend.c then counts with dlx. From the second solution on the
 * cap is lifted (report_grid), so long counts (limit >= 3) with many
 * solutions stay here. Large grids of groups alone go on by learning
 * instead (COUNTING BY LEARNING). */
#define RESTART_UNIT 200

/* PAUSED COUNTS. A count capped that way (st.capped) can go on later
 * (solver_resume) where it stopped, with a higher cap: nothing is
 * searched or counted twice. The cut comes at the entry of a node (its
 * level is the propagated state its parent's branch left, nothing more
 * done there), and as the search unwinds each level on the path notes in
 * rpath which of its branches was in progress (search.c's branch). The
 * levels of the stacks keep their states until the next search, so
 * resuming replays the path from the root: each level along it chooses
 * its branching as before (counting's order is deterministic: no
 * restarts, no random tie-breaks; the level's candidates are those it
 * chose on), skips the branches done, and descends into the one in
 * progress without trying it again; the paused node itself is searched
 * as usual. Costs a branching choice per level of the path, no
 * propagation. A count gone on by learning (COUNTING BY LEARNING) pauses
 * too when counting in turns (native_set_run's turns): the
 * conflict-driven count stops at the cap, in decisions counted as
 * guesses, its trail and learnt clauses kept in s->cc (cdcl.h's PAUSED
 * COUNTS). The portfolio (native_backend.c's COUNT PORTFOLIO)
 * interleaves such counts with dlx's paused ones. */

/* COUNTING BY LEARNING. From 25x25 on (the grids that probe), on models
 * of groups alone, a count does not hand over to dlx: there dlx has
 * tails of its own (ACS 25x25 at 15-30% given: many lines over 10 s),
 * and the plain search's are worse still, since each of its nodes probes
 * (ACS 25x25 at 40-45%: 1,000-1,600 guesses took 2-10 s and more). Past
 * COUNT_CDCL_AFTER search nodes and probes (s->tick), before a second
 * solution, the count goes on by the conflict-driven search with blocking
 * clauses (cdcl_count; run_cdcl_count below), which learns from every
 * conflict: the same ACS 25x25 lines in 6-160 ms, every one faster than
 * sat (docs/backends/native.md#counting-a-portfolio-and-learning). The
 * cap is in nodes and probes, not guesses: a guess there costs up to
 * milliseconds of probing. 16 of them keep the dense lines (55% given and more,
 * settled by propagation and a few guesses) in the plain search, which
 * is quicker there than setting up CDCL; more cost the sparse lines
 * several milliseconds each for nothing. On 16x16 the hand-over to dlx
 * stays: there dlx counts the plain search's tails in a tenth of a
 * millisecond, where setting up CDCL alone takes one. */
#define COUNT_CDCL_AFTER 16

/* DEEP DESCENTS. On a sparse grid the search goes hundreds of guesses deep
 * before its first contradiction, so runs of 200 guesses could never reach
 * a solution (a 36x36 with 10% given took ~9,000 guesses, a 64x64 with
 * 5-30% given mostly ran out of 10 s). Two rules: a run is never cut
 * before the search has met a contradiction at all, and the unit of the
 * Luby sequence is at least the number of guesses made before the first
 * one -- a run may go as deep as the first descent went. Probing runs
 * (costly at every node) then start after 15 units when the unit grew,
 * not after PROBE_AFTER_GUESSES.
 * Near the phase transition the first contradiction comes within 200
 * guesses, and nothing changes there: the same guesses with and without
 * these rules (docs/benchmarks.md#native-deep-descents). */

/* CONFLICT-DRIVEN SEARCH (cdcl.c) for one solution, on models of groups
 * alone (no sums, variants or parity) of CDCL_MIN_CELLS cells or more.
 * After the root propagation and the phase all at once (PHASE), the
 * search below makes one run of at most CDCL_AFTER_GUESSES guesses
 * (cut there even before its first contradiction); if that does not
 * solve the grid, cdcl.c starts from the propagated root and learns a
 * clause from every conflict, instead of restarting with weights. On
 * the ACS 16x16 set it cost more than the search below, so it starts at
 * 25x25. The short run first keeps the dense ACS 25x25 levels (55-85%
 * given) as fast as before, where CDCL alone was several times slower
 * (docs/benchmarks.md#native-cdcl-from-25x25-after-a-short-run); 30
 * guesses rather than 100 keeps the sparse levels (5-35%) from paying for
 * the deep descents.
 * At most CDCL_MAX_VARS (cell, value) pairs, 64x64: its tables take
 * about 130 bytes an open pair. */
/* LATIN SQUARES AT THE PEAK. On a Latin square (places.c) near the phase
 * transition the first descent goes most of the way down before its
 * first contradiction (QWH order 50 at 42% holes: ~650 guesses of ~1,050
 * holes; order 60: ~1,070), so the unit grows to that depth (DEEP
 * DESCENTS), and plain runs of it almost never solve such a square: their
 * early choices are wrong and are found out only near the bottom. Runs
 * that probe, branching by lookahead, mostly do, when given room to
 * backtrack below the depth of the descent. So on Latin squares the runs
 * probe from the first restart on (not after 15 units). On ten QWH of
 * order 50 (bench/qwh.c seed 101, tuning only), with the places filter,
 * runs of units of guesses: 1 unit, probing after 15 units, 2/10 within
 * 0.5 s, 13.8 s of CPU in all; probing from the first restart, 1 unit
 * 6/10, 11.4 s; 2 units 8/10, 6.3 s; 3 units 8/10, 11.4 s
 * (docs/benchmarks.md#quasigroup-completion-benchqwhsh-part-of-make-bench).
 * The first probing run still gets LATIN_PROBE_UNITS units; the runs
 * after it are cut in dead ends and most start partway down (search.c's
 * PARTIAL RESTARTS). */
#define LATIN_PROBE_UNITS 2

#define CDCL_AFTER_GUESSES 30
#define CDCL_MIN_CELLS 257
#define CDCL_MAX_VARS (1L << 18)

/* The conflict-driven search takes the model: groups alone, at most
 * CDCL_MAX_VARS pairs, and not a Latin square.
 * LATIN SQUARES (every cell in two full groups at most: a row and a
 * column) stay with the search below. There each learnt clause runs to
 * hundreds of literals (QWH order 50 at 42% holes: 265 on average) and a
 * conflict costs ~250 us, while the search's all-different GAC and
 * restarts settle the same squares in fewer, cheaper steps: on ten QWH
 * instances of order 50 (seed 4242, 5 s CPU each) 8 solved instead of 6,
 * on six of order 60 (seed 6060, 10 s) 4 instead of none
 * (docs/benchmarks.md#quasigroup-completion-benchqwhsh-part-of-make-bench).
 * Sudoku's boxes make a third group per cell, and there CDCL stays ahead. */
static int cdcl_takes(const Solver *s)
{
    if (s->nsums || s->nlinks || (long)s->ncells * s->nvals > CDCL_MAX_VARS)
        return 0;
    int latin = 1;
    for (int c = 0; c < s->ncells; c++) {
        if (!cs_eq(s->unary[c], s->full))
            return 0;
        if (s->cgstart[c + 1] - s->cgstart[c] > 2)
            latin = 0;
    }
    return !latin;
}

static int cdcl_eligible(const Solver *s)
{
    return s->ncells >= CDCL_MIN_CELLS && cdcl_takes(s);
}

/* The conflict-driven search's problem: the root's candidates (level 0,
 * propagated) into s->allowed. */
static CdclProblem cdcl_problem(Solver *s, const int *phase)
{
    const cset *cand = s->cand_stack;
    int n = s->nvals;
    if (!s->allowed)
        s->allowed = xmalloc((size_t)s->ncells * n);
    for (int c = 0; c < s->ncells; c++)
        for (int v = 0; v < n; v++)
            s->allowed[(size_t)c * n + v] = cs_has(cand[c], v);
    CdclProblem p = {s->ncells, n, s->ngroups, s->gstart, s->gcells, s->gfull, s->allowed,
                     phase, s->deadline, s->cancel, CDCL_MIN_AUTO, s->seed, NULL, s->mem};
    return p;
}

/* What stopped a conflict-driven search (r < 0) stops this count. */
static void cdcl_stopped(Solver *s, int r)
{
    s->timed_out = r == CDCL_OUT_OF_MEMORY ? STOP_MEMORY : STOP_TIME;
    s->stop = 1;
}

/* CONFLICT-DRIVEN SEARCH: cdcl.c from the propagated root (level 0). */
static void run_cdcl(Solver *s)
{
    CdclProblem p = cdcl_problem(s, s->pattern ? s->phase : NULL);
    CdclStats cs;
    int r = cdcl_race(&p, s->threads, s->grid, &cs);
    s->st.guesses += cs.decisions;
    s->st.nodes += cs.propagations;
    if (r < 0) {
        cdcl_stopped(s, r);
        return;
    }
    if (r == 0)
        return;
    for (int c = 0; c < s->ncells; c++)
        s->grid[c] += s->vmin;
    report_grid(s); /* limit 1: the search stops */
}

/* A solution of the counting CDCL (value indices) reported as the search
 * reports its own. */
static int cdcl_count_solution(const int *out, void *ctx)
{
    Solver *s = ctx;
    for (int c = 0; c < s->ncells; c++)
        s->grid[c] = out[c] + s->vmin;
    report_grid(s);
    return s->stop;
}

/* The count by learning (s->cc) on, up to the COUNT CAP when counting
 * in turns (count_cap guesses in all, its decisions counted as guesses;
 * PAUSED COUNTS: paused there, s->cc kept, st.capped set) or to its end
 * (s->cc freed). */
static void run_cdcl_steps(Solver *s)
{
    long cap = 0; /* decisions in all; 0: none (no turns, or lifted: COUNT CAP) */
    if (s->count_turns && s->count_cap && s->found < 2)
        cap = s->count_cap - s->cc_guesses > 1 ? s->count_cap - s->cc_guesses : 1;
    int status;
    CdclStats cs;
    cdcl_count_run(s->cc, s->cc_limit, cap, cdcl_count_solution, s, &status, &cs);
    s->st.guesses = s->cc_guesses + cs.decisions;
    s->st.nodes = s->cc_nodes + cs.propagations;
    if (status == CDCL_PAUSED) {
        s->st.capped = 1;
        return;
    }
    cdcl_count_free(s->cc, NULL);
    s->cc = NULL;
    if (status < 0)
        cdcl_stopped(s, status);
}

/* COUNT CAP reached on a model of groups alone: the count goes on by the
 * conflict-driven search with blocking clauses (cdcl_count) from the
 * propagated root, the solution the capped run found (at most one, still
 * in s->grid) excluded from the start: each solution is counted once. On
 * grids with a PHASE its filling is the search's first target, as when
 * one solution is wanted: on ACS 25x25 counted to 2 the slowest line went
 * from 0.42 s to 0.14 s, the set from 13.6 s to 12.5 s (CPU). */
static void run_cdcl_count(Solver *s)
{
    if (s->pattern) /* PHASE: the search's first target, as for one solution */
        make_phase(s, s->cand_stack);
    CdclProblem p = cdcl_problem(s, s->pattern ? s->phase : NULL);
    int *seen = NULL, status;
    if (s->found) {
        seen = xmalloc((size_t)s->ncells * sizeof(int));
        for (int c = 0; c < s->ncells; c++)
            seen[c] = s->grid[c] - s->vmin;
    }
    s->cc = cdcl_count_new(&p, seen, seen ? 1 : 0, &status);
    free(seen);
    if (!s->cc) {
        cdcl_stopped(s, status);
        return;
    }
    s->cc_guesses = s->st.guesses;
    s->cc_nodes = s->st.nodes;
    s->cc_limit = s->limit - s->found;
    run_cdcl_steps(s);
}

static void run_search(Solver *s)
{
    long nplain = 1, nprobe = 0, unit = RESTART_UNIT;
    s->first_fail = -1;
    s->latdepth = -1;
    s->budget = 0;
    s->fails = s->fail_budget = 0;
    s->restart_at = s->partials = 0;
    s->run_fail_depth = -1;
    s->randomize = 0;
    s->aborted = 0;
    s->probe_run = 0;
    if (s->limit == 1 && s->ncells > 81) {
        rng_seed(&s->rng, 0x5eed);
        s->budget = RESTART_UNIT * luby(nplain);
    }
    if (s->limit == 1 && s->pattern) {
        make_phase(s, s->cand_stack);
        if (phase_probe(s) || s->stop)
            return;
    }
    if (s->limit == 1 && s->cdcl) { /* a short run first (CONFLICT-DRIVEN SEARCH) */
        s->budget = CDCL_AFTER_GUESSES;
        s->cut_always = 1;
    }
    s->count_cdcl = s->limit > 1 && s->ncells > PROBE_MIN_CELLS && cdcl_takes(s);
    if (s->limit > 1 && (s->count_cap || s->count_cdcl)) { /* COUNT CAP */
        s->budget = s->count_cdcl ? COUNT_CDCL_AFTER : s->count_cap;
        s->cut_always = 1;
    }
    for (;;) {
        search(s, 0);
        if (!s->aborted || s->timed_out)
            return;
        if (s->limit > 1) { /* COUNT CAP reached */
            s->aborted = s->stop = s->cut_always = 0;
            if (s->count_cdcl)
                run_cdcl_count(s);
            else
                s->st.capped = 1;
            return;
        }
        if (s->limit == 1 && s->cdcl) {
            s->aborted = s->stop = s->cut_always = 0;
            run_cdcl(s);
            return;
        }
        s->aborted = s->stop = 0;
        s->randomize = 1;
        if (s->first_fail > unit) /* DEEP DESCENTS */
            unit = s->first_fail;
        s->probe_run = s->ncells > PROBE_MIN_CELLS &&
                       s->st.guesses > (unit > RESTART_UNIT && !s->places ? 15 * unit
                                                                         : PROBE_AFTER_GUESSES);
        s->run_fail_depth = -1;
        int latin = s->probe_run && s->places; /* PARTIAL RESTARTS (search.c) */
        s->fail_budget = 0;
        if (latin && nprobe > 0) {
            s->budget = 0;
            s->fail_budget = s->fails + LATIN_RUN_FAILS * luby(++nprobe);
        } else
            s->budget = s->st.guesses + (latin ? LATIN_PROBE_UNITS : 1) * unit *
                                            luby(s->probe_run ? ++nprobe : ++nplain);
    }
}

/* PAUSED COUNTS: the count the last solver_count (or resume) stopped
 * at its cap goes on to the cap count_cap (guesses in all, as the stats
 * count them), by deadline. */
static long solver_resume(Solver *s, long count_cap, double deadline, int *timed_out,
                          NativeStats *stats)
{
    s->deadline = deadline;
    s->stop = s->timed_out = s->aborted = 0;
    s->st.capped = 0;
    if (s->cc) { /* paused while counting by learning */
        s->count_cap = count_cap;
        run_cdcl_steps(s);
    } else {
        s->budget = s->found >= 2 ? 0 : count_cap; /* COUNT CAP lifted at the second */
        s->cut_always = 1;
        s->replay = s->rdepth;
        search(s, 0);
        s->cut_always = 0;
        if (s->aborted) { /* the cap again */
            s->aborted = s->stop = 0;
            s->st.capped = 1;
        }
    }
    if (timed_out)
        *timed_out = s->timed_out;
    if (stats)
        *stats = s->st;
    return s->found;
}

/* PAUSED COUNTS: the paused count dropped (native_drop). */
static void solver_drop(Solver *s)
{
    cdcl_count_free(s->cc, NULL);
    s->cc = NULL;
    s->rdepth = 0;
}

static long solver_count(Solver *s, const int *givens, long limit, SolutionFn fn, void *ctx,
                         int *first, double deadline, int *timed_out, NativeStats *stats)
{
    const Model *m = s->m;
    if (!givens)
        givens = m->given;
    s->limit = limit > 0 ? limit : 1;
    s->found = 0;
    s->fn = fn;
    s->ctx = ctx;
    s->first = first;
    s->stop = s->timed_out = s->cut_always = 0;
    s->replay = 0;
    solver_drop(s); /* a paused count nobody resumed */
    s->tick = 0;
    s->deadline = deadline;
    memset(&s->st, 0, sizeof s->st);
    memset(s->gw, 0, (size_t)(s->ngroups ? s->ngroups : 1) * sizeof(long));
    memset(s->cw, 0, (size_t)s->ncells * sizeof(long));
    memset(s->dirty, DIRTY_HIDDEN | DIRTY_LOCKED | DIRTY_GAC, (size_t)(s->ngroups ? s->ngroups : 1));
    s->vlost = s->full;
    if (ensure_depth(s, 0) != 0) {
        if (timed_out)
            *timed_out = s->timed_out;
        if (stats)
            *stats = s->st;
        return 0;
    }
    cset *cand = s->cand_stack;
    uint8_t *placed = s->placed_stack;
    memset(placed, 0, (size_t)s->ncells);
    s->qhead = s->qtail = 0;
    int ok = 1;
    for (int c = 0; c < s->ncells; c++) {
        cand[c] = s->unary[c];
        if (givens[c]) {
            int k = givens[c] - s->vmin;
            if (k < 0 || k >= s->nvals || !cs_has(s->unary[c], k)) {
                ok = 0;
                break;
            }
            cand[c] = cs_bit(k);
        }
        if (cs_empty(cand[c])) { /* odd and even on one cell */
            ok = 0;
            break;
        }
    }
    if (ok) {
        /* The model's own GIVEN constraints hold even when givens[] replaces
         * the grid (a caller's partial grid must not contradict them). */
        for (int i = 0; i < m->ncons && ok; i++)
            if (m->cons[i].kind == CON_GIVEN) {
                int c = m->cons[i].cells[0];
                cand[c] = cs_and(cand[c], cs_bit(m->cons[i].total - s->vmin));
                ok = !cs_empty(cand[c]);
            }
    }
    if (ok) {
        for (int c = 0; c < s->ncells; c++)
            if (single(cand[c]))
                push(s, placed, c);
        if (propagate(s, cand, placed))
            run_search(s);
    }
    if (timed_out)
        *timed_out = s->timed_out;
    if (stats)
        *stats = s->st;
    return s->found;
}
