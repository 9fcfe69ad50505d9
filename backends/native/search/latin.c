/* latin.c -- naked and hidden singles on a Latin square by each value's
 * places (LATIN PROBES): the same propagation as propagate() (light in a
 * probe, in full at a branch and after a failed probe), done on the
 * places of THE THIRD VIEW (places.c), held for the level the search is
 * at, so that a step costs the places it touches instead of a scan of
 * whole rows and columns. Used when one solution is wanted (counting
 * keeps propagate()).
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* LATIN PROBES. On a QWH near the phase transition nearly all the time
 * went to light probes (a hundred and more per search node), and there
 * to two scans: a naked single visits the 2(n-1) peers of its cell to
 * find the few that still hold its value, and a hidden-single sweep reads
 * every cell of each changed row and column (n cells, for the one or two
 * values that changed there).
 *   places    latp[v * 2n + L]: the positions on line L (row r: L = r,
 *             the columns where v may go; column c: L = n + c, the rows)
 *             where value v is still a candidate (lat_build: from scratch)
 *   lost      latlost[L]: the values line L lost since it was last swept
 *   dirty     latdirty: bit g, group g to be swept (what touch() marks)
 * A naked single v at (r, c) removes v from the cells of latp[v][r] and
 * latp[v][n + c] alone. A sweep of line L looks only at the values of
 * latlost[L]: the propagation starts from a fixpoint of every rule, where
 * each value of a line is in two cells or more or is placed; a value that
 * line has not lost since keeps its cells (a placed cell cannot lose its
 * value without becoming empty), so only a lost value can be missing or
 * have become a hidden single, and its one place is read off latp.
 * HELD LEVEL. latp holds the places of level s->latdepth of the search
 * stack, exactly: every candidate removed there is cut from latp as it
 * goes (lat_cut; GAC and the places filter too, s->latlive). A probe
 * works in the next level and is put back from the probe trail
 * (lat_restore); a branch (try_value) goes down from the level held, so
 * the child's propagation leaves latp holding the child; to go back up,
 * the values the deeper level lost are put back (lat_back), as every
 * level holds a subset of the candidates of the levels above it on the
 * path. So the places are built from scratch only when a run starts.
 * THE SAME SEARCH. Everything happens in propagate()'s order: the queue
 * first in first out, a single's peers in its peer list's order (the
 * cells of its first group, then of its second, each in the group's
 * order: lat_init checks that these are ascending positions, the order
 * latp's bits are read in), the sweep by ascending group among the
 * groups touched, a line's new singles in its order, then GAC and the
 * places filter. So every propagation ends in the same state, finds the
 * same contradiction (and weights the same cell or group, dom/wdeg) and
 * fixes as many cells (the lookahead score) as propagate() would: on QWH
 * instances of orders 20-66 the guesses and answers stay the same (see
 * docs/backends/native.md, "Latin probes"). */

/* The cell at position pos of line L (row L < n, else column L - n). */
static inline int lat_cell(int n, int line, int pos)
{
    return line < n ? line * n + pos : pos * n + (line - n);
}

/* Turns LATIN PROBES on when places.c is (s->places), no sum or variant
 * adds a rule, every group's cells are in ascending order and every
 * cell's peer list is its first group then its second (propagate()'s
 * order, which the places reproduce). */
static void lat_init(Solver *s)
{
    int n = s->nvals;
    if (!s->places || s->nsums || s->nlinks || s->npairs || s->ngroups != 2 * n)
        return;
    int *line = xmalloc((size_t)s->ngroups * sizeof(int));
    int ok = 1;
    for (int g = 0; g < s->ngroups && ok; g++) {
        const int *gc = s->gcells + s->gstart[g];
        int row = gc[1] / n == gc[0] / n; /* places_fit: a row or a column */
        for (int i = 1; i < n; i++)
            ok &= gc[i] > gc[i - 1];
        line[g] = row ? gc[0] / n : n + gc[0] % n;
    }
    uint8_t *first = xmalloc((size_t)s->ncells);
    int *at = xmalloc((size_t)s->ncells * 4 * sizeof(int));
    for (int c = 0; c < s->ncells && ok; c++) {
        int g0 = s->cglist[s->cgstart[c]], g1 = s->cglist[s->cgstart[c] + 1];
        const int *pc = s->peers + s->pstart[c];
        int k = 0;
        ok &= s->pstart[c + 1] - s->pstart[c] == 2 * (n - 1);
        first[c] = line[g0] < n;
        at[4 * c] = c / n;
        at[4 * c + 1] = c % n;
        at[4 * c + 2] = g0;
        at[4 * c + 3] = g1;
        for (int pass = 0; pass < 2 && ok; pass++) {
            const int *gc = s->gcells + s->gstart[pass ? g1 : g0];
            for (int i = 0; i < n && ok; i++)
                if (gc[i] != c)
                    ok &= pc[k++] == gc[i];
        }
    }
    if (!ok) {
        free(line);
        free(first);
        free(at);
        return;
    }
    s->lat = 1;
    s->latdepth = -1;
    s->latline = line;
    s->latfirst = first;
    s->latat = at;
    s->latp = xmalloc((size_t)n * 2 * n * sizeof(cset));
    s->latlost = xmalloc((size_t)2 * n * sizeof(cset));
    s->latwords = (s->ngroups + 63) / 64;
    s->latdirty = xcalloc((size_t)s->latwords, sizeof(uint64_t));
}

/* The places of level cand, from scratch. */
static void lat_build(Solver *s, const cset *cand)
{
    int n = s->nvals;
    cset *p = s->latp;
    for (size_t i = 0; i < (size_t)n * 2 * n; i++)
        p[i] = cs_zero();
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            for (cset x = cand[r * n + c]; !cs_empty(x); cs_droplo(&x)) {
                cset *pv = p + (size_t)cs_lo(x) * 2 * n;
                cs_add(&pv[r], c);
                cs_add(&pv[n + c], r);
            }
}

/* Cell c goes back from now to was (after a probe, or going up a
 * level), its places too. */
static inline void lat_restore(Solver *s, int c, cset was, cset now)
{
    int n = s->nvals, r = s->latat[4 * c], col = s->latat[4 * c + 1];
    for (cset back = cs_andnot(was, now); !cs_empty(back); cs_droplo(&back)) {
        cset *pv = s->latp + (size_t)cs_lo(back) * 2 * n;
        cs_add(&pv[r], col);
        cs_add(&pv[n + col], r);
    }
}

/* The places of level was, from those of level now (which holds no
 * candidate was does not, and whose places they are): the values was
 * has and now does not, put back. */
static void lat_back(Solver *s, const cset *was, const cset *now)
{
    for (int c = 0; c < s->ncells; c++)
        if (!cs_eq(was[c], now[c]))
            lat_restore(s, c, was[c], now[c]);
}

/* Makes latp the places of level depth (HELD LEVEL): from a deeper level
 * held, the values it lost put back; else from scratch. */
static void lat_to(Solver *s, int depth)
{
    const cset *cand = s->cand_stack + (size_t)depth * s->ncells;
    if (s->latdepth > depth)
        lat_back(s, cand, s->cand_stack + (size_t)s->latdepth * s->ncells);
    else if (s->latdepth < depth)
        lat_build(s, cand);
    s->latdepth = depth;
}

/* Before a branch or the probes of a node at level depth: latp made that
 * level's when LATIN PROBES run (one solution wanted; returns 1), else
 * marked stale if the level held lies below (returns 0). */
static int lat_hold(Solver *s, int depth)
{
    if (s->lat && s->limit == 1) {
        lat_to(s, depth);
        return 1;
    }
    if (depth + 1 <= s->latdepth)
        s->latdepth = -1;
    return 0;
}

/* A propagation begins (from a fixpoint): no line has lost anything, no
 * group is to be swept. */
static void lat_start(Solver *s)
{
    for (int l = 0; l < 2 * s->nvals; l++)
        s->latlost[l] = cs_zero();
    memset(s->latdirty, 0, (size_t)s->latwords * sizeof(uint64_t));
}

/* Cell c lost the values gone: off its places, onto its lines' lost. */
static inline void lat_cut(Solver *s, int c, cset gone)
{
    int n = s->nvals, r = s->latat[4 * c], col = s->latat[4 * c + 1];
    s->latlost[r] = cs_or(s->latlost[r], gone);
    s->latlost[n + col] = cs_or(s->latlost[n + col], gone);
    for (; !cs_empty(gone); cs_droplo(&gone)) {
        cset *pv = s->latp + (size_t)cs_lo(gone) * 2 * n;
        cs_del(&pv[r], col);
        cs_del(&pv[n + col], r);
    }
}

/* touch(): c's two groups to be swept (latdirty); when probing, c on
 * the trail, else its groups to be filtered (s->dirty, for gac_pass: a
 * light probe runs no filter, and the propagation after it starts from
 * s->dirty cleared). */
static inline void lat_touch(Solver *s, int c)
{
    int g0 = s->latat[4 * c + 2], g1 = s->latat[4 * c + 3];
    s->latdirty[g0 >> 6] |= 1ULL << (g0 & 63);
    s->latdirty[g1 >> 6] |= 1ULL << (g1 & 63);
    if (s->trailing)
        trail_add(s, c);
    else {
        s->dirty[g0] |= DIRTY_LOCKED | DIRTY_GAC;
        s->dirty[g1] |= DIRTY_LOCKED | DIRTY_GAC;
    }
}

/* propagate()'s naked and hidden singles on a Latin square, to their
 * fixpoint; 0 on a contradiction. */
static int lat_singles(Solver *s, cset *cand, uint8_t *placed)
{
    int n = s->nvals;
    for (;;) {
        while (s->qhead < s->qtail) {
            int c = s->queue[s->qhead++], r = s->latat[4 * c], col = s->latat[4 * c + 1];
            cset v = cand[c];
            lat_touch(s, c);
            s->vlost = cs_or(s->vlost, v);
            cset *pv = s->latp + (size_t)cs_lo(v) * 2 * n;
            cset inrow = pv[r], incol = pv[n + col];
            cs_del(&inrow, col);
            cs_del(&incol, r);
            /* lat_cut(s, p, v) but for v lost on c's own row or column,
             * where v is placed (at c): nothing to sweep there */
            for (int pass = 0; pass < 2; pass++) {
                int byrow = (pass == 0) == (s->latfirst[c] != 0);
                for (cset x = byrow ? inrow : incol; !cs_empty(x); cs_droplo(&x)) {
                    int k = cs_lo(x), p = byrow ? r * n + k : k * n + col;
                    cand[p] = cs_andnot(cand[p], v);
                    int other = byrow ? n + k : k; /* p's other line */
                    s->latlost[other] = cs_or(s->latlost[other], v);
                    cs_del(&pv[byrow ? r : n + col], k);
                    cs_del(&pv[other], byrow ? r : col);
                    if (cs_empty(cand[p])) {
                        s->cw[p]++;
                        trail_add(s, p); /* put back with the rest */
                        return 0;
                    }
                    lat_touch(s, p);
                    if (single(cand[p]) && !placed[p])
                        push(s, placed, p);
                }
            }
        }
        int changed = 0;
        for (int w = 0; w < s->latwords; w++)
            while (s->latdirty[w]) {
                int g = 64 * w + __builtin_ctzll(s->latdirty[w]);
                s->latdirty[w] &= s->latdirty[w] - 1;
                int line = s->latline[g];
                cset lost = s->latlost[line], hidden = cs_zero(), at = cs_zero();
                s->latlost[line] = cs_zero();
                for (; !cs_empty(lost); cs_droplo(&lost)) {
                    int v = cs_lo(lost);
                    cset pl = s->latp[(size_t)v * 2 * n + line];
                    if (cs_empty(pl)) { /* v has no place left on the line */
                        s->gw[g]++;
                        return 0;
                    }
                    if (single(pl) && !single(cand[lat_cell(n, line, cs_lo(pl))])) {
                        cs_add(&hidden, v);
                        at = cs_or(at, pl);
                    }
                }
                for (; !cs_empty(at); cs_droplo(&at)) {
                    int c = lat_cell(n, line, cs_lo(at));
                    cset h = cs_and(cand[c], hidden);
                    if (!single(h)) {
                        s->gw[g]++;
                        return 0; /* two values that fit only this cell */
                    }
                    cset gone = cs_andnot(cand[c], h);
                    s->vlost = cs_or(s->vlost, gone);
                    cand[c] = h;
                    lat_cut(s, c, gone);
                    push(s, placed, c);
                    changed = 1;
                }
            }
        if (!changed && s->qhead == s->qtail)
            return 1;
    }
}

/* propagate() with s->light (LATIN PROBES): naked and hidden singles. */
static int lat_propagate(Solver *s, cset *cand, uint8_t *placed)
{
    s->st.nodes++;
    return lat_singles(s, cand, placed);
}

/* propagate() in full on a Latin square held in latp (HELD LEVEL): the
 * singles, then GAC on the rows and columns and on the places, as
 * propagate() orders them (no locked pairs: lat_init), gac_pass and
 * places_pass cutting what they remove from latp too (s->latlive). */
static int lat_full(Solver *s, cset *cand, uint8_t *placed)
{
    s->st.nodes++;
    s->latlive = 1;
    for (;;) {
        for (int g = 0; g < s->ngroups; g++) /* what touch() marked in GAC */
            if (s->dirty[g] & DIRTY_HIDDEN) {
                s->dirty[g] &= (uint8_t)~DIRTY_HIDDEN;
                s->latdirty[g >> 6] |= 1ULL << (g & 63);
            }
        if (!lat_singles(s, cand, placed))
            break;
        int r = gac_pass(s, cand, placed);
        if (!r)
            r = places_pass(s, cand, placed);
        if (r < 0)
            break;
        if (!r) {
            for (int g = 0; g < s->ngroups; g++)
                s->dirty[g] &= (uint8_t)~(DIRTY_LOCKED | DIRTY_GAC);
            s->latlive = 0;
            return 1;
        }
    }
    s->latlive = 0;
    return 0;
}
