/* gac.c -- all-different GAC in the search: which full groups the
 * matching filter (alldiff.c, included just before) is run on, and when
 * (gac_pass, the last and costliest rule of propagate.c).
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* Whether the filter could remove anything from a group at its fixpoint
 * (its placed values gone from the open cells). A candidate leaves a cell
 * only when some proper subset S of the open cells is tight: its cells'
 * candidates together number |S|. Each cell of such an S has at most |S|
 * candidates, so a tight S of size k needs k open cells with <= k
 * candidates; ncount[j] counts the open cells with j. When no k < open
 * has that many, no S exists and the filter would change nothing (and a
 * group with no filling at all is the hidden-single rule's to find: its
 * open cells' union is short of the values). On sparse grids this skips
 * nearly every call: an empty 25x25 spent 80% of its time in the filter. */
static int tight_set_possible(const int *ncount, int open)
{
    int le = 0; /* open cells with <= k candidates */
    for (int k = 1; k < open; k++) {
        le += ncount[k];
        if (le >= k)
            return 1;
    }
    return 0;
}

/* ALL-DIFFERENT GAC (alldiff.c), last of the rules since it costs most:
 * every full group with a changed cell is filtered to the values its
 * cells take in some filling of the group. Returns -1 on a contradiction,
 * 1 when a candidate went, else 0. */
static int gac_pass(Solver *s, cset *cand, uint8_t *placed)
{
    int changed = 0;
    for (int g = 0; g < s->ngroups; g++) {
        if (!s->gfull[g] || !(s->dirty[g] & DIRTY_GAC))
            continue;
        s->dirty[g] &= (uint8_t)~DIRTY_GAC;
        const int *gc = s->gcells + s->gstart[g];
        int open = 0, ncount[CSET_BITS + 1] = {0}, bad = 0;
        cset lost, before[CSET_BITS], omask = cs_zero(), taken = cs_zero();
        /* read once for the filter too (gac_filter_open): the open cells,
         * the singles' values, and what each cell held (for s->vlost, THE
         * THIRD VIEW); an empty cell or two singles on one value, which
         * gac_filter would find, are noted in bad */
        for (int i = 0; i < s->gstart[g + 1] - s->gstart[g]; i++) {
            cset x = before[i] = cand[gc[i]];
            if (!single(x)) {
                open++;
                ncount[popcount(x)]++;
                if (cs_empty(x))
                    bad = 1;
                else
                    cs_add(&omask, i);
            } else {
                bad |= cs_meets(taken, x);
                taken = cs_or(taken, x);
            }
        }
        if (open > GAC_MAX_OPEN || !tight_set_possible(ncount, open))
            continue;
        if (bad || gac_filter_open(cand, gc, omask, taken, s->gmatch + CSET_BITS * g, &lost) < 0) {
            s->gw[g]++;
            return -1;
        }
        for (; !cs_empty(lost); cs_droplo(&lost)) {
            int c = gc[cs_lo(lost)];
            if (s->places)
                s->vlost = cs_or(s->vlost, cs_andnot(before[cs_lo(lost)], cand[c]));
            if (s->latlive) /* LATIN PROBES' places (latin.c) */
                lat_cut(s, c, cs_andnot(before[cs_lo(lost)], cand[c]));
            touch(s, c);
            changed = 1;
            if (single(cand[c]) && !placed[c])
                push(s, placed, c);
        }
    }
    return changed;
}
